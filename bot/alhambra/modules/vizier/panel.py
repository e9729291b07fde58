"""The vizier's tile in Granada (rule book p. 9, "das gerade erworbene Plättchen"; V2 of
:mod:`engine.alhambra.modules.vizier`): beside the places of the side it showed (screen ``vzuse``
of :mod:`.panel_window`), "Reserve it as …" (the other side up, free) and "Turn over → …"
with its cost, as for a tile bought in a turn. Turning over leads to the payments (screen
``vzturn``, skipped when there is one) and then to the numbered places of the other side
(``vzturnat``)."""

from __future__ import annotations

import discord

from engine.alhambra import view
from engine.alhambra.components import CURRENCIES, other_face
from i18n import text
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
)
from ...positions import Tile, place_cells, say
from ...texts import cards_short, flip_cost

#: A payment's screen names the purchase and the payment in one number.
STEP = 100


def _offer(actions: list, offer: tuple) -> list[int]:
    return [i for i in indices(actions, "use_vizier")
            if (actions[i].slot, actions[i].second, actions[i].cards,
                actions[i].bazaar) == offer]


def as_shown(actions: list, offer: tuple) -> list[int]:
    """The offer's purchases that keep the side the tile showed (built or reserved)."""
    return [i for i in _offer(actions, offer) if actions[i].face is None]


def side_buttons(build: Builder, panel: ChoicePanel, game: Game, n: int, offer: tuple,
                 tile: str) -> None:
    """"Reserve it as …" and "Turn over → …" for the offer numbered ``n``."""
    actions, lang = panel.actions, panel.lang
    back = other_face(tile)
    if back is None:
        return
    mine = [i for i in _offer(actions, offer) if actions[i].face == back]
    for i in mine:
        if actions[i].reserve:
            build.do(i, say(lang, "alhambra-button-reserve-as", tile=Tile(back)),
                     style=discord.ButtonStyle.secondary)
    if any(not actions[i].reserve for i in mine):
        cost = flip_cost(view(game.state, None))
        build.go(Screen("vzturn", n), say(lang, "alhambra-button-turn-over", tile=Tile(back),
                                          cost=cost),
                 style=discord.ButtonStyle.secondary)


def _turned(panel: ChoicePanel, game: Game, n: int):
    """(offer number, the tile, its other side, the payments, the turned purchases)."""
    actions = panel.actions
    offers = list(dict.fromkeys((actions[i].slot, actions[i].second, actions[i].cards,
                                 actions[i].bazaar)
                                for i in indices(actions, "use_vizier")))  # (as vzuse's)
    if n >= len(offers):
        return None
    slot, second, cards, bazaar = offers[n]
    state = game.state
    tile = bazaar or (state.second_market if second else state.market)[CURRENCIES.index(slot)]
    back = other_face(tile)
    turned = [i for i in _offer(actions, offers[n])
              if actions[i].face == back and back and not actions[i].reserve]
    payments = list(dict.fromkeys(actions[i].turn for i in turned))
    return n, tile, back, payments, turned


@screen("vzturn", window=True)
def _turn(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """How to pay for turning the vizier's tile over (one button per payment)."""
    found = _turned(panel, game, shown.arg)
    if found is None or not found[4]:
        return show("window", panel, build, game, seat)
    n, tile, back, payments, _ = found
    if len(payments) == 1:
        return _places(panel, build, game, seat, Screen("vzturnat", STEP + n))
    lang = panel.lang
    cost = flip_cost(view(game.state, None))
    panel.field("alhambra-panel-flip", tile=Tile(tile), other=Tile(back), cost=cost)
    for k, turn in enumerate(payments[:20]):
        words = text(lang, "alhambra-button-turn-over-short")
        build.go(Screen("vzturnat", (k + 1) * STEP + n),
                 f"{cards_short(turn, lang=lang)} · {words}", style=discord.ButtonStyle.primary)
    build.go(Screen("vzuse", n), text(lang, "alhambra-button-back"))
    panel.alhambra(game, seat, tile=back, numbers=place_cells(game.state, seat, back),
                   caption=text(lang, "alhambra-caption-turned-over"), other_side=False)


@screen("vzturnat", window=True)
def _places(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """Where the turned tile goes, paid with the payment the screen names."""
    n, k = shown.arg % STEP, shown.arg // STEP - 1
    found = _turned(panel, game, n)
    if found is None or not 0 <= k < len(found[3]):
        return show("window", panel, build, game, seat)
    _, tile, back, payments, turned = found
    actions, lang = panel.actions, panel.lang
    turn = payments[k]
    index_of = {(actions[i].x, actions[i].y): i for i in turned if actions[i].turn == turn}
    cells = place_cells(game.state, seat, back)
    targets = [(index_of[cell], str(m)) for m, cell in enumerate(cells, start=1)
               if cell in index_of]
    panel.embed.add_field(
        name=say(lang, "alhambra-panel-vizier-place-title", tile=Tile(back)),
        value=say(lang, "alhambra-panel-vizier-turned", tile=Tile(back),
                  cards=cards_short(turn, lang=lang),
                  where=text(lang, "alhambra-place-where", count=len(targets))),
        inline=False)
    numbered(build, panel, shown, targets, size=PAGE - 2)
    build.go(Screen("vzturn" if len(payments) > 1 else "vzuse", n),
             text(lang, "alhambra-button-back"))
    panel.alhambra(game, seat, tile=back, numbers=cells, other_side=False,
                   caption=text(lang, "alhambra-caption-turned-over"))


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_turn, _places))
