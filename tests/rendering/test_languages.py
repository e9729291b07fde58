"""Every picture in English, German and Hungarian: the words come from the catalogues
(``i18n/<lang>/images.ftl``), differ between the languages, and fit their boxes (a longer
word shrinks a step or wraps; no catalogue word is ever cut off with an ellipsis)."""

from __future__ import annotations

import pytest
from PIL import ImageDraw

from engine.alhambra import view
from engine.alhambra.components import BUILDINGS, CURRENCIES, OTHER_FACE
from engine.alhambra.modules.granada import BUILDINGS as GRANADA_BUILDINGS
from engine.rollwrite import view as rw_view
from engine.rollwrite.data import BUILDINGS as RW_BUILDINGS
from i18n import LANGUAGES, text
from rendering import (
    cards,
    hand,
    market,
    panel,
    render_alhambra,
    render_faces,
    render_hand,
    render_market,
    render_overview,
    render_score_chart,
    render_scoring_table,
    scoring,
    status_line,
)
from rendering.rollwrite import final as rw_final
from rendering.rollwrite import render_final_table, render_score_sheet, render_sheet
from rendering.rollwrite import samples as rw_samples
from rendering.rollwrite import score_sheet as rw_score_sheet
from rendering.rollwrite import sheet as rw_sheet
from rendering.samples import end_of_game, language_example, mid_game, named
from rendering.theme import SHRINK, building_name, currency_name, font, legible_size

from .conftest import decode

OTHERS = [lang for lang in LANGUAGES if lang != "en"]


# --- the states drawn -------------------------------------------------------------------
@pytest.fixture(scope="module")
def games():
    """Mid-game and end-of-game states of the base game, Granada and the combination."""
    found = {}
    for name, players, seed, modules in (("base", 3, 4, ()), ("granada", 4, 1, ("granada",)),
                                         ("combination", 3, 5, ("alhambra_granada",))):
        found[name] = (mid_game(players, seed, modules), end_of_game(players, seed, modules))
    return found


def _alhambra_pictures(mid, end, lang: str) -> dict[str, bytes]:
    public, final = named(view(mid, None)), named(view(end, None))
    seat = public.active_seat
    offer = next(t for t in list(public.second_market.values()) + list(public.market.values())
                 if t is not None)
    return {
        "overview": render_overview(public, lang=lang),
        "overview-end": render_overview(final, lang=lang),
        "market": render_market(public, lang=lang),
        "alhambra": render_alhambra(public.players[seat], tile=offer, active=True, lang=lang),
        "hand": render_hand(view(mid, mid.active_seat), lang=lang),
        "scoring": render_scoring_table(final, chart=True, lang=lang),
        "scoring-1": render_scoring_table(final, round_number=1, lang=lang),
        "chart": render_score_chart(final, lang=lang),
    }


@pytest.fixture(scope="module")
def rw_states():
    return (rw_samples.mid_game(5, 7), rw_samples.end_of_game(5, 7),
            rw_samples.end_of_game(1, 3, opponents=4, beat_them=True),
            rw_samples.end_of_game(3, 2))


def _rw_pictures(states, lang: str) -> dict[str, bytes]:
    mid, end, solo, small = states
    return {
        "sheet": render_sheet(rw_view(mid, 0), lang=lang),
        "sheet-end": render_sheet(rw_view(end, 1), lang=lang),
        "score-sheet": render_score_sheet(rw_view(mid, None), lang=lang),
        "score-sheet-end": render_score_sheet(rw_view(end, None), lang=lang),
        "final": render_final_table(rw_view(end, None), lang=lang),
        "final-solo": render_final_table(rw_view(solo, None), lang=lang),
        "final-3": render_final_table(rw_view(small, None), lang=lang),
    }


@pytest.fixture(scope="module")
def pictures(games, rw_states):
    """Every entry point's picture of every state, in every language: (lang, name) -> PNG."""
    found = {}
    face = sorted(OTHER_FACE)[0]
    for lang in LANGUAGES:
        for game, (mid, end) in games.items():
            for name, png in _alhambra_pictures(mid, end, lang).items():
                found[(lang, f"{game}-{name}")] = png
        for name, png in _rw_pictures(rw_states, lang).items():
            found[(lang, f"rollwrite-{name}")] = png
        found[(lang, "faces")] = render_faces(face, lang=lang)
    return found


def test_every_picture_differs_between_the_languages(pictures):
    names = {name for _, name in pictures}
    assert len(names) >= 30
    for name in sorted(names):
        en, de, hu = (pictures[(lang, name)] for lang in ("en", "de", "hu"))
        assert en != de, f"{name}: the German picture is the English one"
        assert de != hu and en != hu, name
        for lang in LANGUAGES:
            decode(pictures[(lang, name)])  # a real PNG


def test_english_is_the_default(games, rw_states):
    mid, end = games["base"]
    public = named(view(mid, None))
    assert render_overview(public) == render_overview(public, lang="en")
    assert render_hand(view(mid, mid.active_seat)) == render_hand(view(mid, mid.active_seat),
                                                                  lang="en")
    assert render_scoring_table(named(view(end, None))) == render_scoring_table(
        named(view(end, None)), lang="en")
    rw_mid = rw_states[0]
    assert render_sheet(rw_view(rw_mid, 0)) == render_sheet(rw_view(rw_mid, 0), lang="en")
    assert render_score_sheet(rw_view(rw_mid, None)) == render_score_sheet(
        rw_view(rw_mid, None), lang="en")


def test_the_words_drawn_are_the_catalogues(games, drawn_texts):
    """A German overview and scoring table draw German words and no English ones."""
    mid, end = games["granada"]
    render_overview(named(view(mid, None)), lang="de")
    render_scoring_table(named(view(end, None)), chart=True, lang="de")
    render_market(named(view(games["base"][0], None)), lang="de")
    drawn = {t for t, _ in drawn_texts}
    for word in ("Badehaus", "Wohnviertel", "Reserve", "Schlusswertung", "Denar", "Dukat",
                 "Gulden", "Stapel", "Beutel", "Endstand", "Graben"):
        assert any(word in t for t in drawn), word
    for english in ("Bath house", "Residential quarter", "Final scoring", "Ducat", "Guilder",
                    "Deck", "Discard", "Final ranking"):
        assert not any(english in t for t in drawn), english


def test_status_line_speaks_the_language(games):
    mid, end = games["base"]
    public = view(mid, None)
    assert status_line(public, lang="de").startswith("Zug ")
    assert status_line(view(end, None), lang="de").startswith("Spielende")
    assert status_line(view(end, None), lang="hu").startswith("Vége")
    assert status_line(view(end, None)).startswith("Game over")


@pytest.mark.parametrize("lang", OTHERS + ["en"])
def test_no_word_is_cut_off_in_any_picture(lang, games, rw_states, monkeypatch):
    """Drawing every picture of every state: no text ends in an ellipsis (the sample
    players' names are short, so only a catalogue word too long for its box could)."""
    cut = []
    original = ImageDraw.ImageDraw.text

    def record(self, xy, value, *args, **kwargs):
        if self.im.mode != "L" and "…" in str(value):
            cut.append(str(value))
        return original(self, xy, value, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", record)
    cards.card_image.cache_clear()
    for mid, end in games.values():
        _alhambra_pictures(mid, end, lang)
    _rw_pictures(rw_states, lang)
    render_faces(sorted(OTHER_FACE)[0], lang=lang)
    # a long player name may be shortened; nothing else
    assert [c for c in cut if not c.startswith(("Carm", "Dmit"))] == []


# --- every label against its box, for the longest words of each language -------------------
def _widest(lang: str, messages, size: int, **args) -> float:
    return max(font(size).getlength(text(lang, m, **args)) for m in messages)


def _floor(size: int) -> int:
    """The smallest a word in a fixed box may shrink to (:func:`rendering.theme.fit_size`)."""
    return round(size * SHRINK)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_market_words_fit_their_boxes(lang):
    text_size = legible_size(market.WIDTH)
    s = market._sizes(market.WIDTH - 2 * market.MARGIN, text_size)
    # the currency's name in its slot's band, beside its mark
    name_room = s["slot"] - (s["band"] * 0.25 + s["band"] * 0.5 + text_size * 0.25)
    assert max(font(_floor(text_size)).getlength(currency_name(c, lang))
               for c in CURRENCIES) <= name_room
    # the name at the foot of a money card (market and hand sizes)
    for w, h in ((s["card_w"], s["card_h"]), (hand.CARD_W, hand.CARD_H)):
        size = _floor(cards.card_name_size(w, h))
        words = [currency_name(c, lang) for c in CURRENCIES] + [text(lang, "img-card-scoring")]
        assert max(font(size).getlength(n) for n in words) <= w - cards.name_margin(w)
    # "back" over the back of a Granada market tile: between the tiles, inside the slot
    tile = s["tile"]
    size = min(market.back_size(text_size) + 4, s["slot"] - 3 * s["m"] - tile)
    room = s["slot"] - 2 * s["m"] - tile - size
    bx = s["m"] + room // 3 + tile + room // 3
    low, high = market.back_label_room(0, bx, s["slot"], room)
    assert font(round(text_size * market.BACK_LEAST)).getlength(
        text(lang, "img-market-back")) <= high - low


@pytest.mark.parametrize("lang", LANGUAGES)
def test_hand_words_fit_their_boxes(lang):
    assert max(font(_floor(22)).getlength(currency_name(c, lang))
               for c in CURRENCIES) <= hand.NAME_ROOM
    big = ["img-hand-can-pay"]
    assert _widest(lang, big, _floor(22)) <= hand.OFFER_ROOM
    assert font(_floor(22)).getlength(text(lang, "img-hand-exact")) <= hand.OFFER_ROOM - 26
    assert font(_floor(22)).getlength(text(lang, "img-hand-short", missing=88)) <= \
        hand.OFFER_ROOM
    for message, args in (("img-hand-extra-action", {}), ("img-hand-of", {"price": 13,
                                                                          "have": 88}),
                          ("img-hand-costs", {"price": 13})):
        assert font(_floor(18)).getlength(text(lang, message, **args)) <= hand.OFFER_ROOM
    assert _widest(lang, ["img-hand-slot-empty"], _floor(18)) <= hand.EMPTY_ROOM
    assert _widest(lang, ["img-hand-tiles"], _floor(18)) <= hand.TILES_ROOM


@pytest.mark.parametrize("lang", LANGUAGES)
def test_panel_strip_labels_fit_before_their_tiles(lang):
    style = panel.PanelStyle.for_width(960)
    room = panel.strip_label_width(style, lang)
    for word in panel.strip_labels(lang):
        assert font(style.label).getlength(word) + style.text * 0.3 <= room


@pytest.mark.parametrize("lang", LANGUAGES)
def test_scoring_labels_fit_the_label_column(lang, games):
    """Every row's name (buildings of both cities, walls, moats, the combination's terms,
    sums) fits the label column the table reserves for it."""
    small = round(scoring.TEXT * 0.85)
    for game in ("base", "granada", "combination"):
        public = named(view(games[game][1], None))
        for record in public.scorings:
            buildings, others, notes = scoring.table_labels(public, record.round, lang)
            for all_w in (0, round(scoring.TEXT * 2.8)):
                column = scoring.label_column(public, record.round, lang, all_w)
                start = 12 + scoring.TEXT + 10
                for name in buildings:
                    for line in scoring._label_lines(name, small):
                        assert start + font(small).getlength(line) <= column, line
                for name in others:
                    assert start + font(small).getlength(name) <= column + all_w, name
                for note in notes:
                    assert start + font(round(scoring.TEXT * 0.75)).getlength(note) <= \
                        column + all_w
    # Granada's header "in all / cities" over its column
    words = scoring.all_cities_words(lang)
    assert max(font(_floor(round(scoring.TEXT * 0.78))).getlength(w) for w in words) <= \
        round(scoring.TEXT * 2.8) - 4
    names = [building_name(b, lang) for b in (*BUILDINGS, *GRANADA_BUILDINGS)]
    assert all(len(scoring._label_lines(n, small)) <= 2 for n in names)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_rollwrite_words_fit_their_boxes(lang):
    # the final table: building names beside their chips, the other rows' names
    names = [building_name(b, lang) for b in RW_BUILDINGS]
    assert max(font(_floor(21)).getlength(n) for n in names) <= rw_final.CHIP_LABEL_ROOM
    for key, message in rw_final.ROW_NAMES.items():
        base = 26 if key == "total" else 21
        for line in rw_final.label_lines(text(lang, message), base):
            assert font(_floor(base)).getlength(line) <= rw_final.LABEL_ROOM, line
    # the score sheet: building names under their chips (never below 14 px), place rows
    width = rw_score_sheet._column_width() - 6
    size = rw_score_sheet._name_size(width, lang)
    assert size >= 14 and max(font(size).getlength(n) for n in names) <= width
    for place in (1, 2, 3):
        assert font(_floor(rw_score_sheet.SMALL)).getlength(
            text(lang, "img-rw-place-row", place=place)) <= rw_score_sheet.NAME - 24
    for message in ("img-rw-total-head", "img-rw-points-head"):
        assert font(_floor(rw_score_sheet.SMALL)).getlength(text(lang, message)) <= \
            rw_score_sheet.POINTS - 4
    assert font(_floor(rw_score_sheet.SMALL)).getlength(text(lang, "img-rw-imaginary")) <= \
        rw_score_sheet.NAME - 16
    # the sheet: the building names and their counts in a half-width column
    name_w = max(font(rw_sheet.TEXT).getlength(n) for n in names)
    chip = rw_sheet.BOX_LINE - 12
    assert chip + 8 + name_w + 10 + font(rw_sheet.TEXT).getlength("6/6") <= \
        (rw_sheet.WIDTH - 2 * rw_sheet.MARGIN) / 2


@pytest.mark.parametrize("lang", LANGUAGES)
def test_place_names_and_buildings_come_from_the_catalogue(lang):
    assert text(lang, "img-ordinal", place=1) in ("1st", "1.")
    assert building_name("chambers", lang) == {"en": "Chambers", "de": "Gemächer",
                                               "hu": "Palota"}[lang]
    assert currency_name("guilder", lang) == {"en": "Guilder", "de": "Gulden",
                                              "hu": "Gulden"}[lang]
    assert building_name("residential_quarter", lang) == {
        "en": "Residential quarter", "de": "Wohnviertel", "hu": "Lakónegyed"}[lang]


def test_the_german_example_picture_is_german():
    png = language_example("de")
    image = decode(png)
    assert image.width == 960
    assert png != language_example("en")
