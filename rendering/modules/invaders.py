"""Invaders and scouts (expansion 4, :mod:`engine.alhambra.modules.invaders`) in the pictures.

- The market: a group "Scouts" under the money with the face-up scouts (cards in their
  building's colour, a spyglass and the building's icon) and, faded, the scouts taken since
  the last scoring with their holders' names (public, IN4).
- The hand (only its seat sees it): "Next invaders", the top invader card, when the seat
  looked at it (``seen`` in its own view).
- The scoring table: under it, the card revealed at that scoring and each player's
  Alhambra with its open sides marked (a thick red bar outside each side facing the card, r
  points; a thin one for the neighbouring directions in round 3, 1 point) and what each
  player lost.

An invader card shows no letter (N, O, É differ by language): a city square with a red
arrow striking it from the card's direction; the words say it as on the log ("from the north
(top)"). Everything is read from the view's public fields, except ``seen`` in the hand.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.alhambra.modules.invaders import direction, scout_building
from engine.alhambra.view import PublicView, SeatView

from ..board import draw_board
from ..groups import caption_over as _group
from ..icons import draw_icon
from ..marks import marks_of
from ..names import name_floor
from ..rows import Sizes
from ..theme import (
    BOARD,
    INK,
    MUTED,
    PAGE,
    PAGE_MUTED,
    PAGE_TEXT,
    PANEL,
    RGB,
    building_style,
    fit,
    fit_size,
    font,
    legible_size,
    player_name,
    say,
    shade,
    text_width,
    words_image,
)

NAME = "invaders"
#: The invader card's colours, and the open sides' marks.
INVADER: RGB = (150, 28, 36)
INVADER_FACE: RGB = (246, 232, 206)
STRIKE: RGB = (226, 30, 30)

#: (dx, dy) pointing from the city towards each direction (picture coordinates).
OUTWARD = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}


def fields(view: PublicView) -> dict | None:
    return view.modules_view.get(NAME)


# --- the cards -------------------------------------------------------------------------------
def _spyglass(d: ImageDraw.ImageDraw, box: tuple[float, float, float, float], fill: RGB
              ) -> None:
    """A spyglass lying from bottom left to top right."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    thick = [0.16, 0.2, 0.25]
    spans = [(0.05, 0.38), (0.36, 0.66), (0.64, 0.95)]
    for (a, b), t in zip(spans, thick, strict=True):
        ax, ay = x0 + w * a, y1 - h * a
        bx, by = x0 + w * b, y1 - h * b
        d.line([ax, ay, bx, by], fill=fill, width=max(2, round(min(w, h) * t)))


def scout_image(scout: str, width: int, height: int, background: RGB, *,
                faded: bool = False) -> Image.Image:
    """A scout card: its building's colour, a spyglass, the building's icon."""
    k = 3
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    building = scout_building(scout)
    bg, fg, _ = building_style(building)
    if faded:
        bg, fg = shade(bg, 0.55) if sum(bg) > 600 else _mix(bg, background), _mix(fg, bg)
    r = round(width * k * 0.12)
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=r, fill=bg,
                        outline=shade(bg, 0.6), width=max(2, k * 2))
    pad = width * k * 0.16
    _spyglass(d, (pad, pad, width * k - pad, height * k * 0.55), fg)
    icon = width * k * 0.42
    cx = width * k / 2
    draw_icon(d, building, (cx - icon / 2, height * k * 0.58, icon), fg, bg)
    return im.resize((width, height), Image.LANCZOS)


def _mix(a: RGB, b: RGB, t: float = 0.5) -> RGB:
    return tuple(round(x + (y - x) * t) for x, y in zip(a, b, strict=True))  # type: ignore


def invader_image(card: str, size: int, background: RGB) -> Image.Image:
    """An invader card, ``size`` pixels square: a city square struck by a red arrow from
    the card's direction."""
    k = 3
    s = size * k
    im = Image.new("RGB", (s, s), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, s - 1, s - 1], radius=round(s * 0.12), fill=INVADER)
    half = s * 0.15  # the city: a square in the middle
    city = (s / 2 - half, s / 2 - half, s / 2 + half, s / 2 + half)
    d.rectangle(city, fill=INVADER_FACE, outline=shade(INVADER_FACE, 0.5), width=k * 2)
    dx, dy = OUTWARD[direction(card)]
    cx, cy = s / 2, s / 2
    px, py = -dy, dx  # across the arrow
    # the struck wall of the city, red
    ex, ey = cx + dx * half, cy + dy * half
    d.line([ex - px * half, ey - py * half, ex + px * half, ey + py * half], fill=STRIKE,
           width=round(s * 0.07))
    tip = (cx + dx * (half + s * 0.05), cy + dy * (half + s * 0.05))
    tail = (cx + dx * s * 0.47, cy + dy * s * 0.47)
    head = s * 0.15
    back = (tip[0] + dx * head, tip[1] + dy * head)
    d.line([tail, back], fill=INVADER_FACE, width=round(s * 0.1))
    d.polygon([tip, (back[0] + px * head * 0.85, back[1] + py * head * 0.85),
               (back[0] - px * head * 0.85, back[1] - py * head * 0.85)], fill=INVADER_FACE)
    return im.resize((size, size), Image.LANCZOS)


def where_words(card: str, lang: str = "en") -> str:
    return say(lang, "alhambra-invaders-from", side=direction(card))


# --- the market ------------------------------------------------------------------------------
def scout_groups(view: PublicView, sizes: Sizes, width: int, lang: str = "en"
                 ) -> list[Image.Image]:
    """The market's group of scouts: face up ones, then those taken with their holders."""
    found = fields(view)
    if found is None:
        return []
    bg = PANEL
    cw, ch = sizes.card_w, sizes.card_h
    parts = [scout_image(s, cw, ch, bg) for s in found.get("scouts") or []]
    for seat, scout in found.get("held") or []:
        name = player_name(view.players[seat].name, seat, lang)
        parts.append(_with_name(scout_image(scout, cw, ch, bg, faded=True), name, sizes, bg))
    if not parts:
        parts = [words_image(say(lang, "img-scouts-none"), sizes.label, bg, MUTED)]
    return [_group(say(lang, "img-scouts"), parts, sizes, bg, width)]


def _with_name(card: Image.Image, name: str, sizes: Sizes, background: RGB) -> Image.Image:
    """A taken scout: the card, its holder's name under it."""
    size = sizes.label
    room = max(card.width, round(sizes.text * 5))
    size = fit_size(name, size, room)
    words = fit(name, size, room)
    w = max(card.width, round(text_width(words, size)) + 2)
    line = round(size * 1.3)
    im = Image.new("RGB", (w, card.height + line), background)
    im.paste(card, ((w - card.width) // 2, 0))
    ImageDraw.Draw(im).text((w / 2, card.height + line / 2), words, font=font(size), fill=INK,
                            anchor="mm")
    return im


# --- the hand --------------------------------------------------------------------------------
def hand_groups(view: SeatView, sizes: Sizes, width: int, lang: str = "en"
                ) -> list[Image.Image]:
    """"Next invaders": the top card, for a seat that looked at it (nothing otherwise)."""
    found = fields(view)
    seen = (found or {}).get("seen")
    if seen is None:
        return []
    bg = PANEL
    card = invader_image(seen, round(sizes.card_h * 1.25), bg)
    words = words_image(say(lang, "img-invaders-from", where=where_words(seen, lang)),
                        sizes.text, bg, INK, card.height)
    return [_group(say(lang, "img-invaders-next"), [card, words], sizes, bg, width)]


# --- the scoring -----------------------------------------------------------------------------
def revealed_at(view: PublicView, round_number: int) -> tuple[str, list] | None:
    """The card revealed at scoring ``round_number`` and its open sides (None: none)."""
    for number, card, sides in (fields(view) or {}).get("revealed") or []:
        if number == round_number:
            return card, sides
    return None


def with_invasion(table: Image.Image, view: PublicView, round_number: int,
                  lang: str = "en") -> Image.Image:
    """The scoring table with the invaders' attack of that round under it (unchanged when
    the round had none)."""
    found = revealed_at(view, round_number)
    if found is None:
        return table
    strip = invasion_image(view, round_number, *found, width=table.width, lang=lang)
    im = Image.new("RGB", (table.width, table.height + strip.height), PAGE)
    im.paste(table, (0, 0))
    im.paste(strip, (0, table.height))
    return im


def invasion_image(view: PublicView, round_number: int, card: str, sides: list, *,
                   width: int, lang: str = "en") -> Image.Image:
    """The revealed card and every Alhambra with the open sides that cost points."""
    text = legible_size(width)
    margin = round(text * 0.8)
    head = round(text * 2.6)
    seats = len(view.players)
    per_row = min(seats, 3)
    column = (width - 2 * margin) // per_row
    name_h = round(text * 1.5)
    boards = []
    for seat in range(seats):
        alhambra = view.players[seat].alhambra
        xs = [x for x, _, _ in alhambra]
        ys = [y for _, y, _ in alhambra]
        cols, rows = max(xs) - min(xs) + 1, max(ys) - min(ys) + 1
        cell = max(10, min(round(text * 2.2), (column - text) // (cols + 1),
                           round(text * 12) // (rows + 1)))
        board, layout = draw_board(alhambra, cell=cell, marks=marks_of(view, seat))
        boards.append(_mark_sides(board, layout, [s for s in sides if s[0] == seat], card))
    lines = (seats + per_row - 1) // per_row
    heights = [max(b.height for b in boards[i * per_row:(i + 1) * per_row]) + name_h
               for i in range(lines)]
    legend_h = round(text * 1.4)
    height = head + legend_h + sum(heights) + margin * (lines + 1)
    im = Image.new("RGB", (width, height), PAGE)
    d = ImageDraw.Draw(im)
    icon = invader_image(card, round(text * 2), PAGE)
    im.paste(icon, (margin, round((head - icon.height) / 2) + margin // 2))
    title = say(lang, "img-invaders-attack", round=round_number, where=where_words(card, lang))
    room = width - 3 * margin - icon.width
    size = fit_size(title, round(text * 1.15), room)
    d.text((2 * margin + icon.width, head / 2 + margin // 2), fit(title, size, room),
           font=font(size), fill=PAGE_TEXT, anchor="lm")
    legend = say(lang, "img-invaders-legend", points=round_number,
                 beside="yes" if round_number >= 3 else "no")
    size = fit_size(legend, text, width - 2 * margin)
    d.text((margin, head + margin + legend_h / 2), fit(legend, size, width - 2 * margin),
           font=font(size), fill=PAGE_MUTED, anchor="lm")
    lost = _lost(view, round_number)
    y = head + margin + legend_h
    for line in range(lines):
        for i, seat in enumerate(range(line * per_row, min(seats, (line + 1) * per_row))):
            board = boards[seat]
            x = margin + i * column
            name = player_name(view.players[seat].name, seat, lang)
            points = say(lang, "img-invaders-lost", points=lost.get(seat, 0))
            size = _name_size(name, points, text, column - text, name_floor(width))
            d.text((x, y + name_h / 2), fit(name, size, column - text - text_width(points, size)
                                            - size // 2), font=font(size), fill=PAGE_TEXT,
                   anchor="lm")
            d.text((x + column - text, y + name_h / 2), points, font=font(size),
                   fill=STRIKE if lost.get(seat) else PAGE_MUTED, anchor="rm")
            im.paste(board, (x, y + name_h))
        y += heights[line] + margin
    return im


def _name_size(name: str, points: str, size: int, room: int, floor: int) -> int:
    """The size at which ``name``, a gap and ``points`` share ``room``: down to the
    smallest readable name (``floor``) before a name is shortened (a computer's never is,
    bot.tables.seats CN1)."""
    while size > floor and (text_width(name, size) + text_width(points, size)
                            + size // 2 > room):
        size -= 1
    return size


def _lost(view: PublicView, round_number: int) -> dict[int, int]:
    for record in view.scorings:
        if record.round == round_number:
            return {seat: -v for seat, v in enumerate(record.extra.get(NAME, ()))}
    return {}


def _mark_sides(board: Image.Image, layout, sides: list, card: str) -> Image.Image:
    """The board with a red bar outside each open side, in the empty square it faces:
    thick for the card's direction, thin for the neighbouring ones (round 3, 1 point)."""
    cell = layout.cell
    extra = max(4, round(cell * 0.22))
    im = Image.new("RGB", (board.width + 2 * extra, board.height + 2 * extra), BOARD)
    im.paste(board, (extra, extra))
    d = ImageDraw.Draw(im)
    main = direction(card)
    for _, x, y, side, _points in sides:
        left, top, right, bottom = (v + extra for v in layout.box((x, y)))
        w = extra if side == main else max(2, round(extra * 0.45))
        box = {"N": (left + 1, top - w, right - 2, top - 1),
               "S": (left + 1, bottom, right - 2, bottom + w - 1),
               "W": (left - w, top + 1, left - 1, bottom - 2),
               "E": (right, top + 1, right + w - 1, bottom - 2)}[side]
        d.rectangle(box, fill=STRIKE)
    return im


def term_icon(term: str, size: int, background: RGB) -> Image.Image | None:
    """The mark beside the invaders' row of the scoring table (None: another term)."""
    if term != NAME:
        return None
    return invader_image("invader-N", size, background)
