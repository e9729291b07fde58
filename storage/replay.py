"""Replaying an action log, and checking a stored game against it (no database here).

The log is the truth: the initial state comes from the seats, seed and options, and every
logged action is applied as its logged seat. The stored snapshot is only a cache of that
replay, so :func:`game_problems` can prove it and :meth:`SqliteStore.rebuild_snapshot`
can restore it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from .errors import UnknownKind
from .kinds import GameKind, get_kind

#: One logged action as stored: (seq, seat, action JSON).
RawAction = tuple[int, int, str]


class ReplayError(Exception):
    def __init__(self, seq: int, problem: str):
        super().__init__(problem)
        self.seq = seq
        self.problem = problem


def replay(
    kind: GameKind,
    players: Sequence[str],
    seed: int,
    options: Mapping[str, Any],
    log: Iterable[RawAction],
) -> Any:
    """The state after applying ``log`` to a new game; :class:`ReplayError` names a bad step."""
    try:
        state = kind.new_state(players, seed, options)
    except Exception as error:
        raise ReplayError(0, f"the game cannot be set up again: {error}") from error
    for seq, seat, text in log:
        try:
            action = kind.parse_action(text)
        except ValueError as error:
            raise ReplayError(seq, f"action {seq} no longer reads: {_first_line(error)}") from None
        try:
            state, _ = kind.apply(state, seat, action)
        except Exception as error:
            raise ReplayError(
                seq, f"action {seq} (seat {seat}) is refused on replay: {error}"
            ) from None
    return state


def _first_line(error: Exception) -> str:
    return " ".join(str(error).split())[:300]


def game_problems(
    *,
    kind_name: str,
    status: str,
    players: Sequence[str],
    seed: int | None,
    options: Mapping[str, Any],
    version: int,
    snapshot: str | None,
    log: Sequence[RawAction],
    full_replay: bool = True,
) -> list[str]:
    """Everything wrong with one stored game (an empty list when it is consistent).

    Without ``full_replay`` only what is cheap is checked: the snapshot reads and passes the
    engine's invariants, the log is gap-free, as long as ``version`` and every action reads.
    """
    try:
        kind = get_kind(kind_name)
    except UnknownKind as error:
        return [str(error)]
    found: list[str] = []
    seqs = [seq for seq, _, _ in log]
    if seqs != list(range(1, len(seqs) + 1)):
        gap = next(i + 1 for i, seq in enumerate(seqs) if seq != i + 1)
        found.append(f"the action log has a gap or duplicate at seq {gap}")
    if version != len(log):
        found.append(f"version is {version} but {len(log)} actions are logged")
    if snapshot is None:
        if status in ("running", "finished"):
            found.append(f"the game is {status} but has no snapshot")
        elif log:
            found.append(f"the game is {status} without a snapshot but has logged actions")
        return found
    if seed is None:
        found.append("the game has a snapshot but no seed")
        return found

    try:
        stored = kind.parse_state(snapshot)
    except ValueError as error:
        stored = None
        found.append(f"the snapshot does not read: {_first_line(error)}")
    if stored is not None:
        found += [f"the snapshot breaks a rule: {p}" for p in kind.check_state(stored)]
        if status == "running" and kind.is_over(stored):
            found.append("the game is over but its status is still running")

    if not full_replay:
        for seq, _, text in log:
            try:
                kind.parse_action(text)
            except ValueError as error:
                found.append(f"action {seq} no longer reads: {_first_line(error)}")
        return found

    try:
        replayed = replay(kind, players, seed, options, log)
    except ReplayError as error:
        found.append(error.problem)
        return found
    if stored is not None and replayed != stored:
        found.append(f"the snapshot differs from the replay of the {len(log)} logged actions")
    return found
