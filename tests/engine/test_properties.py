"""Whole games of random legal actions, checking every invariant after every action."""

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.alhambra import (
    GameState,
    legal_actions,
    new_game,
    problems,
    view,
)
from engine.alhambra.events import ScoringRound
from engine.alhambra.random_play import play_random_game

from .helpers import check_listed_actions


@settings(max_examples=25, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), driver=st.integers(0, 2**32))
def test_random_games_keep_every_invariant(players, seed, driver):
    steps = 0

    def check(before, action, after, events):
        nonlocal steps
        steps += 1
        assert problems(after) == []
        assert GameState.model_validate_json(after.model_dump_json()) == after
        public = view(after, None).model_dump_json()
        for player in after.players:
            assert not any(card in public for card in player.hand)
        assert not any(tile in public for tile in after.bag)
        assert "hand" not in view(after, None).model_dump()
        if not any(isinstance(e, ScoringRound) for e in events):
            assert after.scores == before.scores
        if any(e.kind in ("turn_ended", "turn_restarted") for e in events) and not after.is_over:
            kinds = {a.kind for a in legal_actions(after, after.active_seat)}
            assert "restart_turn" not in kinds  # a fresh turn has nothing to undo
        if after.is_over:
            assert not legal_actions(after, 0) and after.active_seat is None
        else:
            assert legal_actions(after, after.active_seat)

    final, actions = play_random_game(
        players, seed, random.Random(driver), restart_chance=0.05, on_step=check
    )
    assert final.is_over and steps == len(actions)
    rounds = [record.round for record in final.scorings]
    assert rounds[-1] == 3 and rounds == sorted(rounds)
    assert final.scores == list(final.scorings[-1].totals)


@settings(max_examples=5, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), driver=st.integers(0, 2**32))
def test_every_listed_action_applies_and_its_text_reads_back(players, seed, driver):
    check_listed_actions(new_game(players, seed=seed), random.Random(driver))
