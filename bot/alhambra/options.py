"""``/alhambra new`` and its options. The rule modules come from the engine's own list
(:func:`engine.alhambra.available_modules`), each with its title and one line, so a module
the engine gains appears here without a change to the bot; a combination the engine refuses
is refused with the engine's reason, in the reader's language (:mod:`.refusals`). A module
the catalogues know (``module-<name>.title`` and ``.description`` in ``engine.ftl``) is said
in the reader's language; one they do not know yet keeps the engine's English words.

``language`` (optional) chooses the table's language for its public posts; without it the
core takes the server's.
"""

from __future__ import annotations

from collections.abc import Callable

import discord
from discord import app_commands

from bot.command_names import command, name_options
from bot.tables.guard import Refusal, guarded
from bot.tables.speech import LANGUAGE_CHOICES, user_language
from engine.alhambra import BadOptions, available_modules, modules_problem
from engine.alhambra.modules import REGISTRY
from i18n import DEFAULT, LANGUAGES, has_text, text

from .timing import VIZIER_MINUTES

MAX_PLAYERS = 6


def hours_text(value: float, lang: str = DEFAULT) -> str:
    return text(lang, "alhambra-hours", hours=value)


def _module_words(module, part: str, lang: str) -> str:
    """``module-<name>.<part>`` of the catalogues, else the engine's own English (a module
    new to the bot)."""
    message_id = f"module-{module.name}.{part}"
    return text(lang, message_id) if has_text(DEFAULT, message_id) else getattr(module, part)


def module_title(module, lang: str = DEFAULT) -> str:
    """A module's title: the catalogue's, else the engine's own (a module new to the bot)."""
    return _module_words(module, "title", lang)


def module_description(module, lang: str = DEFAULT) -> str:
    return _module_words(module, "description", lang)


def module_name_title(name: str, lang: str = DEFAULT) -> str:
    """The title of the module the engine calls ``name`` (any module the engine has, even
    one players do not choose; an unknown name as it is)."""
    return module_title(REGISTRY[name], lang) if name in REGISTRY else name


def module_titles(names: list[str], lang: str = DEFAULT) -> list[str]:
    modules = {m.name: m for m in available_modules()}
    return [module_title(modules[name], lang) if name in modules else name for name in names]


def options_text(options: dict, lang: str = DEFAULT) -> str:
    reminder = options.get("reminder_hours")
    deadline = options.get("deadline_hours")
    modules = options.get("rules", {}).get("modules") or []
    own_game = {m.name for m in available_modules() if m.rule_set is not None}
    # Granada replaces the base game
    base = [] if own_game & set(modules) else [text(lang, "alhambra-options-base-game")]
    rules = " + ".join([*base, *module_titles(modules, lang)])
    return "\n".join([
        text(lang, "alhambra-options-rules", rules=rules),
        text(lang, "alhambra-options-players", most=options.get("max_players", MAX_PLAYERS)),
        text(lang, "alhambra-options-reminders", every=hours_text(reminder, lang))
        if reminder else text(lang, "alhambra-options-reminders-off"),
        text(lang, "alhambra-options-deadline", after=hours_text(deadline, lang))
        if deadline else text(lang, "alhambra-options-deadline-none"),
        *([text(lang, "alhambra-options-vizier",
                minutes=options.get("vizier_minutes") or VIZIER_MINUTES)]
          if "vizier" in modules else []),
        *([text(lang, "alhambra-options-window",
                minutes=options.get("vizier_minutes") or VIZIER_MINUTES)]
          if "thieves" in modules and "vizier" not in modules else []),
        *([text(lang, "alhambra-options-auction",
                minutes=options.get("vizier_minutes") or VIZIER_MINUTES)]
          if "characters" in modules else []),
        *([text(lang, "alhambra-options-residents",
                minutes=options.get("vizier_minutes") or VIZIER_MINUTES)]
          if "street_trader" in modules else []),
        *([text(lang, "alhambra-options-sultan",
                minutes=options.get("vizier_minutes") or VIZIER_MINUTES)]
          if "sultan" in modules else []),
    ])


def parse_modules(typed: str | None) -> list[str]:
    """'granada, vizier' -> ['granada', 'vizier'] (titles are understood too, in every
    language)."""
    if not typed:
        return []
    by_title = {m.title.lower(): m.name for m in available_modules()}
    for lang in LANGUAGES:
        by_title.update({module_title(m, lang).lower(): m.name for m in available_modules()})
    wanted = []
    for part in typed.replace(";", ",").split(","):
        part = part.strip()
        if part:
            wanted.append(by_title.get(part.lower(), part.lower()))
    return wanted


async def suggest_modules(interaction: discord.Interaction, current: str) -> list:
    """Autocomplete: the chosen modules so far, plus each module not yet chosen."""
    chosen = parse_modules(current.rpartition(",")[0])
    prefix = ", ".join(chosen)
    lang = user_language(interaction)
    suggestions = []
    for module in available_modules():
        if module.name in chosen:
            continue
        value = f"{prefix}, {module.name}" if prefix else module.name
        label = f"{module_title(module, lang)}: {module_description(module, lang)}"
        suggestions.append(app_commands.Choice(name=label[:100], value=value[:100]))
    return suggestions[:25]


def new_command(kind, open_table: Callable) -> app_commands.Command:
    """``/alhambra new``; the ``modules`` option exists when the engine has modules to
    choose."""
    modules_available = bool(available_modules())

    async def body(interaction: discord.Interaction, modules: str | None, max_players: int,
                   reminder_hours: float, deadline_hours: float,
                   language: app_commands.Choice[str] | str | None,
                   vizier_minutes: float = VIZIER_MINUTES) -> None:
        chosen = parse_modules(modules)
        problem = modules_problem(chosen, offered_only=True)
        if problem:
            raise Refusal("alhambra-refusal-rules",
                          problem=kind.refusal_text(BadOptions(problem),
                                                    user_language(interaction)))
        options = {"rules": {"modules": chosen}, "max_players": max_players,
                   "reminder_hours": reminder_hours or None,
                   "deadline_hours": deadline_hours or None}
        # answers out of turn: the window between turns, each bid, the residents at the start
        if {"vizier", "thieves", "characters", "street_trader", "sultan"} & set(chosen):
            options["vizier_minutes"] = vizier_minutes
        if language is not None:
            options["language"] = getattr(language, "value", language)
        await open_table(interaction, kind, options)

    if modules_available:
        async def new(interaction: discord.Interaction, modules: str | None = None,
                      max_players: app_commands.Range[int, 2, 6] = 6,
                      reminder_hours: app_commands.Range[float, 0, 720] = 24.0,
                      deadline_hours: app_commands.Range[float, 0, 2160] = 0.0,
                      language: str | None = None,
                      vizier_minutes: app_commands.Range[float, 1, 1440] = VIZIER_MINUTES
                      ) -> None:
            await guarded(interaction, body(interaction, modules, max_players,
                                            reminder_hours, deadline_hours, language,
                                            vizier_minutes))
    else:
        async def new(interaction: discord.Interaction,
                      max_players: app_commands.Range[int, 2, 6] = 6,
                      reminder_hours: app_commands.Range[float, 0, 720] = 24.0,
                      deadline_hours: app_commands.Range[float, 0, 2160] = 0.0,
                      language: str | None = None) -> None:
            await guarded(interaction, body(interaction, None, max_players, reminder_hours,
                                            deadline_hours, language))

    options = ["max_players", "reminder_hours", "deadline_hours", "language"]
    if modules_available:
        options.insert(0, "modules")
        options.append("vizier_minutes")
    app_commands.choices(language=LANGUAGE_CHOICES)(new)
    name_options(new, "opt-alhambra-new", options)
    new_table = command("cmd-alhambra-new", new)
    if modules_available:
        new_table.autocomplete("modules")(suggest_modules)
    return new_table
