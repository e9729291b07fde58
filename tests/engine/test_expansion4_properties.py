"""The conformance suite with expansion 4 "Die Schatzkammer des Kalifen" (treasure chamber,
master builders, invaders and scouts, bazaars; shared/EXPANSIONS.md §3): random legal games
with the four modules together, with every module of expansions 1-3 as well, for two
(Dirk) and four players, and master builders with Granada and the combination (X1); every
invariant after every action (the JSON round trip, the cards and tiles counted, the hidden
parts out of every public view and every other seat's view); listed actions apply and read
back; a replay of the log gives the stored snapshot. Each module's own secrets are checked
by its own suite; :mod:`tests.engine.test_no_leaks` checks public events and views."""

import random

import pytest

from engine.alhambra import new_game
from engine.alhambra.random_play import play_random_game

from .expansion1_helpers import check_expansion1_secrets
from .gates_walls_helpers import check_edges_step
from .helpers import check_listed_actions, check_replay

EXPANSION_1 = ["vizier", "exchange_offices", "bonus_cards", "building_yards"]
EXPANSIONS_2_3 = ["city_gates", "wall_cards", "camps", "characters", "street_trader", "thieves",
                  "diamonds", "change"]
EXPANSION_4 = ["treasure_chamber", "master_builders", "invaders", "bazaars"]
SETS = {
    "expansion_4": EXPANSION_4,
    "with_expansions_1_to_3": [*EXPANSION_1, *EXPANSIONS_2_3, *EXPANSION_4],
}
#: What each game must have seen happen (event kinds).
SEEN = {"chests_bought", "master_builder_used", "bazaar_bought", "scout_taken",
        "invaders_attacked"}


def check(before, action, after, events):
    check_edges_step(before, action, after, events)
    check_expansion1_secrets(after)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_expansion_4_keep_every_invariant(name, players):
    seen = set()

    def step(before, action, after, events):
        seen.add(action.kind)
        seen.update(event.kind for event in events)
        check(before, action, after, events)

    final, _ = play_random_game(players, 40 + players, random.Random(players),
                                modules=SETS[name], on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert seen >= SEEN, SEEN - seen


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("game", ["granada", "alhambra_granada"])
def test_master_builders_with_granada_keep_every_invariant(game, players):
    final, _ = play_random_game(players, 9, random.Random(9), restart_chance=0.05,
                                on_step=check, modules=[game, "master_builders", "vizier",
                                                        "exchange_offices", "change"])
    assert final.is_over and final.scores == list(final.scorings[-1].totals)


@pytest.mark.parametrize("modules", [EXPANSION_4, [*EXPANSIONS_2_3, *EXPANSION_4]])
def test_every_listed_action_applies_and_its_text_reads_back(modules):
    check_listed_actions(new_game(3, seed=29, modules=modules), random.Random(29), steps=250)


def test_replaying_a_game_with_expansions_1_to_4_gives_the_stored_snapshot():
    check_replay([*EXPANSION_1, *EXPANSIONS_2_3, *EXPANSION_4], players=4, seed=1357, driver=8)
