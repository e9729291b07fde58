"""The end of a turn: refilling, scoring rounds and the end of the game (rule book p. 5-7).

After the player confirms, the money display is refilled to four cards (an empty deck is
replaced by the shuffled discard pile). A scoring card revealed on the way is scored at
once, leaves the game and is replaced. Then the market slots are refilled in slot order.
When the bag cannot fill every slot, the game ends: each left-over market tile goes to the
player with the most money in that slot's currency (a tie leaves it), the receivers build
or reserve them, and scoring round 3 follows. Seats that retired (:mod:`.retire`) are
skipped in the turn order and take no part in the award of left-over tiles.
"""

from __future__ import annotations

import random

from .actions import EndTurn, RestartTurn
from .components import BASE_PAYOUTS, BUILDINGS, CARDS, CURRENCIES, DISPLAY_SIZE
from .errors import IllegalAction
from .events import (
    DeckReshuffled,
    FinalTilesAwarded,
    GameEnded,
    MarketRefilled,
    MoneyRevealed,
    ScoringRecord,
    ScoringRound,
    TurnEnded,
    TurnRestarted,
)
from .modules import active_modules
from .scoring import building_counts, longest_outer_wall, rank_payouts
from .state import Flow, GameState
from .turn import with_player

FINAL_ROUND = 3


def restart_turn(state: GameState, seat: int, action: RestartTurn):
    start = state.turn_start
    if start is None or start.moves == state.moves:
        raise IllegalAction("there is nothing to undo yet this turn")
    # apply() makes the restored state the new start of the turn (nothing left to undo)
    return start.model_copy(update={"turn_start": None}), [TurnRestarted(seat=seat)]


def end_turn(state: GameState, seat: int, action: EndTurn):
    waiting = state.players[seat].bought
    if waiting:
        raise IllegalAction(
            f"place or reserve the {len(waiting)} tile(s) you bought before ending your turn"
        )
    if state.flow.phase == "final_placing":
        return _next_final_placer(state, seat, [])
    events: list = []
    state = _refill_display(state, events)
    state = _refill_market(state, events)
    if None in state.market:
        return _game_end(state, seat, events)
    following = next_playing_seat(state, seat)
    events.append(TurnEnded(seat=seat, next_seat=following))
    return _begin_turn(state, following, turn=state.flow.turn + 1), events


def next_playing_seat(state: GameState, seat: int) -> int | None:
    """The seat after ``seat`` in turn order that still plays (``seat`` itself when it is the
    only one left; None when every seat has retired)."""
    seats = len(state.players)
    for step in range(1, seats + 1):
        following = (seat + step) % seats
        if following not in state.retired:
            return following
    return None


def _begin_turn(state: GameState, seat: int, *, turn: int, phase: str = "action",
                queue: tuple[int, ...] = ()) -> GameState:
    flow = Flow(phase=phase, active_seat=seat, turn=turn, final_queue=queue)
    # turn_start None: apply() records the state the new turn begins with
    return state.model_copy(update={"flow": flow, "turn_start": None})


def _draw_card(state: GameState, events: list) -> tuple[GameState, str | None]:
    if not state.deck:
        if not state.discard:
            return state, None
        cards = list(state.discard)
        rng = random.Random(f"alhambra:{state.seed}:reshuffle:{state.reshuffles}")
        rng.shuffle(cards)
        events.append(DeckReshuffled(cards=len(cards)))
        state = state.model_copy(
            update={"deck": tuple(cards), "discard": (), "reshuffles": state.reshuffles + 1}
        )
    return state.model_copy(update={"deck": state.deck[1:]}), state.deck[0]


def _refill_display(state: GameState, events: list) -> GameState:
    revealed = []
    while len(state.display) < DISPLAY_SIZE:
        state, card = _draw_card(state, events)
        if card is None:
            break
        if CARDS[card].kind == "scoring":
            state = state.model_copy(update={"out_of_game": state.out_of_game + (card,)})
            state = scoring_round(state, CARDS[card].scoring_round, events)
            continue
        revealed.append(card)
        state = state.model_copy(update={"display": state.display + (card,)})
    if revealed:
        events.append(MoneyRevealed(cards=tuple(revealed)))
    return state


def _refill_market(state: GameState, events: list) -> GameState:
    market = list(state.market)
    bag = list(state.bag)
    placed = {}
    for slot, tile in enumerate(market):
        if tile is None and bag:
            market[slot] = bag.pop(0)
            placed[CURRENCIES[slot]] = market[slot]
    if placed:
        events.append(MarketRefilled(tiles=placed))
    return state.model_copy(update={"market": tuple(market), "bag": tuple(bag)})


def scoring_round(state: GameState, number: int, events: list) -> GameState:
    """Pay majorities for every building and each seat's longest outer wall."""
    seats = len(state.players)
    counts = [building_counts(p.grid) for p in state.players]
    for module in active_modules(state):
        counts += module.majority_counts(state)
    per_building = {b: tuple(c.get(b, 0) for c in counts) for b in BUILDINGS}
    points = {
        b: tuple(rank_payouts(per_building[b], BASE_PAYOUTS[number][b])) for b in BUILDINGS
    }
    walls = tuple(longest_outer_wall(p.grid) for p in state.players)
    for seat in range(seats):
        gained = walls[seat] + sum(points[b][seat] for b in BUILDINGS)
        state = with_player(state, seat, score=state.players[seat].score + gained)
    record = ScoringRecord(
        round=number,
        counts=per_building,
        points=points,
        walls=walls,
        totals=tuple(state.scores),
    )
    state = state.model_copy(update={"scorings": state.scorings + (record,)})
    events.append(ScoringRound(round=number, record=record))
    for module in active_modules(state):
        state, more = module.after_scoring(state, number)
        events += more
    return state


def _game_end(state: GameState, seat: int, events: list):
    """Award the left-over market tiles, then let their receivers build them."""
    seats = len(state.players)
    awards: dict[str, int | None] = {}
    tiles: dict[str, str] = {}
    market = list(state.market)
    for slot, tile in enumerate(state.market):
        if tile is None:
            continue
        currency = CURRENCIES[slot]
        # seats that retired take no part in the award (their money does not count)
        money = {s: state.players[s].money_in(currency) for s in state.playing_seats}
        best = max(money.values(), default=0)
        winners = [s for s in money if money[s] == best]
        tiles[currency] = tile
        if len(winners) == 1 and best > 0:
            awards[currency] = winners[0]
            market[slot] = None
            receiver = state.players[winners[0]]
            state = with_player(state, winners[0], bought=receiver.bought + (tile,))
        else:
            awards[currency] = None
    state = state.model_copy(update={"market": tuple(market)})
    if tiles:
        events.append(FinalTilesAwarded(awards=awards, tiles=tiles))
    order = [(seat + 1 + i) % seats for i in range(seats)]
    queue = tuple(s for s in order if state.players[s].bought and s not in state.retired)
    if queue:
        events.append(TurnEnded(seat=seat, next_seat=queue[0]))
        return _begin_turn(state, queue[0], turn=state.flow.turn + 1, phase="final_placing",
                           queue=queue), events
    events.append(TurnEnded(seat=seat, next_seat=None))
    return _final_scoring(state, events), events


def _next_final_placer(state: GameState, seat: int, events: list):
    queue = state.flow.final_queue[1:]
    events.append(TurnEnded(seat=seat, next_seat=queue[0] if queue else None))
    if queue:
        return _begin_turn(state, queue[0], turn=state.flow.turn + 1, phase="final_placing",
                           queue=queue), events
    return _final_scoring(state, events), events


def _final_scoring(state: GameState, events: list) -> GameState:
    state = scoring_round(state, FINAL_ROUND, events)
    state = state.model_copy(
        update={"flow": Flow(phase="over", active_seat=None, turn=state.flow.turn),
                "turn_start": None}
    )
    events.append(GameEnded(scores=tuple(state.scores), winners=tuple(state.winners)))
    return state
