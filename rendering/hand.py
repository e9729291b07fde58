"""A player's private hand (for the ephemeral panel): money cards by currency.

One row per currency: its colour, shape and name, the total, the cards from high to low,
and the market tile of that currency with what the hand can do about it (pay exactly,
which earns another action; pay; or how much is missing). In the Alhambra + Granada
combination a slot holds two tiles: each row gets a second line with both, the Alhambra
tile and the Granada tile, and the same words for each. Only for the seat's own eyes: it
takes a :class:`SeatView`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.alhambra.components import CARDS, CURRENCIES, TILES
from engine.alhambra.view import SeatView

from .cards import card_image, currency_chip
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
    currency_name,
    fit,
    fit_size,
    font,
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
    height = 2 * MARGIN + TITLE + len(CURRENCIES) * row
    im = Image.new("RGB", (WIDTH, height), PAGE)
    d = ImageDraw.Draw(im)
    name = player_name(view.players[view.seat].name, view.seat, lang)
    total = sum(CARDS[c].value for c in view.hand)
    title = fit(say(lang, "img-hand-title", name=name), 32, WIDTH - 300)
    d.text((MARGIN, MARGIN + TITLE / 2 - 6), title, font=font(32), fill=PAGE_TEXT, anchor="lm")
    room = WIDTH - 2 * MARGIN - text_width(title, 32) - 24
    _words(d, (WIDTH - MARGIN, MARGIN + TITLE / 2 - 6),
           say(lang, "img-hand-count", count=len(view.hand), total=total), 22, room,
           PAGE_MUTED, anchor="rm")
    y = MARGIN + TITLE
    for currency in CURRENCIES:
        order = sorted(zip(by_currency[currency], ids[currency], strict=True),
                       key=lambda vc: (-vc[0], vc[1]))
        offers = [view.market.get(currency)]
        if two:
            offers.append(view.second_market.get(currency))
        _row(im, d, y, currency, [c for _, c in order], [v for v, _ in order], offers, lang)
        y += row
    return im


def _row(im, d, y: int, currency: str, cards: list[str], values: list[int],
         offers: list[str | None], lang: str = "en") -> None:
    """A currency's row; one offer beside the cards, or (two offers) a line below them."""
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
    room = right - (0 if two else OFFER) - x - (14 if two else 0)
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
        _offer(im, d, (right - OFFER, mid), offers[0], values, lang=lang)
        return
    line = y + ROW - 8
    d.line([left + 14, line, right - 15, line], fill=PANEL_EDGE, width=2)
    mid = line + (OFFERS - 8) / 2
    _words(d, (left + 14, mid), say(lang, "img-hand-tiles"), 18, TILES_ROOM, MUTED)
    for i, offer in enumerate(offers):
        _offer(im, d, (left + LABEL - 14 + i * OFFER_STEP, round(mid)), offer, values,
               divider=False, lang=lang)


def _offer(im, d, left_mid: tuple[int, float], offer: str | None, values: list[int], *,
           divider: bool = True, lang: str = "en") -> None:
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
    have = sum(values)
    if values and exact_possible(values, price):
        _star(d, (tx + 10, mid - 14), 11)
        _words(d, (tx + 26, mid - 14), say(lang, "img-hand-exact"), 22, OFFER_ROOM - 26, INK)
        _words(d, (tx, mid + 16), say(lang, "img-hand-extra-action"), 18, OFFER_ROOM, GOOD)
    elif have >= price:
        _words(d, (tx, mid - 14), say(lang, "img-hand-can-pay"), 22, OFFER_ROOM, GOOD)
        _words(d, (tx, mid + 16), say(lang, "img-hand-of", price=price, have=have), 18,
               OFFER_ROOM, MUTED)
    else:
        _words(d, (tx, mid - 14), say(lang, "img-hand-short", missing=price - have), 22,
               OFFER_ROOM, MUTED)
        _words(d, (tx, mid + 16), say(lang, "img-hand-costs", price=price), 18, OFFER_ROOM,
               MUTED)


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
