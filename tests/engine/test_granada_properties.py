"""The conformance suite run for Granada (rule book p. 8-11): whole games of random legal
actions, checking every invariant after every action, replays, text forms, and a full game
of 2, 3, 4 and 6 players to the final scores with every scoring round re-checked."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.alhambra import (
    ACTION_ADAPTER,
    GameState,
    apply,
    legal_actions,
    new_game,
    problems,
    view,
)
from engine.alhambra.components import TILES, other_face, physical
from engine.alhambra.events import ScoringRound
from engine.alhambra.modules.granada import BUILDINGS, MULTIPLIERS, SIMPLIFIED, TILE_IDS
from engine.alhambra.random_play import play_random_game
from engine.alhambra.scoring import longest_outer_wall

from .helpers import check_listed_actions


def check_step(before, action, after, events):
    """Every invariant after one action (see test_properties.py for the base game)."""
    assert problems(after) == []
    assert GameState.model_validate_json(after.model_dump_json()) == after
    for seat in (None, after.active_seat if after.active_seat is not None else 0):
        text = view(after, seat).model_dump_json()
        for tile in after.bag:  # p. 9: the bag's tiles are unknown on both faces
            assert f'"{tile}"' not in text and f'"{other_face(tile)}"' not in text
        for player in after.players:
            if seat is None or player is not after.players[seat]:
                assert not any(f'"{card}"' in text for card in player.hand)
    if not any(isinstance(e, ScoringRound) for e in events):
        assert after.scores == before.scores
    if after.is_over:
        assert not legal_actions(after, 0) and after.active_seat is None
    else:  # while a window between turns is open, its seats act
        assert all(legal_actions(after, s) for s in after.flow.window_seats or
                   (after.active_seat,))


@settings(max_examples=4, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), driver=st.integers(0, 2**32),
       simplified=st.booleans())
def test_random_granada_games_keep_every_invariant(players, seed, driver, simplified):
    modules = ["granada", "granada_simplified"] if simplified else ["granada"]
    final, actions = play_random_game(players, seed, random.Random(driver), restart_chance=0.05,
                                      on_step=check_step, modules=modules)
    assert final.is_over
    assert [r.round for r in final.scorings][-1] == 3
    assert final.scores == list(final.scorings[-1].totals)


@settings(max_examples=2, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), driver=st.integers(0, 2**32))
def test_every_listed_granada_action_applies_and_its_text_reads_back(players, seed, driver):
    check_listed_actions(new_game(players, seed=seed, modules=["granada"]), random.Random(driver))


def test_replaying_a_granada_game_from_its_seed_gives_the_stored_snapshot():
    final, actions = play_random_game(4, 4321, random.Random(7), restart_chance=0.05,
                                      modules=["granada"])
    snapshot = final.model_dump_json()
    state = new_game(4, seed=4321, modules=["granada"])
    for raw in [ACTION_ADAPTER.dump_json(a) for a in actions]:
        state, _ = apply(state, state.active_seat, ACTION_ADAPTER.validate_json(raw))
    assert state == GameState.model_validate_json(snapshot)
    assert state.model_dump_json() == snapshot


def expected_points(counts, best, payouts):
    """An independent ranking: most tiles first, then the highest price (p. 10); Granada
    never shares a place, since no two participants can hold the same price."""
    ranked = sorted((i for i, n in enumerate(counts) if n), key=lambda i: (-counts[i], -best[i]))
    points = [0] * len(counts)
    for place, who in enumerate(ranked[: len(payouts)]):
        points[who] = payouts[place]
    return tuple(points)


@pytest.mark.parametrize("players", [2, 3, 4, 6])
def test_a_whole_granada_game_to_the_final_scores(players):
    """A full random game with every scoring round re-computed from the cities (p. 10):
    1st/2nd/3rd paid multiplier x the number of that building in all cities, ties by the
    highest price, the longest moat like the outer wall; Dirk only with two players."""
    checked = []

    def on_step(before, action, after, events):
        for event in events:
            if not isinstance(event, ScoringRound):
                continue
            record = event.record
            cities = [[TILES[t] for _, _, t in p.alhambra if not TILES[t].start]
                      for p in before.players]
            participants = cities + ([[TILES[t] for t in before.dirk]] if players == 2 else [])
            assert set(record.counts) == set(record.points) == set(BUILDINGS)
            for b in BUILDINGS:
                counts = tuple(sum(t.building == b for t in c) for c in participants)
                best = tuple(max((t.price for t in c if t.building == b), default=0)
                             for c in participants)
                visible = sum(counts[:players])
                assert record.counts[b] == counts and record.best_prices[b] == best
                assert record.visible[b] == visible
                payouts = tuple(m * visible for m in MULTIPLIERS[record.round])
                assert record.points[b] == expected_points(counts, best, payouts)
            assert record.walls == tuple(longest_outer_wall(p.grid) for p in before.players)
            gained = [after.scores[s] - before.scores[s] for s in range(players)]
            if sum(isinstance(e, ScoringRound) for e in events) == 1:
                assert gained == [record.walls[s] + sum(record.points[b][s] for b in BUILDINGS)
                                  for s in range(players)]
            checked.append(record.round)

    final, actions = play_random_game(players, 100 + players, random.Random(players),
                                      on_step=on_step, modules=["granada"])
    assert final.is_over and checked == [1, 2, 3]
    assert final.scores == list(final.scorings[-1].totals) and final.winners
    assert problems(final) == []
    everywhere = Counter(physical(t) for t in final.bag + tuple(t for t in final.market if t)
                         + (final.dirk or ()))
    for player in final.players:
        everywhere.update(physical(t) for _, _, t in player.alhambra if not TILES[t].start)
        everywhere.update(physical(t) for t in player.reserve + player.bought)
    assert everywhere == Counter(TILE_IDS)
    assert any(a.kind == "flip" for a in actions) or players == 2


def test_a_whole_game_with_the_simplified_scoring_pays_only_its_fixed_points():
    """p. 11: "feste Punktzahlen": 3 | 10, 3 | 18, 10, 3 whatever the number of tiles."""
    final, _ = play_random_game(3, 55, random.Random(5), modules=["granada", "granada_simplified"])
    for record in final.scorings:
        paid = Counter(p for b in BUILDINGS for p in record.points[b] if p)
        assert set(paid) <= set(SIMPLIFIED[record.round])
        assert all(sorted((p for p in record.points[b] if p), reverse=True)
                   == list(SIMPLIFIED[record.round][: sum(1 for p in record.points[b] if p)])
                   for b in BUILDINGS)
