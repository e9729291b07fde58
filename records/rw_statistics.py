"""The statistics of a finished Roll & Write game, per seat, from its action log: replayed
through the engine's face (:func:`engine.rollwrite.apply`), reading only the events it
answers (issue 29: never a counter kept in the state).

Per seat: the buildings crossed per type (and the starting buildings, so that the buildings
built add up as the final table counts them), the coins gained (circled), lost (more would
have been circled but the sheet's supply was full) and spent (turning dice, the second
building of a turn), the dice turned, the points (the places taken during the game per
round, the final majorities, the rows and columns, the coins, the solo bonus: they add up
to the final score) and the time taken per round (simultaneous play) or per turn (classic).

RS1 (undo): "restart turn" turns the seat's dice back and refunds their coins and nothing
else: a seat's die turns are held back until it crosses a building or gains coins, and a
restart drops them.

RS2 (time): simultaneous play: a seat's round runs from the round's roll (the log entry
that started the round; the first round: the game's start, when given) to the seat's act
that finished its round. Classic play: a turn of seat S runs from the entry whose turn end
names S as the next seat (the first: the game's start, when given) to S's last entry of
the turn. Every event of Roll & Write is public (its sheets and dice lie open), and the
statistics exist only for a finished game.

RS3 (issue 38, as ST4 of :mod:`records.statistics`): a computer's rounds and turns are not
timed (``computers``: the log entries made before a computer took each seat it played).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime

from engine.rollwrite import BUILDINGS, TURN_DIE_COST, GameState, apply

from .statistics import NotFinished


@dataclass(frozen=True)
class RollWriteSeat:
    seat: int
    name: str
    score: int
    #: (building, crossed) in the order of the sheet's buildings (the starting ones left out).
    crossed: tuple[tuple[str, int], ...] = ()
    #: (building, starting buildings of that type) in the same order: the three buildings
    #: every sheet starts with (crossed at the setup, never by a move).
    started: tuple[tuple[str, int], ...] = ()
    coins_gained: int = 0
    coins_lost: int = 0
    coins_spent: int = 0
    die_turns: int = 0
    #: (round, points) of every place taken during the game.
    places: tuple[tuple[int, int], ...] = ()
    majorities: int = 0
    lines: int = 0
    coin_points: int = 0
    bonus: int = 0
    #: Seconds of each timed round (simultaneous) or turn (classic).
    seconds: tuple[float, ...] = ()

    @property
    def place_points(self) -> int:
        return sum(points for _, points in self.places)

    @property
    def crossed_total(self) -> int:
        return sum(n for _, n in self.crossed)

    @property
    def built(self) -> tuple[tuple[str, int], ...]:
        """(building, boxes marked at the end) per type: the starting buildings and those
        crossed during the game, as the final table counts them ("4 built")."""
        started = dict(self.started)
        return tuple((b, n + started.get(b, 0)) for b, n in self.crossed)

    @property
    def average_seconds(self) -> float | None:
        return sum(self.seconds) / len(self.seconds) if self.seconds else None


@dataclass(frozen=True)
class RollWriteStatistics:
    #: "simultaneous" (timed per round) or "classic" (per turn).
    mode: str
    seats: tuple[RollWriteSeat, ...]


@dataclass
class _Seat:
    crossed: Counter = field(default_factory=Counter)
    gained: int = 0
    lost: int = 0
    spent: int = 0
    turns: int = 0
    held: list = field(default_factory=list)   # RS1: die turns a restart may take back
    places: list = field(default_factory=list)
    seconds: list = field(default_factory=list)


class RollWriteTally:
    def __init__(self, seats: int, mode: str, started_at: datetime | None,
                 computers: Mapping[int, int] | None = None):
        self.computers = dict(computers or {})  # RS3
        self.moves = 0
        self.seats = [_Seat() for _ in range(seats)]
        self.mode = mode
        self.final = None
        self.scores: tuple[int, ...] | None = None
        # RS2: when the round (simultaneous) or the timed seat's turn (classic) began
        self.start = started_at
        self.turn: int | None = None
        self.last: datetime | None = None

    def entry(self, seat: int, events: list, at: datetime | None) -> None:
        self.moves += 1
        for e in events:
            self._count(e)
        if at is not None:
            self._time(seat, events, at)

    def _count(self, e) -> None:
        kind = e.kind
        if kind == "die_turned":
            self.seats[e.seat].held.append(e)
        elif kind == "turn_restarted":
            self.seats[e.seat].held = []
        elif kind == "building_crossed":
            mine = self._settled(e.seat)
            mine.crossed[e.building] += 1
            mine.spent += e.paid
        elif kind == "coins_gained":
            mine = self._settled(e.seat)
            mine.gained += e.coins
            mine.lost += e.lost
        elif kind == "column_filled":
            done = e.completion
            for participant in done.participants:
                if participant < len(self.seats):
                    self.seats[participant].places.append((done.round, done.points))
        elif kind == "game_ended":
            for seat in range(len(self.seats)):
                self._settled(seat)
            self.final, self.scores = e.final, tuple(e.scores)

    def _settled(self, seat: int) -> _Seat:
        """The seat's held die turns, counted now that its act made them final."""
        mine = self.seats[seat]
        mine.turns += len(mine.held)
        mine.spent += TURN_DIE_COST * len(mine.held)
        mine.held = []
        return mine

    def _time(self, seat: int, events: list, at: datetime) -> None:
        if self.mode == "classic":
            if seat == self.turn:
                self.last = at
            for e in events:
                if e.kind == "turn_ended":
                    if e.seat == self.turn and self.start is not None and self._timed(e.seat):
                        end = self.last if self.last is not None else at
                        self.seats[e.seat].seconds.append((end - self.start).total_seconds())
                    self.turn, self.start, self.last = e.next_seat, at, None
            return
        for e in events:
            if e.kind == "seat_acted" and self.start is not None and self._timed(e.seat):
                self.seats[e.seat].seconds.append((at - self.start).total_seconds())
            elif e.kind == "round_started":
                self.start = at

    def _timed(self, seat: int) -> bool:
        """RS3: the entry now read was made by a person (a computer's is not timed)."""
        return self.moves <= self.computers.get(seat, self.moves)

    def result(self, names: list[str], started: list[dict[str, int]]) -> RollWriteStatistics:
        if self.final is None or self.scores is None:
            raise NotFinished("the game has not ended")
        lines = {line.participant: line for line in self.final.lines}
        seats = []
        for i, tally in enumerate(self.seats):
            line = lines[i]
            majorities = sum(m.points for m in self.final.majorities if i in m.participants)
            seats.append(RollWriteSeat(
                seat=i, name=names[i], score=self.scores[i],
                crossed=tuple((b, tally.crossed[b]) for b in BUILDINGS),
                started=tuple((b, started[i][b]) for b in BUILDINGS),
                coins_gained=tally.gained, coins_lost=tally.lost, coins_spent=tally.spent,
                die_turns=tally.turns, places=tuple(tally.places), majorities=majorities,
                lines=line.lines, coin_points=line.coins, bonus=line.bonus,
                seconds=tuple(tally.seconds)))
        return RollWriteStatistics(mode=self.mode, seats=tuple(seats))


def rollwrite_statistics(initial: GameState, log: Iterable,
                         started_at: datetime | None = None,
                         computers: Mapping[int, int] | None = None) -> RollWriteStatistics:
    """The statistics of the Roll & Write game that starts at ``initial`` and is played by
    ``log``: (seat, action, at) entries; ``started_at``: when the first round (or turn)
    began (None: it is not timed); ``computers``: the seats computers played (RS3). Raises
    the engine's ``IllegalAction`` when the log does not replay,
    :class:`~records.statistics.NotFinished` when it does not end the game."""
    state = initial
    tally = RollWriteTally(len(initial.players), initial.mode, started_at, computers)
    tally.turn = initial.active_seat
    for seat, action, at in log:
        state, events = apply(state, seat, action)
        tally.entry(seat, events, at)
    return tally.result([p.name for p in initial.players], [p.counts for p in initial.players])
