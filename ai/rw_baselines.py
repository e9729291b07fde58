"""Two simple Roll & Write players to measure the computer player against.

- *greedy*: never turns a die; takes the listed action (one building, two, or coins) after
  which its sheet would score the most if the game ended now (majorities as in the final
  scoring, rows and columns, coins); level, the one crossing more buildings. In classic
  mode it keeps the pair whose cell would score the most now.
- *random*: a legal action at random, crossing a building when it can, never turning dice.

Both choose from ``legal_actions`` and see only the seat's view.
"""

from __future__ import annotations

import random

from engine.rollwrite import Action, GameState, KeepPair, legal_actions, view

from .rw_eval import Table


def _crosses(action: Action) -> int:
    if action.kind != "cross":
        return 0
    return 2 if action.second else 1


def _after(table: Table, action: Action) -> tuple[frozenset, int]:
    """The seat's crossed cells and coins after a listed ``cross`` or ``gain coins``."""
    if action.kind == "gain_coins":
        hits = sum(1 for y in table.yellow for b in table.blue if (y, b) in table.crossed)
        return table.crossed, table.coins + max(0, min(hits, table.room))
    cells = {(action.yellow, action.blue)}
    coins = table.coins
    if action.second:
        yellow = list(table.yellow)
        blue = list(table.blue)
        yellow.remove(action.yellow)
        blue.remove(action.blue)
        cells.add((yellow[0], blue[0]))
        coins -= 3
    return table.crossed | cells, coins


def greedy_action(state: GameState, seat: int, rng: random.Random) -> Action:
    """The greedy baseline's action (see the module doc)."""
    legal = legal_actions(state, seat)
    table = Table(view(state, seat), horizon=False)
    if state.step == "keep":
        def kept(option: KeepPair) -> float:
            cell = (option.yellow, option.blue)
            if cell in table.crossed:
                return table.value(table.crossed, table.coins)
            return table.value(table.crossed | {cell}, table.coins)
        best = max(kept(o) for o in legal)
        return rng.choice([o for o in legal if kept(o) == best])
    scored = [((table.value(*_after(table, a)), _crosses(a)), a) for a in legal
              if a.kind in ("cross", "gain_coins")]
    best = max(score for score, _ in scored)
    return rng.choice([a for score, a in scored if score == best])


def random_action(state: GameState, seat: int, rng: random.Random) -> Action:
    """A random legal action, a building when one can be crossed, no dice turned."""
    legal = [a for a in legal_actions(state, seat)
             if a.kind not in ("turn_die", "restart_turn")]
    crosses = [a for a in legal if a.kind == "cross"]
    return rng.choice(crosses or legal)
