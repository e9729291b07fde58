"""Computer seats in the lobby, and how a seat is named and called wherever people read it.

The lobby's "Add a computer" button (host only) answers privately with the levels (easy,
medium, hard) and, for each computer already seated, a button taking it out again. A
computer's name is said in the table's language when it is seated ("🤖 Computer (hard)",
numbered when the table has several of one level) and kept: the game starts with it and
the log replays from it.

CS1: a computer seat is never pinged. Where a person's seat is mentioned (``<@id>``) a
computer's is named instead, marked 🤖 (:func:`call_of`); a seat a computer took over keeps
its player's name, marked 🤖 too (:func:`shown_name`).
"""

from __future__ import annotations

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
#: ``/<kind> remove player computer:<level>``: a computer takes the seat over instead.
LEVEL_CHOICES = [app_commands.Choice(name=named(f"seats-choice-{level}"), value=level)
                 for level in LEVELS]


def shown_name(game: GameSummary, name: str, seat: int, lang: str) -> str:
    """``name`` of ``seat`` as people read it: marked 🤖 when a computer plays it."""
    if game.computer_of(seat) is None or name.startswith(MARK):
        return name
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


def computer_name(game: GameSummary, level: str) -> str:
    """The name of a new computer seat at ``level``, in the table's language: numbered from
    the second one of that name on, so no two seats share a name."""
    lang = table_language(game)
    words = text(lang, f"seats-level-{level}")
    taken = {s.name for s in game.seats}
    name = text(lang, "seats-computer-name", level=words)
    number = 1
    while name in taken:
        number += 1
        name = text(lang, "seats-computer-name-numbered", number=number, level=words)
    return name


def lobby_line(game: GameSummary, seat) -> str:
    """One seat in the lobby message: a person's mention, a computer's name."""
    return seat.name if seat.computer is not None else f"<@{seat.user_id}>"


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
                label=fit(text(lang, "seats-button-remove", name=seat.name), BUTTON_LABEL),
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
            name = next((s.name for s in game.seats if s.seat == seat), "")
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
