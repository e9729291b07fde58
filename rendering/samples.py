"""Real game views to draw: for the example images, the tests and the benchmark.

Random games from the engine give true mid-game and end-of-game views. Random play keeps
Alhambras small, so :func:`grown_alhambra` builds a large one tile by tile at legal
positions (the engine's own placement rules), and :func:`with_alhambras` puts such
Alhambras into a real view. Every game function takes the engine's ``modules`` (e.g.
``("granada",)``); ``grown_alhambra(..., city="granada")`` grows a Granada city from
Granada's start tile with its faces. :func:`combination_examples` draws a real Alhambra +
Granada game (both cities on one plane).
"""

from __future__ import annotations

import random

from engine.alhambra import PublicView, view
from engine.alhambra.components import BASE_TILES, OTHER_FACE, TILES
from engine.alhambra.granada import START as GRANADA_START
from engine.alhambra.granada import TILE_IDS as GRANADA_TILE_IDS
from engine.alhambra.placement import legal_positions
from engine.alhambra.random_play import play_random_game
from engine.alhambra.state import Built, GameState, grid_of


def game_states(players: int, seed: int, modules: tuple[str, ...] = ()) -> list[GameState]:
    """Every state of one random game, from the first move to the end."""
    states: list[GameState] = []
    final, _ = play_random_game(
        players, seed, random.Random(seed), on_step=lambda _a, _b, new, _e: states.append(new),
        modules=modules,
    )
    assert states[-1] is final
    return states


def mid_game(players: int, seed: int, modules: tuple[str, ...] = ()) -> GameState:
    """A state between the first and the second scoring round (or half-way)."""
    states = game_states(players, seed, modules)
    after_first = [s for s in states if len(s.scorings) == 1 and s.flow.phase == "action"]
    return after_first[len(after_first) // 2] if after_first else states[len(states) // 2]


def end_of_game(players: int, seed: int, modules: tuple[str, ...] = ()) -> GameState:
    return game_states(players, seed, modules)[-1]


def _pool(city: str, rng: random.Random) -> list:
    if city == "granada":  # one face of each physical tile, either side up
        return [TILES[t if rng.random() < 0.5 else OTHER_FACE[t]] for t in GRANADA_TILE_IDS]
    return list(BASE_TILES)


def grown_alhambra(tiles: int, seed: int, city: str = "alhambra") -> tuple[Built, ...]:
    """An Alhambra (or, ``city="granada"``, a Granada city) of up to ``tiles`` tiles, each
    built at a legal position.

    Cells near the start tile are preferred, as players tend to build compactly.
    """
    rng = random.Random(seed)
    pool = _pool(city, rng)
    rng.shuffle(pool)
    start = GRANADA_START.id if city == "granada" else "fountain"
    built: list[Built] = [(0, 0, start)]
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
    """``public`` with every player's Alhambra replaced by a grown one of ``tiles`` tiles
    (Granada cities in a Granada game)."""
    city = "granada" if public.rule_set == "granada" else "alhambra"
    players = tuple(
        p.model_copy(update={"alhambra": grown_alhambra(tiles, seed * 100 + p.seat, city)})
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
    pictures.update(granada_examples())
    pictures.update(combination_examples())
    pictures["overview-de.png"] = language_example("de")
    for name, png in pictures.items():
        (out / name).write_bytes(png)
    return list(pictures)


def language_example(lang: str = "de", players: int = 3, seed: int = 4) -> bytes:
    """The overview of a real mid-game ``players``-player game with its words in ``lang``
    (the README's German example: ``overview-de.png``)."""
    from . import render_overview

    public = named(view(mid_game(players, seed), None))
    before = public.players[(public.active_seat - 1) % len(public.players)]
    return render_overview(public, recent=[(before.seat, *before.alhambra[-1][:2])], lang=lang)


def granada_public(tiles: int = 14, seed: int = 2) -> PublicView:
    """A real 4-player Granada game after its first scoring, with grown Granada cities."""
    return named(with_alhambras(view(mid_game(4, 1, ("granada",)), None), tiles, seed))


def granada_examples() -> dict[str, bytes]:
    """The Granada example pictures: overview, placing with the other side, both faces,
    final scoring."""
    from . import render_alhambra, render_faces, render_overview, render_scoring_table

    public = granada_public()
    seat = public.active_seat
    before = public.players[(seat - 1) % len(public.players)]
    recent = [(before.seat, *before.alhambra[-1][:2])]
    offer = next(t for t in public.market.values() if t is not None)
    final = named(view(end_of_game(4, 1, ("granada",)), None))
    return {
        "granada-overview.png": render_overview(public, recent=recent),
        "granada-place.png": render_alhambra(public.players[seat], tile=offer, active=True),
        "granada-faces.png": render_faces(offer),
        "granada-scoring.png": render_scoring_table(final, chart=True),
    }


def combination_public(seed: int = 5) -> PublicView:
    """A real 3-player Alhambra + Granada game after its first scoring: both cities grow on
    each player's plane."""
    return named(view(mid_game(3, seed, ("alhambra_granada",)), None))


def combination_examples() -> dict[str, bytes]:
    """The Alhambra + Granada example pictures: overview (the double market, both cities
    on one plane, wall and moat), placing a Granada tile, final scoring (longest moat, wall
    beside moat)."""
    from . import render_alhambra, render_overview, render_scoring_table

    public = combination_public()
    seat = public.active_seat
    before = public.players[(seat - 1) % len(public.players)]
    recent = [(before.seat, *before.alhambra[-1][:2])]
    offer = next(t for t in public.second_market.values() if t is not None)
    final = named(view(end_of_game(3, 5, ("alhambra_granada",)), None))
    return {
        "combination-overview.png": render_overview(public, recent=recent),
        "combination-place.png": render_alhambra(public.players[seat], tile=offer,
                                                 active=True),
        "combination-scoring.png": render_scoring_table(final, chart=True),
    }


if __name__ == "__main__":
    import sys

    print("\n".join(write_examples(sys.argv[1] if len(sys.argv) > 1 else "docs/images")))
