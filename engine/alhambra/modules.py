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
