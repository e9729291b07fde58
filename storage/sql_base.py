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
from abc import ABC, abstractmethod
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any, NamedTuple, Protocol

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

    #: The seats of ``g`` as a JSON array of [seat, user_id, name, computer] (text; '[]' for none).
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
    #: Whether a statement may write through a ``WITH ... AS (INSERT ...)`` clause (one
    #: round trip for the log and the game row).
    writes_in_with: bool = False
    #: Rates the games of one server and kind one at a time: an advisory lock on the text
    #: parameter, held until the transaction ends (None: the transaction already holds the
    #: whole database).
    lock_board: str | None = None
    #: Taken after :attr:`lock_board`, before the ratings are read: waits for a rebuild
    #: holding :attr:`lock_all_boards` (None: nothing to wait for).
    lock_results: str | None = None
    #: The rebuild's lock: no game finishes (is rated) until it commits.
    lock_all_boards: str | None = None
    summary_columns: str = field(init=False)
    select_game: str = field(init=False)
    select_summary: str = field(init=False)
    #: :attr:`select_game` whose snapshot is NULL when the version is the parameter's (the
    #: state is then known already, see :class:`StateCache`); ``cached`` says which.
    select_game_unless: str = field(init=False)

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
        object.__setattr__(
            self, "select_game_unless",
            f"SELECT {columns}, g.version = ? AS cached,"
            " CASE WHEN g.version = ? THEN NULL ELSE g.snapshot END AS snapshot"
            " FROM games AS g WHERE g.id = ?",
        )


class Known(NamedTuple):
    """A game's state as :class:`StateCache` holds it, with what names it."""

    version: int
    kind: str
    seed: int | None
    started_at: Any
    state: Any


class StateCache:
    """Parsed engine states of the games this store played last (read under the row lock
    or written, once committed), so a commit does not parse the snapshot it wrote itself a
    moment ago.

    A state is kept under its game and the version it is the state of, with the game's
    kind, seed and start (which another game under a reused id would not share), and used
    only when the row, read under its lock, says the stored version is that one: the
    version counts the logged actions, the log's primary key lets one action per version
    in, and the snapshot is the replay of the log, so a version names one state whichever
    process wrote it. The states are the engine's immutable models, shared, never changed.
    Nothing here is authoritative: a miss reads and parses the snapshot.
    """

    __slots__ = ("_entries", "size")

    def __init__(self, size: int = 256):
        self.size = size
        self._entries: OrderedDict[int, Known] = OrderedDict()

    def entry(self, game_id: int) -> Known | None:
        return self._entries.get(game_id)

    def version_of(self, game_id: int) -> int:
        """The version held for ``game_id`` (-1: none)."""
        entry = self._entries.get(game_id)
        return -1 if entry is None else entry[0]

    def get(self, game_id: int, version: int, kind: str, seed: int | None,
            started_at: Any) -> Any:
        """The state of the game at ``version``, or None."""
        entry = self._entries.get(game_id)
        if entry is None or entry[:4] != (version, kind, seed, started_at):
            return None
        self._entries.move_to_end(game_id)
        return entry[4]

    def put(self, game: Game) -> None:
        if game.state is None or self.size <= 0:
            return
        self._entries[game.id] = Known(game.version, game.kind, game.seed, game.started_at,
                                       game.state)
        self._entries.move_to_end(game.id)
        while len(self._entries) > self.size:
            self._entries.popitem(last=False)

    def forget(self, game_id: int) -> None:
        self._entries.pop(game_id, None)




def marks(values: Sequence[Any]) -> str:
    return ", ".join("?" * len(values))


class SqlBase(ABC):
    """Times, the row lock and game rows, for the parts of :class:`storage.sql_store.SqlStore`;
    each backend supplies its transactions and its closing (the abstract methods)."""

    dialect: Dialect

    def __init__(self, clock: Clock):
        self._clock = clock
        self._states = StateCache()

    # -- what a backend supplies ----------------------------------------------------------

    @abstractmethod
    def _writing(self) -> AbstractAsyncContextManager[Tx]:
        """One write transaction: commits when the block ends, rolls back on any error."""

    @abstractmethod
    def _reading(self, transaction: bool = False) -> AbstractAsyncContextManager[Tx]:
        """A reader; with ``transaction`` several statements see one snapshot."""

    @abstractmethod
    async def close(self) -> None:
        """Close the backend's connections (a second call does nothing)."""

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

    @asynccontextmanager
    async def _writing_game(
        self, game_id: int, known: Known | None = None
    ) -> AsyncIterator[tuple[Tx, bool]]:
        """:meth:`_writing` holding the row lock of ``game_id`` from its start
        (:class:`GameNotFound` when there is no such game), and whether the row is still
        ``known``: a running game of that version, kind and seed (then the caller need not
        read it; a backend may say False, and does when not given ``known``). A backend
        may begin and lock in one round trip."""
        async with self._writing() as tx:
            await self._lock_game(tx, game_id)
            yield tx, False

    @abstractmethod
    async def _record_finish(self, tx: Tx, game_id: int, kind: Any, state: Any,
                             finished_at: Any) -> None:
        """Results and ratings of a game this transaction finishes: every path that
        finishes a game calls it (:class:`storage.sql_records.Records` gives it)."""

    # -- rows to records ----------------------------------------------------------------

    async def _game(self, tx: Tx, game_id: int, *, with_state: bool = True) -> Game:
        if not with_state:
            rows = await tx.rows(f"{self.dialect.select_summary} WHERE g.id = ?", game_id)
            if not rows:
                raise GameNotFound(game_id)
            return to_game(rows[0], self.dialect.from_db, with_state=False)
        rows = await tx.rows(f"{self.dialect.select_game} WHERE g.id = ?", game_id)
        if not rows:
            raise GameNotFound(game_id)
        return to_game(rows[0], self.dialect.from_db)

    async def _game_to_play(self, tx: Tx, game_id: int) -> Game:
        """The game row, read under its lock to be played on: its state from
        :attr:`_states` when that holds the stored version (the snapshot is then not even
        sent), else parsed from the snapshot."""
        known = self._states.version_of(game_id)
        rows = await tx.rows(self.dialect.select_game_unless, known, known, game_id)
        if not rows:
            raise GameNotFound(game_id)
        row = rows[0]
        if not row["cached"]:
            game = to_game(row, self.dialect.from_db)
            self._states.put(game)
            return game
        state = self._states.get(game_id, row["version"], row["kind"], row["seed"],
                                 self.dialect.from_db(row["started_at"]))
        if state is None:  # the same version of another game under this id: read it all
            self._states.forget(game_id)
            return await self._game(tx, game_id)
        return to_game(row, self.dialect.from_db, with_state=False, state=state)

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
