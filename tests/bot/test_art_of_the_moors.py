"""The art of the Moors (expansion 5) through the real bot on SimCord: "Turn culture tiles"
on the panel only while a tile can turn, with what it gains; one tap turns them, and the
culture tile earned by two buildings of a price is taken at the end of the same turn without
a tap, both told in the thread; the choice typed, and a stale typed choice refused privately,
changing nothing; the rules aid names every decision."""

from __future__ import annotations

from bot.alhambra.rules_text import rules
from engine.alhambra import problems
from engine.alhambra.modules import art_of_the_moors as moors
from tests.engine.expansion1_helpers import own
from tests.engine.helpers import rebase

from .driver import buttons, making_games, open_panel, open_table, private_text, tap, turn_done

EIGHTS = ("pavilion-8-none", "seraglio-8-S")
SIXES = ("pavilion-6-N", "seraglio-6-ES")
BUTTON = "Turn culture tiles"


def moors_ready(real_new_game):
    """``new_game`` as the engine makes it, then (with the art of the Moors) the starting
    player has two price-6 and two price-8 buildings in the reserve and the culture tile of
    price 6 at its 0 corner."""
    def made(*args, **kwargs):
        state = real_new_game(*args, **kwargs)
        if "art_of_the_moors" not in state.options.modules:
            return state
        seat = state.active_seat
        state = own(state, seat, reserve=(*SIXES, *EIGHTS))
        every = [dict(t) for t in state.modules_state[moors.TILES_KEY]]
        every[seat] = {"6": 0}
        state = rebase(state, modules_state={**state.modules_state, moors.TILES_KEY: every})
        assert problems(state) == []
        return state
    return made


def all_posts(table) -> str:
    stored = table.env.backend.messages.get(table.thread.id, {})
    return " ".join(m.content for m in sorted(stored.values(), key=lambda m: m.id)
                    if m.visible_to(None))


async def _table(simcord_env, monkeypatch):
    import engine.alhambra as engine_module

    made = moors_ready(engine_module.new_game)
    making_games(monkeypatch, made)
    return await open_table(simcord_env, ["ana", "ben", "cem"], modules="art_of_the_moors")


async def test_culture_tiles_turn_from_the_panel_and_a_tile_is_taken_at_the_turn_s_end(
        simcord_env, monkeypatch):
    table = await _table(simcord_env, monkeypatch)
    game = await table.game()
    seat = game.state.active_seat
    member = table.member(game.user_of(seat))
    panel = await open_panel(table, member)
    text = str([e.to_dict() for e in panel.embeds])
    assert "Turn your culture tiles (one tile turns): +3 points at each scoring" in text, text
    turn = next(b for b in buttons(panel) if b.get("label") == BUTTON)
    panel = await tap(member, panel, turn)
    assert turn_done(panel)  # nothing left to do: the turn ends by itself
    done = await table.game()
    assert done.state.active_seat != seat
    assert moors.tiles(done.state, seat) == {6: 1, 8: 0}
    posts = all_posts(table)
    name = game.state.players[seat].name
    assert f"{name} turned a culture tile: +3 points at each scoring." in posts, posts
    assert f"{name} took a culture tile for price 8 (2 buildings of that price)." in posts
    # the next player has no tile: no such button
    other = table.member(done.user_of(done.state.active_seat))
    panel = await open_panel(table, other)
    assert not [b for b in buttons(panel) if b.get("label") == BUTTON]


async def test_turning_can_be_typed_and_a_stale_typed_choice_changes_nothing(
        simcord_env, monkeypatch):
    table = await _table(simcord_env, monkeypatch)
    game = await table.game()
    member = table.member(game.user_of(game.state.active_seat))
    thread = table.thread
    choices = await member.autocomplete(thread, "alhambra expansion", "choice", "culture")
    found = [c for c in choices if c["name"] == "Turn your culture tiles"]
    assert found, choices
    result = await member.slash(thread, "alhambra expansion", choice=found[0]["value"])
    assert result.ephemeral
    turned = await table.game()
    assert turned.version > game.version
    assert moors.tiles(turned.state, game.state.active_seat)[6] == 1
    stale = await member.slash(thread, "alhambra expansion", choice=found[0]["value"])
    assert stale.ephemeral and private_text(stale)
    assert (await table.game()).version == turned.version  # nothing changed


def test_the_rules_aid_names_every_decision_of_the_art_of_the_moors():
    for lang in ("en", "de", "hu"):
        aid = rules(lang)
        for decision in ("AM1", "AM2", "AM3", "AM4", "AM5", "AM6", "AM7", "AM8", "AM9"):
            assert decision in aid, (lang, decision)
