"""Expansion 3's street trader (:mod:`engine.alhambra.modules.street_trader`), as the
pictures read and draw it.

Residents are figures in the six building colours (named by building: pavilion blue, seraglio
red, ...), drawn in the top right corner of the tile they stand on (:func:`resident_image`, a
white halo so a blue figure reads on a blue tile); each player's trader is a saffron token
with a cart on its square next to the Alhambra, with the number of residents on it
(:func:`trader_image`). The common supply (per colour) is public (the market shows it).

Public pictures read only ``residents``, ``squares``, ``on_traders`` and ``supply``; the
colours on a trader (``trader``, in its own seat's view only) are read by
:func:`own_trader`, which only the hand picture calls."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw, ImageFilter

from engine.alhambra.components import BUILDINGS
from engine.alhambra.view import PublicView, SeatView

from ..fields import module_fields
from ..theme import INK, TRADER, TRADER_INK, building_style

TRADER_MODULE = "street_trader"
SUPERSAMPLE = 4



# --- the street trader -------------------------------------------------------------------
def residents(view: PublicView) -> dict[str, str]:
    """Tile id -> the colour (a building) of the resident on it (public)."""
    found = module_fields(view, TRADER_MODULE).get("residents") or {}
    return {str(t): str(c) for t, c in found.items()}



def trader_square(view: PublicView, seat: int) -> tuple[int, int] | None:
    """Where ``seat``'s trader stands (None: displaced, or not played)."""
    squares = module_fields(view, TRADER_MODULE).get("squares") or []
    square = squares[seat] if seat < len(squares) else None
    return (int(square[0]), int(square[1])) if square else None



def on_trader(view: PublicView, seat: int) -> int:
    """How many residents stand on ``seat``'s trader (public; never which)."""
    counts = module_fields(view, TRADER_MODULE).get("on_traders") or []
    return int(counts[seat]) if seat < len(counts) else 0



def supply(view: PublicView) -> dict[str, int] | None:
    """The common supply: colour -> residents (None: the street trader is not played)."""
    found = module_fields(view, TRADER_MODULE).get("supply")
    if found is None:
        return None
    return {b: int(found.get(b, 0)) for b in BUILDINGS}



def own_trader(view: SeatView) -> list[str] | None:
    """The colours on the seat's own trader: only its own view has them (None: none
    shown). Only the hand picture reads this."""
    if not isinstance(view, SeatView):
        return None
    found = module_fields(view, TRADER_MODULE).get("trader")
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
