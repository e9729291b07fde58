"""The board game's computer player: three levels and the two baselines they are measured
against.

- ``easy``: the greedy baseline's choices, but one turn in two a random money take or
  exact buy instead (sensible, never silly: it never overpays by chance, and builds next to
  its tiles).
- ``medium``: the look-ahead baseline itself (:mod:`.planner` ``LOOKAHEAD``; AI7: the issue
  asks medium to be about as strong as look-ahead, and playing it is exactly that).
- ``hard``: whole turns planned with every scoring still to come (:mod:`.planner` ``HARD``);
  in the base game with three or more players, the planner's best three actions are each
  played out on two games dealt again from the seat's view (:mod:`.rollout`): the rest of
  the turn, the other seats' turns as look-ahead players, then the seat's best next turn by
  the planner (AI9). An action is worth the planner's own judgement plus the rollouts'
  average; only actions the planner judges within 8 points of its best are played out (two
  deals are few: a worse action that happened to do well in both must not win).
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
from .rollout import dealable, play_round, redeal

#: The levels, weakest first.
LEVELS = ("easy", "medium", "hard")
#: Every policy by name: the levels and the baselines.
POLICIES = LEVELS + ("greedy", "lookahead")
#: A vizier use must gain at least this much (points of the judged position) to be taken.
VIZIER_GAIN = 3.0
#: ``hard`` plays out the round after its actions (AI9): at most this many of the planner's
#: best actions, those it judges within ``MARGIN`` points of its best, each on ``DEALS``
#: games dealt again; an action's worth is the rollouts' average plus ``PRIOR`` times the
#: planner's own.
ROLLOUTS = True
CANDIDATES = 3
DEALS = 2
PRIOR = 1.0
MARGIN = 8.0


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


def _outcome(state: GameState, seat: int, style: Style) -> float:
    """What a rollout's end is worth to ``seat``, against the best other player: the points
    scored so far, plus the planner's worth of the seat's best next turn (what the position
    is worth still, with the money in hand spent as well as it can be), or where the seat
    does not act next the position and the money in hand."""
    judge = Judge(state, seat, style)
    player = state.players[seat]
    if state.is_over:
        return judge.against([float(p.score) for p in state.players])
    still = judge.values(judge.table.grids[seat])
    values = [v + (state.players[who].score if who is not None else 0)
              for v, who in zip(still, judge.table.participants, strict=True)]
    reserve = style.tile_value / 2 * len(player.reserve)
    if state.active_seat == seat and state.flow.phase == "action":
        ranked = Planner(state, seat, style).ranked(moves(state, seat))
        if ranked:
            return judge.against(values) - judge.against(still) + ranked[0][0] + reserve
    market = dict(zip(CURRENCIES, state.market, strict=False))
    return judge.against(values) + judge.money(player.hand, market, {}) + reserve


def _plain(state: GameState, seat: int) -> Action:
    return choose_policy("hard_plain", state, seat, random.Random(0))


def _baseline(state: GameState, seat: int) -> Action:
    return choose_policy("lookahead", state, seat, random.Random(0))


def _rolled(state: GameState, seat: int, actions: Sequence[Action], rng: random.Random
            ) -> Action | None:
    """``hard``'s turn: the planner's best few actions, each judged by the round played
    after it on games dealt again from the seat's view (:mod:`.rollout`, AI9)."""
    planner = Planner(state, seat, HARD)
    ranked = planner.ranked(actions)
    if not ranked:
        return None
    if len(ranked) == 1 or not dealable(state):
        return planner.choose(actions)
    top = [(prior, action) for prior, action in ranked[:CANDIDATES]
           if prior >= ranked[0][0] - MARGIN]
    if len(top) == 1:
        return planner.choose(actions)
    deals = [redeal(state, seat, random.Random(rng.randrange(2**32))) for _ in range(DEALS)]
    best, chosen = None, None
    try:
        for prior, action in top:
            first = action if action is not None else place_choice(state, seat, actions, HARD)
            if first is None:
                continue
            total = 0.0
            for deal in deals:
                end = play_round(deal, seat, first, _plain, _baseline)
                total += _outcome(end, seat, HARD)
            worth = total / len(deals) + PRIOR * prior
            if best is None or worth > best + 1e-9:
                best, chosen = worth, first
    except Exception:  # a game the redeal cannot play on (a state made by hand): the planner
        return planner.choose(actions)
    return chosen


def _choose(policy: str, state: GameState, seat: int, actions: Sequence[Action],
            rng: random.Random) -> Action | None:
    style = {"medium": LOOKAHEAD, "lookahead": LOOKAHEAD, "hard": HARD,
             "hard_plain": HARD}.get(policy)
    if in_window(state, seat):
        return _window(state, seat, actions, style)
    if seat != state.flow.active_seat:
        return None
    if state.flow.phase == "action":
        if policy == "easy":
            chosen = _easy_turn(state, seat, actions, rng)
        elif style is None:
            chosen = turn_choice(state, seat, actions)
        elif policy == "hard" and ROLLOUTS:
            chosen = _rolled(state, seat, actions, rng)
        else:
            chosen = Planner(state, seat, style).choose(actions)
        if chosen is not None:
            return chosen
    return _placing(state, seat, actions, style)


def choose_policy(policy: str, state: GameState, seat: int,
                  rng: random.Random | None = None) -> Action:
    """A legal action of ``seat`` by ``policy`` (a level or a baseline, :data:`POLICIES`)."""
    if policy not in POLICIES and policy != "hard_plain":
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
