"""How fast a finished game's replay is drawn: ``replay_render_ms``, the median of a few
runs drawing the animated GIF of a whole 6-player base game (target <= 3,000 ms on one
core), from its log to the GIF's bytes (the frames of :mod:`records.replay`, then
:func:`rendering.replay.render_replay`), and that GIF's size, ``replay_gif_kb``.

The game is the engine's random player's (:mod:`rendering.replay_samples`, seed 3: 193
turns). Each run starts cold for the panels (a fresh cache per replay, as in the bot's
worker), warm for the tiles' pictures (a worker draws them once).

Run from the repository root: ``python benchmarks/replay_figure.py`` prints
``replay_render_ms: N ms`` and ``replay_gif_kb: N kB``. :func:`replay_render_ms` is the
figure for ``benchmarks/records.py``.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from rendering.replay import render_game_replay  # noqa: E402
from rendering.replay_samples import alhambra_game  # noqa: E402

PLAYERS, SEED, RUNS = 6, 3, 5


def replay_figures(runs: int = RUNS) -> tuple[float, float]:
    """(median milliseconds to draw the replay of a 6-player base game, its size in kB)."""
    first, log = alhambra_game(PLAYERS, SEED)
    gif = render_game_replay(first, log)  # the tiles' pictures, as a worker has them
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        gif = render_game_replay(first, log)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), len(gif) / 1024


def replay_render_ms(runs: int = RUNS) -> float:
    """The median milliseconds to draw a 6-player base game's replay (target <= 3,000)."""
    return replay_figures(runs)[0]


def main() -> None:
    ms, kb = replay_figures()
    print(f"replay_render_ms: {ms:.0f} ms")
    print(f"replay_gif_kb: {kb:.0f} kB")


if __name__ == "__main__":
    main()
