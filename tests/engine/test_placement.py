"""The building rules (rule book p. 5) and the five forbidden placements drawn there."""

import pytest
from pydantic import ValidationError

from engine.alhambra.actions import Place
from engine.alhambra.components import TILES
from engine.alhambra.placement import (
    exchange_problem,
    grid_problems,
    legal_positions,
    placement_problem,
    removal_problem,
)

from .helpers import grid, tile


def test_forbidden_1_wrong_orientation_cannot_even_be_expressed():
    """p. 5 "Falsche Ausrichtung": tiles are never turned; a placement has no rotation."""
    with pytest.raises(ValidationError):
        Place(tile="tower-13-E", x=1, y=0, rotation=90)


def test_forbidden_2_wall_side_meets_side_without_wall():
    """p. 5 "Seite mit Stadtmauer trifft auf Seite ohne Stadtmauer"."""
    walled_west = tile("W")
    problem = placement_problem(grid(), walled_west, (1, 0))
    assert problem is not None and "walls must meet walls" in problem
    assert (1, 0) not in legal_positions(grid(), walled_west)


def test_forbidden_3_pedestrian_rule_tower_behind_a_wall():
    """p. 5 "Fußgänger-Regel verletzt": the tower touches only through a wall."""
    board = grid((1, 0, tile("E")))
    tower = tile("W", building="tower")
    problem = placement_problem(board, tower, (2, 0))
    assert problem is not None and "reached on foot" in problem
    assert (2, 0) not in legal_positions(board, tower)


def test_forbidden_4_corner_only_contact():
    """p. 5: the new tile and the fountain do not share a full side."""
    problem = placement_problem(grid(), tile(), (1, 1))
    assert problem is not None and "not only a corner" in problem
    assert (1, 1) not in legal_positions(grid(), tile())


def test_forbidden_5_arcades_enclosing_an_empty_area():
    """p. 5 "Die Platzierung der Arkaden erzeugt einen vollständig umbauten leeren Bereich"."""
    ring = grid(*[(x, y, tile()) for x, y in [(1, 0), (2, 0), (0, 1), (2, 1), (0, 2)]])
    # (1, 2) would close the ring around the empty cell (1, 1)
    problem = placement_problem(ring, tile(building="arcades"), (1, 2))
    assert problem is not None and "hole" in problem
    assert (1, 1) in legal_positions(ring, tile())  # filling the gap itself is fine


def test_a_larger_enclosed_area_is_a_hole_too():
    cells = [(1, 0), (2, 0), (3, 0), (0, 1), (3, 1), (0, 2), (3, 2), (0, 3), (1, 3)]
    ring = grid(*[(x, y, tile()) for x, y in cells])
    assert grid_problems(ring) == []
    assert "hole" in placement_problem(ring, tile(), (2, 3))  # encloses four empty cells
    assert placement_problem(ring, tile(), (3, 3)) is None


def test_first_tiles_around_the_fountain():
    plain = tile()
    assert legal_positions(grid(), plain) == {(1, 0), (-1, 0), (0, 1), (0, -1)}
    # A wall on the north side may not face the fountain's wall-less south side.
    assert legal_positions(grid(), tile("N")) == {(1, 0), (-1, 0), (0, -1)}
    # Three walls: only where its one open side (south) faces the fountain.
    assert legal_positions(grid(), TILES["pavilion-2-NEW"]) == {(0, -1)}


def test_walls_back_to_back_are_allowed():
    board = grid((1, 0, tile("E")))
    assert placement_problem(board, tile("W"), (2, 0)) is not None  # unreachable
    board = grid((1, 0, tile("E")), (1, 1, tile()))
    assert placement_problem(board, tile("W"), (2, 1)) is not None  # wall meets no wall
    assert placement_problem(board, tile(), (2, 1)) is None


def test_remove_rules_keep_everything_walkable_and_hole_free():
    board = grid((1, 0, tile()), (2, 0, tile()))
    assert removal_problem(board, (1, 0)) is not None  # (2, 0) would be cut off
    assert removal_problem(board, (2, 0)) is None
    assert "fountain" in removal_problem(board, (0, 0))
    cells = [(1, 0), (2, 0), (0, 1), (2, 1), (0, 2), (1, 2), (2, 2), (1, 1)]
    full = grid(*[(x, y, tile()) for x, y in cells])
    assert "hole" in removal_problem(full, (1, 1))  # the middle of a filled square
    assert removal_problem(full, (2, 2)) is None


def test_exchange_needs_the_same_walls_towards_the_neighbours():
    board = grid((1, 0, tile()), (1, -1, tile("E")))
    assert exchange_problem(board, tile("N"), (1, 0)) is not None  # north faces (1, -1)
    assert exchange_problem(board, tile("E"), (1, 0)) is None  # east faces nothing
    assert exchange_problem(board, tile(), (0, 0)) is not None


def test_grid_problems_reports_every_broken_rule():
    assert grid_problems(grid((1, 0, tile()))) == []
    broken = grid((1, 0, tile("W")), (3, 3, tile()))
    found = " ".join(grid_problems(broken))
    assert "wall mismatch" in found and "cannot be reached" in found


def test_refusals_name_places_in_words_not_coordinates():
    """A refusal reaches a player ("Not allowed: ..."): it says where in the picture's terms."""
    from engine.alhambra.placement import placement_problem, removal_problem

    g = grid((1, 0, tile("", "tower", 9)))
    problem = placement_problem(g, tile("", "garden", 10), (3, 0))
    assert problem == ("the garden away from the other tiles must touch your Alhambra with a "
                       "full side, not only a corner")
    walls = placement_problem(g, tile("W", "garden", 10), (2, 0))
    assert walls == ("walls must meet walls: east of the Tower 9 the garden has a wall where "
                     "the tower has none (west side of the new tile)")
    assert removal_problem(g, (0, 1)) == "there is no tile south of the fountain"
