"""Medina, a Queenie promo (shared/EXPANSIONS.md "MD Medina", §0.4 step 5, §0.5, §7, §8; the
compendium of expansions, its setup and scoring lists and "26. Medina"; components in
shared/data/expansions.json ``modules.medina``). Module name ``medina``; base game only
(X1), with two players (Dirk) and with expansions 1-5.

Components [C-setup, APP]: 9 building-sized tiles (:data:`MEDINAS`) of building
``"medina"``, one at each price from 2 to 10. A medina is no building type: it never counts
in a majority, and it has no colour. **MD1** (data ``data/medina.json``), their walls:
``medina-2`` N+W, ``medina-3`` N+E, ``medina-4`` E+S, ``medina-5`` S+W, ``medina-6`` N,
``medina-7`` E, ``medina-8`` S, ``medina-9`` W, ``medina-10`` none.

Setup [C-setup]: the medinas go into the bag (``Module.bag_tiles``), so they reach the
market, the final distribution (§7: "Bei der Versteigerung am Ende werden auch Medina
versteigert") and, with two players, Dirk (§0.5).

Turn [C §26]: a medina is bought and built like a building (the core's Buy, reserve,
rebuilding; an exact payment gives another action). Payment aids pay for it (exchange
offices, diamonds, coins of the change, master builders, a caravanserai's value), and
overpaying it draws change. The vizier may buy one (VZ×MD "+"). A gate may sit on a medina
and a wooden wall may go on it (GT×MD, WA×MD "+": those modules refuse only camps).
It is no building type, so without a line of code here:

- it scores no majority, and building yards ignore it (BY×MD "-": a yard counts
  neighbours of its own type);
- it is no type for buying a caravanserai (KS×MD), gives no culture tile of the art of the
  Moors (AM×MD "-"), and Hakim Wahid never chooses it (CH×MD "o": he chooses a type);
- **MD3**: it takes no resident of the street trader and no chest (it has no colour), no
  bonus card matches it, a bazaar never counts it among its colours (BZ5), and no sultan
  card claims it (a card names a type);
- it counts as a tile for a camp's lines (CA3, CA×MD "+") and for the invaders (IN1).

Abdul Karim may pay a medina and Abdul Knihstig follows a medina of price 10 (C §26,
:mod:`.characters`, CH8); **MD4**: Laila may swap a medina in the market as she swaps a
building (C §26 names no exception; ``characters._building_problem`` reads
:func:`is_medina`).

Scoring, every round, EXPANSIONS §0.4 step 5 (after the invaders: ``scoring_penalties``
with ``penalty_step`` 5) [APP]: all players, Dirk included, are ranked by the number of
medinas in their Alhambra, fewest first (**MD2**: medinas in the reserve do not count; all
of Dirk's tiles count, he has no reserve). At equal counts, the player whose dearest medina
is dearer ranks as having more. The places lose 3 (round 1); 6, 3 (round 2); 9, 6, 3
(round 3); players sharing places split those places' penalties, rounded up; a player with
no medina loses a further 1, 2 or 3 (by round). Totals may go negative. The term
``medina`` of the scoring record holds each seat's loss (zero or less); Dirk's loss is not
recorded (he keeps no score).

Decisions of this engine, beyond the shared defaults MD1-MD3:

- MD4: Laila may swap a medina (above).
- MD5: retired seats are ranked with the others (their Alhambra stands), as every scoring
  term counts them.
- MD6: the penalty of the next scoring is public (every Alhambra is), so ``view`` shows it
  for the overview: each seat's medinas and what the next scoring would take, Dirk's count.

With the building sites (expansion 6, C §22, §26: "Medina können als Baustelle errichtet
werden"): a medina may be bought as a site; an unfinished site counts as a tile only for
placement, holes, camp lines, invaders and walls (BS3), so it is no medina in the ranking
until completed: :func:`participants` is the one place that must leave unfinished sites
out (the seam for the sites' module).

Hidden information: medinas in the bag are secret like every tile there; nothing else is.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from math import ceil
from typing import Any

from ..components import TILES, Tile, read_data, register_tiles
from ..kit import (
    finished,
)
from ..state import GameState
from . import seam as modules

NAME = "medina"
_DATA = read_data("medina.json")

#: A medina's own building: none of the scored types.
MEDINA = "medina"

#: The 9 medinas, in price order (MD1 walls).
MEDINAS: tuple[Tile, ...] = tuple(
    Tile(id=entry["id"], building=MEDINA, price=entry["price"], walls=frozenset(entry["walls"]))
    for entry in _DATA["tiles"]
)
register_tiles(MEDINAS)
MEDINA_IDS: frozenset[str] = frozenset(t.id for t in MEDINAS)

#: Round -> the penalty of each place, fewest medinas first.
PLACES: dict[int, tuple[int, ...]] = {
    int(r): tuple(p)
    for r, p in _DATA["scoring"]["penalty_by_round_and_place_fewest_first"].items()}
#: Round -> the further penalty of a player without a medina.
NONE_LOST: dict[int, int] = {
    int(r): p for r, p in _DATA["scoring"]["extra_penalty_with_zero_medinas"].items()}


def is_medina(tile: str | Tile | None) -> bool:
    if isinstance(tile, Tile):
        return tile.building == MEDINA
    return tile in MEDINA_IDS


def rank_key(tiles: Iterable[str]) -> tuple[int, int]:
    """(medinas, price of the dearest) of these tile ids: the ranking's order, fewest first
    (at equal counts the dearer top medina ranks as more)."""
    prices = [TILES[t].price for t in tiles if t in MEDINA_IDS]
    return len(prices), max(prices, default=0)


def penalties(keys: Sequence[tuple[int, int]], round_number: int) -> list[int]:
    """Points each participant loses (>= 0) with these :func:`rank_key` values in round
    ``round_number``: places fewest first, shared places split rounded up, and the further
    penalty of a participant without a medina."""
    table = PLACES[round_number]
    order = sorted(range(len(keys)), key=lambda i: keys[i])
    lost = [0] * len(keys)
    place = 0
    while place < len(order):
        key = keys[order[place]]
        group = [i for i in order[place:] if keys[i] == key]
        shared = sum(table[place:place + len(group)])
        for i in group:
            lost[i] = ceil(shared / len(group))
        place += len(group)
    for i, (count, _) in enumerate(keys):
        if count == 0:
            lost[i] += NONE_LOST[round_number]
    return lost


def participants(state: GameState) -> list[tuple[str, ...]]:
    """The built tiles of every seat (MD2: no reserve; BS3: no unfinished building site),
    then Dirk's tiles when he plays."""
    found = [tuple(t for *_, t in finished(state, seat)) for seat in range(len(state.players))]
    if state.dirk is not None and "dirk" in state.options.modules:
        found.append(tuple(state.dirk))
    return found


def seat_penalties(state: GameState, round_number: int) -> tuple[int, ...]:
    """Each seat's medina penalty in ``round_number`` as the Alhambras stand (<= 0)."""
    keys = [rank_key(tiles) for tiles in participants(state)]
    lost = penalties(keys, round_number)
    return tuple(-lost[seat] for seat in range(len(state.players)))


def next_round(state: GameState) -> int:
    """The round the next scoring is (3 after the second)."""
    return min(len(state.scorings) + 1, 3)


class Medina(modules.Module):
    name = NAME
    title = "Medina"
    description = ("Nine medinas join the buildings in the bag. At every scoring, whoever "
                   "built the fewest medinas loses points.")
    rule_sets = ("alhambra",)
    bag_tiles = tuple(t.id for t in MEDINAS)
    penalty_step = 5

    def scoring_penalties(self, state: GameState, round_number: int,
                          totals: tuple[int, ...]) -> dict[str, tuple[int, ...]]:
        """§0.4 step 5: the ranking's penalties (totals may go negative)."""
        return {NAME: seat_penalties(state, round_number)}

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        """MD6: each seat's built medinas, what the next scoring would take from each
        (<= 0), and Dirk's medinas (None without him)."""
        tiles = participants(state)
        dirk = len([t for t in tiles[-1] if t in MEDINA_IDS]) \
            if len(tiles) > len(state.players) else None
        return {"built": [rank_key(t)[0] for t in tiles[:len(state.players)]],
                "next_round": next_round(state),
                "next_penalties": list(seat_penalties(state, next_round(state))),
                "dirk": dirk}


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = Medina()
