"""``/<kind> records history [player]``: this server's finished games of the kind, newest first,
a few to a page with ◀ ▶ buttons, and a menu "statistics and replay" of the page's games.

RB2: the history is private (ephemeral): it is looked up to answer one person's question,
often while a game's thread is busy, and paging through it must not push the table's turn
posts away or edit a message everybody reads. (The leaderboard is public, see
:mod:`bot.tables.leaderboard`.)

RB3, privacy: a page is always of the server the interaction comes from: the buttons' custom
ids carry the page and the player only (never a server or a game), so a forged button shows
the forger their own server's games. Only finished games are listed (the store's history
holds no running or cancelled game). A game picked in the menu is looked up by its id,
which a modified client can forge: it is shown only when it is a finished game of this kind
of the asking server, else refused kindly. A paging button edits the message it is on, so
it works only on a private message (a forged one on a public post edits nothing).

RB4: :data:`PER_PAGE` = 5 games a page: a game is up to seven short lines, so a page fits a
phone screen and the menu lists every game of the page.
"""

from __future__ import annotations

import re

import discord

from bot.limits import EMBED_DESCRIPTION, fit
from i18n import text

from .components import TableButton, TableSelect
from .guard import Refusal, defer, panel_tap_allowed
from .kind import TableKind, embeds_of, files_of
from .picks import number
from .records_words import game_entry, game_label, when
from .replays import replay_button
from .speech import user_language

#: The custom id's ``what`` of the ◀ ▶ buttons and of the menu.
HISTORY, RECORDS = "history", "records"
PER_PAGE = 5
#: A game's rules in a page that would not fit with them in full (Discord's embed
#: description holds 4,096 characters).
RULES_ROOM = 120
_ARG = re.compile(r"([0-9]{1,6})-([0-9]{1,20})", re.ASCII)
QUIET = discord.AllowedMentions.none()


def server_of(interaction: discord.Interaction) -> int:
    """The server asking (history and boards belong to a server, never to a DM)."""
    if interaction.guild_id is None:
        raise Refusal("records-server-only")
    return interaction.guild_id


def page_arg(page: int, user_id: int | None) -> str:
    return f"{page}-{user_id or 0}"


def read_arg(arg: str | None) -> tuple[int, int | None] | None:
    found = _ARG.fullmatch(arg or "")
    if found is None:
        return None
    return int(found[1]), int(found[2]) or None


def _page_text(kind: TableKind, games, player: str | None, lang: str) -> str:
    """The games of a page, each with its rules in full while the page fits in an embed's
    description; else each game's rules shortened (RB4: six long names and every module)."""
    heading = [text(lang, "records-history-of", player=player)] if player else []
    for room in (None, RULES_ROOM):
        words = "\n\n".join(heading + [game_entry(kind, g, lang, room) for g in games])
        if len(words) <= EMBED_DESCRIPTION:
            return words
    return fit(words, EMBED_DESCRIPTION)


async def history_message(store, kind: TableKind, guild_id: int, user_id: int | None,
                          page: int, lang: str) -> tuple[discord.Embed, discord.ui.View]:
    """Page ``page`` of the history (the last one when it is past the end)."""
    found = await store.finished_games(guild_id, kind.name, user_id=user_id, page=page,
                                       per_page=PER_PAGE)
    if not found.games and found.total:
        found = await store.finished_games(guild_id, kind.name, user_id=user_id,
                                           page=found.pages - 1, per_page=PER_PAGE)
    game = text(lang, f"game-title-{kind.name}")
    embed = discord.Embed(title=text(lang, "records-history-title", game=game),
                          colour=kind.colour)
    view = discord.ui.View(timeout=None)
    player = f"<@{user_id}>" if user_id else None
    if not found.games:
        embed.description = text(lang, "records-history-empty-player", player=player) \
            if player else text(lang, "records-history-empty")
        return embed, view
    embed.description = _page_text(kind, found.games, player, lang)
    embed.set_footer(text=text(lang, "records-page", page=found.page + 1, pages=found.pages,
                               total=found.total))
    if found.pages > 1:
        for label, target in (("records-newer", found.page - 1),
                              ("records-older", found.page + 1)):
            button = TableButton(kind.button_prefix, 0, 0, HISTORY,
                                 page_arg(max(target, 0), user_id), label=text(lang, label),
                                 style=discord.ButtonStyle.secondary, row=0)
            button.item.disabled = not 0 <= target < found.pages
            view.add_item(button)
    menu = TableSelect(kind.select_prefix, 0, 0, RECORDS)
    menu.item.placeholder = text(lang, "records-pick")
    menu.item.row = 1
    for g in found.games:
        menu.item.add_option(label=game_label(g, lang), value=str(g.id))
    view.add_item(menu)
    return embed, view


async def show_history(interaction: discord.Interaction, kind: TableKind,
                       player: discord.abc.User | None) -> None:
    """``/<kind> history``: the first page, privately."""
    guild_id = server_of(interaction)
    await defer(interaction)
    embed, view = await history_message(interaction.client.store, kind, guild_id,
                                        player.id if player else None, 0,
                                        user_language(interaction))
    await interaction.followup.send(embed=embed, view=view, ephemeral=True,
                                    allowed_mentions=QUIET)
    view.stop()  # its items are found again by their custom ids (DynamicItems)


async def on_history_button(interaction: discord.Interaction, kind: TableKind,
                            arg: str | None) -> None:
    """◀ or ▶: the same private message shows the other page."""
    guild_id = server_of(interaction)
    wanted = read_arg(arg)
    if wanted is None:
        raise Refusal("records-old-button")
    if not panel_tap_allowed(interaction):  # before deferring: never edit a public message
        raise Refusal("records-private-only")
    await defer(interaction, update=True)
    page, user_id = wanted
    embed, view = await history_message(interaction.client.store, kind, guild_id, user_id,
                                        page, user_language(interaction))
    await interaction.edit_original_response(embed=embed, view=view, allowed_mentions=QUIET)
    view.stop()


async def on_records_select(interaction: discord.Interaction, kind: TableKind,
                            values: list) -> None:
    """A game picked in the menu: its statistics and its replay button, privately."""
    guild_id = server_of(interaction)
    await defer(interaction)
    lang = user_language(interaction)
    store = interaction.client.store
    game_id = number(values[0]) if len(values) == 1 else None
    finished = await store.finished_game(game_id) if game_id is not None else None
    if finished is None or finished.guild_id != guild_id or finished.kind != kind.name:
        raise Refusal("records-not-here")
    game = await store.load_game(finished.id)
    pictures = await kind.statistics_pictures(store, game, lang)
    words = text(lang, "records-stats-title", date=when(finished.finished_at))
    if not pictures:
        words += "\n" + text(lang, "records-stats-none")
    view = discord.ui.View(timeout=None)
    view.add_item(replay_button(finished.id, lang))
    await interaction.followup.send(words, files=await files_of(pictures),
                                    embeds=embeds_of(pictures), view=view, ephemeral=True,
                                    allowed_mentions=QUIET)
    view.stop()
