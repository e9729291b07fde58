"""Both sides of a two-faced tile (Granada), side by side: for a private "which side?" choice.

Granada's tiles show a building and price on each side (the back: the next odd price and
another building, with moats on the same edges). A bought tile is built with the side it
showed on the market for free; turning it over costs at least
:data:`rendering.modules.granada.FLIP_COST` in one currency (rule book p. 9); a tile going to the
reserve may lie either side up for free. :func:`render_faces` draws the side showing and
the other side large, each with its name, price and what choosing it costs, readable on a
phone (400 pixels wide).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.alhambra.components import other_face

from .alhambra import tile_name
from .modules.granada import FLIP_COST
from .png import to_png
from .theme import (
    INK,
    MUTED,
    PAGE,
    PAGE_TEXT,
    PANEL,
    PANEL_EDGE,
    fit,
    fit_size,
    font,
    legible_size,
    say,
    text_width,
)
from .tiles import as_tile, tile_image

WIDTH = 900
MARGIN = 20


def _name(tile_id: str, lang: str = "en") -> str:
    return tile_name(as_tile(tile_id), lang)


def faces_image(
    tile_id: str,
    other_id: str | None = None,
    *,
    title: str | None = None,
    notes: tuple[str, str] | None = None,
    lang: str = "en",
) -> Image.Image:
    """``tile_id`` (the side showing) and ``other_id`` (default: its other face) side by
    side; ``notes``: what each choice costs (default: free / turning it over costs...);
    the words in ``lang``."""
    other = other_id if other_id is not None else other_face(tile_id)
    if other is None:
        raise ValueError(f"{tile_id} has only one side")
    text = legible_size(WIDTH)
    title = title if title is not None else say(lang, "img-faces-title")
    notes = notes or (say(lang, "img-faces-free"), say(lang, "img-faces-costs", cost=FLIP_COST))
    head = round(text * 1.8)
    column = (WIDTH - 3 * MARGIN) // 2
    tile = min(round(column * 0.62), 300)
    line = round(text * 1.25)
    card = round(text * 0.5) + round(text * 1.3) + tile + line * 2 + round(text * 0.6)
    im = Image.new("RGB", (WIDTH, MARGIN * 2 + head + card), PAGE)
    d = ImageDraw.Draw(im)
    big = fit_size(title, round(text * 1.1), WIDTH - 2 * MARGIN)
    d.text((MARGIN, MARGIN + head / 2 - text * 0.15), fit(title, big, WIDTH - 2 * MARGIN),
           font=font(big), fill=PAGE_TEXT, anchor="lm")
    top = MARGIN + head
    labels = (say(lang, "img-faces-as-it-lies"), say(lang, "img-faces-turned"))
    for i, (face, label, note) in enumerate(zip((tile_id, other), labels, notes, strict=True)):
        x = MARGIN + i * (column + MARGIN)
        d.rounded_rectangle([x, top, x + column - 1, top + card - 1], radius=text * 0.5,
                            fill=PANEL, outline=PANEL_EDGE, width=2)
        cx = x + column / 2
        y = top + round(text * 0.5)
        small = fit_size(label, round(text * 0.85), column - text)
        d.text((cx, y + text * 0.6), fit(label, small, column - text), font=font(small),
               fill=MUTED, anchor="mm")
        y += round(text * 1.3)
        im.paste(tile_image(face, tile, PANEL), (round(cx - tile / 2), y))
        y += tile + round(text * 0.2)
        name = _name(face, lang)
        size = next((z for z in (round(text * 1.1), text)
                     if text_width(name, z) <= column - text), text)
        d.text((cx, y + line / 2), fit(name, size, column - text), font=font(size), fill=INK,
               anchor="mm")
        y += line
        size = fit_size(note, text, column - 12)
        d.text((cx, y + line / 2), fit(note, size, column - 12), font=font(size),
               fill=MUTED if i == 0 else INK, anchor="mm")
    return im


def render_faces(
    tile_id: str,
    other_id: str | None = None,
    *,
    title: str | None = None,
    notes: tuple[str, str] | None = None,
    lang: str = "en",
) -> bytes:
    """PNG of a two-faced tile's side showing and its other side, side by side (private:
    "build it as it lies, or turn it over?"). ``other_id`` defaults to the tile's other
    face; ``title`` and ``notes`` (what each side costs) replace the default words, e.g.
    ``notes=("free", "free")`` for the reserve; ``lang``: the language of the default words
    ("en", "de", "hu"). Raises ValueError for a one-faced tile."""
    return to_png(faces_image(tile_id, other_id, title=title, notes=notes, lang=lang))
