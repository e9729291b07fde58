"""Small drawn pieces of the Roll & Write pictures: dice, coins, crosses, building chips.

Colours and the font come from :mod:`rendering.theme` (the Alhambra pictures' look): the
same building colours and icons, so a Pavilion reads the same in both games. Colour is
never the only cue: dice carry pips, buildings an icon, coins a state drawn as a shape
(full, crossed out, or an empty outline).
"""

from __future__ import annotations

from PIL import ImageDraw

from ..icons import draw_icon
from ..theme import INK, PLACE_COLOURS, RGB, building_style, font, ordinal, say, shade

Draw = ImageDraw.ImageDraw

YELLOW_DIE: RGB = (250, 204, 48)
YELLOW_SPACE: RGB = (252, 236, 170)
BLUE_DIE: RGB = (52, 112, 210)
BLUE_SPACE: RGB = (186, 208, 242)
PIP_ON_YELLOW: RGB = (52, 40, 10)
PIP_ON_BLUE: RGB = (255, 255, 255)
COIN: RGB = (240, 184, 40)
COIN_EDGE: RGB = (150, 100, 10)
COIN_EMPTY: RGB = (200, 186, 160)
TARGET: RGB = (255, 200, 40)
TARGET_DARK: RGB = (150, 90, 0)
CROSS: RGB = (30, 24, 20)
GOOD: RGB = (40, 140, 70)

#: Where the pips of each face sit, as fractions of the die.
PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def die_colours(colour: str) -> tuple[RGB, RGB]:
    return (YELLOW_DIE, PIP_ON_YELLOW) if colour == "yellow" else (BLUE_DIE, PIP_ON_BLUE)


def draw_die(d: Draw, box: tuple[float, float, float], value: int, colour: str,
             *, outline: RGB = INK) -> None:
    """A die face with pips in the square ``box`` (left, top, size)."""
    x, y, s = box
    fill, pip = die_colours(colour)
    d.rounded_rectangle([x, y, x + s, y + s], radius=s * 0.18, fill=fill, outline=outline,
                        width=max(2, round(s / 22)))
    r = s * 0.085
    for fx, fy in PIPS.get(value, ()):
        cx, cy = x + fx * s, y + fy * s
        d.ellipse([cx - r, cy - r, cx + r, cy + r], fill=pip)


def draw_cross(d: Draw, box: tuple[float, float, float, float], width: int,
               fill: RGB = CROSS) -> None:
    """A hand-drawn-looking X over the box (left, top, right, bottom)."""
    x0, y0, x1, y1 = box
    d.line([(x0, y0), (x1, y1)], fill=fill, width=width)
    d.line([(x0, y1), (x1, y0)], fill=fill, width=width)


def draw_coin(d: Draw, centre: tuple[float, float], r: float, state: str) -> None:
    """A coin icon: ``circled`` (gained, spendable), ``spent`` (crossed out) or ``empty``."""
    cx, cy = centre
    box = [cx - r, cy - r, cx + r, cy + r]
    ring = max(2, round(r / 5))
    if state == "empty":
        d.ellipse(box, outline=COIN_EMPTY, width=max(2, round(r / 8)))
        return
    fill = COIN if state == "circled" else shade(COIN, 1.55)
    d.ellipse(box, fill=fill, outline=COIN_EDGE if state == "circled" else COIN_EMPTY,
              width=ring)
    inner = r * 0.5
    d.ellipse([cx - inner, cy - inner, cx + inner, cy + inner],
              outline=COIN_EDGE if state == "circled" else COIN_EMPTY, width=max(1, ring // 2))
    if state == "spent":
        k = r * 0.8
        draw_cross(d, (cx - k, cy - k, cx + k, cy + k), max(2, round(r / 4)))


def draw_building(d: Draw, building: str, box: tuple[float, float, float],
                  *, faded: bool = False, background: RGB | None = None) -> None:
    """A building chip: its colour with its icon (faded: crossed, drawn pale)."""
    x, y, s = box
    fill, fg, _ = building_style(building)
    if faded:
        fill, fg = shade(fill, 1.55), shade(fg, 1.0)
        fg = tuple(round(a * 0.55 + b * 0.45) for a, b in zip(fg, fill, strict=True))
    d.rounded_rectangle([x, y, x + s, y + s], radius=s * 0.14, fill=fill,
                        outline=shade(fill, 0.6), width=max(1, round(s / 30)))
    icon = s * 0.6
    draw_icon(d, building, (x + (s - icon) / 2, y + (s - icon) / 2, icon), fg, fill)


def place_name(place: int, lang: str = "en") -> str:
    return ordinal(place, lang)


def place_label(places: tuple[int, ...], points: int, *, compact: bool = False,
                lang: str = "en") -> str:
    """"1st 16", "1st+2nd 13" (compact: "=1st 13" for a shared place), or "no place"
    (German and Hungarian: "1. 16")."""
    if not places:
        return say(lang, "img-rw-no-place")
    if compact:
        return ("=" if len(places) > 1 else "") + place_name(places[0], lang) + f" {points}"
    return "+".join(place_name(p, lang) for p in places) + f" {points}"


def place_width(places: tuple[int, ...], points: int, size: int, *,
                compact: bool = False, lang: str = "en") -> float:
    label = place_label(places, points, compact=compact, lang=lang)
    return font(size).getlength(label) + size * 0.7


def draw_place(d: Draw, xy: tuple[float, float], places: tuple[int, ...], points: int,
               size: int, *, compact: bool = False, lang: str = "en") -> float:
    """A place badge ("1st 16", "1st+2nd 13"; compact: "=1st 13") with its left edge at
    ``xy`` (vertical centre); returns its width."""
    label = place_label(places, points, compact=compact, lang=lang)
    w = place_width(places, points, size, compact=compact, lang=lang)
    x, y = xy
    colour = PLACE_COLOURS.get(places[0], (190, 190, 190)) if places else (190, 190, 190)
    d.rounded_rectangle([x, y - size * 0.72, x + w, y + size * 0.72], radius=size * 0.5,
                        fill=colour, outline=shade(colour, 0.6), width=2)
    d.text((x + w / 2, y), label, font=font(size), fill=INK, anchor="mm")
    return w
