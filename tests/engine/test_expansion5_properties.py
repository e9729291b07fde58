"""The conformance suite with expansion 5 "Die Macht des Sultans" (caravanserai, art of the
Moors, the sultan's cards, new scoring tiles; shared/EXPANSIONS.md §4): random legal games
with the four modules together, with every module of expansions 1-4 as well, for two (Dirk)
and four players; every invariant after every action (the JSON round trip, the cards and
tiles counted, the hidden parts out of every public view and every other seat's view);
listed actions apply and read back; a replay of the log gives the stored snapshot. Each
module's own secrets are checked by its own suite; :mod:`tests.engine.test_no_leaks` checks
public events and views.
In the games with expansions 1-4 the invariants are checked after each step that concerns
expansion 5 and after every seventh (``helpers.concerns``)."""

import random

import pytest

from engine.alhambra import new_game
from engine.alhambra.random_play import play_random_game

from .expansion1_helpers import check_expansion1_secrets
from .gates_walls_helpers import check_edges_step
from .helpers import check_listed_actions, check_replay, concerns
from .test_expansion4_properties import EXPANSION_1, EXPANSION_4, EXPANSIONS_2_3

EXPANSION_5 = ["caravanserai", "art_of_the_moors", "sultan", "new_scoring_tiles"]
SETS = {
    "expansion_5": EXPANSION_5,
    "with_expansions_1_to_4": [*EXPANSION_1, *EXPANSIONS_2_3, *EXPANSION_4, *EXPANSION_5],
}
#: What the steps checked in the long games concern (``helpers.concerns``).
WORDS = ("caravanserai", "culture", "sultan", "scoring")
#: What each game must have seen happen (event kinds).
SEEN = {"caravanserai_bought", "caravanserai_stepped", "caravanserai_spent",
        "culture_tile_gained", "culture_tiles_turned", "sultan_card_bought", "sultan_claimed"}


def check(before, action, after, events):
    check_edges_step(before, action, after, events)
    check_expansion1_secrets(after)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_expansion_5_keep_every_invariant(name, players):
    seen = set()

    def step(before, action, after, events):
        seen.update(event.kind for event in events)
        if concerns(action, events, after, WORDS, SETS[name]):
            check(before, action, after, events)

    final, _ = play_random_game(players, 50 + players, random.Random(players),
                                modules=SETS[name], on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    if players == 4:  # (a short two-player game need not see all of them)
        assert seen >= SEEN, SEEN - seen


@pytest.mark.parametrize("modules", [EXPANSION_5, [*EXPANSION_4, *EXPANSION_5]])
def test_every_listed_action_applies_and_its_text_reads_back(modules):
    check_listed_actions(new_game(3, seed=31, modules=modules), random.Random(31), steps=250)


def test_replaying_a_game_with_expansions_1_to_5_gives_the_stored_snapshot():
    check_replay([*EXPANSION_1, *EXPANSIONS_2_3, *EXPANSION_4, *EXPANSION_5], players=4,
                 seed=2469, driver=9)
