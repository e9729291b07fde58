"""Random legal play, to drive whole games in property tests and benchmarks.

Each step picks a random seat among those that may act now (several in simultaneous mode),
then an action kind, then an action of that kind. Crossing a building is preferred when
possible (``cross_chance``), as players do, so columns fill and places are taken; turning
a die and restarting the turn are drawn rarely (``turn_chance``, ``restart_chance``), so
the coins are not all spent on dice and games move on.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from .actions import Action, RetireSeat
from .rules import apply, legal_actions
from .setup import new_game
from .state import GameState


def choose(
    state: GameState,
    seat: int,
    rng: random.Random,
    *,
    cross_chance: float = 0.75,
    turn_chance: float = 0.15,
    restart_chance: float = 0.05,
) -> Action:
    by_kind: dict[str, list[Action]] = {}
    for action in legal_actions(state, seat):
        by_kind.setdefault(action.kind, []).append(action)
    for kind, chance in (("turn_die", turn_chance), ("restart_turn", restart_chance)):
        if kind in by_kind and len(by_kind) > 1 and rng.random() >= chance:
            del by_kind[kind]
    if "cross" in by_kind and rng.random() < cross_chance:
        return rng.choice(by_kind["cross"])
    kind = rng.choice(sorted(by_kind))
    return rng.choice(by_kind[kind])


def play_random_game(
    players: int | Sequence[str],
    seed: int,
    rng: random.Random,
    *,
    max_moves: int = 5_000,
    on_step: Callable[[GameState, int, Action, GameState, list], None] | None = None,
    retire_chance: float = 0.0,
    **options,
) -> tuple[GameState, list[tuple[int, Action]]]:
    """Play one whole game; returns the final state and the (seat, action) pairs in order.

    With ``retire_chance``, before each step a random seat still playing (whether it has to
    act or not) retires with that chance (:class:`~.actions.RetireSeat`).
    """
    state = new_game(players, seed=seed, **options)
    played: list[tuple[int, Action]] = []
    while not state.is_over:
        if len(played) >= max_moves:
            raise RuntimeError(f"game {seed} did not end within {max_moves} moves")
        if retire_chance and rng.random() < retire_chance:
            seat = rng.choice(state.playing_seats)
            action: Action = RetireSeat()
        else:
            seat = rng.choice(state.active_seats)
            action = choose(state, seat, rng)
        new_state, events = apply(state, seat, action)
        played.append((seat, action))
        if on_step is not None:
            on_step(state, seat, action, new_state, events)
        state = new_state
    return state, played
