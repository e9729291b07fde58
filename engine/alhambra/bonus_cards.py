"""Bonus cards (Bonuskarten), a module of expansion 1 "Die Gunst des Wesirs" (family box rule
book p. 14-16, "Die Bonuskarten"). Module name ``bonus_cards``.

"Aufgedeckte „Bonuskarten“ zählen wie Gebäudeplättchen bei den Wertungen. ... Allerdings darf
man sie nur aufdecken, wenn man genau das abgebildete Gebäude auch in der eigenen Alhambra
eingebaut hat!"

- Material: ten cards, one for each base tile without walls ("Die 10 Karten zeigen all
  diejenigen Gebäudeplättchen, die über keinerlei Stadtmauer verfügen"); a card is named
  ``bonus-<building>-<price>`` and names its tile's id (``garden-10-none``) in the
  component data.
- Setup: shuffled and dealt face down, 3 each with 2 and 3 players, 2 each with 4 and 5, 1
  each with 6 ("Nicht verteilte Bonuskarten kommen verdeckt aus dem Spiel"). Dirk, who is
  no player, gets none.
- Revealing (:class:`~.actions.RevealBonusCard`): "Wer im Laufe des Spiels das Gebäude in
  seine Alhambra platziert, zu welchem er die passende Bonuskarte besitzt, kann diese dann
  jederzeit aufdecken" -- by its owner, whoever's turn it is, while the tile stands in the
  owner's Alhambra (a tile on the reserve or still waiting to be built does not).
- Scoring: "Eine aufgedeckte Bonuskarte zählt bei den Wertungen wie ein extra
  Gebäudeplättchen der abgebildeten Art" (``counted_buildings``: in
  ``ScoringRecord.added["bonus_cards"]``).
- "Baut ein Spieler ein Gebäudeplättchen wieder ab, zu dem er bereits die passende
  Bonuskarte aufgedeckt hatte, muss er diese Bonuskarte zurück auf die Hand nehmen": after
  every action a revealed card whose tile left its owner's Alhambra (a rebuild that takes it
  out or exchanges it) goes back to the hand, hidden again, and counts only once revealed
  again.
- Not with Granada or the combination (their tiles are not the base tiles the cards show;
  shared/EXPANSIONS.md X1); with two players as with more.

Decisions where the rules need a program's answer:

- B1: "Eine passende Bonuskarte darf man jederzeit aufdecken ... d.h. auch während einer
  Wertung." A scoring here happens inside one action, so nobody can act during it. Since
  revealing never costs a player anything at a scoring, every hidden card whose tile is built
  is revealed at every scoring round, counts in it, and stays revealed afterwards
  (:class:`~.events.BonusCardRevealed` with ``automatic``). Holding a card back between
  scorings (the book's surprise) stays possible.
- B2: a card revealed is seen by everyone: restarting the turn does not hide it again (the
  reveal is kept in the state the turn restarts from, where its tile is built there).
- B3: a seat that left the game reveals no more cards by hand; its cards are still revealed
  at the scorings (B1), as its buildings still count.

Hidden information: the cards in the hands and those out of the game are never in a public
view; each seat sees its own hand (``view_fields``).
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

from . import modules
from .actions import RevealBonusCard
from .components import TILES, read_data
from .errors import IllegalAction
from .events import BonusCardReturned, BonusCardRevealed
from .places import tile_words
from .state import GameState

_DATA = read_data()

#: Card id -> the id of the wall-less base tile it shows, in data order.
TILE_OF: dict[str, str] = {card["id"]: card["base_tile_key"] for card in _DATA["bonus_cards"]}
#: The ten bonus cards, in data order.
BONUS_CARDS: tuple[str, ...] = tuple(TILE_OF)
_ORDER = {card: index for index, card in enumerate(BONUS_CARDS)}
#: Players -> bonus cards dealt to each ("Bei 2 und 3 Spielern erhält jeder 3 Bonuskarten,
#: bei 4 und 5 Spielern ... 2 ... und bei 6 Spielern ... 1 Bonuskarte").
DEAL: dict[int, int] = {2: 3, 3: 3, 4: 2, 5: 2, 6: 1}

#: Keys in ``GameState.modules_state``: per seat, the hidden cards in its hand and its
#: revealed cards; the cards out of the game (face down).
HANDS = "bonus_cards.hands"
REVEALED = "bonus_cards.revealed"
OUT = "bonus_cards.out"


def hands(state: GameState) -> list[list[str]]:
    """Each seat's hidden bonus cards (a fresh list)."""
    return [list(cards) for cards in state.modules_state.get(HANDS) or ()]


def revealed(state: GameState) -> list[list[str]]:
    """Each seat's revealed bonus cards (a fresh list)."""
    return [list(cards) for cards in state.modules_state.get(REVEALED) or ()]


def _ordered(cards) -> list[str]:
    return sorted(cards, key=_ORDER.__getitem__)


def _built(state: GameState, seat: int) -> frozenset[str]:
    return _built_ids(state.players[seat].alhambra)


@lru_cache(maxsize=256)
def _built_ids(alhambra: tuple) -> frozenset[str]:
    return frozenset(tile for _, _, tile in alhambra)


def _words(card: str) -> str:
    return tile_words(TILES[TILE_OF[card]])


def _with_cards(state: GameState, in_hand: list[list[str]], shown: list[list[str]]
                ) -> GameState:
    return state.model_copy(update={"modules_state": {
        **state.modules_state, HANDS: in_hand, REVEALED: shown}})


def _turned(state: GameState, seat: int, card: str) -> GameState:
    """``state`` with ``seat``'s hidden ``card`` revealed."""
    in_hand, shown = hands(state), revealed(state)
    in_hand[seat].remove(card)
    shown[seat] = _ordered(shown[seat] + [card])
    return _with_cards(state, in_hand, shown)


def reveal_problem(state: GameState, seat: int, card: str) -> IllegalAction | None:
    """Why ``seat`` may not reveal ``card`` now, or None."""
    if card not in TILE_OF:
        return IllegalAction(f"there is no bonus card {card!r}", "engine-bonus-unknown",
                             card=card)
    if seat in state.retired:  # B3
        name = state.players[seat].name
        return IllegalAction(f"{name} has already left the game", "engine-already-left",
                             name=name)
    tile = TILE_OF[card]
    if card in revealed(state)[seat]:
        return IllegalAction(f"your bonus card of the {_words(card)} is revealed already",
                             "engine-bonus-revealed", tile=tile)
    if card not in hands(state)[seat]:
        return IllegalAction(f"you do not hold the bonus card of the {_words(card)}",
                             "engine-bonus-not-yours", tile=tile)
    if tile not in _built(state, seat):
        player = state.players[seat]
        if tile in player.reserve:
            return IllegalAction(
                f"the {_words(card)} is on your reserve: its bonus card may be revealed only "
                "while it stands in your Alhambra", "engine-bonus-on-reserve", tile=tile)
        return IllegalAction(
            f"the {_words(card)} does not stand in your Alhambra: its bonus card may be "
            "revealed only while it does", "engine-bonus-not-built", tile=tile)
    return None


def _reveal(state: GameState, seat: int, action: RevealBonusCard):
    """Reveal a bonus card, any time while the game runs, whoever's turn it is."""
    problem = reveal_problem(state, seat, action.card)
    if problem is not None:
        raise problem
    new = _turned(state, seat, action.card)
    # B2: the turn's undo point knows the card too. Nothing done yet this turn: None, and
    # apply() records the new start (so the active seat has nothing to undo).
    start = state.turn_start
    if start is not None:
        if start.moves == state.moves:
            start = None
        elif action.card in hands(start)[seat] and TILE_OF[action.card] in _built(start, seat):
            start = _turned(start, seat, action.card)
        new = new.model_copy(update={"turn_start": start})
    return new, [BonusCardRevealed(seat=seat, card=action.card)]


@lru_cache(maxsize=64)
def _reveal_action(card: str) -> RevealBonusCard:
    return RevealBonusCard(card=card)


class BonusCards(modules.Module):
    name = "bonus_cards"
    title = "Bonus cards"
    description = ("Hidden cards showing tiles without walls: revealed once that tile is "
                   "built, each counts as one more building of its kind.")
    rule_sets = ("alhambra",)
    handlers = {"reveal_bonus_card": _reveal}
    any_time_actions = frozenset({"reveal_bonus_card"})

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        cards = list(BONUS_CARDS)
        rng.shuffle(cards)
        each = DEAL[len(state.players)]
        seats = len(state.players)
        dealt = [_ordered(cards[seat * each:(seat + 1) * each]) for seat in range(seats)]
        return state.model_copy(update={"modules_state": {
            **state.modules_state, HANDS: dealt, REVEALED: [[] for _ in range(seats)],
            OUT: _ordered(cards[seats * each:])}})

    def any_time_legal_actions(self, state: GameState, seat: int):
        if seat in state.retired:
            return ()
        built = _built(state, seat)
        return [_reveal_action(card) for card in hands(state)[seat] if TILE_OF[card] in built]

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        """A revealed card whose tile left its owner's Alhambra goes back to the hand."""
        shown = state.modules_state.get(REVEALED)
        if not shown or not any(shown):
            return state
        gone = [(owner, card) for owner, cards in enumerate(shown) for card in cards
                if TILE_OF[card] not in _built(state, owner)]
        if not gone:
            return state
        in_hand, shown = hands(state), revealed(state)
        for owner, card in gone:
            shown[owner].remove(card)
            in_hand[owner] = _ordered(in_hand[owner] + [card])
            events.append(BonusCardReturned(seat=owner, card=card))
        return _with_cards(state, in_hand, shown)

    def _counted(self, state: GameState, seat: int) -> list[str]:
        """The cards of ``seat`` that count at a scoring now: the revealed ones and, by B1,
        the hidden ones whose tile is built."""
        built = _built(state, seat)
        in_hand = hands(state)[seat]
        return revealed(state)[seat] + [c for c in in_hand if TILE_OF[c] in built]

    def counted_buildings(self, state: GameState, seat: int) -> dict[str, int]:
        """What ``seat``'s bonus cards add at a scoring: one building each (B1: the hidden
        cards whose tile is built are revealed for it, see :meth:`after_scoring`)."""
        counts = Counter(TILES[TILE_OF[card]].building for card in self._counted(state, seat))
        return dict(counts)

    def after_scoring(self, state: GameState, round_number: int) -> tuple[GameState, list]:
        """B1: the hidden cards that counted in the scoring are revealed now."""
        events = []
        for seat in range(len(state.players)):
            built = _built(state, seat)
            for card in [c for c in hands(state)[seat] if TILE_OF[c] in built]:
                state = _turned(state, seat, card)
                events.append(BonusCardRevealed(seat=seat, card=card, automatic=True))
        return state, events

    def view_fields(self, state: GameState, seat: int | None) -> dict:
        """Public: each seat's revealed cards and how many it holds hidden, and how many are
        out of the game; a seat also sees its own hidden cards (``hand``)."""
        fields = {
            "revealed": revealed(state),
            "hidden": [len(cards) for cards in hands(state)],
            "out_of_game": len(state.modules_state.get(OUT) or ()),
        }
        if seat is not None:
            fields["hand"] = hands(state)[seat]
        return fields

    def problems(self, state: GameState) -> list[str]:
        found = []
        seats = len(state.players)
        data = state.modules_state
        shapes = [data.get(HANDS), data.get(REVEALED)]
        if not all(isinstance(v, list) and len(v) == seats and
                   all(isinstance(c, list) for c in v) for v in shapes) or \
                not isinstance(data.get(OUT), list):
            return [f"bonus cards are not dealt: {shapes + [data.get(OUT)]}"]
        in_hand, shown = hands(state), revealed(state)
        places = Counter(c for cards in in_hand + shown for c in cards)
        places.update(data[OUT])
        if set(places) != set(BONUS_CARDS) or any(n != 1 for n in places.values()):
            found.append("bonus cards not accounted for once: missing "
                         f"{sorted(set(BONUS_CARDS) - set(places))}, twice or unknown "
                         f"{sorted(c for c, n in places.items() if n > 1 or c not in TILE_OF)}")
            return found
        each = DEAL.get(seats)
        for seat in range(seats):
            if len(in_hand[seat]) + len(shown[seat]) != each:
                found.append(f"seat {seat} has {len(in_hand[seat]) + len(shown[seat])} bonus "
                             f"cards, not {each}")
            built = _built(state, seat)
            for card in shown[seat]:
                if TILE_OF[card] not in built:
                    found.append(f"seat {seat} revealed {card} but {TILE_OF[card]} is not "
                                 "built in its Alhambra")
        return found


modules.register(BonusCards())
