"""SHARD_COUNT and SHARD_IDS (bot/settings.py): read from the environment, checked with
messages that say what to write, and a sharded client built from them (bot/app.py)."""

from __future__ import annotations

import discord
import pytest
from pydantic import ValidationError

from bot import AlhambraBot, BotSettings, create_bot
from bot.__main__ import _first
from bot.app import ShardedAlhambraBot


def settings(**values) -> BotSettings:
    return BotSettings(_env_file=None, **values)


def test_without_shard_settings_the_bot_is_one_plain_connection():
    plain = settings()
    assert (plain.shard_count, plain.shard_ids, plain.sharded) == (None, None, False)
    bot = create_bot(plain)
    assert type(bot) is AlhambraBot and not isinstance(bot, discord.AutoShardedClient)


def test_shard_ids_read_from_the_environment(monkeypatch):
    monkeypatch.setenv("SHARD_COUNT", "4")
    monkeypatch.setenv("SHARD_IDS", "3, 2")
    read = BotSettings(_env_file=None)
    assert (read.shard_count, read.shard_ids) == (4, [2, 3])
    monkeypatch.setenv("SHARD_IDS", "")
    assert BotSettings(_env_file=None).shard_ids is None  # every shard of SHARD_COUNT


def test_the_sharded_bot_runs_its_slice_with_the_same_code():
    bot = create_bot(settings(shard_count=4, shard_ids="2 3"))
    assert isinstance(bot, ShardedAlhambraBot) and isinstance(bot, AlhambraBot)
    assert isinstance(bot, discord.AutoShardedClient)
    assert (bot.shard_count, bot.shard_ids) == (4, [2, 3])
    every = create_bot(settings(shard_count=2))
    assert (every.shard_count, every.shard_ids) == (2, None)  # this process runs all


@pytest.mark.parametrize(("values", "told"), [
    ({"shard_ids": "0"}, "SHARD_IDS needs SHARD_COUNT: the total number of shards"),
    ({"shard_count": 2, "shard_ids": "0,2"},
     "SHARD_IDS [2] not among the 2 shards of SHARD_COUNT=2 (shard ids run from 0 to 1)"),
    ({"shard_count": 0}, "SHARD_COUNT is the number of shards, at least 1 (not 0)"),
    ({"shard_count": 2, "shard_ids": "1,1"}, "SHARD_IDS names a shard twice: [1, 1]"),
    ({"shard_count": 2, "shard_ids": "one"},
     "SHARD_IDS takes shard numbers separated by commas or spaces (e.g. 0,1), not 'one'"),
])
def test_shard_settings_that_do_not_fit_say_what_to_write(values, told):
    with pytest.raises(ValidationError) as caught:
        settings(**values)
    assert told in _first(caught.value)


async def test_every_identify_asks_the_shared_gate_first():
    bot = create_bot(settings(shard_count=2, shard_ids="1"))
    asked = []

    async def wait(shard_id):
        asked.append(shard_id)

    bot.session_gate.wait = wait
    await bot.before_identify_hook(1, initial=True)
    await bot.before_identify_hook(1, initial=False)
    assert asked == [1, 1]  # never discord.py's own 5 s pause, which knows one process
