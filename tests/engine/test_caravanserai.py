"""Caravanserai (Karawanserei), expansion 5 (shared/EXPANSIONS.md "KS Caravanserai", §7,
compendium §17), rule by rule through ``apply`` and ``legal_actions``: 8 track cards (KS1),
bought with 4+ building types for 8/4/2 in a currency of the buyer's choice (KS2, KS3), at
most 2, one step at the start of one's own turn, the value spent whole as one money item
(KS4), not money for Yammerad, money in the final distribution."""

import pytest

from engine.alhambra import apply, legal_actions, new_game, problems, view
from engine.alhambra.actions import (
    Buy,
    BuyCaravanserai,
    EndTurn,
    StepCaravanserai,
    TakeMoney,
    UseMachma,
    UseYammerad,
    parse_action,
)
from engine.alhambra.components import CARDS, CURRENCIES, TILES
from engine.alhambra.events import CaravanseraiBought, CaravanseraiSpent, CaravanseraiStepped
from engine.alhambra.modules.caravanserai import (
    BRANCHES,
    MAIN,
    OWNED,
    TRACKS,
    available,
    item_id,
    owned,
    position,
    price,
    types,
)
from engine.alhambra.modules.characters import MACHMA, YAMMERAD

from .expansion1_helpers import own
from .helpers import market_with, rebase, refused, with_hand
from .test_characters import give

SIX = ((1, 0, "pavilion-8-none"), (2, 0, "seraglio-9-none"), (-1, 0, "arcades-9-none"),
       (0, 1, "chambers-10-none"), (0, -1, "garden-10-none"), (1, 1, "tower-11-none"))


def ks_game(players=3, seed=1, modules=("caravanserai",)):
    """A new game in which seat 0 starts."""
    state = new_game(players, seed=seed, modules=list(modules))
    return rebase(state, flow=state.flow.model_copy(update={"active_seat": 0}))


def with_types(state, seat, count):
    """``seat``'s Alhambra holds ``count`` building types."""
    return own(state, seat, alhambra=SIX[:count])


def with_card(state, seat, card, currency=None, value=0):
    """``seat`` owns ``card`` with its marker at ``value`` in ``currency``."""
    every = owned(state)
    every[seat].append(card)
    state = rebase(state, modules_state={**state.modules_state, OWNED: every})
    if value:
        player = state.players[seat]
        item = item_id(card, currency or MAIN[card], value)
        players = list(state.players)
        players[seat] = player.model_copy(update={"hand": player.hand + (item,)})
        state = rebase(state, players=tuple(players))
    assert problems(state) == []
    return state



def listed(state, seat, kind):
    return [a for a in legal_actions(state, seat) if a.kind == kind]


def next_turn_of(state, seat):
    """Every seat takes a card and ends its turn until it is ``seat``'s turn again."""
    state, _ = apply(state, state.active_seat, TakeMoney(cards=(state.display[0],)))
    state, _ = apply(state, state.active_seat, EndTurn())
    while state.active_seat != seat:
        state, _ = apply(state, state.active_seat, TakeMoney(cards=(state.display[0],)))
        state, _ = apply(state, state.active_seat, EndTurn())
    return state


# -- components and setup -------------------------------------------------------------


def test_eight_cards_two_per_currency_with_branches_to_the_other_three():
    """KS1: 2 cards per main currency; branches at 2, 3 and 4 to the other currencies."""
    assert len(TRACKS) == 8
    assert sorted(MAIN.values()) == sorted(CURRENCIES * 2)
    for card in TRACKS:
        assert [at for at, _ in BRANCHES[card]] == [2, 3, 4]
        assert {to for _, to in BRANCHES[card]} == set(CURRENCIES) - {MAIN[card]}


def test_cards_lie_face_up_nobody_owns_one():
    state = ks_game()
    assert available(state) == list(TRACKS)
    assert view(state, None).modules_view["caravanserai"]["available"] == list(TRACKS)
    assert owned(state) == [[], [], []]


# -- buying ---------------------------------------------------------------------------


def test_fewer_than_four_types_cannot_buy_and_it_is_not_listed():
    state = with_types(ks_game(), 0, 3)
    state = with_hand(state, 0, ("denar-9-1",))
    assert not listed(state, 0, "buy_caravanserai")
    error = refused(state, 0, BuyCaravanserai(card=TRACKS[0], currency="denar",
                                              cards=("denar-9-1",)))
    assert error.message_id == "engine-caravanserai-types"


def test_types_count_buildings_in_the_alhambra_not_the_reserve():
    """KS3."""
    state = own(ks_game(), 0, alhambra=SIX[:3], reserve=("tower-12-none",))
    assert types(state, 0) == 3 and price(state, 0) is None


@pytest.mark.parametrize("count,cost", [(4, 8), (5, 4), (6, 2)])
def test_price_by_types(count, cost):
    assert price(with_types(ks_game(), 0, count), 0) == cost


def test_exact_payment_in_the_chosen_currency_gives_another_action():
    """KS2: the buyer picks the currency (dirham for a denar card); exact gives an action."""
    state = with_types(ks_game(), 0, 4)
    state = with_hand(state, 0, ("dirham-8-1", "denar-9-1"))
    action = BuyCaravanserai(card="caravanserai-1", currency="dirham", cards=("dirham-8-1",))
    assert action in listed(state, 0, "buy_caravanserai")
    state, events = apply(state, 0, action)
    assert isinstance(events[0], CaravanseraiBought) and events[0].price == 8
    assert owned(state)[0] == ["caravanserai-1"]
    assert position(state, 0, "caravanserai-1") == ("denar", 0)  # the marker starts at 0
    assert state.flow.phase == "action" and state.flow.extra_action
    assert "caravanserai-1" not in available(state)
    assert problems(state) == []


def test_overpaying_gives_change_and_no_extra_action():
    """KS2, CG1: 9 for a price of 8 is no exact payment; 10 for 8 draws a coin."""
    state = with_types(ks_game(modules=("caravanserai", "change")), 0, 4)
    state = with_hand(state, 0, ("ducat-6-1", "ducat-4-1"))
    state, events = apply(state, 0, BuyCaravanserai(card="caravanserai-5", currency="ducat",
                                                    cards=("ducat-6-1", "ducat-4-1")))
    assert state.flow.phase == "placing"
    assert any(e.kind == "change_given" for e in events)
    assert any(c.startswith("coin-") for c in state.players[0].hand)
    assert problems(state) == []


def test_wrong_or_short_payment_refused_and_nothing_changes():
    state = with_types(ks_game(), 0, 4)
    state = with_hand(state, 0, ("dirham-5-1", "denar-9-1"))
    error = refused(state, 0, BuyCaravanserai(card="caravanserai-1", currency="dirham",
                                              cards=("dirham-5-1", "denar-9-1")))
    assert error.message_id == "engine-caravanserai-cannot-buy"


def test_at_most_two_per_player():
    state = with_types(ks_game(), 0, 6)
    state = with_card(with_card(state, 0, "caravanserai-1"), 0, "caravanserai-3")
    state = with_hand(state, 0, ("denar-9-1",))
    assert not listed(state, 0, "buy_caravanserai")
    error = refused(state, 0, BuyCaravanserai(card="caravanserai-5", currency="denar",
                                              cards=("denar-9-1",)))
    assert error.message_id == "engine-caravanserai-two"


def test_a_card_owned_cannot_be_bought_again():
    state = with_card(with_types(ks_game(), 0, 4), 1, "caravanserai-1")
    state = with_hand(state, 0, ("denar-9-1",))
    error = refused(state, 0, BuyCaravanserai(card="caravanserai-1", currency="denar",
                                              cards=("denar-9-1",)))
    assert error.message_id == "engine-caravanserai-not-available"


# -- the step -------------------------------------------------------------------------


def test_one_step_at_the_start_of_ones_turn():
    state = with_card(ks_game(), 0, "caravanserai-1")
    assert listed(state, 0, "step_caravanserai") == [StepCaravanserai(card="caravanserai-1")]
    state, events = apply(state, 0, StepCaravanserai(card="caravanserai-1"))
    assert events == [CaravanseraiStepped(seat=0, card="caravanserai-1", currency="denar",
                                          value=1)]
    assert "caravanserai-1-denar-1" in state.players[0].hand
    assert not listed(state, 0, "step_caravanserai")
    error = refused(state, 0, StepCaravanserai(card="caravanserai-1"))
    assert error.message_id == "engine-caravanserai-stepped"
    # the next own turn: another step
    state = next_turn_of(state, 0)
    state, _ = apply(state, 0, StepCaravanserai(card="caravanserai-1"))
    assert position(state, 0, "caravanserai-1") == ("denar", 2)
    assert problems(state) == []


def test_no_step_after_the_main_action_or_out_of_turn():
    state = with_card(with_card(ks_game(), 0, "caravanserai-1"), 1, "caravanserai-3")
    assert not listed(state, 1, "step_caravanserai")
    # an exact purchase gives another action, but the turn's start has passed
    state = with_hand(with_types(state, 0, 4), 0, ("dirham-8-1",))
    state, _ = apply(state, 0, BuyCaravanserai(card="caravanserai-5", currency="dirham",
                                               cards=("dirham-8-1",)))
    assert state.flow.phase == "action" and not listed(state, 0, "step_caravanserai")
    error = refused(state, 0, StepCaravanserai(card="caravanserai-1"))
    assert error.message_id == "engine-caravanserai-turn-start"
    state, _ = apply(state, 0, TakeMoney(cards=(state.display[0],)))
    assert refused(state, 0, StepCaravanserai(card="caravanserai-1")).message_id


def test_only_ones_own_card_steps():
    state = with_card(ks_game(), 1, "caravanserai-3")
    error = refused(state, 0, StepCaravanserai(card="caravanserai-3"))
    assert error.message_id == "engine-caravanserai-not-yours"


def test_the_main_track_ends_at_five():
    state = with_card(ks_game(), 0, "caravanserai-1", value=5)
    assert listed(state, 0, "step_caravanserai") == []


def test_a_branch_keeps_the_value_and_is_a_dead_end():
    """KS1: caravanserai-1 (denar) branches to dirham at 2, ducat at 3, guilder at 4."""
    state = with_card(ks_game(), 0, "caravanserai-1", value=2)
    steps = listed(state, 0, "step_caravanserai")
    assert steps == [StepCaravanserai(card="caravanserai-1"),
                     StepCaravanserai(card="caravanserai-1", to="dirham")]
    assert refused(state, 0, StepCaravanserai(card="caravanserai-1", to="ducat")
                   ).message_id == "engine-caravanserai-cannot-step"
    state, events = apply(state, 0, StepCaravanserai(card="caravanserai-1", to="dirham"))
    assert events[0].branch and position(state, 0, "caravanserai-1") == ("dirham", 2)
    state = next_turn_of(state, 0)
    assert listed(state, 0, "step_caravanserai") == []


# -- spending -------------------------------------------------------------------------


def test_the_value_pays_a_building_whole_and_the_marker_returns_to_zero():
    """KS4: 3 ducat on the track plus a ducat 5 pay a ducat tile of 8 exactly."""
    state = market_with(ks_game(), ducat="garden-8-SW")
    tile = state.market[CURRENCIES.index("ducat")]
    assert TILES[tile].price == 8
    state = with_card(state, 0, "caravanserai-1", "ducat", 3)
    state = with_hand(state, 0, ("ducat-5-1", "caravanserai-1-ducat-3"))
    payment = ("ducat-5-1", "caravanserai-1-ducat-3")
    assert Buy(slot="ducat", cards=payment) in listed(state, 0, "buy")
    state, events = apply(state, 0, Buy(slot="ducat", cards=payment))
    assert CaravanseraiSpent(seat=0, card="caravanserai-1", currency="ducat", value=3) in events
    assert position(state, 0, "caravanserai-1") == ("denar", 0)
    assert owned(state)[0] == ["caravanserai-1"]  # the card stays
    assert not any("caravanserai" in c for c in state.discard)
    assert state.flow.extra_action  # exact
    assert problems(state) == []


def test_not_money_for_yammerad_and_machma_cannot_give_it():
    state = ks_game(modules=("caravanserai", "characters"))
    state = with_card(state, 0, "caravanserai-1", value=4)
    state = with_hand(state, 0, ("denar-2-1", "denar-3-1", "caravanserai-1-denar-4"))
    state = give(state, 0, YAMMERAD, MACHMA)
    assert UseYammerad() in legal_actions(state, 0)  # 2 money cards: fewer than 3
    assert not [a for a in listed(state, 0, "use_machma") if a.give.startswith("caravanserai")]
    error = refused(state, 0, UseMachma(give="caravanserai-1-denar-4", take=state.display[0]))
    assert error.message_id == "engine-character-give-money"


def test_its_value_counts_in_the_final_distribution():
    """§7: a caravanserai counts as money in its current currency."""
    state = with_card(ks_game(), 0, "caravanserai-1", "guilder", 4)
    assert state.players[0].money_in("guilder") >= 4


def test_actions_read_back():
    for action in (BuyCaravanserai(card="caravanserai-2", currency="ducat",
                                   cards=("ducat-8-1",)),
                   StepCaravanserai(card="caravanserai-2"),
                   StepCaravanserai(card="caravanserai-2", to="guilder")):
        assert parse_action(str(action)) == action


def test_the_view_shows_every_seats_markers():
    state = with_card(ks_game(), 1, "caravanserai-6", "dirham", 2)
    fields = view(state, None).modules_view["caravanserai"]
    assert fields["owned"][1] == [{"card": "caravanserai-6", "currency": "dirham", "value": 2}]


def test_after_an_exact_purchase_the_extra_action_may_be_declined():
    """Nothing to place: ending the turn declines the extra action (listed and legal)."""
    state = with_hand(with_types(ks_game(), 0, 4), 0, ("dirham-8-1",))
    state, _ = apply(state, 0, BuyCaravanserai(card="caravanserai-1", currency="dirham",
                                               cards=("dirham-8-1",)))
    assert EndTurn() in legal_actions(state, 0)
    state, _ = apply(state, 0, EndTurn())
    assert state.active_seat == 1


# -- with the other modules (§8) ------------------------------------------------------


def test_the_vizier_may_pay_with_a_caravanserai_and_gives_no_step():
    """§8 VZ: a caravanserai's value pays a vizier's purchase (money); the purchase, out of
    turn, gives no step."""
    from engine.alhambra.actions import UseVizier

    from .helpers import market_with as market
    from .test_vizier import end_turn as vizier_end_turn

    state = new_game(4, seed=3, modules=["caravanserai", "vizier"])
    state = market(state, denar="pavilion-7-E", dirham="garden-8-SW")
    state = with_card(state, 0, "caravanserai-1", value=3)
    state = with_hand(state, 0, ("denar-4-1", "caravanserai-1-denar-3"))
    for seat in (1, 2, 3):
        state = with_hand(state, seat, ())
    after, _ = vizier_end_turn(state)
    assert 0 in after.flow.window_seats
    cards = ("denar-4-1", "caravanserai-1-denar-3")
    assert UseVizier(slot="denar", cards=cards, x=None, y=None) in [
        a.model_copy(update={"x": None, "y": None})
        for a in legal_actions(after, 0) if a.kind == "use_vizier"]
    used, events = apply(after, 0, UseVizier(slot="denar", cards=cards))
    assert CaravanseraiSpent(seat=0, card="caravanserai-1", currency="denar", value=3) in events
    assert position(used, 0, "caravanserai-1") == ("denar", 0)
    assert not [e for e in events if e.kind == "caravanserai_stepped"]
    assert problems(used) == []


def test_a_caravanserai_pays_for_chests():
    """C §17: chests of the treasure chamber may be paid with it (no change for chests)."""
    from engine.alhambra.actions import BuyChests

    from .test_treasure_chamber import ROOMS, with_rooms

    state = ks_game(modules=("caravanserai", "treasure_chamber"))
    state = with_rooms(state, ROOMS)
    state = with_card(state, 0, "caravanserai-3", "guilder", 3)
    state = with_hand(state, 0, ("denar-5-1", "caravanserai-3-guilder-3"))
    cards = ("denar-5-1", "caravanserai-3-guilder-3")
    assert BuyChests(room=1, cards=cards) in legal_actions(state, 0)
    state, events = apply(state, 0, BuyChests(room=1, cards=cards))
    assert any(e.kind == "caravanserai_spent" for e in events)
    assert position(state, 0, "caravanserai-3") == ("dirham", 0) and problems(state) == []


def test_diamonds_buy_a_caravanserai_on_their_own():
    """DI2: where the currency is free, diamonds pay as a currency of their own."""
    state = with_types(ks_game(modules=("caravanserai", "diamonds")), 0, 4)
    eight = next(c for c, card in CARDS.items() if card.kind == "diamond" and card.value == 8)
    state = with_hand(state, 0, (eight,))
    buys = listed(state, 0, "buy_caravanserai")
    assert any(a.cards == (eight,) for a in buys)
    assert len({a.currency for a in buys}) == 1  # listed once, not once per currency
    state, _ = apply(state, 0, next(a for a in buys if a.cards == (eight,)))
    assert len(owned(state)[0]) == 1 and problems(state) == []


def test_the_hand_size_counts_no_caravanserai():
    """KS4: the value is kept in the hand, but it is no card there."""
    state = with_card(ks_game(), 0, "caravanserai-1", value=2)
    state = with_hand(state, 0, ("denar-2-1", "caravanserai-1-denar-2"))
    assert view(state, None).players[0].hand_size == 1
