"""Words for Alhambra Roll & Write on Discord: choices, what happened, the player aid."""

from __future__ import annotations

from collections.abc import Sequence

from engine.rollwrite.data import BUILDING_NAMES, building_at

DIE_EMOJI = {"yellow": "🟨", "blue": "🟦"}


def building_name(building: str) -> str:
    return BUILDING_NAMES[building]


def cell_label(yellow: int, blue: int) -> str:
    """'y3 × b4 Tower'."""
    return f"y{yellow} × b{blue} {building_name(building_at(yellow, blue))}"


def dice_text(dice) -> str:
    """'🟨 2 5 · 🟦 1 3'."""
    if dice is None:
        return "-"
    return (f"{DIE_EMOJI['yellow']} {' '.join(map(str, dice.yellow))} · "
            f"{DIE_EMOJI['blue']} {' '.join(map(str, dice.blue))}")


def action_label(action, dice=None, coins: int | None = None, *, capped: bool = False) -> str:
    """A short label for a button or select option. ``coins``: what "gain coins" really
    brings, after the supply's cap (``capped``: the cap took some)."""
    kind = action.kind
    if kind == "cross":
        label = cell_label(action.yellow, action.blue)
        if action.second:
            other = "the other pair"
            if dice is not None:
                rest = dice.without(action.yellow, action.blue)
                other = cell_label(rest.yellow[0], rest.blue[0])
            label += f" + {other} (3 coins)"
        return label
    if kind == "gain_coins":
        if coins is None:
            return "Gain coins"
        if coins == 0:
            return ("Pass: your coin supply is full" if capped
                    else "Pass: your dice point at no coins")
        full = " (then your supply is full)" if capped else ""
        return f"Gain {coins} coin{'s' if coins != 1 else ''}{full}"
    if kind == "turn_die":
        after = action.value + action.step
        return f"Turn {action.colour} {action.value} {action.direction} to {after} (1 coin)"
    if kind == "keep_pair":
        return f"Keep y{action.yellow} b{action.blue} (pass the other pair on)"
    if kind == "restart_turn":
        return "Undo: turn the dice back (coins back)"
    return str(action)


def log_line(action, name: str) -> str | None:
    """A line of the round's result for one logged action (None: not worth a line)."""
    kind = action.kind
    if kind == "cross":
        text = f"{name} crossed {cell_label(action.yellow, action.blue)}"
        return text + (" and a second building (3 coins)." if action.second else ".")
    if kind == "gain_coins":
        return f"{name} gained coins."
    if kind == "turn_die":
        return f"{name} turned a {action.colour} {action.value} {action.direction} (1 coin)."
    if kind == "keep_pair":
        return f"{name} kept y{action.yellow} b{action.blue}."
    if kind == "restart_turn":
        return f"{name} turned their dice back."
    return None


def event_line(event, names: Sequence[str]) -> str | None:
    """A public line for the events that close a round or end the game."""
    kind = event.kind
    if kind == "coins_gained":
        lost = f" ({event.lost} lost: the supply is full)" if event.lost else ""
        return f"{names[event.seat]} gained {event.coins} coin(s){lost}."
    if kind == "imaginary_built":
        return f"{event.name} rolled {event.dice} and built a {building_name(event.building)}."
    if kind == "column_filled":
        c = event.completion
        who = ", ".join(names[p] for p in c.participants)
        if c.places:
            places = "+".join(_ordinal(p) for p in c.places)
            return (f"**{who}** filled the {building_name(c.building)} column: {places} place, "
                    f"{c.points} points each.")
        return f"{who} filled the {building_name(c.building)} column, but no place was left."
    if kind == "seat_retired":
        return (f"{names[event.seat]} left the game: their sheet stays and scores; they take "
                "no more turns.")
    if kind == "game_ended":
        best = ", ".join(names[s] for s in event.winners)
        return f"**Game over!** Winner: {best}."
    return None


def _ordinal(place: int) -> str:
    return {1: "1st", 2: "2nd", 3: "3rd"}.get(place, f"{place}th")


RULES = """\
**Alhambra Roll & Write: the player aid**
Every round you use one yellow and one blue die. **Simultaneous mode** (the default): the bot \
rolls two yellow and two blue dice for everyone, and all players act at once from their own \
panel. **Classic mode**: turns go clockwise; the player holding four dice acts, then passes \
the unused pair to the left.
**Your action** (one per round, from **My panel**):
• **Cross a building**: any yellow × blue intersection you have not crossed yet.
• **Gain coins**: 1 coin per intersection that is already crossed (0-4).
**Special actions** (before or with your action): 1 coin turns one die up or down by one \
(no 1↔6 wrap, as often as you can pay); 3 coins cross a second building with the other \
pair. **Undo** turns the dice back and returns those coins until you act.
**Scoring**: the first to fill a building's column takes its 1st place at the end of the \
round (shared, rounded down, if several fill it in the same round); at the end the remaining \
places go by majority; rows and columns with 4/5/6 crosses give 2/5/10 points; 1 point per \
2 unspent coins. Solo and two-player games add imaginary players who build every round.
*The sheet layout (which building sits at which intersection), the score-sheet boxes, the \
points table and the coin supply are the project's own reconstruction: the printed game's \
pictures were not available, so the numbers may differ from your printed pads.*"""
