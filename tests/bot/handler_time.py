"""How long the bot's own handler of a tap takes, shared by ``benchmarks/bot.py`` and its test.

A tap's time through SimCord (from the click until the simulated Discord is idle again) also
holds the simulator's own waiting: after a handler whose last wait was a picture from the
drawing pool, SimCord often waits one more 50 ms idle step of the bot's timer loops before it
calls the bot idle, so that time swings with the simulator, not with the bot (issue 24).
:func:`timed_handlers` times the handler itself: it wraps the routes every table button and
select is sent to (``bot.tables.components.ROUTES``, filled when the bot starts), from the
moment the tap's callback runs its route until the route returns: the storage load and
commit, the engine, the pictures, every message sent or edited. Nothing is added to the bot.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from bot.tables import components


@dataclass(frozen=True)
class HandlerTime:
    #: The tap's purpose from its custom id (``do``: a choice on a panel, ``hand``: "My panel").
    what: str
    ms: float


@contextmanager
def timed_handlers() -> Iterator[list[HandlerTime]]:
    """While open, every tap on a table's button or select appends its handler's time to the
    list it yields. Enter it after the bot has started (its setup installs the routes)."""
    assert components.ROUTES, "the bot has not started: no routes to time"
    found: list[HandlerTime] = []
    originals = dict(components.ROUTES)

    def timed(route):
        async def run(interaction, item, *args):
            start = time.perf_counter()
            try:
                await route(interaction, item, *args)
            finally:
                found.append(HandlerTime(item.what, (time.perf_counter() - start) * 1000))
        return run

    components.ROUTES.update({name: timed(route) for name, route in originals.items()})
    try:
        yield found
    finally:
        components.ROUTES.update(originals)
