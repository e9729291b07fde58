"""The engine plugs into storage: a rollwrite game created, started and played through
``storage.SqliteStore``, two seats acting in the same simultaneous round with ``rebase``."""

import pytest

from engine.rollwrite import GameState, IllegalAction, legal_actions
from storage import GameMovedOn, SqliteStore, get_kind


@pytest.fixture
async def store(tmp_path):
    store = await SqliteStore.open(tmp_path / "games.sqlite3")
    yield store
    await store.close()


async def test_a_simultaneous_round_through_the_store(store):
    assert get_kind("rollwrite").max_players == 5
    game = await store.create_game("rollwrite", host=(1, "Ana"),
                                   options={"rules": {"mode": "simultaneous"}})
    game = await store.join_game(game.id, 2, "Ben")
    game = await store.join_game(game.id, 3, "Cem")
    game = await store.start_game(game.id, seed=17)
    assert isinstance(game.state, GameState) and game.active_seats == (0, 1, 2)
    seen = game  # every seat decides on this version

    ana = legal_actions(seen.state, 0)[0]
    done = await store.apply_action(game.id, 0, ana, expected_version=seen.version)
    assert done.game.active_seats == (1, 2)
    with pytest.raises(GameMovedOn):  # without rebase a stale version is refused
        await store.apply_action(game.id, 1, legal_actions(seen.state, 1)[0],
                                 expected_version=seen.version)
    ben = legal_actions(seen.state, 1)[0]
    done = await store.apply_action(game.id, 1, ben, expected_version=seen.version,
                                    rebase=True)
    assert done.rebased and done.game.version == 2 and done.game.active_seats == (2,)
    with pytest.raises(GameMovedOn):  # the same tap again: ben moved since that version
        await store.apply_action(game.id, 1, ben, expected_version=seen.version, rebase=True)
    with pytest.raises(IllegalAction, match="already"):  # acting twice is refused
        await store.apply_action(game.id, 1, ben, expected_version=2, rebase=True)
    cem = legal_actions(seen.state, 2)[0]
    done = await store.apply_action(game.id, 2, cem, expected_version=seen.version,
                                    rebase=True)
    assert done.game.state.round == 2 and done.game.active_seats == (0, 1, 2)
    assert "round_started" in [e.kind for e in done.events]
    # A late tap from round 1 (decided after ana's own move) lands on round 2: refused.
    with pytest.raises(IllegalAction, match="round 1") as refused:
        await store.apply_action(game.id, 0, ana, expected_version=1, rebase=True)
    assert refused.value.code == "action/stale_round"
    later = done.game
    action = legal_actions(later.state, 2)[0]
    done = await store.apply_action(game.id, 2, action, expected_version=later.version)
    assert done.game.version == 4
    assert await store.verify_replay(game.id) == []
    assert await store.check_game(game.id) == []
    loaded = await store.load_game(game.id)
    assert loaded.state == done.game.state


async def test_bad_rules_cannot_start(store):
    from storage import CannotStart

    game = await store.create_game("rollwrite", host=(1, "Ana"),
                                   options={"rules": {"opponents": 7}})
    with pytest.raises(CannotStart, match="imaginary"):
        await store.start_game(game.id, seed=1)
