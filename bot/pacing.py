"""Pacing for games that run over days: reminder pings, and the deadline vote (skip or remove).

A ``discord.ext.tasks`` loop looks at every running game each ``reminder_check_minutes``:

- **Reminder**: once the player the game waits for has been idle (no action in the game) for
  the table's ``reminder_hours``, a NEW message in the thread mentions them. Another follows
  while they stay idle, but a player gets at most one reminder per game in any
  ``max(24 h, reminder_hours)``, whether or not they acted in between.
- **Deadline vote**: once they have been idle for the table's ``deadline_hours`` (when set),
  one public vote message per idle period (per game version) mentions the other players
  still playing, with "Skip their turn" and "Remove them". A majority of those players
  (more than half; in a two-player game the one other player) decides. Skip plays the safe
  default turn (:func:`engine.alhambra.skip_turn_actions`); remove applies
  :class:`engine.alhambra.RetireSeat`. The actions go through the store as the idle seat,
  version-checked against the vote, so a vote on an out-of-date message changes nothing.

Nothing lives in memory: what was sent and who voted is kept in the game's ``messages``
record in the store, so a restart loses nothing. The names used there:

- ``reminder:<user id>``: the last reminder sent to that player (the time comes from the
  message id, a Discord snowflake);
- ``vote:<version>``: the vote message posted while the game stood at that version;
- ``ballot:<skip|remove>:<user id>``: that player's vote; its value is the game version the
  ballot was cast at (it counts only while the game is still at that version).
"""

from __future__ import annotations

import asyncio
import logging
from datetime import datetime, timedelta

import discord
from discord.ext import tasks

from engine.alhambra import IllegalAction, RetireSeat, skip_turn_actions
from storage import CorruptGame, Game, GameMovedOn, GameSummary, StorageError

from .components import GameButton
from .guard import check_origin, defer, load_game, report_damage
from .picks import number
from .posting import POST_DUE, PostFailed, send_to_table
from .texts import cards_text

log = logging.getLogger(__name__)

DAY = timedelta(hours=24)
#: Running games looked at per check (longest idle first).
BATCH = 1000
OUT_OF_DATE_VOTE = "This vote is out of date: the game moved on, so nothing was changed."
CHOICES = {"vote_skip": "skip", "vote_remove": "remove"}
CHOICE_WORDS = {"skip": "skip their turn", "remove": "remove them"}
MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)


#: Bookkeeping names in a game's ``messages``: the version whose player was last checked to
#: still be in the server, and the version of a vote opened because they had left it.
MEMBER_CHECK = "member_check"
LEFT = "vote:left"


def reminder_key(user_id: int) -> str:
    return f"reminder:{user_id}"


def vote_key(version: int) -> str:
    return f"vote:{version}"


def ballot_key(choice: str, user_id: int) -> str:
    return f"ballot:{choice}:{user_id}"


def sent_at(message_id: int) -> datetime:
    """When a message was sent (Discord ids are snowflakes carrying their creation time)."""
    return discord.utils.snowflake_time(message_id)


def span(delta: timedelta) -> str:
    """'3 days 2 hours', '5 hours', '40 minutes'."""
    minutes = int(delta.total_seconds() // 60)
    days, rest = divmod(minutes, 24 * 60)
    hours, minutes = divmod(rest, 60)
    parts = [f"{n} {unit}{'s' if n != 1 else ''}"
             for n, unit in ((days, "day"), (hours, "hour")) if n]
    if not parts:
        parts = [f"{minutes} minute{'s' if minutes != 1 else ''}"]
    return " ".join(parts)


def _hours(options: dict, name: str) -> timedelta | None:
    value = options.get(name)
    return timedelta(hours=float(value)) if value else None


def voters_of(game: Game, idle_seat: int) -> list[int]:
    """The users who may vote on ``idle_seat``: every other seat still playing."""
    return [game.user_of(seat) for seat in game.state.playing_seats
            if seat != idle_seat and game.user_of(seat) is not None]


def needed(voters: int) -> int:
    """A majority of the voters: more than half (the single other player when two play)."""
    return voters // 2 + 1


class Pacer:
    """The reminder loop of one bot; :meth:`start` in ``setup_hook``, :meth:`stop` in close."""

    def __init__(self, bot):
        self.bot = bot
        self.loop = tasks.loop(minutes=bot.settings.reminder_check_minutes)(self._tick)
        self.loop.before_loop(self._wait_until_ready)
        self.checked_store = False

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

    def start(self) -> None:
        if not self.loop.is_running():
            self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()

    async def _tick(self) -> None:
        # Each pass runs as a task of its own that the loop awaits. (Under SimCord a test then
        # sees each pass finish, instead of polling a loop task that waits on the database
        # thread: hours of virtual time take milliseconds.) Cancelling the loop cancels it.
        try:
            await asyncio.create_task(self.check())
        except Exception:  # an unexpected failure must not stop the loop for good
            log.exception("pacing: a check failed")

    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()

    async def check(self, now: datetime | None = None) -> None:
        """One pass over the running games: remind, and open deadline votes; on the first
        pass after a start, tell the thread of every damaged game (once)."""
        store = self.bot.store
        if store is None:
            return
        if not self.checked_store:
            self.checked_store = True
            await self.report_damaged_games()
        now = now or discord.utils.utcnow()
        try:
            games = await store.idle_games(timedelta(0), now=now, skip_reminded=False,
                                           limit=BATCH)
        except StorageError:
            log.warning("pacing: the store could not list running games", exc_info=True)
            return
        for game in games:
            try:
                await self.pace(game, now)
            except CorruptGame:
                await report_damage(self.bot, game)
            except (discord.HTTPException, PostFailed) as error:
                log.warning("pacing: game %s: cannot post in its thread (%s)", game.id, error)
            except Exception:
                log.exception("pacing: game %s failed", game.id)
        await self.retry_posts()

    async def retry_posts(self) -> None:
        """Post again what the thread of a game was not told (see :mod:`bot.posting`)."""
        try:
            owing = await self.bot.store.games_with_message(POST_DUE, limit=BATCH)
        except StorageError:
            log.warning("pacing: the store could not list owed posts", exc_info=True)
            return
        for game in owing:
            catch_up = self.bot.catch_ups.get(game.kind)
            if catch_up is None:
                continue
            try:
                await catch_up(self.bot, game)
            except CorruptGame:
                await report_damage(self.bot, game)
            except Exception:
                log.exception("pacing: the owed post of game %s failed", game.id)

    async def pace(self, game: GameSummary, now: datetime) -> None:
        if game.kind != "alhambra" or len(game.active_seats) != 1:  # Roll & Write: its timer
            return
        idle = now - game.last_activity_at
        if game.messages.get(MEMBER_CHECK) != game.version:  # once per turn: still here?
            await self.bot.store.set_message(game.id, MEMBER_CHECK, game.version)
            if vote_key(game.version) not in game.messages and await self.has_left(
                    game, game.active_user_ids[0]):
                await self.open_vote(game, idle, left=True)
                return
        interval = _hours(game.options, "reminder_hours")
        if interval is not None and idle >= interval:
            await self.remind(game, now, idle, interval)
        deadline = _hours(game.options, "deadline_hours")
        if deadline is not None and idle >= deadline and vote_key(game.version) not in (
                game.messages):
            await self.open_vote(game, idle)

    async def has_left(self, game: GameSummary, user_id: int) -> bool:
        """Whether ``user_id`` is no longer a member of the game's server."""
        if game.guild_id is None:
            return False
        guild = self.bot.get_guild(game.guild_id)
        if guild is None:
            return False
        try:
            await guild.fetch_member(user_id)
        except discord.NotFound:
            return True
        return False

    async def remind(self, game: GameSummary, now: datetime, idle: timedelta,
                     interval: timedelta) -> None:
        gap = max(DAY, interval)
        for user_id in game.active_user_ids:
            last = game.messages.get(reminder_key(user_id))
            if last is not None and now - sent_at(last) < gap:
                continue
            deadline = _hours(game.options, "deadline_hours")
            text = (f"<@{user_id}>, a reminder: it's your turn in Alhambra table #{game.id} "
                    f"(nothing has happened for {span(idle)}). Press **My panel** to play.")
            if deadline is not None and idle < deadline:
                text += (f"\nAfter {span(deadline)} without a move the other players may vote "
                         "to skip your turn or remove you from the game.")
            buttons = discord.ui.View(timeout=None)
            buttons.add_item(GameButton(game.id, game.version, "hand", label="My panel",
                                        emoji="🃏"))
            message, _ = await send_to_table(self.bot, game, content=text, view=buttons,
                                             allowed_mentions=MENTIONS)
            await self.bot.store.set_message(game.id, reminder_key(user_id), message.id)
            await self.bot.store.mark_reminded(game.id, now=now)

    async def open_vote(self, game: GameSummary, idle: timedelta, *, left: bool = False) -> None:
        """A vote on the idle seat: past the deadline, or at once when its player has left
        the server (``left``)."""
        full = await self.bot.store.load_game(game.id)
        if full.version != game.version or full.state is None or full.state.is_over:
            return  # it moved on meanwhile: the next check sees it afresh
        seat = full.state.active_seat
        voters = voters_of(full, seat)
        if not voters:
            return  # nobody else is still playing: nobody can vote
        message, _ = await send_to_table(
            self.bot, full, content=vote_text(full, seat, voters, idle, left=left),
            view=vote_view(full, seat), allowed_mentions=MENTIONS)
        stale = {name: None for name in full.messages
                 if name.startswith(("vote:", "ballot:"))}
        marks = {vote_key(full.version): message.id, LEFT: full.version if left else None}
        await self.bot.store.set_messages(full.id, {**stale, **marks})


def vote_text(game: Game, seat: int, voters: list[int], idle: timedelta | None = None,
              tally: dict[str, int] | None = None, *, left: bool = False) -> str:
    name = game.state.players[seat].name
    since = f" for {span(idle)}" if idle is not None else ""
    why = (f"it's <@{game.user_of(seat)}>'s turn ({name}), but they have left this server, "
           "so they cannot play it." if left else
           f"it's <@{game.user_of(seat)}>'s turn ({name}) and nothing has happened{since}, "
           "past this table's deadline.")
    lines = [
        " ".join(f"<@{user}>" for user in voters) + f": {why} You may vote:",
        "• **Skip their turn**: their unfinished turn is undone, they take the single most "
        "valuable money card on display, and their turn ends.",
        "• **Remove them**: they leave the game; their Alhambra stays and keeps scoring, but "
        "they take no more turns.",
        f"{needed(len(voters))} of {len(voters)} votes decide. If {name} plays first, this "
        "vote lapses.",
    ]
    if tally is not None:
        lines.append(f"Votes so far: skip {tally['skip']}, remove {tally['remove']}.")
    return "\n".join(lines)


def vote_view(game: Game, seat: int) -> discord.ui.View:
    buttons = discord.ui.View(timeout=None)
    buttons.add_item(GameButton(game.id, game.version, "vote_skip", str(seat),
                                label="Skip their turn", style=discord.ButtonStyle.secondary,
                                emoji="⏭️"))
    buttons.add_item(GameButton(game.id, game.version, "vote_remove", str(seat),
                                label="Remove them", style=discord.ButtonStyle.danger,
                                emoji="🚪"))
    return buttons


async def _answer(interaction: discord.Interaction, text: str) -> None:
    await interaction.followup.send(text, ephemeral=True)


async def on_vote(interaction: discord.Interaction, button: GameButton) -> None:
    """A press on "Skip their turn" / "Remove them". Every answer is ephemeral."""
    await defer(interaction)
    store = interaction.client.store
    choice = CHOICES[button.what]
    game = await load_game(interaction, button.game, "alhambra")
    check_origin(interaction, game, "public")
    voter = game.seat_of(interaction.user.id)
    if voter is None:
        await _answer(interaction, "Only the players of this game can vote.")
        return
    state = game.state
    seat = number(button.arg)
    if (game.status != "running" or state is None or game.version != button.version
            or state.active_seat != seat):
        await _answer(interaction, OUT_OF_DATE_VOTE)
        return
    if voter == seat:
        await _answer(interaction, "You cannot vote on your own turn: just play it "
                                   "(press **My panel**).")
        return
    if voter in state.retired:
        await _answer(interaction, "You have left this game, so you cannot vote.")
        return
    other = "remove" if choice == "skip" else "skip"
    messages = await store.set_messages(game.id, {
        ballot_key(choice, interaction.user.id): game.version,
        ballot_key(other, interaction.user.id): None,
    })
    voters = voters_of(game, seat)
    tally = {c: sum(messages.get(ballot_key(c, user)) == game.version for user in voters)
             for c in CHOICES.values()}
    if tally[choice] < needed(len(voters)):
        await _answer(interaction, f"Your vote to {CHOICE_WORDS[choice]} is counted: "
                                   f"{tally[choice]} of {needed(len(voters))} needed.")
        left = messages.get(LEFT) == game.version
        await interaction.message.edit(content=vote_text(game, seat, voters, tally=tally,
                                                         left=left))
        return
    await carry_out(interaction, game, seat, choice, messages)


async def carry_out(interaction: discord.Interaction, game: Game, seat: int, choice: str,
                    messages: dict) -> None:
    """Apply the decided skip or removal as the idle seat, then tell the table."""
    from .handlers import publish_turn

    store = interaction.client.store
    name = game.state.players[seat].name
    after, events = None, []
    try:
        actions = skip_turn_actions(game.state, seat) if choice == "skip" else [RetireSeat()]
        for action in actions:
            done = await store.apply_action(
                game.id, seat, action, expected_version=(after or game).version,
                user_id=interaction.user.id)
            after, events = done.game, events + done.events
    except GameMovedOn:
        if after is None:
            await _answer(interaction, OUT_OF_DATE_VOTE)
        else:  # the idle player acted at the same moment: their turn goes on
            log.warning("game %s: the skip vote was interrupted by a move", game.id)
            await _answer(interaction, f"The vote passed, but {name} moved at the same "
                                       "moment, so their turn goes on.")
        return
    except (IllegalAction, StorageError) as error:
        log.exception("game %s: the %s vote could not be applied", game.id, choice)
        await _answer(interaction, f"Sorry, that did not work: {error}")
        return
    outcome = _outcome(name, choice, actions)
    done = {key: None for key in messages if key.startswith(("vote:", "ballot:"))}
    if done:
        await store.set_messages(game.id, done)
    if interaction.message is not None:
        voters = voters_of(game, seat)
        left = messages.get(LEFT) == game.version
        await interaction.message.edit(
            content=vote_text(game, seat, voters, left=left) + f"\n**The vote passed:** {outcome}",
            view=None)
    await _answer(interaction, f"The vote passed: {outcome}")
    await publish_turn(interaction.client, after, turn_start=game.state)


def _outcome(name: str, choice: str, actions: list) -> str:
    if choice == "remove":
        return (f"{name} has left the game. Their Alhambra stays and keeps scoring; they take "
                "no more turns.")
    taken = [card for action in actions if action.kind == "take_money" for card in action.cards]
    parts = [f"{name}'s turn was skipped"]
    if taken:
        parts.append(f"they took {cards_text(taken)}")
    if any(action.kind == "reserve" for action in actions):
        parts.append("their waiting tiles went to their reserve")
    return ", ".join(parts) + "."
