"""Expansion 2, the diamonds (Diamanten; EXPANSIONS.md "DI", compendium §6)."""

import random

import pytest

from engine.alhambra import GameState, IllegalAction, apply, legal_actions, new_game, problems
from engine.alhambra.actions import Buy, EndTurn, Flip, TakeMoney, UseVizier
from engine.alhambra.components import CARDS, TILES, other_face
from engine.alhambra.endturn import left_over_awards
from engine.alhambra.modules.diamonds import DIAMONDS
from engine.alhambra.random_play import play_random_game

from .granada_helpers import build_city, give_hand, put_market
from .helpers import check_listed_actions, market_with, rebase, with_hand


def ready(hand, players=3, modules=("diamonds",), seed=1):
    """A game with the diamonds whose market offers the 7-denar pavilion, the 8-dirham
    garden and the 11-guilder tower; the active seat holds ``hand``."""
    state = new_game(players, seed=seed, modules=list(modules))
    seat = state.active_seat
    state = market_with(state, denar="pavilion-7-E", dirham="garden-8-SW",
                        guilder="tower-11-none")
    state = with_hand(state, seat, hand)
    assert problems(state) == []
    return state, seat


def refusal(state, seat, action) -> str:
    with pytest.raises(IllegalAction) as refused:
        apply(state, seat, action)
    problem = refused.value.arguments.get("problem")
    return problem.message_id if problem is not None else refused.value.message_id


def test_eleven_diamonds_of_3_to_9_the_eleventh_a_6():
    """PK2: 3, 4, 5, 5, 6, 6, 7, 7, 8, 9; DI1: the 11th is a 6."""
    assert sorted(d.value for d in DIAMONDS) == [3, 4, 5, 5, 6, 6, 6, 7, 7, 8, 9]
    assert all(d.kind == "diamond" and d.joker and d.is_money for d in DIAMONDS)
    assert CARDS["diamond-11"].value == 6


def test_diamonds_are_shuffled_into_the_money_before_the_starting_money_is_dealt():
    """Compendium setup: "1. Diamanten in die Geldkarten einmischen. 2. Geld austeilen"."""
    dealt = 0
    for seed in range(30):
        state = new_game(4, seed=seed, modules=["diamonds"])
        assert problems(state) == []
        held = [c for p in state.players for c in p.hand if CARDS[c].kind == "diamond"]
        dealt += len(held)
        everywhere = [c for c in (*state.deck, *state.display, *held)
                      if CARDS[c].kind == "diamond"]
        assert sorted(everywhere) == sorted(d.id for d in DIAMONDS)
        for player in state.players:  # dealt like money: up to at least 20
            assert sum(CARDS[c].value for c in player.hand) >= 20
    assert dealt > 0
    assert not any(c.startswith("diamond") for c in new_game(4, seed=1).deck)


def test_a_game_without_the_module_knows_no_diamond():
    state = new_game(3, seed=2)
    with pytest.raises(IllegalAction):  # not in the hand, wherever it is
        apply(state, state.active_seat, Buy(slot="denar", cards=("diamond-1",)))


def test_diamonds_are_taken_like_money_and_count_toward_the_limit_of_5():
    """PK2, FR-G: taken like money, counted toward the five."""
    state, seat = ready(())
    shown = ("diamond-1", "denar-2-1", "diamond-2", "dirham-1-1")  # 3, 2, 4, 1
    state = with_hand(state, seat, shown)
    state = rebase(state, display=shown, deck=state.deck + state.display)
    state = with_hand(state, seat, ())
    state = rebase(state, deck=tuple(c for c in state.deck if c not in shown))
    assert problems(state) == []
    takes = {a.cards for a in legal_actions(state, seat).of_kind("take_money")}
    assert ("diamond-1", "denar-2-1") in takes  # 3 + 2 = 5
    assert ("diamond-2", "dirham-1-1") in takes  # 4 + 1
    assert ("diamond-1", "diamond-2") not in takes  # 7
    with pytest.raises(IllegalAction) as refused:
        apply(state, seat, TakeMoney(cards=("diamond-2", "denar-2-1")))
    assert refused.value.message_id == "engine-take-too-much"
    after, _ = apply(state, seat, TakeMoney(cards=("diamond-1", "denar-2-1")))
    assert {"diamond-1", "denar-2-1"} <= set(after.players[seat].hand)


def test_diamonds_pay_any_slot_on_their_own_and_exactly_gives_another_action():
    """PK2, BG2, C §6: a pure-diamond payment pays any slot; FR-G: exact gives the bonus."""
    state, seat = ready(("diamond-3", "diamond-1", "diamond-2", "denar-2-1"))  # 5, 3, 4
    buys = {(a.slot, a.cards) for a in legal_actions(state, seat).of_kind("buy")}
    assert ("denar", ("diamond-2", "diamond-1")) in buys  # 4 + 3 = 7: the pavilion
    assert ("dirham", ("diamond-3", "diamond-1")) in buys  # 5 + 3 = 8: the garden
    after, events = apply(state, seat, Buy(slot="denar", cards=("diamond-2", "diamond-1")))
    assert events[0].exact and after.flow.extra_action and after.flow.phase == "action"
    assert {"diamond-2", "diamond-1"} <= set(after.discard)  # played like money
    over, events = apply(state, seat, Buy(slot="denar", cards=("diamond-3", "diamond-1")))
    assert not events[0].exact and over.flow.phase == "placing"
    assert problems(after) == [] and problems(over) == []


def test_the_guilder_tower_with_three_diamonds():
    state, seat = ready(("diamond-3", "diamond-1", "diamond-2"))  # 5 + 3 + 4 = 12 >= 11
    buys = {(a.slot, a.cards) for a in legal_actions(state, seat).of_kind("buy")}
    assert ("guilder", ("diamond-3", "diamond-2", "diamond-1")) in buys


def test_diamonds_never_mix_with_money_or_an_exchange_office():
    """PK2: "only as a pure-diamond payment"; C §6: "Diamanten können nicht mit
    Wechselstuben umgetauscht werden"."""
    hand = ("diamond-1", "denar-4-1", "exchange-denar-guilder", "guilder-4-1")
    state, seat = ready(hand, modules=("diamonds", "exchange_offices"))
    assert refusal(state, seat, Buy(slot="denar", cards=("diamond-1", "denar-4-1"))) == \
        "engine-pay-diamonds-alone"
    assert refusal(state, seat, Buy(slot="denar", cards=(
        "exchange-denar-guilder", "diamond-1", "guilder-4-1"))) == "engine-pay-diamonds-alone"
    listed = [a.cards for a in legal_actions(state, seat).of_kind("buy")]
    assert listed and not any("diamond-1" in cards and len(cards) > 1 for cards in listed)
    assert refusal(state, seat, Buy(slot="denar", cards=("diamond-1",))) == \
        "engine-pay-diamonds-too-little"


def test_diamonds_are_worth_nothing_when_the_last_tiles_are_handed_out():
    """C §27: "Bei der Versteigerung am Ende sind die Diamanten wertlos"."""
    state, seat = ready(("diamond-10", "diamond-9"))  # 9 + 8, no denar
    other = (seat + 1) % 3
    state = with_hand(state, other, ("denar-1-1",))
    state = with_hand(state, (seat + 2) % 3, ())
    assert state.players[seat].money_in("denar") == 0
    assert left_over_awards(state)[0] == other


def test_the_vizier_may_pay_with_diamonds_exactly():
    """C §6: "Diamanten können eingesetzt werden, um ein mit der Gunst des Wesirs gekauftes
    Gebäude zu bezahlen" (exact, as every vizier purchase)."""
    state = new_game(4, seed=3, modules=["vizier", "diamonds"])
    state = market_with(state, denar="pavilion-7-E", dirham="garden-8-SW")
    for seat in range(4):
        state = with_hand(state, seat, ("diamond-2", "diamond-1", "diamond-9") if seat == 0
                          else ())
    mover = state.active_seat
    state, _ = apply(state, mover, TakeMoney(cards=(state.display[0],)))
    state, _ = apply(state, mover, EndTurn())
    assert 0 in state.flow.window_seats
    uses = {a.cards for a in legal_actions(state, 0) if a.kind == "use_vizier"}
    assert ("diamond-2", "diamond-1") in uses  # 7: the pavilion; 8 would overpay it
    assert ("diamond-9",) in uses  # 8: the garden
    with pytest.raises(IllegalAction) as refused:
        apply(state, 0, UseVizier(slot="dirham", cards=("diamond-2", "diamond-9")))
    assert refused.value.message_id == "engine-vizier-not-exact"
    used, _ = apply(state, 0, UseVizier(slot="denar", cards=("diamond-2", "diamond-1")))
    assert "pavilion-7-E" in used.players[0].reserve
    assert problems(used) == []


def test_granada_a_diamond_may_turn_a_tile_over_as_a_fifth_currency():
    """DI2: where the currency is free, diamonds count as a fifth currency (Granada's
    flip: "mindestens 3 Geldeinheiten einer beliebigen Währung")."""
    state = new_game(3, seed=5, modules=["granada", "diamonds"])
    seat = state.active_seat
    face = "granada-school-2"
    state = put_market(state, denar=face)
    state = build_city(state, seat)
    payment = tuple(c for c in CARDS if c.startswith("denar-") and c.endswith("-1")
                    and CARDS[c].value == TILES[face].price)
    state = give_hand(state, seat, *payment, "diamond-1", "denar-1-2")
    state, _ = apply(state, seat, Buy(slot="denar", cards=payment))
    flips = {a.cards for a in legal_actions(state, seat) if a.kind == "flip"}
    assert ("diamond-1",) in flips
    with pytest.raises(IllegalAction) as refused:
        apply(state, seat, Flip(tile=face, cards=("diamond-1", "denar-1-2")))
    assert refused.value.arguments["problem"].message_id == "engine-flip-one-currency"
    after, _ = apply(state, seat, Flip(tile=face, cards=("diamond-1",)))
    assert after.players[seat].bought == (other_face(face),)
    assert problems(after) == []


def _check(counter):
    def check(before, action, after, events):
        assert problems(after) == []
        assert GameState.model_validate_json(after.model_dump_json()) == after
        if action.kind in ("buy", "buy_second", "use_vizier", "flip") and any(
                CARDS[c].kind == "diamond" for c in action.cards):
            assert all(CARDS[c].kind == "diamond" for c in action.cards)
            counter.append(action)
    return check


@pytest.mark.parametrize("modules", [
    ["diamonds"],
    ["diamonds", "change"],
    ["diamonds", "vizier", "exchange_offices"],
    ["granada", "diamonds"],
    ["alhambra_granada", "diamonds", "vizier", "exchange_offices"],
])
@pytest.mark.parametrize("players", [2, 4])
def test_random_games_with_diamonds_keep_every_invariant_and_pay_with_them(modules, players):
    paid: list = []
    for seed in range(1 if "alhambra_granada" in modules else 2):  # the slowest: once
        final, _ = play_random_game(players, seed, random.Random(seed), restart_chance=0.05,
                                    modules=modules, on_step=_check(paid))
        assert final.is_over
    assert paid


@pytest.mark.parametrize("modules", [["diamonds", "exchange_offices", "vizier"],
                                     ["granada", "diamonds", "change"]])
def test_every_listed_action_with_diamonds_applies_and_reads_back(modules):
    check_listed_actions(new_game(3, seed=8, modules=modules), random.Random(8), steps=200)


def test_the_diamonds_are_offered_to_players():
    from engine.alhambra import available_modules, modules_problem

    assert "diamonds" in {m.name for m in available_modules()}
    assert modules_problem(["diamonds"], offered_only=True) is None
    assert modules_problem(["granada", "diamonds"], 2) is None
