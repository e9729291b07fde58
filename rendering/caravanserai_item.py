"""A caravanserai's value in the hand (expansion 5, :mod:`engine.alhambra.modules.caravanserai`): a
card of its currency with a light band carrying two humps (a caravan), so it is never
mistaken for plain money (drawn by :func:`rendering.cards.card_image`)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from .master_builders import SUPERSAMPLE, banded_card
from .theme import INK, RGB, currency_style, font


@lru_cache(maxsize=128)
def item_card_image(currency: str, value: int, width: int, height: int, background: RGB,
                    lang: str = "en") -> Image.Image:
    """A caravanserai's value in the hand: a card of its currency with a light band at its
    foot carrying two humps (a caravan)."""
    ink = currency_style(currency)[1]
    k = SUPERSAMPLE
    im, d, foot = banded_card(currency, width, height, background)
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
