"""A simple drawn icon per building, so a tile reads without its colour.

Each icon is drawn from plain shapes into a square box (no artwork): pavilion = a roof on
three columns, seraglio = an onion dome, arcades = a row of arches, chambers = a four-pane
window, garden = a tree, tower = a crenellated tower, fountain = a basin with a star
(Granada's buildings: :mod:`rendering.modules.granada`).
Coordinates are fractions of the box; ``fg`` draws the shape, ``bg`` cuts openings.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PIL import ImageDraw

from .theme import RGB

Box = tuple[float, float, float]  # left, top, size
Draw = ImageDraw.ImageDraw
Icon = Callable[[Draw, Box, RGB, RGB], None]


def at(box: Box, fx: float, fy: float) -> tuple[float, float]:
    x, y, s = box
    return (x + fx * s, y + fy * s)


def rect(d: Draw, box: Box, x0: float, y0: float, x1: float, y1: float, fill: RGB) -> None:
    d.rectangle([at(box, x0, y0), at(box, x1, y1)], fill=fill)


def _pavilion(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    d.polygon([at(box, 0.05, 0.42), at(box, 0.5, 0.06), at(box, 0.95, 0.42)], fill=fg)
    rect(d, box, 0.1, 0.42, 0.9, 0.5, fg)
    for fx in (0.16, 0.44, 0.72):
        rect(d, box, fx, 0.5, fx + 0.12, 0.84, fg)
    rect(d, box, 0.06, 0.84, 0.94, 0.94, fg)


def _seraglio(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    d.polygon([at(box, 0.5, 0.02), at(box, 0.42, 0.2), at(box, 0.58, 0.2)], fill=fg)
    d.ellipse([at(box, 0.22, 0.14), at(box, 0.78, 0.62)], fill=fg)
    rect(d, box, 0.16, 0.5, 0.84, 0.94, fg)
    d.ellipse([at(box, 0.38, 0.6), at(box, 0.62, 0.84)], fill=bg)
    rect(d, box, 0.38, 0.72, 0.62, 0.94, bg)


def _arcades(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    rect(d, box, 0.04, 0.22, 0.96, 0.9, fg)
    for fx in (0.12, 0.4, 0.68):
        w = 0.2
        d.ellipse([at(box, fx, 0.36), at(box, fx + w, 0.56)], fill=bg)
        rect(d, box, fx, 0.46, fx + w, 0.9, bg)
    rect(d, box, 0.0, 0.14, 1.0, 0.24, fg)


def _chambers(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    rect(d, box, 0.12, 0.1, 0.88, 0.92, fg)
    for fx0, fy0 in ((0.22, 0.2), (0.54, 0.2), (0.22, 0.54), (0.54, 0.54)):
        rect(d, box, fx0, fy0, fx0 + 0.24, fy0 + 0.28, bg)


def _garden(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    rect(d, box, 0.43, 0.5, 0.57, 0.88, fg)
    d.ellipse([at(box, 0.16, 0.04), at(box, 0.84, 0.64)], fill=fg)
    d.ellipse([at(box, 0.36, 0.18), at(box, 0.5, 0.32)], fill=bg)
    rect(d, box, 0.12, 0.86, 0.88, 0.95, fg)


def _tower(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    rect(d, box, 0.26, 0.26, 0.74, 0.96, fg)
    for fx in (0.22, 0.43, 0.64):
        rect(d, box, fx, 0.06, fx + 0.14, 0.28, fg)
    rect(d, box, 0.22, 0.2, 0.78, 0.3, fg)
    rect(d, box, 0.45, 0.44, 0.55, 0.66, bg)


def _fountain(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    d.ellipse([at(box, 0.0, 0.0), at(box, 1.0, 1.0)], fill=fg)
    d.ellipse([at(box, 0.12, 0.12), at(box, 0.88, 0.88)], fill=(120, 190, 240))
    points = []
    for i in range(16):
        r = 0.34 if i % 2 == 0 else 0.16
        a = math.pi * i / 8
        points.append(at(box, 0.5 + r * math.sin(a), 0.5 - r * math.cos(a)))
    d.polygon(points, fill=bg)
    d.ellipse([at(box, 0.42, 0.42), at(box, 0.58, 0.58)], fill=fg)


def _unknown(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    rect(d, box, 0.2, 0.2, 0.8, 0.8, fg)


ICONS: dict[str, Icon] = {
    "pavilion": _pavilion,
    "seraglio": _seraglio,
    "arcades": _arcades,
    "chambers": _chambers,
    "garden": _garden,
    "tower": _tower,
    "fountain": _fountain,
}


def register_icons(glyphs: dict[str, Icon]) -> None:
    """A module's buildings' icons (e.g. :mod:`rendering.modules.granada`)."""
    ICONS.update(glyphs)


def draw_icon(d: Draw, building: str, box: Box, fg: RGB, bg: RGB) -> None:
    """Draw ``building``'s icon into the square ``box`` (left, top, size)."""
    ICONS.get(building, _unknown)(d, box, fg, bg)


def draw_currency_mark(d: Draw, currency: str, box: Box, fill: RGB) -> None:
    """A shape per currency besides its colour: denar disc, dirham diamond, ducat square,
    guilder triangle."""
    if currency == "denar":
        d.ellipse([at(box, 0.05, 0.05), at(box, 0.95, 0.95)], fill=fill)
    elif currency == "dirham":
        d.polygon([at(box, 0.5, 0.0), at(box, 1.0, 0.5), at(box, 0.5, 1.0), at(box, 0.0, 0.5)],
                  fill=fill)
    elif currency == "ducat":
        rect(d, box, 0.1, 0.1, 0.9, 0.9, fill)
    else:
        d.polygon([at(box, 0.5, 0.03), at(box, 1.0, 0.92), at(box, 0.0, 0.92)], fill=fill)


# --- expansion 1 ("Die Gunst des Wesirs") ----------------------------------------------------
def draw_hut(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    """A building yard's mark (Bauhütte): a hut with a pitched roof, a door, and the
    scaffold's crossed poles beside it, so a yard never reads as a finished building."""
    # scaffold: two poles and a cross brace on the right
    rect(d, box, 0.7, 0.18, 0.78, 0.96, fg)
    rect(d, box, 0.9, 0.18, 0.98, 0.96, fg)
    d.line([at(box, 0.74, 0.3), at(box, 0.94, 0.62)], fill=fg, width=max(1, round(box[2] * 0.07)))
    d.line([at(box, 0.94, 0.3), at(box, 0.74, 0.62)], fill=fg, width=max(1, round(box[2] * 0.07)))
    rect(d, box, 0.68, 0.16, 1.0, 0.24, fg)
    # the hut
    d.polygon([at(box, 0.0, 0.5), at(box, 0.34, 0.16), at(box, 0.68, 0.5)], fill=fg)
    rect(d, box, 0.07, 0.48, 0.61, 0.96, fg)
    rect(d, box, 0.26, 0.66, 0.42, 0.96, bg)


def draw_exchange_arrows(d: Draw, box: Box, fill: RGB) -> None:
    """The exchange office's mark (⇄): an arrow to the right above an arrow to the left."""
    x, y, s = box
    shaft = max(1.0, s * 0.1)
    for top, right in ((0.3, True), (0.7, False)):
        cy = y + top * s
        tip, tail = (x + s * 0.98, x + s * 0.06) if right else (x + s * 0.02, x + s * 0.94)
        back = tip - s * 0.3 if right else tip + s * 0.3
        d.rectangle([min(tail, back), cy - shaft / 2, max(tail, back), cy + shaft / 2],
                    fill=fill)
        d.polygon([(tip, cy), (back, cy - s * 0.2), (back, cy + s * 0.2)], fill=fill)


def draw_vizier(d: Draw, box: Box, fg: RGB) -> None:
    """The vizier's picture on his token: a head under a turban with a plume and a jewel."""
    d.ellipse([at(box, 0.3, 0.36), at(box, 0.7, 0.78)], fill=fg)            # the face
    d.chord([at(box, 0.16, 0.12), at(box, 0.84, 0.62)], 180, 360, fill=fg)  # the turban
    rect(d, box, 0.16, 0.36, 0.84, 0.44, fg)
    d.polygon([at(box, 0.5, 0.0), at(box, 0.58, 0.16), at(box, 0.42, 0.16)], fill=fg)  # plume
    d.pieslice([at(box, 0.14, 0.7), at(box, 0.86, 1.3)], 180, 360, fill=fg)  # the shoulders


def draw_star(d: Draw, centre: tuple[float, float], r: float, fill: RGB,
              outline: RGB | None = None) -> None:
    """A five-pointed star of radius ``r`` (a bonus card's mark)."""
    cx, cy = centre
    points = []
    for i in range(10):
        radius = r if i % 2 == 0 else r * 0.45
        a = math.pi * i / 5
        points.append((cx + radius * math.sin(a), cy - radius * math.cos(a)))
    d.polygon(points, fill=fill, outline=outline)
