"""The base game's actions and what every action shares: the base class, the text form
of a cell. The rule modules' actions are in the files of their names beside this one."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict


class ActionBase(BaseModel):
    """Every action: a frozen pydantic model, nothing more than its fields."""

    model_config = ConfigDict(frozen=True, extra="forbid")


class TakeMoney(ActionBase):
    """Geld nehmen: one card of any value, or several totalling at most 5."""

    kind: Literal["take_money"] = "take_money"
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return "take " + " ".join(self.cards)


class Buy(ActionBase):
    """Gebäudeplättchen kaufen: pay the tile in ``slot``'s currency with these cards."""

    kind: Literal["buy"] = "buy"
    slot: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"buy {self.slot} with " + " ".join(self.cards)


class Place(ActionBase):
    """Build a tile bought this turn into the Alhambra at ``(x, y)``."""

    kind: Literal["place"] = "place"
    tile: str
    x: int
    y: int

    def __str__(self) -> str:
        return f"place {self.tile} at {self.x},{self.y}"


class Reserve(ActionBase):
    """Put a tile bought this turn on the reserve (Reservefeld). Granada: ``tile`` may name
    either face of it; that face shows on the reserve (free)."""

    kind: Literal["reserve"] = "reserve"
    tile: str

    def __str__(self) -> str:
        return f"reserve {self.tile}"


class RebuildPlace(ActionBase):
    """Umbau: build a tile from the reserve into the Alhambra."""

    kind: Literal["rebuild_place"] = "rebuild_place"
    tile: str
    x: int
    y: int

    def __str__(self) -> str:
        return f"rebuild place {self.tile} at {self.x},{self.y}"


class RebuildRemove(ActionBase):
    """Umbau: take the tile at ``(x, y)`` out of the Alhambra onto the reserve."""

    kind: Literal["rebuild_remove"] = "rebuild_remove"
    x: int
    y: int

    def __str__(self) -> str:
        return f"rebuild remove {self.x},{self.y}"


class RebuildExchange(ActionBase):
    """Umbau: swap a reserve tile with the built tile at exactly ``(x, y)``."""

    kind: Literal["rebuild_exchange"] = "rebuild_exchange"
    tile: str
    x: int
    y: int

    def __str__(self) -> str:
        return f"rebuild exchange {self.tile} at {self.x},{self.y}"


class PassWindow(ActionBase):
    """The window between two turns (:mod:`.window`): let this chance go, for everything
    the seat could do there now (use its vizier, play thieves)."""

    kind: Literal["pass_window"] = "pass_window"

    def __str__(self) -> str:
        return "pass"


class RestartTurn(ActionBase):
    """Undo: roll back everything done this turn (nothing hidden was revealed yet)."""

    kind: Literal["restart_turn"] = "restart_turn"

    def __str__(self) -> str:
        return "restart turn"


class EndTurn(ActionBase):
    """Confirm the turn once every bought tile is placed, reserved (or given to Dirk)."""

    kind: Literal["end_turn"] = "end_turn"

    def __str__(self) -> str:
        return "end turn"


class RetireSeat(ActionBase):
    """The seat leaves the running game (the bot applies it after the others voted it out).

    Allowed at any time while the game runs, on any seat's turn. The seat keeps its
    Alhambra, reserve, hand and score (its buildings still count in every scoring round)
    but never acts again: turns skip it. If it was its turn, the unfinished turn is rolled
    back and play passes on. Never listed among the legal actions.
    """

    kind: Literal["retire_seat"] = "retire_seat"

    def __str__(self) -> str:
        return "retire seat"


def coords(text: str) -> tuple[int, int]:
    """A cell from its text form ``x,y``."""
    x, y = text.split(",")
    return int(x), int(y)


def parse(words: list[str]) -> ActionBase | None:
    """A base game's action from the words of its text form (None: not one of these)."""
    match words:
        case ["take", *cards] if cards:
            return TakeMoney(cards=tuple(cards))
        case ["buy", slot, "with", *cards] if cards:
            return Buy(slot=slot, cards=tuple(cards))
        case ["place", tile, "at", cell]:
            return Place(tile=tile, x=coords(cell)[0], y=coords(cell)[1])
        case ["reserve", tile]:
            return Reserve(tile=tile)
        case ["rebuild", "place", tile, "at", cell]:
            return RebuildPlace(tile=tile, x=coords(cell)[0], y=coords(cell)[1])
        case ["rebuild", "remove", cell]:
            return RebuildRemove(x=coords(cell)[0], y=coords(cell)[1])
        case ["rebuild", "exchange", tile, "at", cell]:
            return RebuildExchange(tile=tile, x=coords(cell)[0], y=coords(cell)[1])
        case ["pass"]:
            return PassWindow()
        case ["restart", "turn"]:
            return RestartTurn()
        case ["end", "turn"]:
            return EndTurn()
        case ["retire", "seat"]:
            return RetireSeat()
    return None
