"""Granada's looks (rule book p. 8-11): its nine buildings, its start tile, moats, the marker.

The one place where the pictures learn Granada. Importing it (``rendering/__init__`` does,
first) registers with :mod:`rendering.theme` and :mod:`rendering.icons`:

- a colour, an icon colour and a drawn glyph per building, so that each reads by shape as
  well as by colour: arena = an oval amphitheatre, bath house = a steaming basin, library =
  an open book, hostel = a bed, hospital = a cross, market = a stall with an awning, park
  = a pine tree, school = a mortarboard, residential quarter = two gabled houses; the start
  tile shows the Alhambra (a red palace with two towers and a gate) on light stone;
- the buildings' English names from the engine's data (``name_en``: "Bath house");
- which buildings each kind of city has (:data:`CITY_BUILDINGS`), so a panel that only
  holds a player's tiles knows whether to count six or nine buildings.

Moats (Gräben) are stored as the tiles' walls (engine); they are drawn as blue water bands
with a light wave along their middle (:data:`rendering.theme.BARRIER_STYLE`), where the base
game's walls are dark brown bands. The black marker (which side the next refill shows) is
drawn by :func:`draw_marker`. The pictures that use these: :mod:`rendering.tiles` (tiles,
moats), :mod:`rendering.market` (marker, backs of market tiles), :mod:`rendering.faces`
(a tile and its other side), :mod:`rendering.scoring` (multipliers, moat row).
"""

from __future__ import annotations

from collections.abc import Iterable

from PIL import ImageDraw

from engine.alhambra.components import BUILDINGS as ALHAMBRA_BUILDINGS
from engine.alhambra.components import TILES, read_data
from engine.alhambra.modules.granada import BUILDINGS as GRANADA_BUILDINGS
from engine.alhambra.modules.granada import FLIP_COST, MULTIPLIERS, SIMPLIFIED

from ..icons import Box, Draw, Icon, at, rect
from ..looks import Look
from ..theme import RGB

__all__ = [
    "CITY_BUILDINGS",
    "FLIP_COST",
    "GRANADA_BUILDINGS",
    "GRANADA_STYLE",
    "MULTIPLIERS",
    "SIMPLIFIED",
    "buildings_of",
    "draw_marker",
    "marker_of",
]

#: Fill colour, glyph/text colour and letter of each Granada building and the start tile.
GRANADA_STYLE: dict[str, tuple[RGB, RGB, str]] = {
    "arena": ((224, 128, 52), (56, 26, 6), "Ar"),
    "bathhouse": ((34, 164, 166), (238, 255, 255), "B"),
    "library": ((58, 74, 158), (236, 238, 255), "L"),
    "hostel": ((238, 198, 66), (74, 52, 8), "H"),
    "hospital": ((240, 160, 178), (170, 14, 36), "+"),
    "market": ((146, 36, 86), (255, 234, 244), "M"),
    "park": ((152, 198, 62), (28, 62, 10), "Pk"),
    "school": ((110, 118, 132), (255, 255, 255), "Sc"),
    "residential_quarter": ((198, 156, 104), (62, 36, 14), "R"),
    "start": ((242, 230, 208), (178, 56, 38), "A"),
}

#: The buildings of each kind of city, in the order of its scoring table.
CITY_BUILDINGS: dict[str, tuple[str, ...]] = {
    "alhambra": tuple(ALHAMBRA_BUILDINGS),
    "granada": GRANADA_BUILDINGS,
}


def _names() -> dict[str, str]:
    return {t["id"]: t["name_en"] for t in read_data()["granada"]["building_types"]}


# --- glyphs --------------------------------------------------------------------------------
def _arena(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    d.ellipse([at(box, 0.02, 0.16), at(box, 0.98, 0.9)], fill=fg)
    d.ellipse([at(box, 0.2, 0.26), at(box, 0.8, 0.56)], fill=bg)
    d.ellipse([at(box, 0.3, 0.32), at(box, 0.7, 0.5)], fill=fg)
    for fx in (0.14, 0.32, 0.5, 0.68, 0.86):  # arches in the outer ring
        cy = 0.7 + 0.05 * (1 - abs(fx - 0.5) * 2.2)
        rect(d, box, fx - 0.045, cy - 0.04, fx + 0.045, cy + 0.08, bg)


def _bathhouse(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    d.pieslice([at(box, 0.04, 0.3), at(box, 0.96, 1.02)], 0, 180, fill=fg)
    rect(d, box, 0.0, 0.6, 1.0, 0.68, fg)
    x, y, s = box
    width = max(1, round(s * 0.085))
    for fx in (0.28, 0.5, 0.72):  # three wisps of steam
        points = [at(box, fx + 0.06 * ((-1) ** i), 0.06 + i * 0.1) for i in range(5)]
        d.line(points, fill=fg, width=width, joint="curve")


def _library(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    d.polygon([at(box, 0.02, 0.2), at(box, 0.47, 0.3), at(box, 0.47, 0.9),
               at(box, 0.02, 0.8)], fill=fg)
    d.polygon([at(box, 0.98, 0.2), at(box, 0.53, 0.3), at(box, 0.53, 0.9),
               at(box, 0.98, 0.8)], fill=fg)
    x, y, s = box
    width = max(1, round(s * 0.05))
    for i in range(3):  # lines of text on each page
        fy = 0.42 + i * 0.14
        d.line([at(box, 0.1, fy - 0.06), at(box, 0.39, fy)], fill=bg, width=width)
        d.line([at(box, 0.9, fy - 0.06), at(box, 0.61, fy)], fill=bg, width=width)


def _hostel(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    rect(d, box, 0.04, 0.18, 0.18, 0.92, fg)  # headboard
    rect(d, box, 0.04, 0.54, 0.96, 0.74, fg)  # mattress
    rect(d, box, 0.84, 0.54, 0.96, 0.92, fg)  # foot
    d.ellipse([at(box, 0.22, 0.36), at(box, 0.48, 0.54)], fill=fg)  # pillow
    d.rounded_rectangle([at(box, 0.5, 0.42), at(box, 0.96, 0.56)], radius=box[2] * 0.04,
                        fill=fg)  # blanket


def _hospital(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    rect(d, box, 0.34, 0.06, 0.66, 0.94, fg)
    rect(d, box, 0.06, 0.34, 0.94, 0.66, fg)


def _market(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    rect(d, box, 0.04, 0.1, 0.96, 0.32, fg)  # awning
    for i in range(4):  # its scalloped edge
        fx = 0.04 + i * 0.23
        d.ellipse([at(box, fx, 0.22), at(box, fx + 0.23, 0.44)], fill=fg)
    for fx in (0.27, 0.5, 0.73):  # stripes
        rect(d, box, fx - 0.035, 0.1, fx + 0.035, 0.3, bg)
    rect(d, box, 0.1, 0.4, 0.2, 0.94, fg)  # posts
    rect(d, box, 0.8, 0.4, 0.9, 0.94, fg)
    rect(d, box, 0.04, 0.62, 0.96, 0.78, fg)  # counter


def _park(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    rect(d, box, 0.43, 0.76, 0.57, 0.96, fg)
    for top, bottom, half in ((0.02, 0.36, 0.22), (0.18, 0.58, 0.32), (0.36, 0.8, 0.44)):
        d.polygon([at(box, 0.5, top), at(box, 0.5 + half, bottom), at(box, 0.5 - half, bottom)],
                  fill=fg)


def _school(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    d.polygon([at(box, 0.5, 0.12), at(box, 0.98, 0.36), at(box, 0.5, 0.6),
               at(box, 0.02, 0.36)], fill=fg)  # the board of the cap
    d.polygon([at(box, 0.22, 0.44), at(box, 0.78, 0.44), at(box, 0.78, 0.76),
               at(box, 0.5, 0.86), at(box, 0.22, 0.76)], fill=fg)  # the cap
    d.line([at(box, 0.5, 0.36), at(box, 0.88, 0.42), at(box, 0.88, 0.72)], fill=fg,
           width=max(1, round(box[2] * 0.05)))  # the tassel
    d.ellipse([at(box, 0.82, 0.7), at(box, 0.94, 0.84)], fill=fg)
    d.polygon([at(box, 0.5, 0.24), at(box, 0.74, 0.36), at(box, 0.5, 0.48),
               at(box, 0.26, 0.36)], fill=bg)


def _residential_quarter(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    d.polygon([at(box, 0.02, 0.5), at(box, 0.32, 0.14), at(box, 0.62, 0.5),
               at(box, 0.62, 0.94), at(box, 0.02, 0.94)], fill=fg)
    d.polygon([at(box, 0.48, 0.6), at(box, 0.73, 0.32), at(box, 0.98, 0.6),
               at(box, 0.98, 0.94), at(box, 0.48, 0.94)], fill=fg)
    rect(d, box, 0.58, 0.56, 0.64, 0.94, bg)  # the gap between the houses
    rect(d, box, 0.22, 0.66, 0.4, 0.94, bg)  # doors and a window
    rect(d, box, 0.74, 0.72, 0.86, 0.94, bg)
    rect(d, box, 0.26, 0.4, 0.38, 0.52, bg)


def _start(d: Draw, box: Box, fg: RGB, bg: RGB) -> None:
    """The Alhambra: a red palace wall between two towers, with a gate."""
    rect(d, box, 0.1, 0.42, 0.9, 0.94, fg)
    for fx in (0.3, 0.46, 0.62):  # the wall's battlements
        rect(d, box, fx, 0.34, fx + 0.09, 0.43, fg)
    for left in (0.02, 0.72):  # the towers
        rect(d, box, left, 0.2, left + 0.26, 0.94, fg)
        for fx in (left, left + 0.095, left + 0.19):
            rect(d, box, fx, 0.08, fx + 0.07, 0.21, fg)
        rect(d, box, left + 0.1, 0.36, left + 0.16, 0.5, bg)
    d.ellipse([at(box, 0.38, 0.56), at(box, 0.62, 0.8)], fill=bg)  # the gate
    rect(d, box, 0.38, 0.68, 0.62, 0.94, bg)


GLYPHS: dict[str, Icon] = {
    "arena": _arena,
    "bathhouse": _bathhouse,
    "library": _library,
    "hostel": _hostel,
    "hospital": _hospital,
    "market": _market,
    "park": _park,
    "school": _school,
    "residential_quarter": _residential_quarter,
    "start": _start,
}


# --- what the pictures ask -----------------------------------------------------------------
def buildings_of(tile_ids: Iterable[str]) -> tuple[str, ...]:
    """The buildings of every kind of city that ``tile_ids`` belong to (a player's start
    tile decides it), in scoring order; the base game's six when none is known."""
    cities = []
    for tile_id in tile_ids:
        tile = TILES.get(tile_id)
        if tile is not None and tile.city in CITY_BUILDINGS and tile.city not in cities:
            cities.append(tile.city)
    cities.sort(key=list(CITY_BUILDINGS).index)
    found = tuple(b for city in cities for b in CITY_BUILDINGS[city])
    return found or CITY_BUILDINGS["alhambra"]


def ties_by_price(building: str) -> bool:
    """Whether equal counts of ``building`` are broken by the highest price (Granada)."""
    return building in GRANADA_BUILDINGS


def marker_of(view) -> str | None:
    """The side the next refill shows ("even"/"odd"), or None without the black marker."""
    fields = getattr(view, "modules_view", {})  # Granada's, or the combination's
    side = next((f.get("marker") for f in fields.values() if "marker" in f), None)
    return side if side in ("even", "odd") else None


def draw_marker(d: ImageDraw.ImageDraw, centre: tuple[float, float], size: float,
                side: str, ring: RGB) -> None:
    """The black marker: a black disc with "even"'s two dots or "odd"'s single dot."""
    cx, cy = centre
    r = size / 2
    d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=(16, 16, 18), outline=ring,
              width=max(1, round(size / 14)))
    dot = size * 0.13
    spots = ((cx - size * 0.17, cy), (cx + size * 0.17, cy)) if side == "even" else ((cx, cy),)
    for x, y in spots:
        d.ellipse([x - dot, y - dot, x + dot, y + dot], fill=(250, 250, 250))


#: How Granada's buildings look.
LOOK = Look(GRANADA_STYLE, _names(), GLYPHS)
