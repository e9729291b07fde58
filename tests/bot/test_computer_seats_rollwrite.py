"""Roll & Write tables with computer seats (issue 28), through the real bot (SimCord): the
computers act at once in every round (simultaneous) or on their turn (classic), so the
person alone plays the game to its final scores."""

from __future__ import annotations

import re

from .computer_driver import solo_table
from .driver import private_text
from .rollwrite_driver import act, open_rollwrite, open_sheet, play_round, play_turn


async def test_computers_act_at_once_in_every_round_of_roll_and_write(simcord_env,
                                                                      monkeypatch):
    table = await solo_table(simcord_env, monkeypatch, ("Easy", "Hard"),
                             command="rollwrite new")
    [ana] = table.players
    game = await table.game()
    assert game.computer_seats == (1, 2)
    rounds = game.state.rounds
    for number in range(rounds):
        game = await table.game()
        # the computers moved at once: the round waits for the person only
        assert game.state.round == number + 1 and game.active_seats == (0,)
        await play_round(table, order=[0], style=number)
    game = await table.game()
    assert game.status == "finished"
    assert await table.store.verify_replay(game.id) == []
    log = await table.store.action_log(game.id)
    assert {e.seat for e in log if e.user_id is None} == {1, 2}
    final = table.thread.history()[-1]
    assert "Final scores" in final.content and "🤖 Hard" in final.content
    for message in table.thread.history():
        assert set(re.findall(r"<@!?(\d+)>", message.content)) <= {str(ana.id)}


async def test_a_computer_takes_its_turns_in_classic_roll_and_write(simcord_env, monkeypatch):
    table = await solo_table(simcord_env, monkeypatch, ("Medium",), command="rollwrite new",
                             mode="classic")
    turns = 0
    while (game := await table.game()).status == "running":
        assert game.state.active_seat == 0  # the computer's turns were taken at once
        await play_turn(table, style=turns)
        turns += 1
        assert turns <= 40
    assert await table.store.verify_replay(game.id) == []
    assert "Final scores" in table.thread.history()[-1].content
    # the computer's turn is announced by its name, never as a ping of nobody
    said = [m.content for m in table.thread.history()]
    assert any("🤖 Medium is playing" in content for content in said)
    assert not any(", it's your turn (🤖" in content for content in said)


async def test_the_host_hands_a_roll_and_write_seat_to_a_computer_mid_round(simcord_env):
    table = await open_rollwrite(simcord_env, ["ana", "ben", "cem"])
    ana, ben, cem = table.players
    await act(ana, await open_sheet(table, ana), 0)
    await act(cem, await open_sheet(table, cem), 0)
    before = (await table.game()).state.players[1]
    refused = await cem.slash(table.thread, "rollwrite table remove", player=ben, computer="hard")
    assert "Only the host" in private_text(refused)
    assert (await table.game()).computer_seats == ()
    result = await ana.slash(table.thread, "rollwrite table remove", player=ben, computer="hard")
    assert "a computer (hard) plays for ben" in private_text(result)
    game = await table.game()
    assert game.computer_of(1) == "hard" and game.seat_of(ben.id) is None
    assert 1 not in game.state.retired
    assert game.state.round == 2  # the computer moved at once for ben: the round closed
    assert game.state.players[1].name == before.name
    told = [m for m in table.thread.history() if "From now on 🤖 a computer" in m.content]
    assert [m.content for m in told] == [
        f"<@{ben.id}>: From now on 🤖 a computer (hard) plays for ben, keeping everything the "
        "seat has: its cards, its buildings, its score."]
    # ben is told once (issue 38): the post pings him, and only him
    stored = table.env.backend.get_message(told[0].channel.id, told[0].id)
    assert stored.mention_user_ids == [ben.id]
    assert "🤖 ben" in table.thread.history()[-1].content  # the round's post marks the seat
    # a seat taken out for good is not handed to a computer later (CS5)
    await ana.slash(table.thread, "rollwrite table remove", player=cem)
    assert (await table.game()).state.retired == (2,)
    late = await ana.slash(table.thread, "rollwrite table remove", player=cem, computer="easy")
    assert "cannot take that seat over" in private_text(late)
    assert (await table.game()).computer_seats == (1,)
    await play_round(table, order=[0])
    assert (await table.game()).state.round == 3
