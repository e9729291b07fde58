"""Load: 200 tables take a turn at the same moment, through the real bot in SimCord.

Run from the repository root: ``python benchmarks/bot_load.py [TABLES]``. Every table's
player opens the panel, takes money and ends the turn, each step delivered to all tables at
once (tests/bot/load.py). Prints, for the end-of-turn wave:

- ``load_ack_p95_ms``: delivery to acknowledgement (Discord drops an interaction after 3 s);
- ``load_turn_p50_ms`` / ``load_turn_p95_ms``: delivery to the player's updated panel, after
  the commit and the new public turn post with its overview image;
- ``load_errors``: errors the bot logged (must be 0).

The turn figures include SimCord's own bookkeeping of hundreds of pending interactions; the
work is CPU-bound (each turn renders an overview), so with N turns at once the last one waits
for roughly N turns of rendering.
"""

from __future__ import annotations

import asyncio
import logging
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord  # noqa: E402

from bot import BotSettings, create_bot  # noqa: E402
from tests.bot.load import WAVE, percentile, run_load  # noqa: E402


class Errors(logging.Handler):
    def __init__(self):
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)


async def measure(tables: int):
    errors = Errors()
    logging.getLogger().addHandler(errors)
    with tempfile.TemporaryDirectory() as folder:
        settings = BotSettings(_env_file=None, database_path=Path(folder) / "load.sqlite3",
                               discord_token=None)
        bot = create_bot(settings)
        async with simcord.run(bot, settle_timeout=WAVE) as env:
            result = await run_load(env, tables)
            await bot.store.close()
    return result, errors.records


def main() -> None:
    tables = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    result, errors = asyncio.run(measure(tables))
    print(f"load_tables: {tables} tables")
    print(f"load_ack_p95_ms: {percentile(result.ack_ms, 0.95):.1f} ms")
    print(f"load_turn_p50_ms: {percentile(result.turn_ms, 0.50):.1f} ms")
    print(f"load_turn_p95_ms: {percentile(result.turn_ms, 0.95):.1f} ms")
    print(f"load_errors: {len(errors)} errors")
    for record in errors[:5]:
        print("  ", record.getMessage(), file=sys.stderr)
    if errors:
        sys.exit(1)


if __name__ == "__main__":
    main()
