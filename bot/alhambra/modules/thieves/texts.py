"""Words for the thieves (expansion 3, :mod:`engine.alhambra.modules.thieves`): playing one,
the "don't ask me" setting and what a played thief did, in the catalogues
(``i18n/<lang>/expansions2_3.ftl``)."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import DEFAULT, text

from ...money_words import cards_text, currency_name


def action_label(action, *, lang: str = DEFAULT) -> str | None:
    """A thieves' choice in words (None: not one of theirs)."""
    if action.kind == "play_thief":
        return text(lang, "alhambra-act-thief", cards=cards_text([action.card], lang=lang))
    if action.kind == "thieves_always_pass":
        return text(lang, "alhambra-act-thieves-always", on="yes" if action.on else "no")
    return None


def event_line(event, names: Sequence[str], who: str, *, lang: str = DEFAULT) -> str | None:
    """One sentence of the public log for a played thief (None: not one of theirs)."""
    if event.kind != "thief_played":
        return None
    return text(lang, "alhambra-log-thief", who=who,
                currency=currency_name(event.currency, lang=lang),
                cards=cards_text([event.card], lang=lang))
