"""Issue 28: the Roll & Write computer player (``choose_rollwrite_action``).

Every level plays whole games to the end in every mode (simultaneous, classic, two players
with an imaginary one, solo, "beat them", a seat retiring), always a listed action and never
"restart turn" or "retire seat"; it never peeks at the coming dice (the seed and the roll
counter changed, the same choice); the greedy baseline does what it says; ``hard`` takes the
obvious best cross, turning a die for it when it pays.
"""

import functools
import random

import pytest

from ai import LEVELS, choose_rollwrite_action
from ai.rw_baselines import greedy_action
from engine.rollwrite import Cross, RetireSeat, TurnDie, apply, legal_actions, new_game

from ..engine.rollwrite.helpers import cells_of, with_roll, with_sheet

#: Every way a table may be set (players, options): each mode, imaginary players, the solo
#: variants.
TABLES = [
    (3, {}),
    (3, {"mode": "classic"}),
    (2, {}),
    (2, {"mode": "classic"}),
    (5, {"mode": "classic"}),
    (1, {}),
    (1, {"mode": "classic", "opponents": 3}),
    (1, {"opponents": 4, "beat_them": True}),
]


def play(players, seed, levels, *, retire_at=None, **options):
    """A whole game of computer seats (seat s plays ``levels[s]``); checks every action."""
    state = new_game(players, seed=seed, **options)
    rng = random.Random(seed)
    moves = 0
    while not state.is_over:
        if retire_at is not None and state.round == retire_at and 0 in state.playing_seats:
            state, _ = apply(state, 0, RetireSeat())
            continue
        seat = state.active_seats[0]
        action = choose_rollwrite_action(state, seat, levels[seat], rng)
        assert action in list(legal_actions(state, seat)), (action, state.step)
        assert action.kind not in ("restart_turn", "retire_seat")
        state, _ = apply(state, seat, action)
        moves += 1
        assert moves < 500, "the game does not end"
    return state


@pytest.mark.parametrize(("players", "options"), TABLES,
                         ids=[f"{p}p-{'-'.join(map(str, o.values())) or 'simultaneous'}"
                              for p, o in TABLES])
def test_every_level_plays_whole_games_in_every_mode(players, options):
    mixed = [[LEVELS[(seat + shift) % len(LEVELS)] for seat in range(players)]
             for shift in range(len(LEVELS) if players == 1 else 1)]
    for seed, levels in enumerate([*mixed, ["hard"] * players]):
        state = play(players, 11 + seed, levels, **options)
        assert state.final is not None


@pytest.mark.parametrize("mode", ["simultaneous", "classic"])
def test_the_others_play_on_after_a_seat_retires(mode):
    state = play(3, 5, ["hard", "hard", "medium"], retire_at=4, mode=mode)
    assert state.retired == (0,) and state.final is not None


def test_an_unknown_level_is_refused():
    state = new_game(3, seed=1)
    with pytest.raises(ValueError):
        choose_rollwrite_action(state, 0, "expert", random.Random(0))


@functools.cache
def _states_of_whole_games():
    """States of two whole games (simultaneous and classic) in which a seat acts."""
    found = []
    for mode, seed in (("simultaneous", 21), ("classic", 22)):
        state = new_game(3, seed=seed, mode=mode)
        rng = random.Random(seed)
        while not state.is_over:
            seat = state.active_seats[0]
            found.append((state, seat))
            state, _ = apply(state, seat, choose_rollwrite_action(state, seat, "hard", rng))
    return found[::7]


@pytest.mark.parametrize("level", LEVELS)
def test_it_never_peeks_at_the_coming_dice(level):
    """The coming rolls follow from the seed and the roll counter: changed, the choice stays."""
    for state, seat in _states_of_whole_games():
        other = state.model_copy(update={"seed": state.seed + 1000, "rolls": state.rolls + 7})
        assert (choose_rollwrite_action(state, seat, level, random.Random(3))
                == choose_rollwrite_action(other, seat, level, random.Random(3)))


# -- constructed positions ------------------------------------------------------------------

#: Rows 3, 4 and 5: three of every building (the grid is a Latin square), for both rivals.
RIVALS = [(y, b) for y in (3, 4, 5) for b in range(1, 7)]


def _row_position():
    """Seat 0 has one of every building (rivals have three of each, so one more building
    changes no majority) and three crosses in row 1; the dice point at (1, 4), which makes
    row 1 a row of four (2 points), and at (6, 4), which scores nothing."""
    state = new_game(3, seed=1)
    mine = [(1, 1), (1, 2), (1, 3), (2, 2), (2, 4), (2, 5)]
    state = with_sheet(state, 0, crossed=mine)
    for seat in (1, 2):
        state = with_sheet(state, seat, crossed=RIVALS)
    return with_roll(state, (1, 6), (4, 4))


def test_greedy_takes_the_cross_that_scores_most_now():
    state = _row_position()
    for seed in range(5):
        assert greedy_action(state, 0, random.Random(seed)) == Cross(yellow=1, blue=4, round=1)


def _tower_position(yellow, coins):
    """A race: seats 0 and 1 have five of the six towers each. Seat 0's sixth (yellow 6, blue
    1) fills its column and takes the tower's first place (21 points) before seat 1 can."""
    towers = cells_of("tower")
    assert (6, 1) in towers and (1, 3) in towers
    state = new_game(3, seed=2)
    state = with_sheet(state, 0, crossed=[c for c in towers if c != (6, 1)],
                       spent=3 - coins)
    state = with_sheet(state, 1, crossed=[c for c in towers if c != (1, 3)])
    return with_roll(state, yellow, (1, 3))


def test_hard_crosses_the_building_that_fills_a_column():
    state = _tower_position((6, 2), coins=0)
    assert choose_rollwrite_action(state, 0, "hard", random.Random(0)) == Cross(
        yellow=6, blue=1, round=1)


def test_hard_turns_a_die_to_reach_it_and_then_crosses_it():
    state = _tower_position((5, 2), coins=1)
    action = choose_rollwrite_action(state, 0, "hard", random.Random(0))
    assert action == TurnDie(colour="yellow", value=5, direction="up", round=1)
    state, _ = apply(state, 0, action)
    assert choose_rollwrite_action(state, 0, "hard", random.Random(0)) == Cross(
        yellow=6, blue=1, round=1)


def test_medium_plays_the_dice_as_they_fall():
    state = _tower_position((5, 2), coins=1)
    assert choose_rollwrite_action(state, 0, "medium", random.Random(0)).kind != "turn_die"
