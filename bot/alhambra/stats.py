"""The end-of-game summary: scores, the winner, longest walls (or moats), exact payments,
turn times. The numbers from the log are :mod:`records.statistics`' (one place computes
them), read again from the store by :func:`game_statistics`."""

from __future__ import annotations

from bot.tables.statistics import statistics_from_log
from engine.alhambra import IllegalAction, new_game
from engine.alhambra.modules.alhambra_granada import city_grid
from engine.alhambra.ruleset import rules_of
from engine.alhambra.scoring import longest_outer_wall
from i18n import DEFAULT, text
from records.statistics import GameStatistics, statistics
from storage import Game

from .texts import barrier_word, is_combination


def initial_state(game: Game):
    """The state ``game`` started from (its log replays from it)."""
    return new_game([p.name for p in game.state.players], seed=game.seed,
                    **game.options.get("rules", {}))


async def game_statistics(store, game: Game, initial) -> GameStatistics | None:
    """The statistics of the finished ``game`` from its log, replayed from ``initial``;
    None when the game is not finished or its log does not replay."""
    return await statistics_from_log(store, game, lambda: initial, statistics, IllegalAction)


def final_text(game: Game, found: GameStatistics | None, lang: str = DEFAULT) -> str:
    """The final scores from the game's state, with the statistics ``found`` in its log.

    The scores never depend on the log: when an old log entry is damaged (``found`` None),
    the statistics are left out and the scores are posted all the same."""
    state = game.state
    names = [p.name for p in state.players]
    ranking = sorted(range(len(names)), key=lambda s: -state.players[s].score)
    lines = [text(lang, "alhambra-final-heading")]
    for seat in ranking:
        player = state.players[seat]
        details = _barriers(state, seat, lang)
        if found is not None:
            mine = found.seats[seat]
            details.append(text(lang, "alhambra-final-exact", count=mine.exact))
            details.append(text(lang, "alhambra-final-per-turn-none")  # a computer (ST4)
                           if mine.average_turn is None else
                           text(lang, "alhambra-final-per-turn",
                                hours=mine.average_turn / 3600))
        lines.append(text(lang, "alhambra-final-line", name=names[seat], score=player.score,
                          details=", ".join(details)))
    return "\n".join(lines)


def _barriers(state, seat: int, lang: str = DEFAULT) -> list[str]:
    """The longest wall (Granada: moat); the combination: the Alhambra's wall and Granada's
    moat, each measured in its own city (as scored)."""
    grid = state.players[seat].grid
    if is_combination(state.options.modules):
        return [text(lang, "alhambra-final-barrier", barrier="wall",
                     length=longest_outer_wall(city_grid(grid, "alhambra"))),
                text(lang, "alhambra-final-barrier", barrier="moat",
                     length=longest_outer_wall(city_grid(grid, "granada")))]
    return [text(lang, "alhambra-final-barrier", barrier=barrier_word(state.options.modules),
                 length=rules_of(state).barrier_points(state, seat))]
