"""Words for the caravanserai of expansion 5 (:mod:`engine.alhambra.modules.caravanserai`): its
choices and what each event did. The words are in ``i18n/<lang>/caravanserai.ftl``. A track
card is named by its main currency and its first branch ("Denar caravanserai (Dirham at
2)"): two cards share a main currency, never the first branch."""

from __future__ import annotations

from collections.abc import Sequence

from engine.alhambra.modules.caravanserai import BRANCHES, MAIN
from engine.alhambra.money import total
from i18n import DEFAULT, text

from ...brevity import worded
from ...money_words import cards_text, currency_name


def track_name(card: str, *, lang: str = DEFAULT) -> str:
    """"Denar caravanserai (Dirham at 2)"."""
    at, first = BRANCHES[card][0]
    return text(lang, "alhambra-caravanserai-name", currency=MAIN[card],
                first=currency_name(first, lang=lang), at=at)


def step_words(action, value: int, *, lang: str = DEFAULT) -> str:
    """A step's button: "Caravanserai: +1 (now 3)" or "Caravanserai: to Dirham (2)"."""
    if action.to is None:
        return text(lang, "alhambra-button-caravanserai-step", to="plus", value=value + 1,
                    target="")
    return text(lang, "alhambra-button-caravanserai-step", to="branch", value=value,
                target=currency_name(action.to, lang=lang))


def action_label(action, *, lang: str = DEFAULT) -> str | None:
    """A caravanserai's choice in words (None: not one of theirs)."""
    if action.kind == "buy_caravanserai":
        return text(lang, worded(lang, "alhambra-act-buy-caravanserai"),
                    track=track_name(action.card, lang=lang),
                    cards=cards_text(action.cards, lang=lang))
    if action.kind == "step_caravanserai":
        return text(lang, "alhambra-act-step-caravanserai",
                    track=track_name(action.card, lang=lang),
                    to="plus" if action.to is None else "branch",
                    target=currency_name(action.to, lang=lang) if action.to else "")
    return None


def event_line(event, names: Sequence[str], who: str, *, lang: str = DEFAULT) -> str | None:
    """A caravanserai's event in words for the public log (None: not one of theirs)."""
    if event.kind == "caravanserai_bought":
        return text(lang, "alhambra-log-caravanserai-bought", who=who,
                    track=track_name(event.card, lang=lang), price=event.price,
                    currency=event.currency, cards=cards_text(event.cards, lang=lang),
                    exact="yes" if total(event.cards) == event.price else "no")
    if event.kind == "caravanserai_stepped":
        return text(lang, "alhambra-log-caravanserai-stepped", who=who,
                    track=track_name(event.card, lang=lang), value=event.value,
                    currency=event.currency, branch="yes" if event.branch else "no")
    if event.kind == "caravanserai_spent":
        return text(lang, "alhambra-log-caravanserai-spent", who=who,
                    track=track_name(event.card, lang=lang), value=event.value,
                    currency=event.currency)
    return None
