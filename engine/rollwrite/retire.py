"""A seat leaves a running game for good (:class:`~.actions.RetireSeat`).

Not a rule of the board game: it lets an online table go on without a player who left the
Discord server or stopped playing. The bot applies it on the table's decision, at any time
while the game runs, whoever has to act; :func:`~.rules.legal_actions` never lists it.

What the seat keeps: its sheet (crossed buildings, coins) and every point. Its boxes on the
score sheet stay: they count for the places of filled columns and the final majorities, and
its own final score line is computed like everyone's (it stays in the ranking and can even
win). What it loses: it takes no more actions and is never waited for again
(:attr:`~.state.GameState.retired`, :attr:`~.state.GameState.playing_seats`).

- **An unfinished turn is rolled back first**: dice it turned this turn go back and the
  coins come back (as "restart turn" would), so a seat never pays for an action it did not
  take. A finished action (a building crossed, coins gained) stays.
- **Simultaneous mode** (ROLLWRITE.md §0b): the seat leaves the active seats. If it was the
  last seat the round waited for, the round closes at once, exactly as if it had acted:
  the imaginary players roll, the places of filled columns are settled, the next round
  starts (or the game ends). Later rounds do not wait for it; its die spaces still show
  the round's roll, which nobody uses.
- **Classic mode** (the rule book, §4 and §9): turns go clockwise and *skip* retired seats;
  the pair a seat passes goes to its left neighbour *still playing*. That is the rule
  book's own answer for a table with gaps: with two players and Dirk the pair "wird nur
  zwischen den beiden Spielern hin und her gegeben" (§9, 2-player flow). A retired seat
  keeps one pair on its die spaces, which nobody uses. The round still begins at the start player's
  place ("Eine Runde startet immer beim Startspieler, die anderen Spieler folgen im
  Uhrzeigersinn", §3); if the start player retired, with the first seat still playing
  after it. The start player keeps the role (it only marks where a round begins), every
  seat still playing takes exactly one turn per round and the game keeps its number of
  rounds (T1).

  If the seat retires **on its own turn**:

  * before acting (step "act"): it hands on, unchanged, exactly the pair it was handed for
    this turn (:attr:`~.state.GameState.passed`; the start player's extra pair in the first
    turn) to the next seat still playing, and keeps its own pair. The dice thus travel as if
    the retired seat were not at the table: the seat before it might as well have passed
    to the seat after it. Its turn ends and the next seat's turn begins (or the round
    closes, when it was the last seat of the round);
  * after rolling all four dice (step "keep", it gained coins or crossed two buildings):
    its action stands; it keeps the pair listed first (the lowest values, as the idle
    default of :mod:`.autopilot` does) and passes the other on, as above.

  If another seat retires and the seat whose turn it is now plays alone (or, in the last
  round, has become the last seat of the game) while it is choosing a pair to keep, the
  choice no longer matters: its turn ends at once and it keeps all four dice. A seat left
  playing alone plays on like a solo player (ROLLWRITE.md §9 "Solo flow": "Der Spieler
  gibt das ungenutzte Würfelpaar nicht weiter, sondern lässt es auf seinem Spielerzettel
  liegen"): it never passes dice and always holds four.
- **Imaginary players** play on: they roll after the real seats every round as before.
- **When every seat has retired**, the current round closes (the imaginary players'
  rolls, the places of columns filled in it) and the final scoring follows at once, as
  after the last round; the game is over.
"""

from __future__ import annotations

from .actions import RetireSeat
from .dice import Dice
from .errors import SeatLeft
from .events import SeatRetired, TurnEnded, TurnRestarted
from .rounds import close_round
from .state import GameState
from .turn import end_turn, keep_dice, keep_needed, pass_pair, with_sheet


def retire_seat(state: GameState, seat: int, action: RetireSeat) -> tuple[GameState, list]:
    """``seat`` leaves the game (see the module doc); ``rules.apply`` checked that the game
    runs and that the seat exists."""
    if seat in state.retired:
        raise SeatLeft(f"{state.players[seat].name} has already left the game",
                       "engine-already-left", name=state.players[seat].name)
    was_active = seat in state.active_seats
    events: list = []
    sheet = state.players[seat]
    if sheet.turn_dice is not None:
        refunded = sheet.turn_spent
        state = with_sheet(state, seat, sheet.model_copy(update={
            "dice": sheet.turn_dice, "spent": sheet.spent - refunded,
            "turn_dice": None, "turn_spent": 0}))
        events.append(TurnRestarted(seat=seat, refunded=refunded))
    state = state.model_copy(update={"retired": tuple(sorted({*state.retired, seat}))})
    classic = state.mode == "classic"
    waiting = () if classic else state.active_seats
    events.insert(0, SeatRetired(seat=seat, round=state.round, waiting=waiting))
    if not state.playing_seats:
        if classic:
            events.append(TurnEnded(seat=seat, next_seat=None))
        state, closing = close_round(state.model_copy(update={"step": "act"}))
        return state, events + closing
    if not classic:
        if waiting:
            return state, events
        state, closing = close_round(state)
        return state, events + closing
    if not was_active:
        return _after_another_left(state, events)
    if state.step == "keep":
        yellow, blue = state.players[seat].dice.intersections()[0]
        return keep_dice(state, seat, Dice(yellow=(yellow,), blue=(blue,)), events)
    dice = state.players[seat].dice
    handed = _handed_pair(state.passed, dice)
    state = with_sheet(state, seat, state.players[seat].model_copy(
        update={"dice": dice.without(handed.yellow[0], handed.blue[0])}))
    return pass_pair(state, seat, handed, events)


def _handed_pair(passed: Dice | None, dice: Dice) -> Dice:
    """The pair the active seat was handed this turn, as it lies on its die spaces.

    A game stored before the pair was recorded has none: then the pair with the lowest
    values is kept (as at the step "keep") and the other handed on.
    """
    if passed is not None and passed.yellow[0] in dice.yellow and passed.blue[0] in dice.blue:
        return passed
    return dice.without(dice.yellow[0], dice.blue[0])


def _after_another_left(state: GameState, events: list) -> tuple[GameState, list]:
    """Classic mode, a seat whose turn it was not retired: a pair to keep that no longer
    matters (the active seat now plays alone, or plays the game's last turn) is not asked
    for: the turn ends with all four dice kept."""
    active = state.active_seat
    if state.step == "keep" and active is not None and not keep_needed(state, active):
        return end_turn(state, active, events)
    return state, events
