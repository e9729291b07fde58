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
    draw_emblem,
    effect,
    name_of,
    owned,
)
from .modules.city_gates import gate_card_image, gate_cards_held, gate_icon, shown_gate
from .modules.street_trader import own_trader, resident_image, supply, trader_image
from .modules.thieves import own_thieves, thief_icon, thieves_held
from .modules.wall_cards import draw_stick, shown_walls
from .modules.wall_cards import sticks_left as count_sticks
from .rows import Sizes, lines_image, on_ground, on_page, stacked, with_count
from .theme import BOARD, INK, MUTED, PAGE, PANEL, RGB, fit, fit_size, say, words_image
from .tiles import tile_image


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
        parts = [with_count(resident_image(b, figure), stock.get(b, 0), sizes.text, bg)
                 for b in BUILDINGS]
        groups.append(_group(say(lang, "img-supply"), parts, sizes, bg, width))
    bag = bag_count(view)
    if bag is not None:
        coin = round(sizes.text * 1.1)
        groups.append(_group(say(lang, "img-change-bag"),
                             [with_count(coin_icon(coin, bg), bag, sizes.text, bg)],
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
        words = lines_image(lines, bg, min(h, round(sizes.text * 1.45 * len(lines))))
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
        items.append((on_page(resident_image("garden", size)), say(lang, "img-legend-resident")))
        items.append((on_page(trader_image(size)), say(lang, "img-legend-trader")))
    if "camps" in view.modules or "camps" in fields:
        items.append((tile_image("camp-N", size, PAGE), say(lang, "img-legend-camp")))
    if thieves_held(view) is not None:
        items.append((thief_icon(size, PAGE), say(lang, "img-legend-thieves")))
    return items


def _stick_sample(size: int) -> Image.Image:

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
        return on_ground(resident_image("seraglio", size), background)
    if term == "characters":

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
        parts = [on_ground(token, bg)] + [on_ground(resident_image(c, figure), bg) for c in colours]
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
            parts = [stacked([character_row_image(c, width, sizes.effect, bg, lang)
                               for c in mine], round(sizes.text * 0.3), bg)]
        else:
            w, h = character_card_size(sizes.text)
            parts = [character_card_image(c, w, h, bg, lang) for c in mine] or \
                [words_image(say(lang, "img-hand-none"), sizes.label, bg, MUTED)]
        groups.append(_group(say(lang, "img-hand-characters"), parts, sizes, bg, width))
    return groups
