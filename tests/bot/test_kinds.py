"""Issue 11: what the table core gives every game kind. Roll & Write gets typed actions with
autocomplete, a round log with turned dice and coins gained, reminders and "remove seat";
``/alhambra new`` offers the engine's modules (a new one too), with their descriptions, and
refuses a combination with the engine's reason."""

import pytest

from engine.alhambra import MODULES
from engine.alhambra import modules as engine_modules

from .driver import open_table, private_text
from .rollwrite_driver import act, open_rollwrite, open_sheet, play_round

HOUR = 3600


class Lanterns(engine_modules.Module):
    """A module the engine gains (for this test only): it changes nothing."""

    name = "lanterns"
    title = "Lanterns"
    description = "Night-time tiles light up the garden (a test module)."


@pytest.fixture
def engine_gains_a_module():
    engine_modules.install((*MODULES, Lanterns()))
    yield
    engine_modules.install(MODULES)


@pytest.fixture
def simcord_bot(engine_gains_a_module, make_bot):
    return make_bot()


async def test_a_module_the_engine_gains_appears_in_alhambra_new(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(simcord_env.create_user("ana"))
    offered = [c["name"] for c in await ana.autocomplete(channel, "alhambra new", "modules", "")]
    # a module in no box of the board game comes right after the boxes, with Granada
    assert "Lanterns: Night-time tiles light up the garden (a test module)." in offered
    typed = await ana.autocomplete(channel, "alhambra new", "modules", "lant")
    assert [(c["name"], c["value"]) for c in typed] == [
        ("Lanterns: Night-time tiles light up the garden (a test module).", "lanterns")]
    refused = await ana.slash(channel, "alhambra new", modules="lanterns, lanterns")
    assert "cannot be played: each rule module once" in private_text(refused)
    refused = await ana.slash(channel, "alhambra new", modules="dirk")
    assert "switched on by the game itself" in private_text(refused)
    hidden = [m.name for m in engine_modules.REGISTRY.values()
              if m.selectable and not m.offered]
    for name in hidden:  # played by the engine, but not shown to players yet
        refused = await ana.slash(channel, "alhambra new", modules=name)
        assert "not available yet" in private_text(refused)
    assert channel.threads == []  # nothing was opened
    await ana.slash(channel, "alhambra new", modules="Lanterns")
    game = await simcord_env.bot.store.game_by_thread(channel.threads[-1].id)
    assert game.options["rules"] == {"modules": ["lanterns"]}
    assert "Lanterns" in channel.threads[-1].history()[0].embeds[0].fields[0].value


async def test_roll_and_write_can_be_played_by_typing(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben"])
    ana = table.players[0]
    before = await table.game()
    turns = await ana.autocomplete(table.thread, "rollwrite turn", "choice", "")
    crosses = await ana.autocomplete(table.thread, "rollwrite cross", "choice", "")
    assert crosses and all(" × " in c["name"] for c in crosses)
    if turns:
        result = await ana.slash(table.thread, "rollwrite turn", choice=turns[0]["value"])
        assert private_text(result)
        crosses = await ana.autocomplete(table.thread, "rollwrite cross", "choice", "")
    result = await ana.slash(table.thread, "rollwrite cross", choice=crosses[0]["value"])
    assert "Done for this round" in private_text(result)
    result = await ana.slash(table.thread, "rollwrite cross", choice=crosses[0]["value"])
    assert "played round 1 already" in private_text(result)  # one action per round
    result = await ana.slash(table.thread, "rollwrite coins", choice="garbage")
    assert "Pick one of the suggested choices" in private_text(result)
    assert (await table.game()).version > before.version


async def test_the_round_log_shows_turned_dice_and_coins_gained(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben"])
    ana, ben = table.players
    panel = await open_sheet(table, ana)
    await act(ana, panel, 2)  # turn a die, then cross
    await act(ben, await open_sheet(table, ben), 3)  # gain coins
    log = private_text(await ana.slash(table.thread, "rollwrite log"))
    assert "ana turned a " in log or "ana crossed" in log
    assert "ben gained " in log and " coin" in log
    round_post = table.thread.history()[-1].content
    assert "ben gained " in round_post


async def test_roll_and_write_reminds_whoever_the_round_waits_for(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben", "cem"])
    ana, ben, cem = table.players
    await act(ana, await open_sheet(table, ana), 0)
    await simcord_env.advance_time(25 * HOUR)
    reminders = [m for m in table.thread.history() if "a reminder" in m.content]
    assert len(reminders) == 1
    assert f"<@{ben.id}>" in reminders[0].content and f"<@{cem.id}>" in reminders[0].content
    assert f"<@{ana.id}>" not in reminders[0].content  # she has acted this round


async def test_the_host_removes_a_roll_and_write_player_who_can_no_longer_play(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben", "cem"])
    ana, ben, cem = table.players
    await act(ana, await open_sheet(table, ana), 0)
    await act(ben, await open_sheet(table, ben), 0)
    refused = await ben.slash(table.thread, "rollwrite table remove", player=cem)
    assert "Only the host" in private_text(refused)
    result = await ana.slash(table.thread, "rollwrite table remove", player=cem)
    assert "cem has left the game" in private_text(result)
    game = await table.game()
    assert game.state.retired == (2,)
    assert game.state.round == 2  # the round waited only for cem: it closed
    assert "Round 1 is over" in table.thread.history()[-1].content
    await play_round(table)
    assert (await table.game()).state.round == 3


async def test_the_host_removes_an_alhambra_player_in_the_lobby_and_in_the_game(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    ana, ben, cem = table.players
    game = await table.game()
    idle = table.member(game.user_of(game.state.active_seat))
    result = await ana.slash(table.thread, "alhambra table remove", player=idle)
    assert "has left the game" in private_text(result)
    after = await table.game()
    assert after.state.retired == (game.state.active_seat,)
    assert after.user_of(after.state.active_seat) != idle.id
    assert "it's your turn" in table.thread.history()[-1].content
