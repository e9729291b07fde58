"""The panel's screens of a turn's action: the main screen (take money, buy, rebuild and
what the modules add), the takes where they overflow the main screen, the payments of a
market tile."""

from __future__ import annotations

import discord

from engine.alhambra import view
from engine.alhambra.components import CURRENCIES, TILES
from engine.alhambra.modules.change import bag
from engine.alhambra.money import change_coins
from i18n import DEFAULT, text
from storage import Game

from .panel_core import (
    MAIN_CHOICES,
    Builder,
    ChoicePanel,
    PanelPart,
    Screen,
    screen,
    show,
)
from .panel_core import any_time_buttons as _any_time_buttons
from .panel_core import indices as _indices
from .panel_core import label as _label
from .panel_core import pages as _pages
from .panel_core import paid as _paid
from .panel_core import undo as _undo
from .positions import Tile
from .texts import (
    CURRENCY_EMOJI,
    buy_words,
    cards_short,
    how_to_play,
    is_combination,
    shaped,
)

#: At most this much of the how-to-play text goes on the first turn's panel: Discord refuses
#: a message whose embeds hold more than 6,000 characters, and the panel's own lines need
#: room (a game with every module has some 6,000 characters of aid).
HOW_TO_PLAY_ROOM = 2800


def _within_room(words: str, lang: str) -> str:
    """The how-to-play lines that fit :data:`HOW_TO_PLAY_ROOM`, then how many modules'
    lines were left out (they are all in ``/alhambra rules``)."""
    if len(words) <= HOW_TO_PLAY_ROOM:
        return words
    lines = words.split("\n")
    kept: list[str] = []
    used = 0
    for line in lines:
        if used + len(line) + 1 > HOW_TO_PLAY_ROOM - 200:  # (room for the last line)
            break
        kept.append(line)
        used += len(line) + 1
    kept.append(text(lang, "alhambra-panel-how-to-play-more", count=len(lines) - len(kept)))
    return "\n".join(kept)


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


@screen("main")
def _main(panel: ChoicePanel, build: Builder, game: Game, seat: int, screen: Screen) -> None:
    state, actions, embed, lang = game.state, panel.actions, panel.embed, panel.lang
    first_turn = state.flow.turn <= len(state.players) and state.flow.actions == 0
    modules = state.options.modules
    if first_turn:  # a field holds 1024 characters: a long aid (with modules) takes more
        name = text(lang, "alhambra-panel-how-to-play")
        for part in _chunks(_within_room(how_to_play(modules, lang=lang), lang)):
            embed.add_field(name=name, value=part, inline=False)
            name = "\u200b"
    takes = _indices(actions, "take_money")
    buys = _buy_buttons(game, actions, lang)
    rebuilds = _indices(actions, "rebuild_place", "rebuild_remove", "rebuild_exchange",
                        "rebuild_place_gate")
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
    extras = [extra for choices in MAIN_CHOICES for extra in choices(panel, game, seat)]
    lines += [f"{extra.emoji} {extra.line}" for extra in extras if extra.line]
    if lines:
        embed.add_field(name=text(lang, "alhambra-panel-your-turn"), value="\n".join(lines),
                        inline=False)
    tail = bool(_indices(actions, "end_turn", "restart_turn")
                or (waiting and state.flow.extra_action))
    middle = (len(buys) + (1 if rebuilds else 0) + len(extras)
              + (1 if _indices(actions, "take_yard") else 0)
              + len(_indices(actions, "turn_vizier_up")))
    # Discord shows five rows of five: the takes, then the buys, then the rest. Where they
    # do not all fit (many takes beside the combination's eight buys), the takes move
    # behind one button.
    take_rows = -(-len(takes) // 5)
    if take_rows + -(-middle // 5) + tail > 5:
        take_rows = 0
    row = 0
    if take_rows:
        for position, i in enumerate(takes):
            build.do(i, cards_short(actions[i].cards, lang=lang),
                     style=discord.ButtonStyle.success, emoji="💰", row=position // 5)
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
                 style=discord.ButtonStyle.primary, row=min(row + position // 5, 4))
        position += 1
    for extra in extras:
        if isinstance(extra.target, Screen):
            build.go(extra.target, extra.words, emoji=extra.emoji, style=extra.style,
                     row=min(row + position // 5, 4))
        else:
            build.do(extra.target, extra.words, emoji=extra.emoji, style=extra.style,
                     row=min(row + position // 5, 4))
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
        label = shaped(currency, buy_words(tile, second, lang=lang))
        if exact:
            label += " · " + text(lang, "alhambra-button-exact")
        target = options[0] if len(options) == 1 else Screen("pay2" if second else "pay", slot)
        buttons.append((target, label, currency))
    return buttons


@screen("take")
def _take(panel: ChoicePanel, build: Builder, game: Game, seat: int, screen: Screen) -> None:
    """The ways to take money, where the main screen has no room for them."""
    actions = panel.actions
    takes = _indices(actions, "take_money")
    if not takes:
        return show("main", panel, build, game, seat)
    panel.field("alhambra-panel-take-screen")
    for position, i in enumerate(takes[:20]):
        build.do(i, cards_short(actions[i].cards, lang=panel.lang),
                 style=discord.ButtonStyle.success, emoji="💰", row=position // 5)
    build.go(Screen("main"), text(panel.lang, "alhambra-button-back"), row=4)


@screen("pay")
@screen("pay2")
def _pay(panel: ChoicePanel, build: Builder, game: Game, seat: int, screen: Screen) -> None:
    """The payments for a market tile (screen ``pay2``: the slot's second tile, the
    combination's Granada tile), exact ones first."""
    state, actions = game.state, panel.actions
    currency = CURRENCIES[screen.arg % len(CURRENCIES)]
    second = screen.name == "pay2"
    tile = (state.second_market if second else state.market)[CURRENCIES.index(currency)]
    options = [i for i in _indices(actions, "buy_second" if second else "buy")
               if actions[i].slot == currency]
    if tile is None or not options:
        return show("main", panel, build, game, seat)
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
        coins = change_due(game.state, paid, price)
        if coins:
            extra += " · " + text(lang, "alhambra-button-change", count=coins)
        build.do(i, f"{cards_short(actions[i].cards, lang=lang)} · {extra}",
                 style=discord.ButtonStyle.success if paid == price
                 else discord.ButtonStyle.primary)
    if pages > 1:
        build.go(Screen(screen.name, screen.arg, (page + 1) % pages),
                 text(lang, "alhambra-button-more-payments", page=page + 1, pages=pages))
    build.go(Screen("main"), text(lang, "alhambra-button-back"))




def change_due(state, paid: int, price: int) -> int:
    """The coins of change (expansion 3) that paying ``paid`` for a tile of ``price``
    brings back (as many as the bag still holds)."""
    if "change" not in state.options.modules:
        return 0
    return min(change_coins(paid, price), len(bag(state)))


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_main, _take, _pay))
