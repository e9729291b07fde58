"""Taps per turn on a phone, through the real bot in SimCord (tests/bot/taps.py).

Run from the repository root: ``python benchmarks/taps.py``. Scripted players play whole
games (3, 4 and 6 players); a button is one tap, a select two, "My panel" on the turn
message counts. Prints ``taps_take_turn`` (turns that only took money; target <= 2),
``taps_buy_place_turn`` (one tile bought without an exact payment and placed; target <= 4)
and ``taps_mean_turn`` (every turn; target <= 3), each the mean over all such turns.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import simcord  # noqa: E402

from bot import BotSettings, create_bot  # noqa: E402
from tests.bot.driver import open_table  # noqa: E402
from tests.bot.taps import TapCount, count_taps  # noqa: E402

GAMES = ((3, 1), (4, 2), (6, 3))  # (players, script seed)
TURNS = 400


async def measure() -> TapCount:
    total = TapCount()
    with tempfile.TemporaryDirectory() as folder:
        settings = BotSettings(_env_file=None, database_path=Path(folder) / "taps.sqlite3",
                               database_synchronous="NORMAL", discord_token=None)
        bot = create_bot(settings)
        async with simcord.run(bot) as env:
            for players, seed in GAMES:
                names = [f"player{n}" for n in range(players)]
                table = await open_table(env, names)
                counted = await count_taps(table, TURNS, seed)
                total.take += counted.take
                total.buy_place += counted.buy_place
                total.all += counted.all
            await bot.store.close()
    return total


def main() -> None:
    counted = asyncio.run(measure())
    print(f"taps_take_turn: {TapCount.mean(counted.take):.2f} taps")
    print(f"taps_buy_place_turn: {TapCount.mean(counted.buy_place):.2f} taps")
    print(f"taps_mean_turn: {TapCount.mean(counted.all):.2f} taps")
    print(f"taps_turns: {len(counted.all)} turns")


if __name__ == "__main__":
    main()
