"""Buttons and selects that survive restarts: ``DynamicItem``s whose custom id says which game.

A custom id is ``alh:<game>:<version>:<what>[:<arg>]`` (``als:`` for selects). It only
routes: the handler always loads the game from storage, and the version tells a stale
message from a current one. No hidden information is ever put in a custom id.
"""

from __future__ import annotations

import re

import discord

_ROUTE = r":(?P<game>\d+):(?P<version>\d+):(?P<what>[a-z_]+)(?::(?P<arg>[\w-]+))?"


def custom_id(game: int, version: int, what: str, arg: str | None = None, *,
              prefix: str = "alh") -> str:
    return f"{prefix}:{game}:{version}:{what}" + (f":{arg}" if arg is not None else "")


class GameButton(discord.ui.DynamicItem[discord.ui.Button], template="alh" + _ROUTE):
    def __init__(self, game: int, version: int, what: str, arg: str | None = None, *,
                 label: str | None = None, style: discord.ButtonStyle =
                 discord.ButtonStyle.primary, emoji: str | None = None):
        self.game, self.version, self.what, self.arg = game, version, what, arg
        super().__init__(discord.ui.Button(label=label, style=style, emoji=emoji,
                                           custom_id=custom_id(game, version, what, arg)))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item, match: re.Match):
        return cls(int(match["game"]), int(match["version"]), match["what"], match["arg"],
                   label=item.label, style=item.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        from .handlers import guarded, on_button

        await guarded(interaction, on_button(interaction, self))


class GameSelect(discord.ui.DynamicItem[discord.ui.Select], template="als" + _ROUTE):
    def __init__(self, game: int, version: int, what: str, arg: int | str | None = None):
        self.game, self.version, self.what = game, version, what
        self.arg = None if arg is None else str(arg)
        super().__init__(discord.ui.Select(custom_id=custom_id(game, version, what, self.arg,
                                                               prefix="als"),
                                           min_values=1, max_values=1))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item, match: re.Match):
        select = cls(int(match["game"]), int(match["version"]), match["what"], match["arg"])
        return select

    async def callback(self, interaction: discord.Interaction) -> None:
        from .handlers import guarded, on_select

        values = self.item.values or interaction.data.get("values", [])
        await guarded(interaction, on_select(interaction, self, values))


class RollwriteButton(discord.ui.DynamicItem[discord.ui.Button], template="rwb" + _ROUTE):
    """A Roll & Write button: ``rwb:<game>:<version>:<what>[:<arg>]`` (bot/rollwrite_*)."""

    def __init__(self, game: int, version: int, what: str, arg: str | None = None, *,
                 label: str | None = None, style: discord.ButtonStyle =
                 discord.ButtonStyle.primary, emoji: str | None = None):
        self.game, self.version, self.what, self.arg = game, version, what, arg
        super().__init__(discord.ui.Button(label=label, style=style, emoji=emoji,
                                           custom_id=custom_id(game, version, what, arg,
                                                               prefix="rwb")))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item, match: re.Match):
        return cls(int(match["game"]), int(match["version"]), match["what"], match["arg"],
                   label=item.label, style=item.style)

    async def callback(self, interaction: discord.Interaction) -> None:
        from .handlers import guarded
        from .rollwrite_handlers import on_button

        await guarded(interaction, on_button(interaction, self))


class RollwriteSelect(discord.ui.DynamicItem[discord.ui.Select], template="rws" + _ROUTE):
    """A Roll & Write select: ``rws:<game>:<version>:<what>[:<arg>]``; values are indices."""

    def __init__(self, game: int, version: int, what: str, arg: int | str | None = None):
        self.game, self.version, self.what = game, version, what
        self.arg = None if arg is None else str(arg)
        super().__init__(discord.ui.Select(custom_id=custom_id(game, version, what, self.arg,
                                                               prefix="rws"),
                                           min_values=1, max_values=1))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item, match: re.Match):
        return cls(int(match["game"]), int(match["version"]), match["what"], match["arg"])

    async def callback(self, interaction: discord.Interaction) -> None:
        from .handlers import guarded
        from .rollwrite_handlers import on_select

        values = self.item.values or interaction.data.get("values", [])
        await guarded(interaction, on_select(interaction, self, values))


DYNAMIC_ITEMS = (GameButton, GameSelect, RollwriteButton, RollwriteSelect)
