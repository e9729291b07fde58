"""Expansion 3, the change (Wechselgeld; EXPANSIONS.md "CG", compendium §12)."""

import random

import pytest

from engine.alhambra import (
    GameState,
    IllegalAction,
    apply,
    legal_actions,
    new_game,
    problems,
    view,
)
from engine.alhambra.actions import Buy, EndTurn, Flip, RestartTurn, TakeMoney, UseVizier
from engine.alhambra.components import CARDS, TILES
from engine.alhambra.endturn import left_over_awards
from engine.alhambra.events import ChangeGiven, CoinsReturned
from engine.alhambra.modules.change import BAG, COIN_IDS, bag
from engine.alhambra.random_play import play_random_game

from .granada_helpers import build_city, give_hand, put_market
from .helpers import check_listed_actions, market_with, rebase, with_hand


def give_coins(state, seat, *coins):
    """``seat`` also holds ``coins``, taken out of the bag (the turn starts here)."""
    left = [c for c in bag(state) if c not in coins]
    assert len(left) == len(bag(state)) - len(coins)
    players = list(state.players)
    players[seat] = players[seat].model_copy(update={"hand": players[seat].hand + coins})
    return rebase(state, players=tuple(players),
                  modules_state={**state.modules_state, BAG: left})


def bag_first(state, *coins):
    """The bag's next coins are ``coins``, in this order."""
    rest = [c for c in bag(state) if c not in coins]
    return rebase(state, modules_state={**state.modules_state, BAG: [*coins, *rest]})


def ready(hand, coins=(), players=3, modules=("change",), seed=1):
    """A game with the change whose market offers the 7-denar pavilion and the 8-dirham
    garden; the active seat holds ``hand`` and ``coins``."""
    state = new_game(players, seed=seed, modules=list(modules))
    seat = state.active_seat
    state = market_with(state, denar="pavilion-7-E", dirham="garden-8-SW")
    state = with_hand(state, seat, hand)
    state = give_coins(state, seat, *coins)
    assert problems(state) == []
    return state, seat


def test_24_coins_six_in_each_currency_in_the_bag_and_nothing_else_changes():
    """PK3, T3: 24 coins worth 1, six per currency; "Das Wechselgeld wird im Stoffbeutel
    bereitgelegt"."""
    assert len(COIN_IDS) == 24
    for currency in ("denar", "dirham", "ducat", "guilder"):
        coins = [c for c in COIN_IDS if CARDS[c].currency == currency]
        assert len(coins) == 6 and all(CARDS[c].value == 1 and CARDS[c].kind == "money"
                                       for c in coins)
    state = new_game(3, seed=4, modules=["change"])
    assert sorted(bag(state)) == sorted(COIN_IDS) and bag(state) != list(COIN_IDS)
    assert view(state, None).modules_view["change"] == {"bag": 24, "coins": [{}, {}, {}]}
    base = new_game(3, seed=4)
    assert (state.players, state.deck, state.display, state.market, state.bag) == \
        (base.players, base.deck, base.display, base.market, base.bag)
    assert problems(state) == []


@pytest.mark.parametrize(("hand", "overpaid", "drawn"), [
    (("denar-7-1",), 0, 0),
    (("denar-8-1",), 1, 0),
    (("denar-9-1",), 2, 1),
    (("denar-9-1", "denar-1-1"), 3, 1),
    (("denar-6-1", "denar-5-1"), 4, 2),
    (("denar-9-1", "denar-8-1"), 10, 5),
])
def test_overpaying_by_x_draws_half_of_x_coins_blind(hand, overpaid, drawn):
    """PK3, BG3: floor(X / 2) coins, drawn blind, laid face up."""
    state, seat = ready(hand)
    state = bag_first(state, "coin-ducat-4", "coin-denar-2", "coin-guilder-6",
                      "coin-dirham-1", "coin-ducat-1")
    after, events = apply(state, seat, Buy(slot="denar", cards=hand))
    coins = ("coin-ducat-4", "coin-denar-2", "coin-guilder-6", "coin-dirham-1",
             "coin-ducat-1")[:drawn]
    given = [e for e in events if isinstance(e, ChangeGiven)]
    if drawn or overpaid >= 2:
        assert given == [ChangeGiven(seat=seat, overpaid=overpaid, owed=drawn, coins=coins)]
    else:
        assert given == []
    assert after.players[seat].hand == coins
    assert bag(after) == bag(state)[drawn:]
    shown = view(after, None).modules_view["change"]["coins"][seat]
    assert sum(shown.values()) == drawn  # face up: everybody sees them
    assert problems(after) == []


def test_a_turn_is_not_undone_past_the_coins_drawn():
    """Our decision: the coins were seen; undoing would show the bag's next coins."""
    state, seat = ready(("denar-9-1", "denar-3-1"))
    after, _ = apply(state, seat, Buy(slot="denar", cards=("denar-9-1",)))
    assert "restart_turn" not in legal_actions(after, seat).kinds()
    with pytest.raises(IllegalAction) as refused:
        apply(after, seat, RestartTurn())
    assert refused.value.message_id == "engine-nothing-to-undo"
    assert problems(after) == []


def test_spent_coins_go_back_into_the_bag_not_onto_the_discard_pile():
    """JDJ3: spent coins go back into the bag; paying exactly with coins gives the extra
    action."""
    state, seat = ready(("denar-5-1",), coins=("coin-denar-1", "coin-denar-2"))
    after, events = apply(state, seat, Buy(slot="denar",
                                           cards=("denar-5-1", "coin-denar-1", "coin-denar-2")))
    assert events[0].exact and after.flow.extra_action
    assert CoinsReturned(seat=seat, coins=("coin-denar-1", "coin-denar-2")) in events
    assert not any(c in COIN_IDS for c in after.discard) and "denar-5-1" in after.discard
    assert sorted(bag(after)) == sorted(bag(state) + ["coin-denar-1", "coin-denar-2"])
    assert problems(after) == []


def test_paying_one_coin_more_to_get_another_coin():
    """C §12: "Es ist erlaubt, eine Münze Wechselgeld zusätzlich zu bezahlen, um eine
    (andere) Münze Wechselgeld zu bekommen": 8 for the 7-pavilion draws nothing; with a coin
    more it draws one, not the coin just paid (change is drawn first)."""
    state, seat = ready(("denar-8-1",), coins=("coin-denar-1",))
    buys = {a.cards for a in legal_actions(state, seat).of_kind("buy") if a.slot == "denar"}
    assert buys == {("denar-8-1",), ("denar-8-1", "coin-denar-1")}
    after, events = apply(state, seat, Buy(slot="denar", cards=("denar-8-1", "coin-denar-1")))
    given = next(e for e in events if isinstance(e, ChangeGiven))
    assert given.owed == 1 and len(given.coins) == 1 and given.coins != ("coin-denar-1",)
    assert after.players[seat].hand == given.coins
    assert "coin-denar-1" in bag(after)
    assert problems(after) == []


def test_overpaying_on_purpose_lists_the_fewest_more_cards_that_draw_one_more_coin():
    """Besides the minimal payment (7, exact), those with 2 more: the 2, or two 1s (a coin
    and a card are the same 1 denar to pay with)."""
    state, seat = ready(("denar-7-1", "denar-2-1", "denar-1-1"), coins=("coin-denar-1",))
    buys = sorted(sorted(CARDS[c].value for c in a.cards)
                  for a in legal_actions(state, seat).of_kind("buy") if a.slot == "denar")
    assert buys == [[1, 1, 7], [2, 7], [7]]
    for action in legal_actions(state, seat).of_kind("buy"):
        apply(state, seat, action)  # each listed payment is legal
    # paying still more is legal, only not listed
    after, events = apply(state, seat, Buy(slot="denar", cards=(
        "denar-7-1", "denar-2-1", "denar-1-1", "coin-denar-1")))
    assert next(e for e in events if isinstance(e, ChangeGiven)).owed == 2
    # without the change, only the minimal payment is listed
    plain = with_hand(new_game(3, seed=1), state.active_seat, ("denar-7-1", "denar-2-1"))
    plain = market_with(plain, denar="pavilion-7-E")
    assert [a.cards for a in legal_actions(plain, seat).of_kind("buy")
            if a.slot == "denar"] == [("denar-7-1",)]


def test_when_the_bag_is_empty_no_change_is_given():
    state, seat = ready(("denar-9-1",))
    other = (seat + 1) % 3
    state = give_coins(state, other, *bag(state))
    assert bag(state) == [] and problems(state) == []
    assert [a.cards for a in legal_actions(state, seat).of_kind("buy") if a.slot == "denar"] \
        == [("denar-9-1",)]
    after, events = apply(state, seat, Buy(slot="denar", cards=("denar-9-1",)))
    assert ChangeGiven(seat=seat, overpaid=2, owed=1, coins=()) in events
    assert after.players[seat].hand == ()
    assert problems(after) == []


def test_a_diamond_overpayment_gives_change():
    """C §6, §12: "Auch bei einer Überbezahlung mit Diamanten gibt es Wechselgeld"."""
    state, seat = ready(("diamond-10",), modules=("diamonds", "change"))  # 9 for 7
    after, events = apply(state, seat, Buy(slot="denar", cards=("diamond-10",)))
    given = next(e for e in events if isinstance(e, ChangeGiven))
    assert given.owed == 1 and after.players[seat].hand == given.coins
    assert "diamond-10" in after.discard and problems(after) == []


def test_coins_count_in_the_final_distribution():
    """C §12: "Wechselgeld kann auch bei der Versteigerung am Ende eingesetzt werden"."""
    state, seat = ready((), coins=("coin-denar-1", "coin-denar-2"))
    other, third = (seat + 1) % 3, (seat + 2) % 3
    state = with_hand(state, other, ("denar-1-1",))
    state = with_hand(state, third, ())
    assert state.players[seat].money_in("denar") == 2
    assert left_over_awards(state)[0] == seat


def test_an_exchange_office_changes_coins():
    """C §3, §12: "Wechselgeld kann auch mit einer Wechselstube umgetauscht werden"."""
    office = "exchange-denar-guilder"
    state, seat = ready(("denar-6-1", office), coins=("coin-guilder-3",),
                        modules=("change", "exchange_offices"))
    payment = (office, "denar-6-1", "coin-guilder-3")
    buys = {frozenset(a.cards) for a in legal_actions(state, seat).of_kind("buy")}
    assert frozenset(payment) in buys
    after, events = apply(state, seat, Buy(slot="denar", cards=payment))
    assert events[0].exact and "coin-guilder-3" in bag(after) and office in after.discard
    assert problems(after) == []


def test_the_vizier_may_pay_with_coins_exactly_and_gets_no_change():
    """C §1, §12: "Wechselgeld kann eingesetzt werden, um ein mit der Gunst des Wesirs
    gekauftes Gebäude zu bezahlen"; a vizier pays exactly, so there is nothing to give."""
    state = new_game(4, seed=3, modules=["vizier", "change"])
    state = market_with(state, denar="pavilion-7-E", dirham="garden-8-SW")
    for seat in range(4):
        state = with_hand(state, seat, ("denar-6-1",) if seat == 0 else ())
    state = give_coins(state, 0, "coin-denar-5")
    mover = state.active_seat
    state, _ = apply(state, mover, TakeMoney(cards=(state.display[0],)))
    state, _ = apply(state, mover, EndTurn())
    assert 0 in state.flow.window_seats
    uses = {a.cards for a in legal_actions(state, 0) if a.kind == "use_vizier"}
    assert uses == {("denar-6-1", "coin-denar-5")}
    used, events = apply(state, 0, UseVizier(slot="denar", cards=("denar-6-1", "coin-denar-5")))
    assert not any(isinstance(e, ChangeGiven) for e in events)
    assert CoinsReturned(seat=0, coins=("coin-denar-5",)) in events
    assert "coin-denar-5" in bag(used) and problems(used) == []


def test_granada_turning_a_tile_over_gives_no_change():
    """Granada p. 9: at least 3 in one currency, "no change" (no building is bought)."""
    state = new_game(3, seed=5, modules=["granada", "change"])
    seat = state.active_seat
    face = "granada-school-2"
    state = put_market(state, denar=face)
    state = build_city(state, seat)
    payment = tuple(c for c in CARDS if c.startswith("denar-") and c.endswith("-1")
                    and CARDS[c].value == TILES[face].price)
    state = give_hand(state, seat, *payment, "guilder-9-1", "ducat-2-1")
    state = give_coins(state, seat, "coin-ducat-2")
    state, _ = apply(state, seat, Buy(slot="denar", cards=payment))
    after, events = apply(state, seat, Flip(tile=face, cards=("guilder-9-1",)))  # 6 over
    assert not any(isinstance(e, ChangeGiven) for e in events)
    assert set(after.players[seat].hand) == {"ducat-2-1", "coin-ducat-2"}
    # a coin pays a flip like money, and goes back into the bag
    after, events = apply(state, seat, Flip(tile=face, cards=("ducat-2-1", "coin-ducat-2")))
    assert "coin-ducat-2" in bag(after) and problems(after) == []


def test_a_coin_outside_the_bag_and_the_hands_is_a_broken_invariant():
    state, seat = ready(("denar-9-1",))
    coin = bag(state)[0]
    broken = rebase(state, discard=state.discard + (coin,),
                    modules_state={**state.modules_state, BAG: bag(state)[1:]})
    assert any("coin" in p for p in problems(broken))
    twice = rebase(state, modules_state={**state.modules_state, BAG: bag(state) + [coin]})
    assert any("coins not accounted for once" in p for p in problems(twice))


def _check(seen):
    def check(before, action, after, events):
        assert problems(after) == []
        assert GameState.model_validate_json(after.model_dump_json()) == after
        assert not any(c in COIN_IDS for c in after.discard + after.deck + after.display)
        assert '"coin-' not in view(after, None).model_dump_json()  # counts, not the hands
        for event in events:
            if isinstance(event, ChangeGiven):
                assert event.owed == event.overpaid // 2 and len(event.coins) <= event.owed
                assert set(event.coins) <= set(bag(before))
                assert set(event.coins) <= set(after.players[event.seat].hand)
                seen.append(event)
    return check


@pytest.mark.parametrize("modules", [
    ["change"],
    ["diamonds", "change"],
    ["change", "vizier", "exchange_offices"],
    ["granada", "change"],
    ["alhambra_granada", "change", "diamonds", "vizier", "exchange_offices"],
])
@pytest.mark.parametrize("players", [2, 4])
def test_random_games_with_change_keep_every_invariant_and_give_change(modules, players):
    seen: list = []
    for seed in range(1 if "alhambra_granada" in modules else 2):  # the slowest: once
        final, _ = play_random_game(players, seed, random.Random(seed), restart_chance=0.05,
                                    modules=modules, on_step=_check(seen))
        assert final.is_over
    assert any(event.coins for event in seen)


@pytest.mark.parametrize("modules", [["change", "exchange_offices", "vizier"],
                                     ["alhambra_granada", "change", "diamonds"]])
def test_every_listed_action_with_change_applies_and_reads_back(modules):
    check_listed_actions(new_game(3, seed=9, modules=modules), random.Random(9), steps=200)


def test_the_change_is_offered_to_players():
    from engine.alhambra import available_modules, modules_problem

    assert "change" in {m.name for m in available_modules()}
    assert modules_problem(["change"], offered_only=True) is None
    assert modules_problem(["alhambra_granada", "change", "diamonds"], 2) is None
