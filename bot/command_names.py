"""Slash commands in every language: their names and descriptions come from the catalogues
(``commands.ftl``), and discord.py's command translator hands Discord the German and
Hungarian ones, so each user sees the commands in their Discord language."""

from __future__ import annotations

from collections.abc import Iterable

from discord import app_commands

from i18n import DEFAULT, has_text, language_of, text


def named(message_id: str) -> app_commands.locale_str:
    """The name of a command, option or choice: English, and the id to translate it by."""
    return app_commands.locale_str(text(DEFAULT, message_id), id=message_id)


def described(message_id: str) -> app_commands.locale_str:
    """The description of a command or option (the message's ``.description``)."""
    return named(f"{message_id}.description")


def command(message_id: str, callback) -> app_commands.Command:
    """A slash command named and described by the message ``message_id``."""
    return app_commands.Command(name=named(message_id), description=described(message_id),
                                callback=callback)


def name_options(callback, prefix: str, options: Iterable[str]) -> None:
    """Each option ``o`` of ``callback`` named and described by the message
    ``<prefix>-<o>``."""
    options = list(options)
    app_commands.describe(**{o: described(f"{prefix}-{o}") for o in options})(callback)
    app_commands.rename(**{o: named(f"{prefix}-{o}") for o in options})(callback)


class CatalogueTranslator(app_commands.Translator):
    """Names and descriptions made with :func:`named` and :func:`described`, in the
    catalogue of the locale's language; None (Discord shows the English) for English and
    for the languages the bot does not speak."""

    async def translate(self, string: app_commands.locale_str, locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        message_id = string.extras.get("id")
        language = language_of(locale)
        if message_id is None or language == DEFAULT or not has_text(language, message_id):
            return None
        return text(language, message_id)
