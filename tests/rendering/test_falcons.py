"""The falcons (expansion 6) in the pictures: a falcon on its point (the corner where four
tiles meet) in the Alhambra and the overview, the free points numbered for the choice, the
three stacks' tops under the money (how many each holds), the falcons' row in the scoring
table and the glance's purchase; in every language, legible at 400 pixels wide."""

from __future__ import annotations

from dataclasses import replace

import pytest

from engine.alhambra import apply, new_game, view
from engine.alhambra.actions import BuyFalcons
from engine.alhambra.events import FalconsBought
from i18n import LANGUAGES
from rendering import render_alhambra, render_market
from rendering.glance import steps_of
from rendering.marks import marks_of
from rendering.modules.falcons import FALCON_STYLE, falcon_image
from rendering.theme import say
from tests.bot.test_falcons import falcons_ready

from .conftest import decode, near


@pytest.fixture(scope="module")
def bought():
    """The active seat has set the black falcon on point (1, 1) and the brown one on
    (2, 1)."""
    state = new_game(3, seed=2, modules=["falcons"])
    seat = state.active_seat
    state = falcons_ready(state, seat)
    state, _ = apply(state, seat, BuyFalcons(falcons=(("black", 1, 1), ("brown", 2, 1)),
                                             cards=("denar-9-1", "denar-3-1")))
    return state, seat


def test_a_falcon_sits_on_its_point_in_the_alhambra(bought):
    state, seat = bought
    public = view(state, None)
    marks = marks_of(public, seat)
    assert marks.falcons == ((1, 1, "falcon-black-1"), (2, 1, "falcon-brown-3"))
    with_falcons = decode(render_alhambra(public.players[seat], marks=marks))
    without = decode(render_alhambra(public.players[seat], marks=replace(marks, falcons=())))
    assert with_falcons.size == without.size
    difference = [(x, y) for x in range(0, with_falcons.width, 3)
                  for y in range(0, with_falcons.height, 3)
                  if with_falcons.getpixel((x, y)) != without.getpixel((x, y))]
    assert difference
    xs, ys = [x for x, _ in difference], [y for _, y in difference]
    # two marks, side by side on one row of corners
    assert max(ys) - min(ys) < (max(xs) - min(xs))
    ring = FALCON_STYLE["brown"][0]
    assert any(near(with_falcons.getpixel(p), ring) for p in difference)


def test_the_free_points_are_numbered_for_the_choice(bought):
    state, seat = bought
    public = view(state, None)
    marks = replace(marks_of(public, seat), falcons=(), points=((1, (1, 1)), (2, (2, 1))))
    numbered = decode(render_alhambra(public.players[seat], marks=marks))
    plain = decode(render_alhambra(public.players[seat], marks=replace(marks, points=())))
    assert numbered.tobytes() != plain.tobytes()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_stacks_tops_show_under_the_money_with_their_counts(bought, drawn_texts, lang):
    state, _ = bought
    with_falcons = decode(render_market(view(state, None), lang=lang))
    texts = {t for t, _ in drawn_texts}
    assert say(lang, "img-falcons") in texts
    assert say(lang, "img-falcons-left", count=4) in texts  # black and brown: one bought
    assert say(lang, "img-falcons-left", count=5) in texts
    plain = decode(render_market(view(new_game(3, seed=2), None), lang=lang))
    assert with_falcons.height > plain.height


def test_a_falcon_keeps_its_colours_at_phone_size():
    mark = falcon_image("falcon-white-3", 22).convert("RGB")  # seraglio + garden
    pixels = {mark.getpixel((x, y)) for x in range(22) for y in range(22)}
    assert any(near(p, (212, 64, 62), 60) for p in pixels)  # red half
    assert any(near(p, (62, 150, 70), 60) for p in pixels)  # green half


def test_the_glance_shows_the_falcons_bought():
    steps = steps_of([FalconsBought(seat=0, falcons=(("falcon-black-1", 1, 1),),
                                    cards=("denar-9-1",))])
    assert [(s.seat, s.what, s.items) for s in steps] == [
        (0, "falcons", (("falcon", "falcon-black-1"),))]


def test_the_scoring_table_has_a_falcons_row(drawn_texts):
    import random

    from engine.alhambra.random_play import play_random_game
    from rendering import render_scoring_table

    final, _ = play_random_game(3, 0, random.Random(0), modules=["falcons"])
    assert any(final.scorings[-1].extra["falcons"])
    decode(render_scoring_table(view(final, None)))
    assert "Falcons" in {t for t, _ in drawn_texts}
