"""What the store hands out: plain frozen records, no database handles inside."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any, Literal

Status = Literal["lobby", "running", "finished", "abandoned"]
STATUSES: tuple[Status, ...] = ("lobby", "running", "finished", "abandoned")
#: Games that still need the bot's attention.
LIVE: tuple[Status, ...] = ("lobby", "running")


#: The levels a computer seat plays at (as ``ai.LEVELS``; storage never imports ``ai``).
COMPUTER_LEVELS: tuple[str, ...] = ("easy", "medium", "hard")


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat. A computer seat (``computer``: its level) has no Discord user
    (``user_id`` None), so no look-up by user ever finds it and nobody is pinged for it."""

    seat: int
    user_id: int | None
    name: str
    computer: str | None = None


@dataclass(frozen=True, slots=True)
class GameSummary:
    """One game without its engine state (what the list look-ups return)."""

    id: int
    kind: str
    status: Status
    options: dict[str, Any]
    guild_id: int | None
    channel_id: int | None
    thread_id: int | None
    #: Messages the bot keeps editing, by the bot's own names ("market", "lobby", ...).
    messages: dict[str, int]
    #: The user who opened the lobby (may start it, change options); None once nobody is.
    host_id: int | None
    seats: tuple[Seat, ...]
    #: None until the game starts.
    seed: int | None
    #: Number of logged actions (0 in the lobby and right after the start).
    version: int
    #: Seats the game waits for (one seat in turn-based play, several in simultaneous steps).
    active_seats: tuple[int, ...]
    created_at: datetime
    last_activity_at: datetime
    started_at: datetime | None
    finished_at: datetime | None
    reminded_at: datetime | None

    def seat_of(self, user_id: int) -> int | None:
        """The seat of ``user_id`` in this game, or None."""
        if user_id is None:
            return None
        return next((s.seat for s in self.seats if s.user_id == user_id), None)

    def user_of(self, seat: int) -> int | None:
        """The Discord user of ``seat`` (None: no such seat, or a computer plays it)."""
        return next((s.user_id for s in self.seats if s.seat == seat), None)

    def computer_of(self, seat: int) -> str | None:
        """The level of the computer playing ``seat`` (None: a person plays it)."""
        return next((s.computer for s in self.seats if s.seat == seat), None)

    @property
    def computer_seats(self) -> tuple[int, ...]:
        return tuple(s.seat for s in self.seats if s.computer is not None)

    @property
    def active_computer_seats(self) -> tuple[int, ...]:
        """The seats the game waits for that a computer plays (they act by themselves)."""
        computers = set(self.computer_seats)
        return tuple(seat for seat in self.active_seats if seat in computers)

    @property
    def active_user_ids(self) -> tuple[int, ...]:
        """The Discord users the game waits for (whom to ping or remind): never a computer."""
        users = {s.seat: s.user_id for s in self.seats if s.user_id is not None}
        return tuple(users[seat] for seat in self.active_seats if seat in users)


@dataclass(frozen=True, slots=True)
class Game(GameSummary):
    """A game with its current engine state (None before it starts or when abandoned early)."""

    state: Any = None


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One applied action. ``seq`` is the game's version right after it."""

    game_id: int
    seq: int
    seat: int
    user_id: int | None
    action: Any
    at: datetime


@dataclass(frozen=True, slots=True)
class Applied:
    """The outcome of :meth:`apply_action`: the game after the action and the engine's events."""

    game: Game
    events: list = field(default_factory=list)
    #: True when the action was checked against a newer state than the one it was decided on.
    rebased: bool = False


@dataclass(frozen=True, slots=True)
class GameProblem:
    """Something wrong with one stored game (bad snapshot, unreadable action, replay mismatch)."""

    game_id: int
    problem: str

    def __str__(self) -> str:
        return f"game {self.game_id}: {self.problem}"


@dataclass(frozen=True, slots=True)
class DueTimer:
    """A timer of a running game whose time has come, claimed by one caller of
    :meth:`claim_due_timers` (see there): handle it, then :meth:`release_timer` it."""

    game_id: int
    #: The bot's name for it ("reminder", "deadline", "round", "post", ...).
    name: str
    #: When it was due (aware, UTC); it may be later now if the bot was away.
    due_at: datetime
    #: A token identifying this claim: releasing needs it, so a claim that was taken over
    #: (lease ran out) or whose timer was set anew meanwhile changes nothing.
    claim: str


@dataclass(frozen=True, slots=True)
class SessionStart:
    """The answer to a shard asking to start a gateway session (to IDENTIFY).

    ``granted``: it was recorded and the shard may identify now. Otherwise ``wait`` is how
    long until it may ask again and ``reason`` why: ``"bucket"`` (another shard of its
    rate-limit bucket identified less than the spacing ago, in any process), ``"shard"``
    (this shard identified again and again lately: a crash loop backs off), ``"daily"``
    (the day's budget of session starts is spent, across every process).
    """

    granted: bool
    wait: timedelta
    reason: Literal["bucket", "shard", "daily"] | None
    #: Session starts recorded in the last 24 hours (this one included when granted).
    used_today: int


# -- the records of finished games (issue 29) ------------------------------------------------


@dataclass(frozen=True, slots=True)
class Result:
    """One seat of a finished game."""

    seat: int
    #: The seat's name in the game.
    name: str
    #: The person who played it (the one who left, when a computer took over).
    user_id: int | None
    #: The level of the computer playing it at the end (None: a person).
    computer: str | None
    score: int
    #: 1 = won; ties share the place (two firsts, then third).
    place: int
    #: Its person left during the game (retired, or replaced by a computer).
    left: bool
    #: The place the leaderboard counted the seat at (records.ratings RT3-RT5: a leaver
    #: last); None where the game changed no rating or the seat was not rated.
    rated_place: int | None = None


@dataclass(frozen=True, slots=True)
class FinishedGame:
    id: int
    kind: str
    options: dict
    guild_id: int | None
    channel_id: int | None
    thread_id: int | None
    started_at: datetime | None
    finished_at: datetime
    #: Best place first, then seat order.
    results: tuple[Result, ...]


@dataclass(frozen=True, slots=True)
class HistoryPage:
    #: Newest first.
    games: tuple[FinishedGame, ...]
    #: 0-based.
    page: int
    #: At least 1.
    pages: int
    total: int


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of a leaderboard (see :mod:`records.ratings` for the rule)."""

    #: "user:<id>" or "computer:<level>".
    player: str
    #: The name of the player's latest rated game.
    name: str
    user_id: int | None
    computer: str | None
    #: The number shown (records.ratings RT1).
    rating: float
    mu: float
    sigma: float
    games: int
    #: First places (shared firsts count).
    wins: int
    average_place: float
    #: Of ``games``: those this player left (counted last, RT3), and those in which
    #: another player left (so this player's place, a win say, is among those who stayed).
    left: int = 0
    others_left: int = 0
