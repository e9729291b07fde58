"""A turn: take money, buy, rebuild, place at the end, undo and confirm (rule book p. 4-5)."""

import pytest

from engine.alhambra import apply, legal_actions
from engine.alhambra.actions import (
    Buy,
    EndTurn,
    Place,
    RebuildExchange,
    RebuildPlace,
    RebuildRemove,
    Reserve,
    RestartTurn,
    TakeMoney,
)
from engine.alhambra.errors import CannotAfford, IllegalAction, IllegalPlacement, NotYourTurn
from engine.alhambra.events import MarketRefilled, TileBought

from .helpers import game, rebase, set_market, update_player


def start(players=3, seed=1, **market):
    state = game(players, seed)
    if market:
        state = set_market(state, **market)
    return state, state.active_seat


def test_take_one_card_of_any_value():
    state, seat = start()
    card = max(state.display, key=lambda c: int(c.split("-")[1]))
    after, events = apply(state, seat, TakeMoney(cards=(card,)))
    assert card in after.players[seat].hand and card not in after.display
    assert after.flow.phase == "placing"
    assert events[0].kind == "money_taken"


def test_take_several_cards_only_when_they_total_at_most_5():
    state, seat = start()
    state = rebase(state, display=("denar-2-1", "dirham-3-1", "ducat-1-1", "guilder-9-1"))
    after, _ = apply(state, seat, TakeMoney(cards=("denar-2-1", "dirham-3-1")))
    assert {"denar-2-1", "dirham-3-1"} <= set(after.players[seat].hand)
    with pytest.raises(IllegalAction, match="at most 5"):
        apply(state, seat, TakeMoney(cards=("denar-2-1", "dirham-3-1", "ducat-1-1")))
    with pytest.raises(IllegalAction, match="not on display"):
        apply(state, seat, TakeMoney(cards=("denar-5-2",)))
    choices = {tuple(sorted(a.cards)) for a in legal_actions(state, seat)
               if a.kind == "take_money"}
    assert ("denar-2-1", "dirham-3-1") in choices
    assert ("denar-2-1", "dirham-3-1", "ducat-1-1") not in choices
    assert ("guilder-9-1",) in choices


def test_11_for_a_10_garden_ends_the_turn_no_change_given():
    """p. 4: the garden costs 10 blue; paying 11 ends the turn, there is no change."""
    state, seat = start(denar="garden-10-none")
    state = update_player(state, seat, hand=("denar-6-1", "denar-5-1"))
    after, events = apply(state, seat, Buy(slot="denar", cards=("denar-6-1", "denar-5-1")))
    assert events == [TileBought(seat=seat, slot="denar", tile="garden-10-none",
                                 cards=("denar-6-1", "denar-5-1"), exact=False)]
    assert after.players[seat].hand == ()
    assert after.players[seat].bought == ("garden-10-none",)
    assert after.flow.phase == "placing" and not after.flow.extra_action
    assert {a.kind for a in legal_actions(after, seat)} <= {"place", "reserve", "restart_turn"}


def test_exact_payment_grants_another_action():
    state, seat = start(denar="garden-10-none")
    state = update_player(state, seat, hand=("denar-6-1", "denar-4-1"))
    after, events = apply(state, seat, Buy(slot="denar", cards=("denar-6-1", "denar-4-1")))
    assert events[0].exact
    assert after.flow.phase == "action" and after.flow.extra_action
    assert after.market[0] is None  # the market is refilled only at the end of the turn


def test_paying_with_the_wrong_currency_or_too_little_is_refused_and_changes_nothing():
    state, seat = start(denar="garden-10-none")
    state = update_player(state, seat, hand=("denar-6-1", "dirham-4-1", "denar-3-1"))
    before = state.model_dump_json()
    with pytest.raises(CannotAfford, match="takes only denar"):
        apply(state, seat, Buy(slot="denar", cards=("denar-6-1", "dirham-4-1")))
    with pytest.raises(CannotAfford, match="costs 10 denar; the cards you chose total 9"):
        apply(state, seat, Buy(slot="denar", cards=("denar-6-1", "denar-3-1")))
    with pytest.raises(CannotAfford, match="do not hold"):
        apply(state, seat, Buy(slot="denar", cards=("denar-9-3",)))
    assert state.model_dump_json() == before
    assert not [a for a in legal_actions(state, seat) if a.kind == "buy" and a.slot == "denar"]


def test_legal_payments_are_the_minimal_ones():
    state, seat = start(denar="garden-10-none")
    state = update_player(state, seat, hand=("denar-6-1", "denar-4-1", "denar-5-1", "denar-9-1"))
    payments = {tuple(sorted(int(c.split("-")[1]) for c in a.cards))
                for a in legal_actions(state, seat) if a.kind == "buy" and a.slot == "denar"}
    assert payments == {(4, 6), (5, 6), (4, 9), (5, 9), (6, 9), (4, 5, 6)} - {(4, 5, 6)}


def test_at_most_five_actions_four_exact_buys_and_one_more():
    """p. 4: "So sind maximal 5 Spielzüge eines Spielers möglich"."""
    market = {"denar": "pavilion-2-NEW", "dirham": "seraglio-3-ESW",
              "ducat": "arcades-4-NES", "guilder": "chambers-5-NSW"}
    state, seat = start(**market)
    state = update_player(state, seat, hand=("denar-2-1", "dirham-3-1", "ducat-4-1",
                                             "guilder-5-1"))
    for currency, card in zip(market, ("denar-2-1", "dirham-3-1", "ducat-4-1", "guilder-5-1"),
                              strict=True):
        state, _ = apply(state, seat, Buy(slot=currency, cards=(card,)))
        assert state.flow.phase == "action"
    # No tile left to buy: take money, or decline the fifth action and place the tiles.
    assert {a.kind for a in legal_actions(state, seat)} <= {"take_money", "restart_turn",
                                                           "place", "reserve"}
    state, _ = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    assert state.flow.actions == 5 and state.flow.phase == "placing"
    assert len(state.players[seat].bought) == 4


def test_bought_tiles_are_placed_at_the_end_in_any_order_then_the_turn_is_confirmed():
    state, seat = start(denar="pavilion-8-none", dirham="seraglio-9-none")
    state = update_player(state, seat, hand=("denar-8-1", "dirham-9-1", "dirham-1-1"))
    state, _ = apply(state, seat, Buy(slot="denar", cards=("denar-8-1",)))
    with pytest.raises(IllegalAction, match="before ending your turn"):
        apply(state, seat, EndTurn())  # the extra action may be declined, the tile not left
    state, _ = apply(state, seat, Buy(slot="dirham", cards=("dirham-9-1", "dirham-1-1")))
    assert state.flow.phase == "placing"
    with pytest.raises(IllegalAction, match="before ending your turn"):
        apply(state, seat, EndTurn())
    state, _ = apply(state, seat, Place(tile="seraglio-9-none", x=0, y=1))
    with pytest.raises(IllegalPlacement, match="not only a corner"):
        apply(state, seat, Place(tile="pavilion-8-none", x=5, y=5))
    state, _ = apply(state, seat, Reserve(tile="pavilion-8-none"))
    assert state.players[seat].reserve == ("pavilion-8-none",)
    assert (0, 1, "seraglio-9-none") in state.players[seat].alhambra
    after, events = apply(state, seat, EndTurn())
    refill = next(e for e in events if isinstance(e, MarketRefilled))
    assert list(refill.tiles) == ["denar", "dirham"]  # refilled in slot order
    assert refill.tiles["denar"] == state.bag[0] and refill.tiles["dirham"] == state.bag[1]
    assert len(after.display) == 4 and None not in after.market
    assert after.active_seat == (seat + 1) % 3 and after.flow.phase == "action"


def test_restart_turn_rolls_back_everything_of_this_turn():
    state, seat = start(denar="pavilion-8-none")
    state = update_player(state, seat, hand=("denar-8-1",))
    with pytest.raises(IllegalAction, match="nothing to undo"):
        apply(state, seat, RestartTurn())
    mid, _ = apply(state, seat, Buy(slot="denar", cards=("denar-8-1",)))
    mid, _ = apply(mid, seat, TakeMoney(cards=(mid.display[0],)))
    mid, _ = apply(mid, seat, Place(tile="pavilion-8-none", x=1, y=0))
    back, events = apply(mid, seat, RestartTurn())
    assert events[0].kind == "turn_restarted"
    assert back.players == state.players and back.market == state.market
    assert back.display == state.display and back.flow == state.flow
    assert back.moves == mid.moves + 1
    assert not [a for a in legal_actions(back, seat) if a.kind == "restart_turn"]
    with pytest.raises(IllegalAction, match="nothing to undo"):
        apply(back, seat, RestartTurn())


def test_a_new_turn_starts_with_nothing_to_undo():
    state, seat = start()
    state, _ = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    state, _ = apply(state, seat, EndTurn())
    following = state.active_seat
    assert "restart_turn" not in {a.kind for a in legal_actions(state, following)}
    assert state.turn_start.moves == state.moves


def test_rebuild_from_reserve_out_to_reserve_and_exchange_each_end_the_actions():
    state, seat = start()
    state = update_player(state, seat, reserve=("pavilion-8-none", "tower-12-none"),
                          alhambra=((0, 0, "fountain"), (1, 0, "garden-10-none")))
    placed, events = apply(state, seat, RebuildPlace(tile="pavilion-8-none", x=0, y=1))
    assert (0, 1, "pavilion-8-none") in placed.players[seat].alhambra
    assert placed.flow.phase == "placing" and events[0].into == "pavilion-8-none"
    removed, _ = apply(state, seat, RebuildRemove(x=1, y=0))
    assert removed.players[seat].alhambra == ((0, 0, "fountain"),)
    assert "garden-10-none" in removed.players[seat].reserve
    swapped, events = apply(state, seat, RebuildExchange(tile="tower-12-none", x=1, y=0))
    assert (1, 0, "tower-12-none") in swapped.players[seat].alhambra
    assert set(swapped.players[seat].reserve) == {"pavilion-8-none", "garden-10-none"}
    assert (events[0].into, events[0].out) == ("tower-12-none", "garden-10-none")
    with pytest.raises(IllegalAction, match="fountain"):
        apply(state, seat, RebuildRemove(x=0, y=0))
    walled = update_player(state, seat, reserve=("garden-10-W",))
    with pytest.raises(IllegalPlacement, match="walls must meet walls"):
        apply(walled, seat, RebuildExchange(tile="garden-10-W", x=1, y=0))
    kinds = {a.kind for a in legal_actions(state, seat)}
    assert {"rebuild_place", "rebuild_remove", "rebuild_exchange"} <= kinds


def test_only_the_active_seat_acts():
    state, seat = start()
    other = (seat + 1) % 3
    with pytest.raises(NotYourTurn, match="turn, not yours"):
        apply(state, other, TakeMoney(cards=(state.display[0],)))
    assert not legal_actions(state, other)
    with pytest.raises(NotYourTurn):
        apply(state, 7, TakeMoney(cards=(state.display[0],)))


def test_wrong_phase_is_explained():
    state, seat = start()
    with pytest.raises(IllegalAction, match="first take money, buy a tile or rebuild"):
        apply(state, seat, EndTurn())
    after, _ = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    with pytest.raises(IllegalAction, match="your actions are done"):
        apply(after, seat, TakeMoney(cards=(after.display[0],)))
    assert [a.kind for a in legal_actions(after, seat)] == ["end_turn", "restart_turn"]


def test_the_extra_action_after_an_exact_payment_is_a_choice_not_a_duty():
    """Hungarian rule book p. 4: "Ha a játékos a feltüntetett árat pontosan ki tudja fizetni,
    lehetősége van még egy akció végrehajtására" -- he *may* act again. Placing the bought
    tile declines the extra action; before, a player whose only possible action was a
    rebuild had to take his own Alhambra apart."""
    state, seat = start(denar="garden-10-none")
    state = update_player(state, seat, hand=("denar-6-1", "denar-4-1"))
    state, _ = apply(state, seat, Buy(slot="denar", cards=("denar-6-1", "denar-4-1")))
    assert state.flow.extra_action
    offered = list(legal_actions(state, seat))
    assert {"take_money", "place", "reserve"} <= {a.kind for a in offered}
    place = next(a for a in offered if a.kind == "place")
    after, events = apply(state, seat, place)
    assert events[0].kind == "tile_placed"
    assert after.flow.phase == "placing" and not after.flow.extra_action
    assert after.flow.actions == 1  # no second action was taken
    assert [a.kind for a in legal_actions(after, seat)] == ["end_turn", "restart_turn"]
    # Reserving declines it as well.
    after, _ = apply(state, seat, Reserve(tile="garden-10-none"))
    assert after.flow.phase == "placing" and after.players[seat].reserve == ("garden-10-none",)


def test_only_a_rebuild_left_after_an_exact_payment_need_not_be_taken():
    state, seat = start(denar="garden-10-none")
    state = update_player(state, seat, hand=("denar-6-1", "denar-4-1"),
                          alhambra=((0, 0, "fountain"), (0, 1, "tower-9-NE")))
    state = rebase(state, display=())
    state, _ = apply(state, seat, Buy(slot="denar", cards=("denar-6-1", "denar-4-1")))
    kinds = {a.kind for a in legal_actions(state, seat)}
    assert "rebuild_remove" in kinds and "take_money" not in kinds
    assert "place" in kinds  # not forced to take the Tower out


def test_a_player_who_can_do_nothing_passes_instead_of_the_game_hanging():
    """With every money card in the players' hands (display, deck and discard empty), an
    unaffordable market and nothing to rebuild, the only legal action is to end the turn."""
    state, seat = start(denar="garden-10-none", dirham="garden-10-none",
                        ducat="garden-10-none", guilder="garden-10-none")
    state = update_player(state, seat, hand=("denar-1-1",))
    state = rebase(state, display=(), deck=(), discard=())
    assert [a.kind for a in legal_actions(state, seat)] == ["end_turn"]
    after, events = apply(state, seat, EndTurn())
    assert after.active_seat != seat
    assert any(e.kind == "turn_ended" for e in events)
    # With anything possible, ending the turn untouched is still refused.
    state = rebase(state, display=("denar-2-1",))
    with pytest.raises(IllegalAction):
        apply(state, seat, EndTurn())
