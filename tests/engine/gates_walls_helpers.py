"""Building game situations for expansion 2's city gates and expansion 3's wall cards."""

from __future__ import annotations

from engine.alhambra import GameState, legal_actions, problems, view
from engine.alhambra.components import CARDS
from engine.alhambra.edges import Edges, edge_plane, edges_of
from engine.alhambra.modules.city_gates import GATE_IDS, HELD
from engine.alhambra.modules.city_gates import SHOWN as GATE_SHOWN
from engine.alhambra.modules.wall_cards import SHOWN as WALLS_SHOWN
from engine.alhambra.modules.wall_cards import WALL_IDS
from engine.alhambra.placement import frontier
from engine.alhambra.ruleset import rules_of, split_stacks

from .helpers import rebase
from .test_granada_properties import check_step


def piles_of(state: GameState, card: str) -> set[int]:
    """The money piles (1-5) ``card`` may have been shuffled into at setup: counted by the
    money cards above it in the deck (a card at a pile's edge may be either pile's)."""
    deck = state.deck
    money = [c for c in deck if CARDS[c].kind == "money"]
    above = sum(1 for c in deck[:deck.index(card)] if CARDS[c].kind == "money")
    found, start = set(), 0
    for pile, stack in enumerate(split_stacks(money), 1):
        if start <= above <= start + len(stack):
            found.add(pile)
        start += len(stack)
    return found


def holding_gates(state: GameState, seat: int, count: int = 1) -> GameState:
    """``seat`` holds ``count`` gate cards, taken from the deck."""
    cards = [c for c in state.deck if c in GATE_IDS][:count]
    held = [list(h) for h in state.modules_state[HELD]]
    held[seat] += cards
    return rebase(state, deck=tuple(c for c in state.deck if c not in cards),
                  modules_state={**state.modules_state, HELD: held})


def gate_card_shown(state: GameState) -> GameState:
    """A gate card from the deck lies by the gates."""
    card = next(c for c in state.deck if c in GATE_IDS)
    return rebase(state, deck=tuple(c for c in state.deck if c != card),
                  modules_state={**state.modules_state, GATE_SHOWN: card})


def walls_shown(state: GameState, *cards: str) -> GameState:
    """The wall cards ``cards`` lie beside the money display, taken from the deck."""
    return rebase(state, deck=tuple(c for c in state.deck if c not in cards),
                  modules_state={**state.modules_state,
                                 WALLS_SHOWN: list(state.modules_state[WALLS_SHOWN]) +
                                 list(cards)})


def check_fast_answers(state: GameState) -> None:
    """The plane's listed answers are the rule functions' answers, for every seat: where its
    waiting and reserve tiles may go (with a gate too), be exchanged, and what may go out."""
    rules = rules_of(state)
    for seat, player in enumerate(state.players):
        edges = edges_of(state, seat)
        plane = edge_plane(player.alhambra, edges or Edges())
        for tile in dict.fromkeys(player.reserve + player.bought):
            positions = rules.legal_positions(state, seat, tile)
            for cell in frontier(plane.grid):
                assert (cell in positions) == \
                    (rules.placement_problem(state, seat, tile, cell) is None)
            exchanges = rules.legal_exchanges(state, seat, tile)
            for cell in plane.grid:
                assert (cell in exchanges) == \
                    (rules.exchange_problem(state, seat, tile, cell) is None)
        removals = rules.legal_removals(state, seat)
        for cell in plane.grid:
            assert (cell in removals) == (rules.removal_problem(state, seat, cell) is None)


def check_edges_step(before, action, after, events):
    """Every invariant after one action (:func:`check_step`), the deck's gate and wall cards
    hidden, the shown ones public, and (now and then) the plane's answers."""
    check_step(before, action, after, events)
    public = view(after, None).model_dump_json()
    for card in after.deck:
        if card in GATE_IDS or card in WALL_IDS:
            assert f'"{card}"' not in public
    if after.moves % 23 == 0:
        check_fast_answers(after)
    assert problems(after) == []
    if not after.is_over and after.flow.phase == "action" and after.active_seat is not None \
            and not after.flow.window_seats:
        assert legal_actions(after, after.active_seat)
