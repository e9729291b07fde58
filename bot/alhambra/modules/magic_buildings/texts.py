"""Words for the magic buildings (promo, :mod:`engine.alhambra.modules.magic_buildings`): turning
one to another position. The words are in the catalogues (``i18n/<lang>/magic_buildings.ftl``);
a magic building is named like any tile, marked ✨ (:func:`.positions.tile_name`); its
positions are numbered 1-4 as in the placing picture (1: as printed, then a quarter turn
clockwise each)."""

from __future__ import annotations

from engine.alhambra.components import TILES
from engine.alhambra.modules.magic_buildings import is_magic, quarters
from i18n import DEFAULT, text

from ...brevity import worded
from ...positions import Tile, say, sides_words


def position_number(tile: str) -> int:
    """The number of a magic building's position in the pictures (1-4)."""
    return quarters(tile) + 1


def action_label(action, *, lang: str = DEFAULT) -> str | None:
    """A magic building's choice in words (None: not one of theirs)."""
    if action.kind == "rotate_magic":
        return say(lang, "alhambra-act-rotate-magic", tile=Tile(action.tile),
                   number=position_number(action.to),
                   walls=sides_words(TILES[action.to].walls, lang=lang))
    return None


def position_words(action, *, lang: str = DEFAULT) -> str:
    """", position 3 (walls: …)" for a vizier's purchase or a sultan card's claim that
    names a magic building's position (MG5, MG6), ", ↻ 3" said briefly (as the panel's
    buttons of positions say it); "" for any other choice."""
    face = getattr(action, "face", None)
    if face is None or not is_magic(face):
        return ""
    return text(lang, worded(lang, "alhambra-act-magic-position"),
                number=position_number(face),
                walls=sides_words(TILES[face].walls, lang=lang))
