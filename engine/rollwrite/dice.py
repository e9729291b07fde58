"""The dice: seeded rolls, the intersections they point at, and taking pairs apart.

A seat's dice are two sorted tuples of values, yellow (rows, left of the grid) and blue
(columns, above it). Two dice of one colour that show the same value are interchangeable,
so a die is named by its colour and value and an intersection by its two values.

Every roll comes from ``random.Random(f"rollwrite:{seed}:{label}")`` with a label that is
stored in the state or derived from it (a roll counter), never from a global generator:
the same seed and actions always give the same dice.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Literal

from pydantic import BaseModel, ConfigDict

from .data import DIE_FACES, SIDE

Colour = Literal["yellow", "blue"]
#: A cell of the building grid: (yellow value, blue value), both 1..6.
Cell = tuple[int, int]


class Dice(BaseModel):
    """The dice on one seat's die spaces (1 or 2 of each colour)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    yellow: tuple[int, ...]
    blue: tuple[int, ...]

    def of(self, colour: Colour) -> tuple[int, ...]:
        return self.yellow if colour == "yellow" else self.blue

    def combinations(self) -> Iterator[Cell]:
        """Every yellow x blue pairing of the dice, repeats included (4 with four dice)."""
        for y in self.yellow:
            for b in self.blue:
                yield (y, b)

    def intersections(self) -> list[Cell]:
        """The distinct cells the dice point at, in row-then-column order."""
        return sorted(set(self.combinations()))

    def without(self, yellow: int, blue: int) -> Dice:
        """The dice left after taking away one yellow ``yellow`` and one blue ``blue``."""
        return Dice(yellow=_remove(self.yellow, yellow), blue=_remove(self.blue, blue))

    def plus(self, other: Dice) -> Dice:
        return make_dice(self.yellow + other.yellow, self.blue + other.blue)

    def turned(self, colour: Colour, value: int, step: int) -> Dice:
        """The dice with one ``colour`` die showing ``value`` turned by ``step`` pips."""
        changed = _remove(self.of(colour), value) + (value + step,)
        if colour == "yellow":
            return make_dice(changed, self.blue)
        return make_dice(self.yellow, changed)

    def __str__(self) -> str:
        return (" ".join(f"y{v}" for v in self.yellow) + " " +
                " ".join(f"b{v}" for v in self.blue)).strip()


def make_dice(yellow, blue) -> Dice:
    return Dice(yellow=tuple(sorted(yellow)), blue=tuple(sorted(blue)))


def _remove(values: tuple[int, ...], value: int) -> tuple[int, ...]:
    at = values.index(value)
    return values[:at] + values[at + 1:]


def rng(seed: int, label: str) -> random.Random:
    """The generator for one labelled roll of a game (no global random anywhere)."""
    return random.Random(f"rollwrite:{seed}:{label}")


def roll_die(generator: random.Random) -> int:
    return generator.choice(DIE_FACES)


def roll_pair(generator: random.Random) -> Dice:
    return Dice(yellow=(roll_die(generator),), blue=(roll_die(generator),))


def roll_four(generator: random.Random) -> Dice:
    return make_dice((roll_die(generator), roll_die(generator)),
                     (roll_die(generator), roll_die(generator)))


def on_grid(value: int) -> bool:
    return 1 <= value <= SIDE
