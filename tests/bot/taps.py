"""Counting the taps a turn costs on a phone, shared by ``benchmarks/taps.py`` and its test.

A scripted player plays through the real bot (SimCord): from the public turn message it taps
"My panel", then the panel's buttons, until the turn ends. A button is one tap, a select menu
two (open it, pick). Each turn is classified from the game's log: a *take* turn only took
money, a *buy and place* turn bought one tile without an exact payment and built or reserved
it; every other turn (exact payments, rebuilds, several tiles) counts only in the mean.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .driver import (
    Table,
    button_of,
    buttons,
    buy_buttons,
    number_buttons,
    open_panel,
    payment_buttons,
    select_of,
    take_buttons,
    tap,
    turn_done,
)


@dataclass
class TapCount:
    take: list[int] = field(default_factory=list)
    buy_place: list[int] = field(default_factory=list)
    all: list[int] = field(default_factory=list)

    @staticmethod
    def mean(values: list[int]) -> float:
        return sum(values) / len(values) if values else float("nan")


async def scripted_turn(table: Table, rng: random.Random) -> int:
    """The active player plays one turn the way a person would, counting taps: buy a tile
    when one is affordable (two times in three), else take money; pay the first way
    offered; build on a random numbered place (or reserve when there is none)."""
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    taps = 1
    want_buy = rng.random() < 2 / 3
    for _ in range(40):
        if turn_done(panel) or not buttons(panel):
            return taps
        if select_of(panel, "take") is not None:  # (selects are gone; they would cost 2)
            raise AssertionError("the Alhambra panel offers buttons only")
        numbers = number_buttons(panel)
        choices = payment_buttons(panel) + ([rng.choice(numbers)] if numbers else [])
        buys, takes = buy_buttons(panel), take_buttons(panel)
        choices += (buys + takes) if want_buy else (takes + buys)
        choices += [c for c in (button_of(panel, "Reserve it"), button_of(panel, "End turn"))
                    if c is not None]
        assert choices, [c.get("label") for c in buttons(panel)]
        panel = await tap(member, panel, choices[0])
        taps += 1
    raise AssertionError("the turn did not end")


async def turn_kind(table: Table, since: int) -> str:
    """What the turn that began after version ``since`` did: "take", "buy_place", "other"."""
    entries = await table.store.action_log((await table.game()).id, after=since)
    kinds = [e.action.kind for e in entries if e.action.kind != "restart_turn"]
    if kinds == ["take_money", "end_turn"]:
        return "take"
    if kinds in (["buy", "place", "end_turn"], ["buy", "reserve", "end_turn"]):
        return "buy_place"
    return "other"


async def count_taps(table: Table, turns: int, seed: int) -> TapCount:
    rng = random.Random(seed)
    counted = TapCount()
    for _ in range(turns):
        game = await table.game()
        if game.status != "running" or game.state.flow.phase != "action":
            break
        taps = await scripted_turn(table, rng)
        kind = await turn_kind(table, game.version)
        counted.all.append(taps)
        if kind == "take":
            counted.take.append(taps)
        elif kind == "buy_place":
            counted.buy_place.append(taps)
    return counted
