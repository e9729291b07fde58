"""A player's private hand (for the ephemeral panel): money cards by currency.

One row per currency: its colour, shape and name, the total, the cards from high to low,
and the market tile of that currency with what the hand can do about it (pay exactly,
which earns another action; pay; or how much is missing). In the Alhambra + Granada
combination a slot holds two tiles: each row gets a second line with both, the Alhambra
tile and the Granada tile, and the same words for each. Only for the seat's own eyes: it
takes a :class:`SeatView`.

Expansion 1: a line under the title with the seat's vizier token and what it may do with
it; a row of the exchange offices in hand (split in their two currencies' colours), whose
currencies count towards the market tiles they may pay (the offer then shows a small
office beside its words); a row of the seat's bonus cards, hidden ones (only it sees them)
and revealed ones, each with its tile.

Expansions 2 and 3: change coins sit in their currency's row as round coins; a row of the
diamonds in hand (they pay any tile, only with diamonds, never mixed with money) with what
they pay of the market; a row of what only the seat sees or owns
(:func:`rendering.expansions_2_3.hand_groups`): its gate cards, its thieves, the colours on
its street trader and its characters (wide cards whose effects have capitals 9 pixels tall at phone
width).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.alhambra.components import CARDS, CURRENCIES, TILES
from engine.alhambra.money import exact_payments, hand_money, purchase_payments
from engine.alhambra.view import SeatView

from .cards import card_image, currency_chip
from .expansion1 import played
from .expansions_2_3 import hand_groups
from .modules.art_of_the_moors import hand_groups as culture_groups
from .modules.bazaars.pictures import HAND_STEP, draw_hand_bazaars, hand_bazaars
from .modules.bonus_cards import bonus_card_image, bonus_card_size, own_bonus
from .modules.caravanserai import hand_groups as caravan_groups
from .modules.characters import EFFECT_CAP_AT_PHONE
from .modules.exchange_offices import office_chip
from .modules.invaders import hand_groups as invader_groups
from .modules.vizier import own_vizier, vizier_of, vizier_token
from .png import to_png
from .rows import Sizes, draw_row, row_height
from .theme import (
    INK,
    LONGEST,
    MUTED,
    PAGE,
    PAGE_MUTED,
    PAGE_TEXT,
    PANEL,
    PANEL_EDGE,
    currency_name,
    fit,
    fit_size,
    font,
    legible_size,
    player_name,
    say,
    text_width,
)
from .tiles import tile_image

WIDTH = 900
MARGIN = 24
TITLE = 64
ROW = 124
CARD_W = 62
CARD_H = 84
CARD_GAP = 8
LABEL = 190
OFFER = 240
TILE = 72
#: The line of a row with a slot's two tiles (the combination).
OFFERS = 92
#: From one of the two offers to the next.
OFFER_STEP = 300
GOOD: tuple[int, int, int] = (40, 120, 60)
#: Room (pixels) for a currency's name beside its chip, left of the cards.
NAME_ROOM = LABEL - 14 - 44 - 12 - 8
#: Room for the words beside an offered tile ("can pay", "short 3"), and for "market slot
#: empty" in place of the tile.
OFFER_ROOM = OFFER - 14 - TILE - 12 - 8
EMPTY_ROOM = OFFER - 14 - 8
#: Room for "Tiles" left of a slot's two offers (the combination).
TILES_ROOM = LABEL - 14 - 14
#: Expansion 1: the vizier's line under the title, and its token.
VIZIER_LINE = 58
TOKEN = 44
#: The small exchange office beside an offer's words that count the offices in hand.
OFFICE_MARK = 24
#: The offer's second line where an office mark follows it.
MARKED_ROOM = OFFER_ROOM - OFFICE_MARK - 6
#: Room for the names of an office's two currencies beside it.
OFFICE_NAMES = 100
#: The heading line of the offices' and the bonus cards' rows.
HEADING = 40
#: A bonus card's tile in the hand, and the caption under the card.
BONUS_TILE = 72
CAPTION = 26
#: Room for a row's heading (its name, then a note in smaller print).
HEADING_ROOM = WIDTH - 2 * MARGIN - 28


def exact_possible(values: Sequence[int], price: int) -> bool:
    """Whether some of ``values`` add up to exactly ``price``."""
    sums = {0}
    for value in values:
        sums |= {s + value for s in sums if s + value <= price}
    return price in sums


def _words(d, xy: tuple[float, float], words: str, size: int, room: float, fill,
           anchor: str = "lm") -> None:
    """Words in a box ``room`` pixels wide: a step smaller where a language's are long."""
    size = fit_size(words, size, room)
    d.text(xy, fit(words, size, round(room)), font=font(size), fill=fill, anchor=anchor)


def _offices(view: SeatView) -> list[str]:
    """The exchange offices in the seat's hand."""
    return sorted(c for c in view.hand if CARDS[c].kind == "exchange")


def _shows_offices(view: SeatView) -> bool:
    return played(view)["exchange_offices"] or bool(_offices(view))


def office_row_height() -> int:
    return HEADING + CARD_H + 22


def bonus_row_height() -> int:
    return HEADING + bonus_card_size(BONUS_TILE)[1] + CAPTION + 18


def hand_image(view: SeatView, *, lang: str = "en") -> Image.Image:
    if not isinstance(view, SeatView):
        raise TypeError("a hand is private: pass view(state, seat)")
    by_currency: dict[str, list[int]] = {c: [] for c in CURRENCIES}
    ids: dict[str, list[str]] = {c: [] for c in CURRENCIES}
    for card_id in view.hand:
        card = CARDS[card_id]
        if card.currency in by_currency:
            by_currency[card.currency].append(card.value)
            ids[card.currency].append(card_id)
    two = bool(view.second_market)  # the combination: two tiles per slot
    row = ROW + (OFFERS if two else 0)
    vizier = vizier_of(view, view.seat)
    bonus = own_bonus(view)
    offices = _shows_offices(view)
    diamonds = _diamonds(view)
    shows_diamonds = bool(diamonds) or "diamonds" in view.modules
    groups = hand_groups(view, AIDS_SIZES, AIDS_ROOM, lang) + \
        invader_groups(view, AIDS_SIZES, AIDS_ROOM, lang) + \
        caravan_groups(view, AIDS_SIZES, AIDS_ROOM, lang) + \
        culture_groups(view, AIDS_SIZES, AIDS_ROOM, lang)  # expansion 5
    height = (2 * MARGIN + TITLE + len(CURRENCIES) * row
              + (VIZIER_LINE if vizier is not None else 0)
              + (office_row_height() if offices else 0)
              + (diamond_row_height() if shows_diamonds else 0)
              + (bonus_row_height() if bonus is not None else 0)
              + aids_row_height(groups))
    im = Image.new("RGB", (WIDTH, height), PAGE)
    d = ImageDraw.Draw(im)
    name = player_name(view.players[view.seat].name, view.seat, lang)
    total = sum(CARDS[c].value for c in view.hand)
    title = fit(say(lang, "img-hand-title", name=name), 32, WIDTH - 300)
    d.text((MARGIN, MARGIN + TITLE / 2 - 6), title, font=font(32), fill=PAGE_TEXT, anchor="lm")
    room = WIDTH - 2 * MARGIN - text_width(title, 32) - 24
    _words(d, (WIDTH - MARGIN, MARGIN + TITLE / 2 - 6),
           say(lang, "img-hand-count", count=view.players[view.seat].hand_size, total=total),
           22, room, PAGE_MUTED, anchor="rm")
    y = MARGIN + TITLE
    if vizier is not None:
        _vizier_line(im, d, y, view, vizier, lang)
        y += VIZIER_LINE
    for currency in CURRENCIES:
        # master builders first (expansion 4): a row with more cards than room ends in
        # "+n", and a builder is the one card there that also rebuilds
        order = sorted(zip(by_currency[currency], ids[currency], strict=True),
                       key=lambda vc: (CARDS[vc[1]].role != "builder", -vc[0], vc[1]))
        offers = [view.market.get(currency)]
        if two:
            offers.append(view.second_market.get(currency))
        _row(im, d, y, currency, [c for _, c in order], [v for v, _ in order], offers, lang,
             hand=view.hand, beside=hand_bazaars(view, currency))
        if hand_bazaars(view, currency):  # expansion 4: the bazaars waiting in this currency
            draw_hand_bazaars(im, d, (WIDTH - MARGIN - OFFER - 6, y + (ROW - 4) / 2),
                              hand_bazaars(view, currency), view, view.hand, PANEL)
        y += row
    if offices:
        _office_row(im, d, y, _offices(view), lang)
        y += office_row_height()
    if shows_diamonds:
        _diamond_row(im, d, y, diamonds, view, lang)
        y += diamond_row_height()
    if bonus is not None:
        keep = bool((view.modules_view.get("bonus_cards") or {}).get("keep_hidden"))
        _bonus_row(im, d, y, *bonus, keep=keep, lang=lang)
        y += bonus_row_height()
    if groups:
        _aids_row(im, d, y, groups)
    return im


# --- expansions 2 and 3 ----------------------------------------------------------------------
#: The sizes of the row of gate cards, thieves, the trader's colours and characters.
#: The characters' effects: capitals :data:`~rendering.modules.characters.EFFECT_CAP_AT_PHONE`
#: pixels tall at phone width.
AIDS_SIZES = Sizes(text=26, label=22, card_w=CARD_W, card_h=CARD_H,
                   effect=legible_size(WIDTH, EFFECT_CAP_AT_PHONE))
AIDS_ROOM = WIDTH - 2 * MARGIN - 28


def _diamonds(view: SeatView) -> list[str]:
    """The diamond cards in the seat's hand, high to low."""
    found = [c for c in view.hand if c in CARDS and CARDS[c].kind == "diamond"]
    return sorted(found, key=lambda c: (-CARDS[c].value, c))


def diamond_row_height() -> int:
    return HEADING + CARD_H + 22


def _diamond_row(im, d, y: int, diamonds: list[str], view: SeatView, lang: str = "en") -> None:
    """The diamonds in hand: a heading saying how they pay, the cards, their total and,
    per market tile, whether diamonds alone pay it (exactly: a star)."""
    left, right = MARGIN, WIDTH - MARGIN
    bottom = y + diamond_row_height()
    d.rounded_rectangle([left, y + 4, right - 1, bottom - 8], radius=14, fill=PANEL,
                        outline=PANEL_EDGE, width=2)
    _heading(d, (left + 14, y + 4 + HEADING / 2 + 2), say(lang, "img-hand-diamonds"),
             say(lang, "img-hand-diamonds-note"))
    top = y + 4 + HEADING
    mid = top + CARD_H / 2
    if not diamonds:
        _words(d, (left + 14, mid), say(lang, "img-hand-none"), 22, 300, MUTED)
        return
    values = [CARDS[c].value for c in diamonds]
    column = OFFER + 60  # what they pay: a little wider than an offer
    room = right - left - 28 - column
    per_row = max(1, room // (CARD_W + CARD_GAP))
    shown = diamonds if len(diamonds) <= per_row else diamonds[: per_row - 1]
    x = left + 14
    for card in shown:
        im.paste(card_image(card, CARD_W, CARD_H, PANEL, lang), (x, top))
        x += CARD_W + CARD_GAP
    if len(shown) < len(diamonds):
        d.text((x + CARD_W / 2, mid), f"+{len(diamonds) - len(shown)}", font=font(26),
               fill=INK, anchor="mm")
    # what diamonds alone pay of the market's tiles
    ox = right - column
    d.line([ox, top + 4, ox, top + CARD_H - 4], fill=PANEL_EDGE, width=2)
    d.text((ox + 14, mid - 16), f"= {sum(values)}", font=font(30), fill=INK, anchor="lm")
    pays = [(c, TILES[t].price) for c, t in view.market.items() if t is not None]
    exact = [c for c, price in pays if exact_possible(values, price)]
    can = [c for c, price in pays if sum(values) >= price]
    words = say(lang, "img-hand-diamonds-pay", count=len(can), exact=len(exact))
    _words(d, (ox + 14, mid + 18), words, 18, column - 28, GOOD if can else MUTED)


def aids_row_height(groups) -> int:
    return (row_height(groups, AIDS_ROOM, AIDS_SIZES.text) + 30) if groups else 0


def _aids_row(im, d, y: int, groups) -> None:
    """The seat's gate cards, thieves, trader's colours and characters (only it sees the
    thieves and the colours)."""
    left, right = MARGIN, WIDTH - MARGIN
    bottom = y + aids_row_height(groups)
    d.rounded_rectangle([left, y + 4, right - 1, bottom - 8], radius=14, fill=PANEL,
                        outline=PANEL_EDGE, width=2)
    draw_row(im, (left + 14, y + 14), groups, AIDS_ROOM, AIDS_SIZES.text, line=False)


def vizier_words(view: SeatView, up: bool, lang: str = "en") -> tuple[str, str]:
    """The vizier's state in words, and a note: what the seat may do about it."""
    state = own_vizier(view)
    words = say(lang, "img-vizier-ready" if up else "img-vizier-used")
    if not up:
        return words, say(lang, "img-vizier-turn-up")
    if state["answered"]:
        return words, say(lang, "img-vizier-answered")
    if state["always_pass"]:  # (asked for its thieves only, if asked)
        return words, say(lang, "img-vizier-always-pass")
    if view.seat in view.window_seats:
        # asked as everyone who might act is (V5): the truth for this seat's own cards
        return words, say(lang, "img-vizier-now" if state["fits"] else "img-vizier-nothing-fits")
    return words, ""


def _vizier_line(im, d, y: int, view: SeatView, up: bool, lang: str = "en") -> None:
    """The seat's vizier token, its state and what the seat may do about it."""
    waiting = view.seat in view.window_seats and up and not own_vizier(view)["always_pass"]
    mid = y + (VIZIER_LINE - 8) / 2
    im.paste(vizier_token(TOKEN, up, PAGE, waiting), (MARGIN, round(mid - TOKEN / 2)))
    x = MARGIN + TOKEN + 12
    words, note = vizier_words(view, up, lang)
    size = fit_size(words, 26, 300)
    d.text((x, mid), words, font=font(size), fill=PAGE_TEXT, anchor="lm")
    x += text_width(words, size) + 18
    if note:
        _words(d, (x, mid), note, 22, WIDTH - MARGIN - x, PAGE_MUTED)


def _heading(d, xy: tuple[int, float], name: str, note: str) -> None:
    """A row's name and, in smaller print after it, a note."""
    x, mid = xy
    size = fit_size(name, 24, HEADING_ROOM // 2)
    d.text((x, mid), name, font=font(size), fill=INK, anchor="lm")
    nx = x + text_width(name, size) + 16
    _words(d, (nx, mid), note, 18, HEADING_ROOM - (nx - x), MUTED)


def _office_row(im, d, y: int, offices: list[str], lang: str = "en") -> None:
    """The exchange offices in hand: a heading saying what they do, then the cards."""
    left, right = MARGIN, WIDTH - MARGIN
    bottom = y + office_row_height()
    d.rounded_rectangle([left, y + 4, right - 1, bottom - 8], radius=14, fill=PANEL,
                        outline=PANEL_EDGE, width=2)
    _heading(d, (left + 14, y + 4 + HEADING / 2 + 2), say(lang, "img-hand-offices"),
             say(lang, "img-hand-offices-note"))
    top = y + 4 + HEADING
    if not offices:
        _words(d, (left + 14, top + CARD_H / 2), say(lang, "img-hand-none"), 22, 300, MUTED)
        return
    step = CARD_W + 10 + OFFICE_NAMES + 24
    per_row = (right - left - 28) // step
    shown = offices if len(offices) <= per_row else offices[: per_row - 1]
    for i, card in enumerate(shown):
        x = left + 14 + i * step
        im.paste(card_image(card, CARD_W, CARD_H, PANEL, lang), (x, top))
        for j, currency in enumerate(CARDS[card].pays[:2]):  # the currencies it pays
            _words(d, (x + CARD_W + 10, top + CARD_H * (0.3 + 0.4 * j)),
                   currency_name(currency, lang), 20, OFFICE_NAMES, INK)
    if len(shown) < len(offices):
        d.text((left + 14 + len(shown) * step + CARD_W / 2, top + CARD_H / 2),
               f"+{len(offices) - len(shown)}", font=font(26), fill=INK, anchor="mm")


def _bonus_row(im, d, y: int, hidden: list[str], revealed: list[str], *,
               keep: bool = False, lang: str = "en") -> None:
    """The seat's bonus cards: the hidden ones (only it sees them) and the revealed ones,
    each with its tile and a caption; while it holds hidden ones, the heading says what
    scorings do with them (``keep``: the seat keeps them hidden at rounds 1 and 2)."""
    left, right = MARGIN, WIDTH - MARGIN
    bottom = y + bonus_row_height()
    d.rounded_rectangle([left, y + 4, right - 1, bottom - 8], radius=14, fill=PANEL,
                        outline=PANEL_EDGE, width=2)
    note = say(lang, "img-hand-bonus-scoring", keep="yes" if keep else "no") if hidden else ""
    _heading(d, (left + 14, y + 4 + HEADING / 2 + 2), say(lang, "img-hand-bonus"), note)
    top = y + 4 + HEADING
    card_w, card_h = bonus_card_size(BONUS_TILE)
    cards = [(c, "img-bonus-hidden") for c in sorted(hidden)] + \
        [(c, "img-bonus-revealed") for c in revealed]
    if not cards:
        _words(d, (left + 14, top + card_h / 2), say(lang, "img-hand-none"), 22, 300, MUTED)
        return
    step = max(card_w + 16, bonus_caption_room() + 12)
    for i, (card, caption) in enumerate(cards[: (right - left - 28) // step]):
        x = left + 14 + i * step
        im.paste(bonus_card_image(card, BONUS_TILE, PANEL), (x + (step - 12 - card_w) // 2, top))
        _words(d, (x + (step - 12) / 2, top + card_h + CAPTION / 2 + 2), say(lang, caption), 18,
               bonus_caption_room(), INK if caption == "img-bonus-hidden" else MUTED,
               anchor="mm")


def bonus_caption_room() -> int:
    """Room for the caption under a bonus card in the hand ("hidden", "revealed")."""
    return bonus_card_size(BONUS_TILE)[0] + 40


def _row(im, d, y: int, currency: str, cards: list[str], values: list[int],
         offers: list[str | None], lang: str = "en", hand: tuple[str, ...] = (),
         beside: Sequence[str] = ()) -> None:
    """A currency's row; one offer beside the cards, or (two offers) a line below them
    (``beside``: room kept left of the offer for the bazaars waiting in the currency)."""
    left, right = MARGIN, WIDTH - MARGIN
    two = len(offers) > 1
    bottom = y + ROW + (OFFERS if two else 0)
    d.rounded_rectangle([left, y + 4, right - 1, bottom - 8], radius=14, fill=PANEL,
                        outline=PANEL_EDGE, width=2)
    mid = y + (ROW - 4) / 2
    chip = 44
    im.paste(currency_chip(currency, chip, PANEL), (left + 14, round(mid - chip / 2)))
    _words(d, (left + 14 + chip + 12, mid - 14), currency_name(currency, lang), 22, NAME_ROOM,
           INK)
    d.text((left + 14 + chip + 12, mid + 18), f"{sum(values)}", font=font(30),
           fill=INK if values else MUTED, anchor="lm")
    x = left + LABEL
    room = right - (0 if two else OFFER) - x - (14 if two else 0) - len(beside) * HAND_STEP
    per_row = max(1, room // (CARD_W + CARD_GAP))
    if not cards:
        _words(d, (x, mid), say(lang, "img-hand-no-cards"), 22, room, MUTED)
    shown = cards if len(cards) <= per_row else cards[: per_row - 1]
    for i, card in enumerate(shown):
        im.paste(card_image(card, CARD_W, CARD_H, PANEL, lang),
                 (x + i * (CARD_W + CARD_GAP), round(mid - CARD_H / 2)))
    if len(shown) < len(cards):
        more = f"+{len(cards) - len(shown)}"
        d.text((x + len(shown) * (CARD_W + CARD_GAP) + CARD_W / 2, mid), more, font=font(26),
               fill=INK, anchor="mm")
    if not two:
        _offer(im, d, (right - OFFER, mid), offers[0], values, lang=lang, hand=hand,
               currency=currency)
        return
    line = y + ROW - 8
    d.line([left + 14, line, right - 15, line], fill=PANEL_EDGE, width=2)
    mid = line + (OFFERS - 8) / 2
    _words(d, (left + 14, mid), say(lang, "img-hand-tiles"), 18, TILES_ROOM, MUTED)
    for i, offer in enumerate(offers):
        _offer(im, d, (left + LABEL - 14 + i * OFFER_STEP, round(mid)), offer, values,
               divider=False, lang=lang, hand=hand, currency=currency)


def offices_for(hand: Sequence[str], currency: str) -> tuple[str, ...]:
    """The exchange offices in ``hand`` that may pay a tile of ``currency``."""
    return tuple(sorted(c for c in hand if currency in CARDS[c].pays))


def what_pays(hand: Sequence[str], currency: str, values: list[int], price: int
              ) -> tuple[bool, bool, int, tuple[str, ...]]:
    """Whether ``hand`` pays ``price`` in ``currency`` exactly, whether it pays it at all,
    how much it may spend on it, and the exchange offices it may use for it (their other
    currencies count; the engine's payments decide)."""
    offices = offices_for(hand, currency)
    if not offices:
        have = sum(values)
        return bool(values) and exact_possible(values, price), have >= price, have, ()
    money = hand_money(hand)
    opened = {c for office in offices for c in CARDS[office].pays}
    have = sum(money.get(c, 0) for c in opened)
    return (bool(exact_payments(hand, currency, price)),
            bool(purchase_payments(hand, currency, price)), have, offices)


def _offer(im, d, left_mid: tuple[int, float], offer: str | None, values: list[int], *,
           divider: bool = True, lang: str = "en", hand: Sequence[str] = (),
           currency: str = "") -> None:
    x, mid = left_mid
    if divider:
        d.line([x, mid - 44, x, mid + 44], fill=PANEL_EDGE, width=2)
    x += 14
    if offer is None:
        _words(d, (x, mid), say(lang, "img-hand-slot-empty"), 18, EMPTY_ROOM, MUTED)
        return
    im.paste(tile_image(offer, TILE, PANEL), (x, round(mid - TILE / 2)))
    price = TILES[offer].price
    tx = x + TILE + 12
    exact, can, have, offices = what_pays(hand, currency, values, price)
    second = MARKED_ROOM if offices else OFFER_ROOM
    if exact:
        _star(d, (tx + 10, mid - 14), 11)
        _words(d, (tx + 26, mid - 14), say(lang, "img-hand-exact"), 22, OFFER_ROOM - 26, INK)
        line = say(lang, "img-hand-extra-action")
        _words(d, (tx, mid + 16), line, 18, second, GOOD)
    elif can:
        _words(d, (tx, mid - 14), say(lang, "img-hand-can-pay"), 22, OFFER_ROOM, GOOD)
        line = say(lang, "img-hand-of", price=price, have=have)
        _words(d, (tx, mid + 16), line, 18, second, MUTED)
    else:
        _words(d, (tx, mid - 14), say(lang, "img-hand-short", missing=price - have), 22,
               OFFER_ROOM, MUTED)
        line = say(lang, "img-hand-costs", price=price)
        _words(d, (tx, mid + 16), line, 18, second, MUTED)
    if offices:  # the office that counts here, after the second line
        pays = CARDS[offices[0]].pays
        ox = tx + min(text_width(line, fit_size(line, 18, second)), second) + 6
        im.paste(office_chip(pays, OFFICE_MARK, PANEL),
                 (round(ox), round(mid + 16 - OFFICE_MARK / 2)))


def _star(d, centre: tuple[float, float], r: float) -> None:
    cx, cy = centre
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        a = math.pi * i / 5
        points.append((cx + radius * math.sin(a), cy - radius * math.cos(a)))
    d.polygon(points, fill=LONGEST, outline=INK)


def render_hand(view: SeatView, *, lang: str = "en") -> bytes:
    """PNG of the seat's money cards by currency, against the market's prices (private),
    its words in ``lang``."""
    return to_png(hand_image(view, lang=lang))
