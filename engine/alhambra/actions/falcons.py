"""The actions of the falcons (expansion 6, :mod:`..modules.falcons`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase, coords


class BuyFalcons(ActionBase):
    """Falcons (expansion 6): buy the tops of one or more falcon stacks, at most one of
    each, and set each at once on a point of one's Alhambra: ``falcons`` holds (stack
    colour, x, y) per falcon, the point (x, y) being the north-west corner of cell (x, y)
    (where cells (x-1, y-1), (x, y-1), (x-1, y) and (x, y) meet). Paid with ``cards``:
    at least 6 per falcon in any mix of currencies (no coins of the change, no change, no
    extra action)."""

    kind: Literal["buy_falcons"] = "buy_falcons"
    falcons: tuple[tuple[str, int, int], ...]
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return ("falcons " + " ".join(f"{c}@{x},{y}" for c, x, y in self.falcons)
                + " with " + " ".join(self.cards))


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["falcons", *rest] if "with" in rest and rest.index("with") > 0:
            at = rest.index("with")
            return BuyFalcons(falcons=tuple(
                (pick.split("@")[0], *coords(pick.split("@")[1])) for pick in rest[:at]),
                cards=tuple(rest[at + 1:]))
    return None
