"""The actions of the vizier (expansion 1, :mod:`..modules.vizier`)."""

from __future__ import annotations

from typing import Literal

from .base import ActionBase, coords


class TurnVizierUp(ActionBase):
    """Expansion 1 (p. 14): "Den Wesir wieder aktivieren", an action of the turn instead of
    taking money, buying or rebuilding: the vizier token is turned picture side up."""

    kind: Literal["turn_vizier_up"] = "turn_vizier_up"

    def __str__(self) -> str:
        return "vizier up"


class UseVizier(ActionBase):
    """Expansion 1 (p. 14): between two turns, buy the tile of ``slot`` (``second``: the
    combination's second tile of the slot) paid exactly with ``cards`` and build it at once
    at ``(x, y)``, or put it on the reserve (``x`` and ``y`` None).

    Granada (p. 9, "das gerade erworbene Plättchen"): ``face`` is the side it is built or
    reserved with (None: the side it showed in the market); the reserve takes either side
    for free, building the other side costs ``turn``, at least 3 in one currency."""

    kind: Literal["use_vizier"] = "use_vizier"
    slot: str
    cards: tuple[str, ...]
    second: bool = False
    x: int | None = None
    y: int | None = None
    face: str | None = None
    turn: tuple[str, ...] = ()
    #: Bazaars (expansion 4): the waiting bazaar bought instead of the slot's tile (``slot``
    #: is then its currency, whose tile sets the price).
    bazaar: str | None = None

    @property
    def reserve(self) -> bool:
        return self.x is None or self.y is None

    def __str__(self) -> str:
        where = "reserve" if self.reserve else f"at {self.x},{self.y}"
        if self.bazaar:
            return f"vizier bazaar {self.bazaar} {self.slot} with {' '.join(self.cards)} {where}"
        second = "second " if self.second else ""
        face = f" as {self.face}" if self.face else ""
        turn = f" turning with {' '.join(self.turn)}" if self.turn else ""
        return f"vizier {second}{self.slot} with {' '.join(self.cards)}{face}{turn} {where}"


class PassVizier(ActionBase):
    """Expansion 1: let this chance to use the vizier go (the window between two turns).
    In the shared window (:mod:`.window`) it is a pass like :class:`PassWindow`: listed for
    a seat that could only use its vizier there."""

    kind: Literal["pass_vizier"] = "pass_vizier"

    def __str__(self) -> str:
        return "vizier pass"


class VizierAlwaysPass(ActionBase):
    """Expansion 1, for a game over days: ``on``: never ask this seat between turns (its
    vizier passes by itself) until it is switched off again. Any time, whoever's turn."""

    kind: Literal["vizier_always_pass"] = "vizier_always_pass"
    on: bool

    def __str__(self) -> str:
        return f"vizier always pass {'on' if self.on else 'off'}"


def _vizier(words: list[str]) -> UseVizier:
    if words[0] == "bazaar":  # bazaars: "vizier bazaar <id> <slot> with ... at x,y"
        plain = _vizier(words[2:])
        return plain.model_copy(update={"bazaar": words[1]})
    second = words[0] == "second"
    if second:
        words = words[1:]
    slot, _with, *rest = words
    x = y = None
    if rest[-1] == "reserve":
        rest = rest[:-1]
    elif len(rest) >= 3 and rest[-2] == "at":
        x, y = coords(rest[-1])
        rest = rest[:-2]
    else:
        raise ValueError("a vizier's tile is built at x,y or goes to the reserve")
    turn: tuple[str, ...] = ()
    if "turning" in rest:
        at = rest.index("turning")
        turn, rest = tuple(rest[at + 2:]), rest[:at]
    face = None
    if "as" in rest:
        at = rest.index("as")
        face, rest = rest[at + 1], rest[:at]
    return UseVizier(slot=slot, cards=tuple(rest), second=second, x=x, y=y, face=face,
                     turn=turn)


def parse(words: list[str]) -> ActionBase | None:
    """One of these actions from the words of its text form (None: not one of these)."""
    match words:
        case ["vizier", "up"]:
            return TurnVizierUp()
        case ["vizier", "pass"]:
            return PassVizier()
        case ["vizier", "always", "pass", ("on" | "off") as on]:
            return VizierAlwaysPass(on=on == "on")
        case ["vizier", *rest] if "with" in rest:
            return _vizier(rest)
    return None
