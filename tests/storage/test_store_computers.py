"""Computer seats in the store (both backends): seated in the lobby with a level, taken out
again, a game of one person and computers, and a running seat handed to a computer."""

from __future__ import annotations

import sqlite3

import pytest

from engine.alhambra import legal_actions
from storage import AlreadySeated, GameFull, GameMovedOn, NotSeated, Seat, SqliteStore, WrongStatus
from storage.migrations import migrate_sync


async def test_a_computer_takes_a_seat_with_its_level_and_no_user(store):
    game = await store.create_game("alhambra", host=(11, "Ana"))
    game = await store.add_computer(game.id, "hard", "🤖 Computer (hard)")
    assert game.seats == (Seat(0, 11, "Ana"), Seat(1, None, "🤖 Computer (hard)", "hard"))
    assert game.computer_of(1) == "hard" and game.computer_of(0) is None
    assert game.user_of(1) is None and game.seat_of(None) is None
    assert game.host_id == 11
    assert await store.load_game(game.id) == game


async def test_a_solo_game_starts_with_one_person_and_computers(store):
    game = await store.create_game("alhambra", host=(11, "Ana"), options={"max_players": 4})
    for level in ("easy", "medium", "hard"):
        game = await store.add_computer(game.id, level, f"🤖 {level}")
    with pytest.raises(GameFull):  # a fifth seat is refused as for people
        await store.add_computer(game.id, "easy", "🤖 more")
    game = await store.start_game(game.id, seed=3)
    assert game.status == "running"
    assert [p.name for p in game.state.players] == ["Ana", "🤖 easy", "🤖 medium", "🤖 hard"]
    assert game.computer_seats == (1, 2, 3)
    # nobody is pinged for a computer: the users the game waits for are people only
    assert set(game.active_user_ids) <= {11}
    assert (game.active_computer_seats == ()) == (game.active_seats == (0,))
    seat = game.active_seats[0]
    done = await store.apply_action(game.id, seat, legal_actions(game.state, seat)[0],
                                    expected_version=0)
    log = await store.action_log(game.id)
    assert log[0].user_id == (11 if seat == 0 else None)
    assert done.game.version == 1
    assert [g.id for g in await store.games_of_user(11)] == [game.id]


async def test_the_host_takes_a_computer_out_and_the_seats_close_up(store):
    game = await store.create_game("alhambra", host=(11, "Ana"))
    game = await store.add_computer(game.id, "easy", "🤖 A")
    game = await store.join_game(game.id, 12, "Ben")
    game = await store.add_computer(game.id, "hard", "🤖 B")
    game = await store.remove_computer(game.id, 1)
    assert game.seats == (Seat(0, 11, "Ana"), Seat(1, 12, "Ben"), Seat(2, None, "🤖 B", "hard"))
    with pytest.raises(NotSeated):  # a person's seat is not a computer's
        await store.remove_computer(game.id, 1)
    with pytest.raises(NotSeated):
        await store.remove_computer(game.id, 7)
    assert (await store.load_game(game.id)).seats == game.seats
    game = await store.leave_game(game.id, 11)  # the host leaves: the next person hosts
    assert game.host_id == 12
    assert game.seats == (Seat(0, 12, "Ben"), Seat(1, None, "🤖 B", "hard"))
    with pytest.raises(ValueError):
        await store.add_computer(game.id, "godlike", "🤖 C")


async def test_a_running_seat_is_handed_to_a_computer_keeping_its_place(store):
    game = await store.create_game("alhambra", host=(11, "Ana"))
    game = await store.join_game(game.id, 12, "Ben")
    game = await store.start_game(game.id, seed=5)
    with pytest.raises(WrongStatus):
        await store.add_computer(game.id, "easy", "🤖 late")
    seat_of_ben = game.seat_of(12)
    with pytest.raises(GameMovedOn):  # decided on an older version: nothing changes
        await store.replace_with_computer(game.id, seat_of_ben, "medium", expected_version=3)
    assert (await store.load_game(game.id)).computer_seats == ()
    replaced = await store.replace_with_computer(game.id, seat_of_ben, "medium")
    assert replaced.computer_of(seat_of_ben) == "medium"
    assert replaced.seat_of(12) is None and replaced.user_of(seat_of_ben) is None
    assert [s.name for s in replaced.seats] == ["Ana", "Ben"]  # the log replays from them
    assert replaced.state == game.state and replaced.version == game.version
    assert await store.games_of_user(12) == []
    with pytest.raises(AlreadySeated):
        await store.replace_with_computer(game.id, seat_of_ben, "hard")
    for _ in range(3):
        game = await store.load_game(game.id)
        seat = game.active_seats[0]
        await store.apply_action(game.id, seat, legal_actions(game.state, seat)[0],
                                 expected_version=game.version)
    assert await store.verify_replay(game.id) == []
    # the host's seat handed over: the next person hosts; nobody when none is left
    hosted = await store.create_game("alhambra", host=(21, "Cem"))
    await store.join_game(hosted.id, 22, "Dia")
    await store.start_game(hosted.id, seed=1)
    assert (await store.replace_with_computer(hosted.id, 0, "easy")).host_id == 22
    assert (await store.replace_with_computer(hosted.id, 1, "easy")).host_id is None


async def test_a_version_3_file_migrates_its_seats_and_seats_computers(tmp_path):
    path = tmp_path / "v3.sqlite3"
    raw = sqlite3.connect(path, isolation_level=None)
    assert migrate_sync(raw, upto=3) == 3
    raw.execute("INSERT INTO games (id, kind, created_at, last_activity_at, host_id)"
                " VALUES (1, 'alhambra', 0, 0, 7)")
    raw.execute("INSERT INTO seats (game_id, seat, user_id, name, joined_at)"
                " VALUES (1, 0, 7, 'Ana', 0)")
    raw.close()
    async with await SqliteStore.open(path) as store:
        game = await store.load_game(1)
        assert game.seats == (Seat(0, 7, "Ana"),)
        game = await store.add_computer(1, "easy", "🤖 Computer (easy)")
        game = await store.add_computer(1, "hard", "🤖 Computer (hard)")
        assert game.computer_seats == (1, 2)
    with sqlite3.connect(path) as raw, pytest.raises(sqlite3.IntegrityError):
        # a seat is a person's or a computer's, never neither
        raw.execute("INSERT INTO seats (game_id, seat, user_id, name, joined_at)"
                    " VALUES (1, 5, NULL, 'nobody', 0)")
