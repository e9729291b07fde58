"""The parsed states a store keeps (so a commit does not parse the snapshot it wrote a moment
ago) never stand in for a row that changed: another store's action, an abandoned game, new
message ids are all seen by the next commit, on both backends."""

from __future__ import annotations

import random

import pytest

from engine.alhambra import legal_actions
from storage import GameMovedOn, WrongStatus

from .store_helpers import play_random, running_alhambra


async def test_a_store_that_knows_a_version_sees_another_store_move_on(store, backend, clock):
    other = await backend.open(clock)
    try:
        game = await play_random(store, await running_alhambra(store), 3, random.Random(2))
        seen_by_other = await other.load_game(game.id)
        assert seen_by_other == game
        # The other store plays on: this store still holds version 3 of the game.
        moved = await play_random(other, seen_by_other, 2, random.Random(3))
        seat = game.active_seats[0]
        with pytest.raises(GameMovedOn) as caught:
            await store.apply_action(game.id, seat, legal_actions(game.state, seat)[0],
                                     expected_version=game.version)
        assert caught.value.game == moved and caught.value.game.state == moved.state
        # Played on from the newest version, by both in turn.
        game = await play_random(store, caught.value.game, 2, random.Random(4))
        game = await play_random(other, game, 2, random.Random(5))
        game = await play_random(store, game, 2, random.Random(6))
        assert game == await other.load_game(game.id) == await store.load_game(game.id)
        assert game.version == 11 and await store.verify_replay(game.id) == []
    finally:
        await other.close()


async def test_a_known_game_abandoned_elsewhere_is_not_played(store, backend, clock):
    other = await backend.open(clock)
    try:
        game = await play_random(store, await running_alhambra(store), 2, random.Random(2))
        await other.abandon_game(game.id)  # same version, no longer running
        seat = game.active_seats[0]
        with pytest.raises(WrongStatus):
            await store.apply_action(game.id, seat, legal_actions(game.state, seat)[0],
                                     expected_version=game.version)
        assert len(await store.action_log(game.id)) == 2
    finally:
        await other.close()


async def test_a_known_game_comes_back_with_what_changed_beside_its_state(store, backend, clock):
    other = await backend.open(clock)
    try:
        game = await play_random(store, await running_alhambra(store), 2, random.Random(2))
        await other.set_messages(game.id, {"market": 77})
        await other.set_location(game.id, thread_id=4242)
        clock.advance(minutes=1)
        seat = game.active_seats[0]
        done = await store.apply_action(game.id, seat, legal_actions(game.state, seat)[0],
                                        expected_version=game.version)
        assert done.game.messages == {"market": 77} and done.game.thread_id == 4242
        assert done.game == await other.load_game(game.id)
        [*_, entry] = await store.action_log(game.id)
        assert entry.user_id == game.user_of(seat) and entry.at == clock.now
        done = await store.apply_action(game.id, done.game.active_seats[0],
                                        legal_actions(done.game.state,
                                                      done.game.active_seats[0])[0],
                                        expected_version=done.game.version, user_id=99)
        assert (await store.action_log(game.id))[-1].user_id == 99
        assert done.game == await other.load_game(game.id)
    finally:
        await other.close()
