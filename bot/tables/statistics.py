"""A finished game's statistics read from its stored log, for every kind: the kind names
the state the log replays from, the counting function (:mod:`records`) and the error its
engine raises for an action it refuses. A log that does not replay leaves the statistics
out (logged), never the final scores (ST3: never of a game still running). The seats
computers played are told, so no computer's turn is timed (ST4)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from records.statistics import NotFinished
from storage import CorruptGame, Game

from .seats import computers_since

log = logging.getLogger(__name__)


async def statistics_from_log(store, game: Game, initial: Callable[[], Any],
                              count: Callable[..., Any], refused: type[Exception]) -> Any:
    """``count(initial(), [(seat, action, at), ...], started_at=...)`` over ``game``'s
    log; None when the game is not over or its log does not replay."""
    if game.state is None or not game.state.is_over:
        return None
    try:
        entries = await store.action_log(game.id)
        return count(initial(), [(e.seat, e.action, e.at) for e in entries],
                     started_at=game.started_at, computers=computers_since(game, entries))
    except (CorruptGame, refused, NotFinished):
        log.warning("game %s: statistics left out, the move log does not replay", game.id)
        return None
