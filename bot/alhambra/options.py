"""``/alhambra new`` and its options. The rule modules come from the engine's own list
(:func:`engine.alhambra.available_modules`), each with its title and one line, so a module
the engine gains appears here without a change to the bot; a combination the engine refuses
is refused with the engine's reason.
"""

from __future__ import annotations

from collections.abc import Callable

import discord
from discord import app_commands

from bot.i18n.commands import command, name_options
from bot.tables.guard import Refusal, guarded
from engine.alhambra import available_modules, modules_problem

MAX_PLAYERS = 6


def hours_text(value: float) -> str:
    return f"{value:g} hour{'s' if value != 1 else ''}"


def module_titles(names: list[str]) -> list[str]:
    titles = {m.name: m.title for m in available_modules()}
    return [titles.get(name, name) for name in names]


def options_text(options: dict) -> str:
    reminder = options.get("reminder_hours")
    deadline = options.get("deadline_hours")
    modules = options.get("rules", {}).get("modules") or []
    own_game = {m.name for m in available_modules() if m.rule_set is not None}
    base = [] if own_game & set(modules) else ["the base game"]  # Granada replaces it
    rules = " + ".join([*base, *module_titles(modules)])
    return "\n".join([
        f"Rules: {rules} (two players play with Dirk)",
        f"Players: 2 to {options.get('max_players', MAX_PLAYERS)}",
        f"Reminders: {'every ' + hours_text(reminder) if reminder else 'off'}",
        f"Turn deadline: {hours_text(deadline) if deadline else 'none'}",
    ])


def parse_modules(text: str | None) -> list[str]:
    """'granada, vizier' -> ['granada', 'vizier'] (titles are understood too)."""
    if not text:
        return []
    by_title = {m.title.lower(): m.name for m in available_modules()}
    wanted = []
    for part in text.replace(";", ",").split(","):
        part = part.strip()
        if part:
            wanted.append(by_title.get(part.lower(), part.lower()))
    return wanted


async def suggest_modules(interaction: discord.Interaction, current: str) -> list:
    """Autocomplete: the chosen modules so far, plus each module not yet chosen."""
    chosen = parse_modules(current.rpartition(",")[0])
    prefix = ", ".join(chosen)
    suggestions = []
    for module in available_modules():
        if module.name in chosen:
            continue
        value = f"{prefix}, {module.name}" if prefix else module.name
        label = f"{module.title}: {module.description}"
        suggestions.append(app_commands.Choice(name=label[:100], value=value[:100]))
    return suggestions[:25]


def new_command(kind, open_table: Callable) -> app_commands.Command:
    """``/alhambra new``; the ``modules`` option exists when the engine has modules to
    choose."""
    modules_available = bool(available_modules())

    async def body(interaction: discord.Interaction, modules: str | None, max_players: int,
                   reminder_hours: float, deadline_hours: float) -> None:
        chosen = parse_modules(modules)
        problem = modules_problem(chosen, offered_only=True)
        if problem:
            raise Refusal(f"These rules cannot be played: {problem}.")
        options = {"rules": {"modules": chosen}, "max_players": max_players,
                   "reminder_hours": reminder_hours or None,
                   "deadline_hours": deadline_hours or None}
        await open_table(interaction, kind, options)

    if modules_available:
        async def new(interaction: discord.Interaction, modules: str | None = None,
                      max_players: app_commands.Range[int, 2, 6] = 6,
                      reminder_hours: app_commands.Range[float, 0, 720] = 24.0,
                      deadline_hours: app_commands.Range[float, 0, 2160] = 0.0) -> None:
            await guarded(interaction, body(interaction, modules, max_players,
                                            reminder_hours, deadline_hours))
    else:
        async def new(interaction: discord.Interaction,
                      max_players: app_commands.Range[int, 2, 6] = 6,
                      reminder_hours: app_commands.Range[float, 0, 720] = 24.0,
                      deadline_hours: app_commands.Range[float, 0, 2160] = 0.0) -> None:
            await guarded(interaction, body(interaction, None, max_players, reminder_hours,
                                            deadline_hours))

    options = ["max_players", "reminder_hours", "deadline_hours"]
    if modules_available:
        options.insert(0, "modules")
    name_options(new, "opt-alhambra-new", options)
    new_table = command("cmd-alhambra-new", new)
    if modules_available:
        new_table.autocomplete("modules")(suggest_modules)
    return new_table
