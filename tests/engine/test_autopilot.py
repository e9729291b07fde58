"""The safe default turn played when the table votes to skip an idle player's turn."""

import pytest

from engine.alhambra import apply, skip_turn_actions
from engine.alhambra.actions import Buy, EndTurn, Reserve, RestartTurn, TakeMoney
from engine.alhambra.autopilot import most_valuable_card
from engine.alhambra.errors import NotYourTurn

from .helpers import game, rebase, set_market, update_player
from .test_retire import final_placing_state


def play(state, seat, actions):
    events = []
    for action in actions:
        state, more = apply(state, seat, action)
        events += more
    return state, events


def test_a_fresh_turn_takes_the_single_most_valuable_card_and_ends():
    state = rebase(game(3, seed=1),
                   display=("denar-2-1", "dirham-8-1", "ducat-8-1", "guilder-3-1"))
    seat = state.active_seat
    actions = skip_turn_actions(state, seat)
    assert actions == [TakeMoney(cards=("dirham-8-1",)), EndTurn()]  # a tie: the first one
    after, events = play(state, seat, actions)
    assert "dirham-8-1" in after.players[seat].hand
    assert after.active_seat == (seat + 1) % 3
    assert any(e.kind == "turn_ended" for e in events)


def test_an_unfinished_turn_is_restarted_first():
    state = set_market(game(3, seed=2), denar="garden-10-none")
    seat = state.active_seat
    state = update_player(state, seat, hand=("denar-6-1", "denar-4-1"))
    start = state
    state, _ = apply(state, seat, Buy(slot="denar", cards=("denar-6-1", "denar-4-1")))
    actions = skip_turn_actions(state, seat)
    best = most_valuable_card(start.display)
    assert actions == [RestartTurn(), TakeMoney(cards=(best,)), EndTurn()]
    after, _ = play(state, seat, actions)
    assert after.players[seat].hand == ("denar-6-1", "denar-4-1", best)
    assert after.players[seat].alhambra == start.players[seat].alhambra
    assert after.market[0] == "garden-10-none"


def test_with_an_empty_display_the_first_legal_action_is_taken_and_tiles_are_reserved():
    state = set_market(game(3, seed=3), denar="garden-10-none")
    seat = state.active_seat
    state = update_player(state, seat, hand=("denar-9-1", "denar-4-1"))
    state = rebase(state, display=())
    actions = skip_turn_actions(state, seat)
    assert actions[0].kind == "buy" and actions[1:] == [Reserve(tile="garden-10-none"),
                                                        EndTurn()]
    after, _ = play(state, seat, actions)
    assert after.players[seat].reserve == ("garden-10-none",)
    assert after.active_seat != seat


def test_in_the_final_building_phase_the_received_tiles_are_reserved():
    state = final_placing_state()
    actions = skip_turn_actions(state, 1)
    assert actions == [Reserve(tile="tower-12-none"), EndTurn()]
    after, _ = play(state, 1, actions)
    assert after.active_seat == 2 and after.players[1].reserve == ("tower-12-none",)


def test_only_the_active_seat_can_be_skipped():
    state = game(3)
    with pytest.raises(NotYourTurn):
        skip_turn_actions(state, (state.active_seat + 1) % 3)
