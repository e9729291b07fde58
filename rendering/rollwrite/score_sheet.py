"""The public score sheet (Punktezettel), posted in the thread after every round.

Top: the round and, in simultaneous mode, the round's roll that everyone plays (who still
has to act is said in the post's words: an open round is sealed, its picture stays the
picture of its opening until it closes); in classic mode, whose turn it is. Then the points
overview: per building its chip and name, and a row each for the 1st, 2nd and 3rd place
points, places already given out struck through. Then one row per participant (imaginary
players too, marked): per building the boxes marked left to right and a badge for a place
taken during the game, and the points: the places taken so far during the game, the final
total once it is over (:func:`points_of`). At the bottom the round track: past rounds
crossed, the current one ringed. Names, place points and totals are readable when a phone
shows the picture 400 pixels wide.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.rollwrite.data import BUILDINGS
from engine.rollwrite.view import PublicView, ScoreRow

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
    building_style,
    fit,
    fit_size,
    font,
    legible_size,
    player_name,
    say,
    shade,
)
from .draw import (
    GOOD,
    TARGET,
    draw_building,
    draw_cross,
    draw_die,
    draw_place,
    place_width,
)

WIDTH = 960
MARGIN = 16
#: The smallest text (pixels) for names and numbers: readable at phone width.
TEXT = legible_size(WIDTH)
SMALL = round(TEXT * 0.8)
TITLE = 60
ROLL = 70
CHIP = 38
PLACE_ROW = round(TEXT * 1.2)
OVERVIEW = CHIP + 30 + 3 * PLACE_ROW + 10
ROW = 104
TRACK = 110
NAME = 210
POINTS = 96
IMAGINARY_ROW = (226, 218, 200)


def _column_width() -> float:
    return (WIDTH - 2 * MARGIN - NAME - POINTS) / len(BUILDINGS)


def _name_size(width: float, lang: str = "en") -> int:
    """The largest size (up to 22) at which every building name fits ``width``."""
    size = 22
    names = [building_name(b, lang) for b in BUILDINGS]
    while size > 8 and max(font(size).getlength(n) for n in names) > width:
        size -= 1
    return size


def score_sheet_height(view: PublicView) -> int:
    return TITLE + ROLL + OVERVIEW + len(view.score_sheet) * ROW + TRACK + 2 * MARGIN


def points_of(view: PublicView, row: ScoreRow) -> int:
    """The points column of ``row``: the places taken so far during the game, the final
    total (majorities, rows and columns, coins, bonus) once the game is over."""
    if view.final is not None:
        for line in view.final.lines:
            if line.participant == row.participant:
                return line.total
    return sum(row.points.values())


def points_centre(index: int) -> tuple[float, float]:
    """Pixel centre of the points of row ``index`` (0-based, in score sheet order)."""
    top = MARGIN + TITLE + ROLL + OVERVIEW + index * ROW
    return WIDTH - MARGIN - POINTS / 2, top + ROW / 2


def _title(d: ImageDraw.ImageDraw, view: PublicView, lang: str = "en") -> None:
    d.text((MARGIN, MARGIN + 24), say(lang, "img-rw-score-sheet"), font=font(32),
           fill=PAGE_TEXT, anchor="lm")
    right = (say(lang, "img-rw-over") if view.is_over
             else say(lang, "img-rw-round-of", round=view.round, rounds=view.rounds))
    d.text((WIDTH - MARGIN, MARGIN + 24), right, font=font(TEXT), fill=PAGE_TEXT, anchor="rm")


def winners_line(names: list[str], lang: str = "en") -> str:
    """"Winner: Ann" or "Shared victory: Ann, Bob"."""
    return say(lang, "img-rw-winner" if len(names) == 1 else "img-rw-shared",
               names=", ".join(names))


def _roll_line(d: ImageDraw.ImageDraw, view: PublicView, top: int, lang: str = "en") -> None:
    mid = top + ROLL / 2
    if view.is_over:
        line = winners_line([player_name(view.score_sheet[p].name, p, lang)
                             for p in view.winners], lang)
        d.text((MARGIN, mid), fit(line, TEXT, WIDTH - 2 * MARGIN), font=font(TEXT),
               fill=TARGET, anchor="lm")
        return
    x = MARGIN
    if view.roll is not None:
        roll = say(lang, "img-rw-roll")
        d.text((x, mid), roll, font=font(24), fill=PAGE_TEXT, anchor="lm")
        x += font(24).getlength(roll) + 12
        die = 48
        for colour, values in (("yellow", view.roll.yellow), ("blue", view.roll.blue)):
            for value in values:
                draw_die(d, (x, mid - die / 2, die), value, colour)
                x += die + 8
            x += 10
        # the same all round long: who has acted is said in words (the post's), so that
        # the picture of an open round is the picture of its opening, pixel for pixel
        playing = [s for s in range(len(view.players)) if s not in view.retired]
        if len(playing) > 1:
            text = say(lang, "img-rw-everyone")
        else:
            text = say(lang, "img-rw-waiting-for", names=", ".join(
                player_name(view.players[s].name, s, lang) for s in playing)) if playing else ""
    else:
        seat = view.active_seat
        text = ""
        if seat is not None:
            text = say(lang, "img-rw-turn-keep" if view.step == "keep" else "img-rw-turn",
                       name=player_name(view.players[seat].name, seat, lang))
    room = int(WIDTH - MARGIN - x - 8)
    size = fit_size(text, SMALL, room)
    d.text((x + 8, mid), fit(text, size, room), font=font(size), fill=TARGET, anchor="lm")


def _overview(d: ImageDraw.ImageDraw, view: PublicView, top: int, lang: str = "en") -> None:
    """Per building: chip and name, then the 1st/2nd/3rd place points in three rows,
    struck through once given out."""
    width = _column_width()
    rows_top = top + CHIP + 30
    for place in (1, 2, 3):
        mid = rows_top + (place - 0.5) * PLACE_ROW
        if place % 2 == 1:
            d.rectangle([MARGIN, mid - PLACE_ROW / 2, WIDTH - MARGIN - POINTS, mid + PLACE_ROW / 2],
                        fill=(42, 47, 58))
        words = say(lang, "img-rw-place-row", place=place)
        size = fit_size(words, SMALL, NAME - 16 - 8)
        d.text((MARGIN + NAME - 16, mid), words, font=font(size), fill=PAGE_MUTED, anchor="rm")
    for i, building in enumerate(BUILDINGS):
        left = MARGIN + NAME + i * width
        draw_building(d, building, (left + (width - CHIP) / 2, top, CHIP))
        d.text((left + width / 2, top + CHIP + 15), building_name(building, lang),
               font=font(_name_size(width - 6, lang)), fill=PAGE_TEXT, anchor="mm")
        taken = set(view.places_taken[building])
        for place, value in enumerate(view.place_points[building], start=1):
            mid = rows_top + (place - 0.5) * PLACE_ROW
            cx = left + width / 2
            colour = MUTED if place in taken else PAGE_TEXT
            d.text((cx, mid), str(value), font=font(TEXT), fill=colour, anchor="mm")
            if place in taken:
                w = font(TEXT).getlength(str(value))
                d.line([(cx - w / 2 - 4, mid), (cx + w / 2 + 4, mid)], fill=(230, 90, 70),
                       width=4)
    label = say(lang, "img-rw-total-head" if view.is_over else "img-rw-points-head")
    size = fit_size(label, SMALL, POINTS - 4)
    d.text((WIDTH - MARGIN - POINTS / 2, rows_top - 14), label, font=font(size),
           fill=PAGE_MUTED, anchor="mm")


def _row(d: ImageDraw.ImageDraw, view: PublicView, row: ScoreRow, top: int,
         lang: str = "en") -> None:
    fill = IMAGINARY_ROW if row.imaginary else PANEL
    d.rounded_rectangle([MARGIN, top + 3, WIDTH - MARGIN, top + ROW - 3], radius=10, fill=fill,
                        outline=PANEL_EDGE, width=2)
    name = player_name(row.name, row.participant, lang)
    mid = top + ROW / 2
    size = fit_size(name, TEXT, NAME - 16)  # a computer's name shrinks, never cut (CN1)
    d.text((MARGIN + 10, mid - (13 if row.imaginary else 0)), fit(name, size, NAME - 16),
           font=font(size), fill=INK, anchor="lm")
    if row.imaginary:
        words = say(lang, "img-rw-imaginary")
        size = fit_size(words, SMALL, NAME - 16)
        d.text((MARGIN + 10, mid + 22), words, font=font(size), fill=MUTED, anchor="lm")
    width = _column_width()
    for i, building in enumerate(BUILDINGS):
        left = MARGIN + NAME + i * width
        _boxes(d, view, row, building, (left, top), width, lang)
    size = round(TEXT * 1.15)
    d.text((WIDTH - MARGIN - POINTS / 2, mid), str(points_of(view, row)), font=font(size),
           fill=MUTED if row.imaginary and not view.beat_them else INK, anchor="mm")


def _boxes(d: ImageDraw.ImageDraw, view: PublicView, row: ScoreRow, building: str,
           xy: tuple[float, float], width: float, lang: str = "en") -> None:
    """The boxes of one building in two rows, marked from the left, on a pale band of the
    building's colour; the place badge below once one was taken."""
    left, top = xy
    boxes, count = view.boxes[building], row.counts[building]
    per_row = -(-boxes // 2)
    size, gap = 22, 4
    total = per_row * size + (per_row - 1) * gap
    x0 = left + (width - total) / 2
    y0 = top + 10
    full = count >= boxes
    band = shade(building_style(building)[0], 1.6)
    d.rounded_rectangle([x0 - 6, y0 - 4, x0 + total + 6, y0 + 2 * size + gap + 4], radius=6,
                        fill=band, outline=GOOD if full else None, width=3)
    for b in range(boxes):
        r, c = divmod(b, per_row)
        x, y = x0 + c * (size + gap), y0 + r * (size + gap)
        d.rectangle([x, y, x + size, y + size], fill=(255, 255, 255), outline=INK, width=2)
        if b < count:
            draw_cross(d, (x + 4, y + 4, x + size - 4, y + size - 4), 3)
    places = row.places[building]
    if places:
        label_w = place_width(places, row.points[building], 22, compact=True, lang=lang)
        draw_place(d, (left + (width - label_w) / 2, top + ROW - 22), places,
                   row.points[building], 22, compact=True, lang=lang)


def _track(d: ImageDraw.ImageDraw, view: PublicView, top: int, lang: str = "en") -> None:
    d.text((MARGIN, top + 18), say(lang, "img-rw-rounds"), font=font(SMALL), fill=PAGE_TEXT,
           anchor="lm")
    count = view.rounds
    gap = 6
    size = min(58.0, (WIDTH - 2 * MARGIN - (count - 1) * gap) / count)
    y = top + 40
    for r in range(1, count + 1):
        x = MARGIN + (r - 1) * (size + gap)
        box = [x, y, x + size, y + size]
        played = r < view.round or view.is_over
        current = r == view.round and not view.is_over
        d.rounded_rectangle(box, radius=6, fill=(255, 255, 255) if not played else PANEL,
                            outline=TARGET if current else PANEL_EDGE, width=5 if current else 2)
        d.text((x + size / 2, y + size / 2), str(r), font=font(round(min(TEXT, size * 0.55))),
               fill=MUTED if played else INK, anchor="mm")
        if played:
            draw_cross(d, (x + 9, y + 9, x + size - 9, y + size - 9), 3, fill=MUTED)


def score_sheet_image(view: PublicView, *, lang: str = "en") -> Image.Image:
    im = Image.new("RGB", (WIDTH, score_sheet_height(view)), PAGE)
    d = ImageDraw.Draw(im)
    _title(d, view, lang)
    top = MARGIN + TITLE
    _roll_line(d, view, top, lang)
    top += ROLL
    _overview(d, view, top, lang)
    top += OVERVIEW
    for row in view.score_sheet:
        _row(d, view, row, top, lang)
        top += ROW
    _track(d, view, top + 4, lang)
    return im


def render_score_sheet(view: PublicView, *, lang: str = "en") -> bytes:
    """PNG of the public score sheet (see the module doc), its words in ``lang`` ("en",
    "de", "hu")."""
    return to_png(score_sheet_image(view, lang=lang))

