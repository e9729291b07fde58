"""Words for the art of the Moors of expansion 5 (:mod:`engine.alhambra.modules.art_of_the_moors`):
the turning action, a culture tile taken, tiles turned (``i18n/<lang>/moors.ftl``)."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import DEFAULT, text


def action_label(action, *, lang: str = DEFAULT) -> str | None:
    if action.kind == "turn_culture_tiles":
        return text(lang, "alhambra-act-turn-culture")
    return None


def event_line(event, names: Sequence[str], who: str, *, lang: str = DEFAULT) -> str | None:
    """A public log line (None: not one of theirs)."""
    if event.kind == "culture_tile_gained":
        return text(lang, "alhambra-log-culture-gained", who=who, price=event.price,
                    marker=event.marker)
    if event.kind == "culture_tiles_turned":
        return text(lang, "alhambra-log-culture-turned", who=who, count=len(event.prices),
                    gain=event.gain)
    return None


def how_to_play_lines(modules: Sequence[str], *, lang: str = DEFAULT) -> list[str]:
    return [text(lang, "alhambra-how-to-play-moors")] if "art_of_the_moors" in modules else []
