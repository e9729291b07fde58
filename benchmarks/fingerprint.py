"""The behaviour's fingerprint: proof that moving code changed nothing (issue 37).

Run from the repository root: ``python benchmarks/fingerprint.py``. Prints
``key: value unit``:

- ``games_sha256``: a hash of seeded random games (the engine's random player) of every
  module set, for 2, 3 and 6 players where the set allows them: each game's action log in
  its text form, its final scores and its final state as JSON. The module sets are written
  out in a fixed order here (the base game, each module alone, each box of
  ``bot.alhambra.boxes``, every module that plays with the base game, Granada and the
  combination with what they combine with; names sorted), so that the hash depends on
  what the engine does, not on the order it lists its modules in;
- ``games``: how many games the hash covers;
- ``pictures_sha256``: a hash of every example picture (``rendering.samples``,
  ``rendering.rollwrite.samples``, ``rendering.replay_samples``), byte for byte;
- ``pictures``: how many.

Run before and after a change that should change nothing: the two hashes must be the same.
"""

from __future__ import annotations

import hashlib
import random
import sys
import tempfile
from pathlib import Path

# Run as a script: the repository root, not this folder, comes first on the path.
_HERE = Path(__file__).resolve().parent
sys.path[:] = [p for p in sys.path if Path(p or ".").resolve() != _HERE]
sys.path.insert(0, str(_HERE.parent))

from bot.alhambra.boxes import BOXES  # noqa: E402
from engine.alhambra import BadOptions, available_modules, everything  # noqa: E402
from engine.alhambra.random_play import play_random_game  # noqa: E402


def module_sets() -> list[tuple[str, ...]]:
    modules = sorted(available_modules(), key=lambda m: m.name)
    sets: list[tuple[str, ...]] = [()]
    sets += [(*m.requires[:1], m.name) for m in modules]
    sets += [tuple(sorted(names)) for names in BOXES.values()]
    sets.append(tuple(sorted(everything())))
    with_any = sorted(m.name for m in modules
                      if m.rule_set is None and m.rule_sets is None and not m.requires)
    sets.append(("granada", "granada_simplified", *with_any))
    sets.append(("alhambra_granada", *with_any))
    return sets


def games_hash() -> tuple[str, int]:
    digest = hashlib.sha256()
    count = 0
    for n, modules in enumerate(module_sets()):
        for players in (2, 3, 6):
            seed = 1000 + 10 * n + players
            try:
                state, actions = play_random_game(players, seed, random.Random(seed),
                                                  modules=modules)
            except BadOptions:  # a set that does not take this many players
                continue
            digest.update(f"{modules} {players}\n".encode())
            digest.update("\n".join(map(str, actions)).encode())
            digest.update(repr(state.scores).encode())
            digest.update(state.model_dump_json().encode())
            count += 1
    return digest.hexdigest(), count


def pictures_hash() -> tuple[str, int]:
    from rendering.replay_samples import write_example as write_replay
    from rendering.rollwrite.samples import write_examples as write_rollwrite
    from rendering.samples import write_examples

    digest = hashlib.sha256()
    with tempfile.TemporaryDirectory() as folder:
        for write in (write_examples, write_rollwrite, write_replay):
            write(folder)
        files = sorted(Path(folder).iterdir())
        for file in files:
            digest.update(file.name.encode())
            digest.update(file.read_bytes())
    return digest.hexdigest(), len(files)


if __name__ == "__main__":
    games, count = games_hash()
    print(f"games_sha256: {games} hash")
    print(f"games: {count} games")
    pictures, drawn = pictures_hash()
    print(f"pictures_sha256: {pictures} hash")
    print(f"pictures: {drawn} pictures")
