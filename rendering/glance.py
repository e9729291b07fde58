"""The turn post's first picture: what a player needs at a glance, readable without a tap.

Discord shows a message's picture scaled into a preview box: about 550 x 350 pixels on
desktop (an embed's image about 400 x 300), and as wide as the screen on a phone, about
:data:`rendering.theme.PHONE_WIDTH` (400) pixels at 1x. A tall picture (the 960 x 2,300
overview) becomes a narrow strip there until tapped. This picture is :data:`WIDTH` wide
and at most :data:`MAX_HEIGHT` tall (4:3, never taller than wide): shown about 467 x 350 on
desktop and 400 x 300 on a phone, where every price, card value and score keeps digits
:data:`rendering.theme.MIN_DIGIT` pixels tall. GL1: designed for the 550 x 350 desktop box
and the 400 pixel wide phone.

From the top: whose turn it is (and who may still use their vizier), the market (the four
slots with their tiles and prices, the money display, the piles; Granada's marker), what
happened since the last post (each player's steps: money taken, tiles bought, built, put
in the reserve, rebuilt, given to Dirk, yards taken, a scoring; expansion 4: a bazaar
bought, chests bought from the treasure chamber, else a turn spent on chests showed
nothing; expansion 5: culture tiles turned, a caravanserai bought, a sultan card bought
with its rolled building, a tile taken with a sultan card) and every player's score, the
player to act framed. GL2: the building yards' stacks and expansions 2 and 3's rows under
the money (wall cards, gate card, residents, change, an auction) are left to the full
overview, which follows as the post's second picture; so are the Alhambras.
GL3: the post shows the glance as its only inline picture and the overview (and a scoring
table) in embeds under it (:class:`bot.tables.Picture`'s ``caption``): Discord lays two or
more pictures of one message out as a mosaic of squares side by side, cropping each
(reported in github.com/Tanza3D/discord-no-mosaic issue 3), which would undo this picture.
Five or six players get one line of steps (the earliest give way, the heading says so):
the text of the post above the picture names every step.

It takes a :class:`PublicView` only (a :class:`SeatView` is refused) and of the turn's
events only those of :data:`SHOWN`, which name cards and tiles everyone has seen (taken
from the open display, bought from the market, built): nothing private is drawn.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, replace

from PIL import Image, ImageDraw

from engine.alhambra.components import other_face, physical
from engine.alhambra.view import PublicView

from .cards import card_image
from .market import draw_market, draw_window_line, market_height, status_line, window_height
from .modules.falcons import falcon_image
from .modules.sultan import held_width, sultan_card_image
from .modules.treasure_chamber import chest_image
from .overview import legible_cell
from .overview import shown_public as public_only
from .panel import PanelStyle
from .panel import draw_crown as crown
from .panel import draw_seat_disc as seat_disc
from .png import to_png
from .theme import (
    ACTIVE_EDGE,
    INK,
    MUTED,
    PAGE,
    PAGE_MUTED,
    PAGE_TEXT,
    PANEL,
    PANEL_EDGE,
    RECENT,
    fit,
    fit_size,
    font,
    legible_size,
    player_name,
    say,
    text_width,
)
from .tiles import tile_image

WIDTH = 960
#: Never taller than this (4:3): the desktop box shows it about 467 x 350.
MAX_HEIGHT = 720
MARGIN = 10
GAP = 10
#: At most this many lines of steps; the earliest steps give way (the text post has them).
MAX_LINES = 2

#: The events this picture reads (every other event is ignored).
SHOWN = frozenset({"money_taken", "tile_bought", "tile_flipped", "tile_placed",
                   "tile_reserved", "rebuilt", "tile_given_to_dirk", "yard_taken",
                   "final_tiles_awarded", "final_tile_given", "scoring_round",
                   "bazaar_bought", "chests_bought", "culture_tiles_turned",
                   "caravanserai_bought", "sultan_card_bought", "sultan_claimed",
                   "site_bought", "site_completed", "portal_bought", "falcons_bought"})


@dataclass(frozen=True)
class Step:
    """One thing that happened: ``seat`` (None: the table) did ``what`` (the catalogue's
    ``img-glance-<what>``) with ``items``, each ("card" or "tile", id) or ("arrow", "→")
    between the tile a rebuild took out and the one it built in."""

    seat: int | None
    what: str
    items: tuple[tuple[str, str], ...] = ()
    round: int = 0


def steps_of(events: Iterable[object]) -> list[Step]:
    """The steps of these engine events, in order. A tile bought (a yard taken, a final tile
    received) and then built, put in the reserve or given to Dirk is one step
    ("bought-built"); a seat's steps of the same kind in a row merge."""
    steps: list[Step] = []
    pending: dict[tuple[int, str], int] = {}  # (seat, tile) -> the step it came in with
    for e in events:
        kind = getattr(e, "kind", None)
        if kind not in SHOWN:
            continue
        if kind == "money_taken":
            steps.append(Step(e.seat, "took", tuple(("card", c) for c in e.cards)))
        elif kind in ("tile_bought", "yard_taken", "final_tile_given", "site_bought"):
            pending[(e.seat, e.tile)] = len(steps)
            steps.append(Step(e.seat, _CAME[kind], (("tile", e.tile),)))
        elif kind == "site_completed":  # (expansion 6: a building site completed)
            steps.append(Step(e.seat, "site-completed", (("tile", e.tile),)))
        elif kind == "bazaar_bought":  # (expansion 4: a waiting bazaar, bought as a tile)
            pending[(e.seat, e.bazaar)] = len(steps)
            steps.append(Step(e.seat, "bought", (("tile", e.bazaar),)))
        elif kind == "portal_bought":  # (expansion 6: built later as one of its faces)
            pending[(e.seat, e.portal)] = len(steps)
            steps.append(Step(e.seat, "bought", (("tile", e.portal),)))
        elif kind == "tile_flipped" and (e.seat, e.tile) in pending:
            i = pending.pop((e.seat, e.tile))
            pending[(e.seat, e.to)] = i
            steps[i] = replace(steps[i], items=(("tile", e.to),))
        elif kind in _WENT:
            key = next((k for k in ((e.seat, e.tile), (e.seat, other_face(e.tile) or ""),
                                    (e.seat, physical(e.tile)))  # (a magic building, turned)
                        if k in pending), None)
            if key is None:
                steps.append(Step(e.seat, _WENT[kind], (("tile", e.tile),)))
            else:
                i = pending.pop(key)
                steps[i] = replace(steps[i], what=f"{steps[i].what}-{_WENT[kind]}",
                                   items=(("tile", e.tile),))
        elif kind == "rebuilt" and e.into and e.out:  # out of the Alhambra -> into it
            steps.append(Step(e.seat, "rebuilt", (("tile", e.out), ("arrow", "→"),
                                                  ("tile", e.into))))
        elif kind == "rebuilt":
            steps.append(Step(e.seat, "rebuilt" if e.into else "reserved",
                              (("tile", e.into or e.out),)))
        elif kind == "final_tiles_awarded":
            for currency, seat in e.awards.items():
                tiles = [t for t in (e.tiles.get(currency), e.second_tiles.get(currency)) if t]
                if seat is not None and tiles:
                    steps.append(Step(seat, "received", tuple(("tile", t) for t in tiles)))
        elif kind == "scoring_round":
            steps.append(Step(None, "scoring", round=e.round))
        elif kind == "chests_bought":  # (expansion 4: a room of the treasure chamber)
            steps.append(Step(e.seat, "chests", tuple(("chest", c) for c in e.chests)))
        elif kind == "culture_tiles_turned":  # (expansion 5: the art of the Moors)
            steps.append(Step(e.seat, "culture"))
        elif kind == "caravanserai_bought":  # (expansion 5: a main action of its own)
            steps.append(Step(e.seat, "caravanserai"))
        elif kind == "sultan_card_bought":  # (expansion 5: the card with its rolled type)
            steps.append(Step(e.seat, "sultan", (("sultan", f"{e.card}|{e.building}"),)))
        elif kind == "sultan_claimed":  # (expansion 5: a tile taken from the market)
            steps.append(Step(e.seat, "claimed", (("tile", e.tile),)))
        elif kind == "falcons_bought":  # (expansion 6: falcons set on their points)
            steps.append(Step(e.seat, "falcons", tuple(("falcon", f) for f, _, _ in e.falcons)))
    return _merged(steps)


#: How a tile came to a seat, and where it went (the catalogue's words).
_CAME = {"tile_bought": "bought", "yard_taken": "yard", "final_tile_given": "received",
         "site_bought": "site"}
_WENT = {"tile_placed": "built", "tile_reserved": "reserved", "tile_given_to_dirk": "dirk"}


def _merged(steps: list[Step]) -> list[Step]:
    merged: list[Step] = []
    for step in steps:
        last = merged[-1] if merged else None
        swap = any(kind == "arrow" for kind, _ in (*step.items, *(last.items if last else ())))
        if (last and step.seat is not None and not swap
                and (last.seat, last.what) == (step.seat, step.what)):
            merged[-1] = replace(last, items=last.items + step.items)
        else:
            merged.append(step)
    return merged


# --- sizes ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class Sizes:
    """Every size of the picture, from the smallest readable text size ``text``."""

    text: int
    #: A tile or card in the steps (prices and values readable at phone width).
    item: int

    @property
    def label(self) -> int:
        return round(self.text * 0.85)

    @property
    def name(self) -> int:
        return round(self.text * 1.05)

    @property
    def line(self) -> int:
        return self.item + round(self.text * 0.3)

    @property
    def card(self) -> tuple[int, int]:
        return round(self.item * 0.74), self.item


def sizes_for(width: int = WIDTH) -> Sizes:
    text = legible_size(width)
    return Sizes(text=text, item=max(legible_cell(width), round(text * 2.3)))


def _header_height(s: Sizes) -> int:
    return round(s.text * 1.7)


# --- what happened -------------------------------------------------------------------------
@dataclass(frozen=True)
class _Piece:
    """One thing drawn in the steps' flow: a name, a word, a tile or a card."""

    kind: str  # "seat", "name", "word", "tile", "card"
    value: str
    width: float
    #: The first piece of a step: a line may break before it.
    starts: bool = False


def _words(step: Step, lang: str) -> str:
    if step.what == "scoring":
        return say(lang, "img-glance-scoring", round=step.round)
    return say(lang, f"img-glance-{step.what}")


def _pieces(view: PublicView, steps: list[Step], s: Sizes, room: int,
            lang: str) -> list[list[_Piece]]:
    """Each step as pieces (its player's name where the player changes)."""
    out = []
    previous = None
    for step in steps:
        pieces = []
        if step.seat is not None and step.seat != previous and step.seat < len(view.players):
            # the seat's number first, as in the scores below: names cut short ("Compu…")
            # stay told apart
            pieces.append(_Piece("seat", str(step.seat), _disc_width(s)))
            # room for the longest computer's name whole ("⚙ Közepes 2", CN1)
            name = fit(player_name(view.players[step.seat].name, step.seat, lang), s.name,
                       round(s.text * 7.5))
            pieces.append(_Piece("name", name, text_width(name, s.name)))
        previous = step.seat
        words = _words(step, lang)
        size = fit_size(words, s.label, room // 2)
        pieces.append(_Piece("word", words, text_width(words, size)))
        for kind, value in step.items:
            width = _sultan_width(value, s, lang) if kind == "sultan" else {
                "card": s.card[0], "arrow": text_width(value, s.name),
                "chest": _chest_width(s)}.get(kind, s.item)
            pieces.append(_Piece(kind, value, width))
        out.append([replace(pieces[0], starts=True), *pieces[1:]])
    return out


def _disc_width(s: Sizes) -> int:
    """A seat's numbered disc in the steps (as wide as the scores' discs draw it)."""
    return round(PanelStyle(s.text).disc * 1.15)


def _sultan_width(value: str, s: Sizes, lang: str) -> int:
    """A sultan card bought (expansion 5), as wide as its rolled building's name needs."""
    return held_width([value.split("|")[1]], s.card[0], s.card[1], lang)


def _chest_width(s: Sizes) -> int:
    """A chest bought from the treasure chamber (expansion 4), in its building's colour."""
    return round(s.item * 0.62)


def _flow(steps: list[list[_Piece]], s: Sizes, room: int) -> list[list[tuple[float, _Piece]]]:
    """The pieces in lines of ``room`` pixels ((x, piece) each), a step kept whole where it
    fits a line."""
    space = round(s.text * 0.3)
    lines: list[list[tuple[float, _Piece]]] = [[]]
    x = 0.0
    for step in steps:
        need = sum(p.width + space for p in step) + space
        if lines[-1] and x + need > room and need <= room:
            lines.append([])
            x = 0.0
        for piece in step:
            if lines[-1] and x + piece.width > room:
                lines.append([])
                x = 0.0
            lines[-1].append((x, piece))
            x += piece.width + space
        x += space * 2
    return [line for line in lines if line]


def _shown_lines(view: PublicView, steps: list[Step], s: Sizes, room: int,
                 lang: str) -> tuple[list[list[tuple[float, _Piece]]], bool]:
    """The lines of the latest steps that fit :data:`MAX_LINES` lines, and whether earlier
    steps were left out."""
    for first in range(len(steps)):
        lines = _flow(_pieces(view, steps[first:], s, room, lang), s, room)
        if len(lines) <= MAX_LINES:
            return lines, first > 0
    return [], bool(steps)


def steps_height(view: PublicView, steps: list[Step], s: Sizes, room: int,
                 lang: str = "en") -> int:
    lines, _ = _shown_lines(view, steps, s, room, lang)
    if not lines:
        return 0
    return round(s.text * 1.2) + len(lines) * s.line


def _draw_steps(im, d, xy, view: PublicView, steps: list[Step], s: Sizes, room: int,
                lang: str, earlier: bool = False) -> None:
    """The steps under a heading, which says so when earlier steps were left out."""
    x0, y = xy
    lines, cut = _shown_lines(view, steps, s, room, lang)
    cut = cut or earlier
    heading = say(lang, "img-glance-heading-latest" if cut else "img-glance-heading")
    d.text((x0, y + s.text * 0.55), fit(heading, s.label, room), font=font(s.label),
           fill=PAGE_MUTED, anchor="lm")
    y += round(s.text * 1.2)
    for line in lines:
        mid = y + s.item / 2
        for x, piece in line:
            left = round(x0 + x)
            if piece.kind == "seat":  # light on the page, as a name is
                style = PanelStyle(s.text)
                seat = int(piece.value)
                d.ellipse([left, mid - style.disc / 2, left + style.disc, mid + style.disc / 2],
                          fill=PAGE_TEXT)
                d.text((left + style.disc / 2, mid), str(seat + 1), font=font(style.digits),
                       fill=PAGE, anchor="mm")
            elif piece.kind in ("name", "arrow"):
                d.text((left, mid), piece.value, font=font(s.name), fill=PAGE_TEXT, anchor="lm")
            elif piece.kind == "word":
                size = fit_size(piece.value, s.label, room // 2)
                d.text((left, mid), piece.value, font=font(size), fill=PAGE_MUTED, anchor="lm")
            elif piece.kind == "chest":
                chest = chest_image(piece.value, _chest_width(s))
                im.paste(chest, (left, round(mid - chest.height / 2)), chest)
            elif piece.kind == "falcon":  # (expansion 6)
                mark = falcon_image(piece.value, s.item)
                im.paste(mark, (left, y), mark)
            elif piece.kind == "sultan":
                card, building = piece.value.split("|")
                im.paste(sultan_card_image(card.split("-")[1], building,
                                           _sultan_width(piece.value, s, lang), s.card[1],
                                           PAGE, lang), (left, y))
            elif piece.kind == "tile":
                im.paste(tile_image(piece.value, s.item, PAGE), (left, y))
                d.rounded_rectangle([left - 2, y - 2, left + s.item + 1, y + s.item + 1],
                                    radius=round(s.item * 0.12), outline=RECENT, width=3)
            else:
                w, h = s.card
                im.paste(card_image(piece.value, w, h, PAGE, lang), (left, y))
        y += s.line


# --- the scores ------------------------------------------------------------------------------
def _columns(players: int) -> int:
    return players if players <= 3 else 2 if players == 4 else 3


def _cell_height(players: int, s: Sizes) -> int:
    """Two columns: name and score on one line; three: the score under the name, so that
    a name as long as "Carmen" keeps its full size beside three-digit scores."""
    return round(s.text * (2.7 if _columns(players) == 3 else 1.8))


def scores_height(view: PublicView, s: Sizes) -> int:
    players = len(view.players)
    rows = -(-players // _columns(players))
    return rows * _cell_height(players, s) + (rows - 1) * GAP


def _draw_scores(im, d, xy, view: PublicView, s: Sizes, width: int, lang: str) -> None:
    """Each player's seat number, name and score; the player to act framed in gold (the
    winners crowned once the game is over)."""
    x0, y0 = xy
    cols = _columns(len(view.players))
    cell_w = (width - (cols - 1) * GAP) // cols
    cell_h = _cell_height(len(view.players), s)
    stacked = cols == 3
    winners = set(view.winners) if view.is_over else set()
    unit = " " + say(lang, "img-points")
    score_size = round(s.text * 1.2)
    pad = round(s.text * 0.3)
    style = PanelStyle(s.text)
    for i, player in enumerate(view.players):
        row, col = divmod(i, cols)
        x = x0 + col * (cell_w + GAP)
        y = y0 + row * (cell_h + GAP)
        active = player.seat == view.active_seat and not view.is_over
        d.rounded_rectangle([x, y, x + cell_w - 1, y + cell_h - 1], radius=s.text * 0.4,
                            fill=PANEL, outline=ACTIVE_EDGE if active else PANEL_EDGE,
                            width=5 if active else 2)
        top = y + (s.text * 0.9 if stacked else cell_h / 2)
        low = y + cell_h - s.text * 0.75 if stacked else top
        left = x + pad + seat_disc(d, (x + pad, top), player.seat, style.disc, style.digits,
                                   active=active)
        score = str(player.score)
        right = x + cell_w - pad
        d.text((right, low), unit, font=font(s.label), fill=MUTED, anchor="rm")
        d.text((right - text_width(unit, s.label), low), score, font=font(score_size),
               fill=INK, anchor="rm")
        beside = 0 if stacked else text_width(score, score_size) + text_width(unit, s.label)
        badge = round(s.name * 0.9) if player.seat in winners else 0
        room = round(right - beside - left - pad - (badge + pad if badge else 0))
        size = fit_size(player_name(player.name, player.seat, lang), s.name, room)
        name = fit(player_name(player.name, player.seat, lang), size, room)
        d.text((left, top), name, font=font(size), fill=INK, anchor="lm")
        if badge:
            crown(d, (left + text_width(name, size) + pad, top - badge / 2), badge)


# --- the picture -----------------------------------------------------------------------------
def glance_height(view: PublicView, events: Iterable[object] = (), lang: str = "en") -> int:
    """Height of the glance picture (at most :data:`MAX_HEIGHT`)."""
    return _plan(public_only(view), steps_of(events), lang)[1]


def _plan(view: PublicView, steps: list[Step], lang: str) -> tuple[Sizes, int, list[Step]]:
    """The sizes, the height and the steps shown (dropped from the front while the
    picture would be taller than :data:`MAX_HEIGHT`)."""
    s = sizes_for(WIDTH)
    content = WIDTH - 2 * MARGIN
    fixed = (MARGIN + _header_height(s) + window_height(view, s.text)
             + market_height(content, s.text, view, lang, extras=False) + GAP
             + scores_height(view, s) + MARGIN)
    while True:
        shown = steps_height(view, steps, s, content, lang)
        height = fixed + (shown + GAP if shown else 0)
        if height <= MAX_HEIGHT or not steps:
            return s, height, steps
        steps = steps[1:]


def glance_image(view: PublicView, events: Iterable[object] = (),
                 lang: str = "en") -> Image.Image:
    """The glance picture (see the module docstring) of ``view`` after ``events``."""
    view = public_only(view)
    every = steps_of(events)
    s, height, steps = _plan(view, every, lang)
    content = WIDTH - 2 * MARGIN
    im = Image.new("RGB", (WIDTH, height), PAGE)
    d = ImageDraw.Draw(im)
    size = round(s.text * 1.15)
    header = _header_height(s)
    d.text((MARGIN, MARGIN + header / 2 - s.text * 0.1),
           fit(status_line(view, lang=lang), size, content), font=font(size), fill=PAGE_TEXT,
           anchor="lm")
    draw_window_line(d, (MARGIN, MARGIN + header - round(s.text * 0.2)), view,
                     width=content, text=s.text, lang=lang)
    y = MARGIN + header + window_height(view, s.text)
    market = draw_market(view, width=content, text=s.text, lang=lang, extras=False)
    im.paste(market, (MARGIN, y))
    y += market.height + GAP
    if steps_height(view, steps, s, content, lang):
        _draw_steps(im, d, (MARGIN, y), view, steps, s, content, lang,
                    earlier=len(steps) < len(every))
        y += steps_height(view, steps, s, content, lang) + GAP
    _draw_scores(im, d, (MARGIN, y), view, s, content, lang)
    return im


def render_glance(view: PublicView, events: Iterable[object] = (), *,
                  lang: str = "en") -> bytes:
    """PNG of what a player needs at a glance after a turn (public view only): whose turn,
    the market, what ``events`` (the engine's events since the last post) changed, the
    scores. Words in ``lang`` ("en", "de", "hu")."""
    return to_png(glance_image(view, tuple(events), lang=lang))
