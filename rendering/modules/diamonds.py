"""Expansion 2's diamonds (:mod:`engine.alhambra.modules.diamonds`; cards of kind
``"diamond"``, currency ``"diamond"``): a deep teal card with a pale cut gem and its value;
they lie in the money display and in hands like money (:func:`diamond_card_image`, called by
:func:`rendering.cards.card_image`)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from ..theme import DIAMOND, DIAMOND_GEM, RGB, fit_size, font, say, shade

SUPERSAMPLE = 4


DIAMONDS = "diamonds"


# --- pictures --------------------------------------------------------------------------------
def draw_gem(d: ImageDraw.ImageDraw, centre: tuple[float, float], size: float, fill: RGB,
             edge: RGB) -> None:
    """A cut diamond ``size`` wide: a crown over a pointed pavilion, with facet lines."""
    cx, cy = centre
    w, h = size, size * 0.86
    top, girdle, tip = cy - h * 0.42, cy - h * 0.1, cy + h * 0.5
    outline = [(cx - w * 0.3, top), (cx + w * 0.3, top), (cx + w * 0.5, girdle),
               (cx, tip), (cx - w * 0.5, girdle)]
    d.polygon(outline, fill=fill, outline=edge, width=max(1, round(size * 0.05)))
    line = max(1, round(size * 0.035))
    d.line([(cx - w * 0.5, girdle), (cx + w * 0.5, girdle)], fill=edge, width=line)
    for a, b in (((cx - w * 0.1, top), (cx - w * 0.2, girdle)),
                 ((cx + w * 0.1, top), (cx + w * 0.2, girdle)),
                 ((cx - w * 0.2, girdle), (cx, tip)), ((cx + w * 0.2, girdle), (cx, tip))):
        d.line([a, b], fill=edge, width=line)


@lru_cache(maxsize=128)
def diamond_card_image(value: int, width: int, height: int, background: RGB,
                       lang: str = "en") -> Image.Image:
    """A diamond card: deep teal, a pale gem, its value and "Diamond" at its foot."""
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=min(width, height) * k
                        * 0.14, fill=DIAMOND, outline=shade(DIAMOND, 0.55), width=2 * k)
    gem = min(width, height) * 0.26
    inset = min(width, height) * 0.07
    for x in (inset + gem / 2, width - inset - gem / 2):
        draw_gem(d, (x * k, (inset + gem * 0.45) * k), gem * k, DIAMOND_GEM, shade(DIAMOND, 0.5))
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    d.text((width / 2, height * 0.55), str(value), font=font(round(min(height * 0.46,
                                                                       width * 0.56))),
           fill=(255, 255, 255), anchor="mm")
    name = say(lang, "img-card-diamond")
    size = fit_size(name, round(min(height * 0.14, width * 0.17)), width - max(4, width * 0.08))
    d.text((width / 2, height * 0.88), name, font=font(size), fill=(255, 255, 255), anchor="mm")
    return im
