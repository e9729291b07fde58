"""Whose language a text is said in (see :mod:`i18n`): the tapping user's for private
things, the table's for public ones. A table's language is chosen when it is opened (the
``language`` option of ``/<kind> new``; by default the server's, else English) and kept in
its options; the host may change it (``/<kind> language``)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.command_names import named
from i18n import DEFAULT, LANGUAGES, language_of
from storage import GameSummary

#: The choices of a ``language`` option: each language in its own words, whichever language
#: the user's Discord speaks (``choice-language-<code>`` of the catalogues).
LANGUAGE_CHOICES = [app_commands.Choice(name=named(f"choice-language-{code}"), value=code)
                    for code in LANGUAGES]


def user_language(interaction: discord.Interaction) -> str:
    """The language of the user who tapped or typed (their Discord locale)."""
    return language_of(interaction.locale)


def server_language(interaction: discord.Interaction) -> str:
    """A new table's language when none is chosen: the server's, else English."""
    return language_of(interaction.guild_locale) if interaction.guild_id else DEFAULT


def table_language(game: GameSummary) -> str:
    """The language of a table's public posts, lobby, reminders and images."""
    chosen = game.options.get("language")
    return chosen if chosen in LANGUAGES else DEFAULT
