"""The characters' auctions (expansion 2, CH1-CH4): each character is auctioned as it turns
up, bids go round, the winner pays."""

from __future__ import annotations

from ...actions import BidForCharacter, PassBid, PayForCharacter
from ...errors import CannotAfford, IllegalAction
from ...events import (
    CharacterAuctionOpened,
    CharacterBid,
    CharacterBidPassed,
    CharacterPaid,
    CharacterUnsold,
    CharacterWon,
)
from ...kit import open_between_turns, total, with_player
from ...state import GameState
from .. import change as _change
from .. import exchange_certificate as certificates
from .cast import (
    AUCTION,
    MOVER,
    auction,
    character_payment_problem,
    most_payable,
    name_of,
    owned,
    payments,
    queue,
    with_characters,
)


def _order(state: GameState, after: int) -> list[int]:
    """The bidding order: the seats still playing, clockwise from the one after ``after``."""
    seats = len(state.players)
    return [(after + 1 + step) % seats for step in range(seats)
            if (after + 1 + step) % seats not in state.retired]


def waiting_for(state: GameState, seats: tuple[int, ...]) -> GameState:
    flow = state.flow.model_copy(update={"window_seats": seats})
    # turn_start None: no undo ever takes back a bid (apply records the state afresh)
    return state.model_copy(update={"flow": flow, "turn_start": None})


def start_next(state: GameState, events: list) -> GameState:
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
        return waiting_for(state, (order[0],))
    state = waiting_for(with_characters(state, queue=[], auction=None), ())
    mover = state.modules_state.get(MOVER)
    if mover is not None:
        state = with_characters(state, mover=None)
        if not state.is_over:
            state = open_between_turns(state, mover, events)
    return state


def advance(state: GameState, current: dict, events: list) -> GameState:
    """The next seat is asked, or the auction ends."""
    retired = set(state.retired)
    left = [s for s in current["order"] if s not in current["passed"]
            and s != current["high_seat"] and s not in retired]
    if not left:
        if current["high_seat"] is None:
            events.append(CharacterUnsold(card=current["card"]))
            state = state.model_copy(update={"out_of_game": state.out_of_game
                                             + (current["card"],)})
            return start_next(with_characters(state, auction=None), events)
        return _won(state, current, events)
    order = current["order"]
    index = order.index(current["asked"])
    current["asked"] = next(order[(index + step) % len(order)]
                            for step in range(1, len(order) + 1)
                            if order[(index + step) % len(order)] in left)
    return waiting_for(with_characters(state, auction=current), (current["asked"],))


def _won(state: GameState, current: dict, events: list) -> GameState:
    seat, amount = current["high_seat"], current["high"]
    events.append(CharacterWon(seat=seat, card=current["card"], amount=amount))
    minimal = payments(state.players[seat].hand, amount)
    if not minimal:  # cannot happen: the bid was payable and nobody's hand changed since
        events.append(CharacterUnsold(card=current["card"]))
        state = state.model_copy(update={"out_of_game": state.out_of_game + (current["card"],)})
        return start_next(with_characters(state, auction=None), events)
    if len(minimal) == 1 or seat in state.retired:  # CC4, CC5
        return auction_paid(state, current, minimal[0], events)
    current.update(paying=True, asked=seat)
    return waiting_for(with_characters(state, auction=current), (seat,))


def auction_paid(state: GameState, current: dict, cards: tuple[str, ...], events: list
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
    return start_next(with_characters(state, owned=every, auction=None), events)


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


def handle_bid(state: GameState, seat: int, action: BidForCharacter):
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
    return advance(state, current, events), events


def handle_pass_bid(state: GameState, seat: int, action: PassBid):
    problem = _asked_problem(state, seat, paying=False)
    if problem:
        raise problem
    current = auction(state)
    current["passed"] = current["passed"] + [seat]
    events: list = [CharacterBidPassed(seat=seat, card=current["card"])]
    return advance(state, current, events), events


def handle_pay(state: GameState, seat: int, action: PayForCharacter):
    problem = _asked_problem(state, seat, paying=True)
    if problem:
        raise problem
    current = auction(state)
    reason = character_payment_problem(state.players[seat].hand, current["high"], action.cards)
    if reason:
        raise CannotAfford(f"cannot pay {current['high']} for {name_of(current['card'])}: "
                           f"{reason}", "engine-character-cannot-pay", amount=current["high"],
                           character=name_of(current["card"]), problem=reason)
    events: list = []
    return auction_paid(state, current, action.cards, events), events
