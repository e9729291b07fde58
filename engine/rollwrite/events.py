"""What happened, so the bot can announce a step without diffing states.

Every event is public: sheets, dice and the score sheet lie open on the table.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field

from .dice import Colour, Dice
from .state import Completion, FinalScoring


class _Event(BaseModel):
    model_config = ConfigDict(frozen=True)


class DieTurned(_Event):
    kind: Literal["die_turned"] = "die_turned"
    seat: int
    colour: Colour
    before: int
    after: int
    coins: int


class BuildingCrossed(_Event):
    """``seat`` crossed ``building`` at (yellow, blue); ``count`` of that type now;
    ``paid`` coins (3 for the second building of a turn, else 0)."""

    kind: Literal["building_crossed"] = "building_crossed"
    seat: int
    yellow: int
    blue: int
    building: str
    count: int
    paid: int = 0


class CoinsGained(_Event):
    """``coins`` were circled; ``lost`` more would have been but the supply was full."""

    kind: Literal["coins_gained"] = "coins_gained"
    seat: int
    coins: int
    lost: int = 0


class TurnRestarted(_Event):
    kind: Literal["turn_restarted"] = "turn_restarted"
    seat: int
    refunded: int


class SeatActed(_Event):
    """Simultaneous mode: ``seat`` is done with this round; ``waiting`` still have to act."""

    kind: Literal["seat_acted"] = "seat_acted"
    seat: int
    round: int
    waiting: tuple[int, ...]


class SeatRetired(_Event):
    """``seat`` left the game in ``round``: it keeps its sheet and points, acts no more.

    ``waiting``: simultaneous mode, the seats the round still waits for right after (empty
    when the retirement closed the round, as :class:`SeatActed` says); empty in classic
    mode, where :class:`TurnEnded` says who plays next if it was the seat's turn.
    """

    kind: Literal["seat_retired"] = "seat_retired"
    seat: int
    round: int
    waiting: tuple[int, ...] = ()


class DiceRolled(_Event):
    """Classic mode: ``seat`` rolled dice (the used pair, or all four)."""

    kind: Literal["dice_rolled"] = "dice_rolled"
    seat: int
    dice: Dice


class DicePassed(_Event):
    """Classic mode: ``seat`` passed a pair to its left neighbour ``to``."""

    kind: Literal["dice_passed"] = "dice_passed"
    seat: int
    to: int
    dice: Dice


class PairKept(_Event):
    kind: Literal["pair_kept"] = "pair_kept"
    seat: int
    dice: Dice


class TurnEnded(_Event):
    """Classic mode: ``seat``'s turn ended; ``next_seat`` (None at the end of the game)."""

    kind: Literal["turn_ended"] = "turn_ended"
    seat: int
    next_seat: int | None


class ImaginaryBuilt(_Event):
    """An imaginary player rolled ``dice`` and marked ``building`` (``rerolls``: rolls of a
    type whose boxes were all marked)."""

    kind: Literal["imaginary_built"] = "imaginary_built"
    participant: int
    name: str
    dice: Dice
    building: str
    rerolls: int = 0


class ColumnFilled(_Event):
    """A building's boxes filled this round; the places it takes (§7)."""

    kind: Literal["column_filled"] = "column_filled"
    completion: Completion


class RoundEnded(_Event):
    kind: Literal["round_ended"] = "round_ended"
    round: int


class RoundStarted(_Event):
    """A new round; ``dice`` is the shared roll in simultaneous mode (None in classic)."""

    kind: Literal["round_started"] = "round_started"
    round: int
    dice: Dice | None = None


class GameEnded(_Event):
    kind: Literal["game_ended"] = "game_ended"
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    final: FinalScoring


Event = Annotated[
    DieTurned
    | BuildingCrossed
    | CoinsGained
    | TurnRestarted
    | SeatActed
    | SeatRetired
    | DiceRolled
    | DicePassed
    | PairKept
    | TurnEnded
    | ImaginaryBuilt
    | ColumnFilled
    | RoundEnded
    | RoundStarted
    | GameEnded,
    Field(discriminator="kind"),
]
