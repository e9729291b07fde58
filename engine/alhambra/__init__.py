"""Der Palast von Alhambra as a pure rules engine (no I/O, no clock, no global random).

    >>> from engine.alhambra import new_game, legal_actions, apply
    >>> game = new_game(["Ana", "Ben", "Cem"], seed=7)
    >>> seat = game.active_seat
    >>> game, events = apply(game, seat, legal_actions(game, seat)[0])

Rule modules are chosen by name (:func:`available_modules`): ``new_game(4, seed=7,
modules=["granada"])`` plays Granada (rule book p. 8-11), ``["granada",
"granada_simplified"]`` with its simplified scoring; two players always play with Dirk.
"""

from .actions import ACTION_ADAPTER, Action, EndTurn, RetireSeat, parse_action
from .autopilot import skip_turn_actions
from .components import BASE_PAYOUTS, BUILDINGS, CARDS, CURRENCIES, TILES
from .errors import BadOptions, IllegalAction
from .modules import available_modules, everything, modules_problem
from .modules.catalogue import MODULES
from .modules.seam import install
from .placement import legal_positions
from .rules import apply, is_legal, legal_actions
from .scoring import longest_outer_wall, rank_payouts
from .setup import new_game
from .state import GameState
from .validate import problems
from .view import PublicView, SeatView, view

install(MODULES)  # the rule modules, known to the engine by name from here on

__all__ = [
    "ACTION_ADAPTER",
    "BASE_PAYOUTS",
    "BUILDINGS",
    "CARDS",
    "CURRENCIES",
    "TILES",
    "Action",
    "BadOptions",
    "EndTurn",
    "GameState",
    "IllegalAction",
    "MODULES",
    "PublicView",
    "RetireSeat",
    "SeatView",
    "apply",
    "available_modules",
    "everything",
    "is_legal",
    "legal_actions",
    "legal_positions",
    "longest_outer_wall",
    "modules_problem",
    "new_game",
    "parse_action",
    "problems",
    "rank_payouts",
    "skip_turn_actions",
    "view",
]
