"""Games for the example pictures: every state of one random game, and friendlier names
than "Player 1" (shared by :mod:`.samples` and the expansions' own sample modules)."""

from __future__ import annotations

import random

from engine.alhambra import PublicView
from engine.alhambra.random_play import play_random_game
from engine.alhambra.state import GameState


def game_states(players: int, seed: int, modules: tuple[str, ...] = ()) -> list[GameState]:
    """Every state of one random game, from the first move to the end."""
    states: list[GameState] = []
    final, _ = play_random_game(
        players, seed, random.Random(seed), on_step=lambda _a, _b, new, _e: states.append(new),
        modules=modules,
    )
    assert states[-1] is final
    return states


NAMES = ("Amira", "Ben", "Carmen", "Dmitri", "Elif", "Farid")


def named(public: PublicView) -> PublicView:
    """``public`` with friendlier names than "Player 1" (for the example pictures)."""
    players = tuple(p.model_copy(update={"name": NAMES[p.seat % len(NAMES)]})
                    for p in public.players)
    return public.model_copy(update={"players": players})
