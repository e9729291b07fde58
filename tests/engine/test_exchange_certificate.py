"""Exchange certificates (Wechselschein), expansion 6 (shared/EXPANSIONS.md "EC Exchange
certificate", §0.2, §7, X1; compendium §23), rule by rule through ``apply`` and
``legal_actions``: the stones by player count, a certificate issued or raised by an
overpayment (EC1, max 10, one per currency), spent whole as money and back to the pool
(EC2), exact with it counts as exact, diamonds (EC4), bids (EC6), coins or a certificate
with the change (EC3, EC9), public stones (EC8), the final distribution, Granada and the
combination (X1)."""

import pytest

from engine.alhambra import apply, legal_actions, new_game, problems, view
from engine.alhambra.actions import (
    Buy,
    BuyChests,
    BuySecond,
    Flip,
    OverpayFor,
    PassBid,
    RestartTurn,
    TakeMoney,
    parse_action,
)
from engine.alhambra.components import TILES
from engine.alhambra.events import CertificateIssued, CertificateSpent
from engine.alhambra.modules import modules_problem
from engine.alhambra.modules.characters import money_cards
from engine.alhambra.modules.exchange_certificate import (
    MOST,
    STONES,
    bid_currency,
    held,
    item_id,
    pool,
)

from .helpers import market_with, rebase, refused, with_hand
from .test_characters import BidForCharacter, answer, auction_game, end_turn
from .test_invaders import buying, scout_game

EC = "exchange_certificate"


def ec_game(players=3, modules=(EC,), seed=1):
    """A new game in which seat 0 starts."""
    state = new_game(players, seed=seed, modules=list(modules))
    return rebase(state, flow=state.flow.model_copy(update={"active_seat": 0}))


def holding(state, seat, *stones):
    """``seat`` also holds these (currency, stone, value) certificates."""
    players = list(state.players)
    hand = players[seat].hand + tuple(item_id(*s) for s in stones)
    players[seat] = players[seat].model_copy(update={"hand": hand})
    state = rebase(state, players=tuple(players))
    assert problems(state) == []
    return state


def buy(state, seat, slot, *cards):
    return apply(state, seat, Buy(slot=slot, cards=tuple(cards)))


def issued(events):
    return [e for e in events if isinstance(e, CertificateIssued)]


# -- setup -------------------------------------------------------------------------------


@pytest.mark.parametrize(("players", "each"), [(2, 1), (3, 2), (4, 2), (5, 3), (6, 3)])
def test_the_pool_holds_stones_per_currency_by_player_count(players, each):
    """C-setup, APP: 1 stone per currency with 2 players, 2 with 3-4, 3 with 5-6."""
    state = new_game(players, seed=3, modules=[EC])
    assert STONES[players] == each
    assert view(state, None).modules_view[EC] == {
        "pool": dict.fromkeys(("denar", "dirham", "ducat", "guilder"), each),
        "held": [{} for _ in range(players)]}


def test_certificates_play_with_granada_and_the_combination_x1():
    assert modules_problem([EC, "granada"], 3) is None
    assert modules_problem([EC, "alhambra_granada"], 3) is None
    assert modules_problem([EC, "granada", "change", "diamonds", "vizier"], 2) is None


# -- issuing (EC1, EC4, EC5, EC6) ------------------------------------------------------------


def test_overpaying_a_building_by_x_gives_a_stone_of_that_currency_worth_x():
    state = market_with(ec_game(), denar="pavilion-4-ES")
    state = with_hand(state, 0, ("denar-6-1",))
    state, events = buy(state, 0, "denar", "denar-6-1")
    assert issued(events) == [CertificateIssued(seat=0, currency="denar", overpaid=2, before=0,
                                                value=2)]
    assert held(state, 0) == {"denar": 2}
    assert pool(state)["denar"] == 1 and state.flow.extra_action is False
    assert state.players[0].hand == (item_id("denar", 1, 2),)


def test_a_second_overpayment_raises_the_stone_to_at_most_10():
    """EC1: one stone per currency per seat; it moves up by X, to at most 10."""
    start = market_with(ec_game(), denar="pavilion-4-ES")
    state = holding(with_hand(start, 0, ("denar-9-1",)), 0, ("denar", 1, 3))
    state, events = buy(state, 0, "denar", "denar-9-1")  # 5 over: 3 -> 8
    assert issued(events)[0].before == 3 and held(state, 0) == {"denar": 8}
    assert pool(state)["denar"] == 1  # still one stone held
    state = holding(with_hand(start, 0, ("denar-9-1",)), 0, ("denar", 1, 8))
    state, events = buy(state, 0, "denar", "denar-9-1")  # 5 over: 8 -> 10, not 13
    assert held(state, 0) == {"denar": MOST} and MOST == 10
    state = holding(with_hand(start, 0, ("denar-9-1",)), 0, ("dirham", 2, 6))
    state, events = buy(state, 0, "denar", "denar-9-1")  # another currency: a new stone
    assert held(state, 0) == {"dirham": 6, "denar": 5}


def test_no_stone_left_gives_nothing():
    """EC1: "if one is left": two players hold a single stone per currency."""
    state = market_with(ec_game(players=2), denar="pavilion-4-ES")
    state = holding(with_hand(state, 0, ("denar-6-1",)), 1, ("denar", 1, 1))
    state, events = buy(state, 0, "denar", "denar-6-1")
    assert issued(events) == [] and held(state, 0) == {} and pool(state)["denar"] == 0


def test_an_exact_payment_issues_nothing_and_gives_the_extra_action():
    state = market_with(ec_game(), denar="pavilion-4-ES")
    state = with_hand(state, 0, ("denar-4-1",))
    state, events = buy(state, 0, "denar", "denar-4-1")
    assert issued(events) == [] and state.flow.extra_action is True


def test_a_diamond_overpayment_gives_a_stone_in_the_slots_currency_ec4():
    state = market_with(ec_game(modules=(EC, "diamonds")), ducat="pavilion-4-ES")
    state = with_hand(state, 0, ("diamond-3",))  # worth 5
    state, events = buy(state, 0, "ducat", "diamond-3")
    assert issued(events)[0].currency == "ducat" and held(state, 0) == {"ducat": 1}


def test_overpaying_a_characters_bid_gives_a_stone_in_the_bids_currency_ec6():
    state, a, b, c = auction_game({"b": ("denar-9-1",), "c": ("ducat-2-1",),
                                   "a": ("guilder-2-1",)}, modules=("characters", EC))
    state, _ = end_turn(state)
    state, _ = answer(state, b, BidForCharacter(amount=5))
    state, _ = answer(state, c, PassBid())
    state, events = answer(state, a, PassBid())
    assert issued(events) == [CertificateIssued(seat=b, currency="denar", overpaid=4,
                                                before=0, value=4)]


def test_the_bids_currency_is_that_of_the_money_paid_or_the_first_diamonds_pay():
    assert bid_currency(("guilder-5-1", "guilder-2-1"), 6) == "guilder"
    assert bid_currency(("diamond-3",), 4) == "denar"


# -- spending (EC2) ----------------------------------------------------------------------------


def test_a_stone_pays_whole_as_money_and_exact_with_it_counts_as_exact():
    """EC2, C §23: spent whole, back to the pool; an exact payment gives the extra action."""
    state = market_with(ec_game(), denar="pavilion-5-NW")
    state = holding(with_hand(state, 0, ("denar-2-1",)), 0, ("denar", 1, 3))
    buys = [a for a in legal_actions(state, 0) if a.kind == "buy" and a.slot == "denar"]
    assert Buy(slot="denar", cards=("denar-2-1", item_id("denar", 1, 3))) in buys or \
        Buy(slot="denar", cards=(item_id("denar", 1, 3), "denar-2-1")) in buys
    state, events = buy(state, 0, "denar", "denar-2-1", item_id("denar", 1, 3))
    assert [e for e in events if isinstance(e, CertificateSpent)] == [
        CertificateSpent(seat=0, currency="denar", value=3)]
    assert state.flow.extra_action is True and held(state, 0) == {}
    assert pool(state)["denar"] == 2 and item_id("denar", 1, 3) not in state.discard


def test_a_stone_worth_more_than_the_price_overpays_and_comes_back_as_the_new_stone():
    """Spent whole (EC2): 7 for a tile of 5 overpays by 2, a stone worth 2 again."""
    state = market_with(ec_game(players=2), denar="pavilion-5-NW")
    state = holding(with_hand(state, 0, ()), 0, ("denar", 1, 7))
    state, events = buy(state, 0, "denar", item_id("denar", 1, 7))
    assert [e.kind for e in events if "certificate" in e.kind] == ["certificate_spent",
                                                                   "certificate_issued"]
    assert held(state, 0) == {"denar": 2}


def test_a_stone_in_another_currency_does_not_pay():
    state = market_with(ec_game(), denar="pavilion-5-NW")
    state = holding(with_hand(state, 0, ()), 0, ("dirham", 1, 9))
    assert refused(state, 0, Buy(slot="denar", cards=(item_id("dirham", 1, 9),))).message_id == \
        "engine-cannot-buy"


# -- public, and no card (EC8) -----------------------------------------------------------------


def test_stones_are_public_and_no_card_in_the_hand():
    state = holding(with_hand(ec_game(), 1, ("denar-2-1",)), 1, ("guilder", 2, 6))
    public = view(state, None)
    assert public.modules_view[EC]["held"][1] == {"guilder": 6}
    assert public.players[1].hand_size == 1
    assert money_cards(state.players[1].hand) == 1  # Yammerad counts the card only


def test_a_stone_counts_as_money_in_the_final_distribution():
    state = holding(with_hand(ec_game(), 1, ("denar-2-1",)), 1, ("denar", 1, 5))
    assert state.players[1].money_in("denar") == 7


# -- coins or a certificate (EC3, EC9) ------------------------------------------------------


def test_with_the_change_an_overpayment_gives_a_certificate_and_no_coins_by_default():
    state = market_with(ec_game(modules=(EC, "change")), denar="pavilion-4-ES")
    state = with_hand(state, 0, ("denar-8-1",))
    state, events = buy(state, 0, "denar", "denar-8-1")
    assert held(state, 0) == {"denar": 4}
    assert "change_given" not in [e.kind for e in events]


def test_a_seat_switched_to_coins_gets_coins_and_no_stone():
    state = market_with(ec_game(modules=(EC, "change")), denar="pavilion-4-ES")
    state = with_hand(state, 0, ("denar-8-1",))
    assert OverpayFor(take="coins") in legal_actions(state, 0)
    state, events = apply(state, 0, OverpayFor(take="coins"))
    assert events == [] and OverpayFor(take="certificate") in legal_actions(state, 0)
    state, events = buy(state, 0, "denar", "denar-8-1")
    assert held(state, 0) == {} and issued(events) == []
    assert [e.kind for e in events].count("change_given") == 1
    assert len([c for c in state.players[0].hand if c.startswith("coin-")]) == 2


def test_with_no_stone_to_gain_the_change_gives_coins():
    """EC9: a stone held at 10 gains nothing: coins instead."""
    state = market_with(ec_game(modules=(EC, "change")), denar="pavilion-4-ES")
    state = holding(with_hand(state, 0, ("denar-8-1",)), 0, ("denar", 1, 10))
    state, events = buy(state, 0, "denar", "denar-8-1")
    assert issued(events) == [] and held(state, 0) == {"denar": 10}
    assert [e.kind for e in events].count("change_given") == 1


def test_the_choice_is_refused_without_the_change_or_when_unchanged():
    assert refused(ec_game(), 0, OverpayFor(take="coins")).message_id == \
        "engine-certificate-no-change"
    assert not [a for a in legal_actions(ec_game(), 0) if a.kind == "overpay_for"]
    state = ec_game(modules=(EC, "change"))
    assert refused(state, 1, OverpayFor(take="certificate")).message_id == \
        "engine-certificate-choice-unchanged"
    assert parse_action("overpay for coins") == OverpayFor(take="coins")


def test_the_choice_is_made_out_of_turn_and_survives_a_restart():
    state = ec_game(modules=(EC, "change"))
    state, _ = apply(state, 0, TakeMoney(cards=(state.display[0],)))
    state, _ = apply(state, 2, OverpayFor(take="coins"))
    state, _ = apply(state, 0, RestartTurn())
    assert view(state, None).modules_view[EC]["coins"] == [2]


# -- Granada and the combination (X1) -------------------------------------------------------


def test_overpaying_in_granada_gives_a_stone_and_a_flip_does_not():
    state = ec_game(modules=("granada", EC))
    tile = state.market[0]
    price = TILES[tile].price
    big = next(c for c in state.deck if c.startswith("denar-") and int(c.split("-")[1]) > price)
    state = with_hand(state, 0, (big,))
    state, events = buy(state, 0, "denar", big)
    assert held(state, 0) == {"denar": int(big.split("-")[1]) - price}
    flips = [a for a in legal_actions(state, 0) if isinstance(a, Flip)]
    assert flips and all(not issued(apply(state, 0, f)[1]) for f in flips[:3])


def test_the_combinations_granada_tile_overpaid_gives_a_stone():
    state = ec_game(modules=("alhambra_granada", EC))
    tile = state.second_market[1]
    price = TILES[tile].price
    big = next(c for c in state.deck if c.startswith("dirham-") and int(c.split("-")[1]) > price)
    state = with_hand(state, 0, (big,))
    state, events = apply(state, 0, BuySecond(slot="dirham", cards=(big,)))
    assert held(state, 0) == {"dirham": int(big.split("-")[1]) - price}


# -- with the modules before (§8) ---------------------------------------------------------------


def test_an_exact_payment_with_a_certificate_takes_the_scout():
    """IN×EC, C §23: "Wird ein Gebäude mit Hilfe des Wechselscheins passend bezahlt, darf
    eine Karte der Angreifer angeschaut werden"."""
    state, seat, cards = buying(scout_game(modules=("invaders", EC)), pay=(2,))
    state = holding(state, seat, ("denar", 1, 4))
    after, events = apply(state, seat, Buy(slot="denar", cards=(*cards, item_id("denar", 1, 4))))
    assert [e.scout for e in events if e.kind == "scout_taken"] == ["scout-garden"]
    assert after.flow.extra_action and held(after, seat) == {}


def test_a_certificate_pays_chests_and_issues_nothing():
    """TC×EC: a certificate may pay chests (C §23); chests give no change, and no
    certificate (EC5)."""
    state = ec_game(modules=("treasure_chamber", EC))
    state = holding(with_hand(state, 0, ("dirham-3-1",)), 0, ("ducat", 1, 9))
    listed = [a for a in legal_actions(state, 0) if isinstance(a, BuyChests)]
    assert any(item_id("ducat", 1, 9) in a.cards for a in listed)
    after, events = apply(state, 0, BuyChests(room=1, cards=(item_id("ducat", 1, 9),)))
    assert held(after, 0) == {} and not issued(events)
    assert pool(after)["ducat"] == 2


def test_overpaying_on_purpose_is_listed_while_a_stone_can_be_gained():
    """EC9: the buy listing holds an overpayment (it gains a stone) with the module only."""
    overpay = Buy(slot="denar", cards=("denar-5-1", "denar-2-1"))
    for modules, listed in (((EC,), True), ((), False)):
        state = market_with(ec_game(modules=modules), denar="pavilion-5-NW")
        state = with_hand(state, 0, ("denar-5-1", "denar-2-1"))
        buys = {frozenset(a.cards) for a in legal_actions(state, 0)
                if a.kind == "buy" and a.slot == "denar"}
        assert (frozenset(overpay.cards) in buys) is listed
    state = market_with(ec_game(players=2), denar="pavilion-5-NW")
    state = holding(with_hand(state, 0, ("denar-5-1", "denar-2-1")), 0,
                    *((c, 1, 10) for c in ("denar", "dirham", "ducat", "guilder")))
    state = holding(state, 1)
    buys = {frozenset(a.cards) for a in legal_actions(state, 0) if a.kind == "buy"}
    assert frozenset(overpay.cards) not in buys  # every stone taken or at 10: nothing gained
