"""Rule modules: how the two-player rule, Granada and the expansions plug into the core.

A module is switched on by name in ``GameOptions.modules`` and may hook into setup, offer
extra actions, handle its own action kinds, add participants to the majorities and act
after a scoring round. The core calls the hooks of every active module in order and knows
no module by name.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, ClassVar

if TYPE_CHECKING:
    from .state import GameState

Handler = Callable[["GameState", int, object], tuple["GameState", list]]


class Module:
    """Base class: every hook does nothing."""

    name: ClassVar[str]
    title: ClassVar[str]
    #: One line for players choosing the rules of a new game.
    description: ClassVar[str] = ""
    #: Chosen by the players; False: the engine switches it on itself (Dirk for two).
    selectable: ClassVar[bool] = True
    #: action kind -> handler(state, seat, action) -> (state, events)
    handlers: ClassVar[dict[str, Handler]] = {}
    #: action kinds allowed in each phase, added to the core's table
    phase_actions: ClassVar[dict[str, frozenset[str]]] = {}

    def money_cards(self, cards: list[str]) -> tuple[list[str], list[str]]:
        """Cards to play with and cards out of the game."""
        return cards, []

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        return state

    def placing_actions(self, state: GameState, seat: int, tile: str) -> Iterable[object]:
        """Extra ways to dispose of a bought tile (besides placing and reserving)."""
        return ()

    def majority_counts(self, state: GameState) -> list[dict[str, int]]:
        """Building counts of extra participants in the majorities (not seats)."""
        return []

    def after_scoring(self, state: GameState, round_number: int) -> tuple[GameState, list]:
        return state, []


REGISTRY: dict[str, Module] = {}


def register(module: Module) -> Module:
    REGISTRY[module.name] = module
    return module


def active_modules(state: GameState) -> list[Module]:
    return [REGISTRY[name] for name in state.options.modules]


def available_modules() -> list[Module]:
    """The modules players may choose for a new game, in the order they were added."""
    return [module for module in REGISTRY.values() if module.selectable]


def modules_problem(modules: Iterable[str], players: int | None = None) -> str | None:
    """Why a new game cannot be played with ``modules`` (and ``players`` seats, when known),
    in a player's words; None when it can. ``new_game`` refuses with the same reason."""
    wanted = list(modules)
    unknown = [m for m in wanted if m not in REGISTRY]
    if unknown:
        return f"these rule modules are not available: {', '.join(unknown)}"
    chosen = [m for m in wanted if not REGISTRY[m].selectable]
    if chosen and players is None:
        return f"{', '.join(REGISTRY[m].title for m in chosen)} is switched on by the game itself"
    doubled = sorted({m for m in wanted if wanted.count(m) > 1})
    if doubled:
        return f"each rule module once, please: {', '.join(doubled)} was chosen twice"
    if players is not None and players != 2 and "dirk" in wanted:
        return "Dirk plays only in a two-player game"
    return None
