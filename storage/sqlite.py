"""The embedded store: one SQLite file through aiosqlite (WAL, foreign keys on).

Two connections: a *writer*, on which every change runs as one ``BEGIN IMMEDIATE``
transaction under an asyncio lock (so coroutines of this process never interleave inside
a transaction, and SQLite's own lock serialises other processes), and a *reader* that is
``query_only`` and serves the look-ups without waiting for writes. Nothing is kept in
memory between calls: every call reads what it needs, so several stores (or processes)
on one file are safe.

Applying an action checks, inside its write transaction, that the game is still at the
version the action was decided on (``UPDATE ... WHERE version = ?`` as a second guard),
then appends the action to the log and replaces the snapshot in the same commit.

Timers (reminders, deadlines, round timers) are rows with a due time, indexed by it. A
tick claims the due ones in one write transaction (``UPDATE ... RETURNING``): each gets a
lease and a fresh token, the bot acts, then :meth:`SqliteStore.release_timer` moves the
due time on if the token still holds. Reading "the N longest-idle games" instead let a
backlog of stale games hide newer ones, and let two processes send the same reminder.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import secrets
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import replace
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any, Literal

import aiosqlite

from .errors import (
    AlreadySeated,
    CannotStart,
    CorruptGame,
    GameFull,
    GameMovedOn,
    GameNotFound,
    NotSeated,
    StorageError,
    StoreBusy,
    WrongStatus,
)
from .kinds import GameKind, get_kind
from .migrations import current_version, next_step
from .models import (
    LIVE,
    STATUSES,
    Applied,
    DueTimer,
    Game,
    GameProblem,
    GameSummary,
    LogEntry,
    Seat,
)
from .replay import ReplayError, game_problems, replay

log = logging.getLogger(__name__)

Clock = Callable[[], datetime]
Synchronous = Literal["OFF", "NORMAL", "FULL", "EXTRA"]


def wall_clock() -> datetime:
    return datetime.now(UTC)


class _Keep:
    def __repr__(self) -> str:
        return "KEEP"


#: "Leave this field as it is" for :meth:`SqliteStore.set_location`.
KEEP: Any = _Keep()

_SUMMARY_COLUMNS = """
    g.id, g.kind, g.status, g.options, g.guild_id, g.channel_id, g.thread_id, g.messages,
    g.host_id, g.seed, g.version, g.active_seats, g.created_at, g.last_activity_at,
    g.started_at, g.finished_at, g.reminded_at,
    (SELECT json_group_array(json_array(s.seat, s.user_id, s.name))
       FROM seats AS s WHERE s.game_id = g.id) AS seats
"""
_GAME_COLUMNS = _SUMMARY_COLUMNS + ", g.snapshot"
_SELECT_GAME = f"SELECT {_GAME_COLUMNS} FROM games AS g"
_SELECT_SUMMARY = f"SELECT {_SUMMARY_COLUMNS} FROM games AS g"
_INSERT_SEAT = "INSERT INTO seats (game_id, seat, user_id, name, joined_at) VALUES (?, ?, ?, ?, ?)"

#: The longest timer name (names are the bot's own words, kept short).
TIMER_NAME_MAX = 64

#: Claims the earliest due timers nobody holds, of running games only, and returns them.
#: The inner SELECT walks the ``timers_by_due`` index from the earliest due time, so it
#: costs what is due, not how many games there are. Each row gets its own fresh token.
_CLAIM_TIMERS = """
    UPDATE timers SET held_until = :until, claim = lower(hex(randomblob(16)))
    WHERE rowid IN (
        SELECT t.rowid FROM timers AS t
        WHERE t.due_at <= :now AND (t.held_until IS NULL OR t.held_until <= :now)
          AND EXISTS (SELECT 1 FROM games AS g WHERE g.id = t.game_id
                      AND (g.status = 'running' OR (g.status = 'finished' AND t.name = 'post')))
        ORDER BY t.due_at LIMIT :limit
    )
    RETURNING game_id, name, due_at, claim
"""
#: The timers a finished game keeps (the trigger of migration 2 keeps the same).
ENDED_GAME_TIMERS = frozenset({"post"})

_SET_TIMER = """
    INSERT INTO timers (game_id, name, due_at) VALUES (?, ?, ?)
    ON CONFLICT (game_id, name)
    DO UPDATE SET due_at = excluded.due_at, held_until = NULL, claim = NULL
"""


def _ts(moment: datetime) -> float:
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return moment.timestamp()


def _dt(value: float | None) -> datetime | None:
    return None if value is None else datetime.fromtimestamp(value, UTC)


def _statuses(statuses: Iterable[str] | None) -> tuple[str, ...]:
    chosen = STATUSES if statuses is None else tuple(statuses)
    unknown = set(chosen) - set(STATUSES)
    if unknown:
        raise ValueError(f"unknown status(es): {sorted(unknown)}")
    return chosen


def _marks(values: Sequence[Any]) -> str:
    return ", ".join("?" * len(values))


class SqliteStore:
    """The game store on one SQLite file. Open with ``await SqliteStore.open(path)``."""

    def __init__(
        self,
        path: Path,
        writer: aiosqlite.Connection,
        reader: aiosqlite.Connection,
        clock: Clock,
    ):
        self.path = path
        self._writer = writer
        self._reader = reader
        self._clock = clock
        self._write_lock = asyncio.Lock()
        self._read_lock = asyncio.Lock()
        self._closed = False

    # -- opening and closing ----------------------------------------------------------

    @classmethod
    async def open(
        cls,
        path: str | Path,
        *,
        clock: Clock | None = None,
        synchronous: Synchronous = "FULL",
        busy_timeout: float = 30.0,
    ) -> SqliteStore:
        """Open (creating and migrating if needed) the database at ``path``.

        ``clock`` gives "now" wherever a call does not pass ``now=`` (default: wall time,
        UTC). ``synchronous="FULL"`` makes every commit durable across power loss;
        ``"NORMAL"`` survives a killed process, not a lost machine, and is faster.
        ``busy_timeout`` (seconds) is how long a write waits for another process's.
        Opening never reads a game, so bad data cannot stop start-up (see
        :meth:`check_all`).
        """
        path = Path(path)
        if str(path) == ":memory:":
            raise ValueError("the store needs a file (WAL and a reader connection)")
        path.parent.mkdir(parents=True, exist_ok=True)
        writer = await _connect(path, synchronous, busy_timeout)
        try:
            await _migrate(writer)
            reader = await _connect(path, synchronous, busy_timeout, query_only=True)
        except BaseException:
            await writer.close()
            raise
        return cls(path, writer, reader, clock or wall_clock)

    async def close(self) -> None:
        """Close both connections (a second call does nothing)."""
        if self._closed:
            return
        self._closed = True
        async with self._write_lock:
            with contextlib.suppress(sqlite3.Error):  # best effort
                await self._writer.execute("PRAGMA optimize")
            await self._writer.close()
        async with self._read_lock:
            await self._reader.close()

    async def __aenter__(self) -> SqliteStore:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.close()

    async def schema_version(self) -> int:
        async with self._read_lock:
            rows = await self._reader.execute_fetchall("PRAGMA user_version")
        return rows[0][0]

    # -- transactions -------------------------------------------------------------------

    @asynccontextmanager
    async def _writing(self) -> AsyncIterator[aiosqlite.Connection]:
        """One write transaction: commits when the block ends, rolls back on any error."""
        async with self._write_lock:
            db = self._writer
            try:
                await db.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as error:
                if "locked" in str(error) or "busy" in str(error):
                    raise StoreBusy(str(error)) from error
                raise
            try:
                yield db
                await db.execute("COMMIT")
            except BaseException:
                await _rollback(db)
                raise

    @asynccontextmanager
    async def _reading(self, transaction: bool = False) -> AsyncIterator[aiosqlite.Connection]:
        """The reader; with ``transaction`` several statements see one snapshot."""
        async with self._read_lock:
            db = self._reader
            if not transaction:
                yield db
                return
            await db.execute("BEGIN")
            try:
                yield db
            finally:
                await _rollback(db)

    def _now(self, now: datetime | None) -> float:
        return _ts(now if now is not None else self._clock())

    # -- the lobby ----------------------------------------------------------------------

    async def create_game(
        self,
        kind: str,
        *,
        host: tuple[int, str] | None = None,
        options: Mapping[str, Any] | None = None,
        guild_id: int | None = None,
        channel_id: int | None = None,
        thread_id: int | None = None,
        messages: Mapping[str, int] | None = None,
        now: datetime | None = None,
    ) -> Game:
        """A new game in the lobby. ``host`` = (user id, name) takes seat 0."""
        get_kind(kind)
        at = self._now(now)
        options_json = json.dumps(dict(options or {}), sort_keys=True)
        messages_json = json.dumps({k: int(v) for k, v in (messages or {}).items()})
        async with self._writing() as db:
            row = await db.execute_insert(
                "INSERT INTO games (kind, status, options, guild_id, channel_id, thread_id,"
                " messages, host_id, created_at, last_activity_at)"
                " VALUES (?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?)",
                (kind, options_json, guild_id, channel_id, thread_id, messages_json,
                 host[0] if host else None, at, at),
            )
            game_id = row[0]
            if host is not None:
                await db.execute(
                    "INSERT INTO seats (game_id, seat, user_id, name, joined_at)"
                    " VALUES (?, 0, ?, ?, ?)",
                    (game_id, host[0], host[1], at),
                )
            return await self._game(db, game_id)

    async def join_game(
        self, game_id: int, user_id: int, name: str, *, now: datetime | None = None
    ) -> Game:
        """Seat ``user_id`` at the next free seat of a lobby game.

        The seat limit (the table's ``max_players`` option, within the kind's own limit) is
        checked inside the write, so joins arriving at once can never seat one too many.
        """
        at = self._now(now)
        async with self._writing() as db:
            game = await self._game(db, game_id, with_state=False)
            _need(game, ("lobby",), "joining")
            if game.seat_of(user_id) is not None:
                raise AlreadySeated(game_id, f"{name} already has a seat in this game")
            limit = _seat_limit(get_kind(game.kind), game.options)
            if limit is not None and len(game.seats) >= limit:
                raise GameFull(game_id, f"the game is full ({limit} players)")
            await db.execute(
                _INSERT_SEAT,
                (game_id, len(game.seats), user_id, name, at),
            )
            await db.execute(
                "UPDATE games SET last_activity_at = ?,"
                " host_id = coalesce(host_id, ?) WHERE id = ?",
                (at, user_id, game_id),
            )
            return await self._game(db, game_id)

    async def leave_game(
        self, game_id: int, user_id: int, *, now: datetime | None = None
    ) -> Game:
        """Free ``user_id``'s seat in a lobby game; later seats move up one.

        When the host leaves, the player now in seat 0 becomes host (None if nobody is).
        """
        at = self._now(now)
        async with self._writing() as db:
            game = await self._game(db, game_id, with_state=False)
            _need(game, ("lobby",), "leaving")
            if game.seat_of(user_id) is None:
                raise NotSeated(game_id, "you have no seat in this game")
            rows = await db.execute_fetchall(
                "SELECT user_id, name, joined_at FROM seats WHERE game_id = ? ORDER BY seat",
                (game_id,),
            )
            stay = [tuple(r) for r in rows if r[0] != user_id]
            await db.execute("DELETE FROM seats WHERE game_id = ?", (game_id,))
            # One statement each, as for timers: executemany failed now and then under many
            # concurrent commits ("bad parameter or other API misuse").
            for seat, row in enumerate(stay):
                await db.execute(_INSERT_SEAT, (game_id, seat, *row))
            host = game.host_id
            if host == user_id:
                host = stay[0][0] if stay else None
            await db.execute(
                "UPDATE games SET last_activity_at = ?, host_id = ? WHERE id = ?",
                (at, host, game_id),
            )
            return await self._game(db, game_id)

    async def set_options(self, game_id: int, options: Mapping[str, Any]) -> Game:
        """Replace the options of a lobby game (checked by the engine when it starts)."""
        options_json = json.dumps(dict(options), sort_keys=True)
        async with self._writing() as db:
            game = await self._game(db, game_id, with_state=False)
            _need(game, ("lobby",), "changing the options")
            await db.execute("UPDATE games SET options = ? WHERE id = ?", (options_json, game_id))
            return await self._game(db, game_id)

    async def set_option(self, game_id: int, name: str, value: Any) -> Game:
        """Change one option of a live table, read and written in one transaction (the
        others are kept as they are)."""
        async with self._writing() as db:
            game = await self._game(db, game_id, with_state=False)
            _need(game, ("lobby", "running"), "changing an option")
            options = {**game.options, name: value}
            await db.execute("UPDATE games SET options = ? WHERE id = ?",
                             (json.dumps(options, sort_keys=True), game_id))
            return await self._game(db, game_id)

    async def start_game(
        self, game_id: int, *, seed: int | None = None, now: datetime | None = None
    ) -> Game:
        """Lobby -> running: the engine sets the game up from the seats, ``seed`` and options.

        Without ``seed`` a random one is drawn (and stored: the log replays from it).
        Raises :class:`CannotStart` with the engine's reason when it cannot be played.
        """
        at = self._now(now)
        seed = secrets.randbits(63) if seed is None else seed
        async with self._writing() as db:
            game = await self._game(db, game_id, with_state=False)
            _need(game, ("lobby",), "starting")
            kind = get_kind(game.kind)
            if len(game.seats) < kind.min_players:
                raise CannotStart(
                    game_id, f"{kind.min_players} players are needed, {len(game.seats)} joined"
                )
            try:
                state = kind.new_state([s.name for s in game.seats], seed, game.options)
            except kind.setup_errors as error:
                raise CannotStart(game_id, str(error)) from error
            over = kind.is_over(state)
            await _update_one(
                db,
                "UPDATE games SET status = ?, seed = ?, snapshot = ?, version = 0,"
                " active_seats = ?, started_at = ?, last_activity_at = ?, finished_at = ?"
                " WHERE id = ? AND status = 'lobby'",
                ("finished" if over else "running", seed, kind.dump_state(state),
                 json.dumps(kind.active_seats(state)), at, at, at if over else None, game_id),
            )
            return await self._game(db, game_id)

    async def abandon_game(self, game_id: int, *, now: datetime | None = None) -> Game:
        """A lobby or running game ends without result (its log and snapshot stay)."""
        at = self._now(now)
        async with self._writing() as db:
            game = await self._game(db, game_id, with_state=False)
            _need(game, LIVE, "abandoning")
            await db.execute(
                "UPDATE games SET status = 'abandoned', active_seats = '[]', finished_at = ?,"
                " last_activity_at = ? WHERE id = ?",
                (at, at, game_id),
            )
            return await self._game(db, game_id, with_state=False)

    # -- where the game lives in Discord ------------------------------------------------

    async def set_location(
        self,
        game_id: int,
        *,
        guild_id: int | None = KEEP,
        channel_id: int | None = KEEP,
        thread_id: int | None = KEEP,
    ) -> None:
        """Record the guild / channel / thread of a game (fields not given stay)."""
        changes = {
            column: value
            for column, value in (
                ("guild_id", guild_id), ("channel_id", channel_id), ("thread_id", thread_id)
            )
            if value is not KEEP
        }
        if not changes:
            return
        assignments = ", ".join(f"{column} = ?" for column in changes)
        async with self._writing() as db:
            await _update_one(
                db, f"UPDATE games SET {assignments} WHERE id = ?", (*changes.values(), game_id),
                missing=game_id,
            )

    async def set_messages(self, game_id: int, messages: Mapping[str, int | None]) -> dict:
        """Record message ids the bot keeps editing (None forgets one); returns them all."""
        async with self._writing() as db:
            rows = await db.execute_fetchall(
                "SELECT messages FROM games WHERE id = ?", (game_id,)
            )
            if not rows:
                raise GameNotFound(game_id)
            try:
                current = dict(json.loads(rows[0][0]))
            except (ValueError, TypeError):
                log.warning("game %s: unreadable message ids replaced", game_id)
                current = {}
            for name, message_id in messages.items():
                if message_id is None:
                    current.pop(name, None)
                else:
                    current[name] = int(message_id)
            await db.execute(
                "UPDATE games SET messages = ? WHERE id = ?", (json.dumps(current), game_id)
            )
            return current

    async def set_message(self, game_id: int, name: str, message_id: int | None) -> dict:
        return await self.set_messages(game_id, {name: message_id})

    async def mark_reminded(self, game_id: int, *, now: datetime | None = None) -> None:
        """Note that the waited-for players were reminded (see :meth:`idle_games`)."""
        at = self._now(now)
        async with self._writing() as db:
            await _update_one(
                db, "UPDATE games SET reminded_at = ? WHERE id = ?", (at, game_id),
                missing=game_id,
            )

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
        just before the game ended, so a process racing the end of a game needs no care.
        The one exception is a finished game's ``post`` timer (:data:`ENDED_GAME_TIMERS`):
        the post of its final scores may still be owed to the table.
        Removing timers works whatever the status. Names: 1 to 64 characters.
        """
        changes = {_timer_name(name): (None if due is None else _ts(due))
                   for name, due in timers.items()}
        if not changes:
            return
        removed = [(game_id, name) for name, due in changes.items() if due is None]
        setting = [(game_id, name, due) for name, due in changes.items() if due is not None]
        async with self._writing() as db:
            rows = await db.execute_fetchall("SELECT status FROM games WHERE id = ?",
                                             (game_id,))
            if not rows:
                raise GameNotFound(game_id)
            status = rows[0][0]
            if setting and status == "lobby":
                raise WrongStatus(game_id, status, ("running",), "setting a timer")
            # One statement each, not executemany: under many concurrent commits sqlite3's
            # executemany failed now and then with "bad parameter or other API misuse".
            for key in removed:
                await db.execute("DELETE FROM timers WHERE game_id = ? AND name = ?", key)
            if status == "finished":
                setting = [row for row in setting if row[1] in ENDED_GAME_TIMERS]
            if setting and status in ("running", "finished"):
                for row in setting:
                    await db.execute(_SET_TIMER, row)
            elif setting:
                log.debug("game %s is %s: its timers %s are not set", game_id, status,
                          [name for _, name, _ in setting])

    async def timers_of(self, game_id: int) -> dict[str, datetime]:
        """The game's timers and their due times, earliest first (for tests and status).

        Claimed timers are listed too (with the due time they were claimed at)."""
        async with self._reading() as db:
            rows = await db.execute_fetchall(
                "SELECT t.name, t.due_at FROM games AS g"
                " LEFT JOIN timers AS t ON t.game_id = g.id WHERE g.id = ?"
                " ORDER BY t.due_at, t.name",
                (game_id,),
            )
        if not rows:
            raise GameNotFound(game_id)
        return {name: _dt(due) for name, due in rows if name is not None}

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
        the next due time. It replaces reading the longest-idle running games, which with
        more games than one batch never reached the newer ones, and which two processes on
        one file both acted on. The claim is one write transaction, so concurrent callers
        (coroutines, stores, processes) get disjoint timers; the due-time index makes it
        cost what is due, not how many games there are. A process that dies after claiming
        loses nothing: the lease runs out and the timer can be claimed again -- so a lease
        must be longer than handling a timer takes.

        Only timers of running games are claimed (those of ended games are deleted when
        they end, see :meth:`set_timers`).
        """
        if limit < 1:
            raise ValueError(f"claim at least one timer (limit={limit})")
        if lease <= timedelta(0):
            raise ValueError(f"a lease must last (lease={lease})")
        at = self._now(now)
        async with self._writing() as db:
            rows = await db.execute_fetchall(
                _CLAIM_TIMERS,
                {"now": at, "until": at + lease.total_seconds(), "limit": limit},
            )
        # RETURNING gives the rows in no promised order.
        rows = sorted(rows, key=lambda r: (r["due_at"], r["game_id"], r["name"]))
        return [DueTimer(r["game_id"], r["name"], _dt(r["due_at"]), r["claim"]) for r in rows]

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
        async with self._writing() as db:
            if next_due is None:
                cursor = await db.execute(
                    "DELETE FROM timers WHERE game_id = ? AND name = ? AND claim = ?", key
                )
            else:
                cursor = await db.execute(
                    "UPDATE timers SET due_at = ?, held_until = NULL, claim = NULL"
                    " WHERE game_id = ? AND name = ? AND claim = ?",
                    (_ts(next_due), *key),
                )
            return cursor.rowcount == 1

    # -- playing ------------------------------------------------------------------------

    async def apply_action(
        self,
        game_id: int,
        seat: int,
        action: Any,
        *,
        expected_version: int,
        user_id: int | None = None,
        rebase: bool = False,
        now: datetime | None = None,
    ) -> Applied:
        """Apply ``seat``'s action in one transaction and log it.

        ``expected_version`` is the version the action was decided on (the one the player
        saw). If the game has moved on since, :class:`GameMovedOn` is raised carrying the
        current game, and nothing is written. With ``rebase=True`` (independent actions,
        e.g. simultaneous rounds) a version moved on by *other* seats is not an error: the
        engine checks the action against the newest state inside the same transaction
        instead. A version moved on by this seat's own action still is (two taps of one
        player, decided on the same version, never both apply).

        The engine's ``IllegalAction`` passes through (nothing written). ``action`` may be
        an action model, a dict or JSON text. ``user_id`` defaults to the seat's player.
        """
        return await self.apply_actions(game_id, seat, [action],
                                        expected_version=expected_version, user_id=user_id,
                                        rebase=rebase, now=now)

    async def apply_actions(
        self,
        game_id: int,
        seat: int,
        actions: Sequence[Any],
        *,
        expected_version: int,
        user_id: int | None = None,
        rebase: bool = False,
        now: datetime | None = None,
    ) -> Applied:
        """Apply several actions of ``seat`` one after the other, all or none, in one
        transaction (e.g. a choice and the end of the turn it completes). Each is logged as
        its own entry; the checks are :meth:`apply_action`'s. The events are those of all."""
        if not actions:
            raise ValueError("no actions to apply")
        at = self._now(now)
        async with self._writing() as db:
            game = await self._game(db, game_id)
            moved_on = game.version != expected_version
            if moved_on and (not rebase or await _acted_since(db, game_id, seat,
                                                               expected_version)):
                raise GameMovedOn(game, expected_version)
            _need(game, ("running",), "playing")
            kind = get_kind(game.kind)
            state, events, version = game.state, [], game.version
            author = user_id if user_id is not None else game.user_of(seat)
            for action in actions:
                action = kind.parse_action(action)
                state, new_events = kind.apply(state, seat, action)
                events += new_events
                version += 1
                await db.execute(
                    "INSERT INTO actions (game_id, seq, seat, user_id, action, at)"
                    " VALUES (?, ?, ?, ?, ?, ?)",
                    (game_id, version, seat, author, kind.dump_action(action), at),
                )
            over = kind.is_over(state)
            active = kind.active_seats(state)
            await _update_one(
                db,
                "UPDATE games SET snapshot = ?, version = ?, active_seats = ?, status = ?,"
                " last_activity_at = ?, finished_at = ? WHERE id = ? AND version = ?",
                (kind.dump_state(state), version, json.dumps(active),
                 "finished" if over else "running", at, at if over else None,
                 game_id, game.version),
            )
        game = replace(
            game,
            state=state,
            version=version,
            active_seats=active,
            status="finished" if over else "running",
            last_activity_at=_dt(at),
            finished_at=_dt(at) if over else None,
        )
        return Applied(game=game, events=list(events), rebased=moved_on)

    # -- look-ups -----------------------------------------------------------------------

    async def load_game(self, game_id: int) -> Game:
        """The game with its state; :class:`GameNotFound` / :class:`CorruptGame` otherwise."""
        async with self._reading() as db:
            return await self._game(db, game_id)

    async def load_summary(self, game_id: int) -> GameSummary:
        """The game without its state: readable even when its snapshot is damaged."""
        async with self._reading() as db:
            return await self._summary(db, game_id)

    async def game_by_thread(self, thread_id: int) -> Game | None:
        """The (newest) game living in this Discord thread, whatever its status."""
        async with self._reading() as db:
            rows = await db.execute_fetchall(
                f"{_SELECT_GAME} WHERE g.thread_id = ? ORDER BY g.id DESC LIMIT 1", (thread_id,)
            )
        return self._to_game(rows[0]) if rows else None

    async def game_for_channel(self, channel_id: int) -> Game | None:
        """The game a command typed in ``channel_id`` acts on.

        ``channel_id`` is a thread of a game, or a channel hosting a live (lobby or running)
        game outside any thread.
        """
        game = await self.game_by_thread(channel_id)
        if game is not None:
            return game
        async with self._reading() as db:
            rows = await db.execute_fetchall(
                f"{_SELECT_GAME} WHERE g.channel_id = ? AND g.status IN ('lobby', 'running')"
                " AND g.thread_id IS NULL ORDER BY g.id DESC LIMIT 1",
                (channel_id,),
            )
        return self._to_game(rows[0]) if rows else None

    async def games_in_channel(
        self, channel_id: int, *, statuses: Iterable[str] | None = LIVE, limit: int = 100
    ) -> list[GameSummary]:
        """Games started from ``channel_id`` (threads included), newest first."""
        chosen = _statuses(statuses)
        return await self._summaries(
            f"{_SELECT_SUMMARY} WHERE g.channel_id = ? AND g.status IN ({_marks(chosen)})"
            " ORDER BY g.id DESC LIMIT ?",
            (channel_id, *chosen, limit),
        )

    async def games_of_user(
        self, user_id: int, *, statuses: Iterable[str] | None = None, limit: int = 100
    ) -> list[GameSummary]:
        """Games in which ``user_id`` has a seat, newest first."""
        chosen = _statuses(statuses)
        return await self._summaries(
            f"SELECT {_SUMMARY_COLUMNS} FROM seats AS me JOIN games AS g ON g.id = me.game_id"
            f" WHERE me.user_id = ? AND g.status IN ({_marks(chosen)})"
            " ORDER BY me.game_id DESC LIMIT ?",
            (user_id, *chosen, limit),
        )

    async def idle_games(
        self,
        idle_for: timedelta,
        *,
        now: datetime | None = None,
        skip_reminded: bool = True,
        limit: int = 100,
    ) -> list[GameSummary]:
        """Running games in which nothing happened for ``idle_for``, longest idle first.

        ``active_user_ids`` of each says whom to remind. With ``skip_reminded`` a game
        reminded less than ``idle_for`` ago is left out, so reminders repeat at most once
        per ``idle_for`` (call :meth:`mark_reminded` after reminding).
        """
        cutoff = self._now(now) - idle_for.total_seconds()
        reminded = " AND (g.reminded_at IS NULL OR g.reminded_at <= ?)" if skip_reminded else ""
        return await self._summaries(
            f"{_SELECT_SUMMARY} WHERE g.status = 'running' AND g.last_activity_at <= ?"
            f"{reminded} ORDER BY g.last_activity_at LIMIT ?",
            (cutoff, cutoff, limit) if skip_reminded else (cutoff, limit),
        )

    async def games_with_message(
        self,
        name: str,
        *,
        statuses: Iterable[str] | None = ("running", "finished"),
        limit: int = 100,
    ) -> list[GameSummary]:
        """Games whose ``messages`` record holds ``name`` (e.g. a post the bot still owes),
        least recently active first."""
        if '"' in name or "\\" in name:
            raise ValueError(f"a message name cannot contain quotes: {name!r}")
        chosen = _statuses(statuses)
        return await self._summaries(
            f"{_SELECT_SUMMARY} WHERE g.status IN ({_marks(chosen)})"
            " AND json_extract(g.messages, ?) IS NOT NULL"
            " ORDER BY g.last_activity_at, g.id LIMIT ?",
            (*chosen, f'$."{name}"', limit),
        )

    async def lobby_games(
        self,
        *,
        guild_id: int | None = None,
        idle_for: timedelta | None = None,
        now: datetime | None = None,
        limit: int = 100,
    ) -> list[GameSummary]:
        """Games waiting in the lobby (of one guild; idle for ``idle_for``), oldest first."""
        where, params = ["g.status = 'lobby'"], []
        if guild_id is not None:
            where.append("g.guild_id = ?")
            params.append(guild_id)
        if idle_for is not None:
            where.append("g.last_activity_at <= ?")
            params.append(self._now(now) - idle_for.total_seconds())
        return await self._summaries(
            f"{_SELECT_SUMMARY} WHERE {' AND '.join(where)}"
            " ORDER BY g.last_activity_at LIMIT ?",
            (*params, limit),
        )

    async def action_log(self, game_id: int, *, after: int = 0) -> list[LogEntry]:
        """The logged actions with ``seq > after``, in order (parsed by the game's engine)."""
        async with self._reading(transaction=True) as db:
            game = await self._summary(db, game_id)
            rows = await db.execute_fetchall(
                "SELECT seq, seat, user_id, action, at FROM actions"
                " WHERE game_id = ? AND seq > ? ORDER BY seq",
                (game_id, after),
            )
        kind = get_kind(game.kind)
        entries = []
        for seq, seat, user_id, text, at in rows:
            try:
                action = kind.parse_action(text)
            except ValueError as error:
                raise CorruptGame(game_id, f"action {seq} no longer reads: {error}") from None
            entries.append(LogEntry(game_id, seq, seat, user_id, action, _dt(at)))
        return entries

    # -- checking and repairing ---------------------------------------------------------

    async def verify_replay(self, game_id: int) -> list[str]:
        """Problems of one game, proving snapshot == replay of the log ([] when consistent)."""
        return await self.check_game(game_id, full_replay=True)

    async def check_game(self, game_id: int, *, full_replay: bool = True) -> list[str]:
        async with self._reading(transaction=True) as db:
            game_rows = await db.execute_fetchall(
                "SELECT kind, status, options, seed, version, snapshot FROM games WHERE id = ?",
                (game_id,),
            )
            if not game_rows:
                raise GameNotFound(game_id)
            seat_rows = await db.execute_fetchall(
                "SELECT name FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
            )
            log_rows = await db.execute_fetchall(
                "SELECT seq, seat, action FROM actions WHERE game_id = ? ORDER BY seq",
                (game_id,),
            )
        kind_name, status, options, seed, version, snapshot = game_rows[0]
        try:
            options = json.loads(options)
        except ValueError as error:
            return [f"the options do not read: {error}"]
        return game_problems(
            kind_name=kind_name,
            status=status,
            players=[r[0] for r in seat_rows],
            seed=seed,
            options=options,
            version=version,
            snapshot=snapshot,
            log=[tuple(r) for r in log_rows],
            full_replay=full_replay,
        )

    async def check_all(
        self, *, statuses: Iterable[str] | None = LIVE, full_replay: bool = False
    ) -> list[GameProblem]:
        """Check every game with one of ``statuses``: what is wrong, game by game.

        Meant for start-up: a bad game is reported (and can be abandoned or repaired with
        :meth:`rebuild_snapshot`) while every other game keeps working. Without
        ``full_replay`` the check is cheap (snapshot and actions read, invariants hold,
        log length == version); with it every log is replayed against its snapshot.
        """
        chosen = _statuses(statuses)
        async with self._reading() as db:
            rows = await db.execute_fetchall(
                f"SELECT id FROM games WHERE status IN ({_marks(chosen)}) ORDER BY id", chosen
            )
        found = []
        for (game_id,) in rows:
            try:
                problems = await self.check_game(game_id, full_replay=full_replay)
            except StorageError as error:
                problems = [str(error)]
            except Exception as error:  # a broken engine must not stop the other checks
                log.exception("checking game %s failed", game_id)
                problems = [f"the check itself failed: {error!r}"]
            found += [GameProblem(game_id, problem) for problem in problems]
        return found

    async def rebuild_snapshot(self, game_id: int, *, now: datetime | None = None) -> Game:
        """Replace the snapshot by the replay of the log (the log is the truth).

        For a snapshot that no longer reads; raises :class:`CorruptGame` when the log itself
        cannot be replayed.
        """
        at = self._now(now)
        async with self._writing() as db:
            game = await self._summary(db, game_id)
            _need(game, ("running", "finished"), "rebuilding the snapshot")
            kind = get_kind(game.kind)
            rows = await db.execute_fetchall(
                "SELECT seq, seat, action FROM actions WHERE game_id = ? ORDER BY seq",
                (game_id,),
            )
            try:
                state = replay(kind, [s.name for s in game.seats], game.seed, game.options,
                               [tuple(r) for r in rows])
            except ReplayError as error:
                raise CorruptGame(game_id, error.problem) from None
            over = kind.is_over(state)
            await _update_one(
                db,
                "UPDATE games SET snapshot = ?, version = ?, active_seats = ?, status = ?,"
                " finished_at = coalesce(finished_at, ?) WHERE id = ?",
                (kind.dump_state(state), len(rows), json.dumps(kind.active_seats(state)),
                 "finished" if over else "running", at if over else None, game_id),
            )
            log.warning("game %s: snapshot rebuilt from %d logged actions", game_id, len(rows))
            return await self._game(db, game_id)

    # -- rows to records ----------------------------------------------------------------

    async def _game(self, db: aiosqlite.Connection, game_id: int, *, with_state=True) -> Game:
        rows = await db.execute_fetchall(f"{_SELECT_GAME} WHERE g.id = ?", (game_id,))
        if not rows:
            raise GameNotFound(game_id)
        return self._to_game(rows[0], with_state=with_state)

    async def _summary(self, db: aiosqlite.Connection, game_id: int) -> GameSummary:
        rows = await db.execute_fetchall(f"{_SELECT_SUMMARY} WHERE g.id = ?", (game_id,))
        if not rows:
            raise GameNotFound(game_id)
        return _to_summary(rows[0])

    async def _summaries(self, sql: str, params: Sequence[Any]) -> list[GameSummary]:
        async with self._reading() as db:
            rows = await db.execute_fetchall(sql, params)
        found = []
        for row in rows:
            try:
                found.append(_to_summary(row))
            except CorruptGame as error:  # one bad row must not hide the other games
                log.error("%s", error)
        return found

    def _to_game(self, row: sqlite3.Row, *, with_state: bool = True) -> Game:
        summary = _to_summary(row)
        state = None
        if with_state and row["snapshot"] is not None:
            state = _parse_state(get_kind(summary.kind), summary.id, row["snapshot"])
        return Game(**{f: getattr(summary, f) for f in _SUMMARY_FIELDS}, state=state)


_SUMMARY_FIELDS = tuple(GameSummary.__dataclass_fields__)


def _parse_state(kind: GameKind, game_id: int, snapshot: str) -> Any:
    try:
        return kind.parse_state(snapshot)
    except ValueError as error:
        reason = " ".join(str(error).split())[:300]
        raise CorruptGame(game_id, f"the snapshot does not read: {reason}") from None


def _to_summary(row: sqlite3.Row) -> GameSummary:
    game_id = row["id"]
    try:
        seats = tuple(Seat(*seat) for seat in sorted(json.loads(row["seats"])))
        options = json.loads(row["options"])
        messages = json.loads(row["messages"])
        active = tuple(json.loads(row["active_seats"]))
        if not isinstance(options, dict) or not isinstance(messages, dict):
            raise ValueError("options and messages must be JSON objects")
    except (ValueError, TypeError) as error:
        raise CorruptGame(game_id, f"the game row does not read: {error}") from None
    return GameSummary(
        id=game_id,
        kind=row["kind"],
        status=row["status"],
        options=options,
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        messages=messages,
        host_id=row["host_id"],
        seats=seats,
        seed=row["seed"],
        version=row["version"],
        active_seats=active,
        created_at=_dt(row["created_at"]),
        last_activity_at=_dt(row["last_activity_at"]),
        started_at=_dt(row["started_at"]),
        finished_at=_dt(row["finished_at"]),
        reminded_at=_dt(row["reminded_at"]),
    )


def _timer_name(name: Any) -> str:
    if not isinstance(name, str) or not 1 <= len(name) <= TIMER_NAME_MAX:
        raise ValueError(f"a timer name is 1 to {TIMER_NAME_MAX} characters, not {name!r}")
    return name


def _seat_limit(kind: GameKind, options: Mapping[str, Any]) -> int | None:
    """The most seats a table may have: its own ``max_players`` option within the kind's."""
    limits = [n for n in (kind.max_players, options.get("max_players")) if isinstance(n, int)]
    return min(limits) if limits else None


def _need(game: GameSummary, statuses: tuple[str, ...], what: str) -> None:
    if game.status not in statuses:
        raise WrongStatus(game.id, game.status, statuses, what)


async def _update_one(
    db: aiosqlite.Connection, sql: str, params: Sequence[Any], *, missing: int | None = None
) -> None:
    cursor = await db.execute(sql, params)
    if cursor.rowcount != 1:
        if missing is not None:
            raise GameNotFound(missing)
        # Unreachable while writes hold the database's write lock; kept as the last guard.
        raise StorageError(f"a concurrent change slipped in (updated {cursor.rowcount} rows)")


async def _acted_since(db: aiosqlite.Connection, game_id: int, seat: int, version: int) -> bool:
    """Whether ``seat`` has an action logged after ``version``."""
    rows = await db.execute_fetchall(
        "SELECT 1 FROM actions WHERE game_id = ? AND seq > ? AND seat = ? LIMIT 1",
        (game_id, version, seat),
    )
    return bool(rows)


async def _rollback(db: aiosqlite.Connection) -> None:
    # No transaction may be left (it failed to begin, or the commit went through).
    with contextlib.suppress(sqlite3.OperationalError):
        await db.execute("ROLLBACK")


async def _connect(
    path: Path, synchronous: str, busy_timeout: float, *, query_only: bool = False
) -> aiosqlite.Connection:
    if synchronous not in ("OFF", "NORMAL", "FULL", "EXTRA"):
        raise ValueError(f"unknown synchronous mode {synchronous!r}")
    db = await aiosqlite.connect(path, isolation_level=None, timeout=busy_timeout)
    try:
        db.row_factory = sqlite3.Row
        mode = await _enter_wal(db, busy_timeout)
        if mode.lower() != "wal":
            raise StorageError(f"{path} cannot use WAL mode (got {mode})")
        await db.execute("PRAGMA foreign_keys = ON")
        await db.execute(f"PRAGMA synchronous = {synchronous}")
        if query_only:
            await db.execute("PRAGMA query_only = ON")
    except BaseException:
        await db.close()
        raise
    return db


async def _enter_wal(db: aiosqlite.Connection, busy_timeout: float) -> str:
    """Switch to WAL mode. On a brand-new file several openers race for that switch, and
    SQLite answers "database is locked" at once instead of waiting: retry until the busy
    timeout, like every other lock."""
    deadline = time.monotonic() + busy_timeout
    while True:
        try:
            return (await db.execute_fetchall("PRAGMA journal_mode = WAL"))[0][0]
        except sqlite3.OperationalError as error:
            if "locked" not in str(error) or time.monotonic() > deadline:
                raise
            await asyncio.sleep(0.02)


async def _migrate(db: aiosqlite.Connection) -> int:
    """Apply pending migrations, one transaction each (see :mod:`storage.migrations`)."""
    target = current_version()
    while True:
        await db.execute("BEGIN IMMEDIATE")
        try:
            found = (await db.execute_fetchall("PRAGMA user_version"))[0][0]
            step = next_step(found, target)
            if step is not None:
                log.info("migrating %s to schema version %d", db, found + 1)
                for statement in step:
                    await db.execute(statement)
                await db.execute(f"PRAGMA user_version = {found + 1:d}")
            await db.execute("COMMIT")
        except BaseException:
            await _rollback(db)
            raise
        if step is None:
            return found
