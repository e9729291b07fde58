"""The conformance suite run for the combination Alhambra + Granada (rule book p. 12-13):
every invariant after every action of random legal games (all tiles accounted for, JSON
round-trip, hidden information), listed actions apply and read back, replay = snapshot,
and whole games of 2, 3, 4 and 6 players to the final scores."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.alhambra import (
    ACTION_ADAPTER,
    GameState,
    apply,
    new_game,
    problems,
)
from engine.alhambra.components import TILES, physical
from engine.alhambra.events import ScoringRound
from engine.alhambra.modules.alhambra_granada import COMBINATION_RULES, city_grid, longest_stretch
from engine.alhambra.random_play import play_random_game
from engine.alhambra.scoring import longest_outer_wall

from .helpers import check_listed_actions
from .test_granada_properties import check_step

MODULES = ["alhambra_granada"]


@settings(max_examples=2, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), driver=st.integers(0, 2**32),
       simplified=st.booleans())
def test_random_combination_games_keep_every_invariant(players, seed, driver, simplified):
    modules = MODULES + (["granada_simplified"] if simplified else [])
    final, _ = play_random_game(players, seed, random.Random(driver), restart_chance=0.05,
                                on_step=check_step, modules=modules)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)


@settings(max_examples=2, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), driver=st.integers(0, 2**32))
def test_every_listed_combination_action_applies_and_its_text_reads_back(players, seed, driver):
    check_listed_actions(new_game(players, seed=seed, modules=MODULES), random.Random(driver))


def test_replaying_a_combination_game_from_its_seed_gives_the_stored_snapshot():
    final, actions = play_random_game(4, 8765, random.Random(3), restart_chance=0.05,
                                      modules=MODULES)
    snapshot = final.model_dump_json()
    state = new_game(4, seed=8765, modules=MODULES)
    for raw in [ACTION_ADAPTER.dump_json(a) for a in actions]:
        state, _ = apply(state, state.active_seat, ACTION_ADAPTER.validate_json(raw))
    assert state.model_dump_json() == snapshot
    assert state == GameState.model_validate_json(snapshot)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_whole_combination_game_to_the_final_scores(players):
    """Every scoring round re-checked (p. 13): the Alhambra's wall and Granada's moat each
    measured alone, 2 points per side of wall beside moat; both tile sets accounted for."""
    checked = []

    def on_step(before, action, after, events):
        assert problems(after) == []
        for event in events:
            if not isinstance(event, ScoringRound):
                continue
            record = event.record
            grids = [p.grid for p in before.players]
            assert record.walls == tuple(longest_outer_wall(city_grid(g, "alhambra"))
                                         for g in grids)
            assert record.extra["moat"] == tuple(longest_outer_wall(city_grid(g, "granada"))
                                                 for g in grids)
            assert record.extra["wall_and_moat"] == tuple(2 * longest_stretch(g)
                                                          for g in grids)
            assert set(record.points) == set(COMBINATION_RULES.buildings)
            checked.append(record.round)

    final, actions = play_random_game(players, 200 + players, random.Random(players),
                                      on_step=on_step, modules=MODULES)
    assert final.is_over and checked[0] == 1 and checked[-1] == 3
    assert final.scores == list(final.scorings[-1].totals) and final.winners
    everywhere = Counter(physical(t) for t in final.bag + tuple(
        t for t in final.market + final.second_market if t) + (final.dirk or ()))
    for player in final.players:
        everywhere.update(physical(t) for _, _, t in player.alhambra if not TILES[t].start)
        everywhere.update(physical(t) for t in player.reserve + player.bought)
    assert everywhere == Counter(COMBINATION_RULES.tiles())
    assert any(a.kind == "buy_second" for a in actions)
    assert any(p.cities for p in final.players)


@pytest.mark.parametrize("seed", [1, 2])
def test_the_listed_places_removals_and_exchanges_are_exactly_those_the_rules_allow(seed):
    """legal_actions lists the combination's placements, removals and exchanges from fast
    checks per plane; after every action of a random game they must agree, cell by cell,
    with the checks that explain a refusal (p. 13 and decisions C4, C5)."""
    rules = COMBINATION_RULES
    ids = sorted({TILES[t].id for t in TILES if TILES[t].city in ("alhambra", "granada")
                  and not TILES[t].start})
    sample = random.Random(seed)

    def on_step(before, action, after, events):
        seat = before.active_seat
        grid = after.players[seat].grid
        around = {(x + dx, y + dy) for x, y in grid
                  for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))} - set(grid)
        for tile in sample.sample(ids, 4):
            assert rules.legal_positions(after, seat, tile) == {
                c for c in around if rules.placement_problem(after, seat, tile, c) is None}
            assert rules.legal_exchanges(after, seat, tile) == {
                c for c in grid if rules.exchange_problem(after, seat, tile, c) is None}
        assert rules.legal_removals(after, seat) == {
            c for c in grid if rules.removal_problem(after, seat, c) is None}

    play_random_game(3, seed, random.Random(seed), on_step=on_step, modules=MODULES)
