"""A table with computers feels like a table of people (issue 38), through the real bot
(SimCord): a person alone with computers is never held by the window between two turns
where nothing of hers fits, while a table of two people is asked as issue 24 says; the
window's time ends to the minute it announced; its close is a line of the next post, never a
post showing the same pictures again; nothing is addressed to a computer; "My panel" on the
newest post opens the panel as it is. (The posts per round of one person and three computers
are measured by the whole game of ``test_computer_seats``.)"""

from __future__ import annotations

import re
from datetime import timedelta

from bot.alhambra.stats import initial_state
from engine.alhambra import apply, legal_actions, new_game
from engine.alhambra.modules.vizier import ALWAYS_PASS

from .computer_driver import solo_table
from .driver import (
    PANEL,
    button_of,
    buttons,
    last_turn_message,
    making_games,
    open_panel,
    open_table,
    play_turn,
    tap,
)

MINUTE = 60


def _embeds(panel) -> str:
    return str([e.to_dict() for e in panel.embeds])


def _public(table) -> list:
    stored = table.env.backend.messages.get(table.thread.id, {})
    return [m for m in sorted(stored.values(), key=lambda m: m.id) if m.visible_to(None)]


def _fits(state, seat: int) -> bool:
    """Whether something of ``seat``'s may be done in the window (a tile its vizier buys)."""
    return any(a.kind == "use_vizier" for a in legal_actions(state, seat))


def _always_passing(seats):
    """New games in which these seats set their vizier to always pass."""

    def made(*args, **kwargs):
        state = new_game(*args, **kwargs)
        return state.model_copy(update={"modules_state": {**state.modules_state,
                                                          ALWAYS_PASS: list(seats)}})
    return made


async def test_alone_with_computers_a_person_is_never_held_where_nothing_fits(simcord_env,
                                                                              monkeypatch):
    making_games(monkeypatch, _always_passing([2]))  # a computer set to always pass
    table = await solo_table(simcord_env, monkeypatch, ("Easy", "Medium"), modules="vizier",
                             vizier_minutes=15, reminder_hours=0)
    ana = table.players[0]
    began = simcord_env.now()
    turns = 0
    tapped = set()  # the moves that were her own passes in a window
    for _ in range(60):
        game = await table.game()
        if turns >= 12 or game.status != "running":
            break
        state = game.state
        assert not game.active_computer_seats  # computers never keep the table waiting
        # "My panel" on the newest post opens the panel as it is, never "older message"
        panel = await open_panel(table, ana)
        assert "older message" not in _embeds(panel)
        if state.flow.window_seats:
            # she is held only where something of hers fits, and asked by name
            assert state.flow.window_seats == (0,) and _fits(state, 0)
            call = last_turn_message(table).content.splitlines()[-1]
            assert call.startswith(f"🧙 <@{ana.id}>: you may use your vizier"), call
            await tap(ana, panel, button_of(panel, "Pass"))
            tapped.add(game.version + 1)
            continue
        assert state.active_seat == 0
        await play_turn(table)
        turns += 1
    assert turns >= 12 and tapped, (turns, tapped)
    assert simcord_env.now() == began  # nobody waited for a window's time to run out
    # each time the window asked her by what the table sees (WS1) and nothing of hers fit,
    # the table passed for her at once (none of those passes was a tap of hers)
    log = await table.store.action_log(game.id)
    state, skipped = initial_state(game), []
    for entry in log:
        if 0 in state.flow.window_seats and not _fits(state, 0):
            assert entry.seat != 0 or entry.action.kind == "pass_vizier", entry
            skipped += [entry.seq] if entry.seat == 0 else []
        state, _ = apply(state, entry.seat, entry.action)
    assert skipped and not tapped & set(skipped), (skipped, tapped)
    # the computer set to always pass is never asked, nor is any computer addressed
    assert not [e for e in log if e.seat == 2 and "vizier" in e.action.kind]
    posts = _public(table)[1:]  # (after the lobby)
    for post in posts:
        assert not re.search(r"🤖[^\n]*: you may", post.content), post.content
        assert set(re.findall(r"<@!?(\d+)>", post.content)) <= {str(ana.id)}
        assert "is playing" not in post.content
        # no post of a window's answers alone showing the same pictures again: every post
        # tells turns, with the pictures of the table after them
        assert len(post.attachments) >= 2, post.content
    # a window that opened and closed between two posts with nobody acting is told by its
    # close alone (who might have acted, who answered: nothing happened)
    assert any("No more viziers this time" in p.content for p in posts)
    for post in posts:
        opened = None
        for line in post.content.splitlines():
            if "may use their vizier" in line:
                opened = line
            elif "used the vizier" in line:
                opened = None
            assert not (opened and "No more viziers" in line), post.content


async def _play_until_a_window(table, wanted) -> object:
    """Turns played (every window passed by each seat in it) until a window opens that
    ``wanted(state)`` accepts; the game then."""
    for _ in range(40):
        game = await table.game()
        window = game.state.flow.window_seats
        if window and wanted(game.state):
            return game
        if window:
            for seat in window:
                member = table.member(game.user_of(seat))
                panel = await open_panel(table, member)
                await tap(member, panel, button_of(panel, "Pass"))
            continue
        await play_turn(table)
    raise AssertionError("no such window opened")


async def test_at_a_table_of_two_people_the_window_asks_both_and_its_close_is_a_line(
        simcord_env, monkeypatch):
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    table = await open_table(simcord_env, ["ana", "ben"], modules="vizier", vizier_minutes=15)
    # a window where nothing fits for one of them: it asks both all the same (WS1)
    game = await _play_until_a_window(
        table, lambda state: len(state.flow.window_seats) == 2
        and not all(_fits(state, s) for s in state.flow.window_seats))
    await simcord_env.settle()
    held = await table.game()
    assert held.version == game.version and set(held.state.flow.window_seats) == {0, 1}
    post = last_turn_message(table)
    call = post.content.splitlines()[-1]
    assert all(f"<@{held.user_of(s)}>" in call for s in (0, 1)), call
    log = await table.store.action_log(game.id)
    assert all(e.user_id is not None for e in log)  # nobody was passed for
    # the next player answers first, the one who just moved last: that closes the window,
    # and the next player is pinged in a post of lines alone (the table looks as it did)
    state = held.state
    mover = next(s for s in state.flow.window_seats if s != state.active_seat)
    following = table.member(held.user_of(state.active_seat))
    before = len(_public(table))
    for seat in (state.active_seat, mover):
        member = table.member(held.user_of(seat))
        panel = await open_panel(table, member)
        await tap(member, panel, button_of(panel, "Pass"))
    told = _public(table)[before:]
    assert len(told) == 1
    lines = told[0].content.splitlines()
    assert lines[-2:] == ["🧙 No more viziers this time: play goes on.",
                          f"<@{following.id}>, it's your turn! Press **{PANEL}**."], lines
    assert "has answered" in lines[0] and not told[0].attachments and not told[0].embeds
    # its "My panel" is the newest post's: the panel as it is, the turn's choices
    panel = await open_panel(table, following)
    assert "older message" not in _embeds(panel) and buttons(panel)


async def test_a_window_closed_by_the_next_players_own_pass_is_told_with_her_turn(
        simcord_env, monkeypatch):
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    table = await open_table(simcord_env, ["ana", "ben"], modules="vizier", vizier_minutes=15)
    game = await _play_until_a_window(table, lambda state: len(state.flow.window_seats) == 2)
    state = game.state
    mover = next(s for s in state.flow.window_seats if s != state.active_seat)
    following = table.member(game.user_of(state.active_seat))
    before = len(_public(table))
    # the one who just moved passes first, the next player last: nobody else is to be
    # pinged and nothing changed, so no post; her panel goes on to her turn
    for seat in (mover, state.active_seat):
        member = table.member(game.user_of(seat))
        panel = await open_panel(table, member)
        panel = await tap(member, panel, button_of(panel, "Pass"))
    assert len(_public(table)) == before
    after = await table.game()
    assert not after.state.flow.window_seats and after.state.active_seat == game.state.active_seat
    assert any((b.get("emoji") or {}).get("name") == "💰" for b in buttons(panel)), \
        [b.get("label") for b in buttons(panel)]
    # "My panel" on the newest post (made before the window closed) is no older message
    panel = await open_panel(table, following)
    assert "older message" not in _embeds(panel) and buttons(panel)
    # the window's answers and close are the first lines of her turn's post
    await play_turn(table)
    told = _public(table)[before:]
    lines = told[0].content.splitlines()
    assert [line.endswith("has answered.") for line in lines[:2]] == [True, True], lines
    assert lines[2] == "🧙 No more viziers this time: play goes on.", lines
    assert lines[3].startswith(following.name + " "), lines


async def test_the_windows_time_ends_to_the_minute_it_announced(simcord_env, monkeypatch):
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: 21)
    table = await open_table(simcord_env, ["ana", "ben"], modules="vizier", vizier_minutes=15)
    game = await _play_until_a_window(table, lambda state: True)
    due = (await table.store.timers_of(game.id))["vizier"]
    opened = simcord_env.now()
    assert due == opened + timedelta(minutes=15)
    # the post announces that very minute
    post = last_turn_message(table)
    assert f"until <t:{int(due.timestamp())}:R>" in post.content, post.content
    # the bot's clock ticks every 10 minutes; the window closes at its own time, not then
    await simcord_env.advance_time(15 * MINUTE - 10)
    assert (await table.game()).state.flow.window_seats == game.state.flow.window_seats
    before = len(_public(table))
    await simcord_env.advance_time(20)
    after = await table.game()
    assert not after.state.flow.window_seats and after.version > game.version
    told = _public(table)[before:]
    assert len(told) == 1 and told[0].content.startswith("⏰ Time is up for the vizier:")
    next_user = after.user_of(after.state.active_seat)
    assert told[0].content.splitlines()[-1].startswith(f"<@{next_user}>, it's your turn")
    assert not told[0].attachments  # the table looks as it did: a line, no pictures again
