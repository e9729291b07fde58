"""The new scoring tiles (expansion 5) through the real bot on SimCord: a whole game from
`/alhambra new` to the final scores, each scoring's post saying its tile's order (the order
the engine drew); the newcomers' line and the player aid with
its decisions; choosing them with Granada refused privately, no table opened."""

from __future__ import annotations

from bot.alhambra.positions import building_name
from engine.alhambra.modules.new_scoring_tiles import SCORING_TILES, tiles

from .driver import open_panel, open_table, play_to_the_end, rules_page

NAME = "new_scoring_tiles"


async def test_a_whole_game_with_the_new_scoring_tiles_says_each_tiles_order(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"], modules=NAME)
    game = await table.game()
    drawn = tiles(game.state)
    assert len(drawn) == 3
    lobby = table.thread.history()[0]
    assert "New scoring tiles" in str([e.to_dict() for e in lobby.embeds]) + lobby.content
    mover = table.member(game.seats[game.state.active_seat].user_id)
    panel = await open_panel(table, mover)  # the first turn's panel has the newcomers' aid
    assert "Scoring tiles**: each scoring has its own" in str([e.to_dict() for e in panel.embeds])
    await play_to_the_end(table)
    game = await table.game()
    assert game.status == "finished" and game.state.is_over
    assert [r.rows for r in game.state.scorings] == [SCORING_TILES[t] for t in drawn]
    assert await table.store.verify_replay(game.id) == []
    posts = [m.content for m in table.thread.history()]
    said = [p for p in posts if "This scoring's tile:" in p]
    assert len(said) == 3
    for post, tile in zip(said, drawn, strict=True):
        order = ", ".join(f"{n} {building_name(b)}"
                          for n, b in enumerate(SCORING_TILES[tile], start=1))
        assert order in post
    final = table.thread.history()[-1]
    assert "Final scores" in final.content
    assert {a.filename for a in final.attachments} >= {"scoring.png"}


async def test_the_rules_aid_has_the_scoring_tiles_section_with_every_decision(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"], modules=NAME)
    words = await rules_page(table.players[0], table.channel, "New scoring tiles")
    assert all(f"NS{n}" in words for n in (1, 2, 3)), words
    assert "new_scoring_tiles" in words


async def test_choosing_them_with_granada_is_refused_privately(simcord_env):
    guild = simcord_env.create_guild()
    channel = guild.create_text_channel("games")
    host = guild.add_member(simcord_env.create_user("dora"))
    result = await host.slash(channel, "alhambra new", modules=f"granada, {NAME}")
    assert result.ephemeral
    assert "New scoring tiles" in result.response.content
    assert channel.threads == []
