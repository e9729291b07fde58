"""The statistics pictures' examples (issue 29), from whole random games whose log is timed
as a table's might be (a turn every few hours): an Alhambra + Granada game of four, its
second seat a computer (untimed, issue 38), and a Roll & Write game of three. Kept apart from
:mod:`rendering.samples`, which calls it."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from engine import rollwrite
from engine.alhambra import apply, new_game
from engine.alhambra.random_play import choose
from engine.rollwrite.random_play import choose as choose_rollwrite
from records.rw_statistics import rollwrite_statistics
from records.statistics import statistics

from .rollwrite.statistics import render_rollwrite_statistics
from .sample_games import NAMES
from .statistics import render_module_statistics, render_statistics

START = datetime(2026, 1, 1, tzinfo=UTC)


def _names(players: int) -> list[str]:
    names = list(NAMES[:players])
    names[1] = "🤖 Hard"
    return names


def _later(rng: random.Random, now: datetime) -> datetime:
    return now + timedelta(minutes=rng.randrange(1, 300))


def alhambra_statistics(players: int = 4, seed: int = 3,
                        modules: tuple[str, ...] = ("alhambra_granada",)):
    state = initial = new_game(_names(players), seed=seed, modules=list(modules))
    rng, clock, now, log = random.Random(seed), random.Random(seed + 1), START, []
    while not state.is_over:
        window = state.flow.window_seats
        seat = rng.choice(window) if window else state.active_seat
        action = choose(state, seat, rng)
        state, _ = apply(state, seat, action)
        now = _later(clock, now)
        log.append((seat, action, now))
    return statistics(initial, log, started_at=START, computers={1: 0})  # 🤖 Hard


def rollwrite_example_statistics(players: int = 3, seed: int = 3):
    state = initial = rollwrite.new_game(_names(players), seed=seed)
    rng, clock, now, log = random.Random(seed), random.Random(seed + 1), START, []
    while not state.is_over:
        seat = rng.choice(state.active_seats)
        action = choose_rollwrite(state, seat, rng, turn_chance=0.3)
        state, _ = rollwrite.apply(state, seat, action)
        now = _later(clock, now)
        log.append((seat, action, now))
    return rollwrite_statistics(initial, log, started_at=START, computers={1: 0})


#: A game of expansions 4 and 5 for the modules' own figures (issue 38).
MODULE_EXAMPLE = ("treasure_chamber", "master_builders", "invaders", "bazaars",
                  "caravanserai", "art_of_the_moors", "sultan", "falcons")


def statistics_examples() -> dict[str, bytes]:
    return {"statistics.png": render_statistics(alhambra_statistics()),
            "statistics-modules.png": render_module_statistics(
                alhambra_statistics(seed=4, modules=MODULE_EXAMPLE)),
            "rollwrite-statistics.png": render_rollwrite_statistics(
                rollwrite_example_statistics())}
