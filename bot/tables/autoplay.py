"""Computer seats act by themselves.

Whenever the game waits for a seat a computer plays (its turn, or an out-of-turn window, at
once), :func:`play_on` asks the kind for the computer's action (``ai.choose_action`` /
``choose_rollwrite_action``) in a worker thread, off the event loop, and commits it through
the same store path as a person's choice (with the kind's follow-ups, version-checked), so
the post, the log lines and the timers follow as for anyone's move. It goes on until the
game waits for a person only, or ends.

CS2: nothing lives in memory. Every commit sets the timer ``computer`` due at once while the
game waits for a computer (:meth:`bot.tables.pacing.Pacer.timers_for`); the bot plays on
at once in its own process, and when it stopped half-way (a restart, a crash, another
process) the timer, claimed by whichever process ticks next (also the first tick after a
start), plays on. Two runners on one game both compute, one commits, the other finds the
game moved on and looks again.

CS3: the computer's chance is the game's own: ``random.Random`` seeded from the game's seed,
its version and the seat, so a move is the same whoever computes it, and replays alike.

CS5 (issue 38): a person the game waits for whom the table answers for at once
(:meth:`TableKind.automatic_answer`: at a table of one person, a window between turns where
nothing of hers fits) is answered for here, as a computer's move is made, so she is never
held, and where computers play one after another (a kind that
:attr:`~bot.tables.kind.TableKind.tells_computers_together`) their moves are told in one
post with the move that led to them: the runner carries what the post tells from (the game
before the first move not yet told) and its headline until a move is posted, which is when
the game waits for a person again (or has ended; :func:`bot.tables.play.after_commit`).
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from storage import CorruptGame, Game, GameMovedOn

from .kind import TableKind

log = logging.getLogger(__name__)

#: What follows a commit (the timers, the post): :func:`bot.tables.play.after_commit`.
Follow = Callable[..., Awaitable[object]]

#: The timer that makes a computer seat play on after a restart (see CS2).
TIMER = "computer"
#: The most moves one runner makes before it lets the timer take over (a whole game of
#: computers ends within it; it bounds a runner that something keeps going).
MOST_MOVES = 2000


def rng_for(game, seat: int) -> random.Random:
    """CS3: the computer's chance at this moment of this game."""
    return random.Random(f"{game.seed}:{game.version}:{seat}")


def waits_for_computer(kind: TableKind, game) -> bool:
    """Whether the game waits for a seat that acts by itself: a computer, or a person the
    table answers for at once (:meth:`TableKind.automatic_answer`)."""
    return (game.status == "running" and game.state is not None
            and not kind.is_over(game.state)
            and (bool(game.active_computer_seats) or kind.automatic_answer(game) is not None))


@dataclass
class Telling:
    """What the next post of a run of computer moves tells from: the game before the first
    move not told yet (None: each move's own), and the words it begins with."""

    since: Game | None = None
    headline: Any = None


def wake(client, kind: TableKind, game, follow: Follow, *, told_from: Game | None = None,
         headline: Any = None) -> None:
    """Let the computer seats the game waits for play on, in a task of their own (the
    person whose move led here gets their answer first). ``told_from``: the game before the
    move that led here when that move is to be told with the computers' (its ``headline``
    too)."""
    if not waits_for_computer(kind, game):
        return
    telling = Telling(told_from, headline)
    task = asyncio.get_running_loop().create_task(
        play_on(client, kind, game.id, follow, telling=telling))
    running = client.__dict__.setdefault("_computer_tasks", set())
    running.add(task)
    task.add_done_callback(running.discard)


def _playing(client) -> set[int]:
    """The games this process's computers are playing now."""
    return client.__dict__.setdefault("_computers_playing", set())


def is_playing(client, game_id: int) -> bool:
    return game_id in _playing(client)


async def play_on(client, kind: TableKind, game_id: int, follow: Follow, *,
                  telling: Telling | None = None) -> bool:
    """Computer seats act, one move at a time, while the game waits for one of them;
    ``follow`` is what follows every commit (:func:`bot.tables.play.after_commit`).
    False when a computer could not move (logged; the timer tries again later)."""
    playing = _playing(client)
    if game_id in playing:
        return True  # this process plays this game already
    playing.add(game_id)
    telling = telling or Telling()
    try:
        for _ in range(MOST_MOVES):
            if not await _one_move(client, kind, game_id, follow, telling):
                return True
        log.warning("game %s: the computers stopped after %s moves", game_id, MOST_MOVES)
        return False
    except Exception:  # the timer tries again later
        log.exception("game %s: a computer seat could not move", game_id)
        return False
    finally:
        playing.discard(game_id)


async def _one_move(client, kind: TableKind, game_id: int, follow: Follow,
                    telling: Telling) -> bool:
    """One computer move, or one answer the table gives for a person (True: there may be
    another)."""
    store = client.store
    try:
        game = await store.load_game(game_id)
    except CorruptGame:
        return False
    if not waits_for_computer(kind, game):
        return False
    if game.active_computer_seats:
        seat = game.active_computer_seats[0]
        level = game.computer_of(seat)
        action = await asyncio.to_thread(kind.computer_action, game.state, seat, level,
                                         rng_for(game, seat))
    else:
        seat, action = kind.automatic_answer(game)
    steps = [action, *kind.follow_ups(game.state, seat, action)]
    try:
        done = await store.apply_actions(game.id, seat, steps, expected_version=game.version,
                                         user_id=None, rebase=kind.rebase(game))
    except GameMovedOn:
        return True  # someone else moved meanwhile: look again
    if kind.tells_computers_together:  # told from the first move not told yet
        telling.since = telling.since or game
    told = await follow(client, kind, telling.since or game, done.game, done.events,
                        seat=None, wake_up=False, headline=telling.headline)
    if told.told:
        telling.since = telling.headline = None
    return True
