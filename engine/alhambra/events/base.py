"""The base game's events (and the one window between two turns'), what every event shares,
and the record of a scoring round. The rule modules' events are in the files of their names
beside this one."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict


class EventBase(BaseModel):
    """Every event: a frozen pydantic model naming only what the whole table sees."""

    model_config = ConfigDict(frozen=True)


class MoneyTaken(EventBase):
    kind: Literal["money_taken"] = "money_taken"
    seat: int
    cards: tuple[str, ...]


class TileBought(EventBase):
    kind: Literal["tile_bought"] = "tile_bought"
    seat: int
    slot: str
    tile: str
    cards: tuple[str, ...]
    exact: bool
    #: The second tile of the slot was bought (the combination's Granada tile).
    second: bool = False


class TilePlaced(EventBase):
    kind: Literal["tile_placed"] = "tile_placed"
    seat: int
    tile: str
    x: int
    y: int


class TileReserved(EventBase):
    kind: Literal["tile_reserved"] = "tile_reserved"
    seat: int
    tile: str
    #: Granada: the tile went to the reserve with its other side up (free, rule book p. 9).
    turned: bool = False


class Rebuilt(EventBase):
    """An Umbau: ``into`` came into the Alhambra at (x, y), ``out`` went to the reserve."""

    kind: Literal["rebuilt"] = "rebuilt"
    seat: int
    x: int
    y: int
    into: str | None = None
    out: str | None = None


class TurnRestarted(EventBase):
    kind: Literal["turn_restarted"] = "turn_restarted"
    seat: int


class SeatRetired(EventBase):
    """The seat left the game: it keeps its Alhambra and score and takes no more turns."""

    kind: Literal["seat_retired"] = "seat_retired"
    seat: int


class TurnEnded(EventBase):
    kind: Literal["turn_ended"] = "turn_ended"
    seat: int
    next_seat: int | None


class MoneyRevealed(EventBase):
    """Cards laid into the money display while refilling it."""

    kind: Literal["money_revealed"] = "money_revealed"
    cards: tuple[str, ...]


class DeckReshuffled(EventBase):
    kind: Literal["deck_reshuffled"] = "deck_reshuffled"
    cards: int


class MarketRefilled(EventBase):
    kind: Literal["market_refilled"] = "market_refilled"
    tiles: dict[str, str]


class ScoringRound(EventBase):
    """A scoring round: ``points[seat][building]`` and ``walls[seat]`` as paid out."""

    kind: Literal["scoring_round"] = "scoring_round"
    round: int
    record: ScoringRecord


class FinalTilesAwarded(EventBase):
    """End of the game: each left-over market tile goes to the most money in its currency."""

    kind: Literal["final_tiles_awarded"] = "final_tiles_awarded"
    awards: dict[str, int | None]
    tiles: dict[str, str]
    #: The combination: the second (Granada) tile left in a slot, which goes to the same
    #: receiver as the slot's first tile (currency -> tile).
    second_tiles: dict[str, str] = {}


class FinalTileGiven(EventBase):
    """End of a Granada game: one left-over tile is handed to ``seat``, who builds it at once
    (or declines) before the next is handed out (rule book p. 10)."""

    kind: Literal["final_tile_given"] = "final_tile_given"
    seat: int
    slot: str
    tile: str


class VizierWindowOpened(EventBase):
    """The window between two turns (:mod:`.window`; named for the vizier, its first
    user): these seats, in priority order, may act out of turn: use their vizier (face up,
    and a market tile payable exactly) or play thieves."""

    kind: Literal["vizier_window_opened"] = "vizier_window_opened"
    seats: tuple[int, ...]


class VizierPassed(EventBase):
    """``seat`` passed in the window between two turns (vizier and thieves alike). Kept for
    stored logs: a pass is now told as :class:`WindowAnswered`."""

    kind: Literal["vizier_passed"] = "vizier_passed"
    seat: int


class VizierWaiting(EventBase):
    """``seat`` wants to act in the window (use its vizier, play a thief) but must wait for
    seats with priority to decide (what it does stays hidden until then). Kept for stored
    logs: it told the table that the seat could act; now told as :class:`WindowAnswered`."""

    kind: Literal["vizier_waiting"] = "vizier_waiting"
    seat: int


class WindowAnswered(EventBase):
    """``seat`` answered in the window between two turns: a pass, or an act (a vizier's
    purchase, a theft) that waits for seats with priority. The two look alike to the
    table (:mod:`.window`, WS1): which it was shows only when an act takes effect."""

    kind: Literal["window_answered"] = "window_answered"
    seat: int


class VizierWindowClosed(EventBase):
    """The window between two turns is over: the turn that began goes on."""

    kind: Literal["vizier_window_closed"] = "vizier_window_closed"


class GameEnded(EventBase):
    kind: Literal["game_ended"] = "game_ended"
    scores: tuple[int, ...]
    winners: tuple[int, ...]


class ScoringRecord(BaseModel):
    """The arithmetic of one scoring round, kept for the scoring table and the score chart.

    ``counts[b][i]`` and ``points[b][i]``: participant ``i``'s tiles of building ``b`` and
    the points paid for them; participants are the seats, then Dirk when he plays.
    ``walls[i]`` is seat ``i``'s longest outer wall (Granada: its longest moat). ``totals``
    are the seats' scores after.

    Filled only where a rule set or module uses them (empty in the base game):
    ``visible[b]``: the number of tiles of ``b`` in all cities, which Granada's multipliers
    multiply; ``best_prices[b][i]``: participant ``i``'s highest price of ``b`` (0: none),
    which breaks Granada's ties; ``extra[term][seat]``: points of a module's extra scoring
    term; ``added[module][b][i]``: how many of participant ``i``'s ``counts[b]`` a module
    added (bonus cards, building yards), already included in ``counts``.
    """

    model_config = ConfigDict(frozen=True)

    round: int
    counts: dict[str, tuple[int, ...]]
    points: dict[str, tuple[int, ...]]
    walls: tuple[int, ...]
    totals: tuple[int, ...]
    visible: dict[str, int] = {}
    best_prices: dict[str, tuple[int, ...]] = {}
    extra: dict[str, tuple[int, ...]] = {}
    added: dict[str, dict[str, tuple[int, ...]]] = {}
    #: ``halves[module][b][i]``: 1 where a module made participant ``i``'s count of ``b``
    #: half a building more than ``counts[b][i]`` (Hakim Wahid of the characters: it wins a
    #: tie, never beats one building more); not included in ``counts``.
    halves: dict[str, dict[str, tuple[int, ...]]] = {}
    #: The building types in the order of the scoring table's rows this round, when a
    #: module pays them by other rows than their own (the new scoring tiles: the type in
    #: ``rows[s]`` was paid like row s + 1); empty: each type by its own row.
    rows: tuple[str, ...] = ()
