"""Alhambra Roll & Write on Discord: the lobby, a tap on a panel, the public round messages and
the round timer.

Every handler loads the game from the store, checks who acts, applies through the store and
answers privately; the thread only receives public things (the round's result, the score
sheet image, the next roll and mentions of whoever has to act, the final table).

Simultaneous rounds: several players act on the same roll at once, so their actions are
applied with ``rebase=True`` (a panel a few moves behind because *others* acted is still
valid: the engine stamps each action with its round and refuses a finished round). Classic
mode is turn-based like Alhambra: the version must match exactly.

Two names in the game's ``messages`` record keep what the thread has seen, so nothing lives
in memory: ``rw_version`` (the game version at the last public message: the round's result
is read from the action log after it) and ``rw_since`` (that message's id: its snowflake
time starts the round timer).
"""

from __future__ import annotations

import asyncio
import io
import logging
from datetime import datetime, timedelta

import discord
from discord.ext import tasks

from engine.rollwrite import IllegalAction, legal_actions, timeout_actions, view
from rendering.rollwrite import render_final_table, render_score_sheet
from storage import Game, GameMovedOn, GameNotFound, GameSummary, StorageError

from . import lobby
from .components import RollwriteButton
from .handlers import reply
from .rollwrite_panel import build_panel, waiting_text
from .rollwrite_texts import dice_text, event_line, log_line

log = logging.getLogger(__name__)

KIND = "rollwrite"
MIN_PLAYERS, MAX_PLAYERS = 1, 5
LOBBY_BUTTONS = ("join", "leave", "start")
OUT_OF_DATE = "This panel is out of date: the game moved on. Here is your sheet now."
MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)
COLOUR = discord.Colour.from_rgb(214, 160, 48)
#: Events after which a new public message is posted.
CLOSING = {"simultaneous": ("round_ended", "game_ended"), "classic": ("turn_ended", "game_ended")}


def store_of(interaction: discord.Interaction):
    return interaction.client.store


async def thread_of(client, game) -> discord.abc.Messageable:
    return client.get_channel(game.thread_id) or await client.fetch_channel(game.thread_id)


# -- the lobby ------------------------------------------------------------------------------

def options_text(options: dict) -> str:
    mode = options.get("rules", {}).get("mode", "simultaneous")
    hours = options.get("round_hours")
    timer = f"{hours:g} hour{'s' if hours != 1 else ''}" if hours else "none"
    solo = f"{options.get('opponents', 2)} imaginary players"
    if options.get("beat_them"):
        solo += ", play to beat them"
    return "\n".join([
        f"Mode: {mode}" + (" (everyone acts at once on one roll)" if mode == "simultaneous"
                           else " (turns clockwise, dice passed on)"),
        f"Players: {MIN_PLAYERS} to {options.get('max_players', MAX_PLAYERS)} "
        "(two players play with one imaginary player)",
        f"Solo: {solo}",
        f"Round timer: {timer}" + (" (idle players gain coins)" if hours else ""),
    ])


def lobby_embed(game: Game, note: str | None = None) -> discord.Embed:
    embed = discord.Embed(title=f"Alhambra Roll & Write table #{game.id}", colour=COLOUR)
    seats = "\n".join(f"{s.seat + 1}. <@{s.user_id}>" + (" (host)" if s.user_id == game.host_id
                                                          else "") for s in game.seats)
    most = game.options.get("max_players", MAX_PLAYERS)
    embed.description = (
        f"Press **Join** to take a seat; the host presses **Start** with {MIN_PLAYERS} to "
        f"{most} players.\n\n" + (seats or "Nobody yet.")
    )
    embed.add_field(name="Options", value=options_text(game.options), inline=False)
    if note:
        embed.add_field(name="Note", value=note, inline=False)
    return embed


def lobby_view(game: Game) -> discord.ui.View:
    buttons = discord.ui.View(timeout=None)
    for what, style in (("join", discord.ButtonStyle.success),
                        ("leave", discord.ButtonStyle.secondary),
                        ("start", discord.ButtonStyle.primary)):
        buttons.add_item(RollwriteButton(game.id, 0, what, label=what.capitalize(), style=style))
    return buttons


async def refresh_lobby(client, game: Game, note: str | None = None) -> None:
    message_id = game.messages.get("lobby")
    if not message_id:
        return
    message = (await thread_of(client, game)).get_partial_message(message_id)
    embed = lobby_embed(game, note)
    if game.status == "lobby":
        await message.edit(embed=embed, view=lobby_view(game))
    else:
        embed.set_footer(text=f"This table is {game.status}.")
        await message.edit(embed=embed, view=None)


def engine_rules(options: dict, players: int) -> dict:
    """The engine's options for ``players`` seated players (solo options only when solo)."""
    rules = {"mode": options.get("rules", {}).get("mode", "simultaneous")}
    if players == 1:
        rules["opponents"] = options.get("opponents", 2)
        rules["beat_them"] = bool(options.get("beat_them", False))
    return rules


async def start(interaction: discord.Interaction, game: Game) -> tuple[Game | None, str]:
    if game.status != "lobby":
        return None, "This game has already started."
    if interaction.user.id != game.host_id:
        return None, "Only the host can start the game."
    most = game.options.get("max_players", MAX_PLAYERS)
    if not MIN_PLAYERS <= len(game.seats) <= most:
        return None, (f"Roll & Write needs {MIN_PLAYERS} to {most} players; "
                      f"{len(game.seats)} joined.")
    unreachable = await lobby.unreachable_players(interaction, game)
    if unreachable:
        note = "Cannot start yet: " + "; ".join(unreachable) + "."
        await refresh_lobby(interaction.client, game, note)
        return None, note + " Everyone must be able to see this thread and use its buttons."
    store = store_of(interaction)
    try:
        options = {**game.options, "rules": engine_rules(game.options, len(game.seats))}
        await store.set_options(game.id, options)
        game = await store.start_game(game.id)
    except StorageError as error:
        return None, f"The game cannot start: {error}."
    return game, "The game has started!"


LOBBY_STEPS = {"join": lobby.join, "leave": lobby.leave, "start": start}


async def lobby_step(interaction: discord.Interaction, game: Game, what: str) -> None:
    """Join / Leave / Start (a button or a command); deferred ephemerally by the caller."""
    changed, message = await LOBBY_STEPS[what](interaction, game)
    await interaction.followup.send(message, ephemeral=True)
    if changed is not None:
        await refresh_lobby(interaction.client, changed)
        if changed.status == "running":
            await publish(interaction.client, changed)


# -- taps -----------------------------------------------------------------------------------

def _round_and(arg: str | None) -> tuple[int, int] | None:
    """``"<round>-<n>"`` -> (round, n)."""
    first, _, second = (arg or "").partition("-")
    if not (first.isdigit() and second.isdigit()):
        return None
    return int(first), int(second)


async def on_button(interaction: discord.Interaction, button: RollwriteButton) -> None:
    if button.what in LOBBY_BUTTONS:
        await interaction.response.defer(ephemeral=True, thinking=True)
        try:
            game = await store_of(interaction).load_game(button.game)
        except GameNotFound:
            await interaction.followup.send("That game no longer exists.", ephemeral=True)
            return
        await lobby_step(interaction, game, button.what)
        return
    if button.what == "sheet":
        await open_panel(interaction, button.game)
        return
    await interaction.response.defer()
    if button.what == "page":
        await refresh_panel(interaction, button.game, button.version,
                            page=int(button.arg or 0))
    elif button.what == "do" and (picked := _round_and(button.arg)) is not None:
        await act_by_index(interaction, button.game, button.version, *picked)


async def on_select(interaction: discord.Interaction, select, values) -> None:
    await interaction.response.defer()
    picked = _round_and(select.arg)
    if not values or picked is None or not str(values[0]).isdigit():
        return
    await act_by_index(interaction, select.game, select.version, picked[0], int(values[0]))


async def load(interaction: discord.Interaction, game_id: int) -> Game | None:
    try:
        return await store_of(interaction).load_game(game_id)
    except GameNotFound:
        await reply(interaction, "That game no longer exists.")
        return None


async def open_panel(interaction: discord.Interaction, game_id: int) -> None:
    """The "My sheet / act" button and ``/rollwrite sheet``: a fresh private panel."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    game = await load(interaction, game_id)
    if game is None:
        return
    seat = game.seat_of(interaction.user.id)
    if seat is None:
        await interaction.followup.send(
            "You are not playing in this game; everything public is in this thread.",
            ephemeral=True)
        return
    if game.state is None:
        await interaction.followup.send("The game has not started yet.", ephemeral=True)
        return
    panel = build_panel(game, seat)
    await interaction.followup.send(embed=panel.embed, view=panel.view, files=panel.files,
                                    ephemeral=True)


async def _show_panel(interaction, game: Game, seat: int, *, page: int = 0,
                      note: str | None = None) -> None:
    panel = build_panel(game, seat, page=page, note=note)
    await interaction.edit_original_response(embed=panel.embed, view=panel.view,
                                             attachments=panel.files)


async def refresh_panel(interaction, game_id: int, version: int, *, page: int = 0) -> None:
    game = await load(interaction, game_id)
    if game is None:
        return
    seat = game.seat_of(interaction.user.id)
    if seat is None or game.state is None:
        await reply(interaction, "You are not playing in this game.")
        return
    note = None
    if game.version != version:
        note, page = OUT_OF_DATE, 0
    await _show_panel(interaction, game, seat, page=page, note=note)


async def act_by_index(interaction: discord.Interaction, game_id: int, version: int,
                       round_: int, index: int) -> None:
    """Apply the seat's ``index``-th legal action as listed at ``version`` in ``round_``.

    Simultaneous mode: when the game moved on only because *other* players acted in the
    same round, the seat's legal actions are unchanged (nobody else touches its sheet or
    dice), so the pick stands and is applied with ``rebase``. A pick from a finished round,
    or from before the seat's own later move, gets the panel back marked out of date.
    """
    game = await load(interaction, game_id)
    if game is None:
        return
    seat = game.seat_of(interaction.user.id)
    if seat is None:
        await reply(interaction, "Only the players of this game can act in it.")
        return
    state = game.state
    if state is None:
        await reply(interaction, "The game has not started yet.")
        return
    if state.is_over or round_ != state.round:
        await _show_panel(interaction, game, seat, note=OUT_OF_DATE)
        return
    if seat not in state.active_seats:
        if state.mode == "simultaneous":
            await reply(interaction, f"You have played round {state.round} already. "
                                     f"{waiting_text(game)}")
        else:
            await reply(interaction, f"{waiting_text(game)[:-1]}, not yours.")
        return
    if game.version != version:
        moved = state.mode == "classic" or any(
            entry.seat == seat
            for entry in await store_of(interaction).action_log(game.id, after=version))
        if moved:
            await _show_panel(interaction, game, seat, note=OUT_OF_DATE)
            return
    actions = list(legal_actions(state, seat))
    if not 0 <= index < len(actions):
        await reply(interaction, "That choice is not available to you now.")
        return
    await commit(interaction, game, seat, actions[index], expected_version=version)


async def commit(interaction: discord.Interaction, game: Game, seat: int, action, *,
                 expected_version: int) -> None:
    """Apply through the store, update the panel in place, post in the thread if it closed."""
    mode = game.state.mode
    try:
        done = await store_of(interaction).apply_action(
            game.id, seat, action, expected_version=expected_version,
            user_id=interaction.user.id, rebase=mode == "simultaneous")
    except GameMovedOn as moved:
        await _show_panel(interaction, moved.game, seat, note=OUT_OF_DATE)
        return
    except IllegalAction as refused:
        await reply(interaction, f"Not allowed: {refused}")
        return
    except StorageError as error:
        log.exception("storage refused an action in game %s", game.id)
        await reply(interaction, f"Sorry, that did not work: {error}")
        return
    after = done.game
    closed = any(e.kind in CLOSING[mode] for e in done.events)
    note = None
    if closed and after.state.is_over:
        note = "The game is over: the final scores are in the thread."
    elif closed:
        note = ("Round done: the next roll is in the thread." if mode == "simultaneous"
                else "Turn done. The next player has been pinged.")
    elif any(e.kind == "seat_acted" for e in done.events):
        note = f"Done for this round. {waiting_text(after)}"
    await _show_panel(interaction, after, seat, note=note)
    if closed:
        await publish(interaction.client, after, events=done.events)


# -- the public messages --------------------------------------------------------------------

def _names(game: Game) -> list[str]:
    state = game.state
    return [state.name_of(p) for p in range(state.participants)]


def final_lines(game: Game) -> list[str]:
    state = game.state
    lines = ["**Final scores**"]
    for line in sorted(state.final.lines, key=lambda line: -line.total):
        if line.imaginary and not line.counted:
            continue
        extra = f" + {line.bonus} bonus" if line.bonus else ""
        lines.append(f"{line.name}: **{line.total}** ({sum(line.buildings.values())} buildings, "
                     f"{line.lines} rows/columns, {line.coins} coins{extra})")
    winners = ", ".join(state.name_of(p) for p in state.winners)
    lines.append(f"**Game over!** Winner{'s' if len(state.winners) > 1 else ''}: {winners}.")
    return lines


def now_lines(game: Game) -> list[str]:
    """What the table waits for now, with mentions of whoever has to act."""
    state = game.state
    mentions = " ".join(f"<@{user}>" for user in game.active_user_ids)
    head = f"**Round {state.round} of {state.rounds}.**"
    if state.mode == "simultaneous":
        return [f"{head} The dice: {dice_text(state.roll)}",
                f"{mentions}: your move! Press **My sheet / act**."]
    seat = state.active_seat
    dice = state.players[seat].dice
    return [f"{head} {mentions}, it's your turn ({state.players[seat].name}): your dice "
            f"{dice_text(dice)}. Press **My sheet / act**."]


def public_view(game: Game) -> discord.ui.View:
    buttons = discord.ui.View(timeout=None)
    if game.state is not None and not game.state.is_over:
        buttons.add_item(RollwriteButton(game.id, game.version, "sheet", label="My sheet / act",
                                         emoji="📝"))
    return buttons


def public_files(game: Game) -> list[discord.File]:
    public = view(game.state, None)
    files = [discord.File(io.BytesIO(render_score_sheet(public)), filename="score_sheet.png")]
    if public.is_over:
        files.append(discord.File(io.BytesIO(render_final_table(public)),
                                  filename="final_scores.png"))
    return files


async def publish(client, game: Game, *, events=(), extra: list[str] | None = None) -> None:
    """A NEW public message: what happened since the last one, the score sheet, the next roll
    and the mentions of everyone who has to act (or the final table)."""
    store = client.store
    state = game.state
    names = _names(game)
    since = game.messages.get("rw_version")
    lines: list[str] = []
    if since is None:
        mode = ("everyone acts at once on the same roll" if state.mode == "simultaneous"
                else "turns go clockwise, the unused pair is passed on")
        lines.append(f"**Alhambra Roll & Write has started** ({state.rounds} rounds; {mode}).")
    else:
        ended = [e.round for e in events if e.kind == "round_ended"]
        if ended:
            lines.append(f"**Round {ended[-1]} is over.**")
        lines += extra or []
        for entry in await store.action_log(game.id, after=since):
            if entry.action.kind != "turn_die" and (line := log_line(entry.action,
                                                                     names[entry.seat])):
                lines.append(line)
        kinds = ("imaginary_built", "column_filled")
        lines += [line for e in events if e.kind in kinds and (line := event_line(e, names))]
    if state.is_over:
        lines += final_lines(game)
    else:
        lines += now_lines(game)
    content = "\n".join(lines)
    if len(content) > 2000:
        content = "…\n" + content[-1990:]
    channel = await thread_of(client, game)
    message = await channel.send(content=content, files=public_files(game),
                                 view=public_view(game), allowed_mentions=MENTIONS)
    await store.set_messages(game.id, {"rw_version": game.version, "rw_since": message.id})


# -- the round timer ------------------------------------------------------------------------

class RoundTimer:
    """When a table's ``round_hours`` have passed since its last public message, every seat
    that has not acted plays the idle way (``timeout_actions``: undo turned dice, gain coins;
    classic mode also keeps the first pair), and the round's result is posted."""

    def __init__(self, bot):
        self.bot = bot
        self.loop = tasks.loop(minutes=bot.settings.reminder_check_minutes)(self._tick)
        self.loop.before_loop(self._wait_until_ready)

    def start(self) -> None:
        if not self.loop.is_running():
            self.loop.start()

    def stop(self) -> None:
        self.loop.cancel()

    async def _wait_until_ready(self) -> None:
        await self.bot.wait_until_ready()

    async def _tick(self) -> None:
        try:  # a task of its own, as in bot/pacing.py (SimCord's virtual clock sees it end)
            await asyncio.create_task(self.check())
        except Exception:
            log.exception("round timer: a check failed")

    async def check(self, now: datetime | None = None) -> None:
        store = self.bot.store
        if store is None:
            return
        now = now or discord.utils.utcnow()
        try:
            games = await store.idle_games(timedelta(0), now=now, skip_reminded=False,
                                           limit=1000)
        except StorageError:
            log.warning("round timer: the store could not list running games", exc_info=True)
            return
        for summary in games:
            if summary.kind != KIND or not summary.options.get("round_hours"):
                continue
            since = summary.messages.get("rw_since")
            hours = timedelta(hours=float(summary.options["round_hours"]))
            if since is None or now - discord.utils.snowflake_time(since) < hours:
                continue
            try:
                await self.expire(summary)
            except (discord.NotFound, discord.Forbidden) as error:
                log.warning("round timer: game %s: cannot post (%s)", summary.id, error)
            except Exception:
                log.exception("round timer: game %s failed", summary.id)

    async def expire(self, summary: GameSummary) -> None:
        store = self.bot.store
        game = await store.load_game(summary.id)
        state = game.state
        if state is None or state.is_over:
            return
        mode, round_ = state.mode, state.round
        after, events, idle = game, [], []
        for seat in state.active_seats:
            if seat not in after.state.active_seats or after.state.round != round_:
                continue
            try:
                for action in timeout_actions(after.state, seat):
                    done = await store.apply_action(
                        game.id, seat, action, expected_version=after.version,
                        rebase=mode == "simultaneous")
                    after, events = done.game, done.events
            except (GameMovedOn, IllegalAction):  # they acted at this very moment
                continue
            idle.append(state.players[seat].name)
        if idle and any(e.kind in CLOSING[mode] for e in events):
            extra = [f"⏰ Time is up: {', '.join(idle)} did not act and gained coins."]
            await publish(self.bot, after, events=events, extra=extra)
