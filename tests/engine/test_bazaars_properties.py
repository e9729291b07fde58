"""The conformance suite with the bazaars (expansion 4): random legal games of the module
alone, with expansions 1-3, and with two players (Dirk); every invariant after every action
(with the JSON round trip), the bazaars in the bag never in a view or a public event,
listed actions apply and read back, a replay of the log gives the stored snapshot."""

import random

import pytest

from engine.alhambra import new_game, view
from engine.alhambra.modules.bazaars import BAZAAR_IDS, bazaar_points, waiting
from engine.alhambra.random_play import play_random_game

from .gates_walls_helpers import check_edges_step
from .helpers import check_listed_actions, check_replay
from .test_expansions_2_3_properties import EXPANSION_1, EXPANSIONS_2_3
from .test_expansions_2_3_properties import check as check_2_3

#: name -> (modules, players, seed): seeds whose game buys a bazaar (and ends quickly).
SETS = {
    "alone": (["bazaars"], 3, 51),
    "two_players": (["bazaars"], 2, 43),
    "with_expansions_1_3": (["bazaars", *EXPANSION_1, *EXPANSIONS_2_3], 3, 48),
    "two_players_with_expansions_1_3": (["bazaars", "vizier", "exchange_offices", "camps",
                                         "characters", "diamonds", "change", "wall_cards"], 2,
                                        48),
}


def check(before, action, after, events):
    """Every invariant, the other modules' secrets, and the bazaars still in the bag named
    nowhere in public or in any seat's view."""
    if len(after.options.modules) > 1:
        check_2_3(before, action, after, events)
    else:
        check_edges_step(before, action, after, events)
    hidden = [t for t in after.bag if t in BAZAAR_IDS]
    shown = [view(after, None).model_dump_json(),
             *(view(after, s).model_dump_json() for s in range(len(after.players))),
             *(e.model_dump_json() for e in events)]
    for text in shown:
        assert not [t for t in hidden if f'"{t}"' in text]


@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_bazaars_keep_every_invariant(name):
    modules, players, seed = SETS[name]
    kinds = set()

    def step(before, action, after, events):
        kinds.add(action.kind)
        check(before, action, after, events)

    final, _ = play_random_game(players, seed, random.Random(players),
                                modules=modules, on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert final.scorings[-1].extra["bazaars"] == tuple(bazaar_points(p.alhambra)
                                                        for p in final.players)
    assert "buy_bazaar" in kinds
    assert set(waiting(final)) <= BAZAAR_IDS


def test_every_listed_action_applies_and_its_text_reads_back():
    check_listed_actions(new_game(3, seed=29, modules=["bazaars", "vizier", "characters",
                                                       "diamonds", "exchange_offices"]),
                         random.Random(29), steps=250)


def test_replaying_a_game_with_bazaars_gives_the_stored_snapshot():
    check_replay(["bazaars", "vizier", "characters", "camps"], players=3, seed=1357, driver=4)
