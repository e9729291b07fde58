"""What every screen of the private panel shares: the screen named in a button's custom id
(:class:`Screen`), the builder of its buttons, the panel being built, and the registry of
screens (:func:`screen`): each group of screens lives in a module of its own
(:mod:`.panel_turn`, :mod:`.panel_place`, :mod:`.panel_rebuild`, :mod:`.panel_window`,
:mod:`.panel_expansion1`, :mod:`.panel_gates_walls`, :mod:`.panel_trader`) and registers
its screens here by name; :mod:`.panel` builds a panel and dispatches to them.

Every choice carries the game's version and its index among the seat's legal actions, so a
choice from an old panel is recognised and never applied to a newer state.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import discord

from bot.limits import BUTTON_LABEL, EMBED_FIELD_VALUE, fit
from bot.tables import Panel, Picture
from bot.tables.components import TableButton
from bot.tables.picks import number
from engine.alhambra import view
from engine.alhambra.components import CARDS
from engine.alhambra.modules.portals import offer as portal_offer
from i18n import DEFAULT, text
from rendering import render_alhambra
from storage import Game

from .money_words import cards_text
from .positions import Tile, say
from .texts import action_label

COLOUR = discord.Colour.from_rgb(176, 96, 48)
#: Choices per page: 25 components per message, minus room for the other buttons.
PAGE = 20
#: Discord's limit of components in one message.
MOST_BUTTONS = 25
BUTTON, SELECT = "alh", "als"
#: A gate's screen names the waiting tile (or the reserve tile) and the numbered cell in
#: one number: tile index × GATE_STEP + the cell's number.
GATE_STEP = 1000

#: A screen: it fills the panel's embed and buttons (panel, builder, game, seat, screen).
ScreenFn = Callable[["ChoicePanel", "Builder", Game, int, "Screen"], None]
#: Every screen by name (the screens of the core's and the modules' panel parts, made the
#: panel's by :func:`install`).
SCREENS: dict[str, ScreenFn] = {}
#: The screens of the window between two turns (shown only while it is open).
WINDOW_SCREENS: set[str] = set()
#: Screens shown only while a tile of the seat waits to be placed.
PLACING_SCREENS: set[str] = set()


def screen(name: str, *, window: bool = False, placing: bool = False
           ) -> Callable[[ScreenFn], ScreenFn]:
    """Mark the decorated function as the screen ``name`` (shown only in the window between
    turns, or only while a tile waits to be placed): its file lists it in its
    :class:`PanelPart`."""
    def mark(function: ScreenFn) -> ScreenFn:  # one function may show several screens
        function.screens = (*getattr(function, "screens", ()), (name, window, placing))
        return function
    return mark


@dataclass(frozen=True)
class Screen:
    """Which part of the panel is shown: ``name``, its argument (the market slot to pay,
    the reserve tile to build in) and the page of long lists."""

    name: str = "main"
    arg: int = 0
    page: int = 0

    def text(self, page: int | None = None) -> str:
        return f"{self.name}-{self.arg}_{self.page if page is None else page}"

    @classmethod
    def parse(cls, text: str | None) -> Screen | None:
        head, _, page = (text or "").partition("_")
        name, _, arg = head.partition("-")
        if name not in SCREENS:
            return None
        parsed_arg, parsed_page = number(arg or "0"), number(page or "0")
        if parsed_arg is None or parsed_page is None:
            return None
        return cls(name, parsed_arg, parsed_page)


class Builder:
    """Collects the buttons of one panel, in rows."""

    def __init__(self, game: Game):
        self.game = game
        self.view = discord.ui.View(timeout=None)

    def do(self, index: int, label: str, *, style=discord.ButtonStyle.primary,
           emoji: str | None = None, row: int | None = None) -> None:
        self.add(TableButton(BUTTON, self.game.id, self.game.version, "do", str(index),
                             label=fit(label, BUTTON_LABEL), style=style, emoji=emoji,
                             row=row))

    def go(self, screen: Screen, label: str, *, style=discord.ButtonStyle.secondary,
           emoji: str | None = None, row: int | None = None) -> None:
        self.add(TableButton(BUTTON, self.game.id, self.game.version, "view", screen.text(),
                             label=fit(label, BUTTON_LABEL), style=style, emoji=emoji,
                             row=row))

    def add(self, button) -> None:
        """Add ``button`` unless the panel is full or already offers its choice (two screens'
        parts may both offer one action, e.g. a portal with the vizier's tile, PO7; Discord
        refuses a message whose custom ids repeat)."""
        if any(getattr(getattr(child, "item", child), "custom_id", None)
               == button.item.custom_id for child in self.view.children):
            return
        if len(self.view.children) < MOST_BUTTONS:
            try:
                self.view.add_item(button)
            except ValueError:  # its row is full: the first row with room
                button.row = None
                self.view.add_item(button)


@dataclass
class ChoicePanel(Panel):
    #: The seat's legal actions at the game's version, as the buttons number them.
    actions: list | None = None
    #: The language the panel speaks (the tapping user's).
    lang: str = DEFAULT

    def field(self, message_id: str, **args) -> None:
        """A field of the embed: the message ``<message_id>-title`` over the message."""
        self.embed.add_field(name=say(self.lang, f"{message_id}-title", **args),
                             value=fit(say(self.lang, message_id, **args), EMBED_FIELD_VALUE),
                             inline=False)

    def alhambra(self, game: Game, seat: int, **options) -> None:
        """The seat's Alhambra as the panel's picture (``numbers``, ``tile``, ``caption``
        ... as :func:`rendering.render_alhambra` takes them)."""
        player = view(game.state, seat).players[seat]
        self.picture = Picture(render_alhambra, (player,), "alhambra.png",
                               {"active": True, "lang": self.lang, **options})


def show(name: str, panel: ChoicePanel, build: Builder, game: Game, seat: int,
         shown: Screen | None = None) -> None:
    """Fill ``panel`` with the screen ``name`` (a screen falls back on another so)."""
    SCREENS[name](panel, build, game, seat, shown or Screen(name))


def pages(items: list, page: int, size: int = PAGE) -> tuple[list, int, int]:
    count = max(1, (len(items) + size - 1) // size)
    page %= count
    return items[page * size:(page + 1) * size], page, count


def indices(actions: list, *kinds: str) -> list[int]:
    return [i for i, a in enumerate(actions) if a.kind in kinds]


def paid(cards) -> int:
    return sum(CARDS[c].value for c in cards)


def undo(build: Builder, actions: list, lang: str, row: int | None = None) -> None:
    for i in indices(actions, "restart_turn"):
        build.do(i, text(lang, "alhambra-act-undo"), style=discord.ButtonStyle.danger,
                 row=row)


def label(game: Game, seat: int, action, lang: str) -> str:
    """A choice in words, as the typed commands say it, as briefly as a button needs."""
    state = game.state
    public = view(state, None)
    return action_label(action, market=public.market, alhambra=state.players[seat].alhambra,
                        bought=state.players[seat].bought,
                        second_market=public.second_market, lang=lang, most=BUTTON_LABEL)


def any_time_buttons(panel: ChoicePanel, build: Builder, game: Game, seat: int, *,
                     vizier: bool = True) -> None:
    """Choices a seat has whoever's turn it is (or later in its turn): Abdul Knihstig's
    card, reveal a bonus card; the settings: the thieves' "don't ask me" (also on the
    window's screen of a seat that could steal), the vizier's "always pass" and what
    scorings do with matching bonus cards (not where ``vizier`` is False)."""
    actions = panel.actions
    for i in indices(actions, "take_with_knihstig"):  # the characters' Abdul Knihstig
        build.do(i, label(game, seat, actions[i], panel.lang), emoji="🎭",
                 style=discord.ButtonStyle.success)
    for i in indices(actions, "reveal_bonus_card"):
        build.do(i, label(game, seat, actions[i], panel.lang), emoji="🃏",
                 style=discord.ButtonStyle.success)
    if indices(actions, "buy_portal") and (portal_offer(game.state) or {}).get("vizier"):
        for i in indices(actions, "buy_portal"):  # expansion 6: with the vizier's tile (PO7)
            build.do(i, label(game, seat, actions[i], panel.lang), emoji="🚪",
                     style=discord.ButtonStyle.success)
    for i in indices(actions, "thieves_always_pass"):  # a setting (TD6), shown where thieves
        build.do(i, label(game, seat, actions[i], panel.lang), emoji="🦹",  # are asked too
                 style=discord.ButtonStyle.secondary)
    if not vizier:
        return
    for i in indices(actions, "vizier_always_pass"):
        build.do(i, label(game, seat, actions[i], panel.lang), emoji="🧙",
                 style=discord.ButtonStyle.secondary)
    for i in indices(actions, "keep_bonus_cards_hidden"):  # a setting, as the vizier's
        build.do(i, label(game, seat, actions[i], panel.lang), emoji="🎴",
                 style=discord.ButtonStyle.secondary)
    for i in indices(actions, "overpay_for"):  # expansion 6: coins or a certificate (EC9)
        build.do(i, label(game, seat, actions[i], panel.lang), emoji="🎫",
                 style=discord.ButtonStyle.secondary)


def back(build: Builder, lang: str, to: str = "main", row: int | None = None) -> None:
    build.go(Screen(to), text(lang, "alhambra-button-back"), row=row)


def numbered(build: Builder, panel: ChoicePanel, shown: Screen,
             targets: list[tuple[object, str]], *, size: int = PAGE) -> None:
    """One button per target (an action index to do, or a :class:`Screen` to go to) with
    its label, paged by ``size`` (the page rides on ``shown``)."""
    part, page, count = pages(targets, shown.page, size)
    for target, words in part:
        if isinstance(target, Screen):
            build.go(target, words, style=discord.ButtonStyle.primary)
        else:
            build.do(target, words, style=discord.ButtonStyle.primary)
    if count > 1:
        build.go(Screen(shown.name, shown.arg, (page + 1) % count),
                 text(panel.lang, "alhambra-button-more", page=page + 1, pages=count))


@dataclass(frozen=True)
class Extra:
    """A choice a module adds to the main screen of a turn: a line of the "your turn"
    field and a button that does an action (``target`` an index) or opens a screen."""

    line: str
    target: int | Screen
    words: str
    emoji: str
    style: discord.ButtonStyle = discord.ButtonStyle.primary


#: A giver of a module's choices on the main screen.
ChoicesFn = Callable[[ChoicePanel, Game, int], list[Extra]]
#: The givers of the modules' main-screen choices, in the books' order (:func:`install`).
MAIN_CHOICES: list[ChoicesFn] = []


def main_choices(function: ChoicesFn) -> ChoicesFn:
    """Mark the decorated function as a giver of main-screen choices (its file lists it in
    its :class:`PanelPart`)."""
    function.main_choices = True
    return function


@dataclass(frozen=True)
class PanelPart:
    """A part of the panel: the screens of one file of the core, or of one rule module
    (:func:`screen`), and the givers of its main-screen choices (:func:`main_choices`)."""

    screens: tuple[ScreenFn, ...] = ()
    main_choices: tuple[ChoicesFn, ...] = ()


def install(parts) -> None:
    """Make these parts (the core's, then the modules' in the books' order) the panel's."""
    SCREENS.clear()
    WINDOW_SCREENS.clear()
    PLACING_SCREENS.clear()
    MAIN_CHOICES.clear()
    for part in parts:
        for function in part.screens:
            for name, window, placing in function.screens:
                SCREENS[name] = function
                if window:
                    WINDOW_SCREENS.add(name)
                if placing:
                    PLACING_SCREENS.add(name)
        MAIN_CHOICES.extend(part.main_choices)


def opening(panel: ChoicePanel, key: str, emoji: str, **words) -> list[Extra]:
    """A module's one main-screen choice that opens its screen ``key``: the line
    ``alhambra-panel-<key>-line`` (with ``words``) and the button
    ``alhambra-button-<key>``."""
    lang = panel.lang
    return [Extra(text(lang, f"alhambra-panel-{key}-line", **words), Screen(key),
                  text(lang, f"alhambra-button-{key}"), emoji)]


def vizier_places(build: Builder, panel: ChoicePanel, shown: Screen, tile: str,
                  mine: list[int], cards, cells, *, size: int) -> None:
    """The vizier's purchase of ``tile`` (its listed uses ``mine``, paid with ``cards``):
    a field saying so, the numbered places on the picture (``cells``, in its numbering)
    and the reserve; the screen adds its own buttons after these."""
    actions, lang = panel.actions, panel.lang
    index_of = {(actions[i].x, actions[i].y): i for i in mine if not actions[i].reserve}
    targets = [(index_of[cell], str(n)) for n, cell in enumerate(cells, start=1)
               if cell in index_of]
    panel.embed.add_field(
        name=say(lang, "alhambra-panel-vizier-place-title", tile=Tile(tile)),
        value=text(lang, "alhambra-panel-vizier-place",
                   where=text(lang, "alhambra-place-where", count=len(targets)),
                   cards=cards_text(cards, lang=lang)), inline=False)
    numbered(build, panel, shown, targets, size=size)
    for i in mine:
        if actions[i].reserve:
            build.do(i, text(lang, "alhambra-button-reserve"),
                     style=discord.ButtonStyle.secondary)
