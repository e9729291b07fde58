"""The medinas (promo) in the pictures: each panel of the overview says how many medinas the
seat built and what the next scoring takes from it, legible at phone width; the scoring
table has a "Medinas" row in every language; a medina tile has a look of its own."""

from __future__ import annotations

import random

import pytest

from engine.alhambra import view
from engine.alhambra.modules.medina import MEDINA, NAME
from engine.alhambra.random_play import play_random_game
from i18n import LANGUAGES
from rendering import render_overview, render_scoring_table
from rendering.icons import ICONS
from rendering.modules.medina.pictures import standing_of, standing_words
from rendering.theme import MIN_DIGIT, UNKNOWN_STYLE, at_phone, building_style, digit_height, say

from .conftest import decode


@pytest.fixture(scope="module")
def state():
    """A 3-player game with medinas after the first scoring, some seat with a medina."""
    states = []
    play_random_game(3, 7, random.Random(7), modules=[NAME],
                     on_step=lambda _a, _b, new, _e: states.append(new))
    return next(s for s in states if s.scorings and s.flow.phase == "action"
                and any(view(s, None).modules_view[NAME]["built"]))


def _without(public):
    fields = dict(public.modules_view)
    fields.pop(NAME)
    return public.model_copy(update={"modules_view": fields})


def test_each_panel_shows_the_seat_s_medinas_and_the_next_loss_legibly(state, drawn_texts):
    public = view(state, None)
    picture = decode(render_overview(public))
    count = len(drawn_texts)
    assert decode(render_overview(_without(public))).height < picture.height
    texts = drawn_texts[:count]
    shown = {standing_words(standing_of(public, seat)): seat for seat in range(3)}
    sizes = [size for text, size in texts if text in shown]
    assert {text for text, _ in texts} >= set(shown)
    assert at_phone(digit_height(min(sizes)), picture.width) >= MIN_DIGIT
    fields = public.modules_view[NAME]
    for seat in range(3):
        assert standing_of(public, seat) == (fields["built"][seat],
                                             -fields["next_penalties"][seat])


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_scoring_table_has_a_medinas_row(state, lang, drawn_texts):
    decode(render_scoring_table(view(state, None), lang=lang))
    assert say(lang, "img-term-medina") in {t for t, _ in drawn_texts}


def test_a_medina_tile_has_its_own_colours_and_icon():
    assert building_style(MEDINA) != UNKNOWN_STYLE and MEDINA in ICONS
