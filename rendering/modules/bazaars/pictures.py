"""Expansion 4's bazaars, as the pictures draw them (:mod:`engine.alhambra.modules.bazaars`).

- A bazaar tile (building ``"bazaar"``): its face is drawn by :mod:`rendering.modules.bazaars.look`
  (sand-coloured ground, its currency's coin, a stall's awning in its three colours), which
  :func:`rendering.tiles.tile_image` calls, so a bazaar looks so everywhere a tile is drawn
  (market, hand, Alhambra, reserve).
- The bazaars waiting beside the market: a row of their own under the market's slots,
  each under its currency's slot with its price now (the slot's tile's; "—" while that slot
  is empty) (:func:`waiting_height`, :func:`draw_waiting`).
- In the hand picture (the seat's own view) each currency's row shows the bazaars waiting
  in that currency beside the market tile, each with its price under it, a star on those
  the hand pays exactly now (:func:`draw_hand_bazaars`).
- On an Alhambra every built bazaar carries its score "M×D=points" (matching buildings ×
  colours, what it scores at the final scoring) in a dark band along its top, over its coin
  (built, its currency no longer matters; its colours stay visible)
  (:func:`draw_bazaar_scores`): at the end of the game that is the score of each bazaar.

Public pictures read only the public view (``modules_view["bazaars"]``) and the built
tiles.
"""

from __future__ import annotations

from collections.abc import Mapping

from PIL import Image, ImageDraw

from engine.alhambra.components import CURRENCIES, TILES
from engine.alhambra.modules.bazaars import CURRENCY_OF, scores
from engine.alhambra.money import exact_payments
from engine.alhambra.view import PublicView

from ...icons import draw_star
from ...theme import (
    INK,
    MUTED,
    PAGE,
    PANEL_EDGE,
    RGB,
    currency_style,
    fit_size,
    font,
    legible_size,
    say,
)
from ...tiles import price_font_size, tile_image
from .look import is_bazaar

MODULE = "bazaars"
#: The width of the pictures an Alhambra is drawn in (rendering.alhambra.WIDTH).
PICTURE_WIDTH = 900


# -- waiting beside the market --------------------------------------------------------------


def waiting_of(view: PublicView | None) -> list[str]:
    fields = (view.modules_view.get(MODULE) or {}) if view is not None else {}
    return list(fields.get("waiting") or ())


def prices_of(view: PublicView) -> dict[str, int | None]:
    return dict((view.modules_view.get(MODULE) or {}).get("prices") or {})


def tile_size(slot: int, text: int, gap: int) -> int:
    """The size of a waiting bazaar: up to two side by side under one slot."""
    return max(16, min(round(text * 3.3), (slot - gap) // 2))


def waiting_height(view: PublicView | None, slot: int, text: int, gap: int) -> int:
    """Height of the waiting bazaars' row (0: none wait)."""
    if not waiting_of(view):
        return 0
    return round(text * 1.2) + tile_size(slot, text, gap) + round(text * 1.5)


def draw_waiting(im: Image.Image, d: ImageDraw.ImageDraw, xy: tuple[int, int],
                 view: PublicView, *, slot: int, gap: int, text: int, heading: str,
                 background: RGB) -> None:
    """The waiting bazaars under their currencies' slots (``xy``: the first slot's left edge
    and the row's top), each with its price now. The heading and the line over it are
    drawn as over the other rows under the money (the building yards', the scouts' and
    the treasure chamber's): muted, in the label size."""

    x, y = xy
    right = x + 4 * slot + 3 * gap
    d.line([x, y - round(text * 0.15), right, y - round(text * 0.15)], fill=PANEL_EDGE,
           width=2)
    label = fit_size(heading, round(text * 0.85), right - x)
    d.text((x, y + text * 0.6), heading, font=font(label), fill=MUTED, anchor="lm")
    top = y + round(text * 1.2)
    size = tile_size(slot, text, gap)
    prices = prices_of(view)
    by_currency: dict[str, list[str]] = {c: [] for c in CURRENCIES}
    for bazaar in waiting_of(view):
        by_currency[CURRENCY_OF[bazaar]].append(bazaar)
    for n, currency in enumerate(CURRENCIES):
        shown = by_currency[currency]
        if not shown:
            continue
        left = x + n * (slot + gap)
        step = min(size + gap // 2, (slot - size) // max(1, len(shown) - 1)) \
            if len(shown) > 1 else 0
        start = left + (slot - size - step * (len(shown) - 1)) // 2
        fill, ink = currency_style(currency)
        for i, bazaar in enumerate(shown):
            bx = start + i * step
            im.paste(tile_image(bazaar, size, background), (bx, top))
            price = prices.get(bazaar)
            words = "—" if price is None else str(price)
            box = [bx + size * 0.2, top + size + text * 0.15, bx + size * 0.8,
                   top + size + text * 1.35]
            d.rounded_rectangle(box, radius=text * 0.3, fill=fill)
            d.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), words, font=font(text),
                   fill=ink, anchor="mm")


# -- the score of each built bazaar -------------------------------------------------------


def draw_bazaar_scores(im: Image.Image, boxes: Mapping[tuple[int, int], tuple[int, ...]],
                       built: Mapping[tuple[int, int], str], cell: int,
                       number_size: int | None = None) -> None:
    """"M×D=points" in a dark band along the top of every built bazaar (``boxes``: cell -> its
    left, top, right, bottom on ``im``); on a smaller tile "M×D" (the product is the
    points), on a tiny one the points. Legible at phone width in a 900-pixel picture."""
    if not any(is_bazaar(TILES[t]) for t in built.values()):
        return
    found = scores({c: TILES[t] for c, t in built.items()})
    d = ImageDraw.Draw(im)
    # legible at phone width in the usual 900-pixel pictures, smaller only where it must;
    # never larger than a price on the same board: on the small tiles of the overview and
    # of the invaders' boards the band covered the whole bazaar, a dark tile with a number
    size = max(round(cell * 0.24), legible_size(PICTURE_WIDTH), number_size or 0)
    size = min(size, max(price_font_size(cell), number_size or 0))
    for cell_xy, (_, m, dd, points) in found.items():
        left, top, right, bottom = boxes[cell_xy]
        words = f"{m}×{dd}={points}"
        if font(size).getlength(words) > right - left - 6:
            words = f"{m}×{dd}"  # (M ≤ 8, D ≤ 3: the product is the points, at most 24)
        room = right - left - 6
        fitted = fit_size(words, size, room, smallest=max(6, size // 2))
        if font(fitted).getlength(words) > room or fitted < size:  # too small to read
            words = str(points)
            fitted = fit_size(words, size, room, smallest=6)
        band = round(size * 1.3)
        # along the top, over the coin: built, its currency no longer matters; its colours do
        d.rectangle([left + 2, top + 2, right - 2, top + 2 + band], fill=INK)
        d.text(((left + right) / 2, top + 2 + band / 2), words, font=font(fitted),
               fill=(255, 255, 255), anchor="mm")


def legend_items(view: PublicView, size: int, lang: str = "en") -> list[tuple[Image.Image, str]]:
    """The overview's legend: what the number on a built bazaar is (only once one is
    built: on the overview's small tiles the band shows the points alone)."""
    if not any(is_bazaar(TILES[t]) for p in view.players for *_, t in p.alhambra):
        return []
    return [(tile_image("bazaar-1", size, PAGE), say(lang, "img-legend-bazaar"))]


# -- the hand -------------------------------------------------------------------------------
#: The room of a waiting bazaar in a currency's row of the hand picture, and its step.
HAND_ROOM = 72
HAND_STEP = HAND_ROOM + 10
#: The bazaar's tile there, and the price under it (the picture's smallest legible digits).
HAND_TILE = 58
HAND_PRICE = legible_size(PICTURE_WIDTH)
STAR: RGB = (236, 178, 30)


def hand_bazaars(view: PublicView, currency: str) -> list[str]:
    """The bazaars waiting in ``currency`` that can be bought now (their slot is not empty)."""
    prices = prices_of(view)
    return [b for b in waiting_of(view) if CURRENCY_OF[b] == currency
            and prices.get(b) is not None]


def draw_hand_bazaars(im: Image.Image, d: ImageDraw.ImageDraw, right_mid: tuple[float, float],
                      bazaars: list[str], view: PublicView, hand: tuple[str, ...],
                      background: RGB) -> None:
    """The waiting ``bazaars`` of one currency, right-aligned to ``right_mid``, each with its
    price under it as in the market (the tile has none; the offer beside is another tile's);
    a star on each the ``hand`` pays exactly now (a bazaar is paid exactly or not at
    all)."""

    x, mid = right_mid
    prices = prices_of(view)
    pill = round(HAND_PRICE * 1.2)
    top = round(mid - (HAND_TILE + 3 + pill) / 2)
    fill, ink = currency_style(CURRENCY_OF[bazaars[0]]) if bazaars else (INK, INK)
    for n, bazaar in enumerate(bazaars):
        left = round(x - (n + 1) * HAND_STEP + (HAND_ROOM - HAND_TILE) / 2)
        im.paste(tile_image(bazaar, HAND_TILE, background), (left, top))
        box = [left, top + HAND_TILE + 3, left + HAND_TILE, top + HAND_TILE + 3 + pill]
        d.rounded_rectangle(box, radius=pill * 0.3, fill=fill)
        d.text(((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), str(prices[bazaar]),
               font=font(HAND_PRICE), fill=ink, anchor="mm")
        if exact_payments(hand, CURRENCY_OF[bazaar], prices[bazaar]):
            draw_star(d, (left + HAND_TILE - 8, top + 9), 13, STAR, INK)
