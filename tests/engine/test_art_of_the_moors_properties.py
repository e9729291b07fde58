"""The conformance suite with the art of the Moors (expansion 5): random legal games of the
module alone, with expansions 1-3, with expansion 4 and with two players (Dirk); every
invariant after every action (with the JSON round trip), listed actions apply and read back,
a replay of the log gives the stored snapshot, and the culture term of every scoring is the
sum of the values at the gems."""

import random

import pytest

from engine.alhambra import new_game
from engine.alhambra.modules.art_of_the_moors import TERM, points, tiles
from engine.alhambra.random_play import play_random_game

from .gates_walls_helpers import check_edges_step
from .helpers import check_listed_actions, check_replay
from .test_expansions_2_3_properties import EXPANSION_1, EXPANSIONS_2_3
from .test_expansions_2_3_properties import check as check_2_3

EXPANSION_4 = ["treasure_chamber", "master_builders", "invaders", "bazaars"]
#: name -> (modules, players, seed)
SETS = {
    "alone": (["art_of_the_moors"], 3, 51),
    "two_players": (["art_of_the_moors"], 2, 43),
    "with_expansions_1_3": (["art_of_the_moors", *EXPANSION_1, *EXPANSIONS_2_3], 3, 48),
    "with_expansion_4": (["art_of_the_moors", "vizier", *EXPANSION_4], 4, 7),
}


def check(before, action, after, events):
    if len(after.options.modules) > 1:
        check_2_3(before, action, after, events)
    else:
        check_edges_step(before, action, after, events)
    for seat in range(len(after.players) if action.kind != "restart_turn" else 0):  # AM5
        old, new = tiles(before, seat), tiles(after, seat)
        assert all(new.get(p, -1) >= c for p, c in old.items())


@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_culture_tiles_keep_every_invariant(name):
    modules, players, seed = SETS[name]
    kinds = set()

    def step(before, action, after, events):
        kinds.add(action.kind)
        check(before, action, after, events)

    final, _ = play_random_game(players, seed, random.Random(players),
                                modules=modules, on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert final.scorings[-1].extra[TERM] == tuple(points(final, s) for s in range(players))
    assert "turn_culture_tiles" in kinds


def test_every_listed_action_applies_and_its_text_reads_back():
    check_listed_actions(new_game(3, seed=29, modules=["art_of_the_moors", "vizier",
                                                       "characters", "camps"]),
                         random.Random(29), steps=250)


def test_replaying_a_game_with_culture_tiles_gives_the_stored_snapshot():
    check_replay(["art_of_the_moors", "vizier", "characters", "camps"], players=3, seed=1357,
                 driver=4)
