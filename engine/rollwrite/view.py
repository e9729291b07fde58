"""What one seat, or the public, may see of a game: the only way information leaves the engine.

Roll & Write hides nothing on the table: sheets, dice and the score sheet are open. What
the view leaves out is the future: the seed and the roll counter, from which the coming
dice would follow. A seat's view adds which cells its dice point at and what it may do.

**A simultaneous round is sealed until it closes.** Everyone acts at once on the same roll,
so nobody may see another seat's choices of the current round (a building crossed, coins
gained, a die turned) before every seat has acted or the round's time is up. While a round
is open (:attr:`~.state.GameState.sealed`), every sheet but the viewer's own is shown as it
was when the round opened (:func:`sealed_sheet`, :class:`~.state.Opening`), on the sheets
and on the score sheet, and the count of moves is the opening's. Who still has to act
(``active_seats``, a sheet's ``waiting``) and who left are said: who has acted, never what.
When the round closes, the next round opens with every choice of the last one on the
sheets, all shown together. The public view (``seat=None``) shows every sheet sealed; a
seat's view shows its own sheet as it is.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from .data import BOXES, BUILDINGS, PLACE_POINTS
from .dice import Cell, Dice
from .scoring import line_counts
from .state import Completion, FinalScoring, GameState, Mode, Sheet, Step
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


def shown_sheets(state: GameState, seat: int | None) -> tuple[Sheet, ...]:
    """Every real seat's sheet as ``seat`` (None: the public) may see it now: while a
    simultaneous round is open, every other seat's as the round opened (the module doc)."""
    if not state.sealed:
        return state.players
    return tuple(sheet if s == seat else sealed_sheet(state, s)
                 for s, sheet in enumerate(state.players))


def sealed_sheet(state: GameState, seat: int) -> Sheet:
    """``seat``'s sheet as the open round began: a seat that has acted as it was then
    (:attr:`~.state.GameState.opening`), one still choosing with its turned dice turned back
    and their coins back. (A game stored before rounds were sealed has no opening: a seat
    that acted in its open round shows its choice until the next round opens.)"""
    sheet = state.players[seat]
    opened = state.opening.sheets[seat] if state.opening is not None else None
    back = {"dice": state.roll or sheet.dice, "turn_dice": None, "turn_spent": 0}
    if sheet.done and opened is not None:
        return sheet.model_copy(update={**back, "crossed": sheet.crossed[:opened.crossed],
                                        "circled": opened.circled, "spent": opened.spent})
    if sheet.done:
        return sheet
    return sheet.model_copy(update={**back, "spent": sheet.spent - sheet.turn_spent})


def _sheet(state: GameState, seat: int, sheet: Sheet) -> SheetView:
    rows, columns = line_counts(sheet.crossed)
    points = state.scores[seat]
    return SheetView(
        seat=seat, name=sheet.name, crossed=sheet.crossed, counts=sheet.counts, rows=rows,
        columns=columns, circled=sheet.circled, spent=sheet.spent, coins=sheet.coins,
        dice=sheet.dice, turn_spent=sheet.turn_spent, turn_dice=sheet.turn_dice,
        waiting=seat in state.active_seats, retired=seat in state.retired, points=points,
    )


def _row(state: GameState, participant: int, sheets: tuple[Sheet, ...]) -> ScoreRow:
    places = {b: () for b in BUILDINGS}
    points = dict.fromkeys(BUILDINGS, 0)
    for completion in state.completions:
        if participant in completion.participants:
            places[completion.building] = completion.places
            points[completion.building] += completion.points
    real = participant < len(sheets)
    return ScoreRow(
        participant=participant, name=state.name_of(participant), imaginary=not real,
        counts=sheets[participant].counts if real else state.counts_of(participant),
        places=places, points=points,
    )


def view(state: GameState, seat: int | None) -> PublicView | SeatView:
    """What ``seat`` may see (``None``: a spectator or a public message); an open
    simultaneous round shows the others as it opened (see the module doc)."""
    sheets = shown_sheets(state, seat)
    sealed = state.sealed and state.opening is not None
    moves = state.opening.moves if sealed else state.moves  # type: ignore[union-attr]
    public = dict(
        mode=state.mode, round=state.round, rounds=state.rounds, step=state.step,
        is_over=state.is_over, active_seats=state.active_seats, active_seat=state.active_seat,
        retired=state.retired,
        start_seat=state.start_seat, roll=state.roll,
        players=tuple(_sheet(state, s, sheet) for s, sheet in enumerate(sheets)),
        score_sheet=tuple(_row(state, p, sheets) for p in range(state.participants)),
        completions=state.completions,
        places_taken={b: state.places_taken(b) for b in BUILDINGS},
        boxes=dict(BOXES), place_points=dict(PLACE_POINTS),
        imaginary=len(state.imaginary), beat_them=state.options.beat_them,
        coin_supply=state.options.coin_supply, final=state.final, scores=state.scores,
        winners=state.winners, moves=moves,
    )
    if seat is None:
        return PublicView(**public)
    sheet = state.players[seat]
    return SeatView(**public, seat=seat, targets=tuple(sheet.dice.intersections()),
                    coins_on_offer=coins_for(sheet))
