"""Every invariant of a game state, reported all at once (for loading and property tests)."""

from __future__ import annotations

from collections import Counter

from . import window
from .components import BASE_CARDS, DISPLAY_SIZE, TILES, physical
from .modules import active_modules, turn_end_held
from .ruleset import rules_of
from .state import GameState


def problems(state: GameState) -> list[str]:
    """What is wrong with ``state`` (an empty list for a consistent game)."""
    found = []
    cards = Counter(state.display + state.deck + state.discard + state.out_of_game)
    own = {card for module in active_modules(state) for card in module.own_cards}
    for player in state.players:
        cards.update(c for c in player.hand if c not in own)  # a module counts its own
    for module in active_modules(state):
        cards.update(module.held_cards(state))
    expected = set(BASE_CARDS) | {card for module in active_modules(state)
                                  for card in module.extra_cards}
    if set(cards) != expected or any(n != 1 for n in cards.values()):
        lost = sorted(expected - set(cards))
        twice = sorted(c for c, n in cards.items() if n > 1)
        found.append(f"money cards not accounted for once: missing {lost}, twice {twice}")
    rules = rules_of(state)
    shown = [t for t in state.market + state.second_market if t] + list(state.dirk or ())
    for player in state.players:
        shown += [t for _, _, t in player.alhambra if not (t in TILES and TILES[t].start)]
        shown += list(player.reserve + player.bought)
    unknown = sorted({t for t in shown + list(state.bag) if t not in TILES})
    if unknown:
        found.append(f"unknown tiles: {unknown}")
    faces = sorted({t for t in state.bag if physical(t) != t})
    if faces:
        found.append(f"the bag holds tile faces instead of tiles: {faces}")
    tiles = Counter(state.bag)
    own = {t for module in active_modules(state) for t in module.own_tiles}
    tiles.update(physical(t) for t in shown if t not in own)  # a module counts its own
    for module in active_modules(state):
        tiles.update(module.held_tiles(state))  # (bazaars waiting beside the market)
    expected = set(rules.tiles()) | {t for module in active_modules(state)
                                     for t in module.bag_tiles}
    if set(tiles) != expected or any(n != 1 for n in tiles.values()):
        found.append("tiles not accounted for once: missing "
                     f"{sorted(expected - set(tiles))}, twice "
                     f"{sorted(t for t, n in tiles.items() if n > 1)}")
    if len(state.display) > DISPLAY_SIZE:
        found.append(f"{len(state.display)} cards on display")
    for seat, player in enumerate(state.players):
        cells = [(x, y) for x, y, _ in player.alhambra]
        if len(set(cells)) != len(cells):
            found.append(f"seat {seat} has two tiles on one cell")
        if (0, 0, rules.start_tile) not in player.alhambra:
            found.append(f"seat {seat} has no {rules.start_tile} at (0, 0)")
        if not unknown:
            found += [f"seat {seat}: {p}" for p in rules.plane_problems(state, seat)]
    if state.is_over and state.flow.active_seat is not None:
        found.append("the game is over but a seat is active")
    seats = range(len(state.players))
    if list(state.retired) != sorted(set(state.retired)) or any(
            s not in seats for s in state.retired):
        found.append(f"retired seats {state.retired} are not distinct seats in order")
    if state.flow.active_seat in state.retired and not turn_end_held(state):
        # (a turn whose end a module holds may outlive its seat: retire.py)
        found.append(f"seat {state.flow.active_seat} retired but is active")
    if set(state.flow.final_queue) & set(state.retired):
        found.append("a retired seat is waiting to build its end-of-game tiles")
    for seat in state.retired:
        if seat in seats and state.players[seat].bought:
            found.append(f"retired seat {seat} has tiles waiting to be placed")
    if set(state.flow.window_seats) - set(seats):
        found.append(f"window seats {state.flow.window_seats} are not seats of this game")
    found += window.problems(state)
    for module in active_modules(state):
        found += module.problems(state)
    return found
