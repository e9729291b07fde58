"""Issue 36: texts that grow with the table stay within Discord's limits, end to end.

Six people whose display names are 32 characters (Discord's most, accents and an emoji
among them), every module that plays with the base game, a server and a channel with names
of 100 characters, and all three languages at once: the players' own Discord languages are
English, German and Hungarian (their panels and answers), and the host moves the table's
language (its posts) from English to German after the first scoring and to Hungarian after
the second. The game is played from ``/alhambra new`` to the final scores by taps on the
private panels (the generic driver of ``test_everything``), then everyone reads the log,
the records' history with the game's statistics and replay, and the leaderboard.

Every request the bot makes is held to Discord's limits by the conformance check that every
SimCord test runs under (``tests/bot/conformance.py``): the test fails on anything Discord
would refuse. What the test itself asserts is that the long names and the languages really
reached those payloads, and that nothing was cut where it could say less.

Time: one six-player game with every module, about a minute and a half on the 2-core machine
(pictures sampled as in ``test_everything``)."""

from __future__ import annotations

import pytest
import simcord.interactions

import engine.alhambra as engine_module
from bot.limits import THREAD_NAME
from engine.alhambra import everything
from i18n import text

from .driver import Table, components, making_games
from .test_everything import play, sampled_pictures, seeded
from .test_expansions_2_3 import all_posts

#: Six display names of 32 characters, Discord's most for a display name or a nickname.
NAMES = (
    "Anastasia Wolkenkratzer-Ölberg 🏰",
    "Bartholomäus Grünwald-Stöckleinn",
    "Csenge Kovácsné Szentgyörgyvárin",
    "Dorothea Maximiliane Zauberfeldt",
    "Előd Hajdúszoboszlói-Nagyváradii",
    "Friedrich Wilhelm von Hohenzolle",
)
#: Each player's Discord language (their panels and answers), in seat order.
LOCALES = ("en-US", "de", "hu", "de", "hu", "en-US")
SERVER = ("The Grand Alhambra Society of Boardgamers, Architects, Gardeners and Friends of "
          "Moorish Tile Artwork")
CHANNEL = ("alhambra-games-for-the-long-winter-evenings-with-six-players-every-expansion-and-"
           "all-the-promos-xxxx")
SEED = 7


@pytest.fixture
def locales(monkeypatch):
    """Each user's Discord language, as Discord sends it with every interaction."""
    chosen: dict[int, str] = {}
    build = simcord.interactions.base_payload

    def with_locales(backend, *, user_id, guild_id, **rest):
        record, payload = build(backend, user_id=user_id, guild_id=guild_id, **rest)
        payload["locale"] = chosen.get(user_id, "en-US")
        if guild_id is not None:
            payload["guild_locale"] = "en-US"
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", with_locales)
    return chosen


def _private(result) -> list:
    assert result.ephemeral
    return [m for m in (result.response, *result.followups) if m is not None]


def _words(messages) -> str:
    return "\n".join(m.content + " ".join(f"{e.title} {e.description} {e.footer.text} "
                                          + " ".join(f["value"] for f in e.to_dict().get(
                                              "fields", ())) for e in m.embeds)
                     for m in messages)


@pytest.mark.simcord(settle_timeout=60)
async def test_six_long_names_every_module_and_three_languages_stay_within_discords_limits(
        simcord_env, monkeypatch, locales, discord_limits):
    assert len(SERVER) == 100 and len(CHANNEL) == 100
    assert all(len(name) == 32 for name in NAMES)
    making_games(monkeypatch, seeded(engine_module.new_game, SEED))
    guild = simcord_env.create_guild(SERVER)
    channel = guild.create_text_channel(CHANNEL)
    members = [guild.add_member(simcord_env.create_user(f"player{n}", global_name=name),
                                nick=name) for n, name in enumerate(NAMES)]
    for member, locale in zip(members, LOCALES, strict=True):
        locales[member.id] = locale
    host = members[0]
    opened = await host.slash(channel, "alhambra new", modules="everything", max_players=6,
                              language="en", vizier_minutes=5)
    assert opened.ephemeral
    thread = channel.threads[-1]
    assert len(thread.name) <= THREAD_NAME and thread.name.startswith("Alhambra")
    lobby = thread.history()[0]
    for member in members[1:]:
        assert (await member.click(lobby, label=_join(locales[member.id]))).ephemeral
    assert (await host.click(thread.history()[0], label="Start")).ephemeral
    table = Table(simcord_env, guild, channel, thread, members)
    game = await table.game()
    assert [s.name for s in game.seats] == list(NAMES)
    assert list(game.state.options.modules) == everything()
    drawn = sampled_pictures(monkeypatch)

    languages = iter(("de", "hu"))
    said_in: list[str] = ["en"]

    async def between(game) -> None:
        """After each scoring the host moves the table to the next language."""
        if len(game.state.scorings) >= len(said_in):
            language = next(languages)
            result = await host.slash(thread, "alhambra table language", language=language)
            assert result.ephemeral
            said_in.append(language)

    players, _ = await play(simcord_env, table, SEED, between=between)
    game = await table.game()
    assert game.status == "finished" and len(game.state.scorings) == 3
    assert said_in == ["en", "de", "hu"]
    posts = all_posts(table)
    # the long names and the table's languages reached the public posts: the final scores
    # are Hungarian and name all six in full
    final = next(p for p in reversed(posts) if text("hu", "alhambra-final-heading") in p)
    assert all(name in final for name in NAMES), final
    assert not any(text("de", "alhambra-final-heading") in p for p in posts)
    print(f"\ntaps: {sum(players.tapped.values())}, posts: {len(posts)}, "
          f"longest post: {max(map(len, posts))} characters, pictures drawn: {dict(drawn)}")

    # every player reads the log, the history (with the game's statistics) and the board
    for member in members:
        log = _private(await member.slash(thread, "alhambra log"))
        assert len(log) == 1 and log[0].content.count("\n") >= 5
        history = _private(await member.slash(channel, "alhambra records history"))
        page = history[-1]
        assert any(NAMES[1] in e.description for e in page.embeds)
        menu = next(c for c in components(page) if c["type"] == 3)
        assert all(len(o["label"]) <= 100 for o in menu["options"])
        picked = _private(await member.select(page, [menu["options"][0]["value"]],
                                              custom_id=menu["custom_id"]))
        assert picked and picked[-1].attachments
    result = await host.slash(channel, "alhambra records leaderboard")
    board = result.followups[-1] if result.followups else result.response
    assert not board.ephemeral and all(name in _words([board]) for name in NAMES)
    # the conformance check read every post, panel, answer and suggestion on the way
    assert discord_limits.checked > sum(players.tapped.values()) + len(posts)


def _join(locale: str) -> str:
    """The lobby's Join button (the lobby speaks the table's language, English here)."""
    return "Join"
