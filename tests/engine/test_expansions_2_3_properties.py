"""The conformance suite with the modules of expansions 2 and 3 (city gates, wall cards,
camps, characters, the street trader, thieves, diamonds, change): random legal games with
all of them on, with and without expansion 1, for two and four players, and those that X1
allows with Granada and the combination; every invariant after every action (with the JSON
round trip and the hidden information: hands, thieves in hand, the residents on a trader,
the coins' bag, the deck's gate and wall cards and characters, the four characters left
out at setup); listed actions apply and read back; a
replay of the log gives the stored snapshot."""

import random

import pytest

from engine.alhambra import new_game, view
from engine.alhambra.modules.change import bag
from engine.alhambra.modules.characters import CHARACTERS, IN_PLAY
from engine.alhambra.modules.street_trader import traders
from engine.alhambra.modules.thieves import hands
from engine.alhambra.random_play import play_random_game

from .expansion1_helpers import check_expansion1_secrets
from .gates_walls_helpers import check_edges_step
from .helpers import check_listed_actions, check_replay

EXPANSION_1 = ["vizier", "exchange_offices", "bonus_cards", "building_yards"]
EXPANSIONS_2_3 = ["city_gates", "wall_cards", "camps", "characters", "street_trader", "thieves",
                  "diamonds", "change"]
#: X1: with Granada and the combination, of these only diamonds, thieves and change (and
#: expansion 1's vizier and exchange offices).
WITH_GRANADA = ["vizier", "exchange_offices", "thieves", "diamonds", "change"]
SETS = {
    "expansions_2_3": EXPANSIONS_2_3,
    "with_expansion_1": [*EXPANSION_1, *EXPANSIONS_2_3],
}


def check(before, action, after, events):
    """Every invariant (:func:`check_edges_step`), and the secrets of these modules: the
    thieves in a hand and the residents on a trader only in their own seat's view, the
    coins' bag in nobody's."""
    check_edges_step(before, action, after, events)
    check_expansion1_secrets(after)
    modules = after.options.modules
    seats = range(len(after.players))
    texts = {seat: view(after, seat).model_dump_json() for seat in seats}
    public = view(after, None).model_dump_json()
    if "thieves" in modules:
        for seat, cards in enumerate(hands(after)):
            for card in cards:
                assert f'"{card}"' not in public
                assert not any(f'"{card}"' in texts[s] for s in seats if s != seat)
    if "street_trader" in modules:
        assert "trader" not in view(after, None).modules_view["street_trader"]
        for seat, on_trader in enumerate(traders(after)):  # each seat sees its own only
            fields = view(after, seat).modules_view["street_trader"]
            assert sorted(fields["trader"]) == sorted(on_trader)
    if "change" in modules and bag(after):
        assert not any(f'"{coin}"' in public for coin in bag(after))
    if "characters" in modules:  # the deck's, and the four left out (first out of the game)
        hidden = [c for c in after.deck if c in CHARACTERS]
        hidden += [c for c in after.out_of_game if c in CHARACTERS][:len(CHARACTERS) - IN_PLAY]
        for shown in (public, *texts.values()):
            assert not [c for c in hidden if f'"{c}"' in shown]


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_every_module_keep_every_invariant(name, players):
    kinds = set()

    def step(before, action, after, events):
        kinds.add(action.kind)
        check(before, action, after, events)

    final, _ = play_random_game(players, 30 + players, random.Random(players),
                                modules=SETS[name], on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert {"take_gate_card", "use_wall_card", "move_trader", "bid_for_character"} <= kinds


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("game", ["granada", "alhambra_granada"])
def test_thieves_diamonds_and_change_with_granada_keep_every_invariant(game, players):
    final, _ = play_random_game(players, 7, random.Random(7), restart_chance=0.05,
                                on_step=check, modules=[game, *WITH_GRANADA])
    assert final.is_over and final.scores == list(final.scorings[-1].totals)


@pytest.mark.parametrize("modules", [[*EXPANSION_1, *EXPANSIONS_2_3],
                                     ["granada", *WITH_GRANADA]])
def test_every_listed_action_applies_and_its_text_reads_back(modules):
    check_listed_actions(new_game(3, seed=23, modules=modules), random.Random(23), steps=250)


def test_replaying_a_game_with_every_module_gives_the_stored_snapshot():
    check_replay([*EXPANSION_1, *EXPANSIONS_2_3], players=4, seed=2468, driver=6)
