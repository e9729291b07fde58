"""The street trader's start (expansion 3; compendium, setup 8: "jeder Spieler [muss] sich
vorher seine Bewohner ... aussuchen"): before the first turn every player chooses, at once,
the three residents that go on the trader and the side of the fountain it lies at.

Screen ``residents``: what was drawn stands chosen, so keeping it is one tap ("Done");
a colour button takes a resident or puts it back (three at most), a side button moves the
trader; "Done" appears once three are chosen. The selection rides on the screen's
argument (1 + a bit per colour + 64 × the side; 0: what was drawn). A seat whose time runs
out keeps what was drawn for it (the ``residents`` timer), so a player who is away is never
waited for long; the thread's ping and the status say who still chooses.
"""

from __future__ import annotations

import discord

from engine.alhambra.components import BUILDINGS, SIDES
from engine.alhambra.modules.street_trader import choosing, default_choice
from i18n import names_in, text
from storage import Game

from ...panel_core import Builder, ChoicePanel, PanelPart, Screen, any_time_buttons, indices, screen
from ...positions import side_word
from .texts import choosing_now, resident_words

__all__ = ["choosing_now", "waiting"]

KIND = "choose_residents"
#: The side's place in the screen's argument.
SIDE_STEP = 1 << len(BUILDINGS)


def _selection(game: Game, seat: int, arg: int) -> tuple[list[str], str]:
    """The colours and the side the screen's argument holds (0: what was drawn)."""
    if arg <= 0:
        kept = default_choice(game.state, seat)
        return list(kept.residents), kept.side
    arg -= 1
    colours = [b for bit, b in enumerate(BUILDINGS) if arg & (1 << bit)]
    return colours, SIDES[(arg // SIDE_STEP) % len(SIDES)]


def _arg(colours: list[str], side: str) -> int:
    bits = sum(1 << BUILDINGS.index(b) for b in colours)
    return 1 + bits + SIDE_STEP * SIDES.index(side)


@screen("residents", window=True)
def _residents(panel: ChoicePanel, build: Builder, game: Game, seat: int,
               shown: Screen) -> None:
    actions, lang = panel.actions, panel.lang
    mine = indices(actions, KIND)
    if not mine:
        return waiting(panel, build, game, seat)
    colours, side = _selection(game, seat, shown.arg)
    panel.field("alhambra-panel-residents", count=len(colours),
                residents=names_in(lang, [resident_words(b, lang=lang) for b in colours]),
                side=side_word(side, lang=lang))
    for n, building in enumerate(BUILDINGS):
        taken = building in colours
        if not taken and len(colours) >= 3:
            changed = None
        else:
            changed = [b for b in colours if b != building] if taken else [*colours, building]
        label = resident_words(building, lang=lang)
        # (the page tells the buttons apart: a full choice leaves some on this screen)
        if changed is None:
            build.go(Screen("residents", _arg(colours, side), 1 + n), label,
                     style=discord.ButtonStyle.secondary, row=n // 3)
        else:
            build.go(Screen("residents", _arg(changed, side), 1 + n),
                     ("✓ " if taken else "") + label,
                     style=discord.ButtonStyle.success if taken
                     else discord.ButtonStyle.secondary, row=n // 3)
    for k, other in enumerate(SIDES):
        build.go(Screen("residents", _arg(colours, other), 10 + k),
                 text(lang, "alhambra-button-residents-side", side=side_word(other, lang=lang)),
                 style=discord.ButtonStyle.primary if other == side
                 else discord.ButtonStyle.secondary, row=2)
    wanted = tuple(sorted(colours, key=BUILDINGS.index))
    done = next((i for i in mine if actions[i].residents == wanted and actions[i].side == side),
                None)
    if done is not None:
        build.do(done, text(lang, "alhambra-button-residents-done"),
                 style=discord.ButtonStyle.success, emoji="🧺", row=3)


def waiting(panel: ChoicePanel, build: Builder, game: Game, seat: int) -> None:
    """A seat that has chosen (or left): whom the game still waits for."""
    state = game.state
    names = [state.players[s].name for s in choosing(state)]
    panel.field("alhambra-panel-residents-waiting", names=names_in(panel.lang, names),
                count=len(names))
    any_time_buttons(panel, build, game, seat)


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_residents,))
