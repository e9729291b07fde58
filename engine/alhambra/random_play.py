"""Random legal play, to drive whole games in property tests and benchmarks.

The driver picks one of the rule book's three actions uniformly (take money, buy a tile,
rebuild the Alhambra, p. 4), then one of its kinds (the combination's two tiles of a slot,
the three ways to rebuild), then an action of that kind: buying is as likely as taking
money however many payments or cells there are, and a variant with many kinds of action
is not played more for that. In the placing phase each kind (place, reserve, a module's)
is as likely. It never restarts a turn unless asked to with ``restart_chance``.

(Until the combination, a kind was picked uniformly among all kinds. With the combination's
second tile per slot and the three rebuilds, that made taking money one choice in six: the
random combination game grew to 170 turns a player, reserves of 20-30 tiles, and measured
rebuilding more than anything a player does.)

It asks the listing only what it needs (``LegalActions.has`` and ``of_kind``), which picks
exactly as choosing from the whole listing would.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from functools import lru_cache

from .actions import Action
from .rules import apply, legal_actions
from .setup import new_game
from .state import GameState

#: The rule book's three actions (p. 4: take money, buy a tile, rebuild the Alhambra) that
#: an action kind belongs to; every other kind stands for itself (taking a building yard,
#: expansion 1's fourth action, "Bauhütte errichten").
BOOK_ACTION = {"buy_second": "buy", "buy_with_karim": "buy", "buy_bazaar": "buy",
               "buy_bazaar_with_karim": "buy", "rebuild_place": "rebuild",
               "rebuild_remove": "rebuild", "rebuild_exchange": "rebuild",
               "rebuild_place_gate": "rebuild", "buy_chests": "buy",
               "buy_caravanserai": "buy", "buy_sultan_card": "buy",
               "buy_site": "buy", "complete_site": "buy", "buy_portal": "buy",
               "buy_falcons": "buy"}
#: Settings, not moves: the driver never changes them.
SETTINGS = frozenset({"vizier_always_pass", "keep_bonus_cards_hidden", "thieves_always_pass",
                      "overpay_for"})
#: Choices at the start (the street trader's residents): the driver keeps what was drawn
#: (the first listed, ST2) without drawing a number, so a seed plays the same game as
#: before these choices existed (the pictures' samples are such games); the choices
#: themselves are tested on their own.
START_CHOICES = frozenset({"choose_residents"})


@lru_cache(maxsize=256)
def _plan(kinds: tuple[str, ...]) -> tuple[tuple[tuple[str, ...], ...], bool]:
    """The candidate kinds grouped by the book action they belong to (in a fixed order,
    each group sorted), and whether undoing the turn is among them."""
    by_action: dict[str, list[str]] = {}
    for kind in kinds:
        if kind != "restart_turn" and kind not in SETTINGS:
            by_action.setdefault(BOOK_ACTION.get(kind, kind), []).append(kind)
    return (tuple(tuple(sorted(by_action[action])) for action in sorted(by_action)),
            "restart_turn" in kinds)


def choose(state: GameState, seat: int, rng: random.Random, restart_chance: float = 0.0):
    """One legal action of ``seat``: a book action uniformly among those possible now, a
    kind uniformly among its possible kinds, an action uniformly among that kind's.

    Whether an action is possible is found out only for the one drawn (drawn again among
    the others when it is not): that picks uniformly among the possible ones, and taking
    money never pays for finding out whether rebuilding could have been done."""
    legal = legal_actions(state, seat)
    actions, can_restart = _plan(tuple(legal.candidate_kinds()))
    left = list(actions)
    if can_restart and rng.random() < restart_chance:
        left.append(("restart_turn",))
    while left:
        kinds = left.pop(rng.randrange(len(left)))
        if len(kinds) > 1:
            kinds = list(kinds)
            rng.shuffle(kinds)  # the first that has actions: each such kind is as likely
        kind = next(filter(legal.has, kinds), None)
        if kind is not None:
            return rng.choice(legal.of_kind(kind))
    if can_restart:
        return rng.choice(legal.of_kind("restart_turn"))
    raise RuntimeError(f"seat {seat} has no legal action")


def start_choice(state: GameState, window: tuple[int, ...]):
    """(seat, the first listed choice) while seats make the start's choices, else None."""
    if not window or state.moves > len(state.players):
        return None
    listed = legal_actions(state, window[0])
    if set(listed.candidate_kinds()) - SETTINGS != set(START_CHOICES):
        return None
    return window[0], next(a for a in listed if a.kind in START_CHOICES)


def play_random_game(
    players: int,
    seed: int,
    rng: random.Random,
    *,
    restart_chance: float = 0.0,
    max_moves: int = 20_000,
    on_step: Callable[[GameState, Action, GameState, list], None] | None = None,
    modules: Sequence[str] = (),
) -> tuple[GameState, list[Action]]:
    """Play one whole game (with the rule ``modules``, e.g. ``["granada"]``); returns the
    final state and the actions in order."""
    state = new_game(players, seed=seed, modules=list(modules))
    actions = []
    while not state.is_over:
        if len(actions) >= max_moves:
            raise RuntimeError(f"game {seed} did not end within {max_moves} moves")
        window = state.flow.window_seats  # seats that may act between turns
        kept = start_choice(state, window)
        if kept is not None:
            seat, action = kept
        else:
            seat = rng.choice(window) if window else state.active_seat
            action = choose(state, seat, rng, restart_chance)
        new_state, events = apply(state, seat, action)
        actions.append(action)
        if on_step is not None:
            on_step(state, action, new_state, events)
        state = new_state
    return state, actions
