"""Gateway session starts shared by the bot's processes (storage/sql_identify.py), on both
backends: one start per rate-limit bucket per 5 s, a shard that starts again and again backs
off, at most the day's budget in any 24 hours, and claims from several stores at once are
decided one at a time."""

from __future__ import annotations

import asyncio
from datetime import timedelta

import pytest

from storage import SessionStart

SECOND = timedelta(seconds=1)


async def test_the_first_start_is_granted_and_counted(store):
    answer = await store.claim_session_start(0)
    assert answer == SessionStart(True, timedelta(0), None, 1)


async def test_one_start_per_bucket_per_five_seconds(store, clock):
    assert (await store.claim_session_start(0, max_concurrency=1)).granted
    refused = await store.claim_session_start(1, max_concurrency=1)  # the same bucket
    assert not refused.granted and refused.reason == "bucket"
    assert refused.wait == 5 * SECOND
    clock.advance(seconds=3)
    assert (await store.claim_session_start(1, max_concurrency=1)).wait == 2 * SECOND
    clock.advance(seconds=2)
    assert (await store.claim_session_start(1, max_concurrency=1)).granted


async def test_shards_of_other_buckets_start_together(store):
    answers = [await store.claim_session_start(shard, max_concurrency=4) for shard in range(4)]
    assert all(answer.granted for answer in answers)
    assert not (await store.claim_session_start(4, max_concurrency=4)).granted  # bucket 0


async def test_a_shard_starting_again_and_again_waits_longer_each_time(store, clock):
    waits = []
    for _ in range(12):
        while not (answer := await store.claim_session_start(0)).granted:
            waits.append(answer.wait)
            clock.advance(seconds=answer.wait.total_seconds())
    shard_waits = [wait.total_seconds() for wait in waits]
    assert shard_waits[:6] == [5, 10, 20, 40, 80, 160]
    assert max(shard_waits) == 15 * 60  # the cap


async def test_the_days_budget_holds_across_shards_and_frees_up_a_day_later(store, clock):
    for shard in range(3):
        assert (await store.claim_session_start(shard, max_concurrency=3,
                                                daily_limit=3)).granted
    clock.advance(hours=1)
    refused = await store.claim_session_start(3, max_concurrency=3, daily_limit=3)
    assert not refused.granted and refused.reason == "daily" and refused.used_today == 3
    assert refused.wait == timedelta(hours=23)
    clock.advance(hours=23)
    answer = await store.claim_session_start(3, max_concurrency=3, daily_limit=3)
    assert answer.granted and answer.used_today == 1  # the day-old starts were dropped


async def test_claims_from_several_processes_at_once_grant_one_per_bucket(backend, clock, store):
    others = [await backend.open(clock) for _ in range(3)]
    try:
        answers = await asyncio.gather(*(
            s.claim_session_start(shard, max_concurrency=2)
            for s in (store, *others) for shard in (0, 2, 1, 3)))
        granted = sorted(shard % 2 for shard, answer in zip([0, 2, 1, 3] * 4, answers,
                                                              strict=True) if answer.granted)
        assert granted == [0, 1]  # one of each bucket
    finally:
        for other in others:
            await other.close()


async def test_nonsense_is_refused(store):
    with pytest.raises(ValueError):
        await store.claim_session_start(-1)
    with pytest.raises(ValueError):
        await store.claim_session_start(0, max_concurrency=0)
