"""Where expansions 2 and 3 join the market, the overview's legend and the hand.

The market gets one more row under the money display (:func:`draw_market_row`), made of
small groups, each a caption over its things, flowing over as many lines as they need:

- the gate card lying by the gates (``city_gates`` ``shown``);
- the wall cards lying beside the display, each with its sticks, and how many sticks are
  left (``wall_cards``; when every card is used, only "none left");
- the residents' common supply, a figure and a count per colour (``street_trader``);
- the change bag's coins (``change`` ``bag``);
- the character being auctioned, its high bid and who is asked (``characters``).

The hand (:func:`hand_groups`) shows what only its seat sees or owns: its gate cards, its
thieves, the colours on its street trader and its characters (wide cards, one under
another, their effects readable at phone width: ``Sizes.effect``). Public pictures never call
:func:`hand_groups`; they read only public fields.
"""

from __future__ import annotations

from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine.alhambra.components import BUILDINGS
from engine.alhambra.view import PublicView, SeatView

from .cards import card_image
from .groups import caption_over as _group
from .marks import marks_of
from .modules.change import bag_count, coin_icon
from .modules.characters import (
    auction,
    auction_words,
    character_card_image,
    character_row_image,
    effect,
    name_of,
    owned,
)
from .modules.city_gates import gate_card_image, gate_cards_held, gate_icon, shown_gate
from .modules.street_trader import own_trader, resident_image, supply, trader_image
from .modules.thieves import own_thieves, thief_icon, thieves_held
from .modules.wall_cards import shown_walls
from .modules.wall_cards import sticks_left as count_sticks
from .theme import (
    INK,
    MUTED,
    PAGE,
    PANEL,
    PANEL_EDGE,
    RGB,
    fit,
    fit_size,
    font,
    say,
    text_width,
    words_image,
)
from .tiles import tile_image


@dataclass(frozen=True)
class Sizes:
    """The sizes a row of groups is drawn with: the smallest text, the label size and the
    money cards' size."""

    text: int
    label: int
    card_w: int
    card_h: int
    #: the characters' names and effects in the hand (0: cards, not wide rows)
    effect: int = 0


def _lines(lines: list[tuple[str, int, RGB]], background: RGB, height: int) -> Image.Image:
    """Lines of words, one under another, centred in ``height`` pixels."""
    w = max(round(text_width(t, s)) + 2 for t, s, _ in lines)
    im = Image.new("RGB", (w, height), background)
    d = ImageDraw.Draw(im)
    step = height / len(lines)
    for i, (words, size, colour) in enumerate(lines):
        d.text((0, step * (i + 0.5)), words, font=font(size), fill=colour, anchor="lm")
    return im


def _with_count(picture: Image.Image, count: int, size: int, background: RGB) -> Image.Image:
    """A picture and its count beside it."""
    words = str(count)
    w = picture.width + round(size * 0.2) + round(text_width(words, size)) + 2
    h = max(picture.height, round(size * 1.2))
    im = Image.new("RGB", (w, h), background)
    if picture.mode == "RGBA":
        im.paste(picture, (0, (h - picture.height) // 2), picture)
    else:
        im.paste(picture, (0, (h - picture.height) // 2))
    ImageDraw.Draw(im).text((picture.width + size * 0.2, h / 2), words, font=font(size),
                            fill=INK if count else MUTED, anchor="lm")
    return im


def character_card_size(text: int) -> tuple[int, int]:
    """A character card's size beside text of ``text`` pixels: its name in label size."""
    return round(text * 8.4), round(text * 6.2)


# --- the market's row ----------------------------------------------------------------------
def market_groups(view: PublicView, sizes: Sizes, width: int, lang: str = "en"
                  ) -> list[Image.Image]:
    """The market's groups (public fields only)."""
    groups = []
    bg = PANEL
    cw, ch = sizes.card_w, sizes.card_h
    if gate_cards_held(view) is not None:
        gate = shown_gate(view)
        part = (gate_card_image(cw, ch, bg, lang) if gate
                else words_image(say(lang, "img-none-shown"), sizes.label, bg, MUTED))
        groups.append(_group(say(lang, "img-gate-shown"), [part], sizes, bg, width))
    walls = shown_walls(view)
    if walls is not None:
        groups.append(_group(say(lang, "img-wall-cards"), _wall_parts(view, walls, sizes, lang),
                             sizes, bg, width))
    stock = supply(view)
    if stock is not None:
        figure = round(sizes.text * 1.3)
        parts = [_with_count(resident_image(b, figure), stock.get(b, 0), sizes.text, bg)
                 for b in BUILDINGS]
        groups.append(_group(say(lang, "img-supply"), parts, sizes, bg, width))
    bag = bag_count(view)
    if bag is not None:
        coin = round(sizes.text * 1.1)
        groups.append(_group(say(lang, "img-change-bag"),
                             [_with_count(coin_icon(coin, bg), bag, sizes.text, bg)],
                             sizes, bg, width))
    found = auction(view)
    if found is not None:
        w, h = character_card_size(sizes.text)
        card = character_card_image(str(found["card"]), w, h, bg, lang)
        bid, asked = auction_words(view, lang)
        does = effect(str(found["card"]), lang)
        room = max(sizes.text * 4, width - w - sizes.text)
        bid_size = fit_size(bid, sizes.text, room)
        asked_size = fit_size(asked, sizes.label, room)
        lines = [(fit(bid, bid_size, room), bid_size, INK),
                 (fit(asked, asked_size, room), asked_size, MUTED)]
        if does:  # the effect again, large enough for a phone
            does_size = fit_size(does, sizes.label, room)
            lines.insert(0, (fit(does, does_size, room), does_size, INK))
        words = _lines(lines, bg, min(h, round(sizes.text * 1.45 * len(lines))))
        groups.append(_group(say(lang, "img-auction", name=name_of(str(found["card"]))),
                             [card, words], sizes, bg, width))
    return groups


def _wall_parts(view: PublicView, walls: list[str], sizes: Sizes, lang: str = "en"
                ) -> list[Image.Image]:
    """Under "Wall cards": the cards lying beside the display and the wooden walls left;
    none lying there: "none" and the walls left; every card used (no wooden wall left):
    only "none left", never "none" beside "0 left"."""
    bg = PANEL
    left = count_sticks(view)
    if not walls and not left:
        return [words_image(say(lang, "img-wall-cards-none-left"), sizes.label, bg, MUTED)]
    parts = [card_image(c, sizes.card_w, sizes.card_h, bg, lang) for c in walls]
    if not walls:
        parts.append(words_image(say(lang, "img-none-shown"), sizes.label, bg, MUTED))
    parts.append(words_image(say(lang, "img-sticks-left", count=left), sizes.text, bg, INK,
                        sizes.card_h if walls else None))
    return parts


def _flow(groups: list[Image.Image], width: int, gap: int) -> tuple[list[tuple[int, int]], int]:
    """Places of ``groups`` left to right, over as many lines as they need; the height."""
    places = []
    x = y = line = 0
    for group in groups:
        if x and x + group.width > width:
            x, y, line = 0, y + line + gap, 0
        places.append((x, y))
        x += group.width + gap * 2
        line = max(line, group.height)
    return places, (y + line if groups else 0)


def row_height(groups: list[Image.Image], width: int, text: int) -> int:
    """Height of a row of ``groups`` in ``width`` pixels (0: no group)."""
    if not groups:
        return 0
    _, height = _flow(groups, width, round(text * 0.5))
    return height + round(text * 0.5)


def draw_row(im: Image.Image, xy: tuple[int, int], groups: list[Image.Image], width: int,
             text: int, *, line: bool = True) -> None:
    """The groups flowing from ``xy`` (a line above them)."""
    if not groups:
        return
    x, y = xy
    if line:
        d = ImageDraw.Draw(im)
        d.line([x, y - round(text * 0.15), x + width, y - round(text * 0.15)], fill=PANEL_EDGE,
               width=2)
    places, _ = _flow(groups, width, round(text * 0.5))
    for group, (gx, gy) in zip(groups, places, strict=True):
        im.paste(group, (x + gx, y + gy))


# --- the overview's legend -------------------------------------------------------------------
def legend_items(view: PublicView, size: int, lang: str = "en") -> list[tuple[Image.Image, str]]:
    """(picture, words) of the marks expansions 2 and 3 put on the overview (only those
    played)."""
    items: list[tuple[Image.Image, str]] = []
    fields = view.modules_view
    if "wall_cards" in fields:
        items.append((_stick_sample(size), say(lang, "img-legend-stick")))
    if "city_gates" in fields:
        items.append((gate_icon(size, PAGE), say(lang, "img-legend-gate")))
    if "street_trader" in fields:
        items.append((_on_page(resident_image("garden", size)), say(lang, "img-legend-resident")))
        items.append((_on_page(trader_image(size)), say(lang, "img-legend-trader")))
    if "camps" in view.modules or "camps" in fields:
        items.append((tile_image("camp-N", size, PAGE), say(lang, "img-legend-camp")))
    if thieves_held(view) is not None:
        items.append((thief_icon(size, PAGE), say(lang, "img-legend-thieves")))
    return items


def _on_page(picture: Image.Image) -> Image.Image:
    im = Image.new("RGB", picture.size, PAGE)
    im.paste(picture, (0, 0), picture)
    return im


def _stick_sample(size: int) -> Image.Image:
    from .modules.wall_cards import draw_stick
    from .theme import BOARD

    cell = round(size * 1.4)
    im = Image.new("RGB", (size, size), PAGE)
    d = ImageDraw.Draw(im)
    top = (size - cell) // 2
    d.rectangle([0, size // 2 - 1, size - 1, size - 1], fill=BOARD)
    draw_stick(d, (round((size - cell) / 2), size // 2, round((size + cell) / 2), size // 2 + cell),
               "N", cell)
    del top
    return im


# --- the scoring table ----------------------------------------------------------------------
def term_icon(term: str, size: int, background: RGB) -> Image.Image | None:
    """The mark beside an extra scoring term's name: a camp, a resident, a character's
    emblem (None: a term of another module)."""
    if term == "camps":
        return tile_image("camp-NE", size, background)
    if term == "street_trader":
        return _on(resident_image("seraglio", size), background)
    if term == "characters":
        from .modules.characters import draw_emblem

        k = 4
        im = Image.new("RGB", (size * k, size * k), background)
        draw_emblem(ImageDraw.Draw(im), "yusuf_e_passuf", (0, 0, size * k - 1))
        return im.reduce(k)
    if term == "bazaars":  # (expansion 4)
        return tile_image("bazaar-1", size, background)
    return None


# --- the hand --------------------------------------------------------------------------------
def hand_groups(view: SeatView, sizes: Sizes, width: int, lang: str = "en"
                ) -> list[Image.Image]:
    """What only the seat sees or owns: its gate cards, its thieves, the colours on its
    street trader, its characters (each group only where its module is played)."""
    groups = []
    bg = PANEL
    cw, ch = sizes.card_w, sizes.card_h
    held = gate_cards_held(view)
    if held is not None:
        mine = held[view.seat] if view.seat < len(held) else 0
        parts = [gate_card_image(cw, ch, bg, lang)] * min(mine, 4)
        if mine > 4:
            parts.append(words_image(f"+{mine - 4}", sizes.text, bg, INK, ch))
        if not mine:
            parts = [words_image(say(lang, "img-hand-none"), sizes.label, bg, MUTED)]
        groups.append(_group(say(lang, "img-hand-gates"), parts, sizes, bg, width))
    thieves = own_thieves(view)
    if thieves is not None:
        parts = [card_image(c, cw, ch, bg, lang) for c in thieves] or \
            [words_image(say(lang, "img-hand-none"), sizes.label, bg, MUTED)]
        groups.append(_group(say(lang, "img-hand-thieves"), parts, sizes, bg, width))
    colours = own_trader(view)
    if colours is not None:
        figure = round(sizes.text * 1.7)
        marks = marks_of(view, view.seat)
        count = len(colours)
        token = trader_image(round(sizes.text * 2))
        parts = [_on(token, bg)] + [_on(resident_image(c, figure), bg) for c in colours]
        if not colours:
            parts.append(words_image(say(lang, "img-hand-none"), sizes.label, bg, MUTED))
        caption = say(lang, "img-hand-trader", count=count)
        if marks is not None and marks.trader is None:
            caption = say(lang, "img-hand-trader-moves", count=count)
        groups.append(_group(caption, parts, sizes, bg, width))
    characters = owned(view)
    if characters is not None:
        mine = characters[view.seat] if view.seat < len(characters) else []
        if mine and sizes.effect:  # wide cards, one under another: effects readable
            parts = [_stacked([character_row_image(c, width, sizes.effect, bg, lang)
                               for c in mine], round(sizes.text * 0.3), bg)]
        else:
            w, h = character_card_size(sizes.text)
            parts = [character_card_image(c, w, h, bg, lang) for c in mine] or \
                [words_image(say(lang, "img-hand-none"), sizes.label, bg, MUTED)]
        groups.append(_group(say(lang, "img-hand-characters"), parts, sizes, bg, width))
    return groups


def _stacked(pictures: list[Image.Image], gap: int, background: RGB) -> Image.Image:
    """Pictures one under another."""
    im = Image.new("RGB", (max(p.width for p in pictures),
                           sum(p.height for p in pictures) + gap * (len(pictures) - 1)),
                   background)
    y = 0
    for picture in pictures:
        im.paste(picture, (0, y))
        y += picture.height + gap
    return im


def _on(picture: Image.Image, background: RGB) -> Image.Image:
    im = Image.new("RGB", picture.size, background)
    im.paste(picture, (0, 0), picture)
    return im
