"""The Roll & Write seat's turn, planned whole within the dice it holds now.

A plan is the dice to turn (1 coin a pip), then one action: cross a building, cross two
(3 coins more), or gain coins. Every plan is judged by :meth:`~.rw_eval.Table.value` of the
sheet it leaves; the best plan's first step is played, and the next call plans again from
there (a turned die's coin is spent, so the rest of the same plan stays the best: no
dithering). Only the seat's own dice of this roll are used: the coming rolls are unknown
and never guessed from the game (RW-AI3).

In classic mode a seat that rolled all four dice keeps the pair nearest to what its sheet
wants (the best cross it could reach with that pair alone, turns paid).
"""

from __future__ import annotations

from itertools import product

from engine.rollwrite import (
    SECOND_BUILDING_COST,
    TURN_DIE_COST,
    Action,
    Cross,
    GainCoins,
    KeepPair,
    TurnDie,
)

from .rw_eval import Table

#: Cells kept (best first) when pairing two buildings for one turn.
DOUBLE_SHORTLIST = 8
#: Pips a die may be turned for a "gain coins" plan (more never pays: 1 coin a pip).
COIN_TURNS = 2


class Plan:
    """Dice to reach (yellow, blue targets per die, in the dice's order), then ``final``."""

    __slots__ = ("value", "cost", "yellow", "blue", "final")

    def __init__(self, value: float, cost: int, yellow: tuple, blue: tuple, final: Action):
        self.value = value
        self.cost = cost
        self.yellow = yellow
        self.blue = blue
        self.final = final

    def better_than(self, other: Plan | None) -> bool:
        if other is None:
            return True
        if abs(self.value - other.value) > 1e-9:
            return self.value > other.value
        return self.cost < other.cost


def _move(have: tuple[int, ...], want: tuple[int, ...]) -> tuple[int, tuple[int, ...]]:
    """Pips to turn dice ``have`` into ``want`` (any order), and the targets in ``have``'s
    order."""
    if len(have) == 1:
        return abs(have[0] - want[0]), (want[0],)
    if len(want) == 1:  # one target for one of two dice: turn the nearer one
        a, b = abs(have[0] - want[0]), abs(have[1] - want[0])
        return (a, (want[0], have[1])) if a <= b else (b, (have[0], want[0]))
    straight = abs(have[0] - want[0]) + abs(have[1] - want[1])
    crossed = abs(have[0] - want[1]) + abs(have[1] - want[0])
    if straight <= crossed:
        return straight, (want[0], want[1])
    return crossed, (want[1], want[0])


def single_gains(table: Table) -> dict[tuple[int, int], float]:
    """What crossing each empty cell alone would add to the sheet's worth (no coins spent)."""
    base = table.value(table.crossed, table.coins)
    return {cell: table.value(table.crossed | {cell}, table.coins) - base
            for cell in product(range(1, 7), repeat=2) if cell not in table.crossed}


def plans(table: Table, round_: int) -> list[Plan]:
    """The plans worth comparing: each reachable single cross, pairs of the most wanted
    cells, and the best way to gain coins."""
    found: list[Plan] = []
    yellow, blue = table.yellow, table.blue
    coins = table.coins
    gains = single_gains(table)
    # one building
    for (y, b) in gains:
        cost_y, to_y = _move(yellow, (y,))
        cost_b, to_b = _move(blue, (b,))
        cost = (cost_y + cost_b) * TURN_DIE_COST
        if cost > coins:
            continue
        value = table.value(table.crossed | {(y, b)}, coins - cost)
        found.append(Plan(value, cost, to_y, to_b, Cross(yellow=y, blue=b, round=round_)))
    # two buildings
    if len(yellow) == 2 and len(blue) == 2 and coins >= SECOND_BUILDING_COST:
        short = sorted(gains, key=lambda c: -gains[c])[:DOUBLE_SHORTLIST]
        for first in short:
            for second in short:
                if second == first:
                    continue
                cost_y, to_y = _move(yellow, (first[0], second[0]))
                cost_b, to_b = _move(blue, (first[1], second[1]))
                turned = (cost_y + cost_b) * TURN_DIE_COST
                cost = turned + SECOND_BUILDING_COST
                if cost > coins:
                    continue
                value = table.value(table.crossed | {first, second}, coins - cost)
                found.append(Plan(value, cost, to_y, to_b,
                                  Cross(yellow=first[0], blue=first[1], second=True,
                                        round=round_)))
    # coins
    found.append(_coin_plan(table, round_))
    return found


def _reach(values: tuple[int, ...], spread: int):
    """Every way to turn ``values`` by at most ``spread`` pips each: (pips, targets)."""
    ranges = [range(max(1, v - spread), min(6, v + spread) + 1) for v in values]
    for targets in product(*ranges):
        yield sum(abs(t - v) for t, v in zip(targets, values, strict=True)), targets


def _coin_plan(table: Table, round_: int) -> Plan:
    best: Plan | None = None
    for cost_y, to_y in _reach(table.yellow, COIN_TURNS):
        for cost_b, to_b in _reach(table.blue, COIN_TURNS):
            cost = (cost_y + cost_b) * TURN_DIE_COST
            if cost > table.coins:
                continue
            hits = sum(1 for y in to_y for b in to_b if (y, b) in table.crossed)
            coins = table.coins - cost + max(0, min(hits, table.room))
            plan = Plan(table.value(table.crossed, coins), cost, to_y, to_b,
                        GainCoins(round=round_))
            if plan.better_than(best):
                best = plan
    assert best is not None  # the dice as they are cost nothing
    return best


def first_step(table: Table, plan: Plan, round_: int) -> Action:
    """The next action of ``plan``: a die still to turn, else its final action."""
    for colour, have, want in (("yellow", table.yellow, plan.yellow),
                               ("blue", table.blue, plan.blue)):
        for value, target in zip(have, want, strict=True):
            if value != target:
                return TurnDie(colour=colour, value=value,
                               direction="up" if target > value else "down", round=round_)
    return plan.final


def best_keep(table: Table, options: list[KeepPair]) -> KeepPair:
    """Classic mode, after rolling all four: the pair whose cell (or a cell a few paid turns
    away) the sheet wants most next turn."""
    gains = single_gains(table)
    worth = table.coin_worth()

    def score(option: KeepPair) -> float:
        reach = [g - (abs(y - option.yellow) + abs(b - option.blue)) * worth
                 for (y, b), g in gains.items()
                 if abs(y - option.yellow) + abs(b - option.blue) <= table.coins]
        return max(reach, default=0.0)

    return max(options, key=score)
