"""Every invariant of a game state, reported all at once (for loading and property tests)."""

from __future__ import annotations

from .data import BOXES, BUILDINGS, PLACES, ROUNDS, START_COINS, STARTING_BUILDINGS
from .dice import Dice, on_grid
from .state import GameState
from .turn import keep_needed


def _dice_problems(where: str, dice: Dice, yellow: int, blue: int) -> list[str]:
    found = []
    if len(dice.yellow) != yellow or len(dice.blue) != blue:
        found.append(f"{where} holds {len(dice.yellow)} yellow and {len(dice.blue)} blue dice, "
                     f"not {yellow} and {blue}")
    if not all(on_grid(v) for v in dice.yellow + dice.blue):
        found.append(f"{where} has a die that is not 1-6: {dice}")
    if dice.yellow != tuple(sorted(dice.yellow)) or dice.blue != tuple(sorted(dice.blue)):
        found.append(f"{where}'s dice are not in order")
    return found


def _sheet_problems(state: GameState) -> list[str]:
    found = []
    cap = state.options.coin_supply
    for seat, sheet in enumerate(state.players):
        where = f"seat {seat}"
        if len(set(sheet.crossed)) != len(sheet.crossed):
            found.append(f"{where} crossed a cell twice")
        if not all(on_grid(y) and on_grid(b) for y, b in sheet.crossed):
            found.append(f"{where} crossed a cell off the grid")
        if len(sheet.crossed) < STARTING_BUILDINGS:
            found.append(f"{where} has fewer than {STARTING_BUILDINGS} buildings")
        if not START_COINS <= sheet.circled <= cap:
            found.append(f"{where} circled {sheet.circled} coins (the supply holds {cap})")
        if not 0 <= sheet.spent <= sheet.circled:
            found.append(f"{where} spent {sheet.spent} of {sheet.circled} coins")
        if not 0 <= sheet.turn_spent <= sheet.spent:
            found.append(f"{where} spent {sheet.turn_spent} coins this turn")
        if (sheet.turn_dice is None) != (sheet.turn_spent == 0):
            found.append(f"{where}: turned dice and coins spent this turn disagree")
        if state.mode == "classic" and sheet.done:
            found.append(f"{where} is marked done in classic mode")
        if seat in state.retired and sheet.turn_dice is not None:
            found.append(f"{where} retired with dice turned this turn")
    return found


def _retired_problems(state: GameState) -> list[str]:
    found = []
    retired = state.retired
    if list(retired) != sorted(set(retired)) or not all(
            0 <= s < len(state.players) for s in retired):
        found.append(f"retired seats {retired} are not distinct seats in order")
    if not state.is_over and not state.playing_seats:
        found.append("every seat has retired but the game goes on")
    if set(state.active_seats) & set(retired):
        found.append(f"a retired seat has to act: {state.active_seats}")
    return found


def _dice_state_problems(state: GameState) -> list[str]:
    found = []
    n = len(state.players)
    if state.mode == "simultaneous":
        if state.roll is None:
            found.append("simultaneous mode without the round's roll")
        else:
            found += _dice_problems("the round's roll", state.roll, 2, 2)
        for seat, sheet in enumerate(state.players):
            found += _dice_problems(f"seat {seat}", sheet.dice, 2, 2)
        if not state.is_over and not state.active_seats:
            found.append("every seat still playing has acted but the round did not close")
        if state.passed is not None:
            found.append("simultaneous mode passes no dice")
        return found
    if state.roll is not None:
        found.append("classic mode has no shared roll")
    if not 0 <= state.start_seat < n:
        found.append(f"start seat {state.start_seat} does not play")
    if state.is_over:
        return found
    if not 0 <= state.turn < n:
        found.append(f"turn {state.turn} of a {n}-player round")
    active = state.active_seat
    for seat, sheet in enumerate(state.players):
        four = seat == active or n == 1
        found += _dice_problems(f"seat {seat}", sheet.dice, 2 if four else 1, 2 if four else 1)
    if state.passed is not None and active is not None:
        found += _dice_problems("the pair handed to the active seat", state.passed, 1, 1)
        held = state.players[active].turn_dice or state.players[active].dice
        if state.step != "act":
            found.append("the pair handed on is still recorded after rolling all four dice")
        elif state.passed.yellow[0] not in held.yellow or state.passed.blue[0] not in held.blue:
            found.append(f"seat {active} does not hold the pair {state.passed} handed to it")
    if state.step == "keep" and active is not None and not keep_needed(state, active):
        found.append(f"seat {active} keeps a pair that no longer matters")
    return found


def _score_sheet_problems(state: GameState) -> list[str]:
    found = []
    for p in range(state.participants):
        counts = state.counts_of(p)
        if any(counts[b] > BOXES[b] for b in BUILDINGS):
            found.append(f"{state.name_of(p)} marked more boxes than a column has")
    for player in state.imaginary:
        if set(player.built) - set(BUILDINGS):
            found.append(f"{player.name} built an unknown building")
        if len(player.built) > STARTING_BUILDINGS + state.rounds:
            found.append(f"{player.name} built more than once a round")
    for building in BUILDINGS:
        taken = state.places_taken(building)
        if len(set(taken)) != len(taken) or not set(taken) <= set(PLACES):
            found.append(f"the places of the {building} were given out twice: {taken}")
        if taken != tuple(sorted(taken)) or taken != PLACES[: len(taken)]:
            found.append(f"the places of the {building} were not given out in order: {taken}")
        paid = state.completed(building)
        if len(set(paid)) != len(paid):
            found.append(f"a participant completed the {building} twice")
    for completion in state.completions:
        for p in completion.participants:
            if not 0 <= p < state.participants:
                found.append(f"participant {p} does not exist")
            elif state.counts_of(p)[completion.building] < BOXES[completion.building]:
                found.append(f"{state.name_of(p)} has not filled the {completion.building}")
        if completion.round > state.round:
            found.append(f"a completion in round {completion.round} of round {state.round}")
    return found


def _final_problems(state: GameState) -> list[str]:
    found = []
    final = state.final
    if state.is_over != (final is not None):
        found.append("the final scoring and the end of the game disagree")
    if final is None:
        return found
    if state.round != state.rounds and state.playing_seats:
        found.append(f"the game ended in round {state.round} of {state.rounds}")
    for building in BUILDINGS:
        majorities = [m for m in final.majorities if m.building == building]
        places = list(state.places_taken(building)) + [p for m in majorities for p in m.places]
        if len(set(places)) != len(places):
            found.append(f"a place of the {building} was paid twice")
        paid = [p for m in majorities for p in m.participants] + list(state.completed(building))
        if len(set(paid)) != len(paid):
            found.append(f"a participant was paid twice for the {building}")
    if len(final.lines) != state.participants:
        found.append("the final scoring misses a participant")
    return found


def _opening_problems(state: GameState) -> list[str]:
    """The open round as it began (:class:`~.state.Opening`): what the others see of a seat."""
    opening = state.opening
    if opening is None:
        return []  # classic mode, or a game stored before rounds were sealed
    if state.mode == "classic" or state.is_over:
        return ["classic mode seals no round" if state.mode == "classic"
                else "a game that is over seals no round"]
    found = []
    if len(opening.sheets) != len(state.players):
        return [f"the round opened with {len(opening.sheets)} sheets, not {len(state.players)}"]
    if not 0 <= opening.moves <= state.moves:
        found.append(f"the round opened at move {opening.moves} of {state.moves}")
    for seat, (sheet, opened) in enumerate(zip(state.players, opening.sheets, strict=True)):
        # a seat still choosing is shown as it is, its turned dice turned back (view.py)
        if sheet.done and not (STARTING_BUILDINGS <= opened.crossed <= len(sheet.crossed)
                               and opened.circled <= sheet.circled):
            found.append(f"seat {seat} has less on its sheet than when the round opened")
    return found


def problems(state: GameState) -> list[str]:
    """What is wrong with ``state`` (an empty list for a consistent game)."""
    found = []
    seats = len(state.players) + len(state.imaginary)
    if ROUNDS.get(seats) != state.rounds:
        found.append(f"{seats} seats play {ROUNDS.get(seats)} rounds, not {state.rounds}")
    if len(state.imaginary) != state.options.imaginary:
        found.append("the number of imaginary players disagrees with the options")
    if not 1 <= state.round <= state.rounds:
        found.append(f"round {state.round} of {state.rounds}")
    if state.step == "keep" and state.mode != "classic":
        found.append("only classic mode keeps and passes dice")
    found += _retired_problems(state)
    found += _sheet_problems(state)
    found += _dice_state_problems(state)
    found += _score_sheet_problems(state)
    found += _final_problems(state)
    found += _opening_problems(state)
    return found
