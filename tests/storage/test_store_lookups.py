"""Look-ups the bot needs, and the indexes that keep them fast with many games."""

from __future__ import annotations

import random
import sqlite3
from datetime import timedelta

from storage import SqliteStore

from .store_helpers import play_random, running_alhambra


async def test_the_game_of_a_thread_or_channel(store):
    threaded = await running_alhambra(store, channel_id=50, thread_id=500)
    plain = await store.create_game("alhambra", host=(1, "Ana"), channel_id=60)
    assert (await store.game_by_thread(500)).id == threaded.id
    assert (await store.game_by_thread(500)).state == threaded.state
    assert await store.game_by_thread(50) is None
    assert (await store.game_for_channel(500)).id == threaded.id
    assert (await store.game_for_channel(60)).id == plain.id
    assert await store.game_for_channel(50) is None  # its game lives in a thread
    assert [g.id for g in await store.games_in_channel(50)] == [threaded.id]
    await store.abandon_game(plain.id)
    assert await store.game_for_channel(60) is None
    assert await store.games_in_channel(60) == []
    assert [g.id for g in await store.games_in_channel(60, statuses=None)] == [plain.id]


async def test_the_games_of_a_user_newest_first(store):
    first = await running_alhambra(store, first_user=1)
    second = await running_alhambra(store, first_user=2)  # user 2 plays seat 1 of `first`
    lobby = await store.create_game("alhambra", host=(2, "Ben"))
    await store.abandon_game(second.id)
    assert [g.id for g in await store.games_of_user(2)] == [lobby.id, second.id, first.id]
    assert [g.id for g in await store.games_of_user(2, statuses=["running"])] == [first.id]
    assert [g.id for g in await store.games_of_user(2, limit=1)] == [lobby.id]
    assert await store.games_of_user(999) == []
    summary = (await store.games_of_user(1))[0]
    assert summary.seat_of(1) == 0 and not hasattr(summary, "state")


async def test_idle_games_for_reminders(store, clock):
    a = await running_alhambra(store, seed=1)
    clock.advance(hours=2)
    b = await running_alhambra(store, seed=2)
    clock.advance(hours=2)
    c = await running_alhambra(store, seed=3)
    await store.create_game("alhambra", host=(9, "Lobby"))  # lobbies are not reminded
    clock.advance(hours=21)
    await play_random(store, b, 1, random.Random(0))  # b moves: idle again from now
    clock.advance(hours=4)

    idle = await store.idle_games(timedelta(hours=24))
    assert [g.id for g in idle] == [a.id, c.id]  # longest idle first
    assert idle[0].active_user_ids == (a.user_of(a.active_seats[0]),)

    await store.mark_reminded(a.id)
    assert [g.id for g in await store.idle_games(timedelta(hours=24))] == [c.id]
    assert [g.id for g in await store.idle_games(timedelta(hours=24), skip_reminded=False)] == [
        a.id, c.id,
    ]
    clock.advance(hours=24)  # a reminder repeats once per idle period
    assert [g.id for g in await store.idle_games(timedelta(hours=24))] == [a.id, c.id, b.id]
    later = clock.now + timedelta(days=30)
    assert len(await store.idle_games(timedelta(days=7), now=later, limit=2)) == 2


async def test_games_that_the_bot_still_owes_a_post(store, clock):
    """``games_with_message`` finds the games whose bookkeeping holds a name (the bot's owed
    turn posts), running or finished, least recently active first."""
    a = await running_alhambra(store, seed=1)
    clock.advance(hours=1)
    b = await running_alhambra(store, seed=2)
    lobby = await store.create_game("alhambra", host=(9, "Lobby"))
    for game in (b, a, lobby):
        await store.set_message(game.id, "post_due", 3)
    await store.set_message(a.id, "vote:3", 77)
    assert [g.id for g in await store.games_with_message("post_due")] == [a.id, b.id]
    assert [g.id for g in await store.games_with_message("vote:3")] == [a.id]
    assert [g.id for g in await store.games_with_message("post_due", statuses=None)] == [
        a.id, b.id, lobby.id]
    await store.set_message(b.id, "post_due", None)
    assert [g.id for g in await store.games_with_message("post_due")] == [a.id]
    assert await store.games_with_message("nothing") == []


async def test_lobby_games(store, clock):
    old = await store.create_game("alhambra", host=(1, "Ana"), guild_id=1)
    clock.advance(days=1)
    new = await store.create_game("alhambra", host=(2, "Ben"), guild_id=2)
    started = await running_alhambra(store)
    assert [g.id for g in await store.lobby_games()] == [old.id, new.id]
    assert [g.id for g in await store.lobby_games(guild_id=2)] == [new.id]
    assert [g.id for g in await store.lobby_games(idle_for=timedelta(hours=12))] == [old.id]
    assert started.id not in [g.id for g in await store.lobby_games()]


# -- the indexes --------------------------------------------------------------------------


def _fill(path, games: int, snapshot: str) -> None:
    """Many finished games, written in bulk (what years of play leave in the file)."""
    with sqlite3.connect(path) as raw:
        raw.executemany(
            "INSERT INTO games (id, kind, status, channel_id, thread_id, seed, version,"
            " created_at, last_activity_at, snapshot) VALUES (?, 'alhambra', 'finished', ?, ?,"
            " 1, 0, 0, ?, ?)",
            [(i, 10 + i % 50, 1_000_000 + i, float(i), snapshot) for i in range(10, games + 10)],
        )
        raw.executemany(
            "INSERT INTO seats (game_id, seat, user_id, name, joined_at) VALUES (?, ?, ?, 'x', 0)",
            [(i, s, 5000 + (i * 7 + s) % 3000) for i in range(10, games + 10) for s in range(3)],
        )
        raw.execute("ANALYZE")


async def _plans(store: SqliteStore, db_path, call) -> list[str]:
    """The query plans of the statements ``call`` makes the store run (reads and writes)."""
    statements: list[str] = []
    for connection in (store._reader, store._writer):
        await connection.set_trace_callback(statements.append)
    await call()
    for connection in (store._reader, store._writer):
        await connection.set_trace_callback(None)
    plans = []
    with sqlite3.connect(db_path) as raw:
        for sql in statements:
            if sql.lstrip().upper().startswith(("SELECT", "UPDATE", "DELETE")):
                rows = raw.execute("EXPLAIN QUERY PLAN " + sql).fetchall()
                plans.append("\n".join(row[-1] for row in rows))
    assert plans, statements
    return plans


async def test_look_ups_use_indexes_not_scans(sqlite_store, db_path, clock):
    """SQLite's query plans (SQLite only: PostgreSQL's planner reads small tables whole)."""
    store = sqlite_store
    game = await running_alhambra(store, thread_id=77, channel_id=7, first_user=5001)
    # Timers of the running game, one due each hour from an hour ago on.
    await store.set_timers(game.id, {f"t{i}": clock.now + (i - 1) * timedelta(hours=1)
                                     for i in range(5000)})
    clock.advance(hours=200)  # t0 to t201 are due
    await store.close()
    _fill(db_path, 5000, game.state.model_dump_json())
    async with await SqliteStore.open(db_path, clock=clock) as store:
        calls = {
            "games_by_thread": lambda: store.game_by_thread(1_000_123),
            "seats_by_user": lambda: store.games_of_user(5001),
            "games_by_channel": lambda: store.games_in_channel(7),
            "games_by_status": lambda: store.idle_games(timedelta(hours=1)),
        }
        for index, call in calls.items():
            for plan in await _plans(store, db_path, call):
                assert f"INDEX {index} (" in plan, plan
                assert "SCAN" not in plan.replace("SCAN CONSTANT ROW", ""), plan
        lobby_plans = await _plans(store, db_path, store.lobby_games)
        assert all("INDEX games_by_status (status=?)" in p for p in lobby_plans), lobby_plans
        # A tick's claim walks the due-time index from the earliest timer: its cost is
        # what is due, not how many games or timers the file holds.
        [claim_plan] = await _plans(store, db_path, store.claim_due_timers)
        assert "SEARCH t USING INDEX timers_by_due (due_at<?)" in claim_plan, claim_plan
        assert "SCAN" not in claim_plan and "TEMP B-TREE" not in claim_plan, claim_plan
        assert [(t.game_id, t.name) for t in await store.claim_due_timers(limit=3)] == [
            (1, "t100"), (1, "t101"), (1, "t102")]  # the claim above took t0 to t99
        assert (await store.game_by_thread(1_000_123)).id == 123
        assert {g.id for g in await store.games_of_user(5001)} >= {1}
