"""One player's Alhambra: the grid of tiles, its walls, the longest outer wall and numbers.

:func:`draw_board` draws the grid alone (used by the single-player picture and by the
overview), cropped to the built cells (and any numbered or outlined cell) with a thin
border; :func:`legal_cells` is the order in which numbered cells are labelled 1..n, so
the bot's buttons match the picture: rows from north to south, west to east in a row.

Numbers on empty cells sit in the middle of a light well; numbers on built tiles (a tile
a rebuild may take out or exchange) sit in the tile's bottom left corner, so its colour,
price and icon stay visible. Tiles built or changed during the last turn get a bright
frame around them; neighbouring ones share one frame.

A plane of two cities (the Alhambra + Granada combination,
:mod:`rendering.modules.alhambra_granada`) is numbered by the combination's building rules and
gets two gold stripes: the Alhambra's longest wall and Granada's longest moat, each measured in
its own city.

Expansions 2 and 3 (:mod:`rendering.marks`): wooden walls, gates and residents over the
tiles, and the street trader on its square beside them (the board grows to show it).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.components import Tile
from engine.alhambra.modules.camps import wall_plane
from engine.alhambra.placement import legal_positions
from engine.alhambra.scoring import longest_outer_wall_sides as longest_wall_edges
from engine.alhambra.state import Built, grid_of

from .marks import BoardMarks, draw_marks
from .modules.alhambra_granada import is_combined, longest_by_city
from .modules.alhambra_granada import legal_cells as combined_cells
from .modules.bazaars.pictures import draw_bazaar_scores
from .modules.falcons import draw_falcons
from .modules.portals.pictures import draw_longest_with_portals, has_portals
from .tags import tag_image
from .theme import (
    BADGE,
    BOARD,
    CELL_RING,
    CELL_WELL,
    INK,
    LONGEST,
    RECENT,
    RECENT_EDGE,
    RGB,
    barrier_style,
    font,
)
from .tiles import SUPERSAMPLE, as_tile, gap_width, tile_image, wall_width

Edge = tuple[tuple[int, int], tuple[int, int]]

Coord = tuple[int, int]

#: Empty border around the grid, as a fraction of a cell (room for a recent-tile frame).
PADDING = 0.1
#: Diameter of a number badge on an empty cell, as a fraction of a cell.
BADGE_SIZE = 0.58
#: Text size of a number tag on a built tile (in its bottom left corner), per cell.
TAG_SIZE = 0.32


def frame_width(cell: int) -> int:
    """Thickness of the frame around a recently built tile (drawn outside the tile)."""
    return max(3, round(cell * 0.12))


def legal_cells(alhambra: Sequence[Built], tile: str | Tile,
                cities: Sequence[tuple[str, int, int]] = ()) -> list[Coord]:
    """Every cell where ``tile`` may be built, in the order of the numbers 1..n.

    The order is north to south, then west to east (sorted by ``(y, x)``): button ``i``
    of the bot is ``legal_cells(...)[i - 1]``. ``cities``: the player's city starts
    (``PlayerView.cities``); a plane of two cities (the Alhambra + Granada combination)
    follows the combination's building rules.
    """
    placing = as_tile(tile)
    if is_combined(alhambra, (placing.id,), cities):
        cells = combined_cells(alhambra, placing, cities)
    else:
        cells = legal_positions(grid_of(tuple(alhambra)), placing)
    return sorted(cells, key=lambda c: (c[1], c[0]))


@dataclass(frozen=True)
class BoardLayout:
    """Where each cell of a drawn board lies, in pixels of the board image."""

    cell: int
    pad: int
    min_x: int
    min_y: int
    cols: int
    rows: int
    #: The numbered cells in order: number ``i`` is ``numbers[i - 1]``.
    numbers: tuple[Coord, ...] = ()
    #: Where number ``i`` is drawn: ``badges[i - 1]`` = (centre x, centre y, width, height).
    badges: tuple[tuple[float, float, int, int], ...] = ()
    #: Cells framed as built or changed during the last turn.
    recent: tuple[Coord, ...] = ()

    @property
    def size(self) -> tuple[int, int]:
        return (self.cols * self.cell + 2 * self.pad, self.rows * self.cell + 2 * self.pad)

    def box(self, cell: Coord) -> tuple[int, int, int, int]:
        """Left, top, right, bottom (exclusive) of ``cell``."""
        left = self.pad + (cell[0] - self.min_x) * self.cell
        top = self.pad + (cell[1] - self.min_y) * self.cell
        return (left, top, left + self.cell, top + self.cell)


def board_extent(cells: Sequence[Coord]) -> tuple[int, int, int, int]:
    xs = [c[0] for c in cells]
    ys = [c[1] for c in cells]
    return min(xs), min(ys), max(xs), max(ys)


def framed(alhambra: Sequence[Built], recent: Collection[Coord]) -> list[Coord]:
    """The cells of ``recent`` a board frames: built ones, and empty ones next to the built
    area (a tile taken out); anything farther away is ignored."""
    built = {(x, y) for x, y, _ in alhambra}
    x0, y0, x1, y1 = board_extent(list(built))
    return sorted({c for c in recent if c in built
                   or (x0 - 1 <= c[0] <= x1 + 1 and y0 - 1 <= c[1] <= y1 + 1)})


def board_padding(cell: int) -> int:
    return max(4, round(cell * PADDING), frame_width(cell))


def plan_board(
    alhambra: Sequence[Built], *, cell: int, numbers: Sequence[Coord] = (),
    recent: Collection[Coord] = (), extra: Sequence[Coord] = (),
) -> BoardLayout:
    recent = framed(alhambra, recent)
    cells = [(x, y) for x, y, _ in alhambra] + list(numbers) + recent + list(extra)
    x0, y0, x1, y1 = board_extent(cells)
    return BoardLayout(
        cell=cell,
        pad=board_padding(cell),
        min_x=x0,
        min_y=y0,
        cols=x1 - x0 + 1,
        rows=y1 - y0 + 1,
        numbers=tuple(numbers),
        recent=tuple(recent),
    )


def board_cells(alhambra: Sequence[Built], numbers: Sequence[Coord] = (),
                recent: Collection[Coord] = (), extra: Sequence[Coord] = ()) -> tuple[int, int]:
    """Columns and rows the board of ``alhambra`` (and its numbered cells, and ``extra``
    cells such as the street trader's square) needs."""
    x0, y0, x1, y1 = board_extent([(x, y) for x, y, _ in alhambra] + list(numbers)
                                  + framed(alhambra, recent) + list(extra))
    return x1 - x0 + 1, y1 - y0 + 1


def board_size(cols: int, rows: int, cell: int) -> tuple[int, int]:
    """Pixel size of a board of ``cols`` x ``rows`` cells of ``cell`` pixels."""
    pad = board_padding(cell)
    return cols * cell + 2 * pad, rows * cell + 2 * pad


def draw_board(
    alhambra: Sequence[Built],
    *,
    cell: int,
    numbers: Sequence[Coord] = (),
    placing: Tile | None = None,
    background: RGB = BOARD,
    recent: Collection[Coord] = (),
    number_size: int | None = None,
    marks: BoardMarks | None = None,
) -> tuple[Image.Image, BoardLayout]:
    """The grid of ``alhambra`` with ``cell``-pixel tiles; ``numbers`` get badges 1..n.

    ``placing``: the tile being placed; its walls are sketched into the numbered empty
    cells so the player sees how it would sit. ``recent``: cells to frame as built or
    changed during the last turn. ``number_size``: the smallest font size for the numbers
    (so they stay readable however small the cells get). ``marks``: expansions 2 and 3's
    wooden walls, gates, residents and street trader (:mod:`rendering.marks`).
    """
    layout = plan_board(alhambra, cell=cell, numbers=numbers, recent=recent,
                        extra=marks.cells if marks else ())
    im = Image.new("RGB", layout.size, background)
    d = ImageDraw.Draw(im)
    built = {(x, y): tile_id for x, y, tile_id in alhambra}
    for cell_xy in numbers:
        if cell_xy not in built:
            _draw_well(d, layout.box(cell_xy), cell, placing)
    for (x, y), tile_id in built.items():
        left, top, _, _ = layout.box((x, y))
        im.paste(tile_image(tile_id, cell, background), (left, top))
    draw_bazaar_scores(im, {c: layout.box(c) for c in built}, built, cell, number_size)
    if layout.recent:
        _draw_recent(im, d, layout, built, background)
    if is_combined(alhambra):  # the longest wall and the longest moat, each in its city
        for city, edges in longest_by_city(alhambra):
            _draw_longest(d, layout, city, edges)
    else:
        # measured as scored: wooden walls count, camps do not (CA7)
        grid = wall_plane(grid_of(tuple(alhambra)), marks.sticks if marks else None)
        if has_portals(alhambra):  # expansion 6: diagonals in the wall (PO4, PO6)
            draw_longest_with_portals(d, layout, grid, _draw_longest)
        else:
            _draw_longest(d, layout, grid, longest_wall_edges(grid))
    tags = {cell_xy: _built_tag(number, cell, number_size)
            for number, cell_xy in enumerate(numbers, start=1) if cell_xy in built}
    if marks:  # a resident stands right of its tile's number
        draw_marks(im, layout, alhambra, marks, number_size,
                   {c: inset + badge.width for c, (badge, inset) in tags.items()})
    badges = []
    for number, cell_xy in enumerate(numbers, start=1):
        left, top, right, bottom = layout.box(cell_xy)
        if cell_xy in built:  # a tag in the bottom left corner: price and icon stay visible
            badge, inset = tags[cell_xy]
            bx = left + inset
            by = bottom - inset - badge.height
        else:
            ratio = 0.56 if number < 10 else 0.46
            diameter = round(cell * BADGE_SIZE)
            text = round(diameter * ratio)
            if number_size is not None and text < number_size:
                diameter = min(round(number_size / ratio), round(cell * 0.92))
                text = min(number_size, round(diameter * (ratio + 0.08)))
            badge = badge_image(number, diameter, text)
            bx = (left + right - badge.width) // 2
            by = (top + bottom - badge.height) // 2
        im.paste(badge, (bx, by), badge)
        badges.append((bx + badge.width / 2, by + badge.height / 2, badge.width, badge.height))
    if marks and (marks.falcons or marks.points):  # expansion 6: on the corners of cells
        draw_falcons(im, layout, marks.falcons, marks.points, number_size, badge_image)
    return im, replace(layout, badges=tuple(badges))


def _built_tag(number: int, cell: int, number_size: int | None) -> tuple[Image.Image, int]:
    """The tag numbering a built tile, and its inset from the tile's bottom left corner."""
    size = max(round(cell * TAG_SIZE), round((number_size or 0) * 1.1))
    return tag_image(number, size), max(1, round(wall_width(cell) * 0.6))


def _draw_recent(im: Image.Image, d: ImageDraw.ImageDraw, layout: BoardLayout,
                 built: dict[Coord, str], background: RGB) -> None:
    """A bright frame outside each recent cell; the recent tiles are pasted again on top,
    so neighbouring recent tiles share one outline around their group."""
    f = frame_width(layout.cell)
    edge = max(1, f // 3)
    for cell_xy in layout.recent:
        left, top, right, bottom = layout.box(cell_xy)
        d.rectangle([left - f, top - f, right + f - 1, bottom + f - 1], outline=RECENT_EDGE,
                    width=f)
        d.rectangle([left - f + edge, top - f + edge, right + f - 1 - edge,
                     bottom + f - 1 - edge], outline=RECENT, width=f - edge)
    for cell_xy in layout.recent:
        left, top, right, bottom = layout.box(cell_xy)
        if cell_xy in built:
            im.paste(tile_image(built[cell_xy], layout.cell, background), (left, top))
        elif cell_xy not in layout.numbers:  # a tile taken out: a framed hole
            d.rectangle([left, top, right - 1, bottom - 1], fill=background)


def _draw_well(d: ImageDraw.ImageDraw, box, cell: int, placing: Tile | None) -> None:
    left, top, right, bottom = box
    gap = gap_width(cell) + 1
    d.rounded_rectangle(
        [left + gap, top + gap, right - 1 - gap, bottom - 1 - gap],
        radius=cell * 0.12,
        fill=CELL_WELL,
        outline=CELL_RING,
        width=max(2, cell // 40),
    )
    if placing is None:
        return
    wall = max(2, wall_width(cell) // 2)
    ghost = barrier_style(placing.barrier)[2]
    for side in placing.walls:
        if side == "N":
            d.rectangle([left, top, right - 1, top + wall - 1], fill=ghost)
        elif side == "S":
            d.rectangle([left, bottom - wall, right - 1, bottom - 1], fill=ghost)
        elif side == "W":
            d.rectangle([left, top, left + wall - 1, bottom - 1], fill=ghost)
        else:
            d.rectangle([right - wall, top, right - 1, bottom - 1], fill=ghost)


def _inward(edge: Edge, grid) -> tuple[int, int]:
    """Unit step from an outer wall side into the tile that owns it."""
    (ax, ay), (bx, by) = edge
    if ay == by:  # horizontal: N side of (ax, ay) or S side of (ax, ay - 1)
        return (0, 1) if (ax, ay) in grid else (0, -1)
    return (1, 0) if (ax, ay) in grid else (-1, 0)


def _draw_longest(d: ImageDraw.ImageDraw, layout: BoardLayout, grid, edges: list[Edge]) -> None:
    """A gold stripe along the middle of each wall band of the longest outer wall."""
    if not edges:
        return
    half_band = wall_width(layout.cell) / 2
    stripe = max(2, round(wall_width(layout.cell) * 0.45))
    inward = {edge: _inward(edge, grid) for edge in edges}
    at_corner: dict[tuple[int, int], list[Edge]] = {}
    for edge in edges:
        for corner in edge:
            at_corner.setdefault(corner, []).append(edge)

    def point(corner, edge) -> tuple[float, float]:
        nx, ny = inward[edge]
        px = layout.pad + (corner[0] - layout.min_x) * layout.cell + nx * half_band
        py = layout.pad + (corner[1] - layout.min_y) * layout.cell + ny * half_band
        for other in at_corner[corner]:
            if other != edge and (other[0][1] == other[1][1]) != (edge[0][1] == edge[1][1]):
                ox, oy = inward[other]
                return (px + ox * half_band, py + oy * half_band)
        return (px, py)

    for edge in edges:
        (x0, y0), (x1, y1) = point(edge[0], edge), point(edge[1], edge)
        h = stripe / 2
        d.rectangle(
            [round(min(x0, x1) - h), round(min(y0, y1) - h),
             round(max(x0, x1) + h) - 1, round(max(y0, y1) + h) - 1],
            fill=LONGEST,
        )


@lru_cache(maxsize=512)
def badge_image(number: int, diameter: int, text_size: int | None = None) -> Image.Image:
    """A round white badge with a dark ring and ``number`` (RGBA, smooth edges)."""
    k = SUPERSAMPLE
    big = diameter * k
    im = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    ring = max(2, diameter // 12) * k
    d.ellipse([0, 0, big - 1, big - 1], fill=CELL_RING + (255,))
    d.ellipse([ring, ring, big - 1 - ring, big - 1 - ring], fill=BADGE + (255,))
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    size = text_size or round(diameter * (0.56 if number < 10 else 0.46))
    d.text((diameter / 2, diameter / 2 + 0.5), str(number), font=font(size), fill=INK,
           anchor="mm")
    return im
