"""The private panel: a seat's hand and only the legal choices, as buttons, in few taps.

A turn on a phone, counted from the public turn message ("My panel" = 1 tap):

- **Take money**: one 💰 button per way to take money: 2 taps, and the turn ends by itself.
  With the city gates, "Take the gate card" stands beside them (2 taps).
- **Buy**: one button per affordable market tile. A tile that can be paid only one way is
  bought at once; otherwise its payments follow, exact ones first (they give another action;
  with the change, an overpayment says the coins it brings back). In the Alhambra + Granada
  combination each slot holds two tiles: "Buy Pavilion 8" and "Buy Granada Market 8" side
  by side (screen ``pay2`` pays the second); where the takes, the eight buys and the rest
  overflow Discord's five rows, the takes move behind "Take money…" (screen ``take``).
- **Place**: the picture numbers every legal cell (the engine's own rule set decides, so
  both cities of the combination are numbered right); one button per number, in number
  order (paged by 20), with "Reserve it" (and "Give to Dirk") beside them. A cell where a
  gate card may be played leads to "Build" / "Build with a gate on the top wall" (screen
  ``gate``). Placing the last tile ends the turn by itself unless the payment was exact.
- **Granada**: beside the places, "Reserve it as …" (the other side up, free) and "Turn over
  → …" with its cost: one payment is paid at once, several lead to the payments (screen
  ``flip``); then the places of the other side. At the end of the game a received tile is
  built as it lies, or declined ("Decline" puts it on the reserve).
- **Rebuild**: choose what (take a tile out, or build a reserve tile in), then a number on
  the picture, where both empty cells and built tiles can carry numbers (a gate's choice
  follows as for a place, screen ``ingate``).
- **Wall card**: the cards beside the display (screen ``walls``), then the tile (screen
  ``wall``): numbered on the picture, reserve and waiting tiles by name.
- **Treasure chamber**: "Buy chests" (screen ``chests``: a room, then ``chestpay``: its
  payments), and at the end of the turn the buildings for the chests where there is a
  choice (``chestplace``: numbered on the picture); chests passed on, out of turn, by
  their receiver (``chestpassed``: the same, or leave the choice).
- **Street trader**: after a displacement the panel opens on screen ``trader``: refill it
  (a button per colour in the supply), or swap (``swap``: which in) and move it (numbered
  squares).
- **The window between turns** (``window``): the vizier's purchases (``vzuse``: where the
  tile goes), a button per thief play, "Pass".
- **Street trader's start** (``residents``): before the first turn every player chooses the
  three residents on the trader and its side of the fountain (what was drawn stands
  chosen: one tap keeps it).
- **Sultan cards**: "Sultan cards" on the main screen (``sultan``: a button per card,
  ``supay``: its payments); the claim (``suclaim``: "Take <tile> with your sultan card" or
  "Pass", then ``suplace``: the numbered places, the reserve, Dirk).
- **Characters**: the auction (``auction``: a button per bid, "Pass"; the winner's
  payments), and the powers used in a turn (``laila``, ``machma``, ``karim``; Yammerad and
  Abdul Knihstig are one button each).

Each group of screens lives in a file of its own, the core's beside this one and each rule
module's in :mod:`.modules`, and lists its screens in a :class:`~.panel_core.PanelPart`; this
module makes the core's parts and the modules' (:data:`.modules.panels.PANELS`, in the
books' order) the panel's, builds the panel and dispatches to the screen asked for.
The core (:mod:`bot.tables.play`) sends and edits the panel and draws its picture in a
worker process.
"""

from __future__ import annotations

import discord

from bot.limits import EMBED_FIELD_VALUE, fit
from bot.tables import Panel, Picture
from engine.alhambra import legal_actions, view
from engine.alhambra.modules import any_time_kinds
from engine.alhambra.modules.sultan import claim
from i18n import DEFAULT, text
from rendering import render_hand
from storage import Game

from . import panel_place, panel_rebuild, panel_turn, panel_window
from .modules.characters.panel import auction_waiting
from .modules.characters.texts import auction
from .modules.invaders.texts import holdings_text as invaders_known
from .modules.panels import PANELS
from .modules.street_trader import residents as panel_residents
from .modules.street_trader.panel import trader_kinds
from .modules.sultan import panel as panel_sultan
from .modules.sultan.texts import held_line
from .modules.treasure_chamber.panel import chest_choice, passed_waiting, passing_now
from .panel_core import (
    COLOUR,
    PAGE,
    PLACING_SCREENS,
    SCREENS,
    WINDOW_SCREENS,
    Builder,
    ChoicePanel,
    Screen,
    any_time_buttons,
    install,
    show,
)
from .panel_window import waiting
from .positions import tile_name
from .texts import holdings_text, money_text

#: The core's parts of the panel (a turn's main screen and payments, placing, rebuilding, the
#: window between two turns), before the modules'.
CORE_PANELS = (panel_turn.PANEL, panel_place.PANEL, panel_rebuild.PANEL, panel_window.PANEL)
install((*CORE_PANELS, *PANELS))  # every screen and main-screen choice, from here on

__all__ = ["PAGE", "SCREENS", "Screen", "build_panel", "default_screen"]


def default_screen(game: Game, seat: int) -> Screen:
    """A waiting tile shows the placing screen (after an exact payment too); chests to
    place where there is a choice their screen; a displaced street trader its own
    screen."""
    state = game.state
    if state.active_seat == seat and state.players[seat].bought:
        return Screen("place")
    if chest_choice(game, seat):  # the chests before the trader moves (X3)
        return Screen("chestplace")
    if state.active_seat == seat and trader_kinds(game, seat):
        return Screen("trader")
    return Screen("main")


def build_panel(game: Game, seat: int, *, screen: Screen | None = None,
                note: str | None = None, lang: str = DEFAULT) -> Panel:
    """The panel of ``seat`` for the game as it is now, in ``lang``."""
    state = game.state
    mine = view(state, seat)
    me = mine.players[seat]
    actions = list(legal_actions(state, seat))
    embed = discord.Embed(title=text(lang, "alhambra-panel-title", name=me.name),
                          colour=COLOUR)
    holds = holdings_text(mine.modules_view, seat, lang=lang)
    known = invaders_known(mine.modules_view, lang=lang)  # the top invader card, if looked
    embed.description = money_text(mine.hand, lang=lang) + (f"\n{holds}" if holds else "") \
        + (f"\n{known}" if known else "")
    held = (mine.modules_view.get("sultan") or {}).get("owned") or ()
    if held and held[seat]:  # expansion 5: the seat's sultan cards with their buildings
        embed.description += "\n" + held_line(held[seat], lang=lang)
    if me.reserve:
        embed.add_field(name=text(lang, "alhambra-panel-reserve"),
                        value=", ".join(tile_name(t, lang=lang) for t in me.reserve),
                        inline=False)
    if note:
        embed.add_field(name=text(lang, "alhambra-panel-note"), value=fit(note, EMBED_FIELD_VALUE),
                        inline=False)
    embed.set_footer(text=text(lang, "alhambra-panel-footer", table=str(game.id),
                               move=str(game.version)))
    build = Builder(game)
    hand = Picture(render_hand, (mine,), "hand.png", {"lang": lang})
    panel = ChoicePanel(embed, build.view, hand, actions, lang)
    if game.status == "abandoned":
        panel.field("alhambra-panel-cancelled")
        return _with_picture(panel)
    if state.is_over:
        panel.field("alhambra-panel-over")
        return _with_picture(panel)
    if seat in state.retired:
        panel.field("alhambra-panel-left")
        return _with_picture(panel)
    any_time = any_time_kinds(state.options.modules)
    if state.flow.window_seats and panel_residents.choosing_now(state):  # the start
        if seat in state.flow.window_seats:
            show("residents", panel, build, game, seat,
                 screen if screen and screen.name == "residents" else Screen("residents"))
        else:
            panel_residents.waiting(panel, build, game, seat)
        return _with_picture(panel)
    if state.flow.window_seats and claim(state) is not None:  # the sultan's claim (SU5)
        if seat in state.flow.window_seats:
            if not (screen and screen.name in ("suclaim", "suplace", "sumagic")):
                screen = Screen("suclaim")
            show(screen.name, panel, build, game, seat, screen)
        else:
            panel_sultan.claim_waiting(panel, build, game, seat)
        return _with_picture(panel)
    if passing_now(game) is not None:  # chests passed on: their receiver chooses (TC2)
        if seat in state.flow.window_seats:
            show("chestpassed", panel, build, game, seat,
                 screen if screen and screen.name == "chestpassed" else Screen("chestpassed"))
        else:
            passed_waiting(panel, build, game, seat)
        return _with_picture(panel)
    if state.flow.window_seats:
        bidding = auction(state) is not None  # the characters' auction: a window of its own
        if seat in state.flow.window_seats:
            if not (screen and screen.name in WINDOW_SCREENS
                    and (screen.name == "auction") == bidding):
                screen = Screen("auction" if bidding else "window")
            show(screen.name, panel, build, game, seat, screen)
        elif bidding:
            auction_waiting(panel, build, game, seat)
        else:
            waiting(panel, build, game, seat)
        return _with_picture(panel)
    if not [a for a in actions if a.kind not in any_time]:
        panel.field("alhambra-panel-waiting", name=state.players[state.active_seat].name)
        any_time_buttons(panel, build, game, seat)
        return _with_picture(panel)
    screen = screen or default_screen(game, seat)
    if screen.name in WINDOW_SCREENS:
        screen = Screen("main")
    if screen.name in PLACING_SCREENS and not (me.bought and state.active_seat == seat):
        screen = Screen("main")
    show(screen.name, panel, build, game, seat, screen)
    return _with_picture(panel)


def _with_picture(panel: Panel) -> Panel:
    if panel.picture is not None:
        panel.embed.set_image(url=f"attachment://{panel.picture.filename}")
    return panel
