"""Words for the new scoring tiles (expansion 5, module ``new_scoring_tiles``): the
newcomers' line and the line under a scoring's heading that says the tile's order. The
words are in the catalogues (``i18n/<lang>/scoring.ftl``)."""

from __future__ import annotations

from collections.abc import Sequence

from i18n import DEFAULT, text

from ...positions import building_name

MODULE = "new_scoring_tiles"


def how_to_play_lines(modules: Sequence[str], *, lang: str = DEFAULT) -> list[str]:
    return [text(lang, "alhambra-how-to-play-new-scoring-tiles")] if MODULE in modules else []


def scoring_tile_lines(record, *, lang: str = DEFAULT) -> list[str]:
    """'📜 This scoring's tile: 1 Tower, 2 Seraglio, ...' when a tile ordered the rows
    (``ScoringRecord.rows``), else nothing."""
    if not record.rows:
        return []
    order = ", ".join(f"{slot} {building_name(b, lang=lang)}"
                      for slot, b in enumerate(record.rows, start=1))
    return [text(lang, "alhambra-score-tile", order=order)]
