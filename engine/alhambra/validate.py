"""Every invariant of a game state, reported all at once (for loading and property tests)."""

from __future__ import annotations

from collections import Counter

from .components import BASE_TILES, CARDS, DISPLAY_SIZE
from .placement import grid_problems
from .state import GameState


def problems(state: GameState) -> list[str]:
    """What is wrong with ``state`` (an empty list for a consistent game)."""
    found = []
    cards = Counter(state.display + state.deck + state.discard + state.out_of_game)
    for player in state.players:
        cards.update(player.hand)
    if set(cards) != set(CARDS) or any(n != 1 for n in cards.values()):
        lost = sorted(set(CARDS) - set(cards))
        twice = sorted(c for c, n in cards.items() if n > 1)
        found.append(f"money cards not accounted for once: missing {lost}, twice {twice}")
    tiles = Counter(state.bag + tuple(t for t in state.market if t) + (state.dirk or ()))
    for player in state.players:
        tiles.update(t for _, _, t in player.alhambra if t != "fountain")
        tiles.update(player.reserve + player.bought)
    expected = {t.id for t in BASE_TILES}
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
        found += [f"seat {seat}: {p}" for p in grid_problems(player.grid)]
    if state.is_over and state.flow.active_seat is not None:
        found.append("the game is over but a seat is active")
    seats = range(len(state.players))
    if list(state.retired) != sorted(set(state.retired)) or any(
            s not in seats for s in state.retired):
        found.append(f"retired seats {state.retired} are not distinct seats in order")
    if state.flow.active_seat in state.retired:
        found.append(f"seat {state.flow.active_seat} retired but is active")
    if set(state.flow.final_queue) & set(state.retired):
        found.append("a retired seat is waiting to build its end-of-game tiles")
    for seat in state.retired:
        if seat in seats and state.players[seat].bought:
            found.append(f"retired seat {seat} has tiles waiting to be placed")
    return found
