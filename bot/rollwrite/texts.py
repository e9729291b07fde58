"""Words for Alhambra Roll & Write on Discord: choices, what happened, the player aid.

Every word is in the catalogues (``i18n/<lang>/rollwrite*.ftl``); a function here takes the
language ``lang`` it speaks and fills a message's placeholders. Buildings, dice colours and
turning directions go to the catalogues as the engine's ids (``tower``, ``yellow``, ``up``),
each language names them itself.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.rollwrite.data import building_at
from i18n import text

DIE_EMOJI = {"yellow": "🟨", "blue": "🟦"}


def building_name(building: str, lang: str) -> str:
    """A building type's name (``"tower"`` -> "Tower", "Turm", "Torony")."""
    return text(lang, "rollwrite-building", building=building)


def cell_label(yellow: int, blue: int, lang: str) -> str:
    """'Tower (yellow 3 × blue 4)'."""
    return text(lang, "rollwrite-cell", yellow=yellow, blue=blue,
                building=building_name(building_at(yellow, blue), lang))


def dice_text(dice) -> str:
    """'🟨 2 5 · 🟦 1 3'."""
    if dice is None:
        return "-"
    return (f"{DIE_EMOJI['yellow']} {' '.join(map(str, dice.yellow))} · "
            f"{DIE_EMOJI['blue']} {' '.join(map(str, dice.blue))}")


def action_label(action, lang: str, dice=None, coins: int | None = None, *,
                 capped: bool = False) -> str:
    """A short label for a button or select option. ``coins``: what "gain coins" really
    brings, after the supply's cap (``capped``: the cap took some)."""
    kind = action.kind
    if kind == "cross":
        label = cell_label(action.yellow, action.blue, lang)
        if action.second:
            other = text(lang, "rollwrite-other-pair")
            if dice is not None:
                rest = dice.without(action.yellow, action.blue)
                other = cell_label(rest.yellow[0], rest.blue[0], lang)
            label = text(lang, "rollwrite-label-cross-two", first=label, second=other)
        return label
    if kind == "gain_coins":
        if coins is None:
            return text(lang, "rollwrite-label-gain-coins")
        if coins == 0:
            return text(lang, "rollwrite-label-pass-full" if capped
                        else "rollwrite-label-pass-no-coins")
        return text(lang, "rollwrite-label-gain-capped" if capped else "rollwrite-label-gain",
                    coins=coins)
    if kind == "turn_die":
        return text(lang, "rollwrite-label-turn", colour=action.colour, value=action.value,
                    direction=action.direction, after=action.value + action.step)
    if kind == "keep_pair":
        return text(lang, "rollwrite-label-keep", yellow=action.yellow, blue=action.blue)
    if kind == "restart_turn":
        return text(lang, "rollwrite-label-undo")
    return str(action)


def log_line(action, name: str, lang: str) -> str | None:
    """A line of the round's result for one logged action (None: not worth a line)."""
    kind = action.kind
    if kind == "cross":
        return text(lang, "rollwrite-log-cross-two" if action.second else "rollwrite-log-cross",
                    name=name, cell=cell_label(action.yellow, action.blue, lang))
    if kind == "gain_coins":
        return text(lang, "rollwrite-log-coins", name=name)
    if kind == "turn_die":
        return text(lang, "rollwrite-log-turn", name=name, colour=action.colour,
                    value=action.value, direction=action.direction)
    if kind == "keep_pair":
        return text(lang, "rollwrite-log-keep", name=name, yellow=action.yellow,
                    blue=action.blue)
    if kind == "restart_turn":
        return text(lang, "rollwrite-log-undo", name=name)
    return None


def event_line(event, names: Sequence[str], lang: str) -> str | None:
    """A public line for the events that close a round or end the game."""
    kind = event.kind
    if kind == "coins_gained":
        if event.lost:
            return text(lang, "rollwrite-event-coins-lost", name=names[event.seat],
                        coins=event.coins, lost=event.lost)
        return text(lang, "rollwrite-event-coins", name=names[event.seat], coins=event.coins)
    if kind == "imaginary_built":
        return text(lang, "rollwrite-event-imaginary", name=event.name,
                    yellow=event.dice.yellow[0], blue=event.dice.blue[0],
                    building=building_name(event.building, lang))
    if kind == "column_filled":
        c = event.completion
        who = ", ".join(names[p] for p in c.participants)
        building = building_name(c.building, lang)
        if c.places:
            places = "+".join(text(lang, "rollwrite-place", place=p) for p in c.places)
            return text(lang, "rollwrite-event-column", who=who, building=building,
                        places=places, points=c.points)
        return text(lang, "rollwrite-event-column-late", who=who, building=building)
    if kind == "seat_retired":
        return text(lang, "rollwrite-event-retired", name=names[event.seat])
    if kind == "game_ended":
        return text(lang, "rollwrite-event-game-over",
                    winners=", ".join(names[s] for s in event.winners))
    return None


def rules_text(lang: str, button: str) -> str:
    """``/rollwrite rules``: the player aid (``button``: the "My panel" button's label)."""
    return text(lang, "rollwrite-rules", button=button)
