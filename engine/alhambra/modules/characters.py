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
card (C §7, §19); it is claimed when the turn is complete, if it still lies in the market
(SU7). The auctions of characters revealed by the refill come before the claim (the money
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
from itertools import combinations
from typing import Any

from engine.errors import Reason

from ..actions import (
    BidForCharacter,
    BuyWithKarim,
    PassBid,
    PayForCharacter,
    TakeMoney,
    TakeWithKnihstig,
    UseLaila,
    UseMachma,
    UseYammerad,
)
from ..components import (
    BUILDINGS,
    CARDS,
    CURRENCIES,
    DISPLAYED_KINDS,
    TILES,
    Card,
    physical,
    register_cards,
)
from ..errors import CannotAfford, IllegalAction, WrongPhase
from ..events import (
    BazaarBought,
    CharacterAuctionOpened,
    CharacterBid,
    CharacterBidPassed,
    CharacterPaid,
    CharacterRevealed,
    CharacterUnsold,
    CharacterUsed,
    CharacterWon,
    MoneyTaken,
    TileBought,
)
from ..kit import (
    CURRENCY,
    VALUE,
    Later,
    Majorities,
    RuleSet,
    action_done,
    best_joker_money,
    copy_key,
    draw_card,
    hand_money,
    handle_take_money,
    module_card,
    open_between_turns,
    payment_problem,
    purchase_payments,
    rank_payouts,
    refill_display,
    rules_of,
    scoring_round,
    take_money_problem,
    total,
    window_data,
    window_is_open,
    with_player,
)
from ..state import GameState
from . import change as _change
from . import exchange_certificate as certificates
from . import extra_rebuilds
from . import seam as modules
from .medina import is_medina

#: The ten characters (shared/data/expansions.json), id -> name as printed.
NAMES: dict[str, str] = {
    "laila_wundabah": "Laila Wundabah",
    "machma_klain": "Machma Klain",
    "yammerad": "Yammerad",
    "abdul_karim": "Abdul Karim",
    "abdul_knihstig": "Abdul Knihstig",
    "ammar_el_schauf": "Ammar El'Schauf",
    "faruk_will_haben": "Faruk Will'haben",
    "hakim_wahid": "Hakim Wahid",
    "yusuf_e_passuf": "Yusuf E'Passuf",
    "fatima": "Fatima",
}
CHARACTERS: tuple[str, ...] = tuple(NAMES)
_CHARACTER = frozenset(CHARACTERS)
register_cards(tuple(Card(id=c, kind="character") for c in CHARACTERS))

LAILA, MACHMA, YAMMERAD = "laila_wundabah", "machma_klain", "yammerad"
KARIM, KNIHSTIG, AMMAR = "abdul_karim", "abdul_knihstig", "ammar_el_schauf"
FARUK, HAKIM, YUSUF, FATIMA = "faruk_will_haben", "hakim_wahid", "yusuf_e_passuf", "fatima"
#: At most one of these per turn, at its start [C-turn].
TURN_START = frozenset({LAILA, MACHMA, YAMMERAD})

#: CH1: six cards in play, two each into money piles 2, 3 and 4 (0-based stacks 1-3).
IN_PLAY = 6
PILES = (1, 2, 3)
#: CH8: Knihstig's least price.
KNIHSTIG_PRICE = 10
#: CH9: what Faruk's owner may take in several cards.
FARUK_LIMIT = 7
#: Yammerad: fewer money cards than this in hand.
YAMMERAD_BELOW = 3
#: CH11: Fatima's points at the third scoring.
FATIMA_POINTS = 8
FINAL_ROUND = 3
#: Yusuf: a point per this many sides of the longest outer wall.
YUSUF_STEP = 3

#: Keys in ``GameState.modules_state`` (see the module doc).
OWNED = "characters.owned"
#: The scoring term of Yusuf E'Passuf and Fatima.
TERM = "characters"
AUCTION = "characters.auction"
QUEUE = "characters.queue"
MOVER = "characters.mover"
TURN = "characters.turn"

#: What the seat asked answers: a bid or a pass, or (the winner) a payment.
BID, PAY = "bid", "pay"
#: (bazaars: a waiting bazaar bought, by price of its slot's tile, CH8)
_BUYS = frozenset({"buy", "buy_second", "buy_with_karim", "buy_bazaar",
                   "buy_bazaar_with_karim"})


# -- reading the state -----------------------------------------------------------------


def owned(state: GameState) -> list[list[str]]:
    """Each seat's characters, face up (a fresh list)."""
    return [list(cards) for cards in state.modules_state.get(OWNED) or ()]


def owner(state: GameState, character: str) -> int | None:
    for seat, cards in enumerate(state.modules_state.get(OWNED) or ()):
        if character in cards:
            return seat
    return None


def auction(state: GameState) -> dict | None:
    """The running auction (see the module doc), or None."""
    found = state.modules_state.get(AUCTION)
    return dict(found) if found else None


def queue(state: GameState) -> list[list]:
    """[card, seat after which its auction opens] for each card waiting for its auction."""
    return [list(entry) for entry in state.modules_state.get(QUEUE) or ()]


def asked(state: GameState) -> int | None:
    """The seat the game waits for in an auction (to bid or pass, or to pay), or None."""
    found = state.modules_state.get(AUCTION)
    return found["asked"] if found else None


def expected(state: GameState) -> str | None:
    """What the seat asked answers: ``"bid"`` (a bid or a pass), ``"pay"`` (the winner's
    payment), or None when no auction runs."""
    found = state.modules_state.get(AUCTION)
    if not found:
        return None
    return PAY if found["paying"] else BID


def used(state: GameState) -> list[str]:
    """The characters the active seat used this turn."""
    data = state.modules_state.get(TURN)
    if not data or data["turn"] != state.flow.turn:
        return []
    return list(data["used"])


def _claim(state: GameState) -> bool:
    """Knihstig's card may be taken this turn (CC11)."""
    data = state.modules_state.get(TURN)
    return bool(data and data["turn"] == state.flow.turn and data["claim"])


def with_characters(state: GameState, **changes: Any) -> GameState:
    keys = {"owned": OWNED, "auction": AUCTION, "queue": QUEUE, "mover": MOVER, "turn": TURN}
    data = dict(state.modules_state)
    for key, value in changes.items():
        data[keys[key]] = value
    return state.model_copy(update={"modules_state": data})


def mark_used(state: GameState, character: str | None = None, *, claim: bool | None = None
          ) -> GameState:
    now = used(state)
    if character is not None and character not in now:
        now.append(character)
    if claim is None:
        claim = _claim(state)
    return with_characters(state, turn={"turn": state.flow.turn, "used": now, "claim": claim})


def owns(state: GameState, seat: int, character: str) -> bool:
    found = state.modules_state.get(OWNED)
    return bool(found) and character in found[seat]


def _name(character: str) -> str:
    return NAMES.get(character, character)


# -- paying ----------------------------------------------------------------------------


def most_payable(hand: Iterable[str]) -> int:
    """The most ``hand`` can pay in one currency (aids count: exchange offices that show
    the currency open their other one; diamonds pay only together)."""
    hand = tuple(hand)
    money = hand_money(hand)
    best = best_joker_money(hand)
    for currency in CURRENCIES:
        currencies = {currency}
        for card in hand:
            if currency in CARDS[card].pays:
                currencies |= set(CARDS[card].pays)
        best = max(best, sum(money.get(c, 0) for c in currencies))
    return best


def payments(hand: Iterable[str], amount: int, *, overpay: bool = False
             ) -> list[tuple[str, ...]]:
    """Every listed way to pay ``amount`` in one currency (aids count), each once: the
    minimal payments of each currency in turn (:func:`.money.purchase_payments`)."""
    hand = tuple(hand)
    found: list[tuple[str, ...]] = []
    seen: set[tuple[str, ...]] = set()
    for currency in CURRENCIES:
        for payment in purchase_payments(hand, currency, amount, overpay=overpay):
            key = tuple(sorted(payment))
            if key not in seen:
                seen.add(key)
                found.append(payment)
    return found


def _payment_problem(hand: tuple[str, ...], amount: int, cards: tuple[str, ...]
                     ) -> Reason | None:
    """Why ``cards`` cannot pay ``amount`` in one currency, or None."""
    problem = None
    for currency in CURRENCIES:
        found = payment_problem(hand, currency, amount, cards)
        if found is None:
            return None
        if problem is None or currency == next((CURRENCY[c] for c in cards
                                                if CURRENCY.get(c) in CURRENCIES), None):
            problem = found
    return problem


# -- auctions --------------------------------------------------------------------------


def _order(state: GameState, after: int) -> list[int]:
    """The bidding order: the seats still playing, clockwise from the one after ``after``."""
    seats = len(state.players)
    return [(after + 1 + step) % seats for step in range(seats)
            if (after + 1 + step) % seats not in state.retired]


def _waiting(state: GameState, seats: tuple[int, ...]) -> GameState:
    flow = state.flow.model_copy(update={"window_seats": seats})
    # turn_start None: no undo ever takes back a bid (apply records the state afresh)
    return state.model_copy(update={"flow": flow, "turn_start": None})


def _start_next(state: GameState, events: list) -> GameState:
    """Open the next waiting card's auction; with none left, the game goes on (and the
    window between turns opens, when it waited for the auctions: CC1)."""
    waiting = queue(state)
    while waiting:
        card, after = waiting.pop(0)
        order = _order(state, after)
        if not order:
            events.append(CharacterUnsold(card=card))
            state = state.model_copy(update={"out_of_game": state.out_of_game + (card,)})
            continue
        events.append(CharacterAuctionOpened(card=card, order=tuple(order)))
        state = with_characters(state, queue=waiting, auction={
            "card": card, "order": order, "high": None, "high_seat": None, "asked": order[0],
            "passed": [], "paying": False})
        return _waiting(state, (order[0],))
    state = _waiting(with_characters(state, queue=[], auction=None), ())
    mover = state.modules_state.get(MOVER)
    if mover is not None:
        state = with_characters(state, mover=None)
        if not state.is_over:
            state = open_between_turns(state, mover, events)
    return state


def _advance(state: GameState, current: dict, events: list) -> GameState:
    """The next seat is asked, or the auction ends."""
    retired = set(state.retired)
    left = [s for s in current["order"] if s not in current["passed"]
            and s != current["high_seat"] and s not in retired]
    if not left:
        if current["high_seat"] is None:
            events.append(CharacterUnsold(card=current["card"]))
            state = state.model_copy(update={"out_of_game": state.out_of_game
                                             + (current["card"],)})
            return _start_next(with_characters(state, auction=None), events)
        return _won(state, current, events)
    order = current["order"]
    index = order.index(current["asked"])
    current["asked"] = next(order[(index + step) % len(order)]
                            for step in range(1, len(order) + 1)
                            if order[(index + step) % len(order)] in left)
    return _waiting(with_characters(state, auction=current), (current["asked"],))


def _won(state: GameState, current: dict, events: list) -> GameState:
    seat, amount = current["high_seat"], current["high"]
    events.append(CharacterWon(seat=seat, card=current["card"], amount=amount))
    minimal = payments(state.players[seat].hand, amount)
    if not minimal:  # cannot happen: the bid was payable and nobody's hand changed since
        events.append(CharacterUnsold(card=current["card"]))
        state = state.model_copy(update={"out_of_game": state.out_of_game + (current["card"],)})
        return _start_next(with_characters(state, auction=None), events)
    if len(minimal) == 1 or seat in state.retired:  # CC4, CC5
        return _paid(state, current, minimal[0], events)
    current.update(paying=True, asked=seat)
    return _waiting(with_characters(state, auction=current), (seat,))


def _paid(state: GameState, current: dict, cards: tuple[str, ...], events: list
          ) -> GameState:
    seat, card = current["high_seat"], current["card"]
    player = state.players[seat]
    every = owned(state)
    every[seat].append(card)
    state = with_player(state, seat, hand=tuple(c for c in player.hand if c not in cards))
    state = state.model_copy(update={"discard": state.discard + tuple(cards)})
    events.append(CharacterPaid(seat=seat, card=card, cards=tuple(cards)))
    if "exchange_certificate" in state.options.modules:  # C §23: a certificate (or change)
        state = certificates.settle(state, seat, total(cards), current["high"],
                                    certificates.bid_currency(cards, current["high"]), events)
    elif _change.Change.name in state.options.modules:
        state = _change.give_change(state, seat, total(cards), current["high"], events)
    return _start_next(with_characters(state, owned=every, auction=None), events)


def _asked_problem(state: GameState, seat: int, paying: bool) -> IllegalAction | None:
    current = state.modules_state.get(AUCTION)
    if not current:
        return IllegalAction("no character is being auctioned", "engine-character-no-auction")
    if current["asked"] != seat:
        name = state.players[current["asked"]].name
        return IllegalAction(f"it is {name}'s turn to answer in the auction",
                             "engine-character-not-asked", name=name)
    if paying and not current["paying"]:
        return IllegalAction("the auction is still running: bid or pass",
                             "engine-character-still-bidding")
    if not paying and current["paying"]:
        return IllegalAction("you won the auction: choose how to pay your bid",
                             "engine-character-pay-first", amount=current["high"])
    return None


def _bid(state: GameState, seat: int, action: BidForCharacter):
    problem = _asked_problem(state, seat, paying=False)
    if problem:
        raise problem
    current = auction(state)
    least = (current["high"] or 0) + 1
    if action.amount < least:
        raise IllegalAction(f"bid at least {least}", "engine-character-bid-too-low",
                            least=least, amount=action.amount)
    if action.amount > most_payable(state.players[seat].hand):
        raise CannotAfford(f"you cannot pay {action.amount} in one currency, not even with "
                           "exchange offices or diamonds", "engine-character-bid-unpayable",
                           amount=action.amount)
    current.update(high=action.amount, high_seat=seat)
    events: list = [CharacterBid(seat=seat, card=current["card"], amount=action.amount)]
    return _advance(state, current, events), events


def _pass(state: GameState, seat: int, action: PassBid):
    problem = _asked_problem(state, seat, paying=False)
    if problem:
        raise problem
    current = auction(state)
    current["passed"] = current["passed"] + [seat]
    events: list = [CharacterBidPassed(seat=seat, card=current["card"])]
    return _advance(state, current, events), events


def _pay(state: GameState, seat: int, action: PayForCharacter):
    problem = _asked_problem(state, seat, paying=True)
    if problem:
        raise problem
    current = auction(state)
    reason = _payment_problem(state.players[seat].hand, current["high"], action.cards)
    if reason:
        raise CannotAfford(f"cannot pay {current['high']} for {_name(current['card'])}: "
                           f"{reason}", "engine-character-cannot-pay", amount=current["high"],
                           character=_name(current["card"]), problem=reason)
    events: list = []
    return _paid(state, current, action.cards, events), events


# -- the characters' effects -----------------------------------------------------------


def not_owned(character: str) -> IllegalAction:
    return IllegalAction(f"you do not own {_name(character)}", "engine-character-not-owned",
                         character=_name(character))


def _turn_start_problem(state: GameState, seat: int, character: str) -> IllegalAction | None:
    if not owns(state, seat, character):
        return not_owned(character)
    done = TURN_START & set(used(state))
    if done:
        other = next(iter(done))
        return IllegalAction(f"you used {_name(other)} this turn already: one of Laila, "
                             "Machma and Yammerad per turn", "engine-character-one-per-turn",
                             character=_name(other))
    flow = state.flow
    if flow.phase != "action" or flow.actions or flow.extra_action:
        return IllegalAction(f"{_name(character)} acts only at the start of your turn, "
                             "before your action", "engine-character-turn-start",
                             character=_name(character))
    return None


def _building_problem(state: GameState, slot: str) -> IllegalAction | None:
    if slot not in CURRENCIES:
        return IllegalAction(f"there is no market slot {slot!r}; the slots are "
                             f"{', '.join(CURRENCIES)}", "engine-no-slot", slot=slot,
                             currencies=CURRENCIES)
    tile = state.market[CURRENCIES.index(slot)]
    if tile is None:
        return IllegalAction(f"the {slot} slot of the market is empty", "engine-slot-empty",
                             currency=slot, second="no")
    if TILES[tile].building not in BUILDINGS and not is_medina(tile):  # CC7: never a camp
        return IllegalAction("only a building can be taken so, not a camp",
                             "engine-character-not-building", tile=tile)
    return None


def _laila(state: GameState, seat: int, action: UseLaila):
    problem = _turn_start_problem(state, seat, LAILA) or _building_problem(state, action.slot)
    if problem:
        raise problem
    if not state.bag:
        raise IllegalAction("the bag is empty: there is no new tile to swap in",
                            "engine-character-bag-empty")
    slot = CURRENCIES.index(action.slot)
    old = state.market[slot]
    bag = list(state.bag)
    drawn: list = []  # CH4: draw first; a bazaar drawn waits aside, she draws again (BZ)
    state, physical_new = modules.draw_for_market(state, bag, drawn)
    if physical_new is None:  # only bazaars were left (BZ8): the old tile stays
        state = state.model_copy(update={"bag": (), "turn_start": None})
        return mark_used(state, LAILA), [CharacterUsed(seat=seat, character=LAILA,
                                                   tiles=(old,)), *drawn]
    new = rules_of(state).lay_out(state, (physical_new,))[0]
    rng = random.Random(f"alhambra:{state.seed}:characters:{state.moves}")
    bag.insert(rng.randint(0, len(bag)), physical(old))  # CC7: back at a random place
    market = list(state.market)
    market[slot] = new
    state = state.model_copy(update={"market": tuple(market), "bag": tuple(bag),
                                     "turn_start": None})
    return mark_used(state, LAILA), [*drawn, CharacterUsed(seat=seat, character=LAILA,
                                                       tiles=(old, new))]


def _machma_problem(state: GameState, seat: int, action: UseMachma) -> IllegalAction | None:
    problem = _turn_start_problem(state, seat, MACHMA)
    if problem:
        return problem
    if action.give not in state.players[seat].hand or not _hand_money_card(action.give):
        return IllegalAction("give one of your money cards", "engine-character-give-money",
                             card=action.give)
    if action.take not in state.display or not CARDS[action.take].is_money:  # CC8
        return IllegalAction("take a money card of the display", "engine-character-take-money",
                             card=action.take)
    if VALUE[action.take] > VALUE[action.give]:
        return IllegalAction(f"Machma takes a card worth at most {VALUE[action.give]}",
                             "engine-character-machma-value", most=VALUE[action.give],
                             card=action.take)
    return None


def _machma(state: GameState, seat: int, action: UseMachma):
    problem = _machma_problem(state, seat, action)
    if problem:
        raise problem
    hand = tuple(c for c in state.players[seat].hand if c != action.give) + (action.take,)
    state = with_player(state, seat, hand=hand)
    state = state.model_copy(update={
        "display": tuple(c for c in state.display if c != action.take),
        "discard": state.discard + (action.give,), "turn_start": None})
    events: list = [CharacterUsed(seat=seat, character=MACHMA,
                                  cards=(action.give, action.take))]
    state = refill_display(state, events)  # CH5
    return mark_used(state, MACHMA), events


def money_cards(hand: Iterable[str]) -> int:
    """The money cards Yammerad counts: money (coins too) and diamonds, nothing else (no
    caravanserai, C §17)."""
    return sum(1 for c in hand if _hand_money_card(c))


def _hand_money_card(card: str) -> bool:
    """A money card held in the hand: not a caravanserai's value (C §17), nor an exchange
    certificate (EC8)."""
    return CARDS[card].is_money and CARDS[card].role not in ("caravanserai", "certificate")


def _machma_swaps(hand: tuple[str, ...], display: tuple[str, ...]) -> Later:
    """Machma's swaps (one of each copy: a card of the hand for a shown card worth no
    more), made only when asked; whether there is one: the cheapest shown card is worth no
    more than the dearest given."""
    gives: dict = {}
    for card in hand:
        if _hand_money_card(card):
            gives.setdefault(copy_key(card), card)
    takes: dict = {}
    for card in display:
        if CARDS[card].is_money:
            takes.setdefault(copy_key(card), card)

    def make() -> list[UseMachma]:
        return [UseMachma(give=give, take=take) for give in gives.values()
                for take in takes.values() if VALUE[take] <= VALUE[give]]

    return Later(make, lambda: bool(gives) and bool(takes) and min(
        VALUE[t] for t in takes.values()) <= max(VALUE[g] for g in gives.values()))


def _yammerad(state: GameState, seat: int, action: UseYammerad):
    problem = _turn_start_problem(state, seat, YAMMERAD)
    if problem:
        raise problem
    if money_cards(state.players[seat].hand) >= YAMMERAD_BELOW:
        raise IllegalAction(f"Yammerad helps only with fewer than {YAMMERAD_BELOW} money "
                            "cards in your hand", "engine-character-yammerad-rich",
                            least=YAMMERAD_BELOW)
    if not state.deck and not state.discard:
        raise IllegalAction("the money deck is empty", "engine-character-deck-empty")
    events: list = []
    taken: tuple[str, ...] = ()
    while True:  # CH6, X4
        state, card = draw_card(state, events)
        if card is None:
            break
        kind = CARDS[card].kind
        if kind == "scoring":
            state = state.model_copy(update={"out_of_game": state.out_of_game + (card,)})
            state = scoring_round(state, CARDS[card].scoring_round, events)
            continue
        if kind not in DISPLAYED_KINDS:
            state = module_card(state, card, events)
            continue
        taken = (card,)
        state = with_player(state, seat, hand=state.players[seat].hand + taken)
        break
    # drawn in secret: the table learns how many, the drawer sees which in its hand
    events.insert(0, CharacterUsed(seat=seat, character=YAMMERAD, drawn=len(taken)))
    state = state.model_copy(update={"turn_start": None})
    return mark_used(state, YAMMERAD), events


def _karim(state: GameState, seat: int, action: BuyWithKarim):
    if not owns(state, seat, KARIM):
        raise not_owned(KARIM)
    problem = _building_problem(state, action.slot)
    if problem:
        raise problem
    slot = CURRENCIES.index(action.slot)
    tile = state.market[slot]
    market = list(state.market)
    market[slot] = None
    every = owned(state)
    every[seat].remove(KARIM)
    player = state.players[seat]
    state = action_done(state, extra=True, seat=seat,  # counts as exact (0.2)
                              player={"bought": player.bought + (tile,)},
                              market=tuple(market), out_of_game=state.out_of_game + (KARIM,))
    state = mark_used(with_characters(state, owned=every), KARIM)
    return state, [CharacterUsed(seat=seat, character=KARIM, tiles=(tile,)),
                   TileBought(seat=seat, slot=action.slot, tile=tile, cards=(), exact=True)]


def _knihstig(state: GameState, seat: int, action: TakeWithKnihstig):
    if not owns(state, seat, KNIHSTIG):
        raise not_owned(KNIHSTIG)
    if seat != state.flow.active_seat or state.flow.window_seats:
        raise WrongPhase("Knihstig gives his card only in your own turn",
                         "engine-character-knihstig-not-now")
    if not _claim(state):
        raise IllegalAction(f"Knihstig gives a card only after you bought a tile of price "
                            f"{KNIHSTIG_PRICE} or more this turn, once",
                            "engine-character-knihstig-no-claim", least=KNIHSTIG_PRICE)
    if action.card not in state.display:
        raise IllegalAction(f"the card {action.card} is not on display",
                            "engine-character-not-on-display", card=action.card)
    state = with_player(state, seat, hand=state.players[seat].hand + (action.card,))
    state = state.model_copy(update={
        "display": tuple(c for c in state.display if c != action.card), "turn_start": None})
    events: list = [CharacterUsed(seat=seat, character=KNIHSTIG, cards=(action.card,))]
    state = refill_display(state, events)  # CH5
    return mark_used(state, KNIHSTIG, claim=False), events


def _take_money(state: GameState, seat: int, action: TakeMoney):
    """Taking money; Faruk's owner may take several cards up to 7 (CH9)."""
    if not owns(state, seat, FARUK):
        return handle_take_money(state, seat, action)
    problem = take_money_problem(state.display, action.cards)
    if problem is not None and not (problem.message_id == "engine-take-too-much"
                                    and total(action.cards) <= FARUK_LIMIT):
        raise IllegalAction(problem)
    player = state.players[seat]
    state = action_done(state, seat=seat, player={"hand": player.hand + action.cards},
                              display=tuple(c for c in state.display if c not in action.cards))
    if problem is not None:
        state = mark_used(state, FARUK)
    return state, [MoneyTaken(seat=seat, cards=action.cards)]


def _faruk_takes(display: tuple[str, ...]) -> list[TakeMoney]:
    """The ways to take money Faruk adds: several money cards totalling 6 or 7."""
    money = [c for c in display if CARDS[c].is_money]
    found, seen = [], set()
    for size in range(2, len(money) + 1):
        for cards in combinations(money, size):
            if not 5 < total(cards) <= FARUK_LIMIT:
                continue
            key = tuple(sorted(copy_key(c) for c in cards))
            if key not in seen:
                seen.add(key)
                found.append(TakeMoney(cards=cards))
    return found


class AmmarRebuild(extra_rebuilds.Source):
    """Ammar El'Schauf's extra rebuild, once per turn (CC9; the rule of every extra rebuild
    is :mod:`.extra_rebuilds`)."""

    def left(self, state: GameState, seat: int) -> int:
        return int(owns(state, seat, AMMAR) and AMMAR not in used(state))

    def spend(self, state: GameState, seat: int) -> tuple[GameState, list]:
        return mark_used(state, AMMAR), [CharacterUsed(seat=seat, character=AMMAR)]

    def refusal(self, state: GameState, seat: int) -> Exception | None:
        if not owns(state, seat, AMMAR):
            return None
        return IllegalAction("Ammar El'Schauf gives one extra rebuild per turn: used already",
                             "engine-character-ammar-used")


# -- scoring ---------------------------------------------------------------------------


class HakimRules(RuleSet):
    """Hakim Wahid: half a building more of one type at each scoring (CH10, CC10)."""

    def majorities(self, state: GameState, number: int, participants) -> Majorities:
        found = super().majorities(state, number, participants)
        seat = owner(state, HAKIM)
        if seat is None:
            return found
        best = None
        table = self.payouts(state, number)
        for building in self.buildings:
            counts = found.counts.get(building)
            if not counts or counts[seat] < 1:
                continue
            doubled = [2 * count for count in counts]
            doubled[seat] += 1
            points = rank_payouts(doubled, table[building])
            gain = points[seat] - found.points[building][seat]
            if best is None or gain > best[0]:
                best = (gain, building, tuple(points))
        if best is None:
            return found
        _, building, points = best
        halves = {**found.halves, Characters.name: {building: tuple(
            1 if who == seat else 0 for who in range(len(participants)))}}
        return found.model_copy(update={"points": {**found.points, building: points},
                                        "halves": halves})


# -- the module ------------------------------------------------------------------------


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
        "bid_for_character": _bid, "pass_bid": _pass, "pay_for_character": _pay,
        "use_laila": _laila, "use_machma": _machma, "use_yammerad": _yammerad,
        "buy_with_karim": _karim, "take_with_knihstig": _knihstig,
        "take_money": _take_money,
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
        if card not in _CHARACTER:
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
        state = _start_next(state, events)
        if state.modules_state.get(AUCTION):
            state = with_characters(state, mover=seat)
        return state

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        kind = getattr(action, "kind", None)
        if kind in _BUYS and seat == state.flow.active_seat and owns(state, seat, KNIHSTIG) \
                and KNIHSTIG not in used(state) and not _claim(state) and any(
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
        return _start_next(state, events)

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
            return _paid(state, current, payments(state.players[seat].hand,
                                                  current["high"])[0], events)
        if current["asked"] == seat:
            current["passed"] = current["passed"] + [seat]
            events.append(CharacterBidPassed(seat=seat, card=current["card"]))
            return _advance(state, current, events)
        return _waiting(state, (current["asked"],))

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
        return Reason(f"{_name(current['card'])} is being auctioned: {name} answers first",
                      "engine-character-auction", character=_name(current["card"]), name=name)

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
        slots = [c for c in CURRENCIES if _building_problem(state, c) is None] \
            if LAILA in mine or KARIM in mine else []
        if start and LAILA in mine and state.bag:
            groups.append(("use_laila", [UseLaila(slot=c) for c in slots]))
        if start and MACHMA in mine:
            groups.append(("use_machma", _machma_swaps(player.hand, state.display)))
        if start and YAMMERAD in mine and money_cards(player.hand) < YAMMERAD_BELOW and \
                (state.deck or state.discard):
            groups.append(("use_yammerad", [_YAMMERAD]))
        if KARIM in mine:
            groups.append(("buy_with_karim", [BuyWithKarim(slot=c) for c in slots]))
        if FARUK in mine:
            groups.append(("take_money", _faruk_takes(state.display)))
        return groups

    def any_time_legal_actions(self, state: GameState, seat: int):
        if seat != state.flow.active_seat or state.flow.window_seats or \
                not _claim(state) or not owns(state, seat, KNIHSTIG):
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
        seen = [c for c in places if c in _CHARACTER]
        if sorted(seen) != sorted(CHARACTERS):
            found.append(f"characters not accounted for once: {sorted(seen)}")
        stray = [c for c in state.display + state.discard if c in _CHARACTER]
        stray += [c for p in state.players for c in p.hand if c in _CHARACTER]
        if stray:
            found.append(f"characters among the money: {stray}")
        if any(c not in _CHARACTER for cards in every for c in cards):
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
