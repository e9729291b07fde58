"""The picture of one player's Alhambra, for the thread or the placing panel.

With a tile to place, every legal empty cell carries a number 1..n in the order of
:func:`rendering.board.legal_cells` (the bot's buttons), the tile is shown above the board
and its walls are sketched into the numbered cells.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.alhambra.components import Tile
from engine.alhambra.view import PlayerView

from .board import PADDING, BoardLayout, board_cells, legal_cells
from .panel import MARGIN, draw_panel
from .png import to_png
from .theme import PAGE, PAGE_MUTED, PAGE_TEXT, fit, font
from .tiles import as_tile, tile_image

WIDTH = 900
PAGE_MARGIN = 24
UNIT = 30
MAX_CELL = 120
MIN_CELL = 8
MAX_BOARD_HEIGHT = 1000


def alhambra_image(
    player: PlayerView,
    *,
    tile: str | Tile | None = None,
    numbers: Sequence[tuple[int, int]] | None = None,
    active: bool = False,
    caption: str | None = None,
) -> tuple[Image.Image, BoardLayout, tuple[int, int]]:
    """The picture of one Alhambra; also returns the board layout and its offset."""
    placing = as_tile(tile) if tile is not None else None
    if numbers is None:
        numbers = legal_cells(player.alhambra, placing) if placing is not None else ()
    cols, rows = board_cells(player.alhambra, numbers)
    inner = WIDTH - 2 * PAGE_MARGIN - 2 * round(UNIT * MARGIN)
    cell = min(MAX_CELL, int(inner / (cols + 2 * PADDING)),
               int(MAX_BOARD_HEIGHT / (rows + 2 * PADDING)))
    cell = max(MIN_CELL, cell)
    panel, layout, board_at = draw_panel(player, width=WIDTH - 2 * PAGE_MARGIN, unit=UNIT,
                                         cell=cell, active=active, numbers=numbers,
                                         placing=placing)
    show_header = placing is not None or caption is not None
    header = _header_height() if show_header else 0
    im = Image.new("RGB", (max(WIDTH, panel.width + 2 * PAGE_MARGIN),
                           panel.height + header + 2 * PAGE_MARGIN), PAGE)
    if show_header:
        _header(im, placing, len(numbers), caption)
    top = PAGE_MARGIN + header
    im.paste(panel, (PAGE_MARGIN, top))
    return im, layout, (PAGE_MARGIN + board_at[0], top + board_at[1])


def _header_height() -> int:
    return round(UNIT * 3.2)


def _header(im: Image.Image, tile: Tile | None, count: int, caption: str | None) -> None:
    """The tile being placed (if any), the question and how to answer it."""
    d = ImageDraw.Draw(im)
    size = round(UNIT * 2.6)
    x, y = PAGE_MARGIN, PAGE_MARGIN
    if tile is not None:
        im.paste(tile_image(tile.id, size, PAGE), (x, y))
        x += size + UNIT // 2
    if caption is None:
        caption = f"Where does the {tile.building} {tile.price} go?" if tile else ""
    d.text((x, y + size * 0.3), fit(caption, UNIT, WIDTH - PAGE_MARGIN - x), font=font(UNIT),
           fill=PAGE_TEXT, anchor="lm")
    if count > 1:
        hint = f"Pick a number 1–{count}"
    elif count == 1:
        hint = "Pick number 1"
    else:
        hint = "No legal cell: keep it in your reserve" if tile else ""
    d.text((x, y + size * 0.74), hint, font=font(round(UNIT * 0.8)), fill=PAGE_MUTED,
           anchor="lm")


def render_alhambra(
    player: PlayerView,
    *,
    tile: str | Tile | None = None,
    numbers: Sequence[tuple[int, int]] | None = None,
    active: bool = False,
    caption: str | None = None,
) -> bytes:
    """PNG of one player's Alhambra with reserve (and tiles waiting to be placed).

    ``tile``: number every legal empty cell for this tile, in :func:`legal_cells` order.
    ``numbers``: number these cells instead, in the given order (e.g. built tiles a
    rebuild may take out). ``active``: frame the panel as the player to move.
    ``caption``: a question above the board (default with ``tile``: where does it go?).
    """
    image, _, _ = alhambra_image(player, tile=tile, numbers=numbers, active=active,
                                 caption=caption)
    return to_png(image)
