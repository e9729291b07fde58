"""Money cards: the currency's colour, a shape per currency, the value and the name."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.components import CARDS

from .icons import draw_currency_mark
from .theme import RGB, currency_name, currency_style, fit_size, font, say, shade

SUPERSAMPLE = 4


@lru_cache(maxsize=512)
def card_image(card_id: str, width: int, height: int, background: RGB,
               lang: str = "en") -> Image.Image:
    """A face-up money card, ``width`` x ``height`` pixels, on ``background``, its name
    in ``lang``."""
    card = CARDS[card_id]
    fill, ink = currency_style(card.currency)
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=min(width, height) * k
                        * 0.14, fill=fill, outline=shade(fill, 0.6), width=2 * k)
    mark = min(width, height) * 0.22
    inset = min(width, height) * 0.09
    for x, y in ((inset, inset), (width - inset - mark, inset)):
        draw_currency_mark(d, card.currency or "", (x * k, y * k, mark * k), ink)
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    value = str(card.value) if card.kind == "money" else "★"
    d.text((width / 2, height * 0.52), value, font=font(round(min(height * 0.5, width * 0.6))),
           fill=ink, anchor="mm")
    name = (currency_name(card.currency, lang) if card.currency
            else say(lang, "img-card-scoring"))
    size = fit_size(name, card_name_size(width, height), width - name_margin(width))
    d.text((width / 2, height * 0.88), name, font=font(size), fill=ink, anchor="mm")
    return im


def card_name_size(width: int, height: int) -> int:
    """The size of the name at the foot of a card (it shrinks where a name is long)."""
    return round(min(height * 0.14, width * 0.17))


def name_margin(width: int) -> int:
    """Room kept free left and right of a card's name (inside its rounded edge)."""
    return max(4, round(width * 0.08))


@lru_cache(maxsize=64)
def currency_chip(currency: str, size: int, background: RGB) -> Image.Image:
    """A square swatch in the currency's colour with its shape."""
    fill, ink = currency_style(currency)
    k = SUPERSAMPLE
    big = size * k
    im = Image.new("RGB", (big, big), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, big - 1, big - 1], radius=big * 0.2, fill=fill,
                        outline=shade(fill, 0.6), width=k)
    draw_currency_mark(d, currency, (big * 0.22, big * 0.22, big * 0.56), ink)
    return im.reduce(k)
