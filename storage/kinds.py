"""Which engine plays a game: a small registry from a game's ``kind`` to its engine functions.

Storage never hard-codes a game. Every engine has the same face (``new_game``, ``apply``,
``ACTION_ADAPTER``, ``GameState``), so :func:`engine_kind` wraps any such module. The
built-in kinds are ``"alhambra"`` (``engine.alhambra``) and ``"rollwrite"``
(``engine.rollwrite``), wrapped on first use. Tests and new games add theirs with
:func:`register_kind`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import Any

from pydantic import BaseModel

import engine.alhambra as alhambra_engine
import engine.rollwrite as rollwrite_engine
from engine.alhambra.setup import MAX_PLAYERS, MIN_PLAYERS

from .errors import UnknownKind


def _no_problems(state: Any) -> list[str]:
    return []


def _nobody_left(state: Any) -> tuple[int, ...]:
    return ()


@dataclass(frozen=True)
class GameKind:
    """The engine functions storage needs for one kind of game."""

    name: str
    #: (player names in seat order, seed, the game's options) -> initial state. The
    #: options are the table's settings (reminders, seat limit, ...); the engine's own
    #: options are their ``"rules"`` entry.
    new_state: Callable[[Sequence[str], int, Mapping[str, Any]], Any]
    #: (state, seat, action) -> (new state, events); raises the engine's IllegalAction.
    apply: Callable[[Any, int, Any], tuple[Any, list]]
    #: JSON text/bytes, a dict or an action model -> a validated action model.
    parse_action: Callable[[Any], Any]
    dump_action: Callable[[Any], str]
    parse_state: Callable[[str | bytes], Any]
    dump_state: Callable[[Any], str]
    #: Seats the game waits for now (empty when it is over).
    active_seats: Callable[[Any], tuple[int, ...]]
    is_over: Callable[[Any], bool]
    #: The engine's own invariant check (a list of problems, empty when fine).
    check_state: Callable[[Any], list[str]] = _no_problems
    #: Exceptions ``new_state`` raises for options or seats it cannot play.
    setup_errors: tuple[type[Exception], ...] = (ValueError,)
    min_players: int = 1
    max_players: int | None = None
    #: The final score of each seat, in seat order, once the game is over (None: the kind
    #: keeps no scores, so its finished games have no results, history nor ratings).
    final_scores: Callable[[Any], Sequence[int]] | None = None
    #: The seats whose player left the game for good (retired), in seat order.
    left_seats: Callable[[Any], Sequence[int]] = _nobody_left


def _active_seats(state: Any) -> tuple[int, ...]:
    if getattr(state, "is_over", False):
        return ()
    seats = getattr(state, "active_seats", None)
    if seats is not None:
        return tuple(sorted(seats))
    seat = getattr(state, "active_seat", None)
    return () if seat is None else (seat,)


def engine_kind(
    name: str,
    module: ModuleType,
    *,
    min_players: int | None = None,
    max_players: int | None = None,
) -> GameKind:
    """A :class:`GameKind` for an engine module with the standard face.

    The module needs ``new_game(players, *, seed, **options)``, ``apply(state, seat,
    action)``, ``ACTION_ADAPTER`` (a pydantic TypeAdapter of its action union) and
    ``GameState``; ``problems(state)``, ``IllegalAction`` and ``BadOptions`` are used when
    present. The state needs ``is_over`` and ``active_seat`` or ``active_seats``; a state
    with ``scores`` (and ``retired``) gets results and ratings when it finishes.
    """
    adapter = module.ACTION_ADAPTER
    state_model: type[BaseModel] = module.GameState

    def new_state(players: Sequence[str], seed: int, options: Mapping[str, Any]) -> Any:
        # A game's options are the table's settings; only their "rules" go to the engine.
        return module.new_game(list(players), seed=seed, **dict(options.get("rules", {})))

    def parse_action(action: Any) -> Any:
        if isinstance(action, str | bytes | bytearray):
            return adapter.validate_json(action)
        return adapter.validate_python(action)

    def dump_action(action: Any) -> str:
        return adapter.dump_json(action).decode()

    scored = hasattr(state_model, "scores")
    setup_errors = tuple(
        error for error in (getattr(module, "BadOptions", None), ValueError) if error is not None
    )
    return GameKind(
        name=name,
        new_state=new_state,
        apply=module.apply,
        parse_action=parse_action,
        dump_action=dump_action,
        parse_state=state_model.model_validate_json,
        dump_state=lambda state: state.model_dump_json(),
        active_seats=_active_seats,
        is_over=lambda state: bool(state.is_over),
        check_state=getattr(module, "problems", _no_problems),
        setup_errors=setup_errors,
        min_players=min_players or getattr(module, "MIN_PLAYERS", 1),
        max_players=max_players or getattr(module, "MAX_PLAYERS", None),
        # Both built-in engines keep ``scores`` (the real seats' totals once over) and
        # ``retired`` (seats voted out: they keep their score).
        final_scores=(lambda state: tuple(state.scores)) if scored else None,
        left_seats=lambda state: tuple(getattr(state, "retired", ())),
    )


def _alhambra() -> GameKind:
    return engine_kind("alhambra", alhambra_engine, min_players=MIN_PLAYERS,
                       max_players=MAX_PLAYERS)


def _rollwrite() -> GameKind:
    try:
        return engine_kind("rollwrite", rollwrite_engine)
    except AttributeError as error:
        raise UnknownKind("rollwrite", f"engine.rollwrite lacks the engine face: {error}") from None


_BUILT_IN: dict[str, Callable[[], GameKind]] = {"alhambra": _alhambra, "rollwrite": _rollwrite}
_KINDS: dict[str, GameKind] = {}


def register_kind(kind: GameKind, *, replace: bool = False) -> GameKind:
    """Make ``kind`` available to the store under ``kind.name``."""
    if kind.name in _KINDS and not replace:
        raise ValueError(f"the game kind {kind.name!r} is already registered")
    _KINDS[kind.name] = kind
    return kind


def unregister_kind(name: str) -> None:
    _KINDS.pop(name, None)


def get_kind(name: str) -> GameKind:
    """The engine of ``name``; raises :class:`UnknownKind` when there is none."""
    kind = _KINDS.get(name)
    if kind is None:
        factory = _BUILT_IN.get(name)
        if factory is None:
            raise UnknownKind(name)
        kind = _KINDS.setdefault(name, factory())
    return kind


def known_kinds() -> list[str]:
    return sorted(set(_KINDS) | set(_BUILT_IN))
