"""Expansion 3's change (:mod:`engine.alhambra.modules.change`; coins
``coin-<currency>-<n>``, money worth 1): round coins in their currency's colour with a silver
rim, never a card's rectangle (:func:`coin_image`); the bag's count (``bag``) is public (the
market says it)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.view import PublicView

from ..fields import module_fields
from ..icons import draw_currency_mark
from ..theme import COIN_RIM, INK, RGB, currency_name, currency_style, fit_size, font, shade

SUPERSAMPLE = 4


CHANGE = "change"


def is_coin(card_id: str) -> bool:
    return card_id.startswith("coin-")


def bag_count(view: PublicView) -> int | None:
    """How many coins are in the change bag (None: change is not played)."""
    fields = module_fields(view, CHANGE)
    return int(fields["bag"]) if "bag" in fields else None


@lru_cache(maxsize=64)
def coin_image(currency: str, width: int, height: int, background: RGB,
               lang: str = "en") -> Image.Image:
    """A change coin in a card's place (``width`` x ``height``): a round coin in the
    currency's colour with a silver rim, its shape and "1"; the currency's name below."""
    fill, ink = currency_style(currency)
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    r = min(width * 0.5, height * 0.38)
    cx, cy = width / 2, min(height * 0.42, r + height * 0.04)
    rim = max(2, round(r * 0.16))
    d.ellipse([(cx - r) * k, (cy - r) * k, (cx + r) * k, (cy + r) * k], fill=COIN_RIM,
              outline=shade(COIN_RIM, 0.5), width=k)
    inner = r - rim
    d.ellipse([(cx - inner) * k, (cy - inner) * k, (cx + inner) * k, (cy + inner) * k],
              fill=fill, outline=shade(fill, 0.6), width=k)
    mark = inner * 0.42
    draw_currency_mark(d, currency, ((cx - mark / 2) * k, (cy - inner * 0.82) * k, mark * k),
                       ink)
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    d.text((cx, cy + inner * 0.2), "1", font=font(round(inner * 1.05)), fill=ink, anchor="mm")
    name = currency_name(currency, lang)
    size = fit_size(name, round(min(height * 0.14, width * 0.17)), width - 2)
    d.text((width / 2, height * 0.9), name, font=font(size), fill=shade(COIN_RIM, 1.0)
           if sum(background) < 384 else INK, anchor="mm")
    return im


@lru_cache(maxsize=64)
def coin_icon(size: int, background: RGB) -> Image.Image:
    """A small silver coin (the change bag's count)."""
    k = SUPERSAMPLE
    big = size * k
    im = Image.new("RGB", (big, big), background)
    d = ImageDraw.Draw(im)
    d.ellipse([0, 0, big - 1, big - 1], fill=COIN_RIM, outline=shade(COIN_RIM, 0.5),
              width=max(k, big // 14))
    r = big * 0.3
    d.ellipse([big / 2 - r, big / 2 - r, big / 2 + r, big / 2 + r],
              outline=shade(COIN_RIM, 0.6), width=max(k, big // 14))
    return im.reduce(k)
