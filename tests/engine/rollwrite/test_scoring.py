"""Final scoring ("Schlusswertung") with the rule book's examples and numbers."""

from engine.rollwrite import GainCoins, new_game, problems
from engine.rollwrite.data import BEAT_THEM_BONUS, PLACE_POINTS
from engine.rollwrite.scoring import (
    coin_points,
    final_scoring,
    line_counts,
    lines_points,
    rank_majorities,
    shared_points,
)
from engine.rollwrite.state import Completion

from .helpers import cells_of, everyone, with_sheet

NAMES = ["Barbara", "Dirk", "Patricia", "Frank", "Ani"]


def test_the_points_table_fits_the_rule_book_examples():
    assert shared_points("seraglio", (1, 2), 2) == 13   # Patricia and Frank, in the game
    assert PLACE_POINTS["arcades"][0] == 18             # Patricia, 1st
    assert shared_points("arcades", (2, 3), 2) == 6     # Barbara and Dirk share 2nd + 3rd
    assert PLACE_POINTS["tower"][1:] == (13, 6)         # Barbara 2nd, Dirk 3rd


def test_first_place_and_two_sharing_second_and_third():
    """Patricia is 1st and gets 18; Barbara and Dirk share 2nd and 3rd (rounded down) and get
    6 each; Frank gets nothing."""
    counts = [2, 2, 3, 1, 0]  # Barbara, Dirk, Patricia, Frank, Ani
    ranked = rank_majorities("arcades", counts)
    points = {p: m.points for m in ranked for p in m.participants}
    assert points == {2: 18, 0: 6, 1: 6}
    assert [m.places for m in ranked] == [(1,), (2, 3)]


def test_places_given_out_in_the_game_are_not_given_again():
    """Ani got 1st place during the game, so Barbara gets the 13 of 2nd and Dirk 6 of 3rd."""
    counts = [4, 3, 1, 2, 6]
    ranked = rank_majorities("tower", counts, paid=[4], taken=[1])
    points = {p: m.points for m in ranked for p in m.participants}
    assert points == {0: 13, 1: 6}


def test_at_least_one_building_is_needed_to_rank():
    ranked = rank_majorities("garden", [0, 0, 1])
    assert [(m.participants, m.points) for m in ranked] == [((2,), 20)]
    assert rank_majorities("garden", [0, 0, 0]) == []


def test_a_tie_beyond_the_third_place_shares_what_is_left():
    ranked = rank_majorities("pavilion", [3, 2, 2, 2])
    assert [(m.places, m.points) for m in ranked] == [((1,), 16), ((2, 3), (8 + 1) // 3)]


def test_one_row_and_two_columns_for_17():
    """Dirk has enough crosses in one row and two columns for 17 points (10 + 5 + 2)."""
    crossed = [(1, b) for b in range(1, 7)] + [(y, 1) for y in range(2, 6)] + [
        (y, 2) for y in range(2, 5)]
    rows, columns = line_counts(crossed)
    assert rows[0] == 6 and columns[0] == 5 and columns[1] == 4
    assert lines_points(crossed) == 17


def test_crosses_in_a_line_need_not_be_adjacent():
    assert lines_points([(3, 1), (3, 3), (3, 5), (3, 6)]) == 2


def test_three_coins_left_for_one_point():
    """Dirk gets 1 point for his three remaining coins."""
    assert coin_points(3) == 1 and coin_points(1) == 0 and coin_points(8) == 4


def _last_round(state):
    return state.model_copy(update={"round": state.rounds})


def test_the_final_scoring_of_a_whole_table():
    """The rule book's five names and examples in one final scoring."""
    state = _last_round(new_game(NAMES, seed=1))
    assert cells_of("arcades") == [(1, 6), (2, 2), (3, 5), (4, 3), (5, 1), (6, 4)]
    assert cells_of("tower") == [(1, 3), (2, 6), (3, 2), (4, 5), (5, 4), (6, 1)]
    dirk = [(1, b) for b in range(1, 7)] + [(y, 1) for y in range(2, 6)] + [
        (y, 4) for y in range(2, 5)]  # one row of 6, a column of 5, a column of 4
    crossed = {
        0: [(2, 2), (3, 5), (2, 6), (3, 2)],       # Barbara: 2 arcades, 2 towers
        1: dirk,                                   # Dirk: 2 arcades, 1 tower
        2: [(2, 2), (3, 5), (4, 3)],               # Patricia: 3 arcades
        3: [(6, 4), (1, 1), (2, 3)],               # Frank: 1 arcades
        4: cells_of("tower"),                      # Ani: every tower
    }
    for seat, cells in crossed.items():
        state = with_sheet(state, seat, crossed=cells)
    state = with_sheet(state, 1, circled=3, spent=0)
    state = state.model_copy(update={"completions": (
        Completion(round=3, building="tower", participants=(4,), places=(1,), points=21),
    )})
    assert state.players[1].counts["arcades"] == 2 and state.players[1].counts["tower"] == 1
    final = final_scoring(state)
    lines = {line.name: line for line in final.lines}
    arcades = {name: line.buildings["arcades"] for name, line in lines.items()}
    assert arcades == {"Patricia": 18, "Barbara": 6, "Dirk": 6, "Frank": 0, "Ani": 0}
    towers = {name: line.buildings["tower"] for name, line in lines.items()}
    assert towers == {"Ani": 21, "Barbara": 13, "Dirk": 6, "Patricia": 0, "Frank": 0}
    assert lines["Dirk"].lines == 17 and lines["Dirk"].coins == 1
    for line in final.lines:
        assert line.total == sum(line.buildings.values()) + line.lines + line.coins
    best = max(line.total for line in final.lines)
    assert final.winners == tuple(x.participant for x in final.lines if x.total == best)

    played, events = everyone(state, GainCoins())  # the last round closes: the same scoring
    assert played.is_over and events[-1].kind == "game_ended"
    assert played.final.majorities == final.majorities
    assert played.scores == tuple(line.total for line in played.final.lines)
    assert problems(played) == []


def test_shared_victory_on_equal_totals():
    state = _last_round(new_game(["Ana", "Ben"], seed=2))
    for seat in (0, 1):
        state = with_sheet(state, seat, crossed=[(1, 1), (2, 2), (3, 3)], circled=3)
    dirk = state.imaginary[0].model_copy(update={"built": ("tower",)})
    state = state.model_copy(update={"imaginary": (dirk,)})
    state = with_sheet(state, 0, dice=((6, 6), (6, 6)))
    state = with_sheet(state, 1, dice=((6, 6), (6, 6)))
    state, _ = everyone(state, GainCoins())
    assert state.scores[0] == state.scores[1]
    assert state.winners == (0, 1)


def test_imaginary_points_are_not_recorded_outside_beat_them():
    state = _last_round(new_game(["Solo"], seed=3))
    state, _ = everyone(state, GainCoins())
    final = state.final
    assert [line.counted for line in final.lines] == [True, False, False]
    assert final.winners == (0,) and len(state.scores) == 1
    assert all(line.bonus == 0 for line in final.lines)


def test_beat_them_gives_the_imaginary_players_majorities_and_a_bonus():
    """"Dann erhalten diese alle Gebäudepunkte und ... folgende Extrapunkte: 2 imaginäre
    Spieler 21, 3 imaginäre Spieler 18, 4 imaginäre Spieler 15." """
    for opponents, bonus in ((2, 21), (3, 18), (4, 15)):
        assert BEAT_THEM_BONUS[opponents] == bonus
        state = _last_round(new_game(["Solo"], seed=4, opponents=opponents, beat_them=True))
        state, _ = everyone(state, GainCoins())
        final = state.final
        for line in final.lines[1:]:
            assert line.counted and line.imaginary and line.bonus == bonus
            assert line.total == sum(line.buildings.values()) + bonus
        best = max(line.total for line in final.lines)
        assert final.winners == tuple(x.participant for x in final.lines if x.total == best)
