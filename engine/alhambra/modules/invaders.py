"""Expansion 4, "Die Schatzkammer des Kalifen": the invaders and their scouts (Angreifer,
Kundschafter; shared/EXPANSIONS.md "IN Invaders and scouts", compendium §15 and the setup,
turn and scoring lists). Module name ``invaders``; the base game only (X1), also with two
players (Dirk).

- Material: 4 invader cards, one per direction (``invader-N``, ``invader-E``,
  ``invader-S``, ``invader-W``), and 6 scout cards, one per building colour
  (``scout-<building>``) [PK4, SF4].
- Setup: both decks are shuffled face down; the top 2 scouts are turned up ("Die
  Kundschafterkarten werden gemischt und die beiden obersten davon aufgedeckt").
- Turn: "Passt das passend bezahlte Gebäude zu einer offenen Kundschafterkarte, bekommt er
  den Kundschafter und darf sich damit die oberste Karte des Stapels mit den Angriffskarten
  anschauen": the first player to buy a building of a face-up scout's colour with an exact
  payment takes that scout and secretly looks at the top invader card. Every exact purchase
  counts, however it was paid: the vizier's (always exact, C §1), Abdul Karim's (counts as
  exact, C §7) and payments with exchange offices, diamonds or change (C §3, §6, §12, §15).
  The one place they all pass through is the :class:`~.events.TileBought` event with
  ``exact``: the module reads it after every action (``after_action``), so no kind of
  purchase needs a hook of its own. Only buildings have a colour: a camp never earns a scout.
- Scoring, step 4 of EXPANSIONS §0.4 (after majorities, the other terms and, in round 3,
  the bazaars): the top invader card is revealed. Each player loses r points (r = the round)
  for every side of a tile facing the card's direction that has no wall and borders an empty
  cell; in round 3 also 1 point for every such side facing either neighbouring direction
  (card N: the E and W sides). Walls are the walls as they stand (printed, and the wooden
  walls of the wall cards, :mod:`.edges`). The card and the scouts not taken then leave the
  game; after rounds 1 and 2 two new scouts are turned up. Dirk is exempt [APP].

Shared defaults (shared/EXPANSIONS.md):

- IN1: every tile counts (the fountain, building yards, and what later modules build);
  camps do not, and fill their cells (a side facing a camp is not open).
- IN2: a player's total never drops below 0: the penalty is at most the points the player
  holds after the round's gains (:meth:`Invaders.scoring_penalties`).
- IN3: a building site never earns a scout: buying or completing one is no ``TileBought``
  (:mod:`.building_sites`, BS8). An unfinished site counts as a tile for the attack (BS3).

Decisions of this engine, where the sources are silent:

- IN4: a taken scout stays face up with its holder (everyone sees who holds which) until
  the next scoring; then it leaves the game with the revealed card and the unused scouts.
  Its knowledge is spent: the next top card is unknown to everyone.
- IN5: what was seen cannot be unseen: restarting the turn gives the scout back with the
  purchase (the display shows it again), but the seat keeps seeing the card it looked at
  (``kept_on_restart``).
- IN6: a seat that buys several buildings of face-up scouts' colours exactly in one turn
  takes each of those scouts (one per purchase; both scouts of a round may go to one seat).

Hidden information: the order of both decks; the top invader card is seen only by the seats
that looked at it (``seen`` in their own view, the panel and the hand picture), never in the
public view, an event or another seat's view. Taking a scout is public
(:class:`~.events.ScoutTaken`, without the card).
"""

from __future__ import annotations

import random
from collections.abc import Mapping

from ..components import BUILDINGS, SIDES, STEP, TILES, Tile
from ..events import InvadersAttacked, ScoutsTurnedUp, ScoutTaken
from ..kit import (
    Coord,
    edges_of,
    effective_grid,
)
from ..state import GameState, grid_of
from . import seam as modules
from .camps import is_camp

NAME = "invaders"
INVADERS: tuple[str, ...] = tuple(f"invader-{side}" for side in SIDES)
SCOUTS: tuple[str, ...] = tuple(f"scout-{building}" for building in BUILDINGS)
FACE_UP = 2

#: modules_state keys
DECK = "invaders.deck"  # invader cards, top first (secret)
HIDDEN = "invaders.scouts"  # face-down scouts, top first (secret)
UP = "invaders.up"  # face-up scouts waiting to be earned
HELD = "invaders.held"  # [seat, scout] taken since the last scoring (IN4)
SEEN = "invaders.seen"  # seats that looked at the current top card (private to each)
REVEALED = "invaders.revealed"  # [round, card, [[seat, x, y, side, points], ...]]
GONE = "invaders.gone"  # scouts out of the game

#: The two directions beside each direction (round 3).
BESIDE: dict[str, tuple[str, str]] = {"N": ("E", "W"), "E": ("N", "S"), "S": ("E", "W"),
                                      "W": ("N", "S")}

#: (x, y, side, points): one open side and what it costs.
OpenSide = tuple[int, int, str, int]


def direction(card: str) -> str:
    """``invader-N`` -> ``N``."""
    return card.rsplit("-", 1)[1]


def scout_building(scout: str) -> str:
    """``scout-garden`` -> ``garden``."""
    return scout.split("-", 1)[1]


def penalties_per_side(card_direction: str, round_number: int) -> dict[str, int]:
    """Side -> the points each open side facing that way costs in this round."""
    costs = {card_direction: round_number}
    if round_number >= 3:
        costs.update({side: 1 for side in BESIDE[card_direction]})
    return costs


def open_sides(grid: Mapping[Coord, Tile], card_direction: str,
               round_number: int) -> list[OpenSide]:
    """Every side that loses points on ``grid`` (walls as they stand), in a stable order:
    facing a costly direction, without a wall, bordering an empty cell (IN1: camps neither
    lose nor leave their cells empty)."""
    costs = penalties_per_side(card_direction, round_number)
    found = []
    for (x, y), tile in sorted(grid.items()):
        if is_camp(tile) or tile.building == "portal":  # IN1: portals neither
            continue
        for side in SIDES:
            points = costs.get(side)
            if points is None or side in tile.walls:
                continue
            dx, dy = STEP[side]
            if (x + dx, y + dy) not in grid:
                found.append((x, y, side, points))
    return found


def seat_open_sides(state: GameState, seat: int, card_direction: str,
                    round_number: int) -> list[OpenSide]:
    """``seat``'s open sides, with its wooden walls (the wall cards)."""
    grid = grid_of(state.players[seat].alhambra)
    edges = edges_of(state, seat)
    if edges is not None:
        grid = effective_grid(grid, edges)
    return open_sides(grid, card_direction, round_number)


def _list(state: GameState, key: str) -> list:
    return list(state.modules_state.get(key) or ())


def face_up(state: GameState) -> list[str]:
    """The scouts lying face up, waiting for an exact purchase of their colour."""
    return _list(state, UP)


def held(state: GameState) -> list[tuple[int, str]]:
    """(seat, scout) of each scout taken since the last scoring (public, IN4)."""
    return [(int(seat), str(scout)) for seat, scout in _list(state, HELD)]


def top_card(state: GameState) -> str | None:
    deck = _list(state, DECK)
    return deck[0] if deck else None


def knows_top(state: GameState, seat: int) -> bool:
    """Whether ``seat`` has looked at the current top invader card."""
    return seat in _list(state, SEEN) and top_card(state) is not None


def revealed(state: GameState) -> list[tuple[int, str, list]]:
    """(round, card, open sides) of each revealed invader card (public)."""
    return [(int(r), str(c), list(sides)) for r, c, sides in _list(state, REVEALED)]


def _with(state: GameState, **changes) -> GameState:
    data = dict(state.modules_state)
    data.update(changes)
    return state.model_copy(update={"modules_state": data})


def _turn_up(hidden: list[str], up: list[str]) -> tuple[list[str], list[str]]:
    wanted = max(0, FACE_UP - len(up))
    return hidden[wanted:], up + hidden[:wanted]


def _take_scouts(state: GameState, events: list) -> GameState:
    """Every exact purchase of this action of a building whose scout lies face up takes it
    (IN6: one scout per purchase, in the order bought)."""
    up = face_up(state)
    if not up:
        return state
    taken = []
    for event in list(events):
        if event.kind != "tile_bought" or not event.exact:
            continue
        tile = TILES.get(event.tile)
        scout = f"scout-{tile.building}" if tile is not None else None
        if scout in up:
            up.remove(scout)
            taken.append((event.seat, scout))
    if not taken:
        return state
    holders = _list(state, HELD)
    seen = _list(state, SEEN)
    for seat, scout in taken:
        holders.append([seat, scout])
        if seat not in seen:
            seen.append(seat)
        events.append(ScoutTaken(seat=seat, scout=scout))
    return _with(state, **{UP: up, HELD: holders, SEEN: sorted(seen)})


class Invaders(modules.Module):
    name = NAME
    title = "Invaders and scouts"
    description = ("Pay a building of a face-up scout's colour exactly to see where the next "
                   "invaders come from; at each scoring, open sides facing them lose points.")
    rule_sets = ("alhambra",)
    penalty_step = 4

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        deck, scouts = list(INVADERS), list(SCOUTS)
        rng.shuffle(deck)
        rng.shuffle(scouts)
        hidden, up = _turn_up(scouts, [])
        return _with(state, **{DECK: deck, HIDDEN: hidden, UP: up, HELD: [], SEEN: [],
                               REVEALED: [], GONE: []})

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        return _take_scouts(state, events)

    def kept_on_restart(self, state: GameState, restored: GameState) -> GameState:
        """IN5: the seats that looked at the top card keep knowing it."""
        seen = sorted(set(_list(state, SEEN)) | set(_list(restored, SEEN)))
        if top_card(state) != top_card(restored) or seen == _list(restored, SEEN):
            return restored
        return _with(restored, **{SEEN: seen})

    def scoring_penalties(self, state: GameState, round_number: int,
                          totals: tuple[int, ...]) -> dict[str, tuple[int, ...]]:
        """Step 4: the top card's penalty of each seat, at most its total (IN2)."""
        card = top_card(state)
        if card is None:
            return {}
        lost = []
        for seat, total in enumerate(totals):
            sides = seat_open_sides(state, seat, direction(card), round_number)
            lost.append(-min(max(total, 0), sum(points for *_, points in sides)))
        return {NAME: tuple(lost)}

    def after_scoring(self, state: GameState, round_number: int) -> tuple[GameState, list]:
        """The card is revealed and leaves the game with every scout of the round (IN4);
        after rounds 1 and 2 two new scouts turn up."""
        deck = _list(state, DECK)
        if not deck:
            return state, []
        card, deck = deck[0], deck[1:]
        sides = {seat: seat_open_sides(state, seat, direction(card), round_number)
                 for seat in range(len(state.players))}
        lost = tuple(-state.scorings[-1].extra.get(NAME, (0,) * len(state.players))[seat]
                     for seat in range(len(state.players)))
        shown = [[seat, x, y, side, points] for seat, found in sides.items()
                 for x, y, side, points in found]
        gone = _list(state, GONE) + face_up(state) + [scout for _, scout in held(state)]
        hidden, up = _list(state, HIDDEN), []
        if round_number < 3:
            hidden, up = _turn_up(hidden, up)
        state = _with(state, **{DECK: deck, HIDDEN: hidden, UP: up, HELD: [], SEEN: [],
                               GONE: gone,
                               REVEALED: _list(state, REVEALED) + [[round_number, card, shown]]})
        events: list = [InvadersAttacked(round=round_number, card=card, lost=lost)]
        if up:
            events.append(ScoutsTurnedUp(scouts=tuple(up)))
        return state, events

    def view_fields(self, state: GameState, seat: int | None) -> dict:
        """Public: the face-up scouts, who holds which, how many cards are left face down,
        the revealed cards with their open sides; a seat that looked also sees the top card
        (``seen``)."""
        fields = {
            "scouts": face_up(state),
            "held": [[s, scout] for s, scout in held(state)],
            "scouts_left": len(_list(state, HIDDEN)),
            "invaders_left": len(_list(state, DECK)),
            "revealed": [[r, card, sides] for r, card, sides in revealed(state)],
        }
        if seat is not None and knows_top(state, seat):
            fields["seen"] = top_card(state)
        return fields

    def problems(self, state: GameState) -> list[str]:
        found = []
        data = state.modules_state
        keys = (DECK, HIDDEN, UP, HELD, SEEN, REVEALED, GONE)
        if not all(isinstance(data.get(k), list) for k in keys):
            return [f"the invaders are not set up: {[data.get(k) for k in keys]}"]
        cards = _list(state, DECK) + [card for _, card, _ in revealed(state)]
        if sorted(cards) != sorted(INVADERS):
            found.append(f"the invader cards are {cards}, not one of each direction")
        scouts = (_list(state, HIDDEN) + face_up(state) + [s for _, s in held(state)]
                  + _list(state, GONE))
        if sorted(scouts) != sorted(SCOUTS):
            found.append(f"the scouts are {scouts}, not one of each colour")
        if len(face_up(state)) > FACE_UP:
            found.append(f"more than {FACE_UP} scouts lie face up: {face_up(state)}")
        seats = range(len(state.players))
        if any(seat not in seats for seat, _ in held(state)) or \
                any(seat not in seats for seat in _list(state, SEEN)):
            found.append(f"scouts held by seats that do not play: {held(state)}")
        if not {seat for seat, _ in held(state)} <= set(_list(state, SEEN)):
            found.append("a seat holds a scout but has not seen the top card")
        if len(revealed(state)) != len(state.scorings):
            found.append(f"{len(revealed(state))} invader cards revealed after "
                         f"{len(state.scorings)} scorings")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = Invaders()
