"""The end-of-game summary: scores, the winner, longest walls (or moats), exact payments,
turn times."""

from __future__ import annotations

import logging
from collections import defaultdict

from engine.alhambra import IllegalAction, apply, new_game
from engine.alhambra.combination import city_grid
from engine.alhambra.components import CARDS, CURRENCIES, TILES
from engine.alhambra.ruleset import rules_of
from engine.alhambra.scoring import longest_outer_wall
from i18n import DEFAULT, text
from storage import CorruptGame, Game

from .texts import barrier_word, is_combination

log = logging.getLogger(__name__)


async def final_summary(store, game: Game, lang: str = DEFAULT) -> str:
    """The final scores from the game's state, with statistics from its move log.

    The scores never depend on the log: when an old log entry is damaged, the statistics are
    left out and the scores are posted all the same."""
    state = game.state
    names = [p.name for p in state.players]
    try:
        exact, turn_seconds = _statistics(await store.action_log(game.id), game, names)
    except (CorruptGame, IllegalAction):
        log.warning("game %s: final statistics left out, the move log does not replay", game.id)
        exact = turn_seconds = None
    ranking = sorted(range(len(names)), key=lambda s: -state.players[s].score)
    lines = [text(lang, "alhambra-final-heading")]
    for seat in ranking:
        player = state.players[seat]
        details = _barriers(state, seat, lang)
        if exact is not None:
            details.append(text(lang, "alhambra-final-exact", count=exact[seat]))
            times = turn_seconds.get(seat, [])
            if times:
                details.append(text(lang, "alhambra-final-per-turn",
                                    hours=sum(times) / len(times) / 3600))
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


def _statistics(entries, game: Game, names: list[str]):
    """Exact payments per seat and each seat's turn durations (seconds), from the log."""
    exact: dict[int, int] = defaultdict(int)
    turn_seconds: dict[int, list[float]] = defaultdict(list)
    previous = game.started_at
    replay = new_game(names, seed=game.seed, **game.options.get("rules", {}))
    for entry in entries:
        if entry.action.kind in ("buy", "buy_second"):
            market = replay.second_market if entry.action.kind == "buy_second" else replay.market
            tile = market[CURRENCIES.index(entry.action.slot)]
            if sum(CARDS[c].value for c in entry.action.cards) == TILES[tile].price:
                exact[entry.seat] += 1
        replay, _ = apply(replay, entry.seat, entry.action)
        if entry.action.kind == "end_turn" and previous is not None:
            turn_seconds[entry.seat].append((entry.at - previous).total_seconds())
        if entry.action.kind == "end_turn":
            previous = entry.at
    return exact, turn_seconds
