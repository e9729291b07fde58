"""Gateway session starts taken in turn across processes (bot/identify.py), on a fake clock:
the shards of one bucket identify 5 s apart whichever process runs them, a process in a crash
loop waits longer and longer instead of spending the day's budget, and the day's budget
holds however many shards loop."""

from __future__ import annotations

import logging
from datetime import timedelta

import pytest

from bot.identify import DISCORD_DAILY, RESERVE, DiscordLimits, SessionGate
from storage import SqliteStore

from ..storage.store_helpers import VirtualClock

DAY = 24 * 3600


class FakeTime:
    """A clock whose sleep moves it on (and remembers every wait)."""

    def __init__(self):
        self.clock = VirtualClock()
        self.waits: list[float] = []

    async def sleep(self, seconds: float) -> None:
        self.waits.append(seconds)
        self.clock.advance(seconds=seconds)

    @property
    def elapsed(self) -> float:
        return (self.clock.now - VirtualClock().now).total_seconds()


@pytest.fixture
async def store(tmp_path):
    store = await SqliteStore.open(tmp_path / "games.sqlite3", synchronous="OFF")
    yield store
    await store.close()


def a_process(store, time: FakeTime, limits: DiscordLimits | None = None) -> SessionGate:
    """A freshly started process: nothing in memory but the store it opens."""
    async def discord_limits():
        return limits or DiscordLimits()

    return SessionGate(lambda: store, limits=discord_limits, clock=time.clock, sleep=time.sleep)


async def test_two_processes_identify_shards_of_one_bucket_five_seconds_apart(store):
    time = FakeTime()
    one, two = a_process(store, time), a_process(store, time)
    await one.wait(0)
    await two.wait(1)  # max_concurrency 1: the same bucket
    await two.wait(2)
    assert time.waits == [5.0, 5.0]


async def test_with_max_concurrency_the_buckets_start_together(store):
    time = FakeTime()
    limits = DiscordLimits(max_concurrency=4)
    for shard in range(4):
        await a_process(store, time, limits).wait(shard)
    assert time.waits == []


async def test_a_crash_loop_waits_longer_and_longer_instead_of_burning_the_budget(store, caplog):
    time = FakeTime()
    starts = 0
    with caplog.at_level(logging.WARNING, logger="bot.identify"):
        while time.elapsed < DAY:  # the process identifies, crashes at once, restarts
            await a_process(store, time).wait(0)
            starts += 1
            time.clock.advance(seconds=1)
    assert starts < 200, f"{starts} session starts in a day of crash loop"
    assert max(time.waits) == 15 * 60 - 1  # the cap (1 s went by restarting)
    assert time.waits[:4] == [4.0, 9.0, 19.0, 39.0]  # (1 s went by restarting)
    assert "crash loop" in caplog.text


async def test_the_days_budget_holds_however_many_shards_loop(store, caplog):
    time = FakeTime()
    shards = 40
    limits = DiscordLimits(max_concurrency=16)
    starts = 0
    with caplog.at_level(logging.ERROR, logger="bot.identify"):
        while time.elapsed < DAY:
            for shard in range(shards):
                await a_process(store, time, limits).wait(shard)
                starts += 1
                time.clock.advance(seconds=1)
    assert starts <= DISCORD_DAILY - RESERVE + shards
    recent = (await store.claim_session_start(0, max_concurrency=16,
                                              now=time.clock.now + timedelta(hours=1)))
    assert recent.used_today <= DISCORD_DAILY - RESERVE
    assert "the day's budget" in caplog.text
    caplog.clear()  # (the errors this test expects)


async def test_discords_own_count_nearly_spent_waits_for_its_reset(store, caplog):
    time = FakeTime()
    answers = iter([DiscordLimits(remaining=3, reset_after=timedelta(hours=2)),
                    DiscordLimits(remaining=1000)])

    async def limits():
        return next(answers)

    gate = SessionGate(lambda: store, limits=limits, clock=time.clock, sleep=time.sleep)
    with caplog.at_level(logging.ERROR, logger="bot.identify"):
        await gate.wait(0)
    assert time.waits == [2 * 3600.0]
    assert "3 of 1000 session starts are left" in caplog.text
    caplog.clear()  # (the error this test expects)
