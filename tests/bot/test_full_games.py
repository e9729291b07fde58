"""Whole games from `/alhambra new` to the final scores, through the real bot (SimCord)."""

from .driver import open_table, play_to_the_end, type_turn


async def test_a_whole_three_player_game_with_panel_taps_only(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    await play_to_the_end(table)
    game = await table.game()
    assert game.status == "finished" and game.state.is_over
    assert await table.store.verify_replay(game.id) == []
    final = table.thread.history()[-1]  # oldest first
    assert "Final scores" in final.content and "Game over" in final.content
    assert {a.filename for a in final.attachments} >= {"overview.png", "scoring.png"}


async def test_a_whole_two_player_game_with_dirk(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    await play_to_the_end(table)
    game = await table.game()
    assert game.status == "finished" and len(game.state.dirk) > 12  # gifts on top of 6+6
    assert await table.store.verify_replay(game.id) == []
    final = table.thread.history()[-1]
    assert "Final scores" in final.content


async def test_a_whole_game_typed_with_slash_commands_and_autocomplete(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    await play_to_the_end(table, turn=type_turn)
    game = await table.game()
    assert game.status == "finished"
    assert await table.store.verify_replay(game.id) == []
