"""The table's vote on a player the game waits for: skip their turn, or remove them.

It opens when the waited-for player has been idle past the table's deadline, or at once when
they have left the server (:mod:`bot.tables.pacing`). One public message mentions the other
players still playing, with "Skip their turn" and "Remove them"; more than half of them
decide (in a two-player game the one other player). Skip plays the kind's safe default
(:meth:`TableKind.skip_actions`), remove its retire action; both go through the store as the
idle seat, version-checked against the vote, so a vote on an out-of-date message changes
nothing.

What was sent and who voted is kept in the game's ``messages``: ``vote:<version>`` (the vote
message of that version), ``vote:left`` (the version of a vote opened because the player
left), ``ballot:<skip|remove>:<user id>`` (the version the ballot was cast at).
"""

from __future__ import annotations

import logging
from datetime import timedelta

import discord

from engine.errors import IllegalAction
from storage import Game, GameMovedOn, GameSummary, StorageError

from .components import TableButton
from .guard import check_origin, defer, load_game
from .kind import TableKind
from .picks import number
from .play import PANEL_BUTTON, after_commit
from .posting import send_to_table

log = logging.getLogger(__name__)

OUT_OF_DATE_VOTE = "This vote is out of date: the game moved on, so nothing was changed."
CHOICES = {"vote_skip": "skip", "vote_remove": "remove"}
CHOICE_WORDS = {"skip": "skip their turn", "remove": "remove them"}
MENTIONS = discord.AllowedMentions(users=True, everyone=False, roles=False)
LEFT = "vote:left"


def vote_key(version: int) -> str:
    return f"vote:{version}"


def ballot_key(choice: str, user_id: int) -> str:
    return f"ballot:{choice}:{user_id}"


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
            or not kind.votes_apply(game) or vote_key(game.version) in game.messages:
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
    name = kind.seat_name(game.state, seat)
    since = f" for {span(idle)}" if idle is not None else ""
    why = (f"it's <@{game.user_of(seat)}>'s turn ({name}), but they have left this server, "
           "so they cannot play it." if left else
           f"it's <@{game.user_of(seat)}>'s turn ({name}) and nothing has happened{since}, "
           "past this table's deadline.")
    lines = [
        " ".join(f"<@{user}>" for user in voters) + f": {why} You may vote:",
        f"• **Skip their turn**: {kind.skip_words}",
        "• **Remove them**: they leave the game; what they built stays and keeps scoring, "
        "but they take no more turns.",
        f"{needed(len(voters))} of {len(voters)} votes decide. If {name} plays first, this "
        "vote lapses.",
    ]
    if tally is not None:
        lines.append(f"Votes so far: skip {tally['skip']}, remove {tally['remove']}.")
    return "\n".join(lines)


def vote_view(kind: TableKind, game: Game, seat: int) -> discord.ui.View:
    buttons = discord.ui.View(timeout=None)
    buttons.add_item(TableButton(kind.button_prefix, game.id, game.version, "vote_skip",
                                 str(seat), label="Skip their turn",
                                 style=discord.ButtonStyle.secondary, emoji="⏭️"))
    buttons.add_item(TableButton(kind.button_prefix, game.id, game.version, "vote_remove",
                                 str(seat), label="Remove them",
                                 style=discord.ButtonStyle.danger, emoji="🚪"))
    return buttons


async def _answer(interaction: discord.Interaction, text: str) -> None:
    await interaction.followup.send(text, ephemeral=True)


async def on_vote(interaction: discord.Interaction, kind: TableKind, button: TableButton) -> None:
    """A press on "Skip their turn" / "Remove them". Every answer is ephemeral."""
    await defer(interaction)
    store = interaction.client.store
    choice = CHOICES[button.what]
    game = await load_game(interaction, button.game, kind.name)
    check_origin(interaction, game, "public")
    voter = game.seat_of(interaction.user.id)
    if voter is None:
        await _answer(interaction, "Only the players of this game can vote.")
        return
    state = game.state
    seat = number(button.arg)
    if (game.status != "running" or state is None or game.version != button.version
            or game.active_seats != (seat,)):
        await _answer(interaction, OUT_OF_DATE_VOTE)
        return
    if voter == seat:
        await _answer(interaction, "You cannot vote on your own turn: just play it "
                                   f"(press **{PANEL_BUTTON}**).")
        return
    if voter not in kind.playing_seats(state):
        await _answer(interaction, "You have left this game, so you cannot vote.")
        return
    other = "remove" if choice == "skip" else "skip"
    messages = await store.set_messages(game.id, {
        ballot_key(choice, interaction.user.id): game.version,
        ballot_key(other, interaction.user.id): None,
    })
    voters = voters_of(kind, game, seat)
    tally = {c: sum(messages.get(ballot_key(c, user)) == game.version for user in voters)
             for c in CHOICES.values()}
    left = messages.get(LEFT) == game.version
    if tally[choice] < needed(len(voters)):
        await _answer(interaction, f"Your vote to {CHOICE_WORDS[choice]} is counted: "
                                   f"{tally[choice]} of {needed(len(voters))} needed.")
        await interaction.message.edit(content=vote_text(kind, game, seat, voters, tally=tally,
                                                         left=left))
        return
    await carry_out(interaction, kind, game, seat, choice, messages, left=left)


async def carry_out(interaction: discord.Interaction, kind: TableKind, game: Game, seat: int,
                    choice: str, messages: dict, *, left: bool) -> None:
    """Apply the decided skip or removal as the idle seat, then tell the table."""
    store = interaction.client.store
    name = kind.seat_name(game.state, seat)
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
        await _answer(interaction, f"Sorry, that did not work: {error}")
        return
    outcome = kind.vote_outcome(name, choice, actions)
    decided = {key: None for key in messages if key.startswith(("vote:", "ballot:"))}
    if decided:
        await store.set_messages(game.id, decided)
    voters = voters_of(kind, game, seat)
    await interaction.message.edit(
        content=vote_text(kind, game, seat, voters, left=left)
        + f"\n**The vote passed:** {outcome}", view=None)
    await _answer(interaction, f"The vote passed: {outcome}")
    await after_commit(interaction.client, kind, game, done.game, done.events, seat=None)
