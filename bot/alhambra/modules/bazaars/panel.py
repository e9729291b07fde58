"""The panel's choices of the bazaars (expansion 4, :mod:`engine.alhambra.modules.bazaars`).

"Bazaars" stands on the main screen of a turn while the engine lists a bazaar purchase
(a waiting bazaar whose slot holds a tile, paid exactly, or Abdul Karim's). Its screen
(``bazaars``) has one button per bazaar with its price: one payment buys it at once,
several lead to the payments (screen ``bzpay``, the bazaar's number among the eight as its
argument); Abdul Karim's purchases stand beside them. Placing follows as for a tile. The
vizier's purchases of a waiting bazaar are among the vizier's in the window
(:mod:`.panel_window`), named by the bazaar.
"""

from __future__ import annotations

import discord

from engine.alhambra.modules.bazaars import BAZAARS, CURRENCY_OF, price
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

EMOJI = "🏪"
_NUMBER = {t.id: n for n, t in enumerate(BAZAARS)}
KINDS = ("buy_bazaar", "buy_bazaar_with_karim")


@main_choices
def _bazaars(panel: ChoicePanel, game: Game, seat: int) -> list[Extra]:
    """"Bazaars" on the main screen while one can be bought."""
    return opening(panel, "bazaars", EMOJI) if indices(panel.actions, *KINDS) else []


@screen("bazaars")
def _choose(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    actions, lang, state = panel.actions, panel.lang, game.state
    buys = indices(actions, "buy_bazaar")
    karims = indices(actions, "buy_bazaar_with_karim")
    if not buys and not karims:
        return show("main", panel, build, game, seat)
    panel.field("alhambra-panel-bazaars")
    by_bazaar: dict[str, list[int]] = {}
    for i in buys:
        by_bazaar.setdefault(actions[i].bazaar, []).append(i)
    for bazaar, options in sorted(by_bazaar.items(), key=lambda b: _NUMBER[b[0]]):
        currency = CURRENCY_OF[bazaar]
        label = say(lang, "alhambra-button-bazaar", tile=Tile(bazaar),
                    price=price(state, bazaar), currency=currency)
        if len(options) == 1:
            build.do(options[0], label, emoji=CURRENCY_EMOJI[currency],
                     style=discord.ButtonStyle.success)
        else:
            build.go(Screen("bzpay", _NUMBER[bazaar]), label, emoji=CURRENCY_EMOJI[currency],
                     style=discord.ButtonStyle.primary)
    for i in karims:
        build.do(i, say(lang, "alhambra-button-bazaar-karim", tile=Tile(actions[i].bazaar)),
                 emoji="🎭", style=discord.ButtonStyle.primary)
    build.go(Screen("main"), text(lang, "alhambra-button-back"))


@screen("bzpay")
def _pay(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """The exact payments of one bazaar (fewest cards first)."""
    actions, lang = panel.actions, panel.lang
    bazaar = BAZAARS[shown.arg % len(BAZAARS)].id
    options = [i for i in indices(actions, "buy_bazaar") if actions[i].bazaar == bazaar]
    if not options:
        return show("bazaars", panel, build, game, seat)
    currency = CURRENCY_OF[bazaar]
    panel.field("alhambra-panel-bazaar-pay", tile=Tile(bazaar),
                price=price(game.state, bazaar), currency=currency)
    options.sort(key=lambda i: (len(actions[i].cards), paid(actions[i].cards)))
    numbered(build, panel, shown, [(i, cards_short(actions[i].cards, lang=lang))
                                   for i in options])
    build.go(Screen("bazaars"), text(lang, "alhambra-button-back"))


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_choose, _pay), main_choices=(_bazaars,))
