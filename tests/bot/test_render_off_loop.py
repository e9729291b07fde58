"""Issue 11: pictures are drawn in worker processes (bot/tables/images.py), so a table whose
turn post is being drawn never holds up another player's tap. Six tables end a turn at once
(six 6-player overviews to draw) while a seventh player joins a lobby: the join is answered
before the last overview is posted, and the event loop never stalls for as long as drawing
one overview takes. With pictures drawn on the event loop, each drawing stalled it whole
(this test then fails: the longest stall is at least one drawing).

Stalls are measured in CPU time of the event loop's thread (``time.thread_time``), not wall
time, so a busy machine that preempts the test process does not count as a stall."""

import asyncio
import statistics
import time

import pytest

from engine.alhambra import view
from rendering import render_overview

from .driver import last_turn_message, open_table, take_buttons
from .load import WAVE
from .wire import Tap, custom_id_of, emit

NAMES = ["ana", "ben", "cem", "dia", "eli", "fay"]


def _timed(draw, *args) -> float:
    """The CPU time this thread spends drawing."""
    start = time.thread_time()
    draw(*args)
    return time.thread_time() - start


def _answered(result) -> str:
    """What the player has been told so far (the deferred answer, once it is filled in)."""
    messages = [result.response, *result.followups]
    return "\n".join(m.content for m in messages if m is not None)


def _panel_done(result) -> bool:
    response = result.response
    return response is not None and "Turn done" in str(response._message.embeds)


@pytest.mark.simcord(settle_timeout=WAVE)
async def test_a_tap_is_answered_while_other_tables_draw(simcord_env):
    tables = [await open_table(simcord_env, NAMES) for _ in range(6)]
    ends = []
    for table in tables:
        game = await table.game()
        member = table.member(game.user_of(game.state.active_seat))
        opened = await member.click(last_turn_message(table), label="My panel")
        ends.append(Tap(member, opened.response, take_buttons(opened.response)[0]["custom_id"]))
    guild = tables[0].guild
    channel = guild.create_text_channel("lobby")
    host, guest = (guild.add_member(simcord_env.create_user(n)) for n in ("host", "guest"))
    await host.slash(channel, "alhambra new")
    lobby = channel.threads[-1].history()[0]
    public = view((await tables[0].game()).state, None)
    drawing = statistics.median(_timed(render_overview, public) for _ in range(3))
    start = time.perf_counter()
    turn_results = [emit(simcord_env, tap) for tap in ends]
    join = emit(simcord_env, Tap(guest, lobby, custom_id_of(lobby, label="Join")))
    joined_at = last_turn_at = None
    busy, longest_stall = time.thread_time(), 0.0
    while last_turn_at is None:
        await asyncio.sleep(0.002)
        now = time.perf_counter() - start
        busy, before = time.thread_time(), busy
        longest_stall = max(longest_stall, busy - before)
        if joined_at is None and _answered(join):
            joined_at = now
        if all(_panel_done(r) for r in turn_results):
            last_turn_at = now
        assert now < 120, [_answered(r) for r in turn_results if not _panel_done(r)]
    await simcord_env.settle(timeout=WAVE)
    assert "You joined the table." in _answered(join)
    assert joined_at is not None and joined_at < last_turn_at, (joined_at, last_turn_at)
    assert longest_stall < drawing * 0.6, (longest_stall, drawing)
