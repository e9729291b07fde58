"""What a click, a pick or a typed command does: load the game, check who acts, apply, publish.

Every reply that concerns one player is ephemeral; the thread only ever receives public
things (the overview image, the turn log and the ping of the next player). Every handler
acknowledges the interaction before it touches storage and checks where the interaction
comes from (:mod:`bot.guard`); a committed move stays committed even when the thread cannot
be posted to, and the player is told the truth about both (:mod:`bot.posting`).
"""

from __future__ import annotations

import asyncio
import io
import logging
from dataclasses import dataclass

import discord

from engine.alhambra import IllegalAction, apply, legal_actions, new_game, view
from rendering import render_overview, render_scoring_table
from storage import CorruptGame, Game, GameMovedOn

from . import lobby
from .components import GameButton
from .guard import (
    Refusal,
    check_origin,
    defer,
    load_game,
    panel_tap_allowed,
    reply,
)
from .panel import build_panel
from .picks import number
from .posting import PostFailed, in_thread, owe_post, owed_since, send_to_table
from .texts import event_line

log = logging.getLogger(__name__)

KIND = "alhambra"
OUT_OF_DATE = "This board is out of date: the game moved on. Here is the current state."
NOT_A_PLAYER = "Only the players of this game can act in it."
TURN_ENDING = ("turn_ended", "game_ended")
MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)
DELAYED = "*(This post was delayed: I could not post in the thread earlier.)*"
REPAIRED = "*The game's saved state was damaged and has been rebuilt from its moves.*"


def store_of(interaction: discord.Interaction):
    return interaction.client.store


# -- routing ------------------------------------------------------------------------------

async def on_button(interaction: discord.Interaction, button: GameButton) -> None:
    what = button.what
    if what in lobby.LOBBY_BUTTONS:
        await lobby.on_lobby_button(interaction, button)
    elif what == "hand":
        await open_panel(interaction, button.game, version=button.version, surface="public")
    elif what in ("vote_skip", "vote_remove"):
        from .pacing import on_vote

        await on_vote(interaction, button)
    elif what in ("page", "do"):
        picked = number(button.arg)
        await panel_tap(interaction, button.game, button.version, picked,
                        page=what == "page")
    else:
        await reply(interaction, "This button is no longer in use; press **My hand / act** "
                                 "for a fresh panel.")


async def on_select(interaction: discord.Interaction, select, values) -> None:
    picked = number(values[0]) if len(values) == 1 else None
    await panel_tap(interaction, select.game, select.version, picked)


async def panel_tap(interaction: discord.Interaction, game_id: int, version: int,
                    picked: int | None, *, page: bool = False) -> None:
    """A button or select on a private panel: turn a page, or act."""
    if not panel_tap_allowed(interaction):  # before deferring: never edit a public message
        raise Refusal("That choice belongs on your private panel: press **My hand / act** "
                      "to open it.")
    await defer(interaction, update=True)
    game = await load_game(interaction, game_id, KIND)
    check_origin(interaction, game, "panel")
    if picked is None:
        raise Refusal("That choice is not available to you now.")
    if page:
        await refresh_panel(interaction, game, version, page=picked)
    else:
        await act_by_index(interaction, game, version, picked)
    await catch_up(interaction.client, game)


# -- the private panel --------------------------------------------------------------------

def _seat_or_refuse(game: Game, user_id: int, text: str) -> int:
    seat = game.seat_of(user_id)
    if seat is None:
        raise Refusal(text)
    return seat


async def open_panel(interaction: discord.Interaction, game_id: int, *,
                     version: int | None = None, surface: str | None = None) -> None:
    """The "My hand / act" button and ``/alhambra hand``: a fresh private panel.

    From an older turn message (``version`` behind the game) the panel says so and shows
    the current state: the button is meant to be re-opened any time."""
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
    turn_began = game.state.turn_start.moves if game.state.turn_start else game.version
    stale = version is not None and version < turn_began  # posted before this turn
    panel = build_panel(game, seat, note=OUT_OF_DATE if stale else None)
    await interaction.followup.send(embed=panel.embed, view=panel.view, files=panel.files,
                                    ephemeral=True)
    await catch_up(interaction.client, game)


async def refresh_panel(interaction, game: Game, version: int, *, page: int = 0,
                        note: str | None = None) -> None:
    seat = _seat_or_refuse(game, interaction.user.id, "You are not playing in this game.")
    if game.version != version:
        note, page = OUT_OF_DATE, 0
    await _show_panel(interaction, game, seat, page=page, note=note)


async def _show_panel(interaction, game: Game, seat: int, *, page: int = 0,
                      note: str | None = None) -> None:
    panel = build_panel(game, seat, page=page, note=note)
    await interaction.edit_original_response(embed=panel.embed, view=panel.view,
                                             attachments=panel.files)


# -- acting -------------------------------------------------------------------------------

async def act_by_index(interaction: discord.Interaction, game: Game, version: int,
                       index: int, *, from_panel: bool = True) -> None:
    """Apply the seat's ``index``-th legal action at ``version`` (picked on a panel)."""
    seat = _seat_or_refuse(game, interaction.user.id, NOT_A_PLAYER)
    if game.status == "abandoned" or game.state is None:
        if from_panel and game.state is not None:
            await _show_panel(interaction, game, seat)  # says it was cancelled, offers nothing
        raise Refusal("This game was cancelled, so nothing can be played in it any more."
                      if game.status == "abandoned" else "The game has not started yet.")
    if game.version != version:
        if from_panel:
            await _show_panel(interaction, game, seat, note=OUT_OF_DATE)
            return
        raise Refusal(OUT_OF_DATE)
    actions = list(legal_actions(game.state, seat))
    if not actions and not game.state.is_over:
        active = game.state.players[game.state.active_seat].name
        raise Refusal(f"It is {active}'s turn, not yours.")
    if not 0 <= index < len(actions):
        raise Refusal("That choice is not available to you now.")
    await commit(interaction, game, seat, actions[index], from_panel=from_panel)


async def commit(interaction: discord.Interaction, game: Game, seat: int, action, *,
                 from_panel: bool) -> Game | None:
    """Apply through the store (version-checked), then update the thread and the panel."""
    try:
        done = await store_of(interaction).apply_action(
            game.id, seat, action, expected_version=game.version, user_id=interaction.user.id)
    except GameMovedOn as moved:
        if from_panel:
            await _show_panel(interaction, moved.game, seat, note=OUT_OF_DATE)
            return None
        raise Refusal(OUT_OF_DATE) from None
    except IllegalAction as refused:
        raise Refusal(f"Not allowed: {refused}") from None
    after = done.game
    turn_over = any(e.kind in TURN_ENDING for e in done.events)
    note = None
    if turn_over:
        post = await publish_turn(interaction.client, after, turn_start=game.state.turn_start,
                                  fallback=done.events)
        note = post.note
    if from_panel:
        await _show_panel(interaction, after, seat, note=note)
    else:
        await reply(interaction, note or "Done.")
    return after


# -- the public turn message --------------------------------------------------------------

def _names(game: Game) -> list[str]:
    return [p.name for p in game.state.players]


async def events_since(store, game_id: int, start) -> list:
    """The public events of every turn since state ``start``, from the action log (an undone
    turn's events are dropped; the turn still running is included)."""
    state, done, turn = start, [], []
    for entry in await store.action_log(game_id, after=start.moves):
        state, events = apply(state, entry.seat, entry.action)
        if entry.action.kind == "restart_turn":
            turn = []
            continue
        turn += events
        if any(e.kind in TURN_ENDING for e in events):
            done, turn = done + turn, []
    return done + turn


async def state_at(store, game: Game, version: int):
    """The state after the first ``version`` logged actions (replayed from the seed)."""
    state = new_game(_names(game), seed=game.seed, **game.options.get("rules", {}))
    for entry in await store.action_log(game.id):
        if entry.seq > version:
            break
        state, _ = apply(state, entry.seat, entry.action)
    return state


def _render(public, chart: bool, scoring: bool) -> list[tuple[bytes, str]]:
    images = [(render_overview(public), "overview.png")]
    if scoring:
        images.append((render_scoring_table(public, chart=chart), "scoring.png"))
    return images


@dataclass(frozen=True)
class TurnPost:
    """How a turn post went, and what the player who ended the turn should be told."""

    posted: bool
    note: str


async def publish_turn(client, game: Game, *, turn_start=None, fallback=(),
                       headline: str | None = None) -> TurnPost:
    """A NEW public message in the thread: the overview, the turn log, a ping of who is next.

    When the post cannot be made the move stays committed, the post is owed
    (:func:`bot.posting.owe_post`) and the note says so.
    """
    store = client.store
    try:
        events = [] if turn_start is None else await events_since(store, game.id, turn_start)
    except CorruptGame:  # a damaged log entry must not swallow the post (or the final scores)
        log.warning("game %s: the turn log could not be read back", game.id)
        events = list(fallback)
    names = _names(game)
    lines = [line for e in events if (line := event_line(e, names))]
    if headline:
        lines.insert(0, headline)
    public = view(game.state, None)
    scoring = any(e.kind == "scoring_round" for e in events)
    images = await asyncio.to_thread(_render, public, public.is_over, scoring)
    files = [discord.File(io.BytesIO(data), filename=name) for data, name in images]
    if game.state.is_over:
        from .stats import final_summary

        lines.append(await final_summary(store, game))
        mention = ""
    else:
        user = game.user_of(game.state.active_seat)
        phase = game.state.flow.phase
        what = "build the tiles you received" if phase == "final_placing" else "it's your turn"
        mention = f"<@{user}>, {what}! Press **My hand / act**."
    content = "\n".join(lines[-15:] + ([mention] if mention else []))
    try:
        message, located = await send_to_table(client, game, content=content[:2000],
                                                files=files, view=public_view(game),
                                                allowed_mentions=MENTIONS)
    except PostFailed as failure:
        log.warning("game %s: the turn post failed: %s", game.id, failure.why)
        since = turn_start.moves if turn_start is not None else game.version
        await owe_post(client, await store.load_summary(game.id), since)
        return TurnPost(False, (
            f"Your move is saved, but I could not post it in the thread: {failure.why}. "
            "The next player has not been pinged yet; I will post the turn as soon as I can "
            "(on the next tap, on `/alhambra status`, and every few minutes)."))
    await store.set_messages(game.id, {"turn": message.id, "post_due": None})
    where = ""
    if located.thread_id != game.thread_id:
        where = f" The game's thread was deleted, so it continues in <#{located.thread_id}>."
    if game.state.is_over:
        return TurnPost(True, "The game is over: the final scores are in the thread." + where)
    return TurnPost(True, "Turn done. The next player has been pinged." + where)


async def catch_up(client, game, *, headline: str = DELAYED) -> bool:
    """Post an owed turn message (see :mod:`bot.posting`); True when it went through.

    ``game`` may be out of date (loaded before a move that already paid the debt): the debt
    is read again before anything is posted."""
    if owed_since(game) is None or game.status not in ("running", "finished"):
        return False
    store = client.store
    fresh = await store.load_game(game.id)
    since = owed_since(fresh)
    if since is None or fresh.state is None:
        return False
    try:
        start = await state_at(store, fresh, since)
    except (CorruptGame, IllegalAction):
        log.warning("game %s: the owed post cannot be rebuilt from the log", game.id)
        start = None
    post = await publish_turn(client, fresh, turn_start=start, headline=headline)
    return post.posted


async def close_turn_message(client, game) -> None:
    """Take the buttons off the last turn message (the game was cancelled)."""
    message_id = game.messages.get("turn")
    if not message_id:
        return
    try:
        await in_thread(client, game, lambda thread: thread.get_partial_message(
            message_id).edit(view=None))
    except (discord.HTTPException, PostFailed) as error:  # its buttons answer "cancelled"
        log.warning("game %s: the last turn message keeps its buttons (%s)", game.id, error)


def public_view(game: Game) -> discord.ui.View:
    buttons = discord.ui.View(timeout=None)
    if game.state is not None and not game.state.is_over and game.status == "running":
        buttons.add_item(GameButton(game.id, game.version, "hand", label="My hand / act",
                                    emoji="🃏"))
    return buttons
