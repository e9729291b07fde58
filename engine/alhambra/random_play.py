"""Random legal play, to drive whole games in property tests and benchmarks.

The driver picks one of the rule book's three actions uniformly (take money, buy a tile,
rebuild the Alhambra, p. 4), then one of its kinds (the combination's two tiles of a slot,
the three ways to rebuild), then an action of that kind: buying is as likely as taking
money however many payments or cells there are, and a variant with many kinds of action
is not played more for that. In the placing phase each kind (place, reserve, a module's)
is as likely. It never restarts a turn unless asked to with ``restart_chance``.

(Until the combination, a kind was picked uniformly among all kinds. With the combination's
second tile per slot and the three rebuilds, that made taking money one choice in six: the
random combination game grew to 170 turns a player, reserves of 20-30 tiles, and measured
rebuilding more than anything a player does.)

It asks the listing only what it needs (``LegalActions.has`` and ``of_kind``, the cheapest
kinds first), which picks exactly as choosing from the whole listing would.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from .actions import Action
from .rules import apply, legal_actions
from .setup import new_game
from .state import GameState

#: The rule book's three actions (p. 4: take money, buy a tile, rebuild the Alhambra) that
#: an action kind belongs to; every other kind stands for itself.
BOOK_ACTION = {"buy_second": "buy", "rebuild_place": "rebuild", "rebuild_remove": "rebuild",
               "rebuild_exchange": "rebuild"}


#: The order in which to find out whether a kind has any legal action: the cheapest first
#: (an exchange looks at a cell's neighbours, a removal walks the plane, a new place also
#: looks around every empty cell), others after them in listing order.
_CHECK_FIRST = ("rebuild_exchange", "rebuild_remove")


def _check_order(kind: str) -> int:
    return _CHECK_FIRST.index(kind) if kind in _CHECK_FIRST else len(_CHECK_FIRST)


def choose(state: GameState, seat: int, rng: random.Random, restart_chance: float = 0.0):
    legal = legal_actions(state, seat)
    has = legal.has
    by_action: dict[str, list[str]] = {}
    for kind in legal.candidate_kinds():
        by_action.setdefault(BOOK_ACTION.get(kind, kind), []).append(kind)
    for action, kinds in list(by_action.items()):
        if len(kinds) > 1:
            kinds.sort(key=_check_order)
            if not any(map(has, kinds)):
                del by_action[action]
        elif not has(kinds[0]):
            del by_action[action]
    if "restart_turn" in by_action and rng.random() >= restart_chance and len(by_action) > 1:
        del by_action["restart_turn"]
    kinds = by_action[rng.choice(sorted(by_action))]
    if len(kinds) > 1:
        kinds.sort()
        rng.shuffle(kinds)  # the first that has actions: each such kind is as likely
        kind = next(filter(has, kinds))
    else:
        kind = kinds[0]
    return rng.choice(legal.of_kind(kind))


def play_random_game(
    players: int,
    seed: int,
    rng: random.Random,
    *,
    restart_chance: float = 0.0,
    max_moves: int = 20_000,
    on_step: Callable[[GameState, Action, GameState, list], None] | None = None,
    modules: Sequence[str] = (),
) -> tuple[GameState, list[Action]]:
    """Play one whole game (with the rule ``modules``, e.g. ``["granada"]``); returns the
    final state and the actions in order."""
    state = new_game(players, seed=seed, modules=list(modules))
    actions = []
    while not state.is_over:
        if len(actions) >= max_moves:
            raise RuntimeError(f"game {seed} did not end within {max_moves} moves")
        seat = state.active_seat
        action = choose(state, seat, rng, restart_chance)
        new_state, events = apply(state, seat, action)
        actions.append(action)
        if on_step is not None:
            on_step(state, action, new_state, events)
        state = new_state
    return state, actions
