"""Every illegal attempt is answered privately and changes nothing; nothing private is public."""

from engine.alhambra import legal_actions

from .driver import button_of, buy_buttons, open_panel, open_table, play_turn, take_buttons


async def active_and_other(table):
    game = await table.game()
    active = table.member(game.user_of(game.state.active_seat))
    other = next(p for p in table.players if p.id != active.id)
    return game, active, other


async def test_a_spectator_can_look_but_not_act(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    eve = table.guild.add_member(simcord_env.create_user("eve"))
    before = await table.game()
    turn = table.thread.history()[-1]
    result = await eve.click(turn, label="My panel")
    assert result.ephemeral and "not playing" in result.response.content
    result = await eve.slash(table.thread, "alhambra take", choice=f"{before.version}:0")
    assert result.ephemeral and "Only the players" in result.response.content
    result = await eve.slash(table.thread, "alhambra join")
    assert result.ephemeral and "already started" in result.response.content
    assert (await table.game()).version == before.version


async def test_not_your_turn(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    game, active, other = await active_and_other(table)
    panel = await open_panel(table, other)
    assert take_buttons(panel) == [] and buy_buttons(panel) == []
    result = await other.slash(table.thread, "alhambra take", choice=f"{game.version}:0")
    assert result.ephemeral and "turn, not yours" in result.response.content
    result = await other.slash(table.thread, "alhambra end")
    assert result.ephemeral and "turn, not yours" in result.response.content
    assert (await table.game()).version == game.version


async def test_unreadable_and_unaffordable_choices_are_refused(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    game, active, _ = await active_and_other(table)
    result = await active.slash(table.thread, "alhambra buy", choice="the tower for 3 denar")
    assert result.ephemeral and "suggested choices" in result.response.content
    # Only affordable purchases are ever offered.
    offered = await active.autocomplete(table.thread, "alhambra buy", "choice", "")
    legal = [a for a in legal_actions(game.state, game.seat_of(active.id)) if a.kind == "buy"]
    assert len(offered) == min(25, len(legal))
    take = await active.autocomplete(table.thread, "alhambra take", "choice", "")
    result = await active.slash(table.thread, "alhambra buy", choice=take[0]["value"])
    assert result.ephemeral and "another command" in result.response.content
    assert (await table.game()).version == game.version


async def test_an_illegal_cell_number_is_refused(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    game, active, _ = await active_and_other(table)
    result = await active.slash(table.thread, "alhambra place", choice="3")
    assert result.ephemeral and "no bought tile" in result.response.content
    buys = await active.autocomplete(table.thread, "alhambra buy", "choice", "")
    takes = await active.autocomplete(table.thread, "alhambra take", "choice", "")
    await active.slash(table.thread, "alhambra buy" if buys else "alhambra take",
                       choice=(buys or takes)[0]["value"])
    game = await table.game()
    if game.state.players[game.seat_of(active.id)].bought:
        result = await active.slash(table.thread, "alhambra place", choice="99")
        assert result.ephemeral and "There is no place 99" in result.response.content
        assert (await table.game()).version == game.version


async def test_a_stale_panel_answers_out_of_date_and_never_acts(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    game, active, _ = await active_and_other(table)
    old_panel = await open_panel(table, active)
    await play_turn(table)
    after = await table.game()
    take = take_buttons(old_panel)[0]
    result = await active.click(old_panel, custom_id=take["custom_id"])
    assert result.response.ephemeral  # the private panel, edited in place
    assert "out of date" in str(result.response.embeds[0].to_dict())
    assert (await table.game()).version == after.version


async def test_a_double_tap_applies_once(simcord_env):
    """The same choice tapped on two open panels (a phone and a laptop): the second tap
    carries the old version and is refused. (SimCord delivers interactions one at a time;
    truly concurrent writes are raced in tests/storage, where exactly one of 50 applies.)"""
    table = await open_table(simcord_env, ["ana", "ben"])
    game, active, _ = await active_and_other(table)
    phone = await open_panel(table, active)
    laptop = await open_panel(table, active)
    take = take_buttons(phone)[0]["custom_id"]
    first = await active.click(phone, custom_id=take)
    second = await active.click(laptop, custom_id=take)
    assert "out of date" in str(second.response.embeds[0].to_dict())
    assert "out of date" not in str(first.response.embeds[0].to_dict())
    after = await table.game()
    assert after.version == game.version + 2  # the take and the end of the turn
    assert await table.store.verify_replay(game.id) == []


async def test_nothing_private_reaches_a_public_message(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    for _ in range(6):
        await play_turn(table)
    game = await table.game()
    public = table.thread.history() + table.channel.history()
    assert public
    for message in public:
        names = {a.filename for a in message.attachments}
        assert "hand.png" not in names
        assert not any("Your hand" in (e.title or "") for e in message.embeds)
    # Each hand, written out as the panel shows it, appears in no public message.
    from bot.alhambra.texts import money_text

    for player in game.state.players:
        text = money_text(player.hand)
        assert not any(text in m.content for m in public)
    assert button_of(table.thread.history()[-1], "My panel") is not None
