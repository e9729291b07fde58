"""One player's Alhambra: the grid of tiles, its walls, the longest outer wall and numbers.

:func:`draw_board` draws the grid alone (used by the single-player picture and by the
overview); :func:`legal_cells` is the order in which numbered cells are labelled 1..n, so
the bot's buttons match the picture: rows from north to south, west to east in a row.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.components import Tile
from engine.alhambra.placement import legal_positions
from engine.alhambra.scoring import longest_outer_wall_sides as longest_wall_edges
from engine.alhambra.state import Built, grid_of

from .theme import (
    BADGE,
    BOARD,
    CELL_RING,
    CELL_WELL,
    GHOST_WALL,
    INK,
    LONGEST,
    RGB,
    font,
)
from .tiles import SUPERSAMPLE, as_tile, gap_width, tile_image, wall_width

Edge = tuple[tuple[int, int], tuple[int, int]]

Coord = tuple[int, int]

#: Empty border around the grid, as a fraction of a cell.
PADDING = 0.18
#: Diameter of a number badge, as a fraction of a cell.
BADGE_SIZE = 0.58


def legal_cells(alhambra: Sequence[Built], tile: str | Tile) -> list[Coord]:
    """Every cell where ``tile`` may be built, in the order of the numbers 1..n.

    The order is north to south, then west to east (sorted by ``(y, x)``): button ``i``
    of the bot is ``legal_cells(...)[i - 1]``.
    """
    cells = legal_positions(grid_of(tuple(alhambra)), as_tile(tile))
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


def plan_board(
    alhambra: Sequence[Built], *, cell: int, numbers: Sequence[Coord] = ()
) -> BoardLayout:
    cells = [(x, y) for x, y, _ in alhambra] + list(numbers)
    x0, y0, x1, y1 = board_extent(cells)
    return BoardLayout(
        cell=cell,
        pad=max(4, round(cell * PADDING)),
        min_x=x0,
        min_y=y0,
        cols=x1 - x0 + 1,
        rows=y1 - y0 + 1,
        numbers=tuple(numbers),
    )


def board_cells(alhambra: Sequence[Built], numbers: Sequence[Coord] = ()) -> tuple[int, int]:
    """Columns and rows the board of ``alhambra`` (and its numbered cells) needs."""
    x0, y0, x1, y1 = board_extent([(x, y) for x, y, _ in alhambra] + list(numbers))
    return x1 - x0 + 1, y1 - y0 + 1


def draw_board(
    alhambra: Sequence[Built],
    *,
    cell: int,
    numbers: Sequence[Coord] = (),
    placing: Tile | None = None,
    background: RGB = BOARD,
) -> tuple[Image.Image, BoardLayout]:
    """The grid of ``alhambra`` with ``cell``-pixel tiles; ``numbers`` get badges 1..n.

    ``placing``: the tile being placed; its walls are sketched into the numbered empty
    cells so the player sees how it would sit.
    """
    layout = plan_board(alhambra, cell=cell, numbers=numbers)
    im = Image.new("RGB", layout.size, background)
    d = ImageDraw.Draw(im)
    built = {(x, y) for x, y, _ in alhambra}
    for cell_xy in numbers:
        if cell_xy not in built:
            _draw_well(d, layout.box(cell_xy), cell, placing)
    for x, y, tile_id in alhambra:
        left, top, _, _ = layout.box((x, y))
        im.paste(tile_image(tile_id, cell, background), (left, top))
    grid = grid_of(tuple(alhambra))
    _draw_longest(d, layout, grid, longest_wall_edges(grid))
    for number, cell_xy in enumerate(numbers, start=1):
        left, top, right, bottom = layout.box(cell_xy)
        badge = badge_image(number, round(cell * BADGE_SIZE))
        bx = (left + right - badge.width) // 2
        by = (top + bottom - badge.height) // 2
        im.paste(badge, (bx, by), badge)
    return im, layout


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
    for side in placing.walls:
        if side == "N":
            d.rectangle([left, top, right - 1, top + wall - 1], fill=GHOST_WALL)
        elif side == "S":
            d.rectangle([left, bottom - wall, right - 1, bottom - 1], fill=GHOST_WALL)
        elif side == "W":
            d.rectangle([left, top, left + wall - 1, bottom - 1], fill=GHOST_WALL)
        else:
            d.rectangle([right - wall, top, right - 1, bottom - 1], fill=GHOST_WALL)


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
def badge_image(number: int, diameter: int) -> Image.Image:
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
    size = round(diameter * (0.56 if number < 10 else 0.46))
    d.text((diameter / 2, diameter / 2 + 0.5), str(number), font=font(size), fill=INK,
           anchor="mm")
    return im
