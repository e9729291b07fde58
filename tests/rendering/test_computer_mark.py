"""A computer player's 🤖 in the pictures (issue 28, CS6): the bundled font has no emoji, so
the mark is drawn as a gear, never dropped, in every picture that shows players' names."""

from __future__ import annotations

import io
import random

from PIL import Image, ImageChops

from engine.alhambra import view
from engine.alhambra.random_play import play_random_game
from rendering.glance import render_glance
from rendering.scoring import render_scoring_table
from rendering.theme import DRAWN_COMPUTER_MARK, player_name, printable


def test_the_robot_is_drawn_as_the_fonts_mark_and_never_dropped():
    assert printable("🤖 Computer (hard)") == f"{DRAWN_COMPUTER_MARK} Computer (hard)"
    assert player_name("🤖", 2) == DRAWN_COMPUTER_MARK
    assert printable("ana 🎲") == "ana"  # other emoji are still left out


def _named(state, names):
    players = tuple(p.model_copy(update={"name": n}) for p, n in zip(state.players, names,
                                                                     strict=True))
    return state.model_copy(update={"players": players})


def test_the_glance_and_the_scoring_show_the_mark():
    state, _ = play_random_game(3, 7, random.Random(7))
    plain = _named(state, ["ana", "Computer (hard)", "Gép (nehéz)"])
    marked = _named(state, ["ana", "🤖 Computer (hard)", "🤖 Gép (nehéz)"])
    for draw in (render_glance, lambda v: render_scoring_table(v, chart=True)):
        one, other = (Image.open(io.BytesIO(draw(view(s, None)))).convert("RGB")
                      for s in (plain, marked))
        assert one.size != other.size or ImageChops.difference(one, other).getbbox()
