"""Whole games of the engine's random player with their logs as the store keeps them:
(seat, action, at) entries, the clock a minute and some seconds on per entry."""

from __future__ import annotations

import random
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta

from engine import rollwrite
from engine.alhambra import GameState, apply, new_game
from engine.alhambra.random_play import choose, start_choice
from engine.rollwrite.random_play import choose as choose_rollwrite

START = datetime(2026, 1, 1, tzinfo=UTC)


def clock(rng: random.Random):
    """Times a little apart, each later than the one before."""
    now = START
    while True:
        now += timedelta(seconds=rng.randrange(1, 600))
        yield now


def logged_game(players: int, seed: int, modules: Sequence[str] = (), *,
                restart_chance: float = 0.0):
    """(initial state, final state, log, events per entry) of one whole random game."""
    initial = state = new_game(players, seed=seed, modules=list(modules))
    rng = random.Random(seed)
    times = clock(random.Random(seed + 1))
    log, answered = [], []
    while not state.is_over:
        window = state.flow.window_seats
        kept = start_choice(state, window)
        if kept is not None:
            seat, action = kept
        else:
            seat = rng.choice(window) if window else state.active_seat
            action = choose(state, seat, rng, restart_chance)
        state, events = apply(state, seat, action)
        log.append((seat, action, next(times)))
        answered.append(events)
    return initial, state, log, answered


def logged_rollwrite(players: int, seed: int, **options):
    """The same for Roll & Write (simultaneous rounds: every waiting seat acts in turn)."""
    initial = state = rollwrite.new_game(players, seed=seed, **options)
    rng = random.Random(seed)
    times = clock(random.Random(seed + 1))
    log, answered = [], []
    while not state.is_over:
        seat = rng.choice(state.active_seats)
        action = choose_rollwrite(state, seat, rng, turn_chance=0.5, restart_chance=0.1)
        state, events = rollwrite.apply(state, seat, action)
        log.append((seat, action, next(times)))
        answered.append(events)
    return initial, state, log, answered


__all__ = ["GameState", "START", "logged_game", "logged_rollwrite"]
