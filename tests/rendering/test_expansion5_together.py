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


def test_the_glance_names_expansion_5s_purchases_and_claims(drawn_texts):
    """A turn spent buying a caravanserai or a sultan card, or a tile taken with a sultan
    card, showed nothing under "What happened" (as chests and bazaars bought do)."""
    from engine.alhambra.events import CaravanseraiBought, SultanCardBought, SultanClaimed
    from rendering import render_glance
    from rendering.glance import MAX_HEIGHT, steps_of

    from .conftest import decode

    public = view(mid_game(4, 1, EXPANSION5), None)
    events = [CaravanseraiBought(seat=0, card="caravanserai-1", currency="denar", price=8,
                                 cards=("denar-8",)),
              SultanCardBought(seat=1, card="sultan-ducat-2", cards=("ducat-7",), exact=True,
                               building="chambers"),
              SultanClaimed(seat=2, card="sultan-ducat-1", tile="tower-11-N", slot="denar")]
    assert [(s.seat, s.what) for s in steps_of(events)] == [
        (0, "caravanserai"), (1, "sultan"), (2, "claimed")]
    for shown in (events[:2], events[2:]):  # the glance shows two lines at most
        image = decode(render_glance(public, shown))
        assert image.height <= MAX_HEIGHT <= image.width
    texts = {t for t, _ in drawn_texts}
    assert {"bought a caravanserai", "bought a sultan card", "took with a sultan card",
            "Chambers"} <= texts
