"""Expansion 2's city gates (:mod:`engine.alhambra.modules.city_gates`), as the pictures read
and draw them.

``gates`` ({seat, tile, side, other}) stand on a double wall between two tiles: drawn on that
edge as two sandstone pillars round a light passage through both walls (:func:`draw_gate`).
``shown``, the gate card lying by the gates, is drawn beside the money display
(:func:`gate_card_image`); ``held`` (how many each seat holds, public) beside each player's
name; a seat's own hand shows its gate cards. A field a view lacks is read as "not played"."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.view import PublicView

from ..card_faces import card_base, name_at_foot
from ..fields import module_fields
from ..theme import GATE_PASSAGE, GATE_RIM, GATE_STONE, INK, RGB, WALL, say, shade, wall_width

GATES = "city_gates"


# --- readers (public fields only) ----------------------------------------------------------
def gates_of(view: PublicView, seat: int) -> list[tuple[str, str]]:
    """(tile, side) of every gate standing in ``seat``'s Alhambra."""
    found = []
    for gate in module_fields(view, GATES).get("gates") or []:
        if isinstance(gate, dict):
            if gate.get("seat") == seat and gate.get("tile") and gate.get("side"):
                found.append((str(gate["tile"]), str(gate["side"])))
        elif len(gate) >= 3 and gate[0] == seat:
            found.append((str(gate[1]), str(gate[2])))
    return found


def gate_cards_held(view: PublicView) -> list[int] | None:
    """How many gate cards each seat holds (None: city gates are not played)."""
    fields = module_fields(view, GATES)
    if not fields and GATES not in view.modules:
        return None
    held = [int(n) for n in fields.get("held") or []]
    return held + [0] * (len(view.players) - len(held))


def shown_gate(view: PublicView) -> str | None:
    """The gate card lying by the gates (None: none)."""
    return module_fields(view, GATES).get("shown")


def draw_gate(d: ImageDraw.ImageDraw, box: tuple[int, int, int, int], side: str,
              cell: int) -> None:
    """A city gate on the edge ``side`` of the tile in ``box``: two sandstone pillars
    across both tiles' walls and a light passage between them."""
    left, top, right, bottom = box
    wall = wall_width(cell)
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
    wall = wall_width(cell)
    mid = size // 2
    d.rectangle([0, mid - wall - 1, size - 1, mid + wall], fill=WALL)
    top = mid - cell  # a tile above the wall's middle, its south side on the wall
    draw_gate(d, (round(size / 2 - cell / 2), top, round(size / 2 + cell / 2), mid), "S", cell)
    return im


# --- cards ---------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def gate_card_image(width: int, height: int, background: RGB, lang: str = "en") -> Image.Image:
    """A gate card: stone-coloured, a gate in a wall, "City gate" at its foot."""
    fill = shade(GATE_STONE, 1.35)
    im, d, k = card_base(width, height, background, fill, GATE_RIM)
    im = im.reduce(k)
    size = round(min(width * 0.8, height * 0.56))
    icon = gate_icon(size, fill)
    im.paste(icon, (round((width - size) / 2), round(height * 0.1)))
    return name_at_foot(im, say(lang, "img-gate-card"), width, height, INK)
