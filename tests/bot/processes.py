"""Several bot processes on one simulated Discord and one database.

SimCord runs one bot per environment (and one environment per event loop), but its
simulated Discord fans every gateway event out to a list of subscribers, each one bot's
:class:`simcord.gateway.ShardRouter`, which delivers an event only when its guild's shard
(``(guild_id >> 22) % shard_count``, Discord's rule) is one the bot runs. :func:`attach`
connects a second bot -- its own discord.py client, connection state, cache, store and
timer loop, exactly what a second process has -- to the running environment the way
SimCord connects its own (fake HTTP, a router for its shards, login, READY, a GUILD_CREATE
for every guild), inside the environment's bot scope, so its work runs on the virtual
clock and ``settle`` / ``advance_time`` wait for it as for the first bot. Only the
database and Discord are shared.

Bots on disjoint shard slices (``SHARD_COUNT=2``, ``SHARD_IDS=0`` and ``1``) get each
guild's events from Discord's routing alone. To put two processes on *one* game (a
handover, a tap that reaches another process), both run every shard and the
:class:`Switchboard` says which of them receives each interaction; every other event
reaches both, as Discord sends it to every session of a shard.

The second bot leans on SimCord 3.2's internals (its ``_dpy_internals``, ``ShardRouter``,
``FakeHTTPClient``, the backend's subscriber list and the environment's bot scope): a newer
SimCord may need this module adjusted (pyproject.toml asks for simcord>=3.2).
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator

import discord
from simcord import _dpy_internals
from simcord.backend import serializers
from simcord.gateway import ShardRouter
from simcord.http import FakeHTTPClient

INTERACTION = "INTERACTION_CREATE"


class Switchboard:
    """Which of the attached bots receives each interaction (None: whichever runs the
    guild's shard, as Discord routes it)."""

    def __init__(self, env):
        self.env = env
        self.target: discord.Client | None = None
        self._own_feed = env._gateway_feed
        self._installed: list = []
        self._wrap(env.bot, self._own_feed, replace=True)

    def _wrap(self, bot, feed, *, replace: bool = False):
        def steered(event, payload):
            if event == INTERACTION and self.target is not None and self.target is not bot:
                return
            feed(event, payload)

        subscribers = self.env.backend.subscribers
        if replace:
            subscribers[subscribers.index(feed)] = steered
        else:
            subscribers.append(steered)
        self._installed.append(steered)
        return steered

    def route(self, bot) -> None:
        """From now on interactions reach ``bot`` (None: Discord's shard routing)."""
        self.target = bot

    @contextlib.contextmanager
    def to(self, bot) -> Iterator[None]:
        """Interactions sent inside the block reach ``bot``."""
        before, self.target = self.target, bot
        try:
            yield
        finally:
            self.target = before

    async def attach(self, bot) -> None:
        """Connect another bot (another process) to the environment's Discord."""
        env = self.env
        backend = env.backend
        _dpy_internals.install_http(bot, FakeHTTPClient(backend, env._loop))
        _dpy_internals.set_guild_ready_timeout(bot, 0.0)
        state = _dpy_internals.get_state(bot)
        env._message_states.add(state)
        count, ids = env._resolve_shards(bot)
        state.shard_count, state.shard_ids = count, list(ids)
        router = ShardRouter(backend, state, bot.dispatch, count, ids)
        if not isinstance(bot, discord.AutoShardedClient):
            _dpy_internals.install_websocket(bot, router.websockets[0])
        _dpy_internals.capture_ui_errors(bot, env._record_error)

        def feed(event, payload):
            with env._bot_scope():
                router.feed(event, payload)

        with env._bot_scope():
            await bot.login("simcord.fake.token")
            if isinstance(bot, discord.AutoShardedClient):
                bot.shard_count = count
                _dpy_internals.install_shards(bot, router.shards)
            for shard_id in ids:
                router.identify(shard_id)
            for guild in list(backend.guilds.values()):
                feed("GUILD_CREATE", serializers.guild_create_payload(backend, guild))
        self._wrap(bot, feed)
        await env.settle()
        assert bot.is_ready(), "the second bot did not become ready"

    def detach(self) -> None:
        """Leave the environment's Discord as it was (its own bot's feed back in place);
        the second bots' tasks end with the environment."""
        subscribers = self.env.backend.subscribers
        for steered in self._installed:
            if steered in subscribers:
                if steered is self._installed[0]:
                    subscribers[subscribers.index(steered)] = self._own_feed
                else:
                    subscribers.remove(steered)
        self._installed.clear()
