"""What every interaction passes through: answer in time, trust nothing it claims, and turn
every failure into one private sentence that is true.

- **In time**: Discord drops an interaction that is not acknowledged within 3 seconds, so
  handlers defer before they touch storage. :func:`guarded` then runs the work; when it takes
  longer than ``slow_notice_seconds`` (a slow or locked database), :class:`SlowWatch` tells the
  user that it is still running, and the real answer follows when it is there. Nothing is
  cancelled half-way, so nothing said is ever untrue.
- **Trust nothing**: a component says which game it belongs to, but a modified client (or a
  future bug) can send any custom id from any channel. :func:`check_origin` checks the server,
  the thread and the kind of message (a private panel is only ever ephemeral, a lobby button
  only on the lobby message) before a handler acts or edits anything.
- **Failures**: a :class:`Refusal` is a friendly answer; a busy database, a damaged game, a
  game of a kind this bot does not know (written by a newer release, or a damaged row) and a
  game of another kind each get their own sentence; anything unexpected is logged with its
  context and answered with :data:`SORRY`. A damaged or unknown game's thread is also told,
  once, with its host named (:func:`report_damage`). PH3: a game of an unknown kind waits
  for the release that wrote it, or is ended with any game command's ``cancel``.
- **A cancelled game**: every refusal says that it was cancelled (:func:`refuse_cancelled`,
  checked before any other refusal), never that the user is not a player or not the host.
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable
from datetime import timedelta
from typing import Any, Literal

import discord
from discord.ext import tasks

from i18n import Said, said
from storage import CorruptGame, Game, GameNotFound, GameSummary, StoreBusy, UnknownKind

from .posting import PostFailed, send_to_table
from .registry import kind_named, kind_of_prefix, kinds
from .speech import table_language, user_language

log = logging.getLogger(__name__)

SORRY = said("guard-sorry")
BUSY = said("guard-busy")
SLOW = said("guard-slow")
GONE = said("guard-gone")
PICK = said("guard-pick")

#: The name in a game's ``messages``: its thread was told that the saved state is damaged.
DAMAGE_TOLD = "damage_told"


Surface = Literal["panel", "public", "lobby"]


class Refusal(Exception):
    """A friendly private answer that ends the handler (nothing was changed): the message
    ``message_id`` (or a :class:`Said`) with ``args``, said in the language of the user who
    tapped."""

    def __init__(self, message_id: str | Said, /, **args: object):
        self.said = message_id if isinstance(message_id, Said) else said(message_id, **args)
        super().__init__(self.said.message_id)

    def text(self, language: str) -> str:
        return self.said.in_language(language)


def damaged_text(kind_name: str | None, command: str | None = None) -> Said:
    """What is wrong with a damaged game and what its host can do; a game of a kind this bot
    does not know can only be ended (``command``: the group its players reach it by)."""
    kind = kind_named(kind_name) if kind_name else None
    if kind is None and kind_name:
        known = kinds()
        return said("phone-unknown-kind",
                    command=command or (known[0].command if known else "…"))
    return said("guard-damaged", command=kind.command if kind else "…")


def command_group(interaction: discord.Interaction) -> str | None:
    """The game command the user came by: "alhambra" for ``/alhambra status`` or for a
    tap on one of its buttons (None: not known)."""
    command = interaction.command
    if command is not None:
        return (getattr(command, "root_parent", None) or command).name
    custom_id = str((interaction.data or {}).get("custom_id", ""))
    kind = kind_of_prefix(custom_id.partition(":")[0])
    return kind.command if kind is not None else None


def refuse_cancelled(game: GameSummary) -> None:
    """A cancelled game: every refusal says so (issue 24), before who may do what."""
    if game.status == "abandoned":
        raise Refusal("panel-cancelled" if game.started_at is not None
                      else "panel-cancelled-before-start")


async def reply(interaction: discord.Interaction, text: str | Said) -> None:
    """An ephemeral, friendly answer (whether or not the interaction was acknowledged); a
    :class:`Said` is said in the user's language."""
    if isinstance(text, Said):
        text = text.in_language(user_language(interaction))
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


async def defer(interaction: discord.Interaction, *, update: bool = False) -> None:
    """Acknowledge at once (before any storage): a private "thinking…", or for a tap on a
    private panel an update of that panel. Does nothing when already acknowledged."""
    if interaction.response.is_done():
        return
    if update:
        await interaction.response.defer()
    else:
        await interaction.response.defer(ephemeral=True, thinking=True)


class SlowWatch:
    """Tells a user whose answer has taken longer than ``patience`` seconds that it is still
    being worked on (once). One timer for the whole bot, not one per interaction: every
    :func:`guarded` handler registers here while it runs. The timer looks every quarter of
    ``patience`` while handlers run and sleeps for a day when none do."""

    IDLE = 24 * 3600.0

    def __init__(self, patience: float):
        self.patience = timedelta(seconds=patience)
        self.period = max(1.0, patience / 4)
        self.running: dict[int, discord.Interaction] = {}
        self.busy = False
        self.loop = tasks.loop(seconds=self.IDLE)(self._look)

    def start(self) -> None:
        if not self.loop.is_running():
            self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()

    def track(self, interaction: discord.Interaction) -> None:
        self.running[interaction.id] = interaction
        if not self.busy and self.loop.is_running():
            self.busy = True
            self.loop.change_interval(seconds=self.period)
            self.loop.restart()

    def done(self, interaction: discord.Interaction) -> None:
        self.running.pop(interaction.id, None)

    async def _look(self) -> None:
        if not self.running:
            if self.busy:
                self.busy = False
                self.loop.change_interval(seconds=self.IDLE)
            return
        now = discord.utils.utcnow()
        late = [i for i in self.running.values() if now - i.created_at >= self.patience]
        for interaction in late:
            self.running.pop(interaction.id, None)
            try:
                await defer(interaction)
                await reply(interaction, SLOW)
            except discord.HTTPException:
                log.warning("could not tell user %s that the answer is slow", interaction.user.id)


async def guarded(interaction: discord.Interaction, work: Awaitable[None]) -> None:
    """Run a handler: a slow answer is announced, every failure answered privately."""
    watch = getattr(interaction.client, "slow_watch", None)
    if watch is not None:
        watch.track(interaction)
    try:
        await work
    except Refusal as refusal:
        await _answer(interaction, refusal.said)
    except StoreBusy:
        log.warning("the store was busy for user %s in channel %s", interaction.user.id,
                    interaction.channel_id)
        await _answer(interaction, BUSY)
    except GameNotFound:
        await _answer(interaction, GONE)
    except CorruptGame as damage:
        summary = await _summary(interaction, damage.game_id)
        await _answer(interaction, damaged_text(summary.kind if summary else None))
        if summary is not None:
            await report_damage(interaction.client, summary)
    except UnknownKind as unknown:  # a newer release's game, or a damaged row
        log.warning("game %s: %s", unknown.game_id, unknown)
        summary = await _summary(interaction, unknown.game_id) \
            if unknown.game_id is not None else None
        group = command_group(interaction)
        await _answer(interaction, damaged_text(unknown.kind, group))
        if summary is not None:
            await report_damage(interaction.client, summary, command=group)
    except Exception:
        data = interaction.data or {}
        command = interaction.command.qualified_name if interaction.command else None
        log.exception("handler failed: user %s, channel %s, command %s, custom id %s",
                      interaction.user.id, interaction.channel_id, command,
                      data.get("custom_id"))
        await _answer(interaction, SORRY)
    finally:
        if watch is not None:
            watch.done(interaction)


def guarded_command(body: Callable[..., Awaitable[None]]) -> Callable[..., Awaitable[None]]:
    """A slash command body run by :func:`guarded` (put it under ``@app_commands.command``).

    discord.py reads the command's options from the signature, so the wrapper carries the
    body's signature with its annotations already evaluated in the body's module."""

    async def command(self, interaction: discord.Interaction, *args: Any, **kwargs: Any):
        await guarded(interaction, body(self, interaction, *args, **kwargs))

    command.__signature__ = inspect.signature(body, eval_str=True)
    for name in ("__name__", "__qualname__", "__doc__", "__module__"):
        setattr(command, name, getattr(body, name))
    return command


async def _summary(interaction, game_id: int) -> GameSummary | None:
    try:
        return await interaction.client.store.load_summary(game_id)
    except Exception:  # the answer must not fail because the look-up did
        return None


async def _answer(interaction: discord.Interaction, text: Said) -> None:
    try:
        await reply(interaction, text)
    except discord.HTTPException:
        log.warning("could not answer user %s: %s", interaction.user.id, text.message_id)


async def load_game(interaction: discord.Interaction, game_id: int, kind: str) -> Game:
    """The game ``game_id`` of ``kind`` (a damaged or missing one ends the handler)."""
    store = interaction.client.store
    try:
        game = await store.load_game(game_id)
    except GameNotFound:
        raise Refusal(GONE) from None
    if game.kind != kind:
        raise Refusal("guard-not-this-kind", game=said(f"game-the-{kind}"))
    return game


def check_origin(interaction: discord.Interaction, game: GameSummary, surface: Surface) -> None:
    """Refuse an interaction that does not come from where this game's components live."""
    if game.guild_id is not None and interaction.guild_id != game.guild_id:
        raise Refusal("guard-other-server")
    if game.thread_id is not None and interaction.channel_id != game.thread_id:
        raise Refusal("guard-other-thread", thread=f"<#{game.thread_id}>")
    message = interaction.message
    private = message is not None and message.flags.ephemeral
    if surface == "panel" and not private:
        raise Refusal(PRIVATE_ONLY)
    if surface in ("public", "lobby") and (message is None or private):
        raise Refusal("guard-public-only")
    if surface == "lobby" and message.id != game.messages.get("lobby"):
        raise Refusal("guard-lobby-only")


PRIVATE_ONLY = said("guard-private-only")


def panel_tap_allowed(interaction: discord.Interaction) -> bool:
    """Whether a tap meant for a private panel really comes from an ephemeral message (checked
    before deferring, so that a forged tap on a public message never edits it)."""
    message = interaction.message
    return message is not None and message.flags.ephemeral


async def report_damage(client, game: GameSummary, *, command: str | None = None) -> None:
    """Tell a damaged game's thread, once, what is wrong and what the host can do."""
    log.warning("game %s: its saved state is damaged", game.id)
    if DAMAGE_TOLD in game.messages:
        return
    text = damaged_text(game.kind, command).in_language(table_language(game))
    try:
        await send_to_table(client, game,
                            content=f"<@{game.host_id}>: {text}" if game.host_id else text,
                            allowed_mentions=discord.AllowedMentions(users=True))
    except PostFailed as failure:
        log.warning("game %s: could not report the damage (%s)", game.id, failure.why)
        return
    await client.store.set_message(game.id, DAMAGE_TOLD, game.version)
