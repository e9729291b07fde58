"""How a finished game reads in the history (RB1), for every kind of seat, without a bot:
a computer marked, a person a computer took over from named plainly, a seat taken out."""

from __future__ import annotations

from dataclasses import replace
from datetime import UTC, datetime

import pytest

import bot.alhambra  # noqa: F401 (registers the kind)
from bot.tables.records_words import game_entry, game_label
from bot.tables.registry import kind_named
from storage import FinishedGame, Result

FINISHED = datetime(2026, 11, 28, 20, 15, tzinfo=UTC)


def _game(*, old_names: bool = False) -> FinishedGame:
    """A game of every kind of seat (``old_names``: its computers named as before issue
    38, as a game finished then keeps them)."""
    hard, easy = ("🤖 Computer (hard)", "🤖 Gép 2 (könnyű)") if old_names \
        else ("🤖 Hard", "🤖 Easy 2")
    results = (
        Result(1, hard, None, "hard", 121, 1, False, rated_place=1),
        Result(0, "ana", 11, None, 98, 2, False, rated_place=2),
        Result(2, "ben", 12, "medium", 98, 2, True, rated_place=3),  # a computer played on
        Result(3, "cem", 13, None, 40, 4, True, rated_place=3),  # taken out for good
        Result(4, easy, None, "easy", 30, 4, True, rated_place=3),  # a computer taken out
    )
    return FinishedGame(7, "alhambra", {"rules": {"modules": ["granada"]}}, 1, 2, 3, None,
                        FINISHED, results)


@pytest.mark.parametrize("old_names", [False, True])
def test_every_seat_reads_as_people_see_it(old_names):
    entry = game_entry(kind_named("alhambra"), _game(old_names=old_names), "en").split("\n")
    assert entry[0] == f"**<t:{int(FINISHED.timestamp())}:d>** · Granada · <#3>"
    assert entry[1:] == [
        "🥇 🤖 Hard · 121",
        "🥈 ana · 98",
        "🥈 ben (left, a computer played on) · 98",
        "4. cem (left the game) · 40",
        "4. 🤖 Easy 2 (left the game) · 30",
        # RB6: seats were left, so the places the leaderboard counted follow
        "On the leaderboard whoever left counts last: 1. 🤖 Hard, 2. ana, 3. ben, 3. cem,"
        " 3. 🤖 Easy 2",
    ]
    assert "<@" not in "\n".join(entry)  # names, never mentions


def test_a_game_nobody_left_or_that_changed_no_rating_has_no_leaderboard_note():
    stayed = replace(_game(), results=tuple(replace(r, left=False) for r in _game().results))
    assert "leaderboard" not in game_entry(kind_named("alhambra"), stayed, "en")
    unrated = replace(_game(), results=tuple(replace(r, rated_place=None)
                                             for r in _game().results))
    assert "leaderboard" not in game_entry(kind_named("alhambra"), unrated, "en")
    german = game_entry(kind_named("alhambra"), _game(), "de").split("\n")[-1]
    assert german.startswith("In der Rangliste zählt, wer ausgestiegen ist, als Letzter: 1.")


def test_a_menu_entry_is_a_plain_date_and_the_players():
    # a name is read as stored (its table's language); an old computer name in its short
    # form, in the reader's language (CN2)
    assert game_label(_game(), "de") == "2026-11-28: 🤖 Hard, ana, ben, cem, 🤖 Easy 2"
    assert game_label(_game(old_names=True), "de") == \
        "2026-11-28: 🤖 Schwer, ana, ben, cem, 🤖 Leicht 2"
    assert len(game_label(_game(), "hu")) <= 100


def _long_game(game_id: int) -> FinishedGame:
    """Six people with 32-character names who all left to computers, with every module."""
    from engine.alhambra import everything

    names = ["Bartholomäus Grünwald-Stöckleinn", "Csenge Kovácsné Szentgyörgyvárin",
             "Dorothea Maximiliane Zauberfeldt", "Előd Hajdúszoboszlói-Nagyváradii",
             "Friedrich Wilhelm von Hohenzolle", "Anastasia Wolkenkratzer-Ölberg 🏰"]
    results = tuple(Result(n, name, 100 + n, "medium", 150 - n, n + 1, True)
                    for n, name in enumerate(names))
    return FinishedGame(game_id, "alhambra", {"rules": {"modules": everything()}}, 1, 2,
                        3 + game_id, None, FINISHED, results)


def test_a_page_of_long_games_fits_discords_description_with_each_game_whole():
    """Issue 36 (RB4): five games of six long names with every module in German pass the
    4,096 characters of an embed's description; the page then shortens each game's list of
    modules (the game's own statistics list them all), never a player or a score."""
    from bot.tables.history import _page_text

    kind = kind_named("alhambra")
    games = [_long_game(n) for n in range(5)]
    whole = "\n\n".join(game_entry(kind, g, "de") for g in games)
    assert len(whole) > 4096  # the case itself: in full it would not fit
    page = _page_text(kind, games, "<@1>", "de")
    assert len(page) <= 4096
    for game in games:  # every player of every game, with their score
        assert f"<#{game.thread_id}>" in page
        for result in game.results:
            assert f"{result.name} (ausgestiegen, ein Computer hat weitergespielt) · " \
                   f"{result.score}" in page
    assert page.count("…") == 5  # each game's modules shortened, visibly
    assert _page_text(kind, games[:2], None, "de") == "\n\n".join(
        game_entry(kind, g, "de") for g in games[:2])  # what fits stays whole
