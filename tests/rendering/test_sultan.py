"""The sultan's cards (expansion 5) in the market picture: a held card's rolled building is
named at least as big as the caption over the cards (legible on a phone), whatever the
name's length and language: long names ("Chambers", "Gemächer") were shrunk to fit a fixed
card and read 6 pixels tall at 400 pixels wide."""

from __future__ import annotations

import pytest

from engine.alhambra import new_game, view
from engine.alhambra.components import BUILDINGS
from engine.alhambra.modules.sultan import OWNED
from rendering import render_market
from rendering.theme import building_name, say
from tests.engine.helpers import rebase

from .conftest import decode


@pytest.mark.parametrize("lang", ["en", "de", "hu"])
def test_every_held_cards_building_is_named_legibly_at_400_pixels(drawn_texts, lang):
    state = new_game(3, seed=4, modules=["sultan"])
    cards = [[f"sultan-{c}-1", b] for c, b in zip(("denar", "dirham", "ducat", "guilder",
                                                    "denar", "dirham"), BUILDINGS, strict=True)]
    state = rebase(state, modules_state={**state.modules_state,
                                         OWNED: [cards[:3], cards[3:], []]})
    public = view(state, None)
    decode(render_market(public, lang=lang))
    names = {building_name(b, lang) for b in BUILDINGS}
    drawn = [(t, s) for t, s in drawn_texts if t in names]
    assert {t for t, _ in drawn} == names
    caption = say(lang, "img-sultan-held", name=public.players[0].name)
    caption_size = next(s for t, s in drawn_texts if t == caption)
    assert [t for t, s in drawn if s < caption_size] == []
