"""The panel's part for a magic building (promo, :mod:`engine.alhambra.magic_buildings`)
waiting to be built: on the placing screen (:mod:`.panel_place`) one ↻ button per other
position that fits somewhere now (MG1, MG4: the buyer picks it before building; one tap
turns it, and the screen then numbers the places of the new position), a line saying so,
and the placing picture with the four positions under it
(:func:`rendering.magic_buildings.render_magic_placing`). A position that fits nowhere is
not offered (the reserve takes the tile as it is; a typed ``/alhambra place`` may still
turn it)."""

from __future__ import annotations

import discord

from bot.tables import Picture
from engine.alhambra import view
from engine.alhambra.components import rotations
from engine.alhambra.magic_buildings import is_magic
from i18n import text
from rendering.magic_buildings import render_magic_placing

from .panel_core import indices
from .positions import place_cells
from .texts_magic_buildings import position_number


def places_by_position(state, seat: int, tile: str) -> list[int]:
    """How many places each position (1-4) of ``tile``'s magic building has now."""
    return [len(place_cells(state, seat, face)) for face in rotations(tile)]


def turn_buttons(state, seat: int, actions: list, tile: str, lang: str
                 ) -> list[tuple[str, object, str, discord.ButtonStyle]]:
    """The placing screen's ↻ buttons for ``tile`` (none unless it is a magic building):
    (``"do"``, action index, label, style), one per other position with a place."""
    if not is_magic(tile):
        return []
    found = []
    for i in indices(actions, "rotate_magic"):
        action = actions[i]
        if action.tile == tile and place_cells(state, seat, action.to):
            found.append((position_number(action.to), i))
    return [("do", i, text(lang, "alhambra-button-magic-turn", number=number),
             discord.ButtonStyle.secondary) for number, i in sorted(found)]


def place_note(state, seat: int, tile: str, lang: str) -> str | None:
    """The placing screen's line for a magic building (None for any other tile)."""
    if not is_magic(tile):
        return None
    places = places_by_position(state, seat, tile)
    turns = sum(1 for face, n in zip(rotations(tile), places, strict=True)
                if face != tile and n)
    return text(lang, "alhambra-place-magic", turns=turns)


def placing_picture(state, seat: int, tile: str, cells: list, lang: str) -> Picture | None:
    """The placing picture with the positions under it (None for any other tile)."""
    if not is_magic(tile):
        return None
    player = view(state, seat).players[seat]
    return Picture(render_magic_placing, (player,), "alhambra.png",
                   {"tile": tile, "numbers": cells, "active": True, "lang": lang,
                    "places": places_by_position(state, seat, tile)})
