"""The treasure chamber (expansion 4, module ``treasure_chamber``) in the pictures.

- Under the money display (:func:`chamber_groups`, in the row of expansions 2 and 3's
  groups): the chamber's three rooms, each with its chests in their colours (a chest has a
  building's colour), under a caption saying how many chests are left in the bag (never
  which: the bag's order is secret, and the view gives only the count).
- On the boards (:mod:`rendering.marks`): a building with a chest shows a small golden
  chest in its top right corner, away from the price (top left), the icon (bottom right)
  and a resident (bottom left). A chest always has its building's colour, so a gold chest
  with a dark rim and a white halo reads on every tile; a building in the reserve keeps
  its chest (TC1) and shows it there too.
- The scoring table: the chest majority is the extra term ``treasure_chamber``
  (:mod:`rendering.scoring` names it).

Public fields only: ``rooms``, ``bag``, ``chests``.
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw, ImageFilter

from engine.alhambra.view import PublicView

from ..groups import caption_over as _group
from ..theme import (
    INK,
    MUTED,
    PAGE,
    PANEL,
    PANEL_EDGE,
    RGB,
    building_style,
    say,
    words_image,
)
from ..tiles import draw_price, price_box, shows_price

if TYPE_CHECKING:
    from ..rows import Sizes
    #                            draw chests)

MODULE = "treasure_chamber"
#: The scoring term of the chest majority (``ScoringRecord.extra``).
TERM = "treasure_chamber"
#: The chest on a board (its colour is the building's): gold, with a dark rim.
GOLD: RGB = (246, 196, 46)
GOLD_DARK: RGB = (150, 100, 20)
SUPERSAMPLE = 4


def _fields(view: PublicView) -> dict | None:
    return view.modules_view.get(MODULE)


def rooms(view: PublicView) -> list[list[str]] | None:
    """The rooms' chests (None: the treasure chamber is not played)."""
    fields = _fields(view)
    return None if fields is None else [list(room) for room in fields.get("rooms") or ()]


def chests_on(view: PublicView) -> frozenset[str]:
    """The tiles with a chest (built or in a reserve)."""
    fields = _fields(view)
    return frozenset(fields.get("chests") or ()) if fields else frozenset()


def chests_left(view: PublicView) -> int:
    fields = _fields(view)
    return int(fields.get("bag") or 0) if fields else 0


def _grow(mask: Image.Image, pixels: int) -> Image.Image:
    size = 2 * max(1, pixels) + 1
    return mask.filter(ImageFilter.MaxFilter(size))


@lru_cache(maxsize=128)
def chest_image(colour: str | None, size: int) -> Image.Image:
    """A chest ``size`` pixels wide (RGBA): a domed lid over a box, a band and a lock, a
    dark rim and a white halo; in the building ``colour`` (None: gold, the mark on a
    board)."""
    k = SUPERSAMPLE
    w = size * k
    h = round(w * 0.82)
    fill = GOLD if colour is None else building_style(colour)[0]
    trim = GOLD_DARK if colour is None else GOLD
    shape = Image.new("L", (w, h), 0)
    d = ImageDraw.Draw(shape)
    pad = round(w * 0.1)
    top, split, bottom = round(h * 0.14), round(h * 0.45), h - pad
    d.rounded_rectangle([pad, top, w - pad, split + round(h * 0.1)], radius=round(w * 0.2),
                        fill=255)
    d.rectangle([pad, split, w - pad, bottom], fill=255)
    rim = _grow(shape, round(w * 0.045))
    halo = _grow(rim, round(w * 0.045))
    im = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    im.paste((255, 255, 255, 255), (0, 0), halo)
    im.paste(INK + (255,), (0, 0), rim)
    im.paste(fill + (255,), (0, 0), shape)
    d = ImageDraw.Draw(im)
    band = max(k, round(h * 0.07))
    d.rectangle([pad, split - band // 2, w - pad, split + band // 2], fill=INK + (255,))
    lock = round(w * 0.11)
    cx, cy = w // 2, split + round(h * 0.06)
    d.rectangle([cx - lock, cy - lock, cx + lock, cy + round(lock * 1.3)], fill=trim + (255,),
                outline=INK + (255,), width=max(1, k))
    for x in (pad + round(w * 0.12), w - pad - round(w * 0.12)):  # two straps
        d.rectangle([x - band // 2, top + band, x + band // 2, bottom], fill=trim + (255,))
    return im.reduce(k)


def chest_size(cell: int) -> int:
    """The chest mark's width on a tile ``cell`` pixels across (at least 9 pixels)."""
    return max(9, round(cell * 0.34))


def draw_chest_mark(im: Image.Image, box: tuple[int, int, int, int], cell: int,
                    tile_id: str | None = None) -> None:
    """The chest mark in the top right corner of the tile in ``box``, inside its wall.

    A two-digit price reaches that corner on the small tiles of the overview (and of the
    reserves): the price of ``tile_id`` is drawn again over the chest there, so "10" never
    reads as "1" beside a chest; the chest shows around its last digit."""

    left, top, right, _ = box
    chest = chest_image(None, chest_size(cell))
    inset = max(1, round(cell * 0.06))
    x, y = right - chest.width - inset, top + inset
    im.paste(chest, (x, y), chest)
    if tile_id is None or not shows_price(tile_id, cell):
        return
    _, price_top, price_right, price_bottom = price_box(tile_id, cell)
    if left + price_right <= x or top + price_top >= y + chest.height:
        return  # the chest leaves the price alone
    area = (x, y, x + chest.width, y + chest.height)
    patch = im.crop(area)
    draw_price(ImageDraw.Draw(patch), tile_id, cell, (left - x, top - y))
    im.paste(patch, area[:2])



def _room(chests: list[str], size: int, background: RGB, lang: str, text: int
          ) -> Image.Image:
    """One room: its chests side by side (empty: a word)."""
    if not chests:
        return words_image(say(lang, "img-chests-room-empty"), text, background, MUTED, size)
    gap = max(1, round(size * 0.08))
    images = [chest_image(colour, size) for colour in chests]
    w = sum(i.width for i in images) + gap * (len(images) - 1)
    h = max(i.height for i in images)
    im = Image.new("RGB", (w, h), background)
    x = 0
    for chest in images:
        im.paste(chest, (x, (h - chest.height) // 2), chest)
        x += chest.width + gap
    return im


def _numbered(number: int, picture: Image.Image, size: int, background: RGB) -> Image.Image:
    """A room: a rounded box with its number and its chests."""
    pad = max(2, round(size * 0.2))
    words = words_image(f"{number}", size, background, MUTED, picture.height)
    w = pad + words.width + pad + picture.width + pad
    h = picture.height + 2 * pad
    im = Image.new("RGB", (w, h), background)
    ImageDraw.Draw(im).rounded_rectangle([0, 0, w - 1, h - 1], radius=pad * 2,
                                         outline=PANEL_EDGE, width=max(2, pad // 2))
    im.paste(words, (pad, pad))
    im.paste(picture, (pad + words.width + pad, pad))
    return im


def chamber_groups(view: PublicView, sizes: Sizes, width: int, lang: str = "en"
                   ) -> list[Image.Image]:
    """Under the money display: "Treasure chamber" and the chests left in the bag over its
    three rooms, numbered as the panel numbers them. (The bag's count is in the caption: a
    group of its own for one number took a line of its own beside the scouts and the
    groups of expansions 2 and 3.)"""
    found = rooms(view)
    if found is None:
        return []
    bg = PANEL
    size = round(sizes.text * 1.5)
    parts = [_numbered(number, _room(chests, size, bg, lang, sizes.label), sizes.text, bg)
             for number, chests in enumerate(found, start=1)]
    caption = say(lang, "img-chests-chamber-bag", count=chests_left(view))
    return [_group(caption, parts, sizes, bg, width)]


def chest_icon(term: str, size: int, background: RGB) -> Image.Image | None:
    """The mark beside the scoring table's row of the chest majority (None: another
    term)."""
    if term != TERM:
        return None
    chest = chest_image(None, size)
    im = Image.new("RGB", (size, size), background)
    im.paste(chest, (0, (size - chest.height) // 2), chest)
    return im


def legend_items(view: PublicView, size: int, lang: str = "en") -> list[tuple[Image.Image, str]]:
    """The overview's legend: the chest mark (only where the treasure chamber is played)."""
    if _fields(view) is None:
        return []
    chest = chest_image(None, size)
    im = Image.new("RGB", (size, size), PAGE)
    im.paste(chest, (0, (size - chest.height) // 2), chest)
    return [(im, say(lang, "img-legend-chest"))]
