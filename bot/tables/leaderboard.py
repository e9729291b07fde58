"""``/<kind> records leaderboard``: this server's board for the kind, best rating first.

RB2: the board is public, posted in the channel it was asked in: it is the server's shared
record that players compare themselves by, so everybody reading the channel sees it. It
pings nobody (no mentions at all: names are written, never ``<@id>``). It speaks the
server's language (RB5: a public message belongs to the server, as a table's posts speak the
table's), else English. An empty board says so, as publicly as a board would be.

Each player is two short lines (phone): place, name and rating; then games, wins and average
place. Computers are rated too (one rating per level) and marked 🤖, so a person can see how
they compare.
"""

from __future__ import annotations

import discord

from bot.limits import EMBED_DESCRIPTION
from i18n import text

from .history import QUIET, server_of
from .kind import TableKind
from .records_words import standing_lines
from .speech import server_language

#: The most players a board shows (two lines each).
MOST_PLAYERS = 20


async def show_leaderboard(interaction: discord.Interaction, kind: TableKind) -> None:
    guild_id = server_of(interaction)
    lang = server_language(interaction)
    if not interaction.response.is_done():  # public, before the store is asked
        await interaction.response.defer(thinking=True)
    standings = await interaction.client.store.leaderboard(guild_id, kind.name,
                                                           limit=MOST_PLAYERS)
    if not standings:
        await interaction.followup.send(text(lang, "records-board-empty"),
                                        allowed_mentions=QUIET)
        return
    lines = [standing_lines(n, s, lang) for n, s in enumerate(standings, 1)]
    while len("\n".join(lines)) > EMBED_DESCRIPTION:  # the last players give way
        lines.pop()
    embed = discord.Embed(
        title=text(lang, "records-board-title", game=text(lang, f"game-title-{kind.name}")),
        description="\n".join(lines), colour=kind.colour)
    embed.set_footer(text=text(lang, "records-board-foot"))
    await interaction.followup.send(embed=embed, allowed_mentions=QUIET)
