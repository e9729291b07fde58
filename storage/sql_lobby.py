"""The lobby and the bot's bookkeeping, for every SQL backend: seating, options, starting,
abandoning, where a game lives in Discord and the messages the bot keeps editing. Each write
that reads and then writes does so under the game's row lock."""

from __future__ import annotations

import json
import secrets
from collections.abc import Mapping
from datetime import datetime
from typing import Any

from . import checks
from .checks import need
from .errors import (
    AlreadySeated,
    CannotStart,
    GameFull,
    GameMovedOn,
    GameNotFound,
    NotSeated,
)
from .kinds import get_kind
from .models import COMPUTER_LEVELS, LIVE, Game
from .sql_base import KEEP, SqlBase, update_one

_INSERT_SEAT = ("INSERT INTO seats (game_id, seat, user_id, name, joined_at, computer)"
                " VALUES (?, ?, ?, ?, ?, ?)")


class LobbyWrites(SqlBase):
    """Creating, seating, starting and ending games; their Discord bookkeeping."""

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
        at = self._db(self._now(now))
        options_json = json.dumps(dict(options or {}), sort_keys=True)
        messages_json = json.dumps({k: int(v) for k, v in (messages or {}).items()})
        async with self._writing() as tx:
            rows = await tx.rows(
                "INSERT INTO games (kind, status, options, guild_id, channel_id, thread_id,"
                " messages, host_id, created_at, last_activity_at)"
                " VALUES (?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                kind, options_json, guild_id, channel_id, thread_id, messages_json,
                host[0] if host else None, at, at,
            )
            game_id = rows[0][0]
            if host is not None:
                await tx.run(_INSERT_SEAT, game_id, 0, host[0], host[1], at, None)
            return await self._game(tx, game_id)

    async def join_game(
        self, game_id: int, user_id: int, name: str, *, now: datetime | None = None
    ) -> Game:
        """Seat ``user_id`` at the next free seat of a lobby game.

        The seat limit (the table's ``max_players`` option, within the kind's own limit) is
        checked inside the write, under the game's row lock, so joins arriving at once can
        never seat one too many nor take the same seat.
        """
        at = self._db(self._now(now))
        async with self._writing() as tx:
            game = await self._locked_game(tx, game_id, with_state=False)
            need(game, ("lobby",), "joining")
            if game.seat_of(user_id) is not None:
                raise AlreadySeated(game_id, f"{name} already has a seat in this game")
            limit = checks.seat_limit(get_kind(game.kind), game.options)
            if limit is not None and len(game.seats) >= limit:
                raise GameFull(game_id, f"the game is full ({limit} players)")
            await tx.run(_INSERT_SEAT, game_id, len(game.seats), user_id, name, at, None)
            await tx.run(
                "UPDATE games SET last_activity_at = ?,"
                " host_id = coalesce(host_id, ?) WHERE id = ?",
                at, user_id, game_id,
            )
            return await self._game(tx, game_id)

    async def leave_game(
        self, game_id: int, user_id: int, *, now: datetime | None = None
    ) -> Game:
        """Free ``user_id``'s seat in a lobby game; later seats move up one.

        When the host leaves, the player now in seat 0 becomes host (None if nobody is).
        """
        async with self._writing() as tx:
            game = await self._locked_game(tx, game_id, with_state=False)
            need(game, ("lobby",), "leaving")
            seat = game.seat_of(user_id)
            if seat is None:
                raise NotSeated(game_id, "you have no seat in this game")
            return await self._free_seat(tx, game, seat, now)

    async def add_computer(
        self, game_id: int, level: str, name: str, *, now: datetime | None = None
    ) -> Game:
        """Seat a computer playing at ``level`` at the next free seat of a lobby game
        (the seat limit checked as for :meth:`join_game`, under the row lock)."""
        if level not in COMPUTER_LEVELS:
            raise ValueError(f"no such level: {level!r}")
        at = self._db(self._now(now))
        async with self._writing() as tx:
            game = await self._locked_game(tx, game_id, with_state=False)
            need(game, ("lobby",), "seating a computer")
            limit = checks.seat_limit(get_kind(game.kind), game.options)
            if limit is not None and len(game.seats) >= limit:
                raise GameFull(game_id, f"the game is full ({limit} players)")
            await tx.run(_INSERT_SEAT, game_id, len(game.seats), None, name, at, level)
            await tx.run("UPDATE games SET last_activity_at = ? WHERE id = ?", at, game_id)
            return await self._game(tx, game_id)

    async def remove_computer(
        self, game_id: int, seat: int, *, now: datetime | None = None
    ) -> Game:
        """Take the computer out of ``seat`` of a lobby game; later seats move up one.
        Raises :class:`NotSeated` when no computer sits there (any more)."""
        async with self._writing() as tx:
            game = await self._locked_game(tx, game_id, with_state=False)
            need(game, ("lobby",), "removing a computer")
            if game.computer_of(seat) is None:
                raise NotSeated(game_id, "no computer has that seat")
            return await self._free_seat(tx, game, seat, now)

    async def replace_with_computer(
        self, game_id: int, seat: int, level: str, *, expected_version: int | None = None,
        now: datetime | None = None,
    ) -> Game:
        """From now on a computer at ``level`` plays ``seat`` of a running game (its player
        left): the seat keeps everything it has in the game, and its name (the log replays
        from the names the game started with). Its user is no longer seated; a host who
        left passes it to the first person still seated.
        ``expected_version``: raise :class:`GameMovedOn` when the game moved on since."""
        if level not in COMPUTER_LEVELS:
            raise ValueError(f"no such level: {level!r}")
        at = self._db(self._now(now))
        async with self._writing() as tx:
            game = await self._locked_game(tx, game_id, with_state=False)
            need(game, ("running",), "replacing a player")
            if expected_version is not None and game.version != expected_version:
                raise GameMovedOn(await self._game(tx, game_id), expected_version)
            if not any(s.seat == seat for s in game.seats):
                raise NotSeated(game_id, "no such seat")
            if game.computer_of(seat) is not None:
                raise AlreadySeated(game_id, "a computer plays that seat already")
            # The person it replaces is kept (the history and the rating rule name them).
            await tx.run("UPDATE seats SET user_id = NULL, computer = ?, replaced_user_id = ?"
                         " WHERE game_id = ? AND seat = ?", level, game.user_of(seat),
                         game_id, seat)
            host = game.host_id
            if host is not None and host == game.user_of(seat):  # the next person hosts
                host = next((s.user_id for s in game.seats
                             if s.user_id is not None and s.seat != seat), None)
            await tx.run("UPDATE games SET last_activity_at = ?, host_id = ? WHERE id = ?",
                         at, host, game_id)
            return await self._game(tx, game_id)

    async def _free_seat(self, tx, game: Game, seat: int, now: datetime | None) -> Game:
        """Seats after ``seat`` move up one; a host who left passes it to the first person
        seated (None if nobody is)."""
        at = self._db(self._now(now))
        rows = await tx.rows(
            "SELECT seat, user_id, name, joined_at, computer FROM seats WHERE game_id = ?"
            " ORDER BY seat", game.id,
        )
        stay = [tuple(r)[1:] for r in rows if r[0] != seat]
        await tx.run("DELETE FROM seats WHERE game_id = ?", game.id)
        # One statement each, as for timers: executemany failed now and then under many
        # concurrent commits on SQLite ("bad parameter or other API misuse").
        for number, row in enumerate(stay):
            await tx.run(_INSERT_SEAT, game.id, number, *row)
        host = game.host_id
        if host is not None and host == game.user_of(seat):
            host = next((row[0] for row in stay if row[0] is not None), None)
        await tx.run(
            "UPDATE games SET last_activity_at = ?, host_id = ? WHERE id = ?",
            at, host, game.id,
        )
        return await self._game(tx, game.id)

    async def set_options(self, game_id: int, options: Mapping[str, Any]) -> Game:
        """Replace the options of a lobby game (checked by the engine when it starts)."""
        options_json = json.dumps(dict(options), sort_keys=True)
        async with self._writing() as tx:
            game = await self._locked_game(tx, game_id, with_state=False)
            need(game, ("lobby",), "changing the options")
            await tx.run("UPDATE games SET options = ? WHERE id = ?", options_json, game_id)
            return await self._game(tx, game_id)

    async def set_option(self, game_id: int, name: str, value: Any) -> Game:
        """Change one option of a live table, read and written under the game's row lock
        (the others are kept as they are, whatever else changes the game meanwhile)."""
        async with self._writing() as tx:
            game = await self._locked_game(tx, game_id, with_state=False)
            need(game, ("lobby", "running"), "changing an option")
            options = {**game.options, name: value}
            await tx.run("UPDATE games SET options = ? WHERE id = ?",
                         json.dumps(options, sort_keys=True), game_id)
            return await self._game(tx, game_id)

    async def start_game(
        self, game_id: int, *, seed: int | None = None, now: datetime | None = None
    ) -> Game:
        """Lobby -> running: the engine sets the game up from the seats, ``seed`` and options.

        Without ``seed`` a random one is drawn (and stored: the log replays from it).
        Raises :class:`CannotStart` with the engine's reason when it cannot be played.
        """
        at = self._db(self._now(now))
        seed = secrets.randbits(63) if seed is None else seed
        async with self._writing() as tx:
            game = await self._locked_game(tx, game_id, with_state=False)
            need(game, ("lobby",), "starting")
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
            await update_one(
                tx,
                "UPDATE games SET status = ?, seed = ?, snapshot = ?, version = 0,"
                " active_seats = ?, started_at = ?, last_activity_at = ?, finished_at = ?"
                " WHERE id = ? AND status = 'lobby'",
                "finished" if over else "running", seed, kind.dump_state(state),
                json.dumps(kind.active_seats(state)), at, at, at if over else None, game_id,
            )
            if over:
                await self._record_finish(tx, game_id, kind, state, at)
            return await self._game(tx, game_id)

    async def abandon_game(self, game_id: int, *, now: datetime | None = None) -> Game:
        """A lobby or running game ends without result (its log and snapshot stay)."""
        at = self._db(self._now(now))
        async with self._writing() as tx:
            game = await self._locked_game(tx, game_id, with_state=False)
            need(game, LIVE, "abandoning")
            await tx.run(
                "UPDATE games SET status = 'abandoned', active_seats = '[]', finished_at = ?,"
                " last_activity_at = ? WHERE id = ?",
                at, at, game_id,
            )
            return await self._game(tx, game_id, with_state=False)

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
        async with self._writing() as tx:
            await update_one(tx, f"UPDATE games SET {assignments} WHERE id = ?",
                              *changes.values(), game_id, missing=game_id)

    async def set_messages(self, game_id: int, messages: Mapping[str, int | None]) -> dict:
        """Record message ids the bot keeps editing (None forgets one); returns them all.

        Read and written under the game's row lock: two processes recording different
        messages at once both keep theirs."""
        async with self._writing() as tx:
            await self._lock_game(tx, game_id)
            rows = await tx.rows("SELECT messages FROM games WHERE id = ?", game_id)
            if not rows:
                raise GameNotFound(game_id)
            current = checks.merge_messages(game_id, rows[0][0], messages)
            await tx.run("UPDATE games SET messages = ? WHERE id = ?",
                         json.dumps(current), game_id)
            return current

    async def set_message(self, game_id: int, name: str, message_id: int | None) -> dict:
        return await self.set_messages(game_id, {name: message_id})

    async def mark_reminded(self, game_id: int, *, now: datetime | None = None) -> None:
        """Note that the waited-for players were reminded (see :meth:`idle_games`)."""
        at = self._db(self._now(now))
        async with self._writing() as tx:
            await update_one(tx, "UPDATE games SET reminded_at = ? WHERE id = ?", at, game_id,
                              missing=game_id)
