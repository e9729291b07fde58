"""The panel's choices of the falcons (expansion 6, :mod:`engine.alhambra.modules.falcons`).

"Falcons" stands on the main screen while the engine lists a purchase of falcons. Its screen
(``falcons``) has one button per stack whose top falcon may sit somewhere, named by the
falcon and its two colours; a tap opens the Alhambra picture with the falcon's free points
numbered (screen ``fapoint``), one button per number. Back on ``falcons`` the falcon is
drawn where it will sit; another stack's falcon may be added, or one of the payments
(the least money first) buys them all: four taps for one falcon.

A screen's argument carries the falcons chosen so far: each as stack * 100 + the point's
number (1..99, as :func:`.texts_falcons.point_number` numbers the points), combined in base
300 (at most three: one per stack); ``fapoint``'s is that times 4 plus the stack.
"""

from __future__ import annotations

from dataclasses import replace

import discord

from engine.alhambra import view
from engine.alhambra.modules.falcons import COLOURS, PAIR, PRICE, corner_points, tops
from i18n import names_in, text
from rendering.marks import BoardMarks, marks_of
from storage import Game

from ...panel_core import (
    Builder,
    ChoicePanel,
    Extra,
    PanelPart,
    Screen,
    back,
    indices,
    main_choices,
    numbered,
    opening,
    pages,
    paid,
    screen,
    show,
    undo,
)
from ...positions import building_name
from ...texts import cards_short
from .texts import EMOJI, falcon_words

KIND = "buy_falcons"
_BASE = 300


def _encode(picks: tuple[tuple[int, int], ...]) -> int:
    """(stack index, point number) of each chosen falcon as one number."""
    code = 0
    for stack, number in sorted(picks, reverse=True):
        code = code * _BASE + stack * 100 + number
    return code


def _decode(code: int) -> tuple[tuple[int, int], ...]:
    found = []
    while code and len(found) < len(COLOURS):
        code, part = divmod(code, _BASE)
        stack, number = divmod(part, 100)
        if stack >= len(COLOURS) or not number:
            return ()
        found.append((stack, number))
    return tuple(found) if len({s for s, _ in found}) == len(found) else ()


def _points(game: Game, seat: int) -> tuple:
    return corner_points(game.state.players[seat].alhambra)


def _chosen(game: Game, seat: int, picks) -> frozenset | None:
    """The picks as ``BuyFalcons.falcons`` entries (None: a number names no point)."""
    points = _points(game, seat)
    found = set()
    for stack, number in picks:
        if number > len(points):
            return None
        found.add((COLOURS[stack], *points[number - 1]))
    return frozenset(found)


def _buys(panel: ChoicePanel) -> list[int]:
    return indices(panel.actions, KIND)


@main_choices
def _falcons(panel: ChoicePanel, game: Game, seat: int) -> list[Extra]:
    """"Falcons" on the main screen while falcons can be bought."""
    return opening(panel, "falcons", EMOJI) if _buys(panel) else []


def _picture(panel: ChoicePanel, game: Game, seat: int, chosen, caption: str,
             points=()) -> None:
    """The Alhambra with its falcons, those chosen so far, and ``points`` numbered."""
    public = view(game.state, None)
    marks = marks_of(public, seat) or BoardMarks()
    top = tops(game.state)
    marks = replace(marks, falcons=(*marks.falcons, *((x, y, top[c]) for c, x, y in chosen)),
                    points=tuple(points))
    panel.alhambra(game, seat, marks=marks, caption=caption)


@screen("falcons")
def _choose(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    actions, lang = panel.actions, panel.lang
    buys = _buys(panel)
    picks = _decode(shown.arg)
    chosen = _chosen(game, seat, picks) if picks or not shown.arg else None
    if not buys or chosen is None:
        return show("main", panel, build, game, seat)
    top = tops(game.state)
    fitting = [i for i in buys if chosen <= set(actions[i].falcons)]
    if not fitting:  # (the choice went stale)
        return show("falcons", panel, build, game, seat, Screen("falcons"))
    words = names_in(lang, [falcon_words(top[c], lang=lang) for c, _, _ in sorted(
        chosen, key=lambda p: COLOURS.index(p[0]))])
    panel.field("alhambra-panel-falcons", chosen=words or "none",
                price=PRICE * len(chosen))
    taken = {stack for stack, _ in picks}
    for stack, colour in enumerate(COLOURS):
        if stack in taken or not any(colour in {c for c, _, _ in actions[i].falcons}
                                     for i in fitting):
            continue
        build.go(Screen("fapoint", _encode(picks) * 4 + stack),
                 text(lang, "alhambra-button-falcon-add",
                      falcon=falcon_words(top[colour], lang=lang)),
                 emoji=EMOJI, style=discord.ButtonStyle.primary)
    if chosen:
        payments = [i for i in fitting if set(actions[i].falcons) == chosen]
        payments.sort(key=lambda i: (paid(actions[i].cards), len(actions[i].cards)))
        part, page, count = pages(payments, shown.page, 8)
        for i in part:
            cards = actions[i].cards
            build.do(i, text(lang, "alhambra-button-falcons-pay",
                             cards=cards_short(cards, lang=lang))
                     + " · " + text(lang, "alhambra-button-pays", paid=paid(cards)),
                     style=discord.ButtonStyle.success)
        if count > 1:
            build.go(Screen("falcons", shown.arg, (page + 1) % count),
                     text(lang, "alhambra-button-more-payments", page=page + 1, pages=count))
        build.go(Screen("falcons"), text(lang, "alhambra-button-back"))
    else:
        back(build, lang)
    undo(build, actions, lang)
    _picture(panel, game, seat, chosen, text(lang, "img-falcons"))


@screen("fapoint")
def _point(panel: ChoicePanel, build: Builder, game: Game, seat: int, shown: Screen) -> None:
    actions, lang = panel.actions, panel.lang
    code, stack = divmod(shown.arg, 4)
    picks = _decode(code)
    chosen = _chosen(game, seat, picks) if picks or not code else None
    if chosen is None or stack >= len(COLOURS) or stack in {s for s, _ in picks}:
        return show("falcons", panel, build, game, seat, Screen("falcons"))
    colour = COLOURS[stack]
    falcon = tops(game.state)[colour]
    points = _points(game, seat)
    free = sorted({(x, y) for i in _buys(panel) for c, x, y in actions[i].falcons
                   if c == colour and chosen <= set(actions[i].falcons)},
                  key=points.index)
    numbers = [(points.index(p) + 1, p) for p in free if points.index(p) < 99]
    if not numbers or falcon is None:
        return show("falcons", panel, build, game, seat, Screen("falcons", code))
    first, second = (building_name(b, lang=lang) for b in PAIR[falcon])
    what = falcon_words(falcon, lang=lang)
    panel.field("alhambra-panel-falcon-point", falcon=what, first=first, second=second)
    numbered(build, panel, shown, [
        (Screen("falcons", _encode((*picks, (stack, n)))),
         text(lang, "alhambra-button-falcon-point", point=n)) for n, _ in numbers])
    build.go(Screen("falcons", code), text(lang, "alhambra-button-back"))
    _picture(panel, game, seat, chosen, text(lang, "img-falcons-where", falcon=what),
             numbers)


#: This file's screens and main-screen choices (the panel's by :func:`panel_core.install`).
PANEL = PanelPart(screens=(_choose, _point), main_choices=(_falcons,))
