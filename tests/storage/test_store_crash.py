"""Crashes: a child process plays games through the store and is killed with SIGKILL at
random moments; every reopening finds consistent games and every committed action (on
SQLite the file, on PostgreSQL the server, which outlives its killed client)."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).parent
ROOT = HERE.parent.parent
ROUNDS = 8


def _spawn(target: str, out: Path, seed: int) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    with out.open("wb") as sink:
        return subprocess.Popen(
            [sys.executable, str(HERE / "store_child.py"), "crash", target, str(seed)],
            stdout=sink, env=env,
        )


async def _wait_until_ready(out: Path, child: subprocess.Popen, timeout: float = 30) -> None:
    deadline = time.monotonic() + timeout
    while b"ready" not in out.read_bytes():
        assert child.poll() is None, "the child died before it was ready"
        assert time.monotonic() < deadline, "the child never got ready"
        await asyncio.sleep(0.01)


def _committed(out: Path) -> dict[int, int]:
    """The highest version the child reported as committed, per game."""
    seen: dict[int, int] = {}
    for line in out.read_text().splitlines():
        words = line.split()
        if len(words) == 2 and all(w.isdigit() for w in words):
            game_id, version = map(int, words)
            seen[game_id] = max(seen.get(game_id, 0), version)
    return seen


async def test_killed_writers_never_lose_or_half_write_a_game(tmp_path, backend):
    rng = random.Random(20250101)
    committed: dict[int, int] = {}
    for round_ in range(ROUNDS):
        out = tmp_path / f"child{round_}.out"
        child = _spawn(backend.target, out, seed=round_)
        try:
            if round_ == 0:  # anywhere from start-up (creating the schema) into play
                await asyncio.sleep(rng.uniform(0.0, 1.0))
            else:
                await _wait_until_ready(out, child)
                await asyncio.sleep(rng.uniform(0.05, 0.5))
        finally:
            child.send_signal(signal.SIGKILL)
            child.wait()
        assert child.returncode == -signal.SIGKILL, f"the child ended early: {out.read_text()}"
        for game_id, version in _committed(out).items():
            committed[game_id] = max(committed.get(game_id, 0), version)

        async with await backend.open() as store:
            for game_id, version in committed.items():
                game = await store.load_game(game_id)
                assert game.version >= version, f"game {game_id} lost committed actions"
                assert len(await store.action_log(game_id)) == game.version
            assert await store.check_all(statuses=None, full_replay=True) == []
    assert sum(committed.values()) > 100, "the child hardly played: the test proved little"
