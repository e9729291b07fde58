"""Reading games and checking them, for every SQL backend: the look-ups the bot needs, the
action log, the integrity checks and the repair of a snapshot from its log."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from datetime import datetime, timedelta

from . import checks
from .checks import need
from .errors import (
    CorruptGame,
    GameNotFound,
    StorageError,
)
from .kinds import get_kind
from .models import LIVE, Game, GameProblem, GameSummary, LogEntry
from .records import to_game
from .replay import ReplayError, game_problems, replay
from .sql_base import SqlBase, marks, update_one

log = logging.getLogger(__name__)

_LOG = "SELECT seq, seat, action FROM actions WHERE game_id = ? ORDER BY seq"


class LookUps(SqlBase):
    """Look-ups, the action log, checks and repair."""

    # -- look-ups -----------------------------------------------------------------------

    async def load_game(self, game_id: int) -> Game:
        """The game with its state; :class:`GameNotFound` / :class:`CorruptGame` otherwise."""
        async with self._reading() as tx:
            return await self._game(tx, game_id)

    async def load_summary(self, game_id: int) -> GameSummary:
        """The game without its state: readable even when its snapshot is damaged."""
        async with self._reading() as tx:
            return await self._summary(tx, game_id)

    async def game_by_thread(self, thread_id: int) -> Game | None:
        """The (newest) game living in this Discord thread, whatever its status."""
        async with self._reading() as tx:
            rows = await tx.rows(
                f"{self.dialect.select_game} WHERE g.thread_id = ? ORDER BY g.id DESC LIMIT 1",
                thread_id,
            )
        return to_game(rows[0], self.dialect.from_db) if rows else None

    async def game_for_channel(self, channel_id: int) -> Game | None:
        """The game a command typed in ``channel_id`` acts on.

        ``channel_id`` is a thread of a game, or a channel hosting a live (lobby or running)
        game outside any thread.
        """
        game = await self.game_by_thread(channel_id)
        if game is not None:
            return game
        async with self._reading() as tx:
            rows = await tx.rows(
                f"{self.dialect.select_game} WHERE g.channel_id = ?"
                " AND g.status IN ('lobby', 'running')"
                " AND g.thread_id IS NULL ORDER BY g.id DESC LIMIT 1",
                channel_id,
            )
        return to_game(rows[0], self.dialect.from_db) if rows else None

    async def games_in_channel(
        self, channel_id: int, *, statuses: Iterable[str] | None = LIVE, limit: int = 100
    ) -> list[GameSummary]:
        """Games started from ``channel_id`` (threads included), newest first."""
        chosen = checks.chosen_statuses(statuses)
        return await self._summaries(
            f"{self.dialect.select_summary} WHERE g.channel_id = ?"
            f" AND g.status IN ({marks(chosen)}) ORDER BY g.id DESC LIMIT ?",
            channel_id, *chosen, limit,
        )

    async def games_of_user(
        self, user_id: int, *, statuses: Iterable[str] | None = None, limit: int = 100
    ) -> list[GameSummary]:
        """Games in which ``user_id`` has a seat, newest first."""
        chosen = checks.chosen_statuses(statuses)
        return await self._summaries(
            f"SELECT {self.dialect.summary_columns} FROM seats AS me"
            " JOIN games AS g ON g.id = me.game_id"
            f" WHERE me.user_id = ? AND g.status IN ({marks(chosen)})"
            " ORDER BY me.game_id DESC LIMIT ?",
            user_id, *chosen, limit,
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
        cutoff = self._db(self._now(now) - idle_for)
        reminded = " AND (g.reminded_at IS NULL OR g.reminded_at <= ?)" if skip_reminded else ""
        params = (cutoff, cutoff, limit) if skip_reminded else (cutoff, limit)
        return await self._summaries(
            f"{self.dialect.select_summary} WHERE g.status = 'running'"
            f" AND g.last_activity_at <= ?{reminded} ORDER BY g.last_activity_at LIMIT ?",
            *params,
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
        key = self.dialect.message_key(checks.message_name(name))
        chosen = checks.chosen_statuses(statuses)
        return await self._summaries(
            f"{self.dialect.select_summary} WHERE g.status IN ({marks(chosen)})"
            f" AND {self.dialect.message_present}"
            " ORDER BY g.last_activity_at, g.id LIMIT ?",
            *chosen, key, limit,
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
            params.append(self._db(self._now(now) - idle_for))
        return await self._summaries(
            f"{self.dialect.select_summary} WHERE {' AND '.join(where)}"
            " ORDER BY g.last_activity_at LIMIT ?",
            *params, limit,
        )

    async def action_log(self, game_id: int, *, after: int = 0) -> list[LogEntry]:
        """The logged actions with ``seq > after``, in order (parsed by the game's engine)."""
        async with self._reading(transaction=True) as tx:
            game = await self._summary(tx, game_id)
            rows = await tx.rows(
                "SELECT seq, seat, user_id, action, at FROM actions"
                " WHERE game_id = ? AND seq > ? ORDER BY seq",
                game_id, after,
            )
        kind = get_kind(game.kind)
        entries = []
        for seq, seat, user_id, text, at in rows:
            try:
                action = kind.parse_action(text)
            except ValueError as error:
                raise CorruptGame(game_id, f"action {seq} no longer reads: {error}") from None
            entries.append(LogEntry(game_id, seq, seat, user_id, action,
                                    self.dialect.from_db(at)))
        return entries

    # -- checking and repairing ---------------------------------------------------------

    async def verify_replay(self, game_id: int) -> list[str]:
        """Problems of one game, proving snapshot == replay of the log ([] when consistent)."""
        return await self.check_game(game_id, full_replay=True)

    async def check_game(self, game_id: int, *, full_replay: bool = True) -> list[str]:
        async with self._reading(transaction=True) as tx:
            game_rows = await tx.rows(
                "SELECT kind, status, options, seed, version, snapshot FROM games WHERE id = ?",
                game_id,
            )
            if not game_rows:
                raise GameNotFound(game_id)
            seat_rows = await tx.rows(
                "SELECT name FROM seats WHERE game_id = ? ORDER BY seat", game_id
            )
            log_rows = await tx.rows(_LOG, game_id)
        kind_name, status, options, seed, version, snapshot = game_rows[0]
        try:
            options = json.loads(options)
            if not isinstance(options, dict):
                raise ValueError(f"a JSON object is needed, not {type(options).__name__}")
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
        chosen = checks.chosen_statuses(statuses)
        async with self._reading() as tx:
            rows = await tx.rows(
                f"SELECT id FROM games WHERE status IN ({marks(chosen)}) ORDER BY id", *chosen
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
        at = self._db(self._now(now))
        async with self._writing() as tx:
            await self._lock_game(tx, game_id)
            game = await self._summary(tx, game_id)
            need(game, ("running", "finished"), "rebuilding the snapshot")
            kind = get_kind(game.kind)
            rows = await tx.rows(_LOG, game_id)
            try:
                state = replay(kind, [s.name for s in game.seats], game.seed, game.options,
                               [tuple(r) for r in rows])
            except ReplayError as error:
                raise CorruptGame(game_id, error.problem) from None
            over = kind.is_over(state)
            await update_one(
                tx,
                "UPDATE games SET snapshot = ?, version = ?, active_seats = ?, status = ?,"
                " finished_at = coalesce(finished_at, ?) WHERE id = ?",
                kind.dump_state(state), len(rows), json.dumps(kind.active_seats(state)),
                "finished" if over else "running", at if over else None, game_id,
            )
            if over and game.status == "running":  # the rebuilt log ends the game
                await self._record_finish(tx, game_id, kind, state, at)
            log.warning("game %s: snapshot rebuilt from %d logged actions", game_id, len(rows))
            return await self._game(tx, game_id)
