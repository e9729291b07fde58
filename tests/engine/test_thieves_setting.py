"""Expansion 3, the thieves' standing setting "don't ask me about thieves" (TD6): a seat
set so is not asked between turns for its thieves; who set it is public and tells nothing
of a hand. Also the vizier's private ``fits`` that tells an asked seat the truth (V5)."""

import pytest

from engine.alhambra import IllegalAction, apply, legal_actions, parse_action, problems, view
from engine.alhambra.actions import (
    ACTION_ADAPTER,
    PassWindow,
    PlayThief,
    RestartTurn,
    ThievesAlwaysPass,
    UseVizier,
    VizierAlwaysPass,
)
from engine.alhambra.random_play import SETTINGS

from .helpers import with_hand
from .test_thieves import (
    ahead,
    alike_but_one_seats_thieves,
    deal,
    denar_game,
    end_turn,
    passing,
    shared_window,
)

ON, OFF = ThievesAlwaysPass(on=True), ThievesAlwaysPass(on=False)


def refused(state, seat, action) -> str:
    with pytest.raises(IllegalAction) as caught:
        apply(state, seat, action)
    return caught.value.message_id


def test_a_seat_set_so_is_not_asked_about_its_thieves():
    state, nxt, thief = denar_game()
    first, mover = ahead(state), state.active_seat
    assert ON in legal_actions(state, thief)  # any time, whoever's turn
    state, events = apply(state, thief, ON)
    assert events == [] and problems(state) == []
    assert OFF in legal_actions(state, thief) and ON not in legal_actions(state, thief)
    after, events = end_turn(state, "denar-2-1")
    assert after.flow.window_seats == (first, mover)  # it holds Denar thieves: not asked
    assert [e.seats for e in events if e.kind == "vizier_window_opened"] == [(first, mover)]
    assert not any(a.kind == "play_thief" for a in legal_actions(after, thief))


def test_switching_it_off_again_asks_the_seat_again():
    state, nxt, thief = denar_game()
    first, mover = ahead(state), state.active_seat
    state, _ = apply(state, thief, ON)
    state, events = apply(state, thief, OFF)
    assert events == [] and ON in legal_actions(state, thief)
    after, _ = end_turn(state, "denar-2-1")
    assert after.flow.window_seats == (first, thief, mover)
    assert any(a.kind == "play_thief" for a in legal_actions(passing(after, first), thief))


def test_switched_on_while_asked_it_passes_at_once_and_switched_off_it_is_asked_next_time():
    state, nxt, thief = denar_game()
    first, mover = ahead(state), state.active_seat
    after, _ = end_turn(state, "denar-2-1")
    assert thief in after.flow.window_seats
    set_on, events = apply(after, thief, ON)
    assert [e.kind for e in events] == ["window_answered"]  # told as any pass is (WS1)
    assert set_on.flow.window_seats == (first, mover) and problems(set_on) == []
    closed = passing(set_on, first, mover)
    assert closed.flow.window_seats == () and closed.active_seat == nxt
    # switched off again, out of turn: the next window asks it again
    back, events = apply(closed, thief, OFF)
    assert events == []
    card = next(c for c in back.display if c.startswith("denar"))
    again, _ = end_turn(back, card)
    assert thief in again.flow.window_seats


def test_playing_a_thief_is_refused_while_set_so():
    """The shared window: the vizier still brings the seat in; its thieves stay silent."""
    after, nxt, thief, mover = shared_window()
    state = with_hand(after, thief, ("denar-4-2", "denar-3-2"))  # pays the pavilion exactly
    state, events = apply(state, thief, ON)
    assert events == [] and thief in state.flow.window_seats  # asked for its vizier
    kinds = {a.kind for a in legal_actions(state, thief)}
    assert "use_vizier" in kinds and "play_thief" not in kinds
    assert refused(state, thief, PlayThief(thief="thief-denar-1", card="denar-5-1")) == \
        "engine-thieves-always-passes"
    # both settings on: nothing brings it in any more, so it passes at once
    state, events = apply(state, thief, VizierAlwaysPass(on=True))
    assert [e.kind for e in events] == ["window_answered"]
    assert thief not in state.flow.window_seats and problems(state) == []


def test_the_setting_is_public_and_the_same_whatever_the_seats_thieves():
    """TD6: the table sees who set it, and nothing else differs between a seat holding
    Denar thieves (which could take a card on display) and one holding Dirham thieves."""
    seen = []
    for state, thief in alike_but_one_seats_thieves():
        state, events = apply(state, thief, ON)
        after, turn_events = end_turn(state, "denar-2-1")
        public = view(after, None)
        assert public.modules_view["thieves"]["always_pass"] == [
            seat == thief for seat in range(len(after.players))]
        assert thief not in after.flow.window_seats
        seen.append((view(state, None), events, public, turn_events, after.flow.window_seats))
    assert seen[0] == seen[1]


def test_it_is_no_move_of_the_turn():
    """As the bonus cards' standing choice (B5): made before the active seat has acted,
    the active seat has nothing to undo; it is listed as a setting, never drawn as a
    move by the random driver."""
    state, nxt, thief = denar_game()
    seat = state.active_seat
    for who in (thief, seat):
        state, _ = apply(state, who, ON)
        assert "restart_turn" not in legal_actions(state, seat).kinds()
        assert state.active_seat == seat and state.flow.phase == "action"
    assert "thieves_always_pass" in SETTINGS


def test_it_is_offered_only_while_the_seat_holds_a_thief_and_refused_unchanged():
    state, nxt, thief = denar_game()
    assert refused(state, thief, OFF) == "engine-thieves-setting-unchanged"
    state, _ = apply(state, thief, ON)
    assert refused(state, thief, ON) == "engine-thieves-setting-unchanged"
    empty = deal(state, **{f"s{thief}": []})
    assert "thieves_always_pass" not in legal_actions(empty, thief).kinds()
    assert refused(empty, thief, OFF) == "engine-thieves-none-held"


def test_its_text_reads_back():
    for action in (ON, OFF):
        assert parse_action(str(action)) == action
        assert ACTION_ADAPTER.validate_json(ACTION_ADAPTER.dump_json(action)) == action
    assert str(ON) == "thieves always pass on"


def test_an_asked_seats_own_view_says_whether_its_cards_pay_a_tile_exactly():
    """V5: asked whether or not it can pay, the seat alone learns which (``fits``)."""
    after, nxt, thief, mover = shared_window()
    assert view(after, nxt).modules_view["vizier"]["fits"] is True  # pays the pavilion
    poor = with_hand(after, nxt, ("denar-2-1",))
    assert nxt in poor.flow.window_seats
    assert view(poor, nxt).modules_view["vizier"]["fits"] is False
    assert not any(isinstance(a, UseVizier) for a in legal_actions(poor, nxt))
    assert "fits" not in view(poor, None).modules_view["vizier"]
    assert "fits" not in view(poor, thief).modules_view["vizier"]  # not asked for a vizier
    assert PassWindow() in legal_actions(poor, thief)


def test_set_after_the_active_seat_acted_its_undo_keeps_it_and_the_turn_replays():
    """TD6 (as the bonus cards' B5): the turn's start stays as the log reached it, and
    restarting the turn does not take the setting back."""
    state, nxt, thief = denar_game()
    seat = state.active_seat
    log = [(seat, parse_action("take denar-2-1")), (thief, ON), (seat, RestartTurn())]
    start = state.turn_start
    for who, action in log[:2]:
        state, _ = apply(state, who, action)
    assert state.turn_start is start
    state, _ = apply(state, seat, RestartTurn())
    assert view(state, thief).modules_view["thieves"]["always_pass"][thief]
    assert "denar-2-1" in state.display and problems(state) == []
    replayed = start.model_copy(update={"turn_start": start})  # as the turn post replays
    for who, action in log:
        replayed, _ = apply(replayed, who, action)
    assert replayed == state
