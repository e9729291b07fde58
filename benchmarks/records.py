"""The records of finished games: how fast they are read back (issue 29).

Run from the repository root: ``python benchmarks/records.py``. Prints ``key: value unit``:

- ``history_10k_games_ms``: one page of a server's history (10 games, newest first, with
  their players' results) with 10,000 finished games in an SQLite store: the slower of the
  two medians below (target: at most 50 ms);
- ``history_page_ms``: the first, a middle and the last page of the whole server's history;
- ``history_user_ms``: a page of the history filtered to one player (their ~700 games).

The store is filled in bulk with direct SQL before the clock starts: 10,000 finished games
of one server (2-6 seats each from 60 people and the three computer levels, a real final
snapshot, results as the store writes them, one line of ratings per player) and 1,000 of a
second server, so the look-ups must pick the server's own. Timed: the store's
``finished_games`` on an open store, read through its reader connection as the bot does.
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
import statistics
import sys
import tempfile
import time
from pathlib import Path

# Run as a script: the repository root, not this folder, comes first on the path.
_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]
sys.path.insert(0, str(_HERE.parent))

from engine.alhambra import apply, new_game  # noqa: E402
from engine.alhambra.random_play import choose  # noqa: E402
from records.ratings import places  # noqa: E402
from storage import SqliteStore  # noqa: E402

GUILD, OTHER_GUILD = 1, 2
GAMES, OTHER_GAMES = 10_000, 1_000
PEOPLE = 60
RUNS = 200


def final_snapshot() -> str:
    """A real finished 4-player game's state, as the store keeps it."""
    rng = random.Random(3)
    state = new_game([f"Player {i + 1}" for i in range(4)], seed=3)
    while not state.is_over:
        seat = state.active_seats[0]
        state, _ = apply(state, seat, choose(state, seat, rng))
    return state.model_dump_json()


def fill(path: Path, snapshot: str) -> None:
    """The finished games, their seats and results, and the ratings, in bulk."""
    rng = random.Random(29)
    games, seats, results, seat_results = [], [], [], []
    for game_id in range(1, GAMES + OTHER_GAMES + 1):
        guild = GUILD if game_id <= GAMES else OTHER_GUILD
        at = 1.7e9 + game_id * 3_600.0
        games.append((game_id, guild, 5_000 + game_id % 7, 9_000_000 + game_id,
                      at - 86_400.0, at, snapshot))
        count = rng.randint(2, 6)
        people = rng.sample(range(1, PEOPLE + 1), count)
        computers = rng.randint(0, count - 1) if rng.random() < 0.3 else 0
        scores = [rng.randint(40, 160) for _ in range(count)]
        order = places(scores)
        results.append((game_id, guild, at, game_id))
        for seat in range(count):
            computer = ("easy", "medium", "hard")[seat % 3] if seat < computers else None
            user = None if computer else 100_000 + people[seat]
            name = f"Computer ({computer})" if computer else f"Player {people[seat]}"
            seats.append((game_id, seat, user, name, at - 86_400.0, computer))
            player = f"computer:{computer}" if computer else f"user:{user}"
            seat_results.append((game_id, seat, name, user, computer, scores[seat],
                                 order[seat], 0, player, order[seat]))
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA synchronous = OFF")
        raw.executemany(
            "INSERT INTO games (id, kind, status, guild_id, channel_id, thread_id, seed,"
            " version, active_seats, created_at, last_activity_at, started_at, finished_at,"
            " snapshot, options) VALUES (?, 'alhambra', 'finished', ?, ?, ?, 7, 500, '[]',"
            " ?5, ?6, ?5, ?6, ?7, '{\"rules\": {\"modules\": [\"granada\"]}}')", games)
        raw.executemany(
            "INSERT INTO seats (game_id, seat, user_id, name, joined_at, computer)"
            " VALUES (?, ?, ?, ?, ?, ?)", seats)
        raw.executemany(
            "INSERT INTO game_results (game_id, guild_id, kind, finished_at, rating_order,"
            " rated) VALUES (?, ?, 'alhambra', ?, ?, 1)", results)
        raw.executemany(
            "INSERT INTO result_seats (game_id, seat, name, user_id, computer, score, place,"
            " left_game, player, rated_place) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            seat_results)
        raw.executemany(
            "INSERT INTO ratings (guild_id, kind, player, name, user_id, computer, mu, sigma,"
            " rating, games, wins, places, last_order)"
            " VALUES (?, 'alhambra', ?, ?, ?, NULL, 25.0, 3.0, 1640.0, 100, 20, 300, 1)",
            [(guild, f"user:{100_000 + p}", f"Player {p}", 100_000 + p)
             for guild in (GUILD, OTHER_GUILD) for p in range(1, PEOPLE + 1)])
        raw.execute("ANALYZE")
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")


async def timed(call) -> float:
    begin = time.perf_counter()
    await call()
    return (time.perf_counter() - begin) * 1000


async def history(path: Path) -> tuple[float, float]:
    rng = random.Random(7)
    async with await SqliteStore.open(path) as store:
        first = await store.finished_games(GUILD, "alhambra")
        assert first.total == GAMES and len(first.games) == 10
        assert first.games[0].id == GAMES and len(first.games[0].results) >= 2
        pages, users = [], []
        for run in range(RUNS):
            page = (0, first.pages // 2, first.pages - 1)[run % 3]
            pages.append(await timed(lambda page=page: store.finished_games(
                GUILD, "alhambra", page=page)))
            user = 100_000 + rng.randint(1, PEOPLE)
            users.append(await timed(lambda user=user: store.finished_games(
                GUILD, "alhambra", user_id=user, page=rng.randrange(3))))
        mine = await store.finished_games(GUILD, "alhambra", user_id=100_001)
        assert mine.total > 100 and all(
            any(r.user_id == 100_001 for r in g.results) for g in mine.games)
    return statistics.median(pages), statistics.median(users)


async def main() -> None:
    with tempfile.TemporaryDirectory(prefix="records-bench-") as folder:
        path = Path(folder) / "records.sqlite3"
        await (await SqliteStore.open(path)).close()  # the schema
        fill(path, final_snapshot())
        page_ms, user_ms = await history(path)
    print(f"history_10k_games_ms: {max(page_ms, user_ms):.2f} ms", flush=True)
    print(f"history_page_ms: {page_ms:.2f} ms", flush=True)
    print(f"history_user_ms: {user_ms:.2f} ms", flush=True)
    # replay_render_ms (a 6-player base game's replay picture) is printed here too, once
    # the replay is merged.


if __name__ == "__main__":
    asyncio.run(main())
