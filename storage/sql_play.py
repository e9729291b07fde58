"""Applying actions, for every SQL backend: under the game's row lock, the version checked
again in the write, the log's primary key as the last guard."""

from __future__ import annotations

import json
from collections.abc import Sequence
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
        async with self._writing() as tx:
            game = await self._locked_game(tx, game_id)
            moved_on = game.version != expected_version
            if moved_on and (not rebase or await _acted_since(tx, game_id, seat,
                                                               expected_version)):
                raise GameMovedOn(game, expected_version)
            need(game, ("running",), "playing")
            kind = get_kind(game.kind)
            state, events, version = game.state, [], game.version
            author = user_id if user_id is not None else game.user_of(seat)
            for action in actions:
                action = kind.parse_action(action)
                state, new_events = kind.apply(state, seat, action)
                events += new_events
                version += 1
                try:
                    await tx.run(
                        "INSERT INTO actions (game_id, seq, seat, user_id, action, at)"
                        " VALUES (?, ?, ?, ?, ?, ?)",
                        game_id, version, seat, author, kind.dump_action(action), self._db(at),
                    )
                except self.dialect.duplicate_errors as error:  # the last guard
                    raise StorageError(
                        f"game {game_id}: action {version} was logged by someone else"
                    ) from error
            over = kind.is_over(state)
            active = kind.active_seats(state)
            await update_one(
                tx,
                "UPDATE games SET snapshot = ?, version = ?, active_seats = ?, status = ?,"
                " last_activity_at = ?, finished_at = ? WHERE id = ? AND version = ?",
                kind.dump_state(state), version, json.dumps(active),
                "finished" if over else "running", self._db(at),
                self._db(at) if over else None, game_id, game.version,
            )
        game = replace(
            game,
            state=state,
            version=version,
            active_seats=active,
            status="finished" if over else "running",
            last_activity_at=at,
            finished_at=at if over else None,
        )
        return Applied(game=game, events=list(events), rebased=moved_on)


async def _acted_since(tx: Tx, game_id: int, seat: int, version: int) -> bool:
    """Whether ``seat`` has an action logged after ``version``."""
    rows = await tx.rows(
        "SELECT 1 FROM actions WHERE game_id = ? AND seq > ? AND seat = ? LIMIT 1",
        game_id, version, seat,
    )
    return bool(rows)
