"""Timers: due-time rows that a tick claims (claim, act, move the due time on).

The bot used to read the 1000 longest-idle running games every tick: past 1000 stale games
the newer ones were never reminded, and two processes on one file sent every reminder
twice. These tests hold the timers to what replaces that: what is due is found whatever
else the file holds, earliest first, and every due timer is handled exactly once however
many stores or processes claim at once.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import subprocess
import sys
from datetime import timedelta
from pathlib import Path

import pytest

from storage import DueTimer, GameNotFound, SqliteStore, WrongStatus

from .store_helpers import START, running_alhambra
from .test_store_migrations import _build_v1_database

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
HOUR = timedelta(hours=1)
DAY = timedelta(days=1)


async def _running_games(backend, ids, *, idle_since=START - timedelta(days=30)) -> None:
    """Running games written in bulk (a busy server's database); their state is never read."""
    at = idle_since
    await backend.execute(
        "INSERT INTO games (id, kind, status, seed, version, active_seats, created_at,"
        " last_activity_at, started_at, snapshot)"
        " VALUES (?, 'alhambra', 'running', 1, 0, '[0]', ?, ?, ?, '{}')",
        *[(game_id, at, at, at) for game_id in ids],
    )


async def _raw_timers(backend, rows) -> None:
    """Timer rows (game id, name, due) written by hand, whatever the game's status."""
    await backend.execute("INSERT INTO timers (game_id, name, due_at) VALUES (?, ?, ?)", *rows)


async def _claim_all(store, *, limit, now=None, release=None) -> list[DueTimer]:
    """Claim until nothing is due; ``release(timer)`` gives each one's next due time."""
    claimed = []
    while batch := await store.claim_due_timers(limit=limit, now=now):
        assert len(batch) <= limit
        claimed += batch
        assert len(claimed) <= 2000, "the claims never run out"
        if release is not None:
            for timer in batch:
                assert await store.release_timer(timer, release(timer))
    return claimed


# -- setting and reading ----------------------------------------------------------------


async def test_set_replace_and_remove_timers(store, clock):
    game = await running_alhambra(store)
    assert await store.timers_of(game.id) == {}
    await store.set_timers(game.id, {"reminder": START + DAY, "deadline": START + 3 * DAY})
    assert await store.timers_of(game.id) == {"reminder": START + DAY,
                                              "deadline": START + 3 * DAY}
    await store.set_timers(game.id, {"reminder": START + 2 * DAY})  # replaces, keeps others
    assert await store.timers_of(game.id) == {"reminder": START + 2 * DAY,
                                              "deadline": START + 3 * DAY}
    await store.set_timers(game.id, {"deadline": None, "never-set": None, "round": START})
    assert await store.timers_of(game.id) == {"round": START, "reminder": START + 2 * DAY}
    assert list(await store.timers_of(game.id)) == ["round", "reminder"]  # earliest first
    await store.set_timers(game.id, {})

    other = await running_alhambra(store, seed=2)
    await store.set_timers(other.id, {"reminder": START})
    assert await store.timers_of(game.id) == {"round": START, "reminder": START + 2 * DAY}
    assert await store.timers_of(other.id) == {"reminder": START}

    name = "x" * 64
    await store.set_timers(game.id, {name: START})
    assert name in await store.timers_of(game.id)
    for bad in ("", "x" * 65, 7, None):
        with pytest.raises(ValueError, match="timer name"):
            await store.set_timers(game.id, {bad: START})
    with pytest.raises(GameNotFound):
        await store.set_timers(999, {"reminder": START})
    with pytest.raises(GameNotFound):
        await store.timers_of(999)
    lobby = await store.create_game("alhambra", host=(1, "Ana"))
    with pytest.raises(WrongStatus, match="setting a timer"):
        await store.set_timers(lobby.id, {"reminder": START})
    await store.set_timers(lobby.id, {"reminder": None})  # removing is always fine
    assert await store.timers_of(lobby.id) == {}


# -- what is due is found -----------------------------------------------------------------


async def test_one_fresh_due_game_is_found_behind_1500_idle_games(store, backend, clock):
    """The bug of today's ``idle_games(limit=1000)`` tick: 1500 long-idle games fill the
    batch and the one game that is due is never looked at. Claiming goes by due time."""
    idle_ids = range(10, 1510)
    await _running_games(backend, idle_ids)
    # Half of them have a timer, none due yet.
    await _raw_timers(backend, [(game_id, "reminder", START + 7 * DAY)
                                for game_id in idle_ids[::2]])
    fresh = await running_alhambra(store)
    await store.set_timers(fresh.id, {"reminder": START + HOUR})
    clock.advance(hours=1)

    batch = await store.idle_games(HOUR, skip_reminded=False, limit=1000)
    assert len(batch) == 1000 and fresh.id not in {g.id for g in batch}  # the old way

    claimed = await store.claim_due_timers()
    assert claimed == [DueTimer(fresh.id, "reminder", START + HOUR, claimed[0].claim)]
    assert claimed[0].claim and await store.claim_due_timers() == []


async def test_1500_due_timers_are_all_claimed_earliest_first(store, backend, clock):
    """Batches of 100: every one of 1500 due timers comes out once, the earliest first, and
    after each is moved on a day none comes back before that day."""
    ids = list(range(10, 1510))
    await _running_games(backend, ids)
    rng = random.Random(5)  # due within the last 20 days, set in no particular order
    due = {game_id: START - timedelta(minutes=minute)
           for game_id, minute in zip(ids, rng.sample(range(1, 28_800), len(ids)), strict=True)}
    async with await backend.open(clock, quick=True) as quick:
        for game_id in rng.sample(ids, len(ids)):
            await quick.set_timers(game_id, {"reminder": due[game_id]})

    claimed = await _claim_all(store, limit=100, release=lambda t: t.due_at + 30 * DAY)
    assert [t.game_id for t in claimed] == sorted(ids, key=due.get)  # none starved, in order
    assert [t.due_at for t in claimed] == sorted(due.values())
    assert len({t.claim for t in claimed}) == 1500
    assert await store.claim_due_timers() == []

    clock.advance(days=30)
    again = await _claim_all(store, limit=100)
    assert [t.game_id for t in again] == sorted(ids, key=due.get)


async def test_a_tick_claims_acts_and_moves_the_timer_on(store, clock):
    game = await running_alhambra(store)
    await store.set_timers(game.id, {"reminder": START + DAY, "round": START + 2 * HOUR})
    assert await store.claim_due_timers() == []  # nothing due yet
    clock.advance(hours=2)
    [round_] = await store.claim_due_timers()
    assert (round_.name, round_.due_at) == ("round", START + 2 * HOUR)
    assert await store.claim_due_timers() == []  # held: not handed out twice
    assert await store.release_timer(round_, START + 4 * HOUR)  # moved on
    assert await store.timers_of(game.id) == {"round": START + 4 * HOUR,
                                              "reminder": START + DAY}
    assert not await store.release_timer(round_, START + 9 * HOUR)  # released already
    assert await store.claim_due_timers() == []

    clock.advance(days=1)  # both due now, the earlier one first
    first, second = await store.claim_due_timers()
    assert (first.name, second.name) == ("round", "reminder")
    assert await store.release_timer(first, None)  # done: deleted
    assert await store.release_timer(second, clock.now + DAY)
    assert await store.timers_of(game.id) == {"reminder": clock.now + DAY}

    with pytest.raises(ValueError, match="at least one"):
        await store.claim_due_timers(limit=0)
    with pytest.raises(ValueError, match="lease"):
        await store.claim_due_timers(lease=timedelta(0))


# -- claims and leases --------------------------------------------------------------------


async def test_a_claim_whose_lease_ran_out_is_claimed_again_and_the_old_one_is_void(
        store, clock):
    """A process that dies after claiming loses nothing: after the lease another claims the
    timer with a new token, and the first one's late release changes nothing."""
    game = await running_alhambra(store)
    await store.set_timers(game.id, {"reminder": START})
    [old] = await store.claim_due_timers(lease=timedelta(minutes=5))
    clock.advance(minutes=4, seconds=59)
    assert await store.claim_due_timers() == []  # still held
    clock.advance(seconds=1)
    [new] = await store.claim_due_timers(lease=timedelta(minutes=5))
    assert (new.game_id, new.name, new.due_at) == (old.game_id, old.name, old.due_at)
    assert new.claim != old.claim

    assert not await store.release_timer(old, START + DAY)
    assert not await store.release_timer(old, None)
    assert await store.timers_of(game.id) == {"reminder": START}  # as the new claim left it
    assert await store.claim_due_timers() == []  # and still held by it
    assert await store.release_timer(new, START + DAY)
    assert await store.timers_of(game.id) == {"reminder": START + DAY}


async def test_a_lease_that_ran_out_unclaimed_still_releases(store, clock):
    game = await running_alhambra(store)
    await store.set_timers(game.id, {"reminder": START})
    [timer] = await store.claim_due_timers(lease=timedelta(seconds=10))
    clock.advance(minutes=1)  # slow, but nobody took it over
    assert await store.release_timer(timer, START + DAY)
    assert await store.timers_of(game.id) == {"reminder": START + DAY}


async def test_setting_a_claimed_timer_replaces_it_and_the_stale_release_changes_nothing(
        store, clock):
    """The game moved on while a reminder was being posted: the new due time wins."""
    game = await running_alhambra(store)
    await store.set_timers(game.id, {"reminder": START, "deadline": START})
    claimed = await store.claim_due_timers()
    reminder = next(t for t in claimed if t.name == "reminder")
    deadline = next(t for t in claimed if t.name == "deadline")
    await store.set_timers(game.id, {"reminder": START + 6 * HOUR, "deadline": None})

    assert not await store.release_timer(reminder, START + DAY)
    assert not await store.release_timer(deadline, START + DAY)  # removed meanwhile
    assert await store.timers_of(game.id) == {"reminder": START + 6 * HOUR}
    assert await store.claim_due_timers() == []
    clock.advance(hours=6)
    [again] = await store.claim_due_timers()
    assert (again.name, again.due_at) == ("reminder", START + 6 * HOUR)

    # Setting a held timer to a time already past drops the claim: it is due at once.
    await store.set_timers(game.id, {"reminder": START})
    [at_once] = await store.claim_due_timers()
    assert at_once.due_at == START and at_once.claim != again.claim
    assert not await store.release_timer(again, None)
    assert await store.release_timer(at_once, None)
    assert await store.timers_of(game.id) == {}


# -- several claimants --------------------------------------------------------------------


async def test_two_stores_claiming_at_once_handle_each_timer_once(store, backend, clock):
    ids = list(range(10, 40))
    await _running_games(backend, ids)
    names = [f"t{i}" for i in range(10)]
    for game_id in ids:
        await store.set_timers(game_id, {name: START - timedelta(seconds=game_id + i)
                                         for i, name in enumerate(names)})
    async with await backend.open(clock) as other:
        # Held claims of one store are not the other's to take...
        first = await store.claim_due_timers(limit=7)
        second = await other.claim_due_timers(limit=7)
        assert {(t.game_id, t.name) for t in first}.isdisjoint(
            (t.game_id, t.name) for t in second)
        assert max(t.due_at for t in first) <= min(t.due_at for t in second)
        # ...and four claim loops at once, two per store, share out the rest.
        runs = await asyncio.gather(
            *(_claim_all(s, limit=7, release=lambda t: None) for s in [store, other] * 2)
        )
        for timer in first + second:
            assert await store.release_timer(timer, None)
    keys = [(t.game_id, t.name) for run in [first, second, *runs] for t in run]
    assert sorted(keys) == sorted((g, n) for g in ids for n in names)  # each exactly once
    assert [await store.timers_of(g) for g in ids] == [{}] * len(ids)


async def test_processes_claiming_at_once_handle_each_timer_once(store, backend):
    """Three bot processes and this one claim 1000 due timers together, in batches of 20."""
    ids = list(range(10, 210))
    await _running_games(backend, ids)
    await _raw_timers(backend, [(g, f"t{i}", START - timedelta(seconds=g * 5 + i))
                                for g in ids for i in range(5)])
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    children = [
        subprocess.Popen(
            [sys.executable, str(HERE / "store_child.py"), "claim", backend.target,
             str(START.timestamp()), "20"],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env,
        )
        for _ in range(3)
    ]
    try:
        for child in children:
            assert child.stdout.readline().strip() == "ready"
        for child in children:
            child.stdin.write("go\n")
            child.stdin.flush()
        mine = await _claim_all(store, limit=20, now=START, release=lambda t: None)
        reports = [json.loads(child.stdout.readline()) for child in children]
    finally:
        for child in children:
            child.stdin.close()
            child.wait(timeout=60)
    keys = [(t.game_id, t.name) for t in mine]
    keys += [tuple(key) for report in reports for key in report["claimed"]]
    assert len(keys) == 1000 and set(keys) == {(g, f"t{i}") for g in ids for i in range(5)}
    assert [report["refused"] for report in reports] == [0, 0, 0]
    assert await backend.fetch("SELECT count(*) FROM timers") == [(0,)]


# -- games that are not running -----------------------------------------------------------


async def test_timers_of_ended_games_are_deleted_and_never_claimed(store, backend, clock, tally):
    """Timers belong to running games: they go when a game is finished or abandoned, and a
    late ``set_timers`` on an ended game (a process racing its end) does nothing."""
    abandoned = await running_alhambra(store)
    await store.set_timers(abandoned.id, {"reminder": START, "deadline": START + HOUR})
    await store.abandon_game(abandoned.id)
    assert await store.timers_of(abandoned.id) == {}

    finished = await store.create_game("tally", host=(1, "Ana"), options={"rules": {"target": 3}})
    finished = await store.start_game(finished.id, seed=1)
    await store.set_timers(finished.id, {"round": START})
    [held] = await store.claim_due_timers()
    done = await store.apply_action(finished.id, 0, {"kind": "add", "amount": 5},
                                    expected_version=0)
    assert done.game.status == "finished"
    assert await store.timers_of(finished.id) == {}
    assert not await store.release_timer(held, START + DAY)  # its game ended meanwhile
    assert await store.timers_of(finished.id) == {}

    await store.set_timers(finished.id, {"round": START, "reminder": None})  # no-op
    await store.set_timers(abandoned.id, {"reminder": START})
    assert await store.timers_of(finished.id) == {} == await store.timers_of(abandoned.id)

    # Rows that got there anyway (written by hand) are still not claimed, nor a lobby's.
    lobby = await store.create_game("alhambra", host=(2, "Ben"))
    await _raw_timers(backend, [(game_id, "reminder", START - DAY)
                                for game_id in (finished.id, abandoned.id, lobby.id)])
    running = await running_alhambra(store, seed=3)
    await store.set_timers(running.id, {"reminder": START})
    clock.advance(hours=1)
    assert [t.game_id for t in await store.claim_due_timers()] == [running.id]
    assert await store.timers_of(lobby.id) == {"reminder": START - DAY}  # left as it was


async def test_a_finished_game_keeps_its_post_timer(store, clock, tally):
    """The last turn's post (the final scores) may fail; the bot keeps a ``post`` timer to
    try again, and that one survives the end of the game, is claimed and can be set."""
    game = await store.create_game("tally", host=(1, "Ana"), options={"rules": {"target": 3}})
    game = await store.start_game(game.id, seed=1)
    await store.set_timers(game.id, {"round": START, "post": START})
    done = await store.apply_action(game.id, 0, {"kind": "add", "amount": 5},
                                    expected_version=0)
    assert done.game.status == "finished"
    assert await store.timers_of(game.id) == {"post": START}
    await store.set_timers(game.id, {"post": START + HOUR, "round": START})  # round: no-op
    assert await store.timers_of(game.id) == {"post": START + HOUR}
    clock.advance(hours=2)
    [owed] = await store.claim_due_timers()
    assert (owed.game_id, owed.name) == (game.id, "post")
    assert await store.release_timer(owed, None)
    assert await store.timers_of(game.id) == {}


async def test_deleting_a_game_row_deletes_its_timers(store, backend):
    game = await running_alhambra(store)
    await store.set_timers(game.id, {"reminder": START})
    await backend.execute("DELETE FROM seats WHERE game_id = ?", (game.id,))
    await backend.execute("DELETE FROM games WHERE id = ?", (game.id,))
    assert await backend.fetch("SELECT count(*) FROM timers") == [(0,)]


async def test_a_version_1_database_gains_timers(tmp_path, clock):
    path = tmp_path / "v1.sqlite3"
    _build_v1_database(path)
    async with await SqliteStore.open(path, clock=clock) as store:
        assert await store.timers_of(1) == {}
        await store.set_timers(1, {"reminder": START})
        [timer] = await store.claim_due_timers()
        assert (timer.game_id, timer.name) == (1, "reminder")
        assert await store.release_timer(timer, None)
