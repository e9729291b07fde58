"""Rule modules: how the two-player rule, Granada and the expansions plug into the core.

A module is switched on by name in ``GameOptions.modules``. It may

- replace the rule set the game is played with (``rule_set``: the tiles, the start tile,
  the market, the building rules, the scoring, the end of the game; see :mod:`.ruleset`),
  at most one module per game;
- change some of those rules around whatever rule set is played (``rules_mixin``: a
  :class:`~.ruleset.RuleSet` subclass whose hooks call ``super()``, mixed into the rule set
  by :func:`~.ruleset.rules_of`: the camps' building rules), any number per game;
- shuffle tiles of its own into the bag at setup (``bag_tiles``: the camps), and lay the
  first market itself, later (``lays_first_market``: the street trader);
- hook into setup (``money_cards``: add cards to the money before the starting money is
  dealt, diamonds; or take some out, Dirk; ``setup``);
- offer and handle its own actions (``handlers``, ``phase_actions``, ``turn_actions`` or
  ``turn_groups``, ``placing_actions`` or ``placing_groups``), or replace the core's handler
  of an action kind (a module's handler wins);
- add participants to the majorities (``scoring_participants``: Dirk), extra scoring terms
  (``extra_scoring``), penalties counted after every gain of the round
  (``scoring_penalties``: the invaders), act at the start of a scoring round, before
  anything is counted
  (``before_scoring``: bonus cards revealed during the scoring), and after it
  (``after_scoring``);
- offer actions at the end of a turn besides placing the bought tiles, and hold the end of
  the turn back until they are done (``finishing_groups``, ``end_turn_problem``: the
  street trader's move), and finish what needs no choice as the turn ends
  (``ending_turn``: the treasure chamber's chests), or hold the turn's end while other
  seats answer (``holds_turn_end``: the receivers of chests passed on);
- act in the one window between two turns that the core runs for every module that acts
  there (:mod:`.window`, ``shares_window``: the vizier, thieves): say which seats could act
  now (``window_able``), list and check their acts (``window_actions``,
  ``window_legal_actions``, or as groups worked out when asked ``window_groups``,
  ``window_problem``) and apply an act once its turn in the
  priority order comes (``window_act``); ``window_reason`` tells the next player why it
  must wait;
- or let seats act out of turn in a window of its own while ``Flow.window_seats`` names
  them (``window_actions`` with their ``handlers``, ``window_legal_actions``), act between
  two turns (``between_turns``) and hear when a seat leaves (``seat_left``);
- let a seat act whenever the game runs, whoever's turn it is (``any_time_actions``: a
  bonus card revealed), and keep its own data right after every action (``after_action``;
  after a bare answer in the shared window only with ``after_bare_answers``);
- set aside a tile drawn from the bag for the market (``set_aside``: a bazaar waits beside
  the market, and the core draws another; :func:`draw_for_market`), and account for the
  tiles it keeps so outside the bag, the market and the players (``held_tiles``);
- put cards of its own into the money deck's stacks (``deck_cards``: exchange offices),
  handle those that are no money when they turn up while the money display is refilled
  (``revealed_card``: a gate card lies by the gates, a wall card beside the display) and
  account for those it keeps outside the deck, the display, the discard pile, the hands and
  the cards out of the game (``held_cards``), keep cards of its own outside the money
  (``own_cards``: the change's coins) and make paying more than a price worth listing
  (``overpaying_pays``: change);
- change the edges of the tiles a player owns (``edges``: per-player edge changes on the
  plane, see below);
- add buildings to a seat's count in the majorities (``counted_buildings``: bonus cards,
  building yards);
- say which rule sets it can be played with (``rule_sets``: bonus cards and building yards
  not with Granada) and keep tiles of its own outside the bag (``own_tiles``: yards);
- show fields in the view (``view_fields``) and report broken invariants (``problems``).

The core calls the hooks of every active module in order and knows no module by name.

Per-player edge changes (``edges``; :mod:`.edges`). A tile's printed walls are
``TILES[id].walls``. A module that changes the edges of a player's tiles returns an
:class:`~.edges.Edges` for the seat: ``sticks``, (tile id, side) of each wooden wall added
to a tile (it stays with the tile and counts as a printed wall for everything; on the edge
towards a built neighbour it is a wall for both tiles), and ``gates``, (tile id, side) from
both tiles of each gated edge (a wall for matching and scoring, open for walking). The core
gathers them with :func:`.edges.edges_of` (None when no active module changes an edge), and
the base rule set then answers on an :class:`~.edges.EdgePlane` instead of the plain
:class:`~.planes.Plane`: where tiles may go, be taken out or exchanged, whether the plane
is legal, the longest outer wall (effective walls). A module counting across edges (building
yards) asks the same. Without such changes nothing of this runs: the base game's speed is
unchanged. Only the base game's rule set supports edge changes (both modules that make them
are not played with Granada or the combination).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from engine.errors import Reason

from ..edge_changes import Edges

if TYPE_CHECKING:
    from ..state import GameState


class RuleSet(Protocol):
    """What the seam reads of a rule set (:class:`~..ruleset.RuleSet`, which imports this
    module): its name."""

    name: str

Handler = Callable[["GameState", int, object], tuple["GameState", list]]

#: The name of the base game's rule set (``RuleSet.name``; kept here because the rule sets
#: import this module).
BASE_RULE_SET = "alhambra"


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
    #: cards this module adds to the money (the core counts them among the money cards):
    #: stacked into the deck by ``deck_cards`` (exchange offices) or added to the money
    #: before the starting money is dealt by ``money_cards`` (diamonds)
    extra_cards: ClassVar[tuple[str, ...]] = ()
    #: Cards this module keeps outside the money deck, display and discard pile (the
    #: change's coins: in its bag or in hands): the core's count of the cards leaves them
    #: out (the module's ``problems`` accounts for them).
    own_cards: ClassVar[frozenset[str]] = frozenset()
    #: Physical tiles this module shuffles into the bag at setup, besides the rule set's
    #: ``tiles()`` (the camps): validation counts them as tiles of the game.
    bag_tiles: ClassVar[tuple[str, ...]] = ()
    #: The module lays the first market itself, after something it runs at setup (the
    #: street trader: once every seat chose its residents, C-setup 8): setup leaves the
    #: market empty and the bag whole.
    lays_first_market: ClassVar[bool] = False
    #: A :class:`~.ruleset.RuleSet` subclass that changes some rules (its hooks call
    #: ``super()`` for the rest), mixed into the rule set played (None: no change). Several
    #: modules' mixins stack, in module order.
    rules_mixin: ClassVar[type | None] = None
    #: This module's ``handlers`` wrap the other modules' of the same kinds (they find and
    #: call them: the extra rebuilds of :mod:`.extra_rebuilds`): they are applied after every
    #: other module's, whatever the order the modules were chosen in.
    wraps_handlers: ClassVar[bool] = False
    #: The extra rebuilds at the end of a turn this module grants (a
    #: :class:`~.extra_rebuilds.Source`: Ammar El'Schauf, the master builders), None: none.
    rebuilds: ClassVar[Any] = None
    #: The step of EXPANSIONS.md §0.4 its ``scoring_penalties`` belong to (4: the invaders,
    #: 5: the medinas): penalties are asked in this order, whatever order the modules were
    #: chosen in (0: no penalties, or no order needed).
    penalty_step: ClassVar[int] = 0

    def money_cards(self, cards: list[str]) -> tuple[list[str], list[str]]:
        """Cards to play with and cards out of the game, from the money cards before they
        are shuffled and the starting money is dealt (a module may add cards here)."""
        return cards, []

    def overpaying_pays(self, state: GameState) -> bool:
        """Whether paying more than a price can gain something now (change: coins left in
        the bag); the listing of purchases then holds payments that overpay on purpose
        (see :func:`.money.purchase_payments`). Only asked of modules that override it."""
        return False

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        return state

    def deck_cards(self, rng: random.Random) -> list[tuple[int, str]]:
        """(stack index, card id) for each of ``extra_cards``: shuffled into that one of
        the money deck's five stacks at setup, after the scoring cards."""
        return []

    def revealed_card(self, state: GameState, card: str, events: list) -> GameState | None:
        """``card``, drawn from the money deck, is no money (nor an exchange office, nor a
        scoring card): the module whose card it is handles it (the state after; the core
        then draws on). None: not this module's card."""
        return None

    def set_aside(self, state: GameState, tile: str, events: list) -> GameState | None:
        """``tile`` (a physical id) was just drawn from the bag for the market (the refill,
        the first market, Laila's swap): the state with it set aside by this module (the
        core then draws another, :func:`draw_for_market`), or None: not this module's
        tile, it goes into the market. Only asked of modules that override it."""
        return None

    def held_tiles(self, state: GameState) -> Iterable[str]:
        """Tiles this module keeps itself outside the bag, the market, the players and Dirk
        (the bazaars waiting beside the market), for the count of every tile."""
        return ()

    def held_cards(self, state: GameState) -> Iterable[str]:
        """This module's cards (of ``extra_cards``) it keeps itself (in ``modules_state``:
        a revealed gate card, a seat's gate cards), for the count of every card."""
        return ()

    def edges(self, state: GameState, seat: int) -> Edges | None:
        """``seat``'s edge changes from this module (see above); None: none."""
        return None

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

    def finishing_groups(self, state: GameState, seat: int) -> Iterable[tuple[str | None, Any]]:
        """Actions of the active seat while it places its bought tiles (also at the end of
        the game, and after an exact payment), listed whether or not tiles still wait, as
        :meth:`turn_groups` gives them (e.g. moving the street trader); their kinds go in
        ``phase_actions`` of those phases."""
        return ()

    def end_turn_problem(self, state: GameState, seat: int) -> Reason | None:
        """Why ``seat`` may not end its turn yet (None: it may), e.g. its street trader
        must move first. While there is one, ending the turn is not listed."""
        return None

    def ending_turn(self, state: GameState, seat: int, events: list) -> GameState:
        """``seat`` ends its turn (the end of the turn's checks passed; nothing refilled or
        scored yet): a module finishes what the turn left to do without a choice (the
        treasure chamber's chests placed where only one place is left, and those passed
        on). Only asked of modules that override it."""
        return state

    def holds_turn_end(self, state: GameState) -> bool:
        """Whether this module holds the end of the active seat's turn while seats answer
        out of turn (``Flow.window_seats``, set by its ``ending_turn``): the receivers of
        chests passed on place them before the money and the market are refilled. The
        module goes on with the turn's end itself when they are done (the kit's
        ``complete_turn``); a seat whose turn it is that leaves meanwhile is not rolled
        back. Only asked of modules that override it."""
        return False

    def window_legal_actions(self, state: GameState, seat: int) -> Iterable[object]:
        """What ``seat``, named in ``Flow.window_seats``, may do out of turn now (in the
        shared window: this module's acts; the window adds the pass)."""
        return ()

    def window_groups(self, state: GameState, seat: int) -> Iterable[tuple[str | None, Any]]:
        """``window_legal_actions`` as listing groups, as :meth:`turn_groups` gives
        ``turn_actions`` (a module whose acts are many gives them ``Later``)."""
        return [(None, list(self.window_legal_actions(state, seat)))]

    def window_able(self, state: GameState, seat: int) -> bool:
        """Shared window: whether ``seat`` is asked now for this module's acts (the next
        player is ``state.flow.active_seat``), judged by public information only, never by
        a hand (:mod:`.window`, WS1): whom the window asks is seen by the table."""
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

    def before_window(self, state: GameState, mover: int, events: list) -> GameState:
        """``mover``'s turn is complete and the window between turns is about to open (also
        after a module's own window that ran first, the characters' auctions): a module may
        open a window of its own that comes first (the sultan's claim), setting
        ``Flow.window_seats``; it opens the shared window itself when done
        (:func:`.window.open_between_turns`). Only asked of modules that override it."""
        return state

    def kept_on_restart(self, state: GameState, restored: GameState) -> GameState:
        """``restored``, the turn's start that restarting ``state``'s turn goes back to,
        with what of this module is no move of the turn kept from ``state`` (a standing
        setting made since the turn began, out of turn or not)."""
        return restored

    def any_time_legal_actions(self, state: GameState, seat: int) -> Iterable[object]:
        """The ``any_time_actions`` ``seat`` may take now."""
        return ()

    def after_action(self, state: GameState, seat: int, action: object, events: list
                     ) -> GameState:
        """Called after every applied action (only for modules that override it), but for
        a bare answer in the shared window (see ``after_bare_answers``)."""
        return state

    #: Whether ``after_action`` is also asked after a bare answer in the shared window
    #: between turns: a pass, or an act that waits for the seats before it (its only event
    #: ``WindowAnswered``). Such an answer changes only what the window waits for, which
    #: no hook reads but one that reacts to any action at all (the portal purchase open
    #: "right after" the vizier's, PO7); most seats asked after every turn only pass.
    after_bare_answers: ClassVar[bool] = False

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

    def scoring_penalties(self, state: GameState, round_number: int,
                          totals: tuple[int, ...]) -> dict[str, tuple[int, ...]]:
        """Penalty terms of a round (EXPANSIONS.md §0.4 steps 4 and 5: invaders, medinas),
        counted after every gain: term name -> points of each seat (zero or less).
        ``totals``: each seat's score with this round's gains and the penalties of the
        modules asked before, so that a module can keep a total from dropping below 0."""
        return {}

    def before_scoring(self, state: GameState, round_number: int) -> tuple[GameState, list]:
        """Called as a scoring round begins, before anything is counted."""
        return state, []

    def after_scoring(self, state: GameState, round_number: int) -> tuple[GameState, list]:
        return state, []

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """What this module shows in ``view`` (JSON values), under its name."""
        return {}

    def problems(self, state: GameState) -> list[str]:
        """Broken invariants of this module's part of ``state``."""
        return []


#: Every rule module by name, in the catalogue's order (:data:`.catalogue.MODULES`, made
#: the engine's by :func:`install` as ``engine.alhambra`` loads).
REGISTRY: dict[str, Module] = {}


def install(modules: Iterable[Module]) -> None:
    """Make ``modules`` (the catalogue's tuple) the modules the engine knows by name."""
    REGISTRY.clear()
    REGISTRY.update((module.name, module) for module in modules)


def active_modules(state: GameState) -> tuple[Module, ...]:
    return modules_named(state.options.modules)


@lru_cache(maxsize=256)
def kept_cards(names: tuple[str, ...]) -> frozenset[str]:
    """The cards the modules of these names keep as their own (``own_cards``)."""
    return frozenset(card for module in modules_named(names) for card in module.own_cards)


@lru_cache(maxsize=256)
def acting_after(names: tuple[str, ...]) -> tuple[Module, ...]:
    """The modules of these names that act after every action (``after_action``)."""
    return tuple(m for m in modules_named(names)
                 if type(m).after_action is not Module.after_action)


@lru_cache(maxsize=256)
def acting_after_bare_answers(names: tuple[str, ...]) -> tuple[Module, ...]:
    """Those of :func:`acting_after` asked after a bare answer in the shared window too."""
    return tuple(m for m in acting_after(names) if m.after_bare_answers)


def _overrides(module: Module, *hooks: str) -> bool:
    return any(getattr(type(module), hook) is not getattr(Module, hook) for hook in hooks)


@lru_cache(maxsize=256)
def listing_any_time(names: tuple[str, ...]) -> tuple[Module, ...]:
    """The modules of these names that list actions any time (``any_time_legal_actions``;
    asked at every listing of a seat's actions: the others are skipped)."""
    return tuple(m for m in modules_named(names) if _overrides(m, "any_time_legal_actions"))


@lru_cache(maxsize=256)
def listing_turn(names: tuple[str, ...]) -> tuple[Module, ...]:
    """The modules of these names with main actions of their own (``turn_groups``,
    ``turn_actions``)."""
    return tuple(m for m in modules_named(names)
                 if _overrides(m, "turn_groups", "turn_actions"))


@lru_cache(maxsize=256)
def listing_placing(names: tuple[str, ...]) -> tuple[Module, ...]:
    """The modules of these names with ways of their own to dispose of a bought tile
    (``placing_groups``, ``placing_actions``)."""
    return tuple(m for m in modules_named(names)
                 if _overrides(m, "placing_groups", "placing_actions"))


@lru_cache(maxsize=256)
def _overpaying(names: tuple[str, ...]) -> tuple[Module, ...]:
    return tuple(m for m in modules_named(names)
                 if type(m).overpaying_pays is not Module.overpaying_pays)


@lru_cache(maxsize=256)
def _setting_aside(names: tuple[str, ...]) -> tuple[Module, ...]:
    return tuple(m for m in modules_named(names) if type(m).set_aside is not Module.set_aside)


def draw_for_market(state: GameState, bag: list[str], events: list
                    ) -> tuple[GameState, str | None]:
    """Draw the next tile for the market from the front of ``bag`` (a list, popped): a
    tile a module sets aside (``Module.set_aside``) is kept by it and the next one is
    drawn. The tile drawn (physical id), or None once the bag is empty."""
    setting = _setting_aside(state.options.modules)
    while bag:
        tile = bag.pop(0)
        for module in setting:
            kept = module.set_aside(state, tile, events)
            if kept is not None:
                state = kept
                break
        else:
            return state, tile
    return state, None


def overpaying_pays(state: GameState) -> bool:
    """Whether some active module makes overpaying on purpose worth listing now."""
    return any(m.overpaying_pays(state) for m in _overpaying(state.options.modules))


@lru_cache(maxsize=256)
def finishing(names: tuple[str, ...]) -> tuple[Module, ...]:
    """The modules of these names with actions at the end of a turn or a say in when it may
    end (``finishing_groups``, ``end_turn_problem``; asked several times per action: kept)."""
    return tuple(m for m in modules_named(names)
                 if type(m).finishing_groups is not Module.finishing_groups
                 or type(m).end_turn_problem is not Module.end_turn_problem)


@lru_cache(maxsize=256)
def before_window(names: tuple[str, ...]) -> tuple[Module, ...]:
    """The modules of these names with a window of their own before the shared one."""
    return tuple(m for m in modules_named(names)
                 if type(m).before_window is not Module.before_window)


@lru_cache(maxsize=256)
def _ending(names: tuple[str, ...]) -> tuple[Module, ...]:
    return tuple(m for m in modules_named(names)
                 if type(m).ending_turn is not Module.ending_turn)


def ending_turn(state: GameState, seat: int, events: list) -> GameState:
    """Every active module's ``ending_turn``, in module order."""
    for module in _ending(state.options.modules):
        state = module.ending_turn(state, seat, events)
    return state


@lru_cache(maxsize=256)
def _holding(names: tuple[str, ...]) -> tuple[Module, ...]:
    return tuple(m for m in modules_named(names)
                 if type(m).holds_turn_end is not Module.holds_turn_end)


def turn_end_held(state: GameState) -> bool:
    """Whether a module holds the end of the active seat's turn (``holds_turn_end``)."""
    return any(m.holds_turn_end(state) for m in _holding(state.options.modules))


def end_turn_problem(state: GameState, seat: int) -> Reason | None:
    """Why ``seat`` may not end its turn yet, by the first module that says so."""
    for module in finishing(state.options.modules):
        problem = module.end_turn_problem(state, seat)
        if problem is not None:
            return problem
    return None


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
    """The modules players may choose for a new game, in the books' order (the
    catalogue's)."""
    return [module for module in REGISTRY.values() if module.selectable and module.offered]


def everything() -> list[str]:
    """Every module on offer that plays with the base game's rule set: the modules of all
    the expansions at once ("everything"), in the books' order. Granada, the combination
    and what needs one of them are left out."""
    return [module.name for module in available_modules()
            if module.rule_set is None and not module.requires
            and (module.rule_sets is None or BASE_RULE_SET in module.rule_sets)]


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
    played = REGISTRY[game].rule_set.name if game else BASE_RULE_SET
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
