"""A portal's picture (expansion 6, :mod:`engine.alhambra.modules.portals`): a triangle in its
type's colour filling the half of its cell at its open corner, its diagonal a wall band
broken in the middle by a gate, the type's icon near the open corner. A physical portal
(waiting, on the reserve) is drawn open at the top right. Drawn wherever a tile is
(:func:`rendering.tiles.tile_image` asks here); the rest of the portals' pictures are in
:mod:`.pictures` and :mod:`.places`."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.modules.portals import CORNER_OF, TYPE_OF

from ...icons import draw_icon
from ...theme import BOARD, RGB, barrier_style, building_style, gap_width, shade, wall_width

SUPERSAMPLE = 4

#: Open corner -> the triangle's corners as fractions of the cell (x, y), open corner first.
TRIANGLE = {
    "ne": ((1, 0), (0, 0), (1, 1)),
    "se": ((1, 1), (1, 0), (0, 1)),
    "sw": ((0, 1), (1, 1), (0, 0)),
    "nw": ((0, 0), (0, 1), (1, 0)),
}


def corner_of(tile_id: str) -> str:
    """The open corner a portal is drawn with (a physical portal: top right)."""
    return CORNER_OF.get(tile_id, "ne")


def centre(corner: str) -> tuple[float, float]:
    """The triangle's centre, as fractions of the cell."""
    points = TRIANGLE[corner]
    return (sum(p[0] for p in points) / 3, sum(p[1] for p in points) / 3)


@lru_cache(maxsize=512)
def portal_image(tile_id: str, size: int, background: RGB = BOARD) -> Image.Image:
    """The picture of a portal, ``size`` x ``size`` pixels, on ``background``."""
    kind = TYPE_OF[tile_id]
    corner = corner_of(tile_id)
    fill, ink, _ = building_style(kind)
    k = SUPERSAMPLE
    big = size * k
    gap = gap_width(size) * k
    im = Image.new("RGB", (big, big), background)
    d = ImageDraw.Draw(im)
    span = big - 1 - 2 * gap
    points = [(gap + px * span, gap + py * span) for px, py in TRIANGLE[corner]]
    d.polygon(points, fill=fill, outline=shade(fill, 0.68))
    # the type's icon near the open corner
    icon = size * 0.34 * k
    ox, oy = TRIANGLE[corner][0]
    inset = (wall_width(size) * 0.4 + size * 0.06) * k
    left = gap + inset if ox == 0 else big - gap - inset - icon
    top = gap + inset if oy == 0 else big - gap - inset - icon
    draw_icon(d, kind, (left, top, icon), ink, fill)
    # the diagonal: a wall with a gate in the middle
    band, _, _, _ = barrier_style("wall")
    (ax, ay), (bx, by) = points[1], points[2]
    wall = wall_width(size) * k
    d.line([(ax, ay), (bx, by)], fill=band, width=wall)
    mx, my = (ax + bx) / 2, (ay + by) / 2
    r = wall * 0.95
    d.ellipse([mx - r, my - r, mx + r, my + r], fill=shade(fill, 0.8), outline=band,
              width=max(1, wall // 4))
    return im.reduce(k)
