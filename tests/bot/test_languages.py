"""Issue 13: private things speak the language of the user who tapped, public things the
table's; a table's language is the server's by default, chosen at ``/alhambra new`` and
changed by the host with ``/alhambra table language``.

SimCord gives every interaction the locale ``en-US``; :func:`locales` sets each user's (and
each server's) as Discord would, by wrapping the simulator's payload builder."""

from __future__ import annotations

import pytest
import simcord.interactions
from simcord.results import to_discord_message

from engine.alhambra import view
from i18n import text
from rendering import render_hand, render_overview

from .driver import PANEL, button_of


@pytest.fixture
def locales(monkeypatch):
    """``locales[user_id] = "de"`` (a user's Discord language), ``locales[guild_id] = "hu"``
    (a server's); everyone else is ``en-US``."""
    chosen: dict[int, str] = {}
    build = simcord.interactions.base_payload

    def with_locales(backend, *, user_id, guild_id, **rest):
        record, payload = build(backend, user_id=user_id, guild_id=guild_id, **rest)
        payload["locale"] = chosen.get(user_id, "en-US")
        if guild_id is not None:
            payload["guild_locale"] = chosen.get(guild_id, "en-US")
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locales)
    return chosen


def picture(env, message, filename: str) -> bytes:
    """The bytes of an attachment as the simulated Discord stored them."""
    attachment = next(a for a in message.attachments if a.filename == filename)
    return env.backend.cdn.get(attachment.url)


def lobby_of(thread):
    return thread.history()[0]


def turn_post(env, thread, label: str = PANEL):
    """The newest public message with a button ``label`` (the panel button)."""
    stored = env.backend.messages.get(thread.id, {})
    for message in sorted(stored.values(), key=lambda m: m.id, reverse=True):
        if message.visible_to(None) and any(
                c.get("label") == label for row in message.components
                for c in row.get("components", [])):
            return to_discord_message(env, message)
    raise AssertionError(f"no public message with a {label!r} button")


async def open_lobby(env, locales, names, server="en-US", **options):
    guild = env.create_guild()
    locales[guild.id] = server
    channel = guild.create_text_channel("games")
    members = [guild.add_member(env.create_user(name)) for name in names]
    result = await members[0].slash(channel, "alhambra new", **options)
    assert result.ephemeral
    return guild, channel, channel.threads[-1], members, result


async def test_at_an_english_table_each_player_is_answered_in_their_own_language(
        simcord_env, locales):
    guild, channel, thread, (ana, dora, hanna), _ = await open_lobby(
        simcord_env, locales, ["ana", "dora", "hanna"])
    locales[dora.id], locales[hanna.id] = "de", "hu"
    lobby = lobby_of(thread)
    assert lobby.embeds[0].title.endswith("table #1")
    assert [button_of(lobby, label) is not None for label in ("Join", "Leave", "Start")] == \
        [True, True, True]
    joined = await dora.click(lobby, label="Join")
    assert joined.response.content == "Du spielst an diesem Tisch mit."
    again = await dora.click(lobby_of(thread), label="Join")
    assert again.response.content == "Du hast schon einen Platz an diesem Tisch."
    joined = await hanna.click(lobby_of(thread), label="Join")
    assert joined.response.content == "Beszálltál a játékba."
    early = await hanna.click(lobby_of(thread), label="Start")
    assert early.response.content == "Csak a házigazda indíthatja a játékot."
    started = await ana.click(lobby_of(thread), label="Start")
    assert started.response.content == "The game has started!"
    # the public post stays English whoever reads it
    turn = turn_post(simcord_env, thread)
    game = await simcord_env.bot.store.game_by_thread(thread.id)
    public = view(game.state, None)
    assert picture(simcord_env, turn, "overview.png") == render_overview(public, recent=[],
                                                                         lang="en")
    for member, lang in ((dora, "de"), (hanna, "hu"), (ana, "en")):
        panel = (await member.click(turn, label=PANEL)).response
        seat = game.seat_of(member.id)
        name = game.state.players[seat].name
        assert panel.embeds[0].title == text(lang, "alhambra-panel-title", name=name)
        assert panel.embeds[0].footer.text == text(lang, "alhambra-panel-footer",
                                                   table=str(game.id), move=str(game.version))
        assert picture(simcord_env, panel, "hand.png") == render_hand(view(game.state, seat),
                                                                      lang=lang)
    eve = guild.add_member(simcord_env.create_user("eve"))
    locales[eve.id] = "de"
    looked = await eve.click(turn, label=PANEL)
    assert looked.response.content == ("Du spielst in diesem Spiel nicht mit; alles "
                                       "Öffentliche steht in diesem Thread.")


async def test_a_german_server_opens_german_tables(simcord_env, locales):
    guild, channel, thread, (ana, ben), opened = await open_lobby(
        simcord_env, locales, ["ana", "ben"], server="de")
    assert opened.response.content.startswith("Your table is open in")  # ana's own: English
    lobby = lobby_of(thread)
    assert lobby.embeds[0].title.endswith("Tisch #1")
    assert "Tippe auf **Mitspielen**" in lobby.embeds[0].description
    await ben.click(lobby, label="Mitspielen")
    await ana.click(lobby_of(thread), label="Starten")
    game = await simcord_env.bot.store.game_by_thread(thread.id)
    assert game.options["language"] == "de" and game.status == "running"
    turn = turn_post(simcord_env, thread, "Mein Panel")
    assert picture(simcord_env, turn, "overview.png") == render_overview(
        view(game.state, None), recent=[], lang="de")
    assert text("de", "alhambra-start-heading") in turn.content
    assert text("en", "alhambra-start-heading") not in turn.content


async def test_the_table_language_chosen_at_new_wins_over_the_server(simcord_env, locales):
    _, _, thread, _, _ = await open_lobby(simcord_env, locales, ["ana"], server="de",
                                          language="hu")
    assert lobby_of(thread).embeds[0].title.endswith("1. asztal")
    assert button_of(lobby_of(thread), "Beszállok") is not None


async def test_the_host_changes_the_table_language_and_others_may_not(simcord_env, locales):
    guild, channel, thread, (ana, ben), _ = await open_lobby(
        simcord_env, locales, ["ana", "ben"])
    locales[ben.id] = "hu"
    await ben.click(lobby_of(thread), label="Join")
    refused = await ben.slash(thread, "alhambra table language", language="de")
    assert refused.response.content.startswith("Csak a házigazda")
    assert button_of(lobby_of(thread), "Join") is not None
    changed = await ana.slash(thread, "alhambra table language", language="de")
    assert changed.ephemeral
    assert changed.response.content.startswith("This table now speaks Deutsch.")
    assert button_of(lobby_of(thread), "Mitspielen") is not None
    assert thread.history()[-1].content == f"{ana.mention} hat die Sprache dieses Tisches auf " \
                                           "Deutsch gestellt."
    same = await ana.slash(thread, "alhambra table language", language="de")
    assert same.response.content == "This table already speaks Deutsch."
