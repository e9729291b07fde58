"""The frames of a finished game's replay, from its first state and its action log.

Every frame holds the PUBLIC view of the game (``view(state, None)``, what a spectator
sees) and nothing else of the state: no hand, no deck or bag order, no seed. A replay is
only made of a game that has ended (:class:`NotOver` otherwise), so nothing hidden during
a running game can reach it; after the end it shows what the public view shows.

Decisions (RP):

- RP1 Alhambra: a frame at the start, then one after every turn (the moment the turn ends,
  ``turn_ended``: what was done in the window between turns, a vizier's tile say, shows in
  the next frame), the last one when the game ends (``game_ended``: the tiles of the
  market handed out, the final scoring; the last turn's own frame when the game ends
  with it). Moves inside a turn get no frame (an undone turn leaves no trace).
- RP2 A scoring round gets no frame of its own: it happens while a turn ends, so the frame
  of that turn carries it (``scoring``: the round, 1-3) and the picture holds it longer.
- RP3 The seats whose Alhambra (or reserve) changed since the previous frame are
  ``changed``; ``seat`` is whose turn it was (None: the start and the end).
- RP4 Roll & Write: a frame at the start and one after every round (``round_ended``; the
  last also holds the final scoring), the sheets as they stood.
- RP9 (issue 38) Every frame knows how many log entries it was taken after (``moves``), so
  the seats can be named as they were then (:class:`SeatNames`: a person a computer took
  over from is named as the person until the move the computer took over at).
- RP10 A replay one steps through (:class:`Step`): the frame shown, how many there are, and
  where each scoring round happened, so the reader can go back and forth by turn and jump
  to each scoring.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
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
    #: Whose turn it was (None: the start, and the end after the final tiles).
    seat: int | None
    #: The scoring round that took place during this turn (1-3), or None.
    scoring: int | None
    #: Seats whose Alhambra or reserve changed since the previous frame.
    changed: tuple[int, ...]
    scores: tuple[int, ...]
    view: alhambra.PublicView
    #: The log entries applied when the frame was taken (RP9).
    moves: int = 0

    @property
    def round(self) -> int:
        """The scoring rounds held so far (0-3): the stage of the game (RP2)."""
        return len(self.view.scorings)


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
    #: The log entries applied when the frame was taken (RP9).
    moves: int = 0


@dataclass(frozen=True)
class SeatNames:
    """RP9: the seats' names through a game: ``first`` from the start, and each change
    (from how many log entries on, the seat, its name from then on)."""

    first: tuple[str, ...]
    changes: tuple[tuple[int, int, str], ...] = ()

    def at(self, moves: int) -> tuple[str, ...]:
        """The names after ``moves`` log entries."""
        names = list(self.first)
        for since, seat, name in sorted(self.changes):
            if moves >= since:
                names[seat] = name
        return tuple(names)


@dataclass(frozen=True)
class Step:
    """RP10: one frame of a replay shown on its own: its place among ``count`` frames, what
    it shows (``step``: "start", "turn", "round" or "end"; ``turn``: the turn or round), and
    the frames holding a scoring round ((round, frame index), in order)."""

    index: int
    count: int
    step: str
    turn: int
    scorings: tuple[tuple[int, int], ...] = ()


def step_of(frames, index: int) -> Step:
    """Frame ``index`` of ``frames`` (either kind's) as a :class:`Step`."""
    frame = frames[index]
    turn = frame.turn if isinstance(frame, Frame) else frame.round
    scorings = tuple((f.scoring, i) for i, f in enumerate(frames)
                     if isinstance(f, Frame) and f.scoring is not None)
    return Step(index, len(frames), frame.step, turn, scorings)


def _city(player) -> tuple:
    return (player.alhambra, player.reserve)


def replayed(initial: alhambra.GameState, log: Log
             ) -> Iterator[tuple[alhambra.GameState, list]]:
    """(the state after, its events) of every action of ``log`` applied from ``initial``."""
    state = initial
    for seat, action in log:
        state, events = alhambra.apply(state, seat, action)
        yield state, events


def alhambra_frames(initial: alhambra.GameState, log: Log) -> list[Frame]:
    """The frames of an Alhambra game that ``log`` ((seat, action), in order) plays to
    its end from ``initial`` (RP1-RP3). Raises :class:`NotOver` if it does not end."""
    return frames_of(initial, replayed(initial, log))


def frames_of(initial: alhambra.GameState,
              steps: Iterable[tuple[alhambra.GameState, list]]) -> list[Frame]:
    """The frames of a game from its first state and (state, events) after each action;
    each frame reads only the public view of a state (``view(state, None)``), never the
    state itself."""
    public = alhambra.view(initial, None)
    frames = [Frame("start", 0, None, None, (), _scores(public), public)]
    scoring, over = None, initial.is_over
    for moves, (state, events) in enumerate(steps, start=1):
        kinds = {e.kind for e in events}
        scoring = next((e.round for e in events if e.kind == SCORING), scoring)
        if TURN_END not in kinds and GAME_END not in kinds:
            continue
        public, before = alhambra.view(state, None), frames[-1].view
        ended = next((e for e in events if e.kind == TURN_END), None)
        changed = tuple(p.seat for p, q in zip(public.players, before.players, strict=True)
                        if _city(p) != _city(q))
        over = GAME_END in kinds
        frames.append(Frame("end" if over else "turn", before.turn,
                            None if ended is None else ended.seat, scoring, changed,
                            _scores(public), public, moves))
        scoring = None
    if not over:
        raise NotOver("the game is still running: it has no replay yet")
    return frames


def _scores(public: alhambra.PublicView) -> tuple[int, ...]:
    return tuple(p.score for p in public.players)


def rollwrite_replayed(initial: rollwrite.GameState, log: Log
                       ) -> Iterator[tuple[rollwrite.GameState, list]]:
    """(the state after, its events) of every action of a Roll & Write ``log``."""
    state = initial
    for seat, action in log:
        state, events = rollwrite.apply(state, seat, action)
        yield state, events


def rollwrite_frames(initial: rollwrite.GameState, log: Log) -> list[RoundFrame]:
    """The frames of a Roll & Write game that ``log`` plays to its end (RP4); raises
    :class:`NotOver` if it does not end."""
    return round_frames_of(initial, rollwrite_replayed(initial, log))


def round_frames_of(initial: rollwrite.GameState,
                    steps: Iterable[tuple[rollwrite.GameState, list]]) -> list[RoundFrame]:
    """The frames of a Roll & Write game from its first state and (state, events) after
    each action, each from the public view of a state only."""
    public = rollwrite.view(initial, None)
    frames = [RoundFrame("start", 0, public.rounds, (), tuple(public.scores), public)]
    over = initial.is_over
    for moves, (state, events) in enumerate(steps, start=1):
        ended = [e.round for e in events if e.kind == ROUND_END]
        if not ended:
            continue
        public, before = rollwrite.view(state, None), frames[-1].view
        changed = tuple(s.seat for s, t in zip(public.players, before.players, strict=True)
                        if s.crossed != t.crossed)
        over = public.is_over
        frames.append(RoundFrame("end" if over else "round", ended[-1], public.rounds,
                                 changed, tuple(public.scores), public, moves))
    if not over:
        raise NotOver("the game is still running: it has no replay yet")
    return frames
