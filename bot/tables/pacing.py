"""Pacing for games that run over days: timers kept in the store, claimed when due.

Every commit sets the table's timers (:meth:`Pacer.schedule`), each a due time in the store
(``store.set_timers``). A tick (every ``reminder_check_minutes``) claims the timers that are
due, atomically, in batches (``store.claim_due_timers``): two bot processes on one database
never handle the same timer, a process that dies holding one loses nothing (the claim's
lease runs out), and however many games sleep, a fresh game's due timer is found by its
index. After handling, the timer moves on (``store.release_timer``). The game is always
the truth: a timer that fires early finds nothing to do and moves itself to the right time.

The timers, by name:

- ``remind``: the player(s) the game waits for have been idle ``reminder_hours``: a NEW
  message mentions them. A player gets at most one reminder per game in any
  ``max(24 h, reminder_hours)`` (kept as ``reminder:<user id>`` in the game's messages).
- ``deadline``: the one player the game waits for has been idle ``deadline_hours``: the
  table votes to skip their turn or remove them (:mod:`bot.tables.votes`).
- ``presence``: whether the player(s) the game waits for are still members of the server;
  if not, the vote opens at once (or, when the kind has no vote, the host is told how to
  remove them). PR1 (issue 38): a player who left is seen as soon as the bot can see it:
  with the members intent (``MEMBERS_INTENT``) the moment they leave (:meth:`Pacer.
  member_left`); without it, the moment their turn begins (:meth:`Pacer.look_now`, in the
  process that committed the move, before any timer), then by this timer, due
  :data:`PRESENCE` after the turn began and every :data:`PRESENCE_AGAIN` while it waits.
- ``post``: a public post that could not be made is tried again.
- ``computer``: the game waits for a computer seat: it plays on (:mod:`bot.tables.autoplay`);
  none of the timers above is set for a computer.
- any other name is the kind's own (:meth:`TableKind.on_timer`; Roll & Write's round timer).

Kept to the minute (issue 38): the tick is a safety net, not the clock. Every due time this
process sets (a commit's timers, a timer moved on) also gets an alarm in the event loop at
that moment, so a window announced "until 12:15" closes at 12:15, not at the tick after.
An alarm only starts a pass (:meth:`Pacer.check`): the store still hands each due timer to
one claimer, and a timer set again replaces its alarm.
"""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime, timedelta

import discord
from discord.ext import tasks

from i18n import names_in
from i18n import text as say
from storage import CorruptGame, GameSummary, StorageError

from . import autoplay
from .guard import report_damage
from .kind import TableKind
from .play import RETRY, after_commit, catch_up, later, public_view
from .posting import POST_DUE, PostFailed, send_to_table
from .registry import kind_named
from .speech import table_language
from .votes import open_vote, span, vote_key

log = logging.getLogger(__name__)

DAY = timedelta(hours=24)
#: How long after a turn begins the bot looks again whether the waited-for players are
#: still here (it looks at once, too: PR1), and how often after that while the game waits.
PRESENCE = timedelta(minutes=5)
PRESENCE_AGAIN = timedelta(hours=1)
#: Timers whose time nobody was told: the next pass is soon enough for them (no alarm).
UNANNOUNCED = frozenset({"presence", "remind"})
#: Timers claimed per batch, and batches per tick.
BATCH, BATCHES = 100, 50
MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)
CORE_TIMERS = ("remind", "deadline", "presence", "post", autoplay.TIMER)
#: Discord's error code for a user who is not a member of the server.
UNKNOWN_MEMBER = 10007
#: An alarm rings this long after its due time (seconds), so the timer is surely due.
ALARM_MARGIN = 0.5


def reminder_key(user_id: int) -> str:
    return f"reminder:{user_id}"


def sent_at(message_id: int) -> datetime:
    """When a message was sent (Discord ids are snowflakes carrying their creation time)."""
    return discord.utils.snowflake_time(message_id)


def _hours(options: dict, name: str) -> timedelta | None:
    value = options.get(name)
    return timedelta(hours=float(value)) if value else None


class Pacer:
    """The timer loop of one bot: :meth:`start` in ``setup_hook``, :meth:`stop` in close."""

    def __init__(self, bot):
        self.bot = bot
        self.loop = tasks.loop(minutes=bot.settings.reminder_check_minutes)(self._tick)
        self.loop.before_loop(self._wait_until_ready)
        self.checked_store = False
        #: The presence looks running now (PR1), kept until they end.
        self.looking: set[asyncio.Task] = set()
        #: The alarms of the due times this process set, by (game, timer name).
        self.alarms: dict[tuple[int, str], asyncio.TimerHandle] = {}
        self.passes: set[asyncio.Task] = set()

    def start(self) -> None:
        if not self.loop.is_running():
            self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()
        for alarm in self.alarms.values():
            alarm.cancel()
        self.alarms.clear()

    def wake_at(self, game_id: int, timers: dict, now: datetime) -> None:
        """An alarm at each of these due times that players were told (a timer removed, due
        already, or never announced, as a presence look or a reminder, has none: the
        commit's own work or the next pass sees to it)."""
        loop = asyncio.get_running_loop()
        for name, due in timers.items():
            old = self.alarms.pop((game_id, name), None)
            if old is not None:
                old.cancel()
            if due is None or due <= now or name in UNANNOUNCED:
                continue
            delay = (due - now).total_seconds() + ALARM_MARGIN
            self.alarms[(game_id, name)] = loop.call_later(delay, self._ring, game_id, name)

    def _ring(self, game_id: int, name: str) -> None:
        self.alarms.pop((game_id, name), None)
        task = asyncio.get_running_loop().create_task(self._tick())
        self.passes.add(task)
        task.add_done_callback(self.passes.discard)

    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()

    async def _tick(self) -> None:
        # Each pass runs as a task of its own that the loop awaits. (Under SimCord a test then
        # sees each pass finish, instead of polling a loop task that waits on the database
        # thread: hours of virtual time take milliseconds.) Cancelling the loop cancels it.
        try:
            await asyncio.create_task(self.check())
        except Exception:  # an unexpected failure must not stop the loop for good
            log.exception("pacing: a check failed")

    # -- setting the timers ------------------------------------------------------------------

    async def schedule(self, kind: TableKind, game, events: list | tuple = (),
                       now: datetime | None = None) -> None:
        """(Re)set the table's timers after a commit (or a start)."""
        now = now or discord.utils.utcnow()
        timers = self.timers_for(kind, game, events, now)
        await self.bot.store.set_timers(game.id, timers)
        self.wake_at(game.id, timers, now)

    def timers_for(self, kind: TableKind, game, events, now: datetime) -> dict:
        running = game.status == "running" and game.state is not None and \
            not kind.is_over(game.state)
        if not running:
            names = CORE_TIMERS + tuple(kind.timers_after(game, events, now))
            return {name: None for name in names if name != "post"}
        if autoplay.waits_for_computer(kind, game):  # nobody to remind, vote on, look for
            return {"remind": None, "deadline": None, "presence": None, autoplay.TIMER: now,
                    **kind.timers_after(game, events, now)}
        options = game.options
        timers = {
            autoplay.TIMER: None,
            "remind": later(now, options.get("reminder_hours")),
            "deadline": (later(now, options.get("deadline_hours"))
                         if kind.votes_apply(game) else None),
            "presence": now + PRESENCE,
        }
        timers.update(kind.timers_after(game, events, now))
        return timers

    # -- the tick -------------------------------------------------------------------------------

    async def check(self, now: datetime | None = None) -> None:
        """One pass: handle every due timer (on the first pass after a start, also tell the
        thread of every damaged game, and give running games from before timers theirs)."""
        store = self.bot.store
        if store is None:
            return
        if not self.checked_store:
            self.checked_store = True
            await self.report_damaged_games()
            await self.backfill()
        for _ in range(BATCHES):
            moment = now or discord.utils.utcnow()
            try:
                due = await store.claim_due_timers(now=moment, limit=BATCH)
            except StorageError:
                log.warning("pacing: the store could not hand out due timers", exc_info=True)
                return
            for timer in due:
                next_due = await self._handle(timer, moment)
                if await store.release_timer(timer, next_due):
                    self.wake_at(timer.game_id, {timer.name: next_due},
                                 discord.utils.utcnow())
            if len(due) < BATCH:
                return

    async def _handle(self, timer, now: datetime) -> datetime | None:
        try:
            summary = await self.bot.store.load_summary(timer.game_id)
            kind = kind_named(summary.kind)
            if kind is None or summary.status not in ("running", "finished"):
                return None
            handler = {"remind": self.remind, "deadline": self.deadline,
                       "presence": self.presence, "post": self.post,
                       autoplay.TIMER: self.computers}.get(timer.name)
            if handler is not None:
                return await handler(kind, summary, now)
            if summary.status != "running":
                return None
            game = await self.bot.store.load_game(summary.id)
            return await kind.on_timer(self.bot, timer.name, game, now)
        except CorruptGame:
            await report_damage(self.bot, await self.bot.store.load_summary(timer.game_id))
            return None
        except (discord.HTTPException, PostFailed) as error:
            log.warning("pacing: game %s: %s could not post (%s)", timer.game_id, timer.name,
                        error)
            return now + RETRY
        except Exception:
            log.exception("pacing: game %s: the %s timer failed", timer.game_id, timer.name)
            return now + RETRY

    async def report_damaged_games(self) -> None:
        try:
            problems = await self.bot.store.check_all()
        except StorageError:
            log.warning("pacing: the store could not be checked", exc_info=True)
            return
        for game_id in sorted({problem.game_id for problem in problems}):
            try:
                await report_damage(self.bot, await self.bot.store.load_summary(game_id))
            except Exception:
                log.exception("pacing: the damage of game %s could not be reported", game_id)

    async def backfill(self) -> None:
        """Running games that have no timers (from before timers existed) get theirs."""
        store = self.bot.store
        try:
            games = await store.idle_games(timedelta(0), skip_reminded=False, limit=100_000)
        except StorageError:
            return
        now = discord.utils.utcnow()
        for summary in games:
            kind = kind_named(summary.kind)
            if kind is None or await store.timers_of(summary.id):
                continue
            try:
                game = await store.load_game(summary.id)
            except CorruptGame:
                continue
            timers = self.timers_for(kind, game, (), summary.last_activity_at)
            timers["presence"] = now
            if POST_DUE in game.messages:
                timers["post"] = now
            await store.set_timers(game.id, timers)

    # -- the timers' work -------------------------------------------------------------------------

    async def remind(self, kind: TableKind, game: GameSummary, now: datetime):
        interval = _hours(game.options, "reminder_hours")
        if interval is None or game.status != "running" or not game.active_user_ids:
            return None
        idle = now - game.last_activity_at
        if idle < interval:
            return game.last_activity_at + interval  # someone moved: not yet
        gap = max(DAY, interval)
        due, later_due = [], []
        for user_id in game.active_user_ids:
            last = game.messages.get(reminder_key(user_id))
            if last is not None and now - sent_at(last) < gap:
                later_due.append(sent_at(last) + gap)
            else:
                due.append(user_id)
        if due:
            deadline = _hours(game.options, "deadline_hours")
            lang = table_language(game)
            text = say(lang, "reminder", users=" ".join(f"<@{user}>" for user in due),
                       waiting=kind.waiting_words(game, lang),
                       game=say(lang, f"game-title-{kind.name}"), number=str(game.id),
                       span=span(idle, lang))
            if deadline is not None and idle < deadline and len(game.active_seats) == 1:
                text += "\n" + say(lang, "reminder-deadline", span=span(deadline, lang))
            full = await self.bot.store.load_game(game.id)
            message, _ = await send_to_table(self.bot, game, content=text,
                                             view=public_view(kind, full),
                                             allowed_mentions=MENTIONS)
            await self.bot.store.set_messages(game.id, {reminder_key(u): message.id
                                                        for u in due})
            await self.bot.store.mark_reminded(game.id, now=now)
            later_due.append(now + gap)
        return min(later_due)

    async def deadline(self, kind: TableKind, game: GameSummary, now: datetime):
        limit = _hours(game.options, "deadline_hours")
        if limit is None or game.status != "running" or len(game.active_seats) != 1:
            return None  # (votes_apply is checked again when the vote opens)
        idle = now - game.last_activity_at
        if idle < limit:
            return game.last_activity_at + limit
        if vote_key(game.version) not in game.messages:
            await open_vote(self.bot, kind, game, idle)
        return None  # one vote per idle period: the next move sets the timer again

    async def presence(self, kind: TableKind, game: GameSummary, now: datetime):
        if game.status != "running" or game.guild_id is None or not game.active_user_ids:
            return None
        gone = [user for user in game.active_user_ids if await self.has_left(game, user)]
        if not gone:
            return now + PRESENCE_AGAIN  # looked again while the game waits (PR1)
        await self.left(kind, game, gone, now)
        return None

    def look_now(self, kind: TableKind, before, after) -> None:
        """PR1: the game now waits for someone it did not wait for before this commit (their
        turn begins): whether they are still here is looked up at once, in a task of its
        own (the move's answer goes first)."""
        if after.status != "running" or after.guild_id is None:
            return
        waited = set(before.active_user_ids) if before is not None else set()
        if not set(after.active_user_ids) - waited:
            return
        task = asyncio.get_running_loop().create_task(self._look(kind, after))
        self.looking.add(task)
        task.add_done_callback(self.looking.discard)

    async def _look(self, kind: TableKind, game: GameSummary) -> None:
        try:
            await self.presence(kind, game, discord.utils.utcnow())
        except (discord.HTTPException, PostFailed, StorageError) as error:
            log.warning("pacing: game %s: the presence check failed (%s)", game.id, error)
        except Exception:
            log.exception("pacing: game %s: the presence check failed", game.id)

    async def member_left(self, guild_id: int | None, user_id: int) -> None:
        """PR1: ``user_id`` left server ``guild_id`` (seen with the members intent): every
        running game there waiting for them votes (or tells its host) at once."""
        if guild_id is None or self.bot.store is None:
            return
        now = discord.utils.utcnow()
        for game in await self.bot.store.games_of_user(user_id, statuses=("running",)):
            kind = kind_named(game.kind)
            if kind is None or game.guild_id != guild_id or user_id not in game.active_user_ids:
                continue
            try:
                await self.left(kind, game, [user_id], now)
            except (discord.HTTPException, PostFailed, StorageError) as error:
                log.warning("pacing: game %s: the vote on a leaver failed (%s)", game.id, error)

    async def left(self, kind: TableKind, game: GameSummary, gone: list[int],
                   now: datetime) -> None:
        """The players ``gone`` the game waits for have left the server: the table votes
        on the seat, or (a kind or a moment without a vote) the host is told."""
        full = await self.bot.store.load_game(game.id)
        if kind.votes_apply(full):
            await open_vote(self.bot, kind, game, now - game.last_activity_at, left=True)
            return
        lang = table_language(game)
        names = names_in(lang, [kind.seat_name(full.state, full.seat_of(user)) for user in gone])
        host = f"<@{game.host_id}>: " if game.host_id else ""
        await send_to_table(
            self.bot, game, allowed_mentions=MENTIONS,
            content=host + say(lang, "presence-left", names=names, count=len(gone),
                               command=kind.command))

    async def has_left(self, game: GameSummary, user_id: int) -> bool:
        """Whether ``user_id`` is no longer a member of the game's server.

        Any process may hold the timer, also one whose shards do not include the game's
        server (so it has no cache of it): Discord's REST API is not sharded."""
        try:
            guild = self.bot.get_guild(game.guild_id)
            if guild is not None:
                await guild.fetch_member(user_id)
            else:
                await self.bot.http.get_member(game.guild_id, user_id)
        except discord.NotFound as error:
            return error.code == UNKNOWN_MEMBER  # (not "Unknown Guild": the bot was removed)
        return False

    async def computers(self, kind: TableKind, game: GameSummary, now: datetime):
        """The game waits for a computer seat, or for the table to answer for a person
        (after a restart, say): it plays on."""
        if game.status != "running" or not autoplay.waits_for_computer(
                kind, await self.bot.store.load_game(game.id)):
            return None
        if autoplay.is_playing(self.bot, game.id):  # here already: the timer stays, in
            return now + RETRY                      # case this process stops half-way
        if not await autoplay.play_on(self.bot, kind, game.id, after_commit):
            return now + RETRY  # a computer could not move: try again later
        return None

    async def post(self, kind: TableKind, game: GameSummary, now: datetime):
        if await catch_up(self.bot, game):
            return None
        fresh = await self.bot.store.load_summary(game.id)
        return now + RETRY if POST_DUE in fresh.messages else None
