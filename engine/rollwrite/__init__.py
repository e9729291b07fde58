"""Alhambra Roll & Write as a pure rules engine (no I/O, no clock, no global random).

    >>> from engine.rollwrite import new_game, legal_actions, apply
    >>> game = new_game(["Ana", "Ben", "Cem"], seed=7)          # simultaneous rounds
    >>> for seat in game.active_seats:                           # everyone acts at once
    ...     game, events = apply(game, seat, legal_actions(game, seat)[0])

Modes: ``mode="simultaneous"`` (default: one roll per round that every player uses on
their own sheet) or ``mode="classic"`` (the rule book: turns clockwise, four dice with the
active player, the unused pair passed on). Solo and two-player games add imaginary players
(``opponents=2..4`` solo, ``beat_them=True`` for the solo variant against them). Every
reconstructed number (grid, boxes, points table, coin supply) is in :mod:`.data`. A seat
that can no longer play leaves with ``retire seat`` (:mod:`.retire`), at any time.
"""

from .actions import (
    ACTION_ADAPTER,
    Action,
    Cross,
    GainCoins,
    KeepPair,
    RestartTurn,
    RetireSeat,
    TurnDie,
    parse_action,
)
from .autopilot import timeout_actions
from .data import (
    BUILDINGS,
    COINS_PER_POINT,
    LINE_POINTS,
    SECOND_BUILDING_COST,
    TURN_DIE_COST,
    building_at,
)
from .errors import BadOptions, IllegalAction
from .events import Event
from .rules import apply, is_legal, legal_actions
from .setup import MAX_PLAYERS, MIN_PLAYERS, MODES, new_game
from .state import GameState
from .validate import problems
from .view import PublicView, ScoreRow, SeatView, SheetView, view

__all__ = [
    "ACTION_ADAPTER",
    "BUILDINGS",
    "COINS_PER_POINT",
    "LINE_POINTS",
    "MAX_PLAYERS",
    "MIN_PLAYERS",
    "MODES",
    "Action",
    "BadOptions",
    "Cross",
    "Event",
    "GainCoins",
    "GameState",
    "IllegalAction",
    "KeepPair",
    "PublicView",
    "RestartTurn",
    "RetireSeat",
    "SECOND_BUILDING_COST",
    "ScoreRow",
    "SeatView",
    "SheetView",
    "TURN_DIE_COST",
    "TurnDie",
    "apply",
    "building_at",
    "is_legal",
    "legal_actions",
    "new_game",
    "parse_action",
    "problems",
    "timeout_actions",
    "view",
]
