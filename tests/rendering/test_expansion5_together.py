"""Expansion 5's four modules together, and with expansions 2-4, in the pictures: what the
modules add (caravanserai tracks, culture tiles, sultan cards, scoring tiles, chests,
characters) must not squeeze the Alhambras out of the overview."""

from __future__ import annotations

from engine.alhambra import view
from rendering import overview
from rendering.overview import WIDTH, legible_cell, plan_overview
from rendering.samples import ALL_EIGHT, EXPANSION4, mid_game

EXPANSION5 = ("caravanserai", "art_of_the_moors", "sultan", "new_scoring_tiles")


def test_boards_stay_readable_when_no_board_size_brings_the_overview_under_the_cap(
        monkeypatch):
    """With every module the panels and the market alone can be taller than MAX_HEIGHT; the
    boards were then shrunk to 8-pixel cells (an unreadable speck of a fountain) to save a
    few pixels that could not bring the picture under the cap anyway."""
    public = view(mid_game(4, 1, EXPANSION5 + EXPANSION4 + ALL_EIGHT), None)
    readable = plan_overview(public)
    monkeypatch.setattr(overview, "MAX_HEIGHT", readable.height // 3)
    plan = plan_overview(public)
    assert plan.cell >= legible_cell(WIDTH)
    assert plan.height == readable.height
