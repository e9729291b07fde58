"""The table before and around the game: opening it in a thread, the lobby message with
Join / Leave / Start and the seats, starting, cancelling, repairing a damaged game, and the
host taking out a seat that can no longer play. The same for every game kind; the kind
supplies its options' words and how its engine wants them.
"""

from __future__ import annotations

import logging

import discord

from ai import LEVELS
from i18n import LANGUAGE_NAMES, LANGUAGES, Said, said, text
from storage import (
    AlreadySeated,
    CorruptGame,
    Game,
    GameFull,
    GameMovedOn,
    GameSummary,
    NotSeated,
    StorageError,
    UnknownKind,
    WrongStatus,
)

from . import autoplay, seats
from .components import TableButton
from .guard import (
    DAMAGE_TOLD,
    Refusal,
    check_origin,
    damaged_text,
    defer,
    load_game,
    refuse_cancelled,
)
from .kind import TableKind
from .play import after_commit, first_post, publish
from .posting import POST_DUE, PostFailed, in_thread, send_to_table, thread_name
from .registry import kind_named
from .seats import lobby_line
from .speech import server_language, table_language, user_language
from .votes import tell_take_over

log = logging.getLogger(__name__)

LOBBY_BUTTONS = ("join", "leave", "start")


# -- opening a table --------------------------------------------------------------------------

async def open_table(interaction: discord.Interaction, kind: TableKind, options: dict) -> None:
    """``/<kind> new``: a public thread in this channel with the lobby; the creator hosts."""
    channel = interaction.channel
    if not isinstance(channel, discord.TextChannel):
        raise Refusal("lobby-text-channel-only", command=kind.command)
    await defer(interaction)
    options = {**options, "language": options.get("language") or server_language(interaction)}
    table = options["language"]
    thread = await channel.create_thread(
        name=thread_name(kind.name, table, interaction.user.display_name),
        type=discord.ChannelType.public_thread, auto_archive_duration=10080)
    store = interaction.client.store
    game = await store.create_game(
        kind.name, host=(interaction.user.id, interaction.user.display_name),
        options=options, guild_id=interaction.guild_id, channel_id=channel.id,
        thread_id=thread.id)
    message = await thread.send(embed=lobby_embed(kind, game), view=lobby_view(kind, game))
    await store.set_message(game.id, "lobby", message.id)
    await interaction.followup.send(
        text(user_language(interaction), "lobby-opened", thread=thread.mention),
        ephemeral=True)
    await channel.send(
        text(table, "lobby-announced", user=interaction.user.mention,
             game=text(table, f"game-title-{kind.name}"), thread=thread.mention),
        allowed_mentions=discord.AllowedMentions.none())


# -- the lobby message ------------------------------------------------------------------------

def most_players(kind: TableKind, options: dict) -> int:
    return min(kind.max_players, int(options.get("max_players") or kind.max_players))


def lobby_embed(kind: TableKind, game: GameSummary, note: Said | None = None) -> discord.Embed:
    """The lobby message, in the table's language."""
    lang = table_language(game)
    title = text(lang, "lobby-title", game=text(lang, f"game-title-{kind.name}"),
                 number=game.id)
    embed = discord.Embed(title=title, colour=kind.colour)
    host = " " + text(lang, "lobby-host")
    seats = "\n".join(f"{s.seat + 1}. {lobby_line(game, s)}"
                      + (host if s.user_id is not None and s.user_id == game.host_id else "")
                      for s in game.seats)
    most = most_players(kind, game.options)
    embed.description = (text(lang, "lobby-how", least=kind.min_players, most=most) + " "
                         + text(lang, "seats-lobby-how", button=text(lang, "seats-button-add"))
                         + "\n\n"
                         + (seats or text(lang, "lobby-nobody")))
    embed.add_field(name=text(lang, "lobby-options"), value=kind.options_text(game.options, lang),
                    inline=False)
    how_to_play = kind.how_to_play(lang)
    if how_to_play:
        embed.add_field(name=text(lang, "lobby-how-to-play"), value=how_to_play, inline=False)
    if note:
        embed.add_field(name=text(lang, "lobby-note"), value=note.in_language(lang),
                        inline=False)
    return embed


def lobby_view(kind: TableKind, game: GameSummary) -> discord.ui.View:
    lang = table_language(game)
    buttons = discord.ui.View(timeout=None)
    for what, style in (("join", discord.ButtonStyle.success),
                        ("leave", discord.ButtonStyle.secondary),
                        ("start", discord.ButtonStyle.primary)):
        buttons.add_item(TableButton(kind.button_prefix, game.id, 0, what,
                                     label=text(lang, f"lobby-button-{what}"), style=style))
    buttons.add_item(TableButton(kind.button_prefix, game.id, 0, seats.MENU, emoji=seats.MARK,
                                 label=text(lang, "seats-button-add"),
                                 style=discord.ButtonStyle.secondary))
    return buttons


async def refresh_lobby(client, kind: TableKind, game: GameSummary,
                        note: Said | None = None) -> None:
    message_id = game.messages.get("lobby")
    if not message_id:
        return
    embed = lobby_embed(kind, game, note)
    buttons = lobby_view(kind, game) if game.status == "lobby" else None
    if buttons is None:
        embed.set_footer(text=text(table_language(game), f"lobby-table-{game.status}"))
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
    refuse_cancelled(game)
    step = {"join": join, "leave": leave, "start": start}[what]
    changed, message = await step(interaction, kind, game)
    await interaction.followup.send(message.in_language(user_language(interaction)),
                                    ephemeral=True)
    if changed is not None:
        await refresh_lobby(interaction.client, kind, changed)
        if changed.status == "running":
            await begin(interaction.client, kind, changed)


async def begin(client, kind: TableKind, game: Game) -> None:
    """The first post of a started game, and its timers."""
    await client.pacer.schedule(kind, game)
    await first_post(client, kind, game)


def can_be_reached(interaction: discord.Interaction) -> Said | None:
    """Why the bot could not serve this user privately here, or None."""
    if not interaction.permissions.view_channel:
        return said("lobby-why-cannot-see")
    return None


async def join(interaction: discord.Interaction, kind: TableKind,
               game: Game) -> tuple[Game | None, Said]:
    if game.status != "lobby":
        return None, said("lobby-join-started")
    if game.seat_of(interaction.user.id) is not None:
        return None, said("lobby-join-seated")
    if len(game.seats) >= most_players(kind, game.options):
        return None, said("lobby-full")
    problem = can_be_reached(interaction)
    if problem:
        return None, said("lobby-cannot-join", reason=problem)
    try:
        game = await interaction.client.store.join_game(game.id, interaction.user.id,
                                                        interaction.user.display_name)
    # others acted at the same moment: the store's check is the truth
    except GameFull:
        return None, said("lobby-full")
    except AlreadySeated:
        return None, said("lobby-join-seated")
    except WrongStatus:
        return None, said("lobby-join-started")
    return game, said("lobby-joined")


async def leave(interaction: discord.Interaction, kind: TableKind,
                game: Game) -> tuple[Game | None, Said]:
    if game.status != "lobby":
        return None, said("lobby-leave-running")
    if game.seat_of(interaction.user.id) is None:
        return None, said("lobby-no-seat")
    try:
        game = await interaction.client.store.leave_game(game.id, interaction.user.id)
    except NotSeated:  # a second tap, or the host took the seat out, at the same moment
        return None, said("lobby-no-seat")
    except WrongStatus:
        return None, said("lobby-leave-running")
    return game, said("lobby-left")


async def start(interaction: discord.Interaction, kind: TableKind,
                game: Game) -> tuple[Game | None, Said]:
    if game.status != "lobby":
        return None, said("lobby-start-started")
    if interaction.user.id != game.host_id:
        return None, said("lobby-start-host-only")
    most = most_players(kind, game.options)
    if not kind.min_players <= len(game.seats) <= most:
        return None, said("lobby-start-players", game=said(f"game-title-{kind.name}"),
                          least=kind.min_players, most=most, joined=len(game.seats))
    unreachable = await unreachable_players(interaction, game)
    if unreachable:
        note = said("lobby-start-unreachable", problems=_listed(unreachable))
        await refresh_lobby(interaction.client, kind, game, note)
        return None, said("lobby-start-unreachable-reply", note=note, command=kind.command)
    store = interaction.client.store
    try:
        options = kind.engine_options(game.options, len(game.seats))
        if options != game.options:
            await store.set_options(game.id, options)
        game = await store.start_game(game.id)
    except WrongStatus:  # started (or cancelled) at the same moment
        return None, said("lobby-start-started")
    except StorageError as error:
        refused = error.__cause__  # the engine's reason, when its options cannot be played
        reason = kind.refusal_text(refused, user_language(interaction)) \
            if getattr(refused, "message_id", None) else str(error)
        return None, said("lobby-cannot-start", reason=reason)
    return game, said("lobby-started")


def _listed(problems: list[Said]) -> Said:
    """Several reasons as one, "; " between them."""
    first, *rest = problems
    return said("lobby-problems", first=first, rest=_listed(rest)) if rest else first


async def unreachable_players(interaction: discord.Interaction, game: Game) -> list[Said]:
    """Seated players the bot could not serve privately in this thread (and why)."""
    thread = interaction.channel
    guild = interaction.guild
    if guild is None or not isinstance(thread, discord.Thread):
        return []
    problems = []
    for seat in game.seats:
        if seat.user_id is None:  # a computer: nothing to reach
            continue
        try:
            member = guild.get_member(seat.user_id) or await guild.fetch_member(seat.user_id)
        except discord.NotFound:
            problems.append(said("lobby-why-left-server", user=f"<@{seat.user_id}>"))
            continue
        permissions = thread.permissions_for(member)
        if not (permissions.view_channel and permissions.read_message_history):
            problems.append(said("lobby-why-user-cannot-see", user=f"<@{seat.user_id}>"))
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
    the_game = said(f"game-the-{kind.name}")
    if mine:
        lang = user_language(interaction)
        links = "\n".join("• " + text(lang, "lobby-your-game", thread=f"<#{g.thread_id}>",
                                       number=g.id, status=text(lang, f"status-{g.status}"))
                          for g in mine)
        raise Refusal("lobby-use-in-thread-yours", game=the_game, games=links)
    raise Refusal("lobby-use-in-thread", game=the_game, command=kind.command)


async def summary_here(interaction: discord.Interaction, kind: TableKind) -> GameSummary:
    """This thread's game without its state: found even when the saved state is damaged,
    or of a kind this bot does not know (then any game command may cancel it)."""
    try:
        return await game_here(interaction, kind)
    except CorruptGame as damage:
        summary = await interaction.client.store.load_summary(damage.game_id)
        if summary.kind != kind.name:
            raise
        return summary
    except UnknownKind as unknown:
        if unknown.game_id is None:
            raise
        summary = await interaction.client.store.load_summary(unknown.game_id)
        if kind_named(summary.kind) is not None:
            raise
        return summary


def may_manage(interaction: discord.Interaction, game: GameSummary) -> bool:
    """The host, or someone with Manage Server, may cancel, repair and remove seats."""
    return interaction.user.id == game.host_id or bool(interaction.permissions.manage_guild)


async def cancel_table(interaction: discord.Interaction, kind: TableKind) -> None:
    """End this thread's table without a result (a damaged game too)."""
    client = interaction.client
    game = await summary_here(interaction, kind)
    if game.status not in ("lobby", "running"):  # (a cancelled game says so, to anyone)
        raise Refusal("lobby-cancel-already", status=said(f"status-{game.status}"))
    if not may_manage(interaction, game):
        raise Refusal("lobby-cancel-host-only")
    try:
        game = await client.store.abandon_game(game.id)
    except WrongStatus as moved:  # it ended at the same moment
        raise Refusal("lobby-cancel-already", status=said(f"status-{moved.status}")) from None
    await client.pacer.schedule(kind, game)
    await refresh_lobby(client, kind, game)
    await close_turn_message(client, game)
    lang = user_language(interaction)
    await interaction.followup.send(text(lang, "lobby-cancelled-reply"), ephemeral=True)
    try:
        await send_to_table(client, game,
                            content=text(table_language(game), "lobby-cancelled",
                                         user=interaction.user.mention),
                            allowed_mentions=discord.AllowedMentions.none())
    except PostFailed as failure:
        await interaction.followup.send(
            text(lang, "lobby-not-told", why=failure.why.in_language(lang)), ephemeral=True)


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


REPAIRED = said("lobby-repaired-post")


async def repair_table(interaction: discord.Interaction, kind: TableKind) -> None:
    """Rebuild a damaged game's saved state from its move log (the log is the truth), then
    post where the game stands."""
    client = interaction.client
    store = client.store
    game = await summary_here(interaction, kind)
    refuse_cancelled(game)
    if kind_named(game.kind) is None:  # nothing to rebuild it with: it can only be ended
        raise Refusal(damaged_text(game.kind, kind.command))
    if not may_manage(interaction, game):
        raise Refusal("lobby-repair-host-only")
    if game.status not in ("running", "finished"):
        raise Refusal("lobby-repair-not-started")
    if not await store.check_game(game.id, full_replay=True):
        raise Refusal("lobby-repair-nothing")
    try:
        repaired = await store.rebuild_snapshot(game.id)
    except CorruptGame:
        raise Refusal("lobby-repair-log-damaged", command=kind.command) from None
    await interaction.followup.send(
        text(user_language(interaction), "lobby-repaired", moves=repaired.version),
        ephemeral=True)
    await store.set_messages(game.id, {POST_DUE: None, DAMAGE_TOLD: None})
    await client.pacer.schedule(kind, repaired)
    await publish(client, kind, repaired, headline=REPAIRED, since=repaired.version)


async def remove_player(interaction: discord.Interaction, kind: TableKind,
                        member: discord.abc.User, *, computer: str | None = None) -> None:
    """The host takes a seat out: from the lobby (its player left the server, say), or
    from the running game for good (what they built stays and keeps scoring), or, with
    ``computer`` (a level), hands it to a computer that plays it on from now on (CS4).

    CS5: a seat once taken out for good is not handed to a computer later: the engine
    retired it (it never acts again, its Alhambra still scores), which nothing undoes."""
    client = interaction.client
    game = await game_here(interaction, kind)
    refuse_cancelled(game)
    if not may_manage(interaction, game):
        raise Refusal("lobby-remove-host-only")
    seat = game.seat_of(member.id)
    if seat is None:
        raise Refusal("lobby-remove-no-seat", user=member.mention)
    lang = user_language(interaction)
    if game.status == "lobby":
        changed = await client.store.leave_game(game.id, member.id)
        await refresh_lobby(client, kind, changed)
        await interaction.followup.send(text(lang, "lobby-removed-seat", user=member.mention),
                                        ephemeral=True)
        return
    if game.status != "running" or kind.is_over(game.state):
        raise Refusal("lobby-remove-not-running")
    if seat not in kind.playing_seats(game.state):
        raise Refusal("seats-retired-no-computer" if computer else "lobby-remove-gone",
                      user=member.mention)
    if computer is not None:
        await hand_to_computer(interaction, kind, game, seat, computer)
        return
    try:
        done = await client.store.apply_actions(game.id, seat, [kind.retire_action()],
                                                expected_version=game.version,
                                                user_id=interaction.user.id)
    except GameMovedOn:
        raise Refusal("lobby-moved-on") from None
    name = kind.seat_name(game.state, seat)
    await interaction.followup.send(text(lang, "lobby-removed", name=name), ephemeral=True)
    await after_commit(client, kind, game, done.game, done.events, seat=None)
    if not kind.post_due(done.game, done.events):
        try:
            await send_to_table(client, game, allowed_mentions=discord.AllowedMentions.none(),
                                content=kind.vote_outcome(name, "remove", [],
                                                          table_language(game)))
        except PostFailed as failure:
            log.warning("game %s: the removal was not announced (%s)", game.id, failure.why)


async def hand_to_computer(interaction: discord.Interaction, kind: TableKind, game: Game,
                           seat: int, level: str) -> None:
    """A computer at ``level`` plays ``seat`` from now on, keeping all it has."""
    client = interaction.client
    if level not in LEVELS:
        raise Refusal("seats-no-level")
    try:
        changed = await client.store.replace_with_computer(game.id, seat, level,
                                                           expected_version=game.version)
    except (GameMovedOn, WrongStatus):
        raise Refusal("lobby-moved-on") from None
    name = kind.seat_name(game.state, seat)
    lang = user_language(interaction)
    await interaction.followup.send(
        text(lang, "seats-replaced", name=name, level=text(lang, f"seats-level-{level}")),
        ephemeral=True)
    await tell_take_over(client, game, changed, seat, level)
    await client.pacer.schedule(kind, changed)
    autoplay.wake(client, kind, changed, after_commit)


async def change_language(interaction: discord.Interaction, kind: TableKind,
                          language: str) -> None:
    """The host sets the language of the table's public posts, lobby and pictures (each
    player's own panel keeps following their Discord language)."""
    client = interaction.client
    game = await game_here(interaction, kind)
    refuse_cancelled(game)
    if not may_manage(interaction, game):
        raise Refusal("language-host-only")
    if language not in LANGUAGES:
        raise Refusal("language-unknown")
    if game.status not in ("lobby", "running"):
        raise Refusal("language-ended")
    if table_language(game) == language:
        raise Refusal("language-already", language=LANGUAGE_NAMES[language])
    try:
        game = await client.store.set_option(game.id, "language", language)
    except WrongStatus:  # it ended at the same moment
        raise Refusal("language-ended") from None
    await refresh_lobby(client, kind, game)
    await interaction.followup.send(
        text(user_language(interaction), "language-changed", language=LANGUAGE_NAMES[language]),
        ephemeral=True)
    try:
        await send_to_table(client, game, allowed_mentions=discord.AllowedMentions.none(),
                            content=text(language, "language-changed-post",
                                         user=interaction.user.mention,
                                         language=LANGUAGE_NAMES[language]))
    except PostFailed as failure:
        log.warning("game %s: the new language was not announced (%s)", game.id,
                    failure.why.message_id)
