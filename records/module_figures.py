"""Each rule module's own figures in a finished game's statistics (issue 38): chests bought,
falcons, caravanserai steps, culture tiles, sultan cards, portals, the points of each
module's scoring term (a medina's loss, the invaders' too), and more, per seat.

Read like every other statistic (:mod:`records.statistics`): from the events the log's
replay answers, counted once a turn can no longer be taken back (ST1), never from a counter
kept in the state; only events the thread is told anyway (ST3: how many bonus cards were
played, not which were held; that a scout was taken, not what it saw).

MF1: a figure is shown only in a game with its module; a module's figures are shown in the
books' order of the modules (``engine.alhambra.MODULES``), each figure in the order below.
MF2: a module's scoring term (``ScoringRecord.extra``) is its points over every scoring
round; the combination's moat is shown with the walls already, not here.
MF3: where more is better for the seat (points, what it gained) the best value is marked;
where it is a way of playing (steps taken, cards used) none is.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from engine.alhambra import MODULES


@dataclass(frozen=True)
class Figure:
    """How one figure of a module is counted: the events of ``kind``, each worth
    ``amount(event)`` to its seat; ``best``: "high" when more is better (MF3)."""

    module: str
    name: str
    kind: str
    amount: Callable[[object], int] = lambda event: 1
    best: str | None = "high"


def _size(field: str) -> Callable[[object], int]:
    return lambda event: len(getattr(event, field))


def _value(event) -> int:
    return event.value


#: Every module's figures counted from its events (MF1), in the books' order.
FIGURES: tuple[Figure, ...] = (
    Figure("dirk", "given", "tile_given_to_dirk", best=None),
    Figure("granada", "flipped", "tile_flipped", best=None),
    Figure("vizier", "used", "vizier_used", best=None),
    Figure("bonus_cards", "played", "bonus_card_revealed"),
    Figure("building_yards", "taken", "yard_taken"),
    Figure("city_gates", "built", "gate_built"),
    Figure("characters", "won", "character_won"),
    Figure("characters", "used", "character_used", best=None),
    Figure("thieves", "played", "thief_played", best=None),
    Figure("street_trader", "moved", "trader_moved", best=None),
    Figure("wall_cards", "built", "walls_built"),
    Figure("change", "coins", "change_given", _size("coins")),
    Figure("treasure_chamber", "chests", "chests_bought", _size("chests")),
    Figure("master_builders", "used", "master_builder_used", best=None),
    Figure("invaders", "scouts", "scout_taken", best=None),
    Figure("bazaars", "bought", "bazaar_bought"),
    Figure("caravanserai", "bought", "caravanserai_bought"),
    Figure("caravanserai", "steps", "caravanserai_stepped", best=None),
    Figure("caravanserai", "spent", "caravanserai_spent", _value),
    Figure("art_of_the_moors", "tiles", "culture_tile_gained"),
    Figure("sultan", "bought", "sultan_card_bought"),
    Figure("sultan", "claimed", "sultan_claimed"),
    Figure("falcons", "falcons", "falcons_bought", _size("falcons")),
    Figure("building_sites", "bought", "site_bought", best=None),
    Figure("building_sites", "completed", "site_completed"),
    Figure("exchange_certificate", "issued", "certificate_issued", best=None),
    Figure("exchange_certificate", "spent", "certificate_spent", _value),
    Figure("portals", "bought", "portal_bought"),
)
#: The scoring terms shown as a module's points (MF2): the term, its module.
TERMS: dict[str, str] = {"characters": "characters", "camps": "camps",
                         "street_trader": "street_trader",
                         "treasure_chamber": "treasure_chamber", "invaders": "invaders",
                         "bazaars": "bazaars", "art_of_the_moors": "art_of_the_moors",
                         "falcons": "falcons", "portals": "portals", "medina": "medina"}
#: The name of a module's points among its figures.
POINTS = "points"
_BY_KIND: dict[str, tuple[Figure, ...]] = {}
for _figure in FIGURES:
    _BY_KIND[_figure.kind] = (*_BY_KIND.get(_figure.kind, ()), _figure)


@dataclass(frozen=True)
class FigureRow:
    """One figure of a module: its name (``stats-module-<module>-<name>`` says it), each
    seat's value, and whether more is better (MF3)."""

    name: str
    values: tuple[int, ...]
    best: str | None = "high"


@dataclass(frozen=True)
class ModuleFigures:
    """A module's figures in a game (its title: ``module-<module>.title``)."""

    module: str
    rows: tuple[FigureRow, ...]


class FigureTally:
    """The modules' figures, counted event by event (after ST1, as the other statistics)."""

    def __init__(self, seats: int, modules: Iterable[str]):
        self.seats = seats
        self.modules = frozenset(modules)
        self.counts: Counter = Counter()  # (module, name, seat) -> value

    def count(self, event) -> None:
        for figure in _BY_KIND.get(event.kind, ()):
            if figure.module in self.modules:
                self.counts[figure.module, figure.name, event.seat] += figure.amount(event)

    def result(self, records: list) -> tuple[ModuleFigures, ...]:
        """The figures of every module of the game that has any, with the points of its
        scoring term over ``records`` (the scoring rounds' records, in order)."""
        found = []
        for module in (m.name for m in MODULES if m.name in self.modules):
            rows = [FigureRow(f.name, tuple(self.counts[module, f.name, s]
                                            for s in range(self.seats)), f.best)
                    for f in FIGURES if f.module == module]
            terms = [term for term, owner in TERMS.items() if owner == module
                     and any(term in r.extra for r in records)]
            for term in terms:
                rows.append(FigureRow(POINTS, tuple(
                    sum(r.extra.get(term, (0,) * self.seats)[s] for r in records)
                    for s in range(self.seats))))
            if rows:
                found.append(ModuleFigures(module, tuple(rows)))
        return tuple(found)
