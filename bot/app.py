"""The bot: a ``commands.Bot`` whose resources (settings, store) come in through its constructor.

``create_bot(settings)`` is used both by ``python -m bot`` and by the tests (SimCord). No game
lives in memory: every handler loads its game from the store and commits through it. The bot
wires the table core (:mod:`bot.tables`) to the game kinds it plays (:mod:`bot.alhambra`,
:mod:`bot.rollwrite`): one slash command group per kind, the restart-proof buttons, the
timers and the worker pool that draws pictures.

With ``SHARD_COUNT`` (and ``SHARD_IDS``, this process's slice) the same bot runs as
discord.py's sharded client (:class:`ShardedAlhambraBot`): one class body, only the
gateway differs. Every shard asks the store for its session start before it identifies
(:mod:`bot.identify`), so several processes keep to Discord's limits together.
"""

from __future__ import annotations

import logging

import discord
from discord.ext import commands

from storage import GameStore, open_store

from . import alhambra, rollwrite
from .command_names import CatalogueTranslator
from .identify import DiscordLimits, SessionGate
from .invite import invite_url
from .settings import BotSettings
from .tables import images, routes
from .tables.commands import build_group
from .tables.components import DYNAMIC_ITEMS
from .tables.guard import SORRY, SlowWatch, reply
from .tables.pacing import Pacer
from .tables.replays import REPLAY_ITEMS

log = logging.getLogger(__name__)

#: The game kinds this bot plays (each registered itself with the core on import).
KINDS = (alhambra.KIND, rollwrite.KIND)


class AlhambraBot(commands.Bot):
    def __init__(self, settings: BotSettings, *, store: GameStore | None = None):
        intents = discord.Intents.default()  # no privileged intent needed ...
        intents.members = settings.members_intent  # ... but leavers are seen at once with it
        shards = ({"shard_count": settings.shard_count, "shard_ids": settings.shard_ids}
                  if settings.sharded else {})
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         help_command=None, **shards)
        self.settings = settings
        self._given_store = store
        self.store: GameStore | None = store
        self.pacer = Pacer(self)
        self.slow_watch = SlowWatch(settings.slow_notice_seconds)
        self.session_gate = SessionGate(lambda: self.store, limits=self._session_limits)
        images.configure(settings.render_workers)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False
                                   ) -> None:
        """Identify only with a session start granted by the store every process shares
        (instead of discord.py's 5 s pause, which knows only this process)."""
        await self.session_gate.wait(shard_id or 0)

    async def _session_limits(self) -> DiscordLimits:
        _, _, limits = await self.http.get_bot_gateway()
        return DiscordLimits.from_payload(limits)

    async def setup_hook(self) -> None:
        if self.store is None:
            self.store = await open_store(self.settings, clock=discord.utils.utcnow)
            for problem in await self.store.check_all():  # report, never refuse to start
                log.warning("stored game needs attention: %s", problem)
        self.slow_watch.start()
        routes.install()
        self.add_dynamic_items(*DYNAMIC_ITEMS, *REPLAY_ITEMS)
        self.tree.on_error = self._on_command_error
        if self.tree.translator is None:  # the commands in the users' own languages
            await self.tree.set_translator(CatalogueTranslator())
        for kind in KINDS:
            if self.tree.get_command(kind.command) is None:  # setup_hook runs again on restart
                self.tree.add_command(build_group(kind))
        if self.settings.sync_commands:
            await self._sync()
        self.pacer.start()
        if self.application_id is not None:  # the README's link with this bot's id filled in
            log.info("invite the bot to a server: %s", invite_url(self.application_id))

    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        """Someone left a server (delivered with the members intent only): a table waiting
        for them votes at once (:meth:`Pacer.member_left`)."""
        await self.pacer.member_left(payload.guild_id, payload.user.id)

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
        self.pacer.stop()
        self.slow_watch.stop()
        if self.store is not None and self._given_store is None:
            await self.store.close()
            self.store = None
        await super().close()


class ShardedAlhambraBot(AlhambraBot, commands.AutoShardedBot):
    """The same bot on discord.py's sharded client: the shards ``SHARD_IDS`` of
    ``SHARD_COUNT`` in this process."""


def create_bot(settings: BotSettings | None = None, *, store: GameStore | None = None) -> (
        AlhambraBot):
    """The bot, ready to ``run(token)`` (or to be driven by SimCord in the tests): sharded
    when ``SHARD_COUNT`` is set."""
    settings = settings if settings is not None else BotSettings()
    kind = ShardedAlhambraBot if settings.sharded else AlhambraBot
    return kind(settings, store=store)
