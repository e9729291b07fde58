"""Where a tile lies, said the way a player sees it in the picture ("east of the fountain",
"north of the Tower 9"), and what a tile is called ("Bath house 3"), in the player's
language: the words are in the catalogues (``i18n/<lang>/alhambra.ftl``), the sides come from
:mod:`engine.alhambra.places`. Players never read coordinates or ids.

A tile inside a sentence takes the form the sentence needs: German declines the article
("den Turm 7", "vom Turm 7"), Hungarian adds a suffix to the price ("a Torony 7-et", "a
Torony 7-től"). So a sentence names the form of each tile it holds in an attribute of its
own (``.tile = acc``), and :func:`say` fills it in: ``say(lang, "alhambra-act-give",
tile=Tile("tower-7-n"))``. The forms are the catalogue's business (``alhambra-tile``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from engine.alhambra.components import TILES
from engine.alhambra.modules.bazaars import BAZAAR, COLOURS_OF, CURRENCY_OF
from engine.alhambra.modules.portals import CORNER_OF as PORTAL_CORNER
from engine.alhambra.modules.portals import TYPE_OF as PORTAL_TYPE
from engine.alhambra.places import SIDES
from engine.alhambra.ruleset import rules_of
from i18n import DEFAULT, Said, has_text, names_in, text

from .brevity import BRIEF_NEIGHBOURS, BRIEF_TILES, brevity, briefly, worded

Built = tuple[int, int, str]
Coord = tuple[int, int]

#: Each building's colour in text, the colour of its tiles (a street trader's residents and a
#: chest are named by it).
COLOUR_EMOJI = {"pavilion": "🟦", "seraglio": "🟥", "arcades": "🟫", "chambers": "⬜",
                "garden": "🟩", "tower": "🟪"}
#: What marks a magic building (promo) in words, as its star does on the tile.
MAGIC_MARK = "✨"
#: The form of a tile that no sentence declines: no article, nominative ("Garden 10").
BARE = "bare"


@dataclass(frozen=True)
class Tile:
    """A tile as an argument of :func:`say`: said in the form the sentence asks for."""

    id: str


def say(lang: str, message_id: str, **args: Any) -> str:
    """The message in ``lang``, each :class:`Tile` among ``args`` said in the form the
    message's attribute of the same name gives (``bare`` without one)."""
    message_id = worded(lang, message_id)  # said briefly: its terse wording (.brevity)
    filled = {}
    for name, value in args.items():
        if isinstance(value, Tile):
            form_id = f"{message_id}.{name}"
            form = text(lang, form_id) if has_text(lang, form_id) else BARE
            value = tile_name(value.id, lang=lang, form=form)
        filled[name] = value
    return text(lang, message_id, **filled)


@dataclass(frozen=True)
class Saying(Said):
    """A :class:`Said` whose :class:`Tile` arguments take their sentence's forms (for a
    refusal, said later in the user's language)."""

    def in_language(self, language: str) -> str:
        args = {name: value.in_language(language) if isinstance(value, Said) else value
                for name, value in self.args.items()}
        return say(language, self.message_id, **args)


def saying(message_id: str, **args: Any) -> Saying:
    return Saying(message_id, args)


def building_name(building: str, *, lang: str = DEFAULT) -> str:
    """A building as players call it ("Bath house", "Residential quarter")."""
    return text(lang, "alhambra-building", building=building)


def _building_of(tile_id: str) -> str:
    tile = TILES[tile_id]
    if tile.counts_as is not None:
        return "yard"  # a building yard, named by its colour's building (``yard``)
    if tile.building == "fountain":
        return "fountain"
    if tile.start:
        return "start"
    return tile.building


def tile_name(tile_id: str, *, lang: str = DEFAULT, form: str = BARE) -> str:
    """A tile as players call it: its building and price ("Garden 10", "Bath house 3"),
    "fountain", "start tile", a building yard by its colour ("Garden yard"); in ``form``
    (see :func:`say`)."""
    tile = TILES[tile_id]
    brief = brevity() >= BRIEF_TILES  # said briefly: without colours, open sides, bastions
    if tile.building == BAZAAR:  # expansion 4: no price; its currency and colours
        colours = "none" if brief else \
            ", ".join(building_name(b, lang=lang) for b in COLOURS_OF[tile_id])
        return text(lang, "alhambra-bazaar-tile", form=form, currency=CURRENCY_OF[tile_id],
                    colours=colours)
    if tile.building == "portal":  # expansion 6: named by its type (a face: its open sides)
        name = text(lang, "alhambra-portal-tile", form=form, building=PORTAL_TYPE[tile_id])
        if tile_id in PORTAL_CORNER and not brief:
            name += " " + text(lang, "alhambra-portal-open", sides=sides_words(
                set("NESW") - tile.walls, lang=lang))
        return name
    name = text(lang, "alhambra-tile", building=_building_of(tile_id), price=tile.price,
                yard=tile.counts_as or "none", form=form)
    if tile.building == "camp" and _camp_twins(tile_id) and not brief:
        name += " " + text(lang, "alhambra-camp-bastions", count=len(tile.walls),
                           sides=sides_words(tile.walls, lang=lang))
    if tile.magic:  # a magic building (promo): marked as on its tile in the pictures
        name += " " + MAGIC_MARK
    return name


def _camp_twins(tile_id: str) -> bool:
    """Whether another camp has the same price (then its bastions tell them apart)."""
    price = TILES[tile_id].price
    return any(t.building == "camp" and t.price == price and other != tile_id
               for other, t in TILES.items())


#: The sides in the order a player reads them round a tile.
SIDE_ORDER = ("N", "E", "S", "W")


def side_word(side: str, *, lang: str = DEFAULT) -> str:
    """A side of a tile as the player sees it in the picture: "top", "right", "bottom",
    "left" (the engine's N, E, S, W)."""
    return text(lang, "alhambra-side", side=side)


def sides_words(sides: Iterable[str], *, lang: str = DEFAULT) -> str:
    """"top", "top and right" (in the reader's language)."""
    ordered = sorted(set(sides), key=SIDE_ORDER.index)
    return names_in(lang, [side_word(side, lang=lang) for side in ordered])


def where(alhambra: Iterable[Built], x: int, y: int, *, lang: str = DEFAULT) -> str:
    """``(x, y)`` in words, next to a tile of ``alhambra`` (the cell's own tile ignored):
    by its built neighbour nearest the start tile, and the side of it the cell lies on."""
    grid = {(bx, by): tile for bx, by, tile in alhambra}
    neighbours = [((x - dx, y - dy), side) for (dx, dy), side in SIDES.items()
                  if (x - dx, y - dy) in grid and (x - dx, y - dy) != (x, y)]
    if not neighbours:
        return text(lang, "alhambra-place-alone")
    (nx, ny), side = min(neighbours, key=lambda n: (abs(n[0][0]) + abs(n[0][1]),
                                                      list(SIDES.values()).index(n[1])))
    if brevity() >= BRIEF_NEIGHBOURS:  # said briefly: the neighbour too (see .brevity)
        with briefly(BRIEF_TILES):
            return say(lang, "alhambra-place", side=side, tile=Tile(grid[(nx, ny)]))
    return say(lang, "alhambra-place", side=side, tile=Tile(grid[(nx, ny)]))


def tile_at(alhambra: Iterable[Built], x: int, y: int) -> str | None:
    return next((tile for bx, by, tile in alhambra if (bx, by) == (x, y)), None)


def place_cells(state, seat: int, tile: str) -> list[Coord]:
    """Every cell where ``seat`` may build ``tile`` now, in the order the picture numbers
    them 1..n (north to south, west to east): the engine's own rule set decides, so the
    combination's two cities on one plane are numbered as the engine plays them."""
    cells = rules_of(state).legal_positions(state, seat, tile)
    return sorted(cells, key=lambda c: (c[1], c[0]))


def numbered_cells(state, seat: int, tile: str, actions: Iterable = ()) -> list[Coord]:
    """The cells the panel numbers for building ``tile``: those where it may be built, and
    (city gates) those where it may be built only with a gate (``actions``: the seat's
    legal actions, whose ``place_gate`` choices name them), in picture order."""
    cells = set(place_cells(state, seat, tile))
    cells |= {(a.x, a.y) for a in actions if a.kind == "place_gate" and a.tile == tile}
    return sorted(cells, key=lambda c: (c[1], c[0]))
