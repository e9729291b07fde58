"""Legal actions by kind (``LegalActions.kinds``, ``has``, ``of_kind``) answer exactly what
the whole listing says, in every rule set, though they work out only what they are asked."""

import random

import pytest

from engine.alhambra import apply, legal_actions, new_game
from engine.alhambra.random_play import choose


@pytest.mark.parametrize(("modules", "players"), [
    ((), 5), (("dirk",), 2), (("granada",), 3), (("alhambra_granada",), 4),
])
def test_by_kind_answers_match_the_whole_listing_through_a_game(modules, players):
    state = new_game(players, seed=7, modules=list(modules))
    rng = random.Random(7)
    moves = 0
    while not state.is_over:
        seat = state.active_seat
        listed = list(legal_actions(state, seat))
        kinds = list(dict.fromkeys(action.kind for action in listed))
        by_kind = legal_actions(state, seat)  # a fresh one: nothing worked out yet
        for kind in by_kind.candidate_kinds():  # asked one by one, before kinds()
            assert by_kind.has(kind) == (kind in kinds)
            assert list(by_kind.of_kind(kind)) == [a for a in listed if a.kind == kind]
        assert set(kinds) <= set(by_kind.candidate_kinds())
        assert by_kind.kinds() == kinds
        assert list(by_kind) == listed
        state, _ = apply(state, seat, choose(state, seat, rng))
        moves += 1
    assert moves > 100


def test_a_seat_out_of_turn_has_no_kinds():
    state = new_game(3, seed=1)
    other = legal_actions(state, (state.active_seat + 1) % 3)
    assert other.kinds() == [] and not other.has("take_money") and list(other.of_kind("buy")) == []


def test_the_random_driver_plays_the_books_three_actions_equally_often():
    """Rule book p. 4: take money, buy, or rebuild. In a state where all three are open,
    each is chosen about a third of the time, whatever the number of kinds behind it (the
    combination's two tiles per slot, the three rebuilds)."""
    from collections import Counter

    from engine.alhambra.random_play import BOOK_ACTION

    state = new_game(4, seed=3, modules=["alhambra_granada"])
    rng = random.Random(3)
    while True:  # play until the active seat can take money, buy and rebuild
        seat = state.active_seat
        legal = legal_actions(state, seat)
        books = {BOOK_ACTION.get(kind, kind) for kind in legal.kinds()}
        if {"take_money", "buy", "rebuild"} <= books and state.flow.phase == "action":
            break
        state, _ = apply(state, seat, choose(state, seat, rng))
    picks = Counter(BOOK_ACTION.get(kind, kind) for kind in (choose(state, seat, rng).kind
                                                            for _ in range(3000)))
    assert set(picks) == {"take_money", "buy", "rebuild"}
    for count in picks.values():
        assert 900 <= count <= 1100, picks
