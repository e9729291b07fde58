"""Playing at a table, for every game kind: the private panel's shell, a choice applied
through the store, and the public post that follows a move.

- **The panel**: the kind builds it (:meth:`TableKind.build_panel`); the core sends it as an
  ephemeral reply, edits it in place after each tap, draws its picture in the worker pool,
  and marks it out of date when the game moved on.
- **A choice** (a panel button, a select, a typed command) carries the version it was made
  at and its index among the seat's legal actions. The core checks who acts and whether the
  game still is where the choice was made (the kind decides: Alhambra exactly, Roll & Write
  within the round), applies it with the kind's follow-ups in one store transaction, sets
  the table's timers (:mod:`bot.tables.pacing`) and, when the kind says so, posts.
- **The public post**: the kind writes it (:meth:`TableKind.post`); the core delivers it,
  mending archived or deleted threads, and when it cannot be delivered the move stays
  committed, the post is owed and made later (:mod:`bot.tables.posting`).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from datetime import datetime, timedelta

import discord

from bot.limits import MESSAGE_CONTENT, fit
from engine.errors import IllegalAction
from i18n import DEFAULT, Said, said, text
from storage import CorruptGame, Game, GameMovedOn

from . import autoplay
from .components import TableButton
from .guard import (
    PRIVATE_ONLY,
    Refusal,
    check_origin,
    defer,
    load_game,
    panel_tap_allowed,
    refuse_cancelled,
)
from .kind import Panel, Pick, TableKind, embeds_of, files_of
from .posting import (
    POST_DUE,
    TELL_FROM,
    PostFailed,
    owe_post,
    owed_since,
    send_to_table,
    tell_with_the_next,
    untold_since,
)
from .registry import kind_named
from .seats import marked
from .speech import table_language, user_language

log = logging.getLogger(__name__)

#: The "My panel" button's label (a message id: the button says it in the table's language).
PANEL_BUTTON = "panel-button"
OUT_OF_DATE = said("panel-out-of-date")
MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)
DELAYED = said("post-delayed")
#: How long until a post that could not be made is tried again by the timer.
RETRY = timedelta(minutes=5)


def public_view(kind: TableKind, game: Game) -> discord.ui.View:
    """The buttons under a public post: "My panel" while the game runs."""
    buttons = discord.ui.View(timeout=None)
    if game.state is not None and game.status == "running" and not kind.is_over(game.state):
        buttons.add_item(TableButton(kind.button_prefix, game.id, game.version, "hand",
                                     label=text(table_language(game), PANEL_BUTTON),
                                     emoji="🃏"))
    return buttons


# -- the panel ------------------------------------------------------------------------------

def seat_or_refuse(game: Game, user_id: int, message_id: str) -> int:
    seat = game.seat_of(user_id)
    if seat is None:
        raise Refusal(message_id)
    return seat


async def open_panel(interaction: discord.Interaction, kind: TableKind, game_id: int, *,
                     version: int | None = None, surface: str | None = None) -> None:
    """The "My panel" button and ``/<kind> panel``: a fresh private panel. From an older
    message (``version``) the kind may say so."""
    await defer(interaction)
    game = await load_game(interaction, game_id, kind.name)
    if surface is not None:
        check_origin(interaction, game, surface)
    if game.seat_of(interaction.user.id) is None:
        refuse_cancelled(game)  # (a player's panel says it was cancelled, offering nothing)
    seat = seat_or_refuse(game, interaction.user.id, "panel-not-playing-here")
    if game.state is None:
        raise Refusal("panel-cancelled-before-start" if game.status == "abandoned"
                      else "game-not-started")
    lang = user_language(interaction)
    if newest_post(interaction, game):
        version = None  # the game's newest post is never an older message
    panel = kind.build_panel(game, seat, lang=lang,
                             note=kind.first_panel_note(game, seat, version, lang))
    await interaction.followup.send(embed=panel.embed, view=panel.view,
                                    files=await _files(panel), ephemeral=True)
    _let_go(panel.view)
    await catch_up(interaction.client, game)


def newest_post(interaction: discord.Interaction, game: Game) -> bool:
    """Whether the interaction came from the game's newest post (which may be older than
    the game's last move: a pass in a window, a setting, a computer's answer is posted
    with the next move)."""
    message = interaction.message
    return message is not None and message.id == game.messages.get("turn")


def _let_go(view: discord.ui.View) -> None:
    """Stop discord.py from keeping a sent panel's view: every button of a panel is a
    ``DynamicItem`` found by its custom id (as after a restart), so the kept copy is never
    needed, and an ephemeral one would hold a 15-minute timeout task per panel opened."""
    view.stop()


async def _files(panel: Panel) -> list[discord.File]:
    return await files_of([panel.picture] if panel.picture is not None else [])


async def show_panel(interaction, kind: TableKind, game: Game, seat: int, *,
                     screen: str | None = None, note: str | None = None) -> None:
    """Edit the panel the interaction came from (``note``: already in the user's words, or a
    :class:`Said`)."""
    lang = user_language(interaction)
    if isinstance(note, Said):
        note = note.in_language(lang)
    panel = kind.build_panel(game, seat, lang=lang, screen=screen, note=note)
    await interaction.edit_original_response(embed=panel.embed, view=panel.view,
                                             attachments=await _files(panel))
    _let_go(panel.view)


async def panel_tap(interaction: discord.Interaction, kind: TableKind, game_id: int,
                    version: int, *, pick: Pick | None = None,
                    screen: str | None = None) -> None:
    """A tap on a private panel: show another screen of it, or act."""
    if not panel_tap_allowed(interaction):  # before deferring: never edit a public message
        raise Refusal(PRIVATE_ONLY)
    await defer(interaction, update=True)
    game = await load_game(interaction, game_id, kind.name)
    check_origin(interaction, game, "panel")
    if pick is None and screen is None:
        raise Refusal("panel-choice-unavailable")
    if screen is not None:
        seat = seat_or_refuse(game, interaction.user.id, "panel-not-playing")
        if game.version != version and game.state is not None:
            await show_panel(interaction, kind, game, seat, note=OUT_OF_DATE)
        else:
            await show_panel(interaction, kind, game, seat, screen=screen)
    else:
        await act(interaction, kind, game, version, pick)
    await catch_up(interaction.client, game)


# -- acting ----------------------------------------------------------------------------------

async def act(interaction: discord.Interaction, kind: TableKind, game: Game, version: int,
              pick: Pick, *, from_panel: bool = True) -> None:
    """Apply the seat's ``pick`` made at ``version`` (on a panel, or typed)."""
    seat = seat_or_refuse(game, interaction.user.id, "panel-players-only")
    state = game.state
    if game.status == "abandoned" or state is None:
        if from_panel and state is not None:
            await show_panel(interaction, kind, game, seat)  # it says cancelled, offers nothing
        raise Refusal("panel-cancelled" if game.status == "abandoned" else "game-not-started")
    if kind.is_over(state):
        raise Refusal("panel-game-over")
    lang = user_language(interaction)
    if not kind.pick_is_current(game, seat, version, pick):
        if from_panel:
            await show_panel(interaction, kind, game, seat, note=OUT_OF_DATE)
            return
        raise Refusal(OUT_OF_DATE)
    actions = kind.legal_actions(state, seat)
    if not actions:
        raise Refusal(said("as-is", text=kind.not_acting_text(game, seat, lang)))
    if not 0 <= pick.index < len(actions):
        raise Refusal("panel-choice-unavailable")
    action = actions[pick.index]
    try:
        done = await commit(interaction.client, kind, game, seat, action,
                            expected_version=version, user_id=interaction.user.id, lang=lang)
    except GameMovedOn as moved:
        if from_panel:
            await show_panel(interaction, kind, moved.game, seat, note=OUT_OF_DATE)
            return
        raise Refusal(OUT_OF_DATE) from None
    note = done.note
    if from_panel:
        await show_panel(interaction, kind, done.game, seat, note=note)
    else:
        await interaction.followup.send(
            note or kind.next_step(done.game, seat, done.events, lang) or text(lang, "done"),
            ephemeral=True)


@dataclass
class Committed:
    """A move applied: the game after it, its events, and what its player reads."""

    game: Game
    events: list
    note: str | None = None
    #: Whether the thread was told (a post made): what the next post tells begins after it.
    told: bool = False


async def commit(client, kind: TableKind, game: Game, seat: int, action, *,
                 expected_version: int, user_id: int | None = None,
                 follow: bool = True, lang: str = DEFAULT) -> Committed:
    """Apply ``action`` (and the kind's follow-ups) through the store in one transaction,
    then set the table's timers and post when the kind says so. ``GameMovedOn`` passes
    through, the engine's ``IllegalAction`` becomes a :class:`Refusal` (nothing changed).
    ``lang``: the acting user's, for the note they read."""
    steps = [action, *(kind.follow_ups(game.state, seat, action) if follow else [])]
    try:
        done = await client.store.apply_actions(
            game.id, seat, steps, expected_version=expected_version, user_id=user_id,
            rebase=kind.rebase(game))
    except IllegalAction as refused:
        raise Refusal("panel-not-allowed", reason=kind.refusal_text(refused, lang)) from None
    return await after_commit(client, kind, game, done.game, done.events, seat=seat,
                              lang=lang)


async def after_commit(client, kind: TableKind, before: Game, after: Game, events: list, *,
                       seat: int | None, headline: Said | None = None,
                       lang: str = DEFAULT, wake_up: bool = True) -> Committed:
    """What follows every commit: the timers, the public post when one is due (the note
    for ``seat``'s player in their language ``lang``), and the computer seats the game now
    waits for playing on (``wake_up``; :mod:`bot.tables.autoplay`; False: this is a move of
    theirs). Where the computers play on and the kind tells their moves together, the post
    waits for them (owed from ``before``, and made when the game waits for a person
    again)."""
    gathered = kind.tells_computers_together and autoplay.waits_for_computer(kind, after)
    if gathered:
        committed = await _gathered(client, kind, before, after, events, seat=seat,
                                    lang=lang)
    else:
        committed = await _told(client, kind, before, after, events, seat=seat,
                                headline=headline, lang=lang,
                                pays_debt=not wake_up and kind.tells_computers_together)
    client.pacer.look_now(kind, before, after)  # a player whose turn begins may have left
    if wake_up:
        autoplay.wake(client, kind, after, after_commit,
                      told_from=before if gathered else None,
                      headline=headline if gathered else None)
    return committed


async def _gathered(client, kind: TableKind, before: Game, after: Game, events: list, *,
                    seat: int | None, lang: str) -> Committed:
    """The computers play next: a post due now is owed from ``before`` (the runner posts
    it with their moves; the ``post`` timer, should this process stop half-way)."""
    await client.pacer.schedule(kind, after, events)
    if not kind.post_due(after, events):
        return Committed(after, events)
    await owe_post(client, after, before.version)
    await client.store.set_timers(after.id, {"post": discord.utils.utcnow() + RETRY})
    note = kind.told_with_computers_note(after, seat, lang) if seat is not None else None
    return Committed(after, events, note)


async def _told(client, kind: TableKind, before: Game, after: Game, events: list, *,
                seat: int | None, headline: Said | None, lang: str,
                pays_debt: bool = False) -> Committed:
    """The timers, then the post when one is due (or, ``pays_debt``, when one is owed)."""
    await client.pacer.schedule(kind, after, events)
    owed = pays_debt and owed_since(after) is not None
    due = kind.post_due(after, events)
    if not owed and (kind.post_can_wait(after, events, seat) if due
                     else kind.told_with_the_next(after, events)):
        await tell_with_the_next(client, after, before.version)
        return Committed(after, events)
    if not (due or owed):
        return Committed(after, events)
    result = await publish(client, kind, after, before=before, events=events,
                           headline=headline)
    if not result.posted:
        return Committed(after, events, text(lang, "post-failed-note",
                                             why=result.why.in_language(lang),
                                             command=kind.command))
    note = kind.posted_note(after, seat, lang) if seat is not None else None
    if result.moved_to is not None and note is not None:
        note += " " + text(lang, "post-moved-note", thread=f"<#{result.moved_to}>")
    return Committed(after, events, note, told=True)


# -- the public post -------------------------------------------------------------------------

@dataclass(frozen=True)
class Published:
    posted: bool
    why: Said | None = None
    #: The new thread, when the old one was deleted.
    moved_to: int | None = None


async def publish(client, kind: TableKind, game: Game, *, before: Game | None = None,
                  since: int | None = None, events: list | tuple = (),
                  headline: Said | None = None) -> Published:
    """A NEW public message in the game's thread (the kind writes it, in the table's
    language)."""
    store = client.store
    lang = table_language(game)
    untold = untold_since(game)
    if untold is not None and before is not None and untold < before.version:
        before, since = None, untold  # earlier moves are untold: this post tells from there
    game, before = marked(kind, game), marked(kind, before)  # CS1: a computer's seat shows 🤖
    post = await kind.post(store, game, before=before, since=since, events=list(events),
                           lang=lang,
                           headline=headline.in_language(lang) if headline else None)
    files = await files_of(post.pictures)
    view = public_view(kind, game) if post.with_panel_button else discord.utils.MISSING
    if post.buttons:
        if view is discord.utils.MISSING:
            view = discord.ui.View(timeout=None)
        for button in post.buttons:
            view.add_item(button)
    try:
        message, located = await send_to_table(client, game, content=fit(post.content,
                                                                          MESSAGE_CONTENT),
                                                files=files, embeds=embeds_of(post.pictures),
                                                view=view,
                                                allowed_mentions=MENTIONS)
    except PostFailed as failure:
        log.warning("game %s: the post failed: %s", game.id, failure.why.message_id)
        start = before.version if before is not None else (since or 0)
        await owe_post(client, await store.load_summary(game.id), start)
        await store.set_timers(game.id, {"post": discord.utils.utcnow() + RETRY})
        return Published(False, failure.why)
    await store.set_messages(game.id, {"turn": message.id, "posted_version": game.version,
                                       POST_DUE: None, TELL_FROM: None})
    moved = located.thread_id if located.thread_id != game.thread_id else None
    return Published(True, moved_to=moved)


async def first_post(client, kind: TableKind, game: Game) -> None:
    """The first post of a started game (its timers set): at once, or, where computers
    begin and the kind tells their moves together, with their first moves (owed from the
    start, as a move's post is)."""
    if kind.tells_computers_together and autoplay.waits_for_computer(kind, game):
        await owe_post(client, game, game.version)
        await client.store.set_timers(game.id, {"post": discord.utils.utcnow() + RETRY})
        autoplay.wake(client, kind, game, after_commit, told_from=game)
        return
    await publish(client, kind, game)
    autoplay.wake(client, kind, game, after_commit)  # a computer may begin


async def catch_up(client, game, *, headline: Said = DELAYED) -> bool:
    """Post an owed message (see :mod:`bot.tables.posting`); True when it went through.

    ``game`` may be out of date (loaded before a move that already paid the debt): the debt
    is read again before anything is posted. While computers play on at a table that tells
    their moves together, their post pays it (:func:`after_commit`)."""
    if owed_since(game) is None or game.status not in ("running", "finished"):
        return False
    kind = kind_named(game.kind)
    fresh = await client.store.load_game(game.id)
    since = owed_since(fresh)
    if kind is None or since is None or fresh.state is None:
        return False
    if kind.tells_computers_together and autoplay.waits_for_computer(kind, fresh):
        return False
    try:
        result = await publish(client, kind, fresh, since=since, headline=headline)
    except CorruptGame:
        log.warning("game %s: the owed post cannot be rebuilt from the log", game.id)
        result = await publish(client, kind, fresh, headline=headline)
    if result.posted:
        await client.store.set_timers(game.id, {"post": None})
    return result.posted


def later(now: datetime, hours: float | None) -> datetime | None:
    return now + timedelta(hours=float(hours)) if hours else None
