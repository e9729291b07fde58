"""The ``/rollwrite`` slash commands. Each acts on the Roll & Write game of its thread."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from storage import Game, StorageError

from . import rollwrite_handlers as rw
from .handlers import reply
from .rollwrite_texts import RULES


async def game_here(interaction: discord.Interaction) -> Game | None:
    """The Roll & Write game of this thread; elsewhere, list the user's games instead."""
    store = interaction.client.store
    game = await store.game_by_thread(interaction.channel_id)
    if game is not None and game.kind == rw.KIND:
        return game
    mine = [g for g in await store.games_of_user(interaction.user.id,
                                                 statuses=("lobby", "running"))
            if g.kind == rw.KIND and g.thread_id]
    if mine:
        links = "\n".join(f"• <#{g.thread_id}> (table #{g.id}, {g.status})" for g in mine)
        text = f"Use this command inside a Roll & Write thread. Your games:\n{links}"
    else:
        text = ("Use this command inside a Roll & Write thread. Start one with "
                "`/rollwrite new`.")
    await reply(interaction, text)
    return None


class RollwriteCog(commands.GroupCog, group_name="rollwrite",
                   group_description="Play Alhambra Roll & Write"):
    def __init__(self, bot):
        self.bot = bot
        super().__init__()

    @app_commands.command(name="new", description="Open a new Roll & Write table in a thread")
    @app_commands.describe(
        mode="Simultaneous: everyone acts at once on one roll; classic: turns and dice passing",
        opponents="Solo only: how many imaginary players (2-4)",
        beat_them="Solo only: the imaginary players score too; beat them all",
        round_hours="Hours for a round (classic: a turn); idle players then gain coins "
                    "(0: no timer)",
        max_players="Most players who may join (1-5)",
    )
    @app_commands.choices(mode=[app_commands.Choice(name="simultaneous", value="simultaneous"),
                                app_commands.Choice(name="classic", value="classic")])
    async def new(self, interaction: discord.Interaction,
                  mode: str = "simultaneous",
                  opponents: app_commands.Range[int, 2, 4] = 2,
                  beat_them: bool = False,
                  round_hours: app_commands.Range[float, 0, 720] = 0.0,
                  max_players: app_commands.Range[int, 1, 5] = 5) -> None:
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):
            await reply(interaction, "Use `/rollwrite new` in a server text channel: the game "
                                     "gets a thread of its own there.")
            return
        await interaction.response.defer(thinking=True)
        options = {"rules": {"mode": mode}, "max_players": max_players,
                   "opponents": opponents, "beat_them": beat_them,
                   "round_hours": round_hours or None}
        thread = await channel.create_thread(
            name=f"Roll & Write with {interaction.user.display_name}"[:100],
            type=discord.ChannelType.public_thread, auto_archive_duration=10080)
        store = self.bot.store
        game = await store.create_game(
            rw.KIND, host=(interaction.user.id, interaction.user.display_name),
            options=options, guild_id=interaction.guild_id, channel_id=channel.id,
            thread_id=thread.id)
        message = await thread.send(embed=rw.lobby_embed(game), view=rw.lobby_view(game))
        await store.set_message(game.id, "lobby", message.id)
        await interaction.followup.send(
            f"{interaction.user.mention} opened an Alhambra Roll & Write table: join in "
            f"{thread.mention}!")

    @app_commands.command(name="join", description="Take a seat at this thread's table")
    async def join(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, "join")

    @app_commands.command(name="leave", description="Give up your seat before the game starts")
    async def leave(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, "leave")

    @app_commands.command(name="start", description="Start the game (host only, 1-5 players)")
    async def start(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, "start")

    async def _lobby(self, interaction: discord.Interaction, what: str) -> None:
        game = await game_here(interaction)
        if game is None:
            return
        await interaction.response.defer(ephemeral=True, thinking=True)
        await rw.lobby_step(interaction, game, what)

    @app_commands.command(name="cancel", description="End this table without a result")
    async def cancel(self, interaction: discord.Interaction) -> None:
        game = await game_here(interaction)
        if game is None:
            return
        manager = interaction.permissions.manage_guild
        if interaction.user.id != game.host_id and not manager:
            await reply(interaction, "Only the host (or someone with Manage Server) can cancel "
                                     "this game.")
            return
        if game.status not in ("lobby", "running"):
            await reply(interaction, f"This game is already {game.status}.")
            return
        await interaction.response.defer(thinking=True)
        try:
            game = await self.bot.store.abandon_game(game.id)
        except StorageError as error:
            await interaction.followup.send(f"Could not cancel: {error}", ephemeral=True)
            return
        await rw.refresh_lobby(self.bot, game)
        await interaction.followup.send(f"{interaction.user.mention} cancelled this game.")

    @app_commands.command(name="sheet", description="Your sheet and the action panel "
                                                    "(only you see it)")
    async def sheet(self, interaction: discord.Interaction) -> None:
        game = await game_here(interaction)
        if game is not None:
            await rw.open_panel(interaction, game.id)

    @app_commands.command(name="rules", description="The player aid (only you see it)")
    async def rules(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(RULES, ephemeral=True)

    @app_commands.command(name="status", description="Post the score sheet and the round again")
    async def status(self, interaction: discord.Interaction) -> None:
        game = await game_here(interaction)
        if game is None:
            return
        if game.state is None:
            await reply(interaction, "The game has not started yet.")
            return
        await interaction.response.defer()
        state = game.state
        if state.is_over:
            lines = rw.final_lines(game)
        else:
            head = f"**Round {state.round} of {state.rounds}.**"
            dice = f" The dice: {rw.dice_text(state.roll)}." if state.roll else ""
            lines = [f"{head}{dice} {rw.waiting_text(game)}"]
        await interaction.followup.send("\n".join(lines), files=rw.public_files(game),
                                        view=rw.public_view(game))
