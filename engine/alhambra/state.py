"""The whole game as one pydantic model, hidden parts included.

Game data (players, market, money display, deck, bag, Dirk) is kept apart from the turn
flow (:class:`Flow`). Everything is immutable: tuples and frozen models, so ``apply`` builds
new states and an old one can never change under a caller. The bag and the money deck are
stored in draw order (index 0 is drawn next) and every later shuffle is seeded from
``seed`` and a counter, so the same seed and actions always give the same game.

Room for the modules (every field added for them has a default, so a game stored before
they existed still reads, and the base game leaves them at their defaults):

- ``PlayerState.alhambra`` is the player's building *plane*: every built tile of every
  city the player builds, each ``(x, y, face id)``. ``PlayerState.cities`` names the start
  cell of each city on that plane when a rule set has more than one (the Alhambra + Granada
  combination builds both cities side by side, wall against moat, in one plane).
- ``GameState.second_market``: a second tile per market slot (the combination's Granada
  tile beside the Alhambra tile); empty while each slot holds one tile.
- ``GameState.modules_state``: small per-module data by key (Granada's black marker), JSON
  values only (lists, not tuples) so a stored game reads back equal.
- ``Flow.window_seats``: seats that may act out of turn right now (a window such as the
  vizier's between turns), with the actions the active modules allow them.
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, JsonValue

from .components import CARDS, CURRENCIES, TILES, Tile
from .events import ScoringRecord
from .placement import Coord

#: A built tile: (x, y, tile id), in the order the tiles were built. For a two-faced tile the
#: id names the face that shows (see :mod:`.components`).
Built = tuple[int, int, str]


_set = object.__setattr__
_new = object.__new__


_ALL_SET: dict[type, frozenset[str]] = {}


def _all_fields_set(model: type[BaseModel]) -> frozenset[str]:
    found = _ALL_SET[model] = frozenset(model.model_fields)
    return found


class _Frozen(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False):
        """pydantic's ``model_copy`` (a shallow copy, ``update`` applied without validation),
        done directly: these models hold no extra or private attributes, and ``apply``
        copies several of them for every action, which made copying the engine's largest
        single cost."""
        if deep:
            return super().model_copy(update=update, deep=True)
        model = self.__class__
        copied = _new(model)
        _set(copied, "__dict__", {**self.__dict__, **update} if update else self.__dict__.copy())
        # every field counts as set: nothing here dumps with ``exclude_unset``, and one
        # shared set spares building a new one per copy
        _set(copied, "__pydantic_fields_set__", _ALL_SET.get(model) or _all_fields_set(model))
        _set(copied, "__pydantic_extra__", None)
        _set(copied, "__pydantic_private__", None)
        return copied


class GameOptions(_Frozen):
    """Choices made when the game is created. ``modules`` switches on rule modules."""

    modules: tuple[str, ...] = ()


class PlayerState(_Frozen):
    name: str
    hand: tuple[str, ...] = ()
    alhambra: tuple[Built, ...] = ((0, 0, "fountain"),)
    reserve: tuple[str, ...] = ()
    #: Tiles bought (or awarded at the end) this turn, waiting beside the Alhambra.
    bought: tuple[str, ...] = ()
    score: int = 0
    #: ``(city, x, y)``: the start cell of each city on the plane ``alhambra``, for rule sets
    #: in which a player builds more than one city (the combination: ``("granada", x, y)``
    #: once the first Granada tile is built). Empty (every rule set so far): one city,
    #: started at (0, 0) on the rule set's start tile.
    cities: tuple[tuple[str, int, int], ...] = ()

    @property
    def grid(self) -> dict[Coord, Tile]:
        return grid_of(self.alhambra)

    def money_in(self, currency: str) -> int:
        return sum(CARDS[c].value for c in self.hand if CARDS[c].currency == currency)


@lru_cache(maxsize=256)
def _grid(alhambra: tuple[Built, ...]) -> dict[Coord, Tile]:
    return {(x, y): TILES[tile] for x, y, tile in alhambra}


def grid_of(alhambra: tuple[Built, ...]) -> dict[Coord, Tile]:
    """The Alhambra as a grid (a fresh dict: callers may change it freely)."""
    return dict(_grid(alhambra))


Phase = Literal["action", "placing", "final_placing", "over"]


class Flow(_Frozen):
    """Whose turn it is and where in the turn they are.

    ``action``: choose take money / buy / rebuild (again after an exact payment).
    ``placing``: place, reserve (or give to Dirk) what was bought, then end the turn.
    ``final_placing``: the end of the game, left-over market tiles are being built by the
    seats in ``final_queue``. ``over``: the game has ended.
    """

    phase: Phase = "action"
    active_seat: int | None = 0
    turn: int = 1
    #: Actions (take / buy / rebuild) used this turn.
    actions: int = 0
    #: The last action was a buy paid exactly: the seat acts again.
    extra_action: bool = False
    #: Seats that still have to build their end-of-game tiles, in order.
    final_queue: tuple[int, ...] = ()
    #: Seats that may act out of turn now (besides ``active_seat``), e.g. in a window between
    #: two turns; which actions they may take is up to the active modules
    #: (``Module.window_actions``). Empty: only the active seat acts.
    window_seats: tuple[int, ...] = ()


class GameState(_Frozen):
    seed: int
    options: GameOptions = GameOptions()
    players: tuple[PlayerState, ...]
    #: Market (Bauhof): one tile id (or None) per currency, in slot order. A two-faced
    #: tile is named by the face that shows.
    market: tuple[str | None, ...] = (None,) * len(CURRENCIES)
    #: A second tile per slot, in slot order, where a rule set lays out two (the
    #: combination); empty while each slot holds one tile.
    second_market: tuple[str | None, ...] = ()
    #: The face-up money cards (at most four).
    display: tuple[str, ...] = ()
    deck: tuple[str, ...] = ()
    discard: tuple[str, ...] = ()
    #: Physical tiles in draw order (a two-faced tile shows no face while in the bag).
    bag: tuple[str, ...] = ()
    #: Cards out of the game (the 36 removed for two players, used scoring cards).
    out_of_game: tuple[str, ...] = ()
    #: Two players: the imaginary third player's tiles (None when Dirk does not play).
    dirk: tuple[str, ...] | None = None
    reshuffles: int = 0
    scorings: tuple[ScoringRecord, ...] = ()
    #: Seats that left the game (voted out): they keep their Alhambra and score but take
    #: no more turns, and left-over market tiles at the end are not awarded to them.
    retired: tuple[int, ...] = ()
    #: Number of actions applied since the start (every accepted action adds one).
    moves: int = 0
    #: Per-module game data by key, e.g. ``{"granada.marker": "odd"}`` (JSON values only).
    modules_state: dict[str, JsonValue] = {}
    flow: Flow = Flow()
    #: The state when the current turn began, for "restart turn" (undo).
    turn_start: GameState | None = None

    @property
    def active_seat(self) -> int | None:
        return self.flow.active_seat

    @property
    def active_seats(self) -> tuple[int, ...]:
        """The seats the game waits for: those of an open window (``Flow.window_seats``),
        else the active seat."""
        if self.flow.phase == "over":
            return ()
        if self.flow.window_seats:
            return tuple(sorted(self.flow.window_seats))
        return () if self.flow.active_seat is None else (self.flow.active_seat,)

    @property
    def is_over(self) -> bool:
        return self.flow.phase == "over"

    @property
    def playing_seats(self) -> tuple[int, ...]:
        """Seats still taking turns (every seat that has not retired)."""
        return tuple(s for s in range(len(self.players)) if s not in self.retired)

    @property
    def scores(self) -> list[int]:
        return [p.score for p in self.players]

    @property
    def winners(self) -> list[int]:
        """Seats with the most points once the game is over (ties share the victory)."""
        if not self.is_over:
            return []
        best = max(self.scores)
        return [seat for seat, score in enumerate(self.scores) if score == best]

    def market_slot(self, currency: str) -> int:
        return CURRENCIES.index(currency)


GameState.model_rebuild()
