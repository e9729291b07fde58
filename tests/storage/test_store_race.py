"""Races: of many attempts decided on one version exactly one applies (coroutines, stores and
processes alike); in rebase mode simultaneous actions all apply and none is lost; writes that
read and then write (seating, message ids, options) never lose one another's update.

Two stores on one database stand for two bot processes. On SQLite the whole file is the
lock; on PostgreSQL (READ COMMITTED) only the game's row lock keeps these right.
"""

from __future__ import annotations

import asyncio
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest

from engine.alhambra import legal_actions
from storage import GameFull, GameMovedOn, SqliteStore, StoreBusy

from .store_helpers import running_alhambra

HERE = Path(__file__).parent
ROOT = HERE.parent.parent


async def _attempt(store, game, seat, action, version):
    try:
        await store.apply_action(game.id, seat, action, expected_version=version)
    except GameMovedOn as moved:
        assert moved.version == version + 1 and moved.game.state is not None
        return "moved"
    return "ok"


async def _race(stores, game, attempts=50):
    seat = game.active_seats[0]
    actions = list(legal_actions(game.state, seat))
    results = await asyncio.gather(
        *(
            _attempt(stores[i % len(stores)], game, seat, actions[i % len(actions)], game.version)
            for i in range(attempts)
        )
    )
    return results


async def _assert_consistent(store, game_id, version):
    game = await store.load_game(game_id)
    assert game.version == version == game.state.moves
    assert len(await store.action_log(game_id)) == version
    assert await store.verify_replay(game_id) == []


async def test_fifty_attempts_from_one_version_apply_exactly_once(store):
    game = await running_alhambra(store)
    for round_ in range(3):
        results = await _race([store], game)
        assert results.count("ok") == 1 and results.count("moved") == 49
        game = await store.load_game(game.id)
        await _assert_consistent(store, game.id, round_ + 1)


async def test_two_stores_on_one_database_race_like_two_bot_processes(backend, clock, store):
    game = await running_alhambra(store)
    async with await backend.open(clock) as other:
        for round_ in range(3):
            results = await _race([store, other], game)
            assert results.count("ok") == 1 and results.count("moved") == 49
            game = await other.load_game(game.id)
            await _assert_consistent(store, game.id, round_ + 1)


async def test_four_processes_race_and_exactly_one_attempt_applies(store, backend):
    game = await running_alhambra(store)
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    children = [
        subprocess.Popen(
            [sys.executable, str(HERE / "store_child.py"), "race", backend.target, str(game.id),
             "0", str(count)],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
        )
        for count in (13, 13, 12, 12)
    ]
    try:
        for child in children:
            assert child.stdout.readline().strip() == "ready"
        for child in children:
            child.stdin.write("go\n")
            child.stdin.flush()
        lines = [child.stdout.readline().split() for child in children]
    finally:
        for child in children:
            child.stdin.close()
            child.wait(timeout=30)
    ok = sum(int(line[1]) for line in lines)
    moved = sum(int(line[3]) for line in lines)
    assert (ok, moved) == (1, 49)
    await _assert_consistent(store, game.id, 1)


async def _running_tally(store, players: int, **options):
    game = await store.create_game("tally", host=(1, "P1"), options=options)
    for user in range(2, players + 1):
        await store.join_game(game.id, user, f"P{user}")
    return await store.start_game(game.id, seed=1)


async def test_simultaneous_actions_in_rebase_mode_all_apply(store, backend, clock, tally):
    game = await _running_tally(store, 50)
    async with await backend.open(clock) as other:
        stores = [store, other]
        done = await asyncio.gather(
            *(
                stores[seat % 2].apply_action(
                    game.id, seat, {"kind": "add", "amount": seat + 1}, expected_version=0,
                    rebase=True,
                )
                for seat in range(50)
            )
        )
    assert sorted(d.game.version for d in done) == list(range(1, 51))
    assert sum(d.rebased for d in done) == 49
    final = await store.load_game(game.id)
    assert final.version == 50 and final.state.counts == tuple(range(1, 51))
    assert await store.verify_replay(game.id) == []


async def test_a_write_lock_held_too_long_is_a_clear_busy_error_and_reads_go_on(db_path, clock):
    """SQLite: another process holding the file's write lock."""
    async with await SqliteStore.open(db_path, clock=clock, busy_timeout=0.2) as store:
        game = await running_alhambra(store)
        blocker = sqlite3.connect(db_path, isolation_level=None)
        blocker.execute("BEGIN IMMEDIATE")
        try:
            with pytest.raises(StoreBusy, match="busy"):
                await store.join_game(game.id, 9, "Late")
            assert (await store.load_game(game.id)).version == 0
        finally:
            blocker.execute("ROLLBACK")
            blocker.close()
        seat = game.active_seats[0]
        action = legal_actions(game.state, seat)[0]
        done = await store.apply_action(game.id, seat, action, expected_version=0)
        assert done.game.version == 1


@pytest.mark.parametrize("backend", ["postgres"], indirect=True)
async def test_a_row_lock_held_too_long_is_a_clear_busy_error_and_others_go_on(backend, clock):
    """PostgreSQL: another process holding the game's row lock; other games do not wait."""
    async with await backend.open(clock, busy_timeout=0.2) as store:
        game = await running_alhambra(store)
        other = await running_alhambra(store, seed=2, first_user=2000)
        blocker = await asyncpg.connect(backend.dsn)
        holding = blocker.transaction()
        await holding.start()
        try:
            await blocker.execute("SELECT 1 FROM games WHERE id = $1 FOR UPDATE", game.id)
            with pytest.raises(StoreBusy, match="busy"):
                await store.apply_action(game.id, game.active_seats[0],
                                         legal_actions(game.state, game.active_seats[0])[0],
                                         expected_version=0)
            with pytest.raises(StoreBusy):
                await store.set_message(game.id, "market", 1)
            assert (await store.load_game(game.id)).version == 0  # reads never wait
            seat = other.active_seats[0]
            done = await store.apply_action(other.id, seat, legal_actions(other.state, seat)[0],
                                            expected_version=0)
            assert done.game.version == 1
        finally:
            await holding.rollback()
            await blocker.close()
        seat = game.active_seats[0]
        done = await store.apply_action(game.id, seat, legal_actions(game.state, seat)[0],
                                        expected_version=0)
        assert done.game.version == 1


async def test_joins_at_once_never_seat_more_than_the_tables_limit(backend, clock, store):
    """Issue 9: joins arriving together on a table for 2 seated 5. The limit is the table's
    own ``max_players`` and holds inside the write, across stores on one database."""
    game = await store.create_game("alhambra", host=(1, "Ana"), options={"max_players": 2})
    async with await backend.open(clock) as other:
        stores = [store, other]
        outcomes = await asyncio.gather(
            *(stores[user % 2].join_game(game.id, user, f"P{user}") for user in range(2, 12)),
            return_exceptions=True,
        )
    joined = [o for o in outcomes if not isinstance(o, Exception)]
    refused = [o for o in outcomes if isinstance(o, Exception)]
    assert len(joined) == 1 and len(refused) == 9
    assert all(isinstance(error, GameFull) and "2 players" in str(error) for error in refused)
    assert len((await store.load_game(game.id)).seats) == 2


async def test_players_seated_at_once_from_two_stores_all_get_a_seat(backend, clock, store, tally):
    """Seating reads the seats and then writes the next one: without the game's row lock two
    joins on PostgreSQL would both take the same seat number."""
    game = await store.create_game("tally", host=(1, "Ana"))
    async with await backend.open(clock) as other:
        stores = [store, other]
        for round_ in range(2):
            users = range(100 * round_ + 2, 100 * round_ + 22)
            await asyncio.gather(*(stores[user % 2].join_game(game.id, user, f"P{user}")
                                   for user in users))
            # ...and leaving at once closes the seats up without losing anyone.
            await asyncio.gather(*(stores[user % 2].leave_game(game.id, user)
                                   for user in list(users)[::4]))
    seats = (await store.load_game(game.id)).seats
    assert [s.seat for s in seats] == list(range(len(seats))) and len(seats) == 31
    assert {s.user_id for s in seats} == {1} | {u for r in (0, 1) for i, u in
                                                enumerate(range(100 * r + 2, 100 * r + 22))
                                                if i % 4}


async def test_message_ids_recorded_at_once_are_all_kept(backend, clock, store):
    """Recording a message id reads the game's record of them and writes it back: two
    processes recording different messages at once must both keep theirs."""
    game = await running_alhambra(store)
    async with await backend.open(clock) as other:
        stores = [store, other]
        await asyncio.gather(*(stores[i % 2].set_message(game.id, f"post{i}", 1000 + i)
                               for i in range(40)))
        await asyncio.gather(*(stores[i % 2].set_messages(game.id, {f"post{i}": None,
                                                                    f"vote{i}": 5000 + i})
                               for i in range(0, 40, 2)))
    expected = {f"post{i}": 1000 + i for i in range(1, 40, 2)}
    expected |= {f"vote{i}": 5000 + i for i in range(0, 40, 2)}
    assert (await store.load_game(game.id)).messages == expected


async def test_options_changed_while_seats_act_are_all_kept(backend, clock, store, tally):
    """``set_option`` reads the options and writes them back while the game goes on: every
    option set at once is kept, and every action applies."""
    game = await _running_tally(store, 10, language="en")
    async with await backend.open(clock) as other:
        stores = [store, other]
        results = await asyncio.gather(
            *(stores[i % 2].set_option(game.id, f"opt{i}", i) for i in range(20)),
            *(stores[seat % 2].apply_action(game.id, seat, {"kind": "add", "amount": 1},
                                            expected_version=0, rebase=True)
              for seat in range(10)),
        )
    final = await store.load_game(game.id)
    assert final.options == {"language": "en", **{f"opt{i}": i for i in range(20)}}
    assert final.version == 10 and final.state.counts == (1,) * 10
    assert sorted(r.game.version for r in results[20:]) == list(range(1, 11))


async def test_a_seats_two_taps_decided_on_one_version_apply_once_even_in_rebase_mode(
        store, tally):
    """Issue 9: in simultaneous play the same tap from two open panels of one player must not
    apply twice. Other seats' moves in between are still rebased over."""
    game = await store.create_game("tally", host=(1, "P1"))
    await store.join_game(game.id, 2, "P2")
    game = await store.start_game(game.id, seed=1)
    twice = await asyncio.gather(
        *(store.apply_action(game.id, 0, {"kind": "add", "amount": 5}, expected_version=0,
                             rebase=True) for _ in range(2)),
        return_exceptions=True,
    )
    assert sum(isinstance(o, GameMovedOn) for o in twice) == 1
    # Seat 1 decided at version 0 too: seat 0's move is not its own, so it still applies.
    done = await store.apply_action(game.id, 1, {"kind": "add", "amount": 2},
                                    expected_version=0, rebase=True)
    assert done.rebased and done.game.state.counts == (5, 2)
    # Seat 0 deciding again at version 0 (before its own move) is refused, at 1 it is fine.
    with pytest.raises(GameMovedOn):
        await store.apply_action(game.id, 0, {"kind": "add", "amount": 1}, expected_version=0,
                                 rebase=True)
    done = await store.apply_action(game.id, 0, {"kind": "add", "amount": 1},
                                    expected_version=1, rebase=True)
    assert done.game.state.counts == (6, 2)
