"""The statistics of a finished game as a picture: a table, one column per player (their
names over it as on the scoring table, a computer's 🤖 drawn as its mark ⚙), one row per
statistic under a few headings, the best value of a row on a light ground (where more
is better: points, exact payments, walls, tiles of a type; the shortest time), the points of
each scoring round as a number over a small bar. Made for phones: 960 pixels wide, its
words at :func:`~rendering.theme.legible_size` (readable scaled to 400 pixels), each label
shrunk a step or wrapped where a language's words are long.

:func:`render_statistics` draws an Alhambra game's (:mod:`records.statistics`, any rule
set: Granada's buildings and moat, the combination's wall and moat);
:func:`render_module_statistics` the rule modules' own figures (issue 38: a section per
module under its title, :mod:`records.module_figures`), a picture of its own so the first
keeps its size however many modules a game has;
:func:`draw_table` the table itself, which Roll & Write's picture shares
(:mod:`rendering.rollwrite.statistics`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from records.statistics import GameStatistics

from .names import draw_names, name_floor, plan_names
from .png import to_png
from .theme import (
    INK,
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
    text_width,
)
from .tiles import chip_image

WIDTH = 960
MARGIN = 20
TEXT = legible_size(WIDTH)
ROW = round(TEXT * 1.75)
BAR_ROW = round(TEXT * 2.3)
HEADING = round(TEXT * 1.6)
TITLE = round(TEXT * 2.2)
NAME_FLOOR = name_floor(WIDTH)
#: The smallest size of a row's label (its words shrink no further: they wrap first).
LABEL_FLOOR = round(TEXT * 0.88)
#: The label column's share of the width (the rest is the players').
LABEL_SHARE = 0.36
BEST = (255, 226, 140)
STRIPE = (229, 216, 188)
BAR = (60, 140, 200)


@dataclass(frozen=True)
class Row:
    """One line of the table: ``label`` and a cell per player (``heading``: a section's
    title, no cells). ``numbers``: what the cells stand for, to mark the best (``best``:
    "high" or "low") and, with ``bar``, to draw each under its number; ``building``: a chip
    before the label."""

    label: str
    cells: tuple[str, ...] = ()
    numbers: tuple[float | None, ...] = ()
    best: str | None = None
    bar: bool = False
    building: str | None = None
    heading: bool = False
    strong: bool = False


#: (below how many seconds, (the unit, its seconds, shown with a decimal)): the unit of a
#: row of times is the first whose limit its longest time is below.
TIME_UNITS = ((60, ("s", 1, False)), (3600, ("min", 60, False)),
              (48 * 3600, ("h", 3600, True)), (float("inf"), ("d", 86400, True)))


def time_row(message: str, seconds, lang: str) -> Row:
    """Average times, all in one unit, the largest that keeps them short (seconds,
    minutes, hours, days): the unit in the label, the numbers in the cells."""
    seconds = tuple(seconds)
    most = max((s for s in seconds if s is not None), default=0)
    unit, per, decimal = next(unit for below, unit in TIME_UNITS if most < below)
    cells = tuple(say(lang, "stats-none") if s is None
                  else say(lang, "stats-decimal", amount=s / per) if decimal
                  else str(round(s / per)) for s in seconds)
    return Row(say(lang, message, unit=unit), cells, seconds, "low")


def number_row(label: str, values, *, best: str | None = "high", bar: bool = False,
               building: str | None = None, strong: bool = False) -> Row:
    values = tuple(values)
    return Row(label, tuple(str(v) for v in values), values, best, bar, building,
               strong=strong)


def alhambra_rows(stats: GameStatistics, lang: str) -> list[Row]:
    seats = stats.seats
    rows = [number_row(say(lang, "stats-score"), (s.score for s in seats), strong=True),
            Row(say(lang, "stats-section-points"), heading=True)]
    for r in range(stats.rounds):
        rows.append(number_row(say(lang, "stats-round", round=r + 1),
                               (s.rounds[r] if r < len(s.rounds) else 0 for s in seats),
                               bar=True))
    rows.append(Row(say(lang, "stats-section-play"), heading=True))
    rows.append(number_row(say(lang, "stats-purchases"), (s.payments for s in seats),
                           best=None))
    rows.append(number_row(say(lang, "stats-exact"), (s.exact for s in seats)))
    rows.append(number_row(say(lang, "stats-money-cards"), (s.cards_taken for s in seats),
                           best=None))
    rows.append(number_row(say(lang, "stats-money-value"), (s.value_taken for s in seats),
                           best=None))
    rows.append(number_row(say(lang, "stats-rebuilds"), (s.rebuilds for s in seats),
                           best=None))
    if stats.barrier == "both":
        rows.append(number_row(say(lang, "stats-longest", barrier="wall"),
                               (s.wall for s in seats)))
        rows.append(number_row(say(lang, "stats-longest", barrier="moat"),
                               (s.moat or 0 for s in seats)))
    else:
        rows.append(number_row(say(lang, "stats-longest", barrier=stats.barrier),
                               (s.wall for s in seats)))
    rows.append(Row(say(lang, "stats-section-tiles"), heading=True))
    for building in stats.buildings:
        rows.append(number_row(building_name(building, lang),
                               (s.bought_of(building) for s in seats), building=building))
    rows.append(number_row(say(lang, "stats-tiles-total"), (s.bought_total for s in seats),
                           strong=True))
    rows.append(Row(say(lang, "stats-section-time"), heading=True))
    rows.append(time_row("stats-per-turn", (s.average_turn for s in seats), lang))
    return rows


def render_statistics(stats: GameStatistics, *, lang: str = "en") -> bytes:
    """PNG of an Alhambra game's statistics, its words in ``lang``."""
    names = [player_name(s.name, s.seat, lang) for s in stats.seats]
    return to_png(draw_table(say(lang, "stats-title"), names, alhambra_rows(stats, lang)))


def module_rows(stats: GameStatistics, lang: str) -> list[Row]:
    """A heading per rule module (its title), then its figures (MF1-MF3)."""
    rows = []
    for module in stats.modules:
        rows.append(Row(say(lang, f"module-{module.module}.title"), heading=True))
        for row in module.rows:
            label = say(lang, "stats-module-points") if row.name == "points" \
                else say(lang, f"stats-module-{module.module}-{row.name}")
            rows.append(number_row(label, row.values, best=row.best,
                                   strong=row.name == "points"))
    return rows


def render_module_statistics(stats: GameStatistics, *, lang: str = "en") -> bytes:
    """PNG of the rule modules' own figures of an Alhambra game (ValueError without any)."""
    if not stats.modules:
        raise ValueError("the game has no module with figures of its own")
    names = [player_name(s.name, s.seat, lang) for s in stats.seats]
    return to_png(draw_table(say(lang, "stats-modules-title"), names,
                             module_rows(stats, lang)))


def _best(row: Row) -> set[int]:
    known = [n for n in row.numbers if n is not None]
    if row.best is None or len(known) < 2 or len(set(known)) < 2:
        return set()
    target = max(known) if row.best == "high" else min(known)
    return {i for i, n in enumerate(row.numbers) if n == target}


def _label_lines(label: str, size: int, room: float) -> tuple[int, list[str]]:
    """The label on one line; where it is too wide, on two at the same size; only where
    even that fails, a step or two smaller (:data:`LABEL_FLOOR` at least), then on three
    lines (a module's long figure: "Wert der Währungssteine ausgegeben"); never past its
    room (shortened visibly as the very last resort)."""
    for most in (2, 3):
        for step in range(size, LABEL_FLOOR - 1, -1):
            lines = _wrapped(label, step, room)
            if lines is not None and len(lines) <= most:
                return step, lines
    lines = _wrapped(label, LABEL_FLOOR, room) or [label]
    return LABEL_FLOOR, [fit(line, LABEL_FLOOR, round(room)) for line in lines[:3]]


def _wrapped(label: str, size: int, room: float) -> list[str] | None:
    """``label`` broken at its spaces into lines at most ``room`` wide, each line as full as
    it can be (None: a word is wider)."""
    lines: list[str] = []
    for word in label.split():
        if text_width(word, size) > room:
            return None
        if lines and text_width(f"{lines[-1]} {word}", size) <= room:
            lines[-1] += f" {word}"
        else:
            lines.append(word)
    return lines or [label]


def _label_room(row: Row, x0: float) -> float:
    chip = round(TEXT * 1.3) + 8 if row.building is not None else 0
    return x0 - MARGIN - 14 - chip - 8


def draw_table(title: str, names: list[str], rows: list[Row]) -> Image.Image:
    """The table: ``title`` over it, ``names`` over the players' columns, then ``rows``."""
    label_w = round((WIDTH - 2 * MARGIN) * LABEL_SHARE)
    x0 = MARGIN + label_w
    column = (WIDTH - 2 * MARGIN - label_w - 10) / max(1, len(names))
    small = round(TEXT * 0.9)
    heads = plan_names(names, x0=x0, column=column, right=WIDTH - MARGIN - 6, size=TEXT,
                       floor=NAME_FLOOR)
    head = round(TEXT * 1.9) + heads.extra
    labels = [_label_lines(r.label, TEXT, _label_room(r, x0)) for r in rows]
    heights = [HEADING if r.heading else
               max(BAR_ROW if r.bar else ROW, round(len(lines) * size * 1.1 + TEXT * 0.5))
               for r, (size, lines) in zip(rows, labels, strict=True)]
    height = MARGIN * 2 + TITLE + head + sum(heights) + round(TEXT * 0.6)
    im = Image.new("RGB", (WIDTH, height), PAGE)
    d = ImageDraw.Draw(im)
    d.text((MARGIN, MARGIN + TITLE / 2 - 4), title, font=font(round(TEXT * 1.2)),
           fill=PAGE_TEXT, anchor="lm")
    top = MARGIN + TITLE
    d.rounded_rectangle([MARGIN, top, WIDTH - MARGIN - 1, height - MARGIN - 1], radius=14,
                        fill=PANEL, outline=PANEL_EDGE, width=2)
    draw_names(d, heads, top + head - TEXT * 0.8, colour=INK, leader=PANEL_EDGE,
               leader_to=top + head - 2, x0=x0, column=column)
    y = top + head
    most = max((n for r in rows if r.bar for n in r.numbers if n), default=0)
    for stripe, (row, h, label) in enumerate(zip(rows, heights, labels, strict=True)):
        if row.heading:
            d.line([MARGIN + 10, y + h - 3, WIDTH - MARGIN - 10, y + h - 3], fill=PANEL_EDGE,
                   width=2)
            d.text((MARGIN + 14, y + h / 2 + 2), row.label, font=font(small), fill=MUTED,
                   anchor="lm")
            y += h
            continue
        if stripe % 2:
            d.rectangle([MARGIN + 2, y, WIDTH - MARGIN - 3, y + h], fill=STRIPE)
        _cells(im, d, row, label, (y, h), (x0, column), most,
               STRIPE if stripe % 2 else PANEL)
        y += h
    return im


def _cells(im: Image.Image, d: ImageDraw.ImageDraw, row: Row, label, rows, columns,
           most: float, background) -> None:
    (y, h), (x0, column), (size, lines) = rows, columns, label
    left = MARGIN + 14
    if row.building is not None:
        chip = chip_image(row.building, round(TEXT * 1.3), background)
        im.paste(chip, (left, round(y + (h - chip.height) / 2)))
        left += chip.width + 8
    step = round(size * 1.1)
    for j, line in enumerate(lines):
        d.text((left, y + h / 2 + (j - (len(lines) - 1) / 2) * step), line, font=font(size),
               fill=INK, anchor="lm")
    best = _best(row)
    value_size = round(TEXT * 1.1) if row.strong else TEXT
    cells_size = min(fit_size(c, value_size, column - 8) for c in row.cells) if row.cells \
        else value_size
    for i, cell in enumerate(row.cells):
        cx = x0 + i * column + column / 2
        if i in best:
            d.rounded_rectangle([cx - column / 2 + 4, y + 3, cx + column / 2 - 4, y + h - 3],
                                radius=8, fill=BEST)
        middle = y + (h / 2 - TEXT * 0.35 if row.bar else h / 2)
        d.text((cx, middle), cell, font=font(cells_size), fill=INK, anchor="mm")
        number = row.numbers[i] if i < len(row.numbers) else None
        if row.bar and most and number:
            width = (column - 20) * number / most
            base = y + h - TEXT * 0.55
            d.rounded_rectangle([cx - (column - 20) / 2, base - 4,
                                 cx - (column - 20) / 2 + max(4.0, width), base + 4],
                                radius=4, fill=BAR)
