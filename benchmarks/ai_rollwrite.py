"""How strong and how fast the Roll & Write computer player is.

Run from the repository root: ``python benchmarks/ai_rollwrite.py [GAMES]``. Plays
3-player games, simultaneous and classic in turn, of one ``hard`` seat (rotating) against
two greedy players (:mod:`ai.rw_baselines`) and prints ``key: value unit``:
``rw_ai_win_share_vs_greedy`` (a shared victory counts its share; chance is 0.33),
``rw_ai_win_share_vs_greedy_games``, its 95% interval, the same against two random
players, and ``rw_ai_decision_p95_ms`` (the hard seat's decisions, each one action).
Target: a clear lead over greedy, p95 <= 300 ms.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from ai import choose_rollwrite_action  # noqa: E402
from ai.rw_baselines import greedy_action, random_action  # noqa: E402
from engine.rollwrite import apply, new_game  # noqa: E402

GAMES = 120
MODES = ("simultaneous", "classic")


def hard(state, seat, rng):
    return choose_rollwrite_action(state, seat, "hard", rng)


def play(players, seed: int, timings: list | None = None, **options):
    """One whole game, ``players[seat](state, seat, rng)`` choosing each action."""
    state = new_game(len(players), seed=seed, **options)
    rng = random.Random(seed)
    while not state.is_over:
        seat = state.active_seats[0]
        start = time.perf_counter()
        action = players[seat](state, seat, rng)
        if timings is not None and players[seat] is hard:
            timings.append((time.perf_counter() - start) * 1000)
        state, _ = apply(state, seat, action)
    return state


def win_share(opponent, games: int, timings: list | None = None, **options) -> list[float]:
    """The hard seat's share of each game's victory."""
    shares = []
    for game in range(games):
        seat = game % 3
        players = [opponent] * 3
        players[seat] = hard
        mode = MODES[game // 3 % len(MODES)]
        state = play(players, 5000 + game, timings, mode=mode, **options)
        shares.append(1 / len(state.winners) if seat in state.winners else 0.0)
    return shares


def interval(shares: list[float]) -> tuple[float, float]:
    """A 95% interval of the mean share (normal approximation)."""
    mean = statistics.mean(shares)
    half = 1.96 * statistics.stdev(shares) / len(shares) ** 0.5
    return max(0.0, mean - half), min(1.0, mean + half)


def main() -> None:
    games = int(sys.argv[1]) if len(sys.argv) > 1 else GAMES
    timings: list[float] = []
    greedy = win_share(greedy_action, games, timings)
    versus_random = win_share(random_action, games)
    p95 = statistics.quantiles(timings, n=20)[-1]
    low, high = interval(greedy)
    print(f"rw_ai_win_share_vs_greedy: {statistics.mean(greedy):.2f} share")
    print(f"rw_ai_win_share_vs_greedy_games: {games} games")
    print(f"rw_ai_win_share_vs_greedy_95: {low:.2f}-{high:.2f} share")
    print(f"rw_ai_win_share_vs_random: {statistics.mean(versus_random):.2f} share")
    print(f"rw_ai_decision_p95_ms: {p95:.1f} ms")


if __name__ == "__main__":
    main()
