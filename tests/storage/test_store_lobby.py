"""The lobby: seats join and leave, the host, options, starting, abandoning, bookkeeping."""

from __future__ import annotations

from datetime import timedelta

import pytest

from storage import (
    AlreadySeated,
    CannotStart,
    GameFull,
    GameNotFound,
    GameStore,
    NotSeated,
    Seat,
    UnknownKind,
    WrongStatus,
)

from .store_helpers import START


async def test_the_store_has_the_interface_the_bot_uses(store):
    assert isinstance(store, GameStore)


async def test_a_new_game_waits_in_the_lobby_with_its_host_seated(store):
    game = await store.create_game(
        "alhambra", host=(11, "Ana"), guild_id=1, channel_id=2, thread_id=3,
        options={"rules": {"modules": ["dirk"]}}, messages={"lobby": 99},
    )
    assert game.status == "lobby"
    assert game.kind == "alhambra"
    assert game.seats == (Seat(0, 11, "Ana"),)
    assert game.host_id == 11
    assert (game.guild_id, game.channel_id, game.thread_id) == (1, 2, 3)
    assert game.options == {"rules": {"modules": ["dirk"]}}
    assert game.messages == {"lobby": 99}
    assert game.version == 0 and game.seed is None and game.state is None
    assert game.created_at == game.last_activity_at == START
    assert await store.load_game(game.id) == game


async def test_seats_join_in_order_and_close_up_when_someone_leaves(store, clock):
    game = await store.create_game("alhambra", host=(1, "Ana"))
    for user, name in ((2, "Ben"), (3, "Cem"), (4, "Dia")):
        clock.advance(minutes=1)
        game = await store.join_game(game.id, user, name)
    assert [s.name for s in game.seats] == ["Ana", "Ben", "Cem", "Dia"]
    assert game.last_activity_at == START + timedelta(minutes=3)

    game = await store.leave_game(game.id, 2)
    assert game.seats == (Seat(0, 1, "Ana"), Seat(1, 3, "Cem"), Seat(2, 4, "Dia"))
    assert game.seat_of(4) == 2 and game.seat_of(2) is None and game.user_of(1) == 3


async def test_the_host_passes_to_seat_0_when_the_host_leaves(store):
    game = await store.create_game("alhambra", host=(1, "Ana"))
    await store.join_game(game.id, 2, "Ben")
    game = await store.leave_game(game.id, 1)
    assert game.host_id == 2 and game.seats == (Seat(0, 2, "Ben"),)
    game = await store.leave_game(game.id, 2)
    assert game.host_id is None and game.seats == ()
    game = await store.join_game(game.id, 3, "Cem")
    assert game.host_id == 3


async def test_lobby_refusals_name_the_reason(store):
    game = await store.create_game("alhambra", host=(1, "Ana"))
    with pytest.raises(AlreadySeated):
        await store.join_game(game.id, 1, "Ana")
    with pytest.raises(NotSeated):
        await store.leave_game(game.id, 2)
    for user in range(2, 7):
        await store.join_game(game.id, user, f"P{user}")
    with pytest.raises(GameFull, match="6 players"):
        await store.join_game(game.id, 7, "Seventh")
    with pytest.raises(GameNotFound):
        await store.join_game(12345, 1, "Ana")
    with pytest.raises(UnknownKind):
        await store.create_game("chess")


async def test_starting_sets_the_game_up_with_a_seed(store, clock):
    game = await store.create_game("alhambra", host=(1, "Ana"))
    await store.join_game(game.id, 2, "Ben")
    clock.advance(hours=1)
    game = await store.start_game(game.id, seed=42)
    assert game.status == "running" and game.seed == 42 and game.version == 0
    assert [p.name for p in game.state.players] == ["Ana", "Ben"]
    assert game.state.options.modules == ("dirk",)
    assert game.active_seats == (game.state.active_seat,)
    assert game.active_user_ids == (game.user_of(game.state.active_seat),)
    assert game.started_at == game.last_activity_at == START + timedelta(hours=1)
    assert await store.verify_replay(game.id) == []
    with pytest.raises(WrongStatus, match="starting"):
        await store.start_game(game.id)
    with pytest.raises(WrongStatus, match="joining"):
        await store.join_game(game.id, 3, "Cem")


async def test_a_random_seed_is_drawn_and_stored_when_none_is_given(store):
    game = await store.create_game("alhambra", host=(1, "Ana"))
    await store.join_game(game.id, 2, "Ben")
    game = await store.start_game(game.id)
    assert isinstance(game.seed, int)
    assert await store.verify_replay(game.id) == []


async def test_the_engine_refusing_the_setup_is_reported_and_changes_nothing(store):
    game = await store.create_game("alhambra", host=(1, "Ana"))
    with pytest.raises(CannotStart, match="2 players are needed"):
        await store.start_game(game.id)
    await store.join_game(game.id, 2, "Ben")
    await store.set_options(game.id, {"rules": {"modules": ["no-such-module"]}})
    with pytest.raises(CannotStart, match="no-such-module"):
        await store.start_game(game.id)
    game = await store.load_game(game.id)
    assert game.status == "lobby" and game.seed is None and game.state is None
    game = await store.set_options(game.id, {})
    assert (await store.start_game(game.id)).status == "running"
    with pytest.raises(WrongStatus):
        await store.set_options(game.id, {"rules": {"modules": []}})


async def test_abandoning_ends_a_lobby_or_running_game(store, clock):
    lobby = await store.create_game("alhambra", host=(1, "Ana"))
    clock.advance(days=2)
    lobby = await store.abandon_game(lobby.id)
    assert lobby.status == "abandoned" and lobby.finished_at == START + timedelta(days=2)
    with pytest.raises(WrongStatus):
        await store.abandon_game(lobby.id)

    game = await store.create_game("alhambra", host=(1, "Ana"))
    await store.join_game(game.id, 2, "Ben")
    game = await store.start_game(game.id, seed=1)
    game = await store.abandon_game(game.id)
    assert game.status == "abandoned" and game.active_seats == ()
    assert (await store.load_game(game.id)).state is not None
    assert await store.verify_replay(game.id) == []


async def test_location_and_message_ids_are_kept(store):
    game = await store.create_game("alhambra", host=(1, "Ana"), guild_id=1, channel_id=2)
    await store.set_location(game.id, thread_id=30)
    assert await store.set_message(game.id, "market", 501) == {"market": 501}
    assert await store.set_messages(game.id, {"scores": 502, "lobby": 503}) == {
        "market": 501, "scores": 502, "lobby": 503,
    }
    assert await store.set_message(game.id, "lobby", None) == {"market": 501, "scores": 502}
    game = await store.load_game(game.id)
    assert (game.guild_id, game.channel_id, game.thread_id) == (1, 2, 30)
    assert game.messages == {"market": 501, "scores": 502}
    await store.set_location(game.id, channel_id=None)
    assert (await store.load_game(game.id)).channel_id is None
    with pytest.raises(GameNotFound):
        await store.set_location(999, thread_id=1)
    with pytest.raises(GameNotFound):
        await store.set_message(999, "market", 1)


async def test_discord_snowflakes_keep_all_their_digits(store):
    big = 1_234_567_890_123_456_789
    game = await store.create_game("alhambra", host=(big, "Ana"), thread_id=big + 1)
    await store.join_game(game.id, big + 2, "Ben")
    await store.set_message(game.id, "market", big + 3)
    game = await store.game_by_thread(big + 1)
    assert [s.user_id for s in game.seats] == [big, big + 2]
    assert game.messages == {"market": big + 3}


async def test_a_store_reopens_the_same_database(backend, clock):
    async with await backend.open(clock) as store:
        game = await store.create_game("alhambra", host=(1, "Ana"))
    async with await backend.open(clock) as store:
        assert (await store.load_game(game.id)).seats == (Seat(0, 1, "Ana"),)
        assert await store.schema_version() >= 1
