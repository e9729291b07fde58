"""Pictures are drawn in worker processes, never on the event loop.

Drawing a 6-player overview takes 60-250 ms of CPU, most of it holding the GIL (Pillow's
drawing calls; only quantising and PNG encoding release it), so a thread would still stall
the gateway's heartbeats and every other table. A small process pool draws instead; the
event loop only waits for the bytes. The pool is shared by every bot of the process,
started on the first picture and shut down with :func:`shutdown`.

How many processes (the setting ``RENDER_WORKERS``): by default the cores this process may
run on (its CPU affinity, else the machine's count) less the one the bot's own event loop
keeps, at least one: the pool grows with the machine, so one bot process uses it, while
the event loop answers taps on its own core. Measured with ``python benchmarks/bot.py`` on
a 2-core machine (p50 / p95 / p95 with four tables at once, ms): drawing on the event loop
108 / 172 / 274; one thread 122 / 179 / 294; one process 119 / 188 / 264; two processes
133 / 205 / 392 (two workers and the bot fighting over two cores: hence one core left to
the loop). ``RENDER_WORKERS`` overrides it (when several bot processes share one machine,
give each its share of the cores); ``RENDER_WORKERS=0`` draws in a thread
instead, for machines where processes cannot be started.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import BrokenExecutor, Executor, ProcessPoolExecutor, ThreadPoolExecutor

_pool: Executor | None = None
_workers: int = 1


def configure(workers: int | None) -> None:
    """How many processes draw (0: one thread; None: the default for this machine); takes
    effect for the next pool."""
    global _workers
    _workers = default_workers() if workers is None else workers


def default_workers() -> int:
    """The cores this process may run on, less the event loop's one (at least 1)."""
    try:
        cores = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):  # no affinity on this platform (macOS, Windows)
        cores = os.cpu_count() or 1
    return max(1, cores - 1)


def pool() -> Executor:
    global _pool
    if _pool is None:
        if _workers <= 0:
            _pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="render")
        else:  # "spawn": a clean interpreter, never a fork of the bot's threads
            _pool = ProcessPoolExecutor(max_workers=_workers,
                                        mp_context=multiprocessing.get_context("spawn"))
    return _pool


async def render(draw: Callable[..., bytes], *args) -> bytes:
    """``draw(*args)`` in the pool (``draw`` must be a module-level function).

    A pool whose worker died (killed for memory, say) is broken for good: it is replaced
    and the drawing tried once more, so one lost worker never stops every picture."""
    loop = asyncio.get_running_loop()
    broken = _pool
    try:
        return await loop.run_in_executor(pool(), draw, *args)
    except BrokenExecutor:
        _replace(broken)
        return await loop.run_in_executor(pool(), draw, *args)


def _replace(broken: Executor | None) -> None:
    """Drop the broken pool (unless another drawing already replaced it)."""
    global _pool
    if _pool is broken and _pool is not None:
        _pool.shutdown(wait=False, cancel_futures=True)
        _pool = None


def shutdown() -> None:
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=True, cancel_futures=True)
        _pool = None
