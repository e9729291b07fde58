"""A seat leaves a running game (:class:`~.actions.RetireSeat`), e.g. voted out for idleness.

Not a rule of the board game: it lets an online table go on without a player who stopped
playing. The retired seat keeps everything it owns (Alhambra, reserve, money, score) and its
buildings keep counting in the scoring rounds, like Dirk's; it simply never acts again:

- If it was the seat's turn, the unfinished turn is rolled back (as "restart turn" would)
  and play passes to the next seat still playing (a new turn begins; nothing is refilled,
  because nothing was taken). A turn that has ended but for other seats' answers, whose
  end a module holds (the receivers of chests passed on), is not rolled back: it ends
  when they are done, and play passes on from it then.
- In the end-of-game building phase, tiles it received go to its reserve and it leaves the
  queue of builders.
- At the end of the game, left-over market tiles are awarded only among seats still
  playing (a retired seat's money does not count).
- When the last playing seat retires, the game ends at once with the final scoring round
  (left-over market tiles stay unawarded).

- RT1 (as the bonus cards' B5): a seat that leaves out of turn makes no move of the
  active seat's turn, and the turn's start (``turn_start``) is never rewritten: it stays
  the state the action log reached there, so the turn's actions, the retirement among
  them, replay from it (the bot's turn post does). Before the active seat has acted, the
  turn begins after the retirement (nothing to undo); later, restarting the turn retires
  the seat again in the state it goes back to (:func:`~.restart.restart_turn`): a seat
  that left stays gone.
"""

from __future__ import annotations

from . import window
from .actions import RetireSeat
from .endturn import begin_turn, final_scoring, next_final_placer, next_playing_seat
from .errors import IllegalAction
from .events import SeatRetired, TurnEnded, TurnRestarted
from .modules import active_modules, turn_end_held
from .standing import begins_the_turn
from .state import GameState
from .turn import with_player


def _leave(state: GameState, seat: int) -> GameState:
    """``seat`` marked retired; its end-of-game tiles (if any) moved to its reserve."""
    state = state.model_copy(update={"retired": tuple(sorted({*state.retired, seat}))})
    player = state.players[seat]
    if player.bought:
        state = with_player(state, seat, reserve=player.reserve + player.bought, bought=())
    if seat in state.flow.final_queue and state.flow.active_seat != seat:
        queue = tuple(s for s in state.flow.final_queue if s != seat)
        state = state.model_copy(update={"flow": state.flow.model_copy(
            update={"final_queue": queue})})
    return state


def retire_seat(state: GameState, seat: int, action: RetireSeat):
    if seat in state.retired:
        raise IllegalAction(f"{state.players[seat].name} has already left the game",
                            "engine-already-left", name=state.players[seat].name)
    events: list = [SeatRetired(seat=seat)]
    state, _ = _retire(state, seat, events)
    state = window.seat_left(state, seat, events)
    for module in active_modules(state):
        state = module.seat_left(state, seat, events)
    return state, events


def _retire(state: GameState, seat: int, events: list) -> tuple[GameState, list]:
    if seat != state.flow.active_seat:
        # RT1: nothing done yet this turn: None, and apply() records the new start (nothing
        # to undo). Otherwise the start stays as the log reached it (restart_turn retires
        # the seat again there).
        return begins_the_turn(state, _leave(state, seat)), events
    if turn_end_held(state):  # the turn is over but for others' answers (the chests passed
        # on): nothing is rolled back, and the module holding its end completes it
        return _leave(state, seat), events
    start = state.turn_start
    if start is not None and start.moves != state.moves:
        state = start  # roll the unfinished turn back
        events.append(TurnRestarted(seat=seat))
    final = state.flow.phase == "final_placing"
    state = _leave(state, seat)
    if final:
        return next_final_placer(state, seat, events)
    following = next_playing_seat(state, seat)
    events.append(TurnEnded(seat=seat, next_seat=following))
    if following is None:
        return final_scoring(state, events), events
    return begin_turn(state, following, turn=state.flow.turn + 1), events
