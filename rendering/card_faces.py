"""The faces the rule modules' cards share, drawn ``SUPERSAMPLE`` times larger (to be
reduced): a plain card with its name at its foot (the city gates' and the wall cards'), and a
card of a currency with a light band at its foot (the master builders', the caravanserais'
values and the exchange certificates')."""

from __future__ import annotations

from PIL import Image, ImageDraw

from .icons import draw_currency_mark
from .theme import BONUS_FACE, RGB, currency_style, fit_size, font, shade

SUPERSAMPLE = 4


def card_base(width: int, height: int, background: RGB, fill: RGB, edge: RGB
              ) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    """A rounded card of ``fill`` with an ``edge``, its drawing, and how much larger."""
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1],
                        radius=min(width, height) * k * 0.14, fill=fill, outline=edge,
                        width=2 * k)
    return im, d, k


def name_at_foot(im: Image.Image, words: str, width: int, height: int, ink: RGB
                 ) -> Image.Image:
    """``words`` written at the foot of a card (reduced already), as large as they fit."""
    d = ImageDraw.Draw(im)
    size = fit_size(words, round(min(height * 0.14, width * 0.17)), width - max(4, width * 0.08))
    d.text((width / 2, height * 0.88), words, font=font(size), fill=ink, anchor="mm")
    return im


def banded_card(currency: str, width: int, height: int, background: RGB
                ) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    """A card of ``currency`` with a light band at its foot and the currency's mark in its top
    corners, drawn ``SUPERSAMPLE`` times larger (to be reduced): the face of a master
    builder and of a caravanserai's value in the hand. Also the band's height (unscaled)."""
    fill, ink = currency_style(currency)
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    radius = min(width, height) * k * 0.14
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=radius, fill=fill)
    foot = round(height * 0.27)
    d.rounded_rectangle([0, (height - foot) * k, width * k - 1, height * k - 1], radius=radius,
                        fill=BONUS_FACE, corners=(False, False, True, True))
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=radius,
                        outline=shade(fill, 0.55), width=3 * k)
    mark = min(width, height) * 0.2
    inset = min(width, height) * 0.08
    for x in (inset, width - inset - mark):
        draw_currency_mark(d, currency, (x * k, inset * k, mark * k), ink)
    return im, d, foot
