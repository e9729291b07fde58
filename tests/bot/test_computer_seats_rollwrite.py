"""Roll & Write tables with computer seats (issue 28), through the real bot (SimCord): the
computers act at once in every round (simultaneous) or on their turn (classic), so the
person alone plays the game to its final scores."""

from __future__ import annotations

import re

from .computer_driver import solo_table
from .rollwrite_driver import play_round, play_turn


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
    assert "Final scores" in final.content and "🤖 Computer (hard)" in final.content
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
