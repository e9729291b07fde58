"""Gateway session starts (IDENTIFYs) shared by every bot process on one database, for every
SQL backend.

Discord lets a bot start ``max_concurrency`` sessions per 5 seconds (one per rate-limit
bucket, ``shard_id % max_concurrency``) and 1,000 a day (``session_start_limit.total``);
past the daily budget the token is locked out until the day rolls over, and identifying
too fast gets the session closed. Several processes running slices of the shards must
share those limits, so each shard asks here before it identifies
(:meth:`SessionStarts.claim_session_start`): one write transaction, holding the one row of
``session_start_lock`` so that claims are decided one at a time across processes, checks
the rules and records the start when they allow it. The rules:

- **bucket**: at most one start per bucket per ``spacing`` (5 s), whichever process asks;
- **shard**: a shard that started again and again lately backs off: its *n*-th start within
  ``backoff_window`` (an hour) comes no sooner than ``backoff * 2 ** (n - 1)`` after the
  previous one, at most ``backoff_cap`` -- a process in a crash loop waits longer and
  longer instead of spending the day's budget;
- **daily**: at most ``daily_limit`` starts in any 24 hours (the caller keeps a reserve
  below Discord's 1,000).

Rows older than a day are dropped as claims come in.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from .models import SessionStart
from .sql_base import SqlBase

DAY = timedelta(hours=24)


class SessionStarts(SqlBase):
    """Claiming a gateway session start for a shard."""

    async def claim_session_start(
        self,
        shard_id: int,
        *,
        max_concurrency: int = 1,
        now: datetime | None = None,
        spacing: timedelta = timedelta(seconds=5),
        daily_limit: int = 1000,
        backoff: timedelta = timedelta(seconds=5),
        backoff_window: timedelta = timedelta(hours=1),
        backoff_cap: timedelta = timedelta(minutes=15),
    ) -> SessionStart:
        """May shard ``shard_id`` identify now? When the rules (see the module) allow it the
        start is recorded and ``granted``; otherwise nothing is written and the answer says
        how long to wait and why (the longest wait of the rules that refuse)."""
        if shard_id < 0:
            raise ValueError(f"a shard id is 0 or more (shard_id={shard_id})")
        if max_concurrency < 1:
            raise ValueError(f"max_concurrency is at least 1 (got {max_concurrency})")
        if daily_limit < 1:
            raise ValueError(f"daily_limit is at least 1 (got {daily_limit})")
        at = self._now(now)
        bucket = shard_id % max_concurrency
        from_db = self.dialect.from_db
        async with self._writing() as tx:
            # The one lock every claim takes (a no-op update: a row lock on PostgreSQL; on
            # SQLite the write transaction already holds the file).
            await tx.run("UPDATE session_start_lock SET id = id WHERE id = 1")
            await tx.run("DELETE FROM session_starts WHERE at <= ?", self._db(at - DAY))
            rows = await tx.rows("SELECT count(*), min(at) FROM session_starts")
            used, oldest = rows[0][0], from_db(rows[0][1])
            waits: list[tuple[timedelta, str]] = []
            if used >= daily_limit and oldest is not None:
                waits.append((oldest + DAY - at, "daily"))
            rows = await tx.rows("SELECT max(at) FROM session_starts WHERE bucket = ?", bucket)
            last_in_bucket = from_db(rows[0][0])
            if last_in_bucket is not None and at < last_in_bucket + spacing:
                waits.append((last_in_bucket + spacing - at, "bucket"))
            rows = await tx.rows(
                "SELECT count(*), max(at) FROM session_starts WHERE shard_id = ? AND at > ?",
                shard_id, self._db(at - backoff_window))
            recent, last_of_shard = rows[0][0], from_db(rows[0][1])
            if recent and last_of_shard is not None:
                pause = min(backoff_cap, backoff * 2 ** min(recent - 1, 30))
                if at < last_of_shard + pause:
                    waits.append((last_of_shard + pause - at, "shard"))
            if waits:
                wait, reason = max(waits, key=lambda item: item[0])
                return SessionStart(False, max(wait, timedelta(0)), reason, used)
            await tx.run("INSERT INTO session_starts (at, shard_id, bucket) VALUES (?, ?, ?)",
                         self._db(at), shard_id, bucket)
            return SessionStart(True, timedelta(0), None, used + 1)
