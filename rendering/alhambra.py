"""The picture of one player's Alhambra, for the thread or the placing panel.

With a tile to place, every legal empty cell carries a number 1..n in the order of
:func:`rendering.board.legal_cells` (the bot's buttons), the tile is shown above the board
and its walls are sketched into the numbered cells. Numbers may also mark built tiles (a
rebuild may take them out or exchange them) and empty cells in one picture: a number on a
built tile sits in its bottom left corner, so the tile's colour, price and icon stay
visible. Every number, price and count stays readable on a phone (400 pixels wide).

A two-faced tile being placed (Granada) also shows its other side below the question, with
what turning it over costs (``other_side=False`` leaves it out, e.g. at the end of the game,
when tiles are built as they lie). :func:`rendering.faces.render_faces` draws both sides
large, side by side.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence

from PIL import Image, ImageDraw

from engine.alhambra.components import Tile, other_face
from engine.alhambra.view import PlayerView

from .board import BoardLayout, board_cells, board_padding, legal_cells
from .marks import BoardMarks
from .modules.granada import FLIP_COST
from .panel import Extras, PanelStyle, draw_panel
from .png import to_png
from .theme import PAGE, PAGE_MUTED, PAGE_TEXT, building_name, fit, fit_size, font, say, text_width
from .tiles import as_tile, is_yard, tile_image

WIDTH = 900
PAGE_MARGIN = 20
MAX_CELL = 120
MIN_CELL = 8
MAX_BOARD_HEIGHT = 1000

Recent = Collection[tuple[int, int, int]]


def _cell_size(cols: int, rows: int, inner: int) -> int:
    """The largest cell (up to MAX_CELL) at which ``cols`` x ``rows`` fit the picture."""
    cell = MAX_CELL
    while cell > MIN_CELL and (cols * cell + 2 * board_padding(cell) > inner
                               or rows * cell + 2 * board_padding(cell) > MAX_BOARD_HEIGHT):
        cell -= 1
    return cell


def _own(recent: Recent, seat: int) -> list[tuple[int, int]]:
    return [(x, y) for s, x, y in tuple(recent) if s == seat]


def alhambra_image(
    player: PlayerView,
    *,
    tile: str | Tile | None = None,
    numbers: Sequence[tuple[int, int]] | None = None,
    active: bool = False,
    caption: str | None = None,
    recent: Recent = (),
    other_side: bool = True,
    lang: str = "en",
    vizier: bool | None = None,
    marks: BoardMarks | None = None,
) -> tuple[Image.Image, BoardLayout, tuple[int, int]]:
    """The picture of one Alhambra, its words in ``lang``; also returns the board layout and
    its offset."""
    placing = as_tile(tile) if tile is not None else None
    back = other_face(placing.id) if placing is not None and other_side else None
    if numbers is None:
        numbers = (legal_cells(player.alhambra, placing, player.cities) if placing is not None
                   else ())
    own = _own(recent, player.seat)
    style = PanelStyle.for_width(WIDTH)
    cols, rows = board_cells(player.alhambra, numbers, own, marks.cells if marks else ())
    panel_width = WIDTH - 2 * PAGE_MARGIN
    cell = _cell_size(cols, rows, panel_width - 2 * style.margin)
    panel, layout, board_at = draw_panel(player, width=panel_width, style=style, cell=cell,
                                         strip_tile=round(style.text * 2.6),
                                         active=active, numbers=numbers, placing=placing,
                                         recent=own, lang=lang,
                                         extras=Extras(vizier=vizier, marks=marks))
    show_header = placing is not None or caption is not None
    header = _header_height(style) if show_header else 0
    if back is not None:
        header += _back_height(style)
    im = Image.new("RGB", (max(WIDTH, panel.width + 2 * PAGE_MARGIN),
                           panel.height + header + 2 * PAGE_MARGIN), PAGE)
    if show_header:
        _header(im, style, placing, len(numbers), caption, lang)
    if back is not None:
        _other_side(im, style, back, PAGE_MARGIN + _header_height(style), lang)
    top = PAGE_MARGIN + header
    im.paste(panel, (PAGE_MARGIN, top))
    return im, layout, (PAGE_MARGIN + board_at[0], top + board_at[1])


def _header_height(style: PanelStyle) -> int:
    return round(style.text * 3.2)


def _back_size(style: PanelStyle) -> int:
    return round(style.text * 2.2)


def _back_height(style: PanelStyle) -> int:
    return _back_size(style) + style.text // 2


def tile_name(tile: Tile, lang: str = "en") -> str:
    """A tile in words: its building and price ("Garden 8"); a building yard (expansion 1)
    by the building it counts as ("Garden building yard")."""
    if is_yard(tile):
        return say(lang, "img-tile-yard", building=building_name(tile.counts_as, lang))
    return say(lang, "img-tile", building=building_name(tile.building, lang), price=tile.price)


def _other_side(im: Image.Image, style: PanelStyle, back: str, top: int,
                lang: str = "en") -> None:
    """The other side of the tile being placed, and what turning it over costs."""
    d = ImageDraw.Draw(im)
    size = _back_size(style)
    x = PAGE_MARGIN + round(style.text * 2.8) + style.text // 2
    im.paste(tile_image(back, size, PAGE), (x, top))
    x += size + style.text // 2
    tile = as_tile(back)
    lead = say(lang, "img-other-side") + " "
    d.text((x, top + size * 0.3), lead, font=font(style.label), fill=PAGE_MUTED, anchor="lm")
    name = tile_name(tile, lang)
    nx = x + text_width(lead, style.label)
    d.text((nx, top + size * 0.3), fit(name, style.text, round(WIDTH - PAGE_MARGIN - nx)),
           font=font(style.text), fill=PAGE_TEXT, anchor="lm")
    note = say(lang, "img-flip-cost", cost=FLIP_COST)
    small = fit_size(note, style.text, WIDTH - PAGE_MARGIN - x)
    d.text((x, top + size * 0.78), fit(note, small, WIDTH - PAGE_MARGIN - x),
           font=font(small), fill=PAGE_MUTED, anchor="lm")


def _header(im: Image.Image, style: PanelStyle, tile: Tile | None, count: int,
            caption: str | None, lang: str = "en") -> None:
    """The tile being placed (if any), the question and how to answer it."""
    d = ImageDraw.Draw(im)
    size = round(style.text * 2.8)
    x, y = PAGE_MARGIN, PAGE_MARGIN
    if tile is not None:
        im.paste(tile_image(tile.id, size, PAGE), (x, y))
        x += size + style.text // 2
    if caption is None:
        caption = say(lang, "img-where", tile=tile_name(tile, lang)) if tile else ""
    big = fit_size(caption, style.name, WIDTH - PAGE_MARGIN - x)
    d.text((x, y + size * 0.28), fit(caption, big, WIDTH - PAGE_MARGIN - x), font=font(big),
           fill=PAGE_TEXT, anchor="lm")
    if count > 1:
        hint = say(lang, "img-pick-numbers", count=count)
    elif count == 1:
        hint = say(lang, "img-pick-one")
    else:
        hint = say(lang, "img-no-cell") if tile else ""
    small = fit_size(hint, style.text, WIDTH - PAGE_MARGIN - x)
    d.text((x, y + size * 0.76), fit(hint, small, WIDTH - PAGE_MARGIN - x),
           font=font(small), fill=PAGE_MUTED, anchor="lm")


def render_alhambra(
    player: PlayerView,
    *,
    tile: str | Tile | None = None,
    numbers: Sequence[tuple[int, int]] | None = None,
    active: bool = False,
    caption: str | None = None,
    recent: Recent = (),
    other_side: bool = True,
    lang: str = "en",
    vizier: bool | None = None,
    marks: BoardMarks | None = None,
) -> bytes:
    """PNG of one player's Alhambra with reserve (and tiles waiting to be placed).

    ``tile``: number every legal empty cell for this tile, in :func:`legal_cells` order.
    ``numbers``: number these cells instead, in the given order: built tiles (a rebuild
    may take them out or exchange them) and empty cells may be mixed. ``active``: frame
    the panel as the player to move. ``caption``: a question above the board (default
    with ``tile``: where does it go?). ``recent``: (seat, x, y) of cells built or changed
    during the last turn; this player's get a bright frame (other seats' are ignored).
    ``other_side``: with a two-faced ``tile`` (Granada), show its other side and what
    turning it over costs under the question (default); False leaves it out. ``lang``: the
    language of the picture's words ("en", "de", "hu"; a ``caption`` is drawn as given).
    ``vizier``: the player's vizier token beside the score, face up (True) or down (False);
    None (default): the vizier is not played (``rendering.modules.vizier.vizier_of(view, seat)``
    reads it from a view). ``marks``: expansions 2 and 3's wooden walls, gates, residents
    and street trader on this board (``rendering.marks.marks_of(view, seat)``; None: none).
    """
    image, _, _ = alhambra_image(player, tile=tile, numbers=numbers, active=active,
                                 caption=caption, recent=recent, other_side=other_side,
                                 lang=lang, vizier=vizier, marks=marks)
    return to_png(image)
