"""The conformance suite with the portals (expansion 6): random legal games of the module
alone, with every module of expansions 1-5, and with two players (Dirk); every invariant
after every action (with the JSON round trip, every portal accounted for once, no portal
without a building of its type beside it), listed actions apply and read back, a replay of
the log gives the stored snapshot. The portals hide nothing: their supply is public.
In the long games with expansions 1-5 the invariants are checked after each step that
concerns the module and after every seventh (``helpers.concerns``)."""

import random

import pytest

from engine.alhambra import new_game
from engine.alhambra.modules.portals import PORTAL_IDS, is_portal, portal_points, stranded
from engine.alhambra.random_play import play_random_game

from .helpers import check_listed_actions, check_replay, concerns
from .test_expansion4_properties import EXPANSION_1, EXPANSION_4, EXPANSIONS_2_3
from .test_expansion5_properties import EXPANSION_5
from .test_expansions_2_3_properties import check as check_2_3

EVERYTHING = [*EXPANSION_1, *EXPANSIONS_2_3, *EXPANSION_4, *EXPANSION_5]
#: name -> (modules, players, seed): seeds whose game buys and builds portals.
SETS = {
    "alone": (["portals"], 3, 1),
    "two_players": (["portals"], 2, 1),
    "with_expansions_1_to_5": (["portals", *EVERYTHING], 3, 7),  # (a seed where a portal
    # is built: the rules of issue 40 changed every game with chests or sultans)
}


def check(before, action, after, events):
    """Every invariant (the other modules' secrets too), and no built portal without a
    building of its type on an open side, none with Dirk."""
    check_2_3(before, action, after, events)
    for player in after.players:
        assert stranded(player.grid) == []
    assert not [t for t in after.dirk or () if is_portal(t)]


@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_portals_keep_every_invariant(name):
    modules, players, seed = SETS[name]
    kinds = set()

    def step(before, action, after, events):
        kinds.add(action.kind)
        if concerns(action, events, after, ("portal",), modules):
            check(before, action, after, events)

    final, _ = play_random_game(players, seed, random.Random(players), modules=modules,
                                on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert "buy_portal" in kinds
    assert any(t in PORTAL_IDS or is_portal(t) for p in final.players
               for _, _, t in p.alhambra)
    assert final.scorings[-1].extra["portals"] == tuple(
        portal_points(final, s) for s in range(players))


def test_every_listed_action_applies_and_its_text_reads_back():
    check_listed_actions(new_game(3, seed=29, modules=["portals", "vizier", "camps",
                                                       "building_yards", "change"]),
                         random.Random(29), steps=250)


def test_replaying_a_game_with_portals_gives_the_stored_snapshot():
    check_replay(["portals", "camps", "wall_cards", "change"], players=3, seed=1357, driver=4)
