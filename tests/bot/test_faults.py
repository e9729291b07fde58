"""Issue 9: what happens around a game goes wrong (a thread archived or deleted, the bot's
permission taken away, a player gone from the server, a cancelled or damaged game), and each
time the people who can act are told the truth, and the game stays whole."""

import random
import sqlite3

import discord
from simcord.backend.models.channel import Overwrite
from simcord.enums import OverwriteType

from engine.alhambra import apply, legal_actions
from engine.alhambra.random_play import choose

from .driver import (
    button_of,
    components,
    last_turn_message,
    open_panel,
    open_table,
    play_turn,
    take_buttons,
)
from .driver import (
    private_text as text_of,
)
from .rollwrite_driver import act, choices, last_round_message, open_rollwrite, open_sheet
from .wire import Tap, forged

HOUR = 3600
SEND_IN_THREADS = discord.Permissions(send_messages_in_threads=True).value




async def active(table):
    game = await table.game()
    return game, table.member(game.user_of(game.state.active_seat))


async def to_the_end_of_a_turn(table):
    """The active player's panel is open: (member, panel, the tap that ends the turn), which
    is taking money (the turn then ends by itself)."""
    _, member = await active(table)
    panel = await open_panel(table, member)
    return member, panel, take_buttons(panel)[0]


def turn_posts(table) -> list:
    return [m for m in table.thread.history() if "it's your turn" in m.content]


# -- cancelled --------------------------------------------------------------------------------

async def test_after_a_cancel_an_open_panel_says_so_and_offers_nothing(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    game, player = await active(table)
    panel = await open_panel(table, player)
    host = table.players[0]
    await host.slash(table.thread, "alhambra table cancel")
    result = await player.click(panel, custom_id=take_buttons(panel)[0]["custom_id"])
    answer = text_of(result)
    assert "cancelled" in answer and "went wrong" not in answer
    assert components(result.response) == []  # the panel itself now offers nothing
    assert (await table.game()).version == game.version
    # The turn message lost its button; a fresh panel (e.g. /alhambra hand) offers nothing.
    assert button_of(last_turn_message_or_none(table), "My panel") is None
    result = await player.slash(table.thread, "alhambra panel")
    assert "Game cancelled" in text_of(result) and components(result.response) == []


def last_turn_message_or_none(table):
    posts = turn_posts(table)
    return posts[-1]


async def test_after_a_cancel_a_roll_and_write_panel_offers_nothing(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben"])
    ana = table.players[0]
    game = await table.game()
    panel = await open_sheet(table, ana)
    await ana.slash(table.thread, "rollwrite table cancel")
    _, select, value = next(c for c in choices(panel) if c[2])  # the first offered pick
    result = await ana.select(panel, [value], custom_id=select["custom_id"])
    assert "cancelled" in text_of(result) and components(result.response) == []
    assert (await table.game()).version == game.version


# -- a post that cannot be made -----------------------------------------------------------------

async def test_a_refused_turn_post_is_reported_truthfully_and_made_on_the_next_tap(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    member, panel, last = await to_the_end_of_a_turn(table)
    before = await table.game()
    posts = len(turn_posts(table))
    simcord_env.inject_error("POST", f"/channels/{table.thread.id}/messages", status=403,
                             code=50013, message="Missing Permissions", times=1)
    result = await member.click(panel, custom_id=last["custom_id"])
    note = text_of(result)
    assert "Your move is saved" in note and "nothing was changed" not in note
    assert "not been pinged yet" in note
    after = await table.game()
    assert after.version == before.version + 2  # committed: the take and the end of the turn
    assert after.messages.get("post_due") == before.state.turn_start.moves
    assert len(turn_posts(table)) == posts  # nothing in the thread yet

    # The next player taps the old turn message: the lost post is made, and pings them.
    _, nxt = await active(table)
    await nxt.click(last_turn_message(table), label="My panel")
    post = turn_posts(table)[-1]
    assert "delayed" in post.content and f"<@{nxt.id}>, it's your turn" in post.content
    assert f"{after.state.players[before.state.active_seat].name} took" in post.content
    assert "post_due" not in (await table.game()).messages
    await nxt.click(last_turn_message(table), label="My panel")
    assert len(turn_posts(table)) == posts + 1  # posted once


async def test_a_lost_post_is_made_by_status_or_by_the_timer(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"], reminder_hours=0)
    for path in ("status", "timer"):
        member, panel, last = await to_the_end_of_a_turn(table)
        posts = len(turn_posts(table))
        simcord_env.inject_error("POST", f"/channels/{table.thread.id}/messages", status=403,
                                 code=50013, message="Missing Permissions", times=1)
        await member.click(panel, custom_id=last["custom_id"])
        assert len(turn_posts(table)) == posts
        if path == "status":
            result = await member.slash(table.thread, "alhambra status")
            assert "missing is in the thread now" in text_of(result)
        else:
            await simcord_env.advance_time(11 * 60)  # one pass of the pacing timer
        assert len(turn_posts(table)) == posts + 1, path
        assert "post_due" not in (await table.game()).messages


async def test_an_archived_thread_is_reopened_and_the_turn_posted(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    member, panel, last = await to_the_end_of_a_turn(table)
    posts = len(turn_posts(table))
    simcord_env.inject_error("POST", f"/channels/{table.thread.id}/messages", status=400,
                             code=50083, message="Thread is archived", times=1)
    result = await member.click(panel, custom_id=last["custom_id"])
    assert "Turn done. The next player has been pinged." in text_of(result)
    assert len(turn_posts(table)) == posts + 1
    assert any(entry.method == "PATCH" and entry.path == f"/channels/{table.thread.id}"
               for entry in simcord_env.http_requests)  # reopened


async def test_a_deleted_thread_is_replaced_and_the_game_goes_on_there(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    member, panel, last = await to_the_end_of_a_turn(table)
    old = table.thread
    end = last["custom_id"]
    simcord_env.inject_error("POST", f"/channels/{old.id}/messages", status=404, code=10003,
                             message="Unknown Channel", times=1)
    before = await table.game()
    result = await member.click(panel, custom_id=last["custom_id"])
    game = await table.store.load_game(before.id)
    assert game.thread_id != old.id
    assert f"continues in <#{game.thread_id}>" in text_of(result)
    new = next(t for t in table.channel.threads if t.id == game.thread_id)
    first, turn = new.history()[0], new.history()[-1]
    assert "old thread was deleted" in first.content
    assert "it's your turn" in turn.content
    table.thread = new
    await play_turn(table)  # the next turn is played in the new thread
    assert (await table.store.load_game(game.id)).version > game.version
    # An old panel from the old thread is refused with directions, not acted on.
    stale_tap = await forged(simcord_env, Tap(member, panel, end))
    assert f"<#{game.thread_id}>" in text_of(stale_tap)


async def test_a_really_deleted_thread_is_replaced_when_a_reminder_is_due(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"], reminder_hours=1)
    game, member = await active(table)
    simcord_env.backend.delete_channel(table.thread.id)
    await simcord_env.advance_time(1.2 * HOUR)
    moved = await table.store.load_game(game.id)
    assert moved.thread_id != table.thread.id
    new = next(t for t in table.channel.threads if t.id == moved.thread_id)
    assert any(f"<@{member.id}>, a reminder" in m.content for m in new.history())


async def test_a_bot_without_permission_in_the_thread_says_so_and_posts_once_allowed(
        simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"], reminder_hours=0)
    member, panel, last = await to_the_end_of_a_turn(table)
    posts = len(turn_posts(table))
    bot_id = simcord_env.backend.bot_user.id
    simcord_env.backend.set_overwrite(table.channel.id, Overwrite(
        target_id=bot_id, type=OverwriteType.MEMBER, deny=SEND_IN_THREADS))
    result = await member.click(panel, custom_id=last["custom_id"])
    assert "I am not allowed to post in the game's thread" in text_of(result)
    assert len(turn_posts(table)) == posts
    await simcord_env.advance_time(11 * 60)
    assert len(turn_posts(table)) == posts  # still not allowed: still owed, no error
    simcord_env.backend.delete_overwrite(table.channel.id, bot_id)
    await simcord_env.advance_time(11 * 60)
    assert len(turn_posts(table)) == posts + 1
    assert "post_due" not in (await table.game()).messages


# -- a player who left the server ---------------------------------------------------------------

async def test_when_the_player_to_move_left_the_server_the_others_may_vote_at_once(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], reminder_hours=0)
    await play_turn(table)
    game, gone = await active(table)
    table.guild.remove_member(gone)
    await simcord_env.advance_time(11 * 60)
    vote = next(m for m in table.thread.history() if "left this server" in m.content)
    voters = [p for p in table.players if p.id != gone.id]
    assert all(f"<@{p.id}>" in vote.content.split(":")[0] for p in voters)
    await voters[0].click(vote, label="Remove them")
    result = await voters[1].click(vote, label="Remove them")
    assert "The vote passed" in text_of(result)
    after = await table.game()
    assert after.state.retired == (game.state.active_seat,)
    assert after.user_of(after.state.active_seat) != gone.id
    await simcord_env.advance_time(11 * 60)
    assert sum("left this server" in m.content for m in table.thread.history()) == 1


# -- a damaged game -------------------------------------------------------------------------------

def damage_snapshot(path, game_id):
    with sqlite3.connect(path) as db:
        db.execute("UPDATE games SET snapshot = substr(snapshot, 1, 40) WHERE id = ?",
                   (game_id,))


async def test_a_damaged_game_tells_its_players_and_the_host_can_repair_it(
        simcord_env, bot_settings):
    table = await open_table(simcord_env, ["ana", "ben"], reminder_hours=0)
    await play_turn(table)
    game = await table.game()
    host, other = table.players
    damage_snapshot(bot_settings.database_path, game.id)

    for answer in (await other.click(last_turn_message(table), label="My panel"),
                   await other.slash(table.thread, "alhambra status"),
                   await host.slash(table.thread, "alhambra log")):
        text = text_of(answer)
        assert "saved state is damaged" in text and "/alhambra table repair" in text
        assert "went wrong" not in text
    await simcord_env.advance_time(11 * 60)
    await simcord_env.advance_time(11 * 60)
    notes = [m for m in table.thread.history() if "saved state is damaged" in m.content]
    assert len(notes) == 1 and f"<@{host.id}>" in notes[0].content  # told once, to the host

    refused = await other.slash(table.thread, "alhambra table repair")
    assert "Only the host" in text_of(refused)
    result = await host.slash(table.thread, "alhambra table repair")
    assert f"rebuilt from its move log ({game.version} moves)" in text_of(result)
    repaired = await table.game()
    assert repaired.state == game.state
    assert "rebuilt from its moves" in table.thread.history()[-1].content
    await play_turn(table)  # and it plays on
    assert (await table.game()).version > game.version
    result = await host.slash(table.thread, "alhambra table repair")
    assert "Nothing to repair" in text_of(result)


async def test_a_damaged_game_can_still_be_cancelled(simcord_env, bot_settings):
    table = await open_table(simcord_env, ["ana", "ben"])
    game = await table.game()
    damage_snapshot(bot_settings.database_path, game.id)
    result = await table.players[0].slash(table.thread, "alhambra table cancel")
    assert "You cancelled this game" in text_of(result)
    assert (await table.store.load_summary(game.id)).status == "abandoned"


async def test_a_damaged_move_log_that_cannot_be_replayed_is_explained(simcord_env,
                                                                      bot_settings):
    table = await open_table(simcord_env, ["ana", "ben"])
    await play_turn(table)
    game = await table.game()
    damage_snapshot(bot_settings.database_path, game.id)
    damage_log_entry(bot_settings.database_path, game.id, 1)
    result = await table.players[0].slash(table.thread, "alhambra table repair")
    assert "move log itself is damaged" in text_of(result)
    assert "/alhambra table cancel" in text_of(result)


def damage_log_entry(path, game_id, seq):
    """An old log entry no longer reads (the append-only guard lifted for the damage)."""
    with sqlite3.connect(path, isolation_level=None) as db:
        db.execute("DROP TRIGGER actions_are_never_updated")
        db.execute("UPDATE actions SET action = '{\"kind\": \"warp' WHERE game_id = ? AND seq = ?",
                   (game_id, seq))
        db.execute("CREATE TRIGGER actions_are_never_updated BEFORE UPDATE ON actions"
                   " BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END")


async def test_a_damaged_old_log_entry_does_not_swallow_the_final_scores(simcord_env,
                                                                        bot_settings):
    """The game is played (through the store, quickly) to its very last action, an early log
    entry is damaged, then the last action is played through the bot: the final scores are
    posted all the same, only the statistics read from the log are left out."""
    table = await open_table(simcord_env, ["ana", "ben"])
    store = table.store
    game = await table.game()
    rng = random.Random(3)
    while True:
        seat = game.active_seats[0]
        action = choose(game.state, seat, rng)
        after, _ = apply(game.state, seat, action)
        if after.is_over:
            break
        game = (await store.apply_action(game.id, seat, action,
                                         expected_version=game.version)).game
    damage_log_entry(bot_settings.database_path, game.id, 2)
    member = table.member(game.user_of(seat))
    index = list(legal_actions(game.state, seat)).index(action)
    command = COMMAND_OF[action.kind]
    if command == "alhambra end":
        result = await member.slash(table.thread, command)
    else:
        result = await member.slash(table.thread, command, choice=f"{game.version}:{index}")
    assert "final scores are in the thread" in text_of(result)
    final = (await table.game())
    assert final.status == "finished"
    post = table.thread.history()[-1]
    assert "**Final scores**" in post.content and "**Game over!**" in post.content
    for player in final.state.players:
        assert f"{player.name}: **{player.score}**" in post.content
    assert "exact payments" not in post.content  # the statistics need the whole log


COMMAND_OF = {"take_money": "alhambra take", "buy": "alhambra buy",
              "place": "alhambra place", "reserve": "alhambra place",
              "give_to_dirk": "alhambra place", "rebuild_place": "alhambra rebuild",
              "rebuild_remove": "alhambra rebuild", "rebuild_exchange": "alhambra rebuild",
              "end_turn": "alhambra end"}


async def test_a_lost_roll_and_write_round_post_is_reported_and_made_later(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben"])
    ana, ben = table.players
    posts = len(table.thread.history())
    await act(ana, await open_sheet(table, ana), 0)
    simcord_env.inject_error("POST", f"/channels/{table.thread.id}/messages", status=403,
                             code=50013, message="Missing Permissions", times=1)
    panel = await act(ben, await open_sheet(table, ben), 0)  # closes the round
    game = await table.game()
    assert game.state.round == 2 and "post_due" in game.messages
    assert "Your move is saved" in str(panel.embeds[0].to_dict())
    assert len(table.thread.history()) == posts
    result = await ana.slash(table.thread, "rollwrite status")
    assert "missing is in the thread now" in text_of(result)
    post = table.thread.history()[-1]
    assert "delayed" in post.content and "Round 2 of" in post.content
    assert "post_due" not in (await table.game()).messages


async def test_a_damaged_roll_and_write_game_names_its_own_repair(simcord_env, bot_settings):
    table = await open_rollwrite(simcord_env, ["ana", "ben"])
    game = await table.game()
    damage_snapshot(bot_settings.database_path, game.id)
    result = await table.players[1].click(last_round_message(table), label="My panel")
    assert "/rollwrite table repair" in text_of(result)
    result = await table.players[0].slash(table.thread, "rollwrite table repair")
    assert "rebuilt from its move log (0 moves)" in text_of(result)
    assert (await table.game()).state == game.state
