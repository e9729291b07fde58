"""What a game kind supplies to the table core: its words, its panel, its posts, its options.

The core (this package) runs every table the same way: the lobby, the thread, the private
panel's shell, acting through the store, the public posts' delivery, pacing, the log and the
errors. A game kind (``bot/alhambra``, ``bot/rollwrite``) is one subclass of
:class:`TableKind`, registered in :mod:`bot.tables.registry`; nothing in the core names a
kind. Adding a game kind is one package with one such class.
"""

from __future__ import annotations

import asyncio
import io
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import partial
from typing import Any, ClassVar

import discord

from i18n import names_in, text
from storage import Game

from .images import render


@dataclass(frozen=True)
class Picture:
    """An image to attach: ``draw(*args, **kwargs)`` returns PNG bytes. ``draw`` is a
    module-level function and its arguments picklable: pictures are drawn in worker
    processes (:mod:`bot.tables.images`)."""

    draw: Callable[..., bytes]
    args: tuple = ()
    filename: str = "picture.png"
    kwargs: dict = field(default_factory=dict)
    #: Shown in an embed under the post, titled with these words, instead of beside the
    #: post's first picture (None: shown as a picture of its own). Discord lays two or more
    #: pictures of one message out as a mosaic of squares, cropping each: a post shows one
    #: picture inline and puts the others into embeds, each still a tap from full size.
    caption: str | None = None


async def files_of(pictures: Sequence[Picture]) -> list[discord.File]:
    """The pictures as attachments, drawn in the worker pool, all at once."""
    data = await asyncio.gather(*(render(partial(p.draw, **p.kwargs), *p.args)
                                  for p in pictures))
    return [discord.File(io.BytesIO(png), filename=p.filename)
            for png, p in zip(data, pictures, strict=True)]


def embeds_of(pictures: Sequence[Picture]) -> list[discord.Embed]:
    """An embed showing each captioned picture (its attachment), in order."""
    return [discord.Embed(title=p.caption).set_image(url=f"attachment://{p.filename}")
            for p in pictures if p.caption is not None]


@dataclass
class Panel:
    """A private panel: its embed, its buttons and (optionally) its picture."""

    embed: discord.Embed
    view: discord.ui.View
    picture: Picture | None = None


@dataclass(frozen=True)
class Pick:
    """A choice on a panel: the index among the seat's legal actions, and the stamp the kind
    put beside it (Roll & Write: the round it was offered in)."""

    index: int
    stamp: int | None = None


@dataclass(frozen=True)
class Post:
    """A public message for the thread."""

    content: str
    pictures: tuple[Picture, ...] = ()
    #: The "My panel" button (and anything else the kind puts under the post).
    with_panel_button: bool = True
    #: More buttons under the post (the final scores' "Watch the replay").
    buttons: tuple[discord.ui.Item, ...] = ()


@dataclass(frozen=True)
class ActionCommand:
    """A typed action: ``/<kind> <name> choice:<...>`` with autocomplete over the legal
    actions whose kind is in ``kinds``."""

    #: The command's name, and its message id (``cmd-<kind>-<name>``, its option
    #: ``opt-<kind>-<name>-choice``) in the catalogues.
    name: str
    kinds: tuple[str, ...]
    #: False: the command takes no choice and does the one such action there is ("end",
    #: "undo"); ``unavailable`` (a message id) says why when there is none.
    needs_choice: bool = True
    unavailable: str = "refusal-not-possible-now"


class TableKind(ABC):
    """One game kind. Class attributes name it; methods supply what only the kind knows
    (the abstract ones every kind must supply: a kind missing one cannot be registered).

    Languages: every method that returns words for people takes ``lang`` (a code of
    :data:`i18n.LANGUAGES`) and says them in it; the core decides which (the tapping user's
    for private things, the table's for public ones, see :mod:`i18n`). A kind never picks a
    language itself. Its words are in the catalogues (``i18n/<lang>/<kind>*.ftl``)."""

    #: The storage kind (``games.kind``) and registry key.
    name: ClassVar[str]
    #: The slash command group. (Players read the game's name from the catalogues:
    #: ``game-title-<name>`` and ``game-the-<name>``, "Alhambra", "an Alhambra game".)
    command: ClassVar[str]
    #: Custom-id prefixes of its buttons and selects (see :mod:`bot.tables.components`).
    button_prefix: ClassVar[str]
    select_prefix: ClassVar[str]
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    colour: ClassVar[discord.Colour] = discord.Colour.from_rgb(176, 96, 48)
    action_commands: ClassVar[tuple[ActionCommand, ...]] = ()
    #: Whether the turns computers play one after another are told together, in one post
    #: with the move that led to them, pinging the next person (:mod:`bot.tables.autoplay`);
    #: False: every move that calls for a post is posted at once.
    tells_computers_together: ClassVar[bool] = False

    def rules_text(self, lang: str) -> str:
        """The player aid as one text ("": none)."""
        return ""

    def rules_sections(self, lang: str) -> list[str]:
        """``/<command> rules``: the player aid's sections, each beginning with its bold
        heading (one message with a picker shows them a page at a time, see
        :mod:`bot.tables.rules`)."""
        aid = self.rules_text(lang)
        return [aid] if aid else []

    def how_to_play(self, lang: str) -> str:
        """A few lines for newcomers, in the lobby and on a first panel ("": none)."""
        return ""

    # -- the engine -----------------------------------------------------------------------

    @abstractmethod
    def legal_actions(self, state: Any, seat: int) -> list:
        ...

    @abstractmethod
    def apply(self, state: Any, seat: int, action: Any) -> tuple[Any, list]:
        ...

    @abstractmethod
    def new_state(self, game: Game) -> Any:
        """The state the game started from (to replay its log)."""
        ...

    @abstractmethod
    def retire_action(self) -> Any:
        """The action that takes a seat out of the game for good."""
        ...

    @abstractmethod
    def computer_action(self, state: Any, seat: int, level: str, rng: Any) -> Any:
        """A computer's action for ``seat`` at ``level`` (one of ``ai.LEVELS``), its chance
        ``rng`` only. Runs in a worker thread (:mod:`bot.tables.autoplay`)."""
        ...

    def automatic_answer(self, game: Game) -> tuple[int, Any] | None:
        """An answer the table gives at once for a person the game waits for, who has no
        choice to make and whom nobody would learn anything from being asked (``(seat,
        action)``; None: nobody). It is committed like a computer's move
        (:mod:`bot.tables.autoplay`)."""
        return None

    def refusal_text(self, error: Exception, lang: str) -> str:
        """The engine's reason for refusing (an ``IllegalAction`` or ``BadOptions``) in
        ``lang``: by default the engine's English (``str(error)``); a kind says it in every
        language with :func:`bot.tables.refusals.refusal_words`, turning the engine's
        arguments into its words."""
        return str(error)

    def skip_actions(self, state: Any, seat: int) -> list | None:
        """The safe default that ends an idle seat's turn (None: the kind has no vote)."""
        return None

    def votes_apply(self, game: Game) -> bool:
        """Whether the table may vote on the one seat the game waits for (turn-based play)."""
        return False

    def skip_words(self, lang: str) -> str:
        """What "Skip their turn" does, for the vote message."""
        return text(lang, "vote-skip-words")

    def vote_outcome(self, name: str, choice: str, actions: list, lang: str) -> str:
        """The decided vote, in a sentence."""
        if choice == "remove":
            return text(lang, "vote-outcome-removed", name=name)
        return text(lang, "vote-outcome-skipped", name=name)

    def is_over(self, state: Any) -> bool:
        return bool(state.is_over)

    def playing_seats(self, state: Any) -> tuple[int, ...]:
        return tuple(state.playing_seats)

    def seat_name(self, state: Any, seat: int) -> str:
        return state.players[seat].name

    def renamed(self, state: Any, names: dict[int, str]) -> Any:
        """A copy of ``state`` whose seats in ``names`` bear those names, for what people
        are shown only (a computer's mark, :func:`bot.tables.seats.marked`)."""
        players = list(state.players)
        for seat, name in names.items():
            players[seat] = players[seat].model_copy(update={"name": name})
        return state.model_copy(update={"players": type(state.players)(players)})

    # -- the lobby ------------------------------------------------------------------------

    @abstractmethod
    def options_text(self, options: dict, lang: str) -> str:
        ...

    def engine_options(self, options: dict, players: int) -> dict:
        """The table's options as the game starts with them (the table's ``language`` stays
        among them; the kind's engine never reads it)."""
        return dict(options)

    @abstractmethod
    def new_command(self, open_table: Callable) -> discord.app_commands.Command:
        """``/<command> new`` with this kind's options (``language`` among them, see
        :func:`bot.tables.speech.language_option`); its body calls
        ``open_table(interaction, kind, options)`` (options already checked)."""
        ...

    # -- the panel ------------------------------------------------------------------------

    @abstractmethod
    def build_panel(self, game: Game, seat: int, *, lang: str, screen: str | None = None,
                    note: str | None = None) -> Panel:
        ...

    @abstractmethod
    def parse_pick(self, arg: str | None) -> Pick | None:
        """A "do" button's argument."""
        ...

    @abstractmethod
    def parse_select(self, arg: str | None, value: str) -> Pick | None:
        """A select's argument and the value picked."""
        ...

    def pick_is_current(self, game: Game, seat: int, version: int, pick: Pick) -> bool:
        """Whether a pick made at ``version`` may still be applied now (the default: only
        when nothing happened since)."""
        return game.version == version

    def rebase(self, game: Game) -> bool:
        """Whether other seats' moves since the pick are rebased over (simultaneous play)."""
        return False

    def follow_ups(self, state: Any, seat: int, action: Any) -> list:
        """Actions committed together with ``action`` (e.g. the end of a turn)."""
        return []

    def not_acting_text(self, game: Game, seat: int, lang: str) -> str:
        """Why a seat with nothing to do now cannot act."""
        names = [self.seat_name(game.state, s) for s in game.active_seats]
        return text(lang, "refusal-not-your-turn", names=names_in(lang, names))

    def first_panel_note(self, game: Game, seat: int, version: int | None,
                         lang: str) -> str | None:
        """The note of a freshly opened panel (``version``: of the message it was opened
        from, None for a command)."""
        return None

    # -- what the table is told -----------------------------------------------------------

    @abstractmethod
    def post_due(self, game: Game, events: list) -> bool:
        """Whether these events (of a commit) call for a new public post."""
        ...

    @abstractmethod
    async def post(self, store, game: Game, *, since: int | None, events: list, lang: str,
                   headline: str | None = None) -> Post:
        """The public post after a commit (``events``) or of everything since version
        ``since`` (a post that was lost, or the start: ``since`` None), in the table's
        language ``lang`` (its pictures too)."""
        ...

    @abstractmethod
    def posted_note(self, game: Game, seat: int, lang: str) -> str:
        """What the player whose move was posted reads on their panel."""
        ...

    def told_with_the_next(self, game: Game, events: list) -> bool:
        """Whether these events, which call for no post of their own, are told in the next
        post (an answer out of turn that changes nothing on the table)."""
        return False

    def post_can_wait(self, game: Game, events: list, seat: int | None) -> bool:
        """Whether the post these events call for can be told with the next one instead:
        it would show nothing new and ping only ``seat``, whose own move this was."""
        return False

    def told_with_computers_note(self, game: Game, seat: int, lang: str) -> str:
        """What the player whose move calls for a post reads on their panel when the post
        waits for the computers who play next (:attr:`tells_computers_together`)."""
        return self.posted_note(game, seat, lang)

    def next_step(self, game: Game, seat: int, events: list, lang: str) -> str | None:
        """The answer to a typed action that did not call for a post."""
        return None

    @abstractmethod
    def status(self, game: Game, lang: str) -> Post:
        """``/<command> status``: where the game stands, in words and pictures."""
        ...

    @abstractmethod
    async def log_lines(self, store, game: Game, lang: str) -> list[str]:
        """``/<command> log``: the latest moves as sentences."""
        ...

    @abstractmethod
    async def statistics_pictures(self, store, game: Game, lang: str) -> list[Picture]:
        """The statistics of a finished game (``game.status == "finished"``), read from its
        action log (``await store.action_log(game.id)``), their words in ``lang``; [] for
        a game not finished or whose log does not replay."""
        ...

    @abstractmethod
    async def replay_picture(self, store, game: Game, lang: str,
                             step: int | None = None) -> Picture:
        """The replay of a finished game (``game.status == "finished"``), read from its
        action log: an animated picture of the whole game (filename ``replay.gif``), or,
        with ``step``, that one picture of it (its drawing returns the PNG, None past the
        last, and a :class:`records.replay.Step`), its words in ``lang``. Only for a
        finished game: nothing hidden during a game may be shown (:mod:`bot.tables.replays`
        asks for it, through :func:`bot.tables.replays.replay_of`)."""
        ...

    def waiting_words(self, game: Game, lang: str) -> str:
        """What the seats the game waits for are asked to do ("it's your turn")."""
        return text(lang, "waiting-your-turn")

    # -- typed actions --------------------------------------------------------------------

    @abstractmethod
    def action_label(self, game: Game, seat: int, action: Any, lang: str,
                     most: int | None = None) -> str:
        """A legal action in words, in at most ``most`` characters (a suggestion of a typed
        command: :data:`bot.limits.CHOICE_NAME`)."""

    def current_stamp(self, game: Game) -> int | None:
        """The stamp a typed choice carries (it is made on the game as it is now)."""
        return None

    def typed_pick(self, game: Game, seat: int, command: ActionCommand,
                   text: str) -> tuple[int, int] | None:
        """A typed value the kind reads itself (Alhambra: a place's number); None: not one."""
        return None

    # -- after the game (issue 29) ---------------------------------------------------------

    def rules_summary(self, options: dict, lang: str) -> str:
        """The rule modules a game was played with, in one short line (``/<command>
        history``): by default the first line of :meth:`options_text`."""
        return self.options_text(options, lang).split("\n", 1)[0]

    # -- timers ---------------------------------------------------------------------------

    def timers_after(self, game: Game, events: list, now: datetime) -> dict[str, datetime | None]:
        """The kind's own timers to (re)set after a commit (Roll & Write: the round timer)."""
        return {}

    async def on_timer(self, client, name: str, game: Game, now: datetime) -> datetime | None:
        """A kind timer came due: do its work; returns when it is due again (None: never)."""
        return None

