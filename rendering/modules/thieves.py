"""Expansion 3's thieves (:mod:`engine.alhambra.modules.thieves`): a seat's own view lists its
thief cards (``hand``, ids ``thief-<currency>-<n>``): night-blue cards with a masked thief in
the currency's colour (:func:`thief_card_image`); publicly only how many each holds
(``held``) is read."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.view import PublicView, SeatView

from ..fields import module_fields
from ..icons import draw_currency_mark
from ..theme import RGB, THIEF, currency_name, currency_style, fit_size, font, say, shade

SUPERSAMPLE = 4


THIEVES = "thieves"


def is_thief(card_id: str) -> bool:
    return card_id.startswith("thief-")


def thief_currency(card_id: str) -> str:
    """``thief-denar-2`` -> ``denar``."""
    parts = card_id.split("-")
    return parts[1] if len(parts) >= 3 else ""


# --- readers ---------------------------------------------------------------------------------
def thieves_held(view: PublicView) -> list[int] | None:
    """How many thief cards each seat holds (public; None: thieves are not played)."""
    fields = module_fields(view, THIEVES)
    if not fields:
        return None
    held = [int(n) for n in fields.get("held") or []]
    return held + [0] * (len(view.players) - len(held))


def own_thieves(view: SeatView) -> list[str] | None:
    """The seat's own thief cards (only its own view has them; None: not played). Only the
    hand picture reads this."""
    if not isinstance(view, SeatView):
        return None
    fields = module_fields(view, THIEVES)
    if not fields:
        return None
    return sorted(str(c) for c in fields.get("hand") or [])


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
