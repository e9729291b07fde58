"""Every part of a game that one seat cannot see, dealt again at random.

``redealt(state, seat, rng)`` is a game that ``seat`` cannot tell from ``state``: its view is
the same (``view(redealt, seat) == view(state, seat)``), the game is sound
(``problems(redealt) == []``), and everything it cannot see is drawn again:

- the money: the money cards (diamonds and master builders too) of the deck, of the other
  seats' hands and those out of the game face down since the setup (Dirk's third copies,
  the master builders left over) are pooled and dealt back, each place keeping its count;
  the other cards of the deck keep their kind (a character may change places with one of
  the four out of the game face down; sultan and wall cards and exchange offices with one
  another) and the gate cards stay in their piles;
- the deck's order: each of the five piles of the setup shuffled on its own while no card
  of it was reshuffled (the piles are found by playing the setup again from the seed),
  else the money cards among themselves;
- the tile bag's order (a two-faced tile in the bag shows no face: nothing to keep);
- the seed, from which every later shuffle, the sultan's die and Laila's return are drawn;
- each module's hidden parts: bonus cards and thieves in the other hands and out of the
  game face down (each hand keeps its size), the building yards under each stack's top
  (the whole stack while its new top is still face down), the change's coin bag, the
  invader cards (the top card kept for a seat that looked at it) and the face-down scouts,
  the building sites' marker bag, the falcons beneath each stack's top, the treasure
  chamber's chest bag, and the residents on the other street traders (each keeping its
  count);
- the state the turn began with (for "restart turn"), dealt again the same way.

Left as they are (HD1): answers given in a window and not yet in effect (the vizier's,
the thieves', a sultan claim's) and the street traders' choices at the start: they are
choices, not cards, and redealing them would change whose turn comes next.

Cards the rules lay face up stay where they are: the display, the discard pile, cards of
the change, caravanserai values and exchange certificates in a hand (the view counts them),
everything in the modules' views. The redeal keeps each hidden hand's kinds of cards apart
(money, exchange offices): enough to move every card a seat could peek at.

``redealt_rollwrite(state, seat, rng)``: Roll & Write shows everything but the future: the
seed from which every later roll is drawn is drawn again.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache

from engine.alhambra import GameState, new_game
from engine.alhambra.components import BUILDINGS, CARDS, MONEY_CARDS, STARTING_MONEY
from engine.alhambra.modules import active_modules
from engine.alhambra.ruleset import rules_of, split_stacks
from engine.alhambra.setup import setup_rng
from engine.rollwrite import GameState as RollWriteState

#: Card kinds pooled with money: what a hand holds in secret and the deck hides alike.
_MONEY_KINDS = frozenset({"money", "diamond"})
#: Roles of money cards that lie open (a caravanserai's value, an exchange certificate).
_OPEN_ROLES = frozenset({"caravanserai", "certificate"})
#: Kinds whose cards went into the piles at random (their places in the deck trade freely);
#: a gate card's pile is printed on it (GT1), so it keeps its place.
_TRADED_KINDS = frozenset({"character", "sultan", "wall", "exchange"})


def _class(card: str) -> str | None:
    """The kind of hidden card ``card`` trades places with (None: it stays where it is)."""
    info = CARDS.get(card)
    if info is None or card.startswith("coin-"):
        return None  # the change's coins lie face up in the hand; unknown ids stay
    if info.kind in _MONEY_KINDS:
        return None if info.role in _OPEN_ROLES else "money"
    return info.kind if info.kind in _TRADED_KINDS else None


def redealt(state: GameState, seat: int, rng: random.Random) -> GameState:
    """``state`` with every part that ``seat`` cannot see dealt again at random."""
    if state.turn_start is not None:
        state = state.model_copy(update={"turn_start": redealt(state.turn_start, seat, rng)})
    state = _money(state, seat, rng)
    bag = list(state.bag)
    rng.shuffle(bag)
    data = dict(state.modules_state)
    for module in active_modules(state):
        redeal = _MODULES.get(module.name)
        if redeal is not None:
            redeal(state, seat, data, rng)
    return state.model_copy(update={"bag": tuple(bag), "modules_state": data,
                                    "seed": rng.randrange(2**31)})


# -- the money ------------------------------------------------------------------------------

def _money(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The hidden cards of the deck, the other hands and out of the game, dealt again."""
    start = _setup(len(state.players), state.seed, state.options.modules)
    face_down = set(start.out_of_game)
    hands = [list(p.hand) for p in state.players]
    deck, out = list(state.deck), list(state.out_of_game)
    # (place, which hand, position in it) of every card that could move
    places = [("deck", 0, i) for i in range(len(deck))]
    for other, hand in enumerate(hands):
        if other != seat:
            places += [("hand", other, i) for i in range(len(hand))]
    places += [("out", 0, i) for i, card in enumerate(out) if card in face_down]

    def at(place: tuple[str, int, int]) -> list[str]:
        return deck if place[0] == "deck" else out if place[0] == "out" else hands[place[1]]

    by_class: dict[str, list[tuple[str, int, int]]] = {}
    for place in places:
        kind = _class(at(place)[place[2]])
        if kind is not None and (kind == "money" or place[0] != "hand"):
            by_class.setdefault(kind, []).append(place)
    for spots in by_class.values():
        cards = [at(p)[p[2]] for p in spots]
        rng.shuffle(cards)
        for place, card in zip(spots, cards, strict=True):
            at(place)[place[2]] = card
    deck = _shuffled_deck(state, start, deck, rng)
    players = tuple(p.model_copy(update={"hand": tuple(h)}) if i != seat else p
                    for i, (p, h) in enumerate(zip(state.players, hands, strict=True)))
    return state.model_copy(update={"deck": tuple(deck), "out_of_game": tuple(out),
                                    "players": players})


def _shuffled_deck(state: GameState, start: GameState, deck: list[str],
                   rng: random.Random) -> list[str]:
    """The deck shuffled pile by pile where its piles are known, else its money cards
    among themselves (after a reshuffle: the combination shuffles its scoring card B into
    a pile of its own)."""
    piles = _piles(len(state.players), state.seed, state.options.modules)
    drawn = len(start.deck) - len(state.deck)
    if piles is not None and state.reshuffles == 0 and drawn >= 0 and \
            [_class(c) for c in state.deck] == [_class(c) for c in start.deck[drawn:]]:
        labels = piles[drawn:]
        shuffled = []
        for pile in sorted(set(labels)):
            cards = [c for c, p in zip(deck, labels, strict=True) if p == pile]
            rng.shuffle(cards)
            shuffled += cards
        return shuffled
    spots = [i for i, c in enumerate(deck) if _class(c) == "money"]
    cards = [deck[i] for i in spots]
    rng.shuffle(cards)
    for i, card in zip(spots, cards, strict=True):
        deck[i] = card
    return deck


@lru_cache(maxsize=64)
def _setup(players: int, seed: int, modules: tuple[str, ...]) -> GameState:
    return new_game(players, seed=seed, modules=[m for m in modules if m != "dirk"])


@lru_cache(maxsize=64)
def _piles(players: int, seed: int, modules: tuple[str, ...]) -> tuple[int, ...] | None:
    """The pile (0-4) of each card of the deck as set up, found by drawing the setup's
    random numbers again as :func:`engine.alhambra.setup.new_game` draws them; None if the
    deck found so is not the game's."""
    start = _setup(players, seed, modules)
    rng = setup_rng(seed)
    found = active_modules(start)
    cards = [c.id for c in MONEY_CARDS]
    for module in found:
        cards, _ = module.money_cards(cards)
    rng.shuffle(cards)
    for _ in range(players):
        hand: list[str] = []
        while sum(CARDS[c].value for c in hand) < STARTING_MONEY:
            hand.append(cards.pop())
    for _ in range(4):
        cards.pop()
    extra = [c for m in found for c in m.deck_cards(rng)]
    stacks = split_stacks(cards)
    for index, card in (*rules_of(start).scoring_stacks, *extra):
        stacks[index].insert(rng.randint(0, len(stacks[index])), card)
    pile_of = {card: index for index, stack in enumerate(stacks) for card in stack}
    laid = [card for stack in stacks for card in stack if card in set(start.deck)]
    if laid != list(start.deck):
        return None
    return tuple(pile_of[card] for card in start.deck)


# -- the modules ----------------------------------------------------------------------------

Data = dict


def _shuffle_key(key: str, keep: int = 0) -> Callable[[GameState, int, Data, random.Random],
                                                      None]:
    """A list kept under ``key``, shuffled beneath its first ``keep`` items."""
    def redeal(state: GameState, seat: int, data: Data, rng: random.Random) -> None:
        items = list(data.get(key) or ())
        rest = items[keep:]
        rng.shuffle(rest)
        data[key] = items[:keep] + rest
    return redeal


def _hands_and_out(hands_key: str, out_key: str):
    """Per-seat hidden hands under ``hands_key`` and face-down cards under ``out_key``:
    the other seats' and the face-down ones pooled and dealt back, each keeping its size."""
    def redeal(state: GameState, seat: int, data: Data, rng: random.Random) -> None:
        hands = [list(h) for h in data.get(hands_key) or ()]
        out = list(data.get(out_key) or ())
        pool = out + [c for s, h in enumerate(hands) if s != seat for c in h]
        rng.shuffle(pool)
        for s, hand in enumerate(hands):
            if s != seat:
                hands[s], pool = pool[:len(hand)], pool[len(hand):]
        data[hands_key] = hands
        data[out_key] = pool
    return redeal


def _yards(state: GameState, seat: int, data: Data, rng: random.Random) -> None:
    covered = data.get("building_yards.covered") or ()
    stacks = {}
    for building, stack in (data.get("building_yards.stacks") or {}).items():
        keep = 0 if building in covered else 1
        rest = list(stack[keep:])
        rng.shuffle(rest)
        stacks[building] = list(stack[:keep]) + rest
    data["building_yards.stacks"] = stacks


def _falcons(state: GameState, seat: int, data: Data, rng: random.Random) -> None:
    stacks = {}
    for colour, stack in (data.get("falcons.stacks") or {}).items():
        rest = list(stack[1:])
        rng.shuffle(rest)
        stacks[colour] = list(stack[:1]) + rest
    data["falcons.stacks"] = stacks


def _invaders(state: GameState, seat: int, data: Data, rng: random.Random) -> None:
    looked = seat in (data.get("invaders.seen") or ())
    _shuffle_key("invaders.deck", 1 if looked else 0)(state, seat, data, rng)
    _shuffle_key("invaders.scouts")(state, seat, data, rng)


def _traders(state: GameState, seat: int, data: Data, rng: random.Random) -> None:
    """The residents on the other seats' traders (secret, in building order) pooled and put
    back, each trader keeping its count."""
    traders = [list(t) for t in data.get("street_trader.traders") or ()]
    pool = [r for s, t in enumerate(traders) if s != seat for r in t]
    rng.shuffle(pool)
    for s, trader in enumerate(traders):
        if s != seat:
            traders[s] = sorted(pool[:len(trader)], key=BUILDINGS.index)
            pool = pool[len(trader):]
    data["street_trader.traders"] = traders


_MODULES: dict[str, Callable[[GameState, int, Data, random.Random], None]] = {
    "bonus_cards": _hands_and_out("bonus_cards.hands", "bonus_cards.out"),
    "thieves": _hands_and_out("thieves.hands", "thieves.out"),
    "building_yards": _yards,
    "change": _shuffle_key("change.bag"),
    "invaders": _invaders,
    "building_sites": _shuffle_key("building_sites.bag"),
    "falcons": _falcons,
    "treasure_chamber": _shuffle_key("treasure_chamber.bag"),
    "street_trader": _traders,
}


# -- Roll & Write -----------------------------------------------------------------------------

def redealt_rollwrite(state: RollWriteState, seat: int, rng: random.Random) -> RollWriteState:
    """A Roll & Write game with another future: the seed of every later roll drawn again
    (nothing else on the table is hidden)."""
    return state.model_copy(update={"seed": rng.randrange(2**31)})
