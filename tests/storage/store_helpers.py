"""Helpers of the storage tests: a virtual clock, a toy game, driving Alhambra games.

The toy game ("tally") is a simultaneous game: every seat may add to its own counter at any
time, so it exercises the ``rebase`` mode and proves the store is not tied to Alhambra.
"""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from types import SimpleNamespace
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from engine.alhambra.random_play import choose
from storage import Game, SqliteStore, engine_kind

START = datetime(2025, 1, 1, 12, 0, tzinfo=UTC)


class VirtualClock:
    def __init__(self, start: datetime = START):
        self.now = start

    def __call__(self) -> datetime:
        return self.now

    def advance(self, **delta: float) -> datetime:
        self.now += timedelta(**delta)
        return self.now


# -- the toy simultaneous game ------------------------------------------------------------


class TallyIllegal(ValueError):
    pass


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class TallyState(_Frozen):
    seed: int
    names: tuple[str, ...]
    counts: tuple[int, ...]
    target: int = 1_000_000
    moves: int = 0

    @property
    def is_over(self) -> bool:
        return sum(self.counts) >= self.target

    @property
    def active_seats(self) -> tuple[int, ...]:
        return tuple(range(len(self.names)))


class Add(_Frozen):
    kind: Literal["add"] = "add"
    amount: int


class Reset(_Frozen):
    """Only legal while the seat's own counter is zero (so it can fail after a rebase)."""

    kind: Literal["reset"] = "reset"


TallyAction = Annotated[Add | Reset, Field(discriminator="kind")]


def _tally_new_game(players, *, seed, target=1_000_000):
    names = tuple(players)
    if len(names) < 1:
        raise TallyIllegal("nobody plays")
    return TallyState(seed=seed, names=names, counts=(0,) * len(names), target=target)


def _tally_apply(state: TallyState, seat: int, action):
    if state.is_over:
        raise TallyIllegal("the tally is over")
    if not 0 <= seat < len(state.names):
        raise TallyIllegal(f"seat {seat} does not play")
    counts = list(state.counts)
    if action.kind == "add":
        if action.amount <= 0:
            raise TallyIllegal("add a positive amount")
        counts[seat] += action.amount
    elif counts[seat] != 0:
        raise TallyIllegal("only an empty counter can be reset")
    new = state.model_copy(update={"counts": tuple(counts), "moves": state.moves + 1})
    return new, [{"seat": seat, "counts": new.counts}]


TALLY = engine_kind(
    "tally",
    SimpleNamespace(
        new_game=_tally_new_game,
        apply=_tally_apply,
        ACTION_ADAPTER=TypeAdapter(TallyAction),
        GameState=TallyState,
        BadOptions=TallyIllegal,
        MAX_PLAYERS=60,
    ),
)


async def running_alhambra(
    store: SqliteStore, players: int = 3, *, seed: int = 7, first_user: int = 1000, **place
) -> Game:
    """A started Alhambra game with ``players`` seats (user ids first_user, first_user+1...)."""
    game = await store.create_game("alhambra", host=(first_user, "Player 1"), **place)
    for seat in range(1, players):
        game = await store.join_game(game.id, first_user + seat, f"Player {seat + 1}")
    return await store.start_game(game.id, seed=seed)


async def play_random(store: SqliteStore, game: Game, moves: int, rng: random.Random) -> Game:
    """Apply up to ``moves`` random legal actions through the store."""
    for _ in range(moves):
        if game.status != "running":
            break
        seat = game.active_seats[0]
        done = await store.apply_action(
            game.id, seat, choose(game.state, seat, rng), expected_version=game.version
        )
        game = done.game
    return game
