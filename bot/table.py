"""What the slash commands of every game kind share: finding the table of this thread,
cancelling it, and repairing a damaged one. Each is called after the interaction is deferred.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

import discord

from storage import CorruptGame, Game, GameSummary, StorageError

from .guard import DAMAGE_TOLD, Refusal
from .posting import POST_DUE, PostFailed, send_to_table

log = logging.getLogger(__name__)

COMMAND = {"alhambra": "alhambra", "rollwrite": "rollwrite"}
THE_GAME = {"alhambra": "an Alhambra game", "rollwrite": "a Roll & Write game"}


async def game_here(interaction: discord.Interaction, kind: str) -> Game:
    """The game of ``kind`` in this thread; elsewhere the user's games are listed instead.

    A damaged game raises ``CorruptGame`` (answered by the guard, naming the repair)."""
    store = interaction.client.store
    game = await store.game_by_thread(interaction.channel_id)
    if game is not None and game.kind == kind:
        return game
    mine = [g for g in await store.games_of_user(interaction.user.id,
                                                 statuses=("lobby", "running"))
            if g.kind == kind and g.thread_id]
    where = f"Use this command inside the thread of {THE_GAME[kind]}."
    if mine:
        links = "\n".join(f"• <#{g.thread_id}> (table #{g.id}, {g.status})" for g in mine)
        raise Refusal(f"{where} Your games:\n{links}")
    raise Refusal(f"{where} Start one with `/{COMMAND[kind]} new`.")


async def summary_here(interaction: discord.Interaction, kind: str) -> GameSummary:
    """This thread's game without its state: found even when the saved state is damaged."""
    try:
        return await game_here(interaction, kind)
    except CorruptGame as damage:
        summary = await interaction.client.store.load_summary(damage.game_id)
        if summary.kind != kind:
            raise
        return summary


def may_manage(interaction: discord.Interaction, game: GameSummary) -> bool:
    """The host, or someone with Manage Server, may cancel and repair a table."""
    return interaction.user.id == game.host_id or bool(interaction.permissions.manage_guild)


async def cancel_table(interaction: discord.Interaction, kind: str, *,
                       tidy: Callable[[GameSummary], Awaitable[None]]) -> None:
    """End this thread's table without a result; ``tidy`` takes the buttons off its
    messages. Works on a damaged game too."""
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
    await tidy(game)
    await interaction.followup.send("You cancelled this game.", ephemeral=True)
    try:
        await send_to_table(client, game,
                            content=f"{interaction.user.mention} cancelled this game.",
                            allowed_mentions=discord.AllowedMentions.none())
    except PostFailed as failure:
        await interaction.followup.send(f"(I could not say so in the thread: {failure.why}.)",
                                        ephemeral=True)


async def repair_table(interaction: discord.Interaction, kind: str, *,
                       repost: Callable[[Game], Awaitable[bool]]) -> None:
    """Rebuild a damaged game's saved state from its move log (the log is the truth), then
    post where the game stands with ``repost``."""
    store = interaction.client.store
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
                      f"You can end it with `/{COMMAND[kind]} cancel`.") from None
    moves = f"{repaired.version} move{'s' if repaired.version != 1 else ''}"
    await interaction.followup.send(
        f"Repaired: the saved game was rebuilt from its move log ({moves}).", ephemeral=True)
    await store.set_messages(game.id, {POST_DUE: repaired.version, DAMAGE_TOLD: None})
    await repost(await store.load_game(game.id))

