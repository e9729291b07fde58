"""The panel's choices of the city gates (expansion 2) and the wall cards (expansion 3).

- **Gate card**: "Take the gate card" on the main screen, beside the money (2 taps). A
  numbered place where a gate card may be played (🚪 beside its number) leads to screen
  ``gate``: "Build (no gate)" or "Build with a gate on the top wall" (3 taps from the
  placing screen's panel); the same for a reserve tile built in by a rebuild (``ingate``).
- **Wall card**: "Wall card…" (``walls``: the cards beside the display, skipped when one
  lies there), then the tile (``wall``): built tiles numbered on the picture, reserve and
  waiting tiles by name (3-4 taps).
"""

from __future__ import annotations

import discord

from i18n import text
from storage import Game

from .panel_core import (
    GATE_STEP,
    Builder,
    ChoicePanel,
    Extra,
    Screen,
    indices,
    main_choices,
    numbered,
    screen,
    show,
    undo,
)
from .panel_rebuild import reserve_tiles
from .positions import Tile, numbered_cells, say, side_word
from .texts_expansions2_3 import walls_words


@main_choices
def _gate_and_wall_choices(panel: ChoicePanel, game: Game, seat: int) -> list[Extra]:
    actions, lang = panel.actions, panel.lang
    found = [Extra(text(lang, "alhambra-panel-gate-card"), i,
                   text(lang, "alhambra-button-gate-card"), "🚪",
                   discord.ButtonStyle.success)
             for i in indices(actions, "take_gate_card")]
    cards = wall_cards(actions)
    if cards:
        target = Screen("wall", 0) if len(cards) == 1 else Screen("walls")
        found.append(Extra(text(lang, "alhambra-panel-wall-card"), target,
                           text(lang, "alhambra-button-walls"), "🧱"))
    return found


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


def wall_cards(actions: list) -> list[str]:
    """The wall cards the seat may use now, once each, in listing order."""
    return list(dict.fromkeys(actions[i].card for i in indices(actions, "use_wall_card")))


@screen("walls")
def _walls(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """The wall cards beside the money display."""
    lang = panel.lang
    cards = wall_cards(panel.actions)
    if not cards:
        return show("main", panel, build, game, seat)
    panel.field("alhambra-panel-walls")
    for k, card in enumerate(cards[:20]):
        build.go(Screen("wall", k), walls_words(card, lang=lang), emoji="🧱",
                 style=discord.ButtonStyle.primary)
    build.go(Screen("main"), text(lang, "alhambra-button-back"))


@screen("wall")
def _wall(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """The tiles a wall card's walls may go on: built ones numbered on the picture, reserve
    and waiting ones by name."""
    state, actions, lang = game.state, panel.actions, panel.lang
    cards = wall_cards(actions)
    if not cards:
        return show("main", panel, build, game, seat)
    card = cards[shown.arg % len(cards)]
    mine = [i for i in indices(actions, "use_wall_card") if actions[i].card == card]
    cells = {tile: (x, y) for x, y, tile in state.players[seat].alhambra}
    built = sorted((i for i in mine if actions[i].tile in cells),
                   key=lambda i: (cells[actions[i].tile][1], cells[actions[i].tile][0]))
    named = [i for i in mine if actions[i].tile not in cells]
    walls = walls_words(card, lang=lang)
    panel.field("alhambra-panel-wall", walls=walls)
    targets = [(i, str(n)) for n, i in enumerate(built, start=1)]
    targets += [(i, say(lang, "alhambra-button-wall-tile", tile=Tile(actions[i].tile)))
                for i in named]
    numbered(build, panel, shown, targets, size=18)
    build.go(Screen("walls") if len(cards) > 1 else Screen("main"),
             text(lang, "alhambra-button-back"))
    panel.alhambra(game, seat, numbers=[cells[actions[i].tile] for i in built],
                   caption=text(lang, "alhambra-caption-wall"))
