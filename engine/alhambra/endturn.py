"""The end of a turn: refilling, scoring rounds and the end of the game (rule book p. 5-7).

After the player confirms, the money display is refilled to four cards (an empty deck is
replaced by the shuffled discard pile). A scoring card revealed on the way is scored at
once, leaves the game and is replaced; a module's card (a gate card, a wall card) is
handled by its module (``Module.revealed_card``) and replaced. Then the market slots are
refilled in slot order. When the bag cannot fill every slot, the game ends: each left-over
market tile goes to the player with the most money in that slot's currency (a tie leaves
it), the receivers build or reserve them, and scoring round 3 follows. Seats that retired
(:mod:`.retire`) are skipped in the turn order and take no part in the award of left-over
tiles.

What the rule set decides (:mod:`.ruleset`) is asked of it: how the market is refilled and
when it counts as full, how left-over tiles are handed out, and how majorities and walls
(or moats) pay. The base game's hand-out is :func:`award_all_left_over` and
:func:`next_in_final_queue`.
"""

from __future__ import annotations

import random

from . import window
from .actions import EndTurn
from .components import CARDS, CURRENCIES, DISPLAY_SIZE, DISPLAYED_KINDS, TILES, Tile
from .errors import IllegalAction
from .events import (
    DeckReshuffled,
    FinalTilesAwarded,
    GameEnded,
    MoneyRevealed,
    ScoringRecord,
    ScoringRound,
    TurnEnded,
)
from .modules import active_modules, end_turn_problem, ending_turn, kept_cards
from .ruleset import BASE_HAND_OUT, rules_of
from .state import Flow, GameState
from .turn import with_player

FINAL_ROUND = 3


def end_turn(state: GameState, seat: int, action: EndTurn):
    waiting = state.players[seat].bought
    if waiting:
        raise IllegalAction(
            f"place or reserve the {'tile' if len(waiting) == 1 else f'{len(waiting)} tiles'} "
            "you bought before ending your turn",
            "engine-place-before-end", count=len(waiting)
        )
    problem = end_turn_problem(state, seat)
    if problem is not None:
        raise IllegalAction(problem)
    events: list = []
    state = ending_turn(state, seat, events)
    if state.flow.window_seats:  # a module holds the turn's end while others answer (the
        return state, events     # chests passed on): it completes the turn when they are done
    return complete_turn(state, seat, events), events


def complete_turn(state: GameState, seat: int, events: list) -> GameState:
    """The rest of ``seat``'s turn's end, after the modules' ``ending_turn``: the money and
    the market refilled (or the game ends), the next turn, the window between turns. A
    module that held the turn's end (``Module.holds_turn_end``) calls it when the seats it
    asked are done."""
    if state.flow.phase == "final_placing":
        return next_final_placer(state, seat, events)[0]
    state = refill_display(state, events)
    rules = rules_of(state)
    state = rules.refill_market(state, events)
    if not rules.market_complete(state):
        return rules.end_game(state, seat, events)
    following = next_playing_seat(state, seat)
    events.append(TurnEnded(seat=seat, next_seat=following))
    state = begin_turn(state, following, turn=state.flow.turn + 1)
    for module in active_modules(state):
        state = module.between_turns(state, seat, events)
    return window.open_between_turns(state, seat, events)


def next_playing_seat(state: GameState, seat: int) -> int | None:
    """The seat after ``seat`` in turn order that still plays (``seat`` itself when it is the
    only one left; None when every seat has retired)."""
    seats = len(state.players)
    for step in range(1, seats + 1):
        following = (seat + step) % seats
        if following not in state.retired:
            return following
    return None


_NEW_FLOW = Flow()  # copied for every turn: cheaper than validating a new one


def begin_turn(state: GameState, seat: int, *, turn: int, phase: str = "action",
                queue: tuple[int, ...] = ()) -> GameState:
    flow = _NEW_FLOW.model_copy(update={"phase": phase, "active_seat": seat, "turn": turn,
                                        "final_queue": queue})
    # turn_start None: apply() records the state the new turn begins with
    return state.model_copy(update={"flow": flow, "turn_start": None})


def draw_card(state: GameState, events: list) -> tuple[GameState, str | None]:
    if not state.deck:
        # a module's own cards paid in this very action (Machma's coin, CH5) stay on the
        # pile for their module to take back after it (the change's bag), never the deck
        kept = kept_cards(state.options.modules)
        cards = [c for c in state.discard if c not in kept]
        if not cards:
            return state, None
        rng = random.Random(f"alhambra:{state.seed}:reshuffle:{state.reshuffles}")
        rng.shuffle(cards)
        state, cards = rules_of(state).reshuffled(state, cards, rng)
        events.append(DeckReshuffled(cards=len(cards)))
        state = state.model_copy(update={
            "deck": tuple(cards), "discard": tuple(c for c in state.discard if c in kept),
            "reshuffles": state.reshuffles + 1})
    return state.model_copy(update={"deck": state.deck[1:]}), state.deck[0]


def refill_display(state: GameState, events: list) -> GameState:
    wanted = DISPLAY_SIZE - len(state.display)
    drawn = state.deck[:wanted]
    if wanted > 0 and len(drawn) == wanted and \
            all(CARDS[c].kind in DISPLAYED_KINDS for c in drawn):
        # most turns: the deck has the cards, and only cards of the display among them
        events.append(MoneyRevealed(cards=drawn))
        return state.model_copy(update={"deck": state.deck[wanted:],
                                        "display": state.display + drawn})
    revealed = []
    start, moved = state.reshuffles, True
    while len(state.display) < DISPLAY_SIZE:
        if not state.deck:
            if state.reshuffles > start and not moved:
                # every card drawn since the last reshuffle went back onto the pile (a
                # second gate card; the money all in hands): the display stays short
                break
            moved = False
        state, card = draw_card(state, events)
        if card is None:
            break
        if CARDS[card].kind == "scoring":
            moved = True
            state = state.model_copy(update={"out_of_game": state.out_of_game + (card,)})
            state = scoring_round(state, CARDS[card].scoring_round, events)
            continue
        if CARDS[card].kind not in DISPLAYED_KINDS:
            state = module_card(state, card, events)
            moved = moved or card not in state.discard
            continue
        moved = True
        revealed.append(card)
        state = state.model_copy(update={"display": state.display + (card,)})
    if revealed:
        events.append(MoneyRevealed(cards=tuple(revealed)))
    return state


def module_card(state: GameState, card: str, events: list) -> GameState:
    """A module's card turned up (a gate card, a wall card): its module handles it
    (EXPANSIONS.md §0.3, step 5), and the refill draws on."""
    for module in active_modules(state):
        handled = module.revealed_card(state, card, events)
        if handled is not None:
            return handled
    raise RuntimeError(f"no rule module handles the card {card!r}")


def scoring_round(state: GameState, number: int, events: list) -> GameState:
    """Pay majorities for every building, each seat's longest outer wall (or moat) and the
    modules' extra scoring terms. The rule set decides how majorities pay; the participants
    are the seats, then the modules' extra participants (Dirk). The modules act first
    (``before_scoring``: bonus cards revealed during the scoring count in it)."""
    seats = len(state.players)
    rules = rules_of(state)
    modules = active_modules(state)
    for module in modules:
        state, more = module.before_scoring(state, number)
        events += more
    participants = [rules.scored_tiles(state, seat) for seat in range(seats)]
    added = _added_buildings(state, modules, rules.buildings)
    for counts in added.values():
        for building, per_seat in counts.items():
            for seat, count in enumerate(per_seat):
                participants[seat] += (_counted_as(building),) * count
    for module in modules:
        participants += [tuple(TILES[t] for t in tiles)
                         for tiles in module.scoring_participants(state)]
    majorities = rules.majorities(state, number, participants)
    points = majorities.points
    walls = tuple(rules.barrier_points(state, seat) for seat in range(seats))
    extra: dict[str, tuple[int, ...]] = {}
    for module in modules:
        extra.update(module.extra_scoring(state, number))
    totals = []
    for seat in range(seats):
        gained = walls[seat] + sum(points[b][seat] for b in points)
        gained += sum(term[seat] for term in extra.values())
        totals.append(state.players[seat].score + gained)
    # penalties come after every gain (the invaders: IN2), in the order of §0.4's steps
    for module in sorted(modules, key=lambda m: m.penalty_step):
        for term, lost in module.scoring_penalties(state, number, tuple(totals)).items():
            extra[term] = lost
            totals = [total + change for total, change in zip(totals, lost, strict=True)]
    for seat in range(seats):
        state = with_player(state, seat, score=totals[seat])
    record = ScoringRecord(
        round=number,
        counts=majorities.counts,
        points=points,
        walls=walls,
        totals=tuple(state.scores),
        visible=majorities.visible,
        best_prices=majorities.best_prices,
        extra=extra,
        added=added,
        halves=majorities.halves,
        rows=rules.rows(state, number),
    )
    state = state.model_copy(update={"scorings": state.scorings + (record,)})
    events.append(ScoringRound(round=number, record=record))
    for module in active_modules(state):
        state, more = module.after_scoring(state, number)
        events += more
    return state


def _added_buildings(state: GameState, modules, buildings) -> dict[str, dict[str, tuple]]:
    """Module -> building -> how many buildings the module adds to each seat's count."""
    seats = range(len(state.players))
    added = {}
    for module in modules:
        per_seat = [module.counted_buildings(state, seat) for seat in seats]
        if any(per_seat):
            added[module.name] = {b: tuple(counts.get(b, 0) for counts in per_seat)
                                  for b in buildings if any(c.get(b) for c in per_seat)}
    return added


_COUNTED: dict[str, Tile] = {}


def _counted_as(building: str) -> Tile:
    """A building a module adds to a count (a revealed bonus card, a building yard), as the
    tile it counts as in the majorities: "zählt wie ein extra Gebäudeplättchen"."""
    tile = _COUNTED.get(building)
    if tile is None:
        tile = _COUNTED[building] = Tile(id=f"counted-{building}", building=building, price=0,
                                         walls=frozenset())
    return tile


def left_over_awards(state: GameState) -> dict[int, int | None]:
    """Market slot -> the seat that receives its left-over tile: the one seat with the most
    money in the slot's currency (None: a tie, or nobody has any; the tile stays). Seats
    that retired take no part (their money does not count). A slot with a second tile
    (``GameState.second_market``, the combination) counts while it holds either tile."""
    awards: dict[int, int | None] = {}
    second = state.second_market
    for slot, tile in enumerate(state.market):
        if tile is None and (not second or second[slot] is None):
            continue
        currency = CURRENCIES[slot]
        money = {s: state.players[s].money_in(currency) for s in state.playing_seats}
        best = max(money.values(), default=0)
        winners = [s for s in money if money[s] == best]
        awards[slot] = winners[0] if len(winners) == 1 and best > 0 else None
    return awards


def announce_awards(state: GameState, awards: dict[int, int | None], events: list) -> None:
    if awards:
        events.append(FinalTilesAwarded(
            awards={CURRENCIES[slot]: seat for slot, seat in awards.items()},
            tiles={CURRENCIES[slot]: state.market[slot] for slot in awards}))


def award_all_left_over(state: GameState, seat: int, events: list) -> GameState:
    """Base game (p. 7): award every left-over market tile at once, then let the receivers
    build them one receiver after the other."""
    seats = len(state.players)
    awards = left_over_awards(state)
    announce_awards(state, awards, events)
    market = list(state.market)
    for slot, receiver in awards.items():
        if receiver is not None:
            tile, market[slot] = market[slot], None
            state = with_player(state, receiver,
                                bought=state.players[receiver].bought + (tile,))
    state = state.model_copy(update={"market": tuple(market)})
    order = [(seat + 1 + i) % seats for i in range(seats)]
    queue = tuple(s for s in order if state.players[s].bought and s not in state.retired)
    if queue:
        events.append(TurnEnded(seat=seat, next_seat=queue[0]))
        return begin_turn(state, queue[0], turn=state.flow.turn + 1, phase="final_placing",
                           queue=queue)
    events.append(TurnEnded(seat=seat, next_seat=None))
    return final_scoring(state, events)


def next_in_final_queue(state: GameState, seat: int, events: list) -> GameState:
    """Base game: the next seat in the queue builds its end-of-game tiles, or the final
    scoring follows."""
    queue = state.flow.final_queue[1:]
    events.append(TurnEnded(seat=seat, next_seat=queue[0] if queue else None))
    if queue:
        return begin_turn(state, queue[0], turn=state.flow.turn + 1, phase="final_placing",
                           queue=queue)
    return final_scoring(state, events)


BASE_HAND_OUT.update(end_game=award_all_left_over, next_final=next_in_final_queue)


def next_final_placer(state: GameState, seat: int, events: list):
    """``seat`` is done with its end-of-game tiles (or left the game): the rule set says
    who builds next."""
    return rules_of(state).next_final(state, seat, events), events


def final_scoring(state: GameState, events: list) -> GameState:
    state = scoring_round(state, FINAL_ROUND, events)
    state = state.model_copy(
        update={"flow": Flow(phase="over", active_seat=None, turn=state.flow.turn),
                "turn_start": None}
    )
    events.append(GameEnded(scores=tuple(state.scores), winners=tuple(state.winners)))
    return state
