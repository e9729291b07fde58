"""A server's finished games and its leaderboard (issue 29), through the real bot (SimCord):
games are finished (a person playing to the end, persons handing their seat to a computer
that plays on), then ``/alhambra records history`` and ``leaderboard`` (and Roll & Write's)
are read: newest first, paged, filtered to a player, linked to the thread; another server
sees none of it; forged ids are refused; the menu answers with the kind's statistics and
the replay button.

Whole games are slow, so one module-scoped bot plays them all once (:func:`played`) and the
tests only read; a test that needs something else builds it on its own server.
"""

from __future__ import annotations

import io
import re
from dataclasses import dataclass

import pytest
import pytest_asyncio
from PIL import Image
from simcord import Env

from bot import BotSettings, create_bot
from bot.alhambra.kind import AlhambraKind
from bot.tables import Picture

from .computer_driver import SEED, _lobby, _seat_computer
from .driver import Table, components, play_to_the_end, play_turn, private_text
from .test_languages import locales  # noqa: F401 (a fixture)
from .wire import Tap, forged

pytestmark = pytest.mark.asyncio(loop_scope="module")

HISTORY, BOARD = "alhambra records history", "alhambra records leaderboard"


@dataclass
class Played:
    env: Env
    home: object     # the server the games below were played in
    away: object     # another server, with one game of its own
    ana: object
    ben: object
    cem: object
    dan: object      # of the other server
    won: Table       # ana against an easy computer, to the end
    handed: Table    # ben handed his seat to a medium computer at once
    running: Table   # cem against a computer, still running
    rollwrite: Table
    other: Table     # dan's game in the other server

    @property
    def store(self):
        return self.env.bot.store


async def _table(env, guild, member, levels, command="alhambra new") -> Table:
    channel = guild.channels.get("games") or guild.create_text_channel("games")
    await member.slash(channel, command)
    thread = channel.threads[-1]
    for level in levels:
        await _seat_computer(member, thread, level)
    assert (await member.click(_lobby(thread), label="Start")).ephemeral
    return Table(env, guild, channel, thread, [member])


async def _handed_over(env, table: Table, command: str) -> Table:
    """The table's only person hands the seat to a computer, which plays to the end."""
    member = table.players[0]
    result = await member.slash(table.thread, command, player=member, computer="easy")
    assert "From now on" in private_text(result)
    await env.settle()
    assert (await table.game()).status == "finished"
    return table


@pytest_asyncio.fixture(scope="module", loop_scope="module")
async def played(tmp_path_factory):
    settings = BotSettings(_env_file=None, database_url=None, discord_token=None,
                           database_path=tmp_path_factory.mktemp("records") / "games.sqlite3",
                           database_synchronous="NORMAL")
    bot = create_bot(settings)
    env = Env(bot, settle_timeout=120)  # a whole game played by computers in one settle
    await env.start()
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: SEED)
        home, away = env.create_guild(), env.create_guild()
        ana, ben, cem = (home.add_member(env.create_user(n)) for n in ("ana", "ben", "cem"))
        dan = away.add_member(env.create_user("dan"))
        won = await _table(env, home, ana, ("Easy",))
        await play_to_the_end(won, turn=play_turn)
        handed = await _handed_over(env, await _table(env, home, ben, ("Medium",)),
                                    "alhambra table remove")
        running = await _table(env, home, cem, ("Easy",))
        rollwrite = await _handed_over(
            env, await _table(env, home, ana, ("Easy",), "rollwrite new"), "rollwrite table remove")
        other = await _handed_over(env, await _table(env, away, dan, ("Easy",)),
                                   "alhambra table remove")
    try:
        yield Played(env, home, away, ana, ben, cem, dan, won, handed, running, rollwrite,
                     other)
    finally:
        await env.shutdown()
        await bot.store.close()
        if env.check_errors:  # as SimCord's own fixture: the bot's unhandled errors fail
            env._raise_errors_since(env._errors_acknowledged)


def _answer(result):
    """The private message a command answered with (its last one)."""
    assert result.ephemeral
    return result.followups[-1] if result.followups else result.response


def _words(message) -> str:
    return message.content + " ".join(
        f"{e.title} {e.description} {e.footer.text}" for e in message.embeds)


def _button(message, label: str) -> dict:
    return next(c for c in components(message) if c.get("label") == label)


def _menu(message) -> dict:
    return next(c for c in components(message) if c["type"] == 3)


async def test_history_lists_this_servers_finished_games_newest_first(played):
    result = await played.cem.slash(played.home.channels['games'], HISTORY)
    page = _answer(result)
    words = _words(page)
    won, handed = await played.won.game(), await played.handed.game()
    # the two finished Alhambra games, newest first, each linked to its thread
    assert words.index(f"<#{handed.thread_id}>") < words.index(f"<#{won.thread_id}>")
    assert f"<#{played.running.thread.id}>" not in words  # still running
    assert f"<#{played.rollwrite.thread.id}>" not in words  # another game kind
    assert f"<#{played.other.thread.id}>" not in words  # another server
    assert "Page 1 of 1 · 2 games" in words
    # the date as a Discord timestamp, the rule modules, places and scores
    assert re.search(r"<t:\d+:d>", words) and "The base game" in words
    results = (await played.store.finished_game(won.id)).results
    for r in results:
        assert f"{r.name} · {r.score}" in words
    assert "🥇" in words and "🤖 Easy" in words
    # ben handed his seat over: shown as ben, plainly, the computer's part said, and the
    # places the leaderboard counted (ben last: he left) under his game (RB6)
    assert "ben (left, a computer played on)" in words
    assert "On the leaderboard whoever left counts last: 1. 🤖 Medium, 2. ben" in words
    assert words.count("On the leaderboard") == 1  # nobody left ana's game
    # the menu offers the page's games only
    assert {o["value"] for o in _menu(page)["options"]} == {str(won.id), str(handed.id)}


async def test_history_pages_with_buttons_on_the_private_message(played, monkeypatch):
    monkeypatch.setattr("bot.tables.history.PER_PAGE", 1)
    page = _answer(await played.cem.slash(played.home.channels['games'], HISTORY))
    handed, won = await played.handed.game(), await played.won.game()
    assert f"<#{handed.thread_id}>" in _words(page) and "Page 1 of 2" in _words(page)
    assert _button(page, "◀ Newer").get("disabled") is True
    older = await played.cem.click(page, label="Older ▶")
    shown = older.response
    assert shown.id == page.id and shown.ephemeral  # the same private message, edited
    assert f"<#{won.thread_id}>" in _words(shown) and f"<#{handed.thread_id}>" not in \
        _words(shown)
    assert "Page 2 of 2" in _words(shown)
    assert _button(shown, "Older ▶").get("disabled") is True
    assert [o["value"] for o in _menu(shown)["options"]] == [str(won.id)]
    newer = await played.cem.click(shown, label="◀ Newer")
    assert f"<#{handed.thread_id}>" in _words(newer.response)


async def test_history_filtered_to_a_player(played):
    channel = played.home.channels['games']
    page = _answer(await played.cem.slash(channel, HISTORY, player=played.ana))
    words = _words(page)
    assert f"<@{played.ana.id}>" in words  # "Only the games of ana"
    assert f"<#{played.won.thread.id}>" in words
    assert f"<#{played.handed.thread.id}>" not in words
    assert "1 game" in words
    empty = _answer(await played.ana.slash(channel, HISTORY, player=played.cem))
    assert "has no finished games here yet" in _words(empty)
    assert not components(empty)


async def test_another_server_sees_only_its_own_games(played):
    page = _answer(await played.dan.slash(played.away.channels['games'], HISTORY))
    words = _words(page)
    assert f"<#{played.other.thread.id}>" in words
    for table in (played.won, played.handed, played.rollwrite):
        assert f"<#{table.thread.id}>" not in words
    assert "1 game" in words
    board = await played.dan.slash(played.away.channels['games'], BOARD)
    assert "ana" not in _words(board.followups[-1] if board.followups else board.response)
    # a server without finished games says so
    empty = played.env.create_guild()
    eve = empty.add_member(played.env.create_user("eve"))
    channel = empty.create_text_channel("games")
    assert "No finished games here yet" in _words(_answer(await eve.slash(channel, HISTORY)))
    said = await eve.slash(channel, BOARD)
    assert "No finished games here yet" in _words(said.followups[-1] if said.followups
                                                   else said.response)


async def test_the_leaderboard_is_public_best_first_computers_marked_nobody_pinged(played):
    channel = played.home.channels['games']
    result = await played.cem.slash(channel, BOARD)
    board = result.followups[-1] if result.followups else result.response
    assert not board.ephemeral  # posted for the channel
    words = _words(board)
    assert "Alhambra: leaderboard" in words
    stored = played.env.backend.get_message(board.channel_id, board.id)
    assert stored.mention_user_ids == [] and "<@" not in words
    # ana's game: its winner above its loser
    results = (await played.store.finished_game((await played.won.game()).id)).results
    winner, loser = results[0], results[-1]
    assert winner.place < loser.place
    name = {r: "🤖 Easy" if r.computer else r.name for r in (winner, loser)}
    assert words.index(name[winner]) < words.index(name[loser])
    assert "🤖 Medium" in words  # the computer that played for ben
    # RB6: ben's one game is one he left; the computer's one win is over a leaver
    lines = board.embeds[0].description.split("\n")
    ben = lines[next(i for i, line in enumerate(lines) if "ben**" in line) + 1]
    assert ben == "1 game · 0 wins · average place 2.0 · left 1 game"
    medium = lines[next(i for i, line in enumerate(lines) if "🤖 Medium**" in line) + 1]
    assert medium == ("1 game · 1 win · average place 1.0 · 1 game with a player who left"
                      " (counted last)")
    assert "games" in words or "game" in words
    assert re.search(r"\*\*1\. .+\*\* · \d+\n", words)


async def test_roll_and_write_has_its_own_history_and_board(played):
    channel = played.home.channels['games']
    page = _answer(await played.ben.slash(channel, "rollwrite records history"))
    words = _words(page)
    assert "Alhambra Roll & Write: finished games" in words
    assert f"<#{played.rollwrite.thread.id}>" in words
    assert f"<#{played.won.thread.id}>" not in words
    assert "ana (left, a computer played on)" in words
    result = await played.ben.slash(channel, "rollwrite records leaderboard")
    board = result.followups[-1] if result.followups else result.response
    assert "Alhambra Roll & Write: leaderboard" in _words(board)
    assert "🤖 Easy" in _words(board)


async def test_forged_ids_are_refused_kindly_and_show_nothing(played):
    channel = played.away.channels['games']
    page = _answer(await played.dan.slash(channel, HISTORY))
    menu = _menu(page)["custom_id"]
    won, running = await played.won.game(), await played.running.game()
    for value in (str(won.id), str(running.id), str(played.rollwrite.thread.id), "x", "0"):
        told = await forged(played.env, Tap(played.dan, page, menu, values=[value]))
        words = private_text(told)
        assert "not one of this server's finished games" in words, value
        assert not any(m.attachments for m in (told.response, *told.followups) if m)
    # a game of the other kind through this kind's menu
    rollwrite = await played.rollwrite.game()
    home_page = _answer(await played.cem.slash(played.home.channels['games'], HISTORY))
    told = await forged(played.env, Tap(played.cem, home_page, _menu(home_page)["custom_id"],
                                        values=[str(rollwrite.id)]))
    assert "not one of this server's finished games" in private_text(told)
    # a paging button forged onto a public message edits nothing
    public = played.other.thread.history()[-1]
    stored = played.env.backend.get_message(public.channel.id, public.id)
    before = (stored.content, list(stored.embeds))
    told = await forged(played.env, Tap(played.dan, public, "alh:0:0:history:1-0"))
    assert "private history only" in private_text(told)
    after = played.env.backend.get_message(public.channel.id, public.id)
    assert (after.content, after.embeds) == before
    # a paging button naming another server's player shows this server's games only
    told = await forged(played.env, Tap(played.dan, page, f"alh:0:0:history:0-{played.ana.id}"))
    assert f"<#{played.won.thread.id}>" not in _words(told.response)


async def test_the_menu_answers_with_the_kinds_statistics_and_the_replay_button(
        played, monkeypatch):
    asked = []

    async def statistics(self, store, game, lang):
        asked.append((game.id, game.status, lang))
        return [Picture(_png, filename="statistics.png")]

    monkeypatch.setattr(AlhambraKind, "statistics_pictures", statistics)
    page = _answer(await played.cem.slash(played.home.channels['games'], HISTORY))
    won = await played.won.game()
    result = await played.cem.select(page, [str(won.id)], custom_id=_menu(page)["custom_id"])
    answer = _answer(result)
    assert asked == [(won.id, "finished", "en")]
    assert [a.filename for a in answer.attachments] == ["statistics.png"]
    assert any(c.get("label") == "Watch the replay" for c in components(answer))
    # the replay button is there for anyone of the server to tap (answered privately)
    tapped = await played.cem.click(answer, label="Watch the replay")
    assert tapped.ephemeral


def _png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (4, 4)).save(out, format="PNG")
    return out.getvalue()


async def test_history_speaks_the_readers_language_and_the_board_the_servers(
        played, locales):  # noqa: F811
    locales[played.cem.id] = "hu"
    locales[played.home.id] = "de"
    channel = played.home.channels["games"]
    page = _answer(await played.cem.slash(channel, HISTORY))
    words = _words(page)
    assert "Alhambra: befejezett játékok" in words and "Az alapjáték" in words
    assert "ben (kilépett, gép játszott helyette tovább)" in words
    assert "Oldal: 1 / 1" in words
    assert _menu(page)["placeholder"] == "Egy játék statisztikája és visszajátszása…"
    result = await played.cem.slash(channel, BOARD)
    board = result.followups[-1] if result.followups else result.response
    words = _words(board)
    assert "Alhambra: Rangliste" in words and "🤖 Leicht" in words
    assert "1 Spiel verlassen" in words  # ben's
    assert "1 Spiel · 1 Sieg · Platz im Schnitt 1,0" in words
