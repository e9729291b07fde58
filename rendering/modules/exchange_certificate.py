"""The exchange certificates (expansion 6, :mod:`engine.alhambra.modules.exchange_certificate`): a
currency stone is a pebble in its currency's colour with its shape; the pool under the
money display ("Stones left", a pebble and "×n" per currency), each seat's stones in its
panel of the overview (a pebble and its value), and a certificate in the hand as a card of
its currency with a pebble on its band (drawn by :func:`rendering.cards.card_image`)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from ..card_faces import SUPERSAMPLE, banded_card
from ..groups import caption_over
from ..icons import draw_currency_mark
from ..theme import (
    BONUS_FACE,
    INK,
    MUTED,
    PANEL,
    RGB,
    currency_style,
    font,
    say,
    shade,
    text_width,
)

CURRENCIES = ("denar", "dirham", "ducat", "guilder")


def fields(view) -> dict | None:
    return (view.modules_view or {}).get("exchange_certificate")


def seat_stones(view, seat: int) -> tuple[tuple[str, int], ...]:
    """(currency, value) of each stone ``seat`` holds (public, EC8), in currency order."""
    found = fields(view)
    if found is None or seat >= len(found["held"]):
        return ()
    held = found["held"][seat]
    return tuple((c, held[c]) for c in CURRENCIES if c in held)


@lru_cache(maxsize=256)
def pebble(currency: str, size: int, background: RGB) -> Image.Image:
    """A currency stone: an oval in the currency's colour, its shape in the middle."""
    fill, ink = currency_style(currency)
    k = SUPERSAMPLE
    w, h = round(size * 1.2), size
    im = Image.new("RGB", (w * k, h * k), background)
    d = ImageDraw.Draw(im)
    d.ellipse([k, k, w * k - k, h * k - k], fill=fill, outline=shade(fill, 0.55), width=2 * k)
    mark = size * 0.46
    draw_currency_mark(d, currency, ((w - mark) / 2 * k, (h - mark) / 2 * k, mark * k), ink)
    return im.reduce(k)


def stones_image(items: list[tuple[str, str]], text: int, background: RGB, *,
                 faded: frozenset[str] = frozenset()) -> Image.Image:
    """A row of pebbles, each with its words beside it ("3", "×2"); the currencies in
    ``faded`` with muted words (none left)."""
    size = round(text * 1.3)
    gap = round(text * 0.25)
    words = [(c, w, text_width(w, text)) for c, w in items]
    width = sum(round(size * 1.2) + gap + round(tw) + gap * 3 for _, _, tw in words)
    im = Image.new("RGB", (max(1, width - gap * 3), size), background)
    d = ImageDraw.Draw(im)
    x = 0
    for currency, word, tw in words:
        stone = pebble(currency, size, background)
        im.paste(stone, (x, 0))
        x += stone.width + gap
        d.text((x, size / 2), word, font=font(text), anchor="lm",
               fill=MUTED if currency in faded else INK)
        x += round(tw) + gap * 3
    return im


def panel_stones_image(stones: tuple[tuple[str, int], ...], text: int, width: int,
                       background: RGB) -> Image.Image | None:
    """A seat's stones for its panel of the overview (None: it holds none)."""
    if not stones:
        return None
    image = stones_image([(c, str(v)) for c, v in stones], text, background)
    if image.width > width:
        image = image.resize((width, round(image.height * width / image.width)))
    return image


@lru_cache(maxsize=128)
def certificate_card_image(currency: str, value: int, width: int, height: int,
                           background: RGB, lang: str = "en") -> Image.Image:
    """A certificate in the hand: a card of its currency, its value large, a pebble on the
    light band at its foot (never mistaken for plain money)."""
    ink = currency_style(currency)[1]
    k = SUPERSAMPLE
    im, d, foot = banded_card(currency, width, height, background)
    im = im.reduce(k)
    body = height - foot
    stone = pebble(currency, max(6, round(foot * 0.9)), BONUS_FACE)
    im.paste(stone, (round((width - stone.width) / 2), round(body + (foot - stone.height) / 2)))
    d = ImageDraw.Draw(im)
    d.text((width / 2, body * 0.6), str(value),
           font=font(round(min(body * 0.6, width * 0.5))), fill=ink, anchor="mm")
    return im

_BG = PANEL


def market_groups(view, sizes, width: int, lang: str = "en") -> list[Image.Image]:
    """The pool under the money display: each currency's stones left (none: not played)."""
    found = fields(view)
    if found is None:
        return []
    pool = found["pool"]
    row = stones_image([(c, f"×{pool.get(c, 0)}") for c in CURRENCIES], sizes.text, _BG,
                       faded=frozenset(c for c in CURRENCIES if not pool.get(c)))
    return [caption_over(say(lang, "img-certificate-pool"), [row], sizes, _BG, width)]
