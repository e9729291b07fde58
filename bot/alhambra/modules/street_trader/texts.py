"""The words of the street trader's start (expansion 3, compendium setup 8): the players
choose their residents and the trader's side at once, before the first turn (see
:mod:`.panel_residents`): the thread's ping, the status, the log and the choice in words."""

from __future__ import annotations

from bot.tables.seats import call_of
from engine.alhambra.modules.street_trader import choosing
from i18n import DEFAULT, names_in, text
from storage import Game

from ...positions import side_word
from ...texts_expansions2_3 import COLOUR_EMOJI

KIND = "choose_residents"


def choosing_now(state) -> bool:
    """Whether the players are choosing their residents (the first turn waits)."""
    return "street_trader" in state.options.modules and bool(choosing(state))


def call(game: Game, lang: str, until: str) -> str | None:
    """The thread's ping while the players choose their residents (None: they do not)."""
    state = game.state
    if not choosing_now(state):
        return None
    users = [call_of(game, s, lang) for s in choosing(state)]
    return text(lang, "alhambra-call-residents", users=names_in(lang, users),
                count=len(users), until=until)


def status(state, lang: str = DEFAULT) -> str | None:
    if not choosing_now(state):
        return None
    names = [state.players[s].name for s in choosing(state)]
    return text(lang, "alhambra-status-residents", names=names_in(lang, names),
                count=len(names))


def event_line(event, who: str, names, *, lang: str = DEFAULT) -> str | None:
    if event.kind != "residents_chosen":
        return None
    if event.squares:
        return text(lang, "alhambra-log-residents-all", who=who)
    return text(lang, "alhambra-log-residents", who=who)


def action_label(action, *, lang: str = DEFAULT) -> str | None:
    if action.kind != KIND:
        return None
    return text(lang, "alhambra-act-residents",  # (a label: short, colours in words)
                residents=", ".join(f"{COLOUR_EMOJI.get(b, '')} "
                                    + text(lang, "alhambra-resident-colour", building=b)
                                    for b in action.residents),
                side=side_word(action.side, lang=lang))
