"""The scoring table of a round and a bar chart of the scores over the rounds.

The table has a row per building (points, with the tiles counted in small print), the
wall, the round's sum and the running total, and a column per seat (then Dirk in a
two-player game). The best score of each building row is marked. The chart stacks each
seat's gains round by round, so the race over time reads at a glance.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.alhambra.components import BUILDINGS
from engine.alhambra.events import ScoringRecord
from engine.alhambra.view import PublicView

from .png import to_png
from .theme import (
    INK,
    LONGEST,
    MUTED,
    PAGE,
    PAGE_MUTED,
    PAGE_TEXT,
    PANEL,
    PANEL_EDGE,
    WALL,
    fit,
    font,
    player_name,
    shade,
)
from .tiles import chip_image

WIDTH = 960
MARGIN = 20
LABEL = 200
ROW = 58
HEAD = 64
TITLE = 70
BEST: tuple[int, int, int] = (255, 226, 140)
#: Shades of the chart's segments for rounds 1, 2 and 3 (light to dark).
ROUND_SHADES: tuple[tuple[int, int, int], ...] = ((150, 200, 230), (60, 140, 200),
                                                  (20, 70, 130))
BAR = 40


def _record(view: PublicView, round_number: int | None) -> ScoringRecord:
    if not view.scorings:
        raise ValueError("no scoring round has happened yet")
    if round_number is None:
        return view.scorings[-1]
    for record in view.scorings:
        if record.round == round_number:
            return record
    raise ValueError(f"scoring round {round_number} has not happened")


def _names(view: PublicView, record: ScoringRecord) -> list[str]:
    seats = [player_name(p.name, p.seat) for p in view.players]
    extra = len(next(iter(record.counts.values()), ())) - len(seats)
    return seats + ["Dirk"] * max(0, extra)


def _title(record: ScoringRecord, view: PublicView) -> str:
    if record.round == 3 or (view.is_over and record is view.scorings[-1]):
        return "Final scoring"
    return f"Scoring round {record.round}"


def table_image(view: PublicView, *, round_number: int | None = None) -> Image.Image:
    """The scoring table of ``round_number`` (default: the latest round)."""
    record = _record(view, round_number)
    names = _names(view, record)
    seats = len(record.totals)
    column = (WIDTH - 2 * MARGIN - LABEL - 12) // len(names)
    width = WIDTH
    rows = len(BUILDINGS) + 3
    height = TITLE + HEAD + rows * ROW + 2 * MARGIN
    im = Image.new("RGB", (width, height), PAGE)
    d = ImageDraw.Draw(im)
    d.text((MARGIN, MARGIN + TITLE / 2 - 6), _title(record, view), font=font(34),
           fill=PAGE_TEXT, anchor="lm")
    d.text((width - MARGIN, MARGIN + TITLE / 2 - 6), "points (tiles)", font=font(20),
           fill=PAGE_MUTED, anchor="rm")
    top = MARGIN + TITLE
    d.rounded_rectangle([MARGIN, top, width - MARGIN - 1, height - MARGIN - 1], radius=14,
                        fill=PANEL, outline=PANEL_EDGE, width=2)
    x0 = MARGIN + LABEL
    for i, name in enumerate(names):
        cx = x0 + i * column + column / 2
        d.text((cx, top + HEAD / 2), fit(name, 22, column - 10), font=font(22), fill=INK,
               anchor="mm")
    y = top + HEAD
    for b, building in enumerate(BUILDINGS):
        points = record.points.get(building, (0,) * len(names))
        counts = record.counts.get(building, (0,) * len(names))
        if b % 2 == 0:
            d.rectangle([MARGIN + 2, y, width - MARGIN - 3, y + ROW - 1],
                        fill=shade(PANEL, 0.96))
        chip = 34
        im.paste(chip_image(building, chip, shade(PANEL, 0.96) if b % 2 == 0 else PANEL),
                 (MARGIN + 12, y + (ROW - chip) // 2))
        d.text((MARGIN + 12 + chip + 10, y + ROW / 2), building.capitalize(), font=font(21),
               fill=INK, anchor="lm")
        best = max(points, default=0)
        for i, (p, c) in enumerate(zip(points, counts, strict=True)):
            cx = x0 + i * column + column / 2
            if best and p == best:
                d.rounded_rectangle([cx - column / 2 + 6, y + 6, cx + column / 2 - 6,
                                     y + ROW - 7], radius=10, fill=BEST)
            _cell(d, (cx, y + ROW / 2), p, c)
        y += ROW
    _wall_row(d, (y, x0, column, width), record)
    y += ROW
    d.line([MARGIN + 10, y, width - MARGIN - 10, y], fill=PANEL_EDGE, width=2)
    sums = [
        sum(record.points.get(b, (0,) * len(names))[i] for b in BUILDINGS)
        + (record.walls[i] if i < seats else 0)
        for i in range(len(names))
    ]
    _plain_row(d, (y, x0, column), "This round", [f"+{s}" for s in sums], size=24)
    y += ROW
    totals = [str(t) for t in record.totals] + ["–"] * (len(names) - seats)
    _plain_row(d, (y, x0, column), "Total", totals, size=30)
    return im


def _cell(d: ImageDraw.ImageDraw, centre: tuple[float, float], points: int, count: int) -> None:
    cx, cy = centre
    if not count and not points:
        d.text((cx, cy), "–", font=font(24), fill=MUTED, anchor="mm")
        return
    main = str(points)
    small = f"({count})"
    w_main = font(28).getlength(main)
    w_small = font(17).getlength(small)
    left = cx - (w_main + 6 + w_small) / 2
    d.text((left, cy), main, font=font(28), fill=INK if points else MUTED, anchor="lm")
    d.text((left + w_main + 6, cy + 3), small, font=font(17), fill=MUTED, anchor="lm")


def _wall_row(d: ImageDraw.ImageDraw, where, record: ScoringRecord) -> None:
    y, x0, column, width = where
    mid = y + ROW / 2
    x = MARGIN + 12
    d.rectangle([x, mid - 7, x + 34, mid + 7], fill=WALL)
    d.rectangle([x, mid - 2, x + 34, mid + 2], fill=LONGEST)
    d.text((x + 44, mid), "Wall", font=font(21), fill=INK, anchor="lm")
    best = max(record.walls, default=0)
    columns = len(next(iter(record.counts.values()), record.walls))
    for i in range(columns):
        cx = x0 + i * column + column / 2
        if i >= len(record.walls):
            d.text((cx, mid), "–", font=font(24), fill=MUTED, anchor="mm")
            continue
        if best and record.walls[i] == best:
            d.rounded_rectangle([cx - column / 2 + 6, y + 6, cx + column / 2 - 6,
                                 y + ROW - 7], radius=10, fill=BEST)
        d.text((cx, mid), str(record.walls[i]), font=font(28),
               fill=INK if record.walls[i] else MUTED, anchor="mm")


def _plain_row(d: ImageDraw.ImageDraw, where, label: str, values: list[str], *,
               size: int) -> None:
    y, x0, column = where
    mid = y + ROW / 2
    d.text((MARGIN + 12, mid), label, font=font(23), fill=INK, anchor="lm")
    for i, value in enumerate(values):
        d.text((x0 + i * column + column / 2, mid), value, font=font(size), fill=INK,
               anchor="mm")


# --- the chart -----------------------------------------------------------------------------
def chart_image(view: PublicView) -> Image.Image:
    """Each seat's score as a bar stacked from its gains in rounds 1, 2 and 3."""
    if not view.scorings:
        raise ValueError("no scoring round has happened yet")
    seats = len(view.players)
    gains = []
    for seat in range(seats):
        before = 0
        parts = []
        for record in view.scorings:
            parts.append(record.totals[seat] - before)
            before = record.totals[seat]
        gains.append(parts)
    best = max(max(sum(g) for g in gains), 1)
    row = BAR + 44
    legend = 40
    height = 2 * MARGIN + TITLE + legend + seats * row
    im = Image.new("RGB", (WIDTH, height), PAGE)
    d = ImageDraw.Draw(im)
    d.text((MARGIN, MARGIN + TITLE / 2 - 6), "Scores over the rounds", font=font(34),
           fill=PAGE_TEXT, anchor="lm")
    y = MARGIN + TITLE
    x = MARGIN
    for r, _ in enumerate(view.scorings):
        d.rectangle([x, y + 8, x + 24, y + 32], fill=ROUND_SHADES[r % 3], outline=PAGE_TEXT)
        label = f"Round {r + 1}"
        d.text((x + 32, y + 20), label, font=font(20), fill=PAGE_MUTED, anchor="lm")
        x += 32 + font(20).getlength(label) + 28
    y += legend
    bar_left = MARGIN
    bar_room = WIDTH - 2 * MARGIN - 90
    winners = set(view.winners)
    for seat, parts in enumerate(gains):
        name = player_name(view.players[seat].name, seat)
        label = f"{seat + 1}. {name}" + ("  (winner)" if seat in winners else "")
        d.text((bar_left, y + 16), fit(label, 22, WIDTH - 2 * MARGIN), font=font(22),
               fill=PAGE_TEXT, anchor="lm")
        top = y + 32
        x = bar_left
        for r, gain in enumerate(parts):
            w = round(bar_room * gain / best)
            if w <= 0:
                continue
            colour = ROUND_SHADES[r % 3]
            d.rectangle([x, top, x + w - 1, top + BAR - 1], fill=colour)
            text = f"+{gain}"
            if font(19).getlength(text) + 8 <= w:
                ink = INK if r == 0 else (255, 255, 255)
                d.text((x + w / 2, top + BAR / 2), text, font=font(19), fill=ink, anchor="mm")
            x += w
        d.text((x + 10, top + BAR / 2), str(sum(parts)), font=font(28), fill=PAGE_TEXT,
               anchor="lm")
        y += row
    return im


def render_scoring_table(
    view: PublicView, *, round_number: int | None = None, chart: bool = False
) -> bytes:
    """PNG of a scoring round's table (default: the latest); ``chart`` adds the score chart
    below it (handy at the end of the game)."""
    table = table_image(view, round_number=round_number)
    if not chart:
        return to_png(table)
    graph = chart_image(view)
    im = Image.new("RGB", (max(table.width, graph.width), table.height + graph.height), PAGE)
    im.paste(table, (0, 0))
    im.paste(graph, (0, table.height))
    return to_png(im)


def render_score_chart(view: PublicView) -> bytes:
    """PNG of the bar chart of every seat's score over the scoring rounds so far."""
    return to_png(chart_image(view))
