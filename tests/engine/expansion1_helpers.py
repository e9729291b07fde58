"""Building game situations for expansion 1's bonus cards and building yards."""

from __future__ import annotations

from engine.alhambra import apply, view
from engine.alhambra.actions import EndTurn, TakeMoney
from engine.alhambra.events import ScoringRound
from engine.alhambra.modules.bonus_cards import hands as bonus_hands
from engine.alhambra.modules.building_yards import COVERED, STACKS, YARD_IDS
from engine.alhambra.modules.building_yards import stacks as yard_stacks
from engine.alhambra.state import GameState

from .helpers import rebase, update_player

FOUNTAIN = (0, 0, "fountain")


def claim(state: GameState, *tiles: str) -> GameState:
    """Take ``tiles`` out of the bag, the market (refilled from the bag), Dirk's tiles or the
    building yards' stacks, so the test can give them to a player. A tile a player holds
    already stays where it is (the test moves it itself)."""
    bag, market, dirk = list(state.bag), list(state.market), list(state.dirk or ())
    stacks = {b: list(s) for b, s in (state.modules_state.get(STACKS) or {}).items()}
    for tile in tiles:
        if tile in YARD_IDS:
            for stack in stacks.values():
                if tile in stack:
                    stack.remove(tile)
        elif tile in bag:
            bag.remove(tile)
        elif tile in market:
            market[market.index(tile)] = bag.pop()
        elif tile in dirk:
            dirk[dirk.index(tile)] = bag.pop()
    changes = {"bag": tuple(bag), "market": tuple(market),
               "dirk": tuple(dirk) if state.dirk is not None else None}
    if stacks:
        covered = [b for b in state.modules_state.get(COVERED) or () if stacks[b]]
        changes["modules_state"] = {**state.modules_state, STACKS: stacks, COVERED: covered}
    return rebase(state, **changes)


def own(state: GameState, seat: int, *, alhambra: tuple = (), reserve: tuple = (),
        bought: tuple = ()) -> GameState:
    """``seat``'s Alhambra is the fountain and ``alhambra`` ((x, y, tile) ...), with
    ``reserve`` and ``bought``; every tile claimed from where it lay."""
    state = claim(state, *[t for _, _, t in alhambra], *reserve, *bought)
    return update_player(state, seat, alhambra=(FOUNTAIN, *alhambra), reserve=tuple(reserve),
                         bought=tuple(bought))


def with_scoring_next(state: GameState) -> GameState:
    """Scoring card A lies on top of the deck: the next refill scores round 1."""
    return rebase(state, deck=("scoring-A",) + tuple(c for c in state.deck if c != "scoring-A"))


def quick_turn(state: GameState) -> tuple[GameState, list]:
    """The active seat takes the first display card and confirms."""
    seat = state.active_seat
    state, first = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    state, events = apply(state, seat, EndTurn())
    return state, first + events


def scoring_of(events: list):
    """The record of the scoring round among ``events``."""
    return next(e for e in events if isinstance(e, ScoringRound)).record


def check_expansion1_secrets(after: GameState) -> None:
    """Nobody else sees a seat's hidden bonus cards, nobody sees the yards under the face-up
    one, nobody sees a vizier's answer."""
    public = view(after, None).model_dump_json()
    if "bonus_cards" in after.options.modules:
        for seat, cards in enumerate(bonus_hands(after)):
            others = [view(after, s).model_dump_json() for s in range(len(after.players))
                      if s != seat]
            for card in cards:
                assert f'"{card}"' not in public
                assert not any(f'"{card}"' in text for text in others)
    if "building_yards" in after.options.modules:
        for stack in yard_stacks(after).values():
            for yard in stack[1:]:
                assert f'"{yard}"' not in public
    assert '"answered"' not in public
