"""The medinas (promo, :mod:`engine.alhambra.modules.medina`) in pictures.

A medina tile's look is in :mod:`.look`. A player's panel (the overview, the
single player's picture) gets one line: how many medinas the Alhambra has and what the
next scoring would take from it (public: every Alhambra is). The scoring table's row of
the penalty needs nothing here but its icon (its name is ``img-term-medina``).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.alhambra.modules.medina import MEDINA, NAME
from engine.alhambra.view import PublicView

from ...theme import MUTED, RGB, font, say, text_width
from ...tiles import chip_image

#: The colour of a loss in the panel's line.
LOSS: RGB = (176, 40, 36)


def term_icon(term: str, size: int, background: RGB) -> Image.Image | None:
    """The mark beside the medinas' row of the scoring table (None: another term)."""
    if term != NAME:
        return None
    return chip_image(MEDINA, size, background)


def standing_of(view: PublicView, seat: int) -> tuple[int, int] | None:
    """(medinas built, points the next scoring would take: >= 0) of ``seat``; None when
    the medinas are not played."""
    fields = (view.modules_view or {}).get(NAME)
    if not fields or seat >= len(fields["built"]):
        return None
    return fields["built"][seat], -fields["next_penalties"][seat]


def standing_words(standing: tuple[int, int], lang: str = "en") -> str:
    count, lost = standing
    return say(lang, "img-medina-standing", count=count, points=lost)


def draw_standing(im: Image.Image, d: ImageDraw.ImageDraw, left_mid: tuple[float, float],
                  standing: tuple[int, int], *, size: int, chip: int, background: RGB,
                  width: int, lang: str = "en") -> None:
    """A medina's swatch and "×2 · next scoring: −3" (the loss in red)."""
    x, mid = left_mid
    im.paste(chip_image(MEDINA, chip, background), (round(x), round(mid - chip / 2)))
    x += chip + size * 0.3
    words = standing_words(standing, lang)
    small = size
    while small > 6 and text_width(words, small) > width - (x - left_mid[0]):
        small -= 1
    d.text((x, mid), words, font=font(small), fill=LOSS if standing[1] else MUTED,
           anchor="lm")


__all__ = ["draw_standing", "standing_of", "standing_words", "term_icon"]
