"""The conformance suite with the exchange certificates (expansion 6): random legal games of
the module alone, with the change, with every module of expansions 1-5, with two players
(Dirk), and with Granada and the combination (X1: with the other modules they allow); every
invariant after every action (the JSON round trip, the cards and tiles counted, the stones
counted: pool and held), the stones public and matching the hands, listed actions apply
and read back, a replay of the log gives the stored snapshot."""

import random

import pytest

from engine.alhambra import apply, new_game, view
from engine.alhambra.actions import OverpayFor
from engine.alhambra.modules import REGISTRY
from engine.alhambra.modules.exchange_certificate import held, pool
from engine.alhambra.random_play import choose, play_random_game
from engine.alhambra.state import GameState

from .helpers import acting_seat, check_listed_actions, check_replay
from .test_expansion5_properties import EXPANSION_5
from .test_expansions_2_3_properties import EXPANSION_1, EXPANSIONS_2_3, WITH_GRANADA
from .test_expansions_2_3_properties import check as check_2_3

EXPANSION_4 = ["treasure_chamber", "master_builders", "invaders", "bazaars"]
EC = "exchange_certificate"
#: name -> (modules, players, seed)
SETS = {
    "alone": ([EC], 3, 11),
    "two_players": ([EC], 2, 12),
    "with_change": ([EC, "change", "diamonds"], 4, 13),
    "with_expansions_1_to_5": ([EC, *EXPANSION_1, *EXPANSIONS_2_3, *EXPANSION_4, *EXPANSION_5],
                               3, 21),
    "two_players_with_expansions_1_to_5": ([EC, *EXPANSION_1, *EXPANSIONS_2_3, *EXPANSION_4,
                                            *EXPANSION_5], 2, 25),
    "granada": (["granada", EC, *WITH_GRANADA, "master_builders"], 3, 16),
    "combination": (["alhambra_granada", EC, *WITH_GRANADA, "master_builders"], 2, 17),
    "granada_two_players": (["granada", EC], 2, 18),
}


#: Games with every module (and the long combination game): the whole check (every
#: invariant of every module, views of every seat, the plane's answers) runs on every 15th
#: action, the module's own (its invariants, the JSON round trip, the stones public) on
#: every action; a step costs ~0.1 s in full.
BIG = {"with_expansions_1_to_5", "two_players_with_expansions_1_to_5", "combination"}


def check(before, action, after, events, *, full=True):
    """Every invariant of the modules played, and the stones public: each seat's stones in
    the public view are the certificates in its hand, and nobody's hand shows elsewhere."""
    if full:
        check_2_3(before, action, after, events)
    else:
        assert REGISTRY[EC].problems(after) == []
        assert GameState.model_validate_json(after.model_dump_json()) == after
    fields = view(after, None).modules_view[EC]
    assert fields["held"] == [held(after, s) for s in range(len(after.players))]
    assert fields["pool"] == pool(after)


@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_certificates_keep_every_invariant(name):
    modules, players, seed = SETS[name]
    seen = set()

    def step(before, action, after, events):
        seen.update(e.kind for e in events)
        check(before, action, after, events, full=name not in BIG or after.moves % 15 == 0)

    final, _ = play_random_game(players, seed, random.Random(seed), modules=modules,
                                on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert {"certificate_issued", "certificate_spent"} <= seen


def test_a_seat_taking_coins_gets_coins_and_the_others_certificates():
    """EC3, EC9: with the change, seat 1 switched to coins never gets a stone, and the
    others still do."""
    state = new_game(3, seed=19, modules=[EC, "change"])
    state, _ = apply(state, 1, OverpayFor(take="coins"))
    rng = random.Random(19)
    issued, coins = set(), set()
    while not state.is_over:
        seat = acting_seat(state, rng)
        before, action = state, choose(state, seat, rng)
        state, events = apply(state, seat, action)
        check(before, action, state, events)
        issued |= {e.seat for e in events if e.kind == "certificate_issued"}
        coins |= {e.seat for e in events if e.kind == "change_given"}
    assert 1 not in issued and 1 in coins
    assert issued


@pytest.mark.parametrize("modules", [[EC, "change", "diamonds", "characters"],
                                     ["alhambra_granada", EC, "change"]])
def test_every_listed_action_applies_and_its_text_reads_back(modules):
    check_listed_actions(new_game(3, seed=37, modules=modules), random.Random(37), steps=250)


def test_replaying_a_game_with_certificates_gives_the_stored_snapshot():
    check_replay([EC, "change", "characters", "diamonds", "vizier"], players=3, seed=4321,
                 driver=5)
