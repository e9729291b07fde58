"""Applying actions: one transaction, the log, the snapshot, the version, the replay."""

from __future__ import annotations

import random
import sqlite3
from datetime import timedelta

import asyncpg
import pytest

from engine.alhambra import ACTION_ADAPTER, IllegalAction, legal_actions
from engine.alhambra.actions import EndTurn
from storage import GameMovedOn, GameNotFound, SqliteStore, WrongStatus

from .store_helpers import START, play_random, running_alhambra


async def _log_rows(backend) -> list[tuple]:
    return await backend.fetch(
        "SELECT game_id, seq, seat, user_id, action, at FROM actions ORDER BY game_id, seq"
    )


async def test_an_action_is_logged_and_the_snapshot_advances(store, clock, backend):
    game = await running_alhambra(store)
    seat = game.active_seats[0]
    action = legal_actions(game.state, seat)[0]
    clock.advance(minutes=5)
    done = await store.apply_action(game.id, seat, action, expected_version=0)

    assert done.game.version == 1 and done.game.state.moves == 1
    assert done.events and not done.rebased
    assert done.game.last_activity_at == START + timedelta(minutes=5)
    assert done.game == await store.load_game(game.id)
    [entry] = await store.action_log(game.id)
    assert (entry.seq, entry.seat, entry.action) == (1, seat, action)
    assert entry.user_id == game.user_of(seat) and entry.at == clock.now
    [row] = await _log_rows(backend)
    assert ACTION_ADAPTER.validate_json(row[4]) == action


async def test_actions_may_come_as_dicts_or_json_text(store):
    game = await running_alhambra(store)
    seat = game.active_seats[0]
    action = legal_actions(game.state, seat)[0]
    as_dict = ACTION_ADAPTER.dump_python(action, mode="json")
    done = await store.apply_action(game.id, seat, as_dict, expected_version=0, user_id=77)
    assert (await store.action_log(game.id))[0].user_id == 77
    seat = done.game.active_seats[0]
    text = ACTION_ADAPTER.dump_json(legal_actions(done.game.state, seat)[0]).decode()
    done = await store.apply_action(game.id, seat, text, expected_version=1)
    assert done.game.version == 2


async def test_a_whole_game_replays_to_its_snapshot_and_finishes(store):
    game = await running_alhambra(store, 2, seed=3)
    game = await play_random(store, game, 5000, random.Random(3))
    assert game.status == "finished" and game.state.is_over
    assert game.active_seats == () and game.finished_at is not None
    assert game.version == len(await store.action_log(game.id)) == game.state.moves
    assert await store.verify_replay(game.id) == []
    assert await store.check_all(statuses=None, full_replay=True) == []
    with pytest.raises(WrongStatus, match="playing"):
        await store.apply_action(game.id, 0, EndTurn(), expected_version=game.version)


async def test_an_illegal_action_writes_nothing(store, backend):
    game = await running_alhambra(store)
    seat = game.active_seats[0]
    with pytest.raises(IllegalAction):
        await store.apply_action(game.id, seat, EndTurn(), expected_version=0)
    other = (seat + 1) % 3
    with pytest.raises(IllegalAction, match="turn"):
        await store.apply_action(game.id, other, legal_actions(game.state, seat)[0],
                                 expected_version=0)
    assert await _log_rows(backend) == []
    assert await store.load_game(game.id) == game


async def test_a_stale_version_gets_the_new_state_and_writes_nothing(store):
    game = await running_alhambra(store)
    seat = game.active_seats[0]
    first, second = legal_actions(game.state, seat)[:2]
    moved = (await store.apply_action(game.id, seat, first, expected_version=0)).game
    with pytest.raises(GameMovedOn, match="moved on") as caught:
        await store.apply_action(game.id, seat, second, expected_version=0)
    assert caught.value.version == 1 and caught.value.expected_version == 0
    assert caught.value.game == moved and caught.value.game.state == moved.state
    assert len(await store.action_log(game.id)) == 1


async def test_the_same_tap_twice_applies_once(store):
    game = await running_alhambra(store)
    seat = game.active_seats[0]
    action = legal_actions(game.state, seat)[0]
    await store.apply_action(game.id, seat, action, expected_version=0)
    with pytest.raises(GameMovedOn):
        await store.apply_action(game.id, seat, action, expected_version=0)
    assert (await store.load_game(game.id)).version == 1


async def test_rebase_checks_the_action_against_the_newest_state(store, tally):
    game = await store.create_game("tally", host=(1, "Ana"))
    await store.join_game(game.id, 2, "Ben")
    game = await store.start_game(game.id, seed=0)
    assert game.active_seats == (0, 1)
    await store.apply_action(game.id, 0, {"kind": "add", "amount": 2}, expected_version=0)
    done = await store.apply_action(
        game.id, 1, {"kind": "add", "amount": 5}, expected_version=0, rebase=True
    )
    assert done.rebased and done.game.version == 2 and done.game.state.counts == (2, 5)
    # Decided at version 0, before seat 0's own move: that move is not rebased over.
    with pytest.raises(GameMovedOn):
        await store.apply_action(game.id, 0, {"kind": "add", "amount": 2}, expected_version=0,
                                 rebase=True)
    # Seat 1 decided at version 1 (its counter empty) but moved at version 2: refused too.
    with pytest.raises(GameMovedOn):
        await store.apply_action(game.id, 1, {"kind": "reset"}, expected_version=1, rebase=True)
    # A rebased action is checked by the engine against the newest state, inside the write.
    with pytest.raises(ValueError, match="empty counter"):
        await store.apply_action(game.id, 1, {"kind": "reset"}, expected_version=2, rebase=True)
    assert (await store.load_game(game.id)).version == 2
    assert await store.verify_replay(game.id) == []


async def test_playing_needs_a_running_game(store):
    game = await store.create_game("alhambra", host=(1, "Ana"))
    with pytest.raises(WrongStatus, match="lobby"):
        await store.apply_action(game.id, 0, EndTurn(), expected_version=0)
    with pytest.raises(GameNotFound):
        await store.apply_action(4242, 0, EndTurn(), expected_version=0)


async def test_the_action_log_is_append_only(store, backend):
    game = await running_alhambra(store)
    await play_random(store, game, 3, random.Random(0))
    for statement in ("UPDATE actions SET seat = 2", "DELETE FROM actions"):
        with pytest.raises((sqlite3.IntegrityError, asyncpg.RaiseError), match="append-only"):
            await backend.execute(statement)
    assert len(await store.action_log(game.id)) == 3


async def test_the_log_can_be_read_from_a_sequence_number(store):
    game = await running_alhambra(store)
    game = await play_random(store, game, 6, random.Random(1))
    tail = await store.action_log(game.id, after=4)
    assert [e.seq for e in tail] == [5, 6]


async def test_games_do_not_disturb_each_other(store):
    games = [await running_alhambra(store, n, seed=n) for n in (2, 3, 4)]
    rng = random.Random(5)
    for _ in range(10):
        games = [await play_random(store, g, 1, rng) for g in games]
    for game in games:
        assert (await store.load_game(game.id)).version == 10
        assert await store.verify_replay(game.id) == []


async def test_a_synchronous_normal_sqlite_store_also_works(tmp_path, clock):
    async with await SqliteStore.open(tmp_path / "n.sqlite3", clock=clock,
                                      synchronous="NORMAL") as store:
        game = await running_alhambra(store)
        game = await play_random(store, game, 5, random.Random(2))
        assert await store.verify_replay(game.id) == []


async def test_several_actions_apply_all_or_none_in_one_transaction(store):
    """A choice and the end of the turn it completes are committed together: an action the
    engine refuses anywhere in the list leaves nothing written."""
    game = await running_alhambra(store)
    seat = game.active_seats[0]
    take = next(a for a in legal_actions(game.state, seat) if a.kind == "take_money")
    with pytest.raises(IllegalAction):  # the turn cannot end twice
        await store.apply_actions(game.id, seat, [take, EndTurn(), EndTurn()],
                                  expected_version=0)
    assert (await store.load_game(game.id)).version == 0
    assert await store.action_log(game.id) == []
    done = await store.apply_actions(game.id, seat, [take, EndTurn()], expected_version=0)
    assert done.game.version == 2 and done.game.state.active_seat != seat
    assert [e.kind for e in done.events][0] == "money_taken"
    assert "turn_ended" in [e.kind for e in done.events]
    assert [e.seq for e in await store.action_log(game.id)] == [1, 2]
    assert await store.verify_replay(game.id) == []
    with pytest.raises(GameMovedOn):
        await store.apply_actions(game.id, seat, [take], expected_version=0)
