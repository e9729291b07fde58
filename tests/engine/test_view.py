"""What a seat and the public may see."""

from engine.alhambra import SeatView, new_game, view


def test_a_seat_sees_its_own_hand_and_only_counts_of_the_others():
    state = new_game(["Ana", "Ben", "Cem"], seed=11)
    mine = view(state, 1)
    assert isinstance(mine, SeatView) and mine.hand == state.players[1].hand
    assert [p.hand_size for p in mine.players] == [len(p.hand) for p in state.players]
    text = mine.model_dump_json()
    for other in (0, 2):
        assert not any(card in text for card in state.players[other].hand)


def test_the_public_sees_market_display_and_sizes_but_no_deck_order_or_bag():
    state = new_game(2, seed=12)
    public = view(state, None)
    assert not isinstance(public, SeatView)
    assert public.deck_size == len(state.deck) and public.bag_size == len(state.bag)
    assert list(public.market.values()) == list(state.market)
    assert public.dirk == state.dirk and public.scoring_cards_left == (1, 2)
    assert set(public.model_dump()) & {"deck", "bag", "hand", "seed"} == set()
