"""Expansion 5's new scoring tiles in the pictures: the market picture shows the three tiles
under the money (their numbers and words legible at 400 pixels, the next scoring's marked
"now"); the scoring table's building rows stand in the round's tile order, with the lines
saying so; without the module nothing changes."""

from __future__ import annotations

from engine.alhambra import new_game, view
from engine.alhambra.endturn import scoring_round
from engine.alhambra.modules.new_scoring_tiles import KEY, SCORING_TILES
from rendering import render_market, render_scoring_table
from rendering.scoring import table_labels
from rendering.theme import MIN_DIGIT, at_phone, digit_height
from tests.engine.expansion1_helpers import own
from tests.engine.helpers import rebase

from .conftest import decode

NAME = "new_scoring_tiles"
TILES = ["score-tile-16", "score-tile-1", "score-tile-2"]
EXPANSION_4 = ["treasure_chamber", "master_builders", "invaders", "bazaars"]


def _state(modules=(NAME,)):
    state = new_game(3, seed=4, modules=list(modules))
    return rebase(state, modules_state={**state.modules_state, KEY: TILES})


def test_the_market_shows_the_three_tiles_legible_at_400_pixels(drawn_texts):
    plain = decode(render_market(view(new_game(3, seed=4), None)))
    image = decode(render_market(view(_state(), None)))
    assert image.height > plain.height
    texts = [t for t, _ in drawn_texts]
    assert "Scoring tiles" in texts
    assert "Scoring 1 · now" in texts and "Scoring 2" in texts and "Scoring 3" in texts
    numbers = [(t, s) for t, s in drawn_texts if t in {"1", "2", "3", "4", "5", "6"}]
    assert len(numbers) >= 6
    assert [t for t, s in numbers if at_phone(digit_height(s), image.width) < MIN_DIGIT] == []


def test_the_tiles_show_with_expansion_4_in_german(drawn_texts):
    image = decode(render_market(view(_state([NAME, *EXPANSION_4]), None), lang="de"))
    texts = [t for t, _ in drawn_texts]
    assert "Wertungskärtchen" in texts and "1. Wertung · jetzt" in texts
    assert image.width == 900


def test_the_scoring_table_lists_the_buildings_in_the_tiles_order():
    state = own(_state(), 0, alhambra=((1, 0, "tower-11-N"),))
    scored = scoring_round(state, 1, [])
    public = view(scored, None)
    buildings, _, _ = table_labels(public, 1, "en")
    names = {"pavilion": "Pavilion", "seraglio": "Seraglio", "arcades": "Arcades",
             "chambers": "Chambers", "garden": "Garden", "tower": "Tower"}
    assert buildings == [names[b] for b in SCORING_TILES[TILES[0]]]
    base = view(scoring_round(own(new_game(3, seed=4), 0, alhambra=()), 1, []), None)
    assert table_labels(base, 1, "en")[0][0] == "Pavilion"


def test_the_scoring_table_says_the_tile_orders_its_rows(drawn_texts):
    scored = scoring_round(_state(), 2, [])
    render_scoring_table(view(scored, None), lang="hu")
    texts = [t for t, _ in drawn_texts]
    assert "2. értékelőlapka: ez adja a sorok rendjét." in texts
