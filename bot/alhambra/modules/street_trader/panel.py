"""The panel's choices of the street trader (expansion 3), after a tile displaced it:
screen ``trader`` refills it (one button per colour in the supply), or offers the swap
(``swap``: which resident comes in, after the one that goes out) and the move (numbered
squares on the Alhambra picture). The panel opens on it once the bought tiles are built,
so the turn takes 2 taps more (refill, square) or 3 with a swap; the turn ends with the
move."""

from __future__ import annotations

import discord

from engine.alhambra.modules.street_trader import displaced
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
    screen,
    show,
    undo,
)
from ..master_builders.texts import builder_button
from .texts import resident_words

KINDS = ("refill_trader", "swap_trader", "move_trader")
#: The rebuilds (Ammar's extra one, at the end of the turn before the trader moves).
REBUILDS = ("rebuild_place", "rebuild_remove", "rebuild_exchange", "rebuild_place_gate")


def trader_kinds(game: Game, seat: int) -> bool:
    """Whether ``seat``'s street trader waits to be refilled or moved."""
    state = game.state
    return "street_trader" in state.options.modules and displaced(state, seat)


@main_choices
def _trader_choice(panel: ChoicePanel, game: Game, seat: int) -> list[Extra]:
    if not indices(panel.actions, *KINDS):
        return []
    return [Extra(text(panel.lang, "alhambra-panel-trader-line"), Screen("trader"),
                  text(panel.lang, "alhambra-button-trader"), "🧺")]


def _gives(actions: list) -> list[str]:
    return list(dict.fromkeys(actions[i].give for i in indices(actions, "swap_trader")))


@screen("trader")
def _trader(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    state, actions, lang = game.state, panel.actions, panel.lang
    refills = indices(actions, "refill_trader")
    gives = _gives(actions)
    moves = indices(actions, "move_trader")
    if not (refills or gives or moves):
        return show("main", panel, build, game, seat)
    moves.sort(key=lambda i: (actions[i].y, actions[i].x))
    panel.field("alhambra-panel-trader", refill="yes" if refills else "no",
                swap="yes" if gives else "no",
                where=text(lang, "alhambra-place-where", count=len(moves)))
    if refills:
        for i in refills:
            build.do(i, resident_words(actions[i].building, lang=lang),
                     style=discord.ButtonStyle.primary)
    else:
        for k, give in enumerate(gives):
            build.go(Screen("swap", k), text(lang, "alhambra-button-swap-out",
                                             resident=resident_words(give, lang=lang)))
        numbered(build, panel, shown, [(i, str(n)) for n, i in enumerate(moves, start=1)],
                 size=20 - len(gives))
    if indices(actions, *REBUILDS):  # Ammar's extra rebuild comes before the move (X3)
        panel.field("alhambra-panel-rebuild-before-trader")
        build.go(Screen("rebuild"), text(lang, "alhambra-button-rebuild"), emoji="🔁")
    for i in indices(actions, "use_master_builder")[:2]:  # expansion 4: before the move too
        build.do(i, text(lang, "alhambra-button-master-builder",
                         card=builder_button(actions[i].card, lang=lang)), emoji="🔨")
    if state.players[seat].bought:
        build.go(Screen("place"), text(lang, "alhambra-button-back"))
    undo(build, actions, lang)
    panel.alhambra(game, seat, numbers=[(actions[i].x, actions[i].y) for i in moves],
                   caption=text(lang, "alhambra-caption-trader"))


@screen("swap")
def _swap(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    actions, lang = panel.actions, panel.lang
    gives = _gives(actions)
    if not gives:
        return show("trader", panel, build, game, seat)
    give = gives[shown.arg % len(gives)]
    panel.field("alhambra-panel-swap", resident=resident_words(give, lang=lang))
    for i in indices(actions, "swap_trader"):
        if actions[i].give == give:
            build.do(i, text(lang, "alhambra-button-swap-in",
                             resident=resident_words(actions[i].take, lang=lang)),
                     style=discord.ButtonStyle.primary)
    build.go(Screen("trader"), text(lang, "alhambra-button-back"))


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_trader, _swap), main_choices=(_trader_choice,))
