"""The events of the falcons (expansion 6, :mod:`..modules.falcons`)."""

from __future__ import annotations

from typing import Literal

from .base import EventBase


class FalconsBought(EventBase):
    """Falcons (expansion 6): ``seat`` bought ``falcons`` ((falcon id, x, y) each, set at
    once on the point x, y of its Alhambra), paying ``cards``; ``revealed``: the falcons
    that now lie on top of the stacks bought from."""

    kind: Literal["falcons_bought"] = "falcons_bought"
    seat: int
    falcons: tuple[tuple[str, int, int], ...]
    cards: tuple[str, ...]
    revealed: tuple[str, ...] = ()
