"""What every computer player shares: which actions it may consider, and a sensible
default for actions its evaluation does not read.

Candidates are always drawn from ``legal_actions(state, seat)`` (AI2: never an illegal
action). A player never undoes its turn and never flips a seat's standing settings (AI3:
they are the human's choices about being asked, not moves). Out of turn it passes unless
its evaluation found something clearly good (AI4: the receiver of chests passed on leaves
the choice, ``pass_chests``, and they go on its buildings built first); in its turn, a
kind no evaluation reads is drawn as the random driver draws (a kind, then an action), so
no module's step can stall a game.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.alhambra import Action, GameState, legal_actions

#: Standing choices of a seat, never moves: a computer leaves them as they are.
SETTINGS = frozenset({"vizier_always_pass", "keep_bonus_cards_hidden", "thieves_always_pass",
                      "overpay_for"})
#: Never chosen: undoing the turn, the settings, and revealing a bonus card by hand (it is
#: revealed in the scoring anyway while cards are not kept hidden).
NEVER = SETTINGS | {"restart_turn", "reveal_bonus_card", "retire_seat"}
#: Building a tile bought (or awarded) into the Alhambra at a cell.
PLACE_KINDS = frozenset({"place", "place_gate"})
BUY_KINDS = frozenset({"buy", "buy_second"})


def in_window(state: GameState, seat: int) -> bool:
    """Whether ``seat`` acts out of turn now (a window between turns, an auction, ...)."""
    return bool(state.flow.window_seats) and seat in state.flow.window_seats


def moves(state: GameState, seat: int) -> list[Action]:
    """The legal actions a computer may choose (never empty while the seat may act: the
    excluded kinds are fallen back on only when nothing else is listed)."""
    listed = list(legal_actions(state, seat))
    chosen = [a for a in listed if a.kind not in NEVER]
    if chosen:
        return chosen
    fallback = [a for a in listed if a.kind not in SETTINGS and a.kind != "restart_turn"]
    return fallback or listed


def by_kind(actions: Sequence[Action]) -> dict[str, list[Action]]:
    found: dict[str, list[Action]] = {}
    for action in actions:
        found.setdefault(action.kind, []).append(action)
    return found


def default_choice(state: GameState, seat: int, actions: Sequence[Action],
                   rng: random.Random) -> Action:
    """A sensible action when no evaluation applies: out of turn a pass, else a kind drawn
    at random (ending the turn only when nothing else is left) and an action of it."""
    if not actions:
        raise RuntimeError(f"seat {seat} has no legal action")
    kinds = by_kind(actions)
    if in_window(state, seat):
        for kind in sorted(kinds):
            if kind.startswith("pass"):
                return kinds[kind][0]
    for kind in ("end_turn",):
        if kind in kinds and len(kinds) == 1:
            return kinds[kind][0]
    names = sorted(k for k in kinds if k != "end_turn" and not k.startswith("pass")) or \
        sorted(kinds)
    kind = names[rng.randrange(len(names))]
    options = kinds[kind]
    return options[rng.randrange(len(options))]
