"""A player who leaves the server, through the real bot (SimCord), issue 38: the table's vote
opens as soon as the bot can see the player left (bot.tables.pacing PR1), not minutes later,
and never says "if they play first, this vote lapses" of a player who cannot play.

- With the members intent (``MEMBERS_INTENT``) the bot sees the leave itself: the vote opens
  that moment, with no time passing.
- Without it (the default: no privileged intent) the bot looks when the player's turn
  begins, at once, and while the turn waits: after five minutes, then every hour."""

from __future__ import annotations

from .driver import open_table, play_turn, private_text


async def _active(table):
    game = await table.game()
    return game, table.member(game.user_of(game.state.active_seat))


def _votes(table) -> list:
    return [m for m in table.thread.history() if "left this server" in m.content]


def _checks_the_vote(vote, table, gone) -> None:
    """The vote calls the others, names the leaver, and has no lapse sentence."""
    voters = [p for p in table.players if p.id != gone.id]
    assert all(f"<@{p.id}>" in vote.content.split(":")[0] for p in voters)
    assert "2 of 2 votes decide." in vote.content
    assert "lapses" not in vote.content and "plays first" not in vote.content


async def test_a_player_who_left_gets_the_vote_the_moment_their_turn_begins(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], reminder_hours=0)
    game, _ = await _active(table)
    nxt = table.member(game.user_of((game.state.active_seat + 1) % 3))
    table.guild.remove_member(nxt)  # left during someone else's turn: nothing to vote on yet
    await simcord_env.settle()
    assert _votes(table) == []
    await play_turn(table)  # now it is the leaver's turn: the bot looks at once
    await simcord_env.settle()
    [vote] = _votes(table)
    _checks_the_vote(vote, table, nxt)
    assert (await table.game()).state.active_seat == (game.state.active_seat + 1) % 3
    # the five-minute look and the hourly ones open no second vote
    await simcord_env.advance_time(2 * 3600)
    assert len(_votes(table)) == 1
    # the vote works as ever
    voters = [p for p in table.players if p.id != nxt.id]
    await voters[0].click(vote, label="Remove them")
    result = await voters[1].click(vote, label="Remove them")
    assert "The vote passed" in private_text(result)


async def test_a_player_leaving_in_the_middle_of_their_turn_is_found_within_the_hour(
        simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], reminder_hours=0)
    await play_turn(table)
    await simcord_env.advance_time(20 * 60)  # the five-minute look found everyone here
    assert _votes(table) == []
    _, gone = await _active(table)
    table.guild.remove_member(gone)
    await simcord_env.advance_time(30 * 60)
    assert _votes(table) == []  # (without the members intent the bot cannot see it yet)
    await simcord_env.advance_time(45 * 60)  # the hourly look
    [vote] = _votes(table)
    _checks_the_vote(vote, table, gone)


async def test_with_the_members_intent_the_vote_opens_the_moment_they_leave(
        simcord_env, make_bot, bot_settings):
    bot_settings.members_intent = True
    await simcord_env.restart_bot(make_bot())
    assert simcord_env.bot.intents.members
    table = await open_table(simcord_env, ["ana", "ben", "cem"], reminder_hours=0)
    await play_turn(table)
    await simcord_env.advance_time(20 * 60)
    _, gone = await _active(table)
    table.guild.remove_member(gone)
    await simcord_env.settle()  # no time passes
    [vote] = _votes(table)
    _checks_the_vote(vote, table, gone)
    # someone who leaves while nobody waits for them changes nothing now
    game, _ = await _active(table)
    other = next(p for p in table.players
                 if p.id not in (gone.id, game.user_of(game.state.active_seat)))
    table.guild.remove_member(other)
    await simcord_env.settle()
    assert len(_votes(table)) == 1


async def test_a_vote_on_a_player_idle_past_the_deadline_still_says_it_lapses(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], reminder_hours=0,
                             deadline_hours=1)
    await play_turn(table)
    await simcord_env.advance_time(75 * 60)
    [vote] = [m for m in table.thread.history() if "past this table's deadline" in m.content]
    assert "If" in vote.content and "plays first, this vote lapses." in vote.content
