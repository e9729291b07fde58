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
    fit,
    font,
    player_name,
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


def exact_possible(values: Sequence[int], price: int) -> bool:
    """Whether some of ``values`` add up to exactly ``price``."""
    sums = {0}
    for value in values:
        sums |= {s + value for s in sums if s + value <= price}
    return price in sums


def hand_image(view: SeatView) -> Image.Image:
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
    name = player_name(view.players[view.seat].name, view.seat)
    total = sum(CARDS[c].value for c in view.hand)
    d.text((MARGIN, MARGIN + TITLE / 2 - 6), fit(f"Your money, {name}", 32, WIDTH - 300),
           font=font(32), fill=PAGE_TEXT, anchor="lm")
    count = len(view.hand)
    d.text((WIDTH - MARGIN, MARGIN + TITLE / 2 - 6),
           f"{count} card{'s' if count != 1 else ''} · {total} in all", font=font(22),
           fill=PAGE_MUTED, anchor="rm")
    y = MARGIN + TITLE
    for currency in CURRENCIES:
        order = sorted(zip(by_currency[currency], ids[currency], strict=True),
                       key=lambda vc: (-vc[0], vc[1]))
        offers = [view.market.get(currency)]
        if two:
            offers.append(view.second_market.get(currency))
        _row(im, d, y, currency, [c for _, c in order], [v for v, _ in order], offers)
        y += row
    return im


def _row(im, d, y: int, currency: str, cards: list[str], values: list[int],
          offers: list[str | None]) -> None:
    """A currency's row; one offer beside the cards, or (two offers) a line below them."""
    left, right = MARGIN, WIDTH - MARGIN
    two = len(offers) > 1
    bottom = y + ROW + (OFFERS if two else 0)
    d.rounded_rectangle([left, y + 4, right - 1, bottom - 8], radius=14, fill=PANEL,
                        outline=PANEL_EDGE, width=2)
    mid = y + (ROW - 4) / 2
    chip = 44
    im.paste(currency_chip(currency, chip, PANEL), (left + 14, round(mid - chip / 2)))
    d.text((left + 14 + chip + 12, mid - 14), currency.capitalize(), font=font(22), fill=INK,
           anchor="lm")
    d.text((left + 14 + chip + 12, mid + 18), f"{sum(values)}", font=font(30),
           fill=INK if values else MUTED, anchor="lm")
    x = left + LABEL
    room = right - (0 if two else OFFER) - x - (14 if two else 0)
    per_row = max(1, room // (CARD_W + CARD_GAP))
    if not cards:
        d.text((x, mid), "no cards", font=font(22), fill=MUTED, anchor="lm")
    shown = cards if len(cards) <= per_row else cards[: per_row - 1]
    for i, card in enumerate(shown):
        im.paste(card_image(card, CARD_W, CARD_H, PANEL),
                 (x + i * (CARD_W + CARD_GAP), round(mid - CARD_H / 2)))
    if len(shown) < len(cards):
        more = f"+{len(cards) - len(shown)}"
        d.text((x + len(shown) * (CARD_W + CARD_GAP) + CARD_W / 2, mid), more, font=font(26),
               fill=INK, anchor="mm")
    if not two:
        _offer(im, d, (right - OFFER, mid), offers[0], values)
        return
    line = y + ROW - 8
    d.line([left + 14, line, right - 15, line], fill=PANEL_EDGE, width=2)
    mid = line + (OFFERS - 8) / 2
    d.text((left + 14, mid), "Tiles", font=font(18), fill=MUTED, anchor="lm")
    for i, offer in enumerate(offers):
        _offer(im, d, (left + LABEL - 14 + i * OFFER_STEP, round(mid)), offer, values,
               divider=False)


def _offer(im, d, left_mid: tuple[int, float], offer: str | None, values: list[int], *,
           divider: bool = True) -> None:
    x, mid = left_mid
    if divider:
        d.line([x, mid - 44, x, mid + 44], fill=PANEL_EDGE, width=2)
    x += 14
    if offer is None:
        d.text((x, mid), "market slot empty", font=font(18), fill=MUTED, anchor="lm")
        return
    im.paste(tile_image(offer, TILE, PANEL), (x, round(mid - TILE / 2)))
    price = TILES[offer].price
    tx = x + TILE + 12
    have = sum(values)
    if values and exact_possible(values, price):
        _star(d, (tx + 10, mid - 14), 11)
        d.text((tx + 26, mid - 14), "exact", font=font(22), fill=INK, anchor="lm")
        d.text((tx, mid + 16), "+1 action", font=font(18), fill=GOOD, anchor="lm")
    elif have >= price:
        d.text((tx, mid - 14), "can pay", font=font(22), fill=GOOD, anchor="lm")
        d.text((tx, mid + 16), f"{price} of {have}", font=font(18), fill=MUTED, anchor="lm")
    else:
        d.text((tx, mid - 14), f"short {price - have}", font=font(22), fill=MUTED,
               anchor="lm")
        d.text((tx, mid + 16), f"costs {price}", font=font(18), fill=MUTED, anchor="lm")


def _star(d, centre: tuple[float, float], r: float) -> None:
    cx, cy = centre
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        a = math.pi * i / 5
        points.append((cx + radius * math.sin(a), cy - radius * math.cos(a)))
    d.polygon(points, fill=LONGEST, outline=INK)


def render_hand(view: SeatView) -> bytes:
    """PNG of the seat's money cards by currency, against the market's prices (private)."""
    return to_png(hand_image(view))
