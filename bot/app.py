"""The bot: a ``commands.Bot`` whose resources (settings, store) come in through its constructor.

``create_bot(settings)`` is used both by ``python -m bot`` and by the tests (SimCord). No game
lives in memory: every handler loads its game from the store and commits through it.
"""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from storage import GameStore, open_store

from .settings import BotSettings

log = logging.getLogger(__name__)


class AlhambraBot(commands.Bot):
    def __init__(self, settings: BotSettings, *, store: GameStore | None = None):
        intents = discord.Intents.default()  # no privileged intents needed
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         help_command=None)
        self.settings = settings
        self._given_store = store
        self.store: GameStore | None = store
        self.pacer = None  # reminders and deadline votes (bot/pacing.py), started in setup_hook
        self.round_timer = None  # Roll & Write round timer (bot/rollwrite_handlers.py)
        #: Each game kind's way to post what its thread was not told (bot/posting.py).
        self.catch_ups = {}
        self.slow_watch = None  # tells users about slow answers (bot/guard.py)

    async def setup_hook(self) -> None:
        from . import handlers, rollwrite_handlers
        from .cog import AlhambraCog
        from .components import DYNAMIC_ITEMS

        self.catch_ups = {handlers.KIND: handlers.catch_up,
                          rollwrite_handlers.KIND: rollwrite_handlers.catch_up}

        if self.store is None:
            self.store = await open_store(self.settings, clock=discord.utils.utcnow)
            for problem in await self.store.check_all():  # report, never refuse to start
                log.warning("stored game needs attention: %s", problem)
        from .guard import SlowWatch

        if self.slow_watch is None:
            self.slow_watch = SlowWatch(self.settings.slow_notice_seconds)
        self.slow_watch.start()
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        self.tree.on_error = self._on_command_error
        if self.get_cog(AlhambraCog.__cog_name__) is None:  # setup_hook runs again on a restart
            await self.add_cog(AlhambraCog(self))
        from .rollwrite_cog import RollwriteCog

        if self.get_cog(RollwriteCog.__cog_name__) is None:
            await self.add_cog(RollwriteCog(self))
        if self.settings.sync_commands:
            await self._sync()
        # -- pacing: reminders and deadline votes ------------------------------------------
        from .pacing import Pacer

        if self.pacer is None:
            self.pacer = Pacer(self)
        self.pacer.start()
        from .rollwrite_handlers import RoundTimer

        if self.round_timer is None:
            self.round_timer = RoundTimer(self)
        self.round_timer.start()

    async def _sync(self) -> None:
        if self.settings.dev_guild_ids:
            for guild_id in self.settings.dev_guild_ids:
                guild = discord.Object(id=guild_id)
                self.tree.copy_global_to(guild=guild)
                await self.tree.sync(guild=guild)
        else:
            await self.tree.sync()

    async def _on_command_error(self, interaction: discord.Interaction,
                                error: discord.app_commands.AppCommandError) -> None:
        from .guard import SORRY, reply

        if isinstance(error, discord.app_commands.CheckFailure):
            await reply(interaction, str(error))
            return
        if isinstance(error, discord.app_commands.TransformerError):  # a value out of range
            await reply(interaction, f"That value is not accepted here: {error.value!r}. Pick "
                                     "one of the suggested choices or stay within the range.")
            return
        command = interaction.command.qualified_name if interaction.command else "?"
        log.error("command /%s failed for user %s in channel %s", command, interaction.user.id,
                  interaction.channel_id, exc_info=error)
        await reply(interaction, SORRY)

    async def close(self) -> None:
        if self.pacer is not None:
            self.pacer.stop()
        if self.round_timer is not None:
            self.round_timer.stop()
        if self.slow_watch is not None:
            self.slow_watch.stop()
        if self.store is not None and self._given_store is None:
            await self.store.close()
            self.store = None
        await super().close()


def create_bot(settings: BotSettings | None = None, *, store: GameStore | None = None) -> (
        AlhambraBot):
    """The bot, ready to ``run(token)`` (or to be driven by SimCord in the tests)."""
    return AlhambraBot(settings if settings is not None else BotSettings(), store=store)
