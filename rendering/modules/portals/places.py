"""Placing a portal (expansion 6): its places (a cell and which half it fills) numbered on
the player's Alhambra, each a light triangle in its cell with its number at the triangle's
centre, so up to four places share a cell and stay apart."""

from __future__ import annotations

from collections.abc import Sequence

from PIL import ImageDraw

from engine.alhambra.view import PlayerView

from ...alhambra import alhambra_image
from ...board import badge_image
from ...png import to_png
from ...theme import CELL_WELL, RGB, building_style
from .look import TRIANGLE, centre

#: The edge of a place where a portal may go (a triangle in a light tint of its colour).
GHOST_EDGE: RGB = (70, 56, 40)


def render_portal_places(player: PlayerView, *, places: Sequence[tuple[int, int, str]],
                         kind: str, caption: str, lang: str = "en", active: bool = True
                         ) -> bytes:
    """PNG of ``player``'s Alhambra with the places of a ``kind`` portal numbered 1..n in
    the order given (``(x, y, open corner)``): each a triangle in a light tint of the type's
    colour, with its number."""
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
