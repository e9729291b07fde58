"""How fast Roll & Write is: a whole random 5-player game in the engine, one sheet picture.

Run from the repository root: ``python benchmarks/rollwrite.py``. Prints one figure per
line as ``key: value unit``. Targets: rw_game_5p_ms < 50 (median of whole random
simultaneous 5-player games: every legal-action listing and every apply), rw_sheet_ms < 40
(one player's sheet image, mid-game).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.rollwrite import view  # noqa: E402
from engine.rollwrite.random_play import play_random_game  # noqa: E402
from rendering.rollwrite import render_sheet  # noqa: E402
from rendering.rollwrite.samples import mid_game  # noqa: E402

RUNS = 15


def median_ms(run, runs: int = RUNS) -> float:
    times = []
    for i in range(runs):
        start = time.perf_counter()
        run(i)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    game_ms = median_ms(lambda i: play_random_game(5, 1000 + i, random.Random(i)))
    classic_ms = median_ms(
        lambda i: play_random_game(5, 1000 + i, random.Random(i), mode="classic"))
    seat_view = view(mid_game(5, 7), 0)
    render_sheet(seat_view)  # warm the font cache, as in a running bot
    sheet_ms = median_ms(lambda i: render_sheet(seat_view))
    print(f"rw_game_5p_ms: {game_ms:.1f} ms")
    print(f"rw_game_5p_classic_ms: {classic_ms:.1f} ms")
    print(f"rw_sheet_ms: {sheet_ms:.1f} ms")


if __name__ == "__main__":
    main()
