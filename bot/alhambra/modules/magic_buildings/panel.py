"""The panel's part for a magic building (promo, :mod:`engine.alhambra.modules.magic_buildings`)
waiting to be built: on the placing screen (:mod:`.panel_place`) one ↻ button per other
position that fits somewhere now (MG1, MG4: the buyer picks it before building; one tap
turns it, and the screen then numbers the places of the new position), a line saying so,
and the placing picture with the four positions under it
(:func:`rendering.modules.magic_buildings.pictures.render_magic_placing`). A position that fits
nowhere is not offered (the reserve takes the tile as it is; a typed ``/alhambra place`` may still
turn it). The vizier's purchase (MG5) and a sultan card's claim (MG6) get the same ↻ buttons
beside their places, each leading to the places of that position (screens ``vzmagic``,
``sumagic``) or its reserve."""

from __future__ import annotations

import discord

from bot.tables import Picture
from engine.alhambra import view
from engine.alhambra.components import CURRENCIES, rotations
from engine.alhambra.modules import sultan
from engine.alhambra.modules.magic_buildings import is_magic
from i18n import text
from rendering.modules.magic_buildings.pictures import render_magic_placing
from storage import Game

from ...panel_core import (
    PAGE,
    Builder,
    ChoicePanel,
    PanelPart,
    Screen,
    indices,
    numbered,
    screen,
    show,
    vizier_places,
)
from ...positions import Tile, place_cells
from .texts import position_number


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


# -- the vizier's purchase (MG5: he names the position with the purchase) --------------------

#: The screen ``vzmagic`` names the vizier's offer and the position in one number.
STEP = 100


def _vizier_offers(actions: list) -> list[tuple]:
    """The vizier's offers in the order the window screen numbers them (as ``vzuse``)."""
    return list(dict.fromkeys((actions[i].slot, actions[i].second, actions[i].cards,
                               actions[i].bazaar) for i in indices(actions, "use_vizier")))


def _uses(actions: list, offer: tuple, face: str) -> list[int]:
    return [i for i in indices(actions, "use_vizier")
            if (actions[i].slot, actions[i].second, actions[i].cards, actions[i].bazaar)
            == offer and actions[i].face == face]


def vizier_turn_buttons(build: Builder, panel: ChoicePanel, game: Game, seat: int, n: int,
                        tile: str, *, now: int = 0) -> None:
    """On the vizier's places for offer ``n``: one ↻ per other position of the magic
    building ``tile`` that fits somewhere in ``seat``'s Alhambra now (``now``: the
    position shown, 0-3)."""
    faces = rotations(tile)
    if not is_magic(tile) or not faces:
        return
    state, lang = game.state, panel.lang
    for q, face in enumerate(faces):
        if q == now or not place_cells(state, seat, face):
            continue
        target = Screen("vzuse", n) if q == 0 else Screen("vzmagic", n + STEP * q)
        build.go(target, text(lang, "alhambra-button-magic-turn", number=q + 1),
                 style=discord.ButtonStyle.secondary)


@screen("vzmagic", window=True)
def _vizier_turned(panel: ChoicePanel, build: Builder, game: Game, seat: int,
                   shown: Screen) -> None:
    """Where the vizier's magic building goes in another position: its numbered places,
    or the reserve in that position."""
    n, q = shown.arg % STEP, shown.arg // STEP
    state, actions, lang = game.state, panel.actions, panel.lang
    offers = _vizier_offers(actions)
    if n >= len(offers):
        return show("window", panel, build, game, seat)
    slot, second, cards, bazaar = offers[n]
    tile = bazaar or (state.second_market if second else state.market)[CURRENCIES.index(slot)]
    faces = rotations(tile)
    if not is_magic(tile) or not 1 <= q < len(faces):
        return show("window", panel, build, game, seat)
    face = faces[q]
    mine = _uses(actions, offers[n], face)
    cells = place_cells(state, seat, face)
    vizier_places(build, panel, shown, face, mine, cards, cells, size=PAGE - 4)
    vizier_turn_buttons(build, panel, game, seat, n, tile, now=q)
    build.go(Screen("window"), text(lang, "alhambra-button-back"))
    panel.picture = placing_picture(state, seat, face, cells, lang)


# -- the sultan's claim (MG6: the claim names the position) ---------------------------------


def sultan_turn_buttons(build: Builder, panel: ChoicePanel, game: Game, seat: int, tile: str,
                        *, now: int = 0) -> None:
    """Beside the places of a sultan card's claim: one ↻ per other position of the magic
    building ``tile`` that fits somewhere in ``seat``'s Alhambra now."""
    faces = rotations(tile)
    if not is_magic(tile) or not faces:
        return
    for q, face in enumerate(faces):
        if q == now or not place_cells(game.state, seat, face):
            continue
        target = Screen("suplace") if q == 0 else Screen("sumagic", q)
        build.go(target, text(panel.lang, "alhambra-button-magic-turn", number=q + 1),
                 style=discord.ButtonStyle.secondary)


@screen("sumagic", window=True)
def _sultan_turned(panel: ChoicePanel, build: Builder, game: Game, seat: int,
                   shown: Screen) -> None:
    """Where the claimed magic building goes in another position: its numbered places, or
    the reserve in that position."""
    state, actions, lang = game.state, panel.actions, panel.lang
    current = sultan.claim(state)
    claims = indices(actions, "claim_with_sultan")
    faces = rotations(current["tile"]) if current is not None else ()
    if not claims or not 1 <= shown.arg < len(faces):
        return show("suclaim", panel, build, game, seat)
    tile, face = current["tile"], faces[shown.arg]
    card = actions[claims[0]].card
    mine = [i for i in claims if actions[i].card == card and actions[i].face == face]
    cells = place_cells(state, seat, face)
    index_of = {(actions[i].x, actions[i].y): i for i in mine if not actions[i].reserve}
    targets = [(index_of[cell], str(n)) for n, cell in enumerate(cells, start=1)
               if cell in index_of]
    panel.field("alhambra-panel-sultan-place", tile=Tile(face),
                where=text(lang, "alhambra-place-where", count=len(targets)))
    numbered(build, panel, shown, targets, size=PAGE - 4)
    for i in mine:
        if actions[i].reserve:
            build.do(i, text(lang, "alhambra-button-reserve"),
                     style=discord.ButtonStyle.secondary)
    sultan_turn_buttons(build, panel, game, seat, tile, now=shown.arg)
    build.go(Screen("suclaim"), text(lang, "alhambra-button-back"))
    panel.picture = placing_picture(state, seat, face, cells, lang)


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_vizier_turned, _sultan_turned))
