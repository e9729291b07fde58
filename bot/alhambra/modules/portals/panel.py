"""The panel's choices of the portals (expansion 6, :mod:`engine.alhambra.modules.portals`).

Right after buying a building, the placing screen (and the main screen, after an exact
payment) shows "<Type> portal · 6 <currency>" while the engine lists a portal purchase; it
leads to the payments (screen ``poportal``), one button each, fewest cards first. A waiting
portal's placing screen (``poplace``, the waiting tile's index as argument) numbers every
place it may go, a cell and the half it fills, triangle by triangle on the picture; one tap
builds it. A portal on the reserve is built in the same way (``poin``, the reserve tile's
index among the rebuild's)."""

from __future__ import annotations

import discord

from bot.tables import Picture
from engine.alhambra import view
from engine.alhambra.modules.portals import CORNER_OF, TYPE_OF, is_portal, offer, physical_of, price
from i18n import text
from rendering.modules.portals.places import render_portal_places
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
    paid,
    screen,
    show,
    undo,
)
from ...panel_rebuild import reserve_tiles
from ...positions import Tile, say
from ...texts import cards_short

EMOJI = "🚪"


def portal_button(panel: ChoicePanel, game: Game) -> tuple[Screen | int, str, str] | None:
    """(target, label, emoji) of the portal purchase open now, or None: the payments'
    screen, or the one payment itself (one tap)."""
    options = indices(panel.actions, "buy_portal")
    if not options:
        return None
    found = offer(game.state)
    words = say(panel.lang, "alhambra-button-portal", building=found["type"],
                price=price(game.state), currency=found["currency"])
    if len(options) == 1:
        cards = cards_short(panel.actions[options[0]].cards, lang=panel.lang)
        return options[0], f"{words} ({cards})", EMOJI
    return Screen("poportal"), words, EMOJI


@main_choices
def _portal(panel: ChoicePanel, game: Game, seat: int) -> list[Extra]:
    """The portal on the main screen (after an exact payment)."""
    found = portal_button(panel, game)
    if found is None:
        return []
    target, words, emoji = found
    return [Extra(text(panel.lang, "alhambra-panel-portal-line"), target, words, emoji)]


@screen("poportal")
def _pay(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """The payments of the portal (fewest cards first)."""
    actions, lang, state = panel.actions, panel.lang, game.state
    options = indices(actions, "buy_portal")
    back = "place" if state.players[seat].bought else "main"
    if not options:
        return show(back, panel, build, game, seat)
    found = offer(state)
    panel.field("alhambra-panel-portal-pay", building=found["type"], price=price(state),
                currency=found["currency"])
    options.sort(key=lambda i: (len(actions[i].cards), paid(actions[i].cards)))
    numbered(build, panel, shown, [(i, cards_short(actions[i].cards, lang=lang))
                                   for i in options])
    build.go(Screen(back), text(lang, "alhambra-button-back"))


def _places(actions: list, kind: str, portal: str) -> list[tuple[int, int, int, str]]:
    """(action index, x, y, open corner) of every listed building of ``portal``, in
    picture order: by row, then column, then corner."""
    order = ("ne", "se", "sw", "nw")
    found = [(i, actions[i].x, actions[i].y, CORNER_OF[actions[i].tile])
             for i in indices(actions, kind)
             if actions[i].tile in CORNER_OF and physical_of(actions[i].tile) == portal]
    return sorted(found, key=lambda f: (f[2], f[1], order.index(f[3])))


def _numbers(panel: ChoicePanel, build: Builder, game: Game, seat: int, portal: str,
             places: list[tuple[int, int, int, str]]) -> None:
    """The numbered places on the panel and the picture."""
    lang = panel.lang
    kind = TYPE_OF[portal]
    panel.field("alhambra-panel-portal-place", building=kind, count=len(places))
    for n, (i, _, _, _) in enumerate(places, start=1):
        build.do(i, str(n), style=discord.ButtonStyle.primary)
    player = view(game.state, seat).players[seat]
    panel.picture = Picture(render_portal_places, (player,), "alhambra.png",
                            {"places": [(x, y, c) for _, x, y, c in places], "kind": kind,
                             "caption": say(lang, "alhambra-caption-portal-place",
                                            building=kind),
                             "lang": lang})


@screen("poplace", placing=True)
def _place(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """Where a waiting portal goes; beside the numbers its reserve and the other tiles."""
    actions, lang = panel.actions, panel.lang
    tiles = list(dict.fromkeys(game.state.players[seat].bought))
    which = shown.arg % len(tiles)
    portal = tiles[which]
    if not is_portal(portal):
        return show("place", panel, build, game, seat, Screen("place", which))
    _numbers(panel, build, game, seat, portal, _places(actions, "place", portal))
    secondary = discord.ButtonStyle.secondary
    for i in indices(actions, "reserve"):
        if actions[i].tile == portal:
            build.do(i, text(lang, "alhambra-button-reserve"), style=secondary)
    for n, other in enumerate(tiles):
        if n != which:
            build.go(Screen("place", n), say(lang, "alhambra-button-next-tile",
                                             tile=Tile(other)), style=secondary)
    undo(build, actions, lang)


@screen("poin")
def _build_in(panel: ChoicePanel, build: Builder, game: Game, seat: int,
              shown: Screen) -> None:
    """Where a portal of the reserve is built in (a rebuild)."""
    actions, lang = panel.actions, panel.lang
    tiles = reserve_tiles(actions)
    portal = tiles[shown.arg % len(tiles)] if tiles else None
    if portal is None or not is_portal(portal):
        return show("rebuild", panel, build, game, seat)
    _numbers(panel, build, game, seat, portal, _places(actions, "rebuild_place", portal))
    build.go(Screen("rebuild"), text(lang, "alhambra-button-back"))


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_pay, _place, _build_in), main_choices=(_portal,))
