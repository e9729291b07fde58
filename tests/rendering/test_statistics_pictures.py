"""The statistics pictures (issue 29): in every language, for 2 to 6 players, every label
whole in its column at a size readable at phone width, every value in its cell, a computer's
🤖 drawn as its mark, and the best value of a row marked."""

from __future__ import annotations

import io
from functools import cache

import pytest
from PIL import Image, ImageChops

from engine.alhambra import everything
from records.rw_statistics import rollwrite_statistics
from records.statistics import statistics
from rendering.rollwrite.statistics import render_rollwrite_statistics, rollwrite_rows
from rendering.statistics import (
    LABEL_FLOOR,
    LABEL_SHARE,
    MARGIN,
    TEXT,
    WIDTH,
    _best,
    _label_lines,
    _label_room,
    alhambra_rows,
    module_rows,
    render_module_statistics,
    render_statistics,
    time_row,
)
from rendering.theme import at_phone, digit_height, fit_size, text_width
from tests.records.games import START, logged_game, logged_rollwrite

LANGS = ("en", "de", "hu")


def _named(state, names):
    players = tuple(p.model_copy(update={"name": n}) for p, n in zip(state.players, names,
                                                                     strict=True))
    return state.model_copy(update={"players": players})


@cache
def alhambra(players: int, modules: tuple[str, ...] = (), computer: bool = True):
    initial, _, log, _ = logged_game(players, 7, modules)
    names = ["ana", "🤖 Computer (hard)" if computer else "Computer (hard)",
             "Benedikt Müller-Lüdenscheidt", "cem", "Dóra Kovácsné", "eva"][:players]
    return statistics(_named(initial, names), log, started_at=START)


@cache
def rollwrite(players: int):
    initial, _, log, _ = logged_rollwrite(players, 7)
    names = ["ana", "🤖 Computer (hard)", "Benedikt Müller", "cem", "Dóra"][:players]
    return rollwrite_statistics(_named(initial, names), log, started_at=START)


def _image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players, modules", [(2, ()), (6, ("alhambra_granada",)),
                                              (3, ("granada",))])
def test_every_label_and_value_fits_readably(lang, players, modules):
    found = alhambra(players, modules)
    _fits(alhambra_rows(found, lang), players)
    assert _image(render_statistics(found, lang=lang)).width == WIDTH


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players", [1, 2, 5])
def test_every_roll_and_write_label_and_value_fits_readably(lang, players):
    found = rollwrite(players)
    _fits(rollwrite_rows(found, lang), players)
    assert _image(render_rollwrite_statistics(found, lang=lang)).width == WIDTH


def _fits(rows, players, most: int = 2):
    x0 = MARGIN + round((WIDTH - 2 * MARGIN) * LABEL_SHARE)
    column = (WIDTH - 2 * MARGIN - round((WIDTH - 2 * MARGIN) * LABEL_SHARE) - 10) / players
    for row in rows:
        if row.heading:
            continue
        size, lines = _label_lines(row.label, TEXT, _label_room(row, x0))
        assert size >= LABEL_FLOOR and len(lines) <= most, row.label
        assert not any("…" in line for line in lines), row.label
        assert all(text_width(line, size) <= _label_room(row, x0) for line in lines), row.label
        for cell in row.cells:
            assert text_width(cell, fit_size(cell, TEXT, column - 8)) <= column - 8, cell
            assert at_phone(digit_height(fit_size(cell, TEXT, column - 8)), WIDTH) >= 9, cell


def test_a_computer_is_marked_and_the_words_are_the_languages():
    plain, marked = alhambra(2, computer=False), alhambra(2)
    one, other = _image(render_statistics(plain)), _image(render_statistics(marked))
    assert one.size != other.size or ImageChops.difference(one, other).getbbox()
    pictures = [_image(render_statistics(marked, lang=lang)) for lang in LANGS]
    for first, second in ((0, 1), (0, 2), (1, 2)):
        a, b = pictures[first], pictures[second]
        assert a.size != b.size or ImageChops.difference(a, b).getbbox()


def test_the_best_value_of_a_row_is_marked_and_times_keep_one_unit():
    rows = alhambra_rows(alhambra(3), "en")
    score = rows[0]
    assert _best(score) == {score.numbers.index(max(score.numbers))}
    times = time_row("stats-per-turn", (45.0, 3 * 3600.0, None), "en")
    assert times.label == "Hours per turn (average)"
    assert times.cells == ("0.0", "3.0", "–")
    assert _best(times) == {0}  # the fastest
    assert time_row("stats-per-turn", (30.0, 50.0), "de").label.startswith("Sekunden")


@pytest.mark.parametrize("lang, heading", [
    ("en", "Buildings built (the 3 starting buildings included)"),
    ("de", "Angekreuzte Gebäude (die 3 Startgebäude mitgezählt)"),
    ("hu", "Áthúzott épületek (a 3 kezdő épülettel együtt)")])
def test_roll_and_write_buildings_built_are_the_final_tables_and_say_so(lang, heading):
    """Issue 38: the final table said "4 built" where the statistics said 3 crossed: both
    count the starting buildings now, and the heading says so, whole within the table."""
    initial, final, log, _ = logged_rollwrite(3, 7)
    found = rollwrite_statistics(initial, log, started_at=START)
    rows = rollwrite_rows(found, lang)
    at = next(i for i, row in enumerate(rows) if row.heading and row.label == heading)
    assert text_width(heading, round(TEXT * 0.9)) <= WIDTH - 2 * MARGIN - 28
    buildings = rows[at + 1:at + 7]
    assert [row.building for row in buildings] == list(final.players[0].counts)
    for row in buildings:
        assert row.numbers == tuple(final.counts_of(s)[row.building] for s in range(3))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("players", [2, 6])
def test_every_modules_figures_fit_readably(lang, players):
    """Issue 38: a picture of the modules' own figures, a section under each module's title;
    a long figure's label may take a third line, never more, and is never cut."""
    found = alhambra(players, tuple(everything()))
    rows = module_rows(found, lang)
    titles = [row.label for row in rows if row.heading]
    assert len(titles) == len(found.modules) > 10
    assert len(rows) == len(titles) + sum(len(m.rows) for m in found.modules)
    _fits(rows, players, most=3)
    image = _image(render_module_statistics(found, lang=lang))
    assert image.width == WIDTH
    with pytest.raises(ValueError):
        render_module_statistics(alhambra(3), lang=lang)  # no module: no picture
    assert [m.module for m in alhambra(2).modules] == ["dirk"]  # two play with Dirk


def test_a_computers_time_per_turn_is_a_dash():
    initial, _, log, _ = logged_game(3, 7)
    found = statistics(initial, log, started_at=START, computers={1: 0})
    [times] = [row for row in alhambra_rows(found, "en") if row.label.endswith("(average)")]
    assert times.cells[1] == "–" and times.cells[0] != "–"
