"""Determinism: the same seed and the same actions give the same game."""

import random

import pytest

from engine.alhambra import ACTION_ADAPTER, GameState, apply, legal_actions, new_game
from engine.alhambra.random_play import play_random_game


def test_replaying_the_actions_from_the_seed_gives_the_same_final_state():
    final, actions = play_random_game(4, 1234, random.Random(99), restart_chance=0.05)
    logged = [ACTION_ADAPTER.dump_json(a) for a in actions]
    state = new_game(4, seed=1234)
    for raw in logged:
        state, _ = apply(state, state.active_seat, ACTION_ADAPTER.validate_json(raw))
    assert state == final
    assert state.model_dump_json() == final.model_dump_json()


def test_state_json_round_trips_mid_game():
    final, _ = play_random_game(2, 77, random.Random(1))
    assert GameState.model_validate_json(final.model_dump_json()) == final


def test_apply_never_mutates_its_input():
    state = new_game(3, seed=3)
    before = state.model_dump_json()
    seat = state.active_seat
    for action in list(legal_actions(state, seat))[:20]:
        apply(state, seat, action)
    assert state.model_dump_json() == before


@pytest.mark.parametrize(("modules", "players"), [((), 3), (("dirk",), 2), (("granada",), 3),
                                                  (("alhambra_granada",), 4)])
def test_apply_never_changes_a_state_anyone_holds(modules, players):
    """``apply`` counts a move on the copy it made, in place: the state it was given, the
    start of the turn it keeps (for undo) and every earlier state stay as they were, through
    whole games with undos."""
    held = []

    def keep(before, action, after, events):
        held.append((after, after.model_dump_json()))  # before the next move is applied to it

    play_random_game(players, 5, random.Random(5), restart_chance=0.1, on_step=keep,
                     modules=modules)
    assert len(held) > 100
    changed = [index for index, (state, dump) in enumerate(held)
               if state.model_dump_json() != dump]
    assert changed == []
