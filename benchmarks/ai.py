"""The board game's computer player (issue 28): how often it wins, how fast it decides, and
that it never plays an illegal action nor stalls a game.

Run from the repository root: ``python benchmarks/ai.py [GAMES]`` (GAMES: games per
strength figure, default 120). Prints ``key: value unit``, one figure a line:

- ``ai_win_share_4p_vs_greedy``: one ``hard`` seat (rotating through the four seats)
  against three greedy players, its share of the wins (ties split the win); target >= 0.80.
- ``ai_win_share_4p_vs_lookahead``: the same against three look-ahead players (chance
  0.25); target >= 0.40.
- ``ai_win_share_2p_vs_lookahead``: ``hard`` against one look-ahead player, with Dirk;
  target >= 0.60.
- ``ai_medium_win_share_4p_vs_lookahead``: one ``medium`` seat against three look-ahead
  players (about 0.25: as strong).
- ``ai_easy_win_share_4p_vs_greedy``: one ``easy`` seat against three greedy players
  (below 0.25: easy is the weakest);
- each with ``<key>_games`` and the Wilson 95% interval ``<key>_ci95_low`` /
  ``<key>_ci95_high``;
- ``ai_decision_p50_ms``, ``ai_decision_p95_ms``: the time of ``hard``'s decisions in the
  action phase of its turns (buy, take money, rebuild: where it plans; building a bought
  tile and the windows are quicker), in the 4-player games against look-ahead;
  targets <= 300 and <= 2,000;
- ``ai_illegal_moves``: illegal choices plus stuck games over games of every module set
  the engine offers (each module alone, and every module at once), every level, 2 to 6
  players (0).
"""

from __future__ import annotations

import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ai.selfplay import play_game  # noqa: E402
from engine.alhambra import available_modules, everything, modules_problem  # noqa: E402

GAMES = int(sys.argv[1]) if len(sys.argv) > 1 else 120
#: Games of each module set in the illegal-move count.
MODULE_GAMES = 2


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a share of ``wins`` in ``games``."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def win_share(hero: str, others: list[str], games: int, seed0: int,
              timings: list[float] | None = None) -> tuple[float, int]:
    """``hero``'s wins (ties split) in ``games`` games, rotating its seat."""
    players = len(others) + 1
    wins = 0.0

    def timed(state, seat, decide):
        if seat != hero_seat or state.flow.phase != "action" or state.flow.window_seats:
            return decide()
        start = time.perf_counter()
        action = decide()
        timings.append((time.perf_counter() - start) * 1000)
        return action

    for game in range(games):
        hero_seat = game % players
        seats = list(others)
        seats.insert(hero_seat, hero)
        result = play_game(seats, seed=seed0 + game,
                           on_decision=timed if timings is not None else None)
        wins += result.share(hero_seat)
    return wins, games


def report(key: str, wins: float, games: int) -> None:
    low, high = wilson(wins, games)
    print(f"{key}: {wins / games:.3f} share")
    print(f"{key}_games: {games} games")
    print(f"{key}_ci95_low: {low:.3f} share")
    print(f"{key}_ci95_high: {high:.3f} share", flush=True)


def module_sets() -> list[list[str]]:
    sets = [[m.name] for m in available_modules()] + [["granada", "granada_simplified"],
                                                       list(everything())]
    return [s for s in sets if modules_problem(s) is None]


def illegal_moves() -> int:
    """Illegal choices and stuck games over every module set, every level, 2-6 players."""
    levels = ["easy", "medium", "hard", "greedy", "lookahead", "hard"]
    bad = 0
    for index, modules in enumerate(module_sets()):
        for game in range(MODULE_GAMES):
            players = 2 + (index + game) % 5
            seats = [levels[(index + game + s) % len(levels)] for s in range(players)]
            result = play_game(seats, seed=1000 + index * 10 + game, modules=modules,
                               max_moves=20_000)
            bad += result.illegal + int(result.stuck)
    return bad


def main() -> None:
    timings: list[float] = []
    report("ai_win_share_4p_vs_greedy", *win_share("hard", ["greedy"] * 3, GAMES, 0))
    report("ai_win_share_4p_vs_lookahead",
           *win_share("hard", ["lookahead"] * 3, GAMES, 10_000, timings))
    report("ai_win_share_2p_vs_lookahead", *win_share("hard", ["lookahead"], GAMES, 20_000))
    report("ai_medium_win_share_4p_vs_lookahead",
           *win_share("medium", ["lookahead"] * 3, GAMES, 30_000))
    report("ai_easy_win_share_4p_vs_greedy", *win_share("easy", ["greedy"] * 3, GAMES, 40_000))
    quantiles = statistics.quantiles(timings, n=20)
    print(f"ai_decision_p50_ms: {statistics.median(timings):.1f} ms")
    print(f"ai_decision_p95_ms: {quantiles[18]:.1f} ms", flush=True)
    print(f"ai_illegal_moves: {illegal_moves()} moves")


if __name__ == "__main__":
    main()
