"""The replay of a finished game through the real bot (SimCord): the final scores carry a
"Watch the replay" button that answers any member of the server privately with an
animated GIF of the whole game; a game still running, a cancelled one, an unknown one and
another server's (forged ids) are refused kindly, privately, and nothing changes."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from bot import create_bot

from .computer_driver import solo_table
from .driver import Table, button_of, private_text
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


async def test_the_final_scores_offer_the_replay_to_any_member(simcord_env, monkeypatch):
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
    # a member who did not play may watch it too
    ben = table.guild.add_member(simcord_env.create_user("ben"))
    result = await ben.click(final, label=BUTTON)
    gif = _gif_of(simcord_env, result)
    assert "from the start to the final scores" in private_text(result)
    finished = await table.game()
    turns = finished.state.flow.turn
    assert gif.n_frames >= turns  # the start, a frame per turn, the end
    assert gif.size[0] == 720
    assert _public(table)[-1].id == final.id  # the answer was private: nothing posted


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
    fresh = create_bot(bot_settings)  # a new process: the button is known by its id only
    try:
        await simcord_env.restart_bot(fresh)
        result = await ana.click(final, label=BUTTON)
        gif = _gif_of(simcord_env, result)
        assert gif.n_frames == rounds + 1  # the start and every round
    finally:
        await simcord_env.settle()
        if fresh.store is not None:
            await fresh.store.close()
