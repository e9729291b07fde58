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
from storage import CorruptGame, Game, GameMovedOn, GameSummary, StorageError

from . import lobby
from .components import RollwriteButton
from .guard import (
    Refusal,
    check_origin,
    defer,
    load_game,
    panel_tap_allowed,
    reply,
    report_damage,
)
from .picks import number, pair
from .posting import PostFailed, in_thread, owe_post, owed_since, send_to_table
from .rollwrite_panel import build_panel, waiting_text
from .rollwrite_texts import dice_text, event_line, log_line

log = logging.getLogger(__name__)

KIND = "rollwrite"
MIN_PLAYERS, MAX_PLAYERS = 1, 5
LOBBY_BUTTONS = ("join", "leave", "start")
OUT_OF_DATE = "This panel is out of date: the game moved on. Here is your sheet now."
MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)
DELAYED = "*(This post was delayed: I could not post in the thread earlier.)*"
REPAIRED = "*The game's saved state was damaged and has been rebuilt from its moves.*"
COLOUR = discord.Colour.from_rgb(214, 160, 48)
#: Events after which a new public message is posted.
CLOSING = {"simultaneous": ("round_ended", "game_ended"), "classic": ("turn_ended", "game_ended")}


def store_of(interaction: discord.Interaction):
    return interaction.client.store


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
    embed = lobby_embed(game, note)
    buttons = lobby_view(game) if game.status == "lobby" else None
    if buttons is None:
        embed.set_footer(text=f"This table is {game.status}.")
    try:
        await in_thread(client, game, lambda thread: thread.get_partial_message(
            message_id).edit(embed=embed, view=buttons))
    except (discord.NotFound, PostFailed) as error:  # the seats are stored: the lobby waits
        log.warning("game %s: the lobby message could not be updated (%s)", game.id, error)


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

async def on_button(interaction: discord.Interaction, button: RollwriteButton) -> None:
    if button.what in LOBBY_BUTTONS:
        await defer(interaction)
        game = await load_game(interaction, button.game, KIND)
        check_origin(interaction, game, "lobby")
        await lobby_step(interaction, game, button.what)
    elif button.what == "sheet":
        await open_panel(interaction, button.game, surface="public")
    elif button.what == "page":
        page = number(button.arg)
        await panel_tap(interaction, button.game, button.version,
                        None if page is None else (page, None))
    elif button.what == "do":
        await panel_tap(interaction, button.game, button.version, pair(button.arg, "-"))
    else:
        await reply(interaction, "This button is no longer in use; press **My panel** "
                                 "for a fresh panel.")


async def on_select(interaction: discord.Interaction, select, values) -> None:
    picked = pair(f"{(select.arg or '').partition('-')[0]}-{values[0]}", "-") if len(
        values) == 1 else None
    await panel_tap(interaction, select.game, select.version, picked)


async def panel_tap(interaction: discord.Interaction, game_id: int, version: int,
                    picked: tuple[int, int | None] | None) -> None:
    """A tap on a private panel: ``picked`` is (round, index) to act, (page, None) to turn a
    page, None when what arrived is not one of the offered values."""
    if not panel_tap_allowed(interaction):  # before deferring: never edit a public message
        raise Refusal("That choice belongs on your private panel: press **My panel** "
                      "to open it.")
    await defer(interaction, update=True)
    game = await load_game(interaction, game_id, KIND)
    check_origin(interaction, game, "panel")
    if picked is None:
        raise Refusal("That choice is not available to you now.")
    first, second = picked
    if second is None:
        await refresh_panel(interaction, game, version, page=first)
    else:
        await act_by_index(interaction, game, version, first, second)
    await catch_up(interaction.client, game)


def _seat_or_refuse(game: Game, user_id: int, text: str) -> int:
    seat = game.seat_of(user_id)
    if seat is None:
        raise Refusal(text)
    return seat


async def open_panel(interaction: discord.Interaction, game_id: int, *,
                     surface: str | None = None) -> None:
    """The "My panel" button and ``/rollwrite sheet``: a fresh private panel."""
    await defer(interaction)
    game = await load_game(interaction, game_id, KIND)
    if surface is not None:
        check_origin(interaction, game, surface)
    seat = _seat_or_refuse(
        game, interaction.user.id,
        "You are not playing in this game; everything public is in this thread.")
    if game.state is None:
        raise Refusal("This game was cancelled before it started." if game.status == "abandoned"
                      else "The game has not started yet.")
    panel = build_panel(game, seat)
    await interaction.followup.send(embed=panel.embed, view=panel.view, files=panel.files,
                                    ephemeral=True)
    await catch_up(interaction.client, game)


async def _show_panel(interaction, game: Game, seat: int, *, page: int = 0,
                      note: str | None = None) -> None:
    panel = build_panel(game, seat, page=page, note=note)
    await interaction.edit_original_response(embed=panel.embed, view=panel.view,
                                             attachments=panel.files)


async def refresh_panel(interaction, game: Game, version: int, *, page: int = 0) -> None:
    seat = _seat_or_refuse(game, interaction.user.id, "You are not playing in this game.")
    if game.state is None:
        raise Refusal("The game has not started yet.")
    note = None
    if game.version != version:
        note, page = OUT_OF_DATE, 0
    await _show_panel(interaction, game, seat, page=page, note=note)


async def act_by_index(interaction: discord.Interaction, game: Game, version: int,
                       round_: int, index: int) -> None:
    """Apply the seat's ``index``-th legal action as listed at ``version`` in ``round_``.

    Simultaneous mode: when the game moved on only because *other* players acted in the
    same round, the seat's legal actions are unchanged (nobody else touches its sheet or
    dice), so the pick stands and is applied with ``rebase``. A pick from a finished round,
    or from before the seat's own later move, gets the panel back marked out of date (the
    store checks the seat's own moves inside the write, so two taps at once apply once).
    """
    seat = _seat_or_refuse(game, interaction.user.id,
                           "Only the players of this game can act in it.")
    state = game.state
    if game.status == "abandoned" or state is None:
        if state is not None:
            await _show_panel(interaction, game, seat)  # says it was cancelled, offers nothing
        raise Refusal("This game was cancelled, so nothing can be played in it any more."
                      if game.status == "abandoned" else "The game has not started yet.")
    if state.is_over or round_ != state.round:
        await _show_panel(interaction, game, seat, note=OUT_OF_DATE)
        return
    if seat not in state.active_seats:
        if state.mode == "simultaneous":
            raise Refusal(f"You have played round {state.round} already. {waiting_text(game)}")
        raise Refusal(f"{waiting_text(game)[:-1]}, not yours.")
    if game.version != version and state.mode == "classic":
        await _show_panel(interaction, game, seat, note=OUT_OF_DATE)
        return
    actions = list(legal_actions(state, seat))
    if not 0 <= index < len(actions):
        raise Refusal("That choice is not available to you now.")
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
        raise Refusal(f"Not allowed: {refused}") from None
    after = done.game
    closed = any(e.kind in CLOSING[mode] for e in done.events)
    note = None
    if closed:
        failure = await publish(interaction.client, after, events=done.events)
        if failure is not None:
            note = (f"Your move is saved, but I could not post in the thread: {failure}. I will "
                    "post it as soon as I can (on the next tap, on `/rollwrite status`, and "
                    "every few minutes).")
        elif after.state.is_over:
            note = "The game is over: the final scores are in the thread."
        else:
            note = ("Round done: the next roll is in the thread." if mode == "simultaneous"
                    else "Turn done. The next player has been pinged.")
    await _show_panel(interaction, after, seat, note=note)


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
                f"{mentions}: your move! Press **My panel**."]
    seat = state.active_seat
    dice = state.players[seat].dice
    return [f"{head} {mentions}, it's your turn ({state.players[seat].name}): your dice "
            f"{dice_text(dice)}. Press **My panel**."]


def public_view(game: Game) -> discord.ui.View:
    buttons = discord.ui.View(timeout=None)
    if game.state is not None and not game.state.is_over:
        buttons.add_item(RollwriteButton(game.id, game.version, "sheet", label="My panel",
                                         emoji="📝"))
    return buttons


def public_images(game: Game) -> list[tuple[bytes, str]]:
    """The public pictures (PNG bytes, file name): the score sheet, and the final table."""
    public = view(game.state, None)
    images = [(render_score_sheet(public), "score_sheet.png")]
    if public.is_over:
        images.append((render_final_table(public), "final_scores.png"))
    return images


def public_files(game: Game) -> list[discord.File]:
    return [discord.File(io.BytesIO(data), filename=name) for data, name in public_images(game)]


async def publish(client, game: Game, *, events=(), extra: list[str] | None = None,
                  headline: str | None = None) -> str | None:
    """A NEW public message: what happened since the last one, the score sheet, the next roll
    and the mentions of everyone who has to act (or the final table).

    Returns None when posted, else why not: the post is then owed (:mod:`bot.posting`) and
    made later; what it reports is read from the log after ``rw_version``, so nothing is lost.
    """
    store = client.store
    state = game.state
    names = _names(game)
    since = game.messages.get("rw_version")
    lines: list[str] = []
    if headline:
        lines.append(headline)
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
    files = await asyncio.to_thread(public_images, game)
    try:
        message, _ = await send_to_table(
            client, game, content=content, allowed_mentions=MENTIONS, view=public_view(game),
            files=[discord.File(io.BytesIO(data), filename=name) for data, name in files])
    except PostFailed as failure:
        log.warning("game %s: the round post failed: %s", game.id, failure.why)
        await owe_post(client, await store.load_summary(game.id), since or 0)
        return failure.why
    await store.set_messages(game.id, {"rw_version": game.version, "rw_since": message.id,
                                       "post_due": None})
    return None


async def catch_up(client, game, *, headline: str = DELAYED) -> bool:
    """Post an owed round message (see :mod:`bot.posting`); True when it went through."""
    if owed_since(game) is None or game.status not in ("running", "finished"):
        return False
    fresh = await client.store.load_game(game.id)
    if owed_since(fresh) is None or fresh.state is None:
        return False
    return await publish(client, fresh, headline=headline) is None


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
            except CorruptGame:
                await report_damage(self.bot, summary)
            except (discord.HTTPException, PostFailed) as error:
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
