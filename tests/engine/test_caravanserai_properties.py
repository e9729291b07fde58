"""The conformance suite with the caravanserai (expansion 5): random legal games of the
module alone, with expansions 1-3, and with two players (Dirk); every invariant after every
action (with the JSON round trip), caravanserais bought, stepped and spent, listed actions
apply and read back, a replay of the log gives the stored snapshot."""

import random

import pytest

from engine.alhambra import new_game
from engine.alhambra.modules.caravanserai import is_item
from engine.alhambra.random_play import play_random_game

from .gates_walls_helpers import check_edges_step
from .helpers import check_listed_actions, check_replay
from .test_expansions_2_3_properties import EXPANSION_1, EXPANSIONS_2_3
from .test_expansions_2_3_properties import check as check_2_3

#: name -> (modules, players, seed): seeds whose game buys, steps and spends a caravanserai.
SETS = {
    "alone": (["caravanserai"], 3, 7),
    "two_players": (["caravanserai"], 2, 6),
    "with_expansions_1_3": (["caravanserai", *EXPANSION_1, *EXPANSIONS_2_3], 3, 10),
    "with_expansion_4": (["caravanserai", "treasure_chamber", "master_builders", "invaders",
                          "bazaars", "vizier", "change"], 3, 2),
}


def check(before, action, after, events):
    if len(after.options.modules) > 1:
        check_2_3(before, action, after, events)
    else:
        check_edges_step(before, action, after, events)
    assert not [c for c in after.discard if is_item(c)]


@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_the_caravanserai_keep_every_invariant(name):
    modules, players, seed = SETS[name]
    kinds, spent = set(), []

    def step(before, action, after, events):
        kinds.add(action.kind)
        spent.extend(e for e in events if e.kind == "caravanserai_spent")
        check(before, action, after, events)

    final, _ = play_random_game(players, seed, random.Random(players),
                                modules=modules, on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert {"buy_caravanserai", "step_caravanserai"} <= kinds and spent


def test_every_listed_action_applies_and_its_text_reads_back():
    check_listed_actions(new_game(3, seed=29, modules=["caravanserai", "vizier", "characters",
                                                       "diamonds", "exchange_offices"]),
                         random.Random(29), steps=250)


def test_replaying_a_game_with_the_caravanserai_gives_the_stored_snapshot():
    check_replay(["caravanserai", "vizier", "characters", "change"], players=3, seed=1357,
                 driver=4)
