"""The caravanserai (expansion 5) in the pictures: a seat's track cards with the marker,
the value and its currency stand in its hand picture and in its panel of the overview; the
value in the hand is a card of its currency with a band of its own. Digits are legible at
phone width (400 pixels); a seat without a caravanserai, or a game without the module,
shows nothing of it."""

from __future__ import annotations

from engine.alhambra import new_game, view
from rendering import render_hand
from rendering.modules.caravanserai import RING, item_card_image, track_image
from rendering.overview import render_overview
from rendering.theme import BONUS_FACE, MIN_DIGIT, PANEL, at_phone, digit_height
from tests.engine.expansion1_helpers import own
from tests.engine.helpers import with_hand
from tests.engine.test_caravanserai import with_card

from .conftest import decode, near


def _has(image, colour, tolerance: int = 20) -> bool:
    colours = {c for _, c in image.convert("RGB").getcolors(image.width * image.height)}
    return any(near(p, colour, tolerance) for p in colours)


def _state():
    state = new_game(3, seed=2, modules=["caravanserai"])
    state = own(state, 0, alhambra=((1, 0, "pavilion-8-none"),))
    state = with_card(state, 0, "caravanserai-6", "denar", 3)  # on its branch to Denar
    return with_card(state, 0, "caravanserai-1", "denar", 4)


def test_the_marker_rings_its_cell_and_the_value_stands_large():
    image = track_image("caravanserai-6", "denar", 3, 44, PANEL)
    assert _has(image, RING)
    plain = track_image("caravanserai-6", "ducat", 0, 44, PANEL)
    assert image.tobytes() != plain.tobytes()


def test_the_hand_shows_the_caravanserais_legibly(drawn_texts):
    state = _state()
    image = decode(render_hand(view(state, 0)))
    assert "Caravanserais" in [t for t, _ in drawn_texts]
    values = [(t, s) for t, s in drawn_texts if t in ("3", "4")]
    assert values and max(at_phone(digit_height(s), image.width) for _, s in values) >= MIN_DIGIT
    drawn_texts.clear()
    without = decode(render_hand(view(with_hand(new_game(3, seed=2), 0, ("denar-3-1",)), 0)))
    assert "Caravanserais" not in [t for t, _ in drawn_texts] and without.height < image.height


def test_the_overview_panel_shows_every_seats_caravanserais(drawn_texts):
    state = _state()
    image = decode(render_overview(view(state, None)))
    assert _has(image, RING)
    digits = [s for t, s in drawn_texts if t == "4"]
    assert any(at_phone(digit_height(s), image.width) >= MIN_DIGIT for s in digits)
    none = own(new_game(3, seed=2, modules=["caravanserai"]), 0,
               alhambra=((1, 0, "pavilion-8-none"),))
    assert decode(render_overview(view(none, None))).height < image.height


def test_the_value_in_the_hand_is_no_plain_money_card():
    card = item_card_image("ducat", 3, 62, 84, PANEL)
    assert _has(card, BONUS_FACE)
