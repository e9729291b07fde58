"""The conformance suite with the master builders (expansion 4): random legal games with the
module alone, with expansions 1-3, with two players, and (X1) with Granada and the
combination; every invariant after every action (with the JSON round trip, the count of every
card, and the secret: which builders a seat holds shows in no other seat's view and not in
public); listed actions apply and read back; a replay of the log gives the stored
snapshot."""

import random

import pytest

from engine.alhambra import new_game, view
from engine.alhambra.modules.master_builders import BUILDER_IDS
from engine.alhambra.random_play import play_random_game

from .gates_walls_helpers import check_edges_step
from .helpers import check_listed_actions, check_replay
from .test_expansions_2_3_properties import EXPANSION_1, EXPANSIONS_2_3, WITH_GRANADA

MB = "master_builders"
SETS = {
    "alone": [MB],
    "with_expansions_1_3": [*EXPANSION_1, *EXPANSIONS_2_3, MB],
    "first_with_expansions_2_3": [MB, *EXPANSIONS_2_3],
}


def check(before, action, after, events):
    """Every invariant, and the builders in a hand named only in their own seat's view."""
    check_edges_step(before, action, after, events)
    public = view(after, None).model_dump_json()
    seats = range(len(after.players))
    texts = {seat: view(after, seat).model_dump_json() for seat in seats}
    for seat, player in enumerate(after.players):
        for card in (c for c in player.hand if c in BUILDER_IDS):
            assert f'"{card}"' not in public
            assert not any(f'"{card}"' in texts[s] for s in seats if s != seat)
    for card in after.deck:
        assert f'"{card}"' not in public


def _play(modules, players, seed):
    kinds = set()

    def step(before, action, after, events):
        kinds.add(action.kind)
        check(before, action, after, events)

    final, _ = play_random_game(players, seed, random.Random(seed), modules=modules,
                                on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    return kinds


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_master_builders_keep_every_invariant(name, players):
    kinds = _play(SETS[name], players, 40 + players)
    assert "use_master_builder" in kinds


@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("game", ["granada", "alhambra_granada"])
def test_master_builders_with_granada_and_the_combination_keep_every_invariant(game, players):
    """X1: master builders also play with Granada and the combination; the builder's
    rebuild follows their rules (either order of the modules)."""
    modules = [game, MB, *WITH_GRANADA] if players == 2 else [MB, *WITH_GRANADA, game]
    kinds = _play(modules, players, 9)
    assert "use_master_builder" in kinds


@pytest.mark.parametrize("modules", [[*EXPANSION_1, *EXPANSIONS_2_3, MB],
                                     ["alhambra_granada", MB, *WITH_GRANADA]])
def test_every_listed_action_applies_and_its_text_reads_back(modules):
    check_listed_actions(new_game(3, seed=29, modules=modules), random.Random(29), steps=200)


@pytest.mark.parametrize("modules", [[MB, *EXPANSIONS_2_3], ["granada", MB]])
def test_replaying_a_game_with_master_builders_gives_the_stored_snapshot(modules):
    check_replay(modules, players=3, seed=1357, driver=8)
