"""The panel's choices of the building sites (expansion 6,
:mod:`engine.alhambra.modules.building_sites`).

"Building sites" stands on the main screen of a turn while the engine lists buying a site
or completing one. Its screen (``sites``) has one button per market tile that may become a
site (its half price) and one per own unfinished site (its full price in the marker's
currency): one payment does it at once, several lead to the payments (screens ``sitepay``,
the slot's number, and ``sitedone``, the site's number among the tiles). Placing a bought
site follows as for any tile.
"""

from __future__ import annotations

import discord

from engine.alhambra.components import CURRENCIES, TILES
from engine.alhambra.modules.building_sites import half_price, marker_currency
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
    opening,
    paid,
    screen,
    show,
)
from ...positions import Tile, say
from ...texts import CURRENCY_EMOJI, cards_short

EMOJI = "🏗️"
KINDS = ("buy_site", "complete_site")


def _number(tile: str) -> int:
    return list(TILES).index(tile)


@main_choices
def _sites(panel: ChoicePanel, game: Game, seat: int) -> list[Extra]:
    """"Building sites" on the main screen while a site can be bought or completed."""
    return opening(panel, "sites", EMOJI) if indices(panel.actions, *KINDS) else []


@screen("sites")
def _choose(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    actions, lang, state = panel.actions, panel.lang, game.state
    buys, completions = indices(actions, "buy_site"), indices(actions, "complete_site")
    if not buys and not completions:
        return show("main", panel, build, game, seat)
    panel.field("alhambra-panel-sites")
    by_slot: dict[str, list[int]] = {}
    for i in buys:
        by_slot.setdefault(actions[i].slot, []).append(i)
    for slot, options in sorted(by_slot.items(), key=lambda s: CURRENCIES.index(s[0])):
        tile = state.market[CURRENCIES.index(slot)]
        label = say(lang, "alhambra-button-site-buy", tile=Tile(tile),
                    price=half_price(tile), currency=slot)
        if len(options) == 1:
            build.do(options[0], label, emoji=CURRENCY_EMOJI[slot],
                     style=discord.ButtonStyle.success)
        else:
            build.go(Screen("sitepay", CURRENCIES.index(slot)), label,
                     emoji=CURRENCY_EMOJI[slot], style=discord.ButtonStyle.primary)
    by_site: dict[str, list[int]] = {}
    for i in completions:
        by_site.setdefault(actions[i].tile, []).append(i)
    for tile, options in by_site.items():
        currency = marker_currency(state, tile)
        label = say(lang, "alhambra-button-site-complete", tile=Tile(tile),
                    price=TILES[tile].price, currency=currency)
        if len(options) == 1:
            build.do(options[0], label, emoji=EMOJI, style=discord.ButtonStyle.success)
        else:
            build.go(Screen("sitedone", _number(tile)), label, emoji=EMOJI,
                     style=discord.ButtonStyle.primary)
    build.go(Screen("main"), text(lang, "alhambra-button-back"))


def _payments(panel: ChoicePanel, build: Builder, shown: Screen, options: list[int]) -> None:
    actions, lang = panel.actions, panel.lang
    options.sort(key=lambda i: (len(actions[i].cards), paid(actions[i].cards)))
    numbered(build, panel, shown, [(i, cards_short(actions[i].cards, lang=lang))
                                   for i in options])
    build.go(Screen("sites"), text(lang, "alhambra-button-back"))


@screen("sitepay")
def _pay(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """The payments of one market tile bought as a site (fewest cards first)."""
    actions = panel.actions
    slot = CURRENCIES[shown.arg % len(CURRENCIES)]
    tile = game.state.market[CURRENCIES.index(slot)]
    options = [i for i in indices(actions, "buy_site") if actions[i].slot == slot]
    if not options or tile is None:
        return show("sites", panel, build, game, seat)
    panel.field("alhambra-panel-site-pay", tile=Tile(tile), price=half_price(tile),
                currency=slot)
    _payments(panel, build, shown, options)


@screen("sitedone")
def _done(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """The payments completing one of the seat's sites (fewest cards first)."""
    actions = panel.actions
    tiles = list(TILES)
    tile = tiles[shown.arg % len(tiles)]
    options = [i for i in indices(actions, "complete_site") if actions[i].tile == tile]
    if not options:
        return show("sites", panel, build, game, seat)
    panel.field("alhambra-panel-site-complete", tile=Tile(tile), price=TILES[tile].price,
                currency=marker_currency(game.state, tile))
    _payments(panel, build, shown, options)


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_choose, _pay, _done), main_choices=(_sites,))
