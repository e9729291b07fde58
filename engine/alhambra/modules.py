"""Rule modules: how the two-player rule, Granada and the expansions plug into the core.

A module is switched on by name in ``GameOptions.modules``. It may

- replace the rule set the game is played with (``rule_set``: the tiles, the start tile,
  the market, the building rules, the scoring, the end of the game; see :mod:`.ruleset`),
  at most one module per game;
- hook into setup (``money_cards``, ``setup``);
- offer and handle its own actions (``handlers``, ``phase_actions``, ``turn_actions`` or
  ``turn_groups``, ``placing_actions`` or ``placing_groups``), or replace the core's handler
  of an action kind (a module's handler wins);
- add participants to the majorities (``scoring_participants``: Dirk), extra scoring terms
  (``extra_scoring``) and act after a scoring round (``after_scoring``);
- act in the one window between two turns that the core runs for every module that acts
  there (:mod:`.window`, ``shares_window``: the vizier, thieves): say which seats could act
  now (``window_able``), list and check their acts (``window_actions``,
  ``window_legal_actions``, ``window_problem``) and apply an act once its turn in the
  priority order comes (``window_act``); ``window_reason`` tells the next player why it
  must wait;
- or let seats act out of turn in a window of its own while ``Flow.window_seats`` names
  them (``window_actions`` with their ``handlers``, ``window_legal_actions``), act between
  two turns (``between_turns``) and hear when a seat leaves (``seat_left``);
- let a seat act whenever the game runs, whoever's turn it is (``any_time_actions``: a
  bonus card revealed), and keep its own data right after every action (``after_action``);
- put cards of its own into the money deck's stacks (``deck_cards``: exchange offices);
- add buildings to a seat's count in the majorities (``counted_buildings``: bonus cards,
  building yards);
- say which rule sets it can be played with (``rule_sets``: bonus cards and building yards
  not with Granada) and keep tiles of its own outside the bag (``own_tiles``: yards);
- show fields in the view (``view_fields``) and report broken invariants (``problems``).

The core calls the hooks of every active module in order and knows no module by name.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar

from engine.errors import Reason

if TYPE_CHECKING:
    from .ruleset import RuleSet
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
    #: Offered to players choosing the rules of a new game. False while the rules are
    #: complete here but players could not yet see the game (its pictures and choices are
    #: still to come); ``new_game`` plays it all the same.
    offered: ClassVar[bool] = True
    #: The rule set this module plays the game with instead of the base game's (None: it
    #: keeps the rule set). Two modules with a rule set cannot be combined.
    rule_set: ClassVar[RuleSet | None] = None
    #: The module can be chosen only together with one of these (e.g. a scoring option of
    #: a rule set).
    requires: ClassVar[tuple[str, ...]] = ()
    #: The rule sets (``RuleSet.name``) the module can be played with; None: any. E.g.
    #: ``("alhambra",)``: the base game only, never Granada or the combination.
    rule_sets: ClassVar[tuple[str, ...] | None] = None
    #: Tiles this module keeps outside the bag (building yards): the core's count of the
    #: rule set's tiles leaves them out (the module's ``problems`` accounts for them), and
    #: Dirk never receives them.
    own_tiles: ClassVar[frozenset[str]] = frozenset()
    #: action kind -> handler(state, seat, action) -> (state, events)
    handlers: ClassVar[dict[str, Handler]] = {}
    #: action kinds allowed in each phase, added to the core's table
    phase_actions: ClassVar[dict[str, frozenset[str]]] = {}
    #: action kinds a seat in ``Flow.window_seats`` may take out of turn: the module's acts
    #: in the shared window (``shares_window``), else kinds of its own window whose
    #: handlers are in ``handlers``
    window_actions: ClassVar[frozenset[str]] = frozenset()
    #: The module acts in the shared window between two turns (:mod:`.window`) with the
    #: hooks ``window_able``, ``window_legal_actions``, ``window_problem``, ``window_act``.
    shares_window: ClassVar[bool] = False
    #: In the shared window: the pass listed for a seat only this module puts there (the
    #: vizier's :class:`~.actions.PassVizier`); None, or several modules: ``PassWindow``.
    window_pass: ClassVar[object | None] = None
    #: action kinds any seat may take whenever the game runs, whoever's turn it is (their
    #: handlers are in ``handlers``); listed among the seat's legal actions by
    #: ``any_time_legal_actions``
    any_time_actions: ClassVar[frozenset[str]] = frozenset()
    #: cards this module adds to the money deck (exchange offices), stacked by ``deck_cards``
    extra_cards: ClassVar[tuple[str, ...]] = ()

    def money_cards(self, cards: list[str]) -> tuple[list[str], list[str]]:
        """Cards to play with and cards out of the game."""
        return cards, []

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        return state

    def deck_cards(self, rng: random.Random) -> list[tuple[int, str]]:
        """(stack index, card id) for each of ``extra_cards``: shuffled into that one of
        the money deck's five stacks at setup, after the scoring cards."""
        return []

    def turn_actions(self, state: GameState, seat: int) -> Iterable[object]:
        """Extra main actions of the active seat (besides take money, buy, rebuild), e.g.
        buying the second tile of a market slot; their kinds go in
        ``phase_actions["action"]``."""
        return ()

    def turn_groups(self, state: GameState, seat: int) -> Iterable[tuple[str | None, Any]]:
        """``turn_actions`` as listing groups: ``(kind, actions)``, where the actions may be a
        :class:`.later.Later` and the kind None for actions of mixed kinds. A module with
        many such actions gives them ``Later`` so that callers who want other kinds do not
        work them out."""
        return [(None, list(self.turn_actions(state, seat)))]

    def placing_actions(self, state: GameState, seat: int, tile: str) -> Iterable[object]:
        """Extra ways to dispose of a bought tile (besides placing and reserving)."""
        return ()

    def placing_groups(self, state: GameState, seat: int, tile: str
                       ) -> Iterable[tuple[str | None, Any]]:
        """``placing_actions`` as listing groups, as :meth:`turn_groups` gives
        ``turn_actions``."""
        return [(None, list(self.placing_actions(state, seat, tile)))]

    def window_legal_actions(self, state: GameState, seat: int) -> Iterable[object]:
        """What ``seat``, named in ``Flow.window_seats``, may do out of turn now (in the
        shared window: this module's acts; the window adds the pass)."""
        return ()

    def window_able(self, state: GameState, seat: int) -> bool:
        """Shared window: whether ``seat`` could act now by this module's rules (the next
        player is ``state.flow.active_seat``)."""
        return False

    def window_problem(self, state: GameState, seat: int, action: Any) -> Exception | None:
        """Shared window: why ``seat`` may not answer with this act now (an
        :class:`~.errors.IllegalAction`), or None."""
        return None

    def window_act(self, state: GameState, seat: int, action: Any, mover: int,
                   events: list) -> GameState:
        """Shared window: apply ``seat``'s act, whose turn in the priority order has come
        (``mover`` is the seat whose turn was just completed). The window opens afresh
        afterwards, unless the act closed it (:func:`.window.close`, e.g. to end the
        game)."""
        return state

    def window_reason(self, state: GameState) -> Reason | None:
        """Why the active seat must wait while a window is open (None: not for this
        module's sake). In the shared window, with several modules' reasons, the next
        player is told a general one."""
        return None

    def between_turns(self, state: GameState, seat: int, events: list) -> GameState:
        """``seat``'s turn is complete (the display and the market refilled) and the next
        turn has begun (``state.flow``): a module may open a window here (the vizier)."""
        return state

    def seat_left(self, state: GameState, seat: int, events: list) -> GameState:
        """``seat`` has left the game (retired); a window must not wait for it."""
        return state

    def any_time_legal_actions(self, state: GameState, seat: int) -> Iterable[object]:
        """The ``any_time_actions`` ``seat`` may take now."""
        return ()

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        """Called after every applied action (only for modules that override it)."""
        return state

    def counted_buildings(self, state: GameState, seat: int) -> dict[str, int]:
        """Buildings this module adds to ``seat``'s count in the majorities now (building ->
        how many), e.g. a revealed bonus card."""
        return {}

    def scoring_participants(self, state: GameState) -> list[tuple[str, ...]]:
        """The tiles (face ids) of extra participants in the majorities (not seats)."""
        return []

    def extra_scoring(self, state: GameState, round_number: int) -> dict[str, tuple[int, ...]]:
        """Extra scoring terms of a round: term name -> points of each seat."""
        return {}

    def after_scoring(self, state: GameState, round_number: int) -> tuple[GameState, list]:
        return state, []

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """What this module shows in ``view`` (JSON values), under its name."""
        return {}

    def problems(self, state: GameState) -> list[str]:
        """Broken invariants of this module's part of ``state``."""
        return []


REGISTRY: dict[str, Module] = {}


def register(module: Module) -> Module:
    REGISTRY[module.name] = module
    return module


def active_modules(state: GameState) -> tuple[Module, ...]:
    return modules_named(state.options.modules)


@lru_cache(maxsize=256)
def acting_after(names: tuple[str, ...]) -> tuple[Module, ...]:
    """The modules of these names that act after every action (``after_action``)."""
    return tuple(m for m in modules_named(names)
                 if type(m).after_action is not Module.after_action)


@lru_cache(maxsize=256)
def modules_named(names: tuple[str, ...]) -> tuple[Module, ...]:
    """The modules of these names, in that order (asked for every action: kept)."""
    return tuple(REGISTRY[name] for name in names)


@lru_cache(maxsize=256)
def any_time_kinds(names: tuple[str, ...]) -> frozenset[str]:
    """The action kinds the modules of these names let a seat take whenever the game runs
    (settings and reveals, never the steps of a turn)."""
    return frozenset(kind for m in modules_named(names) for kind in m.any_time_actions)


def available_modules() -> list[Module]:
    """The modules players may choose for a new game, in the order they were added."""
    return [module for module in REGISTRY.values() if module.selectable and module.offered]


def modules_problem(modules: Iterable[str], players: int | None = None, *,
                    offered_only: bool = False) -> Reason | None:
    """Why a new game cannot be played with ``modules`` (and ``players`` seats, when known),
    in a player's words (a :class:`~engine.errors.Reason`: module names in its arguments,
    never titles); None when it can. ``new_game`` refuses with the same reason.
    ``offered_only``: also refuse modules not yet offered to players (see ``offered``)."""
    wanted = list(modules)
    hidden = [m for m in wanted if offered_only and m in REGISTRY and not REGISTRY[m].offered]
    if hidden:
        return Reason(f"these rule modules are not available yet: {', '.join(hidden)}",
                      "engine-modules-not-yet", modules=tuple(hidden))
    unknown = [m for m in wanted if m not in REGISTRY]
    if unknown:
        return Reason(f"these rule modules are not available: {', '.join(unknown)}",
                      "engine-modules-unknown", modules=tuple(unknown))
    chosen = [m for m in wanted if not REGISTRY[m].selectable]
    if chosen and players is None:
        return Reason(
            f"{', '.join(REGISTRY[m].title for m in chosen)} is switched on by the game itself",
            "engine-modules-automatic", modules=tuple(chosen))
    doubled = sorted({m for m in wanted if wanted.count(m) > 1})
    if doubled:
        return Reason(f"each rule module once, please: {', '.join(doubled)} was chosen twice",
                      "engine-modules-twice", modules=tuple(doubled))
    games = [m for m in wanted if REGISTRY[m].rule_set is not None]
    if len(games) > 1:
        titles = " and ".join(REGISTRY[m].title for m in games)
        return Reason(f"{titles} are different games: choose one of them",
                      "engine-modules-different-games", modules=tuple(games))
    problem = _rule_set_problem(wanted, games[0] if games else None)
    if problem:
        return problem
    for name in wanted:
        needs = REGISTRY[name].requires
        if needs and not any(m in wanted for m in needs):
            options = " or ".join(REGISTRY[m].title if m in REGISTRY else m for m in needs)
            return Reason(f"{REGISTRY[name].title} is played only together with {options}",
                          "engine-modules-requires", module=name, needs=tuple(needs))
    if players is not None and players != 2 and "dirk" in wanted:
        return Reason("Dirk plays only in a two-player game", "engine-modules-dirk-two")
    return None


def _rule_set_problem(wanted: list[str], game: str | None) -> Reason | None:
    """Why a module of ``wanted`` cannot be played with the rule set of the module ``game``
    (None: the base game's), or None (see ``Module.rule_sets``)."""
    from .ruleset import BASE_RULES

    played = REGISTRY[game].rule_set.name if game else BASE_RULES.name
    for name in wanted:
        allowed = REGISTRY[name].rule_sets
        if allowed is None or played in allowed:
            continue
        if game is not None:
            return Reason(f"{REGISTRY[name].title} cannot be played with {REGISTRY[game].title}",
                          "engine-modules-not-with", module=name, modules=(game,))
        needs = tuple(m for m, module in REGISTRY.items()
                      if module.rule_set is not None and module.rule_set.name in allowed)
        options = " or ".join(REGISTRY[m].title for m in needs)
        return Reason(f"{REGISTRY[name].title} is played only together with {options}",
                      "engine-modules-requires", module=name, needs=needs)
    return None
