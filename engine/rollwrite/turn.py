"""A seat's turn: turning dice, one of the two actions, and what happens to the dice after.

The checks (``*_problem``) are shared with :func:`~.rules.legal_actions`, so the listed
actions are exactly the accepted ones. Handlers get a seat that may act now in the right
step (``rules.apply`` checked that) and return the new state and the events.

Simultaneous mode: each seat uses its own copy of the round's roll; after its action the
seat is done for the round, nothing is rolled or passed. Classic mode (the rule book): the
active seat holds four dice; after crossing one building it passes the unused pair to its
left neighbour and rolls the used pair for itself; after "gain coins" or a second building
it rolls all four, keeps a pair and passes the other. Solo, the unused pair stays. Seats
that retired (:mod:`.retire`) are skipped: turns and dice go to the next seat still playing,
and a seat left playing alone keeps its dice like a solo player.
"""

from __future__ import annotations

from .actions import Cross, GainCoins, KeepPair, RestartTurn, TurnDie
from .data import BUILDING_NAMES, SECOND_BUILDING_COST, TURN_DIE_COST, building_at
from .dice import Cell, Dice, on_grid, roll_four, roll_pair
from .errors import CannotAfford, CellCrossed, IllegalAction, NoSuchDie
from .events import (
    BuildingCrossed,
    CoinsGained,
    DicePassed,
    DiceRolled,
    DieTurned,
    PairKept,
    SeatActed,
    TurnEnded,
    TurnRestarted,
)
from .rounds import close_round, next_generator
from .state import GameState, Sheet


def cell_name(cell: Cell) -> str:
    return f"the {BUILDING_NAMES[building_at(*cell)]} at yellow {cell[0]}, blue {cell[1]}"


def with_sheet(state: GameState, seat: int, sheet: Sheet) -> GameState:
    return state.model_copy(
        update={"players": state.players[:seat] + (sheet,) + state.players[seat + 1:]})


# -- checks shared with legal_actions ------------------------------------------------------


def turn_die_problem(sheet: Sheet, colour: str, value: int, step: int) -> IllegalAction | None:
    """Why turning a ``colour`` die showing ``value`` by ``step`` is refused (None: allowed)."""
    if value not in sheet.dice.of(colour):
        return NoSuchDie(f"no {colour} die shows {value}", "engine-rw-no-die", colour=colour,
                         value=value)
    if not on_grid(value + step):
        return NoSuchDie(f"a die cannot be turned {'up from 6' if step > 0 else 'down from 1'}:"
                         " 1 and 6 do not wrap around", "engine-rw-die-edge",
                         direction="up" if step > 0 else "down")
    if sheet.coins < TURN_DIE_COST:
        return CannotAfford("turning a die costs 1 coin and you have none left",
                            "engine-rw-turn-no-coin")
    return None


def cross_problem(sheet: Sheet, yellow: int, blue: int, second: bool) -> IllegalAction | None:
    """Why crossing (yellow, blue) (and the other pair with ``second``) is refused."""
    dice = sheet.dice
    if yellow not in dice.yellow:
        return NoSuchDie(f"no yellow die shows {yellow}", "engine-rw-no-die", colour="yellow",
                         value=yellow)
    if blue not in dice.blue:
        return NoSuchDie(f"no blue die shows {blue}", "engine-rw-no-die", colour="blue",
                         value=blue)
    cell = (yellow, blue)
    if sheet.has_crossed(cell):
        return CellCrossed(f"you have crossed {cell_name(cell)} already: choose another "
                           "intersection or gain coins", "engine-rw-crossed", yellow=yellow,
                           blue=blue)
    if not second:
        return None
    if sheet.coins < SECOND_BUILDING_COST:
        return CannotAfford(f"a second building costs {SECOND_BUILDING_COST} coins and you "
                            f"have {sheet.coins}", "engine-rw-second-cost",
                            cost=SECOND_BUILDING_COST, coins=sheet.coins)
    rest = dice.without(yellow, blue)
    if not rest.yellow or not rest.blue:
        return NoSuchDie("a second building needs the other yellow and the other blue die",
                         "engine-rw-second-dice")
    other = (rest.yellow[0], rest.blue[0])
    if other == cell or sheet.has_crossed(other):
        return CellCrossed(f"the other pair points at {cell_name(other)}, which is crossed "
                           "already", "engine-rw-other-crossed", yellow=other[0], blue=other[1])
    return None


def coins_for(sheet: Sheet) -> int:
    """"Für jedes schon angekreuzte Gebäude auf einem Kreuzungspunkt eine Münze"; a cell hit
    by two or four combinations counts two or four times."""
    return sum(1 for cell in sheet.dice.combinations() if sheet.has_crossed(cell))


# -- handlers ---------------------------------------------------------------------------------


def turn_die(state: GameState, seat: int, action: TurnDie) -> tuple[GameState, list]:
    sheet = state.players[seat]
    problem = turn_die_problem(sheet, action.colour, action.value, action.step)
    if problem:
        raise problem
    sheet = sheet.model_copy(update={
        "dice": sheet.dice.turned(action.colour, action.value, action.step),
        "spent": sheet.spent + TURN_DIE_COST,
        "turn_spent": sheet.turn_spent + TURN_DIE_COST,
        "turn_dice": sheet.turn_dice or sheet.dice,
    })
    event = DieTurned(seat=seat, colour=action.colour, before=action.value,
                      after=action.value + action.step, coins=sheet.coins)
    return with_sheet(state, seat, sheet), [event]


def restart_turn(state: GameState, seat: int, action: RestartTurn) -> tuple[GameState, list]:
    sheet = state.players[seat]
    if sheet.turn_dice is None:
        raise NoSuchDie("nothing to undo: no die was turned this turn",
                        "engine-rw-nothing-to-undo")
    refunded = sheet.turn_spent
    sheet = sheet.model_copy(update={"dice": sheet.turn_dice, "spent": sheet.spent - refunded,
                                     "turn_dice": None, "turn_spent": 0})
    return with_sheet(state, seat, sheet), [TurnRestarted(seat=seat, refunded=refunded)]


def cross(state: GameState, seat: int, action: Cross) -> tuple[GameState, list]:
    sheet = state.players[seat]
    problem = cross_problem(sheet, action.yellow, action.blue, action.second)
    if problem:
        raise problem
    cells = [(action.yellow, action.blue)]
    rest = sheet.dice.without(action.yellow, action.blue)
    if action.second:
        cells.append((rest.yellow[0], rest.blue[0]))
    events = []
    crossed = sheet.crossed
    for i, cell in enumerate(cells):
        crossed += (cell,)
        building = building_at(*cell)
        count = sum(1 for c in crossed if building_at(*c) == building)
        events.append(BuildingCrossed(seat=seat, yellow=cell[0], blue=cell[1], building=building,
                                      count=count, paid=SECOND_BUILDING_COST if i else 0))
    paid = SECOND_BUILDING_COST if action.second else 0
    sheet = sheet.model_copy(update={"crossed": crossed, "spent": sheet.spent + paid})
    state = with_sheet(state, seat, sheet)
    if action.second:
        return _after_rolling_all(state, seat, events)
    return _after_one_building(state, seat, rest, events)


def gain_coins(state: GameState, seat: int, action: GainCoins) -> tuple[GameState, list]:
    """"Sind alle Münzen im Vorrat umkreist, kann der Spieler keine weiteren Münzen erhalten."
    """
    sheet = state.players[seat]
    hits = coins_for(sheet)
    room = state.options.coin_supply - sheet.circled
    gained = max(0, min(hits, room))
    sheet = sheet.model_copy(update={"circled": sheet.circled + gained})
    events = [CoinsGained(seat=seat, coins=gained, lost=hits - gained)]
    return _after_rolling_all(with_sheet(state, seat, sheet), seat, events)


def keep_pair(state: GameState, seat: int, action: KeepPair) -> tuple[GameState, list]:
    sheet = state.players[seat]
    if action.yellow not in sheet.dice.yellow or action.blue not in sheet.dice.blue:
        rolled = (f"yellow {' '.join(map(str, sheet.dice.yellow))} and "
                  f"blue {' '.join(map(str, sheet.dice.blue))}")
        raise NoSuchDie(f"you rolled {rolled}: keep one yellow and one blue die of them",
                        "engine-rw-keep", yellow_dice=sheet.dice.yellow,
                        blue_dice=sheet.dice.blue)
    kept = Dice(yellow=(action.yellow,), blue=(action.blue,))
    return keep_dice(state, seat, kept, [])


# -- after the action -------------------------------------------------------------------------


def _done(sheet: Sheet, **update) -> Sheet:
    return sheet.model_copy(update={"turn_dice": None, "turn_spent": 0, **update})


def _after_one_building(state: GameState, seat: int, rest: Dice, events: list):
    """Crossed one building: simultaneous, done; classic, pass the unused pair and roll."""
    if state.mode == "simultaneous":
        return _seat_done(state, seat, events)
    generator, state = next_generator(state)
    own = roll_pair(generator)
    sheet = state.players[seat]
    events.append(DiceRolled(seat=seat, dice=own))
    state = with_sheet(state, seat, _done(sheet, dice=own))
    return pass_pair(state, seat, rest, events)


def _after_rolling_all(state: GameState, seat: int, events: list):
    """Gained coins or crossed two buildings: classic, roll all four and keep a pair."""
    if state.mode == "simultaneous":
        return _seat_done(state, seat, events)
    generator, state = next_generator(state)
    four = roll_four(generator)
    events.append(DiceRolled(seat=seat, dice=four))
    sheet = _done(state.players[seat], dice=four)
    state = with_sheet(state, seat, sheet).model_copy(update={"passed": None})
    choices = {(y, b) for y in four.yellow for b in four.blue}
    if not keep_needed(state, seat):
        return end_turn(state, seat, events)
    if len(choices) == 1:
        (yellow, blue), = choices
        return keep_dice(state, seat, Dice(yellow=(yellow,), blue=(blue,)), events)
    return state.model_copy(update={"step": "keep"}), events


def keep_dice(state: GameState, seat: int, kept: Dice, events: list):
    sheet = state.players[seat]
    rest = sheet.dice.without(kept.yellow[0], kept.blue[0])
    state = with_sheet(state, seat, sheet.model_copy(update={"dice": kept}))
    state = state.model_copy(update={"step": "act"})
    events.append(PairKept(seat=seat, dice=kept))
    return pass_pair(state, seat, rest, events)


def keep_needed(state: GameState, seat: int) -> bool:
    """Classic mode: whether ``seat``, having rolled all four dice, keeps a pair and passes
    the other. Not when it plays alone (solo, or every other seat retired): "Der Spieler gibt
    das ungenutzte Würfelpaar nicht weiter", it keeps all four; nor after the game's last
    turn, when the dice no longer matter."""
    if state.next_playing_seat(seat) in (seat, None):
        return False
    return not (state.is_last_round and state.next_turn(state.turn) is None)


def pass_pair(state: GameState, seat: int, pair: Dice, events: list):
    """Pass ``pair`` to the left neighbour, the next seat still playing, then end the turn.

    A seat playing alone passes to nobody: "Der Spieler gibt das ungenutzte Würfelpaar nicht
    weiter, sondern lässt es auf seinem Spielerzettel liegen" (the solo rule), so it holds
    four dice again.
    """
    to = state.next_playing_seat(seat)
    if to is None:
        to = seat  # pragma: no cover - the last seat retiring ends the game before passing
    receiver = state.players[to]
    state = with_sheet(state, to, receiver.model_copy(update={"dice": receiver.dice.plus(pair)}))
    if to == seat:
        return end_turn(state.model_copy(update={"passed": None}), seat, events)
    events.append(DicePassed(seat=seat, to=to, dice=pair))
    return end_turn(state.model_copy(update={"passed": pair}), seat, events)


def end_turn(state: GameState, seat: int, events: list):
    """Classic mode: the next playing seat's turn, or the end of the round."""
    following = state.next_turn(state.turn)
    if following is not None:
        state = state.model_copy(update={"turn": following, "step": "act"})
        events.append(TurnEnded(seat=seat, next_seat=state.active_seat))
        return state, events
    state, closing = close_round(state.model_copy(update={"step": "act"}))
    events.append(TurnEnded(seat=seat, next_seat=state.active_seat))
    return state, events + closing


def _seat_done(state: GameState, seat: int, events: list):
    """Simultaneous mode: the seat has acted; the round closes once every seat has."""
    state = with_sheet(state, seat, _done(state.players[seat], done=True))
    events.append(SeatActed(seat=seat, round=state.round, waiting=state.active_seats))
    if state.active_seats:
        return state, events
    state, closing = close_round(state)
    return state, events + closing
