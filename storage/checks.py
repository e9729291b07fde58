"""The store's own checks, the same on every backend (no database here): statuses, seat
limits, timer names and claims, message-id bookkeeping."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable, Mapping
from datetime import timedelta
from typing import Any

from .errors import WrongStatus
from .kinds import GameKind
from .models import STATUSES, GameSummary

log = logging.getLogger(__name__)

#: The longest timer name (names are the bot's own words, kept short).
TIMER_NAME_MAX = 64
#: The timers a finished game keeps (the backends' end-of-game triggers keep the same).
ENDED_GAME_TIMERS = frozenset({"post"})


def need(game: GameSummary, statuses: tuple[str, ...], what: str) -> None:
    if game.status not in statuses:
        raise WrongStatus(game.id, game.status, statuses, what)


def seat_limit(kind: GameKind, options: Mapping[str, Any]) -> int | None:
    """The most seats a table may have: its own ``max_players`` option within the kind's."""
    limits = [n for n in (kind.max_players, options.get("max_players")) if isinstance(n, int)]
    return min(limits) if limits else None


def chosen_statuses(statuses: Iterable[str] | None) -> tuple[str, ...]:
    chosen = STATUSES if statuses is None else tuple(statuses)
    unknown = set(chosen) - set(STATUSES)
    if unknown:
        raise ValueError(f"unknown status(es): {sorted(unknown)}")
    return chosen


def timer_name(name: Any) -> str:
    if not isinstance(name, str) or not 1 <= len(name) <= TIMER_NAME_MAX:
        raise ValueError(f"a timer name is 1 to {TIMER_NAME_MAX} characters, not {name!r}")
    return name


def check_claim(limit: int, lease: timedelta) -> None:
    if limit < 1:
        raise ValueError(f"claim at least one timer (limit={limit})")
    if lease <= timedelta(0):
        raise ValueError(f"a lease must last (lease={lease})")


def message_name(name: str) -> str:
    """A message name as the look-ups can find it (no quotes: JSON paths quote it)."""
    if '"' in name or "\\" in name:
        raise ValueError(f"a message name cannot contain quotes: {name!r}")
    return name


def merge_messages(
    game_id: int, stored: str | None, changes: Mapping[str, int | None]
) -> dict[str, int]:
    """The stored message ids (JSON text) with ``changes`` made (None forgets one)."""
    try:
        current = dict(json.loads(stored))
    except (ValueError, TypeError):
        log.warning("game %s: unreadable message ids replaced", game_id)
        current = {}
    for name, message_id in changes.items():
        if message_id is None:
            current.pop(name, None)
        else:
            current[name] = int(message_id)
    return current
