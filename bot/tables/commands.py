"""The slash commands of a table, built for each game kind: ``/<kind> new`` (the kind's own,
with its options), the commands every table has (join, leave, start, panel, status, log,
rules), the host's tools in a group (``/<kind> table cancel``, ``repair``, ``remove``,
``language``), the server's records (history, leaderboard) and the kind's typed actions with
autocomplete over only the legal choices (``/alhambra take``, ``/rollwrite cross``, ...).
Inside a game's thread a command acts on that game; elsewhere it lists the user's games.

Discord allows 25 subcommands and groups on each level of a command and 4,000 characters in
one command (:mod:`bot.limits`): the host's tools and the records are groups so that
``/alhambra`` keeps room for what comes next (TB1).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands

from bot.command_names import command, described, name_options, named
from bot.limits import CHOICE_NAME, CHOICES, MESSAGE_CONTENT, last_lines
from i18n import text
from storage import StorageError

from .guard import PICK, Refusal, defer, guarded, refuse_cancelled
from .history import show_history
from .kind import ActionCommand, Pick, TableKind, embeds_of, files_of
from .leaderboard import show_leaderboard
from .lobby import (
    cancel_table,
    change_language,
    game_here,
    lobby_step,
    open_table,
    remove_player,
    repair_table,
)
from .picks import pair
from .play import act, catch_up, open_panel, public_view
from .posting import PostFailed, send_to_table
from .rules import send_rules
from .seats import LEVEL_CHOICES, marked
from .speech import LANGUAGE_CHOICES, table_language, user_language

#: Seconds an autocomplete may take before it answers with no suggestions (Discord: 3 s).
AUTOCOMPLETE_SECONDS = 2.0

Body = Callable[[discord.Interaction, TableKind], Awaitable[None]]


def build_group(kind: TableKind) -> app_commands.Group:
    """``/<kind.command> ...``: every command of a table of this kind."""
    command_id = f"cmd-{kind.command}"
    group = app_commands.Group(name=named(command_id), description=described(command_id))
    group.add_command(kind.new_command(open_table))
    for name, body in SHARED:
        group.add_command(_command(kind, name, body))
    group.add_command(_table_group(kind))
    group.add_command(_records_group(kind))
    for spec in kind.action_commands:
        group.add_command(_action_command(kind, spec))
    return group


def _command(kind: TableKind, name: str, body: Body) -> app_commands.Command:
    async def callback(interaction: discord.Interaction) -> None:
        await guarded(interaction, body(interaction, kind))

    return command(f"cmd-{name}", callback)


# -- the commands every table has ---------------------------------------------------------

async def _join(interaction, kind):
    await defer(interaction)
    await lobby_step(interaction, kind, await game_here(interaction, kind), "join")


async def _leave(interaction, kind):
    await defer(interaction)
    await lobby_step(interaction, kind, await game_here(interaction, kind), "leave")


async def _start(interaction, kind):
    await defer(interaction)
    await lobby_step(interaction, kind, await game_here(interaction, kind), "start")


async def _cancel(interaction, kind):
    await defer(interaction)
    await cancel_table(interaction, kind)


async def _repair(interaction, kind):
    await defer(interaction)
    await repair_table(interaction, kind)


async def _panel(interaction, kind):
    await defer(interaction)
    game = await game_here(interaction, kind)
    await open_panel(interaction, kind, game.id)


async def _rules(interaction, kind):
    await send_rules(interaction, kind)


async def _status(interaction, kind):
    await defer(interaction)
    game = await game_here(interaction, kind)
    if game.state is None:
        raise Refusal("game-not-started")
    lang = user_language(interaction)
    if await catch_up(interaction.client, game):  # a lost post is this status post
        await interaction.followup.send(text(lang, "status-caught-up"), ephemeral=True)
        return
    post = kind.status(marked(kind, game), table_language(game))  # in the thread: the table's
    try:
        await send_to_table(interaction.client, game, content=post.content,
                            files=await files_of(post.pictures),
                            embeds=embeds_of(post.pictures), view=public_view(kind, game))
    except PostFailed as failure:
        raise Refusal("status-not-posted", why=failure.why) from None
    await interaction.followup.send(text(lang, "status-posted"), ephemeral=True)


async def _log(interaction, kind):
    await defer(interaction)
    game = await game_here(interaction, kind)
    if game.state is None:
        raise Refusal("game-not-started")
    lang = user_language(interaction)
    lines = await kind.log_lines(interaction.client.store, marked(kind, game), lang)
    title = f"**{text(lang, 'log-title')}**"
    moves = last_lines(lines[-20:], MESSAGE_CONTENT - len(title) - 1) if lines else \
        text(lang, "log-no-moves")
    await interaction.followup.send(f"{title}\n{moves}", ephemeral=True)


#: The commands every table has, by the name that is their message id (``cmd-<name>``).
SHARED: tuple[tuple[str, Body], ...] = (
    ("join", _join),
    ("leave", _leave),
    ("start", _start),
    ("panel", _panel),
    ("status", _status),
    ("log", _log),
    ("rules", _rules),
)


def _table_group(kind: TableKind) -> app_commands.Group:
    """``/<kind> table cancel | repair | remove | language``: the host's tools, rarely typed
    (TB1: in a group of their own, so that the commands players type stay one word after
    ``/<kind>`` and the command keeps room under Discord's 25 subcommands)."""
    table = app_commands.Group(name=named("cmd-table"), description=described("cmd-table"))
    table.add_command(_command(kind, "cancel", _cancel))
    table.add_command(_command(kind, "repair", _repair))
    table.add_command(_remove_command(kind))
    table.add_command(_language_command(kind))
    return table


def _language_command(kind: TableKind) -> app_commands.Command:
    @app_commands.choices(language=LANGUAGE_CHOICES)
    async def language(interaction: discord.Interaction, language: str) -> None:
        async def body():
            await defer(interaction)
            await change_language(interaction, kind, language)

        await guarded(interaction, body())

    name_options(language, "opt-language", ["language"])
    return command("cmd-language", language)


def _records_group(kind: TableKind) -> app_commands.Group:
    """``/<kind> records history [player]`` and ``/<kind> records leaderboard``.

    RB6: in a group of their own, because Discord allows a command 25 subcommands."""
    records = app_commands.Group(name=named("cmd-records"), description=described("cmd-records"))

    async def history(interaction: discord.Interaction,
                      player: discord.Member | None = None) -> None:
        await guarded(interaction, show_history(interaction, kind, player))

    async def leaderboard(interaction: discord.Interaction) -> None:
        await guarded(interaction, show_leaderboard(interaction, kind))

    name_options(history, "opt-history", ["player"])
    records.add_command(command("cmd-history", history))
    records.add_command(command("cmd-leaderboard", leaderboard))
    return records


def _remove_command(kind: TableKind) -> app_commands.Command:
    @app_commands.choices(computer=LEVEL_CHOICES)
    async def remove(interaction: discord.Interaction, player: discord.User,
                     computer: app_commands.Choice[str] | None = None) -> None:
        async def body():
            await defer(interaction)
            await remove_player(interaction, kind, player,
                                computer=computer.value if computer is not None else None)

        await guarded(interaction, body())

    name_options(remove, "opt-remove", ["player", "computer"])
    return command("cmd-remove", remove)


# -- typed actions ---------------------------------------------------------------------------

def _action_command(kind: TableKind, spec: ActionCommand) -> app_commands.Command:
    command_id = f"cmd-{kind.command}-{spec.name}"
    if not spec.needs_choice:
        async def single(interaction: discord.Interaction) -> None:
            await guarded(interaction, _act_single(interaction, kind, spec))

        return command(command_id, single)

    async def typed(interaction: discord.Interaction, choice: str) -> None:
        await guarded(interaction, _act_typed(interaction, kind, spec, choice))

    async def suggest(interaction: discord.Interaction, current: str):
        return await _suggestions(interaction, kind, spec, current)

    name_options(typed, f"opt-{kind.command}-{spec.name}", ["choice"])
    typed_command = command(command_id, typed)
    typed_command.autocomplete("choice")(suggest)
    return typed_command


async def _act_typed(interaction: discord.Interaction, kind: TableKind, spec: ActionCommand,
                     choice: str) -> None:
    await defer(interaction)
    game = await game_here(interaction, kind)
    refuse_cancelled(game)
    seat = game.seat_of(interaction.user.id)
    picked = None
    if game.state is not None and seat is not None:
        picked = kind.typed_pick(game, seat, spec, choice)
    picked = picked or pair(choice)
    if picked is None:
        raise Refusal(PICK)
    version, index = picked
    if game.state is not None and seat is not None and version == game.version:
        actions = kind.legal_actions(game.state, seat)
        if index < len(actions) and actions[index].kind not in spec.kinds:
            raise Refusal("typed-other-command")
    stamp = kind.current_stamp(game) if game.state is not None else None
    await act(interaction, kind, game, version, Pick(index, stamp), from_panel=False)


async def _act_single(interaction: discord.Interaction, kind: TableKind,
                      spec: ActionCommand) -> None:
    """A command without a choice: the one legal action of its kinds."""
    await defer(interaction)
    game = await game_here(interaction, kind)
    refuse_cancelled(game)
    seat = game.seat_of(interaction.user.id)
    if game.state is None or seat is None or game.status != "running":
        raise Refusal("typed-players-only")
    actions = kind.legal_actions(game.state, seat)
    index = next((i for i, a in enumerate(actions) if a.kind in spec.kinds), None)
    if index is None:
        if seat not in game.active_seats:
            lang = user_language(interaction)
            raise Refusal("as-is", text=kind.not_acting_text(game, seat, lang))
        raise Refusal(spec.unavailable)
    await act(interaction, kind, game, game.version, Pick(index, kind.current_stamp(game)),
              from_panel=False)


async def _suggestions(interaction: discord.Interaction, kind: TableKind, spec: ActionCommand,
                       current: str) -> list:
    """Autocomplete must answer within 3 s and cannot be deferred: a slow database gives no
    suggestions rather than an error."""
    task = asyncio.ensure_future(_suggest(interaction, kind, spec, current))
    done, _ = await asyncio.wait({task}, timeout=AUTOCOMPLETE_SECONDS)
    if not done:
        task.cancel()
        return []
    try:
        return task.result()
    except StorageError:
        return []


async def _suggest(interaction, kind: TableKind, spec: ActionCommand, current: str) -> list:
    game = await interaction.client.store.game_by_thread(interaction.channel_id)
    if game is None or game.state is None or game.kind != kind.name or \
            game.status != "running":
        return []
    seat = game.seat_of(interaction.user.id)
    if seat is None:
        return []
    choices = []
    lang = user_language(interaction)
    for index, action in enumerate(kind.legal_actions(game.state, seat)):
        if action.kind in spec.kinds:
            label = kind.action_label(game, seat, action, lang, most=CHOICE_NAME)
            if current.lower() in label.lower():
                choices.append(app_commands.Choice(name=label, value=f"{game.version}:{index}"))
    return choices[:CHOICES]
