"""Whole games as a first state and an action log, for the replay's pictures, tests and
benchmark (:mod:`rendering.replay`): the engine's random player, every seat, to the end."""

from __future__ import annotations

import random
from collections.abc import Sequence

from engine import rollwrite
from engine.alhambra import GameState, apply, new_game
from engine.alhambra.random_play import choose, start_choice

from .sample_games import NAMES


def alhambra_game(players: int, seed: int, modules: Sequence[str] = (),
                  names: Sequence[str] | None = None, restart_chance: float = 0.0
                  ) -> tuple[GameState, list[tuple[int, object]]]:
    """(the first state, [(seat, action), ...]) of one whole random game."""
    names = list(names or NAMES[:players])
    state = first = new_game(names, seed=seed, modules=list(modules))
    rng = random.Random(seed)
    log: list[tuple[int, object]] = []
    while not state.is_over:
        window = state.flow.window_seats
        kept = start_choice(state, window)
        if kept is not None:
            seat, action = kept
        else:
            seat = rng.choice(window) if window else state.active_seat
            action = choose(state, seat, rng, restart_chance)
        state, _ = apply(state, seat, action)
        log.append((seat, action))
    return first, log


def rollwrite_game(players: int, seed: int, **options
                   ) -> tuple[rollwrite.GameState, list[tuple[int, object]]]:
    """(the first state, [(seat, action), ...]) of one whole random Roll & Write game."""
    state = first = rollwrite.new_game(list(NAMES[:players]), seed=seed, **options)
    rng = random.Random(seed)
    log: list[tuple[int, object]] = []
    while not state.is_over:
        seat = rng.choice(state.active_seats)
        action = rng.choice(list(rollwrite.legal_actions(state, seat)))
        state, _ = rollwrite.apply(state, seat, action)
        log.append((seat, action))
    return first, log


def write_example(folder: str) -> list[str]:
    """Write docs/images/replay.png: a frame of a 4-player game's replay (the GIF itself
    is too large to keep in the repository); returns the file names."""
    from pathlib import Path

    from records.replay import alhambra_frames

    from .png import to_png
    from .replay import frame_images

    first, log = alhambra_game(4, 11)
    frames = alhambra_frames(first, log)
    index = next(i for i, f in enumerate(frames) if f.turn > 140 and f.seat is not None
                 and len(f.view.players[f.seat].alhambra)
                 > len(frames[i - 1].view.players[f.seat].alhambra))
    picture = frame_images(frames[index - 1:index + 1],
                           names=["Amira", "🤖 Hard", "Carmen", "Dmitri"])[-1]
    out = Path(folder)
    out.mkdir(parents=True, exist_ok=True)
    (out / "replay.png").write_bytes(to_png(picture.convert("RGB")))
    return ["replay.png"]


if __name__ == "__main__":
    import sys

    print(write_example(sys.argv[1] if len(sys.argv) > 1 else "docs/images"))
