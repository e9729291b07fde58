"""The board game's computer player.

A first player, so that tables can seat computers while the levels are built: every level
plays a legal action drawn at random as :mod:`engine.alhambra.random_play` draws one (a
book action, then a kind, then an action), never undoing its turn.
"""

from __future__ import annotations

import random

from engine.alhambra import Action, GameState
from engine.alhambra.random_play import choose

#: The levels, weakest first.
LEVELS = ("easy", "medium", "hard")


def choose_action(state: GameState, seat: int, level: str = "hard",
                  rng: random.Random | None = None) -> Action:
    """A legal action of ``seat`` now (``level``: one of :data:`LEVELS`)."""
    if level not in LEVELS:
        raise ValueError(f"no such level: {level!r}")
    return choose(state, seat, rng or random.Random(0))
