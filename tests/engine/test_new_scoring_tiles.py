"""The new scoring tiles (expansion 5, EXPANSIONS.md §4 NS)."""

from __future__ import annotations

import pytest

from engine.alhambra import new_game, view
from engine.alhambra.components import BASE_PAYOUTS, BUILDINGS
from engine.alhambra.endturn import scoring_round
from engine.alhambra.modules import modules_problem
from engine.alhambra.modules.characters import OWNED
from engine.alhambra.modules.new_scoring_tiles import (
    KEY,
    SCORING_TILES,
    round_rows,
    slot_payouts,
    tile_of,
    tiles,
)
from engine.alhambra.validate import problems

from .expansion1_helpers import own, quick_turn, scoring_of, with_scoring_next
from .helpers import rebase

NAME = "new_scoring_tiles"
#: tower, seraglio, pavilion, garden, chambers, arcades
TOWER_FIRST = "score-tile-16"


def game(players=3, seed=1, modules=(NAME,), chosen=None):
    state = new_game(players, seed=seed, modules=list(modules))
    if chosen:
        state = rebase(state, modules_state={**state.modules_state, KEY: list(chosen)})
    return state


def test_there_are_18_tiles_each_ordering_the_six_types():
    assert len(SCORING_TILES) == 18
    assert all(sorted(order) == sorted(BUILDINGS) for order in SCORING_TILES.values())
    assert len(set(SCORING_TILES.values())) == 18


def test_three_different_tiles_are_drawn_at_setup_by_the_seed_and_shown_to_everyone():
    """C-setup, BG5: one per round; NS1: face up from the start."""
    state = game(seed=3)
    drawn = tiles(state)
    assert len(drawn) == 3 and len(set(drawn)) == 3 and problems(state) == []
    assert tiles(game(seed=3)) == drawn  # seeded
    assert len({tiles(game(seed=s)) for s in range(8)}) > 1  # random
    public = view(state, None).modules_view[NAME]["tiles"]
    assert [(t["round"], t["tile"]) for t in public] == list(zip((1, 2, 3), drawn, strict=True))
    assert public[0]["slots"] == list(SCORING_TILES[drawn[0]])
    assert tiles(new_game(3, seed=3)) == ()  # not played: nothing drawn


def test_the_type_in_slot_s_scores_like_the_base_row_s_in_every_round():
    """§4 NS d: round 1 s; round 2 s+7 / s; round 3 s+15 / s+7 / s."""
    for tile, order in SCORING_TILES.items():
        for number in (1, 2, 3):
            table = slot_payouts(tile, number)
            for slot, building in enumerate(order, start=1):
                first = {1: slot, 2: slot + 7, 3: slot + 15}[number]
                assert table[building][0] == first
                assert table[building] == BASE_PAYOUTS[number][BUILDINGS[slot - 1]]
    table = slot_payouts(TOWER_FIRST, 3)
    assert table["tower"] == (16, 8, 1) and table["arcades"] == (21, 13, 6)
    assert slot_payouts(TOWER_FIRST, 2)["pavilion"] == (10, 3)


def test_a_scoring_pays_by_its_rounds_tile_and_not_by_the_base_table():
    """Round 1 with tile 16: towers pay 1 (row 1), pavilions 3 (row 3), arcades 6 (row 6)."""
    state = game(chosen=(TOWER_FIRST, "score-tile-1", "score-tile-2"))
    state = own(state, 0, alhambra=((1, 0, "tower-11-N"), (0, 1, "pavilion-6-N")))
    state = own(state, 1, alhambra=((1, 0, "arcades-9-none"),))
    record = scoring_round(state, 1, []).scorings[-1]
    assert record.points["tower"] == (1, 0, 0)
    assert record.points["pavilion"] == (3, 0, 0)
    assert record.points["arcades"] == (0, 6, 0)
    assert record.rows == SCORING_TILES[TOWER_FIRST]  # kept for the table and the log
    base = own(own(game(modules=()), 0, alhambra=((1, 0, "tower-11-N"),)), 1, alhambra=())
    assert scoring_round(base, 1, []).scorings[-1].points["tower"] == (6, 0, 0)
    assert scoring_round(base, 1, []).scorings[-1].rows == ()
    # round 3 with tile 2 (pavilion, chambers, garden, seraglio, tower, arcades): shared places
    state = own(state, 1, alhambra=((1, 0, "tower-11-S"),))
    record = scoring_round(state, 3, []).scorings[-1]
    assert record.points["tower"] == ((20 + 12) // 2, (20 + 12) // 2, 0)
    assert round_rows(state, 3) == SCORING_TILES["score-tile-2"]


def test_a_scoring_card_drawn_in_play_scores_with_the_first_tile():
    """NS2: the real refill that draws scoring card A uses round 1's tile."""
    state = with_scoring_next(game(chosen=(TOWER_FIRST, "score-tile-1", "score-tile-2")))
    seat = state.active_seat
    state = own(state, seat, alhambra=((1, 0, "tower-11-N"),))
    after, events = quick_turn(state)
    record = scoring_of(events)
    assert record.round == 1 and record.points["tower"][seat] == 1
    assert problems(after) == []


def test_dirks_majorities_use_the_tile_too():
    """Two players: Dirk is a participant of the same table."""
    state = game(players=2, chosen=(TOWER_FIRST, "score-tile-1", "score-tile-2"))
    state = own(state, 0, alhambra=())
    state = own(state, 1, alhambra=())
    state = rebase(state, dirk=("arcades-9-none", "arcades-10-none"))
    record = scoring_round(state, 1, []).scorings[-1]
    assert record.points["arcades"] == (0, 0, 6)  # row 6 in round 1


def test_hakim_chooses_his_half_building_by_the_tiles_points():
    """C §20: Hakim counts as usual. Tied on towers and pavilions; with tile 16 a pavilion
    (row 3: 3 points) beats a tower (row 1: 1 point), the reverse of the base table."""
    state = game(modules=(NAME, "characters"), chosen=(TOWER_FIRST, "score-tile-1",
                                                       "score-tile-2"))
    state = own(state, 0, alhambra=((1, 0, "tower-11-N"), (0, 1, "pavilion-6-N")))
    state = own(state, 1, alhambra=((1, 0, "tower-11-S"), (0, 1, "pavilion-2-NEW")))
    every = [list(x) for x in state.modules_state[OWNED]]
    every[0].append("hakim_wahid")
    state = rebase(state, modules_state={**state.modules_state, OWNED: every},
                   deck=tuple(c for c in state.deck if c != "hakim_wahid"),
                   out_of_game=tuple(c for c in state.out_of_game if c != "hakim_wahid"))
    record = scoring_round(state, 1, []).scorings[-1]
    assert record.halves == {"characters": {"pavilion": (1, 0, 0)}}
    assert record.points["pavilion"] == (3, 0, 0) and record.points["tower"] == (0, 0, 0)


def test_bonus_cards_and_yards_count_in_the_tiles_majorities():
    """C §20: a revealed bonus card adds a building; the tile sets what it pays."""
    state = game(modules=(NAME, "bonus_cards"), chosen=(TOWER_FIRST, "score-tile-1",
                                                        "score-tile-2"))
    assert modules_problem([NAME, "bonus_cards", "building_yards", "vizier"]) is None
    state = own(state, 0, alhambra=((1, 0, "garden-11-none"),))
    state = own(state, 1, alhambra=((1, 0, "garden-10-none"), (0, 1, "garden-10-N")))
    record = scoring_round(state, 1, []).scorings[-1]
    # seat 0 was dealt the card of its garden: scoring round 1 reveals and counts it (B4)
    assert record.added["bonus_cards"]["garden"] == (1, 0, 0)
    assert record.counts["garden"] == (2, 2, 0)
    assert record.points["garden"] == (2, 2, 0)  # garden in slot 4 of tile 16: 4 shared


@pytest.mark.parametrize("other", ["granada", "alhambra_granada"])
def test_not_with_granada_or_the_combination(other):
    """X1: the tiles order the base game's types."""
    problem = modules_problem([NAME, other], 3)
    assert problem is not None and problem.message_id == "engine-modules-not-with"


def test_a_broken_draw_is_reported():
    state = game(chosen=(TOWER_FIRST, TOWER_FIRST, "score-tile-2"))
    assert problems(state)
    assert tile_of(game(chosen=(TOWER_FIRST, "score-tile-1", "score-tile-2")), 2) == "score-tile-1"
