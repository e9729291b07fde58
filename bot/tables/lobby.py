"""The table before and around the game: opening it in a thread, the lobby message with
Join / Leave / Start and the seats, starting, cancelling, repairing a damaged game, and the
host taking out a seat that can no longer play. The same for every game kind; the kind
supplies its options' words and how its engine wants them.
"""

from __future__ import annotations

import logging

import discord

from storage import CorruptGame, Game, GameFull, GameMovedOn, GameSummary, StorageError

from .components import TableButton
from .guard import DAMAGE_TOLD, Refusal, check_origin, defer, load_game
from .kind import TableKind
from .play import after_commit, publish
from .posting import POST_DUE, PostFailed, in_thread, send_to_table

log = logging.getLogger(__name__)

LOBBY_BUTTONS = ("join", "leave", "start")


# -- opening a table --------------------------------------------------------------------------

async def open_table(interaction: discord.Interaction, kind: TableKind, options: dict) -> None:
    """``/<kind> new``: a public thread in this channel with the lobby; the creator hosts."""
    channel = interaction.channel
    if not isinstance(channel, discord.TextChannel):
        raise Refusal(f"Use `/{kind.command} new` in a server text channel: the game gets a "
                      "thread of its own there.")
    await defer(interaction)
    thread = await channel.create_thread(
        name=f"{kind.title} with {interaction.user.display_name}"[:100],
        type=discord.ChannelType.public_thread, auto_archive_duration=10080)
    store = interaction.client.store
    game = await store.create_game(
        kind.name, host=(interaction.user.id, interaction.user.display_name),
        options=options, guild_id=interaction.guild_id, channel_id=channel.id,
        thread_id=thread.id)
    message = await thread.send(embed=lobby_embed(kind, game), view=lobby_view(kind, game))
    await store.set_message(game.id, "lobby", message.id)
    await interaction.followup.send(
        f"Your table is open in {thread.mention}; you have the first seat.", ephemeral=True)
    await channel.send(
        f"{interaction.user.mention} opened a table of {kind.title}: join in "
        f"{thread.mention}!", allowed_mentions=discord.AllowedMentions.none())


# -- the lobby message ------------------------------------------------------------------------

def most_players(kind: TableKind, options: dict) -> int:
    return min(kind.max_players, int(options.get("max_players") or kind.max_players))


def lobby_embed(kind: TableKind, game: GameSummary, note: str | None = None) -> discord.Embed:
    embed = discord.Embed(title=f"{kind.title} table #{game.id}", colour=kind.colour)
    seats = "\n".join(f"{s.seat + 1}. <@{s.user_id}>" + (" (host)" if s.user_id == game.host_id
                                                          else "") for s in game.seats)
    most = most_players(kind, game.options)
    embed.description = (
        f"Press **Join** to take a seat; the host presses **Start** with {kind.min_players} to "
        f"{most} players.\n\n" + (seats or "Nobody yet.")
    )
    embed.add_field(name="Options", value=kind.options_text(game.options), inline=False)
    if kind.how_to_play:
        embed.add_field(name="How to play", value=kind.how_to_play, inline=False)
    if note:
        embed.add_field(name="Note", value=note, inline=False)
    return embed


def lobby_view(kind: TableKind, game: GameSummary) -> discord.ui.View:
    buttons = discord.ui.View(timeout=None)
    for what, label, style in (("join", "Join", discord.ButtonStyle.success),
                               ("leave", "Leave", discord.ButtonStyle.secondary),
                               ("start", "Start", discord.ButtonStyle.primary)):
        buttons.add_item(TableButton(kind.button_prefix, game.id, 0, what, label=label,
                                     style=style))
    return buttons


async def refresh_lobby(client, kind: TableKind, game: GameSummary,
                        note: str | None = None) -> None:
    message_id = game.messages.get("lobby")
    if not message_id:
        return
    embed = lobby_embed(kind, game, note)
    buttons = lobby_view(kind, game) if game.status == "lobby" else None
    if buttons is None:
        embed.set_footer(text=f"This table is {game.status}.")
    try:
        await in_thread(client, game, lambda thread: thread.get_partial_message(
            message_id).edit(embed=embed, view=buttons))
    except (discord.NotFound, PostFailed) as error:  # the seats are stored: the lobby waits
        log.warning("game %s: the lobby message could not be updated (%s)", game.id, error)


# -- join, leave, start --------------------------------------------------------------------------

async def on_lobby_button(interaction: discord.Interaction, kind: TableKind,
                          button: TableButton) -> None:
    await defer(interaction)
    game = await load_game(interaction, button.game, kind.name)
    check_origin(interaction, game, "lobby")
    await lobby_step(interaction, kind, game, button.what)


async def lobby_step(interaction: discord.Interaction, kind: TableKind, game: Game,
                     what: str) -> None:
    """Join / Leave / Start, from a button or a command (already deferred)."""
    step = {"join": join, "leave": leave, "start": start}[what]
    changed, message = await step(interaction, kind, game)
    await interaction.followup.send(message, ephemeral=True)
    if changed is not None:
        await refresh_lobby(interaction.client, kind, changed)
        if changed.status == "running":
            await begin(interaction.client, kind, changed)


async def begin(client, kind: TableKind, game: Game) -> None:
    """The first post of a started game, and its timers."""
    await client.pacer.schedule(kind, game)
    await publish(client, kind, game)


def can_be_reached(interaction: discord.Interaction) -> str | None:
    """Why the bot could not serve this user privately here, or None."""
    if not interaction.permissions.view_channel:
        return "you cannot see this thread"
    return None


async def join(interaction: discord.Interaction, kind: TableKind,
               game: Game) -> tuple[Game | None, str]:
    if game.status != "lobby":
        return None, "This game has already started; you can follow it in the thread."
    if game.seat_of(interaction.user.id) is not None:
        return None, "You already have a seat at this table."
    if len(game.seats) >= most_players(kind, game.options):
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


async def leave(interaction: discord.Interaction, kind: TableKind,
                game: Game) -> tuple[Game | None, str]:
    if game.status != "lobby":
        return None, "The game is running; seats cannot be left now."
    if game.seat_of(interaction.user.id) is None:
        return None, "You have no seat at this table."
    try:
        game = await interaction.client.store.leave_game(game.id, interaction.user.id)
    except StorageError as error:
        return None, f"You cannot leave: {error}."
    return game, "You left the table."


async def start(interaction: discord.Interaction, kind: TableKind,
                game: Game) -> tuple[Game | None, str]:
    if game.status != "lobby":
        return None, "This game has already started."
    if interaction.user.id != game.host_id:
        return None, "Only the host can start the game."
    most = most_players(kind, game.options)
    if not kind.min_players <= len(game.seats) <= most:
        return None, (f"{kind.title} needs {kind.min_players} to {most} players; "
                      f"{len(game.seats)} joined.")
    unreachable = await unreachable_players(interaction, game)
    if unreachable:
        note = "Cannot start yet: " + "; ".join(unreachable) + "."
        await refresh_lobby(interaction.client, kind, game, note)
        return None, (note + " Everyone must be able to see this thread and use its buttons; "
                      f"the host can take a seat out with `/{kind.command} remove`.")
    store = interaction.client.store
    try:
        options = kind.engine_options(game.options, len(game.seats))
        if options != game.options:
            await store.set_options(game.id, options)
        game = await store.start_game(game.id)
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


# -- the host's commands ------------------------------------------------------------------------

async def game_here(interaction: discord.Interaction, kind: TableKind) -> Game:
    """The game of ``kind`` in this thread; elsewhere the user's games are listed instead.

    A damaged game raises ``CorruptGame`` (answered by the guard, naming the repair)."""
    store = interaction.client.store
    game = await store.game_by_thread(interaction.channel_id)
    if game is not None and game.kind == kind.name:
        return game
    mine = [g for g in await store.games_of_user(interaction.user.id,
                                                 statuses=("lobby", "running"))
            if g.kind == kind.name and g.thread_id]
    where = f"Use this command inside the thread of {kind.the_game}."
    if mine:
        links = "\n".join(f"• <#{g.thread_id}> (table #{g.id}, {g.status})" for g in mine)
        raise Refusal(f"{where} Your games:\n{links}")
    raise Refusal(f"{where} Start one with `/{kind.command} new`.")


async def summary_here(interaction: discord.Interaction, kind: TableKind) -> GameSummary:
    """This thread's game without its state: found even when the saved state is damaged."""
    try:
        return await game_here(interaction, kind)
    except CorruptGame as damage:
        summary = await interaction.client.store.load_summary(damage.game_id)
        if summary.kind != kind.name:
            raise
        return summary


def may_manage(interaction: discord.Interaction, game: GameSummary) -> bool:
    """The host, or someone with Manage Server, may cancel, repair and remove seats."""
    return interaction.user.id == game.host_id or bool(interaction.permissions.manage_guild)


async def cancel_table(interaction: discord.Interaction, kind: TableKind) -> None:
    """End this thread's table without a result (a damaged game too)."""
    client = interaction.client
    game = await summary_here(interaction, kind)
    if not may_manage(interaction, game):
        raise Refusal("Only the host (or someone with Manage Server) can cancel this game.")
    if game.status not in ("lobby", "running"):
        raise Refusal(f"This game is already {game.status}.")
    try:
        game = await client.store.abandon_game(game.id)
    except StorageError as error:
        raise Refusal(f"Could not cancel: {error}") from None
    await client.pacer.schedule(kind, game)
    await refresh_lobby(client, kind, game)
    await close_turn_message(client, game)
    await interaction.followup.send("You cancelled this game.", ephemeral=True)
    try:
        await send_to_table(client, game,
                            content=f"{interaction.user.mention} cancelled this game.",
                            allowed_mentions=discord.AllowedMentions.none())
    except PostFailed as failure:
        await interaction.followup.send(f"(I could not say so in the thread: {failure.why}.)",
                                        ephemeral=True)


async def close_turn_message(client, game: GameSummary) -> None:
    """Take the buttons off the last public post (the game was cancelled)."""
    message_id = game.messages.get("turn")
    if not message_id:
        return
    try:
        await in_thread(client, game, lambda thread: thread.get_partial_message(
            message_id).edit(view=None))
    except (discord.HTTPException, PostFailed) as error:  # its buttons answer "cancelled"
        log.warning("game %s: the last post keeps its buttons (%s)", game.id, error)


REPAIRED = "*The game's saved state was damaged and has been rebuilt from its moves.*"


async def repair_table(interaction: discord.Interaction, kind: TableKind) -> None:
    """Rebuild a damaged game's saved state from its move log (the log is the truth), then
    post where the game stands."""
    client = interaction.client
    store = client.store
    game = await summary_here(interaction, kind)
    if not may_manage(interaction, game):
        raise Refusal("Only the host (or someone with Manage Server) can repair this game.")
    if game.status not in ("running", "finished"):
        raise Refusal("Only a started game can be repaired.")
    if not await store.check_game(game.id, full_replay=True):
        raise Refusal("Nothing to repair: this game's saved state matches its move log.")
    try:
        repaired = await store.rebuild_snapshot(game.id)
    except CorruptGame:
        raise Refusal("The move log itself is damaged, so this game cannot be rebuilt. "
                      f"You can end it with `/{kind.command} cancel`.") from None
    moves = f"{repaired.version} move{'s' if repaired.version != 1 else ''}"
    await interaction.followup.send(
        f"Repaired: the saved game was rebuilt from its move log ({moves}).", ephemeral=True)
    await store.set_messages(game.id, {POST_DUE: None, DAMAGE_TOLD: None})
    await client.pacer.schedule(kind, repaired)
    await publish(client, kind, repaired, headline=REPAIRED, since=repaired.version)


async def remove_player(interaction: discord.Interaction, kind: TableKind,
                        member: discord.abc.User) -> None:
    """The host takes a seat out: from the lobby (its player left the server, say), or
    from the running game for good (what they built stays and keeps scoring)."""
    client = interaction.client
    game = await game_here(interaction, kind)
    if not may_manage(interaction, game):
        raise Refusal("Only the host (or someone with Manage Server) can remove a player.")
    seat = game.seat_of(member.id)
    if seat is None:
        raise Refusal(f"{member.mention} has no seat at this table.")
    if game.status == "lobby":
        changed = await client.store.leave_game(game.id, member.id)
        await refresh_lobby(client, kind, changed)
        await interaction.followup.send(f"{member.mention} no longer has a seat.",
                                        ephemeral=True)
        return
    if game.status != "running" or kind.is_over(game.state):
        raise Refusal("Only a running game's players can be removed.")
    if seat not in kind.playing_seats(game.state):
        raise Refusal(f"{member.mention} has left this game already.")
    try:
        done = await client.store.apply_actions(game.id, seat, [kind.retire_action()],
                                                expected_version=game.version,
                                                user_id=interaction.user.id)
    except GameMovedOn:
        raise Refusal("The game moved on at this very moment; please try again.") from None
    name = kind.seat_name(game.state, seat)
    await interaction.followup.send(f"{name} has left the game.", ephemeral=True)
    await after_commit(client, kind, game, done.game, done.events, seat=None)
    if not kind.post_due(done.game, done.events):
        try:
            await send_to_table(client, game, allowed_mentions=discord.AllowedMentions.none(),
                                content=kind.vote_outcome(name, "remove", []))
        except PostFailed as failure:
            log.warning("game %s: the removal was not announced (%s)", game.id, failure.why)
