"""Timers that scale: the bot finds a due reminder among many sleeping games, and two bot
processes on one database send it once.

The bot used to read the 1000 longest-idle running games every tick, so with more than 1000
stale games a newer one was never reminded, and every process sent the same reminder. Now
each game's timers are rows with a due time that a tick claims (:mod:`bot.tables.pacing`).
"""

import asyncio
import sqlite3
from datetime import timedelta

import discord

from bot.tables.pacing import Pacer
from storage import open_store

from .driver import open_table
from .test_pacing import reminders

HOUR = 3600
STALE_GAMES = 1500


def copy_game(path, game_id: int, copies: int, *, idle: timedelta, due_in: timedelta) -> None:
    """``copies`` running games cloned from ``game_id`` (a busy server's file, written in
    bulk), idle for ``idle``, each with a reminder timer due in ``due_in``."""
    now = discord.utils.utcnow()
    since, due = (now - idle).timestamp(), (now + due_in).timestamp()
    columns = ("kind, status, options, guild_id, channel_id, thread_id, messages, host_id, seed,"
               " version, active_seats, created_at, started_at, snapshot")
    with sqlite3.connect(path) as raw:
        first = raw.execute("SELECT max(id) FROM games").fetchone()[0] + 1
        for new_id in range(first, first + copies):
            raw.execute(f"INSERT INTO games (id, last_activity_at, {columns})"
                        f" SELECT ?, ?, {columns} FROM games WHERE id = ?",
                        (new_id, since, game_id))
            raw.execute("INSERT INTO seats (game_id, seat, user_id, name, joined_at)"
                        " SELECT ?, seat, user_id, name, joined_at FROM seats WHERE game_id = ?",
                        (new_id, game_id))
            raw.execute("INSERT INTO timers (game_id, name, due_at) VALUES (?, 'remind', ?)",
                        (new_id, due))


async def test_a_fresh_game_is_reminded_among_1500_sleeping_ones(simcord_env, bot_settings):
    stale = await open_table(simcord_env, ["ana", "ben"], reminder_hours=0)
    copy_game(bot_settings.database_path, (await stale.game()).id, STALE_GAMES,
              idle=timedelta(days=30), due_in=timedelta(days=10))
    fresh = await open_table(simcord_env, ["cem", "dan"], reminder_hours=2)

    await simcord_env.advance_time(2.5 * HOUR)

    [reminder] = reminders(fresh)
    game = await fresh.game()
    assert f"<@{game.user_of(game.state.active_seat)}>" in reminder.content
    assert reminders(stale) == []


class SecondProcess:
    """Another bot process on the same database file and the same Discord: its own store
    (its own connection), sharing only what Discord itself is."""

    def __init__(self, bot, store):
        self._bot, self.store = bot, store

    def __getattr__(self, name):
        return getattr(self._bot, name)


async def test_two_bots_on_one_database_send_a_reminder_once(simcord_env, bot_settings):
    bot = simcord_env.bot
    table = await open_table(simcord_env, ["ana", "ben", "cem"], reminder_hours=2)
    # Both processes' ticks run at the same moment, once the reminder is due.
    bot.pacer.stop()
    await simcord_env.advance_time(2.5 * HOUR)
    assert reminders(table) == []
    other = SecondProcess(bot, await open_store(bot_settings,
                                                          clock=discord.utils.utcnow))
    try:
        first, second = Pacer(bot), Pacer(other)
        first.checked_store = second.checked_store = True  # (their start-up scans are done)
        await asyncio.gather(first.check(), second.check(), first.check(), second.check())
    finally:
        await other.store.close()
    assert len(reminders(table)) == 1
