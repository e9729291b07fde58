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
from bot.limits import CHOICE_NAME, CHOICE_VALUE, CHOICES, fit
from bot.tables.guard import Refusal, guarded
from bot.tables.speech import LANGUAGE_CHOICES, user_language
from engine.alhambra import BadOptions, available_modules, modules_problem
from engine.alhambra.modules import REGISTRY
from i18n import DEFAULT, LANGUAGES, has_text, text

from .boxes import BOXES, EVERYTHING, box_modules, boxes
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


def rules_summary(options: dict, lang: str = DEFAULT) -> str:
    """The game and its modules: "the base game + Granada" (Granada replaces the base game)."""
    modules = options.get("rules", {}).get("modules") or []
    own_game = {m.name for m in available_modules() if m.rule_set is not None}
    base = [] if own_game & set(modules) else [text(lang, "alhambra-options-base-game")]
    return " + ".join([*base, *module_titles(modules, lang)])


def options_text(options: dict, lang: str = DEFAULT) -> str:
    reminder = options.get("reminder_hours")
    deadline = options.get("deadline_hours")
    modules = options.get("rules", {}).get("modules") or []
    rules = rules_summary(options, lang)
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


def box_title(box: str, lang: str = DEFAULT) -> str:
    """A box's name for players, e.g. "Expansion 4: The Treasure Chamber"."""
    return text(lang, f"alhambra-box-{box}")


def _box_label(box: str, lang: str) -> str:
    """A box's suggestion: its name and the modules it holds (their number, for all); where
    that passes Discord's 100 characters, the box's number alone ("Expansion 4") before its
    modules, which tell the boxes apart and are what the player chooses."""
    if box == EVERYTHING:
        return text(lang, "alhambra-box-everything-suggestion",
                    count=len(box_modules(box)))
    modules = ", ".join(module_titles(box_modules(box), lang))
    label = text(lang, "alhambra-box-suggestion", box=box_title(box, lang), modules=modules)
    if len(label) > CHOICE_NAME and has_text(lang, f"alhambra-box-{box}.short"):
        label = text(lang, "alhambra-box-suggestion", modules=modules,
                     box=text(lang, f"alhambra-box-{box}.short"))
    return fit(label, CHOICE_NAME)


def _typed_parts(typed: str) -> list[tuple[str, list[str]]]:
    """Each comma-separated part of ``typed`` as (its id, the modules it stands for): a
    box's id and its modules, a module's name and itself, or an unknown part as typed."""
    by_title = {m.title.lower(): m.name for m in available_modules()}
    for lang in LANGUAGES:
        by_title.update({module_title(m, lang).lower(): m.name for m in available_modules()})
    by_box = {box: box for box in boxes()}
    for lang in LANGUAGES:
        by_box.update({box_title(box, lang).lower(): box for box in boxes()})
    parts = []
    for part in typed.replace(";", ",").split(","):
        part = part.strip().lower()
        if part in by_box:
            parts.append((by_box[part], box_modules(by_box[part])))
        elif part:
            name = by_title.get(part, part)
            parts.append((name, [name]))
    return parts


def parse_modules(typed: str | None) -> list[str]:
    """'granada, vizier' -> ['granada', 'vizier'] (titles are understood too, in every
    language; a box, by its id or its name, stands for its modules: :mod:`.boxes`)."""
    wanted: list[str] = []
    for _, names in _typed_parts(typed or ""):
        # a module typed twice stays twice (refused); one in two boxes counts once
        wanted.extend(names if len(names) == 1 else [n for n in names if n not in wanted])
    return wanted


def _place_in_boxes(module) -> int:
    """Modules in no box first (Granada, the combination: whole games of their own), then
    box by box."""
    order = [name for names in BOXES.values() for name in names]
    return order.index(module.name) + 1 if module.name in order else 0


async def suggest_modules(interaction: discord.Interaction, current: str) -> list:
    """Autocomplete: the chosen modules so far, plus each box and each module not yet
    chosen that can be played with them (boxes first: Discord shows 25 suggestions, fewer
    than the modules), narrowed to those whose name or id holds what is typed after the
    last comma."""
    before, _, typing = current.rpartition(",")
    parts = _typed_parts(before)
    chosen = [name for _, names in parts for name in names]
    typing = typing.strip().lower()
    prefix = ", ".join(part for part, _ in parts)  # ids: short, whatever was typed
    lang = user_language(interaction)

    def fits(*words: str) -> bool:
        return not typing or any(typing in word.lower() for word in words)

    def combines(names: list[str]) -> bool:  # with what is chosen (Granada, expansion 4: no)
        return modules_problem([*chosen, *(n for n in names if n not in chosen)],
                               offered_only=True) is None

    candidates = [(box, _box_label(box, lang)) for box in boxes()
                  if not set(box_modules(box)) <= set(chosen)
                  and fits(box, box_title(box, lang)) and combines(box_modules(box))]
    candidates += [(module.name, f"{module_title(module, lang)}: "
                                 f"{module_description(module, lang)}")
                   for module in sorted(available_modules(), key=_place_in_boxes)
                   if module.name not in chosen
                   and fits(module.name, module_title(module, lang))
                   and combines([module.name])]
    suggestions = []
    for value, label in candidates:
        value = f"{prefix}, {value}" if prefix else value
        if len(value) <= CHOICE_VALUE:  # a cut value would name another module
            suggestions.append(app_commands.Choice(name=fit(label, CHOICE_NAME), value=value))
    return suggestions[:CHOICES]


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
