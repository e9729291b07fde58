"""Buttons and selects that survive restarts: ``DynamicItem``s whose custom id says which
game, at which version, and what for.

A custom id is ``<prefix>:<game>:<version>:<what>[:<arg>]``. The prefix names the game kind
and whether it is a button or a select (``alh``/``als`` Alhambra, ``rwb``/``rws`` Roll &
Write; a new kind takes two letters plus ``b`` and ``s``). It only routes: the handler always
loads the game from storage and checks everything again; the version tells a stale message
from a current one. No hidden information is ever put in a custom id.
"""

from __future__ import annotations

import re

import discord

from .guard import guarded

_ROUTE = r":(?P<game>\d+):(?P<version>\d+):(?P<what>[a-z_]+)(?::(?P<arg>[\w-]+))?"
#: Where a tap goes once its game kind is known (set by :mod:`bot.tables.play`).
ROUTES: dict[str, object] = {}


def custom_id(prefix: str, game: int, version: int, what: str, arg: str | None = None) -> str:
    return f"{prefix}:{game}:{version}:{what}" + (f":{arg}" if arg is not None else "")


class TableButton(discord.ui.DynamicItem[discord.ui.Button],
                  template=r"(?P<prefix>alh|[a-z]{2}b)" + _ROUTE):
    """A button of a table: a lobby button, "My panel", a vote, a panel's choice."""

    def __init__(self, prefix: str, game: int, version: int, what: str,
                 arg: str | None = None, *, label: str | None = None,
                 style: discord.ButtonStyle = discord.ButtonStyle.primary,
                 emoji: str | None = None, row: int | None = None):
        self.prefix, self.game, self.version, self.what, self.arg = (
            prefix, game, version, what, arg)
        super().__init__(discord.ui.Button(
            label=label, style=style, emoji=emoji, row=row,
            custom_id=custom_id(prefix, game, version, what, arg)))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item, match: re.Match):
        return cls(match["prefix"], int(match["game"]), int(match["version"]), match["what"],
                   match["arg"], label=item.label, style=item.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, ROUTES["button"](interaction, self))


class TableSelect(discord.ui.DynamicItem[discord.ui.Select],
                  template=r"(?P<prefix>als|[a-z]{2}s)" + _ROUTE):
    """A select menu of a table's panel; its values are indices into the legal actions."""

    def __init__(self, prefix: str, game: int, version: int, what: str,
                 arg: int | str | None = None):
        self.prefix, self.game, self.version, self.what = prefix, game, version, what
        self.arg = None if arg is None else str(arg)
        super().__init__(discord.ui.Select(
            custom_id=custom_id(prefix, game, version, what, self.arg),
            min_values=1, max_values=1))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item, match: re.Match):
        return cls(match["prefix"], int(match["game"]), int(match["version"]), match["what"],
                   match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        values = self.item.values or (interaction.data or {}).get("values", [])
        await guarded(interaction, ROUTES["select"](interaction, self, list(values)))


DYNAMIC_ITEMS = (TableButton, TableSelect)
