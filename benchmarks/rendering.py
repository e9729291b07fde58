"""How fast the pictures are: median milliseconds per picture and the overview's size.

Run from the repository root: ``python benchmarks/rendering.py``. Prints one figure per
line as ``key: value unit``. Targets: overview_6p_ms < 150, overview_6p_kb < 600,
alhambra_40_ms < 40. The overview is the worst case: a real finished 6-player game whose
six Alhambras hold 40 tiles each. Times are for a running bot (tile pictures cached after
the first call); the first, cold call is reported too. Legibility: the smallest price digit
of a 6-player overview with 20 tiles per Alhambra, in pixels when the picture is shown 400
pixels wide (target >= 9), and that picture's size. Granada: the overview of a real
4-player Granada game whose cities hold 14 tiles each (``granada_overview_4p_ms``). The
glance, the turn post's first picture (``glance_6p_ms``, target < 60): a real 6-player game
right after a busy turn, with its events, and its size (at most 960 x 720).
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.alhambra import view  # noqa: E402
from rendering import render_alhambra, render_glance, render_market, render_overview  # noqa: E402
from rendering.overview import plan_overview  # noqa: E402
from rendering.samples import (  # noqa: E402
    after_a_turn,
    granada_public,
    large_overview,
    mid_game,
    with_alhambras,
)

RUNS = 15


def timed(render, *args) -> tuple[float, float, bytes]:
    """Median and first run time in milliseconds, and the last output."""
    times = []
    out = b""
    for _ in range(RUNS):
        start = time.perf_counter()
        out = render(*args)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times), times[0], out


def main() -> None:
    market_view = view(mid_game(6, 5), None)
    big = large_overview(players=6, tiles=40, seed=3)
    assert all(len(p.alhambra) == 41 for p in big.players)
    market_ms, _, _ = timed(render_market, market_view)
    overview_ms, overview_cold, png = timed(render_overview, big)
    alhambra_ms, alhambra_cold, _ = timed(render_alhambra, big.players[0])
    print(f"market_ms: {market_ms:.1f} ms")
    print(f"alhambra_40_ms: {alhambra_ms:.1f} ms")
    print(f"overview_6p_ms: {overview_ms:.1f} ms")
    print(f"overview_6p_kb: {len(png) / 1024:.1f} KB")
    print(f"overview_6p_cold_ms: {overview_cold:.1f} ms")
    print(f"alhambra_40_cold_ms: {alhambra_cold:.1f} ms")
    layout = plan_overview(with_alhambras(market_view, 20, 5))
    print(f"overview_6p20_digit_px: {layout.smallest_price_digit_at_phone():.2f} px")
    print(f"overview_6p20_size: {layout.width}x{layout.height} px")
    granada_ms, _, _ = timed(render_overview, granada_public())
    print(f"granada_overview_4p_ms: {granada_ms:.1f} ms")
    turn, events = after_a_turn(6, 5, share=0.7)
    glance_ms, _, glance_png = timed(render_glance, turn, events)
    print(f"glance_6p_ms: {glance_ms:.1f} ms")
    print(f"glance_6p_size: {_size(glance_png)} px")


def _size(png: bytes) -> str:
    """"WxH" of a PNG, read from its header."""
    return f"{int.from_bytes(png[16:20], 'big')}x{int.from_bytes(png[20:24], 'big')}"


if __name__ == "__main__":
    main()
