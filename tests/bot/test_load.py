"""Issue 9: 200 tables take their turns at the same moment through the real bot: every turn
applies once, every thread gets its one new turn post, no error is logged (the autouse
``no_logged_errors`` fixture), every game still replays. The figures are measured by
``benchmarks/bot_load.py``."""

import pytest

from .load import WAVE, run_load

TABLES = 200


@pytest.mark.simcord(settle_timeout=WAVE)
async def test_two_hundred_tables_take_their_turns_at_once(simcord_env):
    result = await run_load(simcord_env, TABLES)
    assert len(result.turn_ms) == TABLES
    store = simcord_env.bot.store
    for table in result.tables:
        game = await table.game()
        assert game.state.flow.turn == 2 and game.status == "running"
        posts = [m for m in table.thread.history() if "it's your turn" in m.content]
        assert len(posts) == 2  # the start, and this turn
        assert f"<@{game.user_of(game.state.active_seat)}>" in posts[-1].content
        assert "post_due" not in game.messages
        assert await store.verify_replay(game.id) == []
