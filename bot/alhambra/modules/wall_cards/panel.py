"""The panel's choices of the wall cards (expansion 3, :mod:`engine.alhambra.modules.wall_cards`).

"Wall card…" (``walls``: the cards beside the display, skipped when one lies there), then the
tile (``wall``): built tiles numbered on the picture, reserve and waiting tiles by name (3-4
taps)."""

from __future__ import annotations

import discord

from i18n import text
from storage import Game

from ...panel_core import (
    Builder,
    ChoicePanel,
    Extra,
    PanelPart,
    Screen,
    indices,
    main_choices,
    numbered,
    screen,
    show,
)
from ...positions import Tile, say
from .texts import walls_words


@main_choices
def _wall_choices(panel: ChoicePanel, game: Game, seat: int) -> list[Extra]:
    """"Wall card…" (straight to the tile when one card lies beside the display)."""
    actions, lang = panel.actions, panel.lang
    cards = wall_cards(actions)
    if not cards:
        return []
    target = Screen("wall", 0) if len(cards) == 1 else Screen("walls")
    return [Extra(text(lang, "alhambra-panel-wall-card"), target,
                  text(lang, "alhambra-button-walls"), "🧱")]


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


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_walls, _wall), main_choices=(_wall_choices,))
