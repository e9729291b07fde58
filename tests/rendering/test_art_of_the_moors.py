"""The art of the Moors (expansion 5) in the pictures: each player's culture tiles in the
overview's panels and in the hand picture, with what each scores now and after the next
turn, legible at phone width; the culture row of the scoring table; in every language."""

from __future__ import annotations

import random

import pytest

from engine.alhambra import view
from engine.alhambra.random_play import play_random_game
from i18n import LANGUAGES
from rendering import render_hand, render_overview, render_scoring_table
from rendering.modules.art_of_the_moors import culture_of
from rendering.theme import MIN_DIGIT, at_phone, digit_height, say

from .conftest import decode


@pytest.fixture(scope="module")
def state():
    """A 4-player game after the first scoring, every seat with a culture tile."""
    states = []
    play_random_game(4, 3, random.Random(4), modules=["art_of_the_moors"],
                     on_step=lambda _a, _b, new, _e: states.append(new))
    return next(s for s in states if s.scorings and s.flow.phase == "action"
                and all(culture_of(view(s, None), seat) for seat in range(4)))


def _without_tiles(public):
    fields = {**public.modules_view["art_of_the_moors"], "tiles": [[], [], [], []]}
    return public.model_copy(update={"modules_view": {**public.modules_view,
                                                      "art_of_the_moors": fields}})


def test_the_panels_show_each_tile_now_and_after_a_turn_legibly(state, drawn_texts):
    public = view(state, None)
    with_tiles = decode(render_overview(public))
    count = len(drawn_texts)
    without = decode(render_overview(_without_tiles(public)))
    assert with_tiles.height > without.height
    texts = drawn_texts[:count]
    words = {t for t, _ in texts}
    for seat in range(4):
        for price, marker, value, following, need in culture_of(public, seat):
            assert (say("en", "img-culture-price", price=price) + " · "
                    + say("en", "img-culture-count", count=marker)) in words
            assert str(value) in words
            if following is not None:
                assert say("en", "img-culture-next", value=following) in words
            elif need is not None:
                assert say("en", "img-culture-wait", count=need) in words
    culture = [size for t, size in texts if t.startswith(("price ", "next ", "needs "))]
    assert culture
    assert at_phone(digit_height(min(culture)), with_tiles.width) >= MIN_DIGIT


def test_the_hand_shows_the_seat_s_own_tiles(state, drawn_texts):
    seat = state.active_seat
    own = view(state, seat)
    picture = decode(render_hand(own))
    prices = {say("en", "img-culture-price", price=t[0]) + " · "
              + say("en", "img-culture-count", count=t[1]) for t in culture_of(own, seat)}
    drawn = {t for t, _ in drawn_texts}
    assert prices <= drawn and say("en", "img-culture-title") in drawn
    sizes = [s for t, s in drawn_texts if t in prices]
    assert at_phone(digit_height(min(sizes)), picture.width) >= MIN_DIGIT


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_scoring_table_has_a_culture_row(state, lang, drawn_texts):
    decode(render_scoring_table(view(state, None), lang=lang))
    assert say(lang, "img-term-art_of_the_moors") in {t for t, _ in drawn_texts}
