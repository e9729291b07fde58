"""Expansion 2's characters (Charaktere), as the pictures read and draw them.

The view (``modules_view["characters"]``) is read defensively, only these keys:
``owned`` (character ids per seat), ``auction`` (None, or ``card``, ``high``,
``high_seat``, ``asked``, ``passed``, ``paying``), ``used`` and ``queued``.

A character card is parchment in a burgundy frame: its name as printed (proper names, the
same in every catalogue: ``img-character-name-<id>``), an emblem of its own and a one-line
effect from the catalogue (``img-character-<id>``). The overview shows the characters each
player owns (a small card each: emblem and name, :func:`character_chip`); the market shows
the card being auctioned with the high bid and who is asked (:func:`auction_words`). The
hand shows the seat's own characters as wide cards, one under another, their effects in
letters readable at phone width (:func:`character_row_image`, capitals at least
:data:`EFFECT_CAP_AT_PHONE` pixels tall at 400 pixels wide): a card's own lines were about
6 pixels tall there.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.view import PublicView
from i18n import has_text

from ..icons import draw_exchange_arrows, draw_star
from ..theme import (
    CHARACTER_FACE,
    CHARACTER_FRAME,
    INK,
    RGB,
    fit,
    fit_size,
    font,
    player_name,
    say,
    shade,
    text_width,
)

CHARACTERS = "characters"
SUPERSAMPLE = 4

#: The colour of each character's emblem disc.
COLOURS: dict[str, RGB] = {
    "laila_wundabah": (44, 104, 196),
    "machma_klain": (46, 140, 74),
    "yammerad": (232, 124, 32),
    "abdul_karim": (190, 150, 20),
    "abdul_knihstig": (150, 90, 40),
    "ammar_el_schauf": (90, 90, 100),
    "faruk_will_haben": (200, 70, 60),
    "hakim_wahid": (110, 70, 160),
    "yusuf_e_passuf": (40, 120, 130),
    "fatima": (200, 60, 130),
}


def name_of(character: str, lang: str = "en") -> str:
    """A character's name as printed on its card (``img-character-name-<id>``: a proper
    name, the same in every catalogue)."""

    message = f"img-character-name-{character}"
    if has_text("en", message):
        return say(lang, message)
    return character.replace("_", " ").title()


def _fields(view: PublicView) -> dict:
    found = view.modules_view.get(CHARACTERS)
    return found if isinstance(found, dict) else {}


def owned(view: PublicView) -> list[list[str]] | None:
    """The characters each seat owns (None: characters are not played)."""
    fields = _fields(view)
    if not fields:
        return None
    found = [[str(c) for c in (cards or [])] for cards in (fields.get("owned") or [])]
    return (found + [[] for _ in range(len(view.players))])[:len(view.players)]


def auction(view: PublicView) -> dict | None:
    """The character being auctioned: ``card``, ``high``, ``high_seat``, ``asked``,
    ``passed``, ``paying`` (None: no auction)."""
    found = _fields(view).get("auction")
    if not isinstance(found, dict) or not found.get("card"):
        return None
    return found


def effect(character: str, lang: str = "en") -> str:
    """What a character does, in one line of ``lang``."""

    message = f"img-character-{character}"
    return say(lang, message) if has_text("en", message) else ""


def auction_words(view: PublicView, lang: str = "en") -> tuple[str, str]:
    """The auction's state in words: the high bid (or none yet) and who is asked now."""
    found = auction(view) or {}
    seats = len(view.players)

    def name(seat) -> str:
        return player_name(view.players[seat].name, seat, lang) if isinstance(seat, int) \
            and 0 <= seat < seats else "?"

    high = found.get("high")
    if high is None:
        bid = say(lang, "img-auction-no-bid")
    else:
        bid = say(lang, "img-auction-high", bid=int(high), name=name(found.get("high_seat")))
    if found.get("paying"):
        asked = say(lang, "img-auction-paying", name=name(found.get("high_seat")))
    else:
        asked = say(lang, "img-auction-asked", name=name(found.get("asked")))
    return bid, asked


# --- emblems ---------------------------------------------------------------------------------
def _card(d, x, y, s, fill, edge):
    d.rounded_rectangle([x, y, x + s * 0.5, y + s * 0.7], radius=s * 0.06, fill=fill,
                        outline=edge, width=max(1, round(s * 0.04)))


def draw_emblem(d: ImageDraw.ImageDraw, character: str, box: tuple[float, float, float]) -> None:
    """A character's emblem in the square ``box`` (left, top, size): a coloured disc with a
    white sign of what it does."""
    x, y, s = box
    colour = COLOURS.get(character, (120, 120, 120))
    d.ellipse([x, y, x + s, y + s], fill=colour, outline=shade(colour, 0.55),
              width=max(1, round(s * 0.05)))
    w = (255, 255, 255)
    ix, iy, i = x + s * 0.2, y + s * 0.2, s * 0.6  # the sign's box
    line = max(1, round(s * 0.07))
    if character == "laila_wundabah":  # swaps a market tile
        draw_exchange_arrows(d, (ix, iy, i), w)
    elif character == "machma_klain":  # one card for another
        _card(d, ix, iy + i * 0.1, i, colour, w)
        _card(d, ix + i * 0.45, iy + i * 0.25, i, w, w)
    elif character == "yammerad":  # a card from the deck
        _card(d, ix + i * 0.1, iy + i * 0.15, i, w, w)
        d.line([(ix + i * 0.78, iy + i * 0.2), (ix + i * 0.78, iy + i * 0.7)], fill=w,
               width=line)
        d.line([(ix + i * 0.53, iy + i * 0.45), (ix + i * 1.03, iy + i * 0.45)], fill=w,
               width=line)
    elif character == "abdul_karim":  # pays one building: a purse
        d.ellipse([ix + i * 0.1, iy + i * 0.3, ix + i * 0.9, iy + i * 1.0], fill=w)
        d.polygon([(ix + i * 0.3, iy), (ix + i * 0.7, iy), (ix + i * 0.55, iy + i * 0.32),
                   (ix + i * 0.45, iy + i * 0.32)], fill=w)
    elif character == "abdul_knihstig":  # a house and a card
        d.polygon([(ix, iy + i * 0.45), (ix + i * 0.35, iy + i * 0.1),
                   (ix + i * 0.7, iy + i * 0.45)], fill=w)
        d.rectangle([ix + i * 0.08, iy + i * 0.45, ix + i * 0.62, iy + i * 0.95], fill=w)
        _card(d, ix + i * 0.62, iy + i * 0.35, i * 0.9, colour, w)
    elif character == "ammar_el_schauf":  # rebuilds: a hammer
        d.line([(ix + i * 0.15, iy + i * 0.95), (ix + i * 0.7, iy + i * 0.3)], fill=w,
               width=round(line * 1.6))
        d.polygon([(ix + i * 0.45, iy + i * 0.1), (ix + i * 0.75, iy - i * 0.05),
                   (ix + i * 1.0, iy + i * 0.3), (ix + i * 0.85, iy + i * 0.5)], fill=w)
    elif character == "faruk_will_haben":  # more money: a stack of coins
        for j in range(3):
            cy = iy + i * (0.75 - j * 0.25)
            d.ellipse([ix + i * 0.1, cy - i * 0.16, ix + i * 0.9, cy + i * 0.16], fill=w,
                      outline=shade(colour, 0.6), width=max(1, line // 2))
    elif character == "hakim_wahid":  # the wise man: an open book
        d.polygon([(ix, iy + i * 0.2), (ix + i * 0.48, iy + i * 0.3),
                   (ix + i * 0.48, iy + i * 0.95), (ix, iy + i * 0.85)], fill=w)
        d.polygon([(ix + i, iy + i * 0.2), (ix + i * 0.52, iy + i * 0.3),
                   (ix + i * 0.52, iy + i * 0.95), (ix + i, iy + i * 0.85)], fill=w)
    elif character == "yusuf_e_passuf":  # the city watch: a shield
        d.polygon([(ix + i * 0.1, iy + i * 0.05), (ix + i * 0.9, iy + i * 0.05),
                   (ix + i * 0.9, iy + i * 0.5), (ix + i * 0.5, iy + i * 1.0),
                   (ix + i * 0.1, iy + i * 0.5)], fill=w)
    else:  # Fatima, and any other: a star
        draw_star(d, (x + s / 2, y + s / 2), s * 0.32, w)


# --- cards -----------------------------------------------------------------------------------
@lru_cache(maxsize=128)
def character_card_image(character: str, width: int, height: int, background: RGB,
                         lang: str = "en") -> Image.Image:
    """A character card: its emblem, its name as printed and its effect (the name shrinks
    a step where long; the effect wraps over up to three lines, smaller where need be)."""
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=min(width, height) * k
                        * 0.1, fill=CHARACTER_FACE, outline=CHARACTER_FRAME,
                        width=max(2, round(width * 0.03)) * k)
    emblem = min(width * 0.5, height * 0.32)
    draw_emblem(d, character, ((width - emblem) / 2 * k, height * 0.06 * k, emblem * k))
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    room = width - max(6, round(width * 0.1))
    name = name_of(character)
    size = fit_size(name, round(height * 0.125), room, round(height * 0.08))
    d.text((width / 2, height * 0.48), fit(name, size, room), font=font(size),
           fill=CHARACTER_FRAME, anchor="mm")
    words = effect(character, lang)
    if words:
        lines, small = wrap_effect(words, round(height * 0.1), room)
        step = round(small * 1.15)
        top = height * 0.79 - (len(lines) - 1) * step / 2
        for j, line in enumerate(lines):
            d.text((width / 2, top + j * step), line, font=font(small), fill=INK, anchor="mm")
    return im


#: The hand shows each owned character's effect with capitals at least this many pixels
#: tall once the picture is shrunk to phone width (400 pixels): read at a glance on a phone.
EFFECT_CAP_AT_PHONE = 9.0


def row_lines(character: str, width: int, size: int, lang: str = "en") -> list[str]:
    """The effect of ``character`` in lines of its wide card ``width`` pixels wide, all at
    ``size`` (never smaller: a long effect takes one more line)."""
    _, room = _row_geometry(width, size)
    words = effect(character, lang)
    if not words:
        return []
    return [fit(line, size, room) for line in _greedy(words, size, room)]


def _row_geometry(width: int, size: int) -> tuple[int, int]:
    """Where the text of a wide character card begins, and how wide it may be."""
    pad = round(size * 0.45)
    emblem = round(size * 2.1)
    left = pad + emblem + round(size * 0.45)
    return left, width - left - pad


def character_row_height(character: str, width: int, size: int, lang: str = "en") -> int:
    pad = round(size * 0.45)
    lines = len(row_lines(character, width, size, lang))
    return max(round(size * 2.1), round(size * 1.3) * (1 + lines)) + 2 * pad


@lru_cache(maxsize=128)
def character_row_image(character: str, width: int, size: int, background: RGB,
                        lang: str = "en") -> Image.Image:
    """A character as a wide card for the hand: parchment in a burgundy frame, the emblem on
    the left, its name and under it its effect, every word in ``size`` pixels (the hand
    uses a size readable at phone width: :data:`EFFECT_CAP_AT_PHONE`)."""
    height = character_row_height(character, width, size, lang)
    pad = round(size * 0.45)
    emblem = round(size * 2.1)
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=size * 0.4 * k,
                        fill=CHARACTER_FACE, outline=CHARACTER_FRAME,
                        width=max(2, round(size * 0.1)) * k)
    draw_emblem(d, character, (pad * k, (height - emblem) / 2 * k, emblem * k))
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    left, room = _row_geometry(width, size)
    step = round(size * 1.3)
    lines = row_lines(character, width, size, lang)
    top = (height - step * (1 + len(lines))) / 2
    d.text((left, top + step / 2), fit(name_of(character), size, room), font=font(size),
           fill=CHARACTER_FRAME, anchor="lm")
    for j, line in enumerate(lines, start=1):
        d.text((left, top + step * (j + 0.5)), line, font=font(size), fill=INK, anchor="lm")
    return im


def _greedy(words: str, size: int, room: int) -> list[str]:
    lines: list[str] = []
    for word in words.split(" "):
        if lines and text_width(lines[-1] + " " + word, size) <= room:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def wrap_effect(words: str, size: int, room: int, most: int = 3) -> tuple[list[str], int]:
    """``words`` in at most ``most`` lines of ``room`` pixels, and the size: ``size``, or a
    step or more smaller (down to 70 %) where a language's words are long."""
    for step in range(size, max(6, round(size * 0.7)) - 1, -1):
        lines = _greedy(words, step, room)
        if len(lines) <= most and all(text_width(line, step) <= room for line in lines):
            return lines, step
    step = max(6, round(size * 0.7))
    lines = _greedy(words, step, room)[:most]
    return [fit(line, step, room) for line in lines], step


def chip_size(text: int) -> int:
    """Height of a character's chip beside a player's name: its emblem and name."""
    return round(text * 1.25)


def chip_width(character: str, text: int) -> int:
    size = round(text * 0.85)
    return round(chip_size(text) + text * 0.25 + text_width(name_of(character), size) + text * 0.4)


@lru_cache(maxsize=128)
def character_chip(character: str, text: int, background: RGB) -> Image.Image:
    """A small character card for a player's panel: parchment, the emblem and the name."""
    h = chip_size(text)
    w = chip_width(character, text)
    k = SUPERSAMPLE
    im = Image.new("RGB", (w * k, h * k), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, w * k - 1, h * k - 1], radius=h * k * 0.2, fill=CHARACTER_FACE,
                        outline=CHARACTER_FRAME, width=max(k, round(h * k * 0.06)))
    e = h * 0.78
    draw_emblem(d, character, ((h - e) / 2 * k, (h - e) / 2 * k, e * k))
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    d.text((h + text * 0.2, h / 2), name_of(character), font=font(round(text * 0.85)),
           fill=CHARACTER_FRAME, anchor="lm")
    return im
