"""A magic building's star (promo, :mod:`engine.alhambra.modules.magic_buildings`), drawn on its
tile by :func:`rendering.tiles.tile_image`; the rest of its pictures are in
:mod:`rendering.modules.magic_buildings.pictures`."""

from __future__ import annotations

import math

from PIL import ImageDraw

#: The star's gold and its dark rim.
STAR: tuple[int, int, int] = (255, 206, 64)
STAR_RIM: tuple[int, int, int] = (92, 60, 8)
#: Where it sits: its centre, as a share of the tile, from the bottom left corner.
_AT = 0.27
_RADIUS = 0.17


def draw_magic_star(d: ImageDraw.ImageDraw, big: int) -> None:
    """A magic building's star on a tile ``big`` pixels across (supersampled), its centre
    near the bottom left corner (the price is top left, the icon bottom right)."""
    cx, cy = big * _AT, big * (1 - _AT)
    outer, inner = big * _RADIUS, big * _RADIUS * 0.38
    points = []
    for k in range(8):
        angle = math.pi / 4 * k - math.pi / 2
        r = outer if k % 2 == 0 else inner
        points.append((cx + r * math.cos(angle), cy + r * math.sin(angle)))
    d.polygon(points, fill=STAR, outline=STAR_RIM, width=max(1, round(big * 0.012)))
