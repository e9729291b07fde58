"""The greedy baseline, as issue 28 defines it.

It pays exactly whenever it can (the most valuable tile among those it can pay exactly,
preferring majorities it can still win), otherwise takes the money that makes an exact
payment possible (else the most money), and builds where a tile touches most neighbours.
With no exact payment possible after any take and a hand of 20 coins or more, it buys the
tile it overpays least for (so a full hand is not held for ever).
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.alhambra import BASE_PAYOUTS, CURRENCIES, Action, GameState

from .evaluate import building_of, can_pay_exactly, counts_of, grid_of, money_of, tile_of

#: A hand this rich buys even without an exact payment.
RICH = 20


def tile_worth(state: GameState, seat: int, tile_id: str) -> float:
    """How much greedy wants a tile: the last round's first place of its building when it
    can still win (or tie) that majority, its second place otherwise."""
    tile = tile_of(tile_id)
    building = building_of(tile)
    if building is None:
        return 0.0
    table = BASE_PAYOUTS[3].get(building, (10, 5, 1))
    mine = counts_of(grid_of(state.players[seat].alhambra)).get(building, 0)
    others = [counts_of(grid_of(p.alhambra)).get(building, 0)
              for i, p in enumerate(state.players) if i != seat]
    if state.dirk is not None:
        others.append(sum(1 for t in state.dirk if building_of(tile_of(t)) == building))
    best_other = max(others, default=0)
    if mine + 1 >= best_other:
        return float(table[0])
    return float(table[1]) if len(table) > 1 else 0.0


def _is_exact(action: Action, tile) -> bool:
    return money_of(action.cards) == tile.price


def turn_choice(state: GameState, seat: int, actions: Sequence[Action]) -> Action | None:
    """Greedy's action in the action phase (None: nothing it reads)."""
    market = dict(zip(CURRENCIES, state.market, strict=False))
    buys = [a for a in actions if a.kind == "buy" and market.get(a.slot)]
    exact = [a for a in buys if _is_exact(a, tile_of(market[a.slot]))]
    if exact:
        return max(exact, key=lambda a: (tile_worth(state, seat, market[a.slot]),
                                         -len(a.cards)))
    if any(a.kind in ("place", "reserve") for a in actions) and state.players[seat].bought:
        return None  # after an exact payment with nothing more to pay exactly: build
    takes = [a for a in actions if a.kind == "take_money"]
    hand = state.players[seat].hand
    best, chosen = None, None
    for take in takes:
        after = tuple(hand) + tuple(take.cards)
        wanted = max((tile_worth(state, seat, t) for c, t in market.items()
                      if t and tile_of(t) is not None
                      and can_pay_exactly(after, c, tile_of(t).price)), default=0.0)
        key = (wanted, money_of(take.cards), -len(take.cards))
        if best is None or key > best:
            best, chosen = key, take
    if best is not None and best[0] == 0 and money_of(hand) >= RICH and buys:
        return min(buys, key=lambda a: (money_of(a.cards) - tile_of(market[a.slot]).price,
                                        -tile_worth(state, seat, market[a.slot])))
    if chosen is not None:
        return chosen
    if buys:
        return min(buys, key=lambda a: money_of(a.cards) - tile_of(market[a.slot]).price)
    return None
