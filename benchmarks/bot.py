"""Bot latency: from the panel tap that ends a turn to its response, through SimCord.

Run from the repository root: ``python benchmarks/bot.py``. The time covers the whole
handler (storage load and commit, the engine, rendering the overview and the panel, the
new public turn message). Prints ``turn_p50_ms`` and ``turn_p95_ms``; target p95 < 300 ms.
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

TURNS = 60


async def measure() -> list[float]:
    timings: list[float] = []
    with tempfile.TemporaryDirectory() as folder:
        settings = BotSettings(_env_file=None, database_path=Path(folder) / "bench.sqlite3",
                               discord_token=None)
        bot = create_bot(settings)
        async with simcord.run(bot) as env:
            table = await open_table(env, ["ana", "ben", "cem", "dan"])
            while len(timings) < TURNS:
                game = await table.game()
                if game.status != "running":
                    table = await open_table(env, ["ana", "ben", "cem", "dan"])
                    continue
                member = table.member(game.user_of(game.state.active_seat))
                panel = await open_panel(table, member)
                for _ in range(30):
                    choices = (payment_buttons(panel) + number_buttons(panel)
                               + buy_buttons(panel) + take_buttons(panel)
                               + [c for c in (button_of(panel, "Reserve it"),
                                              button_of(panel, "End turn")) if c])
                    start = time.perf_counter()
                    panel = await tap(member, panel, choices[0])
                    elapsed = (time.perf_counter() - start) * 1000
                    if turn_done(panel):  # this tap ended the turn: it is the one timed
                        timings.append(elapsed)
                        break
            await bot.store.close()
    return timings


def main() -> None:
    timings = asyncio.run(measure())
    ordered = sorted(timings)
    p95 = ordered[min(len(ordered) - 1, round(0.95 * (len(ordered) - 1)))]
    print(f"turn_p50_ms: {statistics.median(ordered):.1f} ms")
    print(f"turn_p95_ms: {p95:.1f} ms")


if __name__ == "__main__":
    main()
