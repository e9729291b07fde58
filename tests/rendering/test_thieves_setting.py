"""The hand picture's note on the vizier for a seat the window between two turns asks
(V5: every seat whose vizier might act is asked): it says the truth for that seat's own
cards, as the panel does ("nothing fits"), and nothing of "now" once the vizier is set to
always pass (the seat is then asked for its thieves only)."""

from __future__ import annotations

from engine.alhambra import view
from i18n import LANGUAGES, text
from rendering import render_hand
from rendering.hand import vizier_words
from rendering.samples import named
from tests.engine.helpers import with_hand
from tests.engine.test_thieves import shared_window


def _notes(texts) -> set[str]:
    return {t for t, _ in texts}


def test_an_asked_seat_that_cannot_pay_exactly_is_not_told_it_may_use_its_vizier_now(
        drawn_texts):
    after, nxt, thief, mover = shared_window()
    assert nxt in after.flow.window_seats
    render_hand(named(view(after, nxt)))  # it pays the pavilion exactly
    assert text("en", "img-vizier-now") in _notes(drawn_texts)
    poor = with_hand(after, nxt, ("denar-2-1",))
    assert nxt in poor.flow.window_seats  # asked all the same (V5)
    drawn_texts.clear()
    render_hand(named(view(poor, nxt)))
    drawn = _notes(drawn_texts)
    assert text("en", "img-vizier-nothing-fits") in drawn
    assert text("en", "img-vizier-now") not in drawn
    for lang in LANGUAGES:
        assert vizier_words(view(poor, nxt), True, lang)[1] == \
            text(lang, "img-vizier-nothing-fits")
        assert vizier_words(view(after, nxt), True, lang)[1] == text(lang, "img-vizier-now")


def test_a_seat_asked_for_its_thieves_whose_vizier_always_passes_is_told_so():
    after, nxt, thief, mover = shared_window()
    seat_view = view(after, thief)
    vizier = {**seat_view.modules_view["vizier"], "always_pass": True}
    passing = seat_view.model_copy(update={"modules_view": {**seat_view.modules_view,
                                                            "vizier": vizier}})
    assert thief in passing.window_seats
    assert vizier_words(passing, True, "en")[1] == text("en", "img-vizier-always-pass")
