"""Square pictures of single tiles (building, price, walls), cached by id and size.

A tile's walls are dark bands along the edges of the square, reaching into the gap
between tiles, so the walls of neighbouring tiles join into one continuous thick wall.
Shapes are drawn four times larger and reduced (smooth edges); text is drawn at the final
size (crisp). The cache makes a 40-tile Alhambra a matter of pasting.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.components import TILES, Tile

from .icons import draw_icon
from .theme import BOARD, RGB, WALL, building_style, font, shade

SUPERSAMPLE = 4
#: Below these sizes (pixels) the letter, then the price, are left out.
LETTER_FROM = 40
PRICE_FROM = 22


def wall_width(size: int) -> int:
    """Thickness in pixels of a wall band on a tile of ``size`` pixels."""
    return max(3, round(size * 0.1))


def gap_width(size: int) -> int:
    return max(1, round(size / 40))


def as_tile(tile: str | Tile) -> Tile:
    return TILES[tile] if isinstance(tile, str) else tile


@lru_cache(maxsize=2048)
def tile_image(tile_id: str, size: int, background: RGB = BOARD) -> Image.Image:
    """The picture of one tile, ``size`` x ``size`` pixels, on ``background``."""
    tile = TILES[tile_id]
    fill, ink, letter = building_style(tile.building)
    k = SUPERSAMPLE
    big = size * k
    wall = wall_width(size) * k
    gap = gap_width(size) * k
    im = Image.new("RGB", (big, big), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle(
        [gap, gap, big - 1 - gap, big - 1 - gap],
        radius=big * 0.12,
        fill=fill,
        outline=shade(fill, 0.68),
        width=max(k, big // 48),
    )
    icon = big * 0.5 if tile.building != "fountain" else big * 0.62
    cx, cy = big / 2, big * (0.6 if tile.building != "fountain" else 0.5)
    draw_icon(d, tile.building, (cx - icon / 2, cy - icon / 2, icon), ink, fill)
    coin = _coin_box(size)
    show_price = tile.building != "fountain" and size >= PRICE_FROM
    if show_price:
        d.ellipse([v * k for v in coin], fill=shade(ink, 1.0), outline=shade(fill, 0.6),
                  width=k)
    for side in tile.walls:
        d.rectangle(_band(side, big, wall), fill=WALL)
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    if show_price:
        x0, y0, x1, y1 = coin
        d.text(((x0 + x1) / 2, (y0 + y1) / 2 + 0.5), str(tile.price),
               font=font(round((y1 - y0) * (0.72 if tile.price < 10 else 0.58))), fill=fill,
               anchor="mm")
    if size >= LETTER_FROM and tile.building != "fountain":
        inset = wall_width(size) + size * 0.07
        d.text((inset, inset), letter, font=font(round(size * 0.22)), fill=ink)
    return im


def _coin_box(size: int) -> tuple[float, float, float, float]:
    """The price disc in the top right corner, inside any wall."""
    diameter = size * 0.34
    right = size - wall_width(size) - size * 0.03
    top = wall_width(size) + size * 0.03
    return (right - diameter, top, right, top + diameter)


def _band(side: str, big: int, wall: int) -> list[int]:
    if side == "N":
        return [0, 0, big - 1, wall - 1]
    if side == "S":
        return [0, big - wall, big - 1, big - 1]
    if side == "W":
        return [0, 0, wall - 1, big - 1]
    return [big - wall, 0, big - 1, big - 1]


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
