"""``/rollwrite new`` and its options: the mode, solo opponents, the round timer, reminders."""

from __future__ import annotations

from collections.abc import Callable

import discord
from discord import app_commands

from bot.i18n.commands import command, name_options, named
from bot.tables.guard import guarded

MAX_PLAYERS = 5


def _hours(value) -> str:
    return f"{value:g} hour{'s' if value != 1 else ''}"


def options_text(options: dict) -> str:
    mode = options.get("rules", {}).get("mode", "simultaneous")
    hours = options.get("round_hours")
    reminder = options.get("reminder_hours")
    solo = f"{options.get('opponents', 2)} imaginary players"
    if options.get("beat_them"):
        solo += ", play to beat them"
    return "\n".join([
        f"Mode: {mode}" + (" (everyone acts at once on one roll)" if mode == "simultaneous"
                           else " (turns clockwise, dice passed on)"),
        f"Players: 1 to {options.get('max_players', MAX_PLAYERS)} "
        "(two players play with one imaginary player)",
        f"Solo: {solo}",
        f"Round timer: {_hours(hours) if hours else 'none'}"
        + (" (idle players gain coins)" if hours else ""),
        f"Reminders: {'every ' + _hours(reminder) if reminder else 'off'}",
    ])


def engine_rules(options: dict, players: int) -> dict:
    """The engine's options for ``players`` seated players (solo options only when solo)."""
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
                  max_players: app_commands.Range[int, 1, 5] = 5) -> None:
        options = {"rules": {"mode": mode}, "max_players": max_players,
                   "opponents": opponents, "beat_them": beat_them,
                   "round_hours": round_hours or None, "reminder_hours": reminder_hours or None}
        await guarded(interaction, open_table(interaction, kind, options))

    options = ["mode", "opponents", "beat_them", "round_hours", "reminder_hours", "max_players"]
    name_options(new, "opt-rollwrite-new", options)
    app_commands.choices(mode=[
        app_commands.Choice(name=named(f"choice-rollwrite-new-mode-{mode}"), value=mode)
        for mode in ("simultaneous", "classic")])(new)
    return command("cmd-rollwrite-new", new)
