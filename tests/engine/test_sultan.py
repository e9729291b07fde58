"""The sultan's cards, expansion 5 "Die Macht des Sultans" (shared/EXPANSIONS.md §4 SU, §0.3
step 5; the compendium, "19. Macht des Sultans"), rule by rule through ``apply`` and
``legal_actions``: the cards with the money (SU1, SU4), buying and the public roll (SU2,
SU4), the claim window before the vizier's (SU3, SU5), rival claims, passes, a seat that
leaves, Dirk, and no scout for a tile taken so."""

import random
from collections import Counter

from engine.alhambra import (
    apply,
    legal_actions,
    modules_problem,
    new_game,
    parse_action,
    problems,
    view,
)
from engine.alhambra.actions import (
    BuySultanCard,
    ClaimWithSultan,
    EndTurn,
    PassSultan,
    PassVizier,
    RetireSeat,
    TakeMoney,
    UseLaila,
    UseVizier,
)
from engine.alhambra.components import CARDS, CURRENCIES, TILES
from engine.alhambra.events import (
    ChangeGiven,
    SultanCardBought,
    SultanCardShown,
    SultanClaimClosed,
    SultanClaimed,
    SultanClaimOpened,
    TileBought,
    TilePlaced,
    TileReserved,
)
from engine.alhambra.modules.characters import LAILA
from engine.alhambra.modules.sultan import (
    CLAIM,
    OWNED,
    SHOWN,
    SULTAN_IDS,
    Sultan,
    roll,
)
from engine.alhambra.window import KEY as SHARED_WINDOW

from .helpers import rebase, refused, with_hand
from .test_characters import give


def sultan_game(players=3, seed=1, modules=("sultan",)):
    return new_game(players, seed=seed, modules=list(modules))


def money(currency, *values):
    """One money card of each value in ``currency`` (ids like ``denar-3-1``)."""
    found = []
    for value in values:
        found.append(next(c for c in CARDS if CARDS[c].kind == "money"
                          and CARDS[c].currency == currency and CARDS[c].value == value
                          and c not in found))
    return tuple(found)


def shown_cards(state, *cards):
    """These sultan cards lie beside the money display (taken out of the deck)."""
    deck = tuple(c for c in state.deck if c not in cards)
    return rebase(state, deck=deck, modules_state={**state.modules_state,
                                                   SHOWN: list(cards)})


def owning(state, cards_by_seat):
    """Seat -> [(card, type)]: the seats hold these sultan cards (out of the deck)."""
    every = [[] for _ in state.players]
    for seat, cards in cards_by_seat.items():
        every[seat] = [[card, building] for card, building in cards]
    held = {card for cards in cards_by_seat.values() for card, _ in cards}
    return rebase(state, deck=tuple(c for c in state.deck if c not in held),
                  modules_state={**state.modules_state, OWNED: every})


def ending(state, cards_by_seat):
    """The active seat has bought the tile of the denar slot (now on its reserve) and may
    end its turn; ``cards_by_seat`` hold sultan cards of the next tile's type (``None``: the
    type of the bag's first tile). Returns the state and that tile."""
    seat = state.active_seat
    new = state.bag[0]
    building = TILES[new].building
    cards = {s: [(card, building if kind is None else kind) for card, kind in pairs]
             for s, pairs in cards_by_seat.items()}
    state = owning(state, cards)
    market = list(state.market)
    old, market[0] = market[0], None
    players = list(state.players)
    players[seat] = players[seat].model_copy(
        update={"reserve": players[seat].reserve + (old,)})
    flow = state.flow.model_copy(update={"phase": "placing", "actions": 1})
    return rebase(state, market=tuple(market), players=tuple(players), flow=flow), new



# -- material and setup -------------------------------------------------------------------


def test_eight_cards_two_per_currency_three_two_three_in_the_first_piles():
    """SU4: 2 cards per currency; C-setup: 3 cards into money pile 1, 2 into pile 2, 3 into
    pile 3."""
    assert Counter(CARDS[c].currency for c in SULTAN_IDS) == {c: 2 for c in CURRENCIES}
    piles = Counter(stack + 1 for stack, _ in Sultan().deck_cards(random.Random(4)))
    assert piles == {1: 3, 2: 2, 3: 3}
    state = sultan_game(4, seed=3)
    assert sorted(c for c in state.deck if c in SULTAN_IDS) == sorted(SULTAN_IDS)
    assert problems(state) == []
    public = view(state, None).model_dump_json()
    assert not any(f'"{c}"' in public for c in SULTAN_IDS)  # face down in the deck


def test_not_with_granada():
    assert modules_problem(["sultan", "granada"]) is not None
    assert modules_problem(["sultan"]) is None


def test_a_revealed_card_lies_beside_the_display_and_the_refill_draws_on():
    """SU1: like a wall card, it lies beside the money display; the display gets 4 cards."""
    state = sultan_game()
    card = SULTAN_IDS[0]
    deck = (card,) + tuple(c for c in state.deck if c != card)
    seat = state.active_seat
    taken = state.display[:1]
    state = rebase(state, deck=deck)
    state, _ = apply(state, seat, TakeMoney(cards=taken))
    state, events = apply(state, seat, EndTurn())
    assert SultanCardShown(card=card) in events
    assert state.modules_state[SHOWN] == [card] and len(state.display) == 4
    assert view(state, None).modules_view["sultan"]["shown"] == [card]
    assert problems(state) == []


# -- buying and the roll --------------------------------------------------------------------


def buying(seat_hand, *, modules=("sultan",), card="sultan-denar-1"):
    state = sultan_game(modules=modules)
    seat = state.active_seat
    state = shown_cards(with_hand(state, seat, seat_hand), card)
    return state, seat


def test_buying_exactly_gives_another_action_and_rolls_a_public_type():
    """SU4, SU2: 7 in the card's currency, exact: another main action; the die's type is
    marked on the card, public in every view."""
    hand = money("denar", 4, 3)
    state, seat = buying(hand)
    action = BuySultanCard(card="sultan-denar-1", cards=hand)
    assert action in list(legal_actions(state, seat))
    rolled = roll(state)
    after, events = apply(state, seat, action)
    assert events == [SultanCardBought(seat=seat, card="sultan-denar-1", cards=hand,
                                       exact=True, building=rolled)]
    assert after.flow.extra_action and after.flow.phase == "action"
    assert after.modules_state[SHOWN] == []
    assert after.modules_state[OWNED][seat] == [["sultan-denar-1", rolled]]
    assert view(after, None).modules_view["sultan"]["owned"][seat] == [
        {"card": "sultan-denar-1", "building": rolled}]
    assert problems(after) == []
    # the extra action may be declined by ending the turn (nothing waits to be placed)
    ended, _ = apply(after, seat, EndTurn())
    assert ended.active_seat != seat


def test_the_roll_is_seeded_by_the_game_and_the_move_never_global():
    state, _ = buying(money("denar", 4, 3))
    assert roll(state) == roll(state)
    rolls = {roll(state.model_copy(update={"moves": m})) for m in range(40)}
    assert len(rolls) > 1  # the move number changes it


def test_overpaying_gives_no_extra_action_and_draws_change():
    """SU4: overpaying is allowed; with the change module it gives change."""
    hand = money("dirham", 9)
    state, seat = buying(hand, modules=("sultan", "change"), card="sultan-dirham-1")
    after, events = apply(state, seat, BuySultanCard(card="sultan-dirham-1", cards=hand))
    assert not after.flow.extra_action and after.flow.phase == "placing"
    given = [e for e in events if isinstance(e, ChangeGiven)]
    assert given and given[0].overpaid == 2 and len(given[0].coins) == 1
    assert problems(after) == []


def test_wrong_currency_too_little_or_a_card_not_shown_are_refused():
    hand = money("denar", 3, 2) + money("ducat", 9)
    state, seat = buying(hand)
    assert refused(state, seat, BuySultanCard(card="sultan-denar-1", cards=hand[:2])) \
        .message_id == "engine-sultan-cannot-pay"
    assert refused(state, seat, BuySultanCard(card="sultan-denar-1", cards=hand[2:])) \
        .message_id == "engine-sultan-cannot-pay"
    assert refused(state, seat, BuySultanCard(card="sultan-ducat-1", cards=hand[2:])) \
        .message_id == "engine-sultan-not-shown"
    assert not [a for a in legal_actions(state, seat) if a.kind == "buy_sultan_card"]


def test_the_vizier_cannot_buy_a_sultan_card():
    """C §19: "Eine Sultankarte kann nicht mit dem Wesirstein gekauft werden": the window
    between turns never lists one."""
    state = sultan_game(modules=("sultan", "vizier"))
    state = shown_cards(state, "sultan-denar-1")
    for seat in range(3):
        assert not any("sultan" in str(a) for a in legal_actions(state, seat)
                       if a.kind == "use_vizier")
    assert "buy_sultan_card" not in Sultan.window_actions


# -- the claim (SU3, SU5) --------------------------------------------------------------------


def test_a_new_tile_of_the_rolled_type_opens_a_claim_for_its_owner():
    state = sultan_game()
    mover = state.active_seat
    owner = (mover + 2) % 3
    state, new = ending(state, {owner: [("sultan-denar-1", None)]})
    after, events = apply(state, mover, EndTurn())
    assert SultanClaimOpened(tile=new, slot="denar", seats=(owner,)) in events
    assert after.flow.window_seats == (owner,)
    assert view(after, None).modules_view["sultan"]["claim"] == {
        "tile": new, "slot": "denar", "seats": [owner]}
    listed = list(legal_actions(after, owner))
    assert ClaimWithSultan(card="sultan-denar-1", reserve=True) in listed
    assert PassSultan() in listed
    assert all(parse_action(str(a)) == a for a in listed)
    assert problems(after) == []
    # the next player waits, told why
    nxt = after.active_seat
    assert refused(after, nxt, TakeMoney(cards=after.display[:1])).message_id \
        == "engine-wait-window"


def test_a_tile_of_another_type_asks_nobody():
    state = sultan_game()
    mover = state.active_seat
    other = next(b for b in ("garden", "tower", "pavilion")
                 if b != TILES[state.bag[0]].building)
    state, _ = ending(state, {(mover + 1) % 3: [("sultan-denar-1", other)]})
    after, events = apply(state, mover, EndTurn())
    assert not after.flow.window_seats
    assert not any(isinstance(e, SultanClaimOpened) for e in events)


def test_claiming_builds_the_tile_free_discards_the_card_and_refills_the_slot():
    """SU3, SU6: the tile is taken free and placed at once; the card leaves the game; the
    slot is refilled; no purchase is told (no TileBought: no scout, no change, no extra
    action)."""
    state = sultan_game()
    mover = state.active_seat
    owner = (mover + 1) % 3
    state, new = ending(state, {owner: [("sultan-denar-1", None)]})
    after, _ = apply(state, mover, EndTurn())
    hand = after.players[owner].hand
    cell = next(a for a in legal_actions(after, owner)
                if a.kind == "claim_with_sultan" and a.x is not None)
    done, events = apply(after, owner, cell)
    assert SultanClaimed(seat=owner, card="sultan-denar-1", tile=new, slot="denar") in events
    assert any(isinstance(e, TilePlaced) for e in events)
    assert not any(isinstance(e, TileBought) for e in events)
    assert any(t == new for _, _, t in done.players[owner].alhambra)
    assert done.players[owner].hand == hand
    assert "sultan-denar-1" in done.out_of_game and done.modules_state[OWNED][owner] == []
    assert done.market[0] is not None and done.market[0] != new
    assert not done.flow.window_seats and CLAIM not in done.modules_state
    assert problems(done) == []


def test_the_nearest_in_turn_order_to_the_next_player_wins_a_rival_claim():
    """SU3: the seat after the mover comes first; a farther seat's claim waits (told as an
    answer) and loses when the nearer one claims too."""
    state = sultan_game(4, seed=2)
    mover = state.active_seat
    near, far = (mover + 1) % 4, (mover + 3) % 4
    state, new = ending(state, {near: [("sultan-denar-1", None)],
                                far: [("sultan-ducat-1", None)]})
    after, _ = apply(state, mover, EndTurn())
    assert after.flow.window_seats == (near, far)
    waiting, events = apply(after, far, ClaimWithSultan(card="sultan-ducat-1", reserve=True))
    assert not any(isinstance(e, SultanClaimed) for e in events)
    assert waiting.flow.window_seats == (near,)
    assert "answered" not in view(waiting, near).modules_view["sultan"]["claim"]
    assert view(waiting, far).modules_view["sultan"]["claim"]["answered"] is True
    done, events = apply(waiting, near, ClaimWithSultan(card="sultan-denar-1", reserve=True))
    assert SultanClaimed(seat=near, card="sultan-denar-1", tile=new, slot="denar") in events
    assert new in done.players[near].reserve
    assert done.modules_state[OWNED][far] == [["sultan-ducat-1", TILES[new].building]]
    assert problems(done) == []


def test_a_farther_claim_wins_when_the_nearer_seat_passes():
    state = sultan_game(4, seed=2)
    mover = state.active_seat
    near, far = (mover + 1) % 4, (mover + 2) % 4
    state, new = ending(state, {near: [("sultan-denar-1", None)],
                                far: [("sultan-ducat-1", None)]})
    after, _ = apply(state, mover, EndTurn())
    after, _ = apply(after, far, ClaimWithSultan(card="sultan-ducat-1", reserve=True))
    done, events = apply(after, near, PassSultan())
    assert SultanClaimed(seat=far, card="sultan-ducat-1", tile=new, slot="denar") in events
    assert any(isinstance(e, TileReserved) for e in events)


def test_when_everybody_passes_the_tile_stays_and_the_turn_goes_on():
    state = sultan_game()
    mover = state.active_seat
    owner = (mover + 1) % 3
    state, new = ending(state, {owner: [("sultan-denar-1", None)]})
    after, _ = apply(state, mover, EndTurn())
    done, events = apply(after, owner, PassSultan())
    assert SultanClaimClosed(tile=new) in events
    assert done.market[0] == new and not done.flow.window_seats
    assert done.modules_state[OWNED][owner] == [["sultan-denar-1", TILES[new].building]]
    nxt = done.active_seat
    done, _ = apply(done, nxt, TakeMoney(cards=done.display[:1]))  # play goes on
    assert problems(done) == []


def test_answering_twice_or_with_a_card_of_another_type_is_refused():
    state = sultan_game()
    mover = state.active_seat
    owner = (mover + 1) % 3
    other = next(b for b in ("garden", "tower", "pavilion")
                 if b != TILES[state.bag[0]].building)
    state, _ = ending(state, {owner: [("sultan-denar-1", None), ("sultan-denar-2", other)]})
    after, _ = apply(state, mover, EndTurn())
    assert refused(after, owner, ClaimWithSultan(card="sultan-denar-2", reserve=True)).message_id \
        == "engine-sultan-wrong-card"
    assert refused(after, owner, ClaimWithSultan(card="sultan-denar-1")).message_id \
        == "engine-sultan-where"
    assert refused(after, owner, ClaimWithSultan(card="sultan-denar-1", dirk=True)).message_id \
        == "engine-sultan-no-dirk"
    assert refused(after, owner, ClaimWithSultan(card="sultan-denar-1", x=40, y=40)).message_id \
        == "engine-cannot-build"


def test_the_claim_comes_before_the_vizier():
    """C §19: "Die Gunst des Wesirs ist nachrangig zur Macht des Sultans": the shared window
    opens only once the claim is settled."""
    state = sultan_game(modules=("sultan", "vizier"))
    mover = state.active_seat
    owner = (mover + 2) % 3
    state, new = ending(state, {owner: [("sultan-denar-1", None)]})
    after, _ = apply(state, mover, EndTurn())
    assert SHARED_WINDOW not in after.modules_state and after.flow.window_seats == (owner,)
    assert not any(a.kind == "use_vizier" for a in legal_actions(after, owner))
    done, _ = apply(after, owner, ClaimWithSultan(card="sultan-denar-1", reserve=True))
    assert SHARED_WINDOW in done.modules_state  # now the vizier's window
    assert PassVizier() in list(legal_actions(done, done.flow.window_seats[0]))


def test_a_seat_that_leaves_counts_as_having_passed():
    state = sultan_game(4, seed=2)
    mover = state.active_seat
    near, far = (mover + 2) % 4, (mover + 3) % 4  # (not the next player)
    state, new = ending(state, {near: [("sultan-denar-1", None)],
                                far: [("sultan-ducat-1", None)]})
    after, _ = apply(state, mover, EndTurn())
    after, _ = apply(after, far, ClaimWithSultan(card="sultan-ducat-1", reserve=True))
    done, events = apply(after, near, RetireSeat())
    assert SultanClaimed(seat=far, card="sultan-ducat-1", tile=new, slot="denar") in events
    assert problems(done) == []


def test_with_two_players_the_tile_may_go_to_dirk():
    """C §19: "ein mit einer Sultankarte erworbenes Gebäude [kann] an Dirk weitergegeben
    werden"."""
    state = sultan_game(2, seed=4)
    mover = state.active_seat
    owner = 1 - mover
    state, new = ending(state, {owner: [("sultan-denar-1", None)]})
    after, _ = apply(state, mover, EndTurn())
    claim = ClaimWithSultan(card="sultan-denar-1", dirk=True)
    assert claim in list(legal_actions(after, owner))
    done, _ = apply(after, owner, claim)
    assert new in done.dirk and problems(done) == []


def test_a_tile_taken_with_a_sultan_card_takes_no_scout():
    """C §19: "darf keine Karte der Angreifer aufgedeckt werden"."""
    state = sultan_game(modules=("sultan", "invaders"))
    mover = state.active_seat
    owner = (mover + 1) % 3
    state, new = ending(state, {owner: [("sultan-denar-1", None)]})
    scout = f"scout-{TILES[new].building}"
    up, hidden = list(state.modules_state["invaders.up"]), \
        list(state.modules_state["invaders.scouts"])
    if scout not in up:  # the new tile's scout lies face up
        hidden[hidden.index(scout)] = up[0]
        up[0] = scout
    state = rebase(state, modules_state={**state.modules_state, "invaders.up": up,
                                         "invaders.scouts": hidden})
    after, _ = apply(state, mover, EndTurn())
    done, events = apply(after, owner, ClaimWithSultan(card="sultan-denar-1", reserve=True))
    assert not any(e.kind == "scout_taken" for e in events)
    assert scout in done.modules_state["invaders.up"]
    assert problems(done) == []


def test_a_tile_let_go_is_not_offered_again_after_the_next_turn():
    """SU7: only tiles new since the last look are offered; one everybody passed stays seen."""
    state = sultan_game()
    mover = state.active_seat
    owner = (mover + 1) % 3
    state, new = ending(state, {owner: [("sultan-denar-1", None)]})
    after, _ = apply(state, mover, EndTurn())
    after, _ = apply(after, owner, PassSultan())
    nxt = after.active_seat
    after, _ = apply(after, nxt, TakeMoney(cards=after.display[:1]))
    done, events = apply(after, nxt, EndTurn())
    assert not any(isinstance(e, SultanClaimOpened) and e.tile == new for e in events)
    assert done.market[0] == new


def lailas_turn(owners):
    """Seat a's turn with sultan cards and characters: a owns Laila Wundabah; ``owners``
    (offset from a -> card) hold a card of the type of the bag's first tile, the one Laila
    draws. Returns the state, a and that tile."""
    state = sultan_game(modules=("sultan", "characters"))
    a = state.active_seat
    state = give(state, a, LAILA)
    new = state.bag[0]
    state = owning(state, {(a + offset) % 3: [(card, TILES[new].building)]
                           for offset, card in owners.items()})
    return state, a, new


def test_lailas_tile_is_claimed_at_once_before_the_turn_goes_on_c_turn_su_c():
    """C-turn (a player not on turn may use a sultan card "wenn der Bauhof gerade aufgefüllt
    wird"), C §7 ("Auch das mit Laila Wundabah nachgezogene Gebäude kann mit einer
    Sultankarte erworben werden"), SU c, SU7: Laila's swap is a refill of its slot, so the
    claim on the tile she drew opens at once; the player whose turn it is waits and cannot
    buy that tile first. Once claimed, the slot is refilled and the turn goes on."""
    state, a, new = lailas_turn({2: "sultan-guilder-1"})
    owner = (a + 2) % 3
    after, events = apply(state, a, UseLaila(slot="guilder"))
    assert SultanClaimOpened(tile=new, slot="guilder", seats=(owner,)) in events
    assert after.flow.window_seats == (owner,) and after.active_seat == a
    assert refused(after, a, TakeMoney(cards=after.display[:1])).message_id \
        == "engine-wait-window"
    assert problems(after) == []
    done, events = apply(after, owner, ClaimWithSultan(card="sultan-guilder-1", reserve=True))
    assert SultanClaimed(seat=owner, card="sultan-guilder-1", tile=new, slot="guilder") \
        in events
    assert new in done.players[owner].reserve and done.market[3] not in (None, new)
    assert not done.flow.window_seats and done.active_seat == a
    assert SHARED_WINDOW not in done.modules_state  # within the turn: no window between turns
    done, _ = apply(done, a, TakeMoney(cards=done.display[:1]))  # the turn goes on
    assert problems(done) == []


def test_within_a_turn_the_player_whose_turn_goes_on_is_asked_first_su3():
    """SU3: the owner nearest in turn order to the player about to move wins; within a turn
    that player is the one whose turn goes on. When every seat passes, the tile stays and
    is not offered again when the turn ends."""
    state, a, new = lailas_turn({0: "sultan-guilder-1", 1: "sultan-denar-1"})
    after, events = apply(state, a, UseLaila(slot="guilder"))
    assert after.flow.window_seats == (a, (a + 1) % 3)
    after, _ = apply(after, (a + 1) % 3, PassSultan())
    after, events = apply(after, a, PassSultan())
    assert SultanClaimClosed(tile=new) in events and not after.flow.window_seats
    assert after.market[3] == new
    after, _ = apply(after, a, TakeMoney(cards=after.display[:1]))
    done, events = apply(after, a, EndTurn())
    assert not any(isinstance(e, SultanClaimOpened) for e in events)
    assert problems(done) == []


def test_the_viziers_refill_is_claimed_before_the_next_turn_and_the_vizier_c19():
    """C §19 ("Die Gunst des Wesirs ist nachrangig zur Macht des Sultans"), C-turn, SU c,
    SU7: a vizier's purchase between turns refills its slot; the tile drawn is claimed
    before the next turn begins and before the vizier's window opens again, so the next
    player cannot buy it first."""
    state = sultan_game(modules=("sultan", "vizier"))
    mover = state.active_seat
    buyer, owner = (mover + 1) % 3, (mover + 2) % 3
    tile = state.market[0]
    price = TILES[tile].price
    state = with_hand(state, buyer, money("denar", *([price] if price <= 9
                                                     else [9, price - 9])))
    new = state.bag[0]
    state = owning(state, {owner: [("sultan-denar-1", TILES[new].building)]})
    state, _ = apply(state, mover, TakeMoney(cards=state.display[:1]))
    state, _ = apply(state, mover, EndTurn())
    assert state.flow.window_seats[0] == buyer and SHARED_WINDOW in state.modules_state
    use = UseVizier(slot="denar", cards=state.players[buyer].hand, x=None, y=None)
    after, events = apply(state, buyer, use)
    assert tile in after.players[buyer].reserve and after.market[0] == new
    assert SultanClaimOpened(tile=new, slot="denar", seats=(owner,)) in events
    assert after.flow.window_seats == (owner,) and SHARED_WINDOW not in after.modules_state
    nxt = after.active_seat
    assert refused(after, nxt, TakeMoney(cards=after.display[:1])).message_id \
        == "engine-wait-window"
    assert problems(after) == []
    done, _ = apply(after, owner, ClaimWithSultan(card="sultan-denar-1", reserve=True))
    assert new in done.players[owner].reserve
    assert SHARED_WINDOW in done.modules_state  # then the vizier's window, afresh
    assert buyer not in done.flow.window_seats  # (its vizier is face down now)
    assert problems(done) == []


def test_an_auction_of_the_refill_comes_before_the_claim_and_the_claim_before_the_vizier():
    """§0.3 step 5: the money display is refilled first (a character turned up is auctioned
    then), the market after it (the claim); the vizier's window comes last (C §19)."""
    from engine.alhambra.actions import PassBid
    from engine.alhambra.modules.characters import auction

    state = sultan_game(modules=("sultan", "characters", "vizier"))
    mover = state.active_seat
    owner = (mover + 1) % 3
    state, new = ending(state, {owner: [("sultan-denar-1", None)]})
    card = next(c for c in state.deck if CARDS[c].kind == "character")
    hand = state.players[mover].hand + state.display[:1]
    players = list(state.players)
    players[mover] = players[mover].model_copy(update={"hand": hand})
    state = rebase(state, players=tuple(players), display=state.display[1:],
                   deck=(card,) + tuple(c for c in state.deck if c != card))
    after, _ = apply(state, mover, EndTurn())
    assert auction(after) is not None and CLAIM not in after.modules_state
    for _ in range(10):  # everybody passes the auction
        if auction(after) is None:
            break
        after, _ = apply(after, after.flow.window_seats[0], PassBid())
    assert after.modules_state[CLAIM]["tile"] == new and SHARED_WINDOW not in \
        after.modules_state
    after, _ = apply(after, owner, PassSultan())
    assert SHARED_WINDOW in after.modules_state and problems(after) == []


def test_when_the_next_player_leaves_during_the_claim_it_closes_with_the_turn():
    """SU10: as the shared window (V4)."""
    state = sultan_game(4, seed=2)
    mover = state.active_seat
    owner = (mover + 2) % 4
    state, new = ending(state, {owner: [("sultan-denar-1", None)]})
    after, _ = apply(state, mover, EndTurn())
    done, _ = apply(after, after.active_seat, RetireSeat())
    assert CLAIM not in done.modules_state and not done.flow.window_seats
    assert done.market[0] == new and problems(done) == []
