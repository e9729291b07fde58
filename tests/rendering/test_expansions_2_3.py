"""Expansions 2 and 3 in the pictures: city gates, wall cards, camps, the street trader,
thieves, diamonds, change, and the characters. Real games with all eight modules
(:data:`ALL_EIGHT`) and a smaller one whose boards show camps (:data:`CAMP_GAME`) are
drawn; characters owned and an auction with a high bid are laid into their views
(:func:`rendering.samples.with_characters`) so that every player count shows them.
"""

from __future__ import annotations

import re

import pytest
from PIL import Image, ImageDraw

from engine.alhambra import view
from engine.alhambra.components import CARDS, TILES
from engine.alhambra.events import ScoringRecord
from engine.alhambra.view import PublicView, SeatView
from i18n import LANGUAGES, text
from rendering import (
    cards,
    marks,
    render_alhambra,
    render_hand,
    render_market,
    render_overview,
    render_scoring_table,
)
from rendering import expansions_2_3 as exp23
from rendering.board import draw_board
from rendering.cards import card_image
from rendering.hand import CARD_H, CARD_W, HEADING_ROOM
from rendering.marks import BoardMarks, marks_of
from rendering.modules import (
    change,
    characters,
    city_gates,
    diamonds,
    street_trader,
    thieves,
    wall_cards,
)
from rendering.panel import PanelStyle, extras_of
from rendering.samples import (
    ALL_EIGHT,
    CAMP_GAME,
    CHARACTER_IDS,
    end_of_game,
    expansions23_hand,
    expansions23_state,
    mid_game,
    named,
    with_characters,
)
from rendering.theme import (
    BASTION,
    BOARD,
    DIAMOND,
    GATE_STONE,
    PANEL,
    SHRINK,
    TRADER,
    WOOD,
    building_style,
    currency_name,
    font,
    legible_size,
)
from rendering.tiles import tile_image

from .conftest import decode, near

ID = re.compile(r"[a-z]+-\d+-[A-Za-z]+|_|\bNone\b|\bTrue\b|\bFalse\b|coin-|thief-|wall-|gate-"
                r"|diamond-|camp-")


@pytest.fixture(scope="module")
def gates_state():
    return expansions23_state(4, 2)  # (a seed whose first seat with a gate has sticks)


@pytest.fixture(scope="module")
def camps_state():
    return expansions23_state(3, 4, CAMP_GAME)  # (a seed that builds two camps)


@pytest.fixture(scope="module")
def gates_public(gates_state) -> PublicView:
    return named(with_characters(view(gates_state, None), 1))


@pytest.fixture(scope="module")
def camps_public(camps_state) -> PublicView:
    return named(view(camps_state, None))


@pytest.fixture(scope="module")
def all_seven(gates_public, camps_public) -> PublicView:
    """The game of all eight modules with two more camps laid into a reserve (so that
    reserve strips show camps whatever the random game did)."""
    players = list(gates_public.players)
    players[0] = players[0].model_copy(update={"reserve": players[0].reserve
                                               + ("camp-NE", "camp-S")})
    return gates_public.model_copy(update={"players": tuple(players)})


@pytest.fixture
def texts(drawn_texts):
    for cache in (cards.card_image, characters.character_card_image, characters.character_chip,
                  diamonds.diamond_card_image, change.coin_image,
                  thieves.thief_card_image, city_gates.gate_card_image,
                  wall_cards.wall_card_image, marks.marked_tile):
        cache.cache_clear()
    return drawn_texts


def _pictures(public: PublicView, seat_view: SeatView, final: PublicView,
              lang: str = "en") -> dict[str, bytes]:
    seat = seat_view.seat
    return {
        "overview": render_overview(public, lang=lang),
        "market": render_market(public, lang=lang),
        "hand": render_hand(seat_view, lang=lang),
        "alhambra": render_alhambra(public.players[seat], active=True, lang=lang,
                                    marks=marks_of(public, seat)),
        "placing": render_alhambra(public.players[seat], tile="camp-N", lang=lang,
                                   marks=marks_of(public, seat)),
        "scoring": render_scoring_table(final, chart=True, lang=lang),
    }


# --- every picture, every player count -------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 6])
@pytest.mark.parametrize("modules", [ALL_EIGHT, CAMP_GAME], ids=["gates", "camps"])
def test_every_picture_renders(players, modules):
    state = mid_game(players, 5, modules)
    public = named(with_characters(view(state, None), players))
    final = named(view(end_of_game(players, 5, modules), None))
    for seat in range(players):
        seat_view = named(with_characters(view(state, seat), players))
        for name, png in _pictures(public, seat_view, final).items():
            image = decode(png)
            assert image.width <= 1000, name
    assert set(public.modules_view) >= set(modules) - {"camps", "diamonds"}


def test_all_seven_modules_at_once(all_seven, gates_state, texts):
    seat_view = named(with_characters(view(gates_state, 0), 1))
    final = named(view(end_of_game(4, 2, ALL_EIGHT), None))
    for png in _pictures(all_seven, seat_view, final).values():
        decode(png)
    drawn = {t for t, _ in texts}
    assert text("en", "img-legend-camp") in drawn
    assert text("en", "img-supply") in drawn and text("en", "img-wall-cards") in drawn


# --- gates and wooden walls ------------------------------------------------------------------
def _board(alhambra, board_marks=None, cell=80):
    return draw_board(alhambra, cell=cell, marks=board_marks)


def test_gates_and_sticks_are_drawn_where_they_stand(gates_public):
    seat = next(s for s in range(len(gates_public.players)) if marks_of(gates_public, s).gates)
    found = marks_of(gates_public, seat)
    player = gates_public.players[seat]
    with_marks, layout = _board(player.alhambra, found)
    plain, plain_layout = _board(player.alhambra, BoardMarks(trader=found.trader))
    assert layout == plain_layout
    where = {t: (x, y) for x, y, t in player.alhambra}
    tile, side = found.gates[0]
    left, top, right, bottom = layout.box(where[tile])
    edge = {"N": ((left + right) // 2, top), "S": ((left + right) // 2, bottom),
            "W": (left, (top + bottom) // 2), "E": (right, (top + bottom) // 2)}[side]
    around = [with_marks.getpixel((edge[0] + dx, edge[1] + dy)) for dx in range(-20, 21, 2)
              for dy in range(-20, 21, 2)]
    assert any(near(p, GATE_STONE, 30) for p in around)
    assert not any(near(plain.getpixel((edge[0] + dx, edge[1] + dy)), GATE_STONE, 30)
                   for dx in range(-20, 21, 2) for dy in range(-20, 21, 2))
    built = [t for t in found.sticks if t in where]
    assert built
    for tile in built:
        for side in found.sticks[tile]:
            x0, y0, x1, y1 = wall_cards.stick_box(layout.box(where[tile]), side, 80)
            middle = (round((x0 + x1) / 2 + (x1 - x0) / 8), round((y0 + y1) / 2 + (y1 - y0) / 8))
            pixels = [with_marks.getpixel((middle[0] + dx, middle[1] + dy))
                      for dx in (-1, 0, 1) for dy in (-1, 0, 1)]
            assert any(near(p, WOOD, 40) for p in pixels), (tile, side, pixels)
            assert not near(plain.getpixel(middle), WOOD, 40)


def test_wooden_walls_look_unlike_printed_walls():
    im = Image.new("RGB", (80, 80), BOARD)
    wall_cards.draw_stick(ImageDraw.Draw(im), (0, 0, 80, 80), "N", 80)
    wood = sum(n for n, c in im.getcolors(1 << 16) if near(c, WOOD, 30))
    assert wood > 80 * 4
    printed = tile_image("garden-10-N", 80)
    assert not any(near(c, WOOD, 30) for _, c in printed.getcolors(1 << 16))


def test_sticks_on_reserve_tiles_are_drawn(gates_public):
    """A stick on a reserve tile (a building: camps take none, CE1) shows in the panel's
    reserve strip."""
    public = gates_public
    seat = 0
    player = public.players[seat]
    buildings = [t for t in player.reserve if not t.startswith("camp-")]
    assert buildings, "the sample game's seat 0 keeps buildings on its reserve"
    tile = buildings[0]
    fields = {**public.modules_view["wall_cards"], "sticks": {tile: ["N"]}}
    stuck = public.model_copy(update={"modules_view": {**public.modules_view,
                                                       "wall_cards": fields}})
    assert marks_of(stuck, seat).sticks == {tile: ("N",)}
    assert render_overview(stuck) != render_overview(public)


def test_the_market_shows_the_gate_card_and_the_wall_cards(gates_public, texts):
    fields = dict(gates_public.modules_view)
    fields["city_gates"] = {**fields["city_gates"], "shown": "gate-2"}
    fields["wall_cards"] = {**fields["wall_cards"], "shown": ["wall-NE", "wall-S"],
                            "sticks_left": 5}
    shown = gates_public.model_copy(update={"modules_view": fields})
    image = decode(render_market(shown))
    assert image.height > decode(render_market(gates_public.model_copy(update={
        "modules_view": {k: v for k, v in fields.items()
                         if k not in ("city_gates", "wall_cards")}}))).height
    drawn = [t for t, _ in texts]
    assert drawn.count(text("en", "img-wall-card")) == 2
    assert text("en", "img-gate-card") in drawn
    assert text("en", "img-sticks-left", count=5) in drawn
    wall = wall_cards.wall_card_image("wall-NE", 70, 92, PANEL)
    assert any(near(c, WOOD, 30) for _, c in wall.getcolors(1 << 16))


# --- camps -----------------------------------------------------------------------------------
@pytest.mark.parametrize("camp", ["camp-N", "camp-E", "camp-S", "camp-W", "camp-NE", "camp-ES",
                                  "camp-SW", "camp-WN"])
def test_a_camp_has_tents_and_an_arrow_out_of_each_bastion(camp):
    tile = TILES[camp]
    image = tile_image(camp, 100)
    colours = [c for _, c in image.getcolors(1 << 16)]
    for building in ("pavilion", "arcades", "garden", "tower"):  # (the arrows are red)
        assert not any(near(c, building_style(building)[0], 12) for c in colours), building
    # the north and west arrows stand off-centre, clear of the price (top left)
    tips = {"N": (72, 3), "S": (50, 96), "W": (3, 72), "E": (96, 50)}
    for side, (x, y) in tips.items():
        red = any(near(image.getpixel((x + dx, y + dy)), BASTION, 60)
                  for dx in (-3, 0, 3) for dy in (-3, 0, 3))
        assert red == (side in tile.walls), (camp, side)


def test_camps_are_drawn_on_the_boards(camps_public):
    built = [(p.seat, t) for p in camps_public.players for _, _, t in p.alhambra
             if t.startswith("camp-")]
    assert len(built) >= 2
    image = decode(render_overview(camps_public))
    assert any(near(c, BASTION, 40) for _, c in image.getcolors(1 << 20))


# --- the street trader -----------------------------------------------------------------------
def test_residents_and_traders_are_drawn(gates_public):
    public = gates_public
    seat = next(s for s, p in enumerate(public.players)
                if any(t in street_trader.residents(public) for _, _, t in p.alhambra))
    found = marks_of(public, seat)
    assert found.trader is not None and found.on_trader == \
        public.modules_view["street_trader"]["on_traders"][seat]
    player = public.players[seat]
    image, layout = _board(player.alhambra, found)
    left, top, right, bottom = layout.box(found.trader)
    square = image.crop((left, top, right, bottom))
    saffron = sum(n for n, c in square.getcolors(1 << 16) if near(c, TRADER, 40))
    assert saffron > 0.1 * square.width * square.height
    where = {t: (x, y) for x, y, t in player.alhambra}
    tile, colour = next((t, c) for t, c in found.residents.items() if t in where)
    left, top, right, bottom = layout.box(where[tile])
    corner = image.crop((left, bottom - 40, left + 40, bottom))  # under the price
    counts = corner.getcolors(1 << 16)
    assert any(near(c, (255, 255, 255), 10) for _, c in counts)  # the halo
    assert any(near(c, building_style(colour)[0], 20) for _, c in counts)
    plain, _ = _board(player.alhambra, BoardMarks(trader=found.trader, on_trader=found.on_trader))
    assert plain.crop((left, bottom - 40, left + 40, bottom)).tobytes() != corner.tobytes()


def test_the_market_shows_the_supply_and_the_bag(gates_public, texts):
    render_market(gates_public)
    drawn = [t for t, _ in texts]
    assert text("en", "img-supply") in drawn and text("en", "img-change-bag") in drawn
    stock = gates_public.modules_view["street_trader"]["supply"]
    for count in stock.values():
        assert str(count) in drawn
    assert str(gates_public.modules_view["change"]["bag"]) in drawn


# --- hidden information ----------------------------------------------------------------------
def _leaked(public: PublicView) -> PublicView:
    """``public`` with a seat's secrets where a public view never has them."""
    fields = dict(public.modules_view)
    fields["street_trader"] = {**fields["street_trader"], "trader": ["tower", "tower", "garden"]}
    fields["thieves"] = {**fields["thieves"], "hand": ["thief-denar-1", "thief-ducat-2"]}
    return public.model_copy(update={"modules_view": fields})


def test_public_pictures_never_read_hidden_fields(gates_public, camps_public):
    for public in (gates_public, camps_public):
        leaked = _leaked(public)
        assert render_overview(leaked) == render_overview(public)
        assert render_market(leaked) == render_market(public)
        for seat in range(len(public.players)):
            assert extras_of(leaked, seat) == extras_of(public, seat)
            assert render_alhambra(leaked.players[seat], marks=marks_of(leaked, seat)) == \
                render_alhambra(public.players[seat], marks=marks_of(public, seat))
    assert street_trader.own_trader(_leaked(gates_public)) is None
    assert thieves.own_thieves(_leaked(gates_public)) is None


def test_the_public_counts_thieves_but_never_names_them(gates_public):
    fields = dict(gates_public.modules_view)
    fields["thieves"] = {**fields["thieves"], "held": [2, 0, 1, 0]}
    more = gates_public.model_copy(update={"modules_view": fields})
    assert [extras_of(more, s).thieves for s in range(4)] == [2, 0, 1, 0]
    assert render_overview(more) != render_overview(gates_public)


def test_the_hand_shows_its_own_secrets(texts):
    seat_view = named(with_characters(expansions23_hand(4, 2), 1))
    thieves = seat_view.modules_view["thieves"]["hand"]
    colours = seat_view.modules_view["street_trader"]["trader"]
    assert thieves and colours
    image = decode(render_hand(seat_view))
    drawn = [t for t, _ in texts]
    # one thief card image per currency (the same currency's card is drawn once, cached)
    assert drawn.count(text("en", "img-thief-card")) == len({t.split("-")[1] for t in thieves})
    assert text("en", "img-hand-trader", count=len(colours)) in drawn
    assert any(near(c, building_style(colours[0])[0], 12)
               for _, c in image.getcolors(1 << 20))
    fewer = seat_view.model_copy(update={"modules_view": {
        **seat_view.modules_view, "thieves": {**seat_view.modules_view["thieves"],
                                              "hand": thieves[:-1]}}})
    assert render_hand(fewer) != render_hand(seat_view)


# --- diamonds and coins ----------------------------------------------------------------------
def test_diamonds_and_coins_have_pictures_of_their_own(texts):
    diamond = next(c for c, card in CARDS.items() if card.kind == "diamond")
    image = card_image(diamond, 70, 92, PANEL)
    assert near(image.getpixel((8, 46)), DIAMOND, 30)
    assert str(CARDS[diamond].value) in [t for t, _ in texts]
    coin = card_image("coin-denar-1", CARD_W, CARD_H, PANEL)
    assert near(coin.getpixel((1, 1)), PANEL, 6)  # round: the card's corner is background
    assert coin.tobytes() != card_image("denar-1-1", CARD_W, CARD_H, PANEL).tobytes()


def test_the_hand_counts_diamonds_apart(gates_state, texts):
    seat_view = named(view(gates_state, 0))
    hand = seat_view.model_copy(update={"hand": ("diamond-1", "denar-2-1", "coin-denar-1")})
    render_hand(hand)
    drawn = [t for t, _ in texts]
    assert text("en", "img-hand-diamonds") in drawn
    assert f"= {CARDS['diamond-1'].value}" in drawn


# --- characters ------------------------------------------------------------------------------
def test_characters_owned_and_auctioned(gates_public, texts):
    owned = gates_public.modules_view["characters"]["owned"]
    render_overview(gates_public)
    drawn = [t for t, _ in texts]
    for cards_of in owned:
        for character in cards_of:
            assert characters.name_of(character) in drawn
    auction = gates_public.modules_view["characters"]["auction"]
    bid = text("en", "img-auction-high", bid=auction["high"],
               name=gates_public.players[auction["high_seat"]].name)
    assert bid in drawn
    assert text("en", f"img-character-{auction['card']}") in drawn
    no_auction = with_characters(gates_public, 1, auction=False)
    assert decode(render_market(no_auction)).height < decode(render_market(gates_public)).height


@pytest.mark.parametrize("fields", [
    {}, {"owned": None}, {"owned": [["fatima"]]}, {"auction": {"card": "hakim_wahid"}},
    {"auction": {"card": "yammerad", "high": 3, "high_seat": 9, "asked": None,
                 "paying": True}},
    {"owned": [["someone_new"], [], [], []], "auction": None, "used": ["x"], "queued": 2},
])
def test_character_fields_are_read_defensively(gates_public, fields):
    public = gates_public.model_copy(update={"modules_view": {**gates_public.modules_view,
                                                              "characters": fields}})
    decode(render_overview(public))
    decode(render_market(public))


def test_every_character_has_a_card():
    for character in CHARACTER_IDS:
        image = characters.character_card_image(character, 260, 190, PANEL)
        assert image.size == (260, 190)
        assert characters.effect(character)


# --- the scoring table ---------------------------------------------------------------------
def test_the_scoring_table_names_the_new_terms(camps_public, texts):
    final = named(view(end_of_game(3, 9, CAMP_GAME), None))
    record = final.scorings[-1]
    assert {"camps", "street_trader"} <= set(record.extra)
    extra = {**record.extra, "characters": tuple(range(len(record.totals)))}
    with_characters_term = final.model_copy(update={"scorings": final.scorings[:-1] + (
        ScoringRecord(**{**record.model_dump(), "extra": extra}),)})
    for lang in LANGUAGES:
        render_scoring_table(with_characters_term, lang=lang)
        drawn = {t for t, _ in texts}
        for term in ("camps", "street_trader", "characters"):
            assert text(lang, f"img-term-{term}") in drawn, (lang, term)


# --- words -----------------------------------------------------------------------------------
def test_no_internal_ids_are_drawn(all_seven, gates_state, texts):
    seat_view = named(with_characters(expansions23_hand(4, 2), 1))
    final = named(view(end_of_game(4, 2, ALL_EIGHT), None))
    _pictures(all_seven, seat_view, final)
    bad = [t for t, _ in texts if ID.search(t) or t in TILES or t in CARDS
           or t in CHARACTER_IDS]
    assert not bad, bad


def test_the_pictures_speak_every_language(all_seven):
    seat_view = named(with_characters(expansions23_hand(4, 2), 1))
    final = named(view(end_of_game(4, 2, ALL_EIGHT), None))
    pictures = {lang: _pictures(all_seven, seat_view, final, lang) for lang in LANGUAGES}
    for name in ("overview", "market", "hand"):
        assert len({pictures[lang][name] for lang in LANGUAGES}) == len(LANGUAGES), name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_word_is_cut_off(lang, all_seven, monkeypatch):
    cut = []
    original = ImageDraw.ImageDraw.text

    def record(self, xy, value, *args, **kwargs):
        if self.im.mode != "L" and "…" in str(value):
            cut.append(str(value))
        return original(self, xy, value, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", record)
    for cache in (cards.card_image, characters.character_card_image):
        cache.cache_clear()
    seat_view = named(with_characters(expansions23_hand(4, 2), 1))
    render_overview(all_seven, lang=lang)
    render_market(all_seven, lang=lang)
    render_hand(seat_view, lang=lang)
    assert cut == []


def _floor(size: int) -> int:
    return round(size * SHRINK)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_labels_fit_their_boxes(lang):
    text_size = legible_size(960)
    # the names at the foot of cards, in the market (the overview's and its own) and the hand
    for w, h in ((71, 93), (round(legible_size(900) * 2.3), round(legible_size(900) * 2.3 * 1.3)),
                 (CARD_W, CARD_H)):
        name = round(min(h * 0.14, w * 0.17))
        for message in ("img-gate-card", "img-wall-card", "img-card-diamond", "img-thief-card"):
            assert font(_floor(name)).getlength(text(lang, message)) <= w - max(4, w * 0.08), \
                (message, w)
    for currency in ("denar", "dirham", "ducat", "guilder"):  # a coin's currency
        assert font(_floor(round(min(CARD_H * 0.14, CARD_W * 0.17)))).getlength(
            currency_name(currency, lang)) <= CARD_W - 2
    # the character cards: every name and effect on the cards of the market and the hand
    for size in (text_size, exp23.AIDS_SIZES.text if hasattr(exp23, "AIDS_SIZES") else 26):
        w, h = exp23.character_card_size(size)
        room = w - max(6, round(w * 0.1))
        for character in CHARACTER_IDS:
            assert font(round(h * 0.08)).getlength(characters.name_of(character)) <= room
            words = characters.effect(character, lang)
            lines, size = characters.wrap_effect(words, round(h * 0.1), room)
            assert " ".join(lines) == words and len(lines) <= 3, (character, lines)
            assert all(font(size).getlength(line) <= room for line in lines)
    # the legend (one item to a line at most), the hand's group captions
    for message in ("img-legend-stick", "img-legend-gate", "img-legend-resident",
                    "img-legend-trader", "img-legend-camp", "img-legend-thieves"):
        assert font(round(31 * 0.85)).getlength(text(lang, message)) <= 960 - 20 - 31 * 3
    for message, args in (("img-hand-gates", {}), ("img-hand-thieves", {}),
                          ("img-hand-trader", {"count": 3}),
                          ("img-hand-trader-moves", {"count": 3}),
                          ("img-hand-characters", {})):
        assert font(_floor(22)).getlength(text(lang, message, **args)) <= HEADING_ROOM, message
    name = font(24).getlength(text(lang, "img-hand-diamonds"))
    assert font(_floor(18)).getlength(text(lang, "img-hand-diamonds-note")) <= \
        HEADING_ROOM - name - 16
    style = PanelStyle.for_width(960)
    assert style.text == text_size


def test_the_wall_length_and_its_stripe_are_measured_as_the_scoring_measures_them():
    """Wooden walls count as walls and camps do not (CA7): the panel's "wall n" says what
    the engine scores. The arcades east of the fountain have no wall; a stick on their
    north side makes a wall of 1; camp-W leaning on the garden adds nothing."""
    from rendering.panel import stats_of

    alhambra = ((0, 0, "fountain"), (1, 0, "arcades-9-none"))
    assert stats_of(alhambra).wall == 0
    assert stats_of(alhambra, sticks={"arcades-9-none": ("N",)}).wall == 1
    camped = ((0, 0, "fountain"), (1, 0, "garden-9-E"), (2, 0, "camp-W"))
    assert stats_of(camped).wall == 1  # the garden's east wall; the bastion is no wall


def test_hakim_wahids_half_building_shows_in_the_scoring_table():
    """CC10: the engine chose the kind that helped most; the table shows "(1½)" there."""
    import random as _random

    from engine.alhambra.random_play import play_random_game
    from rendering import render_scoring_table

    modules = ["characters", "diamonds"]
    for seed in range(1, 60):
        state, _ = play_random_game(3, seed, _random.Random(seed), modules=modules)
        record = state.scorings[-1]
        if record.halves.get("characters"):
            break
    else:
        raise AssertionError("no game gave Hakim Wahid a half building")
    without = record.model_copy(update={"halves": {}})
    plain = state.model_copy(update={"scorings": state.scorings[:-1] + (without,)})
    assert render_scoring_table(view(state, None)) != render_scoring_table(view(plain, None))
