"""Money of expansions 2 and 3: diamonds, change coins and thieves, as pictures draw them.

- Diamonds (``diamonds``; cards of kind ``"diamond"``, currency ``"diamond"``): a deep
  teal card with a pale cut gem and its value; they lie in the money display and in hands
  like money (:func:`diamond_card_image`, called by :func:`rendering.cards.card_image`).
- Change (``change``; coins ``coin-<currency>-<n>``, money worth 1): round coins in their
  currency's colour with a silver rim, never a card's rectangle (:func:`coin_image`); the
  bag's count (``bag``) is public (the market says it).
- Thieves (``thieves``): a seat's own view lists its thief cards (``hand``, ids
  ``thief-<currency>-<n>``): night-blue cards with a masked thief in the currency's colour
  (:func:`thief_card_image`); publicly only how many each holds (``held``) is read.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.view import PublicView, SeatView

from .icons import draw_currency_mark
from .theme import (
    COIN_RIM,
    DIAMOND,
    DIAMOND_GEM,
    INK,
    RGB,
    THIEF,
    currency_name,
    currency_style,
    fit_size,
    font,
    say,
    shade,
)

DIAMONDS = "diamonds"
CHANGE = "change"
THIEVES = "thieves"
SUPERSAMPLE = 4


def _fields(view: PublicView, module: str) -> dict:
    return view.modules_view.get(module) or {}


def is_coin(card_id: str) -> bool:
    return card_id.startswith("coin-")


def is_thief(card_id: str) -> bool:
    return card_id.startswith("thief-")


def thief_currency(card_id: str) -> str:
    """``thief-denar-2`` -> ``denar``."""
    parts = card_id.split("-")
    return parts[1] if len(parts) >= 3 else ""


# --- readers ---------------------------------------------------------------------------------
def thieves_held(view: PublicView) -> list[int] | None:
    """How many thief cards each seat holds (public; None: thieves are not played)."""
    fields = _fields(view, THIEVES)
    if not fields:
        return None
    held = [int(n) for n in fields.get("held") or []]
    return held + [0] * (len(view.players) - len(held))


def own_thieves(view: SeatView) -> list[str] | None:
    """The seat's own thief cards (only its own view has them; None: not played). Only the
    hand picture reads this."""
    if not isinstance(view, SeatView):
        return None
    fields = _fields(view, THIEVES)
    if not fields:
        return None
    return sorted(str(c) for c in fields.get("hand") or [])


def bag_count(view: PublicView) -> int | None:
    """How many coins are in the change bag (None: change is not played)."""
    fields = _fields(view, CHANGE)
    return int(fields["bag"]) if "bag" in fields else None


# --- pictures --------------------------------------------------------------------------------
def draw_gem(d: ImageDraw.ImageDraw, centre: tuple[float, float], size: float, fill: RGB,
             edge: RGB) -> None:
    """A cut diamond ``size`` wide: a crown over a pointed pavilion, with facet lines."""
    cx, cy = centre
    w, h = size, size * 0.86
    top, girdle, tip = cy - h * 0.42, cy - h * 0.1, cy + h * 0.5
    outline = [(cx - w * 0.3, top), (cx + w * 0.3, top), (cx + w * 0.5, girdle),
               (cx, tip), (cx - w * 0.5, girdle)]
    d.polygon(outline, fill=fill, outline=edge, width=max(1, round(size * 0.05)))
    line = max(1, round(size * 0.035))
    d.line([(cx - w * 0.5, girdle), (cx + w * 0.5, girdle)], fill=edge, width=line)
    for a, b in (((cx - w * 0.1, top), (cx - w * 0.2, girdle)),
                 ((cx + w * 0.1, top), (cx + w * 0.2, girdle)),
                 ((cx - w * 0.2, girdle), (cx, tip)), ((cx + w * 0.2, girdle), (cx, tip))):
        d.line([a, b], fill=edge, width=line)


@lru_cache(maxsize=128)
def diamond_card_image(value: int, width: int, height: int, background: RGB,
                       lang: str = "en") -> Image.Image:
    """A diamond card: deep teal, a pale gem, its value and "Diamond" at its foot."""
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=min(width, height) * k
                        * 0.14, fill=DIAMOND, outline=shade(DIAMOND, 0.55), width=2 * k)
    gem = min(width, height) * 0.26
    inset = min(width, height) * 0.07
    for x in (inset + gem / 2, width - inset - gem / 2):
        draw_gem(d, (x * k, (inset + gem * 0.45) * k), gem * k, DIAMOND_GEM, shade(DIAMOND, 0.5))
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    d.text((width / 2, height * 0.55), str(value), font=font(round(min(height * 0.46,
                                                                       width * 0.56))),
           fill=(255, 255, 255), anchor="mm")
    name = say(lang, "img-card-diamond")
    size = fit_size(name, round(min(height * 0.14, width * 0.17)), width - max(4, width * 0.08))
    d.text((width / 2, height * 0.88), name, font=font(size), fill=(255, 255, 255), anchor="mm")
    return im


@lru_cache(maxsize=64)
def coin_image(currency: str, width: int, height: int, background: RGB,
               lang: str = "en") -> Image.Image:
    """A change coin in a card's place (``width`` x ``height``): a round coin in the
    currency's colour with a silver rim, its shape and "1"; the currency's name below."""
    fill, ink = currency_style(currency)
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    r = min(width * 0.5, height * 0.38)
    cx, cy = width / 2, min(height * 0.42, r + height * 0.04)
    rim = max(2, round(r * 0.16))
    d.ellipse([(cx - r) * k, (cy - r) * k, (cx + r) * k, (cy + r) * k], fill=COIN_RIM,
              outline=shade(COIN_RIM, 0.5), width=k)
    inner = r - rim
    d.ellipse([(cx - inner) * k, (cy - inner) * k, (cx + inner) * k, (cy + inner) * k],
              fill=fill, outline=shade(fill, 0.6), width=k)
    mark = inner * 0.42
    draw_currency_mark(d, currency, ((cx - mark / 2) * k, (cy - inner * 0.82) * k, mark * k),
                       ink)
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    d.text((cx, cy + inner * 0.2), "1", font=font(round(inner * 1.05)), fill=ink, anchor="mm")
    name = currency_name(currency, lang)
    size = fit_size(name, round(min(height * 0.14, width * 0.17)), width - 2)
    d.text((width / 2, height * 0.9), name, font=font(size), fill=shade(COIN_RIM, 1.0)
           if sum(background) < 384 else INK, anchor="mm")
    return im


def _thief(d: ImageDraw.ImageDraw, box: tuple[float, float, float], fill: RGB, mask: RGB
           ) -> None:
    """A thief's head and shoulders in ``fill``, a hat and a mask across the eyes."""
    x, y, s = box
    d.pieslice([x + s * 0.1, y + s * 0.62, x + s * 0.9, y + s * 1.3], 180, 360, fill=fill)
    d.ellipse([x + s * 0.28, y + s * 0.22, x + s * 0.72, y + s * 0.7], fill=fill)
    d.rectangle([x + s * 0.1, y + s * 0.2, x + s * 0.9, y + s * 0.27], fill=fill)  # the brim
    d.rounded_rectangle([x + s * 0.3, y + s * 0.0, x + s * 0.7, y + s * 0.24],
                        radius=s * 0.06, fill=fill)
    d.rounded_rectangle([x + s * 0.24, y + s * 0.36, x + s * 0.76, y + s * 0.48],
                        radius=s * 0.05, fill=mask)
    for ex in (0.4, 0.6):
        d.ellipse([x + s * (ex - 0.04), y + s * 0.39, x + s * (ex + 0.04), y + s * 0.45],
                  fill=fill)


@lru_cache(maxsize=64)
def thief_card_image(currency: str, width: int, height: int, background: RGB,
                     lang: str = "en") -> Image.Image:
    """A thief card: night blue with a currency-coloured band, the masked thief in the
    currency's colour, the currency's shape, and "Thief" at its foot."""
    fill, ink = currency_style(currency)
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    radius = min(width, height) * k * 0.14
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=radius, fill=THIEF,
                        outline=fill, width=3 * k)
    s = min(width * 0.72, height * 0.54)
    _thief(d, ((width - s) / 2 * k, height * 0.12 * k, s * k), fill, THIEF)
    mark = min(width, height) * 0.2
    inset = min(width, height) * 0.08
    draw_currency_mark(d, currency, (inset * k, inset * k, mark * k), fill)
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    name = say(lang, "img-thief-card", currency=currency_name(currency, lang))
    size = fit_size(name, round(min(height * 0.14, width * 0.17)), width - max(4, width * 0.08))
    d.text((width / 2, height * 0.88), name, font=font(size), fill=fill, anchor="mm")
    return im


@lru_cache(maxsize=64)
def thief_icon(size: int, background: RGB) -> Image.Image:
    """A thief card's back, small (a count beside a name): night blue with a grey thief."""
    k = SUPERSAMPLE
    big = size * k
    w = round(big * 0.78)
    im = Image.new("RGB", (big, big), background)
    d = ImageDraw.Draw(im)
    x0 = (big - w) / 2
    d.rounded_rectangle([x0, 0, x0 + w - 1, big - 1], radius=big * 0.14, fill=THIEF,
                        outline=shade(THIEF, 1.6), width=max(k, big // 16))
    s = w * 0.8
    _thief(d, (x0 + (w - s) / 2, big * 0.14, s), (214, 216, 226), THIEF)
    return im.reduce(k)


@lru_cache(maxsize=64)
def coin_icon(size: int, background: RGB) -> Image.Image:
    """A small silver coin (the change bag's count)."""
    k = SUPERSAMPLE
    big = size * k
    im = Image.new("RGB", (big, big), background)
    d = ImageDraw.Draw(im)
    d.ellipse([0, 0, big - 1, big - 1], fill=COIN_RIM, outline=shade(COIN_RIM, 0.5),
              width=max(k, big // 14))
    r = big * 0.3
    d.ellipse([big / 2 - r, big / 2 - r, big / 2 + r, big / 2 + r],
              outline=shade(COIN_RIM, 0.6), width=max(k, big // 14))
    return im.reduce(k)
