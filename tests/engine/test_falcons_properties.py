"""The conformance suite with the falcons (expansion 6, module ``falcons``): random legal
games of the module alone, with two players (Dirk), and with every module of expansions
1-5; every invariant after every action (the JSON round trip, the falcons counted, the
order beneath each stack's top out of every view and every public event), listed actions
apply and read back, a replay of the log gives the stored snapshot.
In the long games with expansions 1-5 the invariants are checked after each step that
concerns the module and after every seventh (``helpers.concerns``)."""

import json
import random

import pytest

from engine.alhambra import new_game, view
from engine.alhambra.modules.falcons import falcon_points, stacks
from engine.alhambra.random_play import play_random_game

from .expansion1_helpers import check_expansion1_secrets
from .gates_walls_helpers import check_edges_step
from .helpers import check_listed_actions, check_replay, concerns
from .test_expansion4_properties import EXPANSION_1, EXPANSION_4, EXPANSIONS_2_3
from .test_expansion5_properties import EXPANSION_5

EVERYTHING = ["falcons", *EXPANSION_1, *EXPANSIONS_2_3, *EXPANSION_4, *EXPANSION_5]
#: The modules whose rules touch the falcons' (yards' colours, camps as tiles, Ammar's
#: rebuilds, what pays: diamonds, coins, master builders, a caravanserai's value).
NEIGHBOURS = ["falcons", "building_yards", "camps", "characters", "diamonds", "change",
              "master_builders", "caravanserai"]
#: name -> (modules, players, seed): seeds whose game buys falcons. (Every module of
#: expansions 1-5 with four players is the lead's conformance suite's: a minute.)
SETS = {
    "alone": (["falcons"], 3, 0),
    "two_players": (["falcons"], 2, 1),
    "with_its_neighbours": (NEIGHBOURS, 4, 2),
    "two_players_with_expansions_1_to_5": (EVERYTHING, 2, 3),
}


def check(before, action, after, events):
    """Every invariant, the other modules' secrets, and no falcon beneath a stack's top
    named in public or in an event (a seat's own view shows the falcons as the public one
    does: ``Falcons.view_fields`` reads no seat; :mod:`tests.engine.test_no_leaks` checks
    every seat's view)."""
    check_edges_step(before, action, after, events)
    check_expansion1_secrets(after)
    hidden = [falcon for stack in stacks(after).values() for falcon in stack[1:]]
    shown = [json.dumps(view(after, None).modules_view["falcons"]),
             *(e.model_dump_json() for e in events)]
    for text in shown:
        assert not [f for f in hidden if f'"{f}"' in text]


@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_falcons_keep_every_invariant(name):
    modules, players, seed = SETS[name]
    kinds = set()

    def step(before, action, after, events):
        kinds.add(action.kind)
        if concerns(action, events, after, ("falcon",), modules):
            check(before, action, after, events)

    final, _ = play_random_game(players, seed, random.Random(seed), modules=modules,
                                on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert final.scorings[-1].extra["falcons"] == tuple(
        falcon_points(final, s) for s in range(players))
    assert "buy_falcons" in kinds


def test_every_listed_action_applies_and_its_text_reads_back():
    check_listed_actions(new_game(3, seed=29, modules=["falcons", "camps", "master_builders",
                                                       "diamonds", "change"]),
                         random.Random(29), steps=250)


def test_replaying_a_game_with_falcons_gives_the_stored_snapshot():
    check_replay(["falcons", "camps", "characters", "master_builders"], players=3, seed=1357,
                 driver=4)
