"""The ``/rollwrite`` slash commands. Each acts on the Roll & Write game of its thread."""

from __future__ import annotations

import asyncio
import io

import discord
from discord import app_commands
from discord.ext import commands

from storage import Game

from . import rollwrite_handlers as rw
from . import table
from .guard import Refusal, defer, guarded_command, reply
from .posting import PostFailed, send_to_table
from .rollwrite_texts import RULES


async def game_here(interaction: discord.Interaction) -> Game:
    return await table.game_here(interaction, rw.KIND)


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
    @guarded_command
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
        await defer(interaction)
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
            f"Your table is open in {thread.mention}; you have the first seat.", ephemeral=True)
        await channel.send(
            f"{interaction.user.mention} opened an Alhambra Roll & Write table: join in "
            f"{thread.mention}!", allowed_mentions=discord.AllowedMentions.none())

    @app_commands.command(name="join", description="Take a seat at this thread's table")
    @guarded_command
    async def join(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, "join")

    @app_commands.command(name="leave", description="Give up your seat before the game starts")
    @guarded_command
    async def leave(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, "leave")

    @app_commands.command(name="start", description="Start the game (host only, 1-5 players)")
    @guarded_command
    async def start(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, "start")

    async def _lobby(self, interaction: discord.Interaction, what: str) -> None:
        await defer(interaction)
        game = await game_here(interaction)
        await rw.lobby_step(interaction, game, what)

    @app_commands.command(name="cancel", description="End this table without a result")
    @guarded_command
    async def cancel(self, interaction: discord.Interaction) -> None:
        await defer(interaction)
        await table.cancel_table(interaction, rw.KIND,
                                 tidy=lambda game: rw.refresh_lobby(self.bot, game))

    @app_commands.command(name="repair", description="Rebuild a damaged game from its move "
                                                     "log (host only)")
    @guarded_command
    async def repair(self, interaction: discord.Interaction) -> None:
        await defer(interaction)
        await table.repair_table(interaction, rw.KIND, repost=lambda game: (
            rw.catch_up(self.bot, game, headline=rw.REPAIRED)))

    @app_commands.command(name="sheet", description="Your sheet and the action panel "
                                                    "(only you see it)")
    @guarded_command
    async def sheet(self, interaction: discord.Interaction) -> None:
        await defer(interaction)
        game = await game_here(interaction)
        await rw.open_panel(interaction, game.id)

    @app_commands.command(name="rules", description="The player aid (only you see it)")
    @guarded_command
    async def rules(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(RULES, ephemeral=True)

    @app_commands.command(name="status", description="Post the score sheet and the round again")
    @guarded_command
    async def status(self, interaction: discord.Interaction) -> None:
        await defer(interaction)
        game = await game_here(interaction)
        if game.state is None:
            raise Refusal("The game has not started yet.")
        if await rw.catch_up(self.bot, game):  # a lost round post is this status post
            await interaction.followup.send("The round post that was missing is in the thread "
                                            "now.", ephemeral=True)
            return
        state = game.state
        if state.is_over:
            lines = rw.final_lines(game)
        else:
            head = f"**Round {state.round} of {state.rounds}.**"
            dice = f" The dice: {rw.dice_text(state.roll)}." if state.roll else ""
            lines = [f"{head}{dice} {rw.waiting_text(game)}"]
        files = await asyncio.to_thread(rw.public_images, game)
        try:
            await send_to_table(
                self.bot, game, content="\n".join(lines), view=rw.public_view(game),
                files=[discord.File(io.BytesIO(data), filename=name) for data, name in files])
        except PostFailed as failure:
            raise Refusal(f"I could not post in the thread: {failure.why}.") from None
        await interaction.followup.send("The score sheet is posted in the thread.",
                                        ephemeral=True)
