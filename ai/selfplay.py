"""Whole games between computer policies, for the benchmark and tests.

Each seat has a policy by name (:data:`.player.POLICIES`). Out-of-turn windows ask their
seats in seat order. A choice the engine refuses is counted as illegal (and replaced by
the first legal action, so the game goes on); a game that does not end within
``max_moves`` is counted as stuck.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.alhambra import GameState, IllegalAction, apply, legal_actions, new_game

from .player import choose_policy


@dataclass
class GameResult:
    scores: list[int]
    winners: list[int]
    illegal: int = 0
    stuck: bool = False
    moves: int = 0
    final: GameState | None = field(default=None, repr=False)

    def share(self, seat: int) -> float:
        """The seat's share of the win (ties split it)."""
        return 1 / len(self.winners) if seat in self.winners else 0.0


def acting_seat(state: GameState) -> int:
    """The seat the game waits for next (a window's first seat, else the active one)."""
    seats = state.active_seats
    return seats[0] if seats else state.active_seat


def play_game(policies: Sequence[str], seed: int, modules: Sequence[str] = (), *,
              max_moves: int = 5000,
              on_decision: Callable[[GameState, int, Callable], object] | None = None,
              ) -> GameResult:
    """One game, seat ``i`` played by ``policies[i]``; ``on_decision(state, seat, decide)``
    may wrap each decision (to time it) and must return ``decide()``."""
    state = new_game(len(policies), seed=seed, modules=list(modules))
    rngs = [random.Random(seed * 31 + i) for i in range(len(policies))]
    illegal = 0
    count = 0
    while not state.is_over:
        if count >= max_moves:
            return GameResult(state.scores, [], illegal, True, count, state)
        seat = acting_seat(state)

        def decide(state=state, seat=seat):
            return choose_policy(policies[seat], state, seat, rngs[seat])

        action = on_decision(state, seat, decide) if on_decision else decide()
        try:
            state, _ = apply(state, seat, action)
        except IllegalAction:
            illegal += 1
            state, _ = apply(state, seat, legal_actions(state, seat)[0])
        count += 1
    return GameResult(state.scores, list(state.winners), illegal, False, count, state)
