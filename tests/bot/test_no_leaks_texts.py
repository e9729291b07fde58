"""The thread's log tells no secret: each line of a whole random game of every module set
reads the same whatever the hands, the deck, the bag and the hidden cards hold (so it
reads only what the table sees; the engine's events name no secret card, see
tests/engine/test_no_leaks.py); Yammerad's line says how many cards were drawn, never
which, and the drawer alone is told which; an answer in the window between two turns
reads the same whether it is a pass or an act that waits."""

from __future__ import annotations

import pytest

from bot.alhambra import KIND
from bot.alhambra.texts import cards_text, event_line
from engine.alhambra import GameState, apply
from engine.alhambra.actions import UseYammerad
from engine.alhambra.events import CharacterUsed, VizierWaiting, WindowAnswered
from i18n import text

from ..engine.helpers import with_hand
from ..engine.test_characters import game, give
from ..engine.test_no_leaks import GAMES, play
from ..engine.test_thieves import with_display
from .test_alhambra_languages import as_game

LANGS = ("en", "de", "hu")


def blinded(state: GameState) -> GameState:
    """``state`` with every secret changed: empty hands, the deck and the bag reversed, no
    thieves or bonus cards in hand, the yards' stacks and the invaders' decks turned round."""
    data = dict(state.modules_state)
    for key in ("thieves.hands", "bonus_cards.hands"):
        if key in data:
            data[key] = [[] for _ in data[key]]
    for key in ("invaders.deck", "invaders.scouts"):  # the invader cards, face down
        if key in data:
            data[key] = list(reversed(data[key]))
    if "building_yards.stacks" in data:
        data["building_yards.stacks"] = {b: list(reversed(stack)) for b, stack
                                         in data["building_yards.stacks"].items()}
    return state.model_copy(update={
        "players": tuple(p.model_copy(update={"hand": ()}) for p in state.players),
        "deck": tuple(reversed(state.deck)), "bag": tuple(reversed(state.bag)),
        "modules_state": data})


@pytest.mark.parametrize(("modules", "players"), GAMES)
def test_every_log_line_reads_only_what_the_table_sees(modules, players):
    lines = 0

    def check(before, action, after, events):
        nonlocal lines
        names = [p.name for p in before.players]
        blind = blinded(before)
        for event in events:
            line = event_line(event, names, before, modules=before.options.modules)
            assert line == event_line(event, names, blind, modules=before.options.modules), \
                event
            lines += line is not None

    play(modules, players, 5, check)
    assert lines > 100


@pytest.mark.parametrize("lang", LANGS)
def test_yammerads_line_says_how_many_were_drawn_never_which(lang):
    names = ["Ana", "Bo", "Cy"]
    line = event_line(CharacterUsed(seat=0, character="yammerad", drawn=1), names, lang=lang)
    assert line.startswith("🎭 Ana") and "Yammerad" in line
    assert not any(ch.isdigit() for ch in line)  # no value, no currency: "a card"
    # a log stored before named the card: it is only counted now
    old = event_line(CharacterUsed(seat=0, character="yammerad", cards=("denar-5-1",)),
                     names, lang=lang)
    assert old == line
    none = event_line(CharacterUsed(seat=0, character="yammerad"), names, lang=lang)
    assert none != line and not any(ch.isdigit() for ch in none)


@pytest.mark.parametrize("lang", LANGS)
def test_the_drawer_alone_is_told_which_card_yammerad_drew(lang):
    state = game()
    seat = state.active_seat
    state = give(state, seat, "yammerad")
    state = with_hand(state, seat, ("denar-5-1", "dirham-2-1"))
    state = with_display(state, ("ducat-4-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"),
                         top=("guilder-7-1",))
    after, events = apply(state, seat, UseYammerad())
    note = KIND.next_step(as_game(after), seat, events, lang)
    assert note == text(lang, "alhambra-next-yammerad",
                        cards=cards_text(("guilder-7-1",), lang=lang))
    public = event_line(events[0], ["Ana", "Bo", "Cy"], state, lang=lang)
    assert "7" not in public


@pytest.mark.parametrize("lang", LANGS)
def test_a_pass_and_a_waiting_act_read_alike(lang):
    """The engine tells both as ``window_answered``; a stored ``vizier_waiting`` (which
    said the seat could act) now reads the same."""
    names = ["Ana", "Bo", "Cy"]
    for modules in ((), ("thieves",), ("vizier", "thieves")):
        answered = event_line(WindowAnswered(seat=1), names, modules=modules, lang=lang)
        assert answered and "Bo" in answered
        assert event_line(VizierWaiting(seat=1), names, modules=modules, lang=lang) == answered
