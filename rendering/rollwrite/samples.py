"""Real Roll & Write states to draw: for the example images, the tests and the benchmark.

Random games from the engine give true mid-game and end-of-game states; the driver is
seeded, so a sample is the same on every machine.
"""

from __future__ import annotations

import random

from engine.rollwrite import GameState
from engine.rollwrite.random_play import play_random_game


def game_states(players: int, seed: int, **options) -> list[GameState]:
    """Every state of one random game, from the first action to the end."""
    states: list[GameState] = []
    play_random_game(players, seed, random.Random(seed),
                     on_step=lambda _b, _s, _a, new, _e: states.append(new), **options)
    return states


def mid_game(players: int, seed: int, **options) -> GameState:
    """A state at the start of a round about two thirds into the game."""
    states = game_states(players, seed, **options)
    rounds = states[-1].rounds
    wanted = (2 * rounds) // 3
    for state in states:
        if state.round == wanted and not state.is_over and state.step == "act" and (
                len(state.active_seats) == len(state.players) or state.mode == "classic"):
            return state
    return states[len(states) // 2]  # pragma: no cover


def end_of_game(players: int, seed: int, **options) -> GameState:
    return game_states(players, seed, **options)[-1]


def write_examples(folder: str) -> list[str]:
    """Write example pictures into ``folder`` (for looking at them); returns the paths."""
    from pathlib import Path

    from engine.rollwrite import view

    from . import render_final_table, render_score_sheet, render_sheet

    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    pictures = {
        "rw_sheet_mid.png": render_sheet(view(mid_game(5, 7), 0)),
        "rw_sheet_end.png": render_sheet(view(end_of_game(3, 2), 1)),
        "rw_sheet_classic.png": render_sheet(view(mid_game(3, 4, mode="classic"), 1)),
        "rw_score_sheet_5p.png": render_score_sheet(view(mid_game(5, 7), None)),
        "rw_score_sheet_end.png": render_score_sheet(view(end_of_game(5, 7), None)),
        "rw_score_sheet_solo.png": render_score_sheet(
            view(mid_game(1, 3, opponents=4, beat_them=True), None)),
        "rw_final_5p.png": render_final_table(view(end_of_game(5, 7), None)),
        "rw_final_solo.png": render_final_table(
            view(end_of_game(1, 3, opponents=4, beat_them=True), None)),
        "rw_final_2p.png": render_final_table(view(end_of_game(2, 5), None)),
    }
    paths = []
    for name, png in pictures.items():
        (out / name).write_bytes(png)
        paths.append(str(out / name))
    return paths


def readme_example() -> bytes:
    """The README's Roll & Write picture (``docs/images/rollwrite.png``): a player's own sheet
    two thirds into a five-player game, the dice of the round on its edges."""
    from engine.rollwrite import view

    from . import render_sheet

    seat = view(mid_game(5, 7), 0)
    players = tuple(p.model_copy(update={"name": "Amira"}) if p.seat == 0 else p
                    for p in seat.players)
    return render_sheet(seat.model_copy(update={"players": players}))


if __name__ == "__main__":
    import sys
    from pathlib import Path

    picture = Path(sys.argv[1] if len(sys.argv) > 1 else "docs/images") / "rollwrite.png"
    picture.write_bytes(readme_example())
    print(picture)
