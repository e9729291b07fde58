"""Many tables playing at once through the real bot (issue 9's load), shared by the load test
and ``benchmarks/bot_load.py``.

Every step is a wave: the same tap on every table delivered at once (tests/bot/wire.py),
the way a busy bot receives them. Tables are opened with ``/alhambra new`` one by one (a slash
command cannot be delivered as a wave), then joined, started, and played in waves: open the
panel, then take money (which ends the turn). That last wave is timed per tap, from delivery
to the edit of that player's panel (which happens after the commit and the new public turn
post).
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass

from .driver import PANEL, Table, last_turn_message, take_buttons
from .wire import Tap, at_once, custom_id_of, emit

#: Real seconds a wave may take to settle (a slow machine, hundreds of renders).
WAVE = 600.0


@dataclass
class LoadResult:
    tables: list[Table]
    #: Milliseconds from delivery to the player's updated panel, one per table.
    turn_ms: list[float]
    #: Milliseconds from delivery to the acknowledgement (Discord's limit: 3 s).
    ack_ms: list[float]


async def open_tables(env, count: int) -> list[Table]:
    guild = env.create_guild()
    tables = []
    for n in range(count):
        channel = guild.create_text_channel(f"games-{n}")
        host = guild.add_member(env.create_user(f"host{n}"))
        guest = guild.add_member(env.create_user(f"guest{n}"))
        await host.slash(channel, "alhambra new")
        tables.append(Table(env, guild, channel, channel.threads[-1], [host, guest]))
    lobbies = [t.thread.history()[0] for t in tables]
    await at_once(env, [Tap(t.players[1], lobby, custom_id_of(lobby, label="Join"))
                        for t, lobby in zip(tables, lobbies, strict=True)], timeout=WAVE)
    await at_once(env, [Tap(t.players[0], lobby, custom_id_of(lobby, label="Start"))
                        for t, lobby in zip(tables, lobbies, strict=True)], timeout=WAVE)
    return tables


async def _active_members(tables):
    found = []
    for table in tables:
        game = await table.game()
        found.append(table.member(game.user_of(game.state.active_seat)))
    return found


async def play_one_turn_each(env, tables: list[Table]) -> tuple[list[float], list[float]]:
    """Every table's active player takes money (ending the turn), all tables at once:
    (milliseconds to each updated panel, milliseconds to each acknowledgement)."""
    members = await _active_members(tables)
    opened = await at_once(env, [
        Tap(member, last_turn_message(table), custom_id_of(last_turn_message(table),
                                                             label=PANEL))
        for table, member in zip(tables, members, strict=True)], timeout=WAVE)
    panels = [result.response for result in opened]
    takes = [Tap(member, panel, take_buttons(panel)[0]["custom_id"])  # ends the turn
             for member, panel in zip(members, panels, strict=True)]
    return await _timed_wave(env, takes)


async def _timed_wave(env, taps: list[Tap]) -> tuple[list[float], list[float]]:
    """Deliver ``taps`` at once; time each until it is acknowledged, and until its panel
    says the turn is done."""
    start = time.perf_counter()
    results = [emit(env, tap) for tap in taps]
    acked: dict[int, float] = {}
    finished: dict[int, float] = {}
    while len(finished) < len(results):
        await asyncio.sleep(0.01)
        now = time.perf_counter()
        for n, result in enumerate(results):
            if n not in finished and _went_wrong(result):
                raise AssertionError(f"a turn failed: {result.response.content}")
            if n not in acked and result.acknowledged:
                acked[n] = (now - start) * 1000
            if n not in finished and _turn_done(result):
                finished[n] = (now - start) * 1000
        if now - start > WAVE:
            raise AssertionError(f"only {len(finished)} of {len(results)} turns finished")
    await env.settle(timeout=WAVE)
    return ([finished[n] for n in range(len(results))],
            [acked[n] for n in range(len(results))])


def _went_wrong(result) -> bool:
    response = result.response
    return response is not None and "something went wrong" in (response.content or "")


def _turn_done(result) -> bool:
    response = result.response
    if response is None:
        return False
    text = str(response._message.embeds)  # the stored panel, read without copying it
    return "Turn done" in text or "move is saved" in text


async def run_load(env, count: int) -> LoadResult:
    tables = await open_tables(env, count)
    return LoadResult(tables, *await play_one_turn_each(env, tables))


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(share * (len(ordered) - 1)))]
