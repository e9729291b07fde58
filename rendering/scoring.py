"""The scoring table of a round and a bar chart of the scores over the rounds.

The table has a row per building (points, with the tiles counted in small print), the
wall, the round's sum and the running total, and a column per seat (then Dirk in a
two-player game). The best score of each building row is marked. The final scoring's
table puts its columns in the order of the final places, each headed by its place.

Granada: its nine buildings in the order of its scoring table, a column with the number of each
building's tiles in all cities (what the multipliers multiply), two lines under the title saying
how the round pays (1st 3×, 2nd 2×, 3rd 1×; or the simplified fixed points) and how equal counts
break, and the moats' row instead of the walls'. A module's extra scoring terms
(``ScoringRecord.extra``) get a row each (expansions 2 and 3: "Camps", "Street trader",
"Characters", named in every language). The Alhambra + Granada combination
(:mod:`rendering.modules.alhambra_granada`): both cities' buildings (a line where Granada's
begin; the "in all cities" count only for Granada's), three lines saying how each city's
buildings pay, and the rows "Longest wall", "Longest moat" and "Wall beside moat" (2 points per
side) with their barriers' samples.

Expansion 1: where a module added to the counts (``ScoringRecord.added``: building yards,
bonus cards), each building cell shows its points over the tiles and what was added
("4 +2" and the module's mark: a hut for building yards, a star for bonus cards), and a
last row names the marks.

Six players' columns are narrow: their names wrap, shrink a little or stand staggered over
the columns rather than being cut (:mod:`rendering.names`).

The chart ranks the players by place (1st first, with the place number; equal scores
share a place) and stacks each player's gains round by round, so the race over time reads
at a glance (a round that lost points to the invaders shortens the rounds before it).
Expansion 4's invaders: their penalty is a row of the table, and under the table the card
revealed at that scoring and every Alhambra's open sides (:mod:`rendering.modules.invaders`).
Text sizes are readable when a phone shows the picture 400 pixels wide.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.alhambra.components import BUILDINGS
from engine.alhambra.events import ScoringRecord
from engine.alhambra.view import PublicView
from i18n import has_text

from .expansions_2_3 import term_icon
from .icons import draw_hut, draw_star
from .modules.alhambra_granada import TERM_NAMES, TERM_NOTES
from .modules.art_of_the_moors import culture_icon
from .modules.building_sites import site_lines
from .modules.falcons import falcon_icon
from .modules.granada import MULTIPLIERS, SIMPLIFIED
from .modules.invaders import term_icon as invaders_icon
from .modules.invaders import with_invasion
from .modules.medina.pictures import term_icon as medina_icon
from .modules.new_scoring_tiles import table_lines as tile_lines
from .modules.new_scoring_tiles import table_rows as tile_rows
from .modules.portals.pictures import portal_icon
from .modules.treasure_chamber import chest_icon
from .names import draw_names, name_floor, plan_names
from .png import to_png
from .theme import (
    ADDED_STYLE,
    INK,
    LONGEST,
    MUTED,
    PAGE,
    PAGE_MUTED,
    PAGE_TEXT,
    PANEL,
    PANEL_EDGE,
    PLACE_COLOURS,
    barrier_style,
    building_name,
    fit,
    fit_size,
    font,
    legible_size,
    ordinal,
    places_of,
    player_name,
    say,
    shade,
    text_width,
)
from .tiles import chip_image

WIDTH = 960
MARGIN = 20
#: The smallest text (pixels): readable at phone width.
TEXT = legible_size(WIDTH)
#: A row name wider than this (pixels) goes on two lines ("Residential" / "quarter").
LONG_LABEL = TEXT * 7
ROW = round(TEXT * 1.8)
TITLE = round(TEXT * 2.2)
BEST: tuple[int, int, int] = (255, 226, 140)
#: Shades of the chart's segments for rounds 1, 2 and 3 (light to dark).
ROUND_SHADES: tuple[tuple[int, int, int], ...] = ((150, 200, 230), (60, 140, 200),
                                                  (20, 70, 130))
BAR = round(TEXT * 1.3)
#: The smallest size for the payout line of a Granada round (its digits stay readable).
RULE_DIGITS = legible_size(WIDTH, 9.0)
#: A building row whose cells show what a module added: points above, tiles and additions
#: below.
STACKED_ROW = round(TEXT * 2.45)
#: The size of the tiles and additions under the points (readable at phone width).
ADDED_TEXT = legible_size(WIDTH, 8.5)
#: The smallest size of the players' names over the columns (:mod:`rendering.names`).
NAME_FLOOR = name_floor(WIDTH)


def _record(view: PublicView, round_number: int | None) -> ScoringRecord:
    if not view.scorings:
        raise ValueError("no scoring round has happened yet")
    if round_number is None:
        return view.scorings[-1]
    for record in view.scorings:
        if record.round == round_number:
            return record
    raise ValueError(f"scoring round {round_number} has not happened")


def _is_final(record: ScoringRecord, view: PublicView) -> bool:
    return record.round == 3 or (view.is_over and record is view.scorings[-1])


def _title(record: ScoringRecord, view: PublicView, lang: str = "en") -> str:
    if _is_final(record, view):
        return say(lang, "img-scoring-final")
    return say(lang, "img-scoring-round", round=record.round)


def _columns(view: PublicView, record: ScoringRecord,
             lang: str = "en") -> list[tuple[int, str, int | None]]:
    """(index into the record, name, place or None) for each column, left to right."""
    seats = len(record.totals)
    names = [player_name(p.name, p.seat, lang) for p in view.players][:seats]
    extra = len(next(iter(record.counts.values()), ())) - seats
    dirk = [(seats + i, "Dirk", None) for i in range(max(0, extra))]
    if not _is_final(record, view):
        return [(i, names[i], None) for i in range(seats)] + dirk
    places = places_of(record.totals)
    order = sorted(range(seats), key=lambda s: (places[s], s))
    return [(s, names[s], places[s]) for s in order] + dirk


def _label_lines(label: str, size: int) -> list[str]:
    """A row's name on one line, or on two where it is long ("Residential" / "quarter")."""
    if font(size).getlength(label) <= LONG_LABEL or " " not in label:
        return [label]
    head, _, tail = label.rpartition(" ")
    return [head, tail]


def _label_width(labels: list[str]) -> int:
    """The label column: a chip and the widest line of the rows' names."""
    small = round(TEXT * 0.85)
    widest = max(font(small).getlength(line) for label in labels
                 for line in _label_lines(label, small))
    return 12 + TEXT + 10 + round(widest) + 12


def _barrier(record: ScoringRecord, view: PublicView) -> str:
    """"moat" where the scored cities are Granada's (the walls' row scores moats); the
    combination scores the Alhambra's wall there and Granada's moat as an extra term."""
    if "moat" in record.extra:
        return "wall"
    return "moat" if record.best_prices or view.rule_set == "granada" else "wall"


def _combined(record: ScoringRecord) -> bool:
    """The Alhambra + Granada combination: both cities' buildings and the moat's term."""
    return "moat" in record.extra


def _rules_lines(record: ScoringRecord, view: PublicView, lang: str = "en") -> list[str]:
    """Granada: how this round pays (multipliers or fixed points) and how ties break (the
    new scoring tiles: that the rows stand in the tile's order)."""
    if not record.best_prices:
        return tile_lines(record, lang) + site_lines(record, view, lang)
    simplified = "granada_simplified" in view.modules
    combined = "-combined" if _combined(record) else ""
    if simplified:
        pays = ", ".join(say(lang, "img-rules-points", place=i + 1, points=p)
                         for i, p in enumerate(SIMPLIFIED.get(record.round, ())))
        first = say(lang, "img-rules-fixed" + combined, pays=pays)
    else:
        pays = ", ".join(say(lang, "img-rules-times", place=i + 1, times=m)
                         for i, m in enumerate(MULTIPLIERS.get(record.round, ())))
        first = say(lang, "img-rules-multipliers" + combined, pays=pays)
    if _combined(record):
        return [first, say(lang, "img-rules-ties"), say(lang, "img-rules-alhambra")]
    return [first, say(lang, "img-rules-ties")]


def _term_name(term: str, lang: str = "en") -> str:
    """An extra term's row name: the combination's, or ``img-term-<term>`` (expansions 2
    and 3: "Camps", "Street trader", "Characters")."""
    if term in TERM_NAMES:
        return say(lang, TERM_NAMES[term])
    if has_text("en", f"img-term-{term}"):
        return say(lang, f"img-term-{term}")
    return term.replace("_", " ").capitalize()


def _term_note(term: str, lang: str = "en") -> str | None:
    return say(lang, TERM_NOTES[term]) if term in TERM_NOTES else None


def _wall_label(barrier: str, record: ScoringRecord, lang: str = "en") -> str:
    """The walls' row: "Wall" (or "Moat"); "Longest wall" beside the combination's moat."""
    if _combined(record):
        return say(lang, "img-scoring-longest-wall")
    return say(lang, "img-scoring-barrier", barrier=barrier)


def table_labels(view: PublicView, round_number: int | None = None,
                 lang: str = "en") -> tuple[list[str], list[str], list[str]]:
    """The names of a table's rows in ``lang``: the buildings' (on two lines where long),
    the other rows' (one line: walls, extra terms, sums) and the small notes under some."""
    record = _record(view, round_number)
    buildings = tile_rows(record) or tuple(view.buildings) or tuple(BUILDINGS)
    others = ([say(lang, "img-scoring-this-round"), say(lang, "img-total"),
               _wall_label(_barrier(record, view), record, lang)]
              + [_term_name(t, lang) for t in record.extra])
    notes = [n for n in (_term_note(t, lang) for t in record.extra) if n]
    return [building_name(b, lang) for b in buildings], others, notes


def label_column(view: PublicView, round_number: int | None = None, lang: str = "en",
                 all_w: int = 0) -> int:
    """Width of the label column: the buildings' names (two lines where long) and the
    other rows' names, which are one line and may also use the "in all cities" column
    (``all_w`` wide), whose cells are empty in their rows."""
    buildings, others, notes = table_labels(view, round_number, lang)
    one_line = max([text_width(o, round(TEXT * 0.85)) for o in others]
                   + [text_width(n, round(TEXT * 0.75)) for n in notes])
    return max(_label_width(buildings + others), 12 + TEXT + 10 + round(one_line) + 12 - all_w)


def table_image(view: PublicView, *, round_number: int | None = None,
                lang: str = "en") -> Image.Image:
    """The scoring table of ``round_number`` (default: the latest), its words in ``lang``."""
    record = _record(view, round_number)
    columns = _columns(view, record, lang)
    seats = len(record.totals)
    buildings = tile_rows(record) or tuple(view.buildings) or tuple(BUILDINGS)
    barrier = _barrier(record, view)
    extras = list(record.extra)
    rules = _rules_lines(record, view, lang)
    show_all = bool(record.visible) and "granada_simplified" not in view.modules
    all_w = round(TEXT * 2.8) if show_all else 0
    label = label_column(view, round_number, lang, all_w)
    final = any(place is not None for _, _, place in columns)
    column = (WIDTH - 2 * MARGIN - label - all_w - 12) // len(columns)
    width = WIDTH
    small = round(TEXT * 0.85)
    x0 = MARGIN + label + all_w
    heads = plan_names([name for _, name, _ in columns], x0=x0, column=column,
                       right=WIDTH - MARGIN - 8, size=small, floor=NAME_FLOOR)
    head = round(TEXT * (2.9 if final else 1.9)) + heads.extra
    rule_line = round(TEXT * 1.25)
    sub = len(rules) * rule_line + (round(TEXT * 0.3) if rules else 0)
    rows = len(buildings) + 3 + len(extras)
    modules = added_modules(record)
    brow = STACKED_ROW if modules else ROW
    legend = ROW if modules else 0
    height = TITLE + sub + head + rows * ROW + (brow - ROW) * len(buildings) + legend \
        + 2 * MARGIN
    im = Image.new("RGB", (width, height), PAGE)
    d = ImageDraw.Draw(im)
    d.text((MARGIN, MARGIN + TITLE / 2 - 6), _title(record, view, lang),
           font=font(round(TEXT * 1.2)), fill=PAGE_TEXT, anchor="lm")
    d.text((width - MARGIN, MARGIN + TITLE / 2 - 6), say(lang, "img-scoring-points-tiles"),
           font=font(small), fill=PAGE_MUTED, anchor="rm")
    for i, line in enumerate(rules):  # the payout (digits: full size), then the tie-break
        size = fit_size(line, TEXT if i == 0 else small, width - 2 * MARGIN,
                        RULE_DIGITS if i == 0 else None)
        d.text((MARGIN, MARGIN + TITLE + i * rule_line + rule_line / 2 - 4),
               fit(line, size, width - 2 * MARGIN), font=font(size),
               fill=PAGE_TEXT if i == 0 else PAGE_MUTED, anchor="lm")
    top = MARGIN + TITLE + sub
    d.rounded_rectangle([MARGIN, top, width - MARGIN - 1, height - MARGIN - 1], radius=14,
                        fill=PANEL, outline=PANEL_EDGE, width=2)
    if show_all:
        ax = MARGIN + label + all_w / 2
        words = all_cities_words(lang)
        size = fit_size(max(words, key=lambda w: text_width(w, round(TEXT * 0.78))),
                        round(TEXT * 0.78), all_w - 4)
        d.text((ax, top + head - TEXT * 1.55), words[0], font=font(size), fill=MUTED,
               anchor="mm")
        d.text((ax, top + head - TEXT * 0.8), words[1], font=font(size), fill=MUTED,
               anchor="mm")
    for i, (_, _, place) in enumerate(columns):
        if place is not None:
            _place_pill(d, (x0 + i * column + column / 2, top + TEXT * 0.95), place, small,
                        lang)
    draw_names(d, heads, top + head - TEXT * 0.85, colour=INK, leader=PANEL_EDGE,
               leader_to=top + head - 2, x0=x0, column=column)
    y = top + head
    for b, building in enumerate(buildings):
        points = record.points.get(building, (0,) * len(columns))
        counts = record.counts.get(building, (0,) * len(columns))
        band = shade(PANEL, 0.96) if b % 2 == 0 else PANEL
        if b % 2 == 0:
            d.rectangle([MARGIN + 2, y, width - MARGIN - 3, y + brow - 1], fill=band)
        chip = TEXT
        im.paste(chip_image(building, chip, band), (MARGIN + 12, y + (brow - chip) // 2))
        _label(d, (MARGIN + 12 + chip + 10, y + brow / 2), building_name(building, lang), small)
        if show_all and building in record.visible:  # the combination: Granada's only
            seen = record.visible[building]
            d.text((MARGIN + label + all_w / 2, y + brow / 2), str(seen), font=font(TEXT),
                   fill=INK if seen else MUTED, anchor="mm")
        if b and _combined(record) and building in record.visible and \
                buildings[b - 1] not in record.visible:  # Granada's buildings begin
            d.line([MARGIN + 10, y, width - MARGIN - 10, y], fill=PANEL_EDGE, width=2)
        best = max(points, default=0)
        for i, (index, _, _) in enumerate(columns):
            p, c = points[index], counts[index]
            cx = x0 + i * column + column / 2
            if best and p == best:
                d.rounded_rectangle([cx - column / 2 + 5, y + 5, cx + column / 2 - 5,
                                     y + brow - 6], radius=10, fill=BEST)
            if modules:
                added = [(m, record.added[m].get(building, ())[index]
                          if index < len(record.added[m].get(building, ())) else 0)
                         for m in modules]
                _stacked_cell(d, (cx, y, brow, column), p, c, added)
            else:
                _cell(d, (cx, y + ROW / 2), p, c, _half(record, building, index))
        y += brow
    _wall_row(d, (y, x0, column), record.walls, columns, barrier,
              _wall_label(barrier, record, lang))
    y += ROW
    for term in extras:
        if term in TERM_NAMES:  # the combination's moat and wall beside moat
            sample = "moat" if term == "moat" else ("wall", "moat")
            _wall_row(d, (y, x0, column), record.extra[term], columns, sample,
                      _term_name(term, lang), _term_note(term, lang))
            y += ROW
            continue
        icon = (term_icon(term, TEXT, PANEL) or invaders_icon(term, TEXT, PANEL)
                or chest_icon(term, TEXT, PANEL) or culture_icon(term, TEXT, PANEL)
                or medina_icon(term, TEXT, PANEL) or falcon_icon(term, TEXT, PANEL)
                or portal_icon(term, TEXT, PANEL))
        if icon is not None:  # expansions 2 and 3: a mark, and the best value marked
            _term_row(im, d, (y, x0, column), icon, _term_name(term, lang), record.extra[term],
                      columns)
            y += ROW
            continue
        values = [str(record.extra[term][index]) if index < seats else "–"
                  for index, _, _ in columns]
        _plain_row(d, (y, x0, column), _term_name(term, lang), values, size=TEXT)
        y += ROW
    d.line([MARGIN + 10, y, width - MARGIN - 10, y], fill=PANEL_EDGE, width=2)
    sums = [
        sum(record.points.get(b, (0,) * len(columns))[index] for b in buildings)
        + (record.walls[index] if index < seats else 0)
        + sum(record.extra[t][index] for t in extras if index < seats)
        for index, _, _ in columns
    ]
    _plain_row(d, (y, x0, column), say(lang, "img-scoring-this-round"), [f"{s:+d}" for s in sums],
               size=TEXT)
    y += ROW
    totals = [str(record.totals[index]) if index < seats else "–" for index, _, _ in columns]
    _plain_row(d, (y, x0, column), say(lang, "img-total"), totals, size=round(TEXT * 1.15))
    if modules:
        y += ROW
        d.line([MARGIN + 10, y, width - MARGIN - 10, y], fill=PANEL_EDGE, width=2)
        _added_legend(d, (MARGIN + 12, y + ROW / 2), modules, width - 2 * MARGIN - 24, lang)
    return im


def _half(record: ScoringRecord, building: str, index: int) -> bool:
    """Whether a module (the characters' Hakim Wahid) made ``index``'s count of
    ``building`` half a building more at this scoring."""
    return any(index < len(marks) and marks[index]
               for by_building in record.halves.values()
               for marks in [by_building.get(building, ())])


def added_modules(record: ScoringRecord) -> list[str]:
    """The modules that added to some count of ``record`` (building yards, bonus cards)."""
    return [m for m, by_building in record.added.items()
            if any(n for values in by_building.values() for n in values)]


def added_words(module: str, lang: str = "en") -> str:
    """What a module's addition is, in the legend ("from building yards")."""
    message = f"img-added-{module}"
    return say(lang, message) if has_text("en", message) else module.replace("_", " ")


def _added_mark(d: ImageDraw.ImageDraw, module: str, box: tuple[float, float, float]) -> None:
    """A module's mark beside what it added: a hut (building yards), a star (others)."""
    colour = ADDED_STYLE.get(module, MUTED)
    x, y, size = box
    if module == "building_yards":
        draw_hut(d, box, colour, PANEL)
        return
    draw_star(d, (x + size / 2, y + size / 2), size / 2, colour)


def _stacked_cell(d: ImageDraw.ImageDraw, where, points: int, count: int,
                  added: list[tuple[str, int]]) -> None:
    """Points over the tiles of a building and what modules added: "4 +2" and the mark of
    each module that added (a hut, a star); the tiles are ``count`` less the additions."""
    cx, top, height, column = where
    extra = sum(n for _, n in added)
    if not count and not points:
        d.text((cx, top + height / 2), "–", font=font(TEXT), fill=MUTED, anchor="mm")
        return
    d.text((cx, top + height * 0.34), str(points), font=font(TEXT),
           fill=INK if points else MUTED, anchor="mm")
    tiles = str(count - extra)
    marks = [m for m, n in added if n]
    plus = f"+{extra}"
    colour = ADDED_STYLE.get(marks[0], MUTED) if len(marks) == 1 else INK

    def widths(size: int) -> tuple[float, float, float]:
        mark = round(size * 0.8)
        gap = size * 0.22
        used = text_width(tiles, size)
        if marks:
            used += gap + text_width(plus, size) + len(marks) * (mark + 2)
        return used, mark, gap

    size = ADDED_TEXT
    while size > round(TEXT * 0.8) and widths(size)[0] > column - 12:
        size -= 1
    used, mark, gap = widths(size)
    x = cx - used / 2
    mid = top + height * 0.74
    d.text((x, mid), tiles, font=font(size), fill=MUTED, anchor="lm")
    if not marks:
        return
    x += text_width(tiles, size) + gap
    d.text((x, mid), plus, font=font(size), fill=colour, anchor="lm")
    x += text_width(plus, size) + 2
    for module in marks:
        _added_mark(d, module, (x, mid - mark / 2, mark))
        x += mark + 2


def _added_legend(d: ImageDraw.ImageDraw, left_mid: tuple[float, float], modules: list[str],
                  width: int, lang: str = "en") -> None:
    """The marks of what modules added, each with its words ("from building yards")."""
    x, mid = left_mid
    size = round(TEXT * 0.85)
    mark = round(TEXT * 0.8)
    items = [("+", added_words(m, lang), m) for m in modules]
    need = sum(mark + text_width(p + " " + w, size) + TEXT * 1.2 for p, w, _ in items)
    size = fit_size(" ".join(w for _, w, _ in items), size,
                    round(width - len(items) * (mark + TEXT * 1.6)), None) \
        if need > width else size
    for plus, words, module in items:
        colour = ADDED_STYLE.get(module, MUTED)
        d.text((x, mid), plus, font=font(size), fill=colour, anchor="lm")
        x += text_width(plus, size) + 2
        _added_mark(d, module, (x, mid - mark / 2, mark))
        x += mark + size * 0.35
        d.text((x, mid), words, font=font(size), fill=INK, anchor="lm")
        x += text_width(words, size) + TEXT * 1.2


def _label(d: ImageDraw.ImageDraw, left_mid: tuple[float, float], label: str,
           size: int) -> None:
    """A row's name, on two lines where it is long."""
    x, mid = left_mid
    lines = _label_lines(label, size)
    if len(lines) == 1:
        d.text((x, mid), label, font=font(size), fill=INK, anchor="lm")
        return
    step = round(size * 1.02)
    for i, line in enumerate(lines):
        d.text((x, mid + (i - 0.5) * step), line, font=font(size), fill=INK, anchor="lm")


def all_cities_words(lang: str = "en") -> tuple[str, str]:
    """Granada's column header ("in all" / "cities"), its two lines."""
    return say(lang, "img-scoring-all-cities-1"), say(lang, "img-scoring-all-cities-2")


def _place_pill(d: ImageDraw.ImageDraw, centre: tuple[float, float], place: int,
                size: int, lang: str = "en") -> None:
    """The place ("1st") on a medal-coloured pill (grey below 3rd)."""
    cx, cy = centre
    label = ordinal(place, lang)
    w = font(size).getlength(label) + size * 0.8
    colour = PLACE_COLOURS.get(place, (200, 196, 188))
    d.rounded_rectangle([cx - w / 2, cy - size * 0.72, cx + w / 2, cy + size * 0.72],
                        radius=size * 0.6, fill=colour, outline=shade(colour, 0.6), width=2)
    d.text((cx, cy), label, font=font(size), fill=INK, anchor="mm")


def _cell(d: ImageDraw.ImageDraw, centre: tuple[float, float], points: int, count: int,
          half: bool = False) -> None:
    """Points and tiles: "12 (3)"; with Hakim Wahid's half building "12 (3½)"."""
    cx, cy = centre
    if not count and not points:
        d.text((cx, cy), "–", font=font(TEXT), fill=MUTED, anchor="mm")
        return
    main = str(points)
    small = f"({count}{'½' if half else ''})"
    big, little = TEXT, round(TEXT * 0.8)
    w_main = font(big).getlength(main)
    w_small = font(little).getlength(small)
    left = cx - (w_main + 4 + w_small) / 2
    d.text((left, cy), main, font=font(big), fill=INK if points else MUTED, anchor="lm")
    d.text((left + w_main + 4, cy + 2), small, font=font(little), fill=MUTED, anchor="lm")


def _wall_row(d: ImageDraw.ImageDraw, where, values, columns, barrier="wall",
              label: str | None = None, note: str | None = None) -> None:
    """A barrier's row: the longest outer wall (Granada: moat) of each seat; in the
    combination also the longest moat and the wall beside moat (``barrier`` a pair: both
    samples, one above the other). The best value is marked."""
    y, x0, column = where
    mid = y + ROW / 2
    x = MARGIN + 12
    pair = (barrier,) if isinstance(barrier, str) else tuple(barrier)
    half = 14 / len(pair)
    for i, one in enumerate(pair):
        band = barrier_style(one)[0]
        top = mid - 7 + i * half
        d.rectangle([x, top, x + TEXT, top + half], fill=band)
    if len(pair) == 1:
        d.rectangle([x, mid - 2, x + TEXT, mid + 2], fill=LONGEST)
    word = label or barrier_style(pair[0])[3].capitalize()  # a label is always given
    size = round(TEXT * 0.85)
    if note:  # the rule it pays by, small, under the name
        d.text((x + TEXT + 10, mid - size * 0.45), word, font=font(size), fill=INK,
               anchor="lm")
        d.text((x + TEXT + 10, mid + size * 0.6), note, font=font(round(TEXT * 0.75)),
               fill=MUTED, anchor="lm")
    else:
        d.text((x + TEXT + 10, mid), word, font=font(size), fill=INK, anchor="lm")
    _value_cells(d, where, values, columns)


def _value_cells(d: ImageDraw.ImageDraw, where, values, columns) -> None:
    """Each seat's value of a row, the best marked; "–" for a column without one (Dirk).
    A row of losses (expansion 4's invaders) marks none: the smallest loss is no
    majority."""
    y, x0, column = where
    mid = y + ROW / 2
    best = max(values, default=0)
    for i, (index, _, _) in enumerate(columns):
        cx = x0 + i * column + column / 2
        if index >= len(values):
            d.text((cx, mid), "–", font=font(TEXT), fill=MUTED, anchor="mm")
            continue
        value = values[index]
        if best > 0 and value == best:
            d.rounded_rectangle([cx - column / 2 + 5, y + 5, cx + column / 2 - 5,
                                 y + ROW - 6], radius=10, fill=BEST)
        d.text((cx, mid), str(value), font=font(TEXT), fill=INK if value else MUTED,
               anchor="mm")


def _term_row(im: Image.Image, d: ImageDraw.ImageDraw, where, icon: Image.Image, label: str,
              values, columns) -> None:
    """An extra term of expansions 2 and 3 (camps, street trader, characters): its mark and
    name, each seat's points, the best marked (Dirk scores none: "–")."""
    y, x0, column = where
    mid = y + ROW / 2
    im.paste(icon, (MARGIN + 12, round(mid - icon.height / 2)))
    d.text((MARGIN + 12 + TEXT + 10, mid), label, font=font(round(TEXT * 0.85)), fill=INK,
           anchor="lm")
    _value_cells(d, where, values, columns)


def _plain_row(d: ImageDraw.ImageDraw, where, label: str, values: list[str], *,
               size: int) -> None:
    y, x0, column = where
    mid = y + ROW / 2
    d.text((MARGIN + 12, mid), label, font=font(round(TEXT * 0.85)), fill=INK, anchor="lm")
    for i, value in enumerate(values):
        d.text((x0 + i * column + column / 2, mid), value, font=font(size), fill=INK,
               anchor="mm")


# --- the chart -----------------------------------------------------------------------------
def chart_order(view: PublicView) -> list[tuple[int, int]]:
    """(place, seat) from first to last place by the latest totals; equal totals share a
    place (in seat order)."""
    if not view.scorings:
        raise ValueError("no scoring round has happened yet")
    totals = view.scorings[-1].totals
    places = places_of(totals)
    return sorted(((places[s], s) for s in range(len(totals))), key=lambda ps: ps)


def _chart_rows() -> tuple[int, int, int]:
    """Height of a name line, of a whole row, and the top of the first row."""
    name_line = round(TEXT * 1.35)
    return name_line, name_line + BAR + round(TEXT * 0.6), MARGIN + TITLE + round(TEXT * 1.5)


def chart_bar_middle(index: int) -> float:
    """Pixel y of the middle of the ``index``-th bar (0 = first place) of the chart."""
    name_line, row, top = _chart_rows()
    return top + index * row + name_line + BAR / 2


def _net_gains(parts: list[int]) -> list[int]:
    """The rounds' gains as bar segments: a round that lost points (the invaders) takes
    them from the rounds before it, latest first, so that the bar is as long as the total
    (never below 0: IN2)."""
    shown = list(parts)
    for r, gain in enumerate(parts):
        owed = -gain if gain < 0 else 0
        if owed:
            shown[r] = 0
        for earlier in range(r - 1, -1, -1):
            if not owed:
                break
            taken = min(owed, shown[earlier])
            shown[earlier] -= taken
            owed -= taken
    return shown


def chart_image(view: PublicView, *, lang: str = "en") -> Image.Image:
    """Each seat's score as a bar stacked from its gains in rounds 1, 2 and 3, ranked by
    place."""
    order = chart_order(view)
    gains = {}
    for _, seat in order:
        before = 0
        parts = []
        for record in view.scorings:
            parts.append(record.totals[seat] - before)
            before = record.totals[seat]
        gains[seat] = _net_gains(parts)
    best = max(max(sum(g) for g in gains.values()), 1)
    name_line, row, first = _chart_rows()
    legend = first - MARGIN - TITLE
    height = first + len(order) * row + MARGIN
    im = Image.new("RGB", (WIDTH, height), PAGE)
    d = ImageDraw.Draw(im)
    small = round(TEXT * 0.85)
    final = view.is_over
    title = say(lang, "img-chart-final" if final else "img-chart-rounds")
    d.text((MARGIN, MARGIN + TITLE / 2 - 6), title, font=font(round(TEXT * 1.2)),
           fill=PAGE_TEXT, anchor="lm")
    y = MARGIN + TITLE
    x = MARGIN
    swatch = round(TEXT * 0.8)
    for r, _ in enumerate(view.scorings):
        d.rectangle([x, y + (legend - swatch) / 2, x + swatch, y + (legend + swatch) / 2],
                    fill=ROUND_SHADES[r % 3], outline=PAGE_TEXT)
        label = say(lang, "img-chart-round", round=r + 1)
        d.text((x + swatch + 8, y + legend / 2), label, font=font(small), fill=PAGE_MUTED,
               anchor="lm")
        x += swatch + 8 + font(small).getlength(label) + 24
    y += legend
    bar_room = WIDTH - 2 * MARGIN - round(TEXT * 2.6)
    winners = set(view.winners)
    for place, seat in order:
        parts = gains[seat]
        name = player_name(view.players[seat].name, seat, lang)
        mid = y + name_line / 2
        pill = text_width(ordinal(10, lang).replace("1", "0"), small) + small * 0.8
        _place_pill(d, (MARGIN + pill / 2, mid), place, small, lang)
        nx = MARGIN + pill + TEXT * 0.35
        note = "  " + say(lang, "img-chart-winner") if seat in winners else ""
        room = round(WIDTH - MARGIN - nx - font(small).getlength(note))
        shown = fit(name, TEXT, room)
        d.text((nx, mid), shown, font=font(TEXT), fill=PAGE_TEXT, anchor="lm")
        if note:
            d.text((nx + font(TEXT).getlength(shown), mid), note, font=font(small),
                   fill=LONGEST, anchor="lm")
        top = y + name_line
        x = MARGIN
        for r, gain in enumerate(parts):
            w = round(bar_room * gain / best)
            if w <= 0:
                continue
            colour = ROUND_SHADES[r % 3]
            d.rectangle([x, top, x + w - 1, top + BAR - 1], fill=colour)
            text = f"+{gain}"
            if font(small).getlength(text) + 8 <= w:
                ink = INK if r == 0 else (255, 255, 255)
                d.text((x + w / 2, top + BAR / 2), text, font=font(small), fill=ink,
                       anchor="mm")
            x += w
        d.text((x + 10, top + BAR / 2), str(sum(parts)), font=font(round(TEXT * 1.1)),
               fill=PAGE_TEXT, anchor="lm")
        y += row
    return im


def render_scoring_table(
    view: PublicView, *, round_number: int | None = None, chart: bool = False,
    lang: str = "en",
) -> bytes:
    """PNG of a scoring round's table (default: the latest); ``chart`` adds the score chart
    below it (handy at the end of the game); ``lang``: the language of its words ("en",
    "de", "hu")."""
    table = table_image(view, round_number=round_number, lang=lang)
    table = with_invasion(table, view, _record(view, round_number).round, lang)
    if not chart:
        return to_png(table)
    graph = chart_image(view, lang=lang)
    im = Image.new("RGB", (max(table.width, graph.width), table.height + graph.height), PAGE)
    im.paste(table, (0, 0))
    im.paste(graph, (0, table.height))
    return to_png(im)


def render_score_chart(view: PublicView, *, lang: str = "en") -> bytes:
    """PNG of the bar chart of every seat's score over the scoring rounds so far, ranked by
    place (1st first), its words in ``lang``."""
    return to_png(chart_image(view, lang=lang))
