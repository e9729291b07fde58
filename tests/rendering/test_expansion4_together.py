"""Expansion 4's four modules together (with expansions 2 and 3) in the pictures: what each
module adds under the money display, in the hand and in the scoring table is laid out
together without wasting lines or marking a penalty as the best."""

from __future__ import annotations

import pytest

from engine.alhambra import view
from i18n import LANGUAGES
from rendering.modules.treasure_chamber import chamber_groups, chests_left
from rendering.rows import Sizes
from rendering.samples import expansion4_state
from rendering.theme import say


@pytest.fixture(scope="module")
def public():
    found = view(expansion4_state(), None)
    for module in ("treasure_chamber", "master_builders", "invaders", "bazaars"):
        assert module in found.modules_view
    return found


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_chamber_and_the_chests_in_the_bag_are_one_group_under_the_money(public, lang):
    # (a group of its own for the bag's one number took a line of its own)
    sizes = Sizes(text=24, label=20, card_w=55, card_h=72)
    groups = chamber_groups(public, sizes, 860, lang)
    assert len(groups) == 1
    caption = say(lang, "img-chests-chamber-bag", count=chests_left(public))
    assert str(chests_left(public)) in caption


def _marked(values) -> int:
    """Pixels of the best value's mark in a row of the scoring table with ``values``."""
    from PIL import Image, ImageDraw

    from rendering.scoring import BEST, ROW, _value_cells
    im = Image.new("RGB", (800, ROW), (255, 255, 255))
    columns = [(i, None, None) for i in range(len(values))]
    _value_cells(ImageDraw.Draw(im), (0, 0, 200), list(values), columns)
    return sum(n for n, colour in im.getcolors(im.width * im.height) if colour == BEST)


def test_the_invaders_row_marks_no_best_value_as_a_majority_row_does():
    assert _marked((-3, -24, -6, -5)) == 0  # the smallest loss wins nothing
    assert _marked((0, -2, -2, 0)) == 0
    assert _marked((4, 0, 0, 1)) > 0  # (camps: the best is marked)


def test_a_turn_spent_on_chests_shows_them_in_the_glance(public, drawn_texts):
    # (the glance read no event of the treasure chamber: a turn that bought chests showed
    # nothing under "What happened")
    from engine.alhambra.events import ChestsBought
    from rendering import render_glance
    from rendering.glance import steps_of

    bought = ChestsBought(seat=1, room=2, chests=("tower", "garden", "garden", "pavilion"),
                          cards=(), refill=())
    assert [(s.seat, s.what, s.items) for s in steps_of([bought])] == [
        (1, "chests", (("chest", "tower"), ("chest", "garden"), ("chest", "garden"),
                       ("chest", "pavilion")))]
    assert render_glance(public, [bought]) != render_glance(public, [])
    assert say("en", "img-glance-chests") in [t for t, _ in drawn_texts]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_glances_chest_words_fit_half_a_line(lang):
    from rendering.glance import WIDTH, sizes_for
    from rendering.theme import SHRINK, font

    s = sizes_for(WIDTH)
    assert font(round(s.label * SHRINK)).getlength(say(lang, "img-glance-chests")) <= \
        (WIDTH - 20) // 2


@pytest.mark.parametrize("players", range(2, 7))
def test_the_glance_of_all_four_modules_is_no_taller_than_wide(players):
    from rendering import render_glance
    from rendering.glance import MAX_HEIGHT
    from rendering.samples import ALL_EIGHT, EXPANSION4, after_a_turn

    from .conftest import decode

    image = decode(render_glance(*after_a_turn(players, 3, EXPANSION4 + ALL_EIGHT)))
    assert image.height <= MAX_HEIGHT <= image.width


def test_a_master_builder_is_never_hidden_behind_a_rows_plus(drawn_texts):
    # (the cards of a row were sorted by value, a builder's 3 among the last, and a row with
    # more cards than room ends in "+n": the builders were the cards left out)
    from engine.alhambra import new_game
    from rendering import render_hand
    from rendering.modules.master_builders import builder_card_image

    state = new_game(3, seed=1, modules=["master_builders"])
    mine = view(state, 0)
    many = tuple(f"ducat-{value}-{copy}" for value in (9, 8, 7, 6) for copy in (1, 2))
    hand = mine.model_copy(update={"hand": (*many, "builder-ducat-1")})
    builder_card_image.cache_clear()
    render_hand(hand)
    drawn = [t for t, _ in drawn_texts]
    assert any(t.startswith("+") for t in drawn)  # the row is too long for its room
    assert say("en", "img-card-builder") in drawn
