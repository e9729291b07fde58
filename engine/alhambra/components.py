"""The physical components of *Der Palast von Alhambra*, read from the packaged data file.

Every building tile, the fountain (Startplättchen / Löwenbrunnen), the money cards in four
currencies and the two scoring cards. The data file is a copy of the project's component
data (see its ``sources``); the engine reads it once at import.

Tiles and cards are referred to by string id everywhere in the game state, so a stored game
stays readable and a module (Granada, building yards, ...) can add components of its own.

Two-faced tiles (Granada). Every id a player can see (market, bought, reserve, built, Dirk)
names one *face* and looks up a :class:`Tile` in :data:`TILES`, so placement, walls and
scoring work on faces unchanged. A physical tile with two faces is registered with
:func:`register_faces`; :func:`physical` maps a face to its physical tile (a one-faced tile
is its own physical tile) and :func:`other_face` gives the face on the back. The bag holds
physical ids: which face shows is decided when a tile leaves the bag.
"""

from __future__ import annotations

import json
from importlib import resources
from typing import Literal

from pydantic import BaseModel, ConfigDict

Side = Literal["N", "E", "S", "W"]
SIDES: tuple[Side, ...] = ("N", "E", "S", "W")
OPPOSITE: dict[str, str] = {"N": "S", "S": "N", "E": "W", "W": "E"}
#: Grid step towards each side; y grows south (as drawn).
STEP: dict[str, tuple[int, int]] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}

Building = Literal["pavilion", "seraglio", "arcades", "chambers", "garden", "tower"]
#: The six base buildings in the order of the scoring table (row 1 = cheapest).
BUILDINGS: tuple[str, ...] = ("pavilion", "seraglio", "arcades", "chambers", "garden", "tower")

Currency = Literal["denar", "dirham", "ducat", "guilder"]
#: The four currencies, in the order of the market's slots 1..4.
CURRENCIES: tuple[str, ...] = ("denar", "dirham", "ducat", "guilder")
CURRENCY_COLOUR: dict[str, str] = {
    "denar": "blue",
    "dirham": "green",
    "ducat": "orange",
    "guilder": "yellow",
}


#: The barrier on the edges of each city's tiles: Alhambra walls, Granada moats (Gräben).
BARRIER: dict[str, str] = {"alhambra": "wall", "granada": "moat"}


class Tile(BaseModel):
    """One building tile (Gebäudeplättchen) or one face of a two-faced tile, or a start tile.

    ``walls`` are the edges that carry the city's barrier: walls (Stadtmauern) on Alhambra
    tiles, moats (Gräben) on Granada tiles, which follow the same building and scoring rules
    (rule book p. 9: "Der Bau der Gräben in Granada folgt denselben Regeln wie der Bau der
    Stadtmauern"). ``city`` says which kind of city the tile belongs to; ``start`` marks the
    start tiles (the fountain, Granada's Alhambra tile), which are never moved and score
    nothing.
    """

    model_config = ConfigDict(frozen=True)

    id: str
    building: str
    price: int
    walls: frozenset[str]
    city: str = "alhambra"
    start: bool = False
    #: A building yard (Bauhütte, expansion 1): the building whose colour it has and which
    #: it may count as (its ``building`` is "yard"); None for every other tile.
    counts_as: str | None = None
    #: A magic building (promo, :mod:`.magic_buildings`): a building of its type for
    #: everything except culture tiles (AM×MG "-"); each rotation is a face of it.
    magic: bool = False

    def has_wall(self, side: str) -> bool:
        return side in self.walls

    @property
    def barrier(self) -> str:
        """What the edges carry, in words: "wall" or "moat"."""
        return BARRIER.get(self.city, "wall")

    def __str__(self) -> str:
        walls = "".join(s for s in SIDES if s in self.walls) or f"no {self.barrier}s"
        return f"{self.building} {self.price} ({walls})"


class Card(BaseModel):
    """A card of the money deck: a money card, a scoring card (Wertungskarte), an
    exchange office (Wechselstube, expansion 1), a payment aid that lets one purchase be
    paid in either of its two currencies (``pays``); a diamond (expansion 2), a *joker*
    money card of its own currency that pays for any currency, but only together with
    other jokers (see :mod:`.money`); or a module's card that is handled when revealed
    (``Module.revealed_card``): a gate card ("gate", expansion 2), a character ("character",
    expansion 2, auctioned), a wall card ("wall", expansion 3). Modules add cards of their
    own with :func:`register_cards` (diamonds, the change's coins: money cards worth 1, gate,
    wall and character cards)."""

    model_config = ConfigDict(frozen=True)

    id: str
    kind: Literal["money", "scoring", "exchange", "diamond", "gate", "wall", "character",
                  "sultan"]
    currency: str | None = None
    value: int = 0
    scoring_round: int | None = None
    #: A payment aid's currencies: a purchase in one of them may be paid in any mix of them.
    pays: tuple[str, ...] = ()
    #: A money card that is more than its value (a master builder, expansion 4: it may also
    #: be discarded for an extra rebuild): never interchangeable with plain money of the same
    #: currency and value (see ``CARD_ROLE``). None: plain money, or no money.
    role: str | None = None

    @property
    def is_money(self) -> bool:
        """Taken from the display like money, several at a time within the limit of 5."""
        return self.kind in ("money", "diamond")

    @property
    def joker(self) -> bool:
        """Pays a purchase in any currency, but only with jokers of its own currency."""
        return self.kind == "diamond"

    def __str__(self) -> str:
        if self.kind == "scoring":
            return f"scoring card {'AB'[self.scoring_round - 1]}"
        if self.kind == "exchange":
            return f"exchange office {'/'.join(self.pays)}"
        return f"{self.value} {self.currency}"


def read_data(filename: str = "alhambra_components.json") -> dict:
    """A packaged data file of ``engine/alhambra/data/`` (read, not cached)."""
    text = resources.files("engine.alhambra").joinpath(f"data/{filename}")
    return json.loads(text.read_text(encoding="utf-8"))


_DATA = read_data()

FOUNTAIN = Tile(id="fountain", building="fountain", price=0, walls=frozenset(), start=True)

BASE_TILES: tuple[Tile, ...] = tuple(
    Tile(id=t["key"], building=t["type"], price=t["price"], walls=frozenset(t["walls"]))
    for t in _DATA["base_tiles"]
)

#: Every tile by id (modules add theirs through :func:`register_tiles`).
TILES: dict[str, Tile] = {FOUNTAIN.id: FOUNTAIN, **{t.id: t for t in BASE_TILES}}


#: Face id -> physical tile id, for two-faced tiles only (see :func:`physical`).
PHYSICAL: dict[str, str] = {}
#: Face id -> the face on the other side of the same physical tile.
OTHER_FACE: dict[str, str] = {}


def register_tiles(tiles: tuple[Tile, ...]) -> None:
    """Make a module's tiles known by id (idempotent)."""
    for tile in tiles:
        TILES[tile.id] = tile


def register_faces(physical_id: str, front: Tile, back: Tile) -> None:
    """Make a two-faced tile known: both faces by their ids, tied to ``physical_id``."""
    register_tiles((front, back))
    PHYSICAL[front.id] = PHYSICAL[back.id] = physical_id
    OTHER_FACE[front.id], OTHER_FACE[back.id] = back.id, front.id


#: Face id -> every face of its physical tile in turn order, for tiles that are built in
#: any rotation (the magic buildings: the rotation is a face, so placement, walls and
#: scoring read it unchanged).
ROTATIONS: dict[str, tuple[str, ...]] = {}


def register_rotations(physical_id: str, faces: tuple[Tile, ...]) -> None:
    """Make a tile built in any rotation known: each rotation a face tied to
    ``physical_id`` (the first face is the physical tile itself, as the bag holds it)."""
    register_tiles(faces)
    ids = tuple(face.id for face in faces)
    for face in ids:
        ROTATIONS[face] = ids
        if face != physical_id:
            PHYSICAL[face] = physical_id


def rotations(tile_id: str) -> tuple[str, ...]:
    """Every rotation of ``tile_id``'s physical tile (itself included); () for a tile
    that is not turned."""
    return ROTATIONS.get(tile_id, ())


def physical(tile_id: str) -> str:
    """The physical tile a face belongs to (a one-faced tile is its own)."""
    return PHYSICAL.get(tile_id, tile_id)


def other_face(tile_id: str) -> str | None:
    """The face on the back of ``tile_id``'s physical tile; None for one-faced tiles."""
    return OTHER_FACE.get(tile_id)


def building_words(building: str) -> str:
    """A building as players name it: "Residential quarter", "Tower"."""
    return building.replace("_", " ").capitalize()


def _money_cards() -> tuple[Card, ...]:
    money = _DATA["money"]
    cards = []
    for entry in money["cards"]:
        for copy in range(1, entry["copies"] + 1):
            cards.append(
                Card(
                    id=f"{entry['currency']}-{entry['value']}-{copy}",
                    kind="money",
                    currency=entry["currency"],
                    value=entry["value"],
                )
            )
    return tuple(cards)


#: The 108 money cards: 4 currencies x values 1..9 x 3 copies, ids like ``denar-7-2``.
MONEY_CARDS: tuple[Card, ...] = _money_cards()
SCORING_CARDS: tuple[Card, ...] = (
    Card(id="scoring-A", kind="scoring", scoring_round=1),
    Card(id="scoring-B", kind="scoring", scoring_round=2),
)
#: The cards of the base game's deck (money and scoring cards), by id.
BASE_CARDS: tuple[str, ...] = tuple(c.id for c in MONEY_CARDS + SCORING_CARDS)
#: The six exchange offices (expansion 1), one per pair of currencies, ids like
#: ``exchange-denar-guilder``; in the deck only when the module is on.
EXCHANGE_OFFICES: tuple[Card, ...] = tuple(
    Card(id=entry["id"], kind="exchange", pays=tuple(entry["currencies"]))
    for entry in _DATA["exchange_offices"]
)
CARDS: dict[str, Card] = {c.id: c for c in MONEY_CARDS + SCORING_CARDS + EXCHANGE_OFFICES}
#: The kinds of card that lie in the money display when revealed; a scoring card is scored,
#: and any other kind is handled by its module (``Module.revealed_card``).
DISPLAYED_KINDS: frozenset[str] = frozenset({"money", "exchange", "diamond"})
#: Card -> its value and its currency (asked for every payment and every way to take money;
#: :mod:`.money` reads them).
CARD_VALUE: dict[str, int] = {card.id: card.value for card in CARDS.values()}
CARD_CURRENCY: dict[str, str | None] = {card.id: card.currency for card in CARDS.values()}
#: The currencies of the joker cards (diamonds): each pays for any currency on its own.
JOKER_CURRENCIES: set[str] = set()
#: Card -> its ``Card.role``, for the money cards that have one (master builders): the
#: listings of payments and of ways to take money keep them apart from plain money.
CARD_ROLE: dict[str, str] = {}


def register_cards(cards: tuple[Card, ...]) -> None:
    """Make a module's cards known by id (idempotent; at import, before any game)."""
    for card in cards:
        CARDS[card.id] = card
        CARD_VALUE[card.id] = card.value
        CARD_CURRENCY[card.id] = card.currency
        if card.joker:
            JOKER_CURRENCIES.add(card.currency)
        if card.role is not None:
            CARD_ROLE[card.id] = card.role


#: Points by scoring round (1, 2, 3) and building, indexed by place (0 = 1st).
BASE_PAYOUTS: dict[int, dict[str, tuple[int, ...]]] = {
    number: {b: tuple(points) for b, points in _DATA["scoring"]["base"][
        "points_by_round_and_place"][letter].items()}
    for number, letter in ((1, "A"), (2, "B"), (3, "C"))
}

#: The rule book's starting money: cards are dealt until a player holds at least this much.
STARTING_MONEY = 20
#: "several cards totalling at most 5" (Geld nehmen).
TAKE_MONEY_LIMIT = 5
#: The money display (Geldkarten-Auslage) and the market hold four each.
DISPLAY_SIZE = 4
