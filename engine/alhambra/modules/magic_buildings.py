"""Magic buildings (Die magischen Gebäude), a promo (shared/EXPANSIONS.md "MG Magic
buildings", §0.5, §7, §8; the compendium of expansions, its setup list and "25. Magische
Gebäude"; components in shared/data/expansions.json ``modules.magic_buildings``, copied to
``data/magic_buildings.json``). Module name ``magic_buildings``; base game only (X1), with
two players (Dirk) and with expansions 1-5.

Components [PKM, C-setup]: 6 tiles, one per building type, each 1 dearer than the dearest
tile of its type: pavilion 9, seraglio 10, arcades 11, chambers 12, garden 13, tower 14.
**MG1** (walls): N (pavilion, seraglio), N+E (arcades, chambers), N+E+S (garden, tower).

Setup: the six go into the bag (``Module.bag_tiles``) [C-setup]. With two players Dirk may
draw them (§0.5); he scores majorities only, where they count as their type.

Turn [PKM, C §25]: bought like a building (in the market, by the vizier, by Abdul Karim,
paid with offices, diamonds, coins, master builders, a caravanserai; Knihstig's card
follows one of 10 or more; change is given for overpaying), built or reserved like a
building, rebuilt like any tile.

Rotation. **MG1**: the buyer picks the rotation and the tile keeps it afterwards (reserve,
rebuilding). Each rotation is a face of the one physical tile
(:func:`~.components.register_rotations`): ``magic-arcades`` (as printed, MG1's walls) and
``magic-arcades-r1``/``-r2``/``-r3``, turned a quarter, a half, three quarters clockwise.
The bag and the market hold the printed face; placement, walls, holes, the longest wall and
scoring read the face built, unchanged.

- MG4 (decision): the rotation is picked after paying, while the bought tile waits to be
  built or reserved (:class:`~.actions.RotateMagic`, free, as often as wanted until it is
  built or reserved; players see the rotations as "positions" 1-4). *Why:* between
  buying and building nothing else happens to the tile, so this is "beim Kauf"; every way
  a tile is bought (market, Karim, the end's distribution) leads through that wait. Any
  rotation may be picked (the reserve takes every rotation); the panel offers the rotations that fit
  somewhere in the Alhambra now, and the reserve.
- MG5 (decision): the vizier's purchase names its rotation with the purchase (the vizier
  builds at once: ``UseVizier.face``), as Granada's vizier names a side (V2).
- MG6 (decision): a magic building taken with a sultan card is built or reserved in the
  position the claim names (``ClaimWithSultan.face``), as the vizier's (the claim is a
  single act; SU×MG has no rule).
- MG7 (decision): at the end of the game (§7) a magic building handed out is built in the
  rotation its receiver picks, as a bought one (it is handed out "like a purchase").

Counts as its type for everything [C §25, §8 row MG]: majorities (with yards, Hakim, new
scoring tiles), building yards' counts, the caravanserai's types (KS3), bazaars' colours,
the treasure chamber's chests and the street trader's residents may stand on it, a city
gate may stand on it, a wooden wall may go on it, invaders and scouts, the sultan's type
(SU2). Its ``building`` is its type, so all of this holds without a line here.

- Culture tiles (AM×MG "-", AM2): not a building tile of a printed price; it never
  activates or counts (``Tile.magic``, :func:`.art_of_the_moors.is_building`).
- **MG3**: no bonus card matches a magic building (the cards name base tiles by id).
- **MG2**: APP's "orientation tiles" are ignored.

End (§7): magic buildings left in the market are handed out like buildings (AU×MG "+").

Not in this engine yet (promos built at the same time; the lead tests them after merging):
a magic building as a building site (BS×MG "+"), a portal beside one (PO3: it satisfies its
type), a certificate paying for one (EC×MG "+"), falcons matching its colour. The seam:
:func:`is_magic` (``Tile.magic``); a site's marker or a portal keyed by a tile id must accept
any rotation of it (:func:`~.components.physical` names the tile).

Hidden information: a magic building in the bag is secret like every tile there; once out
of the bag, its rotation is public.
"""

from __future__ import annotations

from collections.abc import Iterable

from ..actions import RotateMagic
from ..components import (
    SIDES,
    TILES,
    Tile,
    read_data,
    register_rotations,
    rotations,
)
from ..errors import IllegalAction
from ..kit import (
    with_player,
)
from ..state import GameState
from . import seam as modules

_DATA = read_data("magic_buildings.json")

#: Quarter turns clockwise: N -> E -> S -> W.
_TURN = {side: SIDES[(SIDES.index(side) + 1) % 4] for side in SIDES}


def _turned(walls: frozenset[str], quarters: int) -> frozenset[str]:
    for _ in range(quarters):
        walls = frozenset(_TURN[side] for side in walls)
    return walls


def face_id(physical_id: str, quarters: int) -> str:
    """The face of ``physical_id`` turned ``quarters`` quarter turns clockwise."""
    return physical_id if quarters % 4 == 0 else f"{physical_id}-r{quarters % 4}"


def _faces(entry: dict) -> tuple[Tile, ...]:
    walls = frozenset(entry["walls"])
    return tuple(Tile(id=face_id(entry["id"], q), building=entry["building_type"],
                      price=entry["price"], walls=_turned(walls, q), magic=True)
                 for q in range(4))


_ITEMS = _DATA["components"]["magic_building_tiles"]["items"]
for _entry in _ITEMS:
    register_rotations(_entry["id"], _faces(_entry))

#: The six physical magic buildings (their printed faces), pavilion to tower (MG1).
MAGIC_IDS: tuple[str, ...] = tuple(entry["id"] for entry in _ITEMS)


def is_magic(tile: str | None) -> bool:
    return tile is not None and tile in TILES and TILES[tile].magic


def quarters(tile: str) -> int:
    """How far ``tile`` (a magic face) is turned from print, in quarter turns clockwise."""
    return rotations(tile).index(tile)


def other_rotations(tile: str) -> tuple[str, ...]:
    """The rotations ``tile`` may be turned to (every other face of its tile, in turn
    order from it)."""
    faces = rotations(tile)
    if not faces:
        return ()
    at = faces.index(tile)
    return tuple(faces[(at + k) % len(faces)] for k in range(1, len(faces)))


def _rotate(state: GameState, seat: int, action: RotateMagic):
    """MG1/MG4: turn a bought magic building, still waiting to be built or reserved."""
    player = state.players[seat]
    if action.tile not in player.bought:
        raise IllegalAction("only a tile bought this turn, still waiting to be built, can be "
                            "turned", "engine-magic-not-waiting", tile=action.tile)
    if not is_magic(action.tile):
        raise IllegalAction("only a magic building can be turned", "engine-magic-not-magic",
                            tile=action.tile)
    if action.to not in other_rotations(action.tile):
        raise IllegalAction("that is no other rotation of this magic building",
                            "engine-magic-no-such-rotation", tile=action.tile)
    bought = list(player.bought)
    bought[bought.index(action.tile)] = action.to
    return with_player(state, seat, bought=tuple(bought)), []


class MagicBuildings(modules.Module):
    name = "magic_buildings"
    title = "Magic buildings"
    description = ("Six dearer buildings, one of each type, join the bag. Each counts as its "
                   "type everywhere, and you build it turned the way you choose.")
    rule_sets = ("alhambra",)
    bag_tiles = MAGIC_IDS
    handlers = {"rotate_magic": _rotate}
    # (in the action phase too: turning the tile never declines an exact payment's action)
    phase_actions = {phase: frozenset({"rotate_magic"})
                     for phase in ("action", "placing", "final_placing")}

    def placing_groups(self, state: GameState, seat: int, tile: str
                       ) -> Iterable[tuple[str | None, object]]:
        turns = other_rotations(tile)
        if turns:
            yield "rotate_magic", tuple(RotateMagic(tile=tile, to=to) for to in turns)

    def problems(self, state: GameState) -> list[str]:
        found = []
        turned = [t for t in state.market if is_magic(t) and quarters(t) != 0]
        if turned:
            found.append(f"magic buildings turned in the market: {turned}")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = MagicBuildings()
