"""Expansion 1 through the real bot on SimCord: a whole game with all four modules, in which
the vizier's window between two turns is used, passed and left to time out."""

import pytest

from engine.alhambra import legal_actions, view
from engine.alhambra.components import TILES
from engine.alhambra.modules.vizier import face_up

from .driver import (
    PANEL,
    button_of,
    buttons,
    last_turn_message,
    open_panel,
    open_table,
    play_turn,
    tap,
)

MODULES = "vizier, exchange_offices, bonus_cards, building_yards"
MINUTE = 60
#: The game of the whole-game test (a bonus card's building is built in it: a reveal).
SEED = 3


def window_message(table):
    """The newest public message that calls the viziers."""
    found = [m for m in table.thread.history() if "may use your vizier" in m.content
             or "may use your viziers" in m.content]
    return found[-1] if found else None


async def use_vizier(table, seat: int) -> None:
    """``seat`` buys the first tile its panel offers and builds it on place 1 (or reserves
    it)."""
    game = await table.game()
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    assert "Your vizier" in str([e.to_dict() for e in panel.embeds])
    offers = [b for b in buttons(panel) if "·" in b.get("label", "")]
    assert offers, [b.get("label") for b in buttons(panel)]
    panel = await tap(member, panel, offers[0])
    places = [b for b in buttons(panel) if b.get("label", "").isdigit()]
    choice = places[0] if places else button_of(panel, "Reserve it")
    before = game.state
    await tap(member, panel, choice)
    after = (await table.game()).state
    assert not face_up(after)[seat] and face_up(before)[seat]


async def pass_vizier(table, seat: int) -> None:
    game = await table.game()
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    await tap(member, panel, button_of(panel, "Pass"))


def emoji_buttons(panel, emoji: str) -> list[dict]:
    return [b for b in buttons(panel) if (b.get("emoji") or {}).get("name") == emoji]


async def yard_or_reveal(table, seen: dict) -> bool:
    """The active player takes a building yard (two in the game) or reveals a bonus card
    from the panel when it offers one; True when the turn was played so."""
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    reveal = emoji_buttons(panel, "🃏")
    if reveal and not seen["revealed"]:
        panel = await tap(member, panel, reveal[0])
        after = (await table.game()).state
        shown = view(after, None).modules_view["bonus_cards"]["revealed"][seat]
        assert shown, "the revealed card is public"
        seen["revealed"] += 1
        return False  # revealing is not the turn's action: the turn goes on
    more = button_of(panel, "Building yard…")
    if more is None or seen["yards"] >= 2:
        return False
    panel = await tap(member, panel, more)
    yards = emoji_buttons(panel, "🛖")
    assert yards and all("yard" in b["label"].lower() for b in yards), yards
    await tap(member, panel, yards[0])
    after = (await table.game()).state
    waiting = after.players[seat].bought
    assert waiting and TILES[waiting[0]].building == "yard"
    seen["yards"] += 1
    await play_turn(table)  # builds it (place 1) or reserves it, and the turn ends
    return True


@pytest.mark.parametrize("seed", [SEED])
async def test_a_game_with_all_four_modules_uses_passes_and_times_out_the_vizier(simcord_env,
                                                                                  monkeypatch,
                                                                                  seed):
    # a fixed game (the lobby draws the seed at random): with some seeds no bonus card's
    # building is ever built, and the test could not see a reveal
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: seed)
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules=MODULES,
                             vizier_minutes=5)
    seen = {"used": 0, "passed": 0, "timed out": 0, "yards": 0, "revealed": 0}
    for _turn in range(400):
        game = await table.game()
        if game.status == "finished":
            break
        window = game.state.flow.window_seats
        if not window:
            if not await yard_or_reveal(table, seen):
                await play_turn(table)
            continue
        assert window_message(table) is not None
        assert PANEL in str(last_turn_message(table).components)
        if not seen["used"]:  # every face-up vizier is asked (V5): the first that can buys
            able = [s for s in window if any(a.kind == "use_vizier"
                                             for a in legal_actions(game.state, s))]
            if able and able[0] == window[0]:
                await use_vizier(table, window[0])
                seen["used"] += 1
            else:
                await pass_vizier(table, window[0])
        elif not seen["passed"]:
            for seat in window:
                await pass_vizier(table, seat)
            seen["passed"] += 1
        elif not seen["timed out"]:
            await simcord_env.advance_time(16 * MINUTE)
            after = await table.game()
            assert not after.state.flow.window_seats
            assert any("Time is up for the vizier" in m.content for m in table.thread.history())
            seen["timed out"] += 1
        else:  # the rest of the game: the windows run out (fewer taps)
            await simcord_env.advance_time(6 * MINUTE)
    game = await table.game()
    assert game.status == "finished", seen
    assert all(seen.values()), seen
    final = game.state.scorings[-1]
    assert "building_yards" in final.added or "bonus_cards" in final.added
    posts = " ".join(m.content for m in table.thread.history())
    assert "out of turn" in posts  # the vizier's purchase was told in the thread
