"""The end of a round: the imaginary players' turns, the places of filled columns, the next
round or the end of the game.

Rule book: "Beide Spieler führen ihre jeweiligen Züge wie im Mehrpersonenspiel aus, dann ist
der imaginäre Spieler an der Reihe" and, for filled columns, "erhält der Spieler am Ende
der Runde die SP". So a round closes after every real seat has played; then each imaginary
player rolls and marks a building, then the places are settled (ROLLWRITE.md §10), then the
next round begins (simultaneous mode: with one new roll for everyone, and the sheets as it
opens kept in :attr:`~.state.GameState.opening`, what everyone else sees of a seat until the
round closes). After the last round comes the final scoring. When every seat has retired
(:mod:`.retire`), the round closes the same way and the final scoring follows at once.
"""

from __future__ import annotations

import random

from .data import BOXES, building_at
from .dice import Dice, rng, roll_four, roll_pair
from .events import ColumnFilled, GameEnded, ImaginaryBuilt, RoundEnded, RoundStarted
from .scoring import final_scoring, round_completions
from .state import GameState, Imaginary, Opening

#: More rolls than an imaginary player can ever need (it has free boxes left).
_MAX_REROLLS = 10_000


def next_generator(state: GameState) -> tuple[random.Random, GameState]:
    """The generator of the next roll and the state with the roll counter advanced."""
    return rng(state.seed, f"roll:{state.rolls}"), state.model_copy(
        update={"rolls": state.rolls + 1})


def draw_roll(state: GameState) -> tuple[Dice, GameState]:
    """Four new dice (two yellow, two blue) from the roll counter."""
    generator, state = next_generator(state)
    return roll_four(generator), state


def imaginary_roll(player: Imaginary, generator: random.Random) -> tuple[Dice, int]:
    """Roll a pair for an imaginary player until it points at a type with a free box.

    "Sollte der imaginäre Spieler dann dieses Gebäude nochmals würfeln, wird solange erneut
    gewürfelt, bis ein Gebäude angekreuzt werden kann." Returns the pair and the re-rolls.
    """
    counts = player.counts
    for rerolls in range(_MAX_REROLLS):
        dice = roll_pair(generator)
        building = building_at(dice.yellow[0], dice.blue[0])
        if counts[building] < BOXES[building]:
            return dice, rerolls
    raise RuntimeError("an imaginary player found no free box")  # pragma: no cover


def imaginary_turns(state: GameState) -> tuple[GameState, list]:
    """Every imaginary player with a free box rolls once and marks the building."""
    events = []
    players = list(state.imaginary)
    for i, player in enumerate(players):
        if all(player.counts[b] >= BOXES[b] for b in BOXES):
            continue  # pragma: no cover - 21 rolls never fill 36 boxes
        generator, state = next_generator(state)
        dice, rerolls = imaginary_roll(player, generator)
        building = building_at(dice.yellow[0], dice.blue[0])
        players[i] = player.model_copy(update={"built": player.built + (building,)})
        events.append(ImaginaryBuilt(participant=len(state.players) + i, name=player.name,
                                     dice=dice, building=building, rerolls=rerolls))
    return state.model_copy(update={"imaginary": tuple(players)}), events


def close_round(state: GameState) -> tuple[GameState, list]:
    """Every real seat has played this round: imaginary turns, places, then what comes next."""
    state, events = imaginary_turns(state)
    completions = round_completions(state)
    state = state.model_copy(update={"completions": state.completions + tuple(completions)})
    events += [ColumnFilled(completion=c) for c in completions]
    events.append(RoundEnded(round=state.round))
    if state.is_last_round or not state.playing_seats:
        return end_game(state, events)
    return start_round(state, events)


def start_round(state: GameState, events: list) -> tuple[GameState, list]:
    first = state.next_turn(-1)  # the start player, or the next seat still playing
    update: dict = {"round": state.round + 1, "turn": first or 0, "step": "act"}
    roll = None
    if state.mode == "simultaneous":
        roll, state = draw_roll(state)
        update["roll"] = roll
        update["players"] = tuple(
            sheet.model_copy(update={"dice": roll, "done": False, "turn_dice": None,
                                     "turn_spent": 0})
            for sheet in state.players
        )
        # sealed until it closes; the action that closed the last round (``rules.apply``
        # counts it) is the last move before this one opened
        update["opening"] = Opening.of(state.moves + 1, update["players"])
    state = state.model_copy(update=update)
    events.append(RoundStarted(round=state.round, dice=roll))
    return state, events


def end_game(state: GameState, events: list) -> tuple[GameState, list]:
    final = final_scoring(state)
    # nothing is sealed any more (and a game stored before rounds were sealed, whose last
    # snapshot has no opening, still equals the replay of its log)
    state = state.model_copy(update={"step": "over", "final": final, "opening": None})
    events.append(GameEnded(scores=state.scores, winners=final.winners, final=final))
    return state, events
