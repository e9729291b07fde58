"""The statistics of a finished Alhambra game (the base game, Dirk, Granada, the combination
and every module), per seat, from its action log: the log is replayed through the engine's
face (:func:`engine.alhambra.apply`) and only the events it answers are read, never a
counter kept in the state (issue 29: numbers that cannot drift).

Per seat: the payments that could be exact and how many were (the tiles, the second
market's, the sultan's cards, the building sites), the rebuilds (every ``rebuilt`` event:
a tile placed from the reserve, removed, exchanged, a gate moved), the money taken (how
often, how many cards, their value), the tiles bought per building type, the longest wall
as the last scoring round scored it (Granada: the moat; the combination: the Alhambra's
wall and Granada's moat, each as scored), the points of every scoring round (the left-over
tiles handed out at the end are scored in the last round, so their effect is in it) and
the time taken per turn.

ST1 (undo): what a turn did and took back with "restart turn" never happened: the events
since the turn's last point of no return (where the engine starts the turn anew, as a
restart would go back to) are held back and dropped by a restart.

ST2 (turn time): a turn of seat S runs from the moment it became S's turn, the log entry
whose turn end names S as the next seat, or, when a window is open then (the vizier's,
the thieves', an auction at the turn's start), the entry after which the game waits for S
alone (the first turn: the game's start, when given), to S's last log entry of the turn
(the entry ending it when S made none). So the window between two turns counts to no one;
the acts of other seats in a window are no turns of theirs; once S's turn has begun, the
time it waits for others (a sultan's claim in the middle of it) counts to S, who cannot
go on meanwhile. Placing a tile handed out at the end is a turn too (the engine ends
each as one).

ST3 (privacy): only events are read, and only those the thread is told anyway: purchases
and payments (the cards paid are laid open), money taken from the open display, rebuilds,
scoring rounds. Nothing hidden (a hand's money, the deck, face-down cards) is in an event
read here; the statistics exist only for a finished game (:func:`statistics` refuses one
that is still running).

ST4 (issue 38): a computer's turns are not timed (it moves at once: "0.0 h per turn" told
nothing): a seat a computer plays from the start has no time per turn, a seat it took over
has its person's turns only (``computers``: the log entries made before a computer took
each such seat, 0 from the start; a turn whose last entry came later is the computer's).
ST5: each rule module's own figures (:mod:`records.module_figures`), counted as the rest.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from datetime import datetime

from engine.alhambra import CARDS, TILES, GameState, apply

from .module_figures import FigureTally, ModuleFigures

#: The purchases whose payment may be exact (each has ``exact`` in its event).
EXACT_KINDS = frozenset({"tile_bought", "sultan_card_bought", "site_bought", "site_completed"})
#: The purchases that bring a building tile (of ``tile``).
TILE_KINDS = frozenset({"tile_bought", "site_completed"})


@dataclass(frozen=True)
class SeatStatistics:
    seat: int
    name: str
    score: int
    #: Purchases that could be paid exactly, and those that were.
    payments: int = 0
    exact: int = 0
    rebuilds: int = 0
    #: Times money was taken, the cards taken, their value.
    takes: int = 0
    cards_taken: int = 0
    value_taken: int = 0
    #: (building, tiles bought) in the order of :attr:`GameStatistics.buildings`.
    bought: tuple[tuple[str, int], ...] = ()
    #: The longest wall (Granada: moat) as the last scoring scored it; the combination's
    #: moat in ``moat`` (None elsewhere).
    wall: int = 0
    moat: int | None = None
    #: Points of each scoring round, in order.
    rounds: tuple[int, ...] = ()
    #: Seconds of each of the seat's timed turns, in order.
    turn_seconds: tuple[float, ...] = ()

    @property
    def bought_total(self) -> int:
        return sum(n for _, n in self.bought)

    def bought_of(self, building: str) -> int:
        return dict(self.bought).get(building, 0)

    @property
    def average_turn(self) -> float | None:
        """Seconds a turn took on average (None: no turn timed)."""
        return sum(self.turn_seconds) / len(self.turn_seconds) if self.turn_seconds else None


@dataclass(frozen=True)
class GameStatistics:
    #: "wall", "moat" (Granada) or "both" (the combination: ``wall`` and ``moat``).
    barrier: str
    #: The building types bought in the game, in the scoring's order.
    buildings: tuple[str, ...]
    seats: tuple[SeatStatistics, ...]
    #: ST5: each rule module's own figures, in the books' order.
    modules: tuple[ModuleFigures, ...] = ()

    @property
    def rounds(self) -> int:
        return max((len(s.rounds) for s in self.seats), default=0)


class NotFinished(ValueError):
    """The log does not end the game: no statistics for a game still running (ST3)."""


@dataclass
class _Seat:
    payments: int = 0
    exact: int = 0
    rebuilds: int = 0
    takes: int = 0
    cards: int = 0
    value: int = 0
    bought: Counter = field(default_factory=Counter)
    turns: list[float] = field(default_factory=list)


class Tally:
    """The statistics counted event by event (one log entry's events at a time)."""

    def __init__(self, seats: int, modules: tuple[str, ...] = (),
                 computers: Mapping[int, int] | None = None):
        self.modules = modules
        self.computers = dict(computers or {})  # ST4
        self.moves = 0
        self.figures = FigureTally(seats, modules)
        self.seats = [_Seat() for _ in range(seats)]
        self.held: list = []             # ST1: events a restart may still take back
        self.records: list = []          # the scoring rounds' records, in order
        self.scores: tuple[int, ...] | None = None
        self.order: list[str] = []       # buildings in the order first bought
        # ST2: whose turn is timed, since when (None: not yet), its seat's last entry in it
        self.turn: int | None = None
        self.start: datetime | None = None
        self.last: datetime | None = None

    def entry(self, seat: int, events: list, at: datetime | None, *,
              undo_point: bool, alone: bool) -> None:
        """One log entry: ``seat``'s action answered with ``events`` at ``at``;
        ``undo_point``: the turn begins anew after it (nothing before can be undone);
        ``alone``: after it the game waits for the active seat alone (no window open)."""
        self.moves += 1
        if any(e.kind == "turn_restarted" for e in events):
            self.held = []
        else:
            self.held += events
        if undo_point:
            self.commit()
        self._time(seat, events, at, alone)

    def commit(self) -> None:
        for event in self.held:
            self._count(event)
        self.held = []

    def _count(self, e) -> None:
        kind = e.kind
        self.figures.count(e)
        if kind in EXACT_KINDS:
            mine = self.seats[e.seat]
            mine.payments += 1
            mine.exact += bool(e.exact)
            if kind in TILE_KINDS:
                building = TILES[e.tile].building
                mine.bought[building] += 1
                if building not in self.order:
                    self.order.append(building)
        elif kind == "rebuilt":
            self.seats[e.seat].rebuilds += 1
        elif kind == "money_taken":
            mine = self.seats[e.seat]
            mine.takes += 1
            mine.cards += len(e.cards)
            mine.value += sum(CARDS[c].value for c in e.cards)
        elif kind == "scoring_round":
            self.records.append(e.record)
        elif kind == "game_ended":
            self.scores = tuple(e.scores)

    def _time(self, seat: int, events: list, at: datetime | None, alone: bool) -> None:
        if at is None:
            return
        if seat == self.turn and self.start is not None:
            self.last = at
        for e in events:
            if e.kind == "turn_ended" or e.kind == "game_ended":
                ended = e.seat if e.kind == "turn_ended" else self.turn
                if ended is not None and ended == self.turn and self.start is not None \
                        and self.moves <= self.computers.get(ended, self.moves):  # ST4
                    end = self.last if self.last is not None else at
                    self.seats[ended].turns.append(max(0.0, (end - self.start).total_seconds()))
                self.turn = e.next_seat if e.kind == "turn_ended" else None
                self.start, self.last = None, None
        if self.turn is not None and self.start is None and alone:
            self.start = at

    def result(self, names: list[str]) -> GameStatistics:
        self.commit()
        if self.scores is None:
            raise NotFinished("the game has not ended")
        final = self.records[-1] if self.records else None
        combination = final is not None and "moat" in final.extra
        order = [b for b in (final.counts if final is not None else ()) if b in self.order]
        order += [b for b in self.order if b not in order]
        seats = []
        for i, tally in enumerate(self.seats):
            rounds = tuple(
                sum(p[i] for p in r.points.values()) + r.walls[i]
                + sum(x[i] for x in r.extra.values()) for r in self.records)
            seats.append(SeatStatistics(
                seat=i, name=names[i], score=self.scores[i], payments=tally.payments,
                exact=tally.exact, rebuilds=tally.rebuilds, takes=tally.takes,
                cards_taken=tally.cards, value_taken=tally.value,
                bought=tuple((b, tally.bought[b]) for b in order),
                wall=final.walls[i] if final is not None else 0,
                moat=final.extra["moat"][i] if combination else None,
                rounds=rounds, turn_seconds=tuple(tally.turns)))
        return GameStatistics(barrier=barrier_of(self.modules), buildings=tuple(order),
                              seats=tuple(seats), modules=self.figures.result(self.records))


def barrier_of(modules) -> str:
    """What the game's cities are walled with: "moat" in Granada, "both" in the combination
    (the Alhambra's wall and Granada's moat), else "wall"."""
    if "alhambra_granada" in modules:
        return "both"
    return "moat" if "granada" in modules else "wall"


def statistics(initial: GameState, log: Iterable, started_at: datetime | None = None,
               computers: Mapping[int, int] | None = None) -> GameStatistics:
    """The statistics of the game that starts at ``initial`` and is played by ``log``:
    (seat, action, at) entries (``at`` a datetime, or None: untimed); ``started_at``: when
    the first turn began (None: it is not timed); ``computers``: the seats computers played
    (ST4). Raises the engine's ``IllegalAction`` when the log does not replay,
    :class:`NotFinished` when it does not end the game."""
    state = initial
    tally = Tally(len(initial.players), tuple(initial.options.modules), computers)
    if started_at is not None:
        tally.turn = initial.active_seat
        tally.start = None if initial.flow.window_seats else started_at
    for seat, action, at in log:
        state, events = apply(state, seat, action)
        start = state.turn_start
        tally.entry(seat, events, at,
                    undo_point=state.is_over or (start is not None and start.moves == state.moves),
                    alone=not state.flow.window_seats)
    return tally.result([p.name for p in initial.players])
