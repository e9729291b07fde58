"""Where a tap on a table's button or select goes: the lobby, the panel, a vote, the
history.

The custom id's prefix names the game kind (:mod:`bot.tables.components`); the kind reads
its own arguments (:meth:`TableKind.parse_pick`, :meth:`TableKind.parse_select`).
"""

from __future__ import annotations

import discord

from i18n import said

from . import components
from .components import TableButton, TableSelect
from .guard import Refusal, reply
from .history import HISTORY, RECORDS, on_history_button, on_records_select
from .lobby import LOBBY_BUTTONS, on_lobby_button, refresh_lobby
from .play import open_panel, panel_tap
from .registry import kind_of_prefix
from .rules import RULES, show_rules
from .seats import BUTTONS as SEAT_BUTTONS
from .seats import on_seat_button
from .votes import CHOICES, on_vote

#: Older names of "My panel" and of a panel's page buttons, still on messages of old games.
OPEN_PANEL = ("hand", "sheet")
SCREENS = ("view", "page")


async def on_button(interaction: discord.Interaction, button: TableButton) -> None:
    kind = kind_of_prefix(button.prefix)
    if kind is None:
        raise Refusal("route-unknown-button")
    what = button.what
    if what in LOBBY_BUTTONS:
        await on_lobby_button(interaction, kind, button)
    elif what in SEAT_BUTTONS:
        await on_seat_button(interaction, kind, button, refresh_lobby)
    elif what in OPEN_PANEL:
        await open_panel(interaction, kind, button.game, version=button.version,
                         surface="public")
    elif what in CHOICES:
        await on_vote(interaction, kind, button)
    elif what == "do":
        await panel_tap(interaction, kind, button.game, button.version,
                        pick=kind.parse_pick(button.arg))
    elif what in SCREENS:
        await panel_tap(interaction, kind, button.game, button.version,
                        screen=button.arg or "")
    elif what == RULES:
        await show_rules(interaction, kind, button.arg or "0")
    elif what == HISTORY:
        await on_history_button(interaction, kind, button.arg)
    else:
        await reply(interaction, said("route-old-button"))


async def on_select(interaction: discord.Interaction, select: TableSelect, values: list) -> None:
    kind = kind_of_prefix(select.prefix)
    if kind is None:
        raise Refusal("route-unknown-menu")
    if select.what == RULES:
        await show_rules(interaction, kind, values[0] if values else "0")
        return
    if select.what == RECORDS:
        await on_records_select(interaction, kind, values)
        return
    pick = kind.parse_select(select.arg, values[0]) if len(values) == 1 else None
    await panel_tap(interaction, kind, select.game, select.version, pick=pick)


def install() -> None:
    """Send every table button and select to these routes (called by the bot at start)."""
    components.ROUTES.update(button=on_button, select=on_select)
