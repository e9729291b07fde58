"""The art of the Moors (expansion 5, module ``art_of_the_moors``) in the pictures.

Each culture tile is a small card: a brown hexagon with the points it scores now at every
scoring; beside it "price 8 · 2 bldg." (its price and the marker: the player's buildings
of that price), and under that what it scores after the next turn ("next 15", in green:
the action would turn it), "top" (the last corner) or "needs 3 bldg." (its next corner
needs more buildings of its price). So a phone player reads what each tile scores now and
after a turn.

- The players' panels of the overview (:mod:`rendering.panel`): a row "Culture" under the
  reserve, with the seat's tiles (the label on a line above them where a tile needs the
  panel's whole width: words are never shrunk, so their numbers stay legible).
- The hand picture (:mod:`rendering.hand`): the same tiles in the row of what the seat
  owns.
- The scoring table names the extra term ``art_of_the_moors`` ("Culture").

Public fields only (the tiles are public: AM9).
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from ..groups import caption_over as _group
from ..theme import INK, MUTED, PANEL, RGB, fit_size, font, legible_size, say, text_width

#: The width of the hand picture (rendering.hand.WIDTH; the hand imports this module).
HAND_WIDTH = 900

MODULE = "art_of_the_moors"
#: The culture tile's face: terracotta with a golden rim, white points.
FACE: RGB = (168, 84, 40)
RIM: RGB = (236, 184, 64)
GREEN: RGB = (30, 120, 60)
#: One tile: (price, marker, value now, value after a turn or None, the buildings its next
#: corner needs or None at the last corner).
CultureTile = tuple[int, int, int, "int | None", "int | None"]


def culture_of(view, seat: int) -> tuple[CultureTile, ...]:
    """``seat``'s culture tiles from the public view (none without the module)."""
    found = view.modules_view.get(MODULE)
    if not found or seat >= len(found["tiles"]):
        return ()
    return tuple((t["price"], t["marker"], t["value"], t["next"], t["need"])
                 for t in found["tiles"][seat])


def _words(tile: CultureTile, lang: str) -> tuple[str, str, str, RGB]:
    """A tile's words: its price, its marker, and what it scores after the next turn."""
    price, marker, _, following, need = tile
    if following is not None:
        words, colour = say(lang, "img-culture-next", value=following), GREEN
    elif need is None:
        words, colour = say(lang, "img-culture-top"), MUTED
    else:
        words, colour = say(lang, "img-culture-wait", count=need), MUTED
    return (say(lang, "img-culture-price", price=price),
            say(lang, "img-culture-count", count=marker), words, colour)


def chip_size(tiles: tuple[CultureTile, ...], size: int, lang: str = "en") -> tuple[int, int]:
    """Width and height of each tile's card with words ``size`` pixels tall (never shrunk:
    their numbers stay legible), wide enough for the longest words of ``tiles``."""
    hexagon = round(size * 2.9) + 4
    w = round(size * 8)
    for tile in tiles:
        price, count, after, _ = _words(tile, lang)
        w = max(w, hexagon + round(max(text_width(f"{price} · {count}", size),
                                       text_width(after, size))) + 2)
    return w, round(size * 2.25) + 4


def tile_chip(tile: CultureTile, size: int, width: int, background: RGB = PANEL,
              lang: str = "en") -> Image.Image:
    """One tile: a hexagon with its points now; beside it its price and the marker (the
    buildings of that price), and under those what it scores after the next turn."""
    w, h = width, round(size * 2.25) + 4
    im = Image.new("RGB", (w, h), background)
    d = ImageDraw.Draw(im)
    r = size * 1.3  # a hexagon, pointy sides left and right
    cx, cy = r + 2, h / 2
    points = [(cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)))
              for a in range(0, 360, 60)]
    d.polygon(points, fill=FACE, outline=RIM, width=max(2, size // 8))
    d.text((cx, cy), str(tile[2]), font=font(round(size * 1.3)), fill=(255, 255, 255),
           anchor="mm")
    price, count, after, colour = _words(tile, lang)
    x = cx + r + size * 0.3
    d.text((x, cy - size * 0.55), f"{price} · {count}", font=font(size), fill=INK,
           anchor="lm")
    d.text((x, cy + size * 0.6), after, font=font(size), fill=colour, anchor="lm")
    return im


def tiles_image(tiles: tuple[CultureTile, ...], size: int, width: int,
                background: RGB = PANEL, lang: str = "en") -> Image.Image:
    """The tiles side by side, in rows no wider than ``width``."""
    w, h = chip_size(tiles, size, lang)
    gap = max(4, size // 3)
    per_row = max(1, (width + gap) // (w + gap))
    columns = min(per_row, len(tiles))
    rows = -(-len(tiles) // per_row)
    im = Image.new("RGB", (columns * (w + gap) - gap, rows * (h + gap) - gap), background)
    for i, tile in enumerate(tiles):
        row, col = divmod(i, per_row)
        im.paste(tile_chip(tile, size, w, background, lang), (col * (w + gap), row * (h + gap)))
    return im


# -- the overview's panels -------------------------------------------------------------------


def _beside(tiles: tuple[CultureTile, ...], size: int, width: int, label_width: int,
            lang: str) -> bool:
    """Whether the label fits beside the tiles (else it goes on a line above them)."""
    return chip_size(tiles, size, lang)[0] <= width - label_width


def strip_height(tiles: tuple[CultureTile, ...], *, size: int, width: int,
                 label_width: int, gap: int, lang: str = "en") -> int:
    """Height of the "Culture" row of a panel (0: no tiles), with the gap above it."""
    if not tiles:
        return 0
    if _beside(tiles, size, width, label_width, lang):
        return gap + tiles_image(tiles, size, width - label_width, lang=lang).height
    return gap + round(size * 1.3) + tiles_image(tiles, size, width, lang=lang).height


def draw_strip(im: Image.Image, d: ImageDraw.ImageDraw, xy: tuple[int, int],
               tiles: tuple[CultureTile, ...], *, size: int, width: int, label_width: int,
               gap: int, lang: str = "en") -> int:
    """The label (beside the tiles, or above them where a tile needs the whole width) and
    the tiles; returns the height used (with the gap above)."""
    if not tiles:
        return 0
    x, y = xy
    y += gap
    label = say(lang, "img-term-art_of_the_moors")
    if _beside(tiles, size, width, label_width, lang):
        picture = tiles_image(tiles, size, width - label_width, lang=lang)
        d.text((x, y + round(size * 1.15)), label,
               font=font(fit_size(label, size, label_width - 4)), fill=INK, anchor="lm")
        im.paste(picture, (x + label_width, y))
        return gap + picture.height
    head = round(size * 1.3)
    d.text((x, y + head / 2), label, font=font(fit_size(label, size, width)), fill=INK,
           anchor="lm")
    picture = tiles_image(tiles, size, width, lang=lang)
    im.paste(picture, (x, y + head))
    return gap + head + picture.height


# -- the hand --------------------------------------------------------------------------------


def hand_groups(view, sizes, width: int, lang: str = "en") -> list[Image.Image]:
    """"Culture tiles": the seat's own tiles, in the row of what it owns."""
    tiles = culture_of(view, view.seat)
    if not tiles:
        return []
    size = max(sizes.text, legible_size(HAND_WIDTH))  # the numbers legible at phone width
    picture = tiles_image(tiles, size, width, lang=lang)
    return [_group(say(lang, "img-culture-title"), [picture], sizes, PANEL, width)]


# -- the scoring table -----------------------------------------------------------------------


def culture_icon(term: str, size: int, background: RGB) -> Image.Image | None:
    """The mark beside the scoring table's culture row: a small culture tile (None: another
    term)."""
    if term != MODULE:
        return None
    big = size * 4
    im = Image.new("RGB", (big, big), background)
    r = big / 2 - 2
    points = [(big / 2 + r * math.cos(math.radians(a)), big / 2 + r * math.sin(math.radians(a)))
              for a in range(0, 360, 60)]
    ImageDraw.Draw(im).polygon(points, fill=FACE, outline=RIM, width=big // 10)
    return im.resize((size, size), Image.LANCZOS)
