"""The medinas (promo, :mod:`engine.alhambra.medina`) in pictures.

A medina tile has no building colour: adobe-rose ground and a cluster of flat-roofed houses
with a small dome as its icon (registered here, so :func:`rendering.tiles.tile_image`
draws it wherever a tile is drawn). A player's panel (the overview, the single player's
picture) gets one line: how many medinas the Alhambra has and what the next scoring would
take from it (public: every Alhambra is). The scoring table's row of the penalty needs
nothing here (its name is ``img-term-medina``).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.alhambra.medina import MEDINA, NAME
from engine.alhambra.view import PublicView

from .icons import Box, _p, _rect, register_icons
from .theme import INK, MUTED, RGB, font, register_buildings, say, text_width

#: A medina's ground (adobe) and the ink of its houses.
ADOBE: RGB = (216, 164, 134)
ADOBE_INK: RGB = (92, 48, 32)
#: The colour of a loss in the panel's line.
LOSS: RGB = (176, 40, 36)
register_buildings({MEDINA: (ADOBE, ADOBE_INK, "M")})


def _houses(d: ImageDraw.ImageDraw, box: Box, fg: RGB, bg: RGB) -> None:
    """Three flat-roofed houses of different heights, a dome on the middle one, dark doors
    and windows cut in the ground colour."""
    _rect(d, box, 0.0, 0.45, 0.36, 1.0, fg)
    _rect(d, box, 0.3, 0.28, 0.72, 1.0, fg)
    _rect(d, box, 0.66, 0.55, 1.0, 1.0, fg)
    d.pieslice([_p(box, 0.36, 0.08), _p(box, 0.66, 0.48)], 180, 360, fill=fg)
    _rect(d, box, 0.44, 0.74, 0.58, 1.0, bg)  # the middle house's door
    d.pieslice([_p(box, 0.44, 0.68), _p(box, 0.58, 0.8)], 180, 360, fill=bg)
    _rect(d, box, 0.1, 0.58, 0.22, 0.7, bg)  # windows
    _rect(d, box, 0.78, 0.68, 0.9, 0.8, bg)


register_icons({MEDINA: _houses})


def term_icon(term: str, size: int, background: RGB) -> Image.Image | None:
    """The mark beside the medinas' row of the scoring table (None: another term)."""
    if term != NAME:
        return None
    from .tiles import chip_image  # (tiles imports this module for the icon)

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
    from .tiles import chip_image  # (tiles imports this module for the icon)

    x, mid = left_mid
    im.paste(chip_image(MEDINA, chip, background), (round(x), round(mid - chip / 2)))
    x += chip + size * 0.3
    words = standing_words(standing, lang)
    small = size
    while small > 6 and text_width(words, small) > width - (x - left_mid[0]):
        small -= 1
    d.text((x, mid), words, font=font(small), fill=LOSS if standing[1] else MUTED,
           anchor="lm")


__all__ = ["ADOBE", "ADOBE_INK", "INK", "draw_standing", "standing_of", "standing_words",
           "term_icon"]
