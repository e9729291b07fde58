"""Classic mode: turns clockwise, four dice with the active player, the pair passed on."""

import pytest

from engine.rollwrite import Cross, GainCoins, IllegalAction, KeepPair, apply, legal_actions
from engine.rollwrite.events import DicePassed, DiceRolled

from .helpers import cells_of, dice, game, kinds, with_sheet


def classic(players=3, seed=1, **options):
    """A classic game whose start player is seat 0, holding yellow 2,5 and blue 3,4."""
    state = game(players, seed=seed, mode="classic", **options)
    state = state.model_copy(update={"start_seat": 0})
    for seat in range(players):
        pair = ((2, 5), (3, 4)) if seat == 0 or players == 1 else ((seat,), (seat + 1,))
        state = with_sheet(state, seat, dice=pair, crossed=[(1, 1), (6, 6), (1, 6)])
    return state


def test_only_the_active_player_acts():
    state = classic()
    assert state.active_seats == (0,)
    assert legal_actions(state, 1) == []
    with pytest.raises(IllegalAction, match="Player 1's turn, not yours") as e:
        apply(state, 1, GainCoins())
    assert e.value.code == "action/not_your_turn"


def test_after_crossing_the_unused_pair_goes_to_the_left_neighbour_unchanged():
    """"Das auf dem Spielerzettel verbliebene Würfelpaar gibt er an den nächsten Spieler im
    Uhrzeigersinn weiter ohne die Augenzahl zu verändern." Then he rolls his used pair."""
    state = classic()
    state, events = apply(state, 0, Cross(yellow=2, blue=4))
    passed = next(e for e in events if isinstance(e, DicePassed))
    assert passed.seat == 0 and passed.to == 1 and passed.dice == dice((5,), (3,))
    assert state.players[1].dice == dice((1, 5), (2, 3))  # own pair + the passed pair
    rolled = next(e for e in events if isinstance(e, DiceRolled))
    assert state.players[0].dice == rolled.dice and len(rolled.dice.yellow) == 1
    assert state.active_seats == (1,) and state.turn == 1
    assert kinds(events)[-1] == "turn_ended" and events[-1].next_seat == 1


def test_gain_coins_rolls_all_four_then_keep_a_pair_and_pass_the_other():
    """"Jetzt nimmt der Spieler alle 4 Würfel ... und würfelt sie erneut. Dann sucht er sich
    ein Würfelpaar aus ... Das andere Würfelpaar gibt er ... an den linken Nachbarn weiter."
    """
    for seed in range(40):
        state = classic(seed=seed)
        state, events = apply(state, 0, GainCoins())
        if state.step == "keep":
            break
    assert state.step == "keep" and state.active_seats == (0,)
    four = state.players[0].dice
    assert len(four.yellow) == len(four.blue) == 2
    assert kinds(legal_actions(state, 0)) == ["keep_pair"] * len(four.intersections())
    with pytest.raises(IllegalAction, match="keep one yellow and one blue") as e:
        apply(state, 0, GainCoins())
    assert e.value.code == "action/wrong_step"
    keep = legal_actions(state, 0)[-1]
    state, events = apply(state, 0, keep)
    assert state.players[0].dice == dice((keep.yellow,), (keep.blue,))
    rest = four.without(keep.yellow, keep.blue)
    assert state.players[1].dice == dice((1,) + rest.yellow, (2,) + rest.blue)
    assert state.step == "act" and state.active_seats == (1,)
    assert kinds(events) == ["pair_kept", "dice_passed", "turn_ended"]


def test_the_second_building_is_followed_by_rolling_all_four():
    state = classic()
    state, events = apply(state, 0, Cross(yellow=2, blue=3, second=True))
    assert {(2, 3), (5, 4)} <= set(state.players[0].crossed)
    assert state.players[0].coins == 0
    assert "dice_rolled" in kinds(events)
    assert state.step == "keep" or state.active_seats == (1,)


def test_turned_dice_keep_their_values_when_passed():
    state = classic()
    state, _ = apply(state, 0, {"kind": "turn_die", "colour": "yellow", "value": 5,
                                "direction": "up"})
    state, events = apply(state, 0, Cross(yellow=2, blue=4))
    assert next(e for e in events if isinstance(e, DicePassed)).dice == dice((6,), (3,))


def _play_turn(state):
    seat = state.active_seat
    state, events = apply(state, seat, GainCoins())
    if state.step == "keep":
        state, more = apply(state, seat, legal_actions(state, seat)[0])
        events += more
    return state, events


def test_rounds_start_with_the_start_player_and_go_clockwise():
    state = game(4, seed=6, mode="classic")
    order = []
    for _ in range(8):
        order.append(state.active_seat)
        state, _ = _play_turn(state)
    start = order[0]
    assert order == [(start + i) % 4 for i in range(4)] * 2
    assert state.round == 3


def test_two_players_pass_the_pair_back_and_forth_then_dirk_builds():
    """"Das Würfelpaar ... wird nur zwischen den beiden Spielern hin und her gegeben. Beide
    Spieler führen ihre jeweiligen Züge ... aus, dann ist der imaginäre Spieler an der
    Reihe." """
    state = classic(players=2)
    state, events = apply(state, 0, Cross(yellow=2, blue=4))
    assert next(e for e in events if isinstance(e, DicePassed)).to == 1
    assert "imaginary_built" not in kinds(events)
    yellow, blue = state.players[1].dice.yellow[0], state.players[1].dice.blue[0]
    if (yellow, blue) in state.players[1].crossed:
        state = with_sheet(state, 1, crossed=[(6, 5), (5, 6), (6, 4)])
    state, events = apply(state, 1, Cross(yellow=yellow, blue=blue))
    assert next(e for e in events if isinstance(e, DicePassed)).to == 0
    assert kinds(events).count("imaginary_built") == 1
    assert state.round == 2 and state.active_seat == 0
    assert len(state.imaginary[0].built) == 4


def test_solo_keeps_the_unused_pair_and_rolls_the_used_one():
    """"Der Spieler gibt das ungenutzte Würfelpaar nicht weiter, sondern lässt es auf seinem
    Spielerzettel liegen. Er würfelt dann das benutzte Würfelpaar erneut." """
    state = classic(players=1)
    state, events = apply(state, 0, Cross(yellow=2, blue=4))
    rolled = next(e for e in events if isinstance(e, DiceRolled)).dice
    assert state.players[0].dice == dice((5,) + rolled.yellow, (3,) + rolled.blue)
    assert "dice_passed" not in kinds(events)
    assert kinds(events).count("imaginary_built") == 2  # both imaginary players, every round
    assert state.round == 2 and state.active_seat == 0


def test_solo_gain_coins_rolls_all_four_and_keeps_them():
    state = classic(players=1)
    state, events = apply(state, 0, GainCoins())
    rolled = next(e for e in events if isinstance(e, DiceRolled)).dice
    assert state.players[0].dice == rolled and state.step == "act"


def test_a_pair_is_kept_automatically_when_all_choices_are_equal():
    for seed in range(3000):
        state = classic(seed=seed)
        after, events = apply(state, 0, GainCoins())
        rolled = next(e for e in events if isinstance(e, DiceRolled)).dice
        if len(rolled.intersections()) == 1:
            assert after.step == "act" and "pair_kept" in kinds(events)
            return
    raise AssertionError("no seed rolled four equal pairs")  # pragma: no cover


def test_the_last_turn_of_the_game_does_not_ask_to_keep_a_pair():
    state = classic()
    state = state.model_copy(update={"round": state.rounds, "turn": 2})
    state = with_sheet(state, 0, dice=((1,), (2,)))
    state = with_sheet(state, 2, dice=((2, 5), (3, 4)))
    assert state.active_seat == 2
    state, events = apply(state, 2, GainCoins())
    assert state.is_over and "pair_kept" not in kinds(events)
    assert kinds(events)[-1] == "game_ended"


def test_a_tower_example_crossed_twice_in_classic():
    (y1, b1), (y2, b2) = cells_of("tower")[:2]
    state = with_sheet(classic(), 0, dice=((y1, y2), (b1, b2)))
    state, _ = apply(state, 0, Cross(yellow=y1, blue=b1, second=True))
    assert state.players[0].counts["tower"] == 2


def test_keep_needs_rolled_values():
    state = classic()
    for seed in range(40):
        state = classic(seed=seed)
        state, _ = apply(state, 0, GainCoins())
        if state.step == "keep":
            break
    four = state.players[0].dice
    missing = next(v for v in range(1, 7) if v not in four.yellow)
    with pytest.raises(IllegalAction, match="keep one yellow and one blue die"):
        apply(state, 0, KeepPair(yellow=missing, blue=four.blue[0]))
