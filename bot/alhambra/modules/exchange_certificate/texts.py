"""Words for the exchange certificates of expansion 6
(:mod:`engine.alhambra.modules.exchange_certificate`): the standing choice of coins or a
certificate (with the change), and what each event did. The words are in
``i18n/<lang>/exchange_certificate.ftl``."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import DEFAULT, text


def action_label(action, *, lang: str = DEFAULT) -> str | None:
    """The certificates' choice in words (None: not theirs)."""
    if action.kind == "overpay_for":
        return text(lang, "alhambra-act-overpay-for", take=action.take)
    return None


def event_line(event, names: Sequence[str], who: str, *, lang: str = DEFAULT) -> str | None:
    """A certificate's event in words for the public log (None: not theirs)."""
    if event.kind == "certificate_issued":
        return text(lang, "alhambra-log-certificate-issued", who=who, currency=event.currency,
                    overpaid=event.overpaid, before=event.before, value=event.value)
    if event.kind == "certificate_spent":
        return text(lang, "alhambra-log-certificate-spent", who=who, currency=event.currency,
                    value=event.value)
    return None
