"""Expansion 4's bazaars in the pictures: a bazaar tile shows its currency and its three
colours and no price; the waiting bazaars stand under their currencies in the market with
their price; every built bazaar carries M×D=points on the Alhambra; the scoring table has a
Bazaars row. Texts with digits are legible at phone width (400 pixels)."""

from __future__ import annotations

from engine.alhambra import new_game, view
from engine.alhambra.modules.bazaars import COLOURS_OF, WAITING
from rendering import render_alhambra, render_market, render_scoring_table
from rendering.modules.bazaars.look import SAND
from rendering.theme import MIN_DIGIT, at_phone, building_style, currency_style, digit_height
from rendering.tiles import tile_image
from tests.engine.expansion1_helpers import claim, own
from tests.engine.helpers import market_with, rebase
from tests.engine.test_bazaars import WORKED

from .conftest import decode, near


def _has(image, colour, tolerance: int = 30) -> bool:
    colours = {c for _, c in image.getcolors(image.width * image.height)}
    return any(near(p, colour, tolerance) for p in colours)


def test_a_bazaar_tile_shows_its_currency_and_its_three_colours_and_no_price(drawn_texts):
    image = tile_image("bazaar-3", 120).convert("RGB")
    assert _has(image, SAND)
    assert _has(image, currency_style("dirham")[0])
    for building in COLOURS_OF["bazaar-3"]:
        assert _has(image, building_style(building)[0], 12), building
    for building in set(COLOURS_OF["bazaar-4"]) - set(COLOURS_OF["bazaar-3"]):
        assert not _has(image, building_style(building)[0], 12), building
    assert not drawn_texts  # no price: a bazaar costs what its slot's tile costs


def _market_state():
    state = new_game(3, seed=2, modules=["bazaars"])
    state = market_with(state, dirham="garden-8-SW")
    state = claim(state, "bazaar-3", "bazaar-4")
    return rebase(state, modules_state={**state.modules_state,
                                        WAITING: ["bazaar-3", "bazaar-4"]})


def _legible(texts, width: int, wanted) -> list[tuple[str, int]]:
    found = [(t, s) for t, s in texts if wanted(t)]
    assert found, texts
    return [(t, s) for t, s in found if at_phone(digit_height(s), width) < MIN_DIGIT]


def test_the_waiting_bazaars_stand_in_the_market_with_their_price(drawn_texts):
    state = _market_state()
    plain = decode(render_market(view(rebase(state, modules_state={
        **state.modules_state, WAITING: []}), None)))
    image = decode(render_market(view(state, None)))
    assert image.height > plain.height  # the bazaars' row
    assert _legible(drawn_texts, image.width, lambda t: t == "8") == []
    assert "Bazaars" in [t for t, _ in drawn_texts]


def test_each_built_bazaar_carries_its_score_legibly_and_the_table_a_row(drawn_texts):
    state = own(new_game(3, seed=2, modules=["bazaars"]), 0, alhambra=WORKED)
    player = view(state, None).players[0]
    image = decode(render_alhambra(player))
    assert _legible(drawn_texts, image.width, lambda t: t in ("4×3=12", "4×3")) == []
    from engine.alhambra.endturn import FINAL_ROUND, scoring_round

    final = scoring_round(state, FINAL_ROUND, [])
    drawn_texts.clear()
    table = decode(render_scoring_table(view(final, None)))
    assert "Bazaars" in [t for t, _ in drawn_texts] and table.width <= 1000



def test_the_hand_shows_each_waiting_bazaar_with_its_price_legibly(drawn_texts):
    # (the tile has no price, and the offer beside it is another tile: the price under it
    # is what the hand must pay exactly)
    from rendering import render_hand
    from rendering.modules.bazaars.pictures import HAND_PRICE

    image = decode(render_hand(view(_market_state(), 0)))
    prices = [(t, s) for t, s in drawn_texts if t == "8" and s == HAND_PRICE]
    assert len(prices) == 2  # bazaar-3 and bazaar-4, both under the dirham's garden 8
    assert _legible(prices, image.width, lambda t: True) == []


def test_a_built_bazaar_keeps_its_colours_on_a_small_board():
    # (the score's band, at the picture's legible size, covered the whole tile of the
    # overview's and the invaders' small boards: a dark tile with a number)
    from rendering.board import draw_board

    board, layout = draw_board(WORKED, cell=35)
    board = board.convert("RGB")
    bazaars = [(x, y, t) for x, y, t in WORKED if t.startswith("bazaar-")]
    assert bazaars
    for x, y, tile in bazaars:
        shown = board.crop(layout.box((x, y)))
        for building in COLOURS_OF[tile]:
            assert _has(shown, building_style(building)[0], 12), (tile, building)


def test_the_overview_says_what_the_number_on_a_built_bazaar_is(drawn_texts):
    # (on the overview's small tiles the band shows the points alone, unexplained)
    from rendering import render_overview
    from rendering.theme import say

    state = new_game(3, seed=2, modules=["bazaars"])
    render_overview(view(state, None))
    assert say("en", "img-legend-bazaar") not in [t for t, _ in drawn_texts]  # none built
    render_overview(view(own(state, 0, alhambra=WORKED), None))
    assert say("en", "img-legend-bazaar") in [t for t, _ in drawn_texts]
