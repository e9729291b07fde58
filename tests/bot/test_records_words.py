"""How a finished game reads in the history (RB1), for every kind of seat, without a bot:
a computer marked, a person a computer took over from named plainly, a seat taken out."""

from __future__ import annotations

from datetime import UTC, datetime

import bot.alhambra  # noqa: F401 (registers the kind)
from bot.tables.records_words import game_entry, game_label
from bot.tables.registry import kind_named
from storage import FinishedGame, Result

FINISHED = datetime(2026, 11, 28, 20, 15, tzinfo=UTC)


def _game() -> FinishedGame:
    results = (
        Result(1, "🤖 Computer (hard)", None, "hard", 121, 1, False),
        Result(0, "ana", 11, None, 98, 2, False),
        Result(2, "ben", 12, "medium", 98, 2, True),   # a computer played on for ben
        Result(3, "cem", 13, None, 40, 4, True),       # cem was taken out for good
        Result(4, "🤖 Computer (easy)", None, "easy", 30, 4, True),  # a computer taken out
    )
    return FinishedGame(7, "alhambra", {"rules": {"modules": ["granada"]}}, 1, 2, 3, None,
                        FINISHED, results)


def test_every_seat_reads_as_people_see_it():
    entry = game_entry(kind_named("alhambra"), _game(), "en").split("\n")
    assert entry[0] == f"**<t:{int(FINISHED.timestamp())}:d>** · Granada · <#3>"
    assert entry[1:] == [
        "🥇 🤖 Computer (hard) · 121",
        "🥈 ana · 98",
        "🥈 ben (left, a computer played on) · 98",
        "4. cem (left the game) · 40",
        "4. 🤖 Computer (easy) (left the game) · 30",
    ]
    assert "<@" not in "\n".join(entry)  # names, never mentions


def test_a_menu_entry_is_a_plain_date_and_the_players():
    label = game_label(_game(), "de")
    assert label == "2026-11-28: 🤖 Computer (hard), ana, ben, cem, 🤖 Computer (easy)"
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
