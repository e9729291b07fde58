"""The treasure chamber (expansion 4) in the pictures: the three rooms under the money, the
chest mark on a building (also in the reserve, TC1), the legend, and the chest majority's
row in the scoring table; in every language."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from engine.alhambra import view
from engine.alhambra.random_play import play_random_game
from i18n import LANGUAGES
from rendering import render_alhambra, render_market, render_overview, render_scoring_table
from rendering.marks import marks_of
from rendering.modules.treasure_chamber import GOLD, chest_image
from rendering.theme import say


def _states():
    states = []
    play_random_game(3, 4, random.Random(4), modules=["treasure_chamber"],
                     on_step=lambda _a, _b, new, _e: states.append(new))
    return states


@pytest.fixture(scope="module")
def public():
    """A view after the second scoring, with chests on buildings."""
    state = next(s for s in _states() if len(s.scorings) == 2 and s.flow.phase == "action")
    found = view(state, None)
    assert found.modules_view["treasure_chamber"]["chests"]
    return found


def _image(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def _without(public, **fields):
    chamber = {**public.modules_view["treasure_chamber"], **fields}
    return public.model_copy(update={"modules_view": {**public.modules_view,
                                                      "treasure_chamber": chamber}})


def test_the_market_shows_the_three_rooms_and_their_chests(public):
    shown = _image(render_market(public))
    emptied = _image(render_market(_without(public, rooms=[[], [], []])))
    assert shown.tobytes() != emptied.tobytes()
    rooms = public.modules_view["treasure_chamber"]["rooms"]
    other = [list(reversed(room)) for room in rooms]
    if other != rooms:  # the chests' colours are drawn in their room's order
        assert _image(render_market(_without(public, rooms=other))).tobytes() != \
            shown.tobytes()


def _gold_pixels(im: Image.Image) -> int:
    return sum(n for n, p in im.getcolors(im.width * im.height)
               if abs(p[0] - GOLD[0]) < 12 and abs(p[1] - GOLD[1]) < 12
               and abs(p[2] - GOLD[2]) < 20)


def test_a_building_with_a_chest_shows_the_chest_mark_legible_at_400_pixels(public):
    seat = max(range(3), key=lambda s: public.modules_view["treasure_chamber"]["counts"][s])
    player = public.players[seat]
    marked = _image(render_alhambra(player, marks=marks_of(public, seat)))
    plain = _image(render_alhambra(player, marks=marks_of(_without(public, chests=[]), seat)))
    assert marked.size == plain.size
    assert _gold_pixels(marked) > _gold_pixels(plain)
    small = marked.resize((400, round(400 * marked.height / marked.width)))
    assert _gold_pixels(small) > _gold_pixels(
        plain.resize((400, round(400 * plain.height / plain.width))))
    assert chest_image(None, 9).getbbox() is not None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_scoring_table_names_the_chest_majority_and_the_overview_explains_the_mark(
        public, lang):
    assert say(lang, "img-term-treasure_chamber") and say(lang, "img-legend-chest")
    assert "treasure_chamber" in public.scorings[-1].extra
    table = _image(render_scoring_table(public, lang=lang))
    assert table.width > 0
    overview = _image(render_overview(public, lang=lang))
    without = _image(render_overview(public.model_copy(update={"modules_view": {
        k: v for k, v in public.modules_view.items() if k != "treasure_chamber"}}), lang=lang))
    assert overview.height > without.height  # the rooms and the legend's line


@pytest.mark.parametrize("tile_id", ["garden-10-none", "chambers-10-none", "tower-12-none"])
def test_a_two_digit_price_stays_whole_over_the_chest_on_a_small_tile(tile_id):
    # (the overview's and reserve's small tiles: the chest in the top right corner covered
    # the last digit, and "10" read as "1")
    from rendering.modules.treasure_chamber import chest_size, draw_chest_mark
    from rendering.tiles import price_colours, tile_image

    cell = 56
    plain = tile_image(tile_id, cell).convert("RGB")
    marked = plain.copy()
    draw_chest_mark(marked, (0, 0, cell, cell), cell, tile_id)
    ink = price_colours(tile_id.split("-")[0])[0]
    size = chest_size(cell)
    corner = [(x, y) for x in range(cell - size - 4, cell) for y in range(size)
              if plain.getpixel((x, y)) == ink]
    assert corner  # the price reaches under the chest
    kept = sum(marked.getpixel(xy) == ink for xy in corner)
    assert kept >= 0.9 * len(corner)
