"""The panel's choices of the treasure chamber (expansion 4): on the main screen "Buy
chests" (screen ``chests``: one button per room that holds chests, with its chests'
colours); a room payable one way is bought by its button, otherwise its payments follow
(screen ``chestpay``: the least money first, each a minimal payment: no card could be left
out). At the end of the turn, where the buyer has a choice (TC3), screen ``chestplace``
numbers the buildings that may take a chest on the Alhambra picture (the panel opens on it
once the bought tiles are built): one tap a chest. Chests with one place only are placed by
the engine as the turn ends: no tap.

Chests passed on (TC2): where their receiver has a choice, the end of the buyer's turn
waits for it, and its panel opens on screen ``chestpassed``: the same numbered buildings,
one tap a chest, and one button that leaves the choice (each chest on its building of its
colour built first, the default when its time runs out). Every other seat sees whose
choice the game waits for."""

from __future__ import annotations

import discord

from engine.alhambra.modules import treasure_chamber as chamber
from i18n import text
from storage import Game

from ...panel_core import (
    Builder,
    ChoicePanel,
    Extra,
    PanelPart,
    Screen,
    any_time_buttons,
    back,
    indices,
    main_choices,
    numbered,
    pages,
    paid,
    screen,
    show,
    undo,
)
from ...texts import cards_short
from .texts import chests_short, chests_words

#: Ammar's extra rebuild (characters), offered until a chest is placed (X3, TC5).
REBUILDS = ("rebuild_place", "rebuild_remove", "rebuild_exchange", "rebuild_place_gate")


def chest_choice(game: Game, seat: int) -> bool:
    """Whether ``seat`` chooses where its chests go now (TC3)."""
    state = game.state
    return "treasure_chamber" in state.options.modules and \
        state.active_seat == seat and bool(chamber.choices(state, seat))


@main_choices
def _chest_choices(panel: ChoicePanel, game: Game, seat: int) -> list[Extra]:
    lang = panel.lang
    found = []
    if indices(panel.actions, "buy_chests"):
        found.append(Extra(text(lang, "alhambra-panel-chests-line", price=chamber.PRICE),
                           Screen("chests"), text(lang, "alhambra-button-chests"), "🧰"))
    if indices(panel.actions, "place_chest"):
        found.append(Extra(text(lang, "alhambra-panel-chest-place-line"), Screen("chestplace"),
                           text(lang, "alhambra-button-chest-place"), "🧰"))
    return found


def _rooms(panel: ChoicePanel) -> dict[int, list[int]]:
    """Room number -> the indices of its purchases."""
    found: dict[int, list[int]] = {}
    for i in indices(panel.actions, "buy_chests"):
        found.setdefault(panel.actions[i].room, []).append(i)
    return found


@screen("chests")
def _chests(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    lang = panel.lang
    by_room = _rooms(panel)
    if not by_room:
        return show("main", panel, build, game, seat)
    rooms = chamber.rooms(game.state)
    lines = "\n".join(text(lang, "alhambra-panel-chests-room", room=n,
                           chests=chests_words(chests, lang=lang))
                      for n, chests in enumerate(rooms, start=1))
    panel.field("alhambra-panel-chests", price=chamber.PRICE, rooms=lines)
    for room, options in sorted(by_room.items()):
        words = text(lang, "alhambra-button-chest-room", room=room,
                     chests=chests_short(rooms[room - 1]))
        if len(options) == 1:
            build.do(options[0], words, style=discord.ButtonStyle.primary)
        else:
            build.go(Screen("chestpay", room), words, style=discord.ButtonStyle.primary)
    back(build, lang)


@screen("chestpay")
def _pay(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    actions, lang = panel.actions, panel.lang
    options = _rooms(panel).get(shown.arg)
    if not options:
        return show("chests", panel, build, game, seat)
    options.sort(key=lambda i: (paid(actions[i].cards), len(actions[i].cards)))
    part, page, count = pages(options, shown.page)
    room = chamber.rooms(game.state)[shown.arg - 1]
    panel.field("alhambra-panel-chests-pay", room=shown.arg, price=chamber.PRICE,
                chests=chests_words(room, lang=lang))
    for i in part:
        build.do(i, f"{cards_short(actions[i].cards, lang=lang)} · "
                 + text(lang, "alhambra-button-pays", paid=paid(actions[i].cards)),
                 style=discord.ButtonStyle.success if paid(actions[i].cards) == chamber.PRICE
                 else discord.ButtonStyle.primary)
    if count > 1:
        build.go(Screen("chestpay", shown.arg, (page + 1) % count),
                 text(lang, "alhambra-button-more-payments", page=page + 1, pages=count))
    build.go(Screen("chests"), text(lang, "alhambra-button-back"))


@screen("chestplace")
def _place(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    state, actions, lang = game.state, panel.actions, panel.lang
    places = indices(actions, "place_chest")
    if not places:
        return show("main", panel, build, game, seat)
    cells = {t: (x, y) for x, y, t in state.players[seat].alhambra}
    places.sort(key=lambda i: (cells[actions[i].tile][1], cells[actions[i].tile][0]))
    panel.field("alhambra-panel-chest-place",
                chests=chests_words(chamber.waiting(state, seat), lang=lang))
    numbered(build, panel, shown, [(i, str(n)) for n, i in enumerate(places, start=1)])
    if indices(actions, *REBUILDS):  # Ammar's extra rebuild comes before the chests (X3)
        panel.field("alhambra-panel-rebuild-before-chests")
        build.go(Screen("rebuild"), text(lang, "alhambra-button-rebuild"), emoji="🔁")
    if indices(actions, "move_trader", "refill_trader", "swap_trader"):
        build.go(Screen("trader"), text(lang, "alhambra-button-trader"), emoji="🧺")
    undo(build, actions, lang)
    panel.alhambra(game, seat, numbers=[cells[actions[i].tile] for i in places],
                   caption=text(lang, "alhambra-caption-chest"))


def passing_now(game: Game) -> dict | None:
    """The chests passed on that their receiver distributes now (TC2), or None."""
    state = game.state
    if "treasure_chamber" not in state.options.modules or not state.flow.window_seats:
        return None
    return chamber.passing(state)


def passed_waiting(panel: ChoicePanel, build: Builder, game: Game, seat: int) -> None:
    """A seat not asked: whose choice the game waits for, and whose turn it ends."""
    state = game.state
    found = chamber.passing(state)
    panel.field("alhambra-panel-chests-passed-waiting", name=state.players[found["seat"]].name,
                buyer=state.players[found["buyer"]].name,
                chests=chests_words(found["chests"], lang=panel.lang))
    any_time_buttons(panel, build, game, seat)


@screen("chestpassed", window=True)
def _passed(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """The receiver's choice: the numbered buildings, or leave it (TC2's default)."""
    state, actions, lang = game.state, panel.actions, panel.lang
    found = chamber.passing(state)
    places = indices(actions, "place_chest")
    if found is None or found["seat"] != seat or not places:
        return show("main", panel, build, game, seat)
    cells = {t: (x, y) for x, y, t in state.players[seat].alhambra}
    places.sort(key=lambda i: (cells[actions[i].tile][1], cells[actions[i].tile][0]))
    panel.field("alhambra-panel-chests-passed", buyer=state.players[found["buyer"]].name,
                chests=chests_words(found["chests"], lang=lang))
    numbered(build, panel, shown, [(i, str(n)) for n, i in enumerate(places, start=1)])
    for i in indices(actions, "pass_chests"):
        build.do(i, text(lang, "alhambra-button-chests-passed-default"), emoji="🧰",
                 style=discord.ButtonStyle.secondary, row=4)
    any_time_buttons(panel, build, game, seat)
    panel.alhambra(game, seat, numbers=[cells[actions[i].tile] for i in places],
                   caption=text(lang, "alhambra-caption-chest"))


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_chests, _pay, _place, _passed), main_choices=(_chest_choices,))
