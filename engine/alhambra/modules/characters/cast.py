"""The characters' cast (expansion 2): who they are, what the state holds of them, and how
one pays for a character."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.errors import Reason

from ...components import CARDS, CURRENCIES, Card, register_cards
from ...kit import CURRENCY, best_joker_money, hand_money, payment_problem, purchase_payments
from ...state import GameState

#: The module's name (its key in a scoring record's ``halves``: Hakim Wahid).
NAME = "characters"

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
CHARACTER_IDS = frozenset(CHARACTERS)
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
BUYS = frozenset({"buy", "buy_second", "buy_with_karim", "buy_bazaar",
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


def knihstig_claimed(state: GameState) -> bool:
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
        claim = knihstig_claimed(state)
    return with_characters(state, turn={"turn": state.flow.turn, "used": now, "claim": claim})


def owns(state: GameState, seat: int, character: str) -> bool:
    found = state.modules_state.get(OWNED)
    return bool(found) and character in found[seat]


def name_of(character: str) -> str:
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


def character_payment_problem(hand: tuple[str, ...], amount: int, cards: tuple[str, ...]
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
