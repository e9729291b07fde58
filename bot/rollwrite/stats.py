"""The statistics of a finished Roll & Write game (:mod:`records.rw_statistics`) from its
log, and their picture, posted with the final scores."""

from __future__ import annotations

from bot.tables import Picture
from bot.tables.statistics import statistics_from_log
from engine.rollwrite import IllegalAction, new_game
from i18n import text
from records.rw_statistics import RollWriteStatistics, rollwrite_statistics
from rendering.rollwrite.statistics import render_rollwrite_statistics
from storage import Game


async def game_statistics(store, game: Game) -> RollWriteStatistics | None:
    """The statistics of the finished ``game`` (its seats named as its state names them:
    a computer's marked); None when it is not finished or its log does not replay."""
    return await statistics_from_log(
        store, game, lambda: new_game([p.name for p in game.state.players], seed=game.seed,
                                      **game.options.get("rules", {})),
        rollwrite_statistics, IllegalAction)


def statistics_picture(found: RollWriteStatistics, lang: str) -> Picture:
    """The statistics picture (in an embed under the final post)."""
    return Picture(render_rollwrite_statistics, (found,), "statistics.png", {"lang": lang},
                   caption=text(lang, "stats-caption"))
