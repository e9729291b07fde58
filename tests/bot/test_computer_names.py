"""Computers are told apart (issue 38), through the real bot (SimCord), in English, German
and Hungarian: one person seats three computers (two of one level), hands her own seat to a
computer, and the computers play the game out. Every seat's name is distinct, at most 16
characters, shows its level, and no picture the bot draws for the table (the glance, the
overview, the scoring table and final chart, the statistics, the replay's pictures) cuts a
computer's name (bot.tables.seats CN1).

The pictures are drawn in a thread here (``RENDER_WORKERS=0``), so that the check sees every
name a picture shortens (``rendering.theme.fit``: an ellipsis)."""

from __future__ import annotations

import pytest

from bot.tables import images
from i18n import text
from tests.rendering.name_cuts import record_name_cuts

from .computer_driver import SEED, _lobby
from .driver import Table, private_text

#: Computers play a whole game within one settle; drawing in a thread takes longer.
pytestmark = pytest.mark.simcord(settle_timeout=180)

#: The levels seated (the menu is private: in the tapper's language, English here).
LEVELS = ("medium", "medium", "hard")


@pytest.fixture
def drawn_here(monkeypatch):
    """Pictures drawn in a thread of this process, every cut of a computer's name kept."""
    images.shutdown()
    images.configure(0)
    cuts = record_name_cuts(monkeypatch)
    yield cuts
    images.shutdown()
    images.configure(None)


async def _table(env, monkeypatch, lang: str) -> Table:
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: SEED)
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(env.create_user("ana"))
    await ana.slash(channel, "alhambra new", language=lang)
    thread = channel.threads[-1]
    for level in LEVELS:
        opened = await ana.click(_lobby(thread), label=text(lang, "seats-button-add"))
        menu = opened.followups[-1] if opened.followups else opened.response
        await ana.click(menu, label=text("en", f"seats-button-{level}"))
    await ana.click(_lobby(thread), label=text(lang, "lobby-button-start"))
    return Table(env, guild, channel, thread, [ana])


@pytest.mark.parametrize("lang", ["en", "de", "hu"])
async def test_computers_have_distinct_short_names_no_picture_cuts(simcord_env, monkeypatch,
                                                                    drawn_here, lang):
    table = await _table(simcord_env, monkeypatch, lang)
    [ana] = table.players
    game = await table.game()
    names = [p.name for p in game.state.players]
    levels = [text(lang, f"seats-name-{level}") for level in LEVELS]
    assert names == ["ana", f"🤖 {levels[0]}", f"🤖 {levels[0]} 2", f"🤖 {levels[2]}"]
    assert all(len(name) <= 16 for name in names) and len(set(names)) == 4
    lobby = _lobby(table.thread).embeds[0].description
    assert all(name in lobby for name in names[1:])
    # ana hands her seat to a computer: the computers play the game out, every post drawn
    result = await ana.slash(table.thread, "alhambra table remove", player=ana,
                             computer="easy")
    assert result.ephemeral
    await simcord_env.settle()
    finished = await table.game()
    assert finished.status == "finished"
    public = [m for m in table.thread.history() if not m.flags.ephemeral]
    final = public[-1]
    assert {"glance.png", "overview.png", "scoring.png", "statistics.png"} <= {
        a.filename for a in final.attachments}
    for name in names[1:]:  # each computer by its whole name in the final scores
        assert f"{name}: **" in final.content
    # the replay's pictures: the start, a scoring, the end
    answer = await ana.click(final, label=text(lang, "replay-button"))
    message = answer.followups[-1] if answer.followups else answer.response
    for label in ("Scoring 2", "End"):
        message = (await ana.click(message, label=label)).response
        assert message.attachments, private_text(answer)
    assert drawn_here == []  # no picture cut a computer's name
