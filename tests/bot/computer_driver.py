"""Seating computer players through the real bot: the lobby's "Add a computer" button, then
a level (used by the computer seat tests of both game kinds)."""

from __future__ import annotations

from .driver import Table

SEED = 21


def _lobby(thread):
    return thread.history()[0]  # the oldest message


async def _computer_menu(member, thread):
    result = await member.click(_lobby(thread), label="Add a computer")
    assert result.ephemeral
    return result.followups[-1] if result.followups else result.response


async def _seat_computer(member, thread, level: str):
    menu = await _computer_menu(member, thread)
    result = await member.click(menu, label=level)
    assert result.ephemeral
    return result


async def solo_table(env, monkeypatch, levels=("Easy", "Easy", "Easy"), *,
                     command: str = "alhambra new", **options) -> Table:
    """One person (ana) and a computer seat per level, started."""
    monkeypatch.setattr("storage.sql_lobby.secrets.randbits", lambda bits: SEED)
    guild = env.create_guild()
    channel = guild.create_text_channel("games")
    ana = guild.add_member(env.create_user("ana"))
    await ana.slash(channel, command, **options)
    thread = channel.threads[-1]
    for level in levels:
        await _seat_computer(ana, thread, level)
    result = await ana.click(_lobby(thread), label="Start")
    assert result.ephemeral
    return Table(env, guild, channel, thread, [ana])
