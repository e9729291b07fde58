"""Expansion 3's wall cards (:mod:`engine.alhambra.modules.wall_cards`), as the pictures read
and draw them.

``sticks`` (tile id -> sides) are wooden walls: light wood bars with a dark rim, rounded ends
and grain, never the near-black band of a printed wall (:func:`draw_stick`), on every tile
that carries them (board, reserve, tiles to place). ``shown`` (the wall cards lying beside
the display) are cards that each show a tile with its sticks (:func:`wall_card_image`);
``sticks_left`` is written beside them. A field a view lacks is read as "not played"."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.view import PublicView

from ..card_faces import card_base, name_at_foot
from ..fields import module_fields
from ..theme import BOARD, INK, RGB, WOOD, WOOD_GRAIN, WOOD_RIM, say, shade, wall_width

WALLS = "wall_cards"


#: The sides each wall card shows (ids ``wall-N`` ... ``wall-WN``).
CARD_SIDES: dict[str, tuple[str, ...]] = {
    "wall-N": ("N",), "wall-E": ("E",), "wall-S": ("S",), "wall-W": ("W",),
    "wall-NE": ("N", "E"), "wall-ES": ("E", "S"), "wall-SW": ("S", "W"),
    "wall-WN": ("N", "W"),
}


def sticks(view: PublicView) -> dict[str, tuple[str, ...]]:
    """Tile id -> the sides its wooden walls stand on."""
    found = module_fields(view, WALLS).get("sticks") or {}
    return {str(t): tuple(sides) for t, sides in found.items() if sides}


def shown_walls(view: PublicView) -> list[str] | None:
    """The wall cards lying beside the display (None: wall cards are not played)."""
    fields = module_fields(view, WALLS)
    if not fields:
        return None
    return [c for c in fields.get("shown") or [] if c in CARD_SIDES]


def sticks_left(view: PublicView) -> int:
    return int(module_fields(view, WALLS).get("sticks_left", 0))


# --- on the board --------------------------------------------------------------------------
def stick_box(box: tuple[int, int, int, int], side: str, cell: int) -> list[float]:
    """Where the wooden wall on ``side`` of a tile in ``box`` lies (left, top, right,
    bottom): as thick as a printed wall and a little more, its ends short of the corners."""
    left, top, right, bottom = box
    t = max(4, round(wall_width(cell) * 1.2))
    inset = max(1, round(cell * 0.04))
    if side == "N":
        return [left + inset, top, right - 1 - inset, top + t - 1]
    if side == "S":
        return [left + inset, bottom - t, right - 1 - inset, bottom - 1]
    if side == "W":
        return [left, top + inset, left + t - 1, bottom - 1 - inset]
    return [right - t, top + inset, right - 1, bottom - 1 - inset]


def draw_stick(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], side: str,
               cell: int) -> None:
    """A wooden wall on ``side`` of the tile in ``box``: a light wooden bar with a dark
    rim, rounded ends, a grain line along it and notches across (a row of logs)."""
    x0, y0, x1, y1 = stick_box(box, side, cell)
    thick = min(x1 - x0, y1 - y0) + 1
    rim = max(1, round(thick / 6))
    d.rounded_rectangle([x0, y0, x1, y1], radius=thick * 0.45, fill=WOOD, outline=WOOD_RIM,
                        width=rim)
    along = side in ("N", "S")
    if thick >= 7:  # the grain along the middle
        mid = (y0 + y1) / 2 if along else (x0 + x1) / 2
        line = max(1, round(thick / 8))
        if along:
            d.line([(x0 + thick * 0.6, mid), (x1 - thick * 0.6, mid)], fill=WOOD_GRAIN,
                   width=line)
        else:
            d.line([(mid, y0 + thick * 0.6), (mid, y1 - thick * 0.6)], fill=WOOD_GRAIN,
                   width=line)
    length = (x1 - x0) if along else (y1 - y0)
    logs = 4
    for i in range(1, logs):  # notches across: separate logs
        a = (x0 if along else y0) + length * i / logs
        if along:
            d.line([(a, y0 + rim), (a, y1 - rim)], fill=WOOD_RIM, width=rim)
        else:
            d.line([(x0 + rim, a), (x1 - rim, a)], fill=WOOD_RIM, width=rim)


@lru_cache(maxsize=64)
def wall_card_image(card_id: str, width: int, height: int, background: RGB,
                    lang: str = "en") -> Image.Image:
    """A wall card: wooden-brown, a tile (sand) with the sticks the card shows."""
    fill = shade(WOOD, 1.45)
    im, d, k = card_base(width, height, background, fill, WOOD_RIM)
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    cell = round(min(width * 0.74, height * 0.56))
    x0 = round((width - cell) / 2)
    y0 = round(height * 0.1)
    d.rounded_rectangle([x0, y0, x0 + cell - 1, y0 + cell - 1], radius=cell * 0.12, fill=BOARD,
                        outline=shade(BOARD, 0.7), width=max(1, cell // 30))
    for side in CARD_SIDES.get(card_id, ()):
        draw_stick(d, (x0, y0, x0 + cell, y0 + cell), side, cell)
    return name_at_foot(im, say(lang, "img-wall-card"), width, height, INK)
