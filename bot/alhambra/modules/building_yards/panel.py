"""The panel's screen of expansion 1 within a turn: the building yards a seat may take (the
vizier's window lives in :mod:`.panel_window`)."""

from __future__ import annotations

import discord

from storage import Game

from ...panel_core import (
    Builder,
    ChoicePanel,
    PanelPart,
    Screen,
    back,
    indices,
    label,
    screen,
    show,
)


@screen("yards")
def _yards(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    """The building yards this seat may take (the face-up one of each stack)."""
    actions, lang = panel.actions, panel.lang
    yards = indices(actions, "take_yard")
    if not yards:
        return show("main", panel, build, game, seat)
    panel.field("alhambra-panel-yards")
    for i in yards:
        build.do(i, label(game, seat, actions[i], lang), emoji="🛖",
                 style=discord.ButtonStyle.primary)
    back(build, lang)


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_yards,))
