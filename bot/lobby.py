"""The lobby: a message in the game's thread with Join / Leave / Start and the seats."""

from __future__ import annotations

import logging

import discord

from storage import Game, GameFull, StorageError

from .components import GameButton
from .guard import check_origin, defer, load_game
from .posting import PostFailed, in_thread
from .texts import HOW_TO_PLAY

log = logging.getLogger(__name__)

LOBBY_BUTTONS = ("join", "leave", "start")
MAX_PLAYERS = 6
MIN_PLAYERS = 2


def options_text(options: dict) -> str:
    reminder = options.get("reminder_hours")
    deadline = options.get("deadline_hours")
    modules = options.get("rules", {}).get("modules") or []
    rules = "base game" + "".join(f" + {m}" for m in modules)
    return "\n".join([
        f"Rules: {rules} (two players play with Dirk)",
        f"Players: {MIN_PLAYERS} to {options.get('max_players', MAX_PLAYERS)}",
        f"Reminders: {'every ' + _hours(reminder) if reminder else 'off'}",
        f"Turn deadline: {_hours(deadline) if deadline else 'none'}",
    ])


def _hours(value: float) -> str:
    return f"{value:g} hour{'s' if value != 1 else ''}"


def lobby_embed(game: Game, note: str | None = None) -> discord.Embed:
    embed = discord.Embed(title=f"Alhambra table #{game.id}",
                          colour=discord.Colour.from_rgb(176, 96, 48))
    seats = "\n".join(f"{s.seat + 1}. <@{s.user_id}>" + (" (host)" if s.user_id == game.host_id
                                                          else "") for s in game.seats)
    embed.description = (
        "Press **Join** to take a seat; the host presses **Start** with 2 to 6 players.\n\n"
        + (seats or "Nobody yet.")
    )
    embed.add_field(name="Options", value=options_text(game.options), inline=False)
    embed.add_field(name="How to play", value=HOW_TO_PLAY, inline=False)
    if note:
        embed.add_field(name="Note", value=note, inline=False)
    return embed


def lobby_view(game: Game) -> discord.ui.View:
    buttons = discord.ui.View(timeout=None)
    buttons.add_item(GameButton(game.id, 0, "join", label="Join",
                                style=discord.ButtonStyle.success))
    buttons.add_item(GameButton(game.id, 0, "leave", label="Leave",
                                style=discord.ButtonStyle.secondary))
    buttons.add_item(GameButton(game.id, 0, "start", label="Start",
                                style=discord.ButtonStyle.primary))
    return buttons


async def refresh_lobby(client, game: Game, note: str | None = None) -> None:
    message_id = game.messages.get("lobby")
    if not message_id:
        return
    embed = lobby_embed(game, note)
    buttons = lobby_view(game) if game.status == "lobby" else None
    if buttons is None:
        embed.set_footer(text=f"This table is {game.status}.")
    try:
        await in_thread(client, game, lambda thread: thread.get_partial_message(
            message_id).edit(embed=embed, view=buttons))
    except (discord.NotFound, PostFailed) as error:  # the seats are stored: the lobby waits
        log.warning("game %s: the lobby message could not be updated (%s)", game.id, error)


def can_be_reached(interaction: discord.Interaction) -> str | None:
    """Why the bot could not serve this user privately here, or None."""
    perms = interaction.permissions
    if not perms.view_channel:
        return "you cannot see this thread"
    return None


async def join(interaction: discord.Interaction, game: Game) -> tuple[Game | None, str]:
    if game.status != "lobby":
        return None, "This game has already started; you can follow it in the thread."
    if game.seat_of(interaction.user.id) is not None:
        return None, "You already have a seat at this table."
    if len(game.seats) >= game.options.get("max_players", MAX_PLAYERS):
        return None, "This table is full."
    problem = can_be_reached(interaction)
    if problem:
        return None, f"You cannot join: {problem}."
    try:
        game = await interaction.client.store.join_game(game.id, interaction.user.id,
                                                        interaction.user.display_name)
    except GameFull:  # others joined at the same moment: the store's check is the truth
        return None, "This table is full."
    except StorageError as error:
        return None, f"You cannot join: {error}."
    return game, "You joined the table."


async def leave(interaction: discord.Interaction, game: Game) -> tuple[Game | None, str]:
    if game.status != "lobby":
        return None, "The game is running; seats cannot be left now."
    if game.seat_of(interaction.user.id) is None:
        return None, "You have no seat at this table."
    try:
        game = await interaction.client.store.leave_game(game.id, interaction.user.id)
    except StorageError as error:
        return None, f"You cannot leave: {error}."
    return game, "You left the table."


async def start(interaction: discord.Interaction, game: Game) -> tuple[Game | None, str]:
    if game.status != "lobby":
        return None, "This game has already started."
    if interaction.user.id != game.host_id:
        return None, "Only the host can start the game."
    if not MIN_PLAYERS <= len(game.seats) <= game.options.get("max_players", MAX_PLAYERS):
        return None, f"Alhambra needs {MIN_PLAYERS} to 6 players; {len(game.seats)} joined."
    unreachable = await unreachable_players(interaction, game)
    if unreachable:
        note = "Cannot start yet: " + "; ".join(unreachable) + "."
        await refresh_lobby(interaction.client, game, note)
        return None, note + " Everyone must be able to see this thread and use its buttons."
    try:
        game = await interaction.client.store.start_game(game.id)
    except StorageError as error:
        return None, f"The game cannot start: {error}."
    return game, "The game has started!"


async def unreachable_players(interaction: discord.Interaction, game: Game) -> list[str]:
    """Seated players the bot could not serve privately in this thread (and why)."""
    thread = interaction.channel
    guild = interaction.guild
    if guild is None or not isinstance(thread, discord.Thread):
        return []
    problems = []
    for seat in game.seats:
        try:
            member = guild.get_member(seat.user_id) or await guild.fetch_member(seat.user_id)
        except discord.NotFound:
            problems.append(f"<@{seat.user_id}> has left the server")
            continue
        permissions = thread.permissions_for(member)
        if not (permissions.view_channel and permissions.read_message_history):
            problems.append(f"<@{seat.user_id}> cannot see this thread")
    return problems


async def on_lobby_button(interaction: discord.Interaction, button: GameButton) -> None:
    await defer(interaction)
    from .handlers import KIND, publish_turn

    game = await load_game(interaction, button.game, KIND)
    check_origin(interaction, game, "lobby")
    action = {"join": join, "leave": leave, "start": start}[button.what]
    changed, message = await action(interaction, game)
    await interaction.followup.send(message, ephemeral=True)
    if changed is not None:
        await refresh_lobby(interaction.client, changed)
        if changed.status == "running":
            await publish_turn(interaction.client, changed)
