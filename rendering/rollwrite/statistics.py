"""The statistics of a finished Roll & Write game as a picture (:mod:`records.rw_statistics`):
the table of :func:`rendering.statistics.draw_table`, one column per player, with the points
(places during the game, majorities, rows and columns, coins, the solo bonus), the buildings
built per type (as the final table counts them: the starting buildings included, and the
heading says so), the coins gained, lost and spent, the dice turned and the time a round
(a turn, in classic play) took on average."""

from __future__ import annotations

from engine.rollwrite.data import STARTING_BUILDINGS
from records.rw_statistics import RollWriteStatistics

from ..png import to_png
from ..statistics import Row, draw_table, number_row, time_row
from ..theme import building_name, player_name, say


def rollwrite_rows(stats: RollWriteStatistics, lang: str) -> list[Row]:
    seats = stats.seats
    rows = [number_row(say(lang, "stats-score"), (s.score for s in seats), strong=True),
            Row(say(lang, "stats-section-points"), heading=True),
            number_row(say(lang, "stats-rw-places"), (s.place_points for s in seats),
                       bar=True),
            number_row(say(lang, "stats-rw-majorities"), (s.majorities for s in seats),
                       bar=True),
            number_row(say(lang, "stats-rw-lines"), (s.lines for s in seats), bar=True),
            number_row(say(lang, "stats-rw-coins"), (s.coin_points for s in seats), bar=True)]
    if any(s.bonus for s in seats):
        rows.append(number_row(say(lang, "stats-rw-bonus"), (s.bonus for s in seats),
                               bar=True))
    # built as the final table counts them: the starting buildings included (and said so)
    rows.append(Row(say(lang, "stats-section-built", count=STARTING_BUILDINGS), heading=True))
    buildings = [b for b, _ in seats[0].built] if seats else []
    for building in buildings:
        rows.append(number_row(building_name(building, lang),
                               (dict(s.built)[building] for s in seats), building=building))
    rows += [Row(say(lang, "stats-section-coins"), heading=True),
             number_row(say(lang, "stats-rw-gained"), (s.coins_gained for s in seats)),
             number_row(say(lang, "stats-rw-spent"), (s.coins_spent for s in seats),
                        best=None),
             number_row(say(lang, "stats-rw-lost"), (s.coins_lost for s in seats), best="low"),
             number_row(say(lang, "stats-rw-die-turns"), (s.die_turns for s in seats),
                        best=None),
             Row(say(lang, "stats-section-time"), heading=True),
             time_row("stats-per-turn" if stats.mode == "classic" else "stats-per-round",
                      (s.average_seconds for s in seats), lang)]
    return rows


def render_rollwrite_statistics(stats: RollWriteStatistics, *, lang: str = "en") -> bytes:
    """PNG of a Roll & Write game's statistics, its words in ``lang``."""
    names = [player_name(s.name, s.seat, lang) for s in stats.seats]
    return to_png(draw_table(say(lang, "stats-title"), names, rollwrite_rows(stats, lang)))
