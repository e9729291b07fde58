"""What expansions 2 and 3 put on a player's tiles and next to them, read once per seat.

:class:`BoardMarks` gathers, from the public fields only, a seat's wooden walls
(``wall_cards`` ``sticks``), its gates (``city_gates`` ``gates``), the residents on its
tiles and its street trader's square with how many residents stand on it
(``street_trader``). :func:`rendering.board.draw_board` draws them over the tiles
(:func:`draw_marks`); the panel's strips draw sticks and residents on the reserve's tiles
and on tiles to place (:func:`marked_tile`). ``render_alhambra(player, marks=marks_of(view,
seat))`` draws them in the single-player picture.

A resident stands in the bottom left corner of its tile, below the price (which is the
largest thing on a tile, top left) and left of the building's icon (bottom right); it
shrinks where a small tile leaves less room under the price (:func:`resident_place`), so
it never covers a digit. On a tile that carries a number (a rebuild's choice, bottom left)
it stands right of the number.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.view import PublicView

from .modules.building_sites import draw_site_mark, sites_of
from .modules.city_gates import draw_gate, gates_of
from .modules.falcons import board_falcons
from .modules.street_trader import on_trader, resident_image, residents, trader_image, trader_square
from .modules.treasure_chamber import chests_on, draw_chest_mark
from .modules.wall_cards import draw_stick, sticks
from .tags import tag_image
from .theme import RGB
from .tiles import PRICE_FROM, price_box, tile_image, wall_width

Coord = tuple[int, int]


@dataclass(frozen=True)
class BoardMarks:
    """A seat's wooden walls, gates, residents and street trader (public fields)."""

    #: tile id -> the sides of its wooden walls
    sticks: dict[str, tuple[str, ...]] = field(default_factory=dict)
    #: (tile id, side) of each gate standing
    gates: tuple[tuple[str, str], ...] = ()
    #: tile id -> the colour of the resident on it
    residents: dict[str, str] = field(default_factory=dict)
    #: the trader's square (None: not played, or displaced)
    trader: Coord | None = None
    #: how many residents stand on the trader
    on_trader: int = 0
    #: the tiles with a chest (expansion 4, :mod:`rendering.modules.treasure_chamber`)
    chests: frozenset[str] = frozenset()
    #: unfinished building sites: tile id -> its marker's currency (expansion 6,
    #: :mod:`rendering.modules.building_sites`)
    sites: dict[str, str] = field(default_factory=dict)
    #: the falcons ((x, y, falcon) each, on the north-west corner of cell x, y) and the
    #: numbered free points ((number, (x, y)) each) (expansion 6, :mod:`rendering.modules.falcons`)
    falcons: tuple[tuple[int, int, str], ...] = ()
    points: tuple[tuple[int, Coord], ...] = ()

    def __hash__(self) -> int:
        return hash((tuple(sorted(self.sticks.items())), self.gates,
                     tuple(sorted(self.residents.items())), self.trader, self.on_trader,
                     self.chests, tuple(sorted(self.sites.items())), self.falcons, self.points))

    @property
    def cells(self) -> tuple[Coord, ...]:
        """Cells beyond the tiles a board must show (the trader's square)."""
        return (self.trader,) if self.trader is not None else ()

    def on_tile(self, tile_id: str) -> tuple[tuple[str, ...], str | None]:
        """The sticks and the resident of one tile."""
        return self.sticks.get(tile_id, ()), self.residents.get(tile_id)

    def has_chest(self, tile_id: str) -> bool:
        return tile_id in self.chests

    def site(self, tile_id: str) -> str | None:
        """The marker's currency of an unfinished site (None: no site)."""
        return self.sites.get(tile_id)

    def __bool__(self) -> bool:
        return bool(self.sticks or self.gates or self.residents or self.trader is not None
                    or self.chests or self.sites or self.falcons or self.points)


def marks_of(view: PublicView, seat: int) -> BoardMarks | None:
    """``seat``'s marks from the public view (None: none of these modules is played)."""
    names = set(view.modules_view)
    if not names & {"city_gates", "wall_cards", "street_trader", "treasure_chamber",
                    "building_sites", "falcons"}:
        return None
    player = view.players[seat]
    own = {t for _, _, t in player.alhambra} | set(player.reserve) | set(player.bought)
    return BoardMarks(
        sticks={t: s for t, s in sticks(view).items() if t in own},
        gates=tuple(gates_of(view, seat)),
        residents={t: c for t, c in residents(view).items() if t in own},
        trader=trader_square(view, seat),
        on_trader=on_trader(view, seat),
        chests=frozenset(t for t in chests_on(view) if t in own),
        sites={t: c for t, c in sites_of(view).items() if t in own},
        falcons=board_falcons(view, seat),
    )


def resident_size(cell: int) -> int:
    return max(10, round(cell * 0.4))


#: The smallest resident (pixels) a tile shows.
SMALLEST_RESIDENT = 7


@lru_cache(maxsize=64)
def _figure_rows(size: int) -> tuple[int, int]:
    """The first and last row of a resident ``size`` pixels across that are not clear."""
    box = resident_image("pavilion", size).getchannel("A").getbbox()
    return (box[1], box[3]) if box else (0, size)


@lru_cache(maxsize=1024)
def resident_place(tile_id: str | None, cell: int, after: int = 0) -> tuple[int, int, int]:
    """Where a resident stands on a tile ``cell`` pixels across: left, top (inside the
    tile) and size. Bottom left, its feet on the bottom edge's inner side, its head below
    the price (smaller where a small tile leaves less room); ``after``: the pixels a number
    takes in the bottom left corner (the resident stands right of it)."""
    wall = wall_width(cell)
    below = wall  # the first row the resident may use
    if tile_id is not None and cell >= PRICE_FROM:
        below = max(below, price_box(tile_id, cell)[3] + 2)
    floor = cell - max(1, round(wall * 0.5))  # the lowest row of its feet
    if floor - below < resident_size(cell) * 0.9:  # a small tile: on its bottom wall
        floor = cell - 1
    size = resident_size(cell)
    while size > SMALLEST_RESIDENT and floor - below < _figure_rows(size)[1] - \
            _figure_rows(size)[0]:
        size -= 1
    top = floor - _figure_rows(size)[1]
    left = max(after, round(wall * 0.7))
    return left, top, size


def draw_tile_marks(im: Image.Image, d: ImageDraw.ImageDraw, box: tuple[int, int, int, int],
                    cell: int, sides: tuple[str, ...], colour: str | None,
                    tile_id: str | None = None, after: int = 0, chest: bool = False,
                    site: str | None = None) -> None:
    """A tile's wooden walls, its resident (bottom left, under the price:
    :func:`resident_place`), its chest (top right) and an unfinished site's scaffolding
    with its marker's coin (top right; a site holds no chest)."""
    if site:
        draw_site_mark(im, box, cell, site)
    for side in sides:
        draw_stick(d, box, side, cell)
    if chest:
        draw_chest_mark(im, box, cell, tile_id)
    if colour:
        x, y, size = resident_place(tile_id, cell, after)
        figure = resident_image(colour, size)
        im.paste(figure, (box[0] + x, box[1] + y), figure)


def draw_marks(im: Image.Image, layout, alhambra, marks: BoardMarks,
               number_size: int | None = None, tags: dict[Coord, int] | None = None) -> None:
    """Sticks, gates, residents and the trader over a drawn board (``layout``: its
    :class:`~rendering.board.BoardLayout`; ``tags``: built cells that carry a number, and
    how many pixels from the tile's left edge the number takes)."""
    d = ImageDraw.Draw(im)
    cell = layout.cell
    where = {t: (x, y) for x, y, t in alhambra}
    for tile, (x, y) in where.items():
        sides, colour = marks.on_tile(tile)
        chest = marks.has_chest(tile)
        site = marks.site(tile)
        if sides or colour or chest or site:
            draw_tile_marks(im, d, layout.box((x, y)), cell, sides, colour, tile,
                            (tags or {}).get((x, y), 0), chest, site)
    for tile, side in marks.gates:
        if tile in where:
            draw_gate(d, layout.box(where[tile]), side, cell)
    if marks.trader is not None:
        draw_trader(im, layout.box(marks.trader), cell, marks.on_trader,
                    small=marks.trader in layout.numbers, number_size=number_size)


def draw_trader(im: Image.Image, box: tuple[int, int, int, int], cell: int, count: int, *,
                small: bool = False, number_size: int | None = None) -> None:
    """The trader's token on its square (in its top right corner where the square carries
    a number) and a tag with how many residents stand on it."""
    left, top, right, bottom = box
    size = round(cell * (0.46 if small else 0.72))
    token = trader_image(size)
    if small:
        x, y = right - size - 2, top + 2
    else:
        x, y = left + (cell - size) // 2, top + (cell - size) // 2 - round(cell * 0.05)
    im.paste(token, (x, y), token)
    text = max(round(cell * 0.28), round((number_size or 0) * 0.95))
    tag = tag_image(count, text)
    tx = min(x + size - tag.width // 2, right - tag.width)
    ty = min(y + size - tag.height // 2, bottom - tag.height)
    im.paste(tag, (tx, ty), tag)


@lru_cache(maxsize=512)
def marked_tile(tile_id: str, size: int, background: RGB, sides: tuple[str, ...],
                colour: str | None, chest: bool = False, site: str | None = None
                ) -> Image.Image:
    """A tile picture with its wooden walls, resident and chest (the reserve, tiles to
    place)."""

    im = tile_image(tile_id, size, background).copy()
    draw_tile_marks(im, ImageDraw.Draw(im), (0, 0, size, size), size, sides, colour, tile_id,
                    chest=chest, site=site)
    return im
