"""Expansion 2's city gates and expansion 3's wall cards, as the pictures read and draw them.

- City gates (``city_gates``): ``gates`` ({seat, tile, side, other}) stand on a double wall
  between two tiles: drawn on that edge as two sandstone pillars round a light passage
  through both walls (:func:`draw_gate`). ``shown``, the gate card lying by the gates, is
  drawn beside the money display (:func:`gate_card_image`); ``held`` (how many each seat
  holds, public) beside each player's name; a seat's own hand shows its gate cards.
- Wall cards (``wall_cards``): ``sticks`` (tile id -> sides) are wooden walls: light wood
  bars with a dark rim, rounded ends and grain, never the near-black band of a printed wall
  (:func:`draw_stick`), on every tile that carries them (board, reserve, tiles to place).
  ``shown`` (the wall cards lying beside the display) are cards that each show a tile with
  its sticks (:func:`wall_card_image`); ``sticks_left`` is written beside them.

A field a view lacks is read as "not played".
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.view import PublicView

from .theme import (
    BOARD,
    GATE_PASSAGE,
    GATE_RIM,
    GATE_STONE,
    INK,
    RGB,
    WALL,
    WOOD,
    WOOD_GRAIN,
    WOOD_RIM,
    fit_size,
    font,
    say,
    shade,
)

GATES = "city_gates"
WALLS = "wall_cards"
SUPERSAMPLE = 4
#: The sides each wall card shows (ids ``wall-N`` ... ``wall-WN``).
CARD_SIDES: dict[str, tuple[str, ...]] = {
    "wall-N": ("N",), "wall-E": ("E",), "wall-S": ("S",), "wall-W": ("W",),
    "wall-NE": ("N", "E"), "wall-ES": ("E", "S"), "wall-SW": ("S", "W"),
    "wall-WN": ("N", "W"),
}


def _fields(view: PublicView, module: str) -> dict:
    return view.modules_view.get(module) or {}


# --- readers (public fields only) ----------------------------------------------------------
def gates_of(view: PublicView, seat: int) -> list[tuple[str, str]]:
    """(tile, side) of every gate standing in ``seat``'s Alhambra."""
    found = []
    for gate in _fields(view, GATES).get("gates") or []:
        if isinstance(gate, dict):
            if gate.get("seat") == seat and gate.get("tile") and gate.get("side"):
                found.append((str(gate["tile"]), str(gate["side"])))
        elif len(gate) >= 3 and gate[0] == seat:
            found.append((str(gate[1]), str(gate[2])))
    return found


def gate_cards_held(view: PublicView) -> list[int] | None:
    """How many gate cards each seat holds (None: city gates are not played)."""
    fields = _fields(view, GATES)
    if not fields and GATES not in view.modules:
        return None
    held = [int(n) for n in fields.get("held") or []]
    return held + [0] * (len(view.players) - len(held))


def shown_gate(view: PublicView) -> str | None:
    """The gate card lying by the gates (None: none)."""
    return _fields(view, GATES).get("shown")


def sticks(view: PublicView) -> dict[str, tuple[str, ...]]:
    """Tile id -> the sides its wooden walls stand on."""
    found = _fields(view, WALLS).get("sticks") or {}
    return {str(t): tuple(sides) for t, sides in found.items() if sides}


def shown_walls(view: PublicView) -> list[str] | None:
    """The wall cards lying beside the display (None: wall cards are not played)."""
    fields = _fields(view, WALLS)
    if not fields:
        return None
    return [c for c in fields.get("shown") or [] if c in CARD_SIDES]


def sticks_left(view: PublicView) -> int:
    return int(_fields(view, WALLS).get("sticks_left", 0))


# --- on the board --------------------------------------------------------------------------
def _wall(cell: int) -> int:
    return max(3, round(cell * 0.12))


def stick_box(box: tuple[int, int, int, int], side: str, cell: int) -> list[float]:
    """Where the wooden wall on ``side`` of a tile in ``box`` lies (left, top, right,
    bottom): as thick as a printed wall and a little more, its ends short of the corners."""
    left, top, right, bottom = box
    t = max(4, round(_wall(cell) * 1.2))
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


def draw_gate(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], side: str,
              cell: int) -> None:
    """A city gate on the edge ``side`` of the tile in ``box``: two sandstone pillars
    across both tiles' walls and a light passage between them."""
    left, top, right, bottom = box
    wall = _wall(cell)
    across = wall * 2 + max(4, round(cell * 0.1))  # both walls, the gap and a margin
    pillar = max(4, round(cell * 0.15))
    passage = max(4, round(cell * 0.2))
    rim = max(1, round(cell / 40))
    if side in ("N", "S"):
        cx = (left + right) / 2
        cy = top if side == "N" else bottom
        half = across / 2
        d.rectangle([cx - passage / 2, cy - half, cx + passage / 2, cy + half],
                    fill=GATE_PASSAGE)
        for sign in (-1, 1):
            a = cx + sign * (passage / 2 + pillar / 2)
            d.rectangle([a - pillar / 2, cy - half - rim, a + pillar / 2, cy + half + rim],
                        fill=GATE_STONE, outline=GATE_RIM, width=rim)
    else:
        cy = (top + bottom) / 2
        cx = left if side == "W" else right
        half = across / 2
        d.rectangle([cx - half, cy - passage / 2, cx + half, cy + passage / 2],
                    fill=GATE_PASSAGE)
        for sign in (-1, 1):
            a = cy + sign * (passage / 2 + pillar / 2)
            d.rectangle([cx - half - rim, a - pillar / 2, cx + half + rim, a + pillar / 2],
                        fill=GATE_STONE, outline=GATE_RIM, width=rim)


@lru_cache(maxsize=64)
def gate_icon(size: int, background: RGB) -> Image.Image:
    """A gate as a small picture (a legend, a count): a dark wall with the gate in it."""
    im = Image.new("RGB", (size, size), background)
    d = ImageDraw.Draw(im)
    cell = round(size * 1.6)
    wall = _wall(cell)
    mid = size // 2
    d.rectangle([0, mid - wall - 1, size - 1, mid + wall], fill=WALL)
    top = mid - cell  # a tile above the wall's middle, its south side on the wall
    draw_gate(d, (round(size / 2 - cell / 2), top, round(size / 2 + cell / 2), mid), "S", cell)
    return im


# --- cards ---------------------------------------------------------------------------------
def _card_base(width: int, height: int, background: RGB, fill: RGB, edge: RGB
               ) -> tuple[Image.Image, ImageDraw.ImageDraw, int]:
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1],
                        radius=min(width, height) * k * 0.14, fill=fill, outline=edge,
                        width=2 * k)
    return im, d, k


def _name(im: Image.Image, words: str, width: int, height: int, ink: RGB) -> Image.Image:
    d = ImageDraw.Draw(im)
    size = fit_size(words, round(min(height * 0.14, width * 0.17)), width - max(4, width * 0.08))
    d.text((width / 2, height * 0.88), words, font=font(size), fill=ink, anchor="mm")
    return im


@lru_cache(maxsize=64)
def gate_card_image(width: int, height: int, background: RGB, lang: str = "en") -> Image.Image:
    """A gate card: stone-coloured, a gate in a wall, "City gate" at its foot."""
    fill = shade(GATE_STONE, 1.35)
    im, d, k = _card_base(width, height, background, fill, GATE_RIM)
    im = im.reduce(k)
    size = round(min(width * 0.8, height * 0.56))
    icon = gate_icon(size, fill)
    im.paste(icon, (round((width - size) / 2), round(height * 0.1)))
    return _name(im, say(lang, "img-gate-card"), width, height, INK)


@lru_cache(maxsize=64)
def wall_card_image(card_id: str, width: int, height: int, background: RGB,
                    lang: str = "en") -> Image.Image:
    """A wall card: wooden-brown, a tile (sand) with the sticks the card shows."""
    fill = shade(WOOD, 1.45)
    im, d, k = _card_base(width, height, background, fill, WOOD_RIM)
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    cell = round(min(width * 0.74, height * 0.56))
    x0 = round((width - cell) / 2)
    y0 = round(height * 0.1)
    d.rounded_rectangle([x0, y0, x0 + cell - 1, y0 + cell - 1], radius=cell * 0.12, fill=BOARD,
                        outline=shade(BOARD, 0.7), width=max(1, cell // 30))
    for side in CARD_SIDES.get(card_id, ()):
        draw_stick(d, (x0, y0, x0 + cell, y0 + cell), side, cell)
    return _name(im, say(lang, "img-wall-card"), width, height, INK)
