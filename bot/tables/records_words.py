"""How a finished game and a leaderboard read (``/<kind> records history``, ``leaderboard``),
in the reader's language, short lines for a phone.

A game is a heading (its date as a Discord timestamp, so each reader sees their own date
and time zone; its rule modules as the kind says them; a link to its thread) and one line
per seat, best place first: medal or place, name, score. RB1: a computer is marked 🤖; a
person a computer took over from is shown as the person, plainly, with "(left, a computer
played on)", and a person (or a computer seat) taken out for good with "(left the game)";
the game's results keep who left, so nobody's record gains a stranger's game. RB7: where a
seat was left, a last line says the places the leaderboard counted (a leaver last), and the
board says of each player how many of their games they left or someone else left.
"""

from __future__ import annotations

from datetime import datetime
from typing import TYPE_CHECKING

from bot.limits import SELECT_OPTION_TEXT, fit
from i18n import text

from .kind import TableKind
from .seats import MARK, level_name, short_name

if TYPE_CHECKING:
    from storage import FinishedGame, Result, Standing

MEDALS = {1: "🥇", 2: "🥈", 3: "🥉"}


def when(moment: datetime) -> str:
    """A date every reader sees in their own calendar and time zone."""
    return f"<t:{int(moment.timestamp())}:d>"


def day(moment: datetime) -> str:
    """A date as plain text (where Discord shows no timestamps: a menu's entries)."""
    return moment.date().isoformat()


def marked(name: str) -> str:
    return name if name.startswith(MARK) else f"{MARK} {name}"


def result_name(result: Result, lang: str) -> str:
    """A seat's name as stored with the game's results (an old computer's name in its short
    form: CN2)."""
    return short_name(result.name, result.computer, lang) if result.user_id is None \
        else result.name


def seat_name(result: Result, lang: str) -> str:
    """RB1: a computer marked, a person who left named plainly and said to have left."""
    name = result_name(result, lang)
    if result.left and result.user_id is None:  # a computer seat taken out of the game
        return text(lang, "records-left", name=marked(name))
    if result.left:
        note = "records-left-computer" if result.computer else "records-left"
        return text(lang, note, name=name)
    if result.computer:
        return marked(name)
    return name


def place_mark(place: int) -> str:
    return MEDALS.get(place, f"{place}.")


def game_entry(kind: TableKind, game: FinishedGame, lang: str,
               rules_room: int | None = None) -> str:
    """One finished game: its heading, then a line per seat (the rules in at most
    ``rules_room`` characters: a game with every module names 26 of them; picked from the
    history, its statistics name them all)."""
    rules = kind.rules_summary(game.options, lang)
    if rules_room is not None:
        rules = fit(rules, rules_room)
    heading = [f"**{when(game.finished_at)}**", rules[:1].upper() + rules[1:]]
    if game.thread_id is not None:
        heading.append(f"<#{game.thread_id}>")
    lines = [" · ".join(part for part in heading if part)]
    lines += [text(lang, "records-seat", place=place_mark(r.place), name=seat_name(r, lang),
                   score=r.score) for r in game.results]
    note = board_note(game, lang)
    return "\n".join(lines + ([note] if note else []))


def board_note(game: FinishedGame, lang: str) -> str | None:
    """RB7 (issue 38): where a seat was left, the places the leaderboard counted (a leaver
    last, records.ratings RT3), so a board saying "1 win" reads right beside a game whose
    best score was a leaver's; None where nobody left or the game changed no rating."""
    rated = sorted((r for r in game.results if r.rated_place is not None),
                   key=lambda r: (r.rated_place, r.seat))
    if not rated or not any(r.left for r in game.results):
        return None
    places = ", ".join(f"{r.rated_place}. {plain_name(r, lang)}" for r in rated)
    return text(lang, "records-board-note", places=places)


def plain_name(result: Result, lang: str) -> str:
    """A seat's name, a computer's marked (no note of leaving)."""
    name = result_name(result, lang)
    return marked(name) if result.computer and not result.left else name


def game_label(game: FinishedGame, lang: str) -> str:
    """A menu entry for a game: its date and players (a menu's entry holds 100 characters)."""
    names = ", ".join(plain_name(r, lang) for r in game.results)
    return fit(text(lang, "records-pick-option", date=day(game.finished_at), players=names),
               SELECT_OPTION_TEXT)


def standing_name(standing: Standing, lang: str) -> str:
    """A player of the board: a computer by its level ("🤖 Hard"), a person by the name of
    their latest game."""
    if standing.computer is not None:
        return level_name(standing.computer, lang)
    return standing.name


def standing_lines(number: int, standing: Standing, lang: str) -> str:
    """Two short lines: place, name and rating; then games, wins and average place, and
    (RB7) how many of those games the player left, or someone else left: a win there is a
    win among those who stayed."""
    record = [text(lang, "records-board-record", games=standing.games, wins=standing.wins,
                   place=round(standing.average_place, 1))]
    if standing.left:
        record.append(text(lang, "records-board-left", count=standing.left))
    if standing.others_left:
        record.append(text(lang, "records-board-others-left", count=standing.others_left))
    return "\n".join([
        text(lang, "records-board-line", number=number, name=standing_name(standing, lang),
             rating=round(standing.rating)),
        " · ".join(record),
    ])
