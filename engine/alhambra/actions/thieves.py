"""The actions of the thieves (expansion 3, :mod:`..modules.thieves`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class ThievesAlwaysPass(ActionBase):
    """Expansion 3, for a game over days (the thieves' TD6): ``on``: never ask this seat
    about its thieves between turns (they pass by themselves) until it is switched off
    again. Any time, whoever's turn; public (who set it tells nothing of a hand)."""

    kind: Literal["thieves_always_pass"] = "thieves_always_pass"
    on: bool

    def __str__(self) -> str:
        return f"thieves always pass {'on' if self.on else 'off'}"


class PlayThief(ActionBase):
    """Expansion 3, thieves: between two turns, play the thief card ``thief`` to take the
    money card ``card`` of its currency from the display."""

    kind: Literal["play_thief"] = "play_thief"
    thief: str
    card: str

    def __str__(self) -> str:
        return f"steal {self.card} with {self.thief}"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["thieves", "always", "pass", ("on" | "off") as on]:
            return ThievesAlwaysPass(on=on == "on")
        case ["steal", card, "with", thief]:
            return PlayThief(thief=thief, card=card)
    return None
