"""The panel's choices of the city gates (expansion 2, :mod:`engine.alhambra.modules.city_gates`).

"Take the gate card" on the main screen, beside the money (2 taps). A numbered place where a
gate card may be played (🚪 beside its number) leads to screen ``gate``: "Build (no gate)" or
"Build with a gate on the top wall" (3 taps from the placing screen's panel); the same for a
reserve tile built in by a rebuild (``ingate``)."""

from __future__ import annotations

import discord

from i18n import text
from storage import Game

from ...panel_core import (
    GATE_STEP,
    Builder,
    ChoicePanel,
    Extra,
    PanelPart,
    Screen,
    indices,
    main_choices,
    screen,
    show,
    undo,
)
from ...panel_rebuild import reserve_tiles
from ...positions import Tile, numbered_cells, side_word


@main_choices
def _gate_choices(panel: ChoicePanel, game: Game, seat: int) -> list[Extra]:
    """"Take the gate card", beside the money."""
    actions, lang = panel.actions, panel.lang
    return [Extra(text(lang, "alhambra-panel-gate-card"), i,
                  text(lang, "alhambra-button-gate-card"), "🚪",
                  discord.ButtonStyle.success)
            for i in indices(actions, "take_gate_card")]


def _sides(build: Builder, panel: ChoicePanel, choices: list[int], plain: int | None) -> None:
    actions, lang = panel.actions, panel.lang
    if plain is not None:
        build.do(plain, text(lang, "alhambra-button-build-plain"),
                 style=discord.ButtonStyle.primary)
    for i in choices:
        build.do(i, text(lang, "alhambra-button-build-gate",
                         side=side_word(actions[i].side, lang=lang)),
                 emoji="🚪", style=discord.ButtonStyle.success)


@screen("gate", placing=True)
def _gate(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """Build the waiting tile on the chosen cell without a gate, or with one on a side."""
    state, actions, lang = game.state, panel.actions, panel.lang
    tiles = list(dict.fromkeys(state.players[seat].bought))
    which, n = divmod(shown.arg, GATE_STEP)
    tile = tiles[which % len(tiles)]
    cells = numbered_cells(state, seat, tile, actions)
    if not 1 <= n <= len(cells):
        return show("place", panel, build, game, seat, Screen("place", which))
    cell = cells[n - 1]
    at = [i for i in indices(actions, "place", "place_gate")
          if actions[i].tile == tile and (actions[i].x, actions[i].y) == cell]
    plain = next((i for i in at if actions[i].kind == "place"), None)
    gates = [i for i in at if actions[i].kind == "place_gate"]
    panel.field("alhambra-panel-gate", tile=Tile(tile), plain="yes" if plain is not None
                else "no")
    _sides(build, panel, gates, plain)
    build.go(Screen("place", which), text(lang, "alhambra-button-back"))
    undo(build, actions, lang)
    panel.alhambra(game, seat, tile=tile, numbers=[cell], other_side=False)


def gate_cells(actions: list, tile: str) -> list[tuple[int, int]]:
    """The cells where the reserve tile ``tile`` can be built in with a gate, in picture
    order."""
    return sorted({(actions[i].x, actions[i].y) for i in indices(actions, "rebuild_place_gate")
                   if actions[i].tile == tile}, key=lambda c: (c[1], c[0]))


@screen("ingate")
def _in_gate(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """A rebuild: build the reserve tile in on the chosen cell, without or with a gate."""
    actions, lang = panel.actions, panel.lang
    tiles = reserve_tiles(actions)
    which, k = divmod(shown.arg, GATE_STEP)
    if not tiles:
        return show("rebuild", panel, build, game, seat)
    tile = tiles[which % len(tiles)]
    cells = gate_cells(actions, tile)
    if not 0 <= k < len(cells):
        return show("in", panel, build, game, seat, Screen("in", which))
    cell = cells[k]
    plain = next((i for i in indices(actions, "rebuild_place") if actions[i].tile == tile
                  and (actions[i].x, actions[i].y) == cell), None)
    gates = [i for i in indices(actions, "rebuild_place_gate") if actions[i].tile == tile
             and (actions[i].x, actions[i].y) == cell]
    panel.field("alhambra-panel-gate", tile=Tile(tile), plain="yes" if plain is not None
                else "no")
    _sides(build, panel, gates, plain)
    build.go(Screen("in", which), text(lang, "alhambra-button-back"))
    panel.alhambra(game, seat, numbers=[cell])


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_gate, _in_gate), main_choices=(_gate_choices,))
