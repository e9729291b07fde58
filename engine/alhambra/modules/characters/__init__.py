"""The characters (Charaktere), a module of expansion 2 "Die Tore der Stadt"
(shared/EXPANSIONS.md "CH Characters", "0 Shared mechanics"; the compendium of expansions,
§7 and its turn list; components in shared/data/expansions.json ``modules.characters``).
Module name ``characters``; with the base game, two players (Dirk), expansion 1 and the
other modules of expansions 2 and 3; not with Granada or the combination (X1: they look at
types, walls and the grid).

Components and setup [C, RDS2, APP; C-setup, PK2]:

- Ten cards, ids as in the data: ``laila_wundabah``, ``machma_klain``, ``yammerad``,
  ``abdul_karim``, ``abdul_knihstig``, ``ammar_el_schauf``, ``faruk_will_haben``,
  ``hakim_wahid``, ``yusuf_e_passuf``, ``fatima`` (names as printed, :data:`NAMES`).
- **CH1**: the six in play are chosen at random (the setup's seeded random numbers); two
  each are shuffled into money piles 2, 3 and 4 (b). The other four are out of the game,
  face down: never shown.

Auction (c, **CH2**) [C-turn, PK2, C §7]:

- A character revealed while the money display is refilled (any draw from the money deck,
  **X4**: the end-of-turn refill, Yammerad, Machma's and Knihstig's refills, a thief's) is
  auctioned. The next player opens; bidding runs clockwise; each player raises (above the
  high bid, at least 1) or passes, and a pass is final. The auction ends when all but the
  high bidder have passed: the high bidder pays at least the bid in one currency (payment
  aids count: exchange offices, diamonds, coins of the change) into the discard pile
  (coins go back into the change's bag) and takes the card, face up. Overpaying draws
  change when the change module is played, as for a building. With no bid, the card leaves
  the game. A bid must be payable in one currency.
- At most one of Laila, Machma and Yammerad per turn, at the start of the turn (before the
  main action) [C-turn].
- A character is never used with a vizier purchase (§8: VZ×CH "-") [C §1].

Effects (the table of CH, with its defaults):

- Laila Wundabah, turn start: swap one market building for a new tile from the bag
  [C-turn]. **CH4**: she draws first, then the old tile goes back into the bag.
- Machma Klain, turn start: discard one of one's money cards and take a face-up card of
  equal or lower value [C-turn, RDS2]. **CH5**: the display is refilled at once.
- Yammerad, turn start: holding fewer than 3 money cards (diamonds count; offices, gate
  cards, thieves and bonus cards do not), take the money deck's top card [C-turn, C §7].
  **CH6**: draw until money, a diamond or an office; other cards are handled as revealed
  (a gate card, a wall card, a character: auction; a scoring card is scored at once, X4).
- Abdul Karim pays the full price of one market building, never a camp; it counts as an
  exact payment (another action) [C §7, §8, 0.2]. **CH3**: he is discarded after one use
  (out of the game). **CH7**: only a market tile (the full price).
- Abdul Knihstig: buying a tile of price 10 or more (**CH8**), his owner also takes any one
  face-up card of the money display [C §7, §8]; **CH5**: the display is refilled at once.
- Ammar El'Schauf: one extra rebuild per turn, not after the final distribution
  [C §7, §27], at the end of the turn once the bought tiles are placed (X3 step 2).
- Faruk Will'haben: **CH9**: taking several cards, they may total up to 7 instead of 5.
- Hakim Wahid: +0.5 building of a type chosen at each scoring [APP]; **CH10**: only a type
  of which its owner has at least one building.
- Yusuf E'Passuf: + floor(longest outer wall / 3) points at each scoring [APP].
- Fatima: **CH11**: +8 points at the third (final) scoring [RDS2].
- **CH3**: every character but Abdul Karim stays and works once per turn; the passive ones
  (Faruk, Hakim, Yusuf, Fatima) always apply. Hakim and Yusuf stay owned once gained [APP].
- **X5**: Dirk never gets characters (he is no seat and never bids).

With the master builders (expansion 4, :mod:`.master_builders`, C §14): they are money
cards (``Card.is_money``), so Yammerad counts them, Machma gives and takes them and Faruk
takes them like any money; with Ammar a builder gives two extra rebuilds (MB3). Ammar's
extra rebuild and the builders' are one rule, :mod:`.extra_rebuilds` (CC9).

With the bazaars (expansion 4, :mod:`.bazaars`): a bazaar Laila draws waits beside the
market and she draws again (CH4); Abdul Karim may pay a waiting bazaar instead of a
building (C §16, ``buy_bazaar_with_karim``, listed by the bazaars module), and Knihstig's
card follows a bazaar bought for 10 or more (CH8: its price is that of its slot's tile).

With the caravanserai (expansion 5, :mod:`.caravanserai`, C §17): its value is a money item
in its owner's hand (KS4) that pays bids like money, but it is no hand card: Yammerad does
not count it and Machma cannot give it (``Card.role`` "caravanserai"); Abdul Karim never
pays for one (CH7).

The medinas (promo, :mod:`.medina`, C §26, CH×MD "o"): Abdul Karim may pay a medina in
the market (CC7 takes it like a building) and Laila may swap one (MD4); Knihstig's card
follows the medina of price 10 (CH8); Hakim Wahid never applies to medinas (they are no
building type, so he cannot choose them).

With the magic buildings (promo, :mod:`.magic_buildings`, C §25): they are buildings of
their type, so Karim pays one, Knihstig's card follows one of 10 or more (all but the
pavilion, 9), Hakim counts them, and Laila may swap one back into the bag; the buyer turns
it before building it (MG4).

Exchange certificates (expansion 6, :mod:`.exchange_certificate`, C §23): a certificate
may pay a bid, and overpaying the bid issues one in the bid's currency (EC6), or the
change's coins (EC3). Hakim Wahid needs nothing of expansion 4: chests, bazaars, scouts
and master builders are no building type.

Building sites (expansion 6, :mod:`.building_sites`; CH×BS "+" in C's table only): buying
or completing a site is no ``tile_bought``, so Abdul Knihstig gives nothing for it and
Abdul Karim never pays one (BS8); an unfinished site is no building for Hakim's half
building either (BS3: the majorities never count it).

Portals (expansion 6, :mod:`.portals`; CH×PO "."): a building Abdul Karim pays for may take
a portal, paid apart (X2); Abdul Yusuf reads the longest wall with the portals' diagonals
(``barrier_points``), not their +2; Hakim Wahid: a portal is no building type.

The falcons (expansion 6, :mod:`.falcons`): Ammar El'Schauf's extra rebuilds, like every
rebuild, never take out or exchange a tile under a falcon (FA4, FA5); Abdul Karim buys
market tiles only, never falcons; falcons are no building type (Hakim, Knihstig).

Sultan cards (expansion 5, :mod:`.sultan`): Laila's new tile may be taken with a sultan
card (C §7, §19); the claim opens at once, before the turn goes on (SU7: every refill opens
it). The auctions of characters revealed by the refill come before the claim (the money
display is refilled before the market, §0.3 step 5), the claim before the vizier.

The new scoring tiles (expansion 5, :mod:`.new_scoring_tiles`): Hakim Wahid counts as usual
[C §20]; his half building goes where it gains most by the round's tile (he reads the rule
set's ``payouts``, which the tiles reorder).

Invaders (expansion 4, :mod:`.invaders`): Abdul Karim's purchase counts as exact (C §7,
§15), so a building of a face-up scout's colour bought with him earns the scout; the
invaders read it from his ``TileBought`` like every other exact purchase.

The art of the Moors (expansion 5, :mod:`.art_of_the_moors`; CH×AM "."): a building
bought with Abdul Karim, or taken with Abdul Knihstig's card, counts for the culture tiles at
the end of the turn like any other (AM8 checks every price then).

The chests (expansion 4, :mod:`.treasure_chamber`): Abdul Karim never pays for them
(CH×TC "-": he takes a market building only), and a chest placed by choice ends the
extra rebuilds of the turn as the trader's move does (X3, TC5; :mod:`.extra_rebuilds`).

Decisions where the rules need a program's answer:

- CC1: a card revealed during the refill at the end of a turn waits (``queued``); once the
  next turn has begun, the waiting cards are auctioned one after another in the order they
  were revealed, before the window between turns of the vizier and the thieves opens
  (:mod:`.window`). A card revealed during a turn (Yammerad, the refill after Machma or
  Knihstig) is auctioned right after that action, and the turn goes on after it. A card
  revealed by a thief's refill in the window between turns is auctioned once that window
  has closed.
- CC2: an auction is a window of its own (``Flow.window_seats`` = the one seat asked), so
  the rest of the game waits. "The next player" is the seat to move after the turn in
  which the card was revealed (the one whose turn has just begun, for a card revealed by
  the refill ending a turn or by a thief between turns); the seat whose turn it was bids
  last. Seats that left the game never bid, and are skipped.
- CC3: a seat is asked even when it cannot raise (its only answer is a pass): a seat that
  were skipped would show it cannot pay.
- CC4: the winner pays at once when its bid can be paid in exactly one minimal way;
  otherwise it chooses how (:class:`~.actions.PayForCharacter`; with the change module
  also the payments that overpay on purpose, as for a building). A pass is always a single
  legal action of the bidder asked, and paying with the first listed payment always a
  legal one of the winner, for a deadline.
- CC5: a seat that leaves the game during an auction counts as having passed; if it holds
  the high bid, its bid stands, and if it wins (or must still choose how to pay) it pays
  with the first listed payment.
- CC6: characters revealed by the refill that ends the game (the market cannot be refilled)
  are not auctioned: they leave the game.
- CC7: Laila and Abdul Karim take a building (of the six base types, or a medina: C §26,
  MD4), never a camp; the old
  tile goes back into the bag at a random place (seeded from the game's seed and the move
  number).
- CC8: Machma takes money (or a diamond) only, not an exchange office (an office has no
  value); Knihstig's owner may take any face-up card, an office too.
- CC9: Ammar's extra rebuild is one of the rebuilds of a turn (taking a tile out onto the
  reserve, building one from the reserve, exchanging), and with the city gates building one
  from the reserve with a gate card ("Playing a card is free while placing any tile
  (rebuild and final distribution included)", EXPANSIONS.md GT c). It comes after the
  bought tiles are placed and before the street trader moves (X3: extra rebuilds are step
  2, the trader's move step 4): once the trader has moved this turn it is no longer
  offered, so a trader is displaced at most once in its player's turn.
- CC10: in an asynchronous game the engine chooses Hakim's type at each scoring: the type
  that gives its owner the most points at that scoring (ties: the first type in the base
  game's order), recorded in the scoring record (``ScoringRecord.halves["characters"]``).
  Half a building wins a tie and never beats one building more.
- CC11: Knihstig's card may be taken any time later in the same turn (also after placing),
  or let go by ending the turn; once per turn (CH3).
- CC12: a turn-start character (Laila, Machma, Yammerad) is used only while nothing else
  was done in the turn, and the turn cannot be undone past it (a new tile or card was seen).

Hidden information: the characters in the deck and those out of the game never appear in a
view; owned characters are public (``owned``), and so is the auction.

``modules_state``: ``characters.owned`` (per seat, the characters it owns, in the order
gained), ``characters.auction`` (None, or the running auction: ``card``, ``order`` (the
bidding order), ``high``, ``high_seat``, ``asked``, ``passed``, ``paying``),
``characters.queue`` ([card, seat after which the auction opens] for each card waiting),
``characters.mover`` (the seat whose turn ended, while the window between turns waits for
the auctions), ``characters.turn`` (``turn``, the characters ``used`` in it, and ``claim``:
Knihstig's card may be taken).
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import Any

from engine.errors import Reason

from ...actions import (
    BidForCharacter,
    BuyWithKarim,
    PassBid,
    PayForCharacter,
    TakeWithKnihstig,
    UseLaila,
    UseYammerad,
)
from ...components import CURRENCIES, TILES
from ...events import (
    BazaarBought,
    CharacterBidPassed,
    CharacterRevealed,
    CharacterUnsold,
    TileBought,
)
from ...kit import rules_of, window_data, window_is_open
from ...state import GameState
from .. import extra_rebuilds
from .. import seam as modules
from .auction import (
    advance,
    auction_paid,
    handle_bid,
    handle_pass_bid,
    handle_pay,
    start_next,
    waiting_for,
)
from .cast import (
    AMMAR,
    AUCTION,
    BID,
    BUYS,
    CHARACTER_IDS,
    CHARACTERS,
    FARUK,
    FARUK_LIMIT,
    FATIMA,
    FATIMA_POINTS,
    FINAL_ROUND,
    HAKIM,
    IN_PLAY,
    KARIM,
    KNIHSTIG,
    KNIHSTIG_PRICE,
    LAILA,
    MACHMA,
    MOVER,
    NAMES,
    OWNED,
    PAY,
    PILES,
    QUEUE,
    TERM,
    TURN,
    TURN_START,
    YAMMERAD,
    YAMMERAD_BELOW,
    YUSUF,
    YUSUF_STEP,
    asked,
    auction,
    character_payment_problem,
    expected,
    knihstig_claimed,
    mark_used,
    most_payable,
    name_of,
    owned,
    owner,
    owns,
    payments,
    queue,
    used,
    with_characters,
)
from .powers import (
    AmmarRebuild,
    HakimRules,
    building_problem,
    faruk_takes,
    karim,
    knihstig,
    laila,
    machma,
    machma_swaps,
    money_cards,
    not_owned,
    take_money,
    yammerad,
)

_YAMMERAD = UseYammerad()
_PASS = PassBid()


class Characters(modules.Module):
    name = "characters"
    title = "Characters"
    description = ("Ten characters come with the money, six in play: each is auctioned when "
                   "it turns up and gives its owner a power.")

    rule_sets = ("alhambra",)
    extra_cards = CHARACTERS
    rules_mixin = HakimRules
    handlers = {
        "bid_for_character": handle_bid, "pass_bid": handle_pass_bid,
        "pay_for_character": handle_pay,
        "use_laila": laila, "use_machma": machma, "use_yammerad": yammerad,
        "buy_with_karim": karim, "take_with_knihstig": knihstig,
        "take_money": take_money,
        # CC9: Ammar's extra rebuild, with a gate card too (the city gates' handler asks
        # this one while placing)
        **extra_rebuilds.HANDLERS,
    }
    wraps_handlers = True
    rebuilds = AmmarRebuild()
    phase_actions = {
        "action": frozenset({"use_laila", "use_machma", "use_yammerad", "buy_with_karim"}),
        "placing": extra_rebuilds.PLACING_KINDS,
    }
    window_actions = frozenset({"bid_for_character", "pass_bid", "pay_for_character"})
    #: Knihstig's card: any time in the rest of the turn (CC11), whatever its phase, and
    #: never a decline of the extra action after an exact payment.
    any_time_actions = frozenset({"take_with_knihstig"})

    def deck_cards(self, rng: random.Random) -> list[tuple[int, str]]:
        chosen = rng.sample(CHARACTERS, IN_PLAY)  # CH1
        return [(PILES[index // 2], card) for index, card in enumerate(chosen)]

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        """The four cards not shuffled into the deck are out of the game, face down."""
        unused = tuple(c for c in CHARACTERS if c not in state.deck)
        state = state.model_copy(update={"out_of_game": state.out_of_game + unused})
        return with_characters(state, owned=[[] for _ in state.players], auction=None, queue=[],
                      mover=None, turn=None)

    def revealed_card(self, state: GameState, card: str, events: list) -> GameState | None:
        if card not in CHARACTER_IDS:
            return None
        events.append(CharacterRevealed(card=card))
        shared = window_data(state)
        after = shared["mover"] if shared is not None else state.flow.active_seat
        return with_characters(state, queue=queue(state) + [[card, after]])

    def held_cards(self, state: GameState) -> Iterable[str]:
        found = [c for cards in state.modules_state.get(OWNED) or () for c in cards]
        found += [card for card, _ in state.modules_state.get(QUEUE) or ()]
        current = state.modules_state.get(AUCTION)
        if current:
            found.append(current["card"])
        return found

    def between_turns(self, state: GameState, seat: int, events: list) -> GameState:
        """CC1: the cards revealed by the refill are auctioned now, before the window
        between turns (which the last auction opens)."""
        if not state.modules_state.get(QUEUE):
            return state
        state = start_next(state, events)
        if state.modules_state.get(AUCTION):
            state = with_characters(state, mover=seat)
        return state

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        kind = getattr(action, "kind", None)
        if kind in BUYS and seat == state.flow.active_seat and owns(state, seat, KNIHSTIG) \
                and KNIHSTIG not in used(state) and not knihstig_claimed(state) and any(
                    isinstance(e, TileBought) and e.seat == seat
                    and TILES[e.tile].price >= KNIHSTIG_PRICE
                    or isinstance(e, BazaarBought) and e.seat == seat
                    and e.price >= KNIHSTIG_PRICE for e in events):
            state = mark_used(state, claim=True)
        if not state.modules_state.get(QUEUE) or state.modules_state.get(AUCTION) or \
                state.flow.window_seats or window_is_open(state):
            return state
        if state.flow.phase in ("final_placing", "over"):  # CC6
            for card, _ in queue(state):
                events.append(CharacterUnsold(card=card))
                state = state.model_copy(update={"out_of_game": state.out_of_game + (card,)})
            return with_characters(state, queue=[])
        return start_next(state, events)

    def seat_left(self, state: GameState, seat: int, events: list) -> GameState:
        """CC5: a seat that leaves counts as having passed; a winner pays at once."""
        current = auction(state)
        if current is None:
            return state
        if state.is_over:
            cards = (current["card"], *(card for card, _ in queue(state)))
            events.extend(CharacterUnsold(card=card) for card in cards)
            state = state.model_copy(update={"out_of_game": state.out_of_game + cards})
            return with_characters(state, auction=None, queue=[], mover=None)
        if current["asked"] == seat and current["paying"]:
            return auction_paid(state, current, payments(state.players[seat].hand,
                                                  current["high"])[0], events)
        if current["asked"] == seat:
            current["passed"] = current["passed"] + [seat]
            events.append(CharacterBidPassed(seat=seat, card=current["card"]))
            return advance(state, current, events)
        return waiting_for(state, (current["asked"],))

    def window_legal_actions(self, state: GameState, seat: int):
        current = state.modules_state.get(AUCTION)
        if not current or current["asked"] != seat:
            return []
        hand = state.players[seat].hand
        if current["paying"]:
            return [PayForCharacter(cards=cards) for cards in payments(
                hand, current["high"], overpay=modules.overpaying_pays(state))]
        least = (current["high"] or 0) + 1
        bids = [BidForCharacter(amount=amount)
                for amount in range(least, most_payable(hand) + 1)]
        return [*bids, _PASS]

    def window_reason(self, state: GameState) -> Reason | None:
        current = state.modules_state.get(AUCTION)
        if not current:
            return None
        name = state.players[current["asked"]].name
        return Reason(f"{name_of(current['card'])} is being auctioned: {name} answers first",
                      "engine-character-auction", character=name_of(current["card"]), name=name)

    def turn_groups(self, state: GameState, seat: int):
        every = state.modules_state.get(OWNED)
        mine = set(every[seat]) if every else set()
        if not mine:
            return []
        groups: list = []
        flow = state.flow
        start = flow.phase == "action" and not flow.actions and not flow.extra_action and \
            not TURN_START & set(used(state))
        player = state.players[seat]
        slots = [c for c in CURRENCIES if building_problem(state, c) is None] \
            if LAILA in mine or KARIM in mine else []
        if start and LAILA in mine and state.bag:
            groups.append(("use_laila", [UseLaila(slot=c) for c in slots]))
        if start and MACHMA in mine:
            groups.append(("use_machma", machma_swaps(player.hand, state.display)))
        if start and YAMMERAD in mine and money_cards(player.hand) < YAMMERAD_BELOW and \
                (state.deck or state.discard):
            groups.append(("use_yammerad", [_YAMMERAD]))
        if KARIM in mine:
            groups.append(("buy_with_karim", [BuyWithKarim(slot=c) for c in slots]))
        if FARUK in mine:
            groups.append(("take_money", faruk_takes(state.display)))
        return groups

    def any_time_legal_actions(self, state: GameState, seat: int):
        if seat != state.flow.active_seat or state.flow.window_seats or \
                not knihstig_claimed(state) or not owns(state, seat, KNIHSTIG):
            return []
        return [TakeWithKnihstig(card=c) for c in dict.fromkeys(state.display)]

    def finishing_groups(self, state: GameState, seat: int):
        return extra_rebuilds.groups(state, seat, self.name)

    def extra_scoring(self, state: GameState, round_number: int) -> dict[str, tuple[int, ...]]:
        """One term, ``characters``: Yusuf's floor(wall / 3) at each scoring and Fatima's 8
        at the final one (EXPANSIONS §0.4 step 2), summed per seat."""
        seats = range(len(state.players))
        points = [0 for _ in seats]
        yusuf = owner(state, YUSUF)
        if yusuf is not None:
            points[yusuf] += rules_of(state).barrier_points(state, yusuf) // YUSUF_STEP
        fatima = owner(state, FATIMA)
        if fatima is not None and round_number == FINAL_ROUND:
            points[fatima] += FATIMA_POINTS
        if yusuf is None and fatima is None:
            return {}
        return {TERM: tuple(points)}

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        current = state.modules_state.get(AUCTION)
        shown = None
        if current:
            shown = {key: (list(current[key]) if key == "passed" else current[key])
                     for key in ("card", "high", "high_seat", "asked", "passed", "paying")}
        return {"owned": owned(state), "auction": shown, "used": used(state),
                "queued": len(state.modules_state.get(QUEUE) or ())}

    def problems(self, state: GameState) -> list[str]:
        found = []
        every = state.modules_state.get(OWNED)
        if not isinstance(every, list) or len(every) != len(state.players):
            return [f"the characters owned are not one list per seat: {every!r}"]
        places = list(state.deck) + list(state.out_of_game) + list(self.held_cards(state))
        seen = [c for c in places if c in CHARACTER_IDS]
        if sorted(seen) != sorted(CHARACTERS):
            found.append(f"characters not accounted for once: {sorted(seen)}")
        stray = [c for c in state.display + state.discard if c in CHARACTER_IDS]
        stray += [c for p in state.players for c in p.hand if c in CHARACTER_IDS]
        if stray:
            found.append(f"characters among the money: {stray}")
        if any(c not in CHARACTER_IDS for cards in every for c in cards):
            found.append(f"seats own cards that are no characters: {every!r}")
        current = state.modules_state.get(AUCTION)
        if current:
            if state.flow.window_seats != (current["asked"],):
                found.append(f"the auction asks seat {current['asked']}, but the game waits "
                             f"for {state.flow.window_seats}")
            if current["asked"] in current["passed"] or \
                    current["high_seat"] in current["passed"]:
                found.append(f"a seat that passed is asked or holds the high bid: {current}")
            if current["paying"] != (current["asked"] == current["high_seat"]):
                found.append(f"the auction's winner is not the one paying: {current}")
            if (current["high"] is None) != (current["high_seat"] is None) or \
                    (current["high"] is not None and current["high"] < 1):
                found.append(f"the high bid is not a bid of a seat: {current}")
            if window_is_open(state):
                found.append("an auction runs while the window between turns is open")
        elif state.modules_state.get(MOVER) is not None:
            found.append("the window between turns waits for auctions that do not run")
        if state.modules_state.get(QUEUE) and not current and not window_is_open(state):
            found.append("characters wait for their auction, but none runs")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = Characters()

__all__ = [
    "AMMAR",
    "AUCTION",
    "AmmarRebuild",
    "BID",
    "BUYS",
    "CHARACTERS",
    "CHARACTER_IDS",
    "Characters",
    "FARUK",
    "FARUK_LIMIT",
    "FATIMA",
    "FATIMA_POINTS",
    "FINAL_ROUND",
    "HAKIM",
    "HakimRules",
    "IN_PLAY",
    "KARIM",
    "KNIHSTIG",
    "KNIHSTIG_PRICE",
    "LAILA",
    "MACHMA",
    "MODULE",
    "MOVER",
    "NAMES",
    "OWNED",
    "PAY",
    "PILES",
    "QUEUE",
    "TERM",
    "TURN",
    "TURN_START",
    "YAMMERAD",
    "YAMMERAD_BELOW",
    "YUSUF",
    "YUSUF_STEP",
    "advance",
    "asked",
    "auction",
    "handle_bid",
    "building_problem",
    "character_payment_problem",
    "knihstig_claimed",
    "expected",
    "faruk_takes",
    "karim",
    "knihstig",
    "laila",
    "machma",
    "machma_swaps",
    "mark_used",
    "money_cards",
    "most_payable",
    "name_of",
    "not_owned",
    "owned",
    "owner",
    "owns",
    "auction_paid",
    "handle_pass_bid",
    "handle_pay",
    "payments",
    "queue",
    "start_next",
    "take_money",
    "used",
    "waiting_for",
    "with_characters",
    "yammerad",
]
