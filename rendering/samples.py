"""Real game views to draw: for the example images, the tests and the benchmark.

Random games from the engine give true mid-game and end-of-game views. Random play keeps
Alhambras small, so :func:`grown_alhambra` builds a large one tile by tile at legal
positions (the engine's own placement rules), and :func:`with_alhambras` puts such
Alhambras into a real view.
"""

from __future__ import annotations

import random

from engine.alhambra import PublicView, view
from engine.alhambra.components import BASE_TILES
from engine.alhambra.placement import legal_positions
from engine.alhambra.random_play import play_random_game
from engine.alhambra.state import Built, GameState, grid_of


def game_states(players: int, seed: int) -> list[GameState]:
    """Every state of one random game, from the first move to the end."""
    states: list[GameState] = []
    final, _ = play_random_game(
        players, seed, random.Random(seed), on_step=lambda _a, _b, new, _e: states.append(new)
    )
    assert states[-1] is final
    return states


def mid_game(players: int, seed: int) -> GameState:
    """A state between the first and the second scoring round (or half-way)."""
    states = game_states(players, seed)
    after_first = [s for s in states if len(s.scorings) == 1 and s.flow.phase == "action"]
    return after_first[len(after_first) // 2] if after_first else states[len(states) // 2]


def end_of_game(players: int, seed: int) -> GameState:
    return game_states(players, seed)[-1]


def grown_alhambra(tiles: int, seed: int) -> tuple[Built, ...]:
    """An Alhambra of up to ``tiles`` base tiles, each built at a legal position.

    Cells near the fountain are preferred, as players tend to build compactly.
    """
    rng = random.Random(seed)
    pool = list(BASE_TILES)
    rng.shuffle(pool)
    built: list[Built] = [(0, 0, "fountain")]
    grid = grid_of(tuple(built))
    progress = True
    while len(built) - 1 < tiles and progress:
        progress = False
        for tile in list(pool):
            cells = legal_positions(grid, tile)
            if not cells:
                continue
            x, y = min(cells, key=lambda c: (max(abs(c[0]), abs(c[1])), rng.random()))
            built.append((x, y, tile.id))
            grid[(x, y)] = tile
            pool.remove(tile)
            progress = True
            if len(built) - 1 >= tiles:
                break
    return tuple(built)


def with_alhambras(public: PublicView, tiles: int, seed: int) -> PublicView:
    """``public`` with every player's Alhambra replaced by a grown one of ``tiles`` tiles."""
    players = tuple(
        p.model_copy(update={"alhambra": grown_alhambra(tiles, seed * 100 + p.seat)})
        for p in public.players
    )
    return public.model_copy(update={"players": players})


def large_overview(players: int = 6, tiles: int = 40, seed: int = 3) -> PublicView:
    """The public view of a real finished game whose Alhambras all hold ``tiles`` tiles."""
    return with_alhambras(view(end_of_game(players, seed), None), tiles, seed)


NAMES = ("Amira", "Ben", "Carmen", "Dmitri", "Elif", "Farid")


def named(public: PublicView) -> PublicView:
    """``public`` with friendlier names than "Player 1" (for the example pictures)."""
    players = tuple(p.model_copy(update={"name": NAMES[p.seat % len(NAMES)]})
                    for p in public.players)
    return public.model_copy(update={"players": players})


def write_examples(folder: str) -> list[str]:
    """Write the example pictures shown in the README; returns the file names."""
    from pathlib import Path

    from engine.alhambra import view as seat_view

    from . import (
        render_alhambra,
        render_hand,
        render_overview,
        render_scoring_table,
    )

    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    state = mid_game(6, 5)
    public = named(view(state, None))
    grown = tuple(
        p.model_copy(update={"alhambra": grown_alhambra(6 + 3 * p.seat, 20 + p.seat)})
        for p in public.players
    )
    public = public.model_copy(update={"players": grown})
    active = public.players[public.active_seat]
    # the previous seat's newest tile, framed as built during the last turn
    before = public.players[(public.active_seat - 1) % len(public.players)]
    recent = [(before.seat, *before.alhambra[-1][:2])]
    final = named(view(end_of_game(4, 2), None))
    pictures = {
        "overview.png": render_overview(public, recent=recent),
        "alhambra-place.png": render_alhambra(active, tile="garden-8-NE", active=True),
        "scoring.png": render_scoring_table(final, chart=True),
        "hand.png": render_hand(named(seat_view(state, state.active_seat))),
    }
    for name, png in pictures.items():
        (out / name).write_bytes(png)
    return list(pictures)


if __name__ == "__main__":
    import sys

    print("\n".join(write_examples(sys.argv[1] if len(sys.argv) > 1 else "docs/images")))
