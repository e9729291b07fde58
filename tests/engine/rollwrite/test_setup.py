"""Setup: options, round counts, starting buildings, coins and dice (rule book "Spielaufbau")."""

import pytest

from engine.rollwrite import MAX_PLAYERS, MIN_PLAYERS, BadOptions, GameState, new_game, problems
from engine.rollwrite.data import BOXES, COIN_SUPPLY, START_COINS, building_at
from engine.rollwrite.setup import _starting_cells


@pytest.mark.parametrize(
    ("players", "options", "imaginary", "rounds"),
    [
        (1, {}, 2, 18),
        (1, {"opponents": 2}, 2, 18),
        (1, {"opponents": 3}, 3, 15),
        (1, {"opponents": 4}, 4, 12),
        (2, {}, 1, 18),
        (2, {"opponents": 1}, 1, 18),
        (3, {}, 0, 18),
        (4, {}, 0, 15),
        (5, {}, 0, 12),
    ],
)
@pytest.mark.parametrize("mode", ["simultaneous", "classic"])
def test_rounds_by_seats_real_and_imaginary(players, options, imaginary, rounds, mode):
    """"Anzahl Spieler 5 | 4 | 3,2,1 -> Anzahl Runden 12 | 15 | 18"; solo against 3 or 4
    imaginary players plays the rounds of that many seats."""
    state = new_game(players, seed=4, mode=mode, **options)
    assert len(state.imaginary) == state.options.imaginary == imaginary
    assert state.rounds == rounds and state.round == 1
    assert problems(state) == []


@pytest.mark.parametrize(
    ("players", "options", "message"),
    [
        (0, {}, "1 to 5 players"),
        (6, {}, "1 to 5 players"),
        (3, {"mode": "turbo"}, "simultaneous"),
        (3, {"opponents": 1}, "only solo and two-player"),
        (1, {"opponents": 1}, "2 to 4 imaginary"),
        (1, {"opponents": 5}, "2 to 4 imaginary"),
        (1, {"opponents": True}, "whole number"),
        (2, {"opponents": 2}, "exactly one"),
        (2, {"beat_them": True}, "solo"),
        (4, {"beat_them": True}, "solo"),
        (1, {"beat_them": "yes"}, "true or false"),
        (3, {"coin_supply": 2}, "coin supply"),
        (3, {"coin_supply": "many"}, "whole number"),
        (3, {"colour": "red"}, "unknown option"),
    ],
)
def test_bad_options_are_refused_with_a_reason(players, options, message):
    with pytest.raises(BadOptions, match=message):
        new_game(players, seed=1, **options)
    assert issubclass(BadOptions, ValueError)
    assert (MIN_PLAYERS, MAX_PLAYERS) == (1, 5)


def test_names_and_imaginary_players():
    state = new_game(["Ana", "Ben"], seed=3)
    assert [s.name for s in state.players] == ["Ana", "Ben"]
    assert [p.name for p in state.imaginary] == ["Dirk"]
    solo = new_game(["Ana"], seed=3, opponents=3)
    assert [p.name for p in solo.imaginary] == ["Dirk 1", "Dirk 2", "Dirk 3"]
    assert solo.name_of(1) == "Dirk 1" and solo.participants == 4


@pytest.mark.parametrize("mode", ["simultaneous", "classic"])
def test_three_starting_buildings_and_three_coins(mode):
    state = new_game(5, seed=11, mode=mode)
    for sheet in state.players:
        assert len(sheet.crossed) == len(set(sheet.crossed)) == 3
        assert sum(sheet.counts.values()) == 3
        assert sheet.circled == START_COINS and sheet.spent == 0 and sheet.coins == 3
    assert state.options.coin_supply == COIN_SUPPLY


def test_starting_rolls_are_rerolled_until_the_cell_is_free():
    """"Müsste ein Spieler ein Gebäude ankreuzen, welches er schon zuvor angekreuzt hat, so
    würfelt er solange erneut." Over many seeds, three distinct cells every time."""
    for seed in range(400):
        cells = _starting_cells(seed, 0)
        assert len(set(cells)) == 3


def test_imaginary_players_roll_three_starting_buildings_and_may_repeat_a_type():
    repeats = 0
    for seed in range(60):
        state = new_game(1, seed=seed, opponents=4)
        for player in state.imaginary:
            assert len(player.built) == 3
            assert all(player.counts[b] <= BOXES[b] for b in BOXES)
            repeats += len(set(player.built)) < 3
    assert repeats > 0  # "ein gleiches Würfelergebnis führt zu einem weiteren Gebäude"


def test_simultaneous_every_sheet_starts_with_the_rounds_roll():
    state = new_game(4, seed=2)
    assert state.mode == "simultaneous" and state.roll is not None
    assert all(s.dice == state.roll for s in state.players)
    assert len(state.roll.yellow) == len(state.roll.blue) == 2
    assert state.active_seats == (0, 1, 2, 3) and state.active_seat is None


def test_classic_start_player_holds_four_dice_the_others_two():
    starts = set()
    for seed in range(30):
        state = new_game(4, seed=seed, mode="classic")
        start = state.start_seat
        starts.add(start)
        assert state.active_seats == (start,) and state.active_seat == start
        for seat, sheet in enumerate(state.players):
            expected = 2 if seat == start else 1
            assert len(sheet.dice.yellow) == len(sheet.dice.blue) == expected
        assert state.roll is None
    assert len(starts) > 1  # "Jetzt wird ein Startspieler zufällig bestimmt."


def test_solo_classic_player_holds_all_four_dice():
    state = new_game(1, seed=5, mode="classic")
    assert len(state.players[0].dice.yellow) == 2 and len(state.players[0].dice.blue) == 2


def test_same_seed_same_game_and_json_round_trip():
    a = new_game(["A", "B", "C"], seed=99, mode="classic")
    assert a == new_game(["A", "B", "C"], seed=99, mode="classic")
    assert a != new_game(["A", "B", "C"], seed=100, mode="classic")
    assert GameState.model_validate_json(a.model_dump_json()) == a


def test_starting_buildings_are_marked_on_the_grid():
    state = new_game(3, seed=8)
    for sheet in state.players:
        expected = {}
        for cell in sheet.crossed:
            building = building_at(*cell)
            expected[building] = expected.get(building, 0) + 1
        assert {b: n for b, n in sheet.counts.items() if n} == expected
