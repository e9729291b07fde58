"""The actions of the master builders (expansion 4, :mod:`..modules.master_builders`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase


class UseMasterBuilder(ActionBase):
    """Master builders: discard the master builder ``card`` from the hand for an extra
    rebuild at the end of the turn (two with Ammar El'Schauf)."""

    kind: Literal["use_master_builder"] = "use_master_builder"
    card: str

    def __str__(self) -> str:
        return f"master builder {self.card}"


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["master", "builder", card]:
            return UseMasterBuilder(card=card)
    return None
