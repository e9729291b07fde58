"""Money cards: the currency's colour, a shape per currency, the value and the name.

An exchange office (expansion 1) has no value: it is split in the colours of the two
currencies it pays, each with its shape, with the exchange mark ⇄ in the middle and its
name on a light band at its foot.

Expansions 2 and 3: diamonds, change coins (round, never a card's rectangle), thieves, gate
cards and wall cards have pictures of their own (in :mod:`rendering.modules`: ``diamonds``,
``change``, ``thieves``, ``city_gates``, ``wall_cards``); :func:`card_image` draws each of them.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.components import CARDS

from .icons import draw_currency_mark, draw_exchange_arrows
from .modules.caravanserai import item_card_image
from .modules.change import coin_image, is_coin
from .modules.city_gates import gate_card_image
from .modules.diamonds import diamond_card_image
from .modules.exchange_certificate import certificate_card_image
from .modules.master_builders import builder_card_image
from .modules.thieves import is_thief, thief_card_image, thief_currency
from .modules.wall_cards import wall_card_image
from .theme import (
    BONUS_FACE,
    INK,
    RGB,
    VIZIER_INK,
    currency_name,
    currency_style,
    fit_size,
    font,
    say,
    shade,
)

SUPERSAMPLE = 4


@lru_cache(maxsize=512)
def card_image(card_id: str, width: int, height: int, background: RGB,
               lang: str = "en") -> Image.Image:
    """A face-up money card, ``width`` x ``height`` pixels, on ``background``, its name
    in ``lang``."""
    special = _expansion_card(card_id, width, height, background, lang)
    if special is not None:
        return special
    card = CARDS[card_id]
    if card.kind == "exchange":
        return _office_image(card.pays, width, height, background, lang)
    fill, ink = currency_style(card.currency)
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=min(width, height) * k
                        * 0.14, fill=fill, outline=shade(fill, 0.6), width=2 * k)
    mark = min(width, height) * 0.22
    inset = min(width, height) * 0.09
    for x, y in ((inset, inset), (width - inset - mark, inset)):
        draw_currency_mark(d, card.currency or "", (x * k, y * k, mark * k), ink)
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    value = str(card.value) if card.kind == "money" else "★"
    d.text((width / 2, height * 0.52), value, font=font(round(min(height * 0.5, width * 0.6))),
           fill=ink, anchor="mm")
    name = (currency_name(card.currency, lang) if card.currency
            else say(lang, "img-card-scoring"))
    size = fit_size(name, card_name_size(width, height), width - name_margin(width))
    d.text((width / 2, height * 0.88), name, font=font(size), fill=ink, anchor="mm")
    return im


def _expansion_card(card_id: str, width: int, height: int, background: RGB,
                    lang: str) -> Image.Image | None:
    """Expansions 2 and 3's cards (their modules' pictures in :mod:`rendering.modules`):
    a thief, a change coin, a diamond, a gate card, a wall card; None: another card."""
    if is_thief(card_id):
        return thief_card_image(thief_currency(card_id), width, height, background, lang)
    card = CARDS.get(card_id)
    if card is None:
        return None
    if is_coin(card_id):
        return coin_image(card.currency or "", width, height, background, lang)
    if card.kind == "diamond":
        return diamond_card_image(card.value, width, height, background, lang)
    if card.kind == "gate":
        return gate_card_image(width, height, background, lang)
    if card.kind == "wall":
        return wall_card_image(card_id, width, height, background, lang)
    if card.role == "builder":  # expansion 4 (rendering.modules.master_builders)
        return builder_card_image(card.currency or "", card.value, width, height, background,
                                  lang)
    if card.role == "caravanserai":  # expansion 5 (rendering.modules.caravanserai)
        return item_card_image(card.currency or "", card.value, width, height, background,
                               lang)
    if card.role == "certificate":  # expansion 6 (rendering.modules.exchange_certificate)
        return certificate_card_image(card.currency or "", card.value, width, height,
                                      background, lang)
    return None


def card_name_size(width: int, height: int) -> int:
    """The size of the name at the foot of a card (it shrinks where a name is long)."""
    return round(min(height * 0.14, width * 0.17))


def name_margin(width: int) -> int:
    """Room kept free left and right of a card's name (inside its rounded edge)."""
    return max(4, round(width * 0.08))


@lru_cache(maxsize=64)
def currency_chip(currency: str, size: int, background: RGB) -> Image.Image:
    """A square swatch in the currency's colour with its shape."""
    fill, ink = currency_style(currency)
    k = SUPERSAMPLE
    big = size * k
    im = Image.new("RGB", (big, big), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, big - 1, big - 1], radius=big * 0.2, fill=fill,
                        outline=shade(fill, 0.6), width=k)
    draw_currency_mark(d, currency, (big * 0.22, big * 0.22, big * 0.56), ink)
    return im.reduce(k)


def _office_image(pays: tuple[str, ...], width: int, height: int, background: RGB,
                  lang: str) -> Image.Image:
    """An exchange office: its two currencies' colours and shapes, ⇄ and its name."""
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    radius = min(width, height) * k * 0.14
    split_fill(im, (0, 0, width * k, height * k), pays, radius)
    foot = round(height * 0.27)
    d.rounded_rectangle([0, (height - foot) * k, width * k - 1, height * k - 1], radius=radius,
                        fill=BONUS_FACE, corners=(False, False, True, True))
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=radius,
                        outline=shade(INK, 1.4), width=2 * k)
    mark = min(width, height) * 0.22
    inset = min(width, height) * 0.09
    first, second = (pays + pays)[:2] if pays else ("", "")
    for currency, x in ((first, inset), (second, width - inset - mark)):
        draw_currency_mark(d, currency, (x * k, inset * k, mark * k), currency_style(currency)[1])
    disc = min(width * 0.62, (height - foot) * 0.56)
    cx, cy = width / 2, (height - foot) * 0.6
    d.ellipse([(cx - disc / 2) * k, (cy - disc / 2) * k, (cx + disc / 2) * k,
               (cy + disc / 2) * k], fill=BONUS_FACE, outline=shade(INK, 1.4), width=k)
    arrows = disc * 0.62
    draw_exchange_arrows(d, ((cx - arrows / 2) * k, (cy - arrows / 2) * k, arrows * k),
                         VIZIER_INK)
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    name = say(lang, "img-card-exchange")
    size = fit_size(name, card_name_size(width, height), width - name_margin(width))
    d.text((width / 2, height - foot / 2), name, font=font(size), fill=INK, anchor="mm")
    return im


def split_fill(im: Image.Image, box: tuple[float, float, float, float], pays: tuple[str, ...],
               radius: float) -> None:
    """Fill the rounded ``box`` (left, top, right, bottom) of ``im`` with the first
    currency's colour left and the second's right, the seam slanting from top right to
    bottom left (an exchange office)."""
    left, top, right, bottom = box
    first, second = (pays + pays)[:2] if pays else ("", "")
    width = right - left
    colours = [currency_style(first)[0], currency_style(second)[0]]
    halves = Image.new("RGB", im.size, colours[1])
    ImageDraw.Draw(halves).polygon(
        [(left, top), (left + width * 0.62, top), (left + width * 0.38, bottom),
         (left, bottom)], fill=colours[0])
    mask = Image.new("L", im.size, 0)
    ImageDraw.Draw(mask).rounded_rectangle([left, top, right - 1, bottom - 1], radius=radius,
                                           fill=255)
    im.paste(halves, (0, 0), mask)
