"""The public score sheet (Punktezettel), posted in the thread after every round.

Top: the round and, in simultaneous mode, the round's roll and who still has to act (in
classic mode, whose turn it is). Then the points overview: per building its chip and the
1st/2nd/3rd place points, places already given out struck through. Then one row per
participant (imaginary players too, marked): per building the boxes marked left to right
and a badge for a place taken during the game, and the points so far. At the bottom the
round track: past rounds crossed, the current one ringed.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.rollwrite.data import BUILDING_NAMES, BUILDINGS
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
    building_style,
    fit,
    font,
    player_name,
    shade,
)
from .draw import (
    GOOD,
    TARGET,
    draw_building,
    draw_cross,
    draw_die,
    draw_place,
    place_name,
)

WIDTH = 960
MARGIN = 16
TITLE = 60
ROLL = 70
OVERVIEW = 96
ROW = 86
TRACK = 96
NAME = 170
POINTS = 64
IMAGINARY_ROW = (226, 218, 200)


def _column_width() -> float:
    return (WIDTH - 2 * MARGIN - NAME - POINTS) / len(BUILDINGS)


def score_sheet_height(view: PublicView) -> int:
    return TITLE + ROLL + OVERVIEW + len(view.score_sheet) * ROW + TRACK + 2 * MARGIN


def _title(d: ImageDraw.ImageDraw, view: PublicView) -> None:
    d.text((MARGIN, MARGIN + 24), "Score sheet", font=font(32), fill=PAGE_TEXT, anchor="lm")
    right = "Game over" if view.is_over else f"Round {view.round} of {view.rounds}"
    d.text((WIDTH - MARGIN, MARGIN + 24), right, font=font(28), fill=PAGE_TEXT, anchor="rm")


def _roll_line(d: ImageDraw.ImageDraw, view: PublicView, top: int) -> None:
    mid = top + ROLL / 2
    if view.is_over:
        names = ", ".join(view.score_sheet[p].name for p in view.winners)
        label = "Winner: " if len(view.winners) == 1 else "Shared victory: "
        d.text((MARGIN, mid), fit(label + names, 26, WIDTH - 2 * MARGIN), font=font(26),
               fill=TARGET, anchor="lm")
        return
    x = MARGIN
    if view.roll is not None:
        d.text((x, mid), "Roll:", font=font(24), fill=PAGE_TEXT, anchor="lm")
        x += font(24).getlength("Roll:") + 12
        die = 48
        for colour, values in (("yellow", view.roll.yellow), ("blue", view.roll.blue)):
            for value in values:
                draw_die(d, (x, mid - die / 2, die), value, colour)
                x += die + 8
            x += 10
        waiting = [player_name(view.players[s].name, s) for s in view.active_seats]
        if len(waiting) == len(view.players) > 1:
            text = "Everyone plays this roll"
        else:
            text = "Waiting for " + ", ".join(waiting) if waiting else ""
    else:
        seat = view.active_seat
        text = "" if seat is None else f"Turn: {player_name(view.players[seat].name, seat)}"
        if seat is not None and view.step == "keep":
            text += " (keeping a pair)"
    d.text((x + 8, mid), fit(text, 22, int(WIDTH - MARGIN - x - 8)), font=font(22),
           fill=TARGET, anchor="lm")


def _overview(d: ImageDraw.ImageDraw, view: PublicView, top: int) -> None:
    """Per building: chip, name and the place points, struck through once given out."""
    width = _column_width()
    for i, building in enumerate(BUILDINGS):
        left = MARGIN + NAME + i * width
        chip = 38
        draw_building(d, building, (left + (width - chip) / 2, top + 2, chip))
        d.text((left + width / 2, top + chip + 16), BUILDING_NAMES[building], font=font(18),
               fill=PAGE_TEXT, anchor="mm")
        values = view.place_points[building]
        taken = set(view.places_taken[building])
        size = 20
        parts = [str(v) for v in values]
        total = sum(font(size).getlength(p) for p in parts) + 10 * (len(parts) - 1)
        x = left + (width - total) / 2
        y = top + chip + 40
        for place, part in enumerate(parts, start=1):
            w = font(size).getlength(part)
            colour = MUTED if place in taken else PAGE_TEXT
            d.text((x, y), part, font=font(size), fill=colour, anchor="lm")
            if place in taken:
                d.line([(x - 2, y), (x + w + 2, y)], fill=(230, 90, 70), width=3)
            x += w + 10
    d.text((MARGIN + 4, top + 44), "Places:", font=font(18), fill=PAGE_MUTED, anchor="lm")
    d.text((MARGIN + 4, top + 68), "1st 2nd 3rd", font=font(16), fill=PAGE_MUTED, anchor="lm")
    d.text((WIDTH - MARGIN - POINTS / 2, top + 60), "Pts", font=font(18), fill=PAGE_MUTED,
           anchor="mm")


def _row(d: ImageDraw.ImageDraw, view: PublicView, row: ScoreRow, top: int) -> None:
    fill = IMAGINARY_ROW if row.imaginary else PANEL
    d.rounded_rectangle([MARGIN, top + 3, WIDTH - MARGIN, top + ROW - 3], radius=10, fill=fill,
                        outline=PANEL_EDGE, width=2)
    name = player_name(row.name, row.participant)
    mid = top + ROW / 2
    d.text((MARGIN + 12, mid - (10 if row.imaginary else 0)), fit(name, 24, NAME - 20),
           font=font(24), fill=INK, anchor="lm")
    if row.imaginary:
        d.text((MARGIN + 12, mid + 17), "imaginary", font=font(17), fill=MUTED, anchor="lm")
    width = _column_width()
    for i, building in enumerate(BUILDINGS):
        left = MARGIN + NAME + i * width
        _boxes(d, view, row, building, (left, top), width)
    points = sum(row.points.values())
    d.text((WIDTH - MARGIN - POINTS / 2, mid), str(points), font=font(26),
           fill=MUTED if row.imaginary and not view.beat_them else INK, anchor="mm")


def _boxes(d: ImageDraw.ImageDraw, view: PublicView, row: ScoreRow, building: str,
           xy: tuple[float, float], width: float) -> None:
    """The boxes of one building in two rows, marked from the left, on a pale band of the
    building's colour; the place badge below once one was taken."""
    left, top = xy
    boxes, count = view.boxes[building], row.counts[building]
    per_row = -(-boxes // 2)
    size, gap = 20, 4
    total = per_row * size + (per_row - 1) * gap
    x0 = left + (width - total) / 2
    y0 = top + 9
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
        label = "+".join(place_name(p) for p in places) + f" {row.points[building]}"
        label_w = font(16).getlength(label) + 16
        draw_place(d, (left + (width - label_w) / 2, top + ROW - 14), places,
                   row.points[building], 16)


def _track(d: ImageDraw.ImageDraw, view: PublicView, top: int) -> None:
    d.text((MARGIN, top + 18), "Rounds", font=font(20), fill=PAGE_TEXT, anchor="lm")
    count = view.rounds
    gap = 6
    size = min(44.0, (WIDTH - 2 * MARGIN - (count - 1) * gap) / count)
    y = top + 40
    for r in range(1, count + 1):
        x = MARGIN + (r - 1) * (size + gap)
        box = [x, y, x + size, y + size]
        played = r < view.round or view.is_over
        current = r == view.round and not view.is_over
        d.rounded_rectangle(box, radius=6, fill=(255, 255, 255) if not played else PANEL,
                            outline=TARGET if current else PANEL_EDGE, width=5 if current else 2)
        d.text((x + size / 2, y + size / 2), str(r), font=font(18),
               fill=MUTED if played else INK, anchor="mm")
        if played:
            draw_cross(d, (x + 7, y + 7, x + size - 7, y + size - 7), 3, fill=MUTED)


def score_sheet_image(view: PublicView) -> Image.Image:
    im = Image.new("RGB", (WIDTH, score_sheet_height(view)), PAGE)
    d = ImageDraw.Draw(im)
    _title(d, view)
    top = MARGIN + TITLE
    _roll_line(d, view, top)
    top += ROLL
    _overview(d, view, top)
    top += OVERVIEW
    for row in view.score_sheet:
        _row(d, view, row, top)
        top += ROW
    _track(d, view, top + 4)
    return im


def render_score_sheet(view: PublicView) -> bytes:
    """PNG of the public score sheet (see the module doc)."""
    return to_png(score_sheet_image(view))

