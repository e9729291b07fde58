"""The ground the SQL stores stand on: a connection as the shared code uses it (:class:`Tx`),
what differs between backends (:class:`Dialect`), and :class:`SqlBase` -- times, the game
row lock, reading a game row -- on which the store's parts (:mod:`storage.sql_lobby`,
:mod:`storage.sql_timers`, :mod:`storage.sql_play`, :mod:`storage.sql_lookups`) build.

The shared statements are written with ``?`` placeholders (a backend turns them into its
own). Every write that reads and then writes locks the game row first
(:meth:`SqlBase._locked_game`) and reads the game only after that.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, Protocol

from .errors import (
    CorruptGame,
    GameNotFound,
    StorageError,
)
from .models import Game, GameSummary
from .records import Row, to_game, to_summary

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]


def wall_clock() -> datetime:
    return datetime.now(UTC)


class _Keep:
    def __repr__(self) -> str:
        return "KEEP"


#: "Leave this field as it is" for :meth:`SqlStore.set_location`.
KEEP: Any = _Keep()


class Tx(Protocol):
    """One connection inside (or outside) a transaction, as the shared code uses it."""

    async def rows(self, sql: str, *params: Any) -> Sequence[Row]: ...

    async def run(self, sql: str, *params: Any) -> int:
        """Execute; the number of rows changed."""
        ...


@dataclass(frozen=True)
class Dialect:
    """What differs between backends, in SQL and in stored values."""

    #: The seats of ``g`` as a JSON array of [seat, user_id, name] (text; '[]' for none).
    seats_json: str
    #: Locks the game row ``?`` until the transaction ends and returns it (None: the
    #: transaction already holds the whole database).
    lock_game: str | None
    #: Claims due timers: parameters (now, held until, limit); returns game_id, name,
    #: due_at, claim.
    claim_timers: str
    #: True when the messages JSON holds the key given by :attr:`message_key`.
    message_present: str
    message_key: Callable[[str], Any]
    #: Aware datetime -> stored time, and back.
    to_db: Callable[[datetime], Any]
    from_db: Callable[[Any], datetime | None]
    #: The errors a duplicate primary key raises (the action log's last guard).
    duplicate_errors: tuple[type[BaseException], ...] = ()
    summary_columns: str = field(init=False)
    select_game: str = field(init=False)
    select_summary: str = field(init=False)

    def __post_init__(self) -> None:
        columns = f"""
            g.id, g.kind, g.status, g.options, g.guild_id, g.channel_id, g.thread_id,
            g.messages, g.host_id, g.seed, g.version, g.active_seats, g.created_at,
            g.last_activity_at, g.started_at, g.finished_at, g.reminded_at,
            ({self.seats_json}) AS seats
        """
        object.__setattr__(self, "summary_columns", columns)
        object.__setattr__(self, "select_game", f"SELECT {columns}, g.snapshot FROM games AS g")
        object.__setattr__(self, "select_summary", f"SELECT {columns} FROM games AS g")




def marks(values: Sequence[Any]) -> str:
    return ", ".join("?" * len(values))


class SqlBase:
    """Times, the row lock and game rows, for the parts of :class:`storage.sql_store.SqlStore`."""

    dialect: Dialect

    def __init__(self, clock: Clock):
        self._clock = clock

    # -- what a backend supplies ----------------------------------------------------------

    def _writing(self) -> AbstractAsyncContextManager[Tx]:
        """One write transaction: commits when the block ends, rolls back on any error."""
        raise NotImplementedError

    def _reading(self, transaction: bool = False) -> AbstractAsyncContextManager[Tx]:
        """A reader; with ``transaction`` several statements see one snapshot."""
        raise NotImplementedError

    async def close(self) -> None:
        raise NotImplementedError

    async def __aenter__(self):
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    # -- times ------------------------------------------------------------------------------

    def _now(self, now: datetime | None) -> datetime:
        """``now`` (or the clock's) as the database will give it back."""
        return self._stamp(now if now is not None else self._clock())

    def _stamp(self, moment: datetime) -> datetime:
        if moment.tzinfo is None:
            moment = moment.replace(tzinfo=UTC)
        return self.dialect.from_db(self.dialect.to_db(moment))

    def _db(self, moment: datetime | None) -> Any:
        return None if moment is None else self.dialect.to_db(moment)

    # -- the row lock -------------------------------------------------------------------------

    async def _lock_game(self, tx: Tx, game_id: int) -> None:
        """Hold the game row until the transaction ends; what is read after this is the
        newest committed state (PostgreSQL reads each statement afresh)."""
        if self.dialect.lock_game is not None and not await tx.rows(
                self.dialect.lock_game, game_id):
            raise GameNotFound(game_id)

    async def _locked_game(self, tx: Tx, game_id: int, *, with_state: bool = True) -> Game:
        await self._lock_game(tx, game_id)
        return await self._game(tx, game_id, with_state=with_state)

    # -- rows to records ----------------------------------------------------------------

    async def _game(self, tx: Tx, game_id: int, *, with_state: bool = True) -> Game:
        rows = await tx.rows(f"{self.dialect.select_game} WHERE g.id = ?", game_id)
        if not rows:
            raise GameNotFound(game_id)
        return to_game(rows[0], self.dialect.from_db, with_state=with_state)

    async def _summary(self, tx: Tx, game_id: int) -> GameSummary:
        rows = await tx.rows(f"{self.dialect.select_summary} WHERE g.id = ?", game_id)
        if not rows:
            raise GameNotFound(game_id)
        return to_summary(rows[0], self.dialect.from_db)

    async def _summaries(self, sql: str, *params: Any) -> list[GameSummary]:
        async with self._reading() as tx:
            rows = await tx.rows(sql, *params)
        found = []
        for row in rows:
            try:
                found.append(to_summary(row, self.dialect.from_db))
            except CorruptGame as error:  # one bad row must not hide the other games
                log.error("%s", error)
        return found


async def update_one(tx: Tx, sql: str, *params: Any, missing: int | None = None) -> None:
    changed = await tx.run(sql, *params)
    if changed != 1:
        if missing is not None:
            raise GameNotFound(missing)
        # Unreachable while writes hold the game's row lock; kept as the last guard.
        raise StorageError(f"a concurrent change slipped in (updated {changed} rows)")
