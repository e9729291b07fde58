"""Both sides of a two-faced tile (Granada), side by side: for a private "which side?" choice.

Granada's tiles show a building and price on each side (the back: the next odd price and
another building, with moats on the same edges). A bought tile is built with the side it
showed on the market for free; turning it over costs at least
:data:`rendering.granada.FLIP_COST` in one currency (rule book p. 9); a tile going to the
reserve may lie either side up for free. :func:`render_faces` draws the side showing and
the other side large, each with its name, price and what choosing it costs, readable on a
phone (400 pixels wide).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.alhambra.components import other_face

from .granada import FLIP_COST
from .png import to_png
from .theme import (
    INK,
    MUTED,
    PAGE,
    PAGE_TEXT,
    PANEL,
    PANEL_EDGE,
    building_name,
    fit,
    font,
    legible_size,
    text_width,
)
from .tiles import as_tile, tile_image

WIDTH = 900
MARGIN = 20


def _name(tile_id: str) -> str:
    tile = as_tile(tile_id)
    return f"{building_name(tile.building)} {tile.price}"


def faces_image(
    tile_id: str,
    other_id: str | None = None,
    *,
    title: str | None = None,
    notes: tuple[str, str] | None = None,
) -> Image.Image:
    """``tile_id`` (the side showing) and ``other_id`` (default: its other face) side by
    side; ``notes``: what each choice costs (default: free / turning it over costs...)."""
    other = other_id if other_id is not None else other_face(tile_id)
    if other is None:
        raise ValueError(f"{tile_id} has only one side")
    text = legible_size(WIDTH)
    title = title if title is not None else "Build it as it lies, or turned over?"
    notes = notes or ("free", f"costs {FLIP_COST}+ (one currency)")
    head = round(text * 1.8)
    column = (WIDTH - 3 * MARGIN) // 2
    tile = min(round(column * 0.62), 300)
    line = round(text * 1.25)
    card = round(text * 0.5) + round(text * 1.3) + tile + line * 2 + round(text * 0.6)
    im = Image.new("RGB", (WIDTH, MARGIN * 2 + head + card), PAGE)
    d = ImageDraw.Draw(im)
    d.text((MARGIN, MARGIN + head / 2 - text * 0.15), fit(title, round(text * 1.1),
                                                          WIDTH - 2 * MARGIN),
           font=font(round(text * 1.1)), fill=PAGE_TEXT, anchor="lm")
    top = MARGIN + head
    labels = ("As it lies", "Turned over")
    for i, (face, label, note) in enumerate(zip((tile_id, other), labels, notes, strict=True)):
        x = MARGIN + i * (column + MARGIN)
        d.rounded_rectangle([x, top, x + column - 1, top + card - 1], radius=text * 0.5,
                            fill=PANEL, outline=PANEL_EDGE, width=2)
        cx = x + column / 2
        y = top + round(text * 0.5)
        d.text((cx, y + text * 0.6), label, font=font(round(text * 0.85)), fill=MUTED,
               anchor="mm")
        y += round(text * 1.3)
        im.paste(tile_image(face, tile, PANEL), (round(cx - tile / 2), y))
        y += tile + round(text * 0.2)
        name = _name(face)
        size = next((z for z in (round(text * 1.1), text)
                     if text_width(name, z) <= column - text), text)
        d.text((cx, y + line / 2), fit(name, size, column - text), font=font(size), fill=INK,
               anchor="mm")
        y += line
        d.text((cx, y + line / 2), fit(note, text, column - 12), font=font(text),
               fill=MUTED if i == 0 else INK, anchor="mm")
    return im


def render_faces(
    tile_id: str,
    other_id: str | None = None,
    *,
    title: str | None = None,
    notes: tuple[str, str] | None = None,
) -> bytes:
    """PNG of a two-faced tile's side showing and its other side, side by side (private:
    "build it as it lies, or turn it over?"). ``other_id`` defaults to the tile's other
    face; ``title`` and ``notes`` (what each side costs) replace the default words, e.g.
    ``notes=("free", "free")`` for the reserve. Raises ValueError for a one-faced tile."""
    return to_png(faces_image(tile_id, other_id, title=title, notes=notes))
