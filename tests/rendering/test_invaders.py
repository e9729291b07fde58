"""Invaders and scouts in the pictures: the scouts in the market (taken ones with their
holders), the top invader card only in the hand of a seat that looked, and at a scoring the
revealed card with every Alhambra's open sides marked under the table; every language;
nothing secret read by a public picture."""

from __future__ import annotations

import random

import pytest

from engine.alhambra import apply, new_game, view
from engine.alhambra.modules.invaders import held, knows_top
from engine.alhambra.random_play import choose
from i18n import LANGUAGES, text
from rendering import render_hand, render_market, render_scoring_table
from rendering.modules.invaders import STRIKE, where_words

from .conftest import decode, near


@pytest.fixture(scope="module")
def moments():
    """From one random 4-player game: the first state with a scout taken, and each state
    right after a scoring."""
    rng = random.Random(3)
    state = new_game(4, seed=7, modules=["invaders"])
    taken, scored = None, []
    while not state.is_over:
        seat = state.flow.window_seats[0] if state.flow.window_seats else state.active_seat
        state, _ = apply(state, seat, choose(state, seat, rng))
        if taken is None and held(state):
            taken = state
        if len(state.scorings) > len(scored):
            scored.append(state)
    return taken, scored


def test_the_market_shows_the_scouts_and_who_took_one(moments, drawn_texts):
    taken, _ = moments
    public = view(taken, None)
    (seat, _), = held(taken)
    render_market(public)
    drawn = [t for t, _ in drawn_texts]
    assert "Scouts" in drawn and public.players[seat].name in drawn
    fields = dict(public.modules_view)
    fields.pop("invaders")
    without = public.model_copy(update={"modules_view": fields})
    assert render_market(without) != render_market(public)


def test_public_pictures_never_read_the_top_card(moments):
    taken, _ = moments
    public = view(taken, None)
    fields = dict(public.modules_view)
    fields["invaders"] = {**fields["invaders"], "seen": "invader-N"}
    leaked = public.model_copy(update={"modules_view": fields})
    assert render_market(leaked) == render_market(public)


def test_only_the_seat_that_looked_sees_the_next_invaders(moments, drawn_texts):
    taken, _ = moments
    (seat, _), = held(taken)
    assert knows_top(taken, seat)
    card = taken.modules_state["invaders.deck"][0]
    render_hand(view(taken, seat))
    drawn = [t for t, _ in drawn_texts]
    assert "Next invaders" in drawn and f"from {where_words(card)}" in drawn
    drawn_texts.clear()
    other = (seat + 1) % 4
    render_hand(view(taken, other))
    assert "Next invaders" not in [t for t, _ in drawn_texts]


def test_the_scoring_shows_the_card_and_marks_the_open_sides(moments, drawn_texts):
    _, scored = moments
    for state in scored:
        public = view(state, None)
        number = public.scorings[-1].round
        (round_number, card, sides), = [r for r in public.modules_view["invaders"]["revealed"]
                                        if r[0] == number]
        picture = decode(render_scoring_table(public))
        drawn = [t for t, _ in drawn_texts]
        assert f"Scoring {number}: invaders from {where_words(card)}" in drawn
        fields = dict(public.modules_view)
        fields["invaders"] = {**fields["invaders"], "revealed": [[round_number, card, []]]}
        unmarked = decode(render_scoring_table(public.model_copy(
            update={"modules_view": fields})))
        assert (_red(picture) > _red(unmarked)) == bool(sides)
        drawn_texts.clear()
        render_scoring_table(public)
        lost = [-v for v in public.scorings[-1].extra["invaders"]]
        assert [f"−{v}" for v in lost] == [t for t, _ in drawn_texts if t.startswith("−")]
        drawn_texts.clear()
        fields = dict(public.modules_view)
        fields["invaders"] = {**fields["invaders"], "revealed": []}
        plain = public.model_copy(update={"modules_view": fields})
        assert decode(render_scoring_table(plain)).height < picture.height


def _red(picture) -> int:
    return sum(n for n, c in picture.getcolors(1 << 24) if near(c, STRIKE, 30))


def test_the_pictures_speak_every_language(moments, drawn_texts):
    taken, scored = moments
    (seat, _), = held(taken)
    for lang in LANGUAGES:
        render_market(view(taken, None), lang=lang)
        render_hand(view(taken, seat), lang=lang)
        render_scoring_table(view(scored[0], None), lang=lang)
        drawn = {t for t, _ in drawn_texts}
        for message in ("img-scouts", "img-invaders-next", "img-term-invaders"):
            assert text(lang, message) in drawn, (lang, message)


def test_a_round_that_lost_points_shortens_the_chart_bar():
    """IN2 keeps a total at 0 or more, but a round may lose more than it gained: the bar
    stays as long as the total (the loss comes off the rounds before)."""
    from rendering.scoring import _net_gains

    assert _net_gains([10, 20, -5]) == [10, 15, 0]
    assert _net_gains([3, -2, -1, 4]) == [0, 0, 0, 4]
    assert _net_gains([5, 0, 7]) == [5, 0, 7]
    assert sum(_net_gains([10, 20, -5])) == 25
