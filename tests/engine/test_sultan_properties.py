"""Random games with the sultan's cards (expansion 5): alone, with expansions 1-3, with the
vizier and the characters (whose windows come before and after the claim), and with two
players; every invariant after every action (with the JSON round trip and the deck's sultan
cards hidden), cards bought and tiles claimed, listed actions that apply and read back, and
a replay of the log that gives the stored snapshot."""

import random

import pytest

from engine.alhambra import new_game, view
from engine.alhambra.modules.sultan import SULTAN_IDS
from engine.alhambra.random_play import play_random_game

from .gates_walls_helpers import check_edges_step
from .helpers import check_listed_actions, check_replay

EXPANSION_1 = ["vizier", "exchange_offices", "bonus_cards", "building_yards"]
EXPANSIONS_2_3 = ["city_gates", "wall_cards", "camps", "characters", "street_trader", "thieves",
                  "diamonds", "change"]
SETS = {
    "alone": ["sultan"],
    "with_windows": ["sultan", "vizier", "thieves", "characters", "change"],
    "with_expansions_1_3": ["sultan", *EXPANSION_1, *EXPANSIONS_2_3],
}


def check(before, action, after, events):
    check_edges_step(before, action, after, events)
    public = view(after, None).model_dump_json()
    assert not [c for c in after.deck if c in SULTAN_IDS and f'"{c}"' in public]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_keep_every_invariant(name, players):
    kinds = set()

    def step(before, action, after, events):
        kinds.update(e.kind for e in events)
        check(before, action, after, events)

    final, _ = play_random_game(players, 40 + players, random.Random(players),
                                modules=SETS[name], on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert {"sultan_card_bought", "sultan_claim_opened"} <= kinds


def test_every_listed_action_applies_and_its_text_reads_back():
    check_listed_actions(new_game(3, seed=23, modules=["sultan", "vizier", "exchange_offices"]),
                         random.Random(23), steps=250)


def test_replaying_a_game_gives_the_stored_snapshot():
    check_replay(["sultan", "vizier", "characters", "change"], players=4, seed=2468, driver=6)
