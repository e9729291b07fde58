"""A seat leaves a running game (voted out): it keeps its Alhambra and score, turns skip it."""

import random

import pytest

from engine.alhambra import (
    GameState,
    RetireSeat,
    apply,
    legal_actions,
    parse_action,
    problems,
    view,
)
from engine.alhambra.actions import Buy, EndTurn, Reserve, RestartTurn, TakeMoney
from engine.alhambra.errors import IllegalAction, NotYourTurn
from engine.alhambra.events import (
    FinalTilesAwarded,
    GameEnded,
    ScoringRound,
    SeatRetired,
    TurnEnded,
    TurnRestarted,
)
from engine.alhambra.random_play import choose
from engine.alhambra.setup import new_game

from .helpers import game, rebase, set_market, update_player


def turn_problems(state):
    """The invariants about seats and turns (made-up hands break the card count on purpose)."""
    return [p for p in problems(state) if "accounted" not in p]


def quick_turn(state):
    seat = state.active_seat
    state, first = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    state, events = apply(state, seat, EndTurn())
    return state, first + events


def test_the_text_form_reads_back_and_the_action_is_never_listed():
    assert str(RetireSeat()) == "retire seat"
    assert parse_action("retire seat") == RetireSeat()
    state = game(3)
    for seat in range(3):
        assert all(a.kind != "retire_seat" for a in legal_actions(state, seat))


def test_a_seat_that_is_not_active_retires_and_later_turns_skip_it():
    state = game(3, seed=2)
    assert state.active_seat == 0
    state, events = apply(state, 2, RetireSeat())
    assert events == [SeatRetired(seat=2)]
    assert state.retired == (2,) and state.playing_seats == (0, 1)
    assert state.active_seat == 0 and problems(state) == []
    assert "restart_turn" not in {a.kind for a in legal_actions(state, 0)}  # nothing to undo
    order = []
    for _ in range(4):
        state, events = quick_turn(state)
        order.append(next(e for e in events if isinstance(e, TurnEnded)).next_seat)
    assert order == [1, 0, 1, 0]
    with pytest.raises(NotYourTurn):
        apply(state, 2, TakeMoney(cards=(state.display[0],)))
    assert not legal_actions(state, 2)


def test_the_active_seat_retiring_mid_turn_rolls_its_turn_back_and_play_passes_on():
    state = game(3, seed=2)
    seat = state.active_seat
    start = state
    card = state.display[0]
    state, _ = apply(state, seat, TakeMoney(cards=(card,)))
    after, events = apply(state, seat, RetireSeat())
    assert [e.kind for e in events] == ["seat_retired", "turn_restarted", "turn_ended"]
    assert events[1] == TurnRestarted(seat=seat)
    assert events[2] == TurnEnded(seat=seat, next_seat=seat + 1)
    assert after.players[seat].hand == start.players[seat].hand  # the taken card went back
    assert after.display == start.display and after.market == start.market
    assert after.active_seat == seat + 1 and after.flow.phase == "action"
    assert after.flow.turn == start.flow.turn + 1
    assert after.retired == (seat,) and problems(after) == []
    assert "restart_turn" not in {a.kind for a in legal_actions(after, after.active_seat)}


def test_retiring_twice_is_refused():
    state, _ = apply(game(3), 1, RetireSeat())
    with pytest.raises(IllegalAction, match="already left"):
        apply(state, 1, RetireSeat())


def test_the_active_seats_undo_keeps_a_retirement_made_during_its_turn():
    state = game(3, seed=2)
    assert state.active_seat == 0
    state, _ = apply(state, 0, TakeMoney(cards=(state.display[0],)))
    state, _ = apply(state, 1, RetireSeat())
    assert "restart_turn" in {a.kind for a in legal_actions(state, 0)}
    state, _ = apply(state, 0, RestartTurn())
    assert state.retired == (1,) and problems(state) == []
    state, events = quick_turn(state)
    assert next(e for e in events if isinstance(e, TurnEnded)).next_seat == 2


def test_a_retired_seat_keeps_its_alhambra_and_still_scores():
    state = game(3, seed=4)
    state = update_player(state, 1, alhambra=((0, 0, "fountain"), (0, -1, "pavilion-2-NEW")))
    state, _ = apply(state, 1, RetireSeat())
    deck = ("scoring-A",) + tuple(c for c in state.deck if c != "scoring-A")
    state = rebase(state, deck=deck)
    after, events = quick_turn(state)
    record = next(e for e in events if isinstance(e, ScoringRound)).record
    assert record.points["pavilion"][1] == 1 and after.players[1].score == 4
    assert after.players[1].alhambra == state.players[1].alhambra


def test_left_over_market_tiles_are_awarded_only_among_seats_still_playing():
    state = game(3, seed=6)
    state = rebase(state, bag=(), display=("guilder-1-1", "guilder-2-1"))
    state = update_player(state, 1, hand=("denar-9-1",))  # the most denar, but retired
    state = update_player(state, 2, hand=("denar-2-1",))
    state = update_player(state, 0, hand=("denar-1-1",))
    state = set_market(state, denar="tower-12-none", dirham=None, ducat=None, guilder=None)
    state, _ = apply(state, 1, RetireSeat())
    after, events = quick_turn(state)
    award = next(e for e in events if isinstance(e, FinalTilesAwarded))
    assert award.awards["denar"] == 2
    assert after.flow.phase == "final_placing" and after.flow.final_queue == (2,)


def final_placing_state():
    """Seat 0 ends the last turn; seats 1 and 2 each receive a left-over tile."""
    state = game(3, seed=6)
    state = rebase(state, bag=(), display=("guilder-1-1", "guilder-2-1"))
    state = update_player(state, 1, hand=("denar-9-1",))
    state = update_player(state, 2, hand=("dirham-9-1",))
    state = update_player(state, 0, hand=())
    state = set_market(state, denar="tower-12-none", dirham="garden-11-none", ducat=None,
                       guilder=None)
    state, _ = quick_turn(state)
    assert state.flow.phase == "final_placing" and state.flow.final_queue == (1, 2)
    return state


def test_in_the_final_building_phase_the_active_seat_retiring_reserves_its_tiles():
    state = final_placing_state()
    after, events = apply(state, 1, RetireSeat())
    assert after.players[1].reserve == ("tower-12-none",) and after.players[1].bought == ()
    assert after.active_seat == 2 and after.flow.final_queue == (2,)
    assert events[-1] == TurnEnded(seat=1, next_seat=2)
    after, _ = apply(after, 2, Reserve(tile="garden-11-none"))
    after, events = apply(after, 2, EndTurn())
    assert after.is_over and isinstance(events[-1], GameEnded)


def test_in_the_final_building_phase_a_waiting_seat_retiring_leaves_the_queue():
    state = final_placing_state()
    after, _ = apply(state, 2, RetireSeat())
    assert after.players[2].reserve == ("garden-11-none",)
    assert after.flow.final_queue == (1,) and turn_problems(after) == []
    after, _ = apply(after, 1, Reserve(tile="tower-12-none"))
    after, events = apply(after, 1, EndTurn())
    assert after.is_over and events[-1].kind == "game_ended"


def test_when_every_seat_has_retired_the_game_ends_with_the_final_scoring():
    state = game(2, seed=8)
    other = 1 - state.active_seat
    state, _ = apply(state, other, RetireSeat())
    state, events = apply(state, state.active_seat, RetireSeat())
    assert state.is_over and state.active_seat is None and state.retired == (0, 1)
    assert [e.kind for e in events][-2:] == ["scoring_round", "game_ended"]
    assert events[-2].round == 3
    with pytest.raises(IllegalAction):
        apply(state, 0, RetireSeat())


def test_a_retirement_survives_json_and_shows_in_the_public_view():
    state, _ = apply(game(4, seed=9), 3, RetireSeat())
    assert GameState.model_validate_json(state.model_dump_json()) == state
    assert view(state, None).retired == (3,)
    assert view(state, 0).retired == (3,)


def test_a_buy_then_retire_rolls_the_market_back():
    state = set_market(game(3, seed=10), denar="garden-10-none")
    seat = state.active_seat
    state = update_player(state, seat, hand=("denar-6-1", "denar-5-1"))
    before = state
    state, _ = apply(state, seat, Buy(slot="denar", cards=("denar-6-1", "denar-5-1")))
    after, _ = apply(state, seat, RetireSeat())
    assert after.market == before.market and after.players[seat].hand == before.players[seat].hand
    assert after.discard == before.discard and turn_problems(after) == []


@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13), (6, 14)])
def test_random_games_with_seats_retiring_keep_every_invariant_and_end(players, seed):
    rng = random.Random(seed)
    state = new_game(players, seed=seed)
    for _ in range(20_000):
        if state.is_over:
            break
        if rng.random() < 0.01:
            seat = rng.randrange(players)
            if seat not in state.retired:
                state, _ = apply(state, seat, RetireSeat())
                assert problems(state) == [] and seat in state.retired
                continue
        seat = state.active_seat
        assert seat not in state.retired
        state, _ = apply(state, seat, choose(state, seat, rng, restart_chance=0.05))
        assert problems(state) == []
    assert state.is_over and state.scorings[-1].round == 3


def replayed(start, log):
    """``log`` applied from a turn's saved ``start`` as the bot's turn post replays a turn
    (bot.alhambra.posts.events_since: the start holds no start of its own, so the turn
    begins there)."""
    state = start.model_copy(update={"turn_start": start})
    for seat, action in log:
        state, _ = apply(state, seat, action)
    return state


def test_a_retirement_after_the_active_seat_acted_replays_from_the_turns_start():
    """RT1: the turn's start is not rewritten (it was, and replaying the turn from it
    refused the retirement: "has already left"); the active seat's undo keeps the seat
    gone, and the log, undo included, replays from the start to the same game."""
    state = game(3, seed=2)
    assert state.active_seat == 0
    log = [(0, TakeMoney(cards=(state.display[0],))), (2, RetireSeat())]
    for seat, action in log:
        state, _ = apply(state, seat, action)
    start = state.turn_start
    assert start.moves == 0 and start.retired == ()  # the state the log reached there
    assert replayed(start, log) == state
    log.append((0, RestartTurn()))
    state, _ = apply(state, 0, RestartTurn())
    assert state.retired == (2,) and len(state.players[0].hand) == len(start.players[0].hand)
    assert problems(state) == [] and replayed(start, log) == state
    state, events = quick_turn(state)
    assert next(e for e in events if isinstance(e, TurnEnded)).next_seat == 1
    state, events = quick_turn(state)
    assert next(e for e in events if isinstance(e, TurnEnded)).next_seat == 0


def test_a_retirement_before_the_active_seat_acted_begins_the_turn_after_it():
    """RT1: nothing to undo, and the turn replays from the state after the retirement."""
    state = game(3, seed=2)
    state, _ = apply(state, 1, RetireSeat())
    assert "restart_turn" not in {a.kind for a in legal_actions(state, 0)}
    start = state.turn_start
    assert start.retired == (1,) and start.moves == state.moves
    log = [(0, TakeMoney(cards=(state.display[0],))), (0, RestartTurn())]
    for seat, action in log:
        state, _ = apply(state, seat, action)
    assert state.retired == (1,) and replayed(start, log) == state
