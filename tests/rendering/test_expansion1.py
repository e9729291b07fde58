"""Expansion 1, "Die Gunst des Wesirs", in the pictures: the vizier's token, exchange offices
in the display and the hand, bonus cards (public counts only; a seat's own cards in its
hand), building yards on the boards, the reserve and their stacks, and what modules added
to the scoring table's counts; in every language, legible on a phone.

Bonus cards and building yards are not in the engine yet: their view fields are laid into
real views by hand (:func:`rendering.samples.with_expansion1`), and the yards' tiles are
registered for this module's tests only (removed again afterwards).
"""

from __future__ import annotations

import re

import pytest
from PIL import ImageDraw

from engine.alhambra import view
from engine.alhambra.components import CARDS, CURRENCIES, TILES
from engine.alhambra.view import PublicView
from i18n import LANGUAGES, text
from rendering import (
    cards,
    hand,
    market,
    panel,
    render_alhambra,
    render_hand,
    render_market,
    render_overview,
    render_scoring_table,
    scoring,
    tiles,
)
from rendering.cards import card_image
from rendering.hand import what_pays
from rendering.market import window_line
from rendering.modules import bonus_cards, exchange_offices, vizier
from rendering.modules.bonus_cards import bonus_card_image, bonus_tile, bonus_tile_id, public_bonus
from rendering.modules.building_yards import yard_stacks
from rendering.modules.vizier import vizier_token
from rendering.overview import overview_picture
from rendering.panel import extras_of
from rendering.samples import (
    end_of_game,
    expansion1_public,
    expansion1_state,
    named,
    with_added,
    with_expansion1,
    yard_tiles,
)
from rendering.theme import (
    ACTIVE_EDGE,
    MIN_DIGIT,
    PANEL,
    SHRINK,
    VIZIER_UP,
    at_phone,
    building_style,
    currency_name,
    currency_style,
    digit_height,
    font,
    legible_size,
)

from .conftest import decode, near

OFFICE = "exchange-denar-guilder"
ID = re.compile(r"[a-z]+-\d+-[A-Za-z]+|_|\(\s*-?\d+\s*,\s*-?\d+\s*\)|\bNone\b|\bTrue\b|\bFalse\b"
                r"|yard-|bonus-|exchange-|\bvizier\b")


@pytest.fixture(scope="module")
def yards():
    """The building yards' tiles, as the engine lays them out."""
    return yard_tiles()


@pytest.fixture(scope="module")
def state():
    return expansion1_state()


@pytest.fixture(scope="module")
def public(yards) -> PublicView:
    return expansion1_public()


@pytest.fixture
def texts(drawn_texts):
    """Every (text, size) drawn, with expansion 1's cached pictures drawn afresh too."""
    for cache in (vizier.vizier_token, bonus_cards.bonus_card_image,
                  bonus_cards.bonus_back_image, exchange_offices.office_chip):
        cache.cache_clear()
    return drawn_texts


def _seat_view(state, seat: int):
    return named(with_expansion1(view(state, seat), 4))


def _with_display(public: PublicView, display: tuple[str, ...]) -> PublicView:
    return public.model_copy(update={"display": display})


# --- the vizier ----------------------------------------------------------------------------
def test_the_vizier_token_is_gold_face_up_and_a_grey_ring_face_down():
    up, down = vizier_token(40, True, PANEL), vizier_token(40, False, PANEL)
    assert any(near(c, VIZIER_UP, 30) for _, c in up.getcolors(1 << 16))
    assert not any(near(c, VIZIER_UP, 60) for _, c in down.getcolors(1 << 16))
    waiting = vizier_token(40, True, PANEL, True)
    assert near(waiting.getpixel((20, 1)), ACTIVE_EDGE, 60)
    assert not near(up.getpixel((20, 1)), ACTIVE_EDGE, 60)


def test_every_panel_carries_its_seats_vizier(public):
    face_up = public.modules_view["vizier"]["face_up"]
    assert True in face_up and False in face_up
    assert [extras_of(public, s).vizier for s in range(len(public.players))] == face_up
    without = public.model_copy(update={"modules_view": {
        k: v for k, v in public.modules_view.items() if k != "vizier"}})
    assert all(extras_of(without, s).vizier is None for s in range(len(public.players)))
    assert render_overview(without) != render_overview(public)
    turned = public.model_copy(update={"modules_view": {
        **public.modules_view, "vizier": {"face_up": [not u for u in face_up]}}})
    assert render_overview(turned) != render_overview(public)


def test_the_window_names_who_may_still_use_the_vizier(public, texts):
    assert public.window_seats
    names = [public.players[s].name for s in public.window_seats]
    line = window_line(public)
    assert line and all(n in line for n in names)
    assert window_line(public.model_copy(update={"window_seats": ()})) is None
    render_market(public)
    render_overview(public)
    assert sum(t == line for t, _ in texts) == 2


def test_the_hand_says_what_the_seat_may_do_with_its_vizier(state, texts):
    seat_view = _seat_view(state, 0)
    up = seat_view.modules_view["vizier"]["face_up"][0]
    render_hand(seat_view)
    drawn = {t for t, _ in texts}
    assert text("en", "img-vizier-ready" if up else "img-vizier-used") in drawn
    down = seat_view.model_copy(update={"modules_view": {
        **seat_view.modules_view, "vizier": {"face_up": [False] * 4, "always_pass": False}}})
    render_hand(down)
    drawn = {t for t, _ in texts}
    assert {text("en", "img-vizier-used"), text("en", "img-vizier-turn-up")} <= drawn
    passing = seat_view.model_copy(update={"window_seats": (), "modules_view": {
        **seat_view.modules_view, "vizier": {"face_up": [True] * 4, "always_pass": True}}})
    render_hand(passing)
    assert text("en", "img-vizier-always-pass") in {t for t, _ in texts}


# --- exchange offices ----------------------------------------------------------------------
def test_an_office_is_drawn_in_its_two_currencies_with_no_value(texts):
    card = CARDS[OFFICE]
    assert card.kind == "exchange" and card.currency is None and card.value == 0
    for width, height in ((69, 90), (hand.CARD_W, hand.CARD_H)):
        image = card_image(OFFICE, width, height, PANEL)
        left = image.getpixel((round(width * 0.12), round(height * 0.45)))
        right = image.getpixel((round(width * 0.88), round(height * 0.45)))
        assert near(left, currency_style("denar")[0], 30), left
        assert near(right, currency_style("guilder")[0], 30), right
    drawn = [t for t, _ in texts]
    assert text("en", "img-card-exchange") in drawn
    assert "0" not in drawn and "★" not in drawn


def test_an_office_in_the_money_display(public, texts):
    shown = _with_display(public, (OFFICE, "denar-5-1", "exchange-dirham-ducat"))
    image = market.draw_market(shown, width=860, text=legible_size(market.WIDTH))
    s = market._sizes(860, legible_size(market.WIDTH))
    top = s["m"] + s["slot_h"] + s["gap"]
    x = s["m"]
    assert near(image.getpixel((x + 6, top + s["card_h"] // 2)), currency_style("denar")[0], 30)
    assert near(image.getpixel((x + s["card_w"] - 6, top + s["card_h"] // 2)),
                currency_style("guilder")[0], 30)
    decode(render_market(shown))
    decode(render_overview(shown))
    assert sum(t == text("en", "img-card-exchange") for t, _ in texts) >= 2


def test_the_hand_shows_its_offices_and_counts_them_for_the_tiles_they_pay(state, texts):
    seat_view = _seat_view(state, 0)
    mine = seat_view.model_copy(update={"hand": ("denar-3-1", "guilder-4-1", OFFICE)})
    image = decode(render_hand(mine))
    assert image.width == hand.WIDTH
    drawn = {t for t, _ in texts}
    assert text("en", "img-hand-offices") in drawn
    assert {currency_name("denar"), currency_name("guilder")} <= drawn
    # the office opens guilders for a denar tile: 3 + 4 pays 7 exactly
    assert what_pays(mine.hand, "denar", [3], 7) == (True, True, 7, (OFFICE,))
    assert what_pays(mine.hand, "denar", [3], 6)[:3] == (False, True, 7)
    assert what_pays(mine.hand, "ducat", [], 4) == (False, False, 0, ())
    plain = mine.model_copy(update={"hand": ("denar-3-1", "guilder-4-1")})
    assert what_pays(plain.hand, "denar", [3], 7) == (False, False, 3, ())
    assert render_hand(plain) != render_hand(mine)


def test_a_hand_with_offices_in_a_game_without_them_still_draws(state):
    seat_view = view(state, 0)
    assert decode(render_hand(seat_view.model_copy(update={"hand": (OFFICE,)})))


# --- bonus cards ---------------------------------------------------------------------------
def test_a_bonus_card_names_its_tile():
    assert bonus_tile("bonus-garden-10") == ("garden", 10)
    assert bonus_tile_id("bonus-garden-10") == "garden-10-none"
    assert bonus_tile_id("bonus-tower-99") is None
    image = bonus_card_image("bonus-garden-10", 60, PANEL)
    fill = building_style("garden")[0]
    assert any(near(c, fill, 20) for _, c in image.getcolors(1 << 16))


def test_the_public_overview_reads_only_the_bonus_counts(public):
    fields = public.modules_view["bonus_cards"]
    assert "hand" not in fields and any(fields["hidden"])
    seat = next(s for s, n in enumerate(fields["hidden"]) if n)
    secret = ["bonus-tower-12", "bonus-pavilion-8"][: fields["hidden"][seat]]
    leaked = public.model_copy(update={"modules_view": {
        **public.modules_view, "bonus_cards": {**fields, "hand": secret}}})
    assert public_bonus(leaked) == public_bonus(public)
    assert render_overview(leaked) == render_overview(public)
    assert render_market(leaked) == render_market(public)
    for s in range(len(public.players)):
        assert extras_of(public, s).hidden == fields["hidden"][s]
        assert list(extras_of(public, s).revealed) == fields["revealed"][s]
    # a hidden card more makes the picture differ (a back is drawn for it)
    hidden = list(fields["hidden"])
    hidden[seat] += 1
    more = public.model_copy(update={"modules_view": {
        **public.modules_view, "bonus_cards": {**fields, "hidden": hidden}}})
    assert render_overview(more) != render_overview(public)


def test_the_hand_shows_the_seats_own_bonus_cards(state, texts):
    seat_view = _seat_view(state, 0)
    fields = dict(seat_view.modules_view["bonus_cards"])
    assert len(fields["hand"]) + len(fields["revealed"][0]) == 2  # four players: two each
    if not fields["revealed"][0]:  # show one revealed and one hidden
        fields["revealed"] = [fields["hand"][:1], *fields["revealed"][1:]]
        fields["hand"] = fields["hand"][1:]
    seat_view = seat_view.model_copy(update={"modules_view": {
        **seat_view.modules_view, "bonus_cards": fields}})
    assert fields["hand"] and fields["revealed"][0]
    render_hand(seat_view)
    drawn = [t for t, _ in texts]
    assert text("en", "img-bonus-hidden") in drawn and text("en", "img-bonus-revealed") in drawn
    for card in fields["hand"] + fields["revealed"][0]:
        assert str(bonus_tile(card)[1]) in drawn
    fewer = seat_view.model_copy(update={"modules_view": {
        **seat_view.modules_view, "bonus_cards": {**fields, "hand": []}}})
    assert render_hand(fewer) != render_hand(seat_view)


def test_the_hand_says_what_scorings_do_with_the_hidden_bonus_cards(state, texts):
    """B4: the seat's standing choice, which only it sees, beside its hidden cards."""
    seat_view = _seat_view(state, 0)
    fields = dict(seat_view.modules_view["bonus_cards"])
    assert fields["hand"] and fields["keep_hidden"] is False
    render_hand(seat_view)
    assert text("en", "img-hand-bonus-scoring", keep="no") in [t for t, _ in texts]
    texts.clear()
    kept = seat_view.model_copy(update={"modules_view": {
        **seat_view.modules_view, "bonus_cards": {**fields, "keep_hidden": True}}})
    render_hand(kept)
    drawn = [t for t, _ in texts]
    assert text("en", "img-hand-bonus-scoring", keep="yes") in drawn
    assert text("en", "img-hand-bonus-scoring", keep="no") not in drawn


# --- building yards ------------------------------------------------------------------------
def test_a_yard_has_its_buildings_colour_a_hut_and_no_price(yards, texts):
    yard = TILES["yard-garden-1"]
    assert yard.building == "yard" and yard.counts_as == "garden" and yard.price == 0
    image = tiles.tile_image(yard.id, 80)
    assert texts == []  # no price, no "0"
    fill = building_style("garden")[0]
    share = sum(n for n, c in image.getcolors(1 << 16) if near(c, fill, 30)) / 80 / 80
    assert share > 0.2
    assert image.tobytes() != tiles.tile_image("garden-10-none", 80).tobytes()


def test_yards_on_the_board_and_the_reserve(public, texts):
    built = [(p.seat, t) for p in public.players for _, _, t in p.alhambra if t in TILES
             and TILES[t].counts_as]
    reserved = [t for p in public.players for t in p.reserve if TILES[t].counts_as]
    assert built and reserved
    image, layout = overview_picture(public)
    assert image.width == 960
    player = next(p for p in public.players if any(TILES[t].counts_as for _, _, t in p.alhambra))
    render_alhambra(player, tile="yard-tower-2", active=True, vizier=True)
    drawn = [t for t, _ in texts]
    assert any(text("en", "img-tile-yard", building="Tower") in t for t in drawn)


def test_the_market_shows_the_yards_stacks(public, texts):
    stacks = yard_stacks(public)
    assert [b for b, _, _ in stacks] == ["pavilion", "seraglio", "arcades", "chambers",
                                         "garden", "tower"]
    assert any(top is None for _, top, _ in stacks)
    without = public.model_copy(update={"modules_view": {
        k: v for k, v in public.modules_view.items() if k != "building_yards"}})
    taller = decode(render_market(public)).height - decode(render_market(without)).height
    assert taller > 0
    drawn = [t for t, _ in texts]
    for _, _, left in stacks:
        assert f"×{left}" in drawn
    assert text("en", "img-yards") in drawn


# --- the scoring table ---------------------------------------------------------------------
@pytest.fixture(scope="module")
def final_added():
    return with_added(named(view(end_of_game(6, 3), None)), 2)


def test_the_scoring_table_shows_what_modules_added(final_added, texts):
    record = final_added.scorings[-1]
    assert scoring.added_modules(record) == ["building_yards", "bonus_cards"]
    plain = view(end_of_game(6, 3), None)
    assert decode(render_scoring_table(final_added)).height > \
        decode(render_scoring_table(named(plain))).height
    drawn = [t for t, _ in texts]
    for module in ("building_yards", "bonus_cards"):
        assert text("en", f"img-added-{module}") in drawn
    # a cell: the tiles without the additions, then "+n"
    building = next(b for b, v in record.added["building_yards"].items() if any(v))
    seat = next(i for i, n in enumerate(record.added["building_yards"][building]) if n)
    extra = record.added["building_yards"][building][seat] + \
        record.added["bonus_cards"][building][seat]
    assert str(record.counts[building][seat] - extra) in drawn and f"+{extra}" in drawn
    # the additions are no smaller than the base table's tile counts
    small = round(scoring.TEXT * 0.8)
    assert min(size for t, size in texts if t.startswith("+") and len(t) == 2) >= small


def test_a_table_without_additions_is_unchanged(final_added):
    plain = named(view(end_of_game(6, 3), None))
    empty = plain.model_copy(update={"scorings": tuple(
        r.model_copy(update={"added": {"building_yards": {b: (0,) * 6 for b in r.counts}}})
        for r in plain.scorings)})
    assert render_scoring_table(empty) == render_scoring_table(plain)


# --- phones, ids, languages ----------------------------------------------------------------
def test_every_number_of_the_overview_is_legible_at_phone_width(public, texts):
    image = decode(render_overview(public))
    numbers = [(t, size) for t, size in texts if any(c.isdigit() for c in t)]
    assert numbers
    for value, size in numbers:
        assert at_phone(digit_height(size), image.width) >= MIN_DIGIT, (value, size)


def _every_picture(state, public, final, lang: str = "en") -> dict[str, bytes]:
    seat_view = _seat_view(state, 0)
    shown = _with_display(public, (OFFICE,) + public.display[1:])
    player = public.players[0]
    return {
        "overview": render_overview(shown, lang=lang),
        "market": render_market(shown, lang=lang),
        "hand": render_hand(seat_view.model_copy(update={"hand": seat_view.hand + (OFFICE,)}),
                            lang=lang),
        "alhambra": render_alhambra(player, tile="yard-chambers-1", active=True, vizier=False,
                                    lang=lang),
        "scoring": render_scoring_table(final, chart=True, lang=lang),
    }


def test_no_internal_ids_are_drawn(state, public, final_added, texts):
    _every_picture(state, public, final_added)
    bad = [t for t, _ in texts if ID.search(t) or t in TILES or t in CARDS]
    assert not bad, bad


def test_the_pictures_speak_every_language(state, public, final_added):
    pictures = {lang: _every_picture(state, public, final_added, lang) for lang in LANGUAGES}
    for name in pictures["en"]:
        assert pictures["en"][name] != pictures["de"][name] != pictures["hu"][name], name
        assert pictures["en"][name] != pictures["hu"][name], name


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_word_is_cut_off(lang, state, public, final_added, monkeypatch):
    cut = []
    original = ImageDraw.ImageDraw.text

    def record(self, xy, value, *args, **kwargs):
        if self.im.mode != "L" and "…" in str(value):
            cut.append(str(value))
        return original(self, xy, value, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", record)
    cards.card_image.cache_clear()
    _every_picture(state, public, final_added, lang)
    assert [c for c in cut if not c.startswith(("Carm", "Car", "Dmit"))] == []


def _floor(size: int) -> int:
    return round(size * SHRINK)


def _width(lang: str, message: str, size: int, **args) -> float:
    return font(size).getlength(text(lang, message, **args))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_labels_fit_their_boxes(lang):
    # the office's name at the foot of its card, in the market and in the hand
    size = legible_size(market.WIDTH)
    s = market._sizes(market.WIDTH - 2 * market.MARGIN, size)
    for w, h in ((s["card_w"], s["card_h"]), (hand.CARD_W, hand.CARD_H)):
        assert _width(lang, "img-card-exchange", _floor(cards.card_name_size(w, h))) <= \
            w - cards.name_margin(w)
    # the hand: the rows' headings, the offices' currencies, the captions, the offers'
    # second lines beside an office's mark, the vizier's line
    for message in ("img-hand-offices", "img-hand-bonus"):
        assert _width(lang, message, _floor(24)) <= hand.HEADING_ROOM // 2
    for message, args in (("img-hand-offices-note", {}),
                          ("img-hand-bonus-scoring", {"keep": "yes"}),
                          ("img-hand-bonus-scoring", {"keep": "no"})):
        name = max(_width(lang, m, 24) for m in ("img-hand-offices", "img-hand-bonus"))
        assert _width(lang, message, _floor(18), **args) <= hand.HEADING_ROOM - name - 16, \
            message
    assert max(font(_floor(20)).getlength(currency_name(c, lang)) for c in CURRENCIES) <= \
        hand.OFFICE_NAMES
    for message in ("img-bonus-hidden", "img-bonus-revealed"):
        assert _width(lang, message, _floor(18)) <= hand.bonus_caption_room()
    for message, args in (("img-hand-extra-action", {}), ("img-hand-of", {"price": 13,
                                                                          "have": 88}),
                          ("img-hand-costs", {"price": 13})):
        assert _width(lang, message, _floor(18), **args) <= hand.MARKED_ROOM, message
    for state in ("img-vizier-ready", "img-vizier-used"):
        words = _width(lang, state, 26)
        assert words <= 300
        for note in ("img-vizier-turn-up", "img-vizier-always-pass", "img-vizier-answered",
                     "img-vizier-now", "img-vizier-nothing-fits"):
            room = hand.WIDTH - 2 * hand.MARGIN - hand.TOKEN - 12 - words - 18
            assert _width(lang, note, _floor(22)) <= room, note
    # the panel's bonus strip label shares the strips' label column
    style = panel.PanelStyle.for_width(960)
    assert _width(lang, "img-panel-bonus", style.label) + style.text * 0.3 <= \
        panel.strip_label_width(style, lang)
    # the market's yards heading; the overview's legend words (one item to a line at most)
    assert _width(lang, "img-yards", round(size * 0.85)) <= market.WIDTH - 2 * market.MARGIN
    for message in ("img-vizier-ready", "img-vizier-used", "img-legend-bonus-hidden",
                    "img-legend-yard"):
        assert _width(lang, message, round(31 * 0.85)) <= 960 - 20 - 31 * 3
    # the scoring table's legend: both items in one line
    small = round(scoring.TEXT * 0.85)
    need = sum(font(small).getlength("+ " + scoring.added_words(m, lang))
               + scoring.TEXT * 2.2 for m in ("building_yards", "bonus_cards"))
    assert need <= scoring.WIDTH - 2 * scoring.MARGIN - 24


def test_the_sample_pictures_can_be_written(tmp_path, yards):
    from rendering.samples import expansion1_examples

    pictures = expansion1_examples()
    assert set(pictures) == {"expansion1-overview.png", "expansion1-market.png",
                             "expansion1-hand.png", "expansion1-scoring.png"}
    for png in pictures.values():
        assert decode(png).width <= 1000


def test_the_overview_counts_buildings_as_the_scoring_does():
    """A garden yard beside a garden with no wall between counts as one more garden, and a
    revealed bonus card whose tile stands counts one more: the leaders strip and the panel
    say 3 gardens, as a scoring would."""
    from engine.alhambra import new_game
    from rendering.overview import leaders
    from rendering.panel import extras_of, stats_of

    state = new_game(3, seed=2, modules=["building_yards", "bonus_cards"])
    players = list(state.players)
    players[0] = players[0].model_copy(update={"alhambra": (
        (0, 0, "fountain"), (1, 0, "garden-10-none"), (2, 0, "yard-garden-1"))})
    state = state.model_copy(update={"players": tuple(players)})
    public = view(state, None)
    fields = dict(public.modules_view["bonus_cards"])
    fields["revealed"] = [["bonus-garden-10"], [], []]
    public = named(public.model_copy(update={"modules_view": {
        **public.modules_view, "bonus_cards": fields}}))
    assert leaders(public)["garden"][0] == 3
    stats = stats_of(public.players[0].alhambra, revealed=extras_of(public, 0).revealed)
    assert stats.counts["garden"] == 3
