"""Expansion 2, the characters (Die Tore der Stadt; shared/EXPANSIONS.md "CH", compendium §7),
rule by rule through ``apply`` and ``legal_actions``: the auction of a revealed character
(CH2, CC1-CC5) and each character's effect (CH3-CH11)."""

import random

import pytest

from engine.alhambra import (
    ACTION_ADAPTER,
    GameState,
    apply,
    legal_actions,
    new_game,
    parse_action,
    problems,
    view,
)
from engine.alhambra.actions import (
    BidForCharacter,
    Buy,
    BuyWithKarim,
    EndTurn,
    PassBid,
    PassWindow,
    PayForCharacter,
    Place,
    RebuildPlace,
    RebuildRemove,
    RetireSeat,
    TakeMoney,
    TakeWithKnihstig,
    UseLaila,
    UseMachma,
    UseVizier,
    UseYammerad,
)
from engine.alhambra.components import CARDS, CURRENCIES, TILES
from engine.alhambra.endturn import scoring_round
from engine.alhambra.errors import CannotAfford, WrongPhase
from engine.alhambra.events import CharacterPaid, CharacterUnsold, CharacterWon
from engine.alhambra.modules import REGISTRY, modules_problem
from engine.alhambra.modules.change import BAG as CHANGE_BAG
from engine.alhambra.modules.change import bag as change_bag
from engine.alhambra.modules.characters import (
    CHARACTERS,
    IN_PLAY,
    NAMES,
    OWNED,
    Characters,
    asked,
    auction,
    expected,
    owned,
    used,
)
from engine.alhambra.ruleset import rules_of

from .expansion1_helpers import own
from .helpers import check_listed_actions, check_replay, market_with, rebase, refused, with_hand
from .test_thieves import with_display

CARD = "hakim_wahid"


def game(players=3, seed=4, modules=("characters",)) -> GameState:
    return new_game(players, seed=seed, modules=list(modules))


def give(state: GameState, seat: int, *characters: str) -> GameState:
    """``seat`` owns ``characters``, taken from the deck or from out of the game."""
    every = owned(state)
    every[seat] += list(characters)
    return rebase(state, deck=tuple(c for c in state.deck if c not in characters),
                  out_of_game=tuple(c for c in state.out_of_game if c not in characters),
                  modules_state={**state.modules_state, OWNED: every})


def to_deck(state: GameState, *characters: str) -> GameState:
    """``characters`` are in the deck (from out of the game, if there)."""
    moved = [c for c in characters if c in state.out_of_game]
    return rebase(state, out_of_game=tuple(c for c in state.out_of_game if c not in moved),
                  deck=state.deck + tuple(moved))



def seats(state):
    """The active seat, the next one, the one after."""
    a = state.active_seat
    n = len(state.players)
    return a, (a + 1) % n, (a + 2) % n


def auction_game(hands: dict[str, tuple[str, ...]] | None = None, *, players=3,
                 modules=("characters",), card=CARD):
    """The active seat is about to take the 1 Guilder and end its turn; the refill then
    reveals ``card`` and then the 1 Dirham. ``hands``: "a", "b", "c" (the active seat, the
    next, the one after) -> exact hands."""
    state = game(players, modules=modules)
    a, b, c = seats(state)
    hands = hands or {"a": ("guilder-3-1",), "b": ("denar-6-1", "dirham-2-1"),
                      "c": ("ducat-5-1", "ducat-4-1")}
    for key, seat in (("a", a), ("b", b), ("c", c)):
        if key in hands:
            state = with_hand(state, seat, hands[key])
    state = to_deck(state, card)
    state = with_display(state, ("guilder-1-1", "guilder-1-2", "denar-1-1", "denar-1-2"),
                         top=(card, "dirham-1-1"))
    assert problems(state) == []
    return state, a, b, c


def end_turn(state):
    seat = state.active_seat
    state, first = apply(state, seat, TakeMoney(cards=("guilder-1-1",)))
    state, events = apply(state, seat, EndTurn())
    return state, first + events


def answer(state, seat, action):
    state, events = apply(state, seat, action)
    assert problems(state) == [], str(action)
    return state, events


# -- components and setup ---------------------------------------------------------------


def test_six_of_the_ten_characters_go_two_each_into_money_piles_2_3_and_4():
    """CH a, b, CH1: ten cards, six at random in the deck, the rest out of the game."""
    assert len(CHARACTERS) == 10 and NAMES["ammar_el_schauf"] == "Ammar El'Schauf"
    chosen = set()
    for seed in range(1, 7):
        piles = Characters().deck_cards(random.Random(seed))
        assert [pile for pile, _ in piles] == [1, 1, 2, 2, 3, 3]
        chosen.add(frozenset(card for _, card in piles))
        state = game(seed=seed)
        in_deck = [c for c in state.deck if c in CHARACTERS]
        out = [c for c in state.out_of_game if c in CHARACTERS]
        assert len(in_deck) == IN_PLAY and sorted(in_deck + out) == sorted(CHARACTERS)
        assert owned(state) == [[], [], []] and problems(state) == []
        shown = view(state, None).model_dump_json() + view(state, 0).model_dump_json()
        assert not any(f'"{c}"' in shown for c in CHARACTERS)
    assert len(chosen) > 1  # drawn at random


def test_with_the_base_game_two_players_and_the_expansions_but_not_granada():
    """X1: not with Granada or the combination; offered to players (``/alhambra new``)."""
    for modules in (["characters"], ["characters", "vizier", "exchange_offices", "diamonds",
                                     "change", "thieves", "city_gates", "street_trader"]):
        assert modules_problem(modules, 3) is None
    assert modules_problem(["granada", "characters"], 3) is not None
    assert modules_problem(["alhambra_granada", "characters"], 3) is not None
    assert modules_problem(["characters", "camps", "wall_cards"], offered_only=True) is None
    assert REGISTRY["characters"].offered
    assert new_game(2, seed=1, modules=["characters"]).options.modules == ("dirk", "characters")


# -- the auction ------------------------------------------------------------------------


def test_an_auction_with_raises_and_passes_and_its_payment():
    """CH c, CH2: the next player opens, bidding runs clockwise, each raises or passes; the
    high bidder pays at least the bid in one currency and takes the card; CC1: after the
    refill, before the next turn goes on."""
    state, a, b, c = auction_game()
    state, events = end_turn(state)
    assert state.active_seat == b and state.flow.window_seats == (b,)
    assert asked(state) == b and expected(state) == "bid"
    assert [e.kind for e in events][-2:] == ["turn_ended", "character_auction_opened"]
    assert list(legal_actions(state, a)) == [] and list(legal_actions(state, c)) == []
    error = refused(state, a, PassBid())
    assert isinstance(error, WrongPhase) and error.arguments["why"].message_id == \
        "engine-character-auction"
    assert list(legal_actions(state, b)) == [BidForCharacter(amount=n) for n in range(1, 7)] \
        + [PassBid()]
    state, _ = answer(state, b, BidForCharacter(amount=3))
    assert asked(state) == c
    assert [a_.amount for a_ in legal_actions(state, c) if a_.kind == "bid_for_character"] \
        == [4, 5, 6, 7, 8, 9]
    state, _ = answer(state, c, BidForCharacter(amount=5))
    state, _ = answer(state, a, PassBid())
    assert asked(state) == b
    state, _ = answer(state, b, BidForCharacter(amount=6))
    discard = state.discard
    state, events = answer(state, c, PassBid())
    assert CharacterWon(seat=b, card=CARD, amount=6) in events
    assert CharacterPaid(seat=b, card=CARD, cards=("denar-6-1",)) in events
    assert state.players[b].hand == ("dirham-2-1",)
    assert state.discard == discard + ("denar-6-1",)
    assert owned(state)[b] == [CARD] and auction(state) is None
    assert state.flow.window_seats == () and state.active_seat == b
    assert state.flow.phase == "action" and state.flow.actions == 0
    assert view(state, None).modules_view["characters"]["owned"][b] == [CARD]


def test_with_no_bid_the_character_leaves_the_game():
    state, a, b, c = auction_game()
    state, _ = end_turn(state)
    for seat in (b, c, a):
        state, events = answer(state, seat, PassBid())
    assert CharacterUnsold(card=CARD) in events
    assert CARD in state.out_of_game and owned(state) == [[], [], []]
    assert state.flow.window_seats == () and auction(state) is None


def test_a_bid_must_be_payable_in_one_currency_and_above_the_high_bid():
    """CH2: the minimum bid is 1; a bid must be payable in one currency (aids count)."""
    state, a, b, c = auction_game()
    state, _ = end_turn(state)
    error = refused(state, b, BidForCharacter(amount=7))  # denar 6 + dirham 2
    assert isinstance(error, CannotAfford)
    assert error.message_id == "engine-character-bid-unpayable"
    assert error.arguments == {"amount": 7}
    assert refused(state, b, BidForCharacter(amount=0)).message_id == \
        "engine-character-bid-too-low"
    state, _ = answer(state, b, BidForCharacter(amount=4))
    assert refused(state, c, BidForCharacter(amount=4)).arguments["least"] == 5


def test_exchange_offices_and_diamonds_count_for_a_bid():
    state, a, b, c = auction_game(
        {"b": ("denar-6-1", "guilder-5-1", "exchange-denar-guilder"),
         "c": ("diamond-1", "diamond-2")}, modules=("characters", "exchange_offices",
                                                    "diamonds"))
    state, _ = end_turn(state)
    bids = [x.amount for x in legal_actions(state, b) if x.kind == "bid_for_character"]
    assert bids == list(range(1, 12))  # 6 + 5 with the office
    state, _ = answer(state, b, BidForCharacter(amount=6))
    state, _ = answer(state, c, BidForCharacter(amount=7))  # diamonds worth 3 and 4
    state, _ = answer(state, a, PassBid())
    state, _ = answer(state, b, BidForCharacter(amount=11))
    assert [x.kind for x in legal_actions(state, c)] == ["pass_bid"]  # 7 < 12
    state, events = answer(state, c, PassBid())
    paid = next(e for e in events if isinstance(e, CharacterPaid))
    assert sorted(paid.cards) == ["denar-6-1", "exchange-denar-guilder", "guilder-5-1"]


def test_a_pass_is_final():
    state, a, b, c = auction_game()
    state, _ = end_turn(state)
    state, _ = answer(state, b, PassBid())
    state, _ = answer(state, c, BidForCharacter(amount=1))
    state, _ = answer(state, a, BidForCharacter(amount=2))
    assert asked(state) == c  # b passed for good
    state, _ = answer(state, c, BidForCharacter(amount=3))
    assert asked(state) == a
    state, events = answer(state, a, PassBid())
    assert expected(state) == "pay"  # 4 or 5 Ducat: the winner chooses
    state, _ = answer(state, c, PayForCharacter(cards=("ducat-4-1",)))
    assert owned(state)[c] == [CARD] and state.players[c].hand == ("ducat-5-1",)
    assert auction(state) is None


def test_the_winner_chooses_how_to_pay_when_there_is_more_than_one_way():
    """CC4: paying is the winner's choice only when there is more than one minimal way;
    the first listed payment is always legal (for a deadline)."""
    state, a, b, c = auction_game({"b": ("denar-6-1", "dirham-6-1"),
                                   "c": ("ducat-2-1",), "a": ("guilder-2-1",)})
    state, _ = end_turn(state)
    state, _ = answer(state, b, BidForCharacter(amount=5))
    state, _ = answer(state, c, PassBid())
    state, events = answer(state, a, PassBid())
    assert CharacterWon(seat=b, card=CARD, amount=5) in events
    assert expected(state) == "pay" and asked(state) == b
    assert state.flow.window_seats == (b,)
    listed = list(legal_actions(state, b))
    assert listed == [PayForCharacter(cards=("denar-6-1",)),
                      PayForCharacter(cards=("dirham-6-1",))]
    assert refused(state, b, PassBid()).message_id == "engine-character-pay-first"
    error = refused(state, b, PayForCharacter(cards=("ducat-2-1",)))
    assert error.message_id == "engine-character-cannot-pay"
    state, events = answer(state, b, listed[1])
    assert state.players[b].hand == ("denar-6-1",) and owned(state)[b] == [CARD]
    assert state.discard[-1] == "dirham-6-1"


def test_overpaying_draws_change_with_the_change_module():
    state, a, b, c = auction_game({"b": ("denar-9-1",), "c": ("ducat-2-1",),
                                   "a": ("guilder-2-1",)}, modules=("characters", "change"))
    state, _ = end_turn(state)
    state, _ = answer(state, b, BidForCharacter(amount=5))
    state, _ = answer(state, c, PassBid())
    state, events = answer(state, a, PassBid())
    assert [e.kind for e in events].count("change_given") == 1
    coins = [x for x in state.players[b].hand if x.startswith("coin-")]
    assert len(coins) == 2 and "denar-9-1" not in state.players[b].hand


def test_retired_seats_never_bid_and_one_leaving_counts_as_passing():
    """CC2, CC5."""
    state, a, b, c = auction_game()
    state, _ = apply(state, c, RetireSeat())
    state, events = end_turn(state)
    opened = next(e for e in events if e.kind == "character_auction_opened")
    assert opened.order == (b, a)
    state, _ = answer(state, b, PassBid())
    state, events = answer(state, a, BidForCharacter(amount=1))
    state, _ = answer(state, a, PayForCharacter(cards=("guilder-3-1",)))  # no change
    assert owned(state)[a] == [CARD] and state.players[a].hand == ("guilder-1-1",)

    state, a, b, c = auction_game()
    state, _ = end_turn(state)
    state, _ = answer(state, b, BidForCharacter(amount=2))
    assert asked(state) == c
    state, events = apply(state, c, RetireSeat())  # the seat asked leaves: a pass
    assert problems(state) == [] and asked(state) == a
    state, _ = answer(state, a, PassBid())
    assert expected(state) == "pay" and asked(state) == b
    state, _ = apply(state, b, RetireSeat())  # the winner leaves: pays the first listed
    assert problems(state) == [] and owned(state)[b] == [CARD]
    assert auction(state) is None and state.flow.window_seats == ()


def test_the_window_between_turns_opens_after_the_auction():
    """CC1: the vizier's window waits for the auction of the card the refill revealed."""
    state, a, b, c = auction_game({"b": ("denar-6-1", "dirham-2-1"), "c": ("ducat-5-1",),
                                   "a": ("guilder-3-1",)}, modules=("characters", "vizier"))
    state = market_with(state, ducat="arcades-5-NW")
    state, events = end_turn(state)
    assert state.flow.window_seats == (b,) and "vizier.window" not in state.modules_state
    state, _ = answer(state, b, PassBid())
    state, _ = answer(state, c, PassBid())
    state, events = answer(state, a, PassBid())
    assert [e.kind for e in events][-1] == "vizier_window_opened"
    # every face-up vizier with a card in hand is asked (V5), the next player first
    assert state.flow.window_seats == (b, c, a)


# -- the characters' effects ------------------------------------------------------------


def test_laila_swaps_a_market_building_for_a_new_tile_from_the_bag():
    """CH4: draw first, then the old tile goes back into the bag."""
    state = game()
    a = state.active_seat
    state = give(state, a, "laila_wundabah")
    old, new = state.market[0], state.bag[0]
    listed = list(legal_actions(state, a).of_kind("use_laila"))
    assert UseLaila(slot="denar") in listed
    after, events = answer(state, a, UseLaila(slot="denar"))
    assert after.market[0] == new and old in after.bag and new not in after.bag
    assert len(after.bag) == len(state.bag)
    assert events[0].tiles == (old, new) and used(after) == ["laila_wundabah"]
    assert after.flow.phase == "action" and after.flow.actions == 0  # the action follows


def test_only_one_of_laila_machma_and_yammerad_per_turn_and_only_at_its_start():
    state = game()
    a = state.active_seat
    state = give(state, a, "laila_wundabah", "machma_klain")
    state = with_hand(state, a, ("denar-5-1", "dirham-2-1"))
    state = with_display(state, ("ducat-4-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"))
    machma = UseMachma(give="denar-5-1", take="ducat-4-1")
    assert machma in legal_actions(state, a)
    after, _ = answer(state, a, UseLaila(slot="dirham"))
    assert list(legal_actions(after, a).of_kind("use_machma")) == []
    assert refused(after, a, machma).message_id == "engine-character-one-per-turn"
    taken, _ = answer(state, a, TakeMoney(cards=("guilder-2-1",)))
    assert refused(taken, a, UseLaila(slot="dirham")).message_id == "engine-not-now"
    again = rebase(state, flow=state.flow.model_copy(update={"actions": 1,
                                                              "extra_action": True}))
    assert refused(again, a, UseLaila(slot="dirham")).message_id == \
        "engine-character-turn-start"
    assert list(legal_actions(again, a).of_kind("use_laila")) == []
    other = (a + 1) % 3
    assert refused(rebase(state, flow=state.flow.model_copy(update={"active_seat": other})),
                   other, UseLaila(slot="dirham")).message_id == "engine-character-not-owned"


def test_machma_swaps_a_money_card_for_one_of_equal_or_lower_value_and_refills():
    """CH5."""
    state = game()
    a = state.active_seat
    state = give(state, a, "machma_klain")
    state = with_hand(state, a, ("denar-5-1", "dirham-2-1"))
    state = with_display(state, ("ducat-4-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"),
                         top=("dirham-7-1",))
    assert refused(state, a, UseMachma(give="denar-5-1", take="ducat-6-1")).message_id == \
        "engine-character-machma-value"
    after, _ = answer(state, a, UseMachma(give="denar-5-1", take="ducat-4-1"))
    assert after.players[a].hand == ("dirham-2-1", "ducat-4-1")
    assert after.discard[-1] == "denar-5-1"
    assert after.display == ("ducat-6-1", "guilder-2-1", "guilder-8-1", "dirham-7-1")


def test_a_coin_given_to_machma_as_the_deck_runs_out_goes_back_into_the_change_bag():
    """CH5 with the change: the coin Machma takes goes onto the discard pile, and from there
    back into the bag (the coins are never money of the deck), even when the display's
    refill turns the pile into the new deck in the same action."""
    state = game(modules=("characters", "change"))
    a = state.active_seat
    state = give(state, a, "machma_klain")
    coins = change_bag(state)
    coin = coins[0]
    state = rebase(state, modules_state={**state.modules_state, CHANGE_BAG: coins[1:]})
    state = with_hand(state, a, ("denar-5-1", coin))
    state = with_display(state, ("ducat-1-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"))
    money = tuple(c for c in state.deck if CARDS[c].kind == "money")
    rest = tuple(c for c in state.deck if CARDS[c].kind != "money")
    state = rebase(state, deck=(), discard=state.discard + money,
                   out_of_game=state.out_of_game + rest)
    assert problems(state) == []
    after, events = answer(state, a, UseMachma(give=coin, take="ducat-1-1"))
    assert "deck_reshuffled" in [e.kind for e in events]
    assert problems(after) == []
    assert coin in change_bag(after) and coin not in after.deck + after.discard


def test_yammerad_takes_the_top_card_with_fewer_than_three_money_cards():
    """CH6: draws until money; a character drawn is auctioned at once, the next player
    opening (CC1, CC2); the turn goes on after it."""
    state = game()
    a, b, c = seats(state)
    state = give(state, a, "yammerad")
    state = with_hand(state, a, ("denar-5-1", "dirham-2-1"))
    state = to_deck(state, CARD)
    state = with_display(state, ("ducat-4-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"),
                         top=(CARD, "dirham-7-1"))
    assert UseYammerad() in legal_actions(state, a)
    after, events = answer(state, a, UseYammerad())
    assert after.players[a].hand[-1] == "dirham-7-1"
    assert [e.kind for e in events][:2] == ["character_used", "character_revealed"]
    # drawn in secret: the table is told how many, not which (the character drawn first
    # is revealed and auctioned)
    assert (events[0].drawn, events[0].cards) == (1, ())
    assert "dirham-7-1" not in "".join(e.model_dump_json() for e in events)
    assert next(e for e in events if e.kind == "character_auction_opened").order == (b, c, a)
    assert after.flow.window_seats == (b,) and after.active_seat == a
    for seat in (b, c, a):
        after, _ = answer(after, seat, PassBid())
    assert after.flow.window_seats == () and after.flow.phase == "action"
    assert TakeMoney(cards=("ducat-6-1",)) in legal_actions(after, a)
    rich = with_hand(state, a, ("denar-5-1", "dirham-2-1", "diamond-1"))
    assert refused(rich, a, UseYammerad()).message_id == "engine-character-yammerad-rich"


def test_abdul_karim_pays_a_building_counts_as_exact_and_leaves_the_game():
    """CH3, CH7: an exact payment gives another action; never a camp."""
    state = game(modules=("characters", "camps"))
    a = state.active_seat
    state = give(state, a, "abdul_karim")
    state = market_with(state, denar="tower-11-N", dirham="camp-N")
    hand = state.players[a].hand
    assert refused(state, a, BuyWithKarim(slot="dirham")).message_id == \
        "engine-character-not-building"
    after, events = answer(state, a, BuyWithKarim(slot="denar"))
    assert after.players[a].bought == ("tower-11-N",) and after.players[a].hand == hand
    assert after.flow.phase == "action" and after.flow.extra_action
    assert "abdul_karim" in after.out_of_game and owned(after)[a] == []
    assert events[1].kind == "tile_bought" and events[1].exact
    assert list(legal_actions(after, a).of_kind("buy_with_karim")) == []


def test_abdul_knihstig_takes_a_face_up_card_after_buying_a_tile_of_price_10_or_more():
    """CH8, CH5."""
    state = game()
    a = state.active_seat
    state = give(state, a, "abdul_knihstig")
    state = with_hand(state, a, ("denar-9-1", "denar-2-1", "dirham-9-1"))
    state = market_with(state, denar="tower-11-N", dirham="chambers-9-S")
    state = with_display(state, ("ducat-4-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"),
                         top=("guilder-7-1",))
    cheap, _ = answer(state, a, Buy(slot="dirham", cards=("dirham-9-1",)))
    assert list(legal_actions(cheap, a).of_kind("take_with_knihstig")) == []
    assert refused(cheap, a, TakeWithKnihstig(card="ducat-6-1")).message_id == \
        "engine-character-knihstig-no-claim"
    dear, _ = answer(state, a, Buy(slot="denar", cards=("denar-9-1", "denar-2-1")))
    assert dear.flow.extra_action
    take = TakeWithKnihstig(card="guilder-8-1")
    assert take in legal_actions(dear, a)
    after, _ = answer(dear, a, take)
    assert after.players[a].hand == ("dirham-9-1", "guilder-8-1")
    assert after.display == ("ducat-4-1", "ducat-6-1", "guilder-2-1", "guilder-7-1")
    assert after.flow.extra_action and after.flow.phase == "action"  # still there
    assert list(legal_actions(after, a).of_kind("take_with_knihstig")) == []


def test_ammar_gives_one_extra_rebuild_after_the_bought_tiles_are_placed():
    state = game()
    a = state.active_seat
    state = own(state, a, alhambra=((1, 0, "pavilion-6-N"),), reserve=("arcades-8-N",))
    owner_state = give(state, a, "ammar_el_schauf")
    taken, _ = answer(owner_state, a, TakeMoney(cards=(owner_state.display[0],)))
    assert taken.flow.phase == "placing"
    kinds = legal_actions(taken, a).kinds()
    assert {"rebuild_place", "rebuild_remove", "rebuild_exchange", "end_turn"} <= set(kinds)
    after, events = answer(taken, a, RebuildRemove(x=1, y=0))
    assert events[0].character == "ammar_el_schauf" and after.flow.actions == 2
    assert "ammar_el_schauf" in used(after)
    assert refused(after, a, RebuildPlace(tile="arcades-8-N", x=1, y=0)).message_id == \
        "engine-character-ammar-used"
    assert legal_actions(after, a).kinds() == ["end_turn", "restart_turn"]
    plain, _ = answer(state, a, TakeMoney(cards=(state.display[0],)))
    assert refused(plain, a, RebuildRemove(x=1, y=0)).message_id == "engine-not-now"


def test_faruk_may_take_several_cards_totalling_up_to_7():
    """CH9."""
    state = game()
    a = state.active_seat
    state = with_display(state, ("ducat-3-1", "dirham-4-1", "guilder-4-1", "guilder-8-1"))
    seven = TakeMoney(cards=("ducat-3-1", "dirham-4-1"))
    assert refused(state, a, seven).message_id == "engine-take-too-much"
    faruk = give(state, a, "faruk_will_haben")
    assert seven in list(legal_actions(faruk, a))
    after, _ = answer(faruk, a, seven)
    assert after.players[a].hand[-2:] == ("ducat-3-1", "dirham-4-1")
    assert refused(faruk, a, TakeMoney(cards=("dirham-4-1", "guilder-4-1"))).message_id == \
        "engine-take-too-much"


# -- scoring ----------------------------------------------------------------------------


def test_hakim_adds_half_a_building_that_wins_a_tie_on_the_best_type():
    """CH10, CC10: the type that gives the most points; recorded in the scoring."""
    state = game()
    state = own(state, 0, alhambra=((1, 0, "tower-11-N"), (0, 1, "pavilion-6-N")))
    state = own(state, 1, alhambra=((1, 0, "tower-11-S"), (0, 1, "pavilion-2-NEW")))
    record = scoring_round(state, 1, []).scorings[-1]
    assert record.points["tower"] == (3, 3, 0) and record.halves == {}
    hakim = give(state, 0, "hakim_wahid")
    record = scoring_round(hakim, 1, []).scorings[-1]
    assert record.points["tower"] == (6, 0, 0) and record.points["pavilion"] == (0, 0, 0)
    assert record.halves == {"characters": {"tower": (1, 0, 0)}}
    assert record.counts["tower"] == (1, 1, 0)
    nothing = give(game(), 0, "hakim_wahid")  # no building: no type to choose
    assert scoring_round(nothing, 1, []).scorings[-1].halves == {}


def test_yusuf_scores_a_point_for_every_three_sides_of_the_longest_outer_wall():
    state = give(game(), 0, "yusuf_e_passuf")
    state = own(state, 0, alhambra=((1, 0, "pavilion-6-N"), (2, 0, "arcades-8-N"),
                                    (3, 0, "garden-10-N"), (4, 0, "tower-11-N"),
                                    (5, 0, "tower-8-NES")))
    assert rules_of(state).barrier_points(state, 0) == 7
    for number in (1, 2, 3):
        record = scoring_round(state, number, []).scorings[-1]
        assert record.extra["characters"] == (2, 0, 0)


def test_fatima_gives_8_points_at_the_final_scoring_only():
    """CH11."""
    state = give(game(), 1, "fatima")
    assert scoring_round(state, 1, []).scorings[-1].extra["characters"] == (0, 0, 0)
    assert scoring_round(state, 2, []).scorings[-1].extra["characters"] == (0, 0, 0)
    final = scoring_round(state, 3, []).scorings[-1]
    assert final.extra["characters"] == (0, 8, 0)


def test_no_character_is_used_with_a_vizier_purchase():
    """§8 VZ×CH "-": the vizier's purchase of a dear tile gives Knihstig no card, and
    Abdul Karim cannot pay it."""
    state = game(modules=("characters", "vizier"))
    a, b, c = seats(state)
    state = give(state, c, "abdul_knihstig", "abdul_karim")
    state = with_hand(state, c, ("denar-9-1", "denar-2-1"))
    state = with_hand(state, b, ("guilder-1-1",))
    state = market_with(state, denar="tower-11-N")
    state = with_display(state, ("ducat-1-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"))
    state, _ = apply(state, a, TakeMoney(cards=("ducat-1-1",)))
    state, _ = apply(state, a, EndTurn())
    assert c in state.flow.window_seats
    assert {x.kind for x in legal_actions(state, c)} <= {"use_vizier", "pass_window",
                                                          "pass_vizier", "vizier_always_pass"}
    if b in state.flow.window_seats:
        state, _ = apply(state, b, PassWindow())
    state, _ = apply(state, c, UseVizier(slot="denar", cards=("denar-9-1", "denar-2-1")))
    assert state.players[c].reserve == ("tower-11-N",)
    assert refused(state, c, TakeWithKnihstig(card="ducat-6-1")).message_id in {
        "engine-character-knihstig-no-claim", "engine-character-knihstig-not-now"}
    assert not any(x.kind == "take_with_knihstig" for x in legal_actions(state, c))


# -- view, invariants, logs -------------------------------------------------------------


def test_the_view_shows_the_owned_characters_and_the_auction_only():
    state, a, b, c = auction_game()
    state, _ = end_turn(state)
    state, _ = answer(state, b, BidForCharacter(amount=2))
    fields = view(state, None).modules_view["characters"]
    assert fields == {"owned": [[], [], []], "auction": {
        "card": CARD, "high": 2, "high_seat": b, "asked": c, "passed": [], "paying": False},
        "used": [], "queued": 0}
    assert view(state, c).modules_view["characters"] == fields
    assert GameState.model_validate_json(state.model_dump_json()) == state


def test_listed_actions_read_back_and_apply():
    for action in (BidForCharacter(amount=3), PassBid(), PayForCharacter(cards=("denar-1-1",)),
                   UseLaila(slot="denar"), UseMachma(give="denar-2-1", take="dirham-1-1"),
                   UseYammerad(), BuyWithKarim(slot="ducat"), TakeWithKnihstig(card="x-1")):
        assert parse_action(str(action)) == action
        assert ACTION_ADAPTER.validate_json(ACTION_ADAPTER.dump_json(action)) == action
    state, a, b, c = auction_game()
    state = give(state, b, "laila_wundabah", "faruk_will_haben", "abdul_karim")
    check_listed_actions(state, random.Random(3), steps=120)


@pytest.mark.parametrize("players", [2, 3])
def test_a_logged_game_replays_to_the_same_state(players):
    check_replay(["characters"], players=players, seed=11, driver=players)


def test_place_is_still_the_way_to_build_a_bought_tile():
    """The placing phase keeps its actions with Ammar's extra rebuild beside them."""
    state = give(game(), 0, "ammar_el_schauf")
    state = rebase(state, flow=state.flow.model_copy(update={"active_seat": 0}))
    slot = next(c for c, t in zip(CURRENCIES, state.market, strict=True)
                if TILES[t].price <= 9)
    tile = state.market[CURRENCIES.index(slot)]
    state = with_hand(state, 0, (f"{slot}-9-1",))
    bought, _ = answer(state, 0, Buy(slot=slot, cards=(f"{slot}-9-1",)))
    kinds = legal_actions(bought, 0).kinds()
    assert "place" in kinds and "rebuild_remove" not in kinds  # the bought tile first
    place = next(x for x in legal_actions(bought, 0) if isinstance(x, Place))
    placed, _ = answer(bought, 0, place)
    assert placed.players[0].alhambra[-1][2] == tile


def test_yammerad_scores_a_scoring_card_at_once_and_draws_on():
    """CH6, X4."""
    state = game()
    a = state.active_seat
    state = give(state, a, "yammerad")
    state = with_hand(state, a, ("denar-5-1",))
    state = with_display(state, ("ducat-4-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"),
                         top=("scoring-A", "dirham-7-1"))
    after, events = answer(state, a, UseYammerad())
    assert [r.round for r in after.scorings] == [1] and "scoring-A" in after.out_of_game
    assert after.players[a].hand == ("denar-5-1", "dirham-7-1")
    assert (events[0].drawn, events[0].cards) == (1, ())  # the scoring card is public


def test_a_character_revealed_by_the_refill_that_ends_the_game_leaves_it():
    """CC6: no auction before the final distribution."""
    state = game()
    a, b, c = seats(state)
    state = own(state, b, reserve=tuple(state.bag))  # the bag is empty
    state = to_deck(state, CARD)
    state = with_display(state, ("ducat-4-1", "ducat-6-1", "guilder-2-1"),
                         top=(CARD, "dirham-7-1"))
    state = with_hand(state, a, ("denar-9-1", "denar-8-1"))
    state, _ = answer(state, a, Buy(slot="denar", cards=("denar-9-1", "denar-8-1")))
    state, _ = answer(state, a, next(x for x in legal_actions(state, a) if x.kind == "reserve"))
    state, events = answer(state, a, EndTurn())
    assert CharacterUnsold(card=CARD) in events and CARD in state.out_of_game
    assert auction(state) is None and state.flow.phase in ("final_placing", "over")
