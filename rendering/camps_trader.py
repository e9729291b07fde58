"""Expansion 2's camps and expansion 3's street trader, as the pictures read and draw them.

- Camps (``camps``): tiles of building ``"camp"`` whose ``walls`` are their bastions. A
  camp is drawn on canvas ground with two tents and no building colour (it belongs to no
  building); each bastion is a crenellated wall band with a red arrow pointing outward
  across it (the straight line it scores runs that way). The price stands in the top left
  corner as on every tile, so the north and west arrows sit off-centre, towards the far
  end of their side (:data:`ARROW_AT`): no arrow ever crosses the price.
  :func:`rendering.tiles.tile_image` calls :func:`draw_camp`, so camps look so everywhere
  a tile is drawn.
- The street trader (``street_trader``): residents are figures in the six building colours
  (named by building: pavilion blue, seraglio red, ...), drawn in the top right corner of
  the tile they stand on (:func:`resident_image`, a white halo so a blue figure reads on a
  blue tile); each player's trader is a saffron token with a cart on its square next to
  the Alhambra, with the number of residents on it (:func:`trader_image`). The common
  supply (per colour) is public (the market shows it).

Public pictures read only ``residents``, ``squares``, ``on_traders`` and ``supply``; the
colours on a trader (``trader``, in its own seat's view only) are read by
:func:`own_trader`, which only the hand picture calls.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw, ImageFilter

from engine.alhambra.components import BUILDINGS
from engine.alhambra.view import PublicView, SeatView

from .icons import Box, register_icons
from .theme import (
    BASTION,
    INK,
    RGB,
    TRADER,
    TRADER_INK,
    WALL,
    building_style,
    shade,
)

CAMPS = "camps"
TRADER_MODULE = "street_trader"
SUPERSAMPLE = 4


def _fields(view: PublicView, module: str) -> dict:
    return view.modules_view.get(module) or {}


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


register_icons({"camp": _tents})


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


# --- the street trader -------------------------------------------------------------------
def residents(view: PublicView) -> dict[str, str]:
    """Tile id -> the colour (a building) of the resident on it (public)."""
    found = _fields(view, TRADER_MODULE).get("residents") or {}
    return {str(t): str(c) for t, c in found.items()}


def trader_square(view: PublicView, seat: int) -> tuple[int, int] | None:
    """Where ``seat``'s trader stands (None: displaced, or not played)."""
    squares = _fields(view, TRADER_MODULE).get("squares") or []
    square = squares[seat] if seat < len(squares) else None
    return (int(square[0]), int(square[1])) if square else None


def on_trader(view: PublicView, seat: int) -> int:
    """How many residents stand on ``seat``'s trader (public; never which)."""
    counts = _fields(view, TRADER_MODULE).get("on_traders") or []
    return int(counts[seat]) if seat < len(counts) else 0


def supply(view: PublicView) -> dict[str, int] | None:
    """The common supply: colour -> residents (None: the street trader is not played)."""
    found = _fields(view, TRADER_MODULE).get("supply")
    if found is None:
        return None
    return {b: int(found.get(b, 0)) for b in BUILDINGS}


def own_trader(view: SeatView) -> list[str] | None:
    """The colours on the seat's own trader: only its own view has them (None: none
    shown). Only the hand picture reads this."""
    if not isinstance(view, SeatView):
        return None
    found = _fields(view, TRADER_MODULE).get("trader")
    return list(found) if found is not None else None


def _figure_mask(big: int) -> Image.Image:
    """A resident's shape (head and body) in a square ``big`` pixels across."""
    mask = Image.new("L", (big, big), 0)
    d = ImageDraw.Draw(mask)
    d.ellipse([big * 0.33, big * 0.1, big * 0.67, big * 0.44], fill=255)
    d.polygon([(big * 0.5, big * 0.36), (big * 0.8, big * 0.58), (big * 0.86, big * 0.9),
               (big * 0.14, big * 0.9), (big * 0.2, big * 0.58)], fill=255)
    d.rounded_rectangle([big * 0.18, big * 0.5, big * 0.82, big * 0.9], radius=big * 0.12,
                        fill=255)
    return mask


def _grow(mask: Image.Image, pixels: int) -> Image.Image:
    size = 2 * max(1, pixels) + 1
    return mask.filter(ImageFilter.MaxFilter(size))


@lru_cache(maxsize=128)
def resident_image(colour: str, size: int) -> Image.Image:
    """A resident of ``colour`` (a building), ``size`` pixels across (RGBA): the figure in
    the building's colour, a dark rim and a white halo round it."""
    k = SUPERSAMPLE
    big = size * k
    inner = Image.new("L", (big, big), 0)
    shape = _figure_mask(round(big * 0.84))
    inner.paste(shape, (round(big * 0.08), round(big * 0.06)))
    rim = _grow(inner, round(big * 0.05))
    halo = _grow(rim, round(big * 0.05))
    fill = building_style(colour)[0]
    im = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    im.paste((255, 255, 255, 255), (0, 0), halo)
    im.paste(INK + (255,), (0, 0), rim)
    im.paste(fill + (255,), (0, 0), inner)
    return im.reduce(k)


@lru_cache(maxsize=64)
def trader_image(size: int) -> Image.Image:
    """The street trader's token, ``size`` pixels across (RGBA): a saffron disc with a
    dark rim and a cart with a striped awning."""
    k = SUPERSAMPLE
    big = size * k
    im = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    d.ellipse([0, 0, big - 1, big - 1], fill=TRADER + (255,), outline=TRADER_INK + (255,),
              width=max(k, round(big * 0.07)))
    ink = TRADER_INK + (255,)
    # the awning (striped), the cart's box, two wheels and a shaft
    left, right = big * 0.2, big * 0.8
    d.polygon([(left - big * 0.04, big * 0.42), (big * 0.5, big * 0.2),
               (right + big * 0.04, big * 0.42)], fill=ink)
    for i in range(3):
        a = left + (right - left) * (i + 0.25) / 3
        d.polygon([(a, big * 0.41), (a + big * 0.06, big * 0.33), (a + big * 0.12, big * 0.41)],
                  fill=(255, 246, 220, 255))
    d.rectangle([left + big * 0.04, big * 0.42, left + big * 0.08, big * 0.58], fill=ink)
    d.rectangle([right - big * 0.08, big * 0.42, right - big * 0.04, big * 0.58], fill=ink)
    d.rectangle([left, big * 0.56, right, big * 0.7], fill=ink)
    r = big * 0.09
    for cx in (big * 0.33, big * 0.67):
        d.ellipse([cx - r, big * 0.72 - r, cx + r, big * 0.72 + r], fill=ink)
    return im.reduce(k)
