"""Building exact Granada situations from a real new game, keeping every tile and card
accounted for (so :func:`engine.alhambra.problems` still holds)."""

from __future__ import annotations

from engine.alhambra import new_game, problems
from engine.alhambra.components import CURRENCIES, TILES, physical
from engine.alhambra.modules.granada import EVEN, MARKER, face
from engine.alhambra.state import GameState

START = ((0, 0, "granada-start"),)


def granada(players: int = 3, seed: int = 1, *, simplified: bool = False) -> GameState:
    modules = ["granada", "granada_simplified"] if simplified else ["granada"]
    return new_game(players, seed=seed, modules=modules)


def rebase(state: GameState, **changes) -> GameState:
    """Change game data and make the result the start of the current turn."""
    state = state.model_copy(update=changes)
    return state.model_copy(update={"turn_start": state.model_copy(update={"turn_start": None})})


def with_player(state: GameState, seat: int, **changes) -> GameState:
    players = list(state.players)
    players[seat] = players[seat].model_copy(update=changes)
    return rebase(state, players=tuple(players))


def claim(state: GameState, *faces: str) -> GameState:
    """Take the physical tiles of ``faces`` out of the bag, the market or Dirk's tiles
    (a market or Dirk tile is replaced from the bag), so the test can put them anywhere."""
    bag = list(state.bag)
    market = list(state.market)
    dirk = list(state.dirk or ())
    for wanted in faces:
        tile = physical(wanted)
        if tile in bag:
            bag.remove(tile)
            continue
        shown = [i for i, t in enumerate(market) if t and physical(t) == tile]
        if shown:
            market[shown[0]] = face(bag.pop(), EVEN)
            continue
        held = [i for i, t in enumerate(dirk) if physical(t) == tile]
        if held:
            dirk[held[0]] = face(bag.pop(), EVEN)
            continue
        raise AssertionError(f"{wanted} is already in a player's hands")
    return rebase(state, bag=tuple(bag), market=tuple(market),
                  dirk=tuple(dirk) if state.dirk is not None else None)


def put_market(state: GameState, **slots: str | None) -> GameState:
    """Lay these faces (or nothing) on the market slots; what lay there goes to the bag."""
    state = claim(state, *[f for f in slots.values() if f])
    market = list(state.market)
    bag = list(state.bag)
    for currency, wanted in slots.items():
        slot = CURRENCIES.index(currency)
        if market[slot] is not None:
            bag.append(physical(market[slot]))
        market[slot] = wanted
    return rebase(state, market=tuple(market), bag=tuple(bag))


def build_city(state: GameState, seat: int, *built: tuple[int, int, str]) -> GameState:
    """``seat``'s city: the start tile and ``built`` (x, y, face)."""
    state = claim(state, *[f for _, _, f in built])
    return with_player(state, seat, alhambra=START + tuple(built))


def give_bought(state: GameState, seat: int, *faces: str) -> GameState:
    state = claim(state, *faces)
    return with_player(state, seat, bought=state.players[seat].bought + faces)


def give_reserve(state: GameState, seat: int, *faces: str) -> GameState:
    state = claim(state, *faces)
    return with_player(state, seat, reserve=state.players[seat].reserve + faces)


def give_hand(state: GameState, seat: int, *cards: str) -> GameState:
    """``seat`` holds exactly ``cards`` (taken from wherever they are); the cards it held
    go to the discard pile."""
    players = list(state.players)
    old = players[seat].hand
    for i, p in enumerate(players):
        players[i] = p.model_copy(update={"hand": tuple(c for c in p.hand if c not in cards)})
    players[seat] = players[seat].model_copy(update={"hand": tuple(cards)})
    gone = set(cards)
    return rebase(
        state,
        players=tuple(players),
        deck=tuple(c for c in state.deck if c not in gone),
        display=tuple(c for c in state.display if c not in gone),
        discard=tuple(c for c in state.discard if c not in gone)
        + tuple(c for c in old if c not in gone),
    )


def set_display(state: GameState, *cards: str) -> GameState:
    """The money display shows exactly ``cards`` (taken from the deck or the discard pile);
    what it showed goes to the discard pile."""
    gone = set(cards)
    assert not any(gone & set(p.hand) for p in state.players)
    return rebase(
        state,
        display=tuple(cards),
        deck=tuple(c for c in state.deck if c not in gone),
        discard=tuple(c for c in state.discard if c not in gone)
        + tuple(c for c in state.display if c not in gone),
    )


def set_marker(state: GameState, side: str) -> GameState:
    return rebase(state, modules_state={**state.modules_state, MARKER: side})


def faces_of(state: GameState, seat: int) -> list[str]:
    return [t for _, _, t in state.players[seat].alhambra if not TILES[t].start]


def left_over_ending(seed: int = 10) -> tuple[GameState, int, list[int]]:
    """A 3-player Granada game whose bag is empty and one market slot free: the active seat
    only has to end its turn. Denar goes to one seat, dirham is a tie, ducat to another."""
    state = granada(3, seed)
    seat = state.active_seat
    others = [s for s in range(3) if s != seat]
    state = put_market(state, denar="granada-school-2", dirham="granada-school-4",
                       ducat="granada-park-4", guilder=None)
    state = give_reserve(state, seat, *state.bag)
    state = rebase(state, bag=())
    state = give_hand(state, others[0], "denar-9-1", "dirham-5-1")
    state = give_hand(state, others[1], "ducat-2-1", "dirham-5-2")
    state = give_hand(state, seat, "ducat-1-1", "guilder-3-1")
    state = set_display(state, "guilder-2-1", "guilder-1-1", "denar-1-2", "dirham-1-2")
    assert problems(state) == []
    return state, seat, others
