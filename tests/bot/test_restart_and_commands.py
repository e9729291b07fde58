"""Restarts keep games playable through old buttons; the command tree passes Discord's limits."""

from .driver import (
    Table,
    buy_buttons,
    last_turn_message,
    open_panel,
    open_table,
    payment_buttons,
    play_turn,
    take_buttons,
)

EXPECTED = {"new", "join", "leave", "start", "table", "status", "panel", "rules", "log", "take",
            "buy", "place", "rebuild", "vizier", "yard", "reveal", "expansion", "bid", "thief",
            "undo", "end", "records"}


async def test_after_a_restart_the_game_goes_on_through_buttons_sent_before(simcord_env,
                                                                            make_bot):
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    await play_turn(table)
    before = await table.game()
    old_turn_message = last_turn_message(table)
    active = table.member(before.user_of(before.state.active_seat))
    old_panel = await open_panel(table, active)

    await simcord_env.restart_bot(make_bot())

    # The panel sent before the restart still works.
    choice = (buy_buttons(old_panel) + take_buttons(old_panel))[0]
    result = await active.click(old_panel, custom_id=choice["custom_id"])
    assert result.response.ephemeral
    if payment_buttons(result.response):  # the tile can be paid several ways: pick one
        result = await active.click(result.response,
                                    custom_id=payment_buttons(result.response)[0]["custom_id"])
    assert (await table.game()).version > before.version
    # So does the public "My panel" button of a message from before the restart.
    result = await active.click(old_turn_message, label="My panel")
    assert result.ephemeral and result.response.embeds
    while (await table.game()).state.active_seat == before.state.active_seat:
        await play_turn(table)
    assert await table.store.verify_replay(before.id) == []


async def test_every_command_is_registered_and_accepted_at_sync(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(simcord_env.create_user("ana"))
    offered = {name.split()[1] for name in ana.available_commands(channel)
               if name.startswith("alhambra ")}
    assert offered == EXPECTED
    host_tools = {name.split()[2] for name in ana.available_commands(channel)
                  if name.startswith("alhambra table ")}
    assert host_tools == {"cancel", "repair", "remove", "language"}
    result = await ana.slash(channel, "alhambra rules")
    assert result.ephemeral and "Building rules" in result.response.content


async def test_commands_outside_a_game_thread_list_your_games(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    result = await table.players[0].slash(table.channel, "alhambra panel")
    assert result.ephemeral and f"<#{table.thread.id}>" in result.response.content


def test_command_payloads_respect_discords_limits(simcord_bot):
    for command in simcord_bot.tree.get_commands():
        payload = command.to_dict(simcord_bot.tree)
        assert len(payload["name"]) <= 32 and payload["name"] == payload["name"].lower()
        assert 1 <= len(payload["description"]) <= 100
        subcommands = payload.get("options", [])
        assert len(subcommands) <= 25
        for sub in subcommands:
            assert len(sub["name"]) <= 32 and 1 <= len(sub["description"]) <= 100
            assert len(sub.get("options", [])) <= 25
            for option in sub.get("options", []):
                assert len(option["name"]) <= 32 and 1 <= len(option["description"]) <= 100


async def test_the_same_bot_object_can_be_restarted(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    before = await table.game()
    await simcord_env.restart_bot()
    await play_turn(table)
    assert (await table.game()).version > before.version


async def test_a_player_who_left_sees_it_on_their_panel(simcord_env):
    from engine.alhambra.actions import RetireSeat

    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    game = await table.game()
    leaver = next(s for s in game.seats if s.seat != game.state.active_seat)
    await table.store.apply_action(game.id, leaver.seat, RetireSeat(),
                                   expected_version=game.version)
    panel = await open_panel(table, table.member(leaver.user_id))
    assert "You have left this game" in str(panel.embeds[0].to_dict())


async def test_an_old_turn_message_opens_the_current_panel_and_says_so(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    first_message = last_turn_message(table)
    await play_turn(table)
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    old = await member.click(first_message, label="My panel")
    assert "on an older message" in str(old.response.embeds[0].to_dict())
    current = await member.click(last_turn_message(table), label="My panel")
    assert "out of date" not in str(current.response.embeds[0].to_dict())
    assert f"move {game.version}" in old.response.embeds[0].footer.text


async def test_status_log_and_cancel(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    ana, ben, _ = table.players
    await play_turn(table)
    status = await ben.slash(table.thread, "alhambra status")
    assert status.ephemeral and "posted" in status.response.content
    assert [a.filename for a in table.thread.history()[-1].attachments] == ["glance.png",
                                                                     "overview.png"]
    log = await ben.slash(table.thread, "alhambra log")
    assert log.ephemeral and "**The latest moves**" in log.response.content
    assert " took " in log.response.content or " bought the " in log.response.content
    refused = await ben.slash(table.thread, "alhambra table cancel")
    assert refused.ephemeral and "Only the host" in refused.response.content
    assert (await table.game()).status == "running"
    done = await ana.slash(table.thread, "alhambra table cancel")
    assert done.ephemeral and "cancelled" in done.response.content
    assert "cancelled this game" in table.thread.history()[-1].content
    assert (await table.game()).status == "abandoned"


async def test_a_corrupted_game_is_reported_at_start_and_the_others_play_on(
        simcord_env, make_bot, bot_settings, caplog):
    import sqlite3

    broken = await open_table(simcord_env, ["ana", "ben"])
    healthy_channel = broken.guild.create_text_channel("more-games")
    ana, ben = broken.players
    await ana.slash(healthy_channel, "alhambra new")
    thread = healthy_channel.threads[-1]
    await ben.click(thread.history()[0], label="Join")
    await ana.click(thread.history()[0], label="Start")
    bad = await broken.game()
    with sqlite3.connect(bot_settings.database_path) as db:
        db.execute("UPDATE games SET snapshot = '{\"not\": \"a game\"}' WHERE id = ?", (bad.id,))

    await simcord_env.restart_bot(make_bot())

    assert any(f"game {bad.id}" in r.getMessage() for r in caplog.records
               if r.levelname == "WARNING")
    healthy = await simcord_env.bot.store.game_by_thread(thread.id)
    member = ana if healthy.user_of(healthy.state.active_seat) == ana.id else ben
    other_table = Table(simcord_env, broken.guild, healthy_channel, thread, [ana, ben])
    result = await member.click(last_turn_message(other_table), label="My panel")
    assert result.ephemeral and result.response.embeds
