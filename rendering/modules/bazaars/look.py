"""A bazaar tile's face (expansion 4, :mod:`engine.alhambra.modules.bazaars`): sand-coloured ground,
its currency's coin in the top left corner where a price would be (it has no price of its
own) and a market stall's awning of three stripes in the colours of its three buildings.
:func:`rendering.tiles.tile_image` calls :func:`draw_bazaar`, so a bazaar looks so wherever
a tile is drawn; the rest of the bazaars' pictures are in
:mod:`rendering.modules.bazaars.pictures`."""

from __future__ import annotations

from PIL import ImageDraw

from engine.alhambra.modules.bazaars import BAZAAR, COLOURS_OF, CURRENCY_OF

from ...icons import draw_currency_mark
from ...looks import Look
from ...theme import RGB, building_style, currency_style, shade

#: A bazaar's ground: sand, no building colour of its own.
SAND: RGB = (238, 222, 184)
STALL: RGB = (122, 84, 44)
#: How a bazaar looks (its letter and colours; the tile itself is drawn by :func:`draw_bazaar`).
LOOK = Look({BAZAAR: (SAND, STALL, "B")})


def is_bazaar(tile) -> bool:
    return getattr(tile, "building", None) == BAZAAR


def draw_bazaar(d: ImageDraw.ImageDraw, tile_id: str, big: int) -> None:
    """A bazaar's coin and awning on a tile ``big`` pixels across (supersampled)."""
    inset = big * 0.1
    currency = CURRENCY_OF[tile_id]
    fill, ink = currency_style(currency)
    coin = big * 0.34
    d.ellipse([inset, inset, inset + coin, inset + coin], fill=fill, outline=shade(fill, 0.55),
              width=max(1, round(big * 0.02)))
    mark = coin * 0.5
    draw_currency_mark(d, currency, (inset + coin * 0.25, inset + coin * 0.25, mark), ink)
    # the stall: a roof line, then three stripes in the bazaar's colours, scalloped below
    left, right = inset, big - inset
    top, bottom = big * 0.5, big * 0.84
    width = (right - left) / 3
    d.polygon([(left - big * 0.02, top), (big * 0.5, big * 0.12 + coin * 0.5),
               (right + big * 0.02, top)], fill=STALL)
    d.polygon([(left + big * 0.08, top), (big * 0.5, big * 0.2 + coin * 0.5),
               (right - big * 0.08, top)], fill=SAND)
    for n, building in enumerate(COLOURS_OF[tile_id]):
        colour = building_style(building)[0]
        x0 = left + n * width
        d.rectangle([x0, top, x0 + width, bottom], fill=colour)
        d.ellipse([x0, bottom - width / 2, x0 + width, bottom + width / 2], fill=colour)
    d.rectangle([left, top, right, bottom], outline=STALL, width=max(1, round(big * 0.015)))
    d.line([(left, top), (right, top)], fill=STALL, width=max(1, round(big * 0.04)))
    post = big * 0.035
    for x in (left, right - post):
        d.rectangle([x, top, x + post, big - inset * 0.6], fill=STALL)
