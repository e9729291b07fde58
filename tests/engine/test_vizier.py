"""Expansion 1, the vizier (Die Gunst des Wesirs, rule book p. 14), with the window between
two turns in which the seats that could use theirs answer."""

import random

import pytest

from engine.alhambra import IllegalAction, apply, legal_actions, new_game, problems, view
from engine.alhambra.actions import (
    EndTurn,
    PassVizier,
    RestartTurn,
    RetireSeat,
    TakeMoney,
    TakeYard,
    TurnVizierUp,
    UseVizier,
    VizierAlwaysPass,
)
from engine.alhambra.modules.vizier import face_up
from engine.alhambra.random_play import play_random_game

from .helpers import market_with, rebase, with_hand


def ready(players=4, seed=3, **hands):
    """A game with the vizier whose market offers the 7-denar pavilion and the 8-dirham
    garden; ``hands``: ``s<seat>`` -> that seat's cards."""
    state = new_game(players, seed=seed, modules=["vizier"])
    state = market_with(state, denar="pavilion-7-E", dirham="garden-8-SW")
    for seat, hand in hands.items():
        state = with_hand(state, int(seat[1:]), hand)
    assert problems(state) == []
    return state


def end_turn(state):
    """The active seat takes the first card on display and ends its turn."""
    seat = state.active_seat
    state, _ = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    return apply(state, seat, EndTurn())


def priority(state, mover):
    n = len(state.players)
    return [(mover + 1 + i) % n for i in range(n)]


def test_every_vizier_starts_face_up():
    """p. 14: "Jeder Spieler erhält vor Spielbeginn den Wesirstein ... mit der Bildseite
    nach oben"."""
    state = new_game(5, seed=1, modules=["vizier"])
    assert face_up(state) == [True] * 5
    assert view(state, None).modules_view["vizier"]["face_up"] == [True] * 5


def test_the_window_asks_every_face_up_vizier_whether_or_not_it_can_pay_exactly():
    """V5: seats 0 and 2 can pay a tile exactly, 1 and 3 cannot; all are asked (each holds
    a card), and only the first two may buy."""
    state = ready(s0=("denar-4-1", "denar-3-1"), s1=("denar-9-1",), s2=("dirham-8-1",),
                  s3=("guilder-2-1",))
    mover = state.active_seat
    after, events = end_turn(state)
    opened = [e for e in events if e.kind == "vizier_window_opened"]
    assert opened
    asked = priority(state, mover)
    assert list(opened[0].seats) == asked
    assert after.flow.window_seats == tuple(asked)
    assert after.active_seats == tuple(sorted(asked))
    for seat in range(4):
        buys = any(a.kind == "use_vizier" for a in legal_actions(after, seat))
        assert buys == (seat in (0, 2))
    assert after.flow.active_seat == priority(state, mover)[0]  # the next turn has begun
    assert problems(after) == []


def test_while_the_window_is_open_the_next_player_waits():
    state = ready(s0=("denar-4-1", "denar-3-1"), s1=(), s2=(), s3=())
    after, _ = end_turn(state)
    active = after.active_seat
    assert active != 0 and after.flow.window_seats == (0, 1)  # 1 moved and holds a card
    with pytest.raises(IllegalAction, match="vizier") as refused:
        apply(after, active, TakeMoney(cards=(after.display[0],)))
    assert refused.value.message_id == "engine-wait-window"
    assert not any(a.kind == "take_money" for a in legal_actions(after, active))


def test_using_the_vizier_buys_exactly_builds_at_once_and_gives_no_extra_action():
    """p. 14: "Er nimmt sich das gewünschte Gebäude, bezahlt es genau passend und platziert
    es entsprechend den Bauregeln oder legt es in seine Reserve. Er verzichtet auf seinen
    Bonuszug. Der Bauhof wird dann wieder auf 4 Gebäude aufgefüllt."
    """
    state = ready(s0=("denar-4-1", "denar-3-1", "denar-5-1"), s1=(), s2=(), s3=())
    after, _ = end_turn(state)
    assert 0 in after.flow.window_seats
    active = after.active_seat
    with pytest.raises(IllegalAction, match="exact"):
        apply(after, 0, UseVizier(slot="denar", cards=("denar-4-1", "denar-5-1")))
    uses = [a for a in legal_actions(after, 0) if a.kind == "use_vizier"]
    assert uses and all(set(a.cards) == {"denar-4-1", "denar-3-1"} for a in uses)
    cell = next((a.x, a.y) for a in uses if not a.reserve)
    used, events = apply(after, 0, UseVizier(slot="denar", cards=("denar-4-1", "denar-3-1"),
                                             x=cell[0], y=cell[1]))
    kinds = [e.kind for e in events]
    assert kinds[:3] == ["vizier_used", "tile_bought", "tile_placed"]
    assert "market_refilled" in kinds
    assert (*cell, "pavilion-7-E") in used.players[0].alhambra
    assert "denar-4-1" not in used.players[0].hand and "denar-5-1" in used.players[0].hand
    assert used.market[0] not in (None, "pavilion-7-E")
    assert face_up(used)[0] is False
    assert used.flow.window_seats == (1,) and used.active_seat == active  # asked afresh
    assert used.flow.actions == 0 and not used.flow.extra_action
    assert problems(used) == []


def test_priority_runs_from_the_next_player_to_the_one_who_just_moved():
    """p. 14: "Sollten mehrere Spieler gleichzeitig ihren Wesir einsetzen wollen, hat
    derjenige den Vorrang, der in der Spielerreihenfolge am weitesten vorne ist ... Alle
    anderen Spieler dürfen sich danach wieder neu entscheiden"."""
    pays = {0: ("denar-7-1",), 1: ("denar-7-2",), 2: ("denar-7-3",),
            3: ("dirham-4-1", "dirham-4-2")}  # each can pay the pavilion or the garden
    state = ready(**{f"s{seat}": cards for seat, cards in pays.items()})
    mover = state.active_seat
    after, _ = end_turn(state)
    order = list(after.flow.window_seats)
    assert order == [s for s in priority(state, mover)]
    first, last = order[0], order[-1]
    cards = pays[last]
    slot = "dirham" if last == 3 else "denar"
    waiting, events = apply(after, last, UseVizier(slot=slot, cards=cards))
    assert [e.kind for e in events] == ["window_answered"]  # told as a pass is (V5)
    assert last not in waiting.flow.window_seats
    assert view(waiting, last).modules_view["vizier"]["answered"] is True
    assert "answered" not in view(waiting, None).modules_view["vizier"]
    assert waiting.players[last].hand == after.players[last].hand  # nothing happens yet
    # the first in priority uses its vizier: the waiting answer is void, all decide again
    first_slot = "dirham" if first == 3 else "denar"
    used, events = apply(waiting, first, UseVizier(slot=first_slot, cards=pays[first]))
    assert "vizier_used" in [e.kind for e in events]
    assert used.players[last].hand == after.players[last].hand
    reopened = [e for e in events if e.kind == "vizier_window_opened"]
    assert first not in used.flow.window_seats
    if reopened:  # the refilled market still has a tile someone can pay exactly
        assert used.flow.window_seats == reopened[-1].seats
    assert problems(used) == []


def test_a_waiting_answer_takes_effect_once_everyone_before_it_passed():
    pays = {0: ("denar-7-1",), 1: ("denar-7-2",), 2: ("denar-7-3",),
            3: ("denar-4-1", "denar-3-1")}
    state = ready(**{f"s{seat}": cards for seat, cards in pays.items()})
    after, _ = end_turn(state)
    order = list(after.flow.window_seats)
    last = order[-1]
    state, _ = apply(after, last, UseVizier(slot="denar", cards=pays[last]))
    for seat in order[:-2]:
        state, events = apply(state, seat, PassVizier())
        assert [e.kind for e in events] == ["window_answered"]
    state, events = apply(state, order[-2], PassVizier())
    assert "vizier_used" in [e.kind for e in events]
    assert "pavilion-7-E" in state.players[last].reserve
    assert problems(state) == []


def test_the_window_closes_when_all_passed_and_the_turn_goes_on_untouched_by_undo():
    state = ready(s0=("denar-4-1", "denar-3-1"), s1=(), s2=(), s3=())
    after, _ = end_turn(state)
    active = after.active_seat
    closed, _ = apply(after, 0, PassVizier())
    closed, events = apply(closed, 1, PassVizier())
    assert [e.kind for e in events] == ["window_answered", "vizier_window_closed"]
    assert closed.flow.window_seats == ()
    took, _ = apply(closed, active, TakeMoney(cards=(closed.display[0],)))
    undone, _ = apply(took, active, RestartTurn())
    assert undone.flow.window_seats == () and undone.players == closed.players


def test_turning_the_vizier_up_again_is_an_action_of_the_turn():
    """p. 14: "Den Wesir wieder aktivieren": one of the turn's choices."""
    state = ready(s0=("denar-4-1", "denar-3-1"))
    after, _ = end_turn(state)
    used, _ = apply(after, 0, UseVizier(slot="denar", cards=("denar-4-1", "denar-3-1")))
    while used.flow.window_seats:
        used, _ = apply(used, used.flow.window_seats[0], PassVizier())
    while used.active_seat != 0:
        used, _ = end_turn(used)
        while used.flow.window_seats:
            used, _ = apply(used, used.flow.window_seats[0], PassVizier())
    assert TurnVizierUp() in legal_actions(used, 0)
    up, events = apply(used, 0, TurnVizierUp())
    assert face_up(up)[0] and events[0].kind == "vizier_turned_up"
    assert up.flow.phase == "placing"  # the action part of the turn is over
    with pytest.raises(IllegalAction, match="already face up"):
        apply(state.model_copy(update={"flow": state.flow.model_copy(
            update={"active_seat": 0})}), 0, TurnVizierUp())


def test_a_seat_set_to_always_pass_is_never_asked():
    state = ready(s0=("denar-4-1", "denar-3-1"), s1=(), s2=(), s3=())
    state, events = apply(state, 0, VizierAlwaysPass(on=True))
    assert events == [] and view(state, 0).modules_view["vizier"]["always_pass"]
    after, events = end_turn(state)
    assert after.flow.window_seats == (1,)  # the mover, who holds a card now
    assert [e.seats for e in events if e.kind == "vizier_window_opened"] == [(1,)]
    state, _ = apply(after, 0, VizierAlwaysPass(on=False))
    assert VizierAlwaysPass(on=True) in legal_actions(state, 0)


def test_switching_always_pass_on_in_a_window_passes_at_once():
    state = ready(s0=("denar-4-1", "denar-3-1"), s1=(), s2=(), s3=())
    after, _ = end_turn(state)
    closed, events = apply(after, 0, VizierAlwaysPass(on=True))
    assert [e.kind for e in events] == ["window_answered"]
    assert closed.flow.window_seats == (1,)


def test_a_seat_that_leaves_during_the_window_has_passed():
    state = ready(s0=("denar-7-1",), s1=("denar-7-2",), s2=(), s3=())
    after, _ = end_turn(state)
    assert set(after.flow.window_seats) == {0, 1}
    left, _ = apply(after, 1, RetireSeat())
    assert left.flow.window_seats == (0,) or left.flow.window_seats == ()
    assert problems(left) == []


def test_no_vizier_when_the_last_tiles_are_handed_out():
    """p. 14: "Wenn bei Spielende die letzten Gebäudeplättchen verteilt werden, kann der
    Wesirstein nicht mehr eingesetzt werden."
    """
    state = ready(s0=("denar-4-1", "denar-3-1"))
    seat = state.active_seat
    rich = ("ducat-9-1", "ducat-9-2", "guilder-9-1", "guilder-9-2", "dirham-9-1", "dirham-9-2")
    state = rebase(with_hand(state, seat, rich), bag=())  # nothing left to refill with
    buy = next(iter(legal_actions(state, seat).of_kind("buy")))
    state, _ = apply(state, seat, buy)
    while state.players[seat].bought:
        state, _ = apply(state, seat, next(a for a in legal_actions(state, seat)
                                           if a.kind == "reserve"))
    after, events = apply(state, seat, EndTurn())
    assert any(e.kind == "final_tiles_awarded" for e in events)
    assert after.flow.window_seats == ()
    assert not any(e.kind == "vizier_window_opened" for e in events)


@pytest.mark.parametrize("modules", [["vizier"], ["vizier", "exchange_offices"],
                                     ["vizier", "granada"], ["vizier", "alhambra_granada"]])
@pytest.mark.parametrize("players", [2, 5])
def test_random_games_with_the_vizier_keep_every_invariant(modules, players):
    seen = set()

    def check(before, action, after, events):
        assert problems(after) == []
        seen.update(e.kind for e in events)
        public = view(after, None).model_dump_json()
        assert "answered" not in public

    final, _ = play_random_game(players, 11, random.Random(11), modules=modules,
                                on_step=check, restart_chance=0.05)
    assert final.is_over
    assert {"vizier_used", "window_answered", "vizier_turned_up"} <= seen


def test_the_vizier_may_pay_with_an_exchange_office():
    """Compendium §1: "Wird ein Gebäude mit der Gunst des Wesirs passend bezahlt, darf
    hierfür eine Wechselstube ... verwendet werden"."""
    state = new_game(4, seed=3, modules=["vizier", "exchange_offices"])
    state = market_with(state, denar="pavilion-7-E", dirham="garden-8-SW")
    cards = ("exchange-denar-guilder", "denar-3-1", "guilder-4-1")
    state = with_hand(state, 0, cards)
    for seat in (1, 2, 3):
        state = with_hand(state, seat, ())
    after, _ = end_turn(state)
    assert 0 in after.flow.window_seats
    uses = [a for a in legal_actions(after, 0) if a.kind == "use_vizier"]
    assert uses and all(set(a.cards) == set(cards) for a in uses)
    used, events = apply(after, 0, UseVizier(slot="denar", cards=cards))
    assert "pavilion-7-E" in used.players[0].reserve
    assert "exchange-denar-guilder" in used.discard


def test_the_vizier_never_takes_a_building_yard():
    """p. 14: "Der Einsatz des Wesirsteins erlaubt einem Spieler nicht, sich eine Bauhütte
    ... zu nehmen": in the window a seat may only buy from the market or pass."""
    state = new_game(4, seed=3, modules=["vizier", "building_yards"])
    state = market_with(state, denar="pavilion-7-E", dirham="garden-8-SW")
    state = with_hand(state, 0, ("denar-4-1", "denar-3-1"))
    for seat in (1, 2, 3):
        state = with_hand(state, seat, ())
    after, _ = end_turn(state)
    assert after.flow.window_seats == (0, 1)
    kinds = {a.kind for a in legal_actions(after, 0)}
    assert kinds == {"use_vizier", "pass_vizier", "vizier_always_pass"}
    with pytest.raises(IllegalAction):
        apply(after, 0, TakeYard(building="garden"))


def test_whether_a_seat_can_pay_exactly_is_not_seen_by_the_table():
    """V5: two games alike but for whether seat 0's two cards pay a tile exactly: the same
    seats are asked and the table is told the same, before and after seat 0 answers (a
    purchase that waits for the seats with priority, or a pass)."""
    told = []
    for hand, answer in ((("denar-4-1", "denar-3-1"),
                          UseVizier(slot="denar", cards=("denar-4-1", "denar-3-1"))),
                         (("guilder-9-1", "guilder-9-2"), PassVizier())):
        state = ready(s0=hand, s1=("ducat-2-1",), s2=("ducat-3-1",), s3=("ducat-4-1",))
        after, events = end_turn(state)
        answered, answer_events = apply(after, 0, answer)
        told.append((after.flow.window_seats, [e for e in events if "window" in e.kind],
                     answered.flow.window_seats, answer_events,
                     "answered" in view(answered, None).model_dump_json()))
    assert told[0] == told[1]
    assert told[0][0] == (2, 3, 0, 1) and told[0][3][0].kind == "window_answered"


def test_always_pass_is_no_move_of_the_turn():
    """V6 (as the bonus cards' B5): set out of turn before the active seat has acted, it
    leaves that seat nothing to undo; set after, the turn's start stays as the log reached
    it (the turn replays from it) and restarting the turn does not take it back."""
    state = ready(s0=("denar-4-1", "denar-3-1"), s1=("denar-7-1",), s2=(), s3=())
    seat = state.active_seat
    first, later = [s for s in range(4) if s != seat][:2]
    state, _ = apply(state, first, VizierAlwaysPass(on=True))
    assert "restart_turn" not in legal_actions(state, seat).kinds()
    start = state.turn_start
    log = [(seat, TakeMoney(cards=(state.display[0],))), (later, VizierAlwaysPass(on=True)),
           (seat, RestartTurn())]
    for who, action in log:
        state, _ = apply(state, who, action)
    assert view(state, first).modules_view["vizier"]["always_pass"]
    assert view(state, later).modules_view["vizier"]["always_pass"]  # kept by the undo
    assert len(state.players[seat].hand) == len(start.players[seat].hand)
    assert problems(state) == []
    replayed = start.model_copy(update={"turn_start": start})  # as the turn post replays
    for who, action in log:
        replayed, _ = apply(replayed, who, action)
    assert replayed == state
