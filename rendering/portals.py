"""Portals (expansion 6, :mod:`engine.alhambra.portals`) in the pictures.

A built portal is a triangle in its type's colour filling the half of its cell at its open
corner; its diagonal is a wall band broken in the middle by a gate (an arch in the type's
colour); the type's icon sits near the open corner. A physical portal (waiting, on the
reserve) is drawn open at the top right. The longest wall runs along a portal's diagonal as
a gold stripe (:func:`draw_longest_with_portals`).

Placing a portal numbers its places (a cell and which half it fills): each place is a light
triangle in its cell with its number at the triangle's centre, so up to four places share a
cell and stay apart (:func:`render_portal_places`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.portals import CORNER_OF, TYPE_OF, portal_wall
from engine.alhambra.view import PlayerView

from .icons import draw_icon
from .png import to_png
from .theme import BOARD, CELL_WELL, LONGEST, RGB, barrier_style, building_style, shade

SUPERSAMPLE = 4
#: The edge of a place where a portal may go (a triangle in a light tint of its colour).
GHOST_EDGE: RGB = (70, 56, 40)

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
    from .tiles import gap_width, wall_width

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


def draw_longest_with_portals(d: ImageDraw.ImageDraw, layout, grid, draw_straight) -> None:
    """The longest wall of a grid with portals (their diagonals included, PO4/PO6): the
    straight sides by ``draw_straight(d, layout, grid, edges)``, the diagonals as a gold
    line."""
    from .tiles import wall_width

    _, _, edges = portal_wall(grid)
    straight = [e for e in edges if e[0][0] == e[1][0] or e[0][1] == e[1][1]]
    draw_straight(d, layout, grid, straight)
    stripe = max(2, round(wall_width(layout.cell) * 0.45))
    for (x0, y0), (x1, y1) in edges:
        if x0 != x1 and y0 != y1:
            points = [(layout.pad + (x - layout.min_x) * layout.cell,
                       layout.pad + (y - layout.min_y) * layout.cell)
                      for x, y in ((x0, y0), (x1, y1))]
            d.line(points, fill=LONGEST, width=stripe)


def has_portals(alhambra: Sequence) -> bool:
    return any(t in TYPE_OF for _, _, t in alhambra)


def render_portal_places(player: PlayerView, *, places: Sequence[tuple[int, int, str]],
                         kind: str, caption: str, lang: str = "en", active: bool = True
                         ) -> bytes:
    """PNG of ``player``'s Alhambra with the places of a ``kind`` portal numbered 1..n in
    the order given (``(x, y, open corner)``): each a triangle in a light tint of the type's
    colour, with its number."""
    from .alhambra import alhambra_image
    from .board import badge_image

    cells = list(dict.fromkeys((x, y) for x, y, _ in places))
    # one number per place (the header counts them); the board's badges are covered below
    im, layout, (ox, oy) = alhambra_image(player, numbers=[(x, y) for x, y, _ in places],
                                          active=active, caption=caption, lang=lang)
    fill = building_style(kind)[0]
    ghost = tuple(round(a * 0.45 + b * 0.55) for a, b in zip(fill, CELL_WELL, strict=True))
    d = ImageDraw.Draw(im)
    cell = layout.cell
    for x, y in cells:  # the board's own badge in the middle gives way to the triangles
        left, top, right, bottom = layout.box((x, y))
        d.rectangle([ox + left + 2, oy + top + 2, ox + right - 3, oy + bottom - 3],
                    fill=CELL_WELL)
    diameter = max(14, round(cell * 0.34))
    span = cell - 6
    shapes = []
    for x, y, corner in places:
        left, top, _, _ = layout.box((x, y))
        shapes.append([(ox + left + 3 + px * span, oy + top + 3 + py * span)
                       for px, py in TRIANGLE[corner]])
    for points in shapes:  # every triangle first, then their edges, then the numbers
        d.polygon(points, fill=ghost)
    for points in shapes:
        d.line([*points, points[0]], fill=GHOST_EDGE, width=max(2, cell // 40))
    for number, (x, y, corner) in enumerate(places, start=1):
        left, top, _, _ = layout.box((x, y))
        cx, cy = centre(corner)
        badge = badge_image(number, diameter)
        bx = round(ox + left + cx * cell - badge.width / 2)
        by = round(oy + top + cy * cell - badge.height / 2)
        im.paste(badge, (bx, by), badge)
    return to_png(im)


# -- the supply beside the market ---------------------------------------------------------


def supply_of(view) -> tuple[dict[str, list[str]], int] | None:
    """(type -> the portals left, the price now) from a public view (None: not played)."""
    fields = (view.modules_view or {}).get("portals")
    if not fields:
        return None
    return fields.get("supply") or {}, int(fields.get("price", 0))


def supply_height(view, text: int) -> int:
    """Height of the portals' row under the market (0: not played)."""
    if view is None or supply_of(view) is None:
        return 0
    return round(text * 1.1) + round(text * 2.5) + round(text * 0.35)


def draw_supply(im: Image.Image, d: ImageDraw.ImageDraw, xy: tuple[int, int], view, *,
                width: int, text: int, background: RGB, lang: str = "en") -> None:
    """The portals beside the market: a heading with the price now, then per type one
    portal (faded when none is left) and "×n"."""
    from engine.alhambra.components import BUILDINGS

    from .theme import INK, MUTED, PANEL_EDGE, fit, fit_size, font, say

    stock, cost = supply_of(view)
    x, y = xy
    d.line([x, y - round(text * 0.15), x + width, y - round(text * 0.15)], fill=PANEL_EDGE,
           width=2)
    title = say(lang, "img-portals", price=cost)
    size = fit_size(title, round(text * 0.85), width)
    d.text((x, y + text * 0.55), fit(title, size, width), font=font(size), fill=MUTED,
           anchor="lm")
    tile = round(text * 2.5)
    top = y + round(text * 1.1)
    step = width / len(BUILDINGS)
    for i, building in enumerate(BUILDINGS):
        left = len(stock.get(building, ()))
        sx = round(x + i * step)
        picture = portal_image(f"portal-{building}-1", tile, background)
        if not left:
            picture = Image.blend(picture, Image.new("RGB", picture.size, background), 0.6)
        im.paste(picture, (sx, top))
        d.text((sx + tile + text * 0.2, top + tile / 2), f"×{left}", font=font(text),
               fill=INK if left else MUTED, anchor="lm")
