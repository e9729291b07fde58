"""The panel's choices of the caravanserai (expansion 5,
:mod:`engine.alhambra.modules.caravanserai`).

At the start of a turn, each marker step the engine lists stands on the main screen as a
button in its card's colour and shape ("● Caravanserai: +1 (now 3)", "● Caravanserai: to
Dirham (2)"), under one line saying that one marker may move before the action. "Buy a
caravanserai…" stands on the main screen while the engine lists a purchase: its screen
(``caravanserai``) has one button per card nobody owns (its main currency and first
branch); a card leads to its payments in every currency (screen ``kspay``, the card's
number among the eight as its argument). A caravanserai's value pays like money on every
payment button (🐪).
"""

from __future__ import annotations

import discord

from engine.alhambra.modules.caravanserai import MAIN, TRACKS, position, price, types
from i18n import text
from storage import Game

from ...money_words import CURRENCY_EMOJI, CURRENCY_MARK, cards_short, shaped
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
)
from .texts import step_words, track_name

EMOJI = "🐪"
_NUMBER = {card: n for n, card in enumerate(TRACKS)}


@main_choices
def _caravanserai(panel: ChoicePanel, game: Game, seat: int) -> list[Extra]:
    """The marker steps (before the turn's action) and "Caravanserai" while one can be
    bought."""
    actions, lang, state = panel.actions, panel.lang, game.state
    found = []
    for n, i in enumerate(indices(actions, "step_caravanserai")):
        action = actions[i]
        _, value = position(state, seat, action.card)
        main = MAIN[action.card]  # the card's colour and shape tell two cards apart
        found.append(Extra(text(lang, "alhambra-panel-caravanserai-step-line") if n == 0
                           else "", i, shaped(main, step_words(action, value, lang=lang)),
                           CURRENCY_EMOJI[main]))
    if indices(actions, "buy_caravanserai"):
        found.append(Extra(text(lang, "alhambra-panel-caravanserai-line",
                                price=price(state, seat), types=types(state, seat)),
                           Screen("caravanserai"), text(lang, "alhambra-button-caravanserai"),
                           EMOJI))
    return found


@screen("caravanserai")
def _choose(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    actions, lang, state = panel.actions, panel.lang, game.state
    buys = indices(actions, "buy_caravanserai")
    if not buys:
        return show("main", panel, build, game, seat)
    panel.field("alhambra-panel-caravanserai", price=price(state, seat),
                types=types(state, seat))
    cards = sorted({actions[i].card for i in buys}, key=_NUMBER.__getitem__)
    for card in cards:
        build.go(Screen("kspay", _NUMBER[card]), track_name(card, lang=lang),
                 emoji=CURRENCY_EMOJI[MAIN[card]], style=discord.ButtonStyle.primary)
    build.go(Screen("main"), text(lang, "alhambra-button-back"))


@screen("kspay")
def _pay(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """The payments of one card in each currency (fewest cards first)."""
    actions, lang, state = panel.actions, panel.lang, game.state
    card = TRACKS[shown.arg % len(TRACKS)]
    options = [i for i in indices(actions, "buy_caravanserai") if actions[i].card == card]
    if not options:
        return show("caravanserai", panel, build, game, seat)
    panel.field("alhambra-panel-caravanserai-pay", track=track_name(card, lang=lang),
                price=price(state, seat))
    options.sort(key=lambda i: (len(actions[i].cards), paid(actions[i].cards)))
    numbered(build, panel, shown, [
        (i, text(lang, "alhambra-button-caravanserai-pay",
                 mark=CURRENCY_MARK[actions[i].currency], currency=actions[i].currency,
                 cards=cards_short(actions[i].cards, lang=lang))) for i in options])
    build.go(Screen("caravanserai"), text(lang, "alhambra-button-back"))


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_choose, _pay), main_choices=(_caravanserai,))
