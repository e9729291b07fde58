"""Computer seats in the lobby, and how a seat is named and called wherever people read it.

The lobby's "Add a computer" button (host only) answers privately with the levels (easy,
medium, hard) and, for each computer already seated, a button taking it out again. A
computer's name is said in the table's language when it is seated and kept: the game starts
with it and the log replays from it.

CN1 (issue 38): a computer's name is its level, numbered from the second of one level at a
table ("🤖 Hard", "🤖 Medium", "🤖 Medium 2"; "🤖 Közepes 2"): distinct at a table, its
level visible, at most :data:`NAME_MOST` characters in every language, so no picture cuts
it. CN2: a name stored before (``"🤖 Computer 2 (medium)"``, ``"🤖 Gép (nehéz)"``) reads as
the short name of its level and number wherever a seat is shown (:func:`short_name`); the
stored name stays (the log replays from it).

CS1: a computer seat is never pinged. Where a person's seat is mentioned (``<@id>``) a
computer's is named instead, marked 🤖 (:func:`call_of`); a seat a computer took over keeps
its player's name, marked 🤖 too (:func:`shown_name`).
"""

from __future__ import annotations

import re
from dataclasses import replace

import discord
from discord import app_commands

from ai import LEVELS
from bot.command_names import named
from bot.limits import BUTTON_LABEL, fit
from i18n import said, text
from storage import GameFull, GameSummary, NotSeated, WrongStatus

from .components import TableButton
from .guard import Refusal, check_origin, defer, load_game, refuse_cancelled
from .kind import TableKind
from .speech import table_language, user_language

#: The lobby button opening the computer menu, and the menu's buttons.
MENU, ADD, REMOVE = "computer", "computer_add", "computer_remove"
BUTTONS = (MENU, ADD, REMOVE)
MARK = "🤖"
#: The game's messages: ``took_over:<seat>``, the version a computer took a seat over at.
TOOK_OVER = "took_over:"
#: CN1: the longest a computer's name may be (characters, its mark included).
NAME_MOST = 16
#: CN2: a computer's name as seats were named before issue 38, in English, German or
#: Hungarian: its number (none: the first) and its level in words.
OLD_NAME = re.compile(r"🤖 (?:Computer|Gép)(?: (?P<number>\d+))? \((?P<level>[^()]*)\)")
#: ``/<kind> remove player computer:<level>``: a computer takes the seat over instead.
LEVEL_CHOICES = [app_commands.Choice(name=named(f"seats-choice-{level}"), value=level)
                 for level in LEVELS]


def shown_name(game: GameSummary, name: str, seat: int, lang: str) -> str:
    """``name`` of ``seat`` as people read it: marked 🤖 when a computer plays it (an old
    computer's name in its short form, CN2)."""
    level = game.computer_of(seat)
    if level is None:
        return name
    if name.startswith(MARK):
        return short_name(name, level, lang)
    return text(lang, "seats-marked", name=name)


def call_of(game, seat: int, lang: str) -> str:
    """How a post calls ``seat`` of a started ``game``: its player's mention, or a
    computer's marked name (never a ping: CS1)."""
    user = game.user_of(seat)
    if user is None:
        return shown_name(game, game.state.players[seat].name, seat, lang)
    return f"<@{user}>"


def only_person(game: GameSummary) -> int | None:
    """The seat of the one person at a table whose other seats computers play (None: no
    such table). A person who left the game still counts: they may still read the thread."""
    people = [s.seat for s in game.seats if s.computer is None]
    return people[0] if len(people) == 1 else None


def marked(kind: TableKind, game):
    """``game`` as its posts show it: a seat a computer took over bears its player's name
    marked 🤖 (in the words and the pictures alike; the stored state keeps the name the
    game started with, which the log replays from)."""
    if game is None or game.state is None:
        return game
    lang = table_language(game)
    names = {seat: shown_name(game, kind.seat_name(game.state, seat), seat, lang)
             for seat in game.computer_seats}
    names = {seat: name for seat, name in names.items()
             if name != kind.seat_name(game.state, seat)}
    return replace(game, state=kind.renamed(game.state, names)) if names else game


def took_over_key(seat: int) -> str:
    """The game's ``messages`` entry holding the version at which a computer took ``seat``
    over from its person (the replay names the person until then)."""
    return f"{TOOK_OVER}{seat}"


def took_over(game: GameSummary) -> dict[int, int]:
    """The seats a computer took over, with the version it took each over at (kept since
    issue 38; a seat handed over before has none)."""
    return {int(key[len(TOOK_OVER):]): version for key, version in game.messages.items()
            if key.startswith(TOOK_OVER) and key[len(TOOK_OVER):].isdigit()}


def computers_since(game: GameSummary, entries) -> dict[int, int]:
    """The seats computers played in ``game`` (its log ``entries``), each with the number of
    log entries made before a computer played it: 0 for a computer seated in the lobby, the
    version a computer took a person's seat over at (kept since issue 38; before, the seat's
    first entry made by no person). The statistics time no computer's turn and the replay
    names the person until then."""
    kept = took_over(game)
    found = {}
    for seat in game.seats:
        if seat.computer is None:
            continue
        if seat.name.startswith(MARK):  # seated as a computer (a person's name otherwise)
            found[seat.seat] = 0
        elif seat.seat in kept:
            found[seat.seat] = kept[seat.seat]
        else:
            first = next((e.seq for e in entries if e.seat == seat.seat and e.user_id is None),
                         None)
            found[seat.seat] = first - 1 if first is not None else len(entries)
    return found


def level_name(level: str, lang: str, number: int = 1) -> str:
    """CN1: the name of the ``number``-th computer of ``level`` at a table, in ``lang``."""
    words = text(lang, f"seats-name-{level}")
    if number == 1:
        return text(lang, "seats-computer-name", level=words)
    return text(lang, "seats-computer-name-numbered", level=words, number=number)


def computer_name(game: GameSummary, level: str) -> str:
    """The name of a new computer seat at ``level``, in the table's language (CN1): numbered
    from the second one of that name on, so no two seats share a name."""
    lang = table_language(game)
    taken = {short_name(s.name, s.computer, lang) for s in game.seats}
    number = 1
    while level_name(level, lang, number) in taken:
        number += 1
    return level_name(level, lang, number)


def short_name(name: str, level: str | None, lang: str) -> str:
    """CN2: a computer seat's ``name`` as it reads today: a name stored before issue 38 as
    the short name of its ``level`` and number (in ``lang``), any other name as it is."""
    old = OLD_NAME.fullmatch(name) if level is not None else None
    if old is None:
        return name
    return level_name(level, lang, int(old["number"] or 1))


def lobby_line(game: GameSummary, seat) -> str:
    """One seat in the lobby message: a person's mention, a computer's name."""
    if seat.computer is None:
        return f"<@{seat.user_id}>"
    return short_name(seat.name, seat.computer, table_language(game))


def menu_view(kind: TableKind, game: GameSummary, lang: str) -> discord.ui.View:
    """The host's private menu: a button per level, and one per seated computer."""
    buttons = discord.ui.View(timeout=None)
    for level in LEVELS:
        buttons.add_item(TableButton(kind.button_prefix, game.id, 0, ADD, level,
                                     label=text(lang, f"seats-button-{level}"), emoji=MARK,
                                     style=discord.ButtonStyle.primary, row=0))
    for seat in game.seats:
        if seat.computer is not None:
            buttons.add_item(TableButton(  # (version: the seats then, see on_seat_button)
                kind.button_prefix, game.id, len(game.seats), REMOVE, str(seat.seat),
                label=fit(text(lang, "seats-button-remove",
                                name=short_name(seat.name, seat.computer, lang)),
                          BUTTON_LABEL),
                style=discord.ButtonStyle.secondary, row=1 + seat.seat // 5))
    return buttons


async def on_seat_button(interaction: discord.Interaction, kind: TableKind,
                         button: TableButton, refresh_lobby) -> None:
    """The lobby's "Add a computer" (public, on the lobby message), and the private menu's
    level and removal buttons (``refresh_lobby``: :func:`bot.tables.lobby.refresh_lobby`).
    Every answer is private; bad input changes nothing."""
    await defer(interaction)
    game = await load_game(interaction, button.game, kind.name)
    check_origin(interaction, game, "lobby" if button.what == MENU else "panel")
    refuse_cancelled(game)
    if interaction.user.id != game.host_id:
        raise Refusal("seats-host-only")
    if game.status != "lobby":
        raise Refusal("seats-not-lobby")
    lang = user_language(interaction)
    if button.what == MENU:
        await interaction.followup.send(text(lang, "seats-menu"),
                                        view=menu_view(kind, game, lang), ephemeral=True)
        return
    store = interaction.client.store
    try:
        if button.what == ADD:
            if button.arg not in LEVELS:
                raise Refusal("seats-no-level")
            name = computer_name(game, button.arg)
            changed = await store.add_computer(game.id, button.arg, name)
            answer = said("seats-added", name=name)
        else:
            if button.version != len(game.seats):  # seats moved since: which one is meant?
                raise Refusal("seats-menu-old")
            seat = int(button.arg) if (button.arg or "").isdigit() else -1
            name = next((short_name(s.name, s.computer, lang) for s in game.seats
                         if s.seat == seat), "")
            changed = await store.remove_computer(game.id, seat)
            answer = said("seats-removed", name=name)
    except NotSeated:
        raise Refusal("seats-remove-gone") from None
    except GameFull:
        raise Refusal("lobby-full") from None
    except WrongStatus:
        raise Refusal("seats-not-lobby") from None
    await refresh_lobby(interaction.client, kind, changed)
    await interaction.followup.send(answer.in_language(lang),
                                    view=menu_view(kind, changed, lang), ephemeral=True)
