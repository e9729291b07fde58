"""The final scoring table (Schlusswertung), posted once the game is over.

A column per participant (real players first, then imaginary ones, drawn muted unless they
play "beat them"), each named over its column as the Alhambra's scoring table names its
seats (:mod:`rendering.names`: whole names, wrapped or staggered, never cut where a name can
be shown whole, so a computer's name always reads whole), a row per building (points, with
the buildings counted in small print and a dot for a place taken during the game), rows and
columns, coins, the solo bonus when it applies, and the total. The winners' totals are
ringed in gold; ties share the victory. A note under the table says that the buildings
counted ("4 built") include every sheet's starting buildings, as the statistics' buildings
built do.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.rollwrite.data import BUILDINGS, STARTING_BUILDINGS
from engine.rollwrite.state import ScoreLine
from engine.rollwrite.view import PublicView

from ..names import draw_names, plan_names
from ..png import to_png
from ..theme import (
    INK,
    MIN_DIGIT,
    MUTED,
    PAGE,
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
)
from .draw import TARGET, draw_building
from .score_sheet import IMAGINARY_ROW, winners_line

WIDTH = 960
MARGIN = 16
TITLE = 110
#: A column's head under the names: room for an imaginary participant's note.
HEAD = 40
ROW = 62
LABEL = 200
BEST = (255, 226, 140)
#: Names and numbers: readable when a phone shows the table 400 pixels wide (a name
#: shrinks no further than DIGITS, then wraps).
TEXT = legible_size(WIDTH)
DIGITS = legible_size(WIDTH, MIN_DIGIT)
#: Room for a row's name: beside a building's chip, or alone (rows & columns, coins...).
CHIP = 42
CHIP_LABEL_ROOM = LABEL - 4 - (4 + CHIP + 12) - 4
LABEL_ROOM = LABEL - 4 - 8 - 4
#: The other rows' names (catalogue messages), by row.
ROW_NAMES = {"lines": "img-rw-lines", "coins": "img-rw-coins-row", "bonus": "img-rw-bonus",
             "total": "img-total"}
#: The note under the table: its size and line height.
NOTE = 24
NOTE_LINE = round(NOTE * 1.3)


def _rows(view: PublicView) -> list[str]:
    rows = list(BUILDINGS) + ["lines", "coins"]
    if view.beat_them:
        rows.append("bonus")
    return rows + ["total"]


def final_table_image(view: PublicView, *, lang: str = "en") -> Image.Image:
    """The final scoring of a finished game, its words in ``lang``; ValueError while it is
    still running."""
    final = view.final
    if final is None:
        raise ValueError("the game is not over yet: there is no final scoring")
    rows = _rows(view)
    names, heads, named = _heads(view, lang)
    columns = len(final.lines)
    width = (WIDTH - 2 * MARGIN - LABEL) / columns
    x0 = MARGIN + LABEL
    footnote = note_lines(say(lang, "img-rw-built-note", count=STARTING_BUILDINGS))
    table = table_bottom(view, lang)
    height = table + 10 + len(footnote) * NOTE_LINE + 2 * MARGIN
    im = Image.new("RGB", (WIDTH, height), PAGE)
    d = ImageDraw.Draw(im)
    d.text((MARGIN, MARGIN + 26), say(lang, "img-rw-final"), font=font(34), fill=PAGE_TEXT,
           anchor="lm")
    line = winners_line([names[p] for p in final.winners], lang)
    d.text((MARGIN, MARGIN + 74), fit(line, 28, WIDTH - 2 * MARGIN), font=font(28),
           fill=TARGET, anchor="lm")
    top = MARGIN + TITLE
    draw_names(d, heads, top + named - heads.line * 0.5 - round(TEXT * 0.3),
               colour=PAGE_TEXT, leader=PANEL_EDGE, leader_to=top + named, x0=x0,
               column=width)
    top += named
    for i, line in enumerate(final.lines):
        left = x0 + i * width
        fill = PANEL if not line.imaginary or line.counted else IMAGINARY_ROW
        d.rounded_rectangle([left + 3, top, left + width - 3, table], radius=10,
                            fill=fill, outline=PANEL_EDGE, width=2)
        note = say(lang, "img-rw-imaginary") if line.imaginary else ""
        if line.imaginary and not line.counted:
            note = say(lang, "img-rw-not-counted")
        if note:
            size = fit_size(note, 19, width - 10)
            d.text((left + width / 2, top + HEAD / 2), fit(note, size, int(width - 10)),
                   font=font(size), fill=MUTED, anchor="mm")
    top += HEAD
    counts = {row.participant: row.counts for row in view.score_sheet}
    in_game = {row.participant: row.places for row in view.score_sheet}
    for r, key in enumerate(rows):
        y = top + r * ROW
        mid = y + ROW / 2
        if r % 2 == 0:
            d.rectangle([MARGIN, y, MARGIN + LABEL - 4, y + ROW], fill=(42, 47, 58))
        _label(d, key, (MARGIN, y), lang)
        if key == "total":
            d.line([(MARGIN, y + 2), (WIDTH - MARGIN, y + 2)], fill=PANEL_EDGE, width=3)
        for i, line in enumerate(final.lines):
            cx = MARGIN + LABEL + (i + 0.5) * width
            _cell(d, key, line, (cx, mid), counts[line.participant],
                  in_game[line.participant], winner=line.participant in final.winners,
                  width=width, lang=lang)
    for i, words in enumerate(footnote):
        d.text((MARGIN, table + 10 + MARGIN + (i + 0.5) * NOTE_LINE), words, font=font(NOTE),
               fill=PAGE_TEXT, anchor="lm")
    return im


def _heads(view: PublicView, lang: str):
    """The participants' names, how they are laid over the columns, and the height that
    takes."""
    names = [player_name(line.name, line.participant, lang) for line in view.final.lines]
    width = (WIDTH - 2 * MARGIN - LABEL) / len(names)
    heads = plan_names(names, x0=MARGIN + LABEL, column=width, right=WIDTH - MARGIN - 4,
                       size=TEXT, floor=DIGITS)
    return names, heads, heads.line + heads.extra + round(TEXT * 0.4)


def table_bottom(view: PublicView, lang: str = "en") -> int:
    """The table's lower edge (the total's row ends there; the note follows)."""
    return TITLE + _heads(view, lang)[2] + HEAD + len(_rows(view)) * ROW + MARGIN


def note_lines(words: str, room: float = WIDTH - 2 * MARGIN) -> list[str]:
    """``words`` on as many lines as they need ``room`` (never cut)."""
    lines: list[str] = []
    for word in words.split():
        if lines and font(NOTE).getlength(f"{lines[-1]} {word}") <= room:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines


def _label(d: ImageDraw.ImageDraw, key: str, xy: tuple[float, float], lang: str = "en") -> None:
    x, y = xy
    mid = y + ROW / 2
    if key in BUILDINGS:
        draw_building(d, key, (x + 4, mid - CHIP / 2, CHIP))
        name = building_name(key, lang)
        size = fit_size(name, 21, CHIP_LABEL_ROOM)
        d.text((x + CHIP + 12, mid), fit(name, size, CHIP_LABEL_ROOM), font=font(size),
               fill=PAGE_TEXT, anchor="lm")
        return
    text = say(lang, ROW_NAMES[key])
    base = 26 if key == "total" else 21
    lines = label_lines(text, base)
    size = min(fit_size(line, base, LABEL_ROOM) for line in lines)
    step = round(size * 1.1)
    for i, line in enumerate(lines):
        d.text((x + 8, mid + (i - (len(lines) - 1) / 2) * step), fit(line, size, LABEL_ROOM),
               font=font(size), fill=PAGE_TEXT, anchor="lm")


def label_lines(text: str, size: int) -> list[str]:
    """A row's name on one line where it fits (a step smaller at most), else on two."""
    if font(round(size * 0.9)).getlength(text) <= LABEL_ROOM or " " not in text:
        return [text]
    head, _, tail = text.rpartition(" ")
    return [head, tail]


def _cell(d: ImageDraw.ImageDraw, key: str, line: ScoreLine, centre: tuple[float, float],
          counts: dict[str, int], places: dict[str, tuple[int, ...]], *, winner: bool,
          width: float, lang: str = "en") -> None:
    cx, cy = centre
    muted = line.imaginary and not line.counted
    colour = MUTED if muted else INK
    if key in BUILDINGS:
        value = line.buildings[key]
        d.text((cx, cy - 9), str(value) if value else "–", font=font(TEXT), fill=colour,
               anchor="mm")
        small = say(lang, "img-rw-built", count=counts[key])
        dot = 0
        if places[key]:  # a place taken during the game: in words, or a gold dot
            long = say(lang, "img-rw-built-in-game", count=counts[key])
            if font(fit_size(long, 19, width - 10)).getlength(long) <= width - 10:
                small = long
            else:
                dot = 10
        size = fit_size(small, 19, width - 10 - 2 * dot)
        d.text((cx - dot, cy + 19), fit(small, size, int(width - 10 - 2 * dot)),
               font=font(size), fill=MUTED, anchor="mm")
        if dot:
            r = 5
            dx = cx - dot + font(size).getlength(small) / 2 + dot
            d.ellipse([dx - r, cy + 19 - r, dx + r, cy + 19 + r], fill=TARGET)
        return
    if key == "lines":
        value = "–" if line.imaginary else str(line.lines)
    elif key == "coins":
        value = "–" if line.imaginary else str(line.coins)
    elif key == "bonus":
        value = str(line.bonus) if line.imaginary else "–"
    else:
        value = f"({line.total})" if muted else str(line.total)
        if winner:
            w = min(width - 16, 110)
            d.rounded_rectangle([cx - w / 2, cy - 24, cx + w / 2, cy + 24], radius=12,
                                fill=BEST, outline=TARGET, width=4)
        d.text((cx, cy), value, font=font(round(TEXT * 1.1)), fill=colour, anchor="mm")
        return
    d.text((cx, cy), value, font=font(TEXT), fill=colour, anchor="mm")


def render_final_table(view: PublicView, *, lang: str = "en") -> bytes:
    """PNG of the final scoring table (see the module doc), its words in ``lang`` ("en",
    "de", "hu")."""
    return to_png(final_table_image(view, lang=lang))
