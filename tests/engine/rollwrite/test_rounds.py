"""Rounds: closing a simultaneous round, imaginary players, columns filled during the game."""

import pytest

from engine.rollwrite import Cross, GainCoins, apply, legal_actions, new_game, problems, view
from engine.rollwrite.data import BOXES
from engine.rollwrite.rounds import imaginary_roll
from engine.rollwrite.state import Completion, Imaginary

from .helpers import cells_of, everyone, game, kinds, with_roll, with_sheet


def test_a_simultaneous_round_closes_when_the_last_seat_has_acted():
    state = game(3, seed=2)
    state, events = apply(state, 2, GainCoins())
    state, events = apply(state, 0, GainCoins())
    assert state.round == 1 and state.active_seats == (1,)
    assert events[-1].kind == "seat_acted" and events[-1].waiting == (1,)
    first_roll = state.roll
    state, events = apply(state, 1, GainCoins())
    assert state.round == 2 and state.active_seats == (0, 1, 2)
    assert kinds(events)[-2:] == ["round_ended", "round_started"]
    assert events[-1].dice == state.roll and state.roll is not None
    assert all(s.dice == state.roll and not s.done for s in state.players)
    assert state.roll != first_roll or state.rolls == 2


def test_the_next_roll_does_not_depend_on_the_order_of_the_players():
    base = game(4, seed=9)
    orders = [(0, 1, 2, 3), (3, 1, 0, 2), (2, 3, 1, 0)]
    results = []
    for order in orders:
        state = base
        for seat in order:
            state, _ = apply(state, seat, legal_actions(state, seat)[0])
        results.append(state)
    assert results[0] == results[1] == results[2]


def test_the_game_ends_after_the_last_round():
    state = game(5, seed=3)
    ended = 0
    while not state.is_over:
        state, events = everyone(state, GainCoins())
        ended += kinds(events).count("round_ended")
    assert ended == state.rounds == 12 and state.round == 12
    assert state.final is not None and state.active_seats == ()
    assert all(legal_actions(state, s) == [] for s in range(5))
    with pytest.raises(ValueError, match="over") as e:
        apply(state, 0, GainCoins())
    assert e.value.code == "action/game_over"


def test_imaginary_players_build_once_a_round_after_the_real_players():
    state = game(1, seed=4, opponents=3)
    state, events = apply(state, 0, GainCoins())
    built = [e for e in events if e.kind == "imaginary_built"]
    assert [e.participant for e in built] == [1, 2, 3]
    assert kinds(events).index("imaginary_built") > kinds(events).index("seat_acted")
    assert all(len(p.built) == 4 for p in state.imaginary)


def test_an_imaginary_player_rolls_again_for_a_full_column():
    """"Hat ein imaginärer Spieler alle Gebäude einer Sorte angekreuzt ... wird solange
    erneut gewürfelt, bis ein Gebäude angekreuzt werden kann." """
    import random

    full = Imaginary(name="Dirk", built=("pavilion",) * BOXES["pavilion"] + ("tower",) * 5)
    rerolled = 0
    for seed in range(300):
        dice, rerolls = imaginary_roll(full, random.Random(seed))
        assert (dice.yellow[0], dice.blue[0]) not in cells_of("pavilion")
        rerolled += rerolls
    assert rerolled > 0


def _about_to_fill(state, seat, building, missing):
    """Seat has every cell of ``building`` but ``missing`` crossed."""
    cells = [c for c in cells_of(building) if c != missing]
    return with_sheet(state, seat, crossed=cells)


def test_filling_a_column_pays_first_place_at_the_end_of_the_round():
    """"... erhält der Spieler am Ende der Runde die SP für den ersten Platz." """
    state = game(3, seed=5)
    missing = cells_of("pavilion")[0]
    state = with_roll(state, (missing[0], 6), (missing[1], 6))
    state = _about_to_fill(state, 0, "pavilion", missing)
    state, events = apply(state, 0, Cross(yellow=missing[0], blue=missing[1]))
    assert state.players[0].counts["pavilion"] == 6
    assert state.completions == () and state.scores[0] == 0  # not before the round ends
    state, events = apply(state, 1, GainCoins())
    state, events = apply(state, 2, GainCoins())
    filled = [e.completion for e in events if e.kind == "column_filled"]
    assert filled == [Completion(round=1, building="pavilion", participants=(0,), places=(1,),
                                 points=16)]
    assert state.scores == (16, 0, 0) and state.places_taken("pavilion") == (1,)
    assert view(state, None).score_sheet[0].places["pavilion"] == (1,)
    assert problems(state) == []


def test_two_players_filling_the_same_round_share_first_and_second():
    """Rule book: Patricia and Frank mark all Seraglio boxes in the same round, share the
    points of 1st and 2nd place and get 13 each ((17 + 9) / 2)."""
    state = game(["Barbara", "Patricia", "Frank"], seed=6)
    missing = cells_of("seraglio")[2]
    state = with_roll(state, (missing[0], 1), (missing[1], 1))
    state = _about_to_fill(state, 1, "seraglio", missing)
    state = _about_to_fill(state, 2, "seraglio", missing)
    state = with_sheet(state, 0, crossed=[(6, 6), (6, 5), (5, 6)])
    cross = Cross(yellow=missing[0], blue=missing[1])
    state, _ = apply(state, 1, cross)
    state, _ = apply(state, 2, cross)
    state, events = apply(state, 0, GainCoins())
    (filled,) = [e.completion for e in events if e.kind == "column_filled"]
    assert filled.participants == (1, 2) and filled.places == (1, 2) and filled.points == 13
    assert state.scores == (0, 13, 13)


def test_later_fillers_get_the_places_left_and_nobody_is_paid_twice():
    state = game(4, seed=7)
    state = state.model_copy(update={"completions": (
        Completion(round=1, building="seraglio", participants=(1, 2), places=(1, 2), points=13),
    )})
    seraglio = cells_of("seraglio")
    for seat in (1, 2):
        state = with_sheet(state, seat, crossed=seraglio)
    missing = seraglio[0]
    state = with_roll(state, (missing[0], missing[0]), (missing[1], missing[1]))
    state = _about_to_fill(state, 0, "seraglio", missing)
    state = _about_to_fill(state, 3, "seraglio", missing)
    for seat in (0, 3):
        state, _ = apply(state, seat, Cross(yellow=missing[0], blue=missing[1]))
    state, events = everyone(state, GainCoins())
    (filled,) = [e.completion for e in events if e.kind == "column_filled"]
    assert filled.participants == (0, 3) and filled.places == (3,)
    assert filled.points == 2 // 2  # two share the 3rd place's 2 points, rounded down
    assert state.places_taken("seraglio") == (1, 2, 3)
    assert problems(state) == []


def test_no_place_is_left_for_a_filler_after_the_third():
    state = game(3, seed=8)
    state = state.model_copy(update={"completions": (
        Completion(round=1, building="garden", participants=(1,), places=(1,), points=20),
        Completion(round=1, building="garden", participants=(2,), places=(2,), points=12),
        Completion(round=2, building="garden", participants=(3,), places=(3,), points=5),
    )})
    garden = cells_of("garden")
    state = with_roll(state, (garden[0][0], 1), (garden[0][1], 1))
    state = _about_to_fill(state, 0, "garden", garden[0])
    state, _ = apply(state, 0, Cross(yellow=garden[0][0], blue=garden[0][1]))
    state, events = everyone(state, GainCoins())
    (filled,) = [e.completion for e in events if e.kind == "column_filled"]
    assert filled.places == () and filled.points == 0


def test_an_imaginary_player_takes_a_place_and_its_points_are_lost():
    """"Hat ein imaginärer Spieler alle Gebäude einer Sorte angekreuzt, so belegt er genau wie
    ein echter Spieler den entsprechenden Platz und die SP stehen nicht mehr zur Verfügung."
    """
    state = new_game(["Ana", "Ben"], seed=10)
    dirk = state.imaginary[0].model_copy(update={"built": ("tower",) * BOXES["tower"]})
    state = state.model_copy(update={"imaginary": (dirk,)})
    state, events = everyone(state, GainCoins())
    (filled,) = [e.completion for e in events if e.kind == "column_filled"]
    assert filled.participants == (2,) and filled.places == (1,) and filled.points == 21
    assert state.scores == (0, 0)
    assert view(state, None).score_sheet[2].places["tower"] == (1,)
    assert problems(state) == []


def test_more_fillers_in_one_round_than_places_share_what_is_left():
    """ROLLWRITE.md §7 [inference]: the free places' points divided among all of them."""
    state = game(5, seed=12)
    pavilion = cells_of("pavilion")
    missing = pavilion[0]
    state = with_roll(state, (missing[0], 6), (missing[1], 6))
    for seat in range(4):
        state = _about_to_fill(state, seat, "pavilion", missing)
    for seat in range(4):
        state, _ = apply(state, seat, Cross(yellow=missing[0], blue=missing[1]))
    state, events = apply(state, 4, GainCoins())
    (filled,) = [e.completion for e in events if e.kind == "column_filled"]
    assert filled.participants == (0, 1, 2, 3) and filled.places == (1, 2, 3)
    assert filled.points == (16 + 8 + 1) // 4
    assert state.scores == (6, 6, 6, 6, 0)
    assert problems(state) == []
