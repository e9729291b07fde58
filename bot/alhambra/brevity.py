"""How briefly a choice is said, where Discord gives it little room (an autocomplete
suggestion holds 100 characters, a button's label 80).

A choice is said in full where it fits. Where it does not, it is said again one step briefer
at a time, the words that tell two choices apart kept first: money as the buttons show it
("🟨▲ 7 · ⇄🟦●🟧■" for "7 Guilder + Exchange office Denar/Ducat"), then the tile a place
lies beside without a bazaar's colours ("north of the Dirham bazaar"), then every tile so.
Only what is still too long after the last step is cut, and ends in "…"
(:func:`bot.limits.fit`). The step is a context variable, so the many texts that name
tiles and money need no argument for it. The last step takes a long choice's terse wording
where the catalogues have one (``<message>-brief``: "Vizier: Tower 8 east of the fountain,
for ..." for "Vizier: buy the Tower 8 for ... and build it east of the fountain").
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from i18n import has_text

#: Money as on the buttons (:func:`bot.alhambra.money_words.cards_short`).
SHORT_MONEY = 1
#: Also the tile a place lies beside named briefly (a bazaar without its colours).
BRIEF_NEIGHBOURS = 2
#: Also every tile named briefly.
BRIEF_TILES = 3
#: Also a choice in its terse wording, where the catalogues have one (:func:`worded`).
BRIEF_WORDING = 4
STEPS = (SHORT_MONEY, BRIEF_NEIGHBOURS, BRIEF_TILES, BRIEF_WORDING)

_STEP: ContextVar[int] = ContextVar("brevity", default=0)


def brevity() -> int:
    """How briefly words are said now (0: in full)."""
    return _STEP.get()


@contextmanager
def briefly(step: int) -> Iterator[None]:
    """Say everything inside at least as briefly as ``step``."""
    token = _STEP.set(max(step, _STEP.get()))
    try:
        yield
    finally:
        _STEP.reset(token)


def worded(lang: str, message_id: str) -> str:
    """The message to say ``message_id`` with now: its terse wording ``<id>-brief`` at the
    last step, where the catalogue has one."""
    brief = f"{message_id}-brief"
    return brief if _STEP.get() >= BRIEF_WORDING and has_text(lang, brief) else message_id
