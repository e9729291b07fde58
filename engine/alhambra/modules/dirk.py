"""The two-player rule (Sonderregel für das Spiel zu zweit, rule book p. 7).

One copy of every money card leaves the game (72 remain). Dirk, an imaginary third player,
takes no turns and builds no Alhambra, but collects tiles: 6 at the start, 6 more right
after scoring round 1 and a third of the bag (rounded down) right after round 2. He scores
majorities, never walls. A player may give a tile they bought to Dirk instead of keeping it.

Which face of a two-faced tile Dirk's tiles show is the rule set's choice
(``RuleSet.lay_out``): Granada shows his first six even side up and later ones as the black
marker says (rule book p. 11). A tile given to him keeps the face it shows.
"""

from __future__ import annotations

import random

from ..actions import GiveToDirk
from ..components import CARDS
from ..errors import IllegalAction
from ..events import DirkReceived, TileGivenToDirk
from ..kit import (
    is_site,
    rules_of,
)
from ..state import GameState
from . import seam as modules

START_TILES = 6
AFTER_ROUND_ONE = 6


def _not_bought(state: GameState, tile: str) -> bool:
    """A tile a module keeps outside the bag (a building yard) was taken, not bought: it is
    built or reserved, never given to Dirk; nor is a building site (X5, BS5)."""
    return is_site(state, tile) or \
        any(tile in module.own_tiles for module in modules.active_modules(state))


def _give(state: GameState, seat: int, action: GiveToDirk):
    player = state.players[seat]
    if action.tile not in player.bought or _not_bought(state, action.tile):
        raise IllegalAction(f"you can give Dirk only a tile you bought this turn ({action.tile})",
                            "engine-dirk-only-bought", tile=action.tile)
    bought = list(player.bought)
    bought.remove(action.tile)
    players = list(state.players)
    players[seat] = player.model_copy(update={"bought": tuple(bought)})
    new = state.model_copy(update={"players": tuple(players), "dirk": state.dirk + (action.tile,)})
    return new, [TileGivenToDirk(seat=seat, tile=action.tile)]


def _draw(state: GameState, count: int, *, setup: bool = False) -> tuple[GameState, list]:
    tiles = rules_of(state).lay_out(state, state.bag[:count], setup=setup)
    new = state.model_copy(update={"bag": state.bag[count:], "dirk": state.dirk + tiles})
    return new, [DirkReceived(tiles=tiles)] if tiles else []


class Dirk(modules.Module):
    name = "dirk"
    title = "Two players with Dirk"
    description = "With two players an imaginary third player, Dirk, collects tiles and scores."
    selectable = False
    handlers = {"give_to_dirk": _give}
    phase_actions = {"placing": frozenset({"give_to_dirk"})}

    def money_cards(self, cards: list[str]) -> tuple[list[str], list[str]]:
        # One card of each (currency, value) leaves the game: the third copy.
        kept = [c for c in cards if not c.endswith("-3") or CARDS[c].kind != "money"]
        return kept, [c for c in cards if c not in kept]

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        state = state.model_copy(update={"dirk": ()})
        return _draw(state, START_TILES, setup=True)[0]

    def placing_actions(self, state: GameState, seat: int, tile: str):
        if state.flow.phase == "placing" and not _not_bought(state, tile):
            yield GiveToDirk(tile=tile)

    def scoring_participants(self, state: GameState) -> list[tuple[str, ...]]:
        return [state.dirk or ()]

    def after_scoring(self, state: GameState, round_number: int) -> tuple[GameState, list]:
        if round_number == 1:
            return _draw(state, AFTER_ROUND_ONE)
        if round_number == 2:
            return _draw(state, len(state.bag) // 3)
        return state, []


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = Dirk()
