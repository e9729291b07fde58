"""The replay button of a finished game (issue 29).

A placeholder on this branch: the replay itself (the animated picture and this button's
real answer) is built on the branch ``replay``, whose version of this module replaces this
one. Here the button is there and persistent, and answers (privately) that the replay is not
drawn. Its words are in ``i18n/<lang>/replays_stub.ftl``, which goes with this module.
"""

from __future__ import annotations

import re

import discord

from i18n import text

from .guard import guarded, reply
from .speech import user_language


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button],
                   template=r"replay:(?P<game>\d+)"):
    """"Watch the replay" of one finished game."""

    def __init__(self, game: int, *, label: str | None = None):
        self.game = game
        super().__init__(discord.ui.Button(label=label, style=discord.ButtonStyle.secondary,
                                           emoji="🎞️", custom_id=f"replay:{game}"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item, match: re.Match):
        return cls(int(match["game"]), label=item.label)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, reply(
            interaction, text(user_language(interaction), "replay-stub-not-drawn")))


def replay_button(game_id: int, lang: str) -> discord.ui.Item:
    """The persistent "Watch the replay" button of the finished game ``game_id``."""
    return ReplayButton(game_id, label=text(lang, "replay-stub-button"))


DYNAMIC_ITEMS = (ReplayButton,)
