"""The conformance suite with the magic buildings (promo, shared/EXPANSIONS.md "MG"): random
legal games of the module alone, with two players (Dirk), and with every module of
expansions 1-5 for two and four players; every invariant after every action (the JSON round
trip, every tile counted once by its physical tile, the other modules' secrets), the magic
buildings still in the bag named in no view and no public event; listed actions apply and
read back; a replay of the log gives the stored snapshot."""

import random

import pytest

from engine.alhambra import new_game, view
from engine.alhambra.components import physical
from engine.alhambra.modules.magic_buildings import MAGIC_IDS, is_magic, quarters
from engine.alhambra.random_play import play_random_game

from .expansion1_helpers import check_expansion1_secrets
from .gates_walls_helpers import check_edges_step
from .helpers import check_listed_actions, check_replay
from .test_expansion4_properties import EXPANSION_1, EXPANSION_4, EXPANSIONS_2_3
from .test_expansion5_properties import EXPANSION_5

EVERYTHING = ["magic_buildings", *EXPANSION_1, *EXPANSIONS_2_3, *EXPANSION_4, *EXPANSION_5]
#: name -> (modules, players, seed): seeds whose game turns a magic building.
SETS = {
    "alone": (["magic_buildings"], 3, 61),
    "two_players": (["magic_buildings"], 2, 64),
    "with_expansions_1_to_5": (EVERYTHING, 3, 70),
    "two_players_with_expansions_1_to_5": (EVERYTHING, 2, 62),  # (a seed where a magic
    # building is turned: the rules of issue 40 changed every game with chests or sultans)
}
#: With every module a game runs 2,000+ moves: there every step that moves a magic
#: building is checked, and every 8th of the others (the suites of expansions 1-5 check
#: theirs at every step).
SAMPLED = 8


def check(before, action, after, events):
    """Every invariant, the other modules' secrets, and the magic buildings in the bag named
    nowhere in public (a seat's own view: :mod:`tests.engine.test_no_leaks`)."""
    check_edges_step(before, action, after, events)
    check_expansion1_secrets(after)
    # (a tile Laila just put back was public: her event names it)
    hidden = [t for t in after.bag if t in MAGIC_IDS and t in before.bag]
    shown = [view(after, None).model_dump_json(), *(e.model_dump_json() for e in events)]
    for text in shown:
        assert not [t for t in hidden if f'"{t}"' in text]


def _tiles_of(action, events):
    """The tiles an action or its events name (the tile ids among their fields)."""
    for item in (action, *events):
        for value in item.model_dump().values():
            if isinstance(value, str):
                yield value
            elif isinstance(value, list | tuple):
                yield from (v for v in value if isinstance(v, str))


def _owned_magic(state):
    found = [t for p in state.players for _, _, t in p.alhambra if is_magic(t)]
    found += [t for p in state.players for t in p.reserve if is_magic(t)]
    return found + [t for t in state.dirk or () if is_magic(t)]


@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_magic_buildings_keep_every_invariant(name):
    modules, players, seed = SETS[name]
    kinds = set()

    def step(before, action, after, events):
        kinds.add(action.kind)
        if len(modules) == 1 or after.moves % SAMPLED == 0 or after.is_over \
                or any(is_magic(t) for t in _tiles_of(action, events)):
            check(before, action, after, events)

    final, _ = play_random_game(players, seed, random.Random(players),
                                modules=modules, on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    owned = _owned_magic(final)
    assert owned and len({physical(t) for t in owned}) == len(owned)
    assert "rotate_magic" in kinds and any(quarters(t) for t in owned)


def test_every_listed_action_applies_and_its_text_reads_back():
    check_listed_actions(new_game(3, seed=37, modules=["magic_buildings", "vizier",
                                                       "characters", "sultan", "diamonds"]),
                         random.Random(37), steps=250)


def test_replaying_a_game_with_magic_buildings_gives_the_stored_snapshot():
    check_replay(EVERYTHING, players=3, seed=1361, driver=5)
