"""A caravanserai's value in the hand (expansion 5, :mod:`engine.alhambra.caravanserai`): a
card of its currency with a light band carrying two humps (a caravan), so it is never
mistaken for plain money (drawn by :func:`rendering.cards.card_image`)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from .icons import draw_currency_mark
from .theme import BONUS_FACE, INK, RGB, currency_style, font, shade

SUPERSAMPLE = 4


@lru_cache(maxsize=128)
def item_card_image(currency: str, value: int, width: int, height: int, background: RGB,
                    lang: str = "en") -> Image.Image:
    """A caravanserai's value in the hand: a card of its currency with a light band at its
    foot carrying two humps (a caravan)."""
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
    body = height - foot
    # two humps on the band, a caravan's sign (a name would not fit a card this small)
    hump = min(foot * 0.42, width * 0.14)
    base = height - foot * 0.22
    for cx in (width * 0.5 - hump * 0.95, width * 0.5 + hump * 0.95):
        d.pieslice([(cx - hump) * k, (base - hump) * k, (cx + hump) * k, (base + hump) * k],
                   180, 360, fill=INK)
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    d.text((width / 2, body * 0.6), str(value),
           font=font(round(min(body * 0.6, width * 0.5))), fill=ink, anchor="mm")
    return im
