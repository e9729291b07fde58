"""The actions of Granada (:mod:`..modules.granada`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class Flip(ActionBase):
    """Granada: turn a tile bought this turn over before building it, paying at least 3 in
    one currency (no change). ``tile`` is the face that shows now."""

    kind: Literal["flip"] = "flip"
    tile: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"flip {self.tile} with " + " ".join(self.cards)


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["flip", tile, "with", *cards] if cards:
            return Flip(tile=tile, cards=tuple(cards))
    return None
