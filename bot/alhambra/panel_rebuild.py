"""The panel's screens of a rebuild: what to do (take a tile out, build a reserve tile in),
then a number on the picture."""

from __future__ import annotations

import discord

from bot.tables import Picture
from engine.alhambra import view
from engine.alhambra.modules.portals import is_portal, physical_of
from i18n import text
from rendering import render_alhambra
from storage import Game

from .panel_core import (
    GATE_STEP,
    Builder,
    ChoicePanel,
    PanelPart,
    Screen,
    screen,
    show,
)
from .panel_core import indices as _indices
from .panel_core import pages as _pages
from .positions import Tile, say, tile_name
from .texts import (
    is_combination,
)


def reserve_tiles(actions: list) -> list[str]:
    """The reserve tiles that can be built in, once each, in the order of the actions."""
    return list(dict.fromkeys(physical_of(a.tile) for a in actions if a.kind in (
        "rebuild_place", "rebuild_exchange", "rebuild_place_gate")))


@screen("rebuild")
def _rebuild(panel: ChoicePanel, build: Builder, game: Game, seat: int, screen: Screen) -> None:
    actions, lang = panel.actions, panel.lang
    both = "yes" if is_combination(game.state.options.modules) else "no"
    panel.field("alhambra-panel-rebuild-screen", both=both)
    if _indices(actions, "rebuild_remove"):
        build.go(Screen("out"), text(lang, "alhambra-button-take-out"),
                 style=discord.ButtonStyle.primary)
    # a large reserve is paged (the page number rides on the screen, as for places)
    shown, page, pages = _pages(list(enumerate(reserve_tiles(actions))), screen.page)
    for n, tile in shown:
        build.go(Screen("in", n), say(lang, "alhambra-button-build-in", tile=Tile(tile)),
                 style=discord.ButtonStyle.primary)
    if pages > 1:
        build.go(Screen("rebuild", 0, (page + 1) % pages),
                 text(lang, "alhambra-button-more-reserve", page=page + 1, pages=pages))
    build.go(Screen("main"), text(lang, "alhambra-button-back"))
    player = view(game.state, seat).players[seat]
    panel.picture = Picture(render_alhambra, (player,), "alhambra.png",
                            {"active": True, "lang": lang})


def _targets(panel: ChoicePanel, build: Builder, game: Game, seat: int, screen: Screen,
             targets: list[tuple[tuple[int, int], int | Screen, str]], caption: str) -> None:
    """Number ``targets`` ((cell, action index or the screen of a gate's choice, button
    label)) on the picture and offer a button for each, in number order."""
    shown, page, pages = _pages(list(enumerate(targets, start=1)), screen.page)
    for n, (_, i, label) in shown:
        if isinstance(i, Screen):
            build.go(i, f"{n} 🚪{label}", style=discord.ButtonStyle.primary)
        else:
            build.do(i, f"{n}{label}", style=discord.ButtonStyle.primary)
    if pages > 1:
        build.go(Screen(screen.name, screen.arg, (page + 1) % pages),
                 text(panel.lang, "alhambra-button-more", page=page + 1, pages=pages))
    build.go(Screen("rebuild"), text(panel.lang, "alhambra-button-back"))
    player = view(game.state, seat).players[seat]
    cells = [cell for cell, _, _ in targets]
    panel.picture = Picture(render_alhambra, (player,), "alhambra.png",
                            {"numbers": cells, "active": True, "caption": caption,
                             "lang": panel.lang})


@screen("out")
def _out(panel: ChoicePanel, build: Builder, game: Game, seat: int, screen: Screen) -> None:
    actions, lang = panel.actions, panel.lang
    alhambra = game.state.players[seat].alhambra
    grid = {(x, y): t for x, y, t in alhambra}
    cells = [((actions[i].x, actions[i].y), i) for i in _indices(actions, "rebuild_remove")]
    cells.sort(key=lambda c: (c[0][1], c[0][0]))
    targets = [(cell, i, f": {tile_name(grid[cell], lang=lang)}") for cell, i in cells]
    panel.field("alhambra-panel-take-out")
    _targets(panel, build, game, seat, screen, targets,
             text(lang, "alhambra-caption-take-out"))


@screen("in")
def _in(panel: ChoicePanel, build: Builder, game: Game, seat: int, screen: Screen) -> None:
    actions, lang = panel.actions, panel.lang
    tiles = reserve_tiles(actions)
    if not tiles:
        return show("rebuild", panel, build, game, seat)
    tile = tiles[screen.arg % len(tiles)]
    if is_portal(tile):  # expansion 6: its places are numbered triangle by triangle
        return show("poin", panel, build, game, seat, Screen("poin", screen.arg))
    alhambra = game.state.players[seat].alhambra
    grid = {(x, y): t for x, y, t in alhambra}
    places: dict[tuple[int, int], int | Screen] = {
        (actions[i].x, actions[i].y): i for i in _indices(actions, "rebuild_place")
        if actions[i].tile == tile}
    # city gates: a cell where a gate may be played leads to the gate's choice
    gated = sorted({(actions[i].x, actions[i].y) for i in _indices(actions, "rebuild_place_gate")
                    if actions[i].tile == tile}, key=lambda c: (c[1], c[0]))
    which = screen.arg % len(tiles)
    places.update({cell: Screen("ingate", which * GATE_STEP + k) for k, cell in enumerate(gated)})
    targets = [(cell, places[cell], "") for cell in sorted(places, key=lambda c: (c[1], c[0]))]
    swaps = sorted(((actions[i].x, actions[i].y), i) for i in _indices(actions,
                                                                      "rebuild_exchange")
                   if actions[i].tile == tile)
    swaps.sort(key=lambda s: (s[0][1], s[0][0]))
    targets += [(cell, i, f" ⇄ {tile_name(grid[cell], lang=lang)}") for cell, i in swaps]
    panel.field("alhambra-panel-build-in", tile=Tile(tile))
    _targets(panel, build, game, seat, screen, targets,
             say(lang, "alhambra-caption-build-in", tile=Tile(tile)))


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_rebuild, _out, _in))
