"""A master builder card (expansion 4): money worth 3 of its currency that may also be
discarded for an extra rebuild. Drawn as a money card of its currency (its colour, its
shape in the top corners, the value large) with a hammer beside the value and a light band
at its foot naming it a builder, so it is never mistaken for a plain 3 in the hand picture
or the money display."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.components import CARDS

from .icons import draw_currency_mark
from .theme import BONUS_FACE, INK, RGB, currency_style, fit_size, font, say, shade

SUPERSAMPLE = 4


def is_builder(card_id: str) -> bool:
    card = CARDS.get(card_id)
    return card is not None and card.role == "builder"


def draw_hammer(d: ImageDraw.ImageDraw, box: tuple[float, float, float], fill: RGB,
                outline: RGB) -> None:
    """A hammer in the square ``box`` (x, y, size): a slanted handle and a head."""
    x, y, s = box

    def p(u: float, v: float) -> tuple[float, float]:
        return x + u * s, y + v * s

    d.line([p(0.18, 0.9), p(0.62, 0.38)], fill=outline, width=max(1, round(s * 0.2)))
    d.line([p(0.18, 0.9), p(0.62, 0.38)], fill=fill, width=max(1, round(s * 0.12)))
    head = [p(0.36, 0.3), p(0.66, 0.04), p(0.96, 0.36), p(0.66, 0.62)]
    d.polygon(head, fill=fill, outline=outline, width=max(1, round(s * 0.05)))


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


@lru_cache(maxsize=256)
def builder_card_image(currency: str, value: int, width: int, height: int, background: RGB,
                       lang: str = "en") -> Image.Image:
    """A face-up master builder, ``width`` x ``height`` pixels, on ``background``."""
    ink = currency_style(currency)[1]
    k = SUPERSAMPLE
    im, d, foot = banded_card(currency, width, height, background)
    body = height - foot
    hammer = min(width * 0.4, body * 0.5)
    draw_hammer(d, ((width * 0.55) * k, (body * 0.5 - hammer * 0.35) * k, hammer * k),
                BONUS_FACE, INK)
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    d.text((width * 0.33, body * 0.6), str(value),
           font=font(round(min(body * 0.6, width * 0.5))), fill=ink, anchor="mm")
    name = say(lang, "img-card-builder")
    size = fit_size(name, round(min(height * 0.14, width * 0.17)), width - max(4, width * 0.08))
    d.text((width / 2, height - foot / 2), name, font=font(size), fill=INK, anchor="mm")
    return im
