"""What a click, a pick or a typed command does: load the game, check who acts, apply, publish.

Every reply that concerns one player is ephemeral; the thread only ever receives public
things (the overview image, the turn log and the ping of the next player).
"""

from __future__ import annotations

import io
import logging

import discord

from engine.alhambra import IllegalAction, legal_actions, view
from rendering import render_overview, render_scoring_table
from storage import Game, GameMovedOn, GameNotFound, StorageError

from . import lobby
from .components import GameButton
from .panel import build_panel
from .texts import event_line

log = logging.getLogger(__name__)

OUT_OF_DATE = "This board is out of date: the game moved on. Here is the current state."
SORRY = ("Sorry, something went wrong on our side; nothing was changed. Please try again, "
         "or use /alhambra status.")


async def guarded(interaction: discord.Interaction, work) -> None:
    """Run a handler; an unexpected failure is logged with context and answered privately."""
    try:
        await work
    except Exception:
        data = interaction.data or {}
        log.exception("handler failed: user %s, channel %s, custom id %s",
                      interaction.user.id, interaction.channel_id, data.get("custom_id"))
        try:
            await reply(interaction, SORRY)
        except discord.HTTPException:
            log.warning("could not tell user %s about the failure", interaction.user.id)


def store_of(interaction: discord.Interaction):
    return interaction.client.store


async def reply(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral, friendly answer (whether or not the interaction was acknowledged)."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


async def load(interaction: discord.Interaction, game_id: int) -> Game | None:
    try:
        return await store_of(interaction).load_game(game_id)
    except GameNotFound:
        await reply(interaction, "That game no longer exists.")
        return None


def seat_of(game: Game, user_id: int) -> int | None:
    return game.seat_of(user_id)


async def on_button(interaction: discord.Interaction, button: GameButton) -> None:
    if button.what in lobby.LOBBY_BUTTONS:
        await lobby.on_lobby_button(interaction, button)
        return
    if button.what == "hand":
        await open_panel(interaction, button.game, version=button.version)
        return
    if button.what in ("vote_skip", "vote_remove"):
        from .pacing import on_vote

        await on_vote(interaction, button)
        return
    await interaction.response.defer()
    if button.what == "page":
        await refresh_panel(interaction, button.game, button.version, page=int(button.arg or 0))
        return
    if button.what == "do":
        await act_by_index(interaction, button.game, button.version, int(button.arg))


async def on_select(interaction: discord.Interaction, select, values) -> None:
    await interaction.response.defer()
    if not values:
        return
    await act_by_index(interaction, select.game, select.version, int(values[0]))


async def open_panel(interaction: discord.Interaction, game_id: int,
                     version: int | None = None) -> None:
    """The "My hand / act" button and ``/alhambra hand``: a fresh private panel.

    From an older turn message (``version`` behind the game) the panel says so and shows
    the current state: the button is meant to be re-opened any time."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    game = await load(interaction, game_id)
    if game is None:
        return
    seat = seat_of(game, interaction.user.id)
    if seat is None:
        await interaction.followup.send(
            "You are not playing in this game; everything public is in this thread.",
            ephemeral=True)
        return
    if game.state is None:
        await interaction.followup.send("The game has not started yet.", ephemeral=True)
        return
    turn_began = game.state.turn_start.moves if game.state.turn_start else game.version
    stale = version is not None and version < turn_began  # posted before this turn
    panel = build_panel(game, seat, note=OUT_OF_DATE if stale else None)
    await interaction.followup.send(embed=panel.embed, view=panel.view, files=panel.files,
                                    ephemeral=True)


async def refresh_panel(interaction, game_id: int, version: int, *, page: int = 0,
                        note: str | None = None) -> None:
    game = await load(interaction, game_id)
    if game is None:
        return
    seat = seat_of(game, interaction.user.id)
    if seat is None:
        await reply(interaction, "You are not playing in this game.")
        return
    if game.version != version:
        note, page = OUT_OF_DATE, 0
    await _show_panel(interaction, game, seat, page=page, note=note)


async def _show_panel(interaction, game: Game, seat: int, *, page: int = 0,
                      note: str | None = None) -> None:
    panel = build_panel(game, seat, page=page, note=note)
    await interaction.edit_original_response(embed=panel.embed, view=panel.view,
                                             attachments=panel.files)


async def act_by_index(interaction: discord.Interaction, game_id: int, version: int,
                       index: int, *, from_panel: bool = True) -> None:
    """Apply the seat's ``index``-th legal action at ``version`` (picked on a panel)."""
    game = await load(interaction, game_id)
    if game is None:
        return
    seat = seat_of(game, interaction.user.id)
    if seat is None:
        await reply(interaction, "Only the players of this game can act in it.")
        return
    if game.version != version or game.state is None:
        if from_panel and game.state is not None:
            await _show_panel(interaction, game, seat, note=OUT_OF_DATE)
        else:
            await reply(interaction, OUT_OF_DATE)
        return
    actions = list(legal_actions(game.state, seat))
    if not actions and not game.state.is_over:
        active = game.state.players[game.state.active_seat].name
        await reply(interaction, f"It is {active}'s turn, not yours.")
        return
    if not 0 <= index < len(actions):
        await reply(interaction, "That choice is not available to you now.")
        return
    await commit(interaction, game, seat, actions[index], from_panel=from_panel)


async def commit(interaction: discord.Interaction, game: Game, seat: int, action, *,
                 from_panel: bool) -> Game | None:
    """Apply through the store (version-checked), then update the panel and the thread."""
    try:
        done = await store_of(interaction).apply_action(
            game.id, seat, action, expected_version=game.version, user_id=interaction.user.id)
    except GameMovedOn as moved:
        if from_panel:
            await _show_panel(interaction, moved.game, seat, note=OUT_OF_DATE)
        else:
            await reply(interaction, OUT_OF_DATE)
        return None
    except IllegalAction as refused:
        await reply(interaction, f"Not allowed: {refused}")
        return None
    except StorageError as error:
        log.exception("storage refused an action in game %s", game.id)
        await reply(interaction, f"Sorry, that did not work: {error}")
        return None
    after = done.game
    turn_over = any(e.kind in ("turn_ended", "game_ended") for e in done.events)
    if from_panel:
        note = "Turn done. The next player has been pinged." if turn_over else None
        await _show_panel(interaction, after, seat, note=note)
    else:
        await reply(interaction, "Done." if not turn_over else "Turn done.")
    if turn_over:
        await publish_turn(interaction.client, after, turn_start=game.state.turn_start)
    return after


def _names(game: Game) -> list[str]:
    return [p.name for p in game.state.players]


async def turn_events(store, game_id: int, start) -> list:
    """The public events of the turn that began at state ``start``, from the action log."""
    from engine.alhambra import apply

    state, turn = start, []
    for entry in await store.action_log(game_id, after=start.moves):
        state, events = apply(state, entry.seat, entry.action)
        turn = [] if entry.action.kind == "restart_turn" else turn + events
    return turn


async def publish_turn(client, game: Game, *, turn_start=None) -> None:
    """A NEW public message in the thread: the overview, the turn log, a ping of who is next."""
    channel = client.get_channel(game.thread_id) or await client.fetch_channel(game.thread_id)
    events = [] if turn_start is None else await turn_events(client.store, game.id, turn_start)
    names = _names(game)
    lines = [line for e in events if (line := event_line(e, names))]
    public = view(game.state, None)
    files = [discord.File(io.BytesIO(render_overview(public)), filename="overview.png")]
    if any(e.kind == "scoring_round" for e in events):
        chart = public.is_over
        files.append(discord.File(io.BytesIO(render_scoring_table(public, chart=chart)),
                                  filename="scoring.png"))
    if game.state.is_over:
        from .stats import final_summary

        lines.append(await final_summary(client.store, game))
        mention = ""
    else:
        user = game.user_of(game.state.active_seat)
        phase = game.state.flow.phase
        what = "build the tiles you received" if phase == "final_placing" else "it's your turn"
        mention = f"<@{user}>, {what}! Press **My hand / act**."
    content = "\n".join(lines[-15:] + ([mention] if mention else []))
    await channel.send(
        content=content[:2000],
        files=files,
        view=public_view(game),
        allowed_mentions=discord.AllowedMentions(users=True, everyone=False, roles=False),
    )


def public_view(game: Game) -> discord.ui.View:
    buttons = discord.ui.View(timeout=None)
    if game.state is not None and not game.state.is_over:
        buttons.add_item(GameButton(game.id, game.version, "hand", label="My hand / act",
                                    emoji="🃏"))
    return buttons
