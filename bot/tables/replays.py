"""The replay of a finished game: a button under the final scores (and in the history's
answer) that answers the member who taps it, privately, with the game again.

RP10 (issue 38): the answer is a replay one steps through: one picture of the game as it
stood (the kind draws it, :meth:`TableKind.replay_picture` with a ``step``, in the worker
pool) with buttons to go a turn (a round) back or on, to the start and the end, and
straight to each scoring round; a last button sends the whole game as an animated GIF, the
file to save or pass on. Each button edits the private message it is on (the picture and
where it stands), and only a private one: a forged tap on a public message edits nothing.

The buttons survive restarts (``DynamicItem``s) and carry only the game's number (and the
picture's), so the handler trusts nothing of them (RP7): a game of another server and a game
that does not exist get the same answer (a server sees only its own games, and learns
nothing of others' by trying numbers); a game still running has no replay yet (nothing
hidden during a game may be shown), and a cancelled one none at all; a picture past the
game's last is refused plainly. Any member of the game's server may watch it, player or
not. Custom ids: ``replay:<game>`` (the first button), ``replay:<game>:<picture>:<role>``
(a step: the picture it shows; the role keeps two buttons to one picture apart, as Discord
wants every id of a message unique) and ``replay:<game>:gif``.

RP9: the seats are named as the game's posts named them at each picture: a computer's
marked, a person a computer took over from as the person until the computer's first move
(the version it took over at is kept in the game's messages; for a game handed over before
that was kept, the seat's first move made by no person).
"""

from __future__ import annotations

import io
import re
from collections import OrderedDict
from functools import partial

import discord

from i18n import text
from records.replay import SeatNames, Step
from storage import Game, GameNotFound

from .guard import Refusal, defer, guarded, panel_tap_allowed
from .images import render
from .kind import Picture, TableKind
from .registry import kind_named
from .seats import computers_since, marked
from .speech import user_language

#: The button's words (a message id).
BUTTON = "replay-button"
#: How many drawn replays are kept (RP8).
KEPT = 4
_KEPT: OrderedDict[tuple, bytes] = OrderedDict()
#: A step button's role: where it leads, and its words.
FIRST, BACK, NEXT, LAST, GIF = "first", "back", "next", "last", "gif"


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


class StepButton(discord.ui.DynamicItem[discord.ui.Button],
                 template=r"replay:(?P<game>\d{1,20}):(?P<index>\d{1,6}):(?P<role>[a-z0-9]{1,8})"):
    """A button of the replay one steps through: it shows picture ``index`` (RP10)."""

    def __init__(self, game: int, index: int, role: str, **button):
        self.game, self.index, self.role = game, index, role
        super().__init__(discord.ui.Button(custom_id=f"replay:{game}:{index}:{role}",
                                           **button))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item, match: re.Match):
        return cls(int(match["game"]), int(match["index"]), match["role"], label=item.label)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, step_replay(interaction, self.game, self.index))


class GifButton(discord.ui.DynamicItem[discord.ui.Button],
                template=r"replay:(?P<game>\d{1,20}):gif"):
    """The replay's "GIF to share": the whole game as an animated picture, privately."""

    def __init__(self, game: int, *, label: str | None = None, row: int | None = None):
        self.game = game
        super().__init__(discord.ui.Button(label=label, emoji="🎞️",
                                           style=discord.ButtonStyle.primary,
                                           custom_id=f"replay:{game}:{GIF}", row=row))

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item, match: re.Match):
        return cls(int(match["game"]), label=item.label)

    async def callback(self, interaction: discord.Interaction) -> None:
        await guarded(interaction, send_gif(interaction, self.game))


#: The replay's buttons, found again after a restart by their custom ids.
REPLAY_ITEMS = (ReplayButton, StepButton, GifButton)


async def _finished(interaction: discord.Interaction, game_id: int) -> tuple[TableKind, Game]:
    """The finished game ``game_id`` of the asking server, and its kind (RP7)."""
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
    return kind, game


async def show_replay(interaction: discord.Interaction, game_id: int) -> None:
    """Answer privately with the replay of ``game_id`` at its start, to step through."""
    await defer(interaction)
    kind, game = await _finished(interaction, game_id)
    lang = user_language(interaction)
    content, file, view = await _step_message(kind, interaction.client.store, game, lang, 0)
    await interaction.followup.send(content, file=file, view=view, ephemeral=True)
    view.stop()  # its items are found again by their custom ids (DynamicItems)


async def step_replay(interaction: discord.Interaction, game_id: int, index: int) -> None:
    """A step button: the same private message shows picture ``index``."""
    if not panel_tap_allowed(interaction):  # before deferring: never edit a public message
        raise Refusal("replay-private-only")
    await defer(interaction, update=True)
    kind, game = await _finished(interaction, game_id)
    lang = user_language(interaction)
    content, file, view = await _step_message(kind, interaction.client.store, game, lang,
                                              index)
    await interaction.edit_original_response(content=content, attachments=[file], view=view)
    view.stop()


async def send_gif(interaction: discord.Interaction, game_id: int) -> None:
    """The whole game as an animated GIF, in a private message of its own (RP8: drawn once
    per game and language while a few are kept)."""
    await defer(interaction)
    kind, game = await _finished(interaction, game_id)
    lang = user_language(interaction)
    data = await _drawn(kind, interaction.client.store, game, lang)
    await interaction.followup.send(text(lang, "replay-gif-answer"), ephemeral=True,
                                    file=discord.File(io.BytesIO(data), filename="replay.gif"))


async def _step_message(kind: TableKind, store, game: Game, lang: str, index: int
                        ) -> tuple[str, discord.File, discord.ui.View]:
    """The words, the picture and the buttons of picture ``index`` of the replay."""
    picture = await kind.replay_picture(store, game, lang, step=index)
    data, step = await render(partial(picture.draw, **picture.kwargs), *picture.args)
    if data is None:
        raise Refusal("replay-step-gone")
    by = "round" if step.step == "round" or (step.step != "turn" and not step.scorings) \
        else "turn"
    content = "\n".join([
        text(lang, "replay-step-where", step=step.step, turn=step.turn, number=step.index + 1,
             count=step.count),
        text(lang, "replay-step-how", by=by)])
    file = discord.File(io.BytesIO(data), filename=f"replay-{step.index + 1}.png")
    return content, file, step_view(game.id, step, lang)


def step_view(game_id: int, step: Step, lang: str) -> discord.ui.View:
    """The buttons under picture ``step.index``: start, back, on, end; each scoring round;
    the GIF. A button leading nowhere (back at the start) is shown disabled."""
    view = discord.ui.View(timeout=None)
    last = step.count - 1
    moves = ((FIRST, 0, "⏮️"), (BACK, step.index - 1, "◀️"), (NEXT, step.index + 1, "▶️"),
             (LAST, last, "⏭️"))
    for role, target, emoji in moves:
        button = StepButton(game_id, min(max(target, 0), last), role, emoji=emoji,
                            label=text(lang, f"replay-step-{role}"),
                            style=discord.ButtonStyle.secondary, row=0)
        button.item.disabled = not 0 <= target <= last or target == step.index
        view.add_item(button)
    for number, (round_, index) in enumerate(step.scorings):
        button = StepButton(game_id, index, f"s{number}", emoji="🏆",
                            label=text(lang, "replay-step-scoring", round=round_),
                            style=discord.ButtonStyle.primary if index == step.index
                            else discord.ButtonStyle.secondary, row=1 + number // 5)
        button.item.disabled = index == step.index
        view.add_item(button)
    view.add_item(GifButton(game_id, label=text(lang, "replay-step-gif"),
                            row=2 + (len(step.scorings) - 1) // 5 if step.scorings else 1))
    return view


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


async def replay_of(kind, store, game, lang: str, draws, initial,
                    step: int | None = None) -> Picture:
    """A kind's replay: ``draws`` = (the GIF's function, one picture's function), module-
    level functions of :mod:`rendering` called as ``draw(initial, log, [step,] names=...,
    lang=...)`` with the game's whole log and the seats named through the game (RP9); the
    GIF (``step`` None) or picture ``step`` (its function returns the PNG, or None past the
    last picture, and a :class:`records.replay.Step`). Only for a finished game."""
    if game.status != "finished":
        raise ValueError(f"game {game.id} is {game.status}: only a finished game has a replay")
    entries = await store.action_log(game.id)
    log = [(entry.seat, entry.action) for entry in entries]
    names = seat_names(kind, game, entries)
    whole, one = draws
    if step is None:
        return Picture(whole, (initial, log), "replay.gif", {"names": names, "lang": lang})
    return Picture(one, (initial, log, step), f"replay-{step + 1}.png",
                   {"names": names, "lang": lang})


def seat_names(kind, game: Game, entries) -> SeatNames:
    """RP9: the seats' names through ``game`` (its log ``entries``): as its posts name them
    at the end (a computer's marked), but a person a computer took over from unmarked until
    the computer's first move."""
    shown = marked(kind, game)
    last = [kind.seat_name(shown.state, seat) for seat in range(len(shown.state.players))]
    first, changes = list(last), []
    for seat, before in computers_since(game, entries).items():
        if before == 0:
            continue  # a computer from the start
        first[seat] = kind.seat_name(game.state, seat)
        if before < len(entries):  # (else it never moved: the person's name throughout)
            changes.append((before + 1, seat, last[seat]))
    return SeatNames(tuple(first), tuple(changes))
