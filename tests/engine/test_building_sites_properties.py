"""The conformance suite with the building sites (expansion 6, shared/EXPANSIONS.md "BS"):
random legal games of the module alone, with every module of expansions 1-5, and with two
players (Dirk); every invariant after every action (the JSON round trip, the tiles and
cards counted, the other modules' secrets), the marker bag's order never in a view or a
public event, the unfinished sites never among the majorities' buildings, listed actions
apply and read back, a replay of the log gives the stored snapshot.
In the long games with expansions 1-5 the invariants are checked after each step that
concerns the module and after every seventh (``helpers.concerns``)."""

import random

import pytest

from engine.alhambra import new_game, view
from engine.alhambra.modules.building_sites import bag
from engine.alhambra.random_play import play_random_game
from engine.alhambra.ruleset import rules_of
from engine.alhambra.site_marks import sites

from .expansion1_helpers import check_expansion1_secrets
from .gates_walls_helpers import check_edges_step
from .helpers import check_listed_actions, check_replay, concerns
from .test_expansion4_properties import EXPANSION_1, EXPANSION_4, EXPANSIONS_2_3
from .test_expansion5_properties import EXPANSION_5

EVERYTHING = [*EXPANSION_1, *EXPANSIONS_2_3, *EXPANSION_4, *EXPANSION_5, "building_sites"]
#: name -> (modules, players, seed)
#: The modules a site means something to (BS3, §8), for a three-player game.
NEIGHBOURS = ["building_sites", "building_yards", "bonus_cards", "camps", "street_trader",
              "treasure_chamber", "bazaars", "caravanserai", "art_of_the_moors", "change",
              "diamonds", "master_builders", "exchange_offices", "invaders"]
SETS = {
    "alone": (["building_sites"], 3, 11),
    "two_players": (["building_sites"], 2, 12),
    "with_the_modules_it_touches": (NEIGHBOURS, 3, 13),
    "two_players_with_expansions_1_to_5": (EVERYTHING, 2, 14),
}


def check(before, action, after, events):
    """Every invariant; the marker bag's order nowhere; no unfinished site in a majority."""
    check_edges_step(before, action, after, events)
    if len(after.options.modules) > 1:
        check_expansion1_secrets(after)
    if len(after.options.modules) > 1 and not action.kind.endswith("_site"):
        return  # (the large sets: the views are read where a marker moves, to stay quick)
    order = bag(after)
    shown = [view(after, None).model_dump_json(),
             *(view(after, s).model_dump_json() for s in range(len(after.players))),
             *(e.model_dump_json() for e in events)]
    for text in shown:
        assert not [m for m in order if f'"{m}"' in text]
    unfinished = set(sites(after))
    rules = rules_of(after)
    for seat in range(len(after.players)):
        assert not unfinished & {t.id for t in rules.scored_tiles(after, seat)}


@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_building_sites_keep_every_invariant(name):
    modules, players, seed = SETS[name]
    seen = set()

    def step(before, action, after, events):
        seen.update(e.kind for e in events)
        if concerns(action, events, after, ("site",), modules):
            check(before, action, after, events)

    final, _ = play_random_game(players, seed, random.Random(players), modules=modules,
                                on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert {"site_bought", "site_completed"} <= seen


def test_every_listed_action_applies_and_its_text_reads_back():
    check_listed_actions(new_game(3, seed=37, modules=["building_sites", "diamonds", "change",
                                                       "exchange_offices"]),
                         random.Random(37), steps=250)


def test_replaying_a_game_with_building_sites_gives_the_stored_snapshot():
    check_replay(["building_sites", "change", "street_trader", "treasure_chamber"], players=3,
                 seed=4242, driver=5)
