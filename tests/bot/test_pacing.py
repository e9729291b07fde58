"""Reminders and the deadline vote, on SimCord's virtual clock, through the real bot."""

import pytest

from bot import create_bot
from engine.alhambra import legal_actions
from engine.alhambra.autopilot import most_valuable_card

from .driver import components, open_table, play_turn

HOUR = 3600


@pytest.fixture
async def fresh_bots(bot_settings):
    """New bots for ``restart_bot`` (their stores are closed after the environment's end)."""
    made = []

    def make():
        made.append(create_bot(bot_settings))
        return made[-1]

    yield make
    for bot in made:
        if bot.store is not None:
            await bot.store.close()


def reminders(table, member=None) -> list:
    return [m for m in table.thread.history() if "a reminder" in m.content
            and (member is None or f"<@{member.id}>" in m.content)]


def votes(table) -> list:
    return [m for m in table.thread.history()
            if any(c.get("label") == "Skip their turn" for c in components(m))]


def vote_message(table):
    found = [m for m in table.thread.history() if "past this table's deadline" in m.content]
    assert found, "no vote message"
    return found[-1]


def text_of(result) -> str:
    assert result.ephemeral
    messages = [result.response, *result.followups]
    return "\n".join(m.content for m in messages if m is not None)


async def active_member(table):
    game = await table.game()
    return table.member(game.user_of(game.state.active_seat))


async def in_turn_order(table) -> list:
    """The players from the one whose turn it is, in turn order (the first seat is drawn)."""
    first = (await table.game()).state.active_seat
    return table.players[first:] + table.players[:first]


async def test_a_reminder_follows_the_interval_and_comes_at_most_once_a_day(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], reminder_hours=2)
    ana, ben, cem = await in_turn_order(table)
    await simcord_env.advance_time(1.5 * HOUR)
    assert reminders(table) == []
    await simcord_env.advance_time(1 * HOUR)
    [reminder] = reminders(table)
    assert reminder.content.startswith(f"<@{ana.id}>, a reminder: it's your turn")
    assert any(c.get("label") == "My panel" for c in components(reminder))
    await simcord_env.advance_time(12 * HOUR)  # still idle, but within a day: no second ping
    assert len(reminders(table)) == 1

    await play_turn(table)  # ana plays; ben is reminded after his own 2 idle hours
    await simcord_env.advance_time(2.5 * HOUR)
    assert len(reminders(table, ben)) == 1
    await play_turn(table)
    await play_turn(table)  # cem plays at once; ana again, 17 hours after her reminder
    assert await active_member(table) is ana
    await simcord_env.advance_time(3 * HOUR)
    assert len(reminders(table, ana)) == 1  # idle past the interval, but reminded today
    await simcord_env.advance_time(6.5 * HOUR)  # a day after her first reminder
    assert len(reminders(table, ana)) == 2


async def test_no_reminder_when_reminders_are_off(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"], reminder_hours=0)
    before = len(table.thread.history())
    await simcord_env.advance_time(3 * 24 * HOUR)
    assert len(table.thread.history()) == before


async def test_after_the_deadline_one_vote_opens_and_the_idle_player_cannot_vote(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], reminder_hours=0,
                             deadline_hours=48)
    ana, ben, cem = await in_turn_order(table)
    await simcord_env.advance_time(47 * HOUR)
    assert votes(table) == []
    await simcord_env.advance_time(2 * HOUR)
    [vote] = votes(table)
    voters = vote.content.split(":")[0]
    assert f"<@{ben.id}>" in voters and f"<@{cem.id}>" in voters and f"<@{ana.id}>" not in voters
    assert f"it's <@{ana.id}>'s turn" in vote.content
    assert "2 of 2 votes decide" in vote.content
    await simcord_env.advance_time(24 * HOUR)
    assert len(votes(table)) == 1  # one vote per idle period

    game = await table.game()
    result = await ana.click(vote, label="Skip their turn")
    assert "cannot vote on your own turn" in text_of(result)
    stranger = table.guild.add_member(simcord_env.create_user("dan"))
    result = await stranger.click(vote, label="Remove them")
    assert "Only the players" in text_of(result)
    after = await table.game()
    assert after.version == game.version and after.messages == game.messages


async def test_a_majority_to_skip_plays_the_safe_default_and_pings_the_next_player(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], reminder_hours=0,
                             deadline_hours=24)
    ana, ben, cem = await in_turn_order(table)  # ana: whoever's turn it is
    start = (await table.game()).state
    idle = start.active_seat
    # ana took money before the turn ended by itself (an older panel): her turn is open.
    take = next(a for a in legal_actions(start, idle) if a.kind == "take_money")
    await table.store.apply_action((await table.game()).id, idle, take,
                                   expected_version=(await table.game()).version)
    assert (await table.game()).state.players[idle].hand != start.players[idle].hand
    await simcord_env.advance_time(25 * HOUR)
    vote = vote_message(table)

    result = await ben.click(vote, label="Skip their turn")
    assert "1 of 2 needed" in text_of(result)
    assert (await table.game()).state.active_seat == idle  # not decided yet
    assert "Votes so far: skip 1, remove 0." in vote_message(table).content
    result = await cem.click(vote, label="Skip their turn")
    assert "The vote passed" in text_of(result)

    game = await table.game()
    best = most_valuable_card(start.display)
    assert game.state.players[idle].hand == start.players[idle].hand + (best,)  # turn undone
    assert game.state.active_seat == (idle + 1) % 3 and game.state.retired == ()
    decided = vote_message(table)
    assert "The vote passed" in decided.content and components(decided) == []
    last = table.thread.history()[-1]
    assert f"<@{ben.id}>, it's your turn" in last.content
    assert f"{start.players[idle].name} took" in last.content
    assert not any(k.startswith(("vote:", "ballot:")) for k in game.messages)
    assert await table.store.verify_replay(game.id) == []


async def test_a_vote_to_remove_retires_the_seat_and_later_turns_skip_it(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"], reminder_hours=0, deadline_hours=12)
    ana, ben = await in_turn_order(table)
    idle = (await table.game()).state.active_seat
    await simcord_env.advance_time(13 * HOUR)
    vote = vote_message(table)
    assert "1 of 1 votes decide" in vote.content  # two players: the other one decides
    result = await ben.click(vote, label="Remove them")
    assert "has left the game" in text_of(result)
    game = await table.game()
    assert game.state.retired == (idle,) and game.state.active_seat == 1 - idle
    assert f"<@{ben.id}>, it's your turn" in table.thread.history()[-1].content
    for _ in range(3):
        await play_turn(table)
        game = await table.game()
        assert game.state.active_seat == 1 - idle and game.active_user_ids == (ben.id,)
    assert components(vote_message(table)) == []  # decided: the buttons are gone
    assert await table.store.verify_replay(game.id) == []
    await simcord_env.advance_time(13 * HOUR)  # ben idles now, but nobody is left to vote
    assert votes(table) == []


async def test_a_stale_vote_button_answers_privately_and_changes_nothing(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], reminder_hours=0,
                             deadline_hours=6)
    ana, ben, cem = await in_turn_order(table)
    await simcord_env.advance_time(7 * HOUR)
    vote = vote_message(table)
    await ben.click(vote, label="Skip their turn")
    await play_turn(table)  # ana plays after all: the vote lapses
    before = await table.game()
    messages = len(table.thread.history())
    result = await cem.click(vote, label="Skip their turn")
    assert "This vote is out of date" in text_of(result)
    after = await table.game()
    assert after.version == before.version and after.state == before.state
    assert after.messages == before.messages
    assert len(table.thread.history()) == messages


async def test_ballots_survive_a_restart_of_the_bot(fresh_bots, simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], reminder_hours=0,
                             deadline_hours=6)
    ana, ben, cem = await in_turn_order(table)
    idle = (await table.game()).state.active_seat
    await simcord_env.advance_time(7 * HOUR)
    vote = vote_message(table)
    await ben.click(vote, label="Remove them")
    await simcord_env.restart_bot(fresh_bots())
    result = await cem.click(vote, label="Remove them")
    assert "The vote passed" in text_of(result)
    assert (await table.game()).state.retired == (idle,)
