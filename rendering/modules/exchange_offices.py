"""Expansion 1's exchange offices (:mod:`engine.alhambra.modules.exchange_offices`; cards of
kind ``"exchange"``): a card split in the colours of the two currencies it pays
(``Card.pays``), each with its shape, the exchange mark ⇄ in the middle and no value
(:func:`rendering.cards.card_image`); here the chip that stands for one in a list."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from ..cards import split_fill
from ..icons import draw_exchange_arrows
from ..theme import BONUS_FACE, PANEL_EDGE, RGB, VIZIER_INK, shade
from ..tiles import SUPERSAMPLE

OFFICES = "exchange_offices"


# --- exchange offices ----------------------------------------------------------------------
@lru_cache(maxsize=64)
def office_chip(pays: tuple[str, ...], size: int, background: RGB) -> Image.Image:
    """A square swatch split in an exchange office's two currency colours, with ⇄."""
    k = SUPERSAMPLE
    big = size * k
    im = Image.new("RGB", (big, big), background)
    d = ImageDraw.Draw(im)
    split_fill(im, (0, 0, big, big), pays, radius=big * 0.2)
    d.rounded_rectangle([0, 0, big - 1, big - 1], radius=big * 0.2, outline=PANEL_EDGE,
                        width=k)
    disc = big * 0.6
    x0 = (big - disc) / 2
    d.ellipse([x0, x0, x0 + disc, x0 + disc], fill=BONUS_FACE, outline=shade(PANEL_EDGE, 0.6),
              width=k)
    draw_exchange_arrows(d, (x0 + disc * 0.2, x0 + disc * 0.2, disc * 0.6), VIZIER_INK)
    return im.reduce(k)
