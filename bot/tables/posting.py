"""Posting in a game's thread when the thread is not what it was.

Threads get archived after a week of quiet, deleted by a moderator, or closed to the bot by a
permission change. A move that the store has committed stays committed whatever happens to
the post that announces it, so:

- an archived thread is reopened and the post sent again;
- a deleted thread is replaced by a new thread in the game's channel (the game's location is
  updated, and the first message there says why);
- when nothing works (no permission, the channel is gone too, Discord refuses), the post is
  *owed*: :func:`owe_post` records the version from which the thread has not been told what
  happened (``post_due`` in the game's ``messages``), and the table kind posts it again on
  the next tap, on ``status`` and on the pacing timer, until it goes through.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

import discord

from bot.limits import THREAD_NAME, fit
from i18n import said, text
from storage import GameSummary

from .speech import table_language

log = logging.getLogger(__name__)

#: The name in a game's ``messages`` record: the first version the thread was not told about.
POST_DUE = "post_due"
#: The first version the thread was not told about where no post is owed (nobody waits for
#: it: the move's own player acts next): the next post tells from there.
TELL_FROM = "tell_from"
#: Discord's error code for an operation on an archived thread.
ARCHIVED = 50083


class PostFailed(Exception):
    """The thread could not be posted to; ``why`` (a message id) says so in a player's
    words, in whichever language the one told reads."""

    def __init__(self, message_id: str):
        super().__init__(message_id)
        self.why = said(message_id)


async def thread_of(client, game: GameSummary):
    """The game's thread (a channel object), fetched when not cached."""
    return client.get_channel(game.thread_id) or await client.fetch_channel(game.thread_id)


async def in_thread(client, game: GameSummary,
                    step: Callable[[Any], Awaitable[Any]]) -> Any:
    """Run ``step(thread)``, reopening the thread once if it was archived.

    Raises ``discord.NotFound`` when the thread is gone and ``PostFailed`` for anything else
    that cannot be mended here."""
    try:
        thread = await thread_of(client, game)
    except discord.Forbidden:
        raise PostFailed("post-why-cannot-see") from None
    try:
        return await step(thread)
    except discord.HTTPException as error:
        if error.code != ARCHIVED or not isinstance(thread, discord.Thread):
            raise _failed(error) from error
    try:
        await thread.edit(archived=False)
        return await step(thread)
    except discord.NotFound:
        raise
    except discord.HTTPException as error:
        raise PostFailed("post-why-archived") from error


def _failed(error: discord.HTTPException) -> Exception:
    if isinstance(error, discord.NotFound):
        return error
    if isinstance(error, discord.Forbidden):
        return PostFailed("post-why-forbidden")
    return PostFailed("post-why-refused")


async def send_to_table(client, game: GameSummary, **message: Any) -> tuple[discord.Message,
                                                                           GameSummary]:
    """Send ``message`` in the game's thread, mending an archived or deleted thread.

    Returns the message and the game as it is now located (a new thread if the old one was
    deleted). Raises :class:`PostFailed` when the post cannot be made."""
    try:
        sent = await in_thread(client, game, lambda thread: thread.send(**message))
        return sent, game
    except discord.NotFound:
        pass
    moved = await _new_thread(client, game)
    try:
        sent = await in_thread(client, moved, lambda thread: thread.send(**message))
    except discord.NotFound:
        raise PostFailed("post-why-new-thread-gone") from None
    return sent, moved


async def _new_thread(client, game: GameSummary) -> GameSummary:
    """A new thread in the game's channel, replacing its deleted one."""
    if game.channel_id is None:
        raise PostFailed("post-why-thread-deleted")
    try:
        channel = client.get_channel(game.channel_id) or await client.fetch_channel(
            game.channel_id)
        thread = await channel.create_thread(
            name=_thread_name(game), type=discord.ChannelType.public_thread,
            auto_archive_duration=10080)
        await thread.send(text(table_language(game), "post-thread-replaced"))
    except discord.NotFound:
        raise PostFailed("post-why-channel-deleted") from None
    except discord.HTTPException as error:
        raise PostFailed("post-why-no-new-thread") from error
    await client.store.set_location(game.id, thread_id=thread.id)
    log.warning("game %s: its thread was deleted, continuing in thread %s", game.id, thread.id)
    return await client.store.load_summary(game.id)


def _thread_name(game: GameSummary) -> str:
    return thread_name(game.kind, table_language(game),
                       next((s.name for s in game.seats
                             if s.user_id is not None and s.user_id == game.host_id), None),
                       game.id)


def thread_name(kind: str, lang: str, host: str | None, game_id: int | None = None) -> str:
    """A table's thread: "Alhambra with Ann" (or "Alhambra table 12" without a host)."""
    title = text(lang, f"game-title-{kind}")
    if host:
        return fit(text(lang, "thread-name", game=title, host=host), THREAD_NAME)
    return fit(text(lang, "thread-name-numbered", game=title, number=game_id), THREAD_NAME)


async def owe_post(client, game: GameSummary, since: int) -> None:
    """Remember that the thread has not been told what happened after version ``since``
    (an earlier debt is kept: the catch-up post starts there)."""
    if POST_DUE in game.messages and game.messages[POST_DUE] <= since:
        return
    await client.store.set_message(game.id, POST_DUE, since)


async def tell_with_the_next(client, game: GameSummary, since: int) -> None:
    """The next post tells what happened after version ``since`` too (an earlier mark is
    kept)."""
    if TELL_FROM in game.messages and game.messages[TELL_FROM] <= since:
        return
    await client.store.set_message(game.id, TELL_FROM, since)


def untold_since(game: GameSummary) -> int | None:
    """The first version the thread was not told about (owed or not), or None."""
    found = [game.messages.get(name) for name in (POST_DUE, TELL_FROM)]
    return min((v for v in found if v is not None), default=None)


def owed_since(game: GameSummary) -> int | None:
    """The version from which a lost post must report, or None when nothing is owed."""
    return game.messages.get(POST_DUE)
