"""The conformance suite with the treasure chamber (expansion 4): random legal games with the
module alone, with expansions 1-3, with two players; every invariant after every action (the
JSON round trip, the chests accounted for, the bag's order in no view), listed actions apply
and read back, and a replay of the log gives the stored snapshot."""

import random

import pytest

from engine.alhambra import new_game, view
from engine.alhambra.modules import treasure_chamber as tc
from engine.alhambra.random_play import play_random_game

from .expansion1_helpers import check_expansion1_secrets
from .gates_walls_helpers import check_edges_step
from .helpers import check_listed_actions, check_replay, rebase

EXPANSION_1 = ["vizier", "exchange_offices", "bonus_cards", "building_yards"]
EXPANSIONS_2_3 = ["city_gates", "wall_cards", "camps", "characters", "street_trader", "thieves",
                  "diamonds", "change"]
SETS = {
    "alone": ["treasure_chamber"],
    "with_expansions_1_3": ["treasure_chamber", *EXPANSION_1, *EXPANSIONS_2_3],
}


def check(before, action, after, events):
    """Every invariant, and the chest bag's order in no view: a view of the game with the
    bag reversed is the same."""
    check_edges_step(before, action, after, events)
    check_expansion1_secrets(after)
    if after.moves % 5 == 0 and len(tc.bag(after)) > 1:
        other = rebase(after, modules_state={**after.modules_state,
                                             tc.BAG: tc.bag(after)[::-1]})
        for seat in (None, *range(len(after.players))):
            assert view(other, seat).modules_view == view(after, seat).modules_view


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_the_treasure_chamber_keep_every_invariant(name, players):
    kinds, events_seen = set(), set()

    def step(before, action, after, events):
        kinds.add(action.kind)
        events_seen.update(e.kind for e in events)
        check(before, action, after, events)

    final, _ = play_random_game(players, 40 + players, random.Random(players),
                                modules=SETS[name], on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert "buy_chests" in kinds and "chest_placed" in events_seen
    assert all("treasure_chamber" in record.extra for record in final.scorings)


def test_the_buyer_and_a_receiver_choose_in_a_random_game_too():
    """A seed where some buyer has a choice (TC3) and some receiver of chests passed on has
    one (TC2, out of turn: placing or leaving it), and it plays out legally."""
    by_buyer, by_receiver = set(), set()

    def step(before, action, after, events):
        if before.flow.window_seats and tc.passing(before) is not None:
            by_receiver.add(action.kind)
        else:
            by_buyer.add(action.kind)
        check(before, action, after, events)

    play_random_game(3, 8, random.Random(8), modules=["treasure_chamber"], on_step=step)
    assert "place_chest" in by_buyer
    assert by_receiver == {"place_chest", "pass_chests"}


@pytest.mark.parametrize("modules", [SETS["alone"], SETS["with_expansions_1_3"]])
def test_every_listed_action_applies_and_its_text_reads_back(modules):
    check_listed_actions(new_game(3, seed=29, modules=modules), random.Random(29), steps=200)


def test_replaying_a_game_with_the_treasure_chamber_gives_the_stored_snapshot():
    check_replay(SETS["with_expansions_1_3"], players=3, seed=1357, driver=8)
