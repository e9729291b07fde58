"""Issue 24: a turn post's first picture is the glance (rendering/glance.py), readable in
Discord's preview box; the whole overview follows as the post's second attachment, shown in
an embed (two pictures of one message are cropped into squares side by side). Both are
drawn through the render pool, never on the event loop."""

from __future__ import annotations

from bot.alhambra.posts import events_since
from bot.tables import kind as table_kind
from engine.alhambra import view
from i18n import text
from rendering import GLANCE_EVENTS, render_glance, render_overview
from rendering.glance import MAX_HEIGHT

from ..rendering.conftest import decode
from .driver import last_turn_message, open_table, play_turn
from .test_languages import picture


async def test_a_turn_post_shows_the_glance_first_and_the_overview_in_an_embed(
        simcord_env, monkeypatch):
    drawn = []
    render = table_kind.render

    async def spy(draw, *args):  # the pool's entry point: record what goes through it
        drawn.append(draw.func)
        return await render(draw, *args)

    monkeypatch.setattr(table_kind, "render", spy)
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    before = await table.game()
    await play_turn(table)
    game = await table.game()
    post = last_turn_message(table)
    assert [a.filename for a in post.attachments] == ["glance.png", "overview.png"]
    assert len(post.embeds) == 1  # the glance alone is shown inline
    assert post.embeds[0].title == text("en", "alhambra-caption-overview")
    assert post.embeds[0].image.url in ("attachment://overview.png", post.attachments[1].url)
    assert render_glance in drawn and render_overview in drawn  # both in the pool

    public = view(game.state, None)
    happened = await events_since(table.store, game.id, before.state)
    shown = [e for e, _ in happened if e.kind in GLANCE_EVENTS]
    assert shown  # the turn bought a tile or took money
    glance = picture(simcord_env, post, "glance.png")
    assert glance == render_glance(public, shown, lang="en")
    image = decode(glance)
    assert image.height <= MAX_HEIGHT < image.width
    assert decode(picture(simcord_env, post, "overview.png")).height > image.height


async def test_the_status_post_shows_the_glance_first_too(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben"])
    await play_turn(table)
    status = await table.players[1].slash(table.thread, "alhambra status")
    assert status.ephemeral
    posted = table.thread.history()[-1]
    assert [a.filename for a in posted.attachments] == ["glance.png", "overview.png"]
    assert [e.title for e in posted.embeds] == [text("en", "alhambra-caption-overview")]
