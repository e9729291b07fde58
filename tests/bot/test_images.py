"""Pictures are drawn in worker processes (bot/tables/images.py); a worker that dies (killed
for memory, say) breaks a process pool for good, so the bot must replace it instead of
failing every later picture."""

import os
import signal

from bot.tables import images
from engine.alhambra import new_game, view
from rendering import render_overview


def test_the_bot_keeps_a_core_and_draws_with_the_others():
    assert images.default_workers() == max(1, min(4, (os.cpu_count() or 1) - 1))


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
