"""Expansion 1's bonus cards (:mod:`engine.alhambra.modules.bonus_cards`): ``revealed`` (card
ids per seat) and ``hidden`` (how many per seat) are public; only a seat's own view names its
hidden cards (``hand``). Card ``bonus-garden-10`` shows the wall-less tile Garden 10: a
parchment card with that tile (:func:`bonus_card_image`); a hidden card is a dark red back
(:func:`bonus_back_image`). Public pictures read only ``revealed`` and ``hidden``
(:func:`public_bonus`)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.components import TILES
from engine.alhambra.view import PublicView, SeatView

from ..fields import module_fields
from ..icons import draw_star
from ..theme import BONUS_BACK, BONUS_FACE, BONUS_LATTICE, LONGEST, PANEL_EDGE, RGB, shade
from ..tiles import SUPERSAMPLE, tile_image

BONUS = "bonus_cards"


# --- bonus cards --------------------------------------------------------------------------
def bonus_tile(card_id: str) -> tuple[str, int]:
    """The building and price of the tile a bonus card shows: ``bonus-garden-10`` ->
    (``"garden"``, 10)."""
    _, building, price = card_id.rsplit("-", 2) if card_id.count("-") >= 2 else ("", "", "0")
    return building, int(price) if price.isdigit() else 0


def bonus_tile_id(card_id: str) -> str | None:
    """The wall-less tile a bonus card stands for (``garden-10-none``), if the game knows it."""
    building, price = bonus_tile(card_id)
    tile = f"{building}-{price}-none"
    return tile if tile in TILES else None


def public_bonus(view: PublicView) -> tuple[list[list[str]], list[int]] | None:
    """Every seat's revealed bonus cards and how many it holds hidden (None: not played).

    Reads only the public fields (``revealed`` and ``hidden``), never a seat's own cards:
    a public picture cannot show them."""
    fields = module_fields(view, BONUS)
    if not fields:
        return None
    seats = len(view.players)
    revealed = [list(cards) for cards in fields.get("revealed") or []]
    hidden = [int(n) for n in fields.get("hidden") or []]
    revealed += [[] for _ in range(seats - len(revealed))]
    hidden += [0] * (seats - len(hidden))
    return revealed[:seats], hidden[:seats]


def own_bonus(view: SeatView) -> tuple[list[str], list[str]] | None:
    """A seat's own bonus cards: those still hidden (only it knows them) and those it has
    revealed (None: not played)."""
    fields = module_fields(view, BONUS)
    if not fields:
        return None
    mine = fields.get("hand") or []
    revealed = (fields.get("revealed") or [])
    shown = revealed[view.seat] if view.seat < len(revealed) else []
    return list(mine), list(shown)


def bonus_card_size(tile: int) -> tuple[int, int]:
    """Width and height of a bonus card around a tile of ``tile`` pixels."""
    pad = max(3, round(tile * 0.09))
    return tile + 2 * pad, tile + 2 * pad + max(6, round(tile * 0.24))


@lru_cache(maxsize=256)
def bonus_card_image(card_id: str, tile: int, background: RGB) -> Image.Image:
    """A face-up bonus card: parchment round the tile it shows (its building's colour, icon
    and price, no walls) and a gold star below it."""
    width, height = bonus_card_size(tile)
    pad = (width - tile) // 2
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=pad * 2 * k,
                        fill=BONUS_FACE, outline=shade(PANEL_EDGE, 0.75), width=2 * k)
    band = height - tile - 2 * pad
    draw_star(d, (width * k / 2, (tile + pad + (band + pad) / 2) * k), band * 0.42 * k, LONGEST,
          shade(LONGEST, 0.55))
    im = im.reduce(k)
    tile_id = bonus_tile_id(card_id)
    if tile_id is not None:
        im.paste(tile_image(tile_id, tile, BONUS_FACE), (pad, pad))
    return im


@lru_cache(maxsize=64)
def bonus_back_image(tile: int, background: RGB) -> Image.Image:
    """The back of a bonus card (a hidden one), as large as a face-up card."""
    width, height = bonus_card_size(tile)
    k = SUPERSAMPLE
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    radius = max(3, round(tile * 0.09)) * 2 * k
    d.rounded_rectangle([0, 0, width * k - 1, height * k - 1], radius=radius,
                        fill=BONUS_BACK, outline=shade(BONUS_BACK, 0.6), width=2 * k)
    inset = max(3, round(tile * 0.09)) * k
    d.rounded_rectangle([inset, inset, width * k - 1 - inset, height * k - 1 - inset],
                        radius=radius * 0.6, outline=BONUS_LATTICE, width=max(k, 2 * k))
    step = (width * k - 2 * inset) / 3
    cx, cy = width * k / 2, height * k / 2
    for i in range(-3, 4):  # a lattice of diamonds round a star
        for j in range(-4, 5):
            x, y = cx + i * step, cy + j * step
            if abs(x - cx) > width * k / 2 - inset * 1.8 or abs(y - cy) > height * k / 2 - \
                    inset * 1.8:
                continue
            r = step * 0.16
            d.polygon([(x, y - r), (x + r, y), (x, y + r), (x - r, y)], fill=BONUS_LATTICE)
    draw_star(d, (cx, cy), step * 0.7, BONUS_LATTICE, shade(BONUS_BACK, 0.6))
    return im.reduce(k)
