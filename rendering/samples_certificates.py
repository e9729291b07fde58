"""The exchange certificates' example pictures (expansion 6), from one real random game
with the certificates and the change: the overview of the first turn's start after a scoring
where the seats hold the most stones (the stones left under the money display, each seat's
stones in its panel) and the hand of the seat holding the most (its certificates as cards).
Kept apart from :mod:`rendering.samples`, which calls it."""

from __future__ import annotations

from engine.alhambra import view

from . import render_hand, render_overview
from .modules.exchange_certificate import seat_stones
from .sample_games import game_states, named

#: The modules of the example game.
MODULES = ("exchange_certificate", "change")


def certificates_examples(players: int = 4, seed: int = 6) -> dict[str, bytes]:
    states = [s for s in game_states(players, seed, MODULES)
              if s.flow.phase == "action" and not s.is_over and s.scorings]

    def shown(state) -> int:
        public = view(state, None)
        return sum(len(seat_stones(public, s)) for s in range(players))

    state = max(states, key=shown)
    public = named(view(state, None))
    seat = max(range(players), key=lambda s: (len(seat_stones(public, s)), -s))
    return {"certificates-overview.png": render_overview(public),
            "certificates-hand.png": render_hand(named(view(state, seat)))}
