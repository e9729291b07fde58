"""A turn: both actions, turning dice, the second building, coins, refusals ("Ein Spielzug")."""

import pytest

from engine.rollwrite import (
    ACTION_ADAPTER,
    Cross,
    GainCoins,
    IllegalAction,
    RestartTurn,
    TurnDie,
    apply,
    is_legal,
    legal_actions,
    parse_action,
)
from engine.rollwrite.data import building_at

from .helpers import cells_of, game, kinds, with_roll, with_sheet


@pytest.fixture
def three():
    """Three players, simultaneous; the roll is yellow 2 and 5, blue 3 and 4."""
    state = game(3, seed=1)
    state = with_roll(state, (2, 5), (3, 4))
    for seat in range(3):
        state = with_sheet(state, seat, crossed=[(1, 1), (6, 6), (1, 6)])
    return state


def test_cross_a_building_at_an_intersection(three):
    state, events = apply(three, 0, Cross(yellow=5, blue=3))
    sheet = state.players[0]
    assert sheet.crossed[-1] == (5, 3) and sheet.done
    crossed = events[0]
    assert crossed.kind == "building_crossed" and crossed.building == building_at(5, 3)
    assert crossed.count == sheet.counts[building_at(5, 3)]
    assert state.active_seats == (1, 2)
    assert kinds(events) == ["building_crossed", "seat_acted"]


def test_four_intersections_when_all_dice_differ(three):
    crosses = [a for a in legal_actions(three, 0) if a.kind == "cross" and not a.second]
    assert {(a.yellow, a.blue) for a in crosses} == {(2, 3), (2, 4), (5, 3), (5, 4)}


def test_equal_values_give_fewer_intersections(three):
    state = with_roll(three, (2, 2), (3, 4))
    crosses = [a for a in legal_actions(state, 0) if a.kind == "cross"]
    assert {(a.yellow, a.blue) for a in crosses} == {(2, 3), (2, 4)}


def test_a_crossed_cell_cannot_be_crossed_again(three):
    """"Ist das Gebäude auf dem gewählten Kreuzungspunkt schon angekreuzt, so muss der Spieler
    einen anderen Kreuzungspunkt wählen." """
    state = with_sheet(three, 0, crossed=[(2, 3), (1, 1), (6, 6)])
    with pytest.raises(IllegalAction, match="crossed the .* at yellow 2, blue 3 already") as e:
        apply(state, 0, Cross(yellow=2, blue=3))
    assert e.value.code == "action/cell_crossed"
    assert Cross(yellow=2, blue=3, round=1) not in legal_actions(state, 0)
    assert not is_legal(state, 0, Cross(yellow=2, blue=3))


def test_only_rolled_values_can_be_crossed(three):
    with pytest.raises(IllegalAction, match="no yellow die shows 4") as e:
        apply(three, 0, Cross(yellow=4, blue=3))
    assert e.value.code == "action/no_such_die"


def test_all_four_intersections_crossed_means_gain_coins(three):
    """"Sind auf allen Kreuzungspunkten die Gebäude schon angekreuzt, muss der Spieler die
    Aktion: Münzen erhalten wählen." """
    state = with_sheet(three, 0, crossed=[(2, 3), (2, 4), (5, 3), (5, 4)], spent=3)
    assert [a.kind for a in legal_actions(state, 0)] == ["gain_coins"]
    state, events = apply(state, 0, GainCoins())
    assert events[0].coins == 4 and state.players[0].circled == 7


def test_gain_one_coin_per_crossed_intersection(three):
    """Patricia gets 3 coins: three intersections hold crossed buildings."""
    state = with_sheet(three, 0, crossed=[(2, 3), (2, 4), (5, 3)])
    state, events = apply(state, 0, GainCoins())
    assert events[0].coins == 3 and state.players[0].coins == 6


def test_a_cell_hit_by_every_combination_counts_four_times(three):
    """"Wenn ein angekreuztes Gebäude doppelt oder vierfach durch Würfel-Kombinationen
    getroffen wird, erhält der Spieler auch 2 bzw. 4 Münzen." """
    state = with_roll(three, (3, 3), (4, 4))
    state = with_sheet(state, 0, crossed=[(3, 4), (1, 1), (2, 2)])
    state, events = apply(state, 0, GainCoins())
    assert events[0].coins == 4
    state = with_roll(three, (3, 3), (4, 5))
    state = with_sheet(state, 1, crossed=[(3, 4), (1, 1), (2, 2)])
    state, events = apply(state, 1, GainCoins())
    assert events[0].coins == 2


def test_gain_coins_is_allowed_even_when_a_building_is_free(three):
    assert GainCoins(round=1) in legal_actions(three, 0)
    state, events = apply(three, 0, GainCoins())
    assert events[0].coins == 0 and state.players[0].done


def test_the_coin_supply_caps_the_coins_gained_not_held(three):
    """"Sind alle Münzen im Vorrat umkreist, kann der Spieler keine weiteren Münzen erhalten."
    """
    cap = three.options.coin_supply
    state = with_sheet(three, 0, crossed=[(2, 3), (2, 4), (5, 3)], circled=cap - 1, spent=cap - 2)
    state, events = apply(state, 0, GainCoins())
    assert events[0].coins == 1 and events[0].lost == 2
    assert state.players[0].circled == cap and state.players[0].coins == 2
    small = with_roll(game(3, seed=2, coin_supply=5), (2, 5), (3, 4))
    small = with_sheet(small, 0, circled=5, crossed=[(2, 3), (2, 4), (5, 3), (5, 4)])
    assert small.options.coin_supply == 5
    small, events = apply(small, 0, GainCoins())
    assert events[0].coins == 0 and events[0].lost == 4 and small.players[0].circled == 5


def test_turning_a_die_costs_a_coin_and_changes_only_your_own_copy(three):
    """"Für eine Münze kann der Spieler vor seinem Zug einen Würfel um eine Augenzahl nach
    oben oder nach unten drehen." In simultaneous mode each sheet has its own copy."""
    state, events = apply(three, 0, TurnDie(colour="yellow", value=2, direction="up"))
    assert state.players[0].dice.yellow == (3, 5)
    assert state.players[0].coins == 2 and state.players[0].spent == 1
    assert state.players[1].dice.yellow == (2, 5) and state.roll.yellow == (2, 5)
    assert events[0].before == 2 and events[0].after == 3 and events[0].coins == 2
    assert state.active_seats == (0, 1, 2)  # turning a die is not the action
    state, _ = apply(state, 0, Cross(yellow=3, blue=4))
    assert (3, 4) in state.players[0].crossed


def test_several_coins_turn_one_die_several_times_or_several_dice(three):
    """Frank spends 3 coins: the yellow die twice down, the blue die once down."""
    state = three
    for action in (TurnDie(colour="yellow", value=5, direction="down"),
                   TurnDie(colour="yellow", value=4, direction="down"),
                   TurnDie(colour="blue", value=4, direction="down")):
        state, _ = apply(state, 0, action)
    assert state.players[0].dice.yellow == (2, 3) and state.players[0].dice.blue == (3, 3)
    assert state.players[0].coins == 0
    with pytest.raises(IllegalAction, match="costs 1 coin") as e:
        apply(state, 0, TurnDie(colour="blue", value=3, direction="up"))
    assert e.value.code == "action/cannot_afford"
    assert not [a for a in legal_actions(state, 0) if a.kind == "turn_die"]


def test_no_wrap_between_one_and_six(three):
    """"Es ist nicht möglich, von einer 1 auf eine 6 oder umgekehrt zu drehen." """
    state = with_roll(three, (1, 6), (1, 6))
    with pytest.raises(IllegalAction, match="up from 6"):
        apply(state, 0, TurnDie(colour="yellow", value=6, direction="up"))
    with pytest.raises(IllegalAction, match="down from 1"):
        apply(state, 0, TurnDie(colour="blue", value=1, direction="down"))
    turns = {str(a) for a in legal_actions(state, 0) if a.kind == "turn_die"}
    assert turns == {"turn yellow 1 up in round 1", "turn yellow 6 down in round 1",
                     "turn blue 1 up in round 1", "turn blue 6 down in round 1"}


def test_restart_turn_turns_the_dice_back_and_refunds(three):
    state, _ = apply(three, 0, TurnDie(colour="blue", value=4, direction="up"))
    state, _ = apply(state, 0, TurnDie(colour="blue", value=5, direction="up"))
    assert RestartTurn(round=1) in legal_actions(state, 0)
    state, events = apply(state, 0, RestartTurn())
    assert state.players[0] == three.players[0]
    assert events[0].refunded == 2
    assert RestartTurn(round=1) not in legal_actions(state, 0)
    with pytest.raises(IllegalAction, match="nothing to undo"):
        apply(state, 0, RestartTurn())


def test_second_building_for_three_coins_with_the_other_pair(three):
    """Ani spends 3 coins and crosses two towers in one turn."""
    (y1, b1), (y2, b2) = cells_of("tower")[:2]  # (1, 3) and (2, 6)
    state = with_roll(three, (y1, y2), (b1, b2))
    state = with_sheet(state, 0, crossed=[(1, 1), (2, 2), (3, 3)])
    before = state.players[0].counts["tower"]
    state, events = apply(state, 0, Cross(yellow=y1, blue=b1, second=True))
    sheet = state.players[0]
    assert sheet.counts["tower"] == before + 2 and sheet.coins == 0
    assert [e.paid for e in events if e.kind == "building_crossed"] == [0, 3]
    assert sheet.crossed[-2:] == ((y1, b1), (y2, b2))


def test_second_building_needs_three_coins_and_a_free_cell(three):
    state = with_sheet(three, 0, spent=1)
    with pytest.raises(IllegalAction, match="costs 3 coins and you have 2") as e:
        apply(state, 0, Cross(yellow=2, blue=3, second=True))
    assert e.value.code == "action/cannot_afford"
    state = with_sheet(three, 0, crossed=[(5, 4), (1, 1), (6, 6)])
    with pytest.raises(IllegalAction, match="other pair points at .* crossed already"):
        apply(state, 0, Cross(yellow=2, blue=3, second=True))
    same = with_roll(three, (2, 2), (3, 3))
    with pytest.raises(IllegalAction, match="other pair"):
        apply(same, 0, Cross(yellow=2, blue=3, second=True))
    listed = [a for a in legal_actions(same, 0) if a.kind == "cross"]
    assert listed == [Cross(yellow=2, blue=3, round=1)]


def test_a_seat_acts_once_per_simultaneous_round(three):
    state, _ = apply(three, 1, GainCoins())
    with pytest.raises(IllegalAction, match="played round 1 already") as e:
        apply(state, 1, GainCoins())
    assert e.value.code == "action/not_your_turn"
    assert legal_actions(state, 1) == []
    with pytest.raises(IllegalAction, match="does not play"):
        apply(state, 7, GainCoins())


def test_an_action_for_an_old_round_is_refused(three):
    state, _ = apply(three, 0, GainCoins(round=1))
    state, _ = apply(state, 1, GainCoins(round=1))
    state, _ = apply(state, 2, GainCoins(round=1))
    assert state.round == 2
    with pytest.raises(IllegalAction, match="meant for round 1; it is round 2") as e:
        apply(state, 0, Cross(yellow=state.roll.yellow[0], blue=state.roll.blue[0], round=1))
    assert e.value.code == "action/stale_round"


def test_apply_never_mutates_its_input(three):
    before = three.model_dump_json()
    for seat in three.active_seats:
        for action in legal_actions(three, seat):
            apply(three, seat, action)
    assert three.model_dump_json() == before


def test_dict_actions_are_accepted(three):
    state, _ = apply(three, 0, {"kind": "cross", "yellow": 2, "blue": 4})
    assert (2, 4) in state.players[0].crossed


@pytest.mark.parametrize("action", [
    TurnDie(colour="yellow", value=3, direction="up"),
    TurnDie(colour="blue", value=1, direction="down", round=4),
    Cross(yellow=2, blue=6),
    Cross(yellow=2, blue=6, second=True, round=12),
    GainCoins(),
    GainCoins(round=3),
])
def test_text_forms_read_back(action):
    assert parse_action(str(action)) == action
    assert ACTION_ADAPTER.validate_json(ACTION_ADAPTER.dump_json(action)) == action


def test_typed_text_is_forgiving_about_case_and_spaces():
    assert parse_action("  Cross Y3  B4 ") == Cross(yellow=3, blue=4)
    assert parse_action("keep y1 b6 in round 2").round == 2


@pytest.mark.parametrize("text", ["cross 3 4", "cross y7 b1", "turn red 3 up", "keep b1 y2",
                                  "gain", "", "turn yellow 0 down"])
def test_unreadable_text_raises_value_error(text):
    with pytest.raises(ValueError, match="cannot read"):
        parse_action(text)


def test_membership_in_the_legal_actions_asks_the_rules(three):
    listed = legal_actions(three, 0)
    assert Cross(yellow=2, blue=3) in listed  # typed without its round
    assert Cross(yellow=2, blue=3, round=1) in listed
    assert Cross(yellow=2, blue=3, round=2) not in listed
    assert Cross(yellow=1, blue=1) not in listed
    assert {"kind": "gain_coins"} in listed and {"kind": "nonsense"} not in listed
    assert list(listed) == listed and listed[0].round == 1
