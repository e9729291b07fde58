"""Issue 24: the turn post's first picture reads inline. Discord previews a picture in a box
of about 550 x 350 (desktop) or 400 pixels wide (phone), so the glance is never taller than
wide (at most 960 x 720), shows the market, what happened, the scores and whose turn it is
for every kind of game and 2 to 6 players, keeps its digits readable at 400 pixels, fits
its words in every language and draws nothing private."""

from __future__ import annotations

import pytest

from engine.alhambra import view
from engine.alhambra.events import (
    CharacterUsed,
    MoneyTaken,
    Rebuilt,
    ScoringRound,
    TileBought,
    TilePlaced,
)
from i18n import LANGUAGES, text
from rendering import GLANCE_EVENTS, glance, render_glance, render_overview
from rendering.glance import MAX_HEIGHT, WIDTH, glance_height, sizes_for, steps_of
from rendering.samples import ALL_EIGHT, EXPANSION1, after_a_turn, mid_game, with_expansion1
from rendering.theme import MIN_DIGIT, SHRINK, at_phone, digit_height, font
from rendering.tiles import price_digit_height

from .conftest import decode
from .test_pictures import _other_hands

KINDS = {
    "base": (),
    "granada": ("granada",),
    "combination": ("alhambra_granada",),
    "expansion1": EXPANSION1,
    "expansions2-3": ALL_EIGHT,
}


@pytest.fixture(scope="module")
def turns():
    """(kind, players) -> the public view after a turn half-way through a random game and
    that turn's events; expansion 1 with a seat that may still use its vizier (one more
    line) and a long turn post of three turns' events."""
    found = {}
    for kind, modules in KINDS.items():
        for players in range(2, 7):
            public, events = after_a_turn(players, 3, modules)
            if kind == "expansion1":
                public = with_expansion1(public).model_copy(update={"window_seats": (0,)})
            found[(kind, players)] = (public, events)
    return found


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("players", range(2, 7))
def test_the_glance_is_no_taller_than_wide(turns, kind, players):
    public, events = turns[(kind, players)]
    image = decode(render_glance(public, events))
    assert image.width == WIDTH
    assert image.height <= MAX_HEIGHT <= image.width  # 4:3 at most
    assert image.height == glance_height(public, events)
    overview = decode(render_overview(public))
    assert overview.height > 2 * image.height or players == 2  # what it replaces inline


def test_many_turns_at_once_still_fit(turns):
    """A delayed post reports many turns: the earliest steps give way, the height holds."""
    public, events = turns[("expansion1", 6)]
    many = [e for key in turns for e in turns[key][1] if key[0] == "base"] * 3
    assert len(steps_of(many)) > 10
    s = sizes_for(WIDTH)
    assert glance._shown_lines(public, steps_of(many), s, WIDTH - 20, "en")[1]  # some left out
    image = decode(render_glance(public, many))
    assert image.height <= MAX_HEIGHT
    assert render_glance(public, many) != render_glance(public, many[:-10])


def test_what_happened_is_drawn(turns, drawn_texts):
    public, _ = turns[("base", 4)]
    name = public.players[1].name
    tile = next(t for t in public.market.values() if t)
    events = [MoneyTaken(seat=1, cards=(public.display[0],)),
              TileBought(seat=1, slot="denar", tile=tile, cards=(), exact=False),
              TilePlaced(seat=1, tile=tile, x=1, y=0), ScoringRound.model_construct(round=1)]
    assert [(s.seat, s.what) for s in steps_of(events)] == [
        (1, "took"), (1, "bought-built"), (None, "scoring")]
    render_glance(public, events)
    drawn = [t for t, _ in drawn_texts]
    for words in (name, text("en", "img-glance-took"), text("en", "img-glance-bought-built"),
                  text("en", "img-glance-scoring", round=1), text("en", "img-glance-heading")):
        assert words in drawn, words
    assert render_glance(public, events) != render_glance(public)
    for player in public.players:  # every score and name
        assert str(player.score) in drawn and player.name in drawn


def test_a_rebuild_shows_the_tile_taken_out_and_the_tile_built_in():
    swap = Rebuilt(seat=2, x=1, y=0, into="seraglio-4-NE", out="pavilion-6-N")
    assert [s.items for s in steps_of([swap, swap])] == [
        (("tile", "pavilion-6-N"), ("arrow", "→"), ("tile", "seraglio-4-NE"))] * 2
    assert [(s.what, s.items) for s in steps_of([Rebuilt(seat=2, x=1, y=0, out="tower-9-ES")])] \
        == [("reserved", (("tile", "tower-9-ES"),))]


# --- nothing private ----------------------------------------------------------------------------
def test_the_glance_refuses_a_seat_view():
    with pytest.raises(TypeError):
        render_glance(view(mid_game(3, 4), 0))


def test_hands_and_secret_draws_are_never_drawn(turns):
    """Other hands (and a bag in another order) give the same picture; an event that names
    secretly drawn cards (Yammerad's) changes nothing: only :data:`GLANCE_EVENTS` are read."""
    state = mid_game(4, 4)
    other = _other_hands(state)
    other = other.model_copy(update={"bag": tuple(reversed(state.bag))})
    assert [p.hand for p in other.players] != [p.hand for p in state.players]
    assert render_glance(view(other, None)) == render_glance(view(state, None))
    secret = CharacterUsed(seat=0, character="yammerad", cards=tuple(state.deck[:2]))
    assert "character_used" not in GLANCE_EVENTS
    public = view(state, None)
    assert render_glance(public, [secret]) == render_glance(public)


# --- readable at phone width, words that fit -------------------------------------------------
def test_every_number_is_readable_at_phone_width(turns, drawn_texts):
    for key in (("base", 6), ("granada", 4), ("expansion1", 6), ("expansions2-3", 5)):
        public, events = turns[key]
        render_glance(public, events)
    numbers = [(t, size) for t, size in drawn_texts if any(c.isdigit() for c in t)]
    assert numbers
    for value, size in numbers:
        assert at_phone(digit_height(size), WIDTH) >= MIN_DIGIT, (value, size)
    s = sizes_for(WIDTH)
    assert at_phone(price_digit_height(s.item), WIDTH) >= MIN_DIGIT  # a step's tile price


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_word_is_cut_off(lang, turns, drawn_texts):
    """Every kind and seat count in every language, the scores at three digits: nothing
    drawn ends in an ellipsis."""
    for public, events in turns.values():
        rich = public.model_copy(update={"players": tuple(
            p.model_copy(update={"score": 188}) for p in public.players)})
        render_glance(rich, events, lang=lang)
    assert [t for t, _ in drawn_texts if "…" in t] == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_steps_words_fit_half_a_line(lang):
    """A step's words shrink at most to :data:`rendering.theme.SHRINK` in half the width."""
    s = sizes_for(WIDTH)
    room = (WIDTH - 20) // 2
    whats = ["took", "bought", "bought-built", "bought-reserved", "bought-dirk", "built",
             "reserved", "rebuilt", "dirk", "yard", "yard-built", "yard-reserved", "received",
             "received-built", "received-reserved", "heading", "heading-latest"]
    smallest = font(round(s.label * SHRINK))
    for what in whats:
        assert smallest.getlength(text(lang, f"img-glance-{what}")) <= room, what
    for round_number in (1, 2, 3):
        assert smallest.getlength(text(lang, "img-glance-scoring", round=round_number)) <= room
