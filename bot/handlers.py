"""What a click, a pick or a typed command does: load the game, check who acts, apply, publish.

Every reply that concerns one player is ephemeral; the thread only ever receives public
things (the overview image, the turn log and the ping of the next player). Every handler
acknowledges the interaction before it touches storage and checks where the interaction
comes from (:mod:`bot.guard`); a committed move stays committed even when the thread cannot
be posted to, and the player is told the truth about both (:mod:`bot.posting`).

**The turn ends by itself** when nothing else can follow: after taking money, or after
building (or reserving) the last bought tile when the payment was not exact. The choice and
the end of the turn are committed together (``apply_actions``). Until then "Undo turn"
rolls the whole turn back; a turn that has ended is final, because the refilled money
display and market are already on the table.
"""

from __future__ import annotations

import asyncio
import io
import logging
from dataclasses import dataclass

import discord

from engine.alhambra import EndTurn, IllegalAction, apply, legal_actions, new_game, view
from engine.alhambra.components import CARDS
from rendering import render_overview, render_scoring_table
from storage import CorruptGame, Game, GameMovedOn

from . import lobby
from .components import GameButton
from .guard import Refusal, check_origin, defer, load_game, panel_tap_allowed, reply
from .panel import Screen, build_panel, render_panel_files
from .picks import number
from .posting import PostFailed, in_thread, owe_post, owed_since, send_to_table
from .texts import cards_text, event_line, tile_name

log = logging.getLogger(__name__)

KIND = "alhambra"
PANEL_BUTTON = "My panel"
OUT_OF_DATE = "This panel was out of date: the game moved on. Here is the current state."
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
    elif what == "do":
        await panel_tap(interaction, button.game, button.version, index=number(button.arg))
    elif what in ("view", "page"):
        screen = (Screen.parse(button.arg) if what == "view"
                  else Screen("main", 0, number(button.arg) or 0))
        await panel_tap(interaction, button.game, button.version, screen=screen)
    else:
        await reply(interaction, f"This button is no longer in use; press **{PANEL_BUTTON}** "
                                 "for a fresh panel.")


async def on_select(interaction: discord.Interaction, select, values) -> None:
    """Selects of panels sent before the panel had buttons only."""
    picked = number(values[0]) if len(values) == 1 else None
    await panel_tap(interaction, select.game, select.version, index=picked)


async def panel_tap(interaction: discord.Interaction, game_id: int, version: int, *,
                    index: int | None = None, screen: Screen | None = None) -> None:
    """A button on a private panel: show another screen, or act."""
    if not panel_tap_allowed(interaction):  # before deferring: never edit a public message
        raise Refusal(f"That choice belongs on your private panel: press **{PANEL_BUTTON}** "
                      "to open it.")
    await defer(interaction, update=True)
    game = await load_game(interaction, game_id, KIND)
    check_origin(interaction, game, "panel")
    if index is None and screen is None:
        raise Refusal("That choice is not available to you now.")
    if screen is not None:
        await refresh_panel(interaction, game, version, screen=screen)
    else:
        await act_by_index(interaction, game, version, index)
    await catch_up(interaction.client, game)


# -- the private panel --------------------------------------------------------------------

def _seat_or_refuse(game: Game, user_id: int, text: str) -> int:
    seat = game.seat_of(user_id)
    if seat is None:
        raise Refusal(text)
    return seat


async def open_panel(interaction: discord.Interaction, game_id: int, *,
                     version: int | None = None, surface: str | None = None) -> None:
    """The "My panel" button and ``/alhambra hand``: a fresh private panel.

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
    note = None
    if stale and game.state.active_seat == seat:
        note = "This button was on an older message; here is your panel as it is now."
    panel = build_panel(game, seat, note=note)
    await interaction.followup.send(embed=panel.embed, view=panel.view,
                                    files=await render_panel_files(panel), ephemeral=True)
    await catch_up(interaction.client, game)


async def refresh_panel(interaction, game: Game, version: int, *,
                        screen: Screen | None = None, note: str | None = None) -> None:
    seat = _seat_or_refuse(game, interaction.user.id, "You are not playing in this game.")
    if game.version != version:
        note, screen = OUT_OF_DATE, None
    await _show_panel(interaction, game, seat, screen=screen, note=note)


async def _show_panel(interaction, game: Game, seat: int, *, screen: Screen | None = None,
                      note: str | None = None) -> None:
    panel = build_panel(game, seat, screen=screen, note=note)
    await interaction.edit_original_response(embed=panel.embed, view=panel.view,
                                             attachments=await render_panel_files(panel))


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
    if game.state.is_over:
        raise Refusal("This game is over: the final scores are in the thread.")
    if game.version != version:
        if from_panel:
            await _show_panel(interaction, game, seat, note=OUT_OF_DATE)
            return
        raise Refusal(OUT_OF_DATE)
    actions = list(legal_actions(game.state, seat))
    if not actions:
        active = game.state.players[game.state.active_seat].name
        raise Refusal(f"It is {active}'s turn, not yours.")
    if not 0 <= index < len(actions):
        raise Refusal("That choice is not available to you now.")
    await commit(interaction, game, seat, actions[index], from_panel=from_panel)


def follow_ups(state, seat: int, action) -> list:
    """What follows ``action`` by itself: the end of the turn, when nothing else can."""
    if action.kind in ("end_turn", "restart_turn"):
        return []
    after, _ = apply(state, seat, action)
    if after.is_over or after.active_seat != seat:
        return []
    kinds = {a.kind for a in legal_actions(after, seat)}
    if "end_turn" in kinds and kinds <= {"end_turn", "restart_turn"}:
        return [EndTurn()]
    return []


async def commit(interaction: discord.Interaction, game: Game, seat: int, action, *,
                 from_panel: bool) -> Game | None:
    """Apply through the store (version-checked), then update the thread and the panel."""
    steps = [action, *follow_ups(game.state, seat, action)]
    try:
        done = await store_of(interaction).apply_actions(
            game.id, seat, steps, expected_version=game.version, user_id=interaction.user.id)
    except GameMovedOn as moved:
        if from_panel:
            await _show_panel(interaction, moved.game, seat, note=OUT_OF_DATE)
            return None
        raise Refusal(OUT_OF_DATE) from None
    except IllegalAction as refused:
        raise Refusal(f"Not allowed: {refused}") from None
    after = done.game
    turn_over = any(e.kind in TURN_ENDING for e in done.events)
    if turn_over:
        post = await publish_turn(interaction.client, after,
                                  turn_start=game.state.turn_start, fallback=done.events)
        note = post.note
    else:
        note = next_step(after, seat, done.events)
    if from_panel:
        await _show_panel(interaction, after, seat, note=note if turn_over else None)
    else:
        await reply(interaction, note)
    return after


def next_step(game: Game, seat: int, events) -> str:
    """What the player does next, after a choice that did not end the turn (typed commands
    answer with this)."""
    state = game.state
    bought = [e for e in events if e.kind == "tile_bought"]
    waiting = state.players[seat].bought
    if state.flow.extra_action:
        done = (f"You paid exactly for the {tile_name(bought[-1].tile)}: " if bought
                else "You paid exactly: ")
        return (done + "take another action (`/alhambra take`, `buy` or `rebuild`), or "
                f"place the {tile_name(waiting[0])} now (`/alhambra place`).")
    if waiting:
        first = "Bought. " if bought else ""
        return (f"{first}Now place the {tile_name(waiting[0])}: `/alhambra place` with the "
                "number of a place in your panel's picture, or reserve it.")
    return "Done. Undo turn is still possible; `/alhambra confirm` ends your turn."


# -- the public turn message --------------------------------------------------------------

def _names(game: Game) -> list[str]:
    return [p.name for p in game.state.players]


async def events_since(store, game_id: int, start) -> list[tuple[object, object]]:
    """The public events of every turn since state ``start``, from the action log, each with
    the state just before its action (an undone turn's events are dropped)."""
    state, done, turn = start, [], []
    for entry in await store.action_log(game_id, after=start.moves):
        before = state
        state, events = apply(state, entry.seat, entry.action)
        if entry.action.kind == "restart_turn":
            turn = []
            continue
        turn += [(event, before) for event in events]
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


def recent_cells(events: list[tuple[object, object]]) -> list[tuple[int, int, int]]:
    """(seat, x, y) of every tile built or changed by these events (outlined in the image)."""
    return [(e.seat, e.x, e.y) for e, _ in events if e.kind in ("tile_placed", "rebuilt")
            and (e.kind == "tile_placed" or e.into)]


def _render(public, recent, scoring: bool) -> list[tuple[bytes, str]]:
    images = [(render_overview(public, recent=recent), "overview.png")]
    if scoring:
        images.append((render_scoring_table(public, chart=public.is_over), "scoring.png"))
    return images


@dataclass(frozen=True)
class TurnPost:
    """How a turn post went, and what the player who ended the turn should be told."""

    posted: bool
    note: str


def starting_lines(game: Game) -> list[str]:
    """The start: every player's starting money, dealt face up as in the book ("offen vor
    dem Spieler abgelegt"), and why the start player starts (fewest cards, then lowest
    total; a draw is decided by lot)."""
    state = game.state
    lines = ["**The game begins!** Everyone's starting money, dealt face up:"]
    counts = []
    for player in state.players:
        value = sum(CARDS[c].value for c in player.hand)
        counts.append((len(player.hand), value))
        lines.append(f"• {player.name}: {cards_text(player.hand)} ({len(player.hand)} cards, "
                     f"worth {value})")
    seat = state.active_seat
    fewest = min(n for n, _ in counts)
    same_count = [s for s, (n, _) in enumerate(counts) if n == fewest]
    lowest = min(counts[s][1] for s in same_count)
    tied = [s for s in same_count if counts[s][1] == lowest]
    if len(same_count) == 1:
        why = "the fewest money cards"
    elif len(tied) == 1:
        why = "the fewest money cards and, among those, the lowest total"
    else:
        why = "the fewest cards and the lowest total, tied with others: chosen by lot"
    lines.append(f"{state.players[seat].name} starts: {why}. From now on everyone's money "
                 "is secret.")
    return lines


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
        events = [(event, None) for event in fallback]
    names = _names(game)
    lines = [line for e, before in events if (line := event_line(e, names, before))]
    if headline:
        lines.insert(0, headline)
    if game.version == 0:
        lines = starting_lines(game) + lines
    public = view(game.state, None)
    scoring = any(e.kind == "scoring_round" for e, _ in events)
    images = await asyncio.to_thread(_render, public, recent_cells(events), scoring)
    files = [discord.File(io.BytesIO(data), filename=name) for data, name in images]
    if game.state.is_over:
        from .stats import final_summary

        lines.append(await final_summary(store, game))
        mention = ""
    else:
        mention = turn_call(game)
    content = "\n".join(lines[-20:] + ([mention] if mention else []))
    if len(content) > 2000:
        content = "…\n" + content[-1990:]
    try:
        message, located = await send_to_table(client, game, content=content,
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


def turn_call(game: Game) -> str:
    """The ping of whoever acts now, and what they are asked to do."""
    state = game.state
    user = game.user_of(state.active_seat)
    if state.flow.phase == "final_placing":
        return f"<@{user}>, build the tiles you received! Press **{PANEL_BUTTON}**."
    return f"<@{user}>, it's your turn! Press **{PANEL_BUTTON}**."


def status_text(game: Game) -> str:
    """Whose turn it is and what they wait for, in words (``/alhambra status``)."""
    state = game.state
    if game.status == "abandoned":
        return "This game was cancelled."
    if state.is_over:
        return "This game is over: the final scores are in the thread."
    name = state.players[state.active_seat].name
    waiting = state.players[state.active_seat].bought
    if state.flow.phase == "final_placing":
        doing = "building the tiles they received at the end of the game"
    elif waiting:
        doing = f"placing the {tile_name(waiting[0])}"
    elif state.flow.extra_action:
        doing = "taking another action after an exact payment"
    else:
        doing = "choosing: take money, buy a tile or rebuild"
    return f"Turn {state.flow.turn}: {name} is {doing}."


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
        buttons.add_item(GameButton(game.id, game.version, "hand", label=PANEL_BUTTON,
                                    emoji="🃏"))
    return buttons
