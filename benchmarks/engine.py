"""Engine speed: a whole random 6-player game, whole random 4-player Granada, Alhambra +
Granada, expansion 1, expansions 2 + 3, expansion 4, expansion 5, expansion 6 with the
promos, and every-module games, and legal_positions on a 40-tile Alhambra.

Run from the repository root: ``python benchmarks/engine.py``. Prints medians as
``key: value unit``. The games are played by :mod:`engine.alhambra.random_play` (the book's
three actions equally likely); each starts after a garbage collection, so that it pays for
its own garbage only. Targets (this 2-core machine): game_6p_ms < 100 and
legal_positions_40_ms < 2 (issue 2), granada_game_4p_ms <= 150 and
combined_game_4p_ms <= 150 (issue 12), expansion1_game_4p_ms <= 150 (issue 14),
expansions_2_3_game_4p_ms <= 200 (issue 15), expansion4_game_4p_ms <= 150 (issue 25),
expansion5_game_4p_ms <= 150 (issue 26), expansion6_promos_game_4p_ms <= 200 and
all_modules_game_4p_ms <= 400 (issue 27).
"""

from __future__ import annotations

import gc
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from engine.alhambra import everything  # noqa: E402
from engine.alhambra.components import BASE_TILES, FOUNTAIN  # noqa: E402
from engine.alhambra.placement import legal_positions  # noqa: E402
from engine.alhambra.random_play import play_random_game  # noqa: E402

GAMES = 15
#: Expansion 1, all four modules (issue 14); the vizier's window between turns is answered
#: by the random driver for a seat drawn among those asked.
EXPANSION_1 = ("vizier", "exchange_offices", "bonus_cards", "building_yards")
#: Expansions 2 and 3, every module (issue 15); windows between turns and the bids of the
#: character auctions are answered by the random driver.
EXPANSIONS_2_3 = ("city_gates", "diamonds", "characters", "camps", "thieves", "street_trader",
                  "wall_cards", "change")
#: Expansion 4, its four modules (issue 25): the treasure chamber, master builders, invaders
#: and scouts, bazaars.
EXPANSION_4 = ("treasure_chamber", "master_builders", "invaders", "bazaars")
#: Expansion 5, its four modules (issue 26): the caravanserai, the art of the Moors, the
#: sultan's cards (their claims answered by the random driver), the new scoring tiles.
EXPANSION_5 = ("caravanserai", "art_of_the_moors", "sultan", "new_scoring_tiles")
#: Expansion 6 and the promos, their six modules together (issue 27): falcons, building
#: sites, exchange certificates, portals, magic buildings, medinas.
EXPANSION_6_PROMOS = ("falcons", "building_sites", "exchange_certificate", "portals",
                      "magic_buildings", "medina")
LOOKUPS = 200


def big_alhambra(size: int, seed: int) -> dict:
    """An Alhambra of ``size`` tiles grown by legal placements (fountain included)."""
    rng = random.Random(seed)
    for _attempt in range(100):
        grid = {(0, 0): FOUNTAIN}
        tiles = list(BASE_TILES)
        rng.shuffle(tiles)
        for tile in tiles:
            cells = sorted(legal_positions(grid, tile))
            if cells:
                grid[rng.choice(cells)] = tile
            if len(grid) == size:
                return grid
    raise RuntimeError("could not grow an Alhambra that large")


def game_ms(players: int, modules: tuple[str, ...] = ()) -> float:
    """Median milliseconds of a whole random game (the same seeds and drivers each run)."""
    times = []
    for seed in range(GAMES):
        gc.collect()  # each game pays for its own garbage, not for the one before
        start = time.perf_counter()
        play_random_game(players, seed, random.Random(seed), modules=modules)
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    print(f"game_6p_ms: {game_ms(6):.1f} ms")
    print(f"granada_game_4p_ms: {game_ms(4, ('granada',)):.1f} ms")
    print(f"combined_game_4p_ms: {game_ms(4, ('alhambra_granada',)):.1f} ms")
    print(f"expansion1_game_4p_ms: {game_ms(4, EXPANSION_1):.1f} ms")
    print(f"expansions_2_3_game_4p_ms: {game_ms(4, EXPANSIONS_2_3):.1f} ms")
    print(f"expansion4_game_4p_ms: {game_ms(4, EXPANSION_4):.1f} ms")
    print(f"expansion5_game_4p_ms: {game_ms(4, EXPANSION_5):.1f} ms")
    print(f"expansion6_promos_game_4p_ms: {game_ms(4, EXPANSION_6_PROMOS):.1f} ms")
    # every module that plays with the base game, expansions 1-6 and the promos at once
    print(f"all_modules_game_4p_ms: {game_ms(4, tuple(everything())):.1f} ms")

    grid = big_alhambra(41, seed=1)  # 40 tiles and the fountain
    tiles = list(BASE_TILES)
    lookups = []
    for index in range(LOOKUPS):
        tile = tiles[index % len(tiles)]
        start = time.perf_counter()
        legal_positions(grid, tile)
        lookups.append((time.perf_counter() - start) * 1000)
    print(f"legal_positions_40_ms: {statistics.median(lookups):.3f} ms")


if __name__ == "__main__":
    main()
