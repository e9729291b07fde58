"""Judging a turn by playing the round after it on a game dealt again from the seat's view.

The hidden parts (the deck's order with its scoring cards, the other hands, the bag's order,
the seed of later shuffles) are dealt again at random from what the seat may see: the money
cards it cannot see pooled (in a fixed order, then shuffled) and dealt back to the other
hands and the deck, each keeping its size; the scoring cards still in the deck put at
random places in their order; the bag's tiles shuffled (AI1: nothing hidden is read, only
how many cards and tiles each place holds and which scoring cards are still to come, all
of it public). Then the turn is played out (the seat by the planner alone), and the other
seats play until the seat's next turn as the look-ahead rule they likely are (AI9).

Only the base game (3 to 6 players, no module) is dealt again here; any other game is
judged by the planner alone.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from engine.alhambra import CARDS, Action, GameState, apply

#: Moves played at most in one rollout (a round of the base game takes far fewer).
MAX_MOVES = 120


def dealable(state: GameState) -> bool:
    """Whether the game's hidden parts are those this module deals again."""
    return not state.options.modules and state.dirk is None and not state.modules_state \
        and len(state.players) >= 3


def _money(card: str) -> bool:
    found = CARDS.get(card)
    return found is not None and found.is_money


def redeal(state: GameState, seat: int, rng: random.Random) -> GameState:
    """A game ``seat`` cannot tell from ``state``, its hidden parts drawn from ``rng``
    (read from the seat's view only: sizes, and which scoring cards are still to come)."""
    others = [i for i in range(len(state.players)) if i != seat]
    unseen = sorted(list(state.deck) + [c for i in others for c in state.players[i].hand])
    pool = [c for c in unseen if _money(c)]
    rest = [c for c in unseen if not _money(c)]  # scoring-A before scoring-B
    rng.shuffle(pool)
    players = list(state.players)
    for i in others:
        size = len(players[i].hand)
        players[i] = players[i].model_copy(update={"hand": tuple(pool[:size])})
        pool = pool[size:]
    deck = list(pool)
    if rest:
        places = sorted(rng.sample(range(len(deck) + len(rest)), len(rest)))
        for place, card in zip(places, rest, strict=True):
            deck.insert(place, card)
    bag = sorted(state.bag)
    rng.shuffle(bag)
    return state.model_copy(update={"players": tuple(players), "deck": tuple(deck),
                                    "bag": tuple(bag), "seed": rng.randrange(2**31),
                                    "turn_start": None})


Decide = Callable[[GameState, int], Action]


def play_round(state: GameState, seat: int, action: Action, mine: Decide, theirs: Decide
               ) -> GameState:
    """``state`` after ``action``, the rest of the turn (``mine``) and the other seats'
    turns (``theirs``) up to the seat's next turn or the end of the game."""
    turn = state.flow.turn
    state, _ = apply(state, seat, action)
    for _ in range(MAX_MOVES):
        if state.is_over:
            break
        seats = state.active_seats
        actor = seats[0] if seats else state.active_seat
        if actor == seat and state.flow.phase == "action" and state.flow.turn != turn:
            break
        choice = mine(state, actor) if actor == seat else theirs(state, actor)
        state, _ = apply(state, actor, choice)
    return state
