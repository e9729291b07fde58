"""Expansion 4 through the real bot on SimCord."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(("lang", "chests", "bazaars"), [
    ("en", "+ 7 for the chests", "+ 5 for the bazaars"),
    ("de", "+ 7 für die Schatztruhen", "+ 5 für die Bazare"),
    ("hu", "+ 7 a kincsesládákért", "+ 5 a bazárokért")])
def test_the_score_lines_name_the_chests_and_the_bazaars_in_words(lang, chests, bazaars):
    """The final scoring's terms of the treasure chamber and the bazaars are said in the
    thread's language (they once fell back on the module's id: 'für treasure chamber')."""
    from bot.alhambra.texts import scoring_lines
    from engine.alhambra.events import ScoringRecord, ScoringRound

    record = ScoringRecord(round=3, counts={"tower": (0, 1)}, points={"tower": (0, 1)},
                           walls=(4, 0), totals=(16, 3),
                           extra={"treasure_chamber": (7, 0), "bazaars": (5, 2)})
    lines = scoring_lines(ScoringRound(round=3, record=record), ["Ana", "Ben"], lang=lang)
    assert chests in lines and bazaars in lines, lines
    assert "treasure" not in lines and "_" not in lines
