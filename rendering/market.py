"""The market (Bauhof): four tiles on their currency slots, the money display and the piles.

Shows whose turn it is, the four slots (currency colour, shape and name, and the tile with
its building, price and walls), the four face-up money cards, the cards left in the deck
(the next scoring card can only come from there), the discard pile and the tiles in the bag.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.alhambra.components import CURRENCIES
from engine.alhambra.view import PublicView

from .cards import card_image
from .icons import draw_currency_mark
from .png import to_png
from .theme import (
    BOARD,
    INK,
    MUTED,
    PAGE,
    PAGE_TEXT,
    PANEL,
    PANEL_EDGE,
    currency_style,
    fit,
    font,
    player_name,
    shade,
)
from .tiles import tile_image

WIDTH = 900
MARGIN = 24
GAP = 14
UNIT = 26
SCORING_CARD = {1: "A", 2: "B"}


def status_line(view: PublicView) -> str:
    """Whose turn it is, in words (or that the game is over)."""
    if view.is_over:
        names = [player_name(view.players[s].name, s) for s in view.winners]
        return "Game over · " + ("winner " if len(names) == 1 else "winners ") + ", ".join(names)
    seat = view.active_seat
    name = player_name(view.players[seat].name, seat) if seat is not None else "?"
    if view.phase == "final_placing":
        return f"Final tiles · {name} is placing"
    if view.phase == "placing":
        return f"Turn {view.turn} · {name} is placing"
    extra = " (extra action)" if view.extra_action else ""
    return f"Turn {view.turn} · {name} to play{extra}"


def market_height(width: int, unit: int) -> int:
    slot = _slot_width(width, unit)
    band = round(unit * 1.6)
    tile = _slot_tile(slot, unit)
    card_w, card_h = _card_size(width, unit)
    return round(unit * 0.6) + band + tile + round(unit * 0.9) + _money_gap(unit) + card_h + round(
        unit * 0.6)


def _money_gap(unit: int) -> int:
    """Room between the slots and the money cards, for the "Money" label."""
    return round(unit * 1.5)


def _slot_width(width: int, unit: int) -> int:
    return (width - 2 * round(unit * 0.6) - 3 * GAP) // 4


def _slot_tile(slot: int, unit: int) -> int:
    return min(slot - 2 * round(unit * 0.6), unit * 6)


def _card_size(width: int, unit: int) -> tuple[int, int]:
    card_w = round(unit * 3.4)
    return card_w, round(card_w * 1.3)


def draw_market(view: PublicView, *, width: int, unit: int = UNIT) -> Image.Image:
    """The market panel (slots, money display, piles) as an image ``width`` wide."""
    im = Image.new("RGB", (width, market_height(width, unit)), PAGE)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, width - 1, im.height - 1], radius=unit * 0.6, fill=PANEL,
                        outline=PANEL_EDGE, width=2)
    m = round(unit * 0.6)
    slot = _slot_width(width, unit)
    band = round(unit * 1.6)
    tile = _slot_tile(slot, unit)
    y = m
    for i, currency in enumerate(CURRENCIES):
        x = m + i * (slot + GAP)
        _draw_slot(im, d, (x, y), currency, view.market.get(currency), slot=slot, band=band,
                   tile=tile, unit=unit)
    y += band + tile + round(unit * 0.9) + _money_gap(unit)
    card_w, card_h = _card_size(width, unit)
    d.text((m, y - round(unit * 0.3)), "Money display", font=font(round(unit * 0.8)), fill=MUTED,
           anchor="ls")
    for i, card in enumerate(view.display):
        im.paste(card_image(card, card_w, card_h, PANEL), (m + i * (card_w + GAP), y))
    for i in range(len(view.display), 4):
        x = m + i * (card_w + GAP)
        d.rounded_rectangle([x, y, x + card_w - 1, y + card_h - 1], radius=card_w * 0.14,
                            outline=PANEL_EDGE, width=3)
    _draw_piles(d, (m + 4 * (card_w + GAP) + unit // 2, y), view, width=width - m, unit=unit,
                height=card_h)
    return im


def _draw_slot(im, d, xy, currency: str, tile_id: str | None, *, slot: int, band: int,
               tile: int, unit: int) -> None:
    x, y = xy
    fill, ink = currency_style(currency)
    bottom = y + band + tile + round(unit * 0.9)
    d.rounded_rectangle([x, y, x + slot - 1, bottom], radius=unit * 0.4, fill=BOARD,
                        outline=shade(fill, 0.8), width=3)
    d.rounded_rectangle([x, y, x + slot - 1, y + band], radius=unit * 0.4, fill=fill,
                        corners=(True, True, False, False))
    mark = band * 0.5
    draw_currency_mark(d, currency, (x + band * 0.3, y + band * 0.25, mark), ink)
    d.text((x + band * 0.3 + mark + unit * 0.3, y + band / 2), currency.capitalize(),
           font=font(round(unit * 0.9)), fill=ink, anchor="lm")
    top = y + band + round(unit * 0.45)
    left = x + (slot - tile) // 2
    if tile_id is None:
        d.text((x + slot / 2, top + tile / 2), "empty", font=font(round(unit * 0.8)),
               fill=MUTED, anchor="mm")
    else:
        im.paste(tile_image(tile_id, tile, BOARD), (left, top))


def _draw_piles(d, xy, view: PublicView, *, width: int, unit: int, height: int) -> None:
    x, y = xy
    size = round(unit * 0.85)
    left = ", ".join(SCORING_CARD.get(r, str(r)) for r in view.scoring_cards_left) or "none"
    lines = (
        ("Deck", f"{view.deck_size} cards"),
        ("Discard", f"{view.discard_size} cards"),
        ("Bag", f"{view.bag_size} tiles"),
        ("Scoring cards", left),
    )
    step = height / len(lines)
    room = width - x
    for i, (label, value) in enumerate(lines):
        cy = y + step * (i + 0.5)
        d.text((x, cy), fit(label, size, round(room * 0.55)), font=font(size), fill=MUTED,
               anchor="lm")
        d.text((width, cy), value, font=font(size), fill=INK, anchor="rm")


def market_image(view: PublicView) -> Image.Image:
    """The market picture: a status line over the market panel."""
    header = round(UNIT * 2)
    panel = draw_market(view, width=WIDTH - 2 * MARGIN)
    im = Image.new("RGB", (WIDTH, header + panel.height + 2 * MARGIN), PAGE)
    d = ImageDraw.Draw(im)
    d.text((MARGIN, MARGIN + header / 2 - UNIT * 0.2), fit(status_line(view), round(UNIT * 1.1),
                                                           WIDTH - 2 * MARGIN),
           font=font(round(UNIT * 1.1)), fill=PAGE_TEXT, anchor="lm")
    im.paste(panel, (MARGIN, MARGIN + header))
    return im


def render_market(view: PublicView) -> bytes:
    """PNG of the market, the money display, the piles and whose turn it is."""
    return to_png(market_image(view))
