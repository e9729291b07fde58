"""Issue 24: ``benchmarks/bot.py`` reports the handler's own time beside the tap's. The timing
wraps the bot's routes without changing what a tap does, records each tap's handler once, and
leaves the routes as they were."""

import time

from bot.tables import components

from .driver import open_panel, open_table, take_buttons, tap, turn_done
from .handler_time import timed_handlers


async def test_each_tap_records_its_handler_once_within_the_tap(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    routes = dict(components.ROUTES)
    with timed_handlers() as handlers:
        panel = await open_panel(table, member)
        assert [h.what for h in handlers] == ["hand"]
        start = time.perf_counter()
        panel = await tap(member, panel, take_buttons(panel)[0])
        tap_ms = (time.perf_counter() - start) * 1000
    assert turn_done(panel)  # the tap did what it does without the timing
    assert [h.what for h in handlers] == ["hand", "do"]
    assert 0 < handlers[-1].ms <= tap_ms
    assert routes == components.ROUTES
    assert (await table.game()).state.flow.turn == 2
