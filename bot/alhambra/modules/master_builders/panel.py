"""The master builders (expansion 4) on the panel: on the screen that ends the turn (the
bought tiles placed), one button per currency of the builders the seat holds, listed only
while the engine allows it (its turn, after placing, before the street trader moves, a
rebuild possible); the extra rebuild itself then is the rebuild screen's, as Ammar's."""

from __future__ import annotations

import discord

from i18n import text
from storage import Game

from ...panel_core import ChoicePanel, Extra, PanelPart, indices, main_choices
from .texts import builder_button


@main_choices
def _builders(panel: ChoicePanel, game: Game, seat: int) -> list[Extra]:
    actions, lang = panel.actions, panel.lang
    found = indices(actions, "use_master_builder")
    extra = [Extra(text(lang, "alhambra-panel-master-builder-line", count=len(found)), i,
                   text(lang, "alhambra-button-master-builder",
                        card=builder_button(actions[i].card, lang=lang)),
                   "🔨", discord.ButtonStyle.primary)
             for i in found]
    return extra[:1] + [Extra("", e.target, e.words, e.emoji, e.style) for e in extra[1:]]


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(main_choices=(_builders,))
