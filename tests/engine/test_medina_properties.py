"""The conformance suite with the medinas (promo, shared/EXPANSIONS.md "MD Medina"): random
legal games of the module alone, with two players (Dirk ranks too), and with every module of
expansions 1-5; every invariant after every action (with the JSON round trip), the medinas
in the bag never named in a view or a public event, each scoring's ``medina`` term equal to
the ranking as the Alhambras stood, listed actions apply and read back, a replay of the log
gives the stored snapshot.
In the long games with expansions 1-5 the invariants are checked after each step that
concerns the module and after every seventh (``helpers.concerns``)."""

import random

import pytest

from engine.alhambra import new_game, view
from engine.alhambra.modules.medina import MEDINA_IDS, NAME, seat_penalties
from engine.alhambra.random_play import play_random_game

from .expansion1_helpers import check_expansion1_secrets
from .gates_walls_helpers import check_edges_step
from .helpers import check_listed_actions, check_replay, concerns
from .test_expansion4_properties import EXPANSION_1, EXPANSION_4, EXPANSIONS_2_3
from .test_expansion5_properties import EXPANSION_5

EVERYTHING = [*EXPANSION_1, *EXPANSIONS_2_3, *EXPANSION_4, *EXPANSION_5, NAME]
#: name -> (modules, players, seed)
SETS = {
    "alone": ([NAME], 3, 61),
    "two_players": ([NAME], 2, 62),
    "with_expansions_1_to_5": (EVERYTHING, 3, 63),
    "two_players_with_expansions_1_to_5": (EVERYTHING, 2, 64),
}


def check(before, action, after, events):
    """Every invariant, expansion 1's secrets, and the medinas in the bag named nowhere in
    public (every seat's view: :mod:`tests.engine.test_no_leaks`)."""
    check_edges_step(before, action, after, events)
    check_expansion1_secrets(after)
    # (a medina Laila put back was seen in the market: only those never shown are secret)
    hidden = [t for t in after.bag if t in MEDINA_IDS and t in before.bag]
    shown = [view(after, None).model_dump_json(), *(e.model_dump_json() for e in events)]
    for text in shown:
        assert not [t for t in hidden if f'"{t}"' in text]


@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_medinas_keep_every_invariant(name):
    modules, players, seed = SETS[name]
    built = set()
    scored = []

    def step(before, action, after, events):
        for p in after.players:
            built.update(t for *_, t in p.alhambra if t in MEDINA_IDS)
        for event in events:
            if event.kind == "scoring_round":
                scored.append(event.record.extra[NAME])
        if concerns(action, events, after, ("medina", "scoring"), modules):
            check(before, action, after, events)

    final, _ = play_random_game(players, seed, random.Random(players), modules=modules,
                                on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert built, "no medina was built: pick another seed"
    assert len(scored) == 3 and all(min(t) < 0 for t in scored)
    # the final scoring's term is the ranking of the final Alhambras
    assert final.scorings[-1].extra[NAME] == seat_penalties(final, 3)


@pytest.mark.parametrize("modules", [[NAME], EVERYTHING])
def test_every_listed_action_applies_and_its_text_reads_back(modules):
    check_listed_actions(new_game(3, seed=33, modules=modules), random.Random(33), steps=200)


def test_replaying_a_game_with_medinas_and_expansions_1_to_5_gives_the_stored_snapshot():
    check_replay(EVERYTHING, players=3, seed=2471, driver=7)
