"""What a Roll & Write sheet is worth, read from what its seat sees (``view(state, seat)``).

:class:`Table` takes the numbers out of the seat's view once per decision; :meth:`Table.value`
then judges a sheet the seat could have after this turn (its crossed cells and its coins) as
the points it may expect at the end of the game:

- every building: the seat's final count and every rival's are guessed as today's count
  plus a binomial share of the boxes still empty (a player who makes ``F`` more crosses on
  ``U`` empty cells fills each with chance ``F / U``; an imaginary player marks one of six
  types a round); the points are the free places shared by rank (RW-AI1: a smooth rank,
  the rivals above and level with the seat counted in expectation);
- every row and column: 2 / 5 / 10 for 4 / 5 / 6 crosses, with the same binomial guess;
- a column filled this turn takes the best free place for sure: rivals who fill it later
  come after, only those filling it this round share it (RW-AI4);
- coins: half a point each at the end, worth up to 2 while rounds are left to spend them on
  dice, the first few only (RW-AI2; measured: at 1 point it spent them all on a second
  building early and had none to turn dice with).

With ``horizon=False`` nothing is guessed: the sheet scores as if the game ended now (the
greedy baseline). Nothing here reads the seed or the roll counter: the view leaves them out.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.rollwrite import BUILDINGS, COINS_PER_POINT, LINE_POINTS, SeatView, building_at

#: Crosses a seat makes per round left, on average (one building a round, a few seconds
#: buildings, a few rounds of coins); measured: 0.9 won 0.49 of 360 games against two
#: greedy players, 1.0 won 0.44.
CROSS_RATE = 0.9
#: The same for the rivals (real seats).
RIVAL_RATE = 1.0
#: Coins beyond this many are worth only their final half point (RW-AI2: a seat uses few
#: coins a round).
COINS_USEFUL = 6
#: A coin's worth with many rounds left (RW-AI2); it falls to the final half point.
COIN_EARLY = 2.0
COIN_LATE = 1.0 / COINS_PER_POINT
COIN_FADE_ROUNDS = 8


def binomial(n: int, p: float) -> list[float]:
    """P(X = k) for k = 0..n, X ~ Binomial(n, p)."""
    if p <= 0.0 or n == 0:
        return [1.0] + [0.0] * n
    if p >= 1.0:
        return [0.0] * n + [1.0]
    q = 1.0 - p
    probs = [q ** n]
    ratio = p / q
    for k in range(n):
        probs.append(probs[-1] * ratio * (n - k) / (k + 1))
    return probs


def line_value(crosses: int, p: float) -> float:
    """Expected points of a row or column with ``crosses`` crossed cells."""
    if p <= 0.0:
        return LINE_POINTS.get(crosses, 0)
    probs = binomial(6 - crosses, p)
    return sum(pr * LINE_POINTS.get(crosses + k, 0) for k, pr in enumerate(probs) if pr)


def shared(values: list[float], ahead: float, level: float) -> float:
    """The points of a seat with ``ahead`` rivals above it and ``level`` level with it
    (fractions allowed), sharing the places they cover: the places' values laid end to end,
    the seat's share is the stretch from ``ahead`` to ``ahead + level + 1`` over its width."""
    width = level + 1.0
    return (_cumulative(values, ahead + width) - _cumulative(values, ahead)) / width


def _cumulative(values: list[float], x: float) -> float:
    whole = int(x)
    total = sum(values[:whole])
    if whole < len(values):
        total += (x - whole) * values[whole]
    return total


@dataclass
class Building:
    """One building type as the seat sees it: the free places' points and the rivals."""

    name: str
    places: list[float]
    #: For a final count c of the seat: rivals expected above it, and level with it.
    ahead: list[float] = field(default_factory=lambda: [0.0] * 7)
    level: list[float] = field(default_factory=lambda: [0.0] * 7)
    #: Rivals who have every box marked now (they fill the column this round).
    full_now: int = 0

    def add_rival(self, final: list[float], have: int) -> None:
        """A rival with ``have`` buildings now, whose final count is c with chance
        ``final[c]``."""
        self.full_now += have == 6
        above = 0.0
        for c in range(6, -1, -1):
            self.ahead[c] += above
            self.level[c] += final[c]
            above += final[c]

    def points(self, count: int) -> float:
        if count == 0 or not self.places:
            return 0.0
        return shared(self.places, self.ahead[count], self.level[count])

    def filled_now(self) -> float:
        """Points for filling the column this turn: the best free place, shared only with
        rivals who fill it this round too; later ones come after (RW-AI4)."""
        return shared(self.places, 0.0, float(self.full_now))


class Table:
    """The numbers of one seat's view that its sheet's worth depends on."""

    def __init__(self, seen: SeatView, *, horizon: bool = True):
        self.seat = seen.seat
        me = seen.players[seen.seat]
        self.crossed = frozenset(me.crossed)
        self.coins = me.coins
        self.room = seen.coin_supply - me.circled
        self.yellow = me.dice.yellow
        self.blue = me.dice.blue
        self.mode = seen.mode
        self.step = seen.step
        self.horizon = horizon
        left = seen.rounds - seen.round  # rounds after this one
        self.rounds_left = left if horizon else 0
        self.fixed = 0.0
        completed = {b: set() for b in BUILDINGS}
        for completion in seen.completions:
            completed[completion.building].update(completion.participants)
            if seen.seat in completion.participants:
                self.fixed += completion.points
        self.done = {b for b in BUILDINGS if seen.seat in completed[b]}
        self.buildings: dict[str, Building] = {}
        for b in BUILDINGS:
            taken = set(seen.places_taken[b])
            places = [float(v) for p, v in enumerate(seen.place_points[b], 1) if p not in taken]
            self.buildings[b] = Building(b, places)
        for row in seen.score_sheet:
            if row.participant == seen.seat:
                continue
            if row.imaginary:
                turns = left + 1 if horizon else 0  # they roll when this round closes
                sheet_p = None
            else:
                sheet = seen.players[row.participant]
                acting = 0 if sheet.retired else left + (1 if sheet.waiting else 0)
                empty = 36 - len(sheet.crossed)
                turns = 0
                sheet_p = min(1.0, RIVAL_RATE * acting / empty) if horizon and empty else 0.0
            for b in BUILDINGS:
                if row.participant in completed[b]:
                    continue
                have = row.counts[b]
                if sheet_p is None:
                    gain = binomial(turns, 1.0 / 6.0)
                    final = [0.0] * 7
                    for k, pr in enumerate(gain):
                        final[min(6, have + k)] += pr
                else:
                    final = [0.0] * have + binomial(6 - have, sheet_p)
                self.buildings[b].add_rival(final, have)

    # -- a sheet's worth -------------------------------------------------------------------
    def coin_worth(self) -> float:
        if not self.horizon:
            return COIN_LATE
        fade = min(1.0, self.rounds_left / COIN_FADE_ROUNDS)
        return COIN_LATE + (COIN_EARLY - COIN_LATE) * fade

    def coins_value(self, coins: int) -> float:
        useful = min(coins, COINS_USEFUL)
        return useful * self.coin_worth() + (coins - useful) * COIN_LATE

    def value(self, crossed: frozenset, coins: int) -> float:
        """Expected final points of the seat with these crossed cells and coins."""
        empty = 36 - len(crossed)
        p = min(1.0, CROSS_RATE * self.rounds_left / empty) if empty else 0.0
        total = self.fixed
        counts = dict.fromkeys(BUILDINGS, 0)
        rows = [0] * 7
        columns = [0] * 7
        for y, b in crossed:
            counts[building_at(y, b)] += 1
            rows[y] += 1
            columns[b] += 1
        for b in BUILDINGS:
            if b in self.done:
                continue
            building = self.buildings[b]
            have = counts[b]
            if have == 6:
                total += building.filled_now()
                continue
            if p <= 0.0:
                total += building.points(have)
                continue
            for k, pr in enumerate(binomial(6 - have, p)):
                if pr:
                    total += pr * building.points(have + k)
        for n in rows[1:] + columns[1:]:
            total += line_value(n, p)
        return total + self.coins_value(coins)
