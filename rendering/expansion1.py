"""Expansion 1, "Die Gunst des Wesirs": the vizier, exchange offices, bonus cards and building
yards, as the pictures read them from the views and draw them.

What a view carries (``PublicView.modules_view[module]``) and how it is drawn:

- the vizier (``"vizier"``): ``face_up`` per seat. A token beside each player's name: gold
  with the vizier's picture when face up (ready), a grey ring when face down (used); a
  seat in ``PublicView.window_seats`` (it may still use its vizier between two turns) gets
  a bright ring around it. A seat's own view also says ``always_pass``, ``answered`` and,
  while the window asks it, ``fits`` (the hand picture says them in words).
- exchange offices (cards of kind ``"exchange"``): a card split in the colours of the two
  currencies it pays (``Card.pays``), each with its shape, the exchange mark ⇄ in the
  middle and no value (:func:`rendering.cards.card_image`).
- bonus cards (``"bonus_cards"``): ``revealed`` (card ids per seat) and ``hidden`` (how
  many per seat) are public; only a seat's own view names its hidden cards (``hand``).
  Card ``bonus-garden-10`` shows the wall-less tile Garden 10: a parchment card with that
  tile (:func:`bonus_card_image`); a hidden card is a dark red back (:func:`bonus_back_image`).
  Public pictures read only ``revealed`` and ``hidden`` (:func:`public_bonus`).
- building yards (``"building_yards"``): ``stacks``: building -> ``top`` (the face-up yard,
  or None) and ``left`` (how many, the face-up one included). Yards themselves are tiles
  (:func:`rendering.tiles.tile_image` draws them hatched, with a hut and no price).

A field a view lacks is read as "not played": every function returns None or nothing then.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.components import BUILDINGS, TILES
from engine.alhambra.modules.building_yards import yard_counts
from engine.alhambra.view import PublicView, SeatView

from .cards import split_fill
from .icons import draw_exchange_arrows, draw_star, draw_vizier
from .theme import (
    ACTIVE_EDGE,
    BONUS_BACK,
    BONUS_FACE,
    BONUS_LATTICE,
    LONGEST,
    PANEL_EDGE,
    RGB,
    VIZIER_DOWN,
    VIZIER_INK,
    VIZIER_UP,
    shade,
)
from .tiles import SUPERSAMPLE, tile_image

VIZIER = "vizier"
OFFICES = "exchange_offices"
BONUS = "bonus_cards"
YARDS = "building_yards"


def _fields(view: PublicView, module: str) -> dict:
    return view.modules_view.get(module) or {}


# --- the vizier --------------------------------------------------------------------------
def viziers(view: PublicView) -> list[bool] | None:
    """Whether each seat's vizier is face up (None: the vizier is not played)."""
    face_up = _fields(view, VIZIER).get("face_up")
    if face_up is None:
        return None
    return [bool(up) for up in face_up]


def vizier_of(view: PublicView, seat: int) -> bool | None:
    """Whether ``seat``'s vizier is face up (None: not played)."""
    found = viziers(view)
    return found[seat] if found is not None and seat < len(found) else None


def own_vizier(view: SeatView) -> dict[str, bool]:
    """What a seat's own view says of its vizier besides the token: ``always_pass`` and
    ``answered`` (each False when not said), and ``fits`` (while the window asks it:
    whether its cards pay a market tile exactly; True when not said)."""
    fields = _fields(view, VIZIER)
    return {"always_pass": bool(fields.get("always_pass")),
            "answered": bool(fields.get("answered")),
            "fits": bool(fields.get("fits", True))}


@lru_cache(maxsize=64)
def vizier_token(size: int, up: bool, background: RGB, waiting: bool = False) -> Image.Image:
    """The vizier's token, ``size`` pixels across: gold with his picture when face up, a
    grey ring (his faint outline inside) when face down; ``waiting``: a bright ring round
    it (the seat may still use him now)."""
    k = SUPERSAMPLE
    big = size * k
    im = Image.new("RGB", (big, big), background)
    d = ImageDraw.Draw(im)
    ring = max(k, round(big * 0.09))
    inset = 0
    if waiting:
        d.ellipse([0, 0, big - 1, big - 1], fill=ACTIVE_EDGE)
        inset = round(big * 0.12)
        d.ellipse([inset - k, inset - k, big - inset + k, big - inset + k], fill=background)
    box = [inset, inset, big - 1 - inset, big - 1 - inset]
    inner = big - 2 * inset
    picture = (inset + inner * 0.17, inset + inner * 0.14, inner * 0.66)
    if up:
        d.ellipse(box, fill=VIZIER_UP, outline=VIZIER_INK, width=ring)
        draw_vizier(d, picture, VIZIER_INK)
    else:
        d.ellipse(box, fill=background, outline=VIZIER_DOWN, width=ring)
        draw_vizier(d, picture, shade(VIZIER_DOWN, 1.35) if sum(background) < 384
                    else shade(VIZIER_DOWN, 1.25))
    return im.reduce(k)


# --- exchange offices ----------------------------------------------------------------------
@lru_cache(maxsize=64)
def office_chip(pays: tuple[str, ...], size: int, background: RGB) -> Image.Image:
    """A square swatch split in an exchange office's two currency colours, with ⇄."""
    k = SUPERSAMPLE
    big = size * k
    im = Image.new("RGB", (big, big), background)
    d = ImageDraw.Draw(im)
    split_fill(im, (0, 0, big, big), pays, radius=big * 0.2)
    d.rounded_rectangle([0, 0, big - 1, big - 1], radius=big * 0.2, outline=PANEL_EDGE,
                        width=k)
    disc = big * 0.6
    x0 = (big - disc) / 2
    d.ellipse([x0, x0, x0 + disc, x0 + disc], fill=BONUS_FACE, outline=shade(PANEL_EDGE, 0.6),
              width=k)
    draw_exchange_arrows(d, (x0 + disc * 0.2, x0 + disc * 0.2, disc * 0.6), VIZIER_INK)
    return im.reduce(k)


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


def added_counts(alhambra, revealed=()) -> dict[str, int]:
    """Buildings expansion 1 adds to a player's count, as a scoring counts them now: each
    built yard one per neighbour of its colour not behind a wall, each revealed bonus card
    whose tile stands in the Alhambra one (hidden cards are not shown, so not counted)."""
    counts = dict(yard_counts(tuple(alhambra)))
    built = {t for _, _, t in alhambra}
    for card in revealed:
        if bonus_tile_id(card) in built:
            building = bonus_tile(card)[0]
            counts[building] = counts.get(building, 0) + 1
    return counts


def public_bonus(view: PublicView) -> tuple[list[list[str]], list[int]] | None:
    """Every seat's revealed bonus cards and how many it holds hidden (None: not played).

    Reads only the public fields (``revealed`` and ``hidden``), never a seat's own cards:
    a public picture cannot show them."""
    fields = _fields(view, BONUS)
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
    fields = _fields(view, BONUS)
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


# --- building yards ------------------------------------------------------------------------
def yard_stacks(view: PublicView) -> list[tuple[str, str | None, int]] | None:
    """(building, face-up yard or None, how many are left) of each stack, in the buildings'
    order (None: building yards are not played)."""
    stacks = _fields(view, YARDS).get("stacks")
    if stacks is None:
        return None
    found = []
    for building in [b for b in BUILDINGS if b in stacks] + [b for b in stacks
                                                            if b not in BUILDINGS]:
        stack = stacks[building] or {}
        top = stack.get("face_up")
        found.append((building, top if top in TILES else None, int(stack.get("left", 0))))
    return found


def played(view: PublicView) -> dict[str, bool]:
    """Which of expansion 1's modules the view shows (their fields, or the module's name)."""
    names = set(view.modules)
    return {VIZIER: viziers(view) is not None,
            OFFICES: OFFICES in names,
            BONUS: public_bonus(view) is not None,
            YARDS: yard_stacks(view) is not None}
