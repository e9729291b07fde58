"""Square pictures of single tiles (building, price, walls), cached by id and size.

A tile's walls are dark bands along the edges of the square, reaching into the gap
between tiles, so the walls of neighbouring tiles join into one continuous thick wall;
Granada's moats are blue water bands with a light wave along their middle (the engine
stores them as walls; :attr:`Tile.barrier` tells them apart). Start tiles (the fountain,
Granada's Alhambra) show their picture in the middle and no price.
The price is the largest thing on a tile (top left, bold, in the building's text colour
with a dark rim where that colour is light), so it stays readable when a phone shows the
picture 400 pixels wide; the building's icon sits in the bottom right corner. Shapes are
drawn four times larger and reduced (smooth edges); text is drawn at the final size
(crisp). The cache makes a 40-tile Alhambra a matter of pasting.

A building yard (Bauhütte, expansion 1: a tile of building ``"yard"`` that ``counts_as``
a building) has its building's colour, hatched like a building site, a hut with scaffold
where the price would be (it costs nothing: no "0") and its building's icon. A used-up
yard stack's place is the same square faded, with the icon and no hut
(:func:`empty_yard_image`).

A camp (expansion 2, :mod:`rendering.modules.camps`) has canvas ground, tents and its
price; its walls are bastions: crenellated bands with a red arrow pointing outward. A bazaar
(expansion 4, :mod:`rendering.modules.bazaars.look`) has no price: its currency's coin and a
stall in its three colours.
"""

from __future__ import annotations

import math
from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.components import TILES, Tile

from .icons import draw_hut, draw_icon
from .modules.bazaars.look import draw_bazaar, is_bazaar
from .modules.camps import draw_camp, is_camp
from .modules.magic_buildings.look import draw_magic_star
from .modules.portals.look import portal_image
from .theme import (
    BOARD,
    INK,
    RGB,
    barrier_style,
    building_style,
    digit_height,
    font,
    gap_width,
    shade,
    wall_width,
)

SUPERSAMPLE = 4
#: Below this size (pixels) the price is left out.
PRICE_FROM = 22


def as_tile(tile: str | Tile) -> Tile:
    return TILES[tile] if isinstance(tile, str) else tile


def is_yard(tile: Tile) -> bool:
    """A building yard (expansion 1): it counts as a building and has no price."""
    return tile.counts_as is not None


def looks_like(tile: Tile) -> str:
    """The building whose colour and icon a tile shows (a yard: the one it counts as)."""
    return tile.counts_as if tile.counts_as is not None else tile.building


def price_font_size(size: int) -> int:
    """Font size of the price on a tile of ``size`` pixels: half the tile on small tiles
    (the overview), a little less on large ones."""
    return max(6, round(min(size * 0.5, size * 0.3 + 13)))


def price_digit_height(size: int) -> int:
    """Pixel height of the shortest price digit on a tile of ``size`` pixels (0: no price)."""
    return digit_height(price_font_size(size)) if size >= PRICE_FROM else 0


def _light(colour: RGB) -> bool:
    return sum(colour) > 384


def price_colours(building: str) -> tuple[RGB, RGB | None]:
    """Text colour and rim colour (None: no rim) of a price on ``building``'s tile.

    Dark ink on light tiles (pavilion, chambers); white with a dark rim on the others.
    """
    fill, ink, _ = building_style(building)
    if _light(ink):
        return (255, 255, 255), shade(fill, 0.42)
    return INK, None


def price_origin(size: int) -> tuple[float, float]:
    """Left edge and top of the digits of the price on a tile of ``size`` pixels."""
    inset = wall_width(size) + size * 0.04
    return inset, wall_width(size) + size * 0.03


def price_box(tile_id: str, size: int) -> tuple[int, int, int, int]:
    """Left, top, right, bottom of the price's digits inside the tile picture."""
    tile = TILES[tile_id]
    face = font(price_font_size(size))
    x, y = price_origin(size)
    left, top, right, bottom = face.getbbox(str(tile.price), anchor="la")
    shift = face.getbbox("0", anchor="la")[1]
    return (round(x + left), round(y + top - shift), round(x + right), round(y + bottom - shift))


@lru_cache(maxsize=4096)
def tile_image(tile_id: str, size: int, background: RGB = BOARD) -> Image.Image:
    """The picture of one tile, ``size`` x ``size`` pixels, on ``background``."""
    tile = TILES[tile_id]
    if tile.building == "portal":  # expansion 6: a triangle (rendering.modules.portals.look)
        return portal_image(tile_id, size, background)
    yard = is_yard(tile)
    building = looks_like(tile)
    fill, ink, _ = building_style(building)
    k = SUPERSAMPLE
    big = size * k
    wall = wall_width(size) * k
    im, d, box = _square(size, background, fill, shade(fill, 0.68), edge=48)
    if yard:
        _hatch(im, box, big, fill)
    show_price = shows_price(tile_id, size)
    if tile.start:
        icon = big * 0.62
        draw_icon(d, tile.building, ((big - icon) / 2, (big - icon) / 2, icon), ink, fill)
    elif yard:  # the hut where a price would be, the building's icon as on its tiles
        inset = wall_width(size) + size * 0.05
        hut = size * 0.42
        draw_hut(d, (inset * k, inset * k, hut * k), ink, fill)
        icon = size * 0.4
        left = size - wall_width(size) - size * 0.05 - icon
        draw_icon(d, building, (left * k, left * k, icon * k), ink, fill)
    elif is_camp(tile):  # its tents are drawn with its bastions
        pass
    elif is_bazaar(tile):  # expansion 4: its currency's coin and its three colours
        draw_bazaar(d, tile_id, big)
    else:
        _, _, _, text_bottom = price_box(tile_id, size) if show_price else (0, 0, 0, 0)
        margin = size * 0.03
        room = size - wall_width(size) - margin - max(text_bottom - size * 0.05,
                                                      wall_width(size) + margin)
        icon = max(size * 0.3, min(size * 0.46, room))
        left = size - wall_width(size) - margin - icon
        draw_icon(d, building, (left * k, left * k, icon * k), ink, fill)
    band, wave, _, _ = barrier_style(tile.barrier)
    if is_camp(tile):  # expansion 2: tents under the price, bastions with their arrows
        below = (price_box(tile_id, size)[3] + 1) * k if show_price else 0
        draw_camp(d, tile.walls, big, wall, background, below)
        wave = None
    else:
        for side in sorted(tile.walls):
            d.rectangle(_band(side, big, wall), fill=band)
    if wave is not None:
        for side in sorted(tile.walls):
            _wave(d, side, big, wall, wave)
    if tile.magic:  # a magic building (promo): its star
        draw_magic_star(d, big)
    im = im.reduce(k)
    if show_price:
        draw_price(ImageDraw.Draw(im), tile_id, size)
    return im


def shows_price(tile_id: str, size: int) -> bool:
    """Whether the tile's picture ``size`` pixels across shows its price."""
    tile = TILES[tile_id]
    return not tile.start and not is_yard(tile) and not is_bazaar(tile) and size >= PRICE_FROM


def draw_price(d: ImageDraw.ImageDraw, tile_id: str, size: int,
               offset: tuple[float, float] = (0, 0)) -> None:
    """The tile's price as its picture draws it, the tile's top left corner at ``offset``
    (also over a mark that covers part of it: a chest of expansion 4)."""
    tile = TILES[tile_id]
    face = font(price_font_size(size))
    colour, rim = price_colours(tile.building)
    x, y = price_origin(size)
    x, y = x + offset[0], y + offset[1] - face.getbbox("0", anchor="la")[1]
    if rim is None:
        d.text((x, y), str(tile.price), font=face, fill=colour, anchor="la")
    else:
        d.text((x, y), str(tile.price), font=face, fill=colour, anchor="la",
               stroke_width=max(1, round(price_font_size(size) / 15)), stroke_fill=rim)


#: How much of its building's colour an empty building-yard stack's place keeps (the rest
#: is the background): faded, still plainly that colour.
EMPTY_YARD = 0.55


def _square(size: int, background: RGB, fill: RGB, outline: RGB, edge: int
            ) -> tuple[Image.Image, ImageDraw.ImageDraw, list[int]]:
    """A tile's rounded square, drawn SUPERSAMPLE times larger on ``background`` (its
    outline 1/``edge`` of its side): the picture, its drawer and the square's box."""
    k = SUPERSAMPLE
    big = size * k
    gap = gap_width(size) * k
    im = Image.new("RGB", (big, big), background)
    d = ImageDraw.Draw(im)
    box = [gap, gap, big - 1 - gap, big - 1 - gap]
    d.rounded_rectangle(box, radius=big * 0.12, fill=fill, outline=outline,
                        width=max(k, big // edge))
    return im, d, box


def _mix(colour: RGB, background: RGB, share: float) -> RGB:
    return tuple(round(c * share + b * (1 - share))  # type: ignore[return-value]
                 for c, b in zip(colour, background, strict=True))


@lru_cache(maxsize=64)
def empty_yard_image(building: str, size: int, background: RGB = BOARD) -> Image.Image:
    """The place of a used-up building-yard stack (expansion 1): a faded, hatched square of
    its building's colour with the building's icon and no hut, so a player still reads
    which colour's stack it is, and that nothing lies on it."""
    fill, ink, _ = building_style(building)
    faded = _mix(fill, background, EMPTY_YARD)
    k = SUPERSAMPLE
    big = size * k
    im, d, box = _square(size, background, faded, shade(fill, 0.68), edge=32)
    _hatch(im, box, big, faded)
    icon = big * 0.5
    draw_icon(d, building, ((big - icon) / 2, (big - icon) / 2, icon),
              _mix(ink, faded, 0.75), faded)
    return im.reduce(k)


def _hatch(im: Image.Image, box: list[int], big: int, fill: RGB) -> None:
    """Diagonal stripes over the rounded tile ``box``: a building site, not a building."""
    stripes = Image.new("RGB", im.size, fill)
    sd = ImageDraw.Draw(stripes)
    step = big / 6
    width = round(step * 0.32)
    colour = shade(fill, 0.84)
    for i in range(-6, 13):
        x = i * step
        sd.line([(x, big), (x + big, 0)], fill=colour, width=width)
    mask = Image.new("L", im.size, 0)
    inner = max(1, big // 48)
    ImageDraw.Draw(mask).rounded_rectangle(
        [box[0] + inner, box[1] + inner, box[2] - inner, box[3] - inner],
        radius=big * 0.12 - inner, fill=255)
    im.paste(stripes, (0, 0), mask)


def _band(side: str, big: int, wall: int) -> list[int]:
    if side == "N":
        return [0, 0, big - 1, wall - 1]
    if side == "S":
        return [0, big - wall, big - 1, big - 1]
    if side == "W":
        return [0, 0, wall - 1, big - 1]
    return [big - wall, 0, big - 1, big - 1]


def _wave(d: ImageDraw.ImageDraw, side: str, big: int, wall: int, colour: RGB) -> None:
    """A light wavy line along the middle of a moat band (water, not a wall)."""
    mid = wall / 2
    amplitude = wall * 0.16
    steps = 24
    along = [big * i / steps for i in range(steps + 1)]
    offsets = [amplitude * math.sin(2 * math.pi * 3 * i / steps) for i in range(steps + 1)]
    if side in ("N", "S"):
        base = mid if side == "N" else big - mid
        points = [(a, base + o) for a, o in zip(along, offsets, strict=True)]
    else:
        base = mid if side == "W" else big - mid
        points = [(base + o, a) for a, o in zip(along, offsets, strict=True)]
    d.line(points, fill=colour, width=max(2, round(wall * 0.26)), joint="curve")


@lru_cache(maxsize=256)
def chip_image(building: str, size: int, background: RGB) -> Image.Image:
    """A small rounded swatch with the building's colour and icon (for counts)."""
    fill, ink, _ = building_style(building)
    k = SUPERSAMPLE
    big = size * k
    im = Image.new("RGB", (big, big), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, big - 1, big - 1], radius=big * 0.2, fill=fill,
                        outline=shade(fill, 0.6), width=k)
    icon = big * 0.7
    draw_icon(d, building, ((big - icon) / 2, (big - icon) / 2, icon), ink, fill)
    return im.reduce(k)
