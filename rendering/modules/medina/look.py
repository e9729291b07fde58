"""A medina tile's look (promo, :mod:`engine.alhambra.modules.medina`): no building colour, an
adobe-rose ground and a cluster of flat-roofed houses with a small dome as its icon,
registered here so that :func:`rendering.tiles.tile_image` (which imports this module)
draws it wherever a tile is drawn."""

from __future__ import annotations

from PIL import ImageDraw

from engine.alhambra.modules.medina import MEDINA

from ...icons import Box, at, rect
from ...looks import Look
from ...theme import RGB

#: A medina's ground (adobe) and the ink of its houses.
ADOBE: RGB = (216, 164, 134)
ADOBE_INK: RGB = (92, 48, 32)



def _houses(d: ImageDraw.ImageDraw, box: Box, fg: RGB, bg: RGB) -> None:
    """Three flat-roofed houses of different heights, a dome on the middle one, dark doors
    and windows cut in the ground colour."""
    rect(d, box, 0.0, 0.45, 0.36, 1.0, fg)
    rect(d, box, 0.3, 0.28, 0.72, 1.0, fg)
    rect(d, box, 0.66, 0.55, 1.0, 1.0, fg)
    d.pieslice([at(box, 0.36, 0.08), at(box, 0.66, 0.48)], 180, 360, fill=fg)
    rect(d, box, 0.44, 0.74, 0.58, 1.0, bg)  # the middle house's door
    d.pieslice([at(box, 0.44, 0.68), at(box, 0.58, 0.8)], 180, 360, fill=bg)
    rect(d, box, 0.1, 0.58, 0.22, 0.7, bg)  # windows
    rect(d, box, 0.78, 0.68, 0.9, 0.8, bg)


#: How a medina looks: adobe ground, its letter and its houses.
LOOK = Look({MEDINA: (ADOBE, ADOBE_INK, "M")}, glyphs={MEDINA: _houses})
