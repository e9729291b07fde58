"""A simultaneous round stays sealed until it closes (issue 38): what leaves the engine
(``view``) shows every other seat's sheet as the round opened, says who has acted and never
what; when the round closes everything is shown together. Classic mode shows every move."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.rollwrite import (
    Cross,
    GainCoins,
    GameState,
    RetireSeat,
    TurnDie,
    apply,
    legal_actions,
    problems,
    view,
)
from engine.rollwrite.random_play import play_random_game

from .helpers import game

#: What a view may say of an open round: who still has to act (who has acted) and who left
#: the game, never what they chose.
WHO = {"active_seats", "retired"}
SHEET_WHO = {"waiting", "retired"}


def without_who(public) -> dict:
    dumped = public.model_dump(exclude=WHO)
    for sheet in dumped["players"]:
        for key in SHEET_WHO:
            del sheet[key]
    return dumped


def first_cross(state: GameState, seat: int) -> Cross:
    return next(a for a in legal_actions(state, seat) if a.kind == "cross" and not a.second)


def a_die_turn(state: GameState, seat: int) -> TurnDie:
    return next(a for a in legal_actions(state, seat) if a.kind == "turn_die")


def test_a_seat_that_acted_is_shown_to_the_others_as_the_round_opened():
    opened = game(3, seed=5)
    state, _ = apply(opened, 0, first_cross(opened, 0))
    state, _ = apply(state, 1, a_die_turn(state, 1))  # still choosing: a die turned
    state, _ = apply(state, 1, GainCoins())
    assert state.round == 1 and state.active_seats == (2,)
    public, before = view(state, None), view(opened, None)
    assert without_who(public) == without_who(before)
    assert [s.waiting for s in public.players] == [False, False, True]  # who has acted
    # the seat still to act sees the others as the round opened, its own sheet as it is
    theirs = view(state, 2)
    assert theirs.players[0] == public.players[0] and theirs.players[1] == public.players[1]
    # each seat that acted sees its own choice, and nobody else's
    mine = view(state, 0)
    assert mine.players[0].crossed == state.players[0].crossed
    assert len(mine.players[0].crossed) == len(opened.players[0].crossed) + 1
    assert mine.players[1] == public.players[1]
    assert mine.score_sheet[0].counts == state.players[0].counts
    assert mine.score_sheet[1].counts == opened.players[1].counts
    assert view(state, 1).players[1].circled == state.players[1].circled


def test_turned_dice_of_a_seat_still_choosing_are_sealed_too():
    opened = game(2, seed=8)
    state, _ = apply(opened, 0, a_die_turn(opened, 0))
    public = view(state, None)
    assert public.players[0].dice == opened.roll and public.players[0].turn_dice is None
    assert public.players[0].coins == opened.players[0].coins
    assert public.players[0].turn_spent == 0 and public.moves == 0
    assert without_who(public) == without_who(view(opened, None))
    assert view(state, 0).players[0].dice != opened.roll  # its own panel shows the turn


def test_when_the_round_closes_every_choice_is_shown_together():
    opened = game(2, seed=11)
    state, _ = apply(opened, 0, first_cross(opened, 0))
    assert view(state, None).players[0].crossed == opened.players[0].crossed
    state, events = apply(state, 1, GainCoins())
    assert "round_ended" in {e.kind for e in events} and state.round == 2
    public = view(state, None)
    assert public.players[0].crossed == state.players[0].crossed
    assert len(public.players[0].crossed) == len(opened.players[0].crossed) + 1
    assert public.players[1].circled == state.players[1].circled
    assert public.moves == state.moves == 2
    assert state.opening.moves == 2


def test_a_seat_that_retires_after_acting_stays_sealed_until_the_round_closes():
    opened = game(3, seed=3)
    state, _ = apply(opened, 1, first_cross(opened, 1))
    state, _ = apply(state, 1, RetireSeat())
    assert problems(state) == [] and state.round == 1
    assert view(state, None).players[1].crossed == opened.players[1].crossed
    assert view(state, None).retired == (1,)  # that it left is said


def test_a_game_stored_before_rounds_were_sealed_still_seals_the_seats_still_choosing():
    opened = game(2, seed=4).model_copy(update={"opening": None})
    state, _ = apply(opened, 0, a_die_turn(opened, 0))
    state = GameState.model_validate_json(state.model_dump_json())
    assert view(state, None).players[0].dice == opened.roll
    assert problems(state) == []


def test_classic_mode_shows_every_move_at_once():
    state = game(3, seed=6, mode="classic")
    assert state.opening is None
    seat = state.active_seat
    state, _ = apply(state, seat, first_cross(state, seat))
    assert view(state, None).players[seat].crossed == state.players[seat].crossed


@settings(max_examples=12, deadline=None)
@given(players=st.integers(2, 5), seed=st.integers(0, 2**32), driver=st.integers(0, 2**32),
       retire=st.sampled_from([0.0, 0.02]))
def test_in_random_games_every_view_of_an_open_round_is_its_opening(players, seed, driver,
                                                                     retire):
    """At every step of a simultaneous game the public view equals the round's opening view
    but for who has acted, every seat's view shows the others the same way, and a round's
    close shows every sheet as it is."""
    opening: list[GameState] = []

    def check(before, _seat, _action, after, events):
        if not opening:
            opening.append(before)
        if after.is_over:
            return
        if any(e.kind == "round_started" for e in events):
            opening[0] = after
            assert [s.crossed for s in view(after, None).players] == [
                s.crossed for s in after.players]
            return
        public = view(after, None)
        assert without_who(public) == without_who(view(opening[0], None))
        for seat in range(players):
            mine = view(after, seat)
            assert mine.players[seat].crossed == after.players[seat].crossed
            assert [p for s, p in enumerate(mine.players) if s != seat] == [
                p for s, p in enumerate(public.players) if s != seat]
        assert problems(after) == []

    final, _ = play_random_game(players, seed, random.Random(driver), on_step=check,
                                retire_chance=retire)
    assert final.is_over
    assert [s.crossed for s in view(final, None).players] == [s.crossed for s in final.players]


@pytest.mark.parametrize("players", [1, 3])
def test_an_opening_round_trips_through_json(players):
    state = game(players, seed=9, **({"opponents": 2} if players == 1 else {}))
    state, _ = apply(state, 0, a_die_turn(state, 0))
    assert GameState.model_validate_json(state.model_dump_json()) == state
