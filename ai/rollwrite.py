"""The Roll & Write computer player.

A first player, so that tables can seat computers while the levels are built: a legal
action drawn at random as :mod:`engine.rollwrite.random_play` draws one, never undoing.
"""

from __future__ import annotations

import random

from engine.rollwrite import Action, GameState
from engine.rollwrite.random_play import choose

from .player import LEVELS


def choose_rollwrite_action(state: GameState, seat: int, level: str = "hard",
                            rng: random.Random | None = None) -> Action:
    """A legal action of Roll & Write ``seat`` now (``level``: one of :data:`LEVELS`)."""
    if level not in LEVELS:
        raise ValueError(f"no such level: {level!r}")
    return choose(state, seat, rng or random.Random(0), restart_chance=0.0)
