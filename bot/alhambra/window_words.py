"""The window between two turns in words (the vizier's, the thieves', or both): what it waits
for, its passes and how it opens and closes when thieves may act in it. The words are in the
catalogues (``i18n/<lang>/expansions2_3.ftl``)."""

from __future__ import annotations

from collections.abc import Sequence

from engine.alhambra.modules import REGISTRY
from i18n import DEFAULT, names_in, text


def window_what(state) -> str:
    """What the window between two turns waits for: "vizier", "thieves" or "both"."""
    modules = state.options.modules
    vizier = thieves = False
    for seat in state.flow.window_seats:
        vizier |= "vizier" in modules and REGISTRY["vizier"].window_able(state, seat)
        thieves |= "thieves" in modules and REGISTRY["thieves"].window_able(state, seat)
    return "both" if vizier and thieves else "thieves" if thieves else "vizier"


#: The window's events (named when only the vizier used it), said otherwise when thieves
#: may act in it.
WINDOW_EVENTS = ("vizier_window_opened", "vizier_passed", "vizier_window_closed")
#: The window's events that change nothing on the table: who may act, who answered, the
#: close (a post of these alone needs no pictures: the table looks as it did).
BARE = frozenset({"vizier_window_opened", "window_answered", "vizier_passed",
                  "vizier_waiting", "vizier_window_closed"})


def quiet_windows(kinds: Sequence[str]) -> set[int]:
    """The positions in ``kinds`` (one post's events, in order) of the lines a window tells
    that both opened and closed in them with nobody acting: who might act and who answered
    (its close is the one line left of it: play went on)."""
    quiet: set[int] = set()
    opened: int | None = None
    for n, kind in enumerate(kinds):
        if kind == "vizier_window_opened":
            opened = n
        elif kind == "vizier_window_closed":
            if opened is not None:
                quiet.update(range(opened, n))
            opened = None
        elif kind not in BARE:
            opened = None  # someone acted: the window's lines are told
    return quiet


def window_line(event, names: Sequence[str], who: str, modules: Sequence[str], *,
                lang: str = DEFAULT) -> str:
    """The window between two turns when thieves play (with the vizier or without)."""
    what = "both" if "vizier" in modules else "thieves"
    if event.kind == "vizier_window_opened":
        return text(lang, "alhambra-log-window-opened", count=len(event.seats), what=what,
                    names=names_in(lang, [names[s] for s in event.seats]))
    if event.kind == "vizier_passed":
        return text(lang, "alhambra-log-window-passed", who=who)
    return text(lang, "alhambra-log-window-closed")


def action_label(action, *, lang: str = DEFAULT) -> str | None:
    """A pass in the window in words (None: not one)."""
    if action.kind == "pass_window":
        return text(lang, "alhambra-act-window-pass")
    return None
