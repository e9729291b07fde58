"""Issue 9: every value a client sends that is not one of the offered choices gets a private,
friendly answer, changes nothing and logs no error (the autouse ``no_logged_errors``
fixture fails a test on any logged error)."""

import pytest

from .driver import (
    components,
    last_turn_message,
    open_panel,
    open_table,
    play_turn,
    take_buttons,
)
from .driver import (
    private_text as text_of,
)
from .rollwrite_driver import choices, last_round_message, open_rollwrite, open_sheet
from .wire import Tap, forged

HUGE = "7" * 5000




async def _active(table):
    game = await table.game()
    return game, table.member(game.user_of(game.state.active_seat))


@pytest.mark.parametrize("command", ["take", "buy", "rebuild", "place"])
@pytest.mark.parametrize("typed", [HUGE, f"1:{HUGE}", f"{HUGE}:1", "²", "٣", "1²:0", "-1",
                                   "1e3", "", "0:0:0"])
async def test_typed_garbage_gets_pick_a_suggestion(simcord_env, command, typed):
    table = await open_table(simcord_env, ["ana", "ben"])
    before, active = await _active(table)
    result = await active.slash(table.thread, f"alhambra {command}", choice=typed)
    text = text_of(result)
    assert result.ephemeral
    assert "Pick one of the suggested choices" in text or (
        command == "place" and "no bought tile" in text)
    assert (await table.game()).version == before.version


async def test_a_typed_cell_number_in_another_script_is_not_a_cell(simcord_env):
    """``/alhambra place ²`` while a tile waits: "²" is not the digit 2."""
    table = await open_table(simcord_env, ["ana", "ben"])
    for _ in range(12):  # take money until a tile is affordable
        game, active = await _active(table)
        buys = await active.autocomplete(table.thread, "alhambra buy", "choice", "")
        if buys:
            break
        await play_turn(table)
    assert buys, "no tile became affordable"
    await active.slash(table.thread, "alhambra buy", choice=buys[0]["value"])
    waiting = await table.game()
    assert waiting.state.players[waiting.seat_of(active.id)].bought
    for typed in ("²", "٢", "２", HUGE):
        result = await active.slash(table.thread, "alhambra place", choice=typed)
        assert "Pick one of the suggested choices" in text_of(result)
    assert (await table.game()).version == waiting.version


@pytest.mark.parametrize("values", [["abc"], ["²"], [HUGE], ["-1"], ["999"], ["1", "2"]])
async def test_select_values_that_were_never_offered_are_refused(simcord_env, values):
    table = await open_table(simcord_env, ["ana", "ben"])
    before, active = await _active(table)
    panel = await open_panel(table, active)  # (a select of an older panel: values)
    select = f"als:{before.id}:{before.version}:take"
    result = await forged(simcord_env, Tap(active, panel, select, values))
    assert "not available" in text_of(result)
    assert (await table.game()).version == before.version


@pytest.mark.parametrize("values", [["abc"], ["²"], [HUGE]])
async def test_roll_and_write_select_values_that_were_never_offered_are_refused(
        simcord_env, values):
    table = await open_rollwrite(simcord_env, ["ana", "ben"])
    ana = table.players[0]
    before = await table.game()
    panel = await open_sheet(table, ana)
    _, select, _ = next(c for c in choices(panel) if c[2])  # any select of the panel
    result = await forged(simcord_env, Tap(ana, panel, select["custom_id"], values))
    assert "not available" in text_of(result)
    assert (await table.game()).version == before.version


async def test_unknown_games_and_unknown_buttons_are_answered(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    before, active = await _active(table)
    turn = last_turn_message(table)
    panel = await open_panel(table, active)
    for message, custom_id, values in (
        (turn, "alh:9999:0:hand", None),
        (panel, "alh:9999:0:do:0", None),
        (panel, "als:9999:0:take", ["0"]),
        (panel, f"alh:{before.id}:{before.version}:do:²", None),
        (panel, f"alh:{before.id}:{before.version}:page:{HUGE}", None),
        (turn, f"alh:{before.id}:{before.version}:dance", None),
        (turn, f"rwb:{before.id}:{before.version}:sheet", None),
    ):
        result = await forged(simcord_env, Tap(active, message, custom_id, values))
        text = text_of(result)
        assert text, custom_id
        assert "went wrong" not in text, custom_id
    assert (await table.game()).version == before.version


async def test_buttons_of_one_game_kind_do_nothing_to_the_other(simcord_env):
    alhambra = await open_table(simcord_env, ["ana", "ben"])
    rollwrite = await open_rollwrite(simcord_env, ["cem", "dia"])
    game = await alhambra.game()
    other = await rollwrite.game()
    cem = rollwrite.players[0]
    sheet = await open_sheet(rollwrite, cem)
    round_post = last_round_message(rollwrite)
    for message, custom_id, values in (
        (round_post, f"alh:{other.id}:{other.version}:hand", None),
        (sheet, f"als:{other.id}:{other.version}:take", ["0"]),
        (sheet, f"alh:{other.id}:{other.version}:do:0", None),
    ):
        result = await forged(simcord_env, Tap(cem, message, custom_id, values))
        assert "does not belong to an Alhambra game" in text_of(result)
    ana = alhambra.players[0]
    panel = await open_panel(alhambra, ana)
    result = await forged(simcord_env, Tap(ana, panel, f"rws:{game.id}:{game.version}:cross:1-0",
                                           ["0"]))
    assert "does not belong to a Roll & Write game" in text_of(result)
    assert (await alhambra.game()).version == game.version
    assert (await rollwrite.game()).version == other.version


async def test_a_panel_action_sent_against_the_public_turn_message_never_shows_a_hand(
        simcord_env):
    """The probe's case: a forged panel pick aimed at the public turn message replaced that
    message with the player's private panel (his hand, in public)."""
    table = await open_table(simcord_env, ["ana", "ben"])
    before, active = await _active(table)
    panel = await open_panel(table, active)
    take = take_buttons(panel)[0]
    turn = last_turn_message(table)
    public_before = (turn.content, [e.to_dict() for e in turn.embeds], components(turn))
    for custom_id, values in ((take["custom_id"], None),
                              (f"als:{before.id}:{before.version}:take", ["0"]),
                              (f"alh:{before.id}:{before.version}:view:rebuild-0_0", None)):
        result = await forged(simcord_env, Tap(active, turn, custom_id, values))
        assert result.ephemeral and "private panel" in text_of(result)
    after = last_turn_message(table)
    assert (after.content, [e.to_dict() for e in after.embeds], components(after)) == \
        public_before
    for message in table.thread.history():
        assert not any("Your hand" in (e.title or "") for e in message.embeds)
    assert (await table.game()).version == before.version


async def test_a_user_of_another_server_cannot_join_or_act(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"], max_players=4)
    lobby = table.thread.history()[0]
    elsewhere = simcord_env.create_guild("Elsewhere")
    eve = elsewhere.add_member(simcord_env.create_user("eve"))
    their_channel = elsewhere.create_text_channel("general")
    game = await table.game()
    join = f"alh:{game.id}:0:join"
    result = await forged(simcord_env, Tap(eve, lobby, join, channel_id=their_channel.id))
    assert "another server" in text_of(result)
    assert len((await table.game()).seats) == 2


async def test_lobby_buttons_only_work_on_the_lobby_message(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(simcord_env.create_user("ana"))
    ben = guild.add_member(simcord_env.create_user("ben"))
    await ana.slash(channel, "alhambra new")
    thread = channel.threads[-1]
    await ana.slash(thread, "alhambra rules")  # any other message in the thread
    game = await simcord_env.bot.store.game_by_thread(thread.id)
    announcement = channel.history()[-1]
    result = await forged(simcord_env, Tap(ben, announcement, f"alh:{game.id}:0:join"))
    assert "belongs to the game in" in text_of(result)
    assert len((await simcord_env.bot.store.game_by_thread(thread.id)).seats) == 1


async def test_a_panel_tap_from_another_thread_is_refused(simcord_env):
    first = await open_table(simcord_env, ["ana", "ben"])
    second_channel = first.guild.create_text_channel("more")
    ana, ben = first.players
    await ana.slash(second_channel, "alhambra new")
    game = await first.game()
    active = first.member(game.user_of(game.state.active_seat))
    panel = await open_panel(first, active)
    take = take_buttons(panel)[0]
    other_thread = second_channel.threads[-1]
    result = await forged(simcord_env, Tap(active, panel, take["custom_id"],
                                           channel_id=other_thread.id))
    assert "belongs to the game in" in text_of(result)
    assert (await first.game()).version == game.version
