"""The conformance suite with the modules of expansions 2 and 3 the engine has so far
(city gates, wall cards, camps, characters, the street trader, thieves, diamonds, change)
together with expansion 1: random games checking every invariant after every action (with
the JSON round trip) and that no view shows a hidden character. Camps wait for the gates'
and wall cards' edge changes (``Module.not_yet_with``), so they are played in separate
sets."""

import random

import pytest

from engine.alhambra import GameState, problems, view
from engine.alhambra.characters import CHARACTERS, IN_PLAY
from engine.alhambra.random_play import play_random_game

EXPANSION_1 = ["vizier", "exchange_offices", "bonus_cards", "building_yards"]
SETS = {
    "camps": [*EXPANSION_1, "camps", "characters", "street_trader", "thieves", "diamonds",
              "change"],
    "edges": [*EXPANSION_1, "city_gates", "wall_cards", "characters", "street_trader",
              "thieves", "diamonds", "change"],
}


def check(before, action, after, events):
    assert problems(after) == [], str(action)
    assert GameState.model_validate_json(after.model_dump_json()) == after
    # the deck's characters and the four left out at setup (the first out of the game)
    hidden = [c for c in after.deck if c in CHARACTERS]
    hidden += [c for c in after.out_of_game if c in CHARACTERS][:len(CHARACTERS) - IN_PLAY]
    for seat in (None, *range(len(after.players))):
        shown = view(after, seat).model_dump_json()
        assert not [c for c in hidden if f'"{c}"' in shown], (seat, hidden)


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_every_module_so_far_keep_every_invariant(name, players):
    final, _ = play_random_game(players, 30 + players, random.Random(players),
                                modules=SETS[name], on_step=check, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
