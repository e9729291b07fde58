"""Choosing a turn by trying its actions on a light copy of the seat's own Alhambra.

A candidate turn is a buy (its tile built where it is worth most, or reserved), a chain of
buys while each is paid exactly, taking money, or building a reserve tile in. Each is judged
by a :class:`Style`: what the position would score (the majorities of some scoring rounds
and the longest wall, against the best other player) plus what the money left in hand is
worth. Nothing is applied to the game: a tile is tried in a cell of a dict, so nothing
hidden is drawn or read (AI1).

The look-ahead baseline is the style ``LOOKAHEAD`` with no chains: the majorities as in
rounds 2 and 3, the longest wall, a little (0.1 a coin) for money in hand, as the issue
defines it. The ``hard`` level (``HARD``) weighs every scoring still to come, the wall once
per scoring left, money by how much of the game is left and by the exact payments it makes
possible, plans chains of exact payments, and counts against a turn part of what the best
other player could gain from the tiles it leaves in the market (AI5). Scorings after the
next one count 0.6 (their standings may still change), and a coin in hand 0.7 (AI8: the two
together measured 0.453 of wins against three look-ahead over 600 games, seeds 50,000-50,199,
60,000-60,199 and 70,000-70,199, where the former weights won 0.360 on the same seeds).

The planner ranks a turn's actions (:meth:`Planner.ranked`); ``hard`` plays the round after
its best few on games dealt again from its view and picks among them by that
(:mod:`.rollout`, :mod:`.player`; AI9).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from engine.alhambra import CARDS, CURRENCIES, Action, GameState

from .evaluate import (
    Table,
    against_best,
    building_of,
    can_pay_exactly,
    counts_of,
    majority_points,
    money_of,
    neighbours,
    positions,
    table_of,
    tile_of,
    wall_of,
)


@dataclass(frozen=True)
class Style:
    """How a player judges a position."""

    #: "now": majorities of rounds 2 and 3 as they stand; "left": every scoring still to come.
    rounds: str = "now"
    #: The wall counted this many times ("left": once per scoring still to come).
    wall_weight: float = 1.0
    #: Points per coin in hand.
    money_weight: float = 0.1
    #: Share of a market tile's gain counted when the hand pays it exactly next turn.
    exact_bonus: float = 0.0
    #: Exact payments planned ahead within the turn (0: each action judged alone).
    chain: int = 0
    #: Weight of the best other player (the rest on the average of the others).
    best_weight: float = 1.0
    #: Worth of a reserved tile as a share of what building it now would bring.
    reserve_share: float = 0.0
    #: Coins counted in hand (more are worth almost nothing: AI6, a hand is for spending;
    #: without it the "score now" judgement hoards money when no tile scores at once,
    #: for ever).
    money_cap: int = 20
    #: Worth of each building tile in the seat's Alhambra (a reserved one: half), beyond
    #: what it scores now (the look-ahead: a mere tie-break towards buying).
    tile_value: float = 0.01
    #: Share of the most another player would gain from a tile left in the market that is
    #: counted against a turn (0: the others are not looked at).
    deny: float = 0.0
    #: Weight of each scoring after the next one (its standings may still change).
    later_weight: float = 1.0


LOOKAHEAD = Style()
HARD = Style(rounds="left", wall_weight=-1.0, money_weight=0.7, exact_bonus=0.35, chain=2,
             best_weight=0.7, reserve_share=0.25, money_cap=24, tile_value=0.2, deny=0.3,
             later_weight=0.6)


class Judge:
    """A position's worth for ``seat``, for one decision (the table read once)."""

    def __init__(self, state: GameState, seat: int, style: Style):
        self.style = style
        self.table: Table = table_of(state, seat)
        self.me = self.table.me
        if style.rounds == "now":
            self.rounds: tuple[int, ...] = (2, 3)
        else:
            self.rounds = self.table.rounds_left
        self.weights = (1.0,) + (style.later_weight,) * (len(self.rounds) - 1)
        self.wall_weight = style.wall_weight if style.wall_weight >= 0 else len(self.rounds)
        share = max(0.0, min(1.0, self.table.bag_size / 30)) if style.rounds == "left" else 1.0
        self.money_weight = style.money_weight * (0.2 + 0.8 * share)
        self.state = state
        self._cache: dict = {}

    def value(self, grid: dict) -> float:
        """What the position with ``grid`` as the seat's Alhambra scores against the others."""
        key = tuple(sorted((cell, t.id) for cell, t in grid.items()))
        found = self._cache.get(key)
        if found is not None:
            return found
        best = self.against(self.values(grid))
        self._cache[key] = best
        return best

    def values(self, grid: dict) -> list[float]:
        """What each participant's position is worth still, ``grid`` as the seat's."""
        table = self.table
        counts = list(table.counts)
        walls = list(table.walls)
        counts[self.me] = counts_of(grid)
        walls[self.me] = wall_of(grid)
        points = majority_points(counts, table.buildings, self.rounds, self.weights)
        values = [p + self.wall_weight * w for p, w in zip(points, walls, strict=True)]
        values[self.me] += self.style.tile_value * sum(counts[self.me].values())
        return values

    def against(self, values: Sequence[float]) -> float:
        """The seat's value against the best other player's (and the others' average)."""
        table = self.table
        best = against_best(values, self.me, table.participants)
        if self.style.best_weight < 1.0:
            others = [v for i, v in enumerate(values)
                      if i != self.me and table.participants[i] is not None]
            mean = sum(others) / len(others) if others else 0.0
            best = self.style.best_weight * best + (1 - self.style.best_weight) * (
                values[self.me] - mean)
        return best

    def best_place(self, grid: dict, tile_id: str) -> tuple[float, tuple[int, int] | None]:
        """The best worth with ``tile_id`` built into ``grid`` (None: reserved)."""
        tile = tile_of(tile_id)
        base = self.value(grid)
        if tile is None:
            return base, None
        best, where = None, None
        for cell in positions(grid, tile):
            trial = dict(grid)
            trial[cell] = tile
            worth = self.value(trial)
            if best is None or worth > best:
                best, where = worth, cell
        reserve = base + self.style.reserve_share * max(0.0, (best or base) - base)
        if best is None or reserve > best:
            return reserve, None
        return best, where

    def build(self, grid: dict, tiles: Sequence[str]) -> tuple[dict, float]:
        """``grid`` with ``tiles`` built one by one where each is worth most; its worth."""
        grid = dict(grid)
        bonus = 0.0
        for tile_id in tiles:
            _, where = self.best_place(grid, tile_id)
            if where is not None:
                grid[where] = tile_of(tile_id)
            else:
                with_it = dict(grid)
                tile = tile_of(tile_id)
                cells = positions(grid, tile) if tile is not None else []
                bonus += self.style.tile_value / 2
                if cells:
                    with_it[cells[0]] = tile
                    bonus += self.style.reserve_share * max(
                        0.0, self.value(with_it) - self.value(grid))
        return grid, self.value(grid) + bonus

    def money(self, hand: Sequence[str], market: dict[str, str | None],
              gains: dict[str, float]) -> float:
        """What ``hand`` is worth: coins, and an exact payment of a tile still in the market."""
        coins = money_of(hand)
        worth = self.money_weight * min(coins, self.style.money_cap) + \
            0.02 * max(0, coins - self.style.money_cap)
        if self.style.exact_bonus:
            best = 0.0
            for currency, tile_id in market.items():
                tile = tile_of(tile_id) if tile_id else None
                if tile is None or gains.get(currency, 0.0) <= best:
                    continue
                if can_pay_exactly(hand, currency, tile.price):
                    best = gains[currency]
            worth += self.style.exact_bonus * best
        return worth


def _market(state: GameState) -> dict[str, str | None]:
    return dict(zip(CURRENCIES, state.market, strict=False))


def _second(state: GameState) -> dict[str, str | None]:
    return dict(zip(CURRENCIES, state.second_market, strict=False))


def _without(hand: Sequence[str], cards: Sequence[str]) -> tuple[str, ...]:
    left = list(hand)
    for card in cards:
        if card in left:
            left.remove(card)
    return tuple(left)


def _exact(hand: Sequence[str], currency: str, price: int) -> tuple[str, ...] | None:
    """Cards of ``currency`` in ``hand`` that make ``price`` exactly (fewest found first)."""
    cards = sorted((c for c in hand if CARDS.get(c) is not None and CARDS[c].is_money
                    and not CARDS[c].joker and CARDS[c].currency == currency),
                   key=lambda c: (-CARDS[c].value, c))
    # fewest cards for each sum up to the price (a knapsack: a hand of 30 cards of one
    # currency has too many subsets to walk)
    fewest: dict[int, tuple[str, ...]] = {0: ()}
    for card in cards:
        value = CARDS[card].value
        for total in sorted(fewest, reverse=True):
            reached = total + value
            if reached <= price and (reached not in fewest
                                     or len(fewest[total]) + 1 < len(fewest[reached])):
                fewest[reached] = fewest[total] + (card,)
    return fewest.get(price)


class Planner:
    """Chooses the seat's action in the action phase of its turn (and how to build)."""

    def __init__(self, state: GameState, seat: int, style: Style):
        self.state = state
        self.seat = seat
        self.style = style
        self.judge = Judge(state, seat, style)
        player = state.players[seat]
        self.grid = self.judge.table.grids[seat]
        self.bought = tuple(player.bought)
        self.hand = tuple(player.hand)
        self.market = _market(state)
        self.gains: dict[str, float] = {}
        self.threat: dict[str, float] = {}
        if style.deny:
            self.threat = self._threats()
        if style.exact_bonus:
            now = self.judge.value(self.grid)
            for currency, tile_id in self.market.items():
                if tile_id:
                    self.gains[currency] = max(0.0, self.judge.best_place(self.grid, tile_id)[0]
                                               - now)

    def _threats(self) -> dict[str, float]:
        """For each market slot, the most another player would gain by building its tile
        (judged from that player's seat, from public parts only)."""
        found: dict[str, float] = {}
        for other in range(len(self.state.players)):
            if other == self.seat or other in self.state.retired:
                continue
            judge = Judge(self.state, other, self.style)
            grid = judge.table.grids[other]
            now = judge.value(grid)
            for currency, tile_id in self.market.items():
                if tile_id:
                    gain = judge.best_place(grid, tile_id)[0] - now
                    found[currency] = max(found.get(currency, 0.0), gain)
        return found

    def _end(self, tiles: Sequence[str], hand: Sequence[str], market: dict) -> float:
        _, worth = self.judge.build(self.grid, tiles)
        if self.threat:
            worth -= self.style.deny * max(
                (self.threat.get(c, 0.0) for c, t in market.items() if t), default=0.0)
        return worth + self.judge.money(hand, market, self.gains)

    def _chain(self, tiles: tuple[str, ...], hand: tuple[str, ...], market: dict,
               depth: int) -> float:
        """The best worth of a turn that may still act (after an exact payment)."""
        best = self._end(tiles, hand, market)
        if depth <= 0:
            return best
        for currency, tile_id in market.items():
            tile = tile_of(tile_id) if tile_id else None
            if tile is None:
                continue
            paid = _exact(hand, currency, tile.price)
            if paid is None:
                continue
            left = dict(market)
            left[currency] = None
            best = max(best, self._chain(tiles + (tile_id,), _without(hand, paid), left,
                                         depth - 1))
        return best

    def worth(self, action: Action) -> float | None:
        """What a turn that starts with ``action`` is worth (None: not judged)."""
        kind = action.kind
        if kind == "take_money":
            hand = self.hand + tuple(action.cards)
            return self._end(self.bought, hand, self.market)
        if kind in ("buy", "buy_second"):
            source = self.market if kind == "buy" else _second(self.state)
            tile_id = source.get(action.slot)
            if not tile_id or tile_of(tile_id) is None:
                return None
            hand = _without(self.hand, action.cards)
            left = dict(self.market)
            if kind == "buy":
                left[action.slot] = None
            tiles = self.bought + (tile_id,)
            price = tile_of(tile_id).price
            exact = money_of(action.cards) == price and all(
                CARDS.get(c) is not None and CARDS[c].currency == action.slot
                for c in action.cards)
            if exact and self.style.chain:
                return self._chain(tiles, hand, left, self.style.chain)
            return self._end(tiles, hand, left)
        if kind == "rebuild_place":
            tile = tile_of(action.tile)
            if tile is None:
                return None
            grid = dict(self.grid)
            grid[(action.x, action.y)] = tile
            _, worth = self.judge.build(grid, self.bought)
            return worth + self.judge.money(self.hand, self.market, self.gains)
        if kind in ("place", "reserve", "place_gate", "give_to_dirk") and self.bought:
            return self._end(self.bought, self.hand, self.market)  # the extra action declined
        return None

    def ranked(self, actions: Sequence[Action]) -> list[tuple[float, Action | None]]:
        """Every judged action of the action phase with its worth, best first (a stable
        order: ties keep the actions' order); None stands for building what was bought
        (the extra action declined)."""
        found: list[tuple[float, Action | None]] = []
        stop = False
        for action in actions:
            if action.kind in ("place", "reserve", "place_gate", "give_to_dirk"):
                stop = True
                continue
            worth = self.worth(action)
            if worth is not None:
                found.append((worth, action))
        if stop and self.bought:
            found.append((self._end(self.bought, self.hand, self.market), None))
        order = sorted(range(len(found)), key=lambda i: (-round(found[i][0], 9), i))
        return [found[i] for i in order]

    def choose(self, actions: Sequence[Action]) -> Action | None:
        """The best judged action of the action phase (None: nothing judged)."""
        best, chosen = None, None
        stop = None
        for action in actions:
            if action.kind in ("place", "reserve", "place_gate", "give_to_dirk"):
                stop = action if stop is None else stop
                continue
            worth = self.worth(action)
            if worth is not None and (best is None or worth > best + 1e-9):
                best, chosen = worth, action
        if stop is not None and self.bought:
            declined = self._end(self.bought, self.hand, self.market)
            if best is None or declined > best + 1e-9:
                return None  # build what was bought: the placing choice decides how
        return chosen


def place_choice(state: GameState, seat: int, actions: Sequence[Action], style: Style
                 ) -> Action | None:
    """How to build a tile bought (or awarded): the best cell by ``style``, or reserve."""
    judge = Judge(state, seat, style)
    grid = judge.table.grids[seat]
    base = judge.value(grid)
    best, chosen = None, None
    for action in actions:
        if action.kind in ("place", "place_gate"):
            tile = tile_of(action.tile)
            if tile is None:
                continue
            trial = dict(grid)
            trial[(action.x, action.y)] = tile
            worth = judge.value(trial)
        elif action.kind == "reserve":
            worth = base - 0.5 + style.reserve_share * 2 + style.tile_value / 2
        else:
            continue
        if best is None or worth > best + 1e-9:
            best, chosen = worth, action
    return chosen


def most_neighbours(state: GameState, seat: int, actions: Sequence[Action]) -> Action | None:
    """Greedy's building: the cell where the tile touches most neighbours (reserve only
    when it cannot be built)."""
    grid = {}
    for x, y, tile_id in state.players[seat].alhambra:
        grid[(x, y)] = tile_id
    best, chosen = -1, None
    reserve = None
    for action in actions:
        if action.kind in ("place", "place_gate"):
            touching = neighbours(grid, (action.x, action.y))
            if touching > best:
                best, chosen = touching, action
        elif action.kind == "reserve" and reserve is None:
            reserve = action
    return chosen or reserve


__all__ = ["HARD", "LOOKAHEAD", "Judge", "Planner", "Style", "building_of", "most_neighbours",
           "place_choice"]
