"""Bot latency: from the panel tap that ends a turn to its response, through SimCord.

Run from the repository root: ``python benchmarks/bot.py``. The time covers the whole
handler (storage load and commit, the engine, rendering the overview and the panel, the
new public turn message). Prints ``turn_p50_ms`` and ``turn_p95_ms``; target p95 < 300 ms.

The tap's time also holds SimCord's own waiting: after a handler whose last wait was a
picture from the drawing pool, the simulated Discord often waits one more 50 ms idle step of
the bot's timer loops before it calls the bot idle, so ``turn_p95_ms`` swings between about
45 and 110 ms with the simulator. ``handler_p50_ms`` and ``handler_p95_ms`` are the bot's
own time for the same taps, from the callback's start to the handler's return
(tests/bot/handler_time.py); ``handler_p95_ms_4_tables`` likewise for the four tables.

Then four tables end a turn at the same moment, fifteen times (each time the four active
players take money, which ends their turns, delivered at once as in tests/bot/load.py):
``turn_p95_ms_4_tables``, from delivery to each player's updated panel. Rendering runs in
worker processes, so one table's overview does not hold up the others' taps.
"""

from __future__ import annotations

import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord  # noqa: E402

from bot import BotSettings, create_bot  # noqa: E402
from tests.bot.driver import (  # noqa: E402
    button_of,
    buy_buttons,
    number_buttons,
    open_panel,
    open_table,
    payment_buttons,
    take_buttons,
    tap,
    turn_done,
)
from tests.bot.handler_time import HandlerTime, timed_handlers  # noqa: E402
from tests.bot.load import WAVE, open_tables, play_one_turn_each  # noqa: E402

TURNS = 60
WAVES_OF_4 = 15
PLAYERS = ["ana", "ben", "cem", "dan"]


async def play_turns(env, players: list[str], turns: int, timings: list[float],
                     handlers: list[HandlerTime], handler_timings: list[float]) -> None:
    """Play ``turns`` turns on a table of ``players`` (a new table when one ends), timing
    each tap that ends a turn, and its handler (``handlers`` is filled by the bot's timed
    routes)."""
    table = await open_table(env, players)
    played = 0
    while played < turns:
        game = await table.game()
        if game.status != "running":
            table = await open_table(env, players)
            continue
        member = table.member(game.user_of(game.state.active_seat))
        panel = await open_panel(table, member)
        for _ in range(30):
            choices = (payment_buttons(panel) + number_buttons(panel)
                       + buy_buttons(panel) + take_buttons(panel)
                       + [c for c in (button_of(panel, "Reserve it"),
                                      button_of(panel, "End turn")) if c])
            before = len(handlers)
            start = time.perf_counter()
            panel = await tap(member, panel, choices[0])
            elapsed = (time.perf_counter() - start) * 1000
            if turn_done(panel):  # this tap ended the turn: it is the one timed
                (handler,) = handlers[before:]
                timings.append(elapsed)
                handler_timings.append(handler.ms)
                played += 1
                break


async def measure() -> dict[str, list[float]]:
    alone: list[float] = []
    together: list[float] = []
    handler_alone: list[float] = []
    handler_together: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        settings = BotSettings(_env_file=None, database_path=Path(folder) / "bench.sqlite3",
                               discord_token=None)
        bot = create_bot(settings)
        async with simcord.run(bot, settle_timeout=WAVE) as env:
            with timed_handlers() as handlers:
                await play_turns(env, PLAYERS, TURNS, alone, handlers, handler_alone)
                tables = await open_tables(env, 4)
                for _ in range(WAVES_OF_4):
                    before = len(handlers)
                    turn_ms, _ = await play_one_turn_each(env, tables)
                    together.extend(turn_ms)
                    taken = [h.ms for h in handlers[before:] if h.what == "do"]
                    assert len(taken) == len(turn_ms), taken
                    handler_together.extend(taken)
            await bot.store.close()
    return {"alone": alone, "together": together, "handler_alone": handler_alone,
            "handler_together": handler_together}


def p95(timings: list[float]) -> float:
    ordered = sorted(timings)
    return ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]


def main() -> None:
    found = asyncio.run(measure())
    print(f"turn_p50_ms: {statistics.median(found['alone']):.1f} ms")
    print(f"turn_p95_ms: {p95(found['alone']):.1f} ms")
    print(f"handler_p50_ms: {statistics.median(found['handler_alone']):.1f} ms")
    print(f"handler_p95_ms: {p95(found['handler_alone']):.1f} ms")
    print(f"turn_p95_ms_4_tables: {p95(found['together']):.1f} ms")
    print(f"handler_p95_ms_4_tables: {p95(found['handler_together']):.1f} ms")


if __name__ == "__main__":
    main()
