"""Building exact Roll & Write positions for rule tests (from a real new game, then edited)."""

from __future__ import annotations

from engine.rollwrite import GameState, apply, new_game
from engine.rollwrite.data import GRID, SIDE
from engine.rollwrite.dice import Dice, make_dice


def cells_of(building: str) -> list[tuple[int, int]]:
    """The grid cells of ``building`` as (yellow, blue), in row order."""
    return [(y + 1, b + 1) for y in range(SIDE) for b in range(SIDE) if GRID[y][b] == building]


def dice(yellow, blue) -> Dice:
    return make_dice(yellow, blue)


def game(players=3, *, seed=1, **options) -> GameState:
    return new_game(players, seed=seed, **options)


def with_sheet(state: GameState, seat: int, **update) -> GameState:
    """``state`` with fields of seat ``seat``'s sheet replaced (``dice`` as (yellow, blue))."""
    if "dice" in update and not isinstance(update["dice"], Dice):
        update["dice"] = make_dice(*update["dice"])
    if "crossed" in update:
        update["crossed"] = tuple(update["crossed"])
    sheet = state.players[seat].model_copy(update=update)
    players = state.players[:seat] + (sheet,) + state.players[seat + 1:]
    return state.model_copy(update={"players": players})


def with_roll(state: GameState, yellow, blue) -> GameState:
    """Simultaneous mode: every seat's dice (and the round's roll) set to this roll."""
    roll = make_dice(yellow, blue)
    players = tuple(s.model_copy(update={"dice": roll}) for s in state.players)
    return state.model_copy(update={"roll": roll, "players": players})


def everyone(state: GameState, action) -> tuple[GameState, list]:
    """Every seat that still has to act applies ``action`` (simultaneous mode)."""
    events: list = []
    for seat in state.active_seats:
        state, more = apply(state, seat, action)
        events += more
    return state, events


def kinds(events) -> list[str]:
    return [e.kind for e in events]
