"""The panel's choices of the sultan's cards (expansion 5, :mod:`engine.alhambra.modules.sultan`).

"Sultan cards" stands on the main screen of a turn while the engine lists a purchase of one
(a card beside the money display the hand can pay 7 in its currency). Its screen
(``sultan``) has one button per card: one payment buys it at once, several lead to the
payments (screen ``supay``, the card's number among the eight as its argument).

The claim (SU5) is a window of its own: a seat asked sees "Take <tile> with your sultan
card" (screen ``suclaim``) with the places numbered on its picture, "Reserve it", "Give to
Dirk" with two players, and "Pass". A seat not asked sees whom the game waits for.
"""

from __future__ import annotations

import discord

from engine.alhambra.components import CURRENCIES
from engine.alhambra.modules import sultan
from engine.alhambra.modules.sultan import CURRENCY_OF, PRICE, SULTAN_IDS
from i18n import names_in, text
from storage import Game

from ...panel_core import (
    PAGE,
    Builder,
    ChoicePanel,
    Extra,
    PanelPart,
    Screen,
    any_time_buttons,
    indices,
    main_choices,
    numbered,
    opening,
    paid,
    screen,
    show,
)
from ...positions import Tile, place_cells, say
from ...texts import CURRENCY_EMOJI, cards_short
from ..magic_buildings import panel as magic
from .texts import EMOJI

_NUMBER = {card: n for n, card in enumerate(SULTAN_IDS)}


@main_choices
def _sultan(panel: ChoicePanel, game: Game, seat: int) -> list[Extra]:
    """"Sultan cards" on the main screen while one can be bought."""
    if not indices(panel.actions, "buy_sultan_card"):
        return []
    return opening(panel, "sultan", EMOJI, price=PRICE)


@screen("sultan")
def _choose(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    actions, lang = panel.actions, panel.lang
    buys = indices(actions, "buy_sultan_card")
    if not buys:
        return show("main", panel, build, game, seat)
    panel.field("alhambra-panel-sultan", price=PRICE)
    by_card: dict[str, list[int]] = {}
    for i in buys:
        by_card.setdefault(actions[i].card, []).append(i)
    for card, options in sorted(by_card.items(), key=lambda c: _NUMBER[c[0]]):
        currency = CURRENCY_OF[card]
        label = text(lang, "alhambra-button-sultan-card", price=PRICE, currency=currency)
        if len(options) == 1:
            build.do(options[0], label, emoji=CURRENCY_EMOJI[currency],
                     style=discord.ButtonStyle.success)
        else:
            build.go(Screen("supay", _NUMBER[card]), label, emoji=CURRENCY_EMOJI[currency],
                     style=discord.ButtonStyle.primary)
    build.go(Screen("main"), text(lang, "alhambra-button-back"))


@screen("supay")
def _pay(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """The payments of one sultan card (exact ones first)."""
    actions, lang = panel.actions, panel.lang
    card = SULTAN_IDS[shown.arg % len(SULTAN_IDS)]
    options = [i for i in indices(actions, "buy_sultan_card") if actions[i].card == card]
    if not options:
        return show("sultan", panel, build, game, seat)
    panel.field("alhambra-panel-sultan-pay", price=PRICE, currency=CURRENCY_OF[card])
    options.sort(key=lambda i: (paid(actions[i].cards) != PRICE, len(actions[i].cards),
                                paid(actions[i].cards)))
    numbered(build, panel, shown, [(i, cards_short(actions[i].cards, lang=lang))
                                   for i in options])
    build.go(Screen("sultan"), text(lang, "alhambra-button-back"))


def claim_waiting(panel: ChoicePanel, build: Builder, game: Game, seat: int) -> None:
    """A seat not asked (or that answered): the tile and whom the game waits for."""
    state = game.state
    current = sultan.claim(state)
    names = [state.players[s].name for s in state.flow.window_seats]
    panel.field("alhambra-panel-sultan-waiting", tile=Tile(current["tile"]),
                names=names_in(panel.lang, names), count=len(names))
    any_time_buttons(panel, build, game, seat)


@screen("suclaim", window=True)
def _claim(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """"Take <tile> with your sultan card" (then where it goes) or "Pass"."""
    state, actions, lang = game.state, panel.actions, panel.lang
    current = sultan.claim(state)
    if current is None or seat not in state.flow.window_seats:
        return show("window", panel, build, game, seat)
    tile = current["tile"]
    panel.field("alhambra-panel-sultan-claim", tile=Tile(tile),
                currency=CURRENCIES[current["slot"]],
                next=state.players[state.active_seat].name)
    if indices(actions, "claim_with_sultan"):
        build.go(Screen("suplace"), say(lang, "alhambra-button-sultan-take", tile=Tile(tile)),
                 emoji=EMOJI, style=discord.ButtonStyle.success)
    for i in indices(actions, "pass_sultan"):
        build.do(i, text(lang, "alhambra-button-vizier-pass"), style=discord.ButtonStyle.danger)
    any_time_buttons(panel, build, game, seat)


@screen("suplace", window=True)
def _place(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """Where the tile goes: the numbered places on the picture, the reserve, Dirk."""
    state, actions, lang = game.state, panel.actions, panel.lang
    current = sultan.claim(state)
    claims = indices(actions, "claim_with_sultan")
    if current is None or not claims:
        return show("suclaim", panel, build, game, seat)
    tile = current["tile"]
    card = actions[claims[0]].card
    mine = [i for i in claims if actions[i].card == card
            and actions[i].face is None]  # (a magic building turned: magic.sultan_*)
    cells = place_cells(state, seat, tile)
    index_of = {(actions[i].x, actions[i].y): i for i in mine
                if not actions[i].reserve and not actions[i].dirk}
    targets = [(index_of[cell], str(n)) for n, cell in enumerate(cells, start=1)
               if cell in index_of]
    panel.field("alhambra-panel-sultan-place", tile=Tile(tile),
                where=text(lang, "alhambra-place-where", count=len(targets)))
    numbered(build, panel, shown, targets, size=PAGE - 3)
    for i in mine:
        if actions[i].reserve:
            build.do(i, text(lang, "alhambra-button-reserve"),
                     style=discord.ButtonStyle.secondary)
        elif actions[i].dirk:
            build.do(i, text(lang, "alhambra-button-give-dirk"),
                     style=discord.ButtonStyle.secondary)
    magic.sultan_turn_buttons(build, panel, game, seat, tile)  # (promo, MG6)
    build.go(Screen("suclaim"), text(lang, "alhambra-button-back"))
    picture = magic.placing_picture(state, seat, tile, cells, lang)
    if picture is None:
        panel.alhambra(game, seat, tile=tile, numbers=cells)
    else:
        panel.picture = picture


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_choose, _pay, _claim, _place), main_choices=(_sultan,))
