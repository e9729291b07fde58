"""What one seat, or the public, may see of a game: the only way information leaves the engine.

Roll & Write hides nothing on the table: sheets, dice and the score sheet are open. What
the view leaves out is the future: the seed and the roll counter, from which the coming
dice would follow. A seat's view adds which cells its dice point at and what it may do.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from .data import BOXES, BUILDINGS, PLACE_POINTS
from .dice import Cell, Dice
from .scoring import line_counts
from .state import Completion, FinalScoring, GameState, Mode, Step
from .turn import coins_for


class _View(BaseModel):
    model_config = ConfigDict(frozen=True)


class SheetView(_View):
    """A real player's sheet as everyone sees it."""

    seat: int
    name: str
    crossed: tuple[Cell, ...]
    #: Marked boxes per building (= crossed cells of that type).
    counts: dict[str, int]
    #: Crossed cells per row (yellow 1..6) and per column (blue 1..6).
    rows: tuple[int, ...]
    columns: tuple[int, ...]
    circled: int
    spent: int
    coins: int
    dice: Dice
    #: Coins spent on turning dice this turn (they come back with "restart turn").
    turn_spent: int
    #: The dice as they were before turning (None: no die turned this turn).
    turn_dice: Dice | None
    #: This seat has to act now.
    waiting: bool
    #: This seat left the game (it keeps its sheet and points, acts no more).
    retired: bool = False
    #: Points so far: places taken during the game (the full total once it is over).
    points: int


class ScoreRow(_View):
    """One row of the public score sheet: a real or an imaginary participant."""

    participant: int
    name: str
    imaginary: bool
    counts: dict[str, int]
    #: Places this participant took per building during the game (shared places included).
    places: dict[str, tuple[int, ...]]
    #: Points per building taken during the game.
    points: dict[str, int]


class PublicView(_View):
    mode: Mode
    round: int
    rounds: int
    step: Step
    is_over: bool
    active_seats: tuple[int, ...]
    active_seat: int | None
    #: Seats that left the game, in seat order (they still score and stay in the ranking).
    retired: tuple[int, ...] = ()
    start_seat: int
    #: Simultaneous mode: the round's shared roll.
    roll: Dice | None
    players: tuple[SheetView, ...]
    score_sheet: tuple[ScoreRow, ...]
    completions: tuple[Completion, ...]
    #: Places given out during the game per building.
    places_taken: dict[str, tuple[int, ...]]
    boxes: dict[str, int]
    place_points: dict[str, tuple[int, ...]]
    imaginary: int
    beat_them: bool
    coin_supply: int
    final: FinalScoring | None
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    moves: int


class SeatView(PublicView):
    """The public view seen by one seat: where its dice point and whether it acts now."""

    seat: int
    #: The distinct cells the seat's dice point at (row-then-column order).
    targets: tuple[Cell, ...]
    #: Coins "gain coins" would bring now (before the supply's cap).
    coins_on_offer: int


def _sheet(state: GameState, seat: int) -> SheetView:
    sheet = state.players[seat]
    rows, columns = line_counts(sheet.crossed)
    points = state.scores[seat]
    return SheetView(
        seat=seat, name=sheet.name, crossed=sheet.crossed, counts=sheet.counts, rows=rows,
        columns=columns, circled=sheet.circled, spent=sheet.spent, coins=sheet.coins,
        dice=sheet.dice, turn_spent=sheet.turn_spent, turn_dice=sheet.turn_dice,
        waiting=seat in state.active_seats, retired=seat in state.retired, points=points,
    )


def _row(state: GameState, participant: int) -> ScoreRow:
    places = {b: () for b in BUILDINGS}
    points = dict.fromkeys(BUILDINGS, 0)
    for completion in state.completions:
        if participant in completion.participants:
            places[completion.building] = completion.places
            points[completion.building] += completion.points
    return ScoreRow(
        participant=participant, name=state.name_of(participant),
        imaginary=participant >= len(state.players), counts=state.counts_of(participant),
        places=places, points=points,
    )


def view(state: GameState, seat: int | None) -> PublicView | SeatView:
    """What ``seat`` may see (``None``: a spectator or a public message)."""
    public = dict(
        mode=state.mode, round=state.round, rounds=state.rounds, step=state.step,
        is_over=state.is_over, active_seats=state.active_seats, active_seat=state.active_seat,
        retired=state.retired,
        start_seat=state.start_seat, roll=state.roll,
        players=tuple(_sheet(state, s) for s in range(len(state.players))),
        score_sheet=tuple(_row(state, p) for p in range(state.participants)),
        completions=state.completions,
        places_taken={b: state.places_taken(b) for b in BUILDINGS},
        boxes=dict(BOXES), place_points=dict(PLACE_POINTS),
        imaginary=len(state.imaginary), beat_them=state.options.beat_them,
        coin_supply=state.options.coin_supply, final=state.final, scores=state.scores,
        winners=state.winners, moves=state.moves,
    )
    if seat is None:
        return PublicView(**public)
    sheet = state.players[seat]
    return SeatView(**public, seat=seat, targets=tuple(sheet.dice.intersections()),
                    coins_on_offer=coins_for(sheet))
