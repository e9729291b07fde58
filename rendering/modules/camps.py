"""Expansion 2's camps (:mod:`engine.alhambra.modules.camps`), as the pictures draw them.

Camps are tiles of building ``"camp"`` whose ``walls`` are their bastions. A camp is drawn on
canvas ground with two tents and no building colour (it belongs to no building); each bastion
is a crenellated wall band with a red arrow pointing outward across it (the straight line it
scores runs that way). The price stands in the top left corner as on every tile, so the north
and west arrows sit off-centre, towards the far end of their side (:data:`ARROW_AT`): no
arrow ever crosses the price. :func:`rendering.tiles.tile_image` calls :func:`draw_camp`, so
camps look so everywhere a tile is drawn."""

from __future__ import annotations

from PIL import ImageDraw

from ..icons import Box
from ..looks import Look
from ..theme import BASTION, RGB, WALL, building_style, shade

CAMPS = "camps"



# --- camps -------------------------------------------------------------------------------
def is_camp(tile) -> bool:
    return getattr(tile, "building", None) == "camp"



def _tents(d: ImageDraw.ImageDraw, box: Box, fg: RGB, bg: RGB) -> None:
    """A camp's icon: a big tent and a small one behind it, with a pennant."""
    x, y, s = box
    d.polygon([(x + s * 0.5, y + s * 0.22), (x + s * 0.98, y + s * 0.96),
               (x + s * 0.62, y + s * 0.96)], fill=shade(fg, 1.3))
    d.polygon([(x + s * 0.36, y + s * 0.12), (x + s * 0.78, y + s * 0.96),
               (x + s * 0.0, y + s * 0.96)], fill=fg)
    d.polygon([(x + s * 0.36, y + s * 0.5), (x + s * 0.5, y + s * 0.96),
               (x + s * 0.22, y + s * 0.96)], fill=bg)
    d.line([(x + s * 0.36, y + s * 0.14), (x + s * 0.36, y - s * 0.04)], fill=fg,
           width=max(1, round(s * 0.05)))
    d.polygon([(x + s * 0.37, y - s * 0.04), (x + s * 0.6, y + s * 0.02),
               (x + s * 0.37, y + s * 0.08)], fill=BASTION)



#: How a camp looks: its tents as its icon.
LOOK = Look(glyphs={"camp": _tents})



def _bastion_band(side: str, big: int, wall: int) -> list[float]:
    if side == "N":
        return [0, 0, big - 1, wall - 1]
    if side == "S":
        return [0, big - wall, big - 1, big - 1]
    if side == "W":
        return [0, 0, wall - 1, big - 1]
    return [big - wall, 0, big - 1, big - 1]



def draw_camp(d: ImageDraw.ImageDraw, walls, big: int, wall: int, background: RGB,
              below: float = 0) -> None:
    """A camp's tents and bastions on a tile ``big`` pixels across (supersampled), its wall
    bands ``wall`` thick: each bastion a crenellated band with a red arrow pointing out.
    ``below``: the first row the tents may use (under the price, which they never touch)."""
    fill, ink, _ = building_style("camp")
    top = max(big * 0.4, below + big * 0.04)  # the pennant reaches a little above the box
    icon = min(big * 0.42, big - wall - top)
    _tents(d, ((big - icon) / 2 + big * 0.04, top, icon), ink, fill)
    merlon = wall * 0.55
    for side in sorted(walls):
        x0, y0, x1, y1 = _bastion_band(side, big, wall)
        d.rectangle([x0, y0, x1, y1], fill=WALL)
        steps = 5
        for i in range(steps):  # merlons on the inner side: a fortification, not a wall
            a = big * (i + 0.5) / steps
            half = big / steps * 0.22
            if side == "N":
                d.rectangle([a - half, y1, a + half, y1 + merlon], fill=WALL)
            elif side == "S":
                d.rectangle([a - half, y0 - merlon, a + half, y0], fill=WALL)
            elif side == "W":
                d.rectangle([x1, a - half, x1 + merlon, a + half], fill=WALL)
            else:
                d.rectangle([x0 - merlon, a - half, x0, a + half], fill=WALL)
        _arrow(d, side, big, wall)



#: Where along its side each bastion's arrow stands (a share of the side, from the north or
#: west end): the north and west arrows keep clear of the price in the top left corner.
ARROW_AT: dict[str, float] = {"N": 0.72, "W": 0.72, "S": 0.5, "E": 0.5}



def _arrow(d: ImageDraw.ImageDraw, side: str, big: int, wall: int) -> None:
    """A red arrow from inside the camp out across its bastion, its tip at the edge (where
    along the side: :data:`ARROW_AT`)."""
    shaft = big * 0.075
    head = big * 0.15
    start, neck = big * 0.3, big * 0.13  # distances from the edge
    # drawn for the north side, then turned
    points = [(-shaft, start), (-shaft, neck), (-head, neck), (0, big * 0.0),
              (head, neck), (shaft, neck), (shaft, start)]

    at = big * ARROW_AT[side]

    def turn(p: tuple[float, float]) -> tuple[float, float]:
        u, v = p  # u along the edge from the arrow's middle, v inward from the edge
        if side == "N":
            return (at + u, v)
        if side == "S":
            return (at - u, big - 1 - v)
        if side == "W":
            return (v, at - u)
        return (big - 1 - v, at + u)

    d.polygon([turn(p) for p in points], fill=BASTION, outline=(255, 255, 255),
              width=max(1, round(big * 0.018)))
