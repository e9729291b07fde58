"""The number tag on a built tile (a leaf: :mod:`rendering.board` numbers built tiles with it
and :mod:`rendering.marks` counts the residents on the street trader with it)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from .theme import BADGE, CELL_RING, INK, font
from .tiles import SUPERSAMPLE


@lru_cache(maxsize=512)
def tag_image(number: int, text_size: int) -> Image.Image:
    """A white rounded tag with a dark ring and ``number`` in ``text_size`` (RGBA): the
    number of a built tile, small enough to leave the tile's price and icon visible."""
    label = str(number)
    height = round(text_size * 1.08)
    width = max(height, round(font(text_size).getlength(label) + text_size * 0.45))
    k = SUPERSAMPLE
    im = Image.new("RGBA", (width * k, height * k), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    # (a tiny tag, on the small boards of an invasion's strip, keeps a ring it has room for)
    ring = min(max(2, text_size // 10) * k, min(width, height) * k // 4)
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=height * k * 0.3,
                        fill=CELL_RING + (255,))
    d.rounded_rectangle([ring, ring, width * k - 1 - ring, height * k - 1 - ring],
                        radius=height * k * 0.3 - ring, fill=BADGE + (255,))
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    d.text((width / 2, height / 2 + 0.5), label, font=font(text_size), fill=INK, anchor="mm")
    return im
