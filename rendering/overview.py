"""The picture posted in the thread after each turn: market and every Alhambra in one.

Tall rather than wide, for a phone: a status line, the market, then the players' panels two
per row (name, score, building counts, wall length, cards in hand, Alhambra, tiles to place,
reserve), Dirk's tiles in a two-player game, and a legend of the buildings. All boards use
the same cell size within a row, so neighbours compare at a glance and one sprawling
Alhambra does not shrink every other.

It takes a :class:`PublicView` only: a :class:`SeatView` (which holds a hand) is refused, so
a private hand can never reach a public picture.
"""

from __future__ import annotations

from collections import Counter

from PIL import Image, ImageDraw

from engine.alhambra.components import BUILDINGS, TILES
from engine.alhambra.view import PublicView, SeatView

from .board import PADDING, board_cells, plan_board
from .market import draw_market, status_line
from .panel import counts_row, draw_panel, panel_height
from .png import to_png
from .theme import (
    INK,
    MUTED,
    PAGE,
    PAGE_MUTED,
    PAGE_TEXT,
    PANEL,
    PANEL_EDGE,
    fit,
    font,
    text_width,
)
from .tiles import chip_image

WIDTH = 960
MARGIN = 16
GAP = 14
UNIT = 22
MAX_CELL = 64
#: Only a freak Alhambra (a long line of tiles) shrinks cells below readable sizes.
MIN_CELL = 8
#: Boards taller than this shrink their cells.
MAX_BOARD_HEIGHT = 520
HEADER = 64
LEGEND_COLUMNS = 3


def _public(view: PublicView) -> PublicView:
    if isinstance(view, SeatView) or not isinstance(view, PublicView):
        raise TypeError("the overview is public: pass view(state, None), not a seat's view")
    return view


def _cell_size(players, panel_width: int) -> int:
    """The largest cell size (up to MAX_CELL) at which every board of ``players`` fits."""
    inner = panel_width - 2 * round(UNIT * 0.6)
    cell = MAX_CELL
    for player in players:
        cols, rows = board_cells(player.alhambra)
        cell = min(cell, int(inner / (cols + 2 * PADDING)),
                   int(MAX_BOARD_HEIGHT / (rows + 2 * PADDING)))
    return max(MIN_CELL, cell)


def overview_image(view: PublicView) -> Image.Image:
    """The overview picture (see the module docstring)."""
    view = _public(view)
    content = WIDTH - 2 * MARGIN
    columns = 2 if len(view.players) > 1 else 1
    panel_w = (content - (columns - 1) * GAP) // columns
    rows = [view.players[i : i + columns] for i in range(0, len(view.players), columns)]
    cells = [_cell_size(row, panel_w) for row in rows]
    heights = [
        max(panel_height(p, width=panel_w, unit=UNIT,
                         board_size=plan_board(p.alhambra, cell=cell).size) for p in row)
        for row, cell in zip(rows, cells, strict=True)
    ]
    market_unit = UNIT
    market = draw_market(view, width=content, unit=market_unit)
    dirk_h = _dirk_height() if view.dirk is not None else 0
    legend_h = _legend_height()
    total = (MARGIN + HEADER + market.height + GAP + sum(heights) + GAP * len(rows)
             + (dirk_h + GAP if dirk_h else 0) + legend_h + MARGIN)
    im = Image.new("RGB", (WIDTH, total), PAGE)
    d = ImageDraw.Draw(im)
    _header(d, view)
    y = MARGIN + HEADER
    im.paste(market, (MARGIN, y))
    y += market.height + GAP
    winners = set(view.winners) if view.is_over else set()
    for row, cell, height in zip(rows, cells, heights, strict=True):
        for i, player in enumerate(row):
            panel, _, _ = draw_panel(
                player, width=panel_w, unit=UNIT, cell=cell, height=height,
                active=player.seat == view.active_seat and not view.is_over,
                winner=player.seat in winners,
            )
            im.paste(panel, (MARGIN + i * (panel_w + GAP), y))
        y += height + GAP
    if view.dirk is not None:
        _dirk(im, d, (MARGIN, y), view.dirk, width=content)
        y += dirk_h + GAP
    _legend(im, d, (MARGIN, y), width=content)
    return im


def _header(d: ImageDraw.ImageDraw, view: PublicView) -> None:
    size = 34
    title = "Alhambra"
    d.text((MARGIN, MARGIN + HEADER / 2 - 4), title, font=font(size), fill=PAGE_TEXT,
           anchor="lm")
    x = MARGIN + text_width(title, size) + 24
    status = fit(status_line(view), 26, WIDTH - MARGIN - round(x))
    d.text((WIDTH - MARGIN, MARGIN + HEADER / 2 - 4), status, font=font(26), fill=PAGE_MUTED,
           anchor="rm")


def _dirk_height() -> int:
    return round(UNIT * 4.6)


def _dirk(im, d, xy, dirk: tuple[str, ...], *, width: int) -> None:
    """Dirk, the imaginary third player of a two-player game: his tiles by building."""
    x, y = xy
    h = _dirk_height()
    m = round(UNIT * 0.6)
    d.rounded_rectangle([x, y, x + width - 1, y + h - 1], radius=UNIT * 0.6, fill=PANEL,
                        outline=PANEL_EDGE, width=2)
    title = round(UNIT * 1.3)
    d.text((x + m, y + m + title / 2), "Dirk", font=font(title), fill=INK, anchor="lm")
    note = "imaginary third player · scores majorities, no walls"
    d.text((x + m + text_width("Dirk", title) + UNIT * 0.6, y + m + title / 2),
           fit(note, round(UNIT * 0.8), width - 2 * m - 160), font=font(round(UNIT * 0.8)),
           fill=MUTED, anchor="lm")
    d.text((x + width - m, y + m + title / 2), f"{len(dirk)} tiles", font=font(UNIT),
           fill=INK, anchor="rm")
    counts = Counter(TILES[t].building for t in dirk)
    counts_row(d, im, (x + m, y + m + title + round(UNIT * 0.5)), dict(counts),
               unit=round(UNIT * 0.9), background=PANEL, width=width - 2 * m)


def _legend_height() -> int:
    rows = -(-len(BUILDINGS) // LEGEND_COLUMNS)
    return rows * round(UNIT * 1.5)


def _legend(im, d, xy, *, width: int) -> None:
    x, y = xy
    chip = round(UNIT * 1.1)
    step = width / LEGEND_COLUMNS
    for i, building in enumerate(BUILDINGS):
        row, col = divmod(i, LEGEND_COLUMNS)
        cx = round(x + col * step)
        cy = y + row * round(UNIT * 1.5)
        im.paste(chip_image(building, chip, PAGE), (cx, cy))
        d.text((cx + chip + UNIT * 0.4, cy + chip / 2), building.capitalize(),
               font=font(round(UNIT * 0.9)), fill=PAGE_MUTED, anchor="lm")


def render_overview(view: PublicView) -> bytes:
    """PNG of the market and every Alhambra, for the game's thread (public view only)."""
    return to_png(overview_image(view))
