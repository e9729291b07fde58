"""Everything a seat can do, as frozen pydantic models in one discriminated union.

Each action has a short text form (``str(action)``) used in game logs and typed commands;
:func:`parse_action` reads it back. Dice are named by colour and value (two dice of one
colour showing the same value are interchangeable), a cell by its yellow and blue value.

Every action may carry the ``round`` it was decided in. The legal actions carry it, and
:func:`~.rules.apply` refuses an action whose round is over: in simultaneous mode the store
applies actions against the newest state (``rebase``), and a late tap on an old panel must
not land on the next roll.
"""

from __future__ import annotations

import re
from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from .dice import Colour


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    #: The round this action was decided in (None: whatever round it is now).
    round: int | None = None

    def _text(self) -> str:  # every action overrides it with its own words
        return self.kind.replace("_", " ")

    def __str__(self) -> str:
        text = self._text()
        return text if self.round is None else f"{text} in round {self.round}"


class TurnDie(_Action):
    """Special action "Augenzahl verändern": 1 coin turns one die one pip up or down.

    "Es ist nicht möglich, von einer 1 auf eine 6 oder umgekehrt zu drehen." Several
    coins may turn one die several times and/or several dice, before the action.
    """

    kind: Literal["turn_die"] = "turn_die"
    colour: Colour
    value: int = Field(ge=1, le=6)
    direction: Literal["up", "down"]

    @property
    def step(self) -> int:
        return 1 if self.direction == "up" else -1

    def _text(self) -> str:
        return f"turn {self.colour} {self.value} {self.direction}"


class Cross(_Action):
    """Action "Gebäude ankreuzen": cross the building where a yellow and a blue die meet.

    With ``second`` the special action "Zwei Gebäude ankreuzen" follows (3 coins): the
    other yellow and the other blue die cross a second building.
    """

    kind: Literal["cross"] = "cross"
    yellow: int = Field(ge=1, le=6)
    blue: int = Field(ge=1, le=6)
    second: bool = False

    def _text(self) -> str:
        return f"cross y{self.yellow} b{self.blue}" + (" and the other pair" if self.second
                                                       else "")


class GainCoins(_Action):
    """Action "Münzen erhalten": 1 coin per intersection whose building is already crossed."""

    kind: Literal["gain_coins"] = "gain_coins"

    def _text(self) -> str:
        return "gain coins"


class KeepPair(_Action):
    """Classic mode, after rolling all four dice: keep this pair, pass the other on."""

    kind: Literal["keep_pair"] = "keep_pair"
    yellow: int = Field(ge=1, le=6)
    blue: int = Field(ge=1, le=6)

    def _text(self) -> str:
        return f"keep y{self.yellow} b{self.blue}"


class RestartTurn(_Action):
    """Undo: turn the dice back and get the coins spent on them this turn (nothing else
    happened yet, no die was rolled)."""

    kind: Literal["restart_turn"] = "restart_turn"

    def _text(self) -> str:
        return "restart turn"


class RetireSeat(_Action):
    """The seat leaves the running game for good (the bot applies it on the table's
    decision: the player left the server or stopped playing).

    Allowed at any time while the game runs, for any seat that has not retired, whoever has
    to act: never listed among the legal actions. The seat keeps its sheet and its points
    but never acts again and is never waited for (see :mod:`.retire`).
    """

    kind: Literal["retire_seat"] = "retire_seat"

    def _text(self) -> str:
        return "retire seat"


Action = Annotated[
    TurnDie | Cross | GainCoins | KeepPair | RestartTurn | RetireSeat,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)

_ROUND = re.compile(r"^(?P<body>.*?)(?: in round (?P<round>\d+))?$")
_DIE = re.compile(r"^(?P<colour>[yb])(?P<value>\d)$")


def _values(yellow: str, blue: str) -> tuple[int, int]:
    y, b = _DIE.match(yellow), _DIE.match(blue)
    if not y or not b or y["colour"] != "y" or b["colour"] != "b":
        raise ValueError("name the dice as y<value> b<value>, e.g. y3 b5")
    return int(y["value"]), int(b["value"])


def parse_action(text: str) -> Action:
    """Read an action back from its text form (``str(action)``); ValueError when unreadable."""
    found = _ROUND.match(" ".join(text.lower().split()))
    words = found["body"].split() if found else []
    extra = {"round": int(found["round"])} if found and found["round"] else {}
    try:
        match words:
            case ["turn", ("yellow" | "blue") as colour, value, ("up" | "down") as direction]:
                return TurnDie(colour=colour, value=int(value), direction=direction, **extra)
            case ["cross", yellow, blue]:
                y, b = _values(yellow, blue)
                return Cross(yellow=y, blue=b, **extra)
            case ["cross", yellow, blue, "and", "the", "other", "pair"]:
                y, b = _values(yellow, blue)
                return Cross(yellow=y, blue=b, second=True, **extra)
            case ["gain", "coins"]:
                return GainCoins(**extra)
            case ["keep", yellow, blue]:
                y, b = _values(yellow, blue)
                return KeepPair(yellow=y, blue=b, **extra)
            case ["restart", "turn"]:
                return RestartTurn(**extra)
            case ["retire", "seat"]:
                return RetireSeat(**extra)
    except ValueError as error:
        reason = str(error).splitlines()[0]
        raise ValueError(f"cannot read the action {text!r}: {reason}") from None
    raise ValueError(f"cannot read the action {text!r}")
