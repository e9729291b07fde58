"""The statistics of a finished Roll & Write game (:mod:`records.rw_statistics`) from its
log, and their picture, posted with the final scores."""

from __future__ import annotations

import logging

from bot.tables import Picture
from engine.rollwrite import IllegalAction, new_game
from i18n import text
from records.rw_statistics import RollWriteStatistics, rollwrite_statistics
from records.statistics import NotFinished
from rendering.rollwrite.statistics import render_rollwrite_statistics
from storage import CorruptGame, Game

log = logging.getLogger(__name__)


async def game_statistics(store, game: Game) -> RollWriteStatistics | None:
    """The statistics of the finished ``game`` (its seats named as its state names them:
    a computer's marked); None when it is not finished or its log does not replay."""
    state = game.state
    if state is None or not state.is_over:
        return None
    initial = new_game([p.name for p in state.players], seed=game.seed,
                       **game.options.get("rules", {}))
    try:
        entries = await store.action_log(game.id)
        return rollwrite_statistics(initial, [(e.seat, e.action, e.at) for e in entries],
                                    started_at=game.started_at)
    except (CorruptGame, IllegalAction, NotFinished):
        log.warning("game %s: statistics left out, the move log does not replay", game.id)
        return None


def statistics_picture(found: RollWriteStatistics, lang: str) -> Picture:
    """The statistics picture (in an embed under the final post)."""
    return Picture(render_rollwrite_statistics, (found,), "statistics.png", {"lang": lang},
                   caption=text(lang, "stats-caption"))
