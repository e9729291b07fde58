"""Bot latency: from a panel tap that ends a turn to its response, through SimCord.

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
from tests.bot.driver import button_of, open_panel, open_table, select_of  # noqa: E402

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
                    if button_of(panel, "End turn") is not None:
                        start = time.perf_counter()
                        await member.click(panel, label="End turn")
                        timings.append((time.perf_counter() - start) * 1000)
                        break
                    choice = (select_of(panel, "buy") or select_of(panel, "take")
                              or select_of(panel, "place"))
                    if choice is not None:
                        result = await member.select(panel, [choice["options"][0]["value"]],
                                                     custom_id=choice["custom_id"])
                    else:
                        result = await member.click(panel, label="Reserve it")
                    panel = result.response
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
