"""The whole game as one frozen pydantic model (JSON round-trips it exactly).

Game data (the players' sheets, the imaginary players' rows on the score sheet, the places
given out) is kept apart from the turn flow (``round``, ``step``, ``turn``). The dice on
every seat's die spaces are part of the state; future rolls are not: they come from
``seed`` and the roll counter ``rolls`` when they happen (see :mod:`.dice`).

*Participants* are the rows of the score sheet: the real seats ``0 .. n-1`` first, then
the imaginary players ``n, n+1, ...``. Places and final scores are keyed by participant.
"""

from __future__ import annotations

from collections import Counter
from typing import Literal

from pydantic import BaseModel, ConfigDict

from .data import BUILDINGS, COIN_SUPPLY, START_COINS, building_at
from .dice import Cell, Dice

Mode = Literal["simultaneous", "classic"]
#: ``act``: choose an action (and turn dice); ``keep``: classic, after rolling all four
#: dice the active seat keeps one pair and passes the other; ``over``: the game has ended.
Step = Literal["act", "keep", "over"]


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class Options(_Frozen):
    """Choices made when the game is created (see :func:`~.setup.new_game`)."""

    mode: Mode = "simultaneous"
    #: Imaginary players ("Dirk"): 1 with two real players, 2-4 solo, else 0.
    imaginary: int = 0
    #: Solo variant "play to beat them": the imaginary players score majorities and a bonus.
    beat_them: bool = False
    #: Coin icons on a sheet (the cap on coins gained; reconstructed default).
    coin_supply: int = COIN_SUPPLY


class Sheet(_Frozen):
    """A real player's sheet (Spielerzettel) and the dice on its die spaces."""

    name: str
    #: Crossed cells in the order they were crossed, starting buildings first.
    crossed: tuple[Cell, ...] = ()
    #: Coins circled so far (gained), the 3 printed starting coins included.
    circled: int = START_COINS
    #: Coins crossed out (spent).
    spent: int = 0
    dice: Dice
    #: The dice before the first die was turned this turn (None: none turned yet).
    turn_dice: Dice | None = None
    #: Coins spent on turning dice this turn (refunded by "restart turn").
    turn_spent: int = 0
    #: Simultaneous mode: this seat has acted in the current round.
    done: bool = False

    @property
    def coins(self) -> int:
        """Coins that can be spent: circled and not crossed out."""
        return self.circled - self.spent

    def has_crossed(self, cell: Cell) -> bool:
        return cell in self.crossed

    @property
    def counts(self) -> dict[str, int]:
        return counts_of(building_at(y, b) for y, b in self.crossed)


class Opened(_Frozen):
    """One seat's sheet when the round opened: what an action of the round changes."""

    #: Cells crossed (the first ``crossed`` of the sheet's cells, in the order crossed).
    crossed: int
    circled: int
    spent: int


class Opening(_Frozen):
    """Simultaneous mode: the round as it opened, sealed until it closes (:mod:`.view`).

    Everyone acts at once on the same roll, so nobody may see another seat's choices of the
    round (its crossings, coins, turned dice) before every seat has acted or the round's
    time is up; then all are shown together. A seat that has acted is shown to the others
    as it is here; one that has not is shown with its turned dice turned back.
    """

    #: The actions applied when the round opened (every later one is of this round).
    moves: int
    #: Every real seat's sheet when the round opened, in seat order.
    sheets: tuple[Opened, ...]

    @classmethod
    def of(cls, moves: int, players: tuple[Sheet, ...]) -> Opening:
        return cls(moves=moves, sheets=tuple(
            Opened(crossed=len(p.crossed), circled=p.circled, spent=p.spent) for p in players))


class Imaginary(_Frozen):
    """An imaginary player: only a row on the score sheet, one building per roll."""

    name: str
    built: tuple[str, ...] = ()

    @property
    def counts(self) -> dict[str, int]:
        return counts_of(self.built)


def counts_of(buildings) -> dict[str, int]:
    counted = Counter(buildings)
    return {b: counted.get(b, 0) for b in BUILDINGS}


class Completion(_Frozen):
    """Participants who marked all boxes of ``building`` in one round (rule book §7).

    They share ``places`` (empty when none were left) and each got ``points``.
    """

    round: int
    building: str
    participants: tuple[int, ...]
    places: tuple[int, ...]
    points: int


class Majority(_Frozen):
    """Final scoring: participants with equal counts sharing ``places`` of ``building``."""

    building: str
    count: int
    participants: tuple[int, ...]
    places: tuple[int, ...]
    points: int


class ScoreLine(_Frozen):
    """One participant's final score.

    An imaginary player's line holds the majority points it took from the real players;
    they count (``counted``, for the victory) only in the solo variant "beat them".
    """

    participant: int
    name: str
    imaginary: bool
    counted: bool
    #: Points per building: places taken during the game plus the final majorities.
    buildings: dict[str, int]
    #: Rows and columns with 4, 5 or 6 crossed cells.
    lines: int
    #: 1 point per 2 unspent coins.
    coins: int
    #: "Beat them": the imaginary players' fixed extra points.
    bonus: int
    total: int


class FinalScoring(_Frozen):
    majorities: tuple[Majority, ...]
    lines: tuple[ScoreLine, ...]
    winners: tuple[int, ...]


class GameState(_Frozen):
    seed: int
    options: Options = Options()
    players: tuple[Sheet, ...]
    imaginary: tuple[Imaginary, ...] = ()
    #: Rounds of this game (by seats, real + imaginary).
    rounds: int
    round: int = 1
    step: Step = "act"
    #: Classic mode: the start player, who begins every round.
    start_seat: int = 0
    #: Classic mode: the active seat's place in the round, counted clockwise from the start
    #: player (0: the start player; retired seats are skipped, so a place may be left out).
    turn: int = 0
    #: Classic mode: the pair the active seat was handed for this turn (by the seat before
    #: it, or the start player's extra pair at setup), on its die spaces unchanged unless a
    #: die was turned; None in simultaneous mode and once the active seat rolled all four.
    #: A seat that retires on its turn hands exactly this pair on (see :mod:`.retire`).
    passed: Dice | None = None
    #: Simultaneous mode: the round's roll that every player uses on their own sheet.
    roll: Dice | None = None
    #: Dice rolls drawn so far after the setup (the counter that labels the next roll).
    rolls: int = 0
    #: Places given out during the game, in the order they were settled.
    completions: tuple[Completion, ...] = ()
    final: FinalScoring | None = None
    #: Number of actions applied since the start (every accepted action adds one).
    moves: int = 0
    #: Seats that left the game for good (:mod:`.retire`), in seat order: they keep their
    #: sheet and points, take no more actions and are never waited for.
    retired: tuple[int, ...] = ()
    #: Simultaneous mode: the current round as it opened (None in classic mode, once the
    #: game is over, and in a game stored before rounds were sealed until its next round
    #: opens: until then a full replay of its log differs from its snapshot by this only).
    opening: Opening | None = None

    # -- the turn flow ---------------------------------------------------------------------
    @property
    def mode(self) -> Mode:
        return self.options.mode

    @property
    def is_over(self) -> bool:
        return self.step == "over"

    @property
    def active_seat(self) -> int | None:
        """Classic mode: the seat whose turn it is (None in simultaneous mode or at the end)."""
        if self.is_over or self.mode != "classic":
            return None
        return self.seat_at(self.turn)

    @property
    def active_seats(self) -> tuple[int, ...]:
        """Every seat that still has to act now (several at once in simultaneous mode)."""
        if self.is_over:
            return ()
        if self.mode == "classic":
            return (self.active_seat,)  # type: ignore[return-value]
        return tuple(seat for seat, sheet in enumerate(self.players)
                     if not sheet.done and seat not in self.retired)

    @property
    def playing_seats(self) -> tuple[int, ...]:
        """Seats still taking part (every seat that has not retired)."""
        return tuple(s for s in range(len(self.players)) if s not in self.retired)

    def seat_at(self, turn: int) -> int:
        """Classic mode: the seat at place ``turn`` of a round (0: the start player)."""
        return (self.start_seat + turn) % len(self.players)

    def next_turn(self, after: int) -> int | None:
        """Classic mode: the first place of this round after ``after`` (-1: from the start)
        whose seat still plays; None when the round has no such place left."""
        for turn in range(after + 1, len(self.players)):
            if self.seat_at(turn) not in self.retired:
                return turn
        return None

    def next_playing_seat(self, seat: int) -> int | None:
        """The first seat still playing clockwise (to the left) after ``seat``: ``seat``
        itself when it is the only one left, None when every seat has retired."""
        n = len(self.players)
        for step in range(1, n + 1):
            following = (seat + step) % n
            if following not in self.retired:
                return following
        return None

    @property
    def sealed(self) -> bool:
        """Simultaneous mode: a round is open, its choices sealed until it closes."""
        return self.mode == "simultaneous" and not self.is_over

    @property
    def is_last_round(self) -> bool:
        return self.round == self.rounds

    # -- participants (rows of the score sheet) --------------------------------------------
    @property
    def participants(self) -> int:
        return len(self.players) + len(self.imaginary)

    def name_of(self, participant: int) -> str:
        if participant < len(self.players):
            return self.players[participant].name
        return self.imaginary[participant - len(self.players)].name

    def counts_of(self, participant: int) -> dict[str, int]:
        """Marked boxes per building of one participant (a real seat's crossed cells)."""
        if participant < len(self.players):
            return self.players[participant].counts
        return self.imaginary[participant - len(self.players)].counts

    def places_taken(self, building: str) -> tuple[int, ...]:
        """Places of ``building`` given out during the game, in order."""
        return tuple(p for c in self.completions if c.building == building for p in c.places)

    def completed(self, building: str) -> tuple[int, ...]:
        """Participants who marked every box of ``building`` in an earlier round."""
        return tuple(p for c in self.completions if c.building == building
                     for p in c.participants)

    # -- scores ----------------------------------------------------------------------------
    def in_game_points(self, participant: int) -> int:
        return sum(c.points for c in self.completions if participant in c.participants)

    @property
    def scores(self) -> tuple[int, ...]:
        """The real players' points: places taken so far, the full total once it is over."""
        if self.final is not None:
            return tuple(line.total for line in self.final.lines[: len(self.players)])
        return tuple(self.in_game_points(seat) for seat in range(len(self.players)))

    @property
    def winners(self) -> tuple[int, ...]:
        """Participants with the best total once over (ties share the victory)."""
        return self.final.winners if self.final is not None else ()
