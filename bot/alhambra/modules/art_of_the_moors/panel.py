"""The panel's choice of the art of the Moors (expansion 5): "Turn your culture tiles" on
the main screen of a turn, only while some tile can turn (AM3, AM4), with what it adds to
every scoring; one tap turns them. Taking a tile at the end of a turn needs no tap (AM7)."""

from __future__ import annotations

from engine.alhambra.modules import art_of_the_moors as moors
from i18n import text
from storage import Game

from ...panel_core import ChoicePanel, Extra, PanelPart, indices, main_choices


@main_choices
def _moors_choices(panel: ChoicePanel, game: Game, seat: int) -> list[Extra]:
    found = indices(panel.actions, "turn_culture_tiles")
    if not found:
        return []
    lang = panel.lang
    state = game.state
    return [Extra(text(lang, "alhambra-panel-culture-line",
                       count=len(moors.turnable(state, seat)),
                       gain=moors.turn_gain(state, seat)),
                  found[0], text(lang, "alhambra-button-culture"), "🔶")]


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(main_choices=(_moors_choices,))
