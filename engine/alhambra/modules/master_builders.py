"""The master builders (Baumeister), a module of expansion 4 "Die Schatzkammer des Kalifen"
(shared/EXPANSIONS.md "MB Master builders", 0.2, 0.3, 7 and the matrix of 8; the compendium
of expansions, setup and §14; components in shared/data/expansions.json
``modules.master_builders``). Module name ``master_builders``; with the base game, two
players (Dirk), expansions 1-3, and also with Granada and the combination (X1).

Components and setup [T4, PK4, APP; C-setup]:

- 16 cards worth 3, 4 per currency, ids ``builder-<currency>-<1..4>`` (:data:`BUILDERS`):
  money cards (``Card.kind`` "money") with the role "builder" (``Card.role``).
- Before the starting money, each player is dealt 2 face down ("Jeder Spieler erhält
  verdeckt zwei Baumeisterkarten"): into the hand, which is secret (:mod:`.view`). Then 3
  go into money pile 3 and 3 into pile 5 (with 6 players 3 and 1); the rest leave the game,
  unseen. Dirk gets none (he is no seat).

As money [T4, C §14] a master builder is a value-3 card of its currency in every respect:
taken from the display like money (within the limit of 5), paying any purchase in its
currency (an exact payment earns the extra action; overpaying draws change; a vizier
purchase, a character's bid, a camp ...), exchanged by an exchange office (C §3: "Wird ein
Baumeister als Geldkarte verwendet, lässt er sich ebenfalls wechseln"), stolen by a thief
of its currency (C §9), money for Yammerad, Machma Klain and Faruk Will'haben (C §14), and
counted by ``PlayerState.money_in`` in the final distribution (C §27). The listings keep it
apart from a plain 3 (:func:`.money.copy_key`), so a player chooses whether to spend it.

As a builder [PK4, ST4, GOB4]: in its own turn, after placing the bought tiles, a player
may discard one for one extra rebuild (:class:`~.actions.UseMasterBuilder`); with Ammar
El'Schauf it gives two (C §14: "Der Charakter Ammar El'Schauf erlaubt zusammen mit dem
Baumeister zwei zusätzliche Umbauzüge"). The extra rebuild is the one rule of
:mod:`.extra_rebuilds` (X3 step 2, CC9): taking a tile out onto the reserve, building one
from the reserve, exchanging one, and with the city gates building one with a gate card;
before the street trader moves, never after the final distribution; with Granada and the
combination the rebuild follows their rules.

- **MB1** (EXPANSIONS.md): several may be used in one turn.

Decisions where the rules need a program's answer:

- MB2: the builders dealt at setup are not starting money: each seat is dealt its starting
  money as usual (until it totals 20) and the start player is chosen by the starting money
  alone (the builders are secret). They are dealt from the 16 after the piles' 6 are
  chosen, in seat order, and lie first in the hand.
- MB3: with Ammar El'Schauf, each master builder gives two extra rebuilds, and Ammar's own
  one per turn stays (the compendium names the builder's rebuilds, the characters' table
  "+2 with a master builder").
- MB4: a master builder used as a builder goes face up to the discard pile, like money paid
  ("ablegen"); it comes back as money when the deck is reshuffled.
- MB5: using one is public (a log line names its currency); it shows a hidden card, so the
  turn cannot be restarted back past it (as CC12). Which builders a seat holds stays secret.
- MB6: a master builder is used only while some rebuild is possible (the listing offers it
  then, once per currency: builders of one currency are alike); its rebuilds are used in
  the same turn or lapse when the turn ends.
- MB7: whether a seat could use a builder now is judged on public facts only (its turn,
  after placing, before its trader moves, a rebuild possible, a card in hand:
  :func:`could_use`), so that a front end that ends a turn by itself when nothing is left
  to do does not tell, by ending it or not, whether the hand holds a builder.

``modules_state``: ``master_builders.turn``: {``turn``: the turn, ``left``: extra rebuilds
of the builders used in it still left}, or None.
"""

from __future__ import annotations

import random
from typing import Any

from ..actions import UseMasterBuilder
from ..components import CURRENCIES, Card, register_cards
from ..errors import IllegalAction
from ..events import MasterBuilderUsed
from ..kit import (
    Later,
    with_player,
)
from ..state import GameState
from . import characters as _characters
from . import extra_rebuilds
from . import seam as modules

ROLE = "builder"
VALUE = 3
PER_CURRENCY = 4
#: The 16 master builder cards: money worth 3 with the builder's role.
BUILDERS: tuple[Card, ...] = tuple(
    Card(id=f"builder-{currency}-{copy}", kind="money", currency=currency, value=VALUE,
         role=ROLE)
    for currency in CURRENCIES for copy in range(1, PER_CURRENCY + 1))
BUILDER_IDS: tuple[str, ...] = tuple(card.id for card in BUILDERS)
_BUILDER = frozenset(BUILDER_IDS)
register_cards(BUILDERS)

#: Dealt to each seat at setup.
DEALT = 2
#: (0-based stack, how many) into the money piles 3 and 5; with 6 players pile 5 gets 1.
PILES = ((2, 3), (4, 3))
PILE_5_WITH_SIX = 1
#: Extra rebuilds of one builder, without and with Ammar El'Schauf (MB3).
REBUILDS, WITH_AMMAR = 1, 2

TURN = "master_builders.turn"


def is_builder(card: str) -> bool:
    return card in _BUILDER


def held(state: GameState, seat: int) -> list[str]:
    """The master builders in ``seat``'s hand (secret: its own view only)."""
    return [c for c in state.players[seat].hand if c in _BUILDER]


def rebuilds_left(state: GameState) -> int:
    """The extra rebuilds of the builders used in the current turn still left."""
    data = state.modules_state.get(TURN)
    if not data or data["turn"] != state.flow.turn:
        return 0
    return data["left"]


def _per_builder(state: GameState, seat: int) -> int:
    """MB3: two with Ammar El'Schauf, else one."""
    if _characters.Characters.name in state.options.modules and \
            _characters.owner(state, _characters.AMMAR) == seat:
        return WITH_AMMAR
    return REBUILDS


def could_use(state: GameState, seat: int) -> bool:
    """MB7: whether ``seat`` could use a master builder now if it held one, by public facts
    only (never by its hand's cards: only that it holds some)."""
    return MasterBuilders.name in state.options.modules and state.flow.phase == "placing" \
        and seat == state.flow.active_seat and not state.flow.window_seats \
        and bool(state.players[seat].hand) \
        and extra_rebuilds.timing_problem(state, seat) is None \
        and extra_rebuilds.any_rebuild(state, seat)


class BuilderRebuilds(extra_rebuilds.Source):
    """The extra rebuilds of the master builders used this turn."""

    def left(self, state: GameState, seat: int) -> int:
        return rebuilds_left(state) if seat == state.flow.active_seat else 0

    def spend(self, state: GameState, seat: int) -> tuple[GameState, list]:
        data = {"turn": state.flow.turn, "left": rebuilds_left(state) - 1}
        return state.model_copy(update={"modules_state": {**state.modules_state,
                                                          TURN: data}}), []

    def refusal(self, state: GameState, seat: int) -> Exception | None:
        data = state.modules_state.get(TURN)
        if data and data["turn"] == state.flow.turn:
            return IllegalAction("the extra rebuilds of your master builders are used up: "
                                 "discard another for one more",
                                 "engine-builders-used-up")
        if held(state, seat):
            return IllegalAction("discard a master builder first: it gives the extra rebuild",
                                 "engine-builders-use-first")
        return None


def _use(state: GameState, seat: int, action: UseMasterBuilder):
    if action.card not in _BUILDER:
        raise IllegalAction(f"{action.card} is not a master builder", "engine-builders-not-one",
                            card=action.card)
    hand = list(state.players[seat].hand)
    if action.card not in hand:
        raise IllegalAction("you do not hold that master builder", "engine-builders-not-held",
                            card=action.card)
    problem = extra_rebuilds.timing_problem(state, seat)
    if problem is not None:
        raise problem
    if not extra_rebuilds.any_rebuild(state, seat):  # MB6
        raise IllegalAction("no rebuild is possible in your Alhambra now",
                            "engine-builders-no-rebuild")
    hand.remove(action.card)
    gained = _per_builder(state, seat)
    data = {"turn": state.flow.turn, "left": rebuilds_left(state) + gained}
    state = with_player(state, seat, hand=tuple(hand))
    state = state.model_copy(update={
        "discard": state.discard + (action.card,),  # MB4
        "modules_state": {**state.modules_state, TURN: data},
        "turn_start": None})  # MB5: a hidden card was shown
    return state, [MasterBuilderUsed(seat=seat, card=action.card, rebuilds=gained)]


class MasterBuilders(modules.Module):
    name = "master_builders"
    title = "Master builders"
    description = ("Secret master builder cards worth 3: pay with one like money, or discard "
                   "it after placing your tiles for one more rebuild.")
    extra_cards = BUILDER_IDS
    handlers = {**extra_rebuilds.HANDLERS, "use_master_builder": _use}
    wraps_handlers = True
    rebuilds = BuilderRebuilds()
    phase_actions = {"placing": extra_rebuilds.PLACING_KINDS | {"use_master_builder"}}

    def deck_cards(self, rng: random.Random) -> list[tuple[int, str]]:
        """Three into pile 3 and three into pile 5 (with 6 players ``setup`` deals two of
        pile 5's)."""
        chosen = rng.sample(BUILDER_IDS, sum(n for _, n in PILES))
        return [(stack, card) for (stack, n), start in zip(PILES, (0, PILES[0][1]), strict=True)
                for card in chosen[start:start + n]]

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        """Two to each seat (MB2: first in the hand); the rest out of the game."""
        in_deck = [c for c in state.deck if c in _BUILDER]
        rest = [c for c in BUILDER_IDS if c not in in_deck]
        rng.shuffle(rest)
        deck = state.deck
        if len(state.players) == 6:  # pile 5 keeps 1: the last of the deck's go to hands
            moved = in_deck[len(in_deck) - (PILES[1][1] - PILE_5_WITH_SIX):]
            deck = tuple(c for c in deck if c not in moved)
            rest = moved + rest
        players = []
        for player in state.players:
            dealt, rest = tuple(rest[:DEALT]), rest[DEALT:]
            players.append(player.model_copy(update={"hand": dealt + player.hand}))
        return state.model_copy(update={
            "players": tuple(players), "deck": deck,
            "out_of_game": state.out_of_game + tuple(rest),
            "modules_state": {**state.modules_state, TURN: None}})

    def finishing_groups(self, state: GameState, seat: int):
        groups = extra_rebuilds.groups(state, seat, self.name)
        if state.flow.phase == "placing" and seat == state.flow.active_seat:
            mine = {}
            for card in held(state, seat):  # MB6: builders of one currency are alike
                mine.setdefault(card.rsplit("-", 1)[0], card)
            if mine and extra_rebuilds.timing_problem(state, seat) is None:
                uses = [UseMasterBuilder(card=c) for c in mine.values()]
                # MB6: only while some rebuild is possible (worked out when asked)
                groups.append(("use_master_builder", Later(
                    lambda: uses if extra_rebuilds.any_rebuild(state, seat) else [],
                    lambda: extra_rebuilds.any_rebuild(state, seat))))
        return groups

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """Public: the extra rebuilds of the builders used this turn still left."""
        return {"rebuilds_left": rebuilds_left(state)}

    def problems(self, state: GameState) -> list[str]:
        found = []
        data = state.modules_state.get(TURN)
        if data is not None and (not isinstance(data, dict) or set(data) != {"turn", "left"}
                                 or data["left"] < 0):
            found.append(f"the master builders' turn record is broken: {data!r}")
        stray = [c for c in state.market if c in _BUILDER]
        if stray:
            found.append(f"master builders in the market: {stray}")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = MasterBuilders()
