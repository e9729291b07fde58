"""The ``/alhambra`` slash commands. Each acts on the game of the thread it is used in."""

from __future__ import annotations

import asyncio
import io

import discord
from discord import app_commands
from discord.ext import commands

from engine.alhambra import legal_actions, view
from rendering import legal_cells, render_overview
from storage import Game, StorageError

from . import handlers, lobby, table
from .guard import PICK, Refusal, defer, guarded_command, reply
from .picks import number, pair
from .posting import PostFailed, send_to_table
from .rules_text import RULES
from .texts import action_label, event_line, tile_name

#: Rule sets offered by /alhambra new: value -> (name, engine modules). Two players always
#: add Dirk (the engine does that).
RULE_SETS = {"base": ("Base game", ())}

#: Seconds an autocomplete may take before it answers with no suggestions (Discord: 3 s).
AUTOCOMPLETE_SECONDS = 2.0

ACTION_KINDS = {
    "take": ("take_money",),
    "buy": ("buy",),
    "place": ("place", "reserve", "give_to_dirk"),
    "rebuild": ("rebuild_place", "rebuild_remove", "rebuild_exchange"),
}


async def game_here(interaction: discord.Interaction) -> Game:
    return await table.game_here(interaction, handlers.KIND)


class AlhambraCog(commands.GroupCog, group_name="alhambra",
                  group_description="Play Der Palast von Alhambra"):
    def __init__(self, bot):
        self.bot = bot
        super().__init__()

    # -- the table ------------------------------------------------------------------------

    @app_commands.command(name="new", description="Open a new Alhambra table in a thread")
    @app_commands.describe(
        rules="The rule set (Granada and the expansions will be added here)",
        max_players="Most players who may join (2-6)",
        reminder_hours="Remind the player to move after this many idle hours (0: never)",
        deadline_hours="After this many idle hours others may vote to skip or remove (0: none)",
    )
    @app_commands.choices(rules=[app_commands.Choice(name=name, value=value)
                                 for value, (name, _) in RULE_SETS.items()])
    @guarded_command
    async def new(self, interaction: discord.Interaction,
                  rules: str = "base",
                  max_players: app_commands.Range[int, 2, 6] = 6,
                  reminder_hours: app_commands.Range[float, 0, 720] = 24.0,
                  deadline_hours: app_commands.Range[float, 0, 2160] = 0.0) -> None:
        channel = interaction.channel
        if not isinstance(channel, discord.TextChannel):
            await reply(interaction, "Use `/alhambra new` in a server text channel: "
                                     "the game gets a thread of its own there.")
            return
        await defer(interaction)
        options = {"rules": {"modules": list(RULE_SETS[rules][1])}, "max_players": max_players,
                   "reminder_hours": reminder_hours or None,
                   "deadline_hours": deadline_hours or None}
        thread = await channel.create_thread(
            name=f"Alhambra with {interaction.user.display_name}"[:100],
            type=discord.ChannelType.public_thread, auto_archive_duration=10080)
        store = self.bot.store
        game = await store.create_game(
            "alhambra", host=(interaction.user.id, interaction.user.display_name),
            options=options, guild_id=interaction.guild_id, channel_id=channel.id,
            thread_id=thread.id)
        message = await thread.send(embed=lobby.lobby_embed(game), view=lobby.lobby_view(game))
        await store.set_message(game.id, "lobby", message.id)
        await interaction.followup.send(
            f"Your table is open in {thread.mention}; you have the first seat.", ephemeral=True)
        await channel.send(
            f"{interaction.user.mention} opened an Alhambra table: join in {thread.mention}!",
            allowed_mentions=discord.AllowedMentions.none())

    @app_commands.command(name="join", description="Take a seat at this thread's table")
    @guarded_command
    async def join(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, lobby.join)

    @app_commands.command(name="leave", description="Give up your seat before the game starts")
    @guarded_command
    async def leave(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, lobby.leave)

    @app_commands.command(name="start", description="Start the game (host only, 2-6 players)")
    @guarded_command
    async def start(self, interaction: discord.Interaction) -> None:
        await self._lobby(interaction, lobby.start)

    async def _lobby(self, interaction, step) -> None:
        await defer(interaction)
        game = await game_here(interaction)
        changed, message = await step(interaction, game)
        await interaction.followup.send(message, ephemeral=True)
        if changed is not None:
            await lobby.refresh_lobby(self.bot, changed)
            if changed.status == "running":
                await handlers.publish_turn(self.bot, changed)

    @app_commands.command(name="cancel", description="End this table without a result")
    @guarded_command
    async def cancel(self, interaction: discord.Interaction) -> None:
        await defer(interaction)

        async def tidy(game):
            await lobby.refresh_lobby(self.bot, game)
            await handlers.close_turn_message(self.bot, game)

        await table.cancel_table(interaction, handlers.KIND, tidy=tidy)

    @app_commands.command(name="repair", description="Rebuild a damaged game from its move "
                                                     "log (host only)")
    @guarded_command
    async def repair(self, interaction: discord.Interaction) -> None:
        await defer(interaction)
        await table.repair_table(interaction, handlers.KIND, repost=lambda game: (
            handlers.catch_up(self.bot, game, headline=handlers.REPAIRED)))

    @app_commands.command(name="status", description="Post the current overview again")
    @guarded_command
    async def status(self, interaction: discord.Interaction) -> None:
        await defer(interaction)
        game = await game_here(interaction)
        if game.state is None:
            raise Refusal("The game has not started yet.")
        if await handlers.catch_up(self.bot, game):  # a lost turn post is this status post
            await interaction.followup.send("The turn post that was missing is in the thread "
                                            "now.", ephemeral=True)
            return
        public = view(game.state, None)
        image = await asyncio.to_thread(render_overview, public)
        file = discord.File(io.BytesIO(image), filename="overview.png")
        try:
            await send_to_table(self.bot, game, content=handlers.status_text(game), file=file,
                                view=handlers.public_view(game))
        except PostFailed as failure:
            raise Refusal(f"I could not post in the thread: {failure.why}.") from None
        await interaction.followup.send("The current overview is posted in the thread.",
                                        ephemeral=True)

    @app_commands.command(name="hand", description="Your money, reserve and the action panel "
                                                   "(only you see it)")
    @guarded_command
    async def hand(self, interaction: discord.Interaction) -> None:
        await defer(interaction)
        game = await game_here(interaction)
        await handlers.open_panel(interaction, game.id)

    @app_commands.command(name="rules", description="The player aid: actions, building rules, "
                                                    "scoring (only you see it)")
    @guarded_command
    async def rules(self, interaction: discord.Interaction) -> None:
        await interaction.response.send_message(RULES, ephemeral=True)

    @app_commands.command(name="log", description="The most recent moves of this game")
    @guarded_command
    async def log(self, interaction: discord.Interaction) -> None:
        await defer(interaction)
        game = await game_here(interaction)
        if game.state is None:
            raise Refusal("The game has not started yet.")
        since = await handlers.state_at(self.bot.store, game, max(0, game.version - 30))
        names = [p.name for p in game.state.players]
        events = await handlers.events_since(self.bot.store, game.id, since)
        lines = [line for event, before in events
                 if event.kind != "scoring_round" and (line := event_line(event, names, before))]
        text = "\n".join(lines[-20:]) or "No moves yet."
        await interaction.followup.send(f"**The latest moves**\n{text}"[:2000], ephemeral=True)

    # -- acting by typing -----------------------------------------------------------------

    async def _choices(self, interaction: discord.Interaction, current: str, kinds) -> list:
        """Autocomplete must answer within 3 s and cannot be deferred: a slow database
        gives no suggestions rather than an error."""
        task = asyncio.ensure_future(self._suggest(interaction, current, kinds))
        done, _ = await asyncio.wait({task}, timeout=AUTOCOMPLETE_SECONDS)
        if not done:
            task.cancel()
            return []
        try:
            return task.result()
        except StorageError:
            return []

    async def _suggest(self, interaction: discord.Interaction, current: str, kinds) -> list:
        game = await interaction.client.store.game_by_thread(interaction.channel_id)
        if game is None or game.state is None or game.kind != handlers.KIND or \
                game.status != "running":
            return []
        seat = game.seat_of(interaction.user.id)
        if seat is None:
            return []
        market = view(game.state, None).market
        alhambra = game.state.players[seat].alhambra
        choices = []
        for index, action in enumerate(legal_actions(game.state, seat)):
            if action.kind in kinds:
                cell = None
                if action.kind == "place":
                    cell = legal_cells(alhambra, action.tile).index((action.x, action.y)) + 1
                label = action_label(action, market=market, alhambra=alhambra,
                                     cell_number=cell)[:100]
                if current.lower() in label.lower():
                    choices.append(app_commands.Choice(name=label,
                                                       value=f"{game.version}:{index}"))
        return choices[:25]

    async def _act(self, interaction: discord.Interaction, choice: str, kinds) -> None:
        await defer(interaction)
        game = await game_here(interaction)
        if "place" in kinds and (cell := number(choice)) is not None:
            picked = await self._numbered_cell(game, interaction.user.id, cell)
        else:
            picked = pair(choice)
        if picked is None:
            raise Refusal(PICK)
        version, index = picked
        if game.state is not None and game.seat_of(interaction.user.id) is not None:
            actions = list(legal_actions(game.state, game.seat_of(interaction.user.id)))
            if version == game.version and index < len(actions) and \
                    actions[index].kind not in kinds:
                raise Refusal("That choice belongs to another command.")
        await handlers.act_by_index(interaction, game, version, index, from_panel=False)

    async def _numbered_cell(self, game: Game, user_id: int, number: int) -> tuple[int, int]:
        """``/alhambra place 3``: the cell numbered 3 in the picture of the panel."""
        seat = game.seat_of(user_id)
        state = game.state
        if state is None or seat is None or seat != state.active_seat or \
                not state.players[seat].bought:
            raise Refusal("You have no bought tile waiting to be placed.")
        player = state.players[seat]
        tile = player.bought[0]
        cells = legal_cells(player.alhambra, tile)
        if not 1 <= number <= len(cells):
            where = f"1 to {len(cells)}" if cells else "none: reserve it instead"
            raise Refusal(f"There is no place {number} for your {tile_name(tile)}; the "
                          f"picture numbers {where}.")
        x, y = cells[number - 1]
        actions = list(legal_actions(state, seat))
        index = next(i for i, a in enumerate(actions)
                     if a.kind == "place" and a.tile == tile and (a.x, a.y) == (x, y))
        return game.version, index

    @app_commands.command(name="take", description="Take money from the display")
    @app_commands.describe(choice="Which card(s) to take")
    @guarded_command
    async def take(self, interaction: discord.Interaction, choice: str) -> None:
        await self._act(interaction, choice, ACTION_KINDS["take"])

    @take.autocomplete("choice")
    async def _take_choices(self, interaction, current: str):
        return await self._choices(interaction, current, ACTION_KINDS["take"])

    @app_commands.command(name="buy", description="Buy a market tile")
    @app_commands.describe(choice="The tile and the cards to pay with")
    @guarded_command
    async def buy(self, interaction: discord.Interaction, choice: str) -> None:
        await self._act(interaction, choice, ACTION_KINDS["buy"])

    @buy.autocomplete("choice")
    async def _buy_choices(self, interaction, current: str):
        return await self._choices(interaction, current, ACTION_KINDS["buy"])

    @app_commands.command(name="place", description="Build, reserve (or give to Dirk) a "
                                                    "tile you bought")
    @app_commands.describe(choice="Where the tile goes (or the number of the place in the "
                                  "picture)")
    @guarded_command
    async def place(self, interaction: discord.Interaction, choice: str) -> None:
        await self._act(interaction, choice, ACTION_KINDS["place"])

    @place.autocomplete("choice")
    async def _place_choices(self, interaction, current: str):
        return await self._choices(interaction, current, ACTION_KINDS["place"])

    @app_commands.command(name="rebuild", description="Rebuild your Alhambra (your action)")
    @app_commands.describe(choice="What to rebuild")
    @guarded_command
    async def rebuild(self, interaction: discord.Interaction, choice: str) -> None:
        await self._act(interaction, choice, ACTION_KINDS["rebuild"])

    @rebuild.autocomplete("choice")
    async def _rebuild_choices(self, interaction, current: str):
        return await self._choices(interaction, current, ACTION_KINDS["rebuild"])

    @app_commands.command(name="undo", description="Undo turn: roll your turn back (until it "
                                                   "ends)")
    @guarded_command
    async def undo(self, interaction: discord.Interaction) -> None:
        await self._single(interaction, "restart_turn", "There is nothing to undo now.")

    @app_commands.command(name="confirm", description="End turn (after placing what you "
                                                      "bought)")
    @guarded_command
    async def confirm(self, interaction: discord.Interaction) -> None:
        await self._single(interaction, "end_turn", "You cannot end your turn now: take money, "
                                                    "buy or rebuild first, and place or reserve "
                                                    "what you bought.")

    async def _single(self, interaction, kind: str, refusal: str) -> None:
        await defer(interaction)
        game = await game_here(interaction)
        seat = game.seat_of(interaction.user.id)
        if game.state is None or seat is None or game.status != "running":
            raise Refusal("Only the players of a running game can do that.")
        actions = list(legal_actions(game.state, seat))
        index = next((i for i, a in enumerate(actions) if a.kind == kind), None)
        if index is None:
            raise Refusal("It is not your turn." if seat != game.state.active_seat else refusal)
        await handlers.act_by_index(interaction, game, game.version, index, from_panel=False)
