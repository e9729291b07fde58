"""Words for the master builders of expansion 4: the choice to discard one for an extra
rebuild and its public log line (``i18n/<lang>/master_builders.ftl``). Which builders a
seat holds is said only on its own panel (its hand); using one is public."""

from __future__ import annotations

from collections.abc import Sequence

from engine.alhambra.components import CARDS
from i18n import DEFAULT, text

from ...money_words import CURRENCY_MARK, builder_short

KINDS = ("use_master_builder",)


def _card(card: str) -> tuple[str, int]:
    return CARDS[card].currency, CARDS[card].value


def builder_button(card: str, *, lang: str = DEFAULT) -> str:
    """A builder on a button: '🟦● 🔨3'."""
    currency, value = _card(card)
    return f"{CURRENCY_MARK[currency]} {builder_short(value)}"


def action_label(action, *, lang: str = DEFAULT) -> str | None:
    """'Discard the master builder (3 Denar) for an extra rebuild' (None: not theirs)."""
    if action.kind != "use_master_builder":
        return None
    currency, value = _card(action.card)
    return text(lang, "alhambra-act-master-builder", value=value, currency=currency)


def event_line(event, names: Sequence[str], who: str, *, lang: str = DEFAULT) -> str | None:
    """'🔨 Ann discarded a master builder (3 Denar) for an extra rebuild.'"""
    if event.kind != "master_builder_used":
        return None
    currency, value = _card(event.card)
    return text(lang, "alhambra-log-master-builder", who=who, value=value, currency=currency,
                count=event.rebuilds)
