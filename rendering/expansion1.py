"""What expansion 1's modules ("Die Gunst des Wesirs") show together: the buildings the
building yards and the revealed bonus cards add to a player's count (:func:`added_counts`),
and which of the four modules a view shows (:func:`played`). Each module's own pictures are
in :mod:`rendering.modules` (``vizier``, ``exchange_offices``, ``bonus_cards``,
``building_yards``)."""

from __future__ import annotations

from engine.alhambra.modules.building_yards import yard_counts
from engine.alhambra.view import PublicView

from .modules.bonus_cards import BONUS, bonus_tile, bonus_tile_id, public_bonus
from .modules.building_yards import YARDS, yard_stacks
from .modules.exchange_offices import OFFICES
from .modules.vizier import VIZIER, viziers


def added_counts(alhambra, revealed=()) -> dict[str, int]:
    """Buildings expansion 1 adds to a player's count, as a scoring counts them now: each
    built yard one per neighbour of its colour not behind a wall, each revealed bonus card
    whose tile stands in the Alhambra one (hidden cards are not shown, so not counted)."""
    counts = dict(yard_counts(tuple(alhambra)))
    built = {t for _, _, t in alhambra}
    for card in revealed:
        if bonus_tile_id(card) in built:
            building = bonus_tile(card)[0]
            counts[building] = counts.get(building, 0) + 1
    return counts


def played(view: PublicView) -> dict[str, bool]:
    """Which of expansion 1's modules the view shows (their fields, or the module's name)."""
    names = set(view.modules)
    return {VIZIER: viziers(view) is not None,
            OFFICES: OFFICES in names,
            BONUS: public_bonus(view) is not None,
            YARDS: yard_stacks(view) is not None}
