"""Issue 40: "Scoring cards 1st, 2nd" beside the piles said nothing to a newcomer (which cards?
what is still to come?). The market (alone, on the glance and on the overview) says in words
which scoring comes next, of three, through a real game, and no pile's words are cut in any
language, with the longest numbers a game has."""

from __future__ import annotations

import pytest

import rendering.market as market
from engine.alhambra import view
from i18n import LANGUAGES, text
from rendering import render_glance, render_market, render_overview
from rendering.market import next_scoring, pile_rows, pile_words
from rendering.sample_games import game_states

from .conftest import decode


@pytest.fixture(scope="module")
def played():
    """The public view of every state of a three-player game, first to last."""
    return [view(state, None) for state in game_states(3, 4, ())]


def test_the_next_scoring_follows_the_game(played):
    said = []
    for public in played:
        words = dict(pile_words(public, "en"))["Next scoring"]
        if not said or said[-1] != words:
            said.append(words)
    assert said == ["1st of 3", "2nd of 3", "last, at the end", "none"]
    first_done = next(p for p in played if len(p.scorings) == 1)
    assert next_scoring(first_done) == 2
    assert next_scoring(played[-1]) is None and played[-1].is_over


@pytest.fixture
def cuts(monkeypatch):
    """Every cut of a pile's value on the market panel: (words, shown)."""
    made = []
    original = market.fit

    def recording(words: str, size: int, width: int) -> str:
        shown = original(words, size, width)
        if shown != words:
            made.append((words, shown))
        return shown

    monkeypatch.setattr(market, "fit", recording)
    return made


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_pile_words_are_cut_in_any_picture(played, cuts, lang):
    """Three-digit bag, two-digit deck and discard, each scoring to come: the market
    picture, the glance and the overview draw every pile's words whole."""
    drawn = 0
    for public in (played[0], next(p for p in played if len(p.scorings) == 1),
                   next(p for p in played if len(p.scorings) == 2), played[-1]):
        longest = public.model_copy(update={"deck_size": 99, "discard_size": 99,
                                            "bag_size": 0 if public.is_over else 120})
        for picture in (render_market(longest, lang=lang), render_glance(longest, lang=lang),
                        render_overview(longest, lang=lang)):
            decode(picture)
            drawn += 1
        first, second = pile_rows(longest, lang)
        assert len(first) == 3 and len(second) == 1
        assert second[0][0] == text(lang, "img-pile-scoring")
    assert drawn == 12
    assert cuts == []
