"""Expansion 5, "Die Macht des Sultans": the new scoring tiles (Wertungskärtchen). Module name:
``new_scoring_tiles`` (EXPANSIONS.md §4 NS, sourced, no defaults of its own there).

Components (``data/new_scoring_tiles.json``, from the shared ``expansions.json``): 18 tiles,
each ordering the 6 building types in slots 1-6, and a points board [T5, BGG-5, APP].

- Setup: "Drei Wertungskärtchen werden an ihren vorgesehenen Ort gelegt, der Rest wird
  abgelegt" [C-setup, BG5]: three tiles drawn at random (from the seeded setup draw), one
  for each scoring round; the other 15 are out of the game.
- Scoring (§0.4 step 1) [APP, B]: in round r the type in slot s scores like the base game's
  row s of the scoring table (row 1 pavilion ... row 6 tower): round 1 pays row s's round-1
  points, round 2 row s's round-2 points (s+7 / s), round 3 row s's (s+15 / s+7 / s). The
  rule set's ``payouts`` says what each place pays (:class:`NewScoringRules`, a rules
  mixin), so every majority reads it: the seats', Dirk's (two players) and Hakim Wahid's
  half building (characters: he picks his type by the tile's points).
- Yards, bonus cards, magic buildings and Hakim count as usual [C §20]: they change the
  counts, never the table; ties share places as in the base game.
- Not with Granada or the combination (X1: the tiles order the base game's types).

Decisions where the sources are silent:

- NS1: all three tiles lie face up from the start: everyone sees which tile scores which
  round (the view, the market picture and ``/alhambra rules``). *Why:* C-setup lays them
  "an ihren vorgesehenen Ort" at setup and no source turns one later.
- NS2: a scoring card drawn mid-turn (X4) or by any other draw scores with the tile of its
  round, like every scoring; the final scoring is round 3's tile.
- NS3: the tiles never change during the game (no module moves them), so restarting a
  turn, replaying and a seat leaving leave them alone.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..components import BASE_PAYOUTS, BUILDINGS, read_data
from ..kit import (
    RuleSet,
)
from . import seam as modules

if TYPE_CHECKING:
    from ..state import GameState

_DATA = read_data("new_scoring_tiles.json")
#: Tile id -> the building types in slots 1..6.
SCORING_TILES: dict[str, tuple[str, ...]] = {
    entry["id"]: tuple(entry["slots"]) for entry in _DATA["tiles"]}
#: One tile for each scoring round.
ROUNDS = 3
#: ``modules_state`` key: the tiles of rounds 1, 2, 3 (public, NS1).
KEY = "new_scoring_tiles.tiles"
NAME = "new_scoring_tiles"


def tiles(state: GameState) -> tuple[str, ...]:
    """The tiles of rounds 1, 2 and 3 (empty when the module is not played)."""
    return tuple(state.modules_state.get(KEY) or ())


def tile_of(state: GameState, number: int) -> str | None:
    """The tile that scores round ``number`` (1-3), or None."""
    found = tiles(state)
    return found[number - 1] if 1 <= number <= len(found) else None


def slot_payouts(tile: str, number: int) -> dict[str, tuple[int, ...]]:
    """What each place pays for each type in round ``number`` with ``tile``: the type in
    slot s takes the base game's row s (row s is ``BUILDINGS[s - 1]``)."""
    return {building: BASE_PAYOUTS[number][BUILDINGS[slot]]
            for slot, building in enumerate(SCORING_TILES[tile])}


def round_rows(state: GameState, number: int) -> tuple[str, ...] | None:
    """The building types in the order of the scoring table's rows for round ``number``
    (row 1 first), or None when no tile scores it (for the pictures and texts)."""
    tile = tile_of(state, number)
    return SCORING_TILES[tile] if tile else None


class NewScoringRules(RuleSet):
    """The scoring table by the round's tile (the rest of the rule set unchanged)."""

    def payouts(self, state: GameState, number: int) -> dict[str, tuple[int, ...]]:
        tile = tile_of(state, number)
        if tile is None:
            return super().payouts(state, number)
        return slot_payouts(tile, number)

    def rows(self, state: GameState, number: int) -> tuple[str, ...]:
        return round_rows(state, number) or super().rows(state, number)


class NewScoringTiles(modules.Module):
    name = NAME
    title = "New scoring tiles"
    description = ("Three scoring tiles, one per scoring, face up from the start: each "
                   "reorders the buildings, so the first on it scores like pavilions and the "
                   "last like towers.")
    rule_sets = (modules.BASE_RULE_SET,)
    rules_mixin = NewScoringRules

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        drawn = rng.sample(sorted(SCORING_TILES, key=_number), ROUNDS)
        return state.model_copy(update={"modules_state": {**state.modules_state, KEY: drawn}})

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """Public (NS1): each round's tile and the types in its slots 1-6."""
        return {"tiles": [{"round": number, "tile": tile, "slots": list(SCORING_TILES[tile])}
                          for number, tile in enumerate(tiles(state), start=1)]}

    def problems(self, state: GameState) -> list[str]:
        found = tiles(state)
        if len(found) != ROUNDS or len(set(found)) != ROUNDS or any(
                t not in SCORING_TILES for t in found):
            return [f"the new scoring tiles are {list(found)!r}, not {ROUNDS} different tiles"]
        return []


def _number(tile: str) -> int:
    return int(tile.rsplit("-", 1)[1])


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = NewScoringTiles()
