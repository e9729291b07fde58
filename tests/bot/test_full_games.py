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


async def test_several_tables_at_once_and_a_player_in_two_of_them(simcord_env):
    first = await open_table(simcord_env, ["ana", "ben"])
    ana, ben = first.players
    cem = first.guild.add_member(simcord_env.create_user("cem"))
    await ana.slash(first.channel, "alhambra new")
    second_thread = first.channel.threads[-1]
    assert second_thread.id != first.thread.id
    await cem.click(second_thread.history()[0], label="Join")
    await ana.click(second_thread.history()[0], label="Start")
    one, two = await first.game(), await first.store.game_by_thread(second_thread.id)
    assert {s.user_id for s in one.seats} == {ana.id, ben.id}
    assert {s.user_id for s in two.seats} == {ana.id, cem.id}
    # /alhambra hand answers for the game of the thread it is used in
    result = await ana.slash(second_thread, "alhambra panel")
    assert f"Table #{two.id}" in result.response.embeds[0].footer.text
    result = await ana.slash(first.thread, "alhambra panel")
    assert f"Table #{one.id}" in result.response.embeds[0].footer.text
    listing = await ana.slash(first.channel, "alhambra status")
    assert str(first.thread.id) in listing.response.content
    assert str(second_thread.id) in listing.response.content


async def test_every_public_attachment_stays_far_below_discords_limit(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem", "dan", "eva", "fay"])
    await play_to_the_end(table)
    for message in table.thread.history():
        for attachment in message.attachments:
            assert 1000 < attachment.size < 10 * 1024 * 1024


async def test_the_lobby_says_who_cannot_be_reached_before_starting(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(simcord_env.create_user("ana"))
    ben = guild.add_member(simcord_env.create_user("ben"))
    cem = guild.add_member(simcord_env.create_user("cem"))
    await ana.slash(channel, "alhambra new")
    thread = channel.threads[-1]
    lobby = thread.history()[0]
    await ben.click(lobby, label="Join")
    await cem.click(lobby, label="Join")
    guild.remove_member(ben)  # ben left the server after joining
    result = await ana.click(lobby, label="Start")
    assert result.ephemeral and f"<@{ben.id}> has left the server" in result.response.content
    game = await simcord_env.bot.store.game_by_thread(thread.id)
    assert game.status == "lobby"
    assert "Cannot start yet" in str(thread.history()[0].embeds[0].to_dict())
