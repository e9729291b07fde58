"""Rows to records: what a stored game row reads as, the same on every backend.

A backend hands over rows that can be read by column name (``sqlite3.Row``,
``asyncpg.Record``) holding JSON as text, and a function that turns its stored times into
aware datetimes. A row that does not read raises :class:`CorruptGame` for that one game.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime
from typing import Any, Protocol

from .errors import CorruptGame, UnknownKind
from .kinds import GameKind, get_kind
from .models import DueTimer, Game, GameSummary, Seat

#: A stored time (Unix seconds, a datetime, ...) -> an aware datetime (None stays None).
ReadTime = Callable[[Any], datetime | None]

_SUMMARY_FIELDS = tuple(GameSummary.__dataclass_fields__)


class Row(Protocol):
    def __getitem__(self, key: str | int) -> Any: ...


def to_summary(row: Row, when: ReadTime) -> GameSummary:
    """A game row (the summary columns, ``seats`` as a JSON array of
    [seat, user, name, computer])."""
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
        created_at=when(row["created_at"]),
        last_activity_at=when(row["last_activity_at"]),
        started_at=when(row["started_at"]),
        finished_at=when(row["finished_at"]),
        reminded_at=when(row["reminded_at"]),
    )


def to_game(row: Row, when: ReadTime, *, with_state: bool = True, state: Any = None) -> Game:
    """A game row with its ``snapshot`` column, the state parsed by the game's engine
    (``with_state=False``: the row's summary columns only, with ``state`` as the state)."""
    summary = to_summary(row, when)
    if with_state and row["snapshot"] is not None:
        try:
            kind = get_kind(summary.kind)
        except UnknownKind as unknown:  # say which game it is
            unknown.game_id = summary.id
            raise
        state = parse_state(kind, summary.id, row["snapshot"])
    return Game(**{f: getattr(summary, f) for f in _SUMMARY_FIELDS}, state=state)


def parse_state(kind: GameKind, game_id: int, snapshot: str) -> Any:
    try:
        return kind.parse_state(snapshot)
    except ValueError as error:
        reason = " ".join(str(error).split())[:300]
        raise CorruptGame(game_id, f"the snapshot does not read: {reason}") from None


def to_due_timers(rows: list[Row], when: ReadTime) -> list[DueTimer]:
    """Claimed timer rows, earliest due first (``RETURNING`` promises no order)."""
    rows = sorted(rows, key=lambda r: (r["due_at"], r["game_id"], r["name"]))
    return [DueTimer(r["game_id"], r["name"], when(r["due_at"]), r["claim"]) for r in rows]
