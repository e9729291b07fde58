"""The exchange certificates (expansion 6) in the pictures: the stones left stand under the
money display, each seat's stones in its panel of the overview, and a certificate in the
hand is a card of its currency with a stone on its band (no plain money card). Digits are
legible at phone width (400 pixels); a game without the module shows nothing of it."""

from __future__ import annotations

from engine.alhambra import new_game, view
from rendering import render_hand
from rendering.cards import card_image
from rendering.market import render_market
from rendering.modules.exchange_certificate import certificate_card_image
from rendering.overview import render_overview
from rendering.theme import BONUS_FACE, MIN_DIGIT, PANEL, at_phone, digit_height
from tests.engine.helpers import with_hand
from tests.engine.test_exchange_certificate import holding

from .conftest import decode

EC = "exchange_certificate"


def _state():
    state = new_game(3, seed=2, modules=[EC])
    state = holding(with_hand(state, 0, ("denar-3-1",)), 0, ("ducat", 1, 7))
    return holding(state, 1, ("ducat", 2, 9))


def test_the_money_display_shows_the_stones_left(drawn_texts):
    image = decode(render_market(view(_state(), None)))
    texts = [t for t, _ in drawn_texts]
    assert "Stones left" in texts and texts.count("×2") == 3 * texts.count("×0") > 0
    sizes = [s for t, s in drawn_texts if t == "×0"]
    assert max(at_phone(digit_height(s), image.width) for s in sizes) >= MIN_DIGIT
    drawn_texts.clear()
    plain = decode(render_market(view(new_game(3, seed=2), None)))
    assert "Stones left" not in [t for t, _ in drawn_texts] and plain.height < image.height


def test_the_overview_shows_every_seats_stones(drawn_texts):
    image = decode(render_overview(view(_state(), None)))
    digits = [s for t, s in drawn_texts if t in ("7", "9")]
    assert digits and any(at_phone(digit_height(s), image.width) >= MIN_DIGIT for s in digits)
    none = decode(render_overview(view(new_game(3, seed=2, modules=[EC]), None)))
    assert none.height < image.height


def test_a_certificate_in_the_hand_is_no_plain_money_card(drawn_texts):
    card = certificate_card_image("ducat", 7, 62, 84, PANEL)
    colours = {c for _, c in card.convert("RGB").getcolors(62 * 84)}
    assert BONUS_FACE in colours
    assert card_image("certificate-ducat-1-7", 62, 84, PANEL).tobytes() == card.tobytes()
    assert card.tobytes() != card_image("ducat-7-1", 62, 84, PANEL).tobytes()
    decode(render_hand(view(_state(), 0)))
    assert "7" in [t for t, _ in drawn_texts]
