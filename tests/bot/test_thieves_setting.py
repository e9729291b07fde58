"""The thieves' standing setting "don't ask me about thieves" (decision TD6) through the
real bot on SimCord: set and unset by taps on the private panel, out of turn, and a game
where all seats but one set it: the window between two turns asks only that one."""

from __future__ import annotations

import pytest

from engine.alhambra import view
from engine.alhambra.modules.thieves import always_passes

from .driver import buttons, open_panel, open_table, play_turn, tap

ON = "Don't ask me about my thieves between turns (they always pass)"
OFF = "Ask me about my thieves again between turns"
SEED = 7


def setting(panel) -> list[str]:
    return [b["label"] for b in buttons(panel) if b.get("label") in (ON, OFF)]


@pytest.fixture
async def table(simcord_env, monkeypatch):
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: SEED)
    return await open_table(simcord_env, ["ana", "ben", "cem"], modules="thieves")


async def switch(table, seat: int, label: str):
    """``seat`` taps the setting's button (labelled ``label``) on its panel."""
    game = await table.game()
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    button = next(b for b in buttons(panel) if b.get("label") == label)
    assert (button.get("emoji") or {}).get("name") == "🦹"
    return await tap(member, panel, button)


async def test_the_setting_is_switched_on_and_off_by_taps_out_of_turn(table):
    game = await table.game()
    seat = (game.state.active_seat + 1) % 3
    assert setting(await open_panel(table, table.member(game.user_of(seat)))) == [ON]
    panel = await switch(table, seat, ON)
    state = (await table.game()).state
    assert always_passes(state, seat)
    assert state.active_seat == game.state.active_seat and state.flow.phase == "action"
    assert setting(panel) == [OFF]
    assert "out of date" not in str([e.to_dict() for e in panel.embeds])
    public = view(state, None).modules_view["thieves"]["always_pass"]
    assert public == [s == seat for s in range(3)]  # who set it is public
    panel = await switch(table, seat, OFF)
    assert not always_passes((await table.game()).state, seat)
    assert setting(panel) == [ON]


async def test_with_all_but_one_seat_set_so_the_window_asks_only_that_one(table):
    game = await table.game()
    asked = (game.state.active_seat + 2) % 3  # not the next player after the first turn
    for seat in range(3):
        if seat != asked:
            await switch(table, seat, ON)
    windows = []
    for _turn in range(12):
        game = await table.game()
        window = game.state.flow.window_seats
        if window:
            windows.append(window)
            assert window == (asked,), window
            member = table.member(game.user_of(asked))
            panel = await open_panel(table, member)
            assert setting(panel) == [ON]  # where it is asked, it may stop being asked
            pass_button = next(b for b in buttons(panel) if b.get("label") == "Pass")
            await tap(member, panel, pass_button)
            assert not (await table.game()).state.flow.window_seats
            continue
        await play_turn(table, prefer_take=True)
    assert len(windows) >= 2, "the window opened for the seat still asked"


async def test_switched_on_from_the_window_it_passes_at_once(table):
    """The seat asked taps the setting on the window's own screen: it is answered (a pass)
    and the window goes on without it."""
    game = await table.game()
    for _turn in range(6):
        game = await table.game()
        if game.state.flow.window_seats:
            break
        await play_turn(table, prefer_take=True)
    window = game.state.flow.window_seats
    assert window
    seat = window[0]
    panel = await switch(table, seat, ON)
    after = (await table.game()).state
    assert always_passes(after, seat)
    assert seat not in after.flow.window_seats
    assert setting(panel) == [OFF]
