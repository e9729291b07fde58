"""A master builder card (expansion 4): money worth 3 of its currency that may also be
discarded for an extra rebuild. Drawn as a money card of its currency (its colour, its
shape in the top corners, the value large) with a hammer beside the value and a light band
at its foot naming it a builder, so it is never mistaken for a plain 3 in the hand picture
or the money display."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.components import CARDS

from ..card_faces import SUPERSAMPLE, banded_card
from ..theme import BONUS_FACE, INK, RGB, currency_style, fit_size, font, say


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
