"""Due-time timers (reminders, deadlines, round timers), for every SQL backend: set under the
game's row lock, claimed atomically (each due timer by one claimer), released by token."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from datetime import datetime, timedelta

from . import checks
from .checks import ENDED_GAME_TIMERS
from .errors import (
    GameNotFound,
    WrongStatus,
)
from .models import DueTimer
from .records import to_due_timers
from .sql_base import SqlBase

log = logging.getLogger(__name__)

_SET_TIMER = """
    INSERT INTO timers (game_id, name, due_at) VALUES (?, ?, ?)
    ON CONFLICT (game_id, name)
    DO UPDATE SET due_at = excluded.due_at, held_until = NULL, claim = NULL
"""


class TimerWrites(SqlBase):
    """Setting, claiming and releasing the timers of running games."""

    # -- timers -------------------------------------------------------------------------

    async def set_timers(self, game_id: int, timers: Mapping[str, datetime | None]) -> None:
        """Set named timers of a game (None removes one). Setting a timer replaces its due
        time and drops any claim on it (so the old claim's :meth:`release_timer` does
        nothing and the new due time stands).

        Timers belong to running games; the bot sets them when a turn, round or deadline
        starts, and :meth:`claim_due_timers` hands them out when due. A lobby game cannot
        have timers (:class:`WrongStatus`: nothing would ever claim them). A game that
        has ended (finished or abandoned) keeps none: its timers are deleted when it ends,
        and setting one on it afterwards does nothing -- the same outcome as setting it
        just before the game ended, so a process racing the end of a game needs no care
        (the game's row lock orders the two).
        The one exception is a finished game's ``post`` timer (:data:`ENDED_GAME_TIMERS`):
        the post of its final scores may still be owed to the table.
        Removing timers works whatever the status. Names: 1 to 64 characters.
        """
        changes = {checks.timer_name(name): (None if due is None else self._db(due))
                   for name, due in timers.items()}
        if not changes:
            return
        removed = [name for name, due in changes.items() if due is None]
        setting = [(name, due) for name, due in changes.items() if due is not None]
        async with self._writing() as tx:
            await self._lock_game(tx, game_id)
            rows = await tx.rows("SELECT status FROM games WHERE id = ?", game_id)
            if not rows:
                raise GameNotFound(game_id)
            status = rows[0][0]
            if setting and status == "lobby":
                raise WrongStatus(game_id, status, ("running",), "setting a timer")
            # One statement each, not executemany: under many concurrent commits sqlite3's
            # executemany failed now and then with "bad parameter or other API misuse".
            for name in removed:
                await tx.run("DELETE FROM timers WHERE game_id = ? AND name = ?", game_id, name)
            if status == "finished":
                setting = [row for row in setting if row[0] in ENDED_GAME_TIMERS]
            if setting and status in ("running", "finished"):
                for name, due in setting:
                    await tx.run(_SET_TIMER, game_id, name, due)
            elif setting:
                log.debug("game %s is %s: its timers %s are not set", game_id, status,
                          [name for name, _ in setting])

    async def timers_of(self, game_id: int) -> dict[str, datetime]:
        """The game's timers and their due times, earliest first (for tests and status).

        Claimed timers are listed too (with the due time they were claimed at)."""
        async with self._reading() as tx:
            rows = await tx.rows(
                "SELECT t.name, t.due_at FROM games AS g"
                " LEFT JOIN timers AS t ON t.game_id = g.id WHERE g.id = ?"
                " ORDER BY t.due_at, t.name",
                game_id,
            )
        if not rows:
            raise GameNotFound(game_id)
        return {name: self.dialect.from_db(due) for name, due in rows if name is not None}

    async def claim_due_timers(
        self,
        *,
        now: datetime | None = None,
        lease: timedelta = timedelta(minutes=5),
        limit: int = 100,
    ) -> list[DueTimer]:
        """Atomically claim up to ``limit`` timers whose due time has come (``due_at <=
        now``) and that no one holds (no claim, or a claim whose lease has run out): each
        is marked as held until ``now + lease`` with a fresh token and returned, earliest
        due first.

        This is the bot's tick: claim, act (remind, post), then :meth:`release_timer` with
        the next due time. The claim is one write statement (on PostgreSQL the due rows are
        taken ``FOR UPDATE SKIP LOCKED``, so claimers never wait for nor share a timer), so
        concurrent callers (coroutines, stores, processes) get disjoint timers; the
        due-time index makes it cost what is due, not how many games there are. A process
        that dies after claiming loses nothing: the lease runs out and the timer can be
        claimed again -- so a lease must be longer than handling a timer takes.

        Only timers of running games are claimed (those of ended games are deleted when
        they end, see :meth:`set_timers`), and a finished game's ``post`` timer.
        """
        checks.check_claim(limit, lease)
        at = self._now(now)
        async with self._writing() as tx:
            rows = await tx.rows(self.dialect.claim_timers, self._db(at),
                                 self._db(at + lease), limit)
        return to_due_timers(list(rows), self.dialect.from_db)

    async def release_timer(self, timer: DueTimer, next_due: datetime | None) -> bool:
        """After handling a claimed timer: move its due time on to ``next_due`` (or delete
        it when None) and drop the claim -- only if it still holds this claim (not
        replaced by :meth:`set_timers`, or re-claimed after the lease ran out,
        meanwhile; nor deleted because its game ended). Returns whether it did; when not,
        the timer is left exactly as the newer writer left it.

        A claim whose lease ran out but that nobody took over still releases: nothing else
        handled the timer meanwhile.
        """
        key = (timer.game_id, timer.name, timer.claim)
        async with self._writing() as tx:
            if next_due is None:
                changed = await tx.run(
                    "DELETE FROM timers WHERE game_id = ? AND name = ? AND claim = ?", *key
                )
            else:
                changed = await tx.run(
                    "UPDATE timers SET due_at = ?, held_until = NULL, claim = NULL"
                    " WHERE game_id = ? AND name = ? AND claim = ?",
                    self._db(next_due), *key,
                )
            return changed == 1
