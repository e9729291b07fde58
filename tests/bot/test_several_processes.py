"""Issue 16: several bot processes sharing the work, on one PostgreSQL database.

Two real bots (two discord.py clients, each with its own cache, store connection pool and
timer loop: everything a process has) are connected to one simulated Discord
(tests/bot/processes.py) and one PostgreSQL database (a fresh one per test on the session's
throwaway server; these tests fail, never skip, when it cannot start):

- with ``SHARD_COUNT=2`` and ``SHARD_IDS`` 0 and 1 each gets only its servers' events;
- two taps on one button reaching the two processes at once apply once;
- both pacing loops claiming at the same moment send a due reminder once;
- a game started on one is played to its end on the other (turn by turn alternately).
"""

from __future__ import annotations

import asyncio
import itertools

import pytest

from bot import BotSettings, create_bot

from ..pg_server import create_database
from .computer_driver import solo_table
from .driver import open_panel, open_table, play_turn, take_buttons
from .processes import Switchboard
from .test_pacing import reminders
from .wire import Tap, emit

HOUR = 3600
_DATABASES = itertools.count(1)


@pytest.fixture
def bot_settings(pg_server):
    """The bots of these tests keep their games on PostgreSQL: a new database per test."""
    return BotSettings(
        _env_file=None,
        database_url=create_database(pg_server, f"processes_{next(_DATABASES)}"),
        database_pool_size=4,
        discord_token=None,
    )


@pytest.fixture
def first_slice():
    """The first process's shards (by default a plain client: every shard)."""
    return {}


@pytest.fixture
async def make_process(bot_settings):
    """A factory of bot processes on the test's database (``changes``: their own settings,
    such as their shards); their stores are closed at the end."""
    bots = []

    def make(**changes):
        settings = BotSettings(**{**bot_settings.model_dump(), **changes, "_env_file": None})
        bots.append(create_bot(settings))
        return bots[-1]

    yield make
    for bot in bots:
        if bot.store is not None:
            await bot.store.close()


@pytest.fixture
def simcord_bot(make_process, first_slice):
    return make_process(**first_slice)


@pytest.fixture
async def board(simcord_env):
    switchboard = Switchboard(simcord_env)
    yield switchboard
    switchboard.detach()


def handled_by(bot) -> list:
    """The guild ids of the interactions ``bot`` receives from now on."""
    seen = []

    async def note(interaction):
        seen.append(interaction.guild_id)

    bot.add_listener(note, "on_interaction")
    return seen


@pytest.mark.parametrize("first_slice", [{"shard_count": 2, "shard_ids": "0"}])
async def test_each_process_gets_the_servers_of_its_own_shards(simcord_env, board,
                                                               make_process):
    first = simcord_env.bot
    second = make_process(shard_count=2, shard_ids="1")
    await board.attach(second)
    assert (first.shard_ids, second.shard_ids) == ([0], [1])
    guilds = {shard: simcord_env.create_guild(shard_id=shard) for shard in (0, 1)}
    await simcord_env.settle()
    assert [(g.id >> 22) % 2 for g in guilds.values()] == [0, 1]  # Discord's routing rule
    assert first.get_guild(guilds[1].id) is None and second.get_guild(guilds[0].id) is None
    assert first.get_guild(guilds[0].id) and second.get_guild(guilds[1].id)
    seen = {0: handled_by(first), 1: handled_by(second)}
    tables = {}
    for shard in (0, 1):
        tables[shard] = await _table_in(simcord_env, guilds[shard], [f"a{shard}", f"b{shard}"])
        await play_turn(tables[shard])
    assert seen[0] and set(seen[0]) == {guilds[0].id}
    assert seen[1] and set(seen[1]) == {guilds[1].id}
    for table in tables.values():
        assert (await table.game()).version >= 1
        assert await table.store.verify_replay((await table.game()).id) == []


async def _table_in(env, guild, names):
    """open_table in a given server."""
    original = env.create_guild
    env.create_guild = lambda *args, **kwargs: guild
    try:
        return await open_table(env, names)
    finally:
        env.create_guild = original


async def test_two_taps_reaching_two_processes_at_once_apply_once(simcord_env, board,
                                                                  make_process):
    first, second = simcord_env.bot, make_process()
    await board.attach(second)
    board.route(first)
    table = await open_table(simcord_env, ["ana", "ben"])
    game = await table.game()
    active = table.member(game.user_of(game.state.active_seat))
    phone, laptop = await open_panel(table, active), await open_panel(table, active)
    take = take_buttons(phone)[0]["custom_id"]
    with board.to(first):
        tapped_first = emit(simcord_env, Tap(active, phone, take))
    with board.to(second):
        tapped_second = emit(simcord_env, Tap(active, laptop, take))
    await simcord_env.settle()

    after = await table.game()
    assert after.version == game.version + 2  # taken once, and the turn ended by itself
    answers = [str(r.response.embeds[0].to_dict()) for r in (tapped_first, tapped_second)]
    assert sum("out of date" in answer for answer in answers) == 1
    assert await table.store.verify_replay(game.id) == []
    entries = await table.store.action_log(game.id)
    assert len(entries) == after.version


async def test_a_due_reminder_is_sent_once_by_two_processes(simcord_env, board, make_process):
    first, second = simcord_env.bot, make_process()
    await board.attach(second)
    board.route(first)
    table = await open_table(simcord_env, ["ana", "ben", "cem"], reminder_hours=2)
    await simcord_env.advance_time(1.5 * HOUR)
    assert reminders(table) == []
    await simcord_env.advance_time(1 * HOUR)  # both timer loops tick at the same instants
    assert len(reminders(table)) == 1

    for bot in (first, second):  # and claiming at the very same moment, again and again
        bot.pacer.stop()
    await simcord_env.advance_time(24.5 * HOUR)
    assert len(reminders(table)) == 1
    await asyncio.gather(*(bot.pacer.check() for bot in (first, second, first, second)))
    assert len(reminders(table)) == 2  # the next day's, once


async def test_a_game_started_on_one_process_is_finished_on_the_other(simcord_env, board,
                                                                      make_process):
    first, second = simcord_env.bot, make_process()
    await board.attach(second)
    board.route(first)
    table = await open_table(simcord_env, ["ana", "ben"])  # lobby, joins, start: the first
    seen = handled_by(second)
    board.route(second)
    for _ in range(400):
        if (await table.game()).status == "finished":
            break
        await play_turn(table)
    game = await table.game()
    assert game.status == "finished"
    assert seen and set(seen) == {table.guild.id}, "the second process answered the taps"
    assert game.state.is_over
    assert await table.store.verify_replay(game.id) == []


async def test_a_computers_move_is_made_once_by_two_processes(simcord_env, board,
                                                              make_process, monkeypatch):
    """Issue 28: a game waiting for a computer seat, both processes' timers claiming at the
    same moment: the computer's turn is applied and posted once."""
    first, second = simcord_env.bot, make_process()
    await board.attach(second)
    board.route(first)
    table = await solo_table(simcord_env, monkeypatch, levels=("Easy",))
    monkeypatch.setattr("bot.tables.autoplay.wake", lambda *args, **kwargs: None)  # timers only
    await play_turn(table)
    waiting = await table.game()
    assert waiting.active_seats == (1,)
    posts = len(table.thread.history())
    for bot in (first, second):
        bot.pacer.stop()
    await asyncio.gather(*(bot.pacer.check() for bot in (first, second, first, second)))
    await simcord_env.settle()
    after = await table.game()
    assert after.active_seats == (0,) and after.version > waiting.version
    assert len(table.thread.history()) == posts + 1  # one post of the computer's turn
    assert await table.store.verify_replay(after.id) == []
    entries = await table.store.action_log(after.id)
    assert len(entries) == after.version
