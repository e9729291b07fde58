"""The private panel: a seat's hand and only the legal choices, as buttons, in few taps.

A turn on a phone, counted from the public turn message ("My panel" = 1 tap):

- **Take money**: one 💰 button per way to take money: 2 taps, and the turn ends by itself.
- **Buy**: one button per affordable market tile. A tile that can be paid only one way is
  bought at once; otherwise its payments follow, exact ones first (they give another action).
  In the Alhambra + Granada combination each slot holds two tiles: "Buy Pavilion 8" and
  "Buy Granada Market 8" side by side (screen ``pay2`` pays the second); where the takes,
  the eight buys and the rest overflow Discord's five rows, the takes move behind "Take
  money…" (screen ``take``).
- **Place**: the picture numbers every legal cell (the engine's own rule set decides, so
  both cities of the combination are numbered right); one button per number, in number
  order (paged by 20), with "Reserve it" (and "Give to Dirk") beside them. Placing the last tile
  ends the turn by itself unless the payment was exact.
- **Granada**: beside the places, "Reserve it as …" (the other side up, free) and "Turn over
  → …" with its cost: one payment is paid at once, several lead to the payments (screen
  ``flip``); then the places of the other side. At the end of the game a received tile is
  built as it lies, or declined ("Decline" puts it on the reserve).
- **Rebuild**: choose what (take a tile out, or build a reserve tile in), then a number on
  the picture, where both empty cells and built tiles can carry numbers.

The panel has *screens* (main, take, pay, pay2, place, flip, rebuild, out, in), named in
the custom id of the buttons that lead to them. Every choice carries the game's version and
its index among the seat's legal actions, so a choice from an old panel is recognised and
never applied to a newer state. The core (:mod:`bot.tables.play`) sends and edits the
panel and draws its picture in a worker process.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord

from bot.tables import Panel, Picture
from bot.tables.components import TableButton
from bot.tables.picks import number
from engine.alhambra import legal_actions, view
from engine.alhambra.components import CARDS, CURRENCIES, TILES, other_face
from engine.alhambra.modules import any_time_kinds
from i18n import DEFAULT, names_in, text
from rendering import render_alhambra, render_hand
from storage import Game

from .positions import Tile, place_cells, say, tile_name
from .texts import (
    CURRENCY_EMOJI,
    action_label,
    buy_words,
    cards_short,
    cards_text,
    flip_cost,
    hands_out_one_by_one,
    how_to_play,
    is_combination,
    money_text,
)

COLOUR = discord.Colour.from_rgb(176, 96, 48)
#: Choices per page: 25 components per message, minus room for the other buttons.
PAGE = 20
SCREENS = ("main", "take", "pay", "pay2", "place", "flip", "rebuild", "out", "in", "vizier",
           "vzuse", "yards")
#: Discord's limit of components in one message.
MOST_BUTTONS = 25


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


BUTTON, SELECT = "alh", "als"


class _Builder:
    """Collects the buttons of one panel, in rows."""

    def __init__(self, game: Game):
        self.game = game
        self.view = discord.ui.View(timeout=None)

    def do(self, index: int, label: str, *, style=discord.ButtonStyle.primary,
           emoji: str | None = None, row: int | None = None) -> None:
        self.add(TableButton(BUTTON, self.game.id, self.game.version, "do", str(index),
                             label=label[:80], style=style, emoji=emoji, row=row))

    def go(self, screen: Screen, label: str, *, style=discord.ButtonStyle.secondary,
           emoji: str | None = None, row: int | None = None) -> None:
        self.add(TableButton(BUTTON, self.game.id, self.game.version, "view", screen.text(),
                             label=label[:80], style=style, emoji=emoji, row=row))

    def add(self, button) -> None:
        if len(self.view.children) < MOST_BUTTONS:
            self.view.add_item(button)


def _pages(items: list, page: int, size: int = PAGE) -> tuple[list, int, int]:
    pages = max(1, (len(items) + size - 1) // size)
    page %= pages
    return items[page * size:(page + 1) * size], page, pages


def default_screen(game: Game, seat: int) -> Screen:
    """A waiting tile shows the placing screen (after an exact payment too)."""
    state = game.state
    if state.active_seat == seat and state.players[seat].bought:
        return Screen("place")
    return Screen("main")


@dataclass
class _Panel(Panel):
    #: The seat's legal actions at the game's version, as the buttons number them.
    actions: list | None = None
    #: The language the panel speaks (the tapping user's).
    lang: str = DEFAULT

    def field(self, message_id: str, **args) -> None:
        """A field of the embed: the message ``<message_id>-title`` over the message."""
        self.embed.add_field(name=say(self.lang, f"{message_id}-title", **args),
                             value=say(self.lang, message_id, **args)[:1024], inline=False)


def build_panel(game: Game, seat: int, *, screen: Screen | None = None,
                note: str | None = None, lang: str = DEFAULT) -> Panel:
    """The panel of ``seat`` for the game as it is now, in ``lang``."""
    state = game.state
    mine = view(state, seat)
    me = mine.players[seat]
    actions = list(legal_actions(state, seat))
    embed = discord.Embed(title=text(lang, "alhambra-panel-title", name=me.name),
                          colour=COLOUR)
    embed.description = money_text(mine.hand, lang=lang)
    if me.reserve:
        embed.add_field(name=text(lang, "alhambra-panel-reserve"),
                        value=", ".join(tile_name(t, lang=lang) for t in me.reserve),
                        inline=False)
    if note:
        embed.add_field(name=text(lang, "alhambra-panel-note"), value=note[:1024],
                        inline=False)
    embed.set_footer(text=text(lang, "alhambra-panel-footer", table=str(game.id),
                               move=str(game.version)))
    build = _Builder(game)
    hand = Picture(render_hand, (mine,), "hand.png", {"lang": lang})
    panel = _Panel(embed, build.view, hand, actions, lang)
    if game.status == "abandoned":
        panel.field("alhambra-panel-cancelled")
        return _with_picture(panel)
    if state.is_over:
        panel.field("alhambra-panel-over")
        return _with_picture(panel)
    if seat in state.retired:
        panel.field("alhambra-panel-left")
        return _with_picture(panel)
    any_time = any_time_kinds(state.options.modules)
    if state.flow.window_seats:
        if seat in state.flow.window_seats:
            screen = screen if screen and screen.name in ("vizier", "vzuse") \
                else Screen("vizier")
            {"vizier": _vizier, "vzuse": _vizier_use}[screen.name](panel, build, game, seat,
                                                                    screen)
        else:
            _window_waiting(panel, build, game, seat)
        return _with_picture(panel)
    if not [a for a in actions if a.kind not in any_time]:
        panel.field("alhambra-panel-waiting", name=state.players[state.active_seat].name)
        _any_time_buttons(panel, build, game, seat)
        return _with_picture(panel)
    screen = screen or default_screen(game, seat)
    if screen.name in ("vizier", "vzuse"):
        screen = Screen("main")
    if screen.name in ("place", "flip") and not (me.bought and state.active_seat == seat):
        screen = Screen("main")
    {"main": _main, "take": _take, "pay": _pay, "pay2": _pay, "place": _place, "flip": _flip,
     "rebuild": _rebuild, "out": _out, "in": _in, "yards": _yards}[screen.name](
        panel, build, game, seat, screen)
    return _with_picture(panel)


def _chunks(words: str, size: int = 1024) -> list[str]:
    """``words`` in parts of at most ``size`` characters, cut between lines."""
    parts = [""]
    for line in words.split("\n"):
        joined = f"{parts[-1]}\n{line}" if parts[-1] else line
        if len(joined) <= size:
            parts[-1] = joined
        else:
            parts.append(line[:size])
    return parts


def _with_picture(panel: Panel) -> Panel:
    if panel.picture is not None:
        panel.embed.set_image(url=f"attachment://{panel.picture.filename}")
    return panel


def _indices(actions: list, *kinds: str) -> list[int]:
    return [i for i, a in enumerate(actions) if a.kind in kinds]


def _undo(build: _Builder, actions: list, lang: str, row: int | None = None) -> None:
    for i in _indices(actions, "restart_turn"):
        build.do(i, text(lang, "alhambra-act-undo"), style=discord.ButtonStyle.danger,
                 row=row)


# -- the screens ----------------------------------------------------------------------------

def _main(panel: Panel, build: _Builder, game: Game, seat: int, screen: Screen) -> None:
    state, actions, embed, lang = game.state, panel.actions, panel.embed, panel.lang
    first_turn = state.flow.turn <= len(state.players) and state.flow.actions == 0
    modules = state.options.modules
    if first_turn:  # a field holds 1024 characters: a long aid (with modules) takes more
        name = text(lang, "alhambra-panel-how-to-play")
        for part in _chunks(how_to_play(modules, lang=lang)):
            embed.add_field(name=name, value=part, inline=False)
            name = "\u200b"
    takes = _indices(actions, "take_money")
    buys = _buy_buttons(game, actions, lang)
    rebuilds = _indices(actions, "rebuild_place", "rebuild_remove", "rebuild_exchange")
    waiting = state.players[seat].bought
    both = "yes" if is_combination(modules) else "no"
    lines = []
    if state.flow.extra_action:
        lines.append(text(lang, "alhambra-panel-paid-exactly"))
    if takes:
        ends = "no" if state.flow.extra_action or waiting else "yes"
        lines.append("💰 " + text(lang, "alhambra-panel-take", ends=ends))
    if buys:
        lines.append("🏗️ " + text(lang, "alhambra-panel-buy", both=both))
    if rebuilds:
        lines.append("🔁 " + text(lang, "alhambra-panel-rebuild", both=both))
    if _indices(actions, "take_yard"):
        lines.append("🛖 " + text(lang, "alhambra-panel-yard"))
    if _indices(actions, "turn_vizier_up"):
        lines.append("🧙 " + text(lang, "alhambra-panel-vizier-up"))
    if lines:
        embed.add_field(name=text(lang, "alhambra-panel-your-turn"), value="\n".join(lines),
                        inline=False)
    tail = bool(_indices(actions, "end_turn", "restart_turn")
                or (waiting and state.flow.extra_action))
    middle = len(buys) + (1 if rebuilds else 0)
    # Discord shows five rows of five: the takes, then the buys, then the rest. Where they
    # do not all fit (many takes beside the combination's eight buys), the takes move
    # behind one button.
    take_rows = -(-len(takes) // 5)
    if take_rows + -(-middle // 5) + tail > 5:
        take_rows = 0
    row = 0
    if take_rows:
        for position, i in enumerate(takes):
            build.do(i, cards_short(actions[i].cards), style=discord.ButtonStyle.success,
                     emoji="💰", row=position // 5)
        row = take_rows
    position = 0
    if takes and not take_rows:
        build.go(Screen("take"), text(lang, "alhambra-button-take-more"), emoji="💰",
                 style=discord.ButtonStyle.success, row=row)
        position += 1
    for target, label, currency in buys:
        if isinstance(target, Screen):
            build.go(target, label, style=discord.ButtonStyle.primary,
                     emoji=CURRENCY_EMOJI[currency], row=row + position // 5)
        else:
            build.do(target, label, emoji=CURRENCY_EMOJI[currency], row=row + position // 5)
        position += 1
    if rebuilds:
        build.go(Screen("rebuild"), text(lang, "alhambra-button-rebuild"), emoji="🔁",
                 row=row + position // 5)
        position += 1
    if _indices(actions, "take_yard"):
        build.go(Screen("yards"), text(lang, "alhambra-button-yards"), emoji="🛖",
                 row=row + position // 5)
        position += 1
    for i in _indices(actions, "turn_vizier_up"):
        build.do(i, _label(game, seat, actions[i], lang), emoji="🧙",
                 style=discord.ButtonStyle.primary, row=row + position // 5)
        position += 1
    row += -(-position // 5)
    row = min(row, 4)
    if waiting and state.flow.extra_action:
        build.go(Screen("place"), text(lang, "alhambra-button-place-it"), emoji="📍",
                 style=discord.ButtonStyle.primary, row=row)
    for i in _indices(actions, "end_turn"):
        panel.field("alhambra-panel-nothing")
        build.do(i, text(lang, "alhambra-act-end"), style=discord.ButtonStyle.success, row=row)
    _undo(build, actions, lang, row=row)
    _any_time_buttons(panel, build, game, seat)


def _buy_buttons(game: Game, actions: list,
                 lang: str = DEFAULT) -> list[tuple[int | Screen, str, str]]:
    """One button per market tile the seat can afford, in slot order (a slot's Alhambra
    tile before its Granada tile): (the action, or the payments' screen; label; currency).
    A tile payable one way is bought by its button; several ways lead to the payments."""
    by_tile: dict[tuple[int, bool], list[int]] = {}
    for i in _indices(actions, "buy", "buy_second"):
        key = (CURRENCIES.index(actions[i].slot), actions[i].kind == "buy_second")
        by_tile.setdefault(key, []).append(i)
    public = view(game.state, None)
    buttons = []
    for (slot, second), options in sorted(by_tile.items()):
        currency = CURRENCIES[slot]
        tile = (public.second_market if second else public.market)[currency]
        exact = any(_paid(actions[i].cards) == TILES[tile].price for i in options)
        label = buy_words(tile, second, lang=lang)
        if exact:
            label += " · " + text(lang, "alhambra-button-exact")
        target = options[0] if len(options) == 1 else Screen("pay2" if second else "pay", slot)
        buttons.append((target, label, currency))
    return buttons


def _take(panel: Panel, build: _Builder, game: Game, seat: int, screen: Screen) -> None:
    """The ways to take money, where the main screen has no room for them."""
    actions = panel.actions
    takes = _indices(actions, "take_money")
    if not takes:
        return _main(panel, build, game, seat, Screen("main"))
    panel.field("alhambra-panel-take-screen")
    for position, i in enumerate(takes[:20]):
        build.do(i, cards_short(actions[i].cards), style=discord.ButtonStyle.success,
                 emoji="💰", row=position // 5)
    build.go(Screen("main"), text(panel.lang, "alhambra-button-back"), row=4)


def _paid(cards) -> int:
    return sum(CARDS[c].value for c in cards)


def _pay(panel: Panel, build: _Builder, game: Game, seat: int, screen: Screen) -> None:
    """The payments for a market tile (screen ``pay2``: the slot's second tile, the
    combination's Granada tile), exact ones first."""
    state, actions = game.state, panel.actions
    currency = CURRENCIES[screen.arg % len(CURRENCIES)]
    second = screen.name == "pay2"
    tile = (state.second_market if second else state.market)[CURRENCIES.index(currency)]
    options = [i for i in _indices(actions, "buy_second" if second else "buy")
               if actions[i].slot == currency]
    if tile is None or not options:
        return _main(panel, build, game, seat, Screen("main"))
    lang = panel.lang
    price = TILES[tile].price
    options.sort(key=lambda i: (_paid(actions[i].cards) != price, _paid(actions[i].cards)))
    shown, page, pages = _pages(options, screen.page)
    panel.field("alhambra-panel-pay-second" if second else "alhambra-panel-pay",
                tile=Tile(tile), price=price, currency=currency)
    for i in shown:
        paid = _paid(actions[i].cards)
        extra = (text(lang, "alhambra-button-pay-exact") if paid == price
                 else text(lang, "alhambra-button-pays", paid=paid))
        build.do(i, f"{cards_short(actions[i].cards)} · {extra}",
                 style=discord.ButtonStyle.success if paid == price
                 else discord.ButtonStyle.primary)
    if pages > 1:
        build.go(Screen(screen.name, screen.arg, (page + 1) % pages),
                 text(lang, "alhambra-button-more-payments", page=page + 1, pages=pages))
    build.go(Screen("main"), text(lang, "alhambra-button-back"))


def _waiting(game: Game, seat: int, screen: Screen) -> tuple[list[str], int]:
    """The seat's waiting tiles (once each) and the index of the one ``screen`` shows."""
    tiles = list(dict.fromkeys(game.state.players[seat].bought))
    return tiles, screen.arg % len(tiles)


def _place(panel: Panel, build: _Builder, game: Game, seat: int, screen: Screen) -> None:
    state, actions, lang = game.state, panel.actions, panel.lang
    tiles, which = _waiting(game, seat, screen)
    tile, back = tiles[which], other_face(tiles[which])
    final = state.flow.phase == "final_placing"
    granada_final = final and hands_out_one_by_one(state.options.modules)
    cells = place_cells(state, seat, tile)
    index_of = {(actions[i].x, actions[i].y): i for i in _indices(actions, "place")
                if actions[i].tile == tile}
    numbered = [(n, index_of[cell]) for n, cell in enumerate(cells, start=1)
                if cell in index_of]
    # the buttons beside the numbers: (do: action index | go: screen, label, style)
    secondary, success = discord.ButtonStyle.secondary, discord.ButtonStyle.success
    beside: list[tuple[str, object, str, discord.ButtonStyle]] = []
    for i in _indices(actions, "reserve"):
        if actions[i].tile == tile:
            beside.append(("do", i, text(lang, "alhambra-button-decline" if granada_final
                                         else "alhambra-button-reserve"), secondary))
        elif back is not None and actions[i].tile == back:
            beside.append(("do", i, say(lang, "alhambra-button-reserve-as", tile=Tile(back)),
                           secondary))
    flips = [i for i in _indices(actions, "flip") if actions[i].tile == tile]
    cost = flip_cost(view(state, seat))
    if len(flips) == 1:
        beside.append(("do", flips[0], say(lang, "alhambra-button-turn-over-paying",
                                           tile=Tile(back),
                                           cards=cards_short(actions[flips[0]].cards)),
                       secondary))
    elif flips:
        beside.append(("go", Screen("flip", which),
                       say(lang, "alhambra-button-turn-over", tile=Tile(back), cost=cost),
                       secondary))
    for i in _indices(actions, "give_to_dirk"):
        if actions[i].tile == tile:
            beside.append(("do", i, text(lang, "alhambra-button-give-dirk"), secondary))
    for n, other in enumerate(tiles):
        if n != which:
            beside.append(("go", Screen("place", n),
                           say(lang, "alhambra-button-next-tile", tile=Tile(other)), secondary))
    if state.flow.extra_action:
        beside.append(("go", Screen("main"), text(lang, "alhambra-button-another-action"),
                       success))
    undo = _indices(actions, "restart_turn")
    size = min(PAGE, MOST_BUTTONS - 1 - len(beside) - len(undo))
    shown, page, pages = _pages(numbered, screen.page, size)
    where_text = text(lang, "alhambra-place-where", count=len(numbered))
    if not numbered and _granada_not_begun(state, seat, tile):
        where_text += " " + text(lang, "alhambra-place-granada-first")
    if granada_final:
        value = text(lang, "alhambra-place-final-as-it-lies" if back is not None
                     else "alhambra-place-final", where=where_text)
    else:
        value = text(lang, "alhambra-place-build", where=where_text)
    if back is not None and not final:
        if flips:
            side = "alhambra-place-other-side-flip"
        elif place_cells(state, seat, back):
            side = "alhambra-place-other-side-poor"
        else:
            side = "alhambra-place-other-side-nowhere"
        value += "\n" + say(lang, side, tile=Tile(back), cost=cost)
    if len(tiles) > 1:
        value += " " + text(lang, "alhambra-place-more-waiting", count=len(tiles) - 1)
    if state.flow.extra_action:
        value = text(lang, "alhambra-place-paid-exactly") + "\n" + value
    if granada_final:
        panel.embed.add_field(name=say(lang, "alhambra-panel-received-title", tile=Tile(tile)),
                              value=_why_received(state, seat, lang), inline=False)
    panel.embed.add_field(name=say(lang, "alhambra-panel-place-title", tile=Tile(tile)),
                          value=value[:1024], inline=False)
    for n, i in shown:
        build.do(i, str(n), style=discord.ButtonStyle.primary)
    for what, target, label, style in beside:
        if what == "do":
            build.do(target, label, style=style)
        else:
            build.go(target, label, style=style)
    if pages > 1:
        build.go(Screen("place", which, (page + 1) % pages),
                 text(lang, "alhambra-button-more-places", page=page + 1, pages=pages))
    _undo(build, actions, lang)
    player = view(state, seat).players[seat]
    panel.picture = Picture(render_alhambra, (player,), "alhambra.png",
                            {"tile": tile, "numbers": cells, "active": True,
                             "other_side": not final, "lang": lang})


def _granada_not_begun(state, seat: int, tile: str) -> bool:
    """The combination: ``tile`` would be the seat's first Granada tile."""
    return (is_combination(state.options.modules) and TILES[tile].city == "granada"
            and not any(city == "granada" for city, _, _ in state.players[seat].cities))


def _why_received(state, seat: int, lang: str = DEFAULT) -> str:
    """Why ``seat`` received an end-of-game tile (Granada hands them out one by one)."""
    leads = [c for slot, c in enumerate(CURRENCIES) if state.market[slot] is None
             and _leads(state, seat, c)]
    return text(lang, "alhambra-panel-received-why",
                currency=leads[0] if len(leads) == 1 else "none")


def _leads(state, seat: int, currency: str) -> bool:
    money = {s: state.players[s].money_in(currency) for s in state.playing_seats}
    best = max(money.values(), default=0)
    return best > 0 and [s for s in money if money[s] == best] == [seat]


def _flip(panel: Panel, build: _Builder, game: Game, seat: int, screen: Screen) -> None:
    """Granada: the payments for turning a waiting tile over, and where its other side
    fits (the numbers it will have once turned)."""
    state, actions, lang = game.state, panel.actions, panel.lang
    tiles, which = _waiting(game, seat, screen)
    tile = tiles[which]
    back = other_face(tile)
    flips = [i for i in _indices(actions, "flip") if actions[i].tile == tile]
    if back is None or not flips:
        return _place(panel, build, game, seat, Screen("place", which))
    flips.sort(key=lambda i: (_paid(actions[i].cards), len(actions[i].cards)))
    cost = flip_cost(view(state, seat))
    shown, page, pages = _pages(flips, screen.page)
    panel.field("alhambra-panel-flip", tile=Tile(tile), other=Tile(back), cost=cost)
    for i in shown:
        build.do(i, f"{cards_short(actions[i].cards)} · "
                    f"{text(lang, 'alhambra-button-turn-over-short')}",
                 style=discord.ButtonStyle.primary)
    if pages > 1:
        build.go(Screen("flip", which, (page + 1) % pages),
                 text(lang, "alhambra-button-more-payments", page=page + 1, pages=pages))
    build.go(Screen("place", which), text(lang, "alhambra-button-back"))
    player = view(state, seat).players[seat]
    panel.picture = Picture(render_alhambra, (player,), "alhambra.png",
                            {"tile": back, "numbers": place_cells(state, seat, back),
                             "active": True, "lang": lang,
                             "caption": text(lang, "alhambra-caption-turned-over")})


def _reserve_tiles(actions: list) -> list[str]:
    """The reserve tiles that can be built in, once each, in the order of the actions."""
    return list(dict.fromkeys(a.tile for a in actions
                              if a.kind in ("rebuild_place", "rebuild_exchange")))


def _rebuild(panel: Panel, build: _Builder, game: Game, seat: int, screen: Screen) -> None:
    actions, lang = panel.actions, panel.lang
    both = "yes" if is_combination(game.state.options.modules) else "no"
    panel.field("alhambra-panel-rebuild-screen", both=both)
    if _indices(actions, "rebuild_remove"):
        build.go(Screen("out"), text(lang, "alhambra-button-take-out"),
                 style=discord.ButtonStyle.primary)
    # a large reserve is paged (the page number rides on the screen, as for places)
    shown, page, pages = _pages(list(enumerate(_reserve_tiles(actions))), screen.page)
    for n, tile in shown:
        build.go(Screen("in", n), say(lang, "alhambra-button-build-in", tile=Tile(tile)),
                 style=discord.ButtonStyle.primary)
    if pages > 1:
        build.go(Screen("rebuild", 0, (page + 1) % pages),
                 text(lang, "alhambra-button-more-reserve", page=page + 1, pages=pages))
    build.go(Screen("main"), text(lang, "alhambra-button-back"))
    player = view(game.state, seat).players[seat]
    panel.picture = Picture(render_alhambra, (player,), "alhambra.png",
                            {"active": True, "lang": lang})


def _targets(panel: Panel, build: _Builder, game: Game, seat: int, screen: Screen,
             targets: list[tuple[tuple[int, int], int, str]], caption: str) -> None:
    """Number ``targets`` ((cell, action index, button label)) on the picture and offer a
    button for each, in number order."""
    shown, page, pages = _pages(list(enumerate(targets, start=1)), screen.page)
    for n, (_, i, label) in shown:
        build.do(i, f"{n}{label}", style=discord.ButtonStyle.primary)
    if pages > 1:
        build.go(Screen(screen.name, screen.arg, (page + 1) % pages),
                 text(panel.lang, "alhambra-button-more", page=page + 1, pages=pages))
    build.go(Screen("rebuild"), text(panel.lang, "alhambra-button-back"))
    player = view(game.state, seat).players[seat]
    cells = [cell for cell, _, _ in targets]
    panel.picture = Picture(render_alhambra, (player,), "alhambra.png",
                            {"numbers": cells, "active": True, "caption": caption,
                             "lang": panel.lang})


def _out(panel: Panel, build: _Builder, game: Game, seat: int, screen: Screen) -> None:
    actions, lang = panel.actions, panel.lang
    alhambra = game.state.players[seat].alhambra
    grid = {(x, y): t for x, y, t in alhambra}
    cells = [((actions[i].x, actions[i].y), i) for i in _indices(actions, "rebuild_remove")]
    cells.sort(key=lambda c: (c[0][1], c[0][0]))
    targets = [(cell, i, f": {tile_name(grid[cell], lang=lang)}") for cell, i in cells]
    panel.field("alhambra-panel-take-out")
    _targets(panel, build, game, seat, screen, targets,
             text(lang, "alhambra-caption-take-out"))


def _in(panel: Panel, build: _Builder, game: Game, seat: int, screen: Screen) -> None:
    actions, lang = panel.actions, panel.lang
    tiles = _reserve_tiles(actions)
    if not tiles:
        return _rebuild(panel, build, game, seat, Screen("rebuild"))
    tile = tiles[screen.arg % len(tiles)]
    alhambra = game.state.players[seat].alhambra
    grid = {(x, y): t for x, y, t in alhambra}
    places = {(actions[i].x, actions[i].y): i for i in _indices(actions, "rebuild_place")
              if actions[i].tile == tile}
    targets = [(cell, places[cell], "") for cell in sorted(places, key=lambda c: (c[1], c[0]))]
    swaps = sorted(((actions[i].x, actions[i].y), i) for i in _indices(actions,
                                                                      "rebuild_exchange")
                   if actions[i].tile == tile)
    swaps.sort(key=lambda s: (s[0][1], s[0][0]))
    targets += [(cell, i, f" ⇄ {tile_name(grid[cell], lang=lang)}") for cell, i in swaps]
    panel.field("alhambra-panel-build-in", tile=Tile(tile))
    _targets(panel, build, game, seat, screen, targets,
             say(lang, "alhambra-caption-build-in", tile=Tile(tile)))


# -- expansion 1: the vizier's window, building yards, bonus cards, settings ---------------

def _label(game: Game, seat: int, action, lang: str) -> str:
    """A choice in words, as the typed commands say it."""
    state = game.state
    public = view(state, None)
    return action_label(action, market=public.market, alhambra=state.players[seat].alhambra,
                        bought=state.players[seat].bought,
                        second_market=public.second_market, lang=lang)


def _any_time_buttons(panel: Panel, build: _Builder, game: Game, seat: int) -> None:
    """Choices a seat has whoever's turn it is: reveal a bonus card, the vizier's "always
    pass" (on the last row, after everything else)."""
    actions = panel.actions
    for i in _indices(actions, "reveal_bonus_card"):
        build.do(i, _label(game, seat, actions[i], panel.lang), emoji="🃏",
                 style=discord.ButtonStyle.success)
    for i in _indices(actions, "vizier_always_pass"):
        build.do(i, _label(game, seat, actions[i], panel.lang), emoji="🧙",
                 style=discord.ButtonStyle.secondary)


def _window_waiting(panel: Panel, build: _Builder, game: Game, seat: int) -> None:
    """A seat outside the vizier's window (the next player among them): who may still use
    theirs, and whether this seat has answered."""
    state = game.state
    names = [state.players[s].name for s in state.flow.window_seats]
    mine = view(state, seat).modules_view.get("vizier", {})
    panel.field("alhambra-panel-window", names=names_in(panel.lang, names), count=len(names),
                answered="yes" if mine.get("answered") else "no",
                next=state.players[state.active_seat].name)
    _any_time_buttons(panel, build, game, seat)


def _vizier_offers(actions: list) -> list[tuple[str, bool, tuple[str, ...]]]:
    """(slot, second, cards) of each exact purchase the vizier can make, in listing order."""
    return list(dict.fromkeys((actions[i].slot, actions[i].second, actions[i].cards)
                              for i in _indices(actions, "use_vizier")))


def _vizier(panel: Panel, build: _Builder, game: Game, seat: int, screen: Screen) -> None:
    """The window between two turns: each tile this seat can pay exactly (one button per
    way to pay it), "Pass", and "always pass"."""
    state, actions, lang = game.state, panel.actions, panel.lang
    offers = _vizier_offers(actions)
    panel.field("alhambra-panel-vizier", next=state.players[state.active_seat].name)
    for n, (slot, second, cards) in enumerate(offers[:20]):
        market = state.second_market if second else state.market
        tile = market[CURRENCIES.index(slot)]
        build.go(Screen("vzuse", n), say(lang, "alhambra-button-vizier-buy", tile=Tile(tile),
                                         cards=cards_short(cards)),
                 emoji=CURRENCY_EMOJI[slot], style=discord.ButtonStyle.primary)
    for i in _indices(actions, "pass_vizier"):
        build.do(i, text(lang, "alhambra-button-vizier-pass"), style=discord.ButtonStyle.danger,
                 row=4)
    _any_time_buttons(panel, build, game, seat)


def _vizier_use(panel: Panel, build: _Builder, game: Game, seat: int, screen: Screen) -> None:
    """Where the vizier's tile goes: the numbered places on the picture, or the reserve."""
    state, actions, lang = game.state, panel.actions, panel.lang
    offers = _vizier_offers(actions)
    if not offers or screen.arg >= len(offers):
        return _vizier(panel, build, game, seat, Screen("vizier"))
    slot, second, cards = offers[screen.arg]
    tile = (state.second_market if second else state.market)[CURRENCIES.index(slot)]
    mine = [i for i in _indices(actions, "use_vizier")
            if (actions[i].slot, actions[i].second, actions[i].cards) == (slot, second, cards)]
    cells = place_cells(state, seat, tile)
    index_of = {(actions[i].x, actions[i].y): i for i in mine if not actions[i].reserve}
    numbered = [(n, index_of[cell]) for n, cell in enumerate(cells, start=1)
                if cell in index_of]
    shown, page, pages = _pages(numbered, screen.page, PAGE - 2)
    panel.embed.add_field(
        name=say(lang, "alhambra-panel-vizier-place-title", tile=Tile(tile)),
        value=text(lang, "alhambra-panel-vizier-place",
                   where=text(lang, "alhambra-place-where", count=len(numbered)),
                   cards=cards_text(cards, lang=lang)), inline=False)
    for n, i in shown:
        build.do(i, str(n), style=discord.ButtonStyle.primary)
    for i in mine:
        if actions[i].reserve:
            build.do(i, text(lang, "alhambra-button-reserve"),
                     style=discord.ButtonStyle.secondary)
    if pages > 1:
        build.go(Screen("vzuse", screen.arg, (page + 1) % pages),
                 text(lang, "alhambra-button-more-places", page=page + 1, pages=pages))
    build.go(Screen("vizier"), text(lang, "alhambra-button-back"))
    player = view(state, seat).players[seat]
    panel.picture = Picture(render_alhambra, (player,), "alhambra.png",
                            {"tile": tile, "numbers": cells, "active": True,
                             "other_side": False, "lang": lang})


def _yards(panel: Panel, build: _Builder, game: Game, seat: int, screen: Screen) -> None:
    """The building yards this seat may take (the face-up one of each stack)."""
    actions, lang = panel.actions, panel.lang
    yards = _indices(actions, "take_yard")
    if not yards:
        return _main(panel, build, game, seat, Screen("main"))
    panel.field("alhambra-panel-yards")
    for i in yards:
        build.do(i, _label(game, seat, actions[i], lang), emoji="🛖",
                 style=discord.ButtonStyle.primary)
    build.go(Screen("main"), text(lang, "alhambra-button-back"))
