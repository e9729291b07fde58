"""Building exact game situations for rule tests, starting from a real new game."""

from __future__ import annotations

import random

import pytest

from engine.alhambra import (
    ACTION_ADAPTER,
    IllegalAction,
    apply,
    legal_actions,
    new_game,
    parse_action,
)
from engine.alhambra.components import CURRENCIES, TILES, Tile
from engine.alhambra.random_play import choose
from engine.alhambra.state import GameState


def tile(walls: str = "", building: str = "arcades", price: int = 5) -> Tile:
    """A made-up tile with the given walls, for grid-level rule tests."""
    return Tile(id=f"test-{building}-{walls or 'none'}", building=building, price=price,
                walls=frozenset(walls))


def grid(*cells: tuple[int, int, Tile]) -> dict:
    out = {(0, 0): TILES["fountain"]}
    for x, y, t in cells:
        out[(x, y)] = t
    return out


def game(players=3, seed=1) -> GameState:
    return new_game(players, seed=seed)


def update_player(state: GameState, seat: int, **changes) -> GameState:
    players = list(state.players)
    players[seat] = players[seat].model_copy(update=changes)
    state = state.model_copy(update={"players": tuple(players)})
    return state.model_copy(update={"turn_start": state.model_copy(update={"turn_start": None})})


def set_market(state: GameState, **slots: str | None) -> GameState:
    market = list(state.market)
    for currency, tile_id in slots.items():
        market[CURRENCIES.index(currency)] = tile_id
    state = state.model_copy(update={"market": tuple(market)})
    return state.model_copy(update={"turn_start": state.model_copy(update={"turn_start": None})})


def with_hand(state: GameState, seat: int, hand: tuple[str, ...]) -> GameState:
    """``seat`` holds exactly ``hand`` (as the start of the turn): each card is taken from
    wherever it was, a hand or display that gave one gets another card instead, and the
    seat's old cards go to the bottom of the deck; every card stays accounted for once."""
    wanted = set(hand)
    spare = [c for c in state.players[seat].hand if c not in wanted]
    deck = [c for c in state.deck if c not in wanted]

    def replaced(cards: tuple[str, ...]) -> tuple[str, ...]:
        out = []
        for card in cards:
            if card not in wanted:
                out.append(card)
            else:
                out.append(spare.pop() if spare else deck.pop(0))
        return tuple(out)

    players = tuple(p.model_copy(update={"hand": tuple(hand) if s == seat else replaced(p.hand)})
                    for s, p in enumerate(state.players))
    display = replaced(state.display)
    discard = tuple(c for c in state.discard if c not in wanted)
    return rebase(state, players=players, display=display, discard=discard,
                  deck=tuple(deck + spare))


def market_with(state: GameState, **slots: str) -> GameState:
    """:func:`set_market`, the tiles swapped with the bag: every tile stays accounted for."""
    wanted = set(slots.values())
    old = [state.market[CURRENCIES.index(c)] for c in slots]
    bag = tuple(t for t in state.bag if t not in wanted) + tuple(t for t in old if t)
    return rebase(set_market(state, **slots), bag=bag)


def rebase(state: GameState, **changes) -> GameState:
    """Change game data and make the result the start of the current turn."""
    state = state.model_copy(update=changes)
    return state.model_copy(update={"turn_start": state.model_copy(update={"turn_start": None})})


def acting_seat(state: GameState, rng: random.Random) -> int:
    """The seat the random driver plays now: one of an open window's, else the active one."""
    window = state.flow.window_seats
    return rng.choice(window) if window else state.active_seat


def check_listed_actions(state: GameState, rng: random.Random, steps: int = 150) -> None:
    """Play ``steps`` random moves; at each, every listed action has a unique text that reads
    back as itself, and a sample of them applies (apply raises on an illegal one)."""
    for _ in range(steps):
        if state.is_over:
            break
        seat = acting_seat(state, rng)
        listed = list(legal_actions(state, seat))
        texts = [str(a) for a in listed]
        assert len(set(texts)) == len(texts)
        for action in listed:
            assert parse_action(str(action)) == action
        for action in rng.sample(listed, min(5, len(listed))):
            apply(state, seat, action)  # raises if a listed action were illegal
        state, _ = apply(state, seat, rng.choice(listed))


def check_replay(modules, *, players: int, seed: int, driver: int) -> None:
    """Play a random game (the driver seeded ``driver``, answers out of turn included),
    logging every action as JSON with the seat that took it; replaying the log from the
    seed gives the same final state, and its snapshot reads back equal."""
    rng = random.Random(driver)
    state = new_game(players, seed=seed, modules=list(modules))
    log = []
    while not state.is_over:
        seat = acting_seat(state, rng)
        action = choose(state, seat, rng, 0.05)
        log.append((seat, ACTION_ADAPTER.dump_json(action)))
        state, _ = apply(state, seat, action)
    snapshot = state.model_dump_json()
    replayed = new_game(players, seed=seed, modules=list(modules))
    for seat, raw in log:
        replayed, _ = apply(replayed, seat, ACTION_ADAPTER.validate_json(raw))
    assert replayed.model_dump_json() == snapshot
    assert replayed == GameState.model_validate_json(snapshot)


def random_game_states(modules, seed: int, *, every: int, moves: int):
    """States along random games of 2, 3 and 4 players with the rule ``modules`` (the
    random driver, seeded): one every ``every`` moves within the first ``moves``, and each
    of the end's hand-out."""
    rng = random.Random(seed)
    for players in (2, 3, 4):
        state = new_game(players, seed=seed + players, modules=list(modules))
        step = 0
        while not state.is_over and step < moves:
            seat = acting_seat(state, rng)
            if step % every == 7 or state.flow.phase == "final_placing":
                yield state
            state, _ = apply(state, seat, choose(state, seat, rng))
            step += 1


def refused(state: GameState, seat: int, action) -> IllegalAction:
    """The refusal ``action`` meets (asserts it is refused; its reason is the caller's to
    read)."""
    with pytest.raises(IllegalAction) as caught:
        apply(state, seat, action)
    return caught.value


#: Long random games (a module with every module of expansions 1-5: 2,000+ moves) check
#: every invariant after each action that concerns the module, and after every this-many
#: others (each module's own suite checks every step of its shorter games).
SAMPLED = 7


def concerns(action, events, after, words: tuple[str, ...], modules) -> bool:
    """Whether a step is checked in a long random game: a short game (at most three
    modules) checks every step; a long one the steps whose action or events name one of
    ``words`` (in a kind or a value), every :data:`SAMPLED`-th step and the end."""
    if len(modules) <= 3 or after.moves % SAMPLED == 0 or after.is_over:
        return True
    for item in (action, *events):
        if any(word in item.kind for word in words):
            return True
        for value in item.model_dump().values():
            values = value if isinstance(value, list | tuple) else (value,)
            if any(isinstance(v, str) and any(word in v for word in words) for v in values):
                return True
    return False
