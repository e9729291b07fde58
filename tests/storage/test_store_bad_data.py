"""Bad data: one damaged game is reported with its id; start-up and other games go on."""

from __future__ import annotations

import json
import random

import pytest

from storage import CorruptGame, UnknownKind

from .store_helpers import play_random, running_alhambra


async def _three_games(store):
    rng = random.Random(9)
    games = []
    for n, thread in ((2, 101), (3, 102), (4, 103)):
        game = await running_alhambra(store, n, seed=n, first_user=10 * n, thread_id=thread)
        games.append(await play_random(store, game, 8, rng))
    return games


async def test_a_corrupt_snapshot_is_reported_and_repaired_from_the_log(store, backend, clock):
    bad, good, _ = await _three_games(store)
    await store.close()
    await backend.tamper(
        ("UPDATE games SET snapshot = '{\"seed\": 3, \"play' WHERE id = ?", (bad.id,)))

    store = await backend.open(clock)  # start-up does not read games
    try:
        problems = await store.check_all()
        assert [p.game_id for p in problems] == [bad.id]
        assert "snapshot does not read" in str(problems[0]) and f"game {bad.id}" in str(problems[0])

        with pytest.raises(CorruptGame) as caught:
            await store.load_game(bad.id)
        assert caught.value.game_id == bad.id and f"game {bad.id}" in str(caught.value)
        with pytest.raises(CorruptGame):
            await store.game_by_thread(101)

        # Everything else keeps working, the bad game still shows in the lists.
        assert (await store.game_by_thread(102)).id == good.id
        await play_random(store, await store.load_game(good.id), 3, random.Random(1))
        assert [g.id for g in await store.games_of_user(bad.seats[0].user_id)] == [bad.id]

        repaired = await store.rebuild_snapshot(bad.id)
        assert repaired.state == bad.state and repaired.version == bad.version
        assert await store.check_all(full_replay=True) == []
    finally:
        await store.close()


async def test_an_action_that_no_longer_validates_is_reported(store, backend, clock):
    games = await _three_games(store)
    bad = games[1]
    await store.close()
    await backend.tamper(("UPDATE actions SET action = ? WHERE game_id = ? AND seq = 4",
                          (json.dumps({"kind": "teleport", "to": "Granada"}), bad.id)))

    async with await backend.open(clock) as store:
        for full in (False, True):
            problems = await store.check_all(full_replay=full)
            assert [p.game_id for p in problems] == [bad.id]
            assert "action 4 no longer reads" in problems[0].problem
        assert "action 4 no longer reads" in (await store.verify_replay(bad.id))[0]
        with pytest.raises(CorruptGame, match="action 4"):
            await store.action_log(bad.id)
        with pytest.raises(CorruptGame, match="action 4"):
            await store.rebuild_snapshot(bad.id)
        for game in games:
            assert (await store.load_game(game.id)).version == 8  # the snapshots still load


async def test_a_snapshot_that_differs_from_its_log_is_found_by_the_replay(store, backend):
    game, *_ = await _three_games(store)
    snapshot = json.loads(game.state.model_dump_json())
    snapshot["players"][0]["score"] += 5
    await backend.tamper(
        ("UPDATE games SET snapshot = ? WHERE id = ?", (json.dumps(snapshot), game.id)))
    assert await store.check_all() == []  # cheap: it reads and keeps the rules
    problems = await store.check_all(full_replay=True)
    assert [(p.game_id, p.problem) for p in problems] == [
        (game.id, "the snapshot differs from the replay of the 8 logged actions")
    ]


async def test_broken_invariants_versions_rows_and_kinds_are_reported(store, backend):
    a, b, c = await _three_games(store)
    d = await store.create_game("alhambra", host=(1, "Ana"), channel_id=5)
    snapshot = json.loads(a.state.model_dump_json())
    snapshot["players"][0]["hand"].append(snapshot["players"][1]["hand"][0])
    # PostgreSQL keeps options in jsonb: they are always JSON, but may be no object.
    bad_options = "'not json'" if backend.name == "sqlite" else "'\"not an object\"'"
    await backend.tamper(
        ("UPDATE games SET snapshot = ? WHERE id = ?", (json.dumps(snapshot), a.id)),
        ("UPDATE games SET version = version + 1 WHERE id = ?", (b.id,)),
        ("UPDATE games SET kind = 'chess' WHERE id = ?", (c.id,)),
        (f"UPDATE games SET options = {bad_options} WHERE id = ?", (d.id,)),
    )
    problems = {p.game_id: p.problem for p in await store.check_all()}
    assert "breaks a rule: money cards" in problems[a.id]
    assert problems[b.id] == "version is 9 but 8 actions are logged"
    assert "no engine for the game kind 'chess'" in problems[c.id]
    assert "options do not read" in problems[d.id]
    assert set(problems) == {a.id, b.id, c.id, d.id}

    with pytest.raises(UnknownKind):
        await store.load_game(c.id)
    with pytest.raises(CorruptGame):
        await store.load_game(d.id)
    # A row that does not read is left out of a list instead of breaking it.
    assert await store.games_in_channel(5) == []
    with pytest.raises(CorruptGame):
        await store.game_for_channel(5)
