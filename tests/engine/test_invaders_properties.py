"""The conformance suite with the invaders and scouts: random legal games with the module
alone, with expansions 1-3, and with two players (Dirk); every invariant after every
action (with the JSON round trip), the top invader card and the face-down scouts in no
public view or event and in no view of a seat that has not looked; a replay of the log
gives the stored snapshot."""

import random

import pytest

from engine.alhambra import view
from engine.alhambra.modules.invaders import DECK, HIDDEN, knows_top
from engine.alhambra.random_play import play_random_game

from .gates_walls_helpers import check_edges_step
from .helpers import check_replay

EVERY_OTHER = ["vizier", "exchange_offices", "bonus_cards", "building_yards", "city_gates",
               "wall_cards", "camps", "characters", "street_trader", "thieves", "diamonds",
               "change"]
SETS = {"alone": ["invaders"], "with_expansions_1_3": ["invaders", *EVERY_OTHER]}


def check(before, action, after, events):
    check_edges_step(before, action, after, events)
    data = after.modules_state
    secret = [*data[DECK], *data[HIDDEN]]
    public = view(after, None).model_dump_json()
    assert not [c for c in secret if f'"{c}"' in public]
    for event in events:
        dumped = event.model_dump_json()
        assert not [c for c in data[DECK] if f'"{c}"' in dumped]
    for seat in range(len(after.players)):
        seen = view(after, seat).model_dump_json()
        shown = [c for c in secret if f'"{c}"' in seen]
        assert shown == ([data[DECK][0]] if knows_top(after, seat) else [])


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("name", sorted(SETS))
def test_random_games_with_the_invaders_keep_every_invariant(name, players):
    kinds = set()

    def step(before, action, after, events):
        kinds.update(e.kind for e in events)
        check(before, action, after, events)

    final, _ = play_random_game(players, 40 + players, random.Random(players),
                                modules=SETS[name], on_step=step, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert {"scout_taken", "invaders_attacked", "scouts_turned_up"} <= kinds
    assert len(final.modules_state["invaders.revealed"]) == 3
    assert all(score >= 0 for score in final.scores)


def test_replaying_a_game_with_the_invaders_gives_the_stored_snapshot():
    check_replay(["invaders", *EVERY_OTHER], players=3, seed=1357, driver=4)
