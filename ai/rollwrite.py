"""The Roll & Write computer player.

Every level sees only what its seat sees (``view(state, seat)``: its sheet and dice, the
others' sheets, the score sheet; never the seed or roll counter the coming dice follow
from) and plays one legal action at a time, never "restart turn":

- ``hard``: plans the whole turn within its dice (:mod:`.rw_plan`): turning dice,
  one or two buildings, or coins, judged by the points the sheet may expect at the end
  (:mod:`.rw_eval`); keeps the most useful pair in classic mode.
- ``medium``: the greedy baseline (:mod:`.rw_baselines`): the dice as they fall, the
  action after which its sheet would score most if the game ended now (RW-AI5: measured,
  the hard judgement without turning dice was weaker than that).
- ``easy``: the greedy choice half the time, otherwise a random building.

Decisions (ids in the modules): RW-AI1 the smooth rank of the majorities, RW-AI2 a coin's
worth while rounds are left, RW-AI3 only the current roll is planned with, RW-AI4 a column
filled now wins the race for its place, RW-AI5 medium is the greedy baseline.
"""

from __future__ import annotations

import random

from engine.rollwrite import Action, GameState, legal_actions, view

from .player import LEVELS
from .rw_baselines import greedy_action, random_action
from .rw_eval import Table
from .rw_plan import best_keep, first_step, plans

#: Easy: the chance of a random building instead of the greedy choice.
EASY_RANDOM = 0.5


def choose_rollwrite_action(state: GameState, seat: int, level: str = "hard",
                            rng: random.Random | None = None) -> Action:
    """A legal action of Roll & Write ``seat`` now (``level``: one of :data:`LEVELS`)."""
    if level not in LEVELS:
        raise ValueError(f"no such level: {level!r}")
    rng = rng or random.Random(0)
    legal = legal_actions(state, seat)
    if not legal:
        raise ValueError(f"seat {seat} may not act now")
    if level == "easy":
        if rng.random() < EASY_RANDOM:
            return random_action(state, seat, rng)
        return greedy_action(state, seat, rng)
    if level == "medium":
        return greedy_action(state, seat, rng)
    table = Table(view(state, seat))
    if state.step == "keep":
        return best_keep(table, list(legal))
    found = plans(table, state.round)
    best = None
    for plan in found:
        if plan.better_than(best):
            best = plan
    action = first_step(table, best, state.round)
    if action in list(legal):
        return action
    return next(a for a in legal if a.kind == "gain_coins")  # pragma: no cover - a plan bug
