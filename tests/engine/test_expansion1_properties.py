"""The conformance suite with expansion 1 (rule book p. 14-16): random legal games with all
four modules on, with two players, and the vizier and the exchange offices with Granada and
the combination (the book: "Auch mit Granada kombinierbar!"), checking every invariant after
every action, hidden information included; listed actions apply and read back; a replay of
the log gives the stored snapshot."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.alhambra import new_game
from engine.alhambra.random_play import play_random_game

from .expansion1_helpers import check_expansion1_secrets
from .helpers import check_listed_actions, check_replay
from .test_granada_properties import check_step

ALL_FOUR = ["vizier", "exchange_offices", "bonus_cards", "building_yards"]
WITH_GRANADA = ["vizier", "exchange_offices"]


def check_hidden(before, action, after, events):
    """``check_step``, and expansion 1's secrets (:func:`check_expansion1_secrets`)."""
    check_step(before, action, after, events)
    check_expansion1_secrets(after)


@settings(max_examples=6, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), driver=st.integers(0, 2**32))
def test_random_games_with_all_four_modules_keep_every_invariant(players, seed, driver):
    kinds = set()

    def check(before, action, after, events):
        kinds.add(action.kind)
        check_hidden(before, action, after, events)

    final, _ = play_random_game(players, seed, random.Random(driver), restart_chance=0.05,
                                on_step=check, modules=ALL_FOUR)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert {"take_yard", "pass_vizier"} <= kinds


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("game", ["granada", "alhambra_granada"])
def test_the_vizier_and_the_offices_with_granada_keep_every_invariant(game, players):
    final, actions = play_random_game(players, 5, random.Random(5), restart_chance=0.05,
                                      on_step=check_hidden, modules=[game, *WITH_GRANADA])
    assert final.is_over
    assert any(a.kind == "use_vizier" for a in actions)


@pytest.mark.parametrize("modules", [ALL_FOUR, ["granada", *WITH_GRANADA]])
def test_every_listed_action_applies_and_its_text_reads_back(modules):
    check_listed_actions(new_game(3, seed=21, modules=modules), random.Random(21), steps=250)


def test_replaying_a_game_with_all_four_modules_gives_the_stored_snapshot():
    """The log holds out-of-turn answers too: replayed by whoever gave them."""
    check_replay(ALL_FOUR, players=4, seed=4321, driver=4)
