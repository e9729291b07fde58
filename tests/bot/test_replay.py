"""The replay of a finished game through the real bot (SimCord): the final scores carry a
"Watch the replay" button that answers any member of the server privately with a replay to
step through (issue 38: a picture of the game as it stood, buttons a turn back or on, to
the start, the end and each scoring, working after a restart) and, on request, an animated
GIF of the whole game; a game still running, a cancelled one, an unknown one, another
server's and a picture past the last (forged ids) are refused kindly, privately, and
nothing changes; a seat handed to a computer is its person until the computer moved."""

from __future__ import annotations

import io
import re

import pytest
from PIL import Image

from bot import create_bot
from bot.alhambra.stats import initial_state
from bot.tables.registry import kind_named
from bot.tables.replays import seat_names
from records.replay import alhambra_frames

from .computer_driver import solo_table
from .driver import Table, button_of, components, play_turn, private_text
from .wire import Tap, forged

BUTTON = "Watch the replay"

#: Computers play a whole game out within one settle; a busy shared machine needs longer
#: than the default 5 s for it.
pytestmark = pytest.mark.simcord(settle_timeout=60)


def _public(table: Table) -> list:
    return [m for m in table.thread.history() if not m.flags.ephemeral]


async def _computers_finish(table: Table, command: str) -> None:
    """The person hands her own seat to a computer: the computers play the game out."""
    [ana] = table.players
    result = await ana.slash(table.thread, f"{command} table remove", player=ana, computer="easy")
    assert result.ephemeral
    await table.env.settle()
    game = await table.game()
    assert game.status == "finished", game.status


def _gif_of(env, result) -> Image.Image:
    messages = [m for m in (result.response, *result.followups) if m is not None]
    assert messages and all(m.ephemeral for m in messages)
    files = [a for m in messages for a in m.attachments]
    assert [a.filename for a in files] == ["replay.gif"]
    data = env.backend.cdn.get(files[0].url)
    gif = Image.open(io.BytesIO(data))
    assert gif.format == "GIF"
    return gif


def _step(env, result):
    """The private replay message an answer or a tap left: (its message, the number of its
    picture, its words), the picture checked to be a PNG of the replay's width."""
    messages = [m for m in (result.response, *result.followups) if m is not None]
    assert messages and all(m.ephemeral for m in messages)
    message = messages[-1]
    [picture] = message.attachments
    found = re.fullmatch(r"replay-(\d+)\.png", picture.filename)
    assert found, picture.filename
    image = Image.open(io.BytesIO(env.backend.cdn.get(picture.url)))
    assert image.format == "PNG" and image.size[0] == 720
    return message, int(found[1]), message.content


def _labels(message) -> dict[str, bool]:
    """The buttons under a message: label -> whether it can be tapped."""
    return {c["label"]: not c.get("disabled", False) for c in components(message)}


async def test_the_final_scores_offer_a_replay_to_step_through_even_after_a_restart(
        simcord_env, monkeypatch, make_bot):
    table = await solo_table(simcord_env, monkeypatch, levels=("Easy",))
    [ana] = table.players
    game = await table.game()
    # a running game has no replay (forged: the button is not shown before the end)
    early = await forged(simcord_env, Tap(ana, _public(table)[-1], f"replay:{game.id}"))
    assert "still being played" in private_text(early)
    await _computers_finish(table, "alhambra")
    final = _public(table)[-1]
    assert "Final scores" in final.content
    assert button_of(final, BUTTON) is not None
    finished = await table.game()
    frames = alhambra_frames(initial_state(finished),
                             [(e.seat, e.action) for e in await table.store.action_log(game.id)])
    scorings = [i for i, f in enumerate(frames) if f.scoring]
    # a member who did not play may watch it too: the start, privately, with its buttons
    ben = table.guild.add_member(simcord_env.create_user("ben"))
    message, number, words = _step(simcord_env, await ben.click(final, label=BUTTON))
    assert number == 1 and words.startswith(f"The start · picture 1 of {len(frames)}")
    assert "a turn back or on, or straight to a scoring" in words
    assert _labels(message) == {"Start": False, "Back": False, "Next": True, "End": True,
                                "Scoring 1": True, "Scoring 2": True, "Scoring 3": True,
                                "GIF to share": True}
    # a turn on: the same private message shows the next picture
    shown, number, words = _step(simcord_env, await ben.click(message, label="Next"))
    assert shown.id == message.id and number == 2
    assert words.startswith(f"Turn 1 · picture 2 of {len(frames)}")
    # straight to the second scoring round
    shown, number, words = _step(simcord_env, await ben.click(shown, label="Scoring 2"))
    assert number == scorings[1] + 1
    assert words.startswith(f"Turn {frames[scorings[1]].turn} · ")
    assert _labels(shown)["Scoring 2"] is False and _labels(shown)["Back"] is True
    # the bot restarts (a new process): the buttons of the message go on working
    await simcord_env.restart_bot(make_bot())
    shown, number, words = _step(simcord_env, await ben.click(shown, label="Back"))
    assert shown.id == message.id and number == scorings[1]
    shown, number, words = _step(simcord_env, await ben.click(shown, label="End"))
    assert number == len(frames) and words.startswith("The final scores")
    assert _labels(shown)["Next"] is False and _labels(shown)["End"] is False
    # the whole game as a GIF to share, in a private message of its own
    result = await ben.click(shown, label="GIF to share")
    gif = _gif_of(simcord_env, result)
    assert "save it or pass it on" in private_text(result)
    assert gif.n_frames >= finished.state.flow.turn  # the start, a frame per turn, the end
    assert gif.size[0] == 720
    assert _public(table)[-1].id == final.id  # every answer was private: nothing posted


async def test_forged_replay_ids_are_refused_kindly(simcord_env, monkeypatch):
    table = await solo_table(simcord_env, monkeypatch, levels=("Easy",))
    await _computers_finish(table, "alhambra")
    game = await table.game()
    final = _public(table)[-1]
    # another server's member, with this game's number: told nothing of it
    other = simcord_env.create_guild("Elsewhere")
    eve = other.add_member(simcord_env.create_user("eve"))
    their_channel = other.create_text_channel("general")
    stranger = await forged(simcord_env, Tap(eve, final, f"replay:{game.id}",
                                             channel_id=their_channel.id))
    assert "no such finished game on this server" in private_text(stranger)
    assert not [a for m in (stranger.response, *stranger.followups) if m for a in m.attachments]
    # a number no game has
    [ana] = table.players
    unknown = await forged(simcord_env, Tap(ana, final, "replay:987654"))
    assert "no such finished game on this server" in private_text(unknown)
    # a picture past the game's last, and a step button forged onto the public final post
    message, _, words = _step(simcord_env, await ana.click(final, label=BUTTON))
    past = await forged(simcord_env, Tap(ana, message, f"replay:{game.id}:99999:next"))
    assert "not part of this game's replay" in private_text(past)
    assert simcord_env.backend.get_message(message.channel_id, message.id).content == words
    public = await forged(simcord_env, Tap(ana, final, f"replay:{game.id}:3:next"))
    assert "your own private replay only" in private_text(public)
    stored = simcord_env.backend.get_message(final.channel.id, final.id)
    assert stored.content == final.content and len(stored.attachments) == len(
        final.attachments)
    # another server's step and GIF buttons: told nothing of the game
    for custom_id in (f"replay:{game.id}:1:next", f"replay:{game.id}:gif"):
        told = await forged(simcord_env, Tap(eve, message, custom_id,
                                             channel_id=their_channel.id))
        assert "no such finished game on this server" in private_text(told)
    # nothing changed, nothing public was posted
    assert len(_public(table)) == len([m for m in table.thread.history()
                                       if not m.flags.ephemeral])
    assert (await table.game()).version == game.version


async def test_a_cancelled_game_has_no_replay(simcord_env, monkeypatch):
    table = await solo_table(simcord_env, monkeypatch, levels=("Easy",))
    [ana] = table.players
    game = await table.game()
    await ana.slash(table.thread, "alhambra table cancel")
    assert (await table.game()).status == "abandoned"
    refused = await forged(simcord_env, Tap(ana, _public(table)[-1], f"replay:{game.id}"))
    assert "cancelled" in private_text(refused)


async def test_a_roll_and_write_game_has_its_replay_even_after_a_restart(
        simcord_env, monkeypatch, bot_settings):
    table = await solo_table(simcord_env, monkeypatch, levels=("Easy",),
                             command="rollwrite new")
    await _computers_finish(table, "rollwrite")
    final = _public(table)[-1]
    assert "Final scores" in final.content
    [ana] = table.players
    rounds = (await table.game()).state.rounds
    message, number, words = _step(simcord_env, await ana.click(final, label=BUTTON))
    assert words.startswith(f"The start · picture 1 of {rounds + 1}")
    assert "a round back or on" in words and "Scoring 1" not in _labels(message)
    message, number, words = _step(simcord_env, await ana.click(message, label="Next"))
    assert words.startswith(f"Round 1 · picture 2 of {rounds + 1}")
    fresh = create_bot(bot_settings)  # a new process: the buttons are known by their ids
    try:
        await simcord_env.restart_bot(fresh)
        message, number, words = _step(simcord_env, await ana.click(message, label="Next"))
        assert number == 3 and words.startswith("Round 2 · ")
        gif = _gif_of(simcord_env, await ana.click(message, label="GIF to share"))
        assert gif.n_frames == rounds + 1  # the start and every round
    finally:
        await simcord_env.settle()
        if fresh.store is not None:
            await fresh.store.close()


async def test_a_seat_handed_to_a_computer_is_its_person_until_the_computer_moved(
        simcord_env, monkeypatch):
    """RP9: the replay names ana as herself until the computer took her seat over."""
    table = await solo_table(simcord_env, monkeypatch, levels=("Easy",))
    for _ in range(3):
        await play_turn(table)
    took = (await table.game()).version
    await _computers_finish(table, "alhambra")
    game = await table.game()
    assert game.messages["took_over:0"] == took
    kind = kind_named("alhambra")
    entries = await table.store.action_log(game.id)
    names = seat_names(kind, game, entries)
    assert names.first == ("ana", "🤖 Easy")
    assert names.changes == ((took + 1, 0, "🤖 ana"),)
    assert {e.user_id for e in entries[:took] if e.seat == 0} == {table.players[0].id}
    assert {e.user_id for e in entries[took:]} == {None}
    frames = alhambra_frames(initial_state(game), [(e.seat, e.action) for e in entries])
    before = [f for f in frames if f.moves <= took]
    after = [f for f in frames if f.moves > took]
    assert {names.at(f.moves)[0] for f in before} == {"ana"}
    assert {names.at(f.moves)[0] for f in after} == {"🤖 ana"}
    # the picture the bot draws for a step of each: as the replay shows it
    picture = await kind.replay_picture(table.store, game, "en", step=len(before) - 1)
    assert picture.kwargs["names"] == names
