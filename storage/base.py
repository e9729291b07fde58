"""The store interface the bot programs against (SQLite today, PostgreSQL when outgrown).

Every method is a coroutine and reads what it needs: no game is kept in memory between
calls, so restarts, several processes and shards are safe. Times are aware datetimes;
wherever ``now`` is omitted the store's clock is asked (the bot passes its own clock, the
tests a virtual one).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from datetime import datetime, timedelta
from typing import Any, Protocol, runtime_checkable

from .models import (
    Applied,
    DueTimer,
    FinishedGame,
    Game,
    GameProblem,
    GameSummary,
    HistoryPage,
    LogEntry,
    SessionStart,
    Standing,
)


@runtime_checkable
class GameStore(Protocol):
    # -- lobby ----------------------------------------------------------------------------
    async def create_game(
        self,
        kind: str,
        *,
        host: tuple[int, str] | None = None,
        options: Mapping[str, Any] | None = None,
        guild_id: int | None = None,
        channel_id: int | None = None,
        thread_id: int | None = None,
        messages: Mapping[str, int] | None = None,
        now: datetime | None = None,
    ) -> Game: ...

    async def join_game(
        self, game_id: int, user_id: int, name: str, *, now: datetime | None = None
    ) -> Game: ...

    async def leave_game(
        self, game_id: int, user_id: int, *, now: datetime | None = None
    ) -> Game: ...

    async def add_computer(
        self, game_id: int, level: str, name: str, *, now: datetime | None = None
    ) -> Game: ...

    async def remove_computer(
        self, game_id: int, seat: int, *, now: datetime | None = None
    ) -> Game: ...

    async def replace_with_computer(
        self, game_id: int, seat: int, level: str, *, expected_version: int | None = None,
        now: datetime | None = None,
    ) -> Game: ...

    async def set_options(self, game_id: int, options: Mapping[str, Any]) -> Game: ...

    async def set_option(self, game_id: int, name: str, value: Any) -> Game:
        """Change one option of a table that has not ended (one the game's rules never read,
        such as its language)."""
        ...

    async def start_game(
        self, game_id: int, *, seed: int | None = None, now: datetime | None = None
    ) -> Game: ...

    async def abandon_game(self, game_id: int, *, now: datetime | None = None) -> Game: ...

    # -- Discord bookkeeping ---------------------------------------------------------------
    async def set_location(
        self,
        game_id: int,
        *,
        guild_id: int | None = ...,
        channel_id: int | None = ...,
        thread_id: int | None = ...,
    ) -> None: ...

    async def set_messages(
        self, game_id: int, messages: Mapping[str, int | None]
    ) -> dict[str, int]: ...

    async def set_message(
        self, game_id: int, name: str, message_id: int | None
    ) -> dict[str, int]: ...

    async def mark_reminded(self, game_id: int, *, now: datetime | None = None) -> None: ...

    # -- timers ------------------------------------------------------------------------------
    # When a running game next needs the bot (reminder, deadline, round timer, ...).
    # A tick claims what is due instead of reading the longest-idle games, so no game
    # starves behind a batch of stale ones and several processes handle each timer once.
    async def set_timers(
        self, game_id: int, timers: Mapping[str, datetime | None]
    ) -> None: ...

    async def timers_of(self, game_id: int) -> dict[str, datetime]: ...

    async def claim_due_timers(
        self,
        *,
        now: datetime | None = None,
        lease: timedelta = ...,
        limit: int = 100,
    ) -> list[DueTimer]: ...

    async def release_timer(self, timer: DueTimer, next_due: datetime | None) -> bool: ...

    # -- gateway session starts -------------------------------------------------------------
    # Every bot process on the database asks before a shard IDENTIFYs, so Discord's limits
    # (one start per rate-limit bucket per 5 s, 1,000 a day) hold across processes and a
    # crash loop backs off (storage/sql_identify.py).
    async def claim_session_start(
        self,
        shard_id: int,
        *,
        max_concurrency: int = 1,
        now: datetime | None = None,
        spacing: timedelta = ...,
        daily_limit: int = 1000,
        backoff: timedelta = ...,
        backoff_window: timedelta = ...,
        backoff_cap: timedelta = ...,
    ) -> SessionStart: ...

    # -- play ------------------------------------------------------------------------------
    async def apply_action(
        self,
        game_id: int,
        seat: int,
        action: Any,
        *,
        expected_version: int,
        user_id: int | None = None,
        rebase: bool = False,
        now: datetime | None = None,
    ) -> Applied: ...

    async def apply_actions(
        self,
        game_id: int,
        seat: int,
        actions: Sequence[Any],
        *,
        expected_version: int,
        user_id: int | None = None,
        rebase: bool = False,
        now: datetime | None = None,
    ) -> Applied: ...

    # -- look-ups ----------------------------------------------------------------------------
    async def load_game(self, game_id: int) -> Game: ...

    async def load_summary(self, game_id: int) -> GameSummary: ...

    async def game_by_thread(self, thread_id: int) -> Game | None: ...

    async def game_for_channel(self, channel_id: int) -> Game | None: ...

    async def games_in_channel(
        self, channel_id: int, *, statuses: Iterable[str] | None = ..., limit: int = 100
    ) -> list[GameSummary]: ...

    async def games_of_user(
        self, user_id: int, *, statuses: Iterable[str] | None = None, limit: int = 100
    ) -> list[GameSummary]: ...

    async def idle_games(
        self,
        idle_for: timedelta,
        *,
        now: datetime | None = None,
        skip_reminded: bool = True,
        limit: int = 100,
    ) -> list[GameSummary]: ...

    async def games_with_message(
        self,
        name: str,
        *,
        statuses: Iterable[str] | None = ...,
        limit: int = 100,
    ) -> list[GameSummary]: ...

    async def lobby_games(
        self,
        *,
        guild_id: int | None = None,
        idle_for: timedelta | None = None,
        now: datetime | None = None,
        limit: int = 100,
    ) -> list[GameSummary]: ...

    async def action_log(self, game_id: int, *, after: int = 0) -> list[LogEntry]: ...

    # -- records of finished games (storage/sql_records.py) -------------------------------
    # Results and ratings are written in the transaction that finishes a game; cancelled
    # games are in none of these. The rating rule: records.ratings.
    async def finished_games(self, guild_id: int, kind: str, *, user_id: int | None = None,
                             page: int = 0, per_page: int = 10) -> HistoryPage: ...

    async def finished_game(self, game_id: int) -> FinishedGame | None: ...

    async def leaderboard(self, guild_id: int, kind: str, *,
                          limit: int = 20) -> list[Standing]: ...

    async def rebuild_ratings(self) -> int: ...

    # -- integrity ---------------------------------------------------------------------------
    async def verify_replay(self, game_id: int) -> list[str]: ...

    async def check_game(self, game_id: int, *, full_replay: bool = True) -> list[str]: ...

    async def check_all(
        self, *, statuses: Iterable[str] | None = ..., full_replay: bool = False
    ) -> list[GameProblem]: ...

    async def rebuild_snapshot(self, game_id: int, *, now: datetime | None = None) -> Game: ...

    async def close(self) -> None: ...
