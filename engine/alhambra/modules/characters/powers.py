"""What each character does (expansion 2): Laila, Machma, Yammerad, Abdul Karim, Knihstig,
Faruk, Ammar's extra rebuild (:mod:`..extra_rebuilds`) and Hakim's half building."""

from __future__ import annotations

import random
from collections.abc import Iterable
from itertools import combinations

from ...actions import BuyWithKarim, TakeMoney, TakeWithKnihstig, UseLaila, UseMachma, UseYammerad
from ...components import BUILDINGS, CARDS, CURRENCIES, DISPLAYED_KINDS, TILES, physical
from ...errors import IllegalAction, WrongPhase
from ...events import CharacterUsed, MoneyTaken, TileBought
from ...kit import (
    VALUE,
    Later,
    Majorities,
    RuleSet,
    action_done,
    copy_key,
    draw_card,
    handle_take_money,
    module_card,
    rank_payouts,
    refill_display,
    rules_of,
    scoring_round,
    take_money_problem,
    total,
    with_player,
)
from ...state import GameState
from .. import extra_rebuilds
from .. import seam as modules
from ..medina import is_medina
from .cast import (
    AMMAR,
    FARUK,
    FARUK_LIMIT,
    HAKIM,
    KARIM,
    KNIHSTIG,
    KNIHSTIG_PRICE,
    LAILA,
    MACHMA,
    NAME,
    TURN_START,
    YAMMERAD,
    YAMMERAD_BELOW,
    knihstig_claimed,
    mark_used,
    name_of,
    owned,
    owner,
    owns,
    used,
    with_characters,
)


def not_owned(character: str) -> IllegalAction:
    return IllegalAction(f"you do not own {name_of(character)}", "engine-character-not-owned",
                         character=name_of(character))


def _turn_start_problem(state: GameState, seat: int, character: str) -> IllegalAction | None:
    if not owns(state, seat, character):
        return not_owned(character)
    done = TURN_START & set(used(state))
    if done:
        other = next(iter(done))
        return IllegalAction(f"you used {name_of(other)} this turn already: one of Laila, "
                             "Machma and Yammerad per turn", "engine-character-one-per-turn",
                             character=name_of(other))
    flow = state.flow
    if flow.phase != "action" or flow.actions or flow.extra_action:
        return IllegalAction(f"{name_of(character)} acts only at the start of your turn, "
                             "before your action", "engine-character-turn-start",
                             character=name_of(character))
    return None


def building_problem(state: GameState, slot: str) -> IllegalAction | None:
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


def laila(state: GameState, seat: int, action: UseLaila):
    problem = _turn_start_problem(state, seat, LAILA) or building_problem(state, action.slot)
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


def machma(state: GameState, seat: int, action: UseMachma):
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


def machma_swaps(hand: tuple[str, ...], display: tuple[str, ...]) -> Later:
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


def yammerad(state: GameState, seat: int, action: UseYammerad):
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


def karim(state: GameState, seat: int, action: BuyWithKarim):
    if not owns(state, seat, KARIM):
        raise not_owned(KARIM)
    problem = building_problem(state, action.slot)
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


def knihstig(state: GameState, seat: int, action: TakeWithKnihstig):
    if not owns(state, seat, KNIHSTIG):
        raise not_owned(KNIHSTIG)
    if seat != state.flow.active_seat or state.flow.window_seats:
        raise WrongPhase("Knihstig gives his card only in your own turn",
                         "engine-character-knihstig-not-now")
    if not knihstig_claimed(state):
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


def take_money(state: GameState, seat: int, action: TakeMoney):
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


def faruk_takes(display: tuple[str, ...]) -> list[TakeMoney]:
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
        halves = {**found.halves, NAME: {building: tuple(
            1 if who == seat else 0 for who in range(len(participants)))}}
        return found.model_copy(update={"points": {**found.points, building: points},
                                        "halves": halves})
