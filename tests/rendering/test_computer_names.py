"""Computers' names in every picture that draws names (issue 38, bot.tables.seats CN1): a
computer is named by its level, numbered from the second of a level ("🤖 Közepes 5"), and no
picture cuts such a name: the glance, the overview (its panels and "who leads each
building"), the scoring table and final chart, the statistics, the replay, an invasion and
Roll & Write's sheet, score sheet, final table, statistics and replay, in English, German and
Hungarian, with the widest names a table can have.

A picture shortens a word with ``rendering.theme.fit`` (an ellipsis); the check records every
such cut of a text holding a computer's mark, wherever it happens."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest

from engine import rollwrite
from engine.alhambra import apply, everything, new_game, view
from engine.alhambra.random_play import choose, start_choice
from i18n import text
from records.replay import alhambra_frames, rollwrite_frames
from records.rw_statistics import rollwrite_statistics
from records.statistics import statistics
from rendering import theme
from rendering.glance import render_glance
from rendering.overview import render_overview
from rendering.replay import frame_images
from rendering.rollwrite.final import render_final_table
from rendering.rollwrite.replay import render_rollwrite_replay
from rendering.rollwrite.score_sheet import render_score_sheet
from rendering.rollwrite.sheet import render_sheet
from rendering.rollwrite.statistics import render_rollwrite_statistics
from rendering.scoring import render_scoring_table
from rendering.statistics import render_statistics

from .name_cuts import record_name_cuts

LANGUAGES = ("en", "de", "hu")
LEVELS = ("easy", "medium", "hard")
START = datetime(2026, 1, 1, tzinfo=UTC)


def computer_name(lang: str, level: str, number: int) -> str:
    """As the bot names a seat (bot.tables.seats.level_name), from the catalogue."""
    words = text(lang, f"seats-name-{level}")
    if number == 1:
        return text(lang, "seats-computer-name", level=words)
    return text(lang, "seats-computer-name-numbered", level=words, number=number)


def widest_names(lang: str, players: int) -> list[str]:
    """A person and the rest computers of the level with the widest name, numbered."""
    level = max(LEVELS, key=lambda lv: theme.text_width(computer_name(lang, lv, 2), 40))
    return ["Ana"] + [computer_name(lang, level, n) for n in range(1, players)]


def test_every_computer_name_is_short_distinct_and_shows_its_level():
    for lang in LANGUAGES:
        names = [computer_name(lang, level, n) for level in LEVELS for n in range(1, 6)]
        assert len(set(names)) == len(names)
        assert all(len(name) <= 16 and name.startswith("🤖 ") for name in names)
        for level in LEVELS:
            assert text(lang, f"seats-name-{level}").lower() == \
                text(lang, f"seats-level-{level}")


@pytest.fixture
def cuts(monkeypatch):
    """Every cut of a text holding a computer's mark, by any picture: (text, shown)."""
    return record_name_cuts(monkeypatch)


def _game(names: list[str], seed: int, modules=()):
    state = first = new_game(names, seed=seed, modules=list(modules))
    rng, now, log, states = random.Random(seed), START, [], [first]
    while not state.is_over:
        window = state.flow.window_seats
        kept = start_choice(state, window)
        if kept is not None:
            seat, action = kept
        else:
            seat = rng.choice(window) if window else state.active_seat
            action = choose(state, seat, rng, 0.0)
        state, _ = apply(state, seat, action)
        now += timedelta(minutes=rng.randrange(1, 300))
        log.append((seat, action, now))
        states.append(state)
    return first, log, states


def _alhambra_pictures(names: list[str], lang: str, seed: int, modules=()) -> None:
    first, log, states = _game(names, seed, modules)
    middle = next(s for s in states if len(s.scorings) == 1)
    for state in (middle, states[-1]):
        render_glance(view(state, None), lang=lang)
        render_overview(view(state, None), lang=lang)
    render_scoring_table(view(states[-1], None), chart=True, lang=lang)
    render_statistics(statistics(first, log, started_at=START), lang=lang)
    frames = alhambra_frames(first, [(seat, action) for seat, action, _ in log])
    frame_images([frames[0], frames[len(frames) // 2], frames[-1]], lang=lang)


def _rollwrite_pictures(names: list[str], lang: str, seed: int) -> None:
    state = first = rollwrite.new_game(names, seed=seed)
    rng, now, log = random.Random(seed), START, []
    while not state.is_over:
        seat = rng.choice(state.active_seats)
        action = rng.choice(list(rollwrite.legal_actions(state, seat)))
        state, _ = rollwrite.apply(state, seat, action)
        now += timedelta(minutes=rng.randrange(1, 300))
        log.append((seat, action, now))
    public = rollwrite.view(state, None)
    render_sheet(public, len(names) - 1, lang=lang)
    render_score_sheet(public, lang=lang)
    render_final_table(public, lang=lang)
    render_rollwrite_statistics(rollwrite_statistics(first, log, started_at=START), lang=lang)
    frames = rollwrite_frames(first, [(seat, action) for seat, action, _ in log])
    render_rollwrite_replay([frames[0], frames[-1]], lang=lang)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_picture_cuts_a_computers_name(cuts, lang):
    _alhambra_pictures(widest_names(lang, 6), lang, seed=43)
    _alhambra_pictures(widest_names(lang, 3), lang, seed=22)
    _rollwrite_pictures(widest_names(lang, 5), lang, seed=5)
    _rollwrite_pictures(widest_names(lang, 3), lang, seed=3)
    assert cuts == []


def test_no_module_picture_cuts_a_computers_name(cuts):
    """Every module at once (an invasion, an auction, building sites... name seats too)."""
    _alhambra_pictures(widest_names("hu", 6), "hu", seed=43, modules=everything())
    _alhambra_pictures(widest_names("en", 3), "en", seed=22, modules=everything())
    assert cuts == []


def test_the_check_sees_a_cut_name(cuts):
    """The names before issue 38 were cut (so the check above can fail)."""
    names = ["Ana", "🤖 Computer (medium)", "🤖 Computer 2 (medium)", "🤖 Computer 3 (medium)"]
    _, _, states = _game(names, 7)
    render_overview(view(states[-1], None), lang="en")
    assert any(words.startswith("⚙ Computer") for words, _ in cuts)
