"""Granada on pixels: every picture of real Granada games (2, 3, 4 and 6 players) at the
start, mid game, after each scoring and at the end; the nine buildings told apart by shape
and colour; moats unlike walls; the black marker; both sides of a tile; the multipliers in
the scoring table; legible at phone width; nothing private in public pictures."""

from __future__ import annotations

import itertools
import re

import pytest
from PIL import Image, ImageDraw

from engine.alhambra import view
from engine.alhambra.components import BUILDINGS, OTHER_FACE, TILES
from engine.alhambra.modules.granada import BUILDINGS as GRANADA_BUILDINGS
from engine.alhambra.view import PlayerView
from rendering import (
    render_alhambra,
    render_faces,
    render_hand,
    render_market,
    render_overview,
    render_score_chart,
    render_scoring_table,
)
from rendering.alhambra import alhambra_image
from rendering.icons import draw_icon
from rendering.market import market_height
from rendering.modules.granada import GRANADA_STYLE, buildings_of, marker_of
from rendering.overview import leaders, overview_picture
from rendering.png import to_png
from rendering.samples import game_states, grown_alhambra, named, with_alhambras
from rendering.theme import (
    BOARD,
    MIN_DIGIT,
    MOAT,
    PHONE_WIDTH,
    WALL,
    at_phone,
    building_name,
    building_style,
    digit_height,
    legible_size,
)

from .conftest import decode, near
from .test_board import side_pixel
from .test_phone import _measured_price_digits

GRANADA = ("granada",)
MAX_BYTES = 600 * 1024
SEEDS = {2: 4, 3: 1, 4: 1, 6: 3}


def _points(states):
    """Start, mid game, after each scoring, the end (distinct states, in order)."""
    picked = [states[0], states[len(states) // 2]]
    for number in (1, 2):
        after = [s for s in states if len(s.scorings) == number]
        if after:
            picked.append(after[0])
    picked.append(states[-1])
    return picked


@pytest.fixture(scope="module", params=sorted(SEEDS), ids=lambda n: f"{n}p")
def granada_game(request):
    players = request.param
    states = game_states(players, SEEDS[players], GRANADA)
    assert states[-1].is_over
    return players, states


def _check_size(png: bytes, *, height: int) -> Image.Image:
    image = decode(png)
    assert len(png) < MAX_BYTES
    assert image.width <= 1000 and image.height <= height, image.size
    return image


def test_every_picture_of_a_granada_game_renders(granada_game):
    players, states = granada_game
    points = _points(states)
    assert len(points) >= 4
    for state in points:
        public = view(state, None)
        assert public.rule_set == "granada"
        _check_size(render_overview(public), height=3000)
        _check_size(render_market(public), height=700)
        for player in public.players:
            _check_size(render_alhambra(player), height=1600)
        seat = state.active_seat if state.active_seat is not None else 0
        me = public.players[seat]
        if me.bought:  # placing: the numbered cells and the tile's other side
            _check_size(render_alhambra(me, tile=me.bought[0], active=True), height=1600)
            _check_size(render_faces(me.bought[0]), height=700)
        _check_size(render_hand(view(state, seat)), height=1000)
        for record in public.scorings:
            _check_size(render_scoring_table(public, round_number=record.round), height=1000)
        if public.scorings:
            _check_size(render_score_chart(public), height=1000)
            _check_size(render_scoring_table(public, chart=True), height=2000)
        for tile in public.market.values():
            if tile is not None:
                _check_size(render_faces(tile), height=700)
    final = view(states[-1], None)
    assert [r.round for r in final.scorings] == [1, 2, 3]
    if players == 2:
        assert final.dirk and all(TILES[t].city == "granada" for t in final.dirk)


def test_grown_granada_cities_fit_the_overview_for_every_table_size():
    for players, seed in SEEDS.items():
        states = game_states(players, seed, GRANADA)
        public = named(with_alhambras(view(states[len(states) // 2], None), 20, seed))
        image = _check_size(render_overview(public), height=3000)
        _, layout = overview_picture(public)
        assert at_phone(layout.smallest_price_digit(), image.width) >= MIN_DIGIT


# --- the nine buildings ----------------------------------------------------------------------
def _glyph(building: str, size: int = 96) -> Image.Image:
    im = Image.new("RGB", (size, size), (0, 0, 0))
    draw_icon(ImageDraw.Draw(im), building, (0, 0, size), (255, 255, 255), (0, 0, 0))
    return im.convert("L")


def _difference(a: Image.Image, b: Image.Image) -> float:
    """Share of pixels where one glyph is drawn and the other is not."""
    pa, pb = a.point(lambda v: v > 127).tobytes(), b.point(lambda v: v > 127).tobytes()
    return sum(x != y for x, y in zip(pa, pb, strict=True)) / (a.width * a.height)


def test_the_nine_buildings_and_the_start_tile_have_distinct_glyphs_and_colours():
    assert set(GRANADA_BUILDINGS) | {"start"} == set(GRANADA_STYLE)
    ours = [*GRANADA_BUILDINGS, "start"]
    for a, b in itertools.combinations(ours, 2):
        fa, fb = building_style(a)[0], building_style(b)[0]
        assert sum(abs(x - y) for x, y in zip(fa, fb, strict=True)) >= 80, (a, b, fa, fb)
    glyphs = {b: _glyph(b) for b in [*ours, *BUILDINGS, "fountain"]}
    for a, b in itertools.combinations(glyphs, 2):  # also unlike the base game's icons
        assert _difference(glyphs[a], glyphs[b]) >= 0.12, (a, b)
    for building in ours:  # a real glyph, not the unknown-building square
        assert _difference(glyphs[building], _glyph("no such building")) >= 0.12, building


def test_buildings_have_their_english_names_and_cities_their_buildings():
    assert building_name("bathhouse") == "Bath house"
    assert building_name("residential_quarter") == "Residential quarter"
    assert building_name("pavilion") == "Pavilion"
    assert buildings_of(["granada-start"]) == GRANADA_BUILDINGS
    assert buildings_of(["fountain", "garden-8-NE"]) == tuple(BUILDINGS)
    assert buildings_of([]) == tuple(BUILDINGS)


def test_the_granada_start_tile_shows_the_alhambra_without_a_price(drawn_texts):
    from rendering.tiles import tile_image

    start = tile_image("granada-start", 96)
    fill = building_style("start")[0]
    assert near(start.getpixel((48, 10)), fill, 30)
    assert not drawn_texts  # no price


# --- moats and walls ---------------------------------------------------------------------------
def _player(alhambra) -> PlayerView:
    return PlayerView(seat=0, name="Ana", hand_size=3, alhambra=alhambra, reserve=(),
                      bought=(), score=0)


@pytest.mark.parametrize("city", ["granada", "alhambra"])
def test_moats_are_blue_water_and_walls_stay_dark(city):
    alhambra = grown_alhambra(30, 3, city)
    assert len(alhambra) == 31
    image, layout, offset = alhambra_image(_player(alhambra))
    image = decode(to_png(image))
    barrier, other = (MOAT, WALL) if city == "granada" else (WALL, MOAT)
    sides = 0
    for x, y, tile_id in alhambra:
        tile = TILES[tile_id]
        assert tile.barrier == ("moat" if city == "granada" else "wall")
        for side in "NESW":
            pixel = image.getpixel(side_pixel(layout, offset, (x, y), side))
            if side in tile.walls:
                sides += 1
                assert near(pixel, barrier), (tile_id, side, pixel)
                assert not near(pixel, other, 120), (tile_id, side, pixel)
            else:
                assert near(pixel, BOARD), (tile_id, side, pixel)
    assert sides > 10


def test_moat_and_wall_colours_are_far_apart():
    assert sum(abs(a - b) for a, b in zip(MOAT, WALL, strict=True)) > 200


# --- the market and the marker -----------------------------------------------------------------
@pytest.fixture(scope="module")
def granada_mid():
    states = game_states(4, 1, GRANADA)
    after = [s for s in states if len(s.scorings) == 1 and s.flow.phase == "action"]
    return after[len(after) // 2]


def test_the_market_shows_the_black_marker_and_it_matters(granada_mid):
    public = view(granada_mid, None)
    side = marker_of(public)
    assert side == granada_mid.modules_state["granada.marker"]
    flipped = "even" if side == "odd" else "odd"
    other = public.model_copy(update={"modules_view": {"granada": {
        **public.modules_view["granada"], "marker": flipped}}})
    assert render_market(other) != render_market(public)
    text = legible_size(900)
    assert market_height(860, text, public) > market_height(860, text)
    base = view(game_states(4, 1)[100], None)
    assert marker_of(base) is None
    assert market_height(860, text, base) == market_height(860, text)


def test_the_market_shows_each_tiles_other_side(granada_mid, drawn_texts):
    public = view(granada_mid, None)
    render_market(public)
    shown = [t for t in public.market.values() if t is not None]
    assert sum(t == "back" for t, _ in drawn_texts) == len(shown)


def test_a_second_tile_per_slot_is_drawn(granada_mid):
    public = view(granada_mid, None)
    tiles = [t for t in public.market.values() if t is not None]
    double = public.model_copy(update={"second_market": {"denar": OTHER_FACE[tiles[0]]}})
    assert render_market(double) != render_market(public)
    decode(render_overview(double))


# --- both sides of a tile --------------------------------------------------------------------
def test_faces_show_both_sides_with_names_and_costs(drawn_texts):
    tile = "granada-residential_quarter-12"
    png = render_faces(tile)
    back = TILES[OTHER_FACE[tile]]
    drawn = [t for t, _ in drawn_texts]
    assert "Residential quarter 12" in drawn
    assert f"{building_name(back.building)} {back.price}" in drawn
    assert any("3+" in t for t in drawn)
    assert render_faces(tile, OTHER_FACE[tile]) == png
    with pytest.raises(ValueError):
        render_faces("garden-8-NE")
    image = decode(png)
    for text, size in drawn_texts:
        if any(c.isdigit() for c in text):
            assert at_phone(digit_height(size), image.width) >= MIN_DIGIT, (text, size)


def test_placing_a_two_faced_tile_shows_its_other_side(drawn_texts):
    alhambra = grown_alhambra(12, 5, "granada")
    tile = "granada-park-10"
    with_back = decode(render_alhambra(_player(alhambra), tile=tile, active=True))
    without = decode(render_alhambra(_player(alhambra), tile=tile, other_side=False))
    assert with_back.height > without.height
    back = TILES[OTHER_FACE[tile]]
    drawn = [t for t, _ in drawn_texts]
    assert "Where does the Park 10 go?" in drawn
    assert f"{building_name(back.building)} {back.price}" in drawn
    for text, size in drawn_texts:
        if any(c.isdigit() for c in text):
            assert at_phone(digit_height(size), with_back.width) >= MIN_DIGIT, (text, size)
    base = decode(render_alhambra(_player(grown_alhambra(12, 5)), tile="garden-8-NE"))
    plain = decode(render_alhambra(_player(grown_alhambra(12, 5)), tile="garden-8-NE",
                                   other_side=False))
    assert base.size == plain.size  # one-faced tiles have no other side


# --- scoring -----------------------------------------------------------------------------------
def test_the_scoring_table_has_nine_buildings_multipliers_and_moats(granada_game, drawn_texts):
    players, states = granada_game
    public = view(states[-1], None)
    assert public.buildings == GRANADA_BUILDINGS
    image = decode(render_scoring_table(public))
    drawn = [t for t, _ in drawn_texts]
    for building in GRANADA_BUILDINGS:
        name = building_name(building)
        assert name in drawn or all(part in drawn for part in name.rsplit(" ", 1)), name
    assert "Moat" in drawn and "Wall" not in drawn
    assert any("3×" in t and "2×" in t and "1×" in t for t in drawn)
    assert any("higher-priced" in t for t in drawn)
    record = public.scorings[-1]
    for building, seen in record.visible.items():
        if seen:
            assert str(seen) in drawn, building
    # every number but the small tile counts "(n)" and the place pills (as in the base
    # game's table) is readable at phone width
    # (a name wraps over two lines in narrow columns: "Player" / "4")
    names = {p.name for p in public.players} | {w for p in public.players
                                                 for w in p.name.split()}
    for text, size in drawn_texts:
        if (any(c.isdigit() for c in text) and not text.startswith("(") and text not in names
                and not re.fullmatch(r"\d+(st|nd|rd|th)", text)):
            assert at_phone(digit_height(size), image.width) >= MIN_DIGIT, (text, size)


def test_the_simplified_scoring_names_its_fixed_points(drawn_texts):
    states = game_states(3, 2, ("granada", "granada_simplified"))
    public = view(states[-1], None)
    render_scoring_table(public, round_number=3)
    drawn = [t for t, _ in drawn_texts]
    assert any("18" in t and "10" in t for t in drawn)
    assert "in all" not in drawn


# --- the overview --------------------------------------------------------------------------
@pytest.mark.parametrize("players", sorted(SEEDS))
def test_leaders_agree_with_granadas_final_scoring(players):
    public = view(game_states(players, SEEDS[players], GRANADA)[-1], None)
    record = public.scorings[-1]
    names = [p.name for p in public.players] + ["Dirk"] * (public.dirk is not None)
    lead = leaders(public)
    assert tuple(lead) == GRANADA_BUILDINGS
    for building, (best, who) in lead.items():
        counts, points = record.counts[building], record.points[building]
        assert best == max(counts)
        if best:  # ties are broken by price: one leader, ranked first by the engine
            prices = record.best_prices[building]
            first = max(range(len(counts)), key=lambda i: (counts[i], prices[i]))
            assert who == (names[first],)
            assert points[first] == max(points)
        else:
            assert who == ()


def test_overview_prices_of_granada_cities_are_legible_at_phone_width():
    states = game_states(6, 3, GRANADA)
    public = named(with_alhambras(view(states[len(states) // 2], None), 20, 5))
    image, layout = overview_picture(public)
    decoded = decode(to_png(image))
    scale = PHONE_WIDTH / decoded.width
    measured = _measured_price_digits(decoded, layout, public)
    assert len(measured) == sum(len(p.alhambra) - 1 for p in public.players)
    assert min(measured) * scale >= MIN_DIGIT, (min(measured), scale)


def test_every_number_in_a_granada_overview_is_legible(granada_mid, drawn_texts):
    public = named(with_alhambras(view(granada_mid, None), 14, 2))
    decoded = decode(render_overview(public))
    numbers = [(t, size) for t, size in drawn_texts if any(c.isdigit() for c in t)]
    assert numbers
    for text, size in numbers:
        assert at_phone(digit_height(size), decoded.width) >= MIN_DIGIT, (text, size)


ID = re.compile(r"[a-z]+-\d+-[A-Za-z]+|_|\(\s*-?\d+\s*,\s*-?\d+\s*\)|\bNone\b|granada")


def test_no_internal_ids_are_drawn(granada_game, drawn_texts):
    _, states = granada_game
    for state in _points(states):
        public = view(state, None)
        render_overview(public)
        if public.scorings:
            render_scoring_table(public, chart=True)
        me = public.players[state.active_seat or 0]
        render_alhambra(me, tile=me.bought[0] if me.bought else None)
        for tile in public.market.values():
            if tile is not None:
                render_faces(tile)
    drawn = [t for t, _ in drawn_texts]
    bad = [t for t in drawn if ID.search(t) or t in TILES]
    assert not bad, bad


# --- privacy -------------------------------------------------------------------------------
def test_the_public_pictures_hide_the_hands_and_the_bag(granada_mid):
    state = granada_mid
    pool = list(state.deck) + list(state.discard)
    players = []
    for p in state.players:
        hand, pool = tuple(pool[: len(p.hand)]), pool[len(p.hand):]
        players.append(p.model_copy(update={"hand": hand}))
    other = state.model_copy(update={"players": tuple(players),
                                     "bag": tuple(reversed(state.bag))})
    assert other.bag != state.bag
    assert render_overview(view(other, None)) == render_overview(view(state, None))
    assert render_market(view(other, None)) == render_market(view(state, None))
    with pytest.raises(TypeError):
        render_overview(view(state, 0))
