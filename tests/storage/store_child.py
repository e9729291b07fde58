"""A separate process using the store, for the race and crash tests (run as a script).

    python store_child.py race DB GAME VERSION COUNT   # COUNT attempts at once, after "go"
    python store_child.py crash DB SEED                 # play games forever, print commits
    python store_child.py claim DB NOW LIMIT            # claim due timers until none, after "go"
    python store_child.py finish DB JSON                # apply [game, version, seat, action]
                                                        # each, all at once, after "go"

DB is a SQLite file or a ``postgresql://`` DSN.

Every line is flushed as soon as it is written: the parent reads what the child said before
it was killed.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from datetime import UTC, datetime

from engine.alhambra import legal_actions
from engine.alhambra.random_play import choose
from storage import GameMovedOn, SqliteStore
from storage.postgres import PostgresStore


def say(*words: object) -> None:
    print(*words, flush=True)


async def open_store(target: str):
    if target.startswith(("postgresql://", "postgres://")):
        return await PostgresStore.open(target)
    return await SqliteStore.open(target)


async def race(path: str, game_id: int, version: int, count: int) -> None:
    store = await open_store(path)
    game = await store.load_game(game_id)
    seat = game.active_seats[0]
    actions = list(legal_actions(game.state, seat))
    say("ready")
    sys.stdin.readline()

    async def attempt(i: int) -> str:
        try:
            await store.apply_action(
                game_id, seat, actions[i % len(actions)], expected_version=version
            )
        except GameMovedOn:
            return "moved"
        return "ok"

    results = await asyncio.gather(*(attempt(i) for i in range(count)))
    say("ok", results.count("ok"), "moved", results.count("moved"))
    await store.close()


async def claim(path: str, now: float, limit: int) -> None:
    """Claim due timers (as of ``now``, Unix seconds) ``limit`` at a time until none is left,
    deleting each after "handling" it; print what was claimed as one JSON line."""
    store = await open_store(path)
    at = datetime.fromtimestamp(now, UTC)
    say("ready")
    sys.stdin.readline()
    claimed, refused = [], 0
    while len(claimed) <= 2000 and (batch := await store.claim_due_timers(now=at, limit=limit)):
        for timer in batch:
            claimed.append([timer.game_id, timer.name])
            refused += not await store.release_timer(timer, None)
    say(json.dumps({"claimed": claimed, "refused": refused}))
    await store.close()


async def finish(path: str, moves: str) -> None:
    """Apply each last action of its game at once (games of one server finishing together
    in two processes), then print "ok" and how many applied."""
    store = await open_store(path)
    say("ready")
    sys.stdin.readline()
    done = await asyncio.gather(*(
        store.apply_action(game_id, seat, action, expected_version=version)
        for game_id, version, seat, action in json.loads(moves)))
    say("ok", sum(d.game.status == "finished" for d in done))
    await store.close()


async def crash(path: str, seed: int) -> None:
    rng = random.Random(seed)
    store = await open_store(path)
    say("ready")
    live = [g for g in await store.games_of_user(1, statuses=["running"]) if g.kind == "alhambra"]
    games = [await store.load_game(g.id) for g in live]

    async def new_game():
        game = await store.create_game("alhambra", host=(1, "Ana"))
        for user in range(2, rng.randint(2, 4) + 1):
            await store.join_game(game.id, user, f"P{user}")
        game = await store.start_game(game.id, seed=rng.randrange(1 << 30))
        say(game.id, game.version)
        return game

    while len(games) < 3:
        games.append(await new_game())

    async def play(game):
        while True:
            if game.status != "running":
                game = await new_game()
            seat = game.active_seats[0]
            done = await store.apply_action(
                game.id, seat, choose(game.state, seat, rng), expected_version=game.version
            )
            game = done.game
            say(game.id, game.version)

    await asyncio.gather(*(play(g) for g in games))


if __name__ == "__main__":
    mode, path, *args = sys.argv[1:]
    if mode == "race":
        asyncio.run(race(path, *map(int, args)))
    elif mode == "claim":
        asyncio.run(claim(path, float(args[0]), int(args[1])))
    elif mode == "finish":
        asyncio.run(finish(path, args[0]))
    else:
        asyncio.run(crash(path, int(args[0])))
