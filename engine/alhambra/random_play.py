"""Random legal play, to drive whole games in property tests and benchmarks.

The driver first picks an action kind uniformly, then an action of that kind, so buying is
as likely as taking money however many payments or cells there are. It never restarts a
turn unless asked to with ``restart_chance``.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from itertools import groupby
from operator import attrgetter

from .actions import Action
from .rules import apply, legal_actions
from .setup import new_game
from .state import GameState

_KIND = attrgetter("kind")


def choose(state: GameState, seat: int, rng: random.Random, restart_chance: float = 0.0):
    by_kind: dict[str, list[Action]] = {}
    for kind, actions in groupby(legal_actions(state, seat), _KIND):  # listed kind by kind
        by_kind.setdefault(kind, []).extend(actions)
    if "restart_turn" in by_kind and rng.random() >= restart_chance and len(by_kind) > 1:
        del by_kind["restart_turn"]
    kind = rng.choice(sorted(by_kind))
    return rng.choice(by_kind[kind])


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
