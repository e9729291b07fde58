"""The panel's choices of the characters (expansion 2).

- **The auction** (screen ``auction``, in the window of its own that the engine opens): the
  seat asked sees the card with its power and the highest bid, one button per amount it may
  bid (paged by 20; never more than it can pay in one currency), and "Pass". The winner,
  when its bid can be paid more than one way, sees the payments (fewest cards first). From
  the ping: 2 taps to bid or pass. Everybody else sees whom the auction waits for.
- **The powers in a turn**: Laila (screen ``laila``: which market tile to swap) and Machma
  (``machma``: which card to give and which to take) and Abdul Karim (``karim``: which
  building he pays) lead to their screens; Yammerad is one button; Abdul Knihstig's card
  (after buying a dear tile) is an any-time button (:func:`.panel_core.any_time_buttons`)
  beside the places and on the main screen, any time later in the turn.
"""

from __future__ import annotations

import discord

from engine.alhambra import view
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
    paid,
    screen,
    show,
)
from ...positions import tile_name
from ...texts import CURRENCY_EMOJI, buy_words, cards_short, shaped
from .texts import auction, character_name, character_power


def auction_waiting(panel: ChoicePanel, build: Builder, game: Game, seat: int) -> None:
    """A seat not asked in the auction: whom it waits for, and the highest bid."""
    state = game.state
    running = auction(state)
    high_seat = running.get("high_seat")
    panel.field("alhambra-panel-auction-waiting",
                character=character_name(running["card"], lang=panel.lang),
                name=state.players[running["asked"]].name,
                paying="yes" if running.get("paying") else "no",
                high=running.get("high") or 0,
                leader=state.players[high_seat].name if high_seat is not None else "")


@screen("auction", window=True)
def _auction(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    state, actions, lang = game.state, panel.actions, panel.lang
    running = auction(state)
    if running is None:
        return show("window", panel, build, game, seat)
    name = character_name(running["card"], lang=lang)
    payments = indices(actions, "pay_for_character")
    if payments:
        amount = running.get("high") or 0
        panel.field("alhambra-panel-auction-pay", character=name, amount=amount)
        payments.sort(key=lambda i: (paid(actions[i].cards), len(actions[i].cards)))
        numbered(build, panel, shown, [
            (i, f"{cards_short(actions[i].cards, lang=lang)} · "
                f"{text(lang, 'alhambra-button-pays', paid=paid(actions[i].cards))}")
            for i in payments])
        return
    high_seat = running.get("high_seat")
    panel.field("alhambra-panel-auction", character=name,
                effect=character_power(running["card"], lang=lang),
                high=running.get("high") or 0,
                leader=state.players[high_seat].name if high_seat is not None else "")
    bids = sorted(indices(actions, "bid_for_character"), key=lambda i: actions[i].amount)
    numbered(build, panel, shown, [(i, str(actions[i].amount)) for i in bids])
    for i in indices(actions, "pass_bid"):
        build.do(i, text(lang, "alhambra-button-vizier-pass"), style=discord.ButtonStyle.danger,
                 row=4)


@main_choices
def _powers(panel: ChoicePanel, game: Game, seat: int) -> list[Extra]:
    """Laila, Machma, Yammerad and Abdul Karim on the main screen, where the engine lists
    them (before the turn's action; Karim while his building can be bought)."""
    actions, lang = panel.actions, panel.lang
    found = []
    for kind, key, target in (("use_laila", "laila", Screen("laila")),
                              ("use_machma", "machma", Screen("machma")),
                              ("buy_with_karim", "karim", Screen("karim"))):
        if indices(actions, kind):
            found.append(Extra(text(lang, f"alhambra-panel-{key}-line"), target,
                               text(lang, f"alhambra-button-{key}"), "🎭"))
    for i in indices(actions, "use_yammerad"):
        found.append(Extra(text(lang, "alhambra-panel-yammerad-line"), i,
                           text(lang, "alhambra-act-yammerad"), "🎭"))
    return found


#: The powers that choose a market tile: (action kind, character, the panel's words).
MARKET_POWERS = {"laila": ("use_laila", "laila_wundabah", "alhambra-panel-laila"),
                 "karim": ("buy_with_karim", "abdul_karim", "alhambra-panel-karim")}


@screen("laila")
@screen("karim")
def _market_power(panel: ChoicePanel, build: Builder, game: Game, seat: int,
                  shown: Screen) -> None:
    """Laila's swap or Abdul Karim's purchase: one button per market tile he may take
    (Laila names the tile, Karim buys it)."""
    kind, card, words_id = MARKET_POWERS[shown.name]
    actions, lang = panel.actions, panel.lang
    choices = indices(actions, kind)
    if not choices:
        return show("main", panel, build, game, seat)
    panel.embed.add_field(name="🎭 " + character_name(card, lang=lang),
                          value=text(lang, words_id), inline=False)
    public = view(game.state, None)
    for i in choices:
        slot = actions[i].slot
        tile = public.market[slot]
        words = buy_words(tile, lang=lang) if kind == "buy_with_karim" else \
            tile_name(tile, lang=lang)
        build.do(i, shaped(slot, words), emoji=CURRENCY_EMOJI[slot],
                 style=discord.ButtonStyle.primary)
    build.go(Screen("main"), text(lang, "alhambra-button-back"))


@screen("machma")
def _machma(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    actions, lang = panel.actions, panel.lang
    trades = indices(actions, "use_machma")
    if not trades:
        return show("main", panel, build, game, seat)
    panel.embed.add_field(name="🎭 " + character_name("machma_klain", lang=lang),
                          value=text(lang, "alhambra-panel-machma"), inline=False)
    numbered(build, panel, shown, [
        (i, f"{cards_short([actions[i].give], lang=lang)} → "
            f"{cards_short([actions[i].take], lang=lang)}") for i in trades], size=19)
    build.go(Screen("main"), text(lang, "alhambra-button-back"))


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_auction, _market_power, _machma), main_choices=(_powers,))
