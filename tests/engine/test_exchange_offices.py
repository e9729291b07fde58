"""Expansion 1, the exchange offices (Wechselstuben, rule book p. 15)."""

import random

import pytest

from engine.alhambra import IllegalAction, apply, legal_actions, new_game, problems
from engine.alhambra.actions import Buy, TakeMoney
from engine.alhambra.components import CARDS, EXCHANGE_OFFICES
from engine.alhambra.modules.exchange_offices import ExchangeOffices
from engine.alhambra.random_play import play_random_game
from engine.alhambra.ruleset import split_stacks

from .helpers import market_with, rebase, with_hand

BLUE_YELLOW = "exchange-denar-guilder"


def book_example_game():
    """p. 15: "Ein Spieler hat folgende vier Karten auf der Hand, 7 und 2 Denar (blau), 9
    Gulden (gelb) und die gelb-blaue Wechselstube" — with the pavilion (7, denar slot) and
    the garden (11, guilder slot) on the market."""
    state = new_game(3, seed=1, modules=["exchange_offices"])
    seat = state.active_seat
    state = market_with(state, denar="pavilion-7-E", guilder="garden-11-none")
    state = with_hand(state, seat, ("denar-7-1", "denar-2-1", "guilder-9-1", BLUE_YELLOW))
    assert problems(state) == []
    return state, seat


def test_the_book_example_garden_with_nine_guilders_and_two_denars_and_the_office():
    """"Entweder er bezahlt 9 Gulden plus 2 Denar für den Garten; oder er bezahlt 7 Denar
    passend für den Pavillon. In einem der beiden Fälle setzt er seine Wechselstube ein,
    die er dann abwerfen muss." (Only the garden needs it.)"""
    state, seat = book_example_game()
    buys = {(a.slot, a.cards) for a in legal_actions(state, seat).of_kind("buy")}
    assert ("guilder", (BLUE_YELLOW, "guilder-9-1", "denar-2-1")) in buys
    assert ("denar", ("denar-7-1",)) in buys
    # the office could pay the pavilion too, with the 9 guilders: no exact payment then
    assert ("denar", (BLUE_YELLOW, "guilder-9-1")) in buys

    garden, events = apply(state, seat, Buy(slot="guilder",
                                            cards=(BLUE_YELLOW, "guilder-9-1", "denar-2-1")))
    assert events[0].exact and garden.flow.extra_action  # 11 paid exactly: another action
    assert garden.players[seat].hand == ("denar-7-1",)
    assert BLUE_YELLOW in garden.discard  # "die er dann abwerfen muss"
    assert garden.players[seat].bought == ("garden-11-none",)

    pavilion, events = apply(state, seat, Buy(slot="denar", cards=("denar-7-1",)))
    assert events[0].exact and BLUE_YELLOW in pavilion.players[seat].hand


def test_an_office_must_show_the_slots_currency():
    state, seat = book_example_game()
    state = market_with(state, dirham="tower-9-NE")
    with pytest.raises(IllegalAction, match="does not show dirham") as refused:
        apply(state, seat, Buy(slot="dirham", cards=(BLUE_YELLOW, "denar-7-1", "denar-2-1")))
    assert refused.value.arguments["problem"].message_id == "engine-pay-aid-wrong"


def test_an_office_that_is_not_needed_stays_in_the_hand():
    state, seat = book_example_game()
    with pytest.raises(IllegalAction, match="not needed") as refused:
        apply(state, seat, Buy(slot="denar", cards=(BLUE_YELLOW, "denar-7-1")))
    assert refused.value.arguments["problem"].message_id == "engine-pay-aid-unused"


def test_without_an_office_another_currency_cannot_pay():
    state, seat = book_example_game()
    with pytest.raises(IllegalAction, match="takes only guilder"):
        apply(state, seat, Buy(slot="guilder", cards=("guilder-9-1", "denar-2-1")))


def test_two_offices_open_two_more_currencies():
    """Compendium §3: "Es können auch mehrere Wechselstuben gleichzeitig eingesetzt
    werden"."""
    state, seat = book_example_game()
    hand = ("guilder-4-1", "denar-3-2", "dirham-4-1", BLUE_YELLOW, "exchange-dirham-guilder")
    state = with_hand(state, seat, hand)
    assert problems(state) == []
    both = (BLUE_YELLOW, "exchange-dirham-guilder", "guilder-4-1", "denar-3-2", "dirham-4-1")
    buys = {(a.slot, frozenset(a.cards)) for a in legal_actions(state, seat).of_kind("buy")}
    assert ("guilder", frozenset(both)) in buys
    after, events = apply(state, seat, Buy(slot="guilder", cards=both))
    assert events[0].exact and after.players[seat].hand == ()


def test_an_office_is_taken_alone_instead_of_money():
    state, seat = book_example_game()
    office = "exchange-dirham-ducat"
    shown = (office, "denar-1-1", "denar-2-2", "denar-1-2")
    state = with_hand(state, seat, state.players[seat].hand + shown)  # out of everywhere
    state = rebase(state, display=shown,
                   deck=state.deck + state.display)
    state = with_hand(state, seat, tuple(c for c in state.players[seat].hand if c not in shown))
    state = rebase(state, deck=tuple(c for c in state.deck if c not in shown))
    assert problems(state) == []
    takes = [a.cards for a in legal_actions(state, seat).of_kind("take_money")]
    assert (office,) in takes
    assert not any(office in cards and len(cards) > 1 for cards in takes)
    with pytest.raises(IllegalAction, match="taken alone"):
        apply(state, seat, TakeMoney(cards=(office, "denar-1-1")))
    after, _ = apply(state, seat, TakeMoney(cards=(office,)))
    assert office in after.players[seat].hand


def test_two_offices_go_into_each_of_the_second_third_and_fourth_money_stacks():
    """p. 15: "kommen je 2 Wechselstuben verdeckt in den 2., 3. und 4. Stapel"."""
    stacked = ExchangeOffices().deck_cards(random.Random(5))
    assert sorted(stack for stack, _ in stacked) == [1, 1, 2, 2, 3, 3]
    assert sorted(card for _, card in stacked) == sorted(c.id for c in EXCHANGE_OFFICES)
    for seed in range(5):
        state = new_game(4, seed=seed, modules=["exchange_offices"])
        money = [c for c in state.deck if CARDS[c].kind == "money"]
        sizes = [len(s) for s in split_stacks(money)]
        before = 0
        for card in state.deck:
            if CARDS[card].kind == "money":
                before += 1
            elif CARDS[card].kind == "exchange":
                assert sizes[0] <= before <= sum(sizes[:4])


@pytest.mark.parametrize("modules", [["exchange_offices"], ["exchange_offices", "granada"],
                                     ["exchange_offices", "alhambra_granada"]])
@pytest.mark.parametrize("players", [2, 4])
def test_random_games_with_offices_keep_every_invariant_and_use_them(modules, players):
    used = 0

    def check(before, action, after, events):
        nonlocal used
        assert problems(after) == []
        if action.kind in ("buy", "buy_second") and any(
                CARDS[c].kind == "exchange" for c in action.cards):
            used += 1

    for seed in range(2):
        final, _ = play_random_game(players, seed, random.Random(seed), modules=modules,
                                    on_step=check)
        assert final.is_over
    assert used > 0
