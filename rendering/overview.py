"""The picture posted in the thread after every turn: market and every Alhambra in one.

Made to be read on a phone, where Discord shows it about 400 pixels wide: every price,
count and score is at least :data:`rendering.theme.MIN_DIGIT` pixels tall there (see
:func:`OverviewLayout.smallest_price_digit`). From the top: whose turn it is, the market,
a strip naming who leads each building (most tiles, as the scoring counts them, Dirk
included; it doubles as the legend of the building colours), then the players' panels
(name, score, building counts, wall length, cards in hand, Alhambra, tiles to place,
reserve) and Dirk's tiles in a two-player game.

Each Alhambra is cropped to its built cells. All boards share one cell size, the largest
that keeps the picture about :data:`MAX_ASPECT` times as tall as it is wide but never
below the size at which prices stay readable: two panels share a row when both boards
fit half the width at that size; a panel alone in a row puts its title and counts beside
its board. Only a freak Alhambra (a long line of tiles) shrinks its own cells further.
Tiles built or changed during the last turn (``recent``) get a bright frame.

Expansion 1 (:mod:`rendering.expansion1`, :mod:`rendering.modules.vizier`): each panel's title
shows the seat's vizier token and its bonus strip the revealed bonus cards and a back per hidden
one (the public counts only); the market shows exchange offices in the display and the building
yards' stacks; a line under the status names who may still use their vizier; a legend under the
leaders strip explains the marks.

Expansions 2 and 3 (:mod:`rendering.expansions_2_3`): wooden walls, gates, camps, residents and
each street trader on the boards; gate cards and thieves held and characters owned in the
panels; the market's row of wall cards, the gate card, the residents' supply, the change
bag and a character's auction; the legend explains their marks too.

It takes a :class:`PublicView` only: a :class:`SeatView` (which holds a hand) is refused, so
a private hand can never reach a public picture.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Collection
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine.alhambra.components import BUILDINGS, TILES
from engine.alhambra.scoring import building_counts
from engine.alhambra.view import PublicView, SeatView

from .board import BoardLayout, board_cells, board_size
from .expansion1 import added_counts, played
from .expansions_2_3 import legend_items as expansions_2_3_legend
from .market import (
    draw_market,
    draw_window_line,
    market_height,
    market_tile_size,
    status_line,
    window_height,
)
from .modules.bazaars.pictures import legend_items as bazaar_legend
from .modules.bonus_cards import bonus_back_image
from .modules.building_sites import legend_items as site_legend
from .modules.building_sites import sites_of
from .modules.building_yards import yard_stacks
from .modules.granada import ties_by_price
from .modules.treasure_chamber import legend_items as chest_legend
from .modules.vizier import vizier_token
from .panel import (
    PanelStyle,
    Stats,
    counts_height,
    counts_row,
    draw_panel,
    extras_of,
    panel_height,
    side_column,
    stats_of,
)
from .png import to_png
from .theme import (
    INK,
    MIN_DIGIT,
    MUTED,
    PAGE,
    PAGE_MUTED,
    PAGE_TEXT,
    PANEL,
    PANEL_EDGE,
    at_phone,
    building_name,
    fit,
    fit_size,
    font,
    player_name,
    say,
    text_width,
)
from .tiles import chip_image, price_digit_height, tile_image

WIDTH = 960
MARGIN = 10
GAP = 10
#: The largest board cell (pixels): small Alhambras early in the game.
MAX_CELL = 96
MIN_CELL = 8
#: Aim: no taller than this many times the width (a phone screen and a bit).
MAX_ASPECT = 2.4
#: Never taller than this (pixels), even if the prices must shrink (freak Alhambras).
MAX_HEIGHT = 3000
#: One board is never taller than this (pixels).
MAX_BOARD_HEIGHT = 900

Recent = Collection[tuple[int, int, int]]


def shown_public(view: PublicView) -> PublicView:
    if isinstance(view, SeatView) or not isinstance(view, PublicView):
        raise TypeError("the overview is public: pass view(state, None), not a seat's view")
    return view


# --- who leads each building -----------------------------------------------------------
def _buildings(view: PublicView) -> tuple[str, ...]:
    """The buildings that score, in the order of the scoring table."""
    return tuple(view.buildings) or tuple(BUILDINGS)


def leaders(view: PublicView, lang: str = "en") -> dict[str, tuple[int, tuple[str, ...]]]:
    """For each building: the most tiles anybody has built and who has that many.

    Counted as the scoring counts (engine/alhambra/scoring.py): tiles in the Alhambra (not
    the reserve), what building yards and revealed bonus cards add, and Dirk's tiles in a
    two-player game. Nobody leads with none. Granada
    breaks equal counts by the highest-priced tile of the building: one leader.
    """
    unfinished = sites_of(view)  # expansion 6: a site counts only with its walls (BS3)
    participants = [(player_name(p.name, p.seat, lang),
                     [TILES[t] for _, _, t in p.alhambra if t not in unfinished],
                     added_counts(tuple(b for b in p.alhambra if b[2] not in unfinished),
                                  extras_of(view, p.seat).revealed))
                    for p in view.players]
    if view.dirk is not None:
        participants.append(("Dirk", [TILES[t] for t in view.dirk], {}))
    counted = [(name, _plus(building_counts(dict(enumerate(tiles))), added), tiles)
               for name, tiles, added in participants]
    result = {}
    for building in _buildings(view):
        best = max((c.get(building, 0) for _, c, _ in counted), default=0)
        tied = [(n, tiles) for n, c, tiles in counted if best and c.get(building, 0) == best]
        if len(tied) > 1 and ties_by_price(building):
            top = max(tied, key=lambda nt: max(t.price for t in nt[1] if t.building == building))
            tied = [top]
        result[building] = (best, tuple(n for n, _ in tied))
    return result


def _plus(counts: dict[str, int], added: dict[str, int]) -> dict[str, int]:
    return {b: counts.get(b, 0) + added.get(b, 0) for b in {*counts, *added}}


#: A leader's name in the strip is at most this many text sizes wide (a longer one is
#: shortened): room for every computer's whole name (bot.tables.seats CN1, "⚙ Közepes 5").
NAME_ROOM = 7.3


def _names_in(names: tuple[str, ...], size: int, room: int) -> str:
    """As many of ``names`` as fit in ``room`` pixels, then "+n" for the rest (a very long
    name is shortened first)."""
    names = tuple(fit(n, size, round(size * NAME_ROOM)) for n in names)
    for shown in range(len(names), 0, -1):
        rest = len(names) - shown
        value = ", ".join(names[:shown]) + (f" +{rest}" if rest else "")
        if text_width(value, size) <= room:
            return value
    more = f" +{len(names) - 1}" if len(names) > 1 else ""
    return fit(names[0], size, round(room - text_width(more, size))) + more


def _label(building: str, lang: str = "en") -> str:
    """The name written beside a building's chip: none for the base game's six (their
    colours and icons are known), the name for others (Granada's nine)."""
    return "" if building in BUILDINGS else building_name(building, lang)


def _label_room(view: PublicView, text: int, lang: str = "en") -> float:
    """Room for the written building names, so that the counts line up: the widest name
    of up to six characters' width (a longer one takes its own)."""
    size = round(text * 0.85)
    widths = [text_width(_label(b, lang), size) for b in _buildings(view)]
    return max((w for w in widths if w <= text * 6), default=0)


def _leader_places(view: PublicView, width: int, text: int,
                   lang: str = "en") -> list[tuple[str, int, int]]:
    """(building, row, column 0/1, or -1 for a whole row) of each leaders item: two to a
    row, a whole row for an item whose names need more than half the width."""
    lead = leaders(view, lang)
    room = _label_room(view, text, lang)
    places: list[tuple[str, int, int]] = []
    row, col = -1, 1
    for building in _buildings(view):
        _, names = lead[building]
        half = width / 2 - _names_left(text, _label(building, lang), room) - text * 0.4
        wide = text_width(", ".join(fit(n, text, round(text * NAME_ROOM)) for n in names),
                          text) > half
        if wide:
            row, col = row + 1, 1
            places.append((building, row, -1))
            continue
        if col == 1:
            row, col = row + 1, 0
        else:
            col = 1
        places.append((building, row, col))
    return places


def _names_left(text: int, label: str = "", room: float = 0) -> float:
    """Where the names start, from an item's left edge (after the chip, the building's
    name if written, in at least ``room`` pixels, and the count)."""
    named = max(text_width(label, round(text * 0.85)), room) + text * 0.35 if label else 0
    return text + text * 0.3 + named + text_width("00", text) + text * 0.35


def _leaders_height(view: PublicView, width: int, text: int, lang: str = "en") -> int:
    rows = max(row for _, row, _ in _leader_places(view, width, text, lang)) + 1
    return round(text * 1.1) + rows * round(text * 1.35)


def leaders_title(view: PublicView, lang: str = "en") -> str:
    """The leaders strip's heading (Granada's also says how ties break)."""
    if any(ties_by_price(b) for b in _buildings(view)):
        return say(lang, "img-leaders-price")
    return say(lang, "img-leaders")


def _draw_leaders(im, d, xy, view: PublicView, *, width: int, text: int,
                  lang: str = "en") -> None:
    """Per building (its chip): the most tiles anybody has and who has that many."""
    x, y = xy
    label = round(text * 0.85)
    title = leaders_title(view, lang)
    size = fit_size(title, label, width)
    d.text((x, y + text * 0.5), fit(title, size, width), font=font(size),
           fill=PAGE_MUTED, anchor="lm")
    y += round(text * 1.1)
    lead = leaders(view, lang)
    count_w = text_width("00", text)
    room = _label_room(view, text, lang)
    for building, row, col in _leader_places(view, width, text, lang):
        cx = round(x + max(col, 0) * width / 2)
        right = x + width if col != 0 else x + width / 2
        mid = y + row * round(text * 1.35) + text * 0.6
        im.paste(chip_image(building, text, PAGE), (cx, round(mid - text / 2)))
        vx = cx + text + text * 0.3
        name = _label(building, lang)
        if name:
            d.text((vx, mid), name, font=font(label), fill=PAGE_TEXT, anchor="lm")
            vx += max(text_width(name, label), room) + text * 0.35
        best, names = lead[building]
        if not names:
            d.text((vx + count_w, mid), "–", font=font(text), fill=PAGE_MUTED, anchor="rm")
            continue
        d.text((vx + count_w, mid), str(best), font=font(text), fill=PAGE_MUTED, anchor="rm")
        wx = cx + _names_left(text, name, room)
        names_room = round(right - wx - text * 0.4)
        d.text((wx, mid), _names_in(names, text, names_room), font=font(text),
               fill=PAGE_TEXT, anchor="lm")


# --- the legend of expansion 1's marks ----------------------------------------------------
def _legend_items(view: PublicView, text: int, lang: str = "en") -> list[tuple[object, str]]:
    """(picture, words) of each mark expansion 1 adds to the overview: the vizier's two
    sides, a hidden bonus card, a building yard."""
    shown = played(view)
    size = round(text * 1.15)
    items: list[tuple[object, str]] = []
    if shown["vizier"]:
        items.append((vizier_token(size, True, PAGE), say(lang, "img-vizier-ready")))
        items.append((vizier_token(size, False, PAGE), say(lang, "img-vizier-used")))
    if shown["bonus_cards"]:
        back = bonus_back_image(round(size * 0.72), PAGE)
        items.append((back, say(lang, "img-legend-bonus-hidden")))
    stacks = yard_stacks(view) or []
    yard = next((top for _, top, _ in stacks if top is not None), None) or next(
        (t for p in view.players for t in [*(c for _, _, c in p.alhambra), *p.reserve]
         if TILES[t].counts_as is not None), None)
    if yard is not None:
        items.append((tile_image(yard, size, PAGE), say(lang, "img-legend-yard")))
    items.extend(expansions_2_3_legend(view, size, lang))
    items.extend(chest_legend(view, size, lang))
    items.extend(bazaar_legend(view, size, lang))
    items.extend(site_legend(view, size, lang))
    return items


def _legend_lines(view: PublicView, width: int, text: int,
                  lang: str = "en") -> list[list[tuple[object, str]]]:
    label = round(text * 0.85)
    lines: list[list[tuple[object, str]]] = []
    used = width + 1
    for picture, words in _legend_items(view, text, lang):
        need = picture.width + text * 0.3 + text_width(words, label) + text * 0.9
        if used + need > width:
            lines.append([])
            used = 0
        lines[-1].append((picture, words))
        used += need
    return lines


def legend_height(view: PublicView, width: int, text: int, lang: str = "en") -> int:
    """Height of the legend of expansion 1's marks (0: none of them is played)."""
    lines = _legend_lines(view, width, text, lang)
    return len(lines) * round(text * 1.5) + (round(text * 0.2) if lines else 0)


def _draw_legend(im, d, xy, view: PublicView, *, width: int, text: int,
                 lang: str = "en") -> None:
    x0, y = xy
    y += round(text * 0.2)
    label = round(text * 0.85)
    for line in _legend_lines(view, width, text, lang):
        x = x0
        mid = y + round(text * 1.5) / 2
        for picture, words in line:
            im.paste(picture, (round(x), round(mid - picture.height / 2)))
            x += picture.width + text * 0.3
            d.text((x, mid), words, font=font(label), fill=PAGE_TEXT, anchor="lm")
            x += text_width(words, label) + text * 0.9
        y += round(text * 1.5)


# --- the layout --------------------------------------------------------------------------
@dataclass(frozen=True)
class PanelPlace:
    """Where one seat's panel sits and how its board is drawn."""

    seat: int
    x: int
    y: int
    width: int
    height: int
    cell: int
    side: bool
    #: Filled once drawn: the board's layout and its top left corner in the picture.
    board: BoardLayout | None = None
    board_at: tuple[int, int] = (0, 0)


@dataclass(frozen=True)
class OverviewLayout:
    """Sizes and places of everything in the overview (the picture is drawn from it)."""

    width: int
    height: int
    #: The smallest readable text size; every count and score is at least this.
    text: int
    #: The cell size the boards aim for (a freak board may use less).
    cell: int
    panels: tuple[PanelPlace, ...]
    market_tile: int
    strip_tile: int
    market_y: int
    leaders_y: int
    dirk_y: int | None

    @property
    def tile_sizes(self) -> tuple[int, ...]:
        """Every size (pixels) at which a tile with its price is drawn."""
        return tuple(sorted({p.cell for p in self.panels} | {self.market_tile,
                                                            self.strip_tile}))

    def smallest_price_digit(self) -> int:
        """Pixel height of the smallest price digit anywhere in the picture."""
        return min(price_digit_height(size) for size in self.tile_sizes)

    def smallest_price_digit_at_phone(self) -> float:
        """The same, as seen when the picture is shown 400 pixels wide."""
        return at_phone(self.smallest_price_digit(), self.width)


def _header_height(text: int) -> int:
    return round(text * 1.7)


def _dirk_height(text: int, width: int, counts: dict[str, int],
                 buildings: tuple[str, ...] = tuple(BUILDINGS)) -> int:
    m = round(text * 0.3)
    return (2 * m + round(text * 1.2) + round(text * 0.25)
            + counts_height(counts, size=text, chip=text, width=width - 2 * m,
                            buildings=buildings))


def legible_cell(width: int) -> int:
    """The smallest cell whose price digits stay readable at phone width."""
    cell = 22
    while at_phone(price_digit_height(cell), width) < MIN_DIGIT:
        cell += 1
    return cell


@dataclass(frozen=True)
class _Board:
    seat: int
    cols: int
    rows: int
    stats: Stats


def _board_cell(board: _Board, width: int, cell: int) -> int:
    """The largest cell up to ``cell`` at which ``board`` fits ``width`` pixels."""
    cell = min(cell, int(width / (board.cols + 0.2)) + 1,
               int(MAX_BOARD_HEIGHT / (board.rows + 0.2)) + 1)
    while cell > MIN_CELL:
        w, h = board_size(board.cols, board.rows, cell)
        if w <= width and h <= MAX_BOARD_HEIGHT:
            return cell
        cell -= 1
    return MIN_CELL


def _arrange(view: PublicView, boards: list[_Board], style: PanelStyle, cell: int,
             strip: int, top: int, lang: str = "en") -> tuple[list[PanelPlace], int]:
    """Panels in rows (two to a row when both boards fit half the width at ``cell``);
    returns the places and the y below the last row."""
    content = WIDTH - 2 * MARGIN
    half = (content - GAP) // 2
    inner_half = half - 2 * style.margin
    places: list[PanelPlace] = []
    y = top
    i = 0
    while i < len(boards):
        pair = (i + 1 < len(boards)
                and all(_board_cell(b, inner_half, cell) == cell for b in boards[i:i + 2]))
        if pair:
            row = []
            for j, board in enumerate(boards[i:i + 2]):
                size = board_size(board.cols, board.rows, cell)
                h = panel_height(view.players[board.seat], width=half, style=style,
                                 board_size=size, strip_tile=strip, stats=board.stats,
                                 lang=lang, extras=extras_of(view, board.seat))
                row.append((board, j * (half + GAP), half, h, False))
            i += 2
        else:
            board = boards[i]
            inner = content - 2 * style.margin
            c = _board_cell(board, inner, cell)
            size = board_size(board.cols, board.rows, c)
            side = inner - size[0] - style.gap >= side_column(style)
            h = panel_height(view.players[board.seat], width=content, style=style,
                             board_size=size, strip_tile=strip, side=side, stats=board.stats,
                             lang=lang, extras=extras_of(view, board.seat))
            row = [(board, 0, content, h, side)]
            i += 1
        height = max(r[3] for r in row)
        for board, x, w, _, side in row:
            c = cell if len(row) == 2 else _board_cell(board, content - 2 * style.margin, cell)
            places.append(PanelPlace(seat=board.seat, x=MARGIN + x, y=y, width=w,
                                     height=height, cell=c, side=side))
        y += height + GAP
    return places, y


def _own(recent: Recent, seat: int) -> list[tuple[int, int]]:
    return [(x, y) for s, x, y in recent if s == seat]


def plan_overview(view: PublicView, *, recent: Recent = (), lang: str = "en") -> OverviewLayout:
    """Where everything of the overview goes (see the module docstring), for its words in
    ``lang``."""
    view = shown_public(view)
    recent = tuple(recent)
    style = PanelStyle.for_width(WIDTH)
    text = style.text
    content = WIDTH - 2 * MARGIN
    boards = []
    for p in view.players:
        extras = extras_of(view, p.seat)
        marks = extras.marks
        cols, rows = board_cells(p.alhambra, (), _own(recent, p.seat),
                                 marks.cells if marks else ())
        boards.append(_Board(p.seat, cols, rows, stats_of(
            p.alhambra, _buildings(view), revealed=extras.revealed,
            sticks=marks.sticks if marks else None)))
    market_y = MARGIN + _header_height(text) + window_height(view, text)
    leaders_y = market_y + market_height(content, text, view, lang) + GAP
    panels_y = (leaders_y + _leaders_height(view, content, text, lang)
                + legend_height(view, content, text, lang) + GAP)
    dirk_h = 0
    if view.dirk is not None:
        dirk_counts = dict(Counter(TILES[t].building for t in view.dirk))
        dirk_h = _dirk_height(text, content, dirk_counts, _buildings(view)) + GAP
    legible = legible_cell(WIDTH)
    strip = legible

    def total(cell: int) -> tuple[int, list[PanelPlace], int]:
        places, bottom = _arrange(view, boards, style, cell, strip, panels_y, lang)
        return bottom + dirk_h - GAP + MARGIN, places, bottom

    options = [(c, *total(c)) for c in range(max(MAX_CELL, legible), legible - 1, -1)]
    fitting = [o for o in options if o[1] <= MAX_ASPECT * WIDTH]
    if fitting:
        chosen = fitting[0]
    else:  # readable first: the shortest picture at a readable size, unless far too tall
        chosen = min(options, key=lambda o: (o[1], -o[0]))
        cell = legible - 1
        # shrink the boards only if that brings the picture under MAX_HEIGHT: when the
        # panels and the market alone are taller (many modules' rows), tiny boards would
        # save a few pixels and lose every price
        if chosen[1] > MAX_HEIGHT and total(MIN_CELL)[0] <= MAX_HEIGHT:
            while chosen[1] > MAX_HEIGHT and cell >= MIN_CELL:
                chosen = (cell, *total(cell))
                cell -= 1
    cell, height, places, bottom = chosen
    return OverviewLayout(width=WIDTH, height=height, text=text, cell=cell,
                          panels=tuple(places), market_tile=market_tile_size(content, text),
                          strip_tile=strip, market_y=market_y, leaders_y=leaders_y,
                          dirk_y=bottom if view.dirk is not None else None)


# --- drawing -----------------------------------------------------------------------------
def overview_picture(view: PublicView, *, recent: Recent = (),
                     lang: str = "en") -> tuple[Image.Image, OverviewLayout]:
    """The overview picture and its layout (with every board's place filled in)."""
    view = shown_public(view)
    recent = tuple(recent)
    layout = plan_overview(view, recent=recent, lang=lang)
    text = layout.text
    style = PanelStyle(text)
    content = WIDTH - 2 * MARGIN
    im = Image.new("RGB", (WIDTH, layout.height), PAGE)
    d = ImageDraw.Draw(im)
    size = round(text * 1.15)
    d.text((MARGIN, MARGIN + _header_height(text) / 2 - text * 0.1),
           fit(status_line(view, lang=lang), size, content), font=font(size), fill=PAGE_TEXT,
           anchor="lm")
    draw_window_line(d, (MARGIN, MARGIN + _header_height(text) - round(text * 0.2)), view,
                     width=content, text=text, lang=lang)
    im.paste(draw_market(view, width=content, text=text, lang=lang), (MARGIN, layout.market_y))
    _draw_leaders(im, d, (MARGIN, layout.leaders_y), view, width=content, text=text,
                  lang=lang)
    _draw_legend(im, d, (MARGIN, layout.leaders_y + _leaders_height(view, content, text, lang)),
                 view, width=content, text=text, lang=lang)
    winners = set(view.winners) if view.is_over else set()
    placed = []
    for place in layout.panels:
        player = view.players[place.seat]
        panel, board, board_at = draw_panel(
            player, width=place.width, style=style, cell=place.cell,
            strip_tile=layout.strip_tile, height=place.height, side=place.side,
            active=player.seat == view.active_seat and not view.is_over,
            winner=player.seat in winners, recent=_own(recent, player.seat), lang=lang,
            extras=extras_of(view, player.seat),
        )
        im.paste(panel, (place.x, place.y))
        placed.append(PanelPlace(**{**place.__dict__, "board": board,
                                    "board_at": (place.x + board_at[0],
                                                 place.y + board_at[1])}))
    if view.dirk is not None and layout.dirk_y is not None:
        _dirk(im, d, (MARGIN, layout.dirk_y), view.dirk, width=content, text=text,
              buildings=_buildings(view), lang=lang)
    return im, OverviewLayout(**{**layout.__dict__, "panels": tuple(placed)})


def overview_image(view: PublicView, *, recent: Recent = (), lang: str = "en") -> Image.Image:
    """The overview picture (see the module docstring)."""
    return overview_picture(view, recent=recent, lang=lang)[0]


def _dirk(im, d, xy, dirk: tuple[str, ...], *, width: int, text: int,
          buildings: tuple[str, ...] = tuple(BUILDINGS), lang: str = "en") -> None:
    """Dirk, the imaginary third player of a two-player game: his tiles by building."""
    x, y = xy
    counts = dict(Counter(TILES[t].building for t in dirk))
    h = _dirk_height(text, width, counts, buildings)
    m = round(text * 0.3)
    d.rounded_rectangle([x, y, x + width - 1, y + h - 1], radius=text * 0.5, fill=PANEL,
                        outline=PANEL_EDGE, width=2)
    title = round(text * 1.1)
    mid = y + m + round(text * 1.2) / 2
    d.text((x + m, mid), "Dirk", font=font(title), fill=INK, anchor="lm")
    tiles = say(lang, "img-dirk-tiles", count=len(dirk))
    d.text((x + width - m, mid), tiles, font=font(text), fill=INK, anchor="rm")
    note = say(lang, "img-dirk-note")
    left = x + m + text_width("Dirk", title) + text * 0.5
    room = round(x + width - m - text_width(tiles, text) - text * 0.5 - left)
    small = fit_size(note, round(text * 0.85), room)
    d.text((left, mid), fit(note, small, room), font=font(small), fill=MUTED, anchor="lm")
    counts_row(d, im, (x + m, y + m + round(text * 1.2) + round(text * 0.25)), counts,
               size=text, chip=text, background=PANEL, width=width - 2 * m,
               buildings=buildings)


def render_overview(view: PublicView, *, recent: Recent = (), lang: str = "en") -> bytes:
    """PNG of the market and every Alhambra, for the game's thread (public view only).

    ``recent``: (seat, x, y) of cells whose tile was built or changed during the last
    turn (engine coordinates: fountain at (0, 0), x east, y south); they get a bright
    frame so everyone sees what changed. ``lang``: the language of the picture's words
    ("en", "de", "hu").
    """
    return to_png(overview_image(view, recent=recent, lang=lang))
