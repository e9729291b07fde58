"""Storage speed: commits per second, and look-ups in a file holding 100,000 games.

Run from the repository root: ``python benchmarks/storage.py``. Prints ``key: value unit``:

- ``commits_per_s``: actions of one game applied one after the other through the store
  (engine apply + version check + log + snapshot, one durable commit each);
- ``commits_100_games_per_s``: 100 games played at once (100 concurrent tasks, one store);
- ``lookup_100k_ms``: mean time of ``game_by_thread`` (state parsed) with 100,000 finished
  games in the file; ``lookup_user_100k_ms``: ``games_of_user`` in the same file;
- ``pg_commits_per_s`` and ``pg_commits_100_games_per_s``: the two commit figures on
  PostgreSQL (a throwaway server this script starts and deletes, see tests/pg_server.py;
  ``fsync`` and ``synchronous_commit`` on: every commit durable).

Targets (issue 3): at least 500 commits per second; look-up under 5 ms; on PostgreSQL
(issue 16) at least 1,000 commits per second. The SQLite stores use
the default ``synchronous=FULL`` (every commit durable across power loss). The action
sequences are computed before the clock starts, so only the store (and the engine's
``apply`` inside it) is timed.
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

# This file is itself called storage.py: its folder must not shadow the storage package.
_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]
sys.path.insert(0, str(_HERE.parent))

from engine.alhambra import apply, new_game  # noqa: E402
from engine.alhambra.random_play import choose  # noqa: E402
from storage import SqliteStore  # noqa: E402
from storage.postgres import PostgresStore  # noqa: E402
from tests.pg_server import create_database, throwaway_server  # noqa: E402

GAMES_AT_ONCE = 100
MOVES_EACH = 30
FILLER_GAMES = 100_000
LOOKUPS = 2_000


def random_moves(players: int, seed: int, limit: int | None = None) -> list[tuple[int, object]]:
    """(seat, action) pairs of a random game from ``new_game(players, seed=seed)``."""
    rng = random.Random(seed)
    state = new_game([f"Player {i + 1}" for i in range(players)], seed=seed)
    moves = []
    while not state.is_over and (limit is None or len(moves) < limit):
        seat = state.active_seat
        action = choose(state, seat, rng)
        state, _ = apply(state, seat, action)
        moves.append((seat, action))
    return moves


async def started_game(store: SqliteStore, players: int, seed: int, first_user: int):
    game = await store.create_game("alhambra", host=(first_user, "Player 1"))
    for seat in range(1, players):
        await store.join_game(game.id, first_user + seat, f"Player {seat + 1}")
    return await store.start_game(game.id, seed=seed)


async def play(store: SqliteStore, game_id: int, moves) -> None:
    for version, (seat, action) in enumerate(moves):
        await store.apply_action(game_id, seat, action, expected_version=version)


async def commits_one_game(opener) -> tuple[float, str]:
    games = [(3, 1), (4, 2)]
    moves = {seed: random_moves(players, seed) for players, seed in games}
    async with await opener() as store:
        started = [await started_game(store, n, seed, 10 * seed) for n, seed in games]
        begin = time.perf_counter()
        for game, (_, seed) in zip(started, games, strict=True):
            await play(store, game.id, moves[seed])
        elapsed = time.perf_counter() - begin
        final = await store.load_game(started[-1].id)
        assert final.status == "finished" and await store.verify_replay(final.id) == []
        snapshot = final.state.model_dump_json()
    return sum(len(m) for m in moves.values()) / elapsed, snapshot


async def commits_many_games(opener) -> float:
    seeds = range(100, 100 + GAMES_AT_ONCE)
    moves = {seed: random_moves(2 + seed % 5, seed, MOVES_EACH) for seed in seeds}
    async with await opener() as store:
        games = [await started_game(store, 2 + s % 5, s, 100 * s) for s in seeds]
        begin = time.perf_counter()
        await asyncio.gather(
            *(play(store, g.id, moves[s]) for g, s in zip(games, seeds, strict=True))
        )
        elapsed = time.perf_counter() - begin
        assert all([await store.verify_replay(g.id) == [] for g in games[:5]])
    return sum(len(m) for m in moves.values()) / elapsed


def fill(path: Path, games: int, snapshot: str) -> None:
    """``games`` finished games (real snapshot, three seats each), written in bulk."""
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA synchronous = OFF")
        raw.executemany(
            "INSERT INTO games (id, kind, status, guild_id, channel_id, thread_id, host_id,"
            " seed, version, active_seats, created_at, last_activity_at, started_at,"
            " finished_at, snapshot)"
            " VALUES (?, 'alhambra', 'finished', 1, ?, ?, ?, 7, 800, '[]', ?, ?, ?, ?, ?)",
            (
                (i, 1_000 + i % 1_000, 10_000_000 + i, 100_000 + i % 20_000, t, t, t, t, snapshot)
                for i in range(1, games + 1)
                for t in (1.7e9 + i * 60.0,)
            ),
        )
        raw.executemany(
            "INSERT INTO seats (game_id, seat, user_id, name, joined_at) VALUES (?, ?, ?, ?, 0)",
            (
                (i, seat, 100_000 + (i + seat * 7_919) % 20_000, f"Player {seat + 1}")
                for i in range(1, games + 1)
                for seat in range(3)
            ),
        )
        raw.execute("ANALYZE")
    with sqlite3.connect(path) as raw:
        raw.execute("PRAGMA wal_checkpoint(TRUNCATE)")


async def lookups(folder: Path, snapshot: str) -> tuple[float, float]:
    path = folder / "big.sqlite3"
    await (await SqliteStore.open(path)).close()  # the schema
    fill(path, FILLER_GAMES, snapshot)
    rng = random.Random(5)
    async with await SqliteStore.open(path) as store:
        by_thread, by_user = [], []
        for _ in range(LOOKUPS):
            game_id = rng.randint(1, FILLER_GAMES)
            begin = time.perf_counter()
            game = await store.game_by_thread(10_000_000 + game_id)
            by_thread.append(time.perf_counter() - begin)
            assert game is not None and game.id == game_id and game.state.is_over
            begin = time.perf_counter()
            found = await store.games_of_user(100_000 + rng.randrange(20_000))
            by_user.append(time.perf_counter() - begin)
            assert found
    return statistics.fmean(by_thread) * 1000, statistics.fmean(by_user) * 1000


async def postgres_commits(server: str) -> tuple[float, float]:
    one_dsn = create_database(server, "bench_one")
    many_dsn = create_database(server, "bench_many")
    one, _ = await commits_one_game(lambda: PostgresStore.open(one_dsn))
    many = await commits_many_games(lambda: PostgresStore.open(many_dsn, pool_size=20))
    return one, many


async def main() -> None:
    with tempfile.TemporaryDirectory(prefix="storage-bench-") as folder:
        folder = Path(folder)
        one, snapshot = await commits_one_game(lambda: SqliteStore.open(folder / "one.sqlite3"))
        print(f"commits_per_s: {one:.0f} commits/s", flush=True)
        many = await commits_many_games(lambda: SqliteStore.open(folder / "many.sqlite3"))
        print(f"commits_100_games_per_s: {many:.0f} commits/s", flush=True)
        thread_ms, user_ms = await lookups(folder, snapshot)
        print(f"lookup_100k_ms: {thread_ms:.3f} ms", flush=True)
        print(f"lookup_user_100k_ms: {user_ms:.3f} ms", flush=True)
    with throwaway_server() as server:
        pg_one, pg_many = await postgres_commits(server)
    print(f"pg_commits_per_s: {pg_one:.0f} commits/s", flush=True)
    print(f"pg_commits_100_games_per_s: {pg_many:.0f} commits/s", flush=True)


if __name__ == "__main__":
    asyncio.run(main())
