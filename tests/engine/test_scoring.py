"""Scoring rounds: majorities with shared places and the longest outer wall (p. 6)."""

from engine.alhambra.components import BASE_PAYOUTS
from engine.alhambra.scoring import longest_outer_wall, rank_payouts

from .helpers import grid, tile


def test_round_2_two_players_tie_for_most_towers_get_9_each():
    """p. 6: "Teilen sich zwei Spieler die Turmmehrheit ... 13+6=19 ... abgerundet 9"."""
    assert BASE_PAYOUTS[2]["tower"] == (13, 6)
    assert rank_payouts([3, 3, 1], BASE_PAYOUTS[2]["tower"]) == [9, 9, 0]


def test_round_3_pays_16_8_1_for_pavilions():
    """p. 6: "Der Spieler mit den meisten Pavillons bekommt 16 Punkte ... 8 ... 1"."""
    assert rank_payouts([4, 1, 2, 0], BASE_PAYOUTS[3]["pavilion"]) == [16, 1, 8, 0]


def test_round_1_pays_only_the_most():
    assert rank_payouts([1, 2, 0], BASE_PAYOUTS[1]["chambers"]) == [0, 4, 0]


def test_zero_tiles_never_place_even_when_places_are_left():
    assert rank_payouts([0, 0, 1], (16, 8, 1)) == [0, 0, 16]
    assert rank_payouts([0, 0, 0], (16, 8, 1)) == [0, 0, 0]


def test_ties_share_following_places_rounded_down_and_the_next_group_moves_down():
    assert rank_payouts([2, 2, 2], (16, 8, 1)) == [8, 8, 8]  # 25 // 3
    assert rank_payouts([3, 2, 2, 1], (13, 6)) == [13, 3, 3, 0]  # 6 + 0 shared, 4th gets 0
    assert rank_payouts([5, 5, 5, 5], (21, 13, 6)) == [10, 10, 10, 10]  # 40 // 4


def test_outer_wall_counts_each_tile_side():
    # The tile north of the fountain with walls N, E, W: one stretch of three sides.
    assert longest_outer_wall(grid((0, -1, tile("NEW")))) == 3


def test_inner_walls_back_to_back_do_not_count():
    board = grid((1, 0, tile("E")), (2, 0, tile("W")), (1, 1, tile()), (2, 1, tile()))
    assert longest_outer_wall(board) == 0


def test_separate_stretches_score_only_the_longest():
    board = grid((0, -1, tile("N")), (1, -1, tile("N")), (0, 1, tile("S")))
    assert longest_outer_wall(board) == 2


def test_branching_walls_score_the_longest_trail():
    """Four wall sides meeting in one corner: a trail can use only two of them."""
    board = {(0, 0): tile("ES"), (1, 1): tile("NW")}
    assert longest_outer_wall(board) == 2
    # A closed ring of wall around one tile is walked in full.
    assert longest_outer_wall({(0, 0): tile("NESW")}) == 4
