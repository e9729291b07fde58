"""Issue 9: interactions that arrive together, delivered before the bot answered any of them
(tests/bot/wire.py), through the real handlers: nothing doubled, nothing past a limit."""

from .driver import open_panel, open_table, select_of, take_buttons
from .rollwrite_driver import open_rollwrite, open_sheet
from .wire import Tap, at_once, custom_id_of


async def _table_for(env, max_players, command="alhambra new", **options):
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(f"p{n}")) for n in range(7)]
    await members[0].slash(channel, command, max_players=max_players, **options)
    thread = channel.threads[-1]
    return members, thread, thread.history()[0]


def _answers(results) -> list[str]:
    return [" ".join(m.content for m in (r.response, *r.followups) if m is not None)
            for r in results]


async def test_joins_at_once_on_a_table_for_two_seat_exactly_one(simcord_env):
    members, thread, lobby = await _table_for(simcord_env, 2)
    join = custom_id_of(lobby, label="Join")
    results = await at_once(simcord_env, [Tap(m, lobby, join) for m in members[1:]])
    answers = _answers(results)
    assert answers.count("You joined the table.") == 1
    assert answers.count("This table is full.") == 5
    assert all(r.ephemeral for r in results)
    game = await simcord_env.bot.store.game_by_thread(thread.id)
    assert len(game.seats) == 2
    assert "2." in thread.history()[0].embeds[0].description  # the lobby lists two seats
    assert "3." not in thread.history()[0].embeds[0].description


async def test_roll_and_write_joins_at_once_respect_the_limit_too(simcord_env):
    members, thread, lobby = await _table_for(simcord_env, 3, command="rollwrite new")
    join = custom_id_of(lobby, label="Join")
    await at_once(simcord_env, [Tap(m, lobby, join) for m in members[1:]])
    game = await simcord_env.bot.store.game_by_thread(thread.id)
    assert len(game.seats) == 3


async def test_the_same_die_turned_at_once_on_two_open_panels_is_paid_once(simcord_env):
    """The probe's case: a phone and a laptop, the same "turn a die" at the same instant.
    Before the fix both applied (two turns, coins 3 -> 1)."""
    table = await open_rollwrite(simcord_env, ["ana", "ben"])
    ana = table.players[0]
    game = await table.game()
    seat = game.seat_of(ana.id)
    coins = game.state.players[seat].coins
    phone, laptop = await open_sheet(table, ana), await open_sheet(table, ana)
    turn = select_of(phone, "turn")
    assert turn is not None, "a die can be turned at the start of a round"
    value = turn["options"][0]["value"]
    results = await at_once(simcord_env, [Tap(ana, phone, turn["custom_id"], [value]),
                                          Tap(ana, laptop, turn["custom_id"], [value])])
    after = await table.game()
    assert after.version == game.version + 1
    assert after.state.players[seat].coins == coins - 1
    stale = [r for r in results if "out of date" in str(r.response.embeds[0].to_dict())]
    assert len(stale) == 1
    assert await table.store.verify_replay(game.id) == []


async def test_the_same_alhambra_choice_at_once_from_two_panels_applies_once(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    game = await table.game()
    active = table.member(game.user_of(game.state.active_seat))
    phone, laptop = await open_panel(table, active), await open_panel(table, active)
    take = take_buttons(phone)[0]["custom_id"]
    await at_once(simcord_env, [Tap(active, phone, take), Tap(active, laptop, take)])
    after = await table.game()
    assert after.version == game.version + 2  # taken once, and the turn ended by itself
    assert await table.store.verify_replay(game.id) == []
