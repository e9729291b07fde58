"""What seats do while someone else's turn runs, told by the turn post: a player taken out
of the game after the active player acted (the retirement's RT1: the turn's start is not
rewritten, so the next turn post replays the turn from it), a bonus card revealed before
the active player's first action (B5: it belongs to no turn, yet the post tells it)."""

import pytest

from bot.alhambra.texts import event_line
from engine.alhambra.events import BonusCardRevealed
from engine.alhambra.modules.bonus_cards import matching

from .driver import (
    buttons,
    buy_buttons,
    open_panel,
    open_table,
    payment_buttons,
    play_turn,
    private_text,
    tap,
    turn_done,
)


async def test_a_player_removed_after_the_active_player_acted_and_the_game_goes_on(
        simcord_env, monkeypatch):
    # a fixed game: with a random one the starting player may afford no tile at all
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    host = table.players[0]
    game = await table.game()
    seat = game.state.active_seat
    active = table.member(game.user_of(seat))
    panel = await open_panel(table, active)
    panel = await tap(active, panel, buy_buttons(panel)[0])
    if payment_buttons(panel):  # the tile can be paid several ways: pick one
        panel = await tap(active, panel, payment_buttons(panel)[0])
    acted = await table.game()
    assert not turn_done(panel) and acted.state.active_seat == seat
    assert acted.state.turn_start.moves != acted.state.moves  # the active player has acted
    gone = next(s for s in acted.seats if s.seat != seat and s.user_id != host.id)
    result = await host.slash(table.thread, "alhambra table remove",
                              player=table.member(gone.user_id))
    assert "has left the game" in private_text(result)
    await play_turn(table)  # the active player builds what it bought: the turn ends
    after = await table.game()
    assert after.state.retired == (gone.seat,) and after.state.active_seat != seat
    assert after.state.active_seat != gone.seat
    post = table.thread.history()[-1].content
    assert " bought the " in post and "it's your turn" in post
    assert f"<@{after.user_of(after.state.active_seat)}>" in post
    assert await table.store.verify_replay(after.id) == []


@pytest.fixture
async def bonus_table(simcord_env, monkeypatch):
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 5)  # as in
    # test_bonus_cards: a player gets a matching card within a few turns of the driver
    return await open_table(simcord_env, ["ana", "ben"], modules="bonus_cards")


async def test_a_reveal_before_the_active_players_first_action_is_told_in_the_next_post(
        bonus_table):
    table = bonus_table
    for _ in range(60):
        game = await table.game()
        owner = 1 - game.state.active_seat
        if matching(game.state, owner):
            break
        await play_turn(table)
    else:
        raise AssertionError("no player got a matching bonus card")
    card = matching(game.state, owner)[0]
    member = table.member(game.user_of(owner))
    panel = await open_panel(table, member)
    reveal = [b for b in buttons(panel) if (b.get("emoji") or {}).get("name") == "🃏"]
    await tap(member, panel, reveal[0])
    revealed = await table.game()
    assert revealed.version == game.version + 1
    assert revealed.state.turn_start.moves == revealed.version  # before the turn began
    await play_turn(table)
    post = table.thread.history()[-1].content
    line = event_line(BonusCardRevealed(seat=owner, card=card),
                      [p.name for p in game.state.players])
    assert line in post and post.count(line) == 1
