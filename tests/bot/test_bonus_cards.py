"""Bonus cards (expansion 1) through the real bot on SimCord: a matching card is revealed
from the panel out of turn, and the standing choice of what scorings 1 and 2 do with a
matching hidden card (decision B4) is set by taps (rule book p. 16: "Eine passende
Bonuskarte darf man jederzeit aufdecken ... auch während einer Wertung")."""

import pytest

from engine.alhambra import view
from engine.alhambra.modules.bonus_cards import hands, keeps_hidden, matching, revealed
from i18n import text

from .driver import buttons, open_panel, open_table, play_turn, tap

KEEP_HIDDEN = "Scorings 1 and 2: keep my bonus cards hidden (they won't count)"
REVEAL_AT_SCORINGS = "Scorings 1 and 2: reveal and count bonus cards whose tile is built"
#: A seed whose game gives a player a matching card within a few turns of the driver's play.
SEED = 5


def emoji_buttons(panel, emoji: str) -> list[dict]:
    return [b for b in buttons(panel) if (b.get("emoji") or {}).get("name") == emoji]


def panel_text(panel) -> str:
    return str([e.to_dict() for e in panel.embeds])


@pytest.fixture
async def table(simcord_env, monkeypatch):
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: SEED)
    return await open_table(simcord_env, ["ana", "ben"], modules="bonus_cards")


async def test_the_standing_choice_is_set_by_taps_out_of_turn_and_stays_private(table):
    game = await table.game()
    seat = 1 - game.state.active_seat
    member = table.member(game.user_of(seat))
    public_before = [m.content for m in table.thread.history()]
    panel = await open_panel(table, member)
    setting = emoji_buttons(panel, "🎴")
    assert [b["label"] for b in setting] == [KEEP_HIDDEN]  # the default: reveal and count

    panel = await tap(member, panel, setting[0])
    state = (await table.game()).state
    assert keeps_hidden(state, seat)
    assert state.active_seat == game.state.active_seat  # the turn is not touched
    assert [b["label"] for b in emoji_buttons(panel, "🎴")] == [REVEAL_AT_SCORINGS]
    assert "out of date" not in panel_text(panel)
    # private: nothing is posted, and the public view does not show it
    assert [m.content for m in table.thread.history()] == public_before
    assert "keep_hidden" not in view(state, None).modules_view["bonus_cards"]

    panel = await tap(member, panel, emoji_buttons(panel, "🎴")[0])
    assert not keeps_hidden((await table.game()).state, seat)
    assert [b["label"] for b in emoji_buttons(panel, "🎴")] == [KEEP_HIDDEN]


async def test_a_matching_card_is_revealed_from_the_panel_out_of_turn(table):
    for _ in range(60):
        game = await table.game()
        state = game.state
        owner = 1 - state.active_seat
        if matching(state, owner):
            break
        await play_turn(table)
    else:
        raise AssertionError("no player got a matching bonus card")
    card = matching(state, owner)[0]
    active = table.member(game.user_of(state.active_seat))
    active_panel = await open_panel(table, active)  # open before the reveal
    member = table.member(game.user_of(owner))
    panel = await open_panel(table, member)
    reveal = emoji_buttons(panel, "🃏")
    assert len(reveal) == len(matching(state, owner))
    assert all(b["label"].startswith("Reveal your bonus card: ") for b in reveal)

    panel = await tap(member, panel, reveal[0])
    after = (await table.game()).state
    assert card in revealed(after)[owner] and card not in hands(after)[owner]
    assert card in view(after, None).modules_view["bonus_cards"]["revealed"][owner]
    assert after.active_seat == state.active_seat and after.flow == state.flow
    assert len(emoji_buttons(panel, "🃏")) == len(reveal) - 1

    # B5: the active player's panel, opened before, says it was out of date at its next
    # tap and shows the game as it is; nothing of the turn is lost
    active_panel = await tap(active, active_panel, buttons(active_panel)[0])
    assert text("en", "panel-out-of-date") in panel_text(active_panel)
    assert (await table.game()).version == game.version + 1
    await play_turn(table)  # the turn goes on as before, and its post is made
    assert card in revealed((await table.game()).state)[owner]
