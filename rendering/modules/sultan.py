"""The sultan's cards (expansion 5, module ``sultan``) in the pictures.

Under the money display, in the row of expansions 2 and 3's groups (:func:`sultan_groups`):

- "Sultan cards: 7": the cards lying beside the display (SU1), each a card in its currency's
  colour with the price 7 on it; "none" while none lies there.
- One group per seat holding cards (public, SU2): the seat's name over its cards, each in
  its currency's colour with the rolled building's colour band and its name, so a phone
  player reads which building each card takes.
- While a claim is open: the tile and who may take it (public: the cards lie face up).

Public fields only: ``shown``, ``owned``, ``claim``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from engine.alhambra.components import TILES
from engine.alhambra.view import PublicView

from ..groups import caption_over as _group
from ..theme import (
    INK,
    MUTED,
    PANEL,
    RGB,
    building_name,
    building_style,
    currency_style,
    fit,
    fit_size,
    font,
    say,
    text_width,
    words_image,
)

if TYPE_CHECKING:
    from ..rows import Sizes

MODULE = "sultan"
PRICE = 7
#: A held card's building name: its size as a share of the card's height, and the share of
#: the card's width it may fill.
NAME_SHARE = 0.3
NAME_ROOM = 0.9


def _fields(view: PublicView) -> dict | None:
    return view.modules_view.get(MODULE)


def sultan_card_image(currency: str, building: str | None, w: int, h: int, background: RGB,
                      lang: str = "en") -> Image.Image:
    """A sultan card: its currency's colour, a crescent and either the price (for sale) or
    the rolled building (a band in the building's colour with its name)."""
    fill, ink = currency_style(currency)
    im = Image.new("RGB", (w, h), background)
    d = ImageDraw.Draw(im)
    r = max(2, w // 10)
    d.rounded_rectangle((0, 0, w - 1, h - 1), radius=r, fill=fill, outline=INK,
                        width=max(1, w // 30))
    # the crescent of the sultan, top middle
    c = round(h * 0.18)
    cx, cy = w / 2, h * 0.24
    d.ellipse((cx - c, cy - c, cx + c, cy + c), fill=ink)
    d.ellipse((cx - c * 0.55, cy - c * 1.05, cx + c * 1.35, cy + c * 0.85), fill=fill)
    if building is None:
        size = fit_size(str(PRICE), round(h * 0.42), w * 0.8)
        d.text((w / 2, h * 0.66), str(PRICE), font=font(size), fill=ink, anchor="mm")
        return im
    band, text_ink, _ = building_style(building)
    top = round(h * 0.48)
    d.rectangle((max(1, w // 30), top, w - 1 - max(1, w // 30), h - 1 - r), fill=band)
    name = building_name(building, lang)
    size = fit_size(name, name_size(h), w * NAME_ROOM, smallest=round(h * 0.2))
    d.text((w / 2, (top + h - r) / 2), fit(name, size, round(w * 0.92)), font=font(size),
           fill=text_ink, anchor="mm")
    return im


def name_size(h: int) -> int:
    """The size of the rolled building's name on a card ``h`` pixels tall."""
    return round(h * NAME_SHARE)


def held_width(buildings: list[str], cw: int, ch: int, lang: str = "en") -> int:
    """How wide a seat's held cards are drawn: at least ``1.9 × cw`` and wide enough that
    every rolled building's name fits at its full size (a fixed width shrank "Chambers" and
    "Gemächer" to 6 pixels at a phone's width)."""
    size = name_size(ch)
    longest = max((text_width(building_name(b, lang), size) for b in buildings), default=0)
    return max(round(cw * 1.9), round(longest / NAME_ROOM) + 2)


def sultan_groups(view: PublicView, sizes: Sizes, width: int, lang: str = "en"
                  ) -> list[Image.Image]:
    """Under the money: the cards for sale, each seat's cards with their buildings, an
    open claim."""
    fields = _fields(view)
    if fields is None:
        return []
    bg = PANEL
    cw, ch = sizes.card_w, sizes.card_h
    shown = list(fields.get("shown") or ())
    parts = [sultan_card_image(_currency(c), None, cw, ch, bg, lang) for c in shown] or \
        [words_image(say(lang, "img-none-shown"), sizes.label, bg, MUTED)]
    groups = [_group(say(lang, "img-sultan-for-sale", price=PRICE), parts, sizes, bg, width)]
    for seat, cards in enumerate(fields.get("owned") or ()):
        if not cards:
            continue
        name = view.players[seat].name
        held_w = held_width([c["building"] for c in cards], cw, ch, lang)
        parts = [sultan_card_image(_currency(c["card"]), c["building"], held_w, ch, bg, lang)
                 for c in cards]
        groups.append(_group(say(lang, "img-sultan-held", name=name), parts, sizes, bg, width))
    claim = fields.get("claim")
    if claim:
        names = ", ".join(view.players[s].name for s in claim["seats"])
        words = say(lang, "img-sultan-claim", names=names, count=len(claim["seats"]))
        tile = _tile(claim["tile"])
        groups.append(_group(words, [words_image(
            f"{building_name(tile.building, lang)} {tile.price}", sizes.text, bg, INK)],
            sizes, bg, width))
    return groups


def _currency(card: str) -> str:
    return card.split("-")[1]


def _tile(tile: str):
    return TILES[tile]
