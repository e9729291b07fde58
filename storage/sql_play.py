"""Applying actions, for every SQL backend: under the game's row lock, the version checked
again in the write, the log's primary key as the last guard.

A commit parses no snapshot it need not: the store's :class:`~storage.sql_base.StateCache`
holds the states it wrote or read last, used only when the locked row says they are still
the stored ones. A backend that writes through ``WITH`` logs and updates in one statement.
"""

from __future__ import annotations

import contextlib
import functools
import json
from collections.abc import Iterator, Sequence
from dataclasses import replace
from datetime import datetime
from typing import Any

from .checks import need
from .errors import (
    GameMovedOn,
    StorageError,
)
from .kinds import get_kind
from .models import Applied
from .records import Row, to_game
from .sql_base import SqlBase, Tx, update_one


class Play(SqlBase):
    """Applying actions: the engine, the log, the snapshot, the version."""

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
        # The state this store last read or wrote, if it is the one the action was decided
        # on: the backend may then lock the row only if it still is that (same version,
        # kind and seed, running), and the game row is read back from the write.
        known = self._states.entry(game_id)
        if known is not None and known.version != expected_version:
            known = None
        async with self._writing_game(game_id, known) as (tx, still_known):
            if still_known:
                game, moved_on = None, False
                kind, state, version = get_kind(known.kind), known.state, known.version
                author = user_id
            else:
                game = await self._game_to_play(tx, game_id)
                moved_on = game.version != expected_version
                if moved_on and (not rebase or await _acted_since(tx, game_id, seat,
                                                                   expected_version)):
                    raise GameMovedOn(game, expected_version)
                need(game, ("running",), "playing")
                kind, state, version = get_kind(game.kind), game.state, game.version
                author = user_id if user_id is not None else game.user_of(seat)
            read_version, events, logged = version, [], []
            for action in actions:
                action = kind.parse_action(action)
                state, new_events = kind.apply(state, seat, action)
                events += new_events
                version += 1
                logged.append((game_id, version, seat, author, kind.dump_action(action),
                               self._db(at)))
            over = kind.is_over(state)
            active = kind.active_seats(state)
            status = "finished" if over else "running"
            row = await self._record_play(
                tx, logged,
                (kind.dump_state(state), version, json.dumps(active), status, self._db(at),
                 self._db(at) if over else None, game_id, read_version),
                read_back=game is None,
            )
            if over:  # the results and ratings, in the transaction that finishes it
                await self._record_finish(tx, game_id, kind, state, self._db(at))
        if game is None:
            game = to_game(row, self.dialect.from_db, with_state=False, state=state)
        else:
            game = replace(
                game,
                state=state,
                version=version,
                active_seats=active,
                status=status,
                last_activity_at=at,
                finished_at=at if over else None,
            )
        self._states.put(game)
        return Applied(game=game, events=list(events), rebased=moved_on)

    async def _record_play(
        self, tx: Tx, logged: list[tuple], update: tuple, *, read_back: bool = False
    ) -> Row | None:
        """Log the actions (``logged``: one row of :data:`_LOG_ROW` each, a user_id None
        is the seat's player) and write the game row (:data:`_UPDATE_GAME`'s parameters):
        on a backend that writes through ``WITH`` in one statement, else one statement
        each. The update checks the version; a version logged already fails on the log's
        primary key. ``read_back``: the game row as written (summary columns), from the
        write itself (only where it is one statement)."""
        if self.dialect.writes_in_with:
            sql = _logged_update(len(logged), self.dialect.summary_columns if read_back else "")
            params = [value for (g, v, seat, user, a, t) in logged
                      for value in (g, v, seat, user, g, seat, a, t)]
            with _last_guard(self.dialect.duplicate_errors, logged):
                if not read_back:
                    await update_one(tx, sql, *params, *update)
                    return None
                rows = await tx.rows(sql, *params, *update)
            if len(rows) != 1:  # unreachable under the row lock: the last guard
                raise StorageError(f"a concurrent change slipped in (updated {len(rows)} rows)")
            return rows[0]
        if read_back:
            raise ValueError("reading the game back from its write needs writes in WITH")
        for row in logged:
            with _last_guard(self.dialect.duplicate_errors, [row]):
                await tx.run(_INSERT_LOG, *row)
        await update_one(tx, _UPDATE_GAME, *update)
        return None


@contextlib.contextmanager
def _last_guard(
    duplicate: tuple[type[BaseException], ...], logged: list[tuple]
) -> Iterator[None]:
    """A version logged already (the log's primary key, the last guard) as StorageError."""
    try:
        yield
    except duplicate as error:
        game_id, version = logged[0][0], logged[0][1]
        raise StorageError(
            f"game {game_id}: action {version} was logged by someone else"
        ) from error


#: One action logged: (game_id, seq, seat, user_id, action, at).
_LOG_ROW = "(?, ?, ?, ?, ?, ?)"
_INSERT_LOG = f"INSERT INTO actions (game_id, seq, seat, user_id, action, at) VALUES {_LOG_ROW}"
#: The same, the user being the seat's player when none is given: (game_id, seq, seat,
#: user_id, game_id, seat, action, at).
_LOG_ROW_OF_SEAT = ("(?, ?, ?, coalesce(?, (SELECT s.user_id FROM seats AS s"
                    " WHERE s.game_id = ? AND s.seat = ?)), ?, ?)")
#: The game row after the actions; the version it was read at is checked again.
_UPDATE_GAME = (
    "UPDATE games SET snapshot = ?, version = ?, active_seats = ?, status = ?,"
    " last_activity_at = ?, finished_at = ? WHERE id = ? AND version = ?"
)


@functools.cache
def _logged_update(count: int, returning: str = "") -> str:
    """``count`` actions logged and the game row written in one statement, ``returning``
    the columns given (the text is the same for the same arguments, so the server keeps
    it prepared)."""
    rows = ", ".join([_LOG_ROW_OF_SEAT] * count)
    update = _UPDATE_GAME.replace("UPDATE games SET", "UPDATE games AS g SET")
    update = update.replace("WHERE id = ? AND version = ?", "WHERE g.id = ? AND g.version = ?")
    return (f"WITH logged AS (INSERT INTO actions (game_id, seq, seat, user_id, action, at)"
            f" VALUES {rows}) {update}" + (f" RETURNING {returning}" if returning else ""))


async def _acted_since(tx: Tx, game_id: int, seat: int, version: int) -> bool:
    """Whether ``seat`` has an action logged after ``version``."""
    rows = await tx.rows(
        "SELECT 1 FROM actions WHERE game_id = ? AND seq > ? AND seat = ? LIMIT 1",
        game_id, version, seat,
    )
    return bool(rows)
