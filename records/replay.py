"""The frames of a finished game's replay, from its first state and its action log.

Every frame holds the PUBLIC view of the game (``view(state, None)``, what a spectator
sees) and nothing else of the state: no hand, no deck or bag order, no seed. A replay is
only made of a game that has ended (:class:`NotOver` otherwise), so nothing hidden during
a running game can reach it; after the end it shows what the public view shows.

Decisions (RP):

- RP1 Alhambra: a frame at the start, then one after every turn (the moment the turn ends,
  ``turn_ended``: what was done in the window between turns, a vizier's tile say, shows in
  the next frame), and a last one when the game ends (``game_ended``: the tiles of the
  market handed out, the final scoring). Moves inside a turn get no frame (an undone
  turn leaves no trace).
- RP2 A scoring round gets no frame of its own: it happens while a turn ends, so the frame
  of that turn carries it (``scoring``: the round, 1-3) and the picture holds it longer.
- RP3 The seats whose Alhambra (or reserve) changed since the previous frame are
  ``changed``; ``seat`` is whose turn it was (None: the start and the end).
- RP4 Roll & Write: a frame at the start and one after every round (``round_ended``; the
  last also holds the final scoring), the sheets as they stood.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from engine import alhambra, rollwrite

#: What ends a frame of an Alhambra replay (RP1).
TURN_END, GAME_END, SCORING = "turn_ended", "game_ended", "scoring_round"
ROUND_END = "round_ended"

Log = Iterable[tuple[int, Any]]


class NotOver(ValueError):
    """The log does not end the game: a running game has no replay."""


@dataclass(frozen=True)
class Frame:
    """One picture of an Alhambra replay (RP1-RP3)."""

    #: "start", "turn" or "end".
    step: str
    #: The game's turn number the frame was taken after (0: the start).
    turn: int
    #: Whose turn it was (None: the start and the end).
    seat: int | None
    #: The scoring round that took place during this turn (1-3), or None.
    scoring: int | None
    #: Seats whose Alhambra or reserve changed since the previous frame.
    changed: tuple[int, ...]
    scores: tuple[int, ...]
    view: alhambra.PublicView


@dataclass(frozen=True)
class RoundFrame:
    """One picture of a Roll & Write replay (RP4)."""

    #: "start", "round" or "end" (the last round, with the final scoring).
    step: str
    #: The round just played (0: the start).
    round: int
    rounds: int
    changed: tuple[int, ...]
    scores: tuple[int, ...]
    view: rollwrite.PublicView


def _city(player) -> tuple:
    return (player.alhambra, player.reserve)


def alhambra_frames(initial: alhambra.GameState, log: Log) -> list[Frame]:
    """The frames of an Alhambra game that ``log`` ((seat, action), in order) plays to
    its end from ``initial`` (RP1-RP3). Raises :class:`NotOver` if it does not end."""
    state = initial
    public = alhambra.view(state, None)
    frames = [Frame("start", 0, None, None, (), tuple(p.score for p in public.players),
                    public)]
    scoring = None
    for seat, action in log:
        state, events = alhambra.apply(state, seat, action)
        kinds = [e.kind for e in events]
        for event in events:
            if event.kind == SCORING:
                scoring = event.round
        if action.kind == "restart_turn":
            scoring = None  # (a scoring is never undone; kept tidy all the same)
        if TURN_END not in kinds and GAME_END not in kinds:
            continue
        ended = next((e for e in events if e.kind == TURN_END), None)
        public = alhambra.view(state, None)
        before = frames[-1].view
        changed = tuple(p.seat for p, q in zip(public.players, before.players, strict=True)
                        if _city(p) != _city(q))
        over = GAME_END in kinds
        frames.append(Frame("end" if over and ended is None else "turn",
                            before.turn if ended is None else _turn_of(before, ended),
                            None if ended is None else ended.seat, scoring, changed,
                            tuple(p.score for p in public.players), public))
        scoring = None
        if over and ended is not None:  # the last turn and the end in one move
            frames.append(Frame("end", frames[-1].turn, None, None, (),
                                frames[-1].scores, public))
    if not state.is_over:
        raise NotOver("the game is still running: it has no replay yet")
    return frames


def _turn_of(before: alhambra.PublicView, ended) -> int:
    """The number of the turn that has just ended (turns counted from 1)."""
    return before.turn


def rollwrite_frames(initial: rollwrite.GameState, log: Log) -> list[RoundFrame]:
    """The frames of a Roll & Write game that ``log`` plays to its end (RP4); raises
    :class:`NotOver` if it does not end."""
    state = initial
    public = rollwrite.view(state, None)
    frames = [RoundFrame("start", 0, public.rounds, (), tuple(public.scores), public)]
    for seat, action in log:
        state, events = rollwrite.apply(state, seat, action)
        ended = [e.round for e in events if e.kind == ROUND_END]
        if not ended:
            continue
        public = rollwrite.view(state, None)
        before = frames[-1].view
        changed = tuple(s.seat for s, t in zip(public.players, before.players, strict=True)
                        if s.crossed != t.crossed)
        frames.append(RoundFrame("end" if public.is_over else "round", ended[-1],
                                 public.rounds, changed, tuple(public.scores), public))
    if not state.is_over:
        raise NotOver("the game is still running: it has no replay yet")
    return frames
