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
  owner's Alhambra (a tile on the reserve or still waiting to be built does not). It is a
  free action that changes nothing else (B5).
- Scoring: "Eine aufgedeckte Bonuskarte zählt bei den Wertungen wie ein extra
  Gebäudeplättchen der abgebildeten Art" (``counted_buildings``: in
  ``ScoringRecord.added["bonus_cards"]``); a hidden card never counts.
- The choice is the owner's: "Eine passende Bonuskarte darf man jederzeit aufdecken ...
  d.h. auch während einer Wertung" and "Es kann durchaus sinnvoll sein, eine Bonuskarte
  erst später aufzudecken, um z.B. die anderen Mitspieler über die tatsächlichen
  Mehrheitsverhältnisse im Unklaren zu lassen. Während der dritten Wertung ... kann man dann
  eventuell für die eine oder andere Überraschung sorgen."
- "Baut ein Spieler ein Gebäudeplättchen wieder ab, zu dem er bereits die passende
  Bonuskarte aufgedeckt hatte, muss er diese Bonuskarte zurück auf die Hand nehmen": after
  every action a revealed card whose tile left its owner's Alhambra (a rebuild that takes it
  out or exchanges it) goes back to the hand, hidden again, and counts only once revealed
  again.
- Not with Granada or the combination (their tiles are not the base tiles the cards show;
  shared/EXPANSIONS.md X1); with two players as with more.

Decisions where the rules need a program's answer:

- B4 (replaces B1, which revealed every matching card at every scoring): a scoring here
  happens inside one action, so nobody can act during it. What a scoring does with a
  matching hidden card (its tile stands in the owner's Alhambra) is each seat's standing
  choice (:class:`~.actions.KeepBonusCardsHidden`, any time, private): by default, so that a
  player who is away never loses points, scoring rounds 1 and 2 reveal it and count it
  (:class:`~.events.BonusCardRevealed` with ``automatic``, before the counting:
  ``before_scoring``); switched to "keep hidden", it stays hidden there and does not count,
  and nobody learns that it matched. The final scoring reveals and counts every matching
  card, whatever the choice (nothing comes after it to keep a card for).
- B2: a card revealed is seen by everyone: restarting the turn does not hide it again
  where its tile is built in the state the turn restarts from (the module's handler of
  ``restart_turn`` reveals it there again). The turn's start itself is never changed: it
  stays the state the action log reached there, so the turn's actions replay from it.
- B3: a seat that left the game reveals no more cards by hand and keeps the standing choice
  it had; the final scoring reveals its matching cards (B4), as its buildings still count.
- B5: a reveal and the standing choice are actions like any other (applied by ``apply``,
  stored in the action log and replayed from it), so the game's version moves on: a panel
  another player has open says at its next tap that it was out of date and shows the game
  as it is (one more tap, nothing lost). Neither is a move of the turn: the active seat,
  the window between turns and the turn's start stay as they were (the turn's actions
  replay from it); made before the active seat has acted, the turn begins after it (nothing
  to undo); made later, restarting the turn takes neither back (``_restart``). A reveal
  made before the active seat has acted belongs to no turn: the turn's replay does not
  see it, so the next post tells it first (from the action log since the last post).

Hidden information: the cards in the hands and those out of the game are never in a public
view, event or log; each seat sees its own hand and its standing choice (``view_fields``).
"""

from __future__ import annotations

import random
from collections import Counter
from functools import lru_cache

from ..actions import KeepBonusCardsHidden, RestartTurn, RevealBonusCard
from ..components import TILES, read_data
from ..errors import IllegalAction
from ..events import BonusCardReturned, BonusCardRevealed
from ..kit import (
    begins_the_turn,
    finished,
    handle_restart_turn,
    is_on,
    kept,
    switched,
    tile_words,
)
from ..state import GameState
from . import seam as modules

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
#: revealed cards; the cards out of the game (face down); the seats whose standing choice
#: keeps matching hidden cards hidden at scoring rounds 1 and 2 (B4; absent: none).
HANDS = "bonus_cards.hands"
REVEALED = "bonus_cards.revealed"
OUT = "bonus_cards.out"
KEEP_HIDDEN = "bonus_cards.keep_hidden"
#: The final scoring, where every matching card is revealed and counts (B4).
FINAL_ROUND = 3


def hands(state: GameState) -> list[list[str]]:
    """Each seat's hidden bonus cards (a fresh list)."""
    return [list(cards) for cards in state.modules_state.get(HANDS) or ()]


def revealed(state: GameState) -> list[list[str]]:
    """Each seat's revealed bonus cards (a fresh list)."""
    return [list(cards) for cards in state.modules_state.get(REVEALED) or ()]


def keeps_hidden(state: GameState, seat: int) -> bool:
    """Whether ``seat``'s standing choice keeps matching hidden cards hidden at scoring
    rounds 1 and 2 (B4; False, the default: they are revealed and count)."""
    return is_on(state, KEEP_HIDDEN, seat)


def matching(state: GameState, seat: int) -> list[str]:
    """``seat``'s hidden cards whose tile stands in its Alhambra (it may reveal them)."""
    held = _held(state, seat)
    if not held:
        return []
    built = _built(state, seat)
    return [card for card in held if TILE_OF[card] in built]


def _held(state: GameState, seat: int) -> list[str]:
    """``seat``'s hidden cards (shared: not to be changed; asked whenever it may act)."""
    every = state.modules_state.get(HANDS)
    return every[seat] if every else []


def _ordered(cards) -> list[str]:
    return sorted(cards, key=_ORDER.__getitem__)


def _built(state: GameState, seat: int) -> frozenset[str]:
    return _built_ids(finished(state, seat))  # BS3: no unfinished site matches


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
    # The turn's start stays the state the action log reached there (B2: see _restart),
    # unless nothing was done yet this turn (then the turn begins after the reveal).
    new = begins_the_turn(state, _turned(state, seat, action.card))
    return new, [BonusCardRevealed(seat=seat, card=action.card)]


def _restart(state: GameState, seat: int, action: RestartTurn):
    """B2: restarting the turn does not hide again a card revealed since the turn began,
    where its tile stands in the state the turn restarts from; B4: nor does it take back a
    standing choice made since (a setting, not a move of the turn)."""
    restored, events = handle_restart_turn(state, seat, action)
    restored = kept(state, restored, KEEP_HIDDEN)
    for owner, cards in enumerate(revealed(state)):
        for card in cards:
            if card in hands(restored)[owner] and TILE_OF[card] in _built(restored, owner):
                restored = _turned(restored, owner, card)
    return restored, events


def setting_problem(state: GameState, seat: int, on: bool) -> IllegalAction | None:
    """Why ``seat`` may not set its standing choice (B4) to ``on`` now, or None."""
    if seat in state.retired:  # B3
        name = state.players[seat].name
        return IllegalAction(f"{name} has already left the game", "engine-already-left",
                             name=name)
    if not hands(state)[seat]:
        return IllegalAction("you hold no hidden bonus card", "engine-bonus-none-hidden")
    if keeps_hidden(state, seat) == on:
        return IllegalAction("your bonus cards are set so already",
                             "engine-bonus-setting-unchanged", on="yes" if on else "no")
    return None


def _keep_hidden(state: GameState, seat: int, action: KeepBonusCardsHidden):
    """B4: the standing choice for scoring rounds 1 and 2; private, so no event."""
    problem = setting_problem(state, seat, action.on)
    if problem is not None:
        raise problem
    return begins_the_turn(state, switched(state, KEEP_HIDDEN, seat, action.on)), []


_KEEP = {on: KeepBonusCardsHidden(on=on) for on in (True, False)}


@lru_cache(maxsize=64)
def _reveal_action(card: str) -> RevealBonusCard:
    return RevealBonusCard(card=card)


class BonusCards(modules.Module):
    name = "bonus_cards"
    title = "Bonus cards"
    description = ("Hidden cards showing tiles without walls: revealed once that tile is "
                   "built, each counts as one more building of its kind.")
    rule_sets = ("alhambra",)
    handlers = {"reveal_bonus_card": _reveal, "keep_bonus_cards_hidden": _keep_hidden,
                "restart_turn": _restart}
    any_time_actions = frozenset({"reveal_bonus_card", "keep_bonus_cards_hidden"})

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
        """The matching cards to reveal, then the standing choice (B4) while the seat holds
        a hidden card."""
        if seat in state.retired:
            return ()
        if not _held(state, seat):
            return ()
        found: list = [_reveal_action(card) for card in matching(state, seat)]
        found.append(_KEEP[not keeps_hidden(state, seat)])
        return found

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

    def counted_buildings(self, state: GameState, seat: int) -> dict[str, int]:
        """What ``seat``'s revealed bonus cards add at a scoring: one building each."""
        counts = Counter(TILES[TILE_OF[card]].building for card in revealed(state)[seat])
        return dict(counts)

    def before_scoring(self, state: GameState, round_number: int) -> tuple[GameState, list]:
        """B4: as a scoring begins, the matching hidden cards are revealed ("auch während
        einer Wertung"), so that they count in it: all of them at the final scoring, at
        rounds 1 and 2 those of the seats that do not keep them hidden."""
        events = []
        for seat in range(len(state.players)):
            if round_number < FINAL_ROUND and keeps_hidden(state, seat):
                continue
            for card in matching(state, seat):
                state = _turned(state, seat, card)
                events.append(BonusCardRevealed(seat=seat, card=card, automatic=True))
        return state, events

    def view_fields(self, state: GameState, seat: int | None) -> dict:
        """Public: each seat's revealed cards and how many it holds hidden, and how many are
        out of the game; a seat also sees its own hidden cards (``hand``) and its standing
        choice (``keep_hidden``, B4)."""
        fields = {
            "revealed": revealed(state),
            "hidden": [len(cards) for cards in hands(state)],
            "out_of_game": len(state.modules_state.get(OUT) or ()),
        }
        if seat is not None:
            fields["hand"] = hands(state)[seat]
            fields["keep_hidden"] = keeps_hidden(state, seat)
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
        keep = data.get(KEEP_HIDDEN, [])
        if not isinstance(keep, list) or any(
                not isinstance(s, int) or not 0 <= s < seats for s in keep) or \
                keep != sorted(set(keep)):
            found.append(f"the bonus cards' standing choices name no seats: {keep!r}")
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


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = BonusCards()
