"""Gateway session starts taken in turn with the bot's other processes.

Before a shard IDENTIFYs (discord.py's ``before_identify_hook``), the bot asks the store,
which every process shares, for a session start (``store.claim_session_start``, rules in
:mod:`storage.sql_identify`): one start per rate-limit bucket (``shard_id %
max_concurrency``) per 5 s across processes, a shard that keeps starting (a process in a
crash loop) waits longer each time, up to 15 minutes, and no more than the day's budget
(Discord's 1,000 a day, less a reserve) in any 24 hours. Refused, it waits what the store
says, logging why, and asks again: it never identifies without a granted start.

Discord's own count (``session_start_limit``: ``remaining``, ``reset_after``,
``max_concurrency``) is read once per process before the first start: when it says the
budget is nearly spent (starts made by something not sharing this database) the gate waits
for Discord's reset.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta

import discord

from storage import GameStore, StorageError

log = logging.getLogger(__name__)

#: Discord's session starts per day for most bots (``session_start_limit.total``).
DISCORD_DAILY = 1000
#: Starts kept back from the daily budget (a person restarting by hand, a deploy).
RESERVE = 50
#: How long to wait before asking again when the store cannot answer.
STORE_RETRY = timedelta(seconds=5)


@dataclass(frozen=True)
class DiscordLimits:
    """Discord's ``session_start_limit`` (GET /gateway/bot)."""

    total: int = DISCORD_DAILY
    remaining: int = DISCORD_DAILY
    reset_after: timedelta = timedelta(0)
    max_concurrency: int = 1

    @classmethod
    def from_payload(cls, data: dict) -> DiscordLimits:
        return cls(total=int(data.get("total", DISCORD_DAILY)),
                   remaining=int(data.get("remaining", DISCORD_DAILY)),
                   reset_after=timedelta(milliseconds=int(data.get("reset_after", 0))),
                   max_concurrency=max(1, int(data.get("max_concurrency", 1))))


class SessionGate:
    """One process's door to identifying; :meth:`wait` returns once a shard may identify.

    ``store`` gives the store (opened in the bot's ``setup_hook``, before any identify);
    ``limits`` reads Discord's session start limits (None: Discord's defaults); ``clock``
    and ``sleep`` are the wall's unless a test brings a fake one.
    """

    def __init__(
        self,
        store: Callable[[], GameStore | None],
        *,
        limits: Callable[[], Awaitable[DiscordLimits]] | None = None,
        clock: Callable[[], datetime] = discord.utils.utcnow,
        sleep: Callable[[float], Awaitable[object]] = asyncio.sleep,
    ):
        self._store = store
        self._limits = limits
        self._clock = clock
        self._sleep = sleep
        self._known: DiscordLimits | None = None
        self.granted = 0  # starts this process was granted (for logs and tests)

    async def wait(self, shard_id: int) -> None:
        limits = await self._discord_limits()
        daily = max(1, min(DISCORD_DAILY, limits.total) - RESERVE)
        while True:
            store = self._store()
            if store is None:
                raise RuntimeError("the store is not open: a shard cannot identify before "
                                   "the bot's setup_hook")
            try:
                answer = await store.claim_session_start(
                    shard_id, max_concurrency=limits.max_concurrency, daily_limit=daily,
                    now=self._clock())
            except StorageError as error:
                log.warning("shard %s: the store cannot grant a session start (%s); asking "
                            "again in %s", shard_id, error, _said(STORE_RETRY))
                await self._sleep(STORE_RETRY.total_seconds())
                continue
            if answer.granted:
                self.granted += 1
                log.info("shard %s may identify (session start %d of %d today across the "
                         "bot's processes)", shard_id, answer.used_today, daily)
                return
            if answer.reason == "daily":
                log.error("shard %s: %d session starts in the last 24 hours, the day's "
                          "budget (Discord allows %d): waiting %s before identifying",
                          shard_id, answer.used_today, limits.total, _said(answer.wait))
            elif answer.reason == "shard":
                log.warning("shard %s started again and again lately (a crash loop?): "
                            "waiting %s before identifying again", shard_id,
                            _said(answer.wait))
            else:
                log.info("shard %s waits %s for its turn to identify (one per 5 s per "
                         "bucket, across processes)", shard_id, _said(answer.wait))
            await self._sleep(max(answer.wait.total_seconds(), 0.001))

    async def _discord_limits(self) -> DiscordLimits:
        """Discord's limits, read once; waits for Discord's reset while its own count says
        the budget is nearly spent."""
        while self._known is None:
            if self._limits is None:
                self._known = DiscordLimits()
                break
            try:
                limits = await self._limits()
            except (discord.HTTPException, OSError) as error:
                log.warning("cannot read Discord's session start limits (%s): assuming "
                            "Discord's defaults", error)
                self._known = DiscordLimits()
                break
            if limits.remaining > RESERVE:
                self._known = limits
                break
            log.error("Discord says %d of %d session starts are left today: waiting %s for "
                      "its reset before identifying", limits.remaining, limits.total,
                      _said(limits.reset_after))
            await self._sleep(max(limits.reset_after.total_seconds(), 1.0))
        return self._known


def _said(span: timedelta) -> str:
    seconds = span.total_seconds()
    if seconds < 120:
        return f"{seconds:.1f} s"
    return f"{seconds / 60:.1f} min"
