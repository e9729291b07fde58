"""Pictures are drawn in worker processes (bot/tables/images.py); a worker that dies (killed
for memory, say) breaks a process pool for good, so the bot must replace it instead of
failing every later picture."""

import os
import signal

from bot.tables import images
from engine.alhambra import new_game, view
from rendering import render_overview


def test_by_default_the_pool_takes_every_core_it_may_use_but_the_event_loops(monkeypatch):
    assert images.default_workers() == max(1, len(os.sched_getaffinity(0)) - 1)
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {0, 1, 2, 5, 6, 7, 8, 9})
    assert images.default_workers() == 7
    monkeypatch.setattr(os, "sched_getaffinity", lambda pid: {3})
    assert images.default_workers() == 1


def test_render_workers_overrides_the_default():
    try:
        images.configure(3)
        assert images._workers == 3
        images.configure(None)
        assert images._workers == images.default_workers()
    finally:
        images.configure(None)


async def test_a_dead_worker_does_not_stop_the_pictures():
    images.shutdown()
    images.configure(1)
    try:
        public = view(new_game(["Ana", "Ben", "Cem"], seed=1), None)
        first = await images.render(render_overview, public)
        for worker in list(images.pool()._processes):  # the pool's own worker processes
            os.kill(worker, signal.SIGKILL)
        again = await images.render(render_overview, public)
        assert again == first and again.startswith(b"\x89PNG")
    finally:
        images.shutdown()
        images.configure(None)
