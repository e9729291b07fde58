"""Computer seats at the table (issue 28), through the real bot (SimCord): the host seats
computers in the lobby with a level and takes them out again, one person plays a whole game
against three computers, the computers' moves are posted like anyone's (never pinging), and
after a restart a computer whose turn it is plays on."""

from __future__ import annotations

import re

import pytest

from ai import choose_action
from bot.alhambra.modules.street_trader.texts import choosing_now
from engine.alhambra.modules import characters
from i18n import text

from .computer_driver import SEED, _computer_menu, _lobby, _seat_computer, solo_table
from .driver import Table, buttons, open_table, play_to_the_end, play_turn, private_text
from .wire import Tap, forged


def _public(table: Table) -> list:
    return [m for m in table.thread.history() if not m.flags.ephemeral]


async def test_the_host_seats_computers_with_a_level_and_takes_one_out(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(simcord_env.create_user("ana"))
    ben = guild.add_member(simcord_env.create_user("ben"))
    await ana.slash(channel, "alhambra new")
    thread = channel.threads[-1]
    menu = await _computer_menu(ana, thread)
    assert [b["label"] for b in buttons(menu)] == ["Easy", "Medium", "Hard"]
    await ana.click(menu, label="Hard")
    result = await _seat_computer(ana, thread, "Hard")
    assert "🤖 Hard 2" in private_text(result)
    lobby = _lobby(thread).embeds[0].description
    assert "2. 🤖 Hard" in lobby and "3. 🤖 Hard 2" in lobby
    # someone else may not seat or remove a computer: told privately, nothing changes
    await ben.click(_lobby(thread), label="Join")
    refused = await ben.click(_lobby(thread), label="Add a computer")
    assert "Only the host" in private_text(refused)
    game = await simcord_env.bot.store.game_by_thread(thread.id)
    assert game.computer_seats == (1, 2)
    # the host takes the first computer out; the seats close up
    menu = await _computer_menu(ana, thread)
    done = await ana.click(menu, label="Remove 🤖 Hard")
    assert "left the table" in private_text(done)
    game = await simcord_env.bot.store.game_by_thread(thread.id)
    assert [(s.name, s.computer) for s in game.seats] == [
        ("ana", None), ("🤖 Hard 2", "hard"), ("ben", None)]
    # the old menu's removal button is out of date now: nothing changes
    stale = await ana.click(menu, label="Remove 🤖 Hard 2")
    assert "out of date" in private_text(stale)
    assert (await simcord_env.bot.store.game_by_thread(thread.id)).seats == game.seats
    # nothing public names an internal id
    for message in thread.history():
        assert not re.search(r"computer_|:\d+:\d+:", message.content or "")


async def test_one_person_plays_a_whole_game_against_three_computers(simcord_env, monkeypatch):
    table = await solo_table(simcord_env, monkeypatch)
    ana = table.players[0]
    game = await table.game()
    assert game.status == "running" and game.computer_seats == (1, 2, 3)
    assert [p.name for p in game.state.players][1:] == [
        "🤖 Easy", "🤖 Easy 2", "🤖 Easy 3"]
    # whenever a tap has been answered, the game waits for the person (the computers
    # played at once, their turns told together: issue 38)
    assert game.active_seats == (0,)
    await play_to_the_end(table, turn=play_turn)
    game = await table.game()
    assert game.status == "finished"
    assert await table.store.verify_replay(game.id) == []
    log = await table.store.action_log(game.id)
    assert {e.seat for e in log if e.user_id is None} == {1, 2, 3}
    assert {e.user_id for e in log if e.seat == 0} == {ana.id}
    public = _public(table)
    final = public[-1]
    assert "Final scores" in final.content
    # one post a round: the person's turn and the computers' that follow it, pinging her
    posts = public[1:-1]  # (after the lobby, before the final scores)
    rounds = game.state.flow.turn / len(game.state.players)
    assert len(posts) / rounds <= 1.5, (len(posts), rounds)
    for post in posts:
        assert f"<@{ana.id}>" in post.content.splitlines()[-1], post.content
        scoring = "Scoring round" in post.content
        assert len(post.attachments) == 2 + scoring, post.content
    assert "The game begins" in posts[0].content  # the computers' first turns with it
    # a computer is never pinged, nor said to be playing: the only mentions are of the person
    for message in public:
        assert set(re.findall(r"<@!?(\d+)>", message.content)) <= {str(ana.id)}
        assert "is playing" not in message.content
    for name in ("🤖 Easy", "🤖 Easy 2", "🤖 Easy 3"):
        assert sum(name + " " in m.content for m in posts) >= len(posts) * 0.9, name
    for message in public:  # no internal names, ids or levels' codes in what people read
        assert not re.search(r"None|computer_|seat \d|level", message.content), message.content


async def test_after_a_restart_a_computer_whose_turn_it_is_plays_on(simcord_env, monkeypatch):
    table = await solo_table(simcord_env, monkeypatch, levels=("Easy",), reminder_hours=1,
                             deadline_hours=2)
    store = table.store
    game = await table.game()
    assert game.active_seats == (0,)
    # the bot stops right after the person's move, before the computer moved: a game
    # waiting for a computer, with nothing in memory
    monkeypatch.setattr("bot.tables.autoplay.wake", lambda *args, **kwargs: None)
    posts = len(_public(table))
    await play_turn(table)
    waiting = await table.game()
    assert waiting.active_seats == (1,) and waiting.state.active_seat == 1
    # no reminder, deadline vote or presence check for a computer: it plays at once (and
    # the post of the person's turn waits for its turn: owed, should nobody play on)
    assert set(await store.timers_of(game.id)) == {"computer", "post"}
    assert len(_public(table)) == posts
    monkeypatch.undo()
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: SEED)
    await simcord_env.restart_bot()
    await simcord_env.settle()
    moved = await simcord_env.bot.store.load_game(game.id)
    assert moved.version > waiting.version and moved.active_seats == (0,)
    assert await store.verify_replay(game.id) == []
    # one post tells the person's turn and the computer's, and pings her
    told = _public(table)[posts:]
    assert len(told) == 1
    lines = told[0].content.splitlines()
    assert lines[0].startswith("ana ") and any(line.startswith("🤖 Easy ")
                                               for line in lines)
    assert f"<@{table.players[0].id}>" in lines[-1] and "delayed" not in told[0].content


def _text_of(result) -> str:
    assert result.ephemeral
    return "\n".join(m.content for m in (result.response, *result.followups) if m is not None)


async def test_a_player_who_left_is_replaced_by_a_computer_keeping_the_seat(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], reminder_hours=0)
    await play_turn(table)
    await play_turn(table)
    game = await table.game()
    seat = game.state.active_seat
    gone = table.member(game.user_of(seat))
    before = game.state.players[seat]
    table.guild.remove_member(gone)
    await simcord_env.advance_time(11 * 60)  # the presence check opens the vote at once
    vote = next(m for m in table.thread.history() if "left this server" in m.content)
    assert "Computer takes over" in vote.content
    voters = [p for p in table.players if p.id != gone.id]
    counted = await voters[0].click(vote, label="Computer takes over")
    assert "1 of the 2 needed" in _text_of(counted)
    assert (await table.game()).computer_seats == ()
    result = await voters[1].click(vote, label="Computer takes over")
    assert "The vote passed" in _text_of(result)
    after = await table.game()
    assert after.computer_of(seat) == "medium" and after.seat_of(gone.id) is None
    assert seat not in after.state.retired and seat in after.state.playing_seats
    # the seat kept what it had and played its turn by itself, at once
    log = await table.store.action_log(game.id)
    assert [e.seat for e in log[game.version:]][0] == seat
    assert all(e.user_id is None for e in log[game.version:] if e.seat == seat)
    assert after.state.active_seat != seat
    moved = after.state.players[seat]
    assert len(moved.alhambra) + len(moved.reserve) >= len(before.alhambra) + len(before.reserve)
    told = [m for m in table.thread.history() if "From now on 🤖 a computer (medium) plays for"
            in m.content and not m.components]
    assert told and before.name in told[-1].content
    # the person is told once, in the thread (issue 38): the post mentions them, them only
    assert told[-1].content.startswith(f"<@{gone.id}>: From now on")
    stored = simcord_env.backend.get_message(told[-1].channel.id, told[-1].id)
    assert stored.mention_user_ids == [gone.id]
    assert sum(f"<@{gone.id}>" in m.content for m in table.thread.history()
               if m.id >= told[-1].id) == 1
    # the moment is kept for the replay: the version the computer took over at
    assert (await table.game()).messages[f"took_over:{seat}"] == game.version
    assert f"<@{gone.id}>" not in table.thread.history()[-1].content
    # its own move was posted under its player's name, marked as a computer's
    assert any(m.content.startswith(f"🤖 {before.name} ") for m in table.thread.history())
    # the game goes on to its end with the computer in the seat
    await play_to_the_end(table, turn=play_turn)
    final = await table.game()
    assert final.status == "finished" and await table.store.verify_replay(final.id) == []


async def test_forged_computer_buttons_are_refused_privately_and_change_nothing(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(simcord_env.create_user("ana"))
    ben = guild.add_member(simcord_env.create_user("ben"))
    await ana.slash(channel, "alhambra new")
    thread = channel.threads[-1]
    store = simcord_env.bot.store
    game = await store.game_by_thread(thread.id)
    menu = await _computer_menu(ana, thread)
    await ana.click(menu, label="Easy")
    seats = (await store.game_by_thread(thread.id)).seats
    lobby = _lobby(thread)
    cases = [
        (ana, menu, f"alh:{game.id}:0:computer_add:godlike", "no such level"),
        (ana, menu, f"alh:{game.id}:2:computer_remove:0", "no seat at this table"),  # ana's
        (ana, menu, f"alh:{game.id}:2:computer_remove:x", "no seat at this table"),
        (ana, lobby, f"alh:{game.id}:0:computer_add:hard", "private"),  # not from the menu
        (ana, menu, f"alh:{game.id}:0:computer", "only works on"),  # from a private message
        (ben, menu, f"alh:{game.id}:0:computer_add:hard", "Only the host"),
    ]
    for actor, message, custom_id, words in cases:
        result = await forged(simcord_env, Tap(actor, message, custom_id))
        told = _text_of(result)
        assert words in told, (custom_id, told)
        assert (await store.game_by_thread(thread.id)).seats == seats
    await ana.click(lobby, label="Start")  # ana and the computer: a solo game
    started = await store.game_by_thread(thread.id)
    assert started.status == "running"
    late = await forged(simcord_env, Tap(ana, menu, f"alh:{game.id}:0:computer_add:hard"))
    assert "only before the start" in _text_of(late)
    assert (await store.game_by_thread(thread.id)).seats == seats
    for message in thread.history():  # nothing public names an internal id
        assert not re.search(r"computer_|None|:\d+:\d+:|medium\b", message.content or "")


async def test_computers_act_at_once_in_the_viziers_window(simcord_env, monkeypatch):
    table = await solo_table(simcord_env, monkeypatch, ("Easy", "Medium"), modules="vizier",
                             vizier_minutes=5, reminder_hours=0)
    turns = 0
    while turns < 12:
        game = await table.game()
        assert game.status == "running"
        assert not game.active_computer_seats  # computers never keep the table waiting
        if game.state.flow.window_seats:  # ana's vizier may act: she lets the time run out
            await simcord_env.advance_time(6 * 60)
            continue
        assert game.state.active_seat == 0
        await play_turn(table)
        turns += 1
    log = await table.store.action_log(game.id)
    in_window = [e for e in log if e.user_id is None and "vizier" in e.action.kind]
    assert in_window, "the computers never acted in a vizier's window"
    assert await table.store.verify_replay(game.id) == []


async def test_a_computer_that_fails_to_move_tries_again_later(simcord_env, monkeypatch,
                                                               caplog):
    table = await solo_table(simcord_env, monkeypatch, levels=("Easy",))
    game = await table.game()

    def broken(*args, **kwargs):
        raise RuntimeError("the computer player broke")

    monkeypatch.setattr("bot.alhambra.kind.choose_action", broken)
    await play_turn(table)
    stuck = await table.game()
    assert stuck.active_seats == (1,)
    await simcord_env.advance_time(11 * 60)  # the timer's try fails too: it tries later
    assert (await table.game()).version == stuck.version
    assert "computer" in await table.store.timers_of(game.id)
    assert "the computer player broke" in caplog.text
    caplog.clear()  # (logged as it must be; the test goes on)
    monkeypatch.setattr("bot.alhambra.kind.choose_action", choose_action)
    await simcord_env.advance_time(11 * 60)
    moved = await table.game()
    assert moved.version > stuck.version and moved.active_seats == (0,)
    assert await table.store.verify_replay(game.id) == []


@pytest.mark.parametrize(("language", "button", "name"), [
    ("de", "Computer hinzufügen", "🤖 Schwer"),
    ("hu", "Gép hozzáadása", "🤖 Nehéz"),
])
async def test_a_computer_is_named_and_marked_in_the_tables_language(simcord_env, language,
                                                                    button, name):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(simcord_env.create_user("ana"))
    await ana.slash(channel, "rollwrite new", language=language)
    thread = channel.threads[-1]
    opened = await ana.click(_lobby(thread), label=button)
    menu = opened.followups[-1] if opened.followups else opened.response
    await ana.click(menu, label="Hard")  # (ana's own Discord speaks English)
    assert f"2. {name}" in _lobby(thread).embeds[0].description
    await ana.click(_lobby(thread), label=text(language, "lobby-button-start"))
    game = await simcord_env.bot.store.game_by_thread(thread.id)
    assert game.status == "running" and game.state.players[1].name == name


async def test_computers_answer_at_once_when_asked_in_an_auction(simcord_env, monkeypatch):
    table = await solo_table(simcord_env, monkeypatch, ("Easy", "Hard"), modules="characters",
                             vizier_minutes=5, reminder_hours=0)
    turns = 0
    for _ in range(200):
        game = await table.game()
        if turns >= 12 or game.status != "running":
            break
        assert not game.active_computer_seats  # computers never keep the table waiting
        asked = characters.asked(game.state)
        if game.state.flow.window_seats or (asked is not None and asked == 0
                                            and game.state.active_seat != 0):
            await simcord_env.advance_time(6 * 60)  # ana lets her time run out
            continue
        assert game.state.active_seat == 0
        await play_turn(table)
        turns += 1
    log = await table.store.action_log(game.id)
    assert {e.seat for e in log if e.user_id is None} == {1, 2}
    assert any(e.user_id is None and e.action.kind in ("bid_for_character", "pass_bid")
               for e in log), "no computer was asked in an auction"
    assert await table.store.verify_replay(game.id) == []
    for message in table.thread.history():  # a computer asked is named, never pinged
        assert set(re.findall(r"<@!?(\d+)>", message.content)) <= {str(table.players[0].id)}


@pytest.mark.parametrize("modules", ["thieves", "street_trader", "sultan"])
async def test_computers_never_keep_a_table_of_other_modules_waiting(simcord_env, monkeypatch,
                                                                     modules):
    table = await solo_table(simcord_env, monkeypatch, ("Easy", "Medium"), modules=modules,
                             vizier_minutes=5, reminder_hours=0)
    turns = 0
    for _ in range(120):
        game = await table.game()
        if turns >= 6 or game.status != "running":
            break
        assert not game.active_computer_seats  # computers never keep the table waiting
        state = game.state
        if (game.active_seats != (0,) or state.flow.window_seats or choosing_now(state)
                or characters.asked(state) is not None or state.active_seat != 0):
            await simcord_env.advance_time(6 * 60)  # ana lets her time run out
            continue
        await play_turn(table)
        turns += 1
    assert turns >= 6 or game.status == "finished"
    assert modules in game.state.options.modules
    log = await table.store.action_log(game.id)
    assert {e.seat for e in log if e.user_id is None} == {1, 2}
    assert await table.store.verify_replay(game.id) == []
    for message in table.thread.history():
        assert set(re.findall(r"<@!?(\d+)>", message.content)) <= {str(table.players[0].id)}
