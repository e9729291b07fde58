"""The table's vote on a player the game waits for: skip their turn, or remove them.

It opens when the waited-for player has been idle past the table's deadline, or at once when
they have left the server (:mod:`bot.tables.pacing`). One public message mentions the other
players still playing, with "Skip their turn", "Remove them" and "Computer takes over"
(:func:`take_over`, CS4); more than half of them
decide (in a two-player game the one other player). Skip plays the kind's safe default
(:meth:`TableKind.skip_actions`), remove its retire action; both go through the store as the
idle seat, version-checked against the vote, so a vote on an out-of-date message changes
nothing.

What was sent and who voted is kept in the game's ``messages``: ``vote:<version>`` (the vote
message of that version), ``vote:left`` (the version of a vote opened because the player
left), ``ballot:<skip|remove|computer>:<user id>`` (the version the ballot was cast at).
"""

from __future__ import annotations

import logging
from datetime import timedelta

import discord

from engine.errors import IllegalAction
from i18n import text
from storage import AlreadySeated, Game, GameMovedOn, GameSummary, StorageError, WrongStatus

from . import autoplay
from .components import TableButton
from .guard import check_origin, defer, load_game, refuse_cancelled
from .kind import TableKind
from .picks import number
from .play import after_commit
from .posting import PostFailed, send_to_table
from .seats import took_over_key
from .speech import table_language, user_language

log = logging.getLogger(__name__)

OUT_OF_DATE_VOTE = "vote-out-of-date"
CHOICES = {"vote_skip": "skip", "vote_remove": "remove", "vote_computer": "computer"}
#: CS4: the level of a computer taking over a seat the table voted on (about as strong as
#: a careful player: the seat neither throws the game nor runs away with it).
TAKE_OVER_LEVEL = "medium"
MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)
LEFT = "vote:left"


def vote_key(version: int) -> str:
    return f"vote:{version}"


def ballot_key(choice: str, user_id: int) -> str:
    return f"ballot:{choice}:{user_id}"


def span(delta: timedelta, lang: str) -> str:
    """'3 days 2 hours', '5 hours', '40 minutes' (in ``lang``)."""
    minutes = int(delta.total_seconds() // 60)
    days, rest = divmod(minutes, 24 * 60)
    hours, minutes = divmod(rest, 60)
    parts = [text(lang, f"span-{unit}", count=n)
             for n, unit in ((days, "days"), (hours, "hours")) if n]
    if not parts:
        parts = [text(lang, "span-minutes", count=minutes)]
    return " ".join(parts)


def voters_of(kind: TableKind, game: Game, idle_seat: int) -> list[int]:
    """The users who may vote on ``idle_seat``: every other seat still playing."""
    return [game.user_of(seat) for seat in kind.playing_seats(game.state)
            if seat != idle_seat and game.user_of(seat) is not None]


def needed(voters: int) -> int:
    """A majority of the voters: more than half (the single other player when two play)."""
    return voters // 2 + 1


async def open_vote(client, kind: TableKind, summary: GameSummary, idle: timedelta, *,
                    left: bool = False) -> None:
    """A vote on the seat the game waits for (it must still be where it was)."""
    game = await client.store.load_game(summary.id)
    if game.version != summary.version or game.state is None or kind.is_over(game.state) \
            or not kind.votes_apply(game) or vote_key(game.version) in game.messages \
            or game.active_computer_seats:
        return  # it moved on meanwhile, or a vote is open already
    seat = game.active_seats[0]
    voters = voters_of(kind, game, seat)
    if not voters:
        return  # nobody else is still playing: nobody can vote
    message, _ = await send_to_table(
        client, game, content=vote_text(kind, game, seat, voters, idle, left=left),
        view=vote_view(kind, game, seat), allowed_mentions=MENTIONS)
    stale = {name: None for name in game.messages if name.startswith(("vote:", "ballot:"))}
    marks = {vote_key(game.version): message.id, LEFT: game.version if left else None}
    await client.store.set_messages(game.id, {**stale, **marks})


def vote_text(kind: TableKind, game: Game, seat: int, voters: list[int],
              idle: timedelta | None = None, tally: dict[str, int] | None = None, *,
              left: bool = False) -> str:
    """The public vote message, in the table's language."""
    lang = table_language(game)
    name = kind.seat_name(game.state, seat)
    user = f"<@{game.user_of(seat)}>"
    if left:
        why = text(lang, "vote-why-left", user=user, name=name)
    elif idle is not None:
        why = text(lang, "vote-why-idle-for", user=user, name=name, span=span(idle, lang))
    else:
        why = text(lang, "vote-why-idle", user=user, name=name)
    lines = [
        text(lang, "vote-call", voters=" ".join(f"<@{user}>" for user in voters), why=why),
        "• " + text(lang, "vote-skip-line", skip=text(lang, "vote-button-skip"),
                    words=kind.skip_words(lang)),
        "• " + text(lang, "vote-remove-line", remove=text(lang, "vote-button-remove")),
        "• " + text(lang, "seats-vote-line", button=text(lang, "seats-vote-button"),
                    name=name),
        # a player who left the server cannot play first: their vote never lapses
        text(lang, "vote-rule-left" if left else "vote-rule", needed=needed(len(voters)),
             voters=len(voters), name=name),
    ]
    if tally is not None:
        lines.append(text(lang, "vote-tally", skip=tally["skip"], remove=tally["remove"])
                     + " " + text(lang, "seats-vote-tally", votes=tally["computer"]))
    return "\n".join(lines)


def vote_view(kind: TableKind, game: Game, seat: int) -> discord.ui.View:
    lang = table_language(game)
    buttons = discord.ui.View(timeout=None)
    buttons.add_item(TableButton(kind.button_prefix, game.id, game.version, "vote_skip",
                                 str(seat), label=text(lang, "vote-button-skip"),
                                 style=discord.ButtonStyle.secondary, emoji="⏭️"))
    buttons.add_item(TableButton(kind.button_prefix, game.id, game.version, "vote_remove",
                                 str(seat), label=text(lang, "vote-button-remove"),
                                 style=discord.ButtonStyle.danger, emoji="🚪"))
    buttons.add_item(TableButton(kind.button_prefix, game.id, game.version, "vote_computer",
                                 str(seat), label=text(lang, "seats-vote-button"),
                                 style=discord.ButtonStyle.primary, emoji="🤖"))
    return buttons


async def _answer(interaction: discord.Interaction, message_id: str, **args: object) -> None:
    """A private answer to a voter, in their language."""
    await interaction.followup.send(text(user_language(interaction), message_id, **args),
                                    ephemeral=True)


async def on_vote(interaction: discord.Interaction, kind: TableKind, button: TableButton) -> None:
    """A press on "Skip their turn" / "Remove them". Every answer is ephemeral."""
    await defer(interaction)
    store = interaction.client.store
    choice = CHOICES[button.what]
    game = await load_game(interaction, button.game, kind.name)
    check_origin(interaction, game, "public")
    refuse_cancelled(game)
    voter = game.seat_of(interaction.user.id)
    if voter is None:
        await _answer(interaction, "vote-players-only")
        return
    state = game.state
    seat = number(button.arg)
    if (game.status != "running" or state is None or game.version != button.version
            or game.active_seats != (seat,)):
        await _answer(interaction, OUT_OF_DATE_VOTE)
        return
    if voter == seat:
        await _answer(interaction, "vote-own-turn")
        return
    if voter not in kind.playing_seats(state):
        await _answer(interaction, "vote-voter-left")
        return
    messages = await store.set_messages(game.id, {
        ballot_key(c, interaction.user.id): game.version if c == choice else None
        for c in CHOICES.values()})
    voters = voters_of(kind, game, seat)
    tally = {c: sum(messages.get(ballot_key(c, user)) == game.version for user in voters)
             for c in CHOICES.values()}
    left = messages.get(LEFT) == game.version
    if tally[choice] < needed(len(voters)):
        counted = "seats-vote-counted" if choice == "computer" else f"vote-counted-{choice}"
        await _answer(interaction, counted, votes=tally[choice], needed=needed(len(voters)))
        await interaction.message.edit(content=vote_text(kind, game, seat, voters, tally=tally,
                                                         left=left))
        return
    await carry_out(interaction, kind, game, seat, choice, messages, left=left)


async def carry_out(interaction: discord.Interaction, kind: TableKind, game: Game, seat: int,
                    choice: str, messages: dict, *, left: bool) -> None:
    """Apply the decided skip or removal as the idle seat, then tell the table."""
    store = interaction.client.store
    name = kind.seat_name(game.state, seat)
    if choice == "computer":
        await take_over(interaction, kind, game, seat, messages, left=left)
        return
    actions = (kind.skip_actions(game.state, seat) if choice == "skip"
               else [kind.retire_action()])
    try:
        done = await store.apply_actions(game.id, seat, actions,
                                         expected_version=game.version,
                                         user_id=interaction.user.id)
    except GameMovedOn:
        await _answer(interaction, OUT_OF_DATE_VOTE)
        return
    except (IllegalAction, StorageError) as error:
        log.exception("game %s: the %s vote could not be applied", game.id, choice)
        reason = kind.refusal_text(error, user_language(interaction)) \
            if isinstance(error, IllegalAction) else str(error)
        await _answer(interaction, "vote-failed", reason=reason)
        return
    table = table_language(game)
    decided = {key: None for key in messages if key.startswith(("vote:", "ballot:"))}
    if decided:
        await store.set_messages(game.id, decided)
    voters = voters_of(kind, game, seat)
    await interaction.message.edit(
        content=vote_text(kind, game, seat, voters, left=left) + "\n"
        + text(table, "vote-passed-post", outcome=kind.vote_outcome(name, choice, actions,
                                                                    table)), view=None)
    lang = user_language(interaction)
    await _answer(interaction, "vote-passed",
                  outcome=kind.vote_outcome(name, choice, actions, lang))
    await after_commit(interaction.client, kind, game, done.game, done.events, seat=None)


async def take_over(interaction: discord.Interaction, kind: TableKind, game: Game, seat: int,
                    messages: dict, *, left: bool) -> None:
    """The table voted that a computer plays the idle seat from now on (CS4): the seat
    keeps everything it has (no engine action: it simply acts by itself from now on), the
    vote message says so, the table is told in a post of its own, and the computer moves."""
    client = interaction.client
    store = client.store
    try:
        changed = await store.replace_with_computer(game.id, seat, TAKE_OVER_LEVEL,
                                                    expected_version=game.version)
    except (GameMovedOn, WrongStatus, AlreadySeated):
        await _answer(interaction, OUT_OF_DATE_VOTE)
        return
    decided = {key: None for key in messages if key.startswith(("vote:", "ballot:"))}
    if decided:
        await store.set_messages(game.id, decided)
    await tell_take_over(client, game, changed, seat, TAKE_OVER_LEVEL)
    voters = voters_of(kind, game, seat)
    table = table_language(game)
    await interaction.message.edit(
        content=vote_text(kind, game, seat, voters, left=left) + "\n"
        + text(table, "vote-passed-post", outcome=replaced_words(changed, game, seat, table)),
        view=None)
    await _answer(interaction, "vote-passed",
                  outcome=replaced_words(changed, game, seat, user_language(interaction)))
    await client.pacer.schedule(kind, changed)
    autoplay.wake(client, kind, changed, after_commit)


def replaced_words(changed: GameSummary, game: Game, seat: int, lang: str) -> str:
    return text(lang, "seats-replaced", name=game.state.players[seat].name,
                level=text(lang, f"seats-level-{changed.computer_of(seat)}"))


async def tell_take_over(client, before: Game, changed: GameSummary, seat: int,
                         level: str) -> None:
    """A computer plays ``seat`` from now on (``before``: the game as its person left it):
    the moment is kept (:func:`took_over`) and a public post says so, mentioning the person
    once, so they learn it too (the table's other posts never ping them again)."""
    await client.store.set_messages(changed.id, {took_over_key(seat): changed.version})
    lang = table_language(changed)
    user = before.user_of(seat)
    name = before.state.players[seat].name
    level_words = text(lang, f"seats-level-{level}")
    content = (text(lang, "seats-replaced-told", user=f"<@{user}>", name=name,
                    level=level_words) if user is not None
               else text(lang, "seats-replaced", name=name, level=level_words))
    mention = discord.AllowedMentions(users=[discord.Object(user)] if user else False,
                                      everyone=False, roles=False)
    try:
        await send_to_table(client, changed, allowed_mentions=mention, content=content)
    except PostFailed as failure:
        log.warning("game %s: the take-over was not announced (%s)", changed.id,
                    failure.why.message_id)
