"""One player's sheet (Spielerzettel): what a player looks at to decide, on a phone.

From the top: the name, the round and the player's status; the building grid with the die
spaces (yellow 1-6 down the left, blue 1-6 along the top) and the dice lying on them; the
crossed cells with a big X; the cells the dice point at ringed in gold (a crossed one shows
the coins "gain coins" would bring from it); the crosses per row on the right and per
column below, with their points once a line has 4; the coin supply (gained coins full,
spent ones crossed out, the rest as empty outlines); per building its chip and name, the
boxes marked and the place taken.
"""

from __future__ import annotations

from collections import Counter

from PIL import Image, ImageDraw

from engine.rollwrite.data import BUILDINGS, GRID, SIDE, line_points
from engine.rollwrite.view import PublicView, SeatView, SheetView

from ..png import to_png
from ..theme import (
    INK,
    MUTED,
    PAGE,
    PAGE_MUTED,
    PAGE_TEXT,
    PANEL,
    PANEL_EDGE,
    building_name,
    fit,
    fit_size,
    font,
    legible_size,
    player_name,
    say,
    shade,
)
from .draw import (
    BLUE_SPACE,
    GOOD,
    TARGET,
    TARGET_DARK,
    YELLOW_SPACE,
    draw_building,
    draw_coin,
    draw_cross,
    draw_die,
    draw_place,
    place_width,
)

WIDTH = 720
MARGIN = 16
HEADER = 84
CELL = 86
SPACE = 64  # die spaces (left and top)
COUNT = 62  # row counts (right) and column counts (below)
GAP = 10
COINS_PER_ROW = 10
COIN_R = 20
#: Names and numbers: readable when a phone shows the sheet 400 pixels wide.
TEXT = legible_size(WIDTH)
SMALL = round(TEXT * 0.85)
BOX_LINE = 52
BOX_ROW = 3 * BOX_LINE + 8


def _grid_origin() -> tuple[int, int]:
    return MARGIN + SPACE + GAP, HEADER + SPACE + GAP


def cell_box(yellow: int, blue: int) -> tuple[int, int, int, int]:
    """Pixel box (left, top, right, bottom) of the cell (yellow, blue) in a sheet image."""
    x0, y0 = _grid_origin()
    left, top = x0 + (blue - 1) * CELL, y0 + (yellow - 1) * CELL
    return left, top, left + CELL, top + CELL


def _coin_rows(supply: int) -> int:
    return -(-supply // COINS_PER_ROW)


def _coins_top() -> int:
    _, y0 = _grid_origin()
    return y0 + SIDE * CELL + COUNT + GAP


def coin_centre(index: int) -> tuple[float, float]:
    """Pixel centre of coin icon ``index`` (0-based, in the order coins are circled)."""
    row, col = divmod(index, COINS_PER_ROW)
    step = (WIDTH - 2 * MARGIN - 2 * COIN_R) / (COINS_PER_ROW - 1)
    return MARGIN + COIN_R + col * step, _coins_top() + 44 + COIN_R + row * (2 * COIN_R + 10)


def sheet_height(supply: int) -> int:
    coins = 44 + _coin_rows(supply) * (2 * COIN_R + 10)
    return _coins_top() + coins + GAP + BOX_ROW + MARGIN


def _status(view: PublicView, sheet: SheetView,
            lang: str = "en") -> tuple[str, tuple[int, int, int]]:
    if view.is_over:
        return say(lang, "img-rw-over"), PAGE_MUTED
    if view.step == "keep" and sheet.waiting:
        return say(lang, "img-rw-keep"), TARGET
    if sheet.waiting:
        return say(lang, "img-rw-your-move"), TARGET
    if view.mode == "simultaneous":
        return say(lang, "img-rw-done"), PAGE_MUTED
    return say(lang, "img-rw-waiting"), PAGE_MUTED


def _header(d: ImageDraw.ImageDraw, view: PublicView, sheet: SheetView,
            lang: str = "en") -> None:
    right = WIDTH - MARGIN
    status, colour = _status(view, sheet, lang)
    round_text = say(lang, "img-rw-round", round=view.round, rounds=view.rounds)
    d.text((right, 28), round_text, font=font(26), fill=PAGE_TEXT, anchor="rm")
    d.text((right, 62), status, font=font(22), fill=colour, anchor="rm")
    room = right - MARGIN - max(font(26).getlength(round_text), font(22).getlength(status)) - 20
    name = fit(player_name(sheet.name, sheet.seat, lang), 34, int(room))
    d.text((MARGIN, 28), name, font=font(34), fill=PAGE_TEXT, anchor="lm")
    points = say(lang, "img-rw-points" if view.is_over else "img-rw-points-so-far",
                 points=sheet.points)
    room = right - MARGIN - font(22).getlength(status) - 20
    size = fit_size(points, TEXT, room)
    d.text((MARGIN, 64), fit(points, size, int(room)), font=font(size), fill=PAGE_MUTED,
           anchor="lm")


def _die_spaces(d: ImageDraw.ImageDraw, sheet: SheetView) -> None:
    x0, y0 = _grid_origin()
    yellow, blue = Counter(sheet.dice.yellow), Counter(sheet.dice.blue)
    die = SPACE - 14
    for i in range(SIDE):
        value = i + 1
        # yellow spaces, left of row i
        box = (MARGIN, y0 + i * CELL + 4, MARGIN + SPACE, y0 + (i + 1) * CELL - 4)
        _space(d, box, value, "yellow", yellow[value], die)
        box = (x0 + i * CELL + 4, HEADER, x0 + (i + 1) * CELL - 4, HEADER + SPACE)
        _space(d, box, value, "blue", blue[value], die)


def _space(d, box, value: int, colour: str, dice: int, die: int) -> None:
    fill = YELLOW_SPACE if colour == "yellow" else BLUE_SPACE
    d.rounded_rectangle(box, radius=10, fill=fill, outline=shade(fill, 0.7), width=2)
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    if not dice:
        d.text((cx, cy), str(value), font=font(30), fill=shade(fill, 0.45), anchor="mm")
        return
    draw_die(d, (cx - die / 2, cy - die / 2, die), value, colour)
    if dice > 1:
        r = 15
        bx, by = box[2] - 6, box[1] + 6
        d.ellipse([bx - r, by - r, bx + r, by + r], fill=INK)
        d.text((bx, by), f"{dice}", font=font(20), fill=(255, 255, 255), anchor="mm")


def _grid(d: ImageDraw.ImageDraw, sheet: SheetView, *, targets: bool) -> None:
    crossed = set(sheet.crossed)
    hits = Counter((y, b) for y in sheet.dice.yellow for b in sheet.dice.blue) if targets else {}
    for yi in range(SIDE):
        for bi in range(SIDE):
            cell = (yi + 1, bi + 1)
            left, top, right, bottom = cell_box(*cell)
            pad = 5
            draw_building(d, GRID[yi][bi], (left + pad, top + pad, CELL - 2 * pad),
                          faded=cell in crossed)
            if cell in crossed:
                k = 14
                draw_cross(d, (left + k, top + k, right - k, bottom - k), 9)
    for cell, times in hits.items():
        left, top, right, bottom = cell_box(*cell)
        d.rounded_rectangle([left + 1, top + 1, right - 1, bottom - 1], radius=14,
                            outline=TARGET_DARK, width=9)
        d.rounded_rectangle([left + 2, top + 2, right - 2, bottom - 2], radius=13,
                            outline=TARGET, width=6)
        if cell in crossed:  # "gain coins" would circle this many coins for it
            r = 17
            cx, cy = right - r - 3, top + r + 3
            draw_coin(d, (cx, cy), r, "circled")
            d.text((cx, cy), f"+{times}", font=font(16), fill=INK, anchor="mm")


def _line_counts(d: ImageDraw.ImageDraw, sheet: SheetView) -> None:
    x0, y0 = _grid_origin()
    right = x0 + SIDE * CELL
    bottom = y0 + SIDE * CELL
    for i, n in enumerate(sheet.rows):
        _count(d, (right + GAP + (COUNT - GAP) / 2, y0 + (i + 0.5) * CELL), n)
    for i, n in enumerate(sheet.columns):
        _count(d, (x0 + (i + 0.5) * CELL, bottom + COUNT / 2 + 2), n)


def _count(d: ImageDraw.ImageDraw, centre: tuple[float, float], n: int) -> None:
    cx, cy = centre
    points = line_points(n)
    colour = GOOD if points else MUTED
    d.text((cx, cy - (10 if points else 0)), str(n), font=font(28), fill=colour if points
           else PAGE_MUTED, anchor="mm")
    if points:
        d.text((cx, cy + 18), f"+{points}", font=font(18), fill=(150, 220, 160), anchor="mm")


def coins_words(sheet: SheetView, supply: int, lang: str = "en") -> tuple[str, str]:
    """The coins line: what the player has (and spent), and how many were gained."""
    label = say(lang, "img-rw-coins", coins=sheet.coins)
    if sheet.spent:
        label += "  " + say(lang, "img-rw-coins-spent", spent=sheet.spent)
    if sheet.turn_spent:
        label += ", " + say(lang, "img-rw-coins-turn", count=sheet.turn_spent)
    return label, say(lang, "img-rw-gained", circled=sheet.circled, supply=supply)


def _coins(d: ImageDraw.ImageDraw, sheet: SheetView, supply: int, top: int,
           lang: str = "en") -> int:
    label, gained = coins_words(sheet, supply, lang)
    d.text((WIDTH - MARGIN, top + 16), gained, font=font(20), fill=PAGE_MUTED, anchor="rm")
    room = WIDTH - 2 * MARGIN - font(20).getlength(gained) - 16
    size = fit_size(label, 24, room)
    d.text((MARGIN, top + 16), fit(label, size, int(room)), font=font(size), fill=PAGE_TEXT,
           anchor="lm")
    for i in range(supply):
        state = "spent" if i < sheet.spent else "circled" if i < sheet.circled else "empty"
        draw_coin(d, coin_centre(i), COIN_R, state)
    return top + 44 + _coin_rows(supply) * (2 * COIN_R + 10)


def _boxes(d: ImageDraw.ImageDraw, view: PublicView, sheet: SheetView,
           top: int, lang: str = "en") -> None:
    """Per building (two columns, three rows): its chip and name, the marked boxes (x of 6)
    and a place badge if one was taken."""
    width = (WIDTH - 2 * MARGIN) / 2
    row = view.score_sheet[sheet.seat]
    chip = BOX_LINE - 12
    name_w = max(font(TEXT).getlength(building_name(b, lang)) for b in BUILDINGS)
    for i, building in enumerate(BUILDINGS):
        r, c = divmod(i, 2)
        left = MARGIN + c * width
        mid = top + r * BOX_LINE + BOX_LINE / 2
        draw_building(d, building, (left + 2, mid - chip / 2, chip))
        x = left + chip + 8
        d.text((x, mid), building_name(building, lang), font=font(TEXT), fill=PAGE_TEXT,
               anchor="lm")
        x += name_w + 10
        count, boxes = sheet.counts[building], view.boxes[building]
        full = count >= boxes
        label = f"{count}/{boxes}"
        d.text((x, mid), label, font=font(TEXT), fill=GOOD if full else PAGE_TEXT,
               anchor="lm")
        x += font(TEXT).getlength("0/0") + 8
        places = row.places[building]
        if places:
            size = SMALL
            while size > 12 and x + place_width(places, row.points[building], size,
                                                compact=True, lang=lang) > left + width:
                size -= 1
            draw_place(d, (x, mid), places, row.points[building], size, compact=True,
                       lang=lang)
        elif full:
            words = say(lang, "img-rw-no-place")
            size = fit_size(words, SMALL, left + width - x)
            d.text((x, mid), fit(words, size, int(left + width - x)), font=font(size),
                   fill=PAGE_MUTED, anchor="lm")


def sheet_image(view: PublicView, seat: int | None = None, *,
                lang: str = "en") -> Image.Image:
    """The sheet of ``seat`` (default: the seat of a :class:`SeatView`), its words in
    ``lang``."""
    if seat is None:
        if not isinstance(view, SeatView):
            raise ValueError("say whose sheet to draw: a seat view or a seat number")
        seat = view.seat
    sheet = view.players[seat]
    height = sheet_height(view.coin_supply)
    im = Image.new("RGB", (WIDTH, height), PAGE)
    d = ImageDraw.Draw(im)
    _header(d, view, sheet, lang)
    x0, y0 = _grid_origin()
    d.rounded_rectangle([x0 - 6, y0 - 6, x0 + SIDE * CELL + 6, y0 + SIDE * CELL + 6],
                        radius=12, fill=PANEL, outline=PANEL_EDGE, width=2)
    _die_spaces(d, sheet)
    _grid(d, sheet, targets=not view.is_over)
    _line_counts(d, sheet)
    top = _coins(d, sheet, view.coin_supply, _coins_top(), lang) + GAP
    _boxes(d, view, sheet, top, lang)
    return im


def render_sheet(view: PublicView, seat: int | None = None, *, lang: str = "en") -> bytes:
    """PNG of one player's sheet (see the module doc), its words in ``lang`` ("en", "de",
    "hu")."""
    return to_png(sheet_image(view, seat, lang=lang))
