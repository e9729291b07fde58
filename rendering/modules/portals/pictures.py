"""Portals (expansion 6, :mod:`engine.alhambra.modules.portals`) in the pictures: the longest wall
running along a portal's diagonal as a gold stripe (:func:`draw_longest_with_portals`) and
the supply beside the market. A portal itself is drawn by :mod:`.look`, its places
by :mod:`.places`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.alhambra.components import BUILDINGS
from engine.alhambra.modules.portals import TYPE_OF, portal_wall

from ...theme import (
    INK,
    LONGEST,
    MUTED,
    PANEL_EDGE,
    RGB,
    fit,
    fit_size,
    font,
    say,
    wall_width,
)
from .look import portal_image


def draw_longest_with_portals(d: ImageDraw.ImageDraw, layout, grid, draw_straight) -> None:
    """The longest wall of a grid with portals (their diagonals included, PO4/PO6): the
    straight sides by ``draw_straight(d, layout, grid, edges)``, the diagonals as a gold
    line."""
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


def portal_icon(term: str, size: int, background: RGB) -> Image.Image | None:
    """The mark beside the scoring table's portals row (None: another term): a portal as
    it is built, its gated diagonal wall."""
    if term != "portals":
        return None
    return portal_image("portal-chambers-1-nw", size, background)
