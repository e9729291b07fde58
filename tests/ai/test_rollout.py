"""hard's rollouts (AI9): the game it plays the round on is dealt again from its seat's view
only, is a game the seat cannot tell from the real one, and a round played on it ends at
the seat's next turn."""

import random

from ai.player import _baseline, _plain
from ai.rollout import dealable, play_round, redeal
from engine.alhambra import legal_actions, new_game, problems, view

from .games import sampled_states
from .hidden import redealt


def turns(players: int = 4, seed: int = 31):
    return [(s, s.active_seat) for s in sampled_states((), players, seed=seed, per_kind=6)
            if s.flow.phase == "action" and not s.flow.window_seats]


def test_the_deal_depends_only_on_what_the_seat_sees():
    checked = 0
    for index, (state, seat) in enumerate(turns()):
        assert dealable(state)
        mine = redeal(state, seat, random.Random(index))
        for r in range(3):
            other = redealt(state, seat, random.Random(100 * index + r))
            assert redeal(other, seat, random.Random(index)) == mine
        checked += 1
    assert checked >= 3


def test_the_deal_is_a_sound_game_the_seat_cannot_tell_apart():
    for index, (state, seat) in enumerate(turns(5, 8)):
        dealt = redeal(state, seat, random.Random(index))
        assert problems(dealt) == []
        assert view(dealt, seat) == view(state, seat)
        assert dealt.deck != state.deck or dealt.bag != state.bag  # something dealt again


def test_a_round_ends_at_the_seats_next_turn():
    state, seat = turns()[1]
    first = legal_actions(state, seat).of_kind("take_money")[0]
    end = play_round(redeal(state, seat, random.Random(1)), seat, first, _plain, _baseline)
    assert end.is_over or (end.active_seat == seat and end.flow.phase == "action"
                           and end.flow.turn == state.flow.turn + len(state.players))


def test_only_the_base_game_of_three_or_more_is_dealt_again():
    assert dealable(new_game(3, seed=1))
    assert not dealable(new_game(2, seed=1))  # Dirk's cards out of the game face down
    assert not dealable(new_game(4, seed=1, modules=["vizier"]))
