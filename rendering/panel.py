"""A player's panel: name, score, building counts, wall length, board, bought and reserve.

In the Alhambra + Granada combination the facts line shows the Alhambra's longest wall and
Granada's longest moat, each measured in its own city
(:mod:`rendering.modules.alhambra_granada`); the cards in hand then go to a second line where
one line cannot hold them.

Expansion 1: the vizier's token beside the score (gold: face up; a grey ring: face down; a
bright ring: the seat may still use it now) and a "Bonus" strip of the player's revealed
bonus cards and the backs of the hidden ones (:mod:`rendering.modules.bonus_cards`).

Expansions 2 and 3: the board and the strips carry wooden walls, gates, residents and the
street trader (:mod:`rendering.marks`); a line under the facts counts the gate cards and
thieves the seat holds (never which thieves), and the characters it owns follow as small
cards (:mod:`rendering.modules.characters`). All from the public fields only.

The same panel serves the single-player picture (large) and the overview (two per row).
Its text sizes come from :class:`PanelStyle`, made for the picture's width so that the
score, the counts and the wall length stay readable when a phone shows the picture 400
pixels wide; tiles to place and the reserve are drawn as large as the board's tiles.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.components import BUILDINGS, TILES, Tile
from engine.alhambra.modules.camps import wall_plane
from engine.alhambra.modules.portals import portal_wall
from engine.alhambra.scoring import building_counts, longest_outer_wall
from engine.alhambra.state import grid_of
from engine.alhambra.view import PlayerView, PublicView

from .board import BoardLayout, draw_board
from .expansion1 import added_counts
from .marks import BoardMarks, marked_tile, marks_of
from .modules.alhambra_granada import barriers, is_combined
from .modules.art_of_the_moors import culture_of
from .modules.art_of_the_moors import draw_strip as draw_culture
from .modules.art_of_the_moors import strip_height as culture_height
from .modules.bonus_cards import bonus_back_image, bonus_card_image, bonus_card_size, public_bonus
from .modules.caravanserai import panel_tracks_image, seat_tracks
from .modules.characters import character_chip, chip_size, chip_width, owned
from .modules.city_gates import gate_cards_held, gate_icon
from .modules.exchange_certificate import panel_stones_image, seat_stones
from .modules.granada import GRANADA_BUILDINGS, buildings_of
from .modules.medina.pictures import draw_standing as draw_medina
from .modules.medina.pictures import standing_of
from .modules.portals.pictures import has_portals
from .modules.thieves import thief_icon, thieves_held
from .modules.vizier import vizier_of, vizier_token
from .theme import (
    ACTIVE_EDGE,
    BOARD,
    INK,
    LONGEST,
    MUTED,
    PANEL,
    PANEL_EDGE,
    RGB,
    SHRINK,
    WALL,
    barrier_style,
    fit,
    fit_size,
    font,
    legible_size,
    player_name,
    say,
    text_width,
)
from .tiles import chip_image, tile_image


@dataclass(frozen=True)
class PanelStyle:
    """Sizes (pixels) inside a panel, from the smallest readable text size ``text``."""

    text: int

    @classmethod
    def for_width(cls, width: int) -> PanelStyle:
        """The style of a picture ``width`` pixels wide (readable at phone width)."""
        return cls(legible_size(width))

    @property
    def digits(self) -> int:
        """The smallest size for a lone number (a seat number in its disc)."""
        return round(self.text * 0.97)

    @property
    def disc(self) -> int:
        return round(self.text * 1.3)

    @property
    def margin(self) -> int:
        return round(self.text * 0.3)

    @property
    def gap(self) -> int:
        return round(self.text * 0.22)

    @property
    def name(self) -> int:
        return round(self.text * 1.1)

    @property
    def score(self) -> int:
        return round(self.text * 1.3)

    @property
    def label(self) -> int:
        """Words next to numbers ("pts", "Reserve"): a little smaller than numbers."""
        return round(self.text * 0.85)

    @property
    def chip(self) -> int:
        return round(self.text * 1.0)

    @property
    def title_height(self) -> int:
        return round(self.score * 1.0)

    @property
    def line(self) -> int:
        return round(self.text * 1.1)


@dataclass(frozen=True)
class Extras:
    """What expansion 1 adds to a panel: the vizier's token (None: not played) and the
    player's bonus cards (None: not played): the revealed ones and how many are hidden."""

    vizier: bool | None = None
    #: The seat may still use its vizier now (between two turns).
    waiting: bool = False
    revealed: tuple[str, ...] = ()
    hidden: int = 0
    #: Expansions 2 and 3 (public fields only): wooden walls, gates, residents and the
    #: street trader (:mod:`rendering.marks`); how many gate cards and thieves the seat
    #: holds (None: not played); the characters it owns (None: not played).
    marks: BoardMarks | None = None
    gate_cards: int | None = None
    thieves: int | None = None
    characters: tuple[str, ...] | None = None
    #: Expansion 5: (card, currency, value) of each caravanserai the seat owns (public).
    caravanserais: tuple[tuple[str, str, int], ...] = ()
    #: Expansion 5: the seat's culture tiles (:mod:`rendering.modules.art_of_the_moors`).
    culture: tuple = ()
    #: The medinas (promo): (built, points the next scoring takes); None: not played.
    medina: tuple[int, int] | None = None
    #: Expansion 6: (currency, value) of each currency stone the seat holds (public, EC8).
    certificates: tuple[tuple[str, int], ...] = ()

    @property
    def bonus_count(self) -> int:
        return len(self.revealed) + self.hidden

    @property
    def tokens(self) -> bool:
        """Whether the panel has a line of gate cards and thieves held."""
        return self.gate_cards is not None or self.thieves is not None


NO_EXTRAS = Extras()


@dataclass(frozen=True)
class Stats:
    counts: dict[str, int]
    wall: int
    built: int
    #: The buildings counted, in scoring order (six, or Granada's nine).
    buildings: tuple[str, ...] = tuple(BUILDINGS)
    #: What the city's edges carry: "wall" (Alhambra) or "moat" (Granada).
    barrier: str = "wall"
    #: Two cities on one plane (the combination): ``wall`` is the Alhambra's longest wall
    #: and this Granada's longest moat; None: one city.
    moat: int | None = None


def barrier_of(alhambra) -> str:
    """The barrier of a city: that of its start tile (walls without one)."""
    starts = [TILES[t] for _, _, t in alhambra if t in TILES and TILES[t].start]
    return starts[0].barrier if starts else "wall"


def stats_of(alhambra, buildings=None, tiles=(), revealed=(), sticks=None,
             unfinished=frozenset()) -> Stats:
    """Counts, longest wall (or moat) and built tiles of ``alhambra``; ``buildings`` to
    count (default: those of the kinds of city that ``alhambra`` and ``tiles`` belong to).
    The counts are the scoring's: with what building yards and the ``revealed`` bonus cards
    add (expansion 1); the wall too: with the wooden walls ``sticks`` (tile id -> sides),
    without camps (expansions 2 and 3); ``unfinished`` building sites count only with
    their walls (expansion 6, BS3)."""
    grid = grid_of(tuple(alhambra))
    finished = tuple(b for b in alhambra if b[2] not in unfinished) if unfinished else alhambra
    counts = building_counts(grid_of(tuple(finished)) if unfinished else grid)
    for building, more in added_counts(finished, revealed).items():
        counts[building] = counts.get(building, 0) + more
    if not buildings:
        buildings = buildings_of([t for _, _, t in alhambra] + list(tiles))
    if is_combined(alhambra, tiles) or set(GRANADA_BUILDINGS) < set(buildings):
        wall, moat = barriers(alhambra)
        return Stats(counts, wall, len(grid) - 1, tuple(buildings), "wall", moat)
    plane = wall_plane(grid, sticks)
    wall = portal_wall(plane)[0] if has_portals(alhambra) else longest_outer_wall(plane)
    return Stats(counts, wall, len(grid) - 1, tuple(buildings), barrier_of(alhambra))


def extras_of(view: PublicView, seat: int) -> Extras:
    """Expansion 1's parts of ``seat``'s panel, from the public fields only: its vizier
    token and its revealed bonus cards with the number of hidden ones (never which)."""
    bonus = public_bonus(view)
    revealed, hidden = (tuple(bonus[0][seat]), bonus[1][seat]) if bonus else ((), 0)
    gates = gate_cards_held(view)
    thieves = thieves_held(view)
    characters = owned(view)
    return Extras(vizier=vizier_of(view, seat), waiting=seat in view.window_seats,
                  revealed=revealed, hidden=hidden, marks=marks_of(view, seat),
                  gate_cards=gates[seat] if gates is not None and seat < len(gates) else None,
                  thieves=thieves[seat] if thieves is not None and seat < len(thieves)
                  else None,
                  characters=tuple(characters[seat]) if characters is not None else None,
                  caravanserais=tuple(seat_tracks(view, seat)),
                  culture=culture_of(view, seat), medina=standing_of(view, seat),
                  certificates=seat_stones(view, seat))


def _player_stats(player: PlayerView, extras: Extras = NO_EXTRAS) -> Stats:
    return stats_of(player.alhambra, tiles=player.reserve + player.bought,
                    revealed=extras.revealed,
                    sticks=extras.marks.sticks if extras.marks else None,
                    unfinished=frozenset(extras.marks.sites) if extras.marks else frozenset())


def _count_rows(counts: dict[str, int], size: int, chip: int, width: int,
                buildings=BUILDINGS) -> int:
    """How many lines the chips and counts need: 1 if they fit one line of ``width``
    pixels, else as few as hold them (six: two of three; nine: five and four)."""
    return _rows_for(tuple(counts.get(b, 0) for b in buildings), size, chip, width)


@lru_cache(maxsize=1024)
def _rows_for(counts: tuple[int, ...], size: int, chip: int, width: int) -> int:
    items = [chip + size * 0.15 + text_width(str(n), size) for n in counts]
    for rows in range(1, len(items)):
        per_row = -(-len(items) // rows)
        need = max(sum(items[r:r + per_row]) + (len(items[r:r + per_row]) - 1) * size * 0.3
                   for r in range(0, len(items), per_row))
        if need <= width:
            return rows
    return max(1, len(items))


def counts_height(counts: dict[str, int], *, size: int, chip: int, width: int,
                  buildings=BUILDINGS) -> int:
    rows = _count_rows(counts, size, chip, width, buildings)
    return rows * chip + (rows - 1) * round(size * 0.25)


def counts_row(
    d: ImageDraw.ImageDraw, im: Image.Image, xy: tuple[int, int], counts: dict[str, int],
    *, size: int, chip: int, background: RGB, width: int, buildings=BUILDINGS
) -> int:
    """A chip with the number of tiles of each building (one line, or as many as needed:
    two of three for the base game's six); returns the height used."""
    x, y = xy
    rows = _count_rows(counts, size, chip, width, buildings)
    per_row = -(-len(buildings) // rows)
    step = width / per_row
    for i, building in enumerate(buildings):
        row, col = divmod(i, per_row)
        cx = round(x + col * step)
        cy = y + row * (chip + round(size * 0.25))
        im.paste(chip_image(building, chip, background), (cx, cy))
        count = counts.get(building, 0)
        d.text((cx + chip + size * 0.15, cy + chip / 2), str(count), font=font(size),
               fill=INK if count else MUTED, anchor="lm")
    return counts_height(counts, size=size, chip=chip, width=width, buildings=buildings)


def strip_height(count: int, *, width: int, tile: int, label_width: int) -> int:
    if count == 0:
        return 0
    per_row = max(1, (width - label_width) // (tile + 4))
    rows = -(-count // per_row)
    return rows * (tile + 4) - 4


def draw_strip(
    im: Image.Image, d: ImageDraw.ImageDraw, xy: tuple[int, int], label: str,
    tiles: Sequence[str], *, width: int, tile: int, label_width: int, size: int,
    background: RGB, colour: RGB = INK, marks: BoardMarks | None = None,
) -> int:
    """A label and a wrapped row of tiles (with their wooden walls and residents, from
    ``marks``); returns the height used."""
    if not tiles:
        return 0
    x, y = xy
    d.text((x, y + tile / 2), label, font=font(size), fill=colour, anchor="lm")
    per_row = max(1, (width - label_width) // (tile + 4))
    for i, tile_id in enumerate(tiles):
        row, col = divmod(i, per_row)
        sides, resident = marks.on_tile(tile_id) if marks else ((), None)
        chest = marks.has_chest(tile_id) if marks else False
        site = marks.site(tile_id) if marks else None
        picture = (marked_tile(tile_id, tile, background, sides, resident, chest, site)
                   if sides or resident or chest or site
                   else tile_image(tile_id, tile, background))
        im.paste(picture, (x + label_width + col * (tile + 4), y + row * (tile + 4)))
    return strip_height(len(tiles), width=width, tile=tile, label_width=label_width)


def strip_labels(lang: str = "en") -> tuple[str, str]:
    """The words before the tiles to place and before the reserve."""
    return say(lang, "img-to-place"), say(lang, "img-reserve")


@lru_cache(maxsize=64)
def strip_label_width(style: PanelStyle, lang: str = "en") -> int:
    """Room for the longer of the two strips' labels, before their tiles."""
    return round(max(text_width(w, style.label) for w in strip_labels(lang)) + style.text * 0.4)


def side_column(style: PanelStyle) -> int:
    """The narrowest column that holds a panel's title, counts and facts beside its board."""
    return round(style.text * 11)


def _head_height(stats: Stats, style: PanelStyle, width: int, lang: str = "en") -> int:
    rows = _count_rows(stats.counts, style.text, style.chip, width, stats.buildings)
    counts = rows * style.chip + (rows - 1) * round(style.text * 0.25)
    lines = len(_fact_rows(stats, style, width, lang))
    return style.title_height + style.gap + counts + style.gap + lines * style.line


def _strips_height(player: PlayerView, style: PanelStyle, width: int, tile: int,
                   lang: str = "en", extras: Extras = NO_EXTRAS) -> int:
    h = 0
    for tiles in (player.bought, player.reserve):
        if tiles:
            h += style.gap + strip_height(len(tiles), width=width, tile=tile,
                                          label_width=strip_label_width(style, lang))
    if extras.bonus_count:
        h += style.gap + bonus_strip_height(extras.bonus_count, width=width, tile=tile,
                                            label_width=strip_label_width(style, lang))
    h += culture_height(extras.culture, size=style.text, width=width,
                        label_width=strip_label_width(style, lang), gap=style.gap, lang=lang)
    return h


def bonus_strip_height(count: int, *, width: int, tile: int, label_width: int) -> int:
    """Height of the strip of ``count`` bonus cards (faces and backs) around ``tile``."""
    card_w, card_h = bonus_card_size(tile)
    per_row = max(1, (width - label_width) // (card_w + 4))
    rows = -(-count // per_row)
    return rows * (card_h + 4) - 4


def draw_bonus_strip(im: Image.Image, d: ImageDraw.ImageDraw, xy: tuple[int, int],
                     label: str, extras: Extras, *, width: int, tile: int, label_width: int,
                     size: int) -> int:
    """The label, then the revealed bonus cards and a back for each hidden one; returns the
    height used."""
    x, y = xy
    card_w, card_h = bonus_card_size(tile)
    d.text((x, y + card_h / 2), label, font=font(size), fill=INK, anchor="lm")
    per_row = max(1, (width - label_width) // (card_w + 4))
    cards = [bonus_card_image(c, tile, PANEL) for c in extras.revealed] + \
        [bonus_back_image(tile, PANEL)] * extras.hidden
    for i, card in enumerate(cards):
        row, col = divmod(i, per_row)
        im.paste(card, (x + label_width + col * (card_w + 4), y + row * (card_h + 4)))
    return bonus_strip_height(len(cards), width=width, tile=tile, label_width=label_width)


def panel_height(player: PlayerView, *, width: int, style: PanelStyle,
                 board_size: tuple[int, int], strip_tile: int, side: bool = False,
                 stats: Stats | None = None, lang: str = "en",
                 extras: Extras = NO_EXTRAS) -> int:
    """Height of the panel; ``side``: title, counts and strips left of the board;
    ``extras``: expansion 1's vizier and bonus cards."""
    stats = stats or _player_stats(player, extras)
    m, gap = style.margin, style.gap
    inner = width - 2 * m
    if side:
        column = inner - board_size[0] - gap
        left = (_head_height(stats, style, column, lang) + aids_height(extras, style, column)
                + _strips_height(player, style, column, strip_tile, lang, extras))
        return m + max(left, board_size[1]) + m
    return (m + _head_height(stats, style, inner, lang) + aids_height(extras, style, inner)
            + gap + board_size[1]
            + _strips_height(player, style, inner, strip_tile, lang, extras) + m)


def draw_panel(
    player: PlayerView,
    *,
    width: int,
    style: PanelStyle,
    cell: int,
    strip_tile: int | None = None,
    height: int | None = None,
    active: bool = False,
    winner: bool = False,
    numbers: Sequence[tuple[int, int]] = (),
    placing: Tile | None = None,
    recent: Collection[tuple[int, int]] = (),
    side: bool = False,
    stats: Stats | None = None,
    lang: str = "en",
    extras: Extras = NO_EXTRAS,
) -> tuple[Image.Image, BoardLayout, tuple[int, int]]:
    """The panel image, the board's layout and where the board sits in the panel (its
    words in ``lang``).

    ``side``: title, counts, facts and strips in a column left of the board (a panel
    alone in a wide row), instead of above and below it. ``extras``: expansion 1's vizier
    token and bonus cards (:class:`Extras`).
    """
    strip_tile = strip_tile or cell
    stats = stats or _player_stats(player, extras)
    board, layout = draw_board(player.alhambra, cell=cell, numbers=numbers, placing=placing,
                               recent=recent, number_size=style.text, marks=extras.marks)
    natural = panel_height(player, width=width, style=style, board_size=board.size,
                           strip_tile=strip_tile, side=side, stats=stats, lang=lang,
                           extras=extras)
    im = Image.new("RGB", (width, max(natural, height or 0)), PANEL)
    d = ImageDraw.Draw(im)
    edge = max(2, style.text // 10) * (2 if active else 1)
    d.rounded_rectangle([0, 0, im.width - 1, im.height - 1], radius=style.text * 0.5,
                        fill=PANEL, outline=ACTIVE_EDGE if active else PANEL_EDGE, width=edge)
    m, gap = style.margin, style.gap
    inner = width - 2 * m
    right = width - m
    column = inner - board.width - gap if side else inner
    y = m
    _title(im, d, (m, y), player, width=column, style=style, active=active, winner=winner,
           lang=lang, extras=extras)
    y += style.title_height + gap
    y += counts_row(d, im, (m, y), stats.counts, size=style.text, chip=style.chip,
                    background=PANEL, width=column, buildings=stats.buildings) + gap
    y += _facts(d, (m, y + style.line / 2), stats, player, style=style, width=column,
                lang=lang)
    y += draw_aids(im, d, (m, y), extras, style=style, width=column, lang=lang)
    if side:
        area = (right - board.width, m, right - 1, im.height - m - 1)
        board_at = (right - board.width, m + (im.height - 2 * m - board.height) // 2)
    else:
        y += gap
        extra = im.height - natural  # a taller row: the board area takes up the slack
        area = (m, y, right - 1, y + board.height + extra - 1)
        board_at = (m + (inner - board.width) // 2, y + extra // 2)
        y += board.height + extra
    d.rounded_rectangle(area, radius=style.text * 0.3, fill=BOARD)
    im.paste(board, board_at)
    label = strip_label_width(style, lang)
    to_place, reserve = strip_labels(lang)
    for name, tiles, colour in ((to_place, player.bought, WALL),
                                (reserve, player.reserve, MUTED)):
        if tiles:
            y += gap
            y += draw_strip(im, d, (m, y), name, tiles, width=column, tile=strip_tile,
                            label_width=label, size=style.label, background=PANEL,
                            colour=colour, marks=extras.marks)
    if extras.bonus_count:
        y += gap
        y += draw_bonus_strip(im, d, (m, y), say(lang, "img-panel-bonus"), extras,
                              width=column, tile=strip_tile, label_width=label,
                              size=style.label)
    y += draw_culture(im, d, (m, y), extras.culture, size=style.text, width=column,
                      label_width=label, gap=gap, lang=lang)
    return im, layout, board_at


def _chip_rows(characters: tuple[str, ...], style: PanelStyle, width: int
               ) -> list[list[str]]:
    rows: list[list[str]] = []
    used = width + 1
    for character in characters:
        need = chip_width(character, style.text) + style.gap * 2
        if used + need > width:
            rows.append([])
            used = 0
        rows[-1].append(character)
        used += need
    return rows


def aids_height(extras: Extras, style: PanelStyle, width: int) -> int:
    """Height of the lines of gate cards and thieves held and characters owned (0: none)."""
    h = style.line if extras.tokens else 0
    rows = _chip_rows(extras.characters or (), style, width)
    if rows:
        h += len(rows) * (chip_size(style.text) + style.gap) + style.gap
    tracks = panel_tracks_image(extras.caravanserais, style.text, width, PANEL)
    if tracks is not None:
        h += tracks.height + style.gap
    if extras.medina is not None:
        h += style.line
    stones = panel_stones_image(extras.certificates, style.text, width, PANEL)
    if stones is not None:  # expansion 6
        h += stones.height + style.gap
    return h


def draw_aids(im, d, xy: tuple[int, int], extras: Extras, *, style: PanelStyle,
              width: int, lang: str = "en") -> int:
    """Expansions 2 and 3 under the facts: a gate card and "×n" for the gate cards held, a
    thief and "×n" for the thieves held (counts only: never which), then the characters
    owned (emblem and name each); returns the height used."""
    x0, y = xy
    if extras.tokens:
        x = x0
        mid = y + style.line / 2
        size = style.chip
        for count, icon in ((extras.gate_cards, gate_icon), (extras.thieves, thief_icon)):
            if count is None:
                continue
            im.paste(icon(size, PANEL), (round(x), round(mid - size / 2)))
            x += size + style.text * 0.15
            words = f"×{count}"
            d.text((x, mid), words, font=font(style.text), fill=INK if count else MUTED,
                   anchor="lm")
            x += text_width(words, style.text) + style.text * 0.8
        y += style.line
    rows = _chip_rows(extras.characters or (), style, width)
    if rows:
        y += style.gap
        for row in rows:
            x = x0
            for character in row:
                chip = character_chip(character, style.text, PANEL)
                im.paste(chip, (round(x), y))
                x += chip.width + style.gap * 2
            y += chip_size(style.text) + style.gap
    tracks = panel_tracks_image(extras.caravanserais, style.text, width, PANEL)
    if tracks is not None:  # expansion 5
        im.paste(tracks, (x0, y))
        y += tracks.height + style.gap
    if extras.medina is not None:  # the medinas: built, and the next scoring's loss
        draw_medina(im, d, (x0, y + style.line / 2), extras.medina, size=style.text,
                    chip=style.chip, background=PANEL, width=width, lang=lang)
        y += style.line
    stones = panel_stones_image(extras.certificates, style.text, width, PANEL)
    if stones is not None:  # expansion 6
        im.paste(stones, (x0, y))
        y += stones.height + style.gap
    return y - xy[1]


def _title(im, d, xy, player: PlayerView, *, width: int, style: PanelStyle, active: bool,
           winner: bool, lang: str = "en", extras: Extras = NO_EXTRAS) -> None:
    """Seat number, name (and a crown for a winner) on the left, the score on the right
    (and left of it the vizier's token, where the vizier is played). A name too long for
    its room shrinks a step or two; where even that is too wide the score goes without its
    unit ("pts"), so a computer's name (bot.tables.seats CN1) is never cut; only a long
    name of a person is shortened after that."""
    x, y = xy
    box = style.title_height
    mid = y + box / 2
    base = y + box * 0.86
    score = str(player.score)
    unit = " " + say(lang, "img-points")
    name = player_name(player.name, player.seat, lang)
    seat_w = round(style.disc * 1.15)
    crown = round(style.name * 0.9) if winner else 0
    taken = seat_w + (crown + style.text * 0.3 if winner else 0) \
        + text_width(score, style.score) + style.text * 0.3 \
        + (style.disc + style.text * 0.3 if extras.vizier is not None else 0)
    if text_width(name, round(style.name * SHRINK)) > width - taken - text_width(unit,
                                                                                   style.label):
        unit = ""  # the name before the unit
    pts = text_width(unit, style.label)
    score_w = text_width(score, style.score) + pts + style.text * 0.3
    if extras.vizier is not None:
        token = style.disc
        tx = round(x + width - score_w - token)
        im.paste(vizier_token(token, extras.vizier, PANEL, extras.waiting),
                 (tx, round(mid - token / 2)))
        score_w += token + style.text * 0.3
    seat_w = draw_seat_disc(d, (x, mid), player.seat, style.disc, style.digits, active=active)
    room = round(width - seat_w - score_w - (crown + style.text * 0.3 if winner else 0))
    size = fit_size(name, style.name, room)
    name = fit(name, size, room)
    d.text((x + seat_w, base), name, font=font(size), fill=INK, anchor="ls")
    if winner:
        draw_crown(d, (x + seat_w + text_width(name, size) + style.text * 0.3,
                   mid - crown / 2), crown)
    d.text((x + width, base), unit, font=font(style.label), fill=MUTED, anchor="rs")
    d.text((x + width - pts, base), score, font=font(style.score), fill=INK, anchor="rs")


def draw_seat_disc(d, centre_left: tuple[float, float], seat: int, size: int, digits: int, *,
               active: bool) -> int:
    x, mid = centre_left
    d.ellipse([x, mid - size / 2, x + size, mid + size / 2],
              fill=ACTIVE_EDGE if active else INK)
    d.text((x + size / 2, mid), str(seat + 1), font=font(digits),
           fill=INK if active else PANEL, anchor="mm")
    return round(size * 1.15)


def draw_crown(d, xy, size: int) -> None:
    x, y = xy
    s = size
    d.polygon([(x, y + s * 0.85), (x, y + s * 0.2), (x + s * 0.27, y + s * 0.5),
               (x + s * 0.5, y + s * 0.05), (x + s * 0.73, y + s * 0.5), (x + s, y + s * 0.2),
               (x + s, y + s * 0.85)], fill=LONGEST, outline=WALL)


def _barrier_words(barrier: str, length: int, lang: str) -> str:
    return say(lang, "img-panel-barrier", barrier=barrier, length=length)


def _fact_rows(stats: Stats, style: PanelStyle, width: int,
               lang: str = "en") -> list[list[str]]:
    """The facts under the counts, in lines: the wall (or moat), the cards in hand, and the
    built tiles where they fit (all measured with two digits, as any game may have them):
    one line. The combination's wall and moat (measured as they are) take a second line
    for the cards where one line cannot hold them."""
    size = style.text
    sample = _sample_width(stats, size) + size * 0.25
    if stats.moat is None:
        lengths = {stats.barrier: 99}
    else:
        lengths = {"wall": stats.wall, "moat": stats.moat}
    widest = {b: sample + text_width(_barrier_words(b, n, lang), size)
              for b, n in lengths.items()}
    widest["cards"] = text_width(say(lang, "img-panel-cards", count=99), size)
    widest["built"] = text_width(say(lang, "img-panel-built", count=99), size)
    rows: list[list[str]] = [[]]
    used = 0.0
    for item in [*lengths, "cards", "built"]:
        need = widest[item] + (size * 0.8 if rows[-1] else 0)
        if rows[-1] and used + need > width:
            if item == "built":  # only where it fits: it never takes a line of its own
                break
            if stats.moat is not None:
                rows.append([])
                used, need = 0.0, widest[item]
        rows[-1].append(item)
        used += need
    return rows


def _facts(d, left_mid: tuple[float, float], stats: Stats, player: PlayerView, *,
           style: PanelStyle, width: int, lang: str = "en") -> int:
    """A wall (or moat) sample and its length (the combination: both, each with its
    sample), cards in hand and (where there is room) the number of built tiles; returns
    the height used."""
    x0, y = left_mid
    size = style.text
    w = _sample_width(stats, size)
    rows = _fact_rows(stats, style, width, lang)
    lengths = {stats.barrier: stats.wall} if stats.moat is None else {"wall": stats.wall,
                                                                      "moat": stats.moat}
    cards = say(lang, "img-panel-cards", count=player.hand_size)
    for row in rows:
        x = x0
        for item in row:
            if item in lengths:
                _barrier_sample(d, (x, y), item, w, size)
                x += w + size * 0.25
                part, ink = _barrier_words(item, lengths[item], lang), INK
            else:
                part = cards if item == "cards" else say(lang, "img-panel-built",
                                                         count=stats.built)
                ink = MUTED
            small = fit_size(part, size, round(x0 + width - x))
            d.text((x, y), fit(part, small, round(x0 + width - x)), font=font(small), fill=ink,
                   anchor="lm")
            x += text_width(part, size) + size * 0.8
        y += style.line
    return len(rows) * style.line


def _sample_width(stats: Stats, size: int) -> int:
    """The barrier sample's length: shorter where two stand in a line (the combination)."""
    return round(size * (1.2 if stats.moat is None else 0.9))


def _barrier_sample(d, left_mid: tuple[float, float], barrier: str, w: int, size: int) -> None:
    """A short band of wall (or moat) with the gold stripe of the longest one."""
    x, y = left_mid
    h = max(4, round(size * 0.42))
    band = barrier_style(barrier)[0]
    d.rectangle([x, y - h / 2, x + w, y + h / 2], fill=band)
    d.rectangle([x, y - h / 6, x + w, y + h / 6], fill=LONGEST)
