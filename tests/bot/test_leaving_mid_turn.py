"""A player taken out of the game while someone else's turn runs (the retirement's RT1):
the turn's start is not rewritten, so the next turn post replays the turn from it."""

from .driver import (
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
        simcord_env):
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
    result = await host.slash(table.thread, "alhambra remove",
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
