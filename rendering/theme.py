"""Colours, the bundled font and small text helpers shared by every picture.

One place decides how the game looks: a dark page (it sits well in Discord's dark theme),
sand-coloured boards, building colours close to the printed game's (pavilion blue,
seraglio red, arcades brown, chambers white, garden green, tower violet; Granada's nine come
from :mod:`rendering.modules.granada`), money in the four currency colours, dark walls and blue
moats. Colour is never the only cue: every building also has a drawn icon
(and a name wherever there is room), every currency its name and shape.

Pictures are made for phones: Discord shows an image about :data:`PHONE_WIDTH` pixels
wide, so text sizes come from :func:`legible_size`, the smallest font whose digits are
still :data:`MIN_DIGIT` pixels tall once the picture is shrunk to that width.

The font is DejaVu Sans Bold, shipped in ``rendering/fonts`` (Bitstream Vera licence), and
text is laid out with Pillow's basic layout engine, so a fresh machine renders the same
pixels whatever fonts or shaping libraries it has installed.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from i18n import DEFAULT, has_text
from i18n import text as say  # the catalogue's words (i18n/<lang>/images.ftl) in a language

RGB = tuple[int, int, int]

# --- page and boards ---------------------------------------------------------------------
PAGE: RGB = (33, 37, 46)
PAGE_TEXT: RGB = (240, 234, 222)
PAGE_MUTED: RGB = (170, 176, 190)
PANEL: RGB = (238, 226, 200)
PANEL_EDGE: RGB = (196, 176, 138)
ACTIVE_EDGE: RGB = (255, 200, 40)
BOARD: RGB = (214, 194, 156)
INK: RGB = (43, 34, 27)
MUTED: RGB = (112, 96, 80)
WALL: RGB = (44, 30, 24)
#: The longest outer wall is drawn with a gold core inside the dark wall.
LONGEST: RGB = (255, 196, 24)
#: Numbered legal cells: a light well with a dark ring and a white badge.
CELL_WELL: RGB = (236, 222, 192)
CELL_RING: RGB = (60, 50, 42)
BADGE: RGB = (255, 255, 255)
GHOST_WALL: RGB = (150, 128, 100)
#: The frame around tiles built or changed during the last turn.
RECENT: RGB = (255, 46, 196)
RECENT_EDGE: RGB = (255, 255, 255)

# --- buildings -----------------------------------------------------------------------------
#: Fill colour, icon/text colour and letter of each building (and of the fountain).
BUILDING_STYLE: dict[str, tuple[RGB, RGB, str]] = {
    "pavilion": ((96, 178, 232), (20, 40, 70), "P"),
    "seraglio": ((212, 64, 62), (255, 246, 236), "S"),
    "arcades": ((146, 94, 50), (255, 240, 214), "A"),
    "chambers": ((246, 242, 232), (70, 60, 52), "C"),
    "garden": ((62, 150, 70), (240, 255, 236), "G"),
    "tower": ((118, 70, 162), (250, 236, 255), "T"),
    "fountain": ((236, 240, 244), (40, 110, 190), "F"),
    # expansion 2's camps: canvas, no building colour (they belong to no building)
    "camp": ((224, 212, 178), (120, 84, 46), "K"),
}
#: Fallback for buildings of expansions this picture does not know yet.
UNKNOWN_STYLE: tuple[RGB, RGB, str] = ((160, 160, 160), (20, 20, 20), "?")


#: Names players read where a building's id is not its name ("Bath house").
BUILDING_NAMES: dict[str, str] = {}


def building_style(building: str) -> tuple[RGB, RGB, str]:
    return BUILDING_STYLE.get(building, UNKNOWN_STYLE)


def building_name(building: str, lang: str = DEFAULT) -> str:
    """A building as players call it in ``lang``: "Pavilion", "Bath house", "Pavillon"
    (the catalogue's ``img-building-<id>``; an expansion's building it lacks: its
    registered name)."""
    message = f"img-building-{building}"
    if has_text(DEFAULT, message):
        return say(lang, message)
    return BUILDING_NAMES.get(building) or building.replace("_", " ").capitalize()


def currency_name(currency: str, lang: str = DEFAULT) -> str:
    """A currency as the rule book of ``lang`` names it: "Guilder", "Gulden"."""
    message = f"img-currency-{currency}"
    return say(lang, message) if has_text(DEFAULT, message) else currency.capitalize()


def register_buildings(styles: dict[str, tuple[RGB, RGB, str]],
                       names: dict[str, str] | None = None) -> None:
    """A module's buildings: their styles (and names), e.g. :mod:`rendering.modules.granada`."""
    BUILDING_STYLE.update(styles)
    BUILDING_NAMES.update(names or {})


# --- barriers: the base game's walls, Granada's moats ----------------------------------------
#: Moats (Granada): blue water bands with a light wave along their middle.
MOAT: RGB = (28, 110, 206)
MOAT_WAVE: RGB = (150, 212, 252)
GHOST_MOAT: RGB = (120, 172, 222)
#: Barrier -> band colour, the colour of a line along its middle (None: plain), the colour
#: sketched into a numbered cell for a tile being placed, and the word players read.
BARRIER_STYLE: dict[str, tuple[RGB, RGB | None, RGB, str]] = {
    "wall": (WALL, None, GHOST_WALL, "wall"),
    "moat": (MOAT, MOAT_WAVE, GHOST_MOAT, "moat"),
}


def barrier_style(barrier: str) -> tuple[RGB, RGB | None, RGB, str]:
    return BARRIER_STYLE.get(barrier, BARRIER_STYLE["wall"])


# --- expansion 1: the vizier, bonus cards, building yards -----------------------------------
#: The vizier's token: gold with a dark picture when face up (ready); a grey ring when face
#: down (used).
VIZIER_UP: RGB = (236, 182, 36)
VIZIER_INK: RGB = (60, 36, 14)
VIZIER_DOWN: RGB = (150, 150, 156)
#: The back of a bonus card (a hidden one): dark red with a gold lattice.
BONUS_BACK: RGB = (128, 38, 52)
BONUS_LATTICE: RGB = (214, 170, 80)
#: The face of a bonus card around its tile: parchment.
BONUS_FACE: RGB = (250, 244, 226)
#: The marks of what a module added to a count in a scoring table (building yards, bonus
#: cards).
ADDED_STYLE: dict[str, RGB] = {
    "building_yards": (150, 70, 10),
    "bonus_cards": (20, 100, 150),
}


# --- expansions 2 and 3: gates, wooden walls, camps, the street trader, money aids ---------
#: Wooden walls (wall cards' sticks): light wood with a dark rim and grain, never the
#: near-black of a printed wall.
WOOD: RGB = (206, 146, 72)
WOOD_RIM: RGB = (96, 56, 22)
WOOD_GRAIN: RGB = (160, 102, 44)
#: A city gate: two sandstone pillars (a dark rim) round a light passage through the wall.
GATE_STONE: RGB = (250, 214, 120)
GATE_RIM: RGB = (70, 40, 14)
GATE_PASSAGE: RGB = (252, 246, 228)
#: A camp: canvas ground, dark tents; its bastions' arrows are red.
CAMP_GROUND: RGB = (224, 212, 178)
CAMP_TENT: RGB = (120, 84, 46)
BASTION: RGB = (200, 36, 36)
#: The street trader's token: saffron, a dark cart.
TRADER: RGB = (244, 160, 36)
TRADER_INK: RGB = (56, 32, 8)
#: A diamond card: deep teal with a pale gem; a change coin: its currency's colour, a
#: silver rim.
DIAMOND: RGB = (30, 110, 130)
DIAMOND_GEM: RGB = (196, 244, 252)
COIN_RIM: RGB = (214, 216, 222)
#: A thief card: night blue, the masked thief in its currency's colour.
THIEF: RGB = (40, 44, 70)
#: A character card: parchment with a burgundy frame.
CHARACTER_FACE: RGB = (250, 240, 214)
CHARACTER_FRAME: RGB = (130, 40, 60)


# --- currencies ----------------------------------------------------------------------------
#: Card colour and text colour of each currency (blue, green, orange, yellow).
CURRENCY_STYLE: dict[str, tuple[RGB, RGB]] = {
    "denar": ((44, 104, 196), (255, 255, 255)),
    "dirham": ((46, 140, 74), (255, 255, 255)),
    "ducat": ((232, 124, 32), (40, 24, 10)),
    "guilder": ((246, 206, 48), (40, 30, 0)),
}


def currency_style(currency: str | None) -> tuple[RGB, RGB]:
    return CURRENCY_STYLE.get(currency or "", ((150, 150, 150), (0, 0, 0)))


def shade(colour: RGB, factor: float) -> RGB:
    """``colour`` darkened (factor < 1) or lightened towards white (factor > 1)."""
    if factor <= 1:
        return tuple(round(c * factor) for c in colour)  # type: ignore[return-value]
    t = min(factor - 1, 1)
    return tuple(round(c + (255 - c) * t) for c in colour)  # type: ignore[return-value]


# --- text ----------------------------------------------------------------------------------
FONT_FILE = "DejaVuSans-Bold.ttf"


FONT_PATH = Path(__file__).parent / "fonts" / FONT_FILE


@lru_cache(maxsize=64)
def font(size: int) -> ImageFont.FreeTypeFont:
    """The bundled font at ``size`` pixels, laid out without system shaping libraries."""
    return ImageFont.truetype(str(FONT_PATH), max(6, int(size)),
                              layout_engine=ImageFont.Layout.BASIC)


def _glyph(char: str) -> bytes:
    im = Image.new("L", (40, 40), 0)
    ImageDraw.Draw(im).text((4, 4), char, font=font(20), fill=255)
    return im.tobytes()


@lru_cache(maxsize=4096)
def _has_glyph(char: str) -> bool:
    return _glyph(char) != _missing_glyph()


@lru_cache(maxsize=1)
def _missing_glyph() -> bytes:
    return _glyph("\U0010fffd")


#: CS6: a computer player's mark. The bundled font has no emoji, so a picture draws the robot
#: of a computer's name (🤖, as the texts show it) as a gear, a mark the font has.
COMPUTER_MARK, DRAWN_COMPUTER_MARK = "\U0001F916", "\u2699"


def printable(text: str) -> str:
    """``text`` without characters the font cannot draw (emoji, most CJK): no tofu boxes
    (a computer's 🤖 drawn as its mark, CS6)."""
    text = text.replace(COMPUTER_MARK, DRAWN_COMPUTER_MARK)
    kept = "".join(c for c in text if c.isspace() or _has_glyph(c))
    return " ".join(kept.split())


#: How far a word in a fixed box may shrink to fit it (a share of its size).
SHRINK = 0.75


def fit_size(text: str, size: int, width: float, smallest: int | None = None) -> int:
    """The largest font size up to ``size`` (and down to ``smallest``, default
    :data:`SHRINK` of it) at which ``text`` is at most ``width`` pixels wide: a label in a
    fixed box shrinks a step or two in a language with longer words instead of being cut."""
    least = max(6, smallest if smallest is not None else round(size * SHRINK))
    while size > least and text_width(text, size) > width:
        size -= 1
    return size


def fit(text: str, size: int, width: int) -> str:
    """``text`` shortened with an ellipsis so that it is at most ``width`` pixels wide."""
    face = font(size)
    if face.getlength(text) <= width:
        return text
    while text and face.getlength(text + "…") > width:
        text = text[:-1]
    return text.rstrip() + "…"


def ordinal(place: int, lang: str = DEFAULT) -> str:
    """1st, 2nd, 3rd, 4th, ... 11th, 12th, 13th, 21st (German and Hungarian: 1., 2., ...)."""
    return say(lang, "img-ordinal", place=place)


#: Medal colours of the first three places (gold, silver, bronze).
PLACE_COLOURS: dict[int, RGB] = {1: (236, 182, 36), 2: (176, 184, 196), 3: (196, 128, 70)}


def places_of(scores) -> list[int]:
    """The place of each score (1 = best); equal scores share a place, the next place
    after a tie is skipped (1, 1, 3)."""
    return [1 + sum(1 for other in scores if other > score) for score in scores]


def player_name(name: str, seat: int, lang: str = DEFAULT) -> str:
    return printable(name) or say(lang, "img-seat", seat=seat + 1)


# --- phone legibility -------------------------------------------------------------------
#: How wide (pixels) Discord shows a picture on a phone.
PHONE_WIDTH = 400
#: Digits shorter than this (pixels at phone width) are hard to read.
MIN_DIGIT = 9.0


@lru_cache(maxsize=256)
def digit_height(size: int) -> int:
    """Pixel height of the shortest digit glyph (0-9) of the font at ``size``."""
    face = font(size)
    return min(face.getbbox(c)[3] - face.getbbox(c)[1] for c in "0123456789")


def at_phone(pixels: float, width: int) -> float:
    """``pixels`` of a picture ``width`` pixels wide, as seen at phone width."""
    return pixels * PHONE_WIDTH / width


@lru_cache(maxsize=64)
def legible_size(width: int, digit: float = MIN_DIGIT + 0.5) -> int:
    """The smallest font size whose digits are ``digit`` pixels tall at phone width in a
    picture ``width`` pixels wide."""
    size = 6
    while at_phone(digit_height(size), width) < digit:
        size += 1
    return size


def text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    value: str,
    size: int,
    fill: RGB,
    *,
    anchor: str = "la",
) -> None:
    draw.text(xy, value, font=font(size), fill=fill, anchor=anchor)


@lru_cache(maxsize=4096)
def text_width(value: str, size: int) -> float:
    """How wide ``value`` is drawn at ``size`` (remembered: layouts measure the same labels
    again and again while they try arrangements)."""
    return font(size).getlength(value)


def words_image(words: str, size: int, background: RGB, colour: RGB = INK,
                height: int | None = None) -> Image.Image:
    """Words as a picture of their own width (``height``: centred in that many pixels), to
    lay out beside pictures of cards and tiles."""
    w = max(1, round(text_width(words, size)) + 2)
    h = height or round(size * 1.3)
    im = Image.new("RGB", (w, h), background)
    ImageDraw.Draw(im).text((0, h / 2), words, font=font(size), fill=colour, anchor="lm")
    return im


def wall_width(size: int) -> int:
    """Thickness in pixels of a wall band on a tile of ``size`` pixels."""
    return max(3, round(size * 0.12))


def gap_width(size: int) -> int:
    return max(1, round(size / 40))
