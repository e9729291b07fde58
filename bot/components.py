"""Buttons and selects that survive restarts: ``DynamicItem``s whose custom id says which game.

A custom id is ``alh:<game>:<version>:<what>[:<arg>]`` (``als:`` for selects). It only
routes: the handler always loads the game from storage, and the version tells a stale
message from a current one. No hidden information is ever put in a custom id.
"""

from __future__ import annotations

import re

import discord

from .guard import guarded

_ROUTE = r":(?P<game>\d+):(?P<version>\d+):(?P<what>[a-z_]+)(?::(?P<arg>[\w-]+))?"


def custom_id(game: int, version: int, what: str, arg: str | None = None, *,
              prefix: str = "alh") -> str:
    return f"{prefix}:{game}:{version}:{what}" + (f":{arg}" if arg is not None else "")


class GameButton(discord.ui.DynamicItem[discord.ui.Button], template="alh" + _ROUTE):
    """An Alhambra button; a game's own subclass sets ``prefix``, its template and ``handle``."""

    prefix = "alh"

    def __init__(self, game: int, version: int, what: str, arg: str | None = None, *,
                 label: str | None = None, style: discord.ButtonStyle =
                 discord.ButtonStyle.primary, emoji: str | None = None,
                 row: int | None = None):
        self.game, self.version, self.what, self.arg = game, version, what, arg
        super().__init__(discord.ui.Button(label=label, style=style, emoji=emoji, row=row,
                                           custom_id=custom_id(game, version, what, arg,
                                                               prefix=self.prefix)))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item, match: re.Match):
        return cls(int(match["game"]), int(match["version"]), match["what"], match["arg"],
                   label=item.label, style=item.style)

    async def handle(self, interaction: discord.Interaction) -> None:
        from .handlers import on_button

        await on_button(interaction, self)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, self.handle(interaction))


class GameSelect(discord.ui.DynamicItem[discord.ui.Select], template="als" + _ROUTE):
    """An Alhambra select (values are indices into the legal actions); see GameButton."""

    prefix = "als"

    def __init__(self, game: int, version: int, what: str, arg: int | str | None = None):
        self.game, self.version, self.what = game, version, what
        self.arg = None if arg is None else str(arg)
        super().__init__(discord.ui.Select(custom_id=custom_id(game, version, what, self.arg,
                                                               prefix=self.prefix),
                                           min_values=1, max_values=1))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item, match: re.Match):
        return cls(int(match["game"]), int(match["version"]), match["what"], match["arg"])

    async def handle(self, interaction: discord.Interaction, values) -> None:
        from .handlers import on_select

        await on_select(interaction, self, values)

    async def callback(self, interaction: discord.Interaction) -> None:
        values = self.item.values or interaction.data.get("values", [])
        await guarded(interaction, self.handle(interaction, values))


class RollwriteButton(GameButton, template="rwb" + _ROUTE):
    """A Roll & Write button: ``rwb:<game>:<version>:<what>[:<arg>]`` (bot/rollwrite_*)."""

    prefix = "rwb"

    async def handle(self, interaction: discord.Interaction) -> None:
        from .rollwrite_handlers import on_button

        await on_button(interaction, self)


class RollwriteSelect(GameSelect, template="rws" + _ROUTE):
    """A Roll & Write select: ``rws:<game>:<version>:<what>[:<arg>]``; values are indices."""

    prefix = "rws"

    async def handle(self, interaction: discord.Interaction, values) -> None:
        from .rollwrite_handlers import on_select

        await on_select(interaction, self, values)


DYNAMIC_ITEMS = (GameButton, GameSelect, RollwriteButton, RollwriteSelect)
