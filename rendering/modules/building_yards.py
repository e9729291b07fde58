"""Expansion 1's building yards (:mod:`engine.alhambra.modules.building_yards`): ``stacks``:
building -> ``top`` (the face-up yard, or None) and ``left`` (how many, the face-up one
included). Yards themselves are tiles (:func:`rendering.tiles.tile_image` draws them hatched,
with a hut and no price)."""

from __future__ import annotations

from engine.alhambra.components import BUILDINGS, TILES
from engine.alhambra.view import PublicView

from ..fields import module_fields

YARDS = "building_yards"


# --- building yards ------------------------------------------------------------------------
def yard_stacks(view: PublicView) -> list[tuple[str, str | None, int]] | None:
    """(building, face-up yard or None, how many are left) of each stack, in the buildings'
    order (None: building yards are not played)."""
    stacks = module_fields(view, YARDS).get("stacks")
    if stacks is None:
        return None
    found = []
    for building in [b for b in BUILDINGS if b in stacks] + [b for b in stacks
                                                            if b not in BUILDINGS]:
        stack = stacks[building] or {}
        top = stack.get("face_up")
        found.append((building, top if top in TILES else None, int(stack.get("left", 0))))
    return found
