"""Helpers of the records tests: whole games played to the end through the store.

Both built-in kinds are played by their engines' random drivers (every action a legal one,
through :meth:`apply_action`), so the store finishes real games as the bot does.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine.alhambra.actions import RetireSeat as AlhambraRetire
from engine.alhambra.random_play import choose as alhambra_choose
from engine.rollwrite.actions import RetireSeat as RollWriteRetire
from engine.rollwrite.random_play import choose as rollwrite_choose
from storage import Game, get_kind

CHOOSE = {"alhambra": alhambra_choose, "rollwrite": rollwrite_choose}
RETIRE = {"alhambra": AlhambraRetire, "rollwrite": RollWriteRetire}


async def new_game(store, players: Sequence[int | str], *, kind: str = "alhambra",
                   guild_id: int | None = 9, seed: int = 5, options=None) -> Game:
    """A started game: an int is a person (user id, named "P<id>"), a str a computer
    level."""
    game = await store.create_game(kind, guild_id=guild_id, options=options)
    for who in players:
        if isinstance(who, int):
            game = await store.join_game(game.id, who, f"P{who}")
        else:
            game = await store.add_computer(game.id, who, f"Computer ({who})")
    return await store.start_game(game.id, seed=seed)


async def step(store, game: Game, rng: random.Random) -> Game:
    seat = rng.choice(game.active_seats)
    action = CHOOSE[game.kind](game.state, seat, rng)
    return (await store.apply_action(game.id, seat, action, expected_version=game.version)).game


async def play_to_end(store, game: Game, rng: random.Random) -> Game:
    while game.status == "running":
        game = await step(store, game, rng)
    return game


async def finished(store, players, *, seed: int = 5, rng_seed: int = 1, **where) -> Game:
    game = await new_game(store, players, seed=seed, **where)
    return await play_to_end(store, game, random.Random(rng_seed))


async def retire(store, game: Game, seat: int) -> Game:
    done = await store.apply_action(game.id, seat, RETIRE[game.kind](),
                                    expected_version=game.version)
    return done.game


async def one_action_from_the_end(store, game: Game, rng: random.Random):
    """Play on until the next action would end the game; that action (seat, JSON)."""
    kind = get_kind(game.kind)
    while True:
        seat = rng.choice(game.active_seats)
        action = CHOOSE[game.kind](game.state, seat, rng)
        after, _ = kind.apply(game.state, seat, action)
        if kind.is_over(after):
            return game, seat, kind.dump_action(action)
        game = (await store.apply_action(game.id, seat, action,
                                         expected_version=game.version)).game
