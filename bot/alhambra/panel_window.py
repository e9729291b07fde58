"""The panel's screens of the window between two turns, shared by the vizier (expansion 1)
and the thieves (expansion 3): each exact purchase the seat's vizier can make (then where
its tile goes), one button per thief play ("Thief: take 🟦 7"), "Pass", and the vizier's
"always pass" for a seat the vizier brought in. A seat outside the window sees who may
still act. The screen ``vizier`` is the old name of ``window`` (panels sent before)."""

from __future__ import annotations

import discord

from engine.alhambra import view, window
from engine.alhambra.components import CURRENCIES
from i18n import names_in, text
from storage import Game

from .modules.magic_buildings import panel as magic
from .modules.vizier.panel import as_shown, side_buttons
from .panel_core import (
    PAGE,
    Builder,
    ChoicePanel,
    PanelPart,
    Screen,
    any_time_buttons,
    indices,
    screen,
    show,
    vizier_places,
)
from .positions import Tile, place_cells, say
from .texts import CURRENCY_EMOJI, cards_short, shaped
from .window_words import window_what


def waiting(panel: ChoicePanel, build: Builder, game: Game, seat: int) -> None:
    """A seat outside the window (the next player among them): who may still act, and
    whether this seat has answered."""
    state = game.state
    names = [state.players[s].name for s in state.flow.window_seats]
    mine = view(state, seat).modules_view
    answered = any(fields.get("answered") for fields in mine.values())
    what = window_what(state)
    args = {"names": names_in(panel.lang, names), "count": len(names),
            "answered": "yes" if answered else "no",
            "next": state.players[state.active_seat].name}
    if what == "vizier":
        panel.field("alhambra-panel-window", **args)
    else:
        panel.field("alhambra-panel-window-others", what=what, **args)
    any_time_buttons(panel, build, game, seat)


def _asked_for(state, seat: int) -> str:
    """What the window asks ``seat`` about: "vizier", "thieves" or "both"."""
    able = {m.name for m in window.members(state.options.modules)
            if m.window_able(state, seat)}
    return "both" if len(able) > 1 else "thieves" if able == {"thieves"} else "vizier"


def vizier_offers(actions: list) -> list[tuple[str, bool, tuple[str, ...], str | None]]:
    """(slot, second, cards, bazaar) of each exact purchase the vizier can make, in listing
    order (``bazaar``: a waiting bazaar of expansion 4 instead of the slot's tile)."""
    return list(dict.fromkeys((actions[i].slot, actions[i].second, actions[i].cards,
                               actions[i].bazaar) for i in indices(actions, "use_vizier")))


@screen("window", window=True)
@screen("vizier", window=True)
def _window(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """Each tile this seat's vizier can pay exactly (one button per way to pay it), each
    thief play, "Pass", and the vizier's "always pass"."""
    state, actions, lang = game.state, panel.actions, panel.lang
    offers = vizier_offers(actions)
    thieves = indices(actions, "play_thief")
    following = state.players[state.active_seat].name
    if thieves:
        panel.field("alhambra-panel-thieves", next=following,
                    vizier="yes" if offers else "no")
    elif offers:
        panel.field("alhambra-panel-vizier", next=following)
    else:  # asked as everyone who might act is, so that nobody learns what it holds (WS1)
        panel.field("alhambra-panel-window-nothing", next=following,
                    what=_asked_for(state, seat))
    for n, (slot, second, cards, bazaar) in enumerate(offers[:12]):
        market = state.second_market if second else state.market
        tile = bazaar or market[CURRENCIES.index(slot)]
        build.go(Screen("vzuse", n), shaped(slot, say(lang, "alhambra-button-vizier-buy",
                                                      tile=Tile(tile),
                                                      cards=cards_short(cards, lang=lang))),
                 emoji=CURRENCY_EMOJI[slot], style=discord.ButtonStyle.primary)
    for i in thieves[:10]:
        cards = cards_short([actions[i].card], lang=lang)
        build.do(i, text(lang, "alhambra-button-thief", cards=cards),
                 emoji="🦹", style=discord.ButtonStyle.primary)
    for i in indices(actions, "pass_vizier", "pass_window"):
        build.do(i, text(lang, "alhambra-button-vizier-pass"), style=discord.ButtonStyle.danger,
                 row=4)
    any_time_buttons(panel, build, game, seat, vizier=bool(offers) or not thieves)


@screen("vzuse", window=True)
def _vizier_use(panel: ChoicePanel, build: Builder, game: Game, seat: int,
                shown: Screen) -> None:
    """Where the vizier's tile goes: the numbered places on the picture, or the reserve."""
    state, actions, lang = game.state, panel.actions, panel.lang
    offers = vizier_offers(actions)
    if not offers or shown.arg >= len(offers):
        return show("window", panel, build, game, seat)
    slot, second, cards, bazaar = offers[shown.arg]
    tile = bazaar or (state.second_market if second else state.market)[CURRENCIES.index(slot)]
    mine = as_shown(actions, offers[shown.arg])  # the other side: side_buttons
    cells = place_cells(state, seat, tile)
    vizier_places(build, panel, shown, tile, mine, cards, cells, size=PAGE - 2)
    side_buttons(build, panel, game, shown.arg, offers[shown.arg], tile)
    magic.vizier_turn_buttons(build, panel, game, seat, shown.arg, tile)  # (promo, MG5)
    build.go(Screen("window"), text(lang, "alhambra-button-back"))
    panel.alhambra(game, seat, tile=tile, numbers=cells, other_side=False)


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_window, _vizier_use))
