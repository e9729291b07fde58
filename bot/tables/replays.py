"""The replay of a finished game: a button under the final scores that answers the member
who taps it, privately, with the game again as an animated picture (the kind draws it,
:meth:`TableKind.replay_picture`, in the worker pool).

The button survives restarts (a ``DynamicItem``, custom id ``replay:<game>``) and carries
only the game's number, so the handler trusts nothing of it (RP7): a game of another
server and a game that does not exist get the same answer (a server sees only its own
games, and learns nothing of others' by trying numbers); a game still running has no
replay yet (nothing hidden during a game may be shown), and a cancelled one none at all.
Any member of the game's server may watch it, player or not.
"""

from __future__ import annotations

import io
import re
from collections import OrderedDict
from functools import partial

import discord

from i18n import text
from storage import GameNotFound

from .guard import Refusal, defer, guarded
from .images import render
from .kind import Picture
from .registry import kind_named
from .seats import marked
from .speech import user_language

#: The button's words (a message id).
BUTTON = "replay-button"
#: How many drawn replays are kept (RP8).
KEPT = 4
_KEPT: OrderedDict[tuple, bytes] = OrderedDict()


def replay_button(game_id: int, lang: str) -> discord.ui.Item:
    """The "Watch the replay" button of game ``game_id``, labelled in ``lang``."""
    return ReplayButton(game_id, label=text(lang, BUTTON))


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button], template=r"replay:(?P<game>\d+)"):
    """A persistent "Watch the replay" button (see the module docstring)."""

    def __init__(self, game: int, *, label: str | None = None):
        self.game = game
        super().__init__(discord.ui.Button(label=label, emoji="▶️",
                                           style=discord.ButtonStyle.secondary,
                                           custom_id=f"replay:{game}"))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item, match: re.Match):
        return cls(int(match["game"]), label=item.label)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, show_replay(interaction, self.game))


async def show_replay(interaction: discord.Interaction, game_id: int) -> None:
    """Answer privately with the replay of ``game_id`` (RP7: refused kindly otherwise)."""
    await defer(interaction)
    try:
        game = await interaction.client.store.load_game(game_id)
    except GameNotFound:
        raise Refusal("replay-unknown") from None
    if interaction.guild_id is None or game.guild_id != interaction.guild_id:
        raise Refusal("replay-unknown")
    if game.status == "abandoned":
        raise Refusal("replay-cancelled")
    kind = kind_named(game.kind)
    if game.status != "finished" or game.state is None or kind is None:
        raise Refusal("replay-not-over")
    lang = user_language(interaction)
    data = await _drawn(kind, interaction.client.store, game, lang)
    await interaction.followup.send(text(lang, "replay-answer"), ephemeral=True,
                                    file=discord.File(io.BytesIO(data), filename="replay.gif"))


async def _drawn(kind, store, game, lang: str) -> bytes:
    """The replay's bytes, drawn once per game and language while a few are kept (RP8: a
    long game's replay takes the drawing worker seconds, and a finished game no longer
    changes; the game's creation time tells games of two databases apart)."""
    key = (game.id, game.created_at, game.version, lang)
    data = _KEPT.get(key)
    if data is None:
        picture = await kind.replay_picture(store, game, lang)
        data = await render(partial(picture.draw, **picture.kwargs), *picture.args)
        _KEPT[key] = data
        while len(_KEPT) > KEPT:
            _KEPT.popitem(last=False)
    _KEPT.move_to_end(key)
    return data


async def replay_of(kind, store, game, lang: str, draw, initial) -> Picture:
    """A kind's replay picture: ``draw(initial, log, names=..., lang=...)`` (a module-level
    function of :mod:`rendering`) with the game's whole log, the seats named as its posts
    name them (a computer's marked, CS1). Only for a finished game."""
    if game.status != "finished":
        raise ValueError(f"game {game.id} is {game.status}: only a finished game has a replay")
    log = [(entry.seat, entry.action) for entry in await store.action_log(game.id)]
    shown = marked(kind, game)
    names = [kind.seat_name(shown.state, seat) for seat in range(len(shown.state.players))]
    return Picture(draw, (initial, log), "replay.gif", {"names": names, "lang": lang})
