"""The panel's screens for a bought tile: where it goes (numbered on the picture), beside it
the reserve, Dirk, Granada's other side; the payments for turning it over."""

from __future__ import annotations

import discord

from bot.limits import EMBED_FIELD_VALUE, fit
from bot.tables import Picture
from engine.alhambra import view
from engine.alhambra.components import CURRENCIES, TILES, other_face
from engine.alhambra.modules.portals import is_portal
from i18n import DEFAULT, text
from rendering import render_alhambra
from storage import Game

from .modules.magic_buildings import panel as magic
from .modules.portals.panel import portal_button
from .modules.street_trader.panel import trader_kinds
from .panel_core import (
    GATE_STEP,
    MOST_BUTTONS,
    PAGE,
    Builder,
    ChoicePanel,
    PanelPart,
    Screen,
    any_time_buttons,
    screen,
    show,
)
from .panel_core import indices as _indices
from .panel_core import pages as _pages
from .panel_core import paid as _paid
from .panel_core import undo as _undo
from .positions import Tile, numbered_cells, place_cells, say
from .texts import (
    cards_short,
    flip_cost,
    hands_out_one_by_one,
    is_combination,
)
from .turn_end import turn_ends_after


def _waiting(game: Game, seat: int, screen: Screen) -> tuple[list[str], int]:
    """The seat's waiting tiles (once each) and the index of the one ``screen`` shows."""
    tiles = list(dict.fromkeys(game.state.players[seat].bought))
    return tiles, screen.arg % len(tiles)


@screen("place", placing=True)
def _place(panel: ChoicePanel, build: Builder, game: Game, seat: int, screen: Screen) -> None:
    state, actions, lang = game.state, panel.actions, panel.lang
    tiles, which = _waiting(game, seat, screen)
    if is_portal(tiles[which]):  # expansion 6: its places are numbered triangle by triangle
        return show("poplace", panel, build, game, seat, Screen("poplace", which))
    tile, back = tiles[which], other_face(tiles[which])
    final = state.flow.phase == "final_placing"
    granada_final = final and hands_out_one_by_one(state.options.modules)
    cells = numbered_cells(state, seat, tile, actions)
    index_of = {(actions[i].x, actions[i].y): i for i in _indices(actions, "place")
                if actions[i].tile == tile}
    gated = {(actions[i].x, actions[i].y) for i in _indices(actions, "place_gate")
             if actions[i].tile == tile}
    # a cell where a gate may be played leads to the gate's choice (screen ``gate``)
    numbered = [(n, Screen("gate", which * GATE_STEP + n) if cell in gated else index_of[cell])
                for n, cell in enumerate(cells, start=1)
                if cell in index_of or cell in gated]
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
                                           cards=cards_short(actions[flips[0]].cards, lang=lang)),
                       secondary))
    elif flips:
        beside.append(("go", Screen("flip", which),
                       say(lang, "alhambra-button-turn-over", tile=Tile(back), cost=cost),
                       secondary))
    beside += magic.turn_buttons(state, seat, actions, tile, lang)  # (promo)
    for i in _indices(actions, "give_to_dirk"):
        if actions[i].tile == tile:
            beside.append(("do", i, text(lang, "alhambra-button-give-dirk"), secondary))
    for n, other in enumerate(tiles):
        if n != which:
            beside.append(("go", Screen("place", n),
                           say(lang, "alhambra-button-next-tile", tile=Tile(other)), secondary))
    if trader_kinds(game, seat):
        beside.append(("go", Screen("trader"), text(lang, "alhambra-button-trader"),
                       secondary))
    portal = portal_button(panel, game)  # expansion 6: a portal with the building
    if portal is not None:
        beside.append(("go" if isinstance(portal[0], Screen) else "do", portal[0], portal[1],
                       success))
    extra = state.flow.extra_action and state.flow.phase == "action"  # (still possible)
    if extra:
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
    magic_note = magic.place_note(state, seat, tile, lang)
    if magic_note:
        value += "\n" + magic_note
    if len(tiles) > 1:
        value += " " + text(lang, "alhambra-place-more-waiting", count=len(tiles) - 1)
    if extra:  # placing gives the extra action up: say so first
        value = text(lang, "phone-place-paid-exactly",
                     ends=_ends_turn(state, seat, actions, tiles)) + "\n" + value
    if granada_final:
        panel.embed.add_field(name=say(lang, "alhambra-panel-received-title", tile=Tile(tile)),
                              value=_why_received(state, seat, lang), inline=False)
    panel.embed.add_field(name=say(lang, "alhambra-panel-place-title", tile=Tile(tile)),
                          value=fit(value, EMBED_FIELD_VALUE), inline=False)
    for n, target in shown:
        if isinstance(target, Screen):
            build.go(target, f"{n} 🚪", style=discord.ButtonStyle.primary)
        else:
            build.do(target, str(n), style=discord.ButtonStyle.primary)
    for what, target, label, style in beside:
        if what == "do":
            build.do(target, label, style=style)
        else:
            build.go(target, label, style=style)
    if pages > 1:
        build.go(Screen("place", which, (page + 1) % pages),
                 text(lang, "alhambra-button-more-places", page=page + 1, pages=pages))
    _undo(build, actions, lang)
    any_time_buttons(panel, build, game, seat, vizier=False)
    player = view(state, seat).players[seat]
    panel.picture = magic.placing_picture(state, seat, tile, cells, lang) or Picture(
        render_alhambra, (player,), "alhambra.png",
        {"tile": tile, "numbers": cells, "active": True, "other_side": not final,
         "lang": lang})


def _ends_turn(state, seat: int, actions: list, tiles: list[str]) -> str:
    """"yes" when building or reserving the only waiting tile ends the turn at once (the
    extra action of an exact payment is then lost with it), else "no"."""
    placing = next((a for a in actions if a.kind in ("place", "reserve")
                    and getattr(a, "tile", None) == tiles[0]), None)
    if len(tiles) != 1 or placing is None:
        return "no"
    return "yes" if turn_ends_after(state, seat, placing) else "no"


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


@screen("flip", placing=True)
def _flip(panel: ChoicePanel, build: Builder, game: Game, seat: int, screen: Screen) -> None:
    """Granada: the payments for turning a waiting tile over, and where its other side
    fits (the numbers it will have once turned)."""
    state, actions, lang = game.state, panel.actions, panel.lang
    tiles, which = _waiting(game, seat, screen)
    tile = tiles[which]
    back = other_face(tile)
    flips = [i for i in _indices(actions, "flip") if actions[i].tile == tile]
    if back is None or not flips:
        return show("place", panel, build, game, seat, Screen("place", which))
    flips.sort(key=lambda i: (_paid(actions[i].cards), len(actions[i].cards)))
    cost = flip_cost(view(state, seat))
    shown, page, pages = _pages(flips, screen.page)
    panel.field("alhambra-panel-flip", tile=Tile(tile), other=Tile(back), cost=cost)
    for i in shown:
        build.do(i, f"{cards_short(actions[i].cards, lang=lang)} · "
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


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_place, _flip))
