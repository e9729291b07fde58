"""Alhambra's refusals: subclasses of :class:`engine.errors.IllegalAction`, each with a code.

Every refusal raises before anything changes and names the reason in the game's words.
"""

from __future__ import annotations

from engine.errors import BadOptions, IllegalAction, Reason


class NotYourTurn(IllegalAction):
    code = "action/not_your_turn"


class WrongPhase(IllegalAction):
    code = "action/wrong_phase"


class CannotAfford(IllegalAction):
    code = "action/cannot_afford"


class IllegalPlacement(IllegalAction):
    code = "action/illegal_placement"


class GameOver(IllegalAction):
    code = "action/game_over"

#: The family's root (:mod:`engine.errors`) and its own refusals.
__all__ = [
    "BadOptions",
    "CannotAfford",
    "GameOver",
    "IllegalAction",
    "IllegalPlacement",
    "NotYourTurn",
    "Reason",
    "WrongPhase",
]
