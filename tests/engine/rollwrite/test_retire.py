"""A seat leaves a running game for good (``retire seat``): it keeps its sheet and points, acts
no more and is never waited for, in both modes and with imaginary players."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.rollwrite import (
    ACTION_ADAPTER,
    Cross,
    GainCoins,
    GameState,
    IllegalAction,
    KeepPair,
    RetireSeat,
    TurnDie,
    apply,
    is_legal,
    legal_actions,
    new_game,
    parse_action,
    problems,
    timeout_actions,
    view,
)
from engine.rollwrite.errors import NotYourTurn
from engine.rollwrite.events import DicePassed, SeatRetired, TurnEnded, TurnRestarted
from engine.rollwrite.random_play import play_random_game
from engine.rollwrite.scoring import lines_points

from .helpers import cells_of, dice, everyone, game, kinds, with_roll, with_sheet

STARTING = ((1, 1), (6, 6), (1, 6))


def classic(players=3, seed=1, **options):
    """A classic game whose start player is seat 0, holding yellow 2,5 and blue 3,4, of which
    yellow 5 and blue 3 are the pair it was handed; every other seat holds (seat, seat + 1)."""
    state = game(players, seed=seed, mode="classic", **options)
    state = state.model_copy(update={"start_seat": 0, "passed": dice((5,), (3,))})
    for seat in range(players):
        pair = ((2, 5), (3, 4)) if seat == 0 else ((seat,), (seat + 1,))
        state = with_sheet(state, seat, dice=pair, crossed=STARTING)
    assert problems(state) == []
    return state


def simultaneous(players=3, seed=1, **options):
    """A simultaneous game whose roll is yellow 2 and 5, blue 3 and 4."""
    state = with_roll(game(players, seed=seed, **options), (2, 5), (3, 4))
    for seat in range(players):
        state = with_sheet(state, seat, crossed=STARTING)
    return state


def retire(state, seat):
    state, events = apply(state, seat, RetireSeat())
    assert problems(state) == [] and seat in state.retired
    assert GameState.model_validate_json(state.model_dump_json()) == state
    return state, events


def play_turn(state):
    """Classic: the active seat gains coins (and keeps the first pair if it must)."""
    seat = state.active_seat
    state, events = apply(state, seat, GainCoins())
    if state.step == "keep":
        state, more = apply(state, seat, legal_actions(state, seat)[0])
        events += more
    assert problems(state) == []
    return state, events


# -- the action ------------------------------------------------------------------------------


def test_the_text_form_reads_back_and_the_action_is_never_listed():
    assert str(RetireSeat()) == "retire seat"
    assert parse_action("retire seat") == RetireSeat()
    assert parse_action("Retire  Seat in round 4") == RetireSeat(round=4)
    assert ACTION_ADAPTER.validate_python({"kind": "retire_seat"}) == RetireSeat()
    for mode in ("simultaneous", "classic"):
        state = game(3, mode=mode)
        for seat in range(3):
            assert all(a.kind != "retire_seat" for a in legal_actions(state, seat))
            assert RetireSeat() not in legal_actions(state, seat)
            assert {"kind": "retire_seat"} not in legal_actions(state, seat)
            assert is_legal(state, seat, RetireSeat())  # yet the rules accept it


def test_retiring_twice_a_seat_that_does_not_play_or_after_the_end_is_refused():
    state, _ = retire(game(3), 1)
    with pytest.raises(IllegalAction, match="Player 2 has already left the game") as e:
        apply(state, 1, RetireSeat())
    assert e.value.code == "action/seat_retired"
    with pytest.raises(NotYourTurn, match="does not play"):
        apply(state, 3, RetireSeat())
    with pytest.raises(IllegalAction, match="round 1") as e:
        apply(state, 0, RetireSeat(round=1).model_copy(update={"round": 2}))
    assert e.value.code == "action/stale_round"
    state, _ = retire(state, 0)
    state, _ = retire(state, 2)
    assert state.is_over
    with pytest.raises(IllegalAction, match="over"):
        apply(state, 0, RetireSeat())


@pytest.mark.parametrize("mode", ["simultaneous", "classic"])
def test_a_retired_seats_actions_are_refused_with_the_reason(mode):
    state = game(3, seed=3, mode=mode)
    seat = state.active_seats[0]
    before = state
    state, _ = retire(state, seat)
    for action in (GainCoins(), Cross(yellow=1, blue=1), KeepPair(yellow=1, blue=1)):
        with pytest.raises(IllegalAction, match="has left the game and takes no more") as e:
            apply(state, seat, action)
        assert e.value.code == "action/seat_retired"
        assert isinstance(e.value, NotYourTurn)  # a handler catching NotYourTurn still works
    assert legal_actions(state, seat) == []
    assert GainCoins() not in legal_actions(state, seat)
    with pytest.raises(NotYourTurn, match="has left the game: nobody waits for it"):
        timeout_actions(state, seat)
    assert before.retired == ()  # apply never mutates its input


def test_the_view_shows_who_retired():
    state, _ = retire(game(4, seed=9), 3)
    for seen in (view(state, None), view(state, 0), view(state, 3)):
        assert seen.retired == (3,)
        assert [p.retired for p in seen.players] == [False, False, False, True]
        assert not seen.players[3].waiting
    assert view(state, 3).seat == 3  # a retired seat may still look at the table
    assert view(game(4), None).retired == ()


# -- simultaneous mode -----------------------------------------------------------------------


def test_simultaneous_a_seat_that_has_not_acted_retires_and_is_not_waited_for():
    state = simultaneous()
    state, events = retire(state, 1)
    assert events == [SeatRetired(seat=1, round=1, waiting=(0, 2))]
    assert state.active_seats == (0, 2) and state.playing_seats == (0, 2)
    state, _ = apply(state, 0, GainCoins())
    state, events = apply(state, 2, GainCoins())
    assert state.round == 2 and kinds(events)[-2:] == ["round_ended", "round_started"]
    assert state.active_seats == (0, 2)  # later rounds do not wait for it either
    assert state.players[1].crossed == STARTING and state.players[1].coins == 3
    state, events = everyone(state, GainCoins())
    assert state.round == 3 and problems(state) == []


def test_simultaneous_a_seat_that_has_acted_keeps_its_action_and_retires():
    state = simultaneous()
    state, _ = apply(state, 1, Cross(yellow=5, blue=4))
    state, events = retire(state, 1)
    assert events == [SeatRetired(seat=1, round=1, waiting=(0, 2))]
    assert (5, 4) in state.players[1].crossed and state.players[1].done
    state, events = everyone(state, GainCoins())
    assert state.round == 2 and state.active_seats == (0, 2)


def test_simultaneous_the_round_closes_when_the_last_awaited_seat_retires():
    """The same events as when it had acted: Dirk rolls, the round ends, the next begins."""
    state = simultaneous(2, seed=4)
    state, _ = apply(state, 0, GainCoins())
    acted, acting = apply(state, 1, GainCoins())
    retired, events = retire(state, 1)
    assert events[0] == SeatRetired(seat=1, round=1, waiting=())
    closing = acting[kinds(acting).index("seat_acted") + 1:]
    assert kinds(closing) == ["imaginary_built", "round_ended", "round_started"]
    assert events[1:] == closing  # the same Dirk roll and the same next roll
    assert retired.round == 2 and retired.roll == acted.roll
    assert retired.imaginary == acted.imaginary
    assert retired.active_seats == (0,)


def test_simultaneous_turned_dice_go_back_and_the_coins_come_back():
    state = simultaneous()
    state, _ = apply(state, 2, TurnDie(colour="blue", value=4, direction="up"))
    assert state.players[2].coins == 2
    state, events = retire(state, 2)
    assert kinds(events) == ["seat_retired", "turn_restarted"]
    assert events[1] == TurnRestarted(seat=2, refunded=1)
    sheet = state.players[2]
    assert sheet.coins == 3 and sheet.dice == state.roll and sheet.turn_dice is None


def test_simultaneous_a_seat_that_filled_a_column_then_retired_takes_its_place():
    state = simultaneous()
    missing = cells_of("pavilion")[0]
    state = with_roll(state, (missing[0], 6), (missing[1], 6))
    state = with_sheet(state, 1, crossed=[c for c in cells_of("pavilion") if c != missing])
    state, _ = apply(state, 1, Cross(yellow=missing[0], blue=missing[1]))
    state, _ = retire(state, 1)
    state, events = everyone(state, GainCoins())
    (filled,) = [e.completion for e in events if e.kind == "column_filled"]
    assert filled.participants == (1,) and state.scores[1] == 16
    assert view(state, None).score_sheet[1].places["pavilion"] == (1,)


# -- classic mode ----------------------------------------------------------------------------


def test_classic_the_active_seat_retiring_hands_on_the_pair_it_was_handed():
    state = classic()
    state, events = retire(state, 0)
    assert kinds(events) == ["seat_retired", "dice_passed", "turn_ended"]
    assert events[0] == SeatRetired(seat=0, round=1)
    assert events[1] == DicePassed(seat=0, to=1, dice=dice((5,), (3,)))
    assert events[2] == TurnEnded(seat=0, next_seat=1)
    assert state.players[0].dice == dice((2,), (4,))  # its own pair stays on its sheet
    assert state.players[1].dice == dice((1, 5), (2, 3))
    assert state.active_seat == 1 and state.turn == 1 and state.step == "act"
    assert state.passed == dice((5,), (3,))
    assert state.players[0].crossed == STARTING and state.moves == 1


def test_classic_turned_dice_go_back_before_the_pair_is_handed_on():
    state = classic()
    state, _ = apply(state, 0, TurnDie(colour="yellow", value=5, direction="up"))
    state, events = retire(state, 0)
    assert kinds(events) == ["seat_retired", "turn_restarted", "dice_passed", "turn_ended"]
    assert events[1] == TurnRestarted(seat=0, refunded=1)
    assert events[2].dice == dice((5,), (3,))  # unchanged, as it was handed over
    assert state.players[0].coins == 3 and state.players[0].turn_dice is None


def test_classic_the_active_seat_retiring_while_keeping_keeps_the_first_pair():
    for seed in range(60):
        state, _ = apply(classic(seed=seed), 0, GainCoins())
        if state.step == "keep":
            break
    assert state.step == "keep"
    four = state.players[0].dice
    circled = state.players[0].circled
    first = legal_actions(state, 0)[0]
    state, events = retire(state, 0)
    assert kinds(events) == ["seat_retired", "pair_kept", "dice_passed", "turn_ended"]
    assert state.players[0].dice == dice((first.yellow,), (first.blue,))
    assert events[2].dice == four.without(first.yellow, first.blue)
    assert state.players[0].circled == circled  # the coins it gained stay
    assert state.active_seat == 1 and len(state.players[1].dice.yellow) == 2


def test_classic_turns_and_dice_skip_a_seat_that_retired():
    state = classic(4)
    state, events = retire(state, 1)
    assert events == [SeatRetired(seat=1, round=1)] and state.active_seat == 0
    state, events = apply(state, 0, Cross(yellow=2, blue=4))
    passed = next(e for e in events if isinstance(e, DicePassed))
    assert passed.to == 2 and passed.dice == dice((5,), (3,))
    assert state.active_seat == 2 and state.turn == 2
    assert state.players[1].dice == dice((1,), (2,))  # the retired seat's pair lies unused
    order = [state.active_seat]
    for _ in range(6):
        state, _ = play_turn(state)
        order.append(state.active_seat)
    assert order == [2, 3, 0, 2, 3, 0, 2] and state.round == 3


def test_classic_when_the_start_player_retired_rounds_begin_with_the_next_seat():
    state = classic(4)
    state, _ = retire(state, 0)
    assert state.active_seat == 1
    for _ in range(3):
        state, events = play_turn(state)
    assert state.round == 2 and state.start_seat == 0
    assert state.active_seat == 1 and state.turn == 1
    assert events[kinds(events).index("turn_ended")].next_seat == 1
    assert next(e for e in events if isinstance(e, DicePassed)).to == 1


def test_classic_the_last_seat_of_a_round_retiring_closes_the_round():
    state = classic(3)
    state, _ = play_turn(state)
    state, _ = play_turn(state)
    assert state.active_seat == 2
    handed = state.passed
    state, events = retire(state, 2)
    assert kinds(events) == ["seat_retired", "dice_passed", "turn_ended", "round_ended",
                             "round_started"]
    assert events[1] == DicePassed(seat=2, to=0, dice=handed)
    assert state.round == 2 and state.active_seat == 0 and state.passed == handed


def test_classic_a_seat_left_alone_plays_like_a_solo_player():
    """Solo rule: "Der Spieler gibt das ungenutzte Würfelpaar nicht weiter"."""
    state = classic(2)
    state, _ = retire(state, 1)
    state, events = apply(state, 0, Cross(yellow=2, blue=4))
    rolled = next(e for e in events if e.kind == "dice_rolled").dice
    assert "dice_passed" not in kinds(events) and "imaginary_built" in kinds(events)
    assert state.players[0].dice == dice((5,) + rolled.yellow, (3,) + rolled.blue)
    assert state.round == 2 and state.active_seat == 0 and state.passed is None
    state, events = apply(state, 0, GainCoins())
    assert state.step == "act" and "pair_kept" not in kinds(events)
    assert len(state.players[0].dice.yellow) == 2 and state.round == 3
    assert len(state.imaginary[0].built) == 3 + 2  # Dirk still builds every round


def test_classic_a_pair_to_keep_is_not_asked_for_once_the_seat_plays_alone():
    for seed in range(60):
        state, _ = apply(classic(2, seed=seed), 0, GainCoins())
        if state.step == "keep":
            break
    assert state.step == "keep"
    four = state.players[0].dice
    state, events = retire(state, 1)
    assert kinds(events)[:2] == ["seat_retired", "turn_ended"]
    assert "round_ended" in kinds(events) and state.round == 2
    assert state.step == "act" and state.active_seat == 0 and state.players[0].dice == four


def test_classic_in_the_last_round_a_pair_to_keep_is_not_asked_for_on_the_last_turn():
    state = classic(3).model_copy(update={"round": 18, "turn": 1, "passed": None})
    state = with_sheet(state, 0, dice=((2,), (4,)))
    state = with_sheet(state, 1, dice=((1, 5), (2, 3)))
    for seed in range(60):
        after, _ = apply(state.model_copy(update={"seed": seed}), 1, GainCoins())
        if after.step == "keep":
            break
    assert after.step == "keep" and after.active_seat == 1
    after, events = retire(after, 2)  # seat 1 now plays the game's last turn
    assert after.is_over and kinds(events)[:2] == ["seat_retired", "turn_ended"]
    assert kinds(events)[-1] == "game_ended" and "pair_kept" not in kinds(events)


def test_classic_a_game_stored_without_the_handed_pair_hands_on_the_higher_pair():
    state = classic().model_copy(update={"passed": None})
    state, events = retire(state, 0)
    assert events[1] == DicePassed(seat=0, to=1, dice=dice((5,), (4,)))
    assert state.players[0].dice == dice((2,), (3,))


# -- the end ---------------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["simultaneous", "classic"])
def test_every_seat_retiring_ends_the_game_and_the_retired_sheets_still_score(mode):
    state = game(3, seed=12, mode=mode)
    row = [(4, b) for b in range(1, 7)]  # a full row: 10 points
    state = with_sheet(state, 1, crossed=row, circled=9)
    state = with_sheet(state, 2, crossed=STARTING + ((2, 2),), circled=3)
    order = [1, 2, 0] if mode == "simultaneous" else [
        s for s in range(3) if s != state.active_seat] + [state.active_seat]
    for seat in order[:-1]:
        state, _ = retire(state, seat)
        assert not state.is_over
    state, events = retire(state, order[-1])
    assert state.is_over and state.round == 1 and state.retired == (0, 1, 2)
    assert state.active_seats == () and state.active_seat is None
    assert kinds(events)[-2:] == ["round_ended", "game_ended"]
    if mode == "classic":
        assert events[1] == TurnEnded(seat=order[-1], next_seat=None)
    line = state.final.lines[1]
    assert line.lines == lines_points(row) == 10 and line.coins == 4
    assert state.scores[1] == line.total and line.total >= 14
    assert 1 in state.winners and len(state.final.lines) == 3
    assert events[-1].scores == state.scores
    assert all(legal_actions(state, s) == [] for s in range(3))
    assert view(state, None).final == state.final


def test_a_solo_player_retiring_ends_the_game_the_imaginary_players_included():
    state = game(1, seed=5, opponents=3, mode="classic")
    state, events = retire(state, 0)
    assert state.is_over and len(state.final.lines) == 4
    assert kinds(events).count("imaginary_built") == 3
    assert all(len(p.built) == 4 for p in state.imaginary)


# -- whole games -----------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["simultaneous", "classic"])
def test_replaying_a_game_with_retirements_gives_the_same_state(mode):
    final, played = play_random_game(4, 4321, random.Random(7), retire_chance=0.03, mode=mode)
    assert any(a.kind == "retire_seat" for _, a in played)
    logged = [(seat, ACTION_ADAPTER.dump_json(a)) for seat, a in played]
    state = new_game(4, seed=4321, mode=mode)
    for seat, raw in logged:
        state, _ = apply(state, seat, ACTION_ADAPTER.validate_json(raw))
    assert state == final and state.model_dump_json() == final.model_dump_json()
    again, _ = play_random_game(4, 4321, random.Random(7), retire_chance=0.03, mode=mode)
    assert again == final


@settings(max_examples=40, deadline=None)
@given(
    players=st.integers(1, 5),
    mode=st.sampled_from(["simultaneous", "classic"]),
    opponents=st.sampled_from([2, 3, 4]),
    retire_chance=st.sampled_from([0.003, 0.02, 0.1]),
    seed=st.integers(0, 2**32),
    driver=st.integers(0, 2**32),
)
def test_random_games_with_seats_retiring_keep_every_invariant_and_end(
        players, mode, opponents, retire_chance, seed, driver):
    options = {"mode": mode}
    if players == 1:
        options["opponents"] = opponents
    rounds_ended = 0

    def check(before, seat, action, after, events):
        nonlocal rounds_ended
        rounds_ended += kinds(events).count("round_ended")
        assert problems(after) == []
        assert GameState.model_validate_json(after.model_dump_json()) == after
        assert parse_action(str(action)) == action
        assert after.moves == before.moves + 1
        assert set(before.retired) <= set(after.retired)
        for s in after.retired:
            assert legal_actions(after, s) == [] and s not in after.active_seats
            old, new = before.players[s], after.players[s]
            assert new.crossed == old.crossed  # a retired sheet never changes again
            if s in before.retired:
                assert (new.circled, new.spent) == (old.circled, old.spent)
        if action.kind == "retire_seat":
            assert events[0] == SeatRetired(seat=seat, round=before.round,
                                            waiting=events[0].waiting)
        if after.is_over:
            assert after.active_seats == ()
        else:
            assert after.active_seats and all(legal_actions(after, s) for s in after.active_seats)
            for s in after.active_seats:
                timeout_actions(after, s)  # the idle default is there for every awaited seat
        assert view(after, None).retired == after.retired

    final, played = play_random_game(players, seed, random.Random(driver), on_step=check,
                                     retire_chance=retire_chance, **options)
    assert final.is_over and final.final is not None
    assert rounds_ended == final.round
    if final.playing_seats:
        assert final.round == final.rounds
    else:
        assert final.round <= final.rounds
    assert all(len(p.built) == 3 + final.round for p in final.imaginary)
    assert len(final.final.lines) == final.participants
    retirements = [seat for seat, a in played if a.kind == "retire_seat"]
    assert sorted(retirements) == list(final.retired)
