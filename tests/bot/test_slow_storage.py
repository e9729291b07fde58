"""Issue 9: Discord forgets an interaction that is not acknowledged within 3 seconds. Every
command and button acknowledges first, so a slow database delays the answer but never loses
it, and a player who waits long is told why; a locked database is a clear "busy", no error.

The slow database is the real store whose every call answers a minute late on SimCord's
virtual clock (a stand-in for storage, not for any of our handlers)."""

import asyncio
import inspect
import sqlite3

import pytest

from bot import BotSettings
from bot.tables.guard import BUSY as _BUSY
from bot.tables.guard import SLOW as _SLOW

from .driver import last_turn_message, open_panel, open_table, take_buttons
from .rollwrite_driver import choices, open_rollwrite, open_sheet

SLOW, BUSY = _SLOW.in_language("en"), _BUSY.in_language("en")  # the users here: English

DELAY = 60.0  # seconds of virtual time per storage call


class SlowStore:
    """The real store, every coroutine answering ``DELAY`` seconds late."""

    def __init__(self, store):
        self.store = store

    def __getattr__(self, name):
        attribute = getattr(self.store, name)
        if not inspect.iscoroutinefunction(attribute) or name == "close":
            return attribute

        async def late(*args, **kwargs):
            await asyncio.sleep(DELAY)
            return await attribute(*args, **kwargs)

        return late


def answered(result) -> str:
    messages = [m for m in (result.response, *result.followups) if m is not None]
    return " ".join([m.content for m in messages]
                    + [str(e.to_dict()) for m in messages for e in m.embeds])


async def _slow(env):
    real = env.bot.store
    env.bot.store = SlowStore(real)
    return real


async def _finish(env, calls: int = 12):
    """Let the slow calls answer (each handler makes a few)."""
    for _ in range(calls):
        await env.advance_time(DELAY)


COMMANDS = [
    ("alhambra status", {}), ("alhambra panel", {}), ("alhambra log", {}),
    ("alhambra take", {"choice": "0:0"}), ("alhambra end", {}), ("alhambra undo", {}),
    ("alhambra join", {}), ("alhambra leave", {}), ("alhambra start", {}),
    ("alhambra table repair", {}), ("alhambra table cancel", {}),
]


@pytest.mark.parametrize(("command", "options"), COMMANDS, ids=[c for c, _ in COMMANDS])
async def test_every_command_acknowledges_at_once_when_storage_is_slow(simcord_env, command,
                                                                        options):
    table = await open_table(simcord_env, ["ana", "ben"])
    await _slow(simcord_env)
    result = await table.players[1].slash(table.thread, command, **options)
    assert result.acknowledged and result.deferred  # before any storage call returned
    await _finish(simcord_env)
    text = answered(result)
    assert SLOW in text  # told why it takes long
    assert text.replace(SLOW, "").strip()  # and then the real answer
    assert "went wrong" not in text


RW_COMMANDS = ["rollwrite status", "rollwrite panel", "rollwrite join", "rollwrite leave",
               "rollwrite start", "rollwrite table repair", "rollwrite table cancel"]


@pytest.mark.parametrize("command", RW_COMMANDS)
async def test_every_roll_and_write_command_acknowledges_at_once(simcord_env, command):
    table = await open_rollwrite(simcord_env, ["ana", "ben"])
    await _slow(simcord_env)
    result = await table.players[1].slash(table.thread, command)
    assert result.acknowledged and result.deferred
    await _finish(simcord_env)
    text = answered(result)
    assert SLOW in text and text.replace(SLOW, "").strip()
    assert "went wrong" not in text


async def test_a_roll_and_write_pick_acknowledges_at_once_when_storage_is_slow(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben"])
    ana = table.players[0]
    game = await table.game()
    panel = await open_sheet(table, ana)
    real = await _slow(simcord_env)
    _, component, value = next(c for c in choices(panel) if c[2])  # the first offered pick
    result = await ana.select(panel, [value], custom_id=component["custom_id"])
    assert result.acknowledged
    await _finish(simcord_env)
    assert (await real.load_game(game.id)).version == game.version + 1


async def test_new_tables_and_buttons_acknowledge_at_once_when_storage_is_slow(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(simcord_env.create_user("ana"))
    ben = guild.add_member(simcord_env.create_user("ben"))
    await _slow(simcord_env)
    result = await ana.slash(channel, "alhambra new")
    assert result.acknowledged and result.deferred
    await _finish(simcord_env)
    assert "Your table is open" in answered(result)
    lobby = channel.threads[-1].history()[0]
    for member, label in ((ben, "Join"), (ana, "Start")):
        result = await member.click(lobby, label=label)
        assert result.acknowledged and result.deferred
        await _finish(simcord_env)
        assert "went wrong" not in answered(result) and answered(result)
    game = await simcord_env.bot.store.store.game_by_thread(channel.threads[-1].id)
    assert game.status == "running"


async def test_a_panel_pick_acknowledges_at_once_and_applies_when_storage_is_slow(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    real = await _slow(simcord_env)
    take = take_buttons(panel)[0]
    result = await member.click(panel, custom_id=take["custom_id"])
    assert result.acknowledged
    await _finish(simcord_env)
    assert (await real.load_game(game.id)).version == game.version + 2  # taken, turn ended
    result = await member.click(last_turn_message(table), label="My panel")
    assert result.acknowledged and result.deferred
    await _finish(simcord_env)
    assert result.followups and result.followups[-1].embeds


@pytest.mark.simcord(settle_timeout=1.0)  # the 2 s autocomplete limit then runs virtually
async def test_autocomplete_answers_in_time_with_nothing_when_storage_is_slow(simcord_env):
    """Autocomplete cannot be deferred: it gives up after 2 s with no suggestions (answered
    late, Discord would refuse the answer and the bot would log an error)."""
    table = await open_table(simcord_env, ["ana", "ben"])
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    quick = await member.autocomplete(table.thread, "alhambra take", "choice", "")
    assert quick  # with a healthy database there are suggestions
    await _slow(simcord_env)
    await member.autocomplete(table.thread, "alhambra take", "choice", "")
    await simcord_env.advance_time(2.5)
    await _finish(simcord_env, 1)
    last = max(simcord_env.backend.interactions.values(), key=lambda r: r.id)
    assert last.responded and last.autocomplete_choices == []  # answered in time, empty


@pytest.fixture
def bot_settings(tmp_path):
    """A database that gives up on a held write lock after 0.3 s (real time)."""
    return BotSettings(_env_file=None, database_path=tmp_path / "games.sqlite3",
                       database_synchronous="NORMAL", database_busy_timeout=0.3,
                       discord_token=None)


async def test_a_locked_database_is_a_clear_busy_answer_and_changes_nothing(
        simcord_env, bot_settings):
    table = await open_table(simcord_env, ["ana", "ben"])
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    panel = await open_panel(table, member)
    take = take_buttons(panel)[0]
    blocker = sqlite3.connect(bot_settings.database_path, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    try:
        result = await member.click(panel, custom_id=take["custom_id"])
        assert BUSY in answered(result)
        assert (await table.game()).version == game.version
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    result = await member.click(panel, custom_id=take["custom_id"])
    assert (await table.game()).version == game.version + 2
