"""Games and states for the computer players' rule tests: the module sets played, states
taken from whole games of the engine's random player, and whole games with every seat a
computer."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Sequence

from ai import LEVELS, choose_action, choose_rollwrite_action
from bot.alhambra import boxes
from engine import rollwrite
from engine.alhambra import (
    GameState,
    IllegalAction,
    apply,
    available_modules,
    everything,
    legal_actions,
    new_game,
)
from engine.alhambra.random_play import choose

#: The expansions' boxes (and the promos), each played whole: the bot's boxes of
#: ``/alhambra new``.
BOXES: dict[str, tuple[str, ...]] = dict(boxes.BOXES)


def alone(name: str) -> tuple[str, ...]:
    """A module with what it needs to be played (Granada's simplified scoring: Granada)."""
    needs = next(m for m in available_modules() if m.name == name).requires
    return (needs[0], name) if needs else (name,)


def module_sets() -> list[tuple[str, ...]]:
    """Every sensible module set: the base game, each module on offer alone, each box, all
    of them at once (``everything()``), and Granada and the combination with the modules
    they can be played with."""
    sets: list[tuple[str, ...]] = [()]
    sets += [alone(m.name) for m in available_modules()]
    sets += list(BOXES.values())
    sets.append(tuple(everything()))
    with_any = [m.name for m in available_modules()
                if m.rule_set is None and m.rule_sets is None and not m.requires]
    sets.append(("granada", "granada_simplified", *with_any))
    sets.append(("alhambra_granada", *with_any))
    return sets


def acting(state: GameState) -> tuple[int, ...]:
    """The seats that may act now (a window's, else the active seat)."""
    return state.active_seats


def kind_of_moment(state: GameState) -> str:
    """``window``, ``placing``, ``final_placing`` or ``turn``."""
    if state.flow.window_seats:
        return "window"
    return "turn" if state.flow.phase == "action" else state.flow.phase


def sampled_states(modules: Sequence[str], players: int, seed: int, per_kind: int = 2
                   ) -> list[GameState]:
    """States from one whole game of the engine's random player: up to ``per_kind`` each of
    turns, placing, windows and the final distribution, spread over the game."""
    state = new_game(players, seed=seed, modules=list(modules))
    rng = random.Random(seed)
    seen: dict[str, list[GameState]] = {}
    while not state.is_over:
        seen.setdefault(kind_of_moment(state), []).append(state)
        window = state.flow.window_seats
        seat = rng.choice(window) if window else state.active_seat
        state, _ = apply(state, seat, choose(state, seat, rng))
    picked = []
    for found in seen.values():
        step = max(1, len(found) // per_kind)
        picked += found[step // 2::step][:per_kind]
    return picked


def level_of(seat: int, seed: int) -> str:
    """Mixed levels: each seat its own, rotating with the seed."""
    return LEVELS[(seat + seed) % len(LEVELS)]


def computer_game(modules: Sequence[str], players: int, seed: int, *,
                  skip_to: int | None = None, max_moves: int = 6000
                  ) -> tuple[GameState, Counter[str]]:
    """A whole game with every seat a computer (mixed levels): each choice listed among the
    seat's legal actions and applied without ``IllegalAction``; the game must end within
    ``max_moves`` actions. ``skip_to``: once the first turns are played (every seat's
    first), the engine's random player plays on until the bag holds ``skip_to`` tiles,
    then the computers play the game out (a shorter game that still has its opening, its
    middle turns and the final distribution played by the computers). Returns the game at
    its end and how many choices the computers made at each kind of moment (turn, placing,
    window, final_placing)."""
    state = new_game(players, seed=seed, modules=list(modules))
    rng = random.Random(seed)
    opening = 3 * players
    decided: Counter[str] = Counter()
    while not state.is_over:
        assert state.moves < max_moves, f"stuck: no end after {max_moves} actions"
        window = state.flow.window_seats
        seat = rng.choice(window) if window else state.active_seat
        if skip_to is not None and state.moves >= opening and len(state.bag) > skip_to:
            state, _ = apply(state, seat, choose(state, seat, rng))
            continue
        action = choose_action(state, seat, level_of(seat, seed), random.Random(rng.random()))
        decided[kind_of_moment(state)] += 1
        assert action in legal_actions(state, seat).of_kind(action.kind), \
            f"move {state.moves}: seat {seat} chose {action!r}, not among its legal actions"
        try:
            state, _ = apply(state, seat, action)
        except IllegalAction as error:  # pragma: no cover - the failure reported
            raise AssertionError(f"move {state.moves}: seat {seat}: {action!r}: {error}") \
                from error
    return state, decided


# -- Roll & Write ---------------------------------------------------------------------------

#: (players, options): the modes a table can play.
ROLLWRITE_GAMES: list[tuple[int, dict]] = [
    (3, {"mode": "simultaneous"}),
    (4, {"mode": "classic"}),
    (2, {"mode": "classic"}),
    (1, {"opponents": 2}),
    (1, {"opponents": 3, "beat_them": True}),
    (1, {"mode": "classic", "opponents": 2}),
]


def rollwrite_game(players: int, options: dict, seed: int,
                   each: Callable[[rollwrite.GameState, int], None] | None = None,
                   max_moves: int = 3000) -> rollwrite.GameState:
    """A whole Roll & Write game with every seat a computer (mixed levels), each choice
    listed and applied without ``IllegalAction``; ``each(state, seat)`` before every
    choice."""
    state = rollwrite.new_game(players, seed=seed, **options)
    rng = random.Random(seed)
    while not state.is_over:
        assert state.moves < max_moves, f"stuck: no end after {max_moves} actions"
        seat = rng.choice(state.active_seats)
        if each is not None:
            each(state, seat)
        action = choose_rollwrite_action(state, seat, level_of(seat, seed),
                                         random.Random(rng.random()))
        assert action in list(rollwrite.legal_actions(state, seat)), \
            f"move {state.moves}: seat {seat} chose {action!r}, not among its legal actions"
        try:
            state, _ = rollwrite.apply(state, seat, action)
        except rollwrite.IllegalAction as error:  # pragma: no cover - the failure reported
            raise AssertionError(f"move {state.moves}: seat {seat}: {action!r}: {error}") \
                from error
    return state
