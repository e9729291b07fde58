"""The board game's computer player: three levels and the two baselines they are measured
against.

- ``easy``: the greedy baseline's choices, but one turn in two a random money take or
  exact buy instead (sensible, never silly: it never overpays by chance, and builds next to
  its tiles).
- ``medium``: the look-ahead baseline itself (:mod:`.planner` ``LOOKAHEAD``; AI7: the issue
  asks medium to be about as strong as look-ahead, and playing it is exactly that).
- ``hard``: whole turns planned with every scoring still to come (:mod:`.planner` ``HARD``).
- ``greedy`` and ``lookahead`` (policies, not levels): the baselines of the issue, for the
  benchmark and tests.

Every choice is one of ``legal_actions(state, seat)`` (AI2); whatever an evaluation cannot
read falls back on :func:`.common.default_choice`, and an evaluation that fails for a
module's state does too (a computer seat must never stall a table).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from engine.alhambra import CURRENCIES, Action, GameState

from .common import default_choice, in_window, moves
from .evaluate import can_pay_exactly, money_of, tile_of
from .greedy import turn_choice
from .planner import HARD, LOOKAHEAD, Judge, Planner, Style, most_neighbours, place_choice

#: The levels, weakest first.
LEVELS = ("easy", "medium", "hard")
#: Every policy by name: the levels and the baselines.
POLICIES = LEVELS + ("greedy", "lookahead")
#: A vizier use must gain at least this much (points of the judged position) to be taken.
VIZIER_GAIN = 3.0


def _placing(state: GameState, seat: int, actions: Sequence[Action], style: Style | None
             ) -> Action | None:
    kinds = {a.kind for a in actions}
    if kinds & {"place", "place_gate", "reserve"} and state.players[seat].bought:
        if style is None:
            return most_neighbours(state, seat, actions)
        return place_choice(state, seat, actions, style)
    if kinds == {"end_turn"}:
        return actions[0]
    return None


def _window(state: GameState, seat: int, actions: Sequence[Action], style: Style | None
            ) -> Action | None:
    """Out of turn: a vizier use clearly worth it (judged levels only), else a pass."""
    uses = [a for a in actions if a.kind == "use_vizier" and not a.bazaar and not a.turn
            and not a.second]
    if style is None or not uses:
        return None
    judge = Judge(state, seat, style)
    grid = judge.table.grids[seat]
    hand = state.players[seat].hand
    market = dict(zip(CURRENCIES, state.market, strict=False))
    base = judge.value(grid) + judge.money(hand, market, {})
    best, chosen = VIZIER_GAIN, None
    for action in uses:
        tile_id = action.face or market.get(action.slot)
        tile = tile_of(tile_id) if tile_id else None
        if tile is None or action.reserve:
            continue
        trial = dict(grid)
        trial[(action.x, action.y)] = tile
        left = list(hand)
        for card in action.cards:
            if card in left:
                left.remove(card)
        gain = judge.value(trial) + judge.money(left, market, {}) - base
        if gain > best:
            best, chosen = gain, action
    return chosen


def _easy_turn(state: GameState, seat: int, actions: Sequence[Action], rng: random.Random
               ) -> Action | None:
    if rng.random() < 1 / 2:
        market = dict(zip(CURRENCIES, state.market, strict=False))
        sensible = [a for a in actions if a.kind == "take_money" or (
            a.kind == "buy" and market.get(a.slot) and tile_of(market[a.slot]) is not None
            and money_of(a.cards) == tile_of(market[a.slot]).price)]
        if sensible:
            return sensible[rng.randrange(len(sensible))]
    return turn_choice(state, seat, actions)


def _choose(policy: str, state: GameState, seat: int, actions: Sequence[Action],
            rng: random.Random) -> Action | None:
    style = {"medium": LOOKAHEAD, "lookahead": LOOKAHEAD, "hard": HARD}.get(policy)
    if in_window(state, seat):
        return _window(state, seat, actions, style)
    if seat != state.flow.active_seat:
        return None
    if state.flow.phase == "action":
        if policy == "easy":
            chosen = _easy_turn(state, seat, actions, rng)
        elif style is None:
            chosen = turn_choice(state, seat, actions)
        else:
            chosen = Planner(state, seat, style).choose(actions)
        if chosen is not None:
            return chosen
    return _placing(state, seat, actions, style)


def choose_policy(policy: str, state: GameState, seat: int,
                  rng: random.Random | None = None) -> Action:
    """A legal action of ``seat`` by ``policy`` (a level or a baseline, :data:`POLICIES`)."""
    if policy not in POLICIES:
        raise ValueError(f"no such level: {policy!r}")
    rng = rng or random.Random(0)
    actions = moves(state, seat)
    try:
        chosen = _choose(policy, state, seat, actions, rng)
    except Exception:  # a module's state an evaluation does not read: the default
        chosen = None
    if chosen is None or chosen not in actions:
        chosen = default_choice(state, seat, actions, rng)
    return chosen


def choose_action(state: GameState, seat: int, level: str = "hard",
                  rng: random.Random | None = None) -> Action:
    """A legal action of ``seat`` now (``level``: one of :data:`LEVELS`)."""
    if level not in LEVELS:
        raise ValueError(f"no such level: {level!r}")
    return choose_policy(level, state, seat, rng)


#: A policy as the self-play runner calls it.
Policy = Callable[[GameState, int, random.Random], Action]

__all__ = ["LEVELS", "POLICIES", "Policy", "can_pay_exactly", "choose_action",
           "choose_policy"]
