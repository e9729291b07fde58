"""``/rollwrite new`` and its options: the mode, solo opponents, the round timer, reminders,
the table's language."""

from __future__ import annotations

from collections.abc import Callable

import discord
from discord import app_commands

from bot.command_names import command, name_options, named
from bot.tables.guard import guarded
from bot.tables.speech import LANGUAGE_CHOICES
from i18n import text

MAX_PLAYERS = 5


def _hours(value, lang: str) -> str:
    """'1 hour', '2.5 hours' (a whole number of hours is said as one, for the plural)."""
    value = float(value)
    return text(lang, "rollwrite-hours", hours=int(value) if value.is_integer() else value)


def rules_summary(options: dict, lang: str) -> str:
    """The mode a game was played in, briefly ("Mode: classic"), for the history."""
    mode = options.get("rules", {}).get("mode", "simultaneous")
    return text(lang, "records-rollwrite-mode",
                name=text(lang, f"choice-rollwrite-new-mode-{mode}"))


def options_text(options: dict, lang: str) -> str:
    mode = options.get("rules", {}).get("mode", "simultaneous")
    hours = options.get("round_hours")
    reminder = options.get("reminder_hours")
    opponents = options.get("opponents", 2)
    return "\n".join([
        text(lang, "rollwrite-options-mode", mode=mode,
             name=text(lang, f"choice-rollwrite-new-mode-{mode}")),
        text(lang, "rollwrite-options-players", most=options.get("max_players", MAX_PLAYERS)),
        text(lang, "rollwrite-options-solo-beat" if options.get("beat_them")
             else "rollwrite-options-solo", opponents=opponents),
        text(lang, "rollwrite-options-timer", hours=_hours(hours, lang)) if hours
        else text(lang, "rollwrite-options-no-timer"),
        text(lang, "rollwrite-options-reminders", hours=_hours(reminder, lang)) if reminder
        else text(lang, "rollwrite-options-no-reminders"),
    ])


def engine_rules(options: dict, players: int) -> dict:
    """The engine's options for ``players`` seated players (solo options only when solo).
    Only these reach the engine (``new_game(**options["rules"])``); the table's other
    options, its ``language`` among them, stay with the table."""
    rules = {"mode": options.get("rules", {}).get("mode", "simultaneous")}
    if players == 1:
        rules["opponents"] = options.get("opponents", 2)
        rules["beat_them"] = bool(options.get("beat_them", False))
    return rules


def new_command(kind, open_table: Callable) -> app_commands.Command:
    async def new(interaction: discord.Interaction, mode: str = "simultaneous",
                  opponents: app_commands.Range[int, 2, 4] = 2, beat_them: bool = False,
                  round_hours: app_commands.Range[float, 0, 720] = 0.0,
                  reminder_hours: app_commands.Range[float, 0, 720] = 24.0,
                  max_players: app_commands.Range[int, 1, 5] = 5,
                  language: str | None = None) -> None:
        options = {"rules": {"mode": mode}, "max_players": max_players,
                   "opponents": opponents, "beat_them": beat_them,
                   "round_hours": round_hours or None, "reminder_hours": reminder_hours or None}
        if language:
            options["language"] = language
        await guarded(interaction, open_table(interaction, kind, options))

    options = ["mode", "opponents", "beat_them", "round_hours", "reminder_hours", "max_players",
               "language"]
    name_options(new, "opt-rollwrite-new", options)
    app_commands.choices(mode=[
        app_commands.Choice(name=named(f"choice-rollwrite-new-mode-{mode}"), value=mode)
        for mode in ("simultaneous", "classic")], language=LANGUAGE_CHOICES)(new)
    return command("cmd-rollwrite-new", new)
