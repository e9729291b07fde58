"""The market (Bauhof): four tiles on their currency slots, the money display and the piles.

Shows whose turn it is, the four slots (currency colour, shape and name, and the tile with
its building, price and walls), the four face-up money cards, the cards left in the deck
(the next scoring card can only come from there), the discard pile and the tiles in the bag.
Granada (see :mod:`rendering.modules.granada`): each slot's tile with its other side (smaller,
"back"; turning a bought tile over costs money), and below the money the black marker,
which names the side the next refill shows. A slot holding a second tile (the Alhambra +
Granada combination) shows both tiles side by side.
Expansion 1: exchange offices lie in the money display like money (drawn in their two
currencies' colours, :mod:`rendering.cards`); the building yards' six stacks get a row of
their own under the money (each face-up yard with its wall, "×n" how many are left in the
stack; an empty stack keeps its building's colour and icon, faded, so a player still sees
which colour is gone); while seats may still use their vizier between two turns, a line
under the status names them (:func:`window_line`).
Expansions 2 and 3 (:mod:`rendering.expansions_2_3`): diamonds lie in the display like money; a row
under it shows the gate card by the gates, the wall cards beside the display and the sticks
left, the residents' supply, the change bag's coins and a character's auction.
Expansion 4 (:mod:`rendering.modules.invaders`): the face-up scouts, and those taken with their
holders, in the same row.
Text sizes come from the smallest readable size for the picture's width (see
:func:`rendering.theme.legible_size`).
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engine.alhambra.components import CURRENCIES, other_face
from engine.alhambra.view import PublicView

from .cards import card_image
from .expansions_2_3 import market_groups
from .icons import draw_currency_mark
from .modules.bazaars.pictures import draw_waiting, waiting_height, waiting_of
from .modules.building_yards import yard_stacks
from .modules.exchange_certificate import market_groups as certificate_groups
from .modules.falcons import falcon_groups
from .modules.granada import draw_marker, marker_of
from .modules.invaders import scout_groups
from .modules.new_scoring_tiles import scoring_tile_groups
from .modules.portals.pictures import draw_supply, supply_height
from .modules.sultan import sultan_groups
from .modules.treasure_chamber import chamber_groups
from .modules.vizier import viziers
from .png import to_png
from .rows import Sizes, draw_row, row_height
from .theme import (
    BOARD,
    INK,
    MUTED,
    PAGE,
    PAGE_MUTED,
    PAGE_TEXT,
    PANEL,
    PANEL_EDGE,
    currency_name,
    currency_style,
    fit,
    fit_size,
    font,
    legible_size,
    player_name,
    say,
    shade,
    text_width,
)
from .tiles import empty_yard_image, price_font_size, tile_image

WIDTH = 900
MARGIN = 20


def status_line(view: PublicView, *, lang: str = "en") -> str:
    """Whose turn it is, in words of ``lang`` (or that the game is over)."""
    if view.is_over:
        names = [player_name(view.players[s].name, s, lang) for s in view.winners]
        return say(lang, "img-status-over", count=len(names), names=", ".join(names))
    seat = view.active_seat
    name = player_name(view.players[seat].name, seat, lang) if seat is not None else "?"
    if view.phase == "final_placing":
        return say(lang, "img-status-final-placing", name=name)
    if view.phase == "placing":
        return say(lang, "img-status-placing", turn=view.turn, name=name)
    extra = "img-status-play-extra" if view.extra_action else "img-status-play"
    return say(lang, extra, turn=view.turn, name=name)


def window_line(view: PublicView, *, lang: str = "en") -> str | None:
    """Who may still use their vizier before the turn goes on (None: nobody, or the vizier
    is not played)."""
    if not view.window_seats or viziers(view) is None or view.is_over:
        return None
    names = [player_name(view.players[s].name, s, lang) for s in view.window_seats
             if s < len(view.players)]
    return say(lang, "img-vizier-window", names=", ".join(names)) if names else None


def _sizes(width: int, text: int) -> dict[str, int]:
    m = round(text * 0.35)
    gap = round(text * 0.3)
    slot = (width - 2 * m - 3 * gap) // 4
    band = round(text * 1.4)
    tile = min(slot - 2 * m, round(text * 3.3))
    card_w = round(text * 2.3)
    return {"m": m, "gap": gap, "slot": slot, "band": band, "tile": tile,
            "slot_h": band + tile + 2 * m, "card_w": card_w, "card_h": round(card_w * 1.3)}


def _marker(view: PublicView | None) -> str | None:
    """The side Granada's black marker names, while a refill can still come."""
    if view is None or view.is_over or view.bag_size == 0:
        return None
    return marker_of(view)


def _marker_height(view: PublicView | None, text: int) -> int:
    return round(text * 1.5) if _marker(view) else 0


def market_height(width: int, text: int, view: PublicView | None = None,
                  lang: str = "en", *, extras: bool = True) -> int:
    """Height of the market panel (``view``: with Granada's marker row and the building
    yards' row where it has them; ``extras=False``: without the yards' and expansions 2
    and 3's rows, as in :mod:`rendering.glance`)."""
    s = _sizes(width, text)
    height = s["m"] + s["slot_h"] + s["gap"] + s["card_h"] + s["m"] + _marker_height(view, text)
    if not extras:
        return height
    return height + _yards_height(view, text) + _module_row_height(view, width, text, lang) + \
        _bazaars_height(view, width, text) + supply_height(view, text)


def _bazaars_height(view: PublicView | None, width: int, text: int) -> int:
    s = _sizes(width, text)
    return waiting_height(view, s["slot"], text, s["gap"])


def _module_groups(view: PublicView | None, width: int, text: int, lang: str = "en"):
    """Expansions 2 and 3's groups under the money (:mod:`rendering.expansions_2_3`)."""
    if view is None:
        return []
    s = _sizes(width, text)
    sizes = Sizes(text=text, label=round(text * 0.85), card_w=s["card_w"], card_h=s["card_h"])
    return market_groups(view, sizes, width - 2 * s["m"], lang) + \
        scout_groups(view, sizes, width - 2 * s["m"], lang) + \
        chamber_groups(view, sizes, width - 2 * s["m"], lang) + \
        scoring_tile_groups(view, sizes, width - 2 * s["m"], lang) + \
        sultan_groups(view, sizes, width - 2 * s["m"], lang) + \
        certificate_groups(view, sizes, width - 2 * s["m"], lang) + \
        falcon_groups(view, sizes, width - 2 * s["m"], lang)  # expansions 4 to 6


def _module_row_height(view: PublicView | None, width: int, text: int, lang: str = "en") -> int:
    return row_height(_module_groups(view, width, text, lang),
                      width - 2 * _sizes(width, text)["m"], text)


def yard_tile_size(text: int) -> int:
    """Pixel size of the face-up yard on top of each stack."""
    return round(text * 2.5)


def _yards_height(view: PublicView | None, text: int) -> int:
    if view is None or yard_stacks(view) is None:
        return 0
    return round(text * 1.1) + yard_tile_size(text) + round(text * 0.35)


def back_size(text: int) -> int:
    """The smallest tile whose price digits are as tall as ``text``'s: the back side of a
    Granada market tile."""
    size = 22
    while price_font_size(size) < text:
        size += 1
    return size


def market_tile_size(width: int, text: int) -> int:
    """Pixel size of the tiles on the market's slots."""
    return _sizes(width, text)["tile"]


def draw_market(view: PublicView, *, width: int, text: int, lang: str = "en",
                extras: bool = True) -> Image.Image:
    """The market panel (slots, money display, piles) as an image ``width`` wide, with
    ``text`` the smallest text size, its words in ``lang`` (``extras=False``: without the
    building yards' and expansions 2 and 3's rows)."""
    s = _sizes(width, text)
    im = Image.new("RGB", (width, market_height(width, text, view, lang, extras=extras)), PAGE)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, width - 1, im.height - 1], radius=text * 0.5, fill=PANEL,
                        outline=PANEL_EDGE, width=2)
    m, gap = s["m"], s["gap"]
    y = m
    for i, currency in enumerate(CURRENCIES):
        x = m + i * (s["slot"] + gap)
        _draw_slot(im, d, (x, y), currency, view.market.get(currency), s, text,
                   second=view.second_market.get(currency), lang=lang)
    y += s["slot_h"] + gap
    card_w, card_h = s["card_w"], s["card_h"]
    for i, card in enumerate(view.display):
        im.paste(card_image(card, card_w, card_h, PANEL, lang), (m + i * (card_w + gap), y))
    for i in range(len(view.display), 4):
        x = m + i * (card_w + gap)
        d.rounded_rectangle([x, y, x + card_w - 1, y + card_h - 1], radius=card_w * 0.14,
                            outline=PANEL_EDGE, width=3)
    left = m + 4 * (card_w + gap) + text // 2
    _draw_piles(d, (left, y), view, right=width - m, text=text, height=card_h, lang=lang)
    y += card_h + gap
    side = _marker(view)
    if side:
        _draw_marker_row(d, (m, y), side, width=width - 2 * m, text=text,
                         granada_tiles=bool(view.second_market), lang=lang)
        y += _marker_height(view, text)
    if not extras:
        return im
    stacks = yard_stacks(view)
    if stacks is not None:
        _draw_yards(im, d, (m, y), stacks, yard_places(view, width, text), width=width - 2 * m,
                    text=text, lang=lang)
        y += _yards_height(view, text)
    if waiting_of(view):  # expansion 4: the bazaars waiting under their currencies
        draw_waiting(im, d, (m, y), view, slot=s["slot"], gap=gap, text=text,
                     heading=say(lang, "img-bazaars-waiting"), background=PANEL)
        y += _bazaars_height(view, width, text)
    if supply_height(view, text):  # expansion 6: the portals left, by colour
        draw_supply(im, d, (m, y), view, width=width - 2 * m, text=text, background=PANEL,
                    lang=lang)
        y += supply_height(view, text)
    draw_row(im, (m, y), _module_groups(view, width, text, lang), width - 2 * m, text)
    return im


def yard_places(view: PublicView, width: int, text: int) -> list[tuple[int, int, int, int]]:
    """Left, top, right, bottom of each building-yard stack's place (its face-up yard, or
    its empty place) in the market panel ``width`` wide (empty: yards are not played)."""
    stacks = yard_stacks(view)
    if stacks is None:
        return []
    s = _sizes(width, text)
    y = s["m"] + s["slot_h"] + s["gap"] + s["card_h"] + s["gap"] + _marker_height(view, text)
    y += round(text * 1.1)
    tile = yard_tile_size(text)
    step = (width - 2 * s["m"]) / max(1, len(stacks))
    return [(round(s["m"] + i * step), y, round(s["m"] + i * step) + tile, y + tile)
            for i in range(len(stacks))]


def _draw_yards(im, d, xy, stacks: list[tuple[str, str | None, int]],
                places: list[tuple[int, int, int, int]], *, width: int, text: int,
                lang: str = "en") -> None:
    """The building yards' stacks: a heading, then per stack its face-up yard (or, used up
    or not turned up yet, an empty place in its building's colour and icon:
    :func:`rendering.tiles.empty_yard_image`) and "×n", how many are left in it."""
    x, y = xy
    label = round(text * 0.85)
    title = say(lang, "img-yards")
    d.line([x, y - round(text * 0.15), x + width, y - round(text * 0.15)], fill=PANEL_EDGE,
           width=2)
    size = fit_size(title, label, width)
    d.text((x, y + text * 0.55), fit(title, size, width), font=font(size), fill=MUTED,
           anchor="lm")
    tile = yard_tile_size(text)
    for (building, top, left), (sx, sy, _, _) in zip(stacks, places, strict=True):
        picture = (tile_image(top, tile, PANEL) if top is not None
                   else empty_yard_image(building, tile, PANEL))
        im.paste(picture, (sx, sy))
        d.text((sx + tile + text * 0.2, sy + tile / 2), f"×{left}", font=font(text),
               fill=INK if left else MUTED, anchor="lm")


def _draw_marker_row(d, xy, side: str, *, width: int, text: int,
                     granada_tiles: bool = False, lang: str = "en") -> None:
    """Granada's black marker and, in words, the side the next refill shows
    (``granada_tiles``: the combination, where only the Granada tiles have sides)."""
    x, y = xy
    mid = y + text * 0.6
    disc = round(text * 1.1)
    draw_marker(d, (x + disc / 2, mid), disc, side, PANEL_EDGE)
    label = round(text * 0.85)
    lead = say(lang, "img-marker") + " "
    d.text((x + disc + text * 0.3, mid), lead, font=font(label), fill=MUTED, anchor="lm")
    tx = x + disc + text * 0.3 + text_width(lead, label)
    words = say(lang, "img-marker-granada" if granada_tiles else "img-marker-next", side=side)
    size = fit_size(words, text, round(x + width - tx))
    d.text((tx, mid), fit(words, size, round(x + width - tx)), font=font(size), fill=INK,
           anchor="lm")


def _draw_slot(im, d, xy, currency: str, tile_id: str | None, s: dict[str, int],
               text: int, second: str | None = None, lang: str = "en") -> None:
    x, y = xy
    slot, band, tile, m = s["slot"], s["band"], s["tile"], s["m"]
    fill, ink = currency_style(currency)
    bottom = y + s["slot_h"]
    d.rounded_rectangle([x, y, x + slot - 1, bottom], radius=text * 0.35, fill=BOARD,
                        outline=shade(fill, 0.8), width=3)
    d.rounded_rectangle([x, y, x + slot - 1, y + band], radius=text * 0.35, fill=fill,
                        corners=(True, True, False, False))
    mark = band * 0.5
    draw_currency_mark(d, currency, (x + band * 0.25, y + band * 0.25, mark), ink)
    name_x = x + band * 0.25 + mark + text * 0.25
    name = currency_name(currency, lang)
    size = fit_size(name, text, round(x + slot - name_x))
    d.text((name_x, y + band / 2), fit(name, size, round(x + slot - name_x)),
           font=font(size), fill=ink, anchor="lm")
    top = y + band + m
    left = x + (slot - tile) // 2
    if second is not None:  # two tiles on one slot (the combination): side by side
        shown = [t for t in (tile_id, second) if t is not None]
        size = min(tile, (slot - 3 * m) // 2)
        step = size + m
        left = x + (slot - len(shown) * step + m) // 2
        for i, one in enumerate(shown):
            im.paste(tile_image(one, size, BOARD), (left + i * step, top + (tile - size) // 2))
        return
    back = other_face(tile_id) if tile_id is not None else None
    if tile_id is None:
        d.text((x + slot / 2, top + tile / 2), say(lang, "img-market-empty"), font=font(text),
               fill=MUTED, anchor="mm")
    elif back is not None and tile + back_size(text) + 3 * m <= slot:
        _draw_with_back(im, d, (x, top), tile_id, back, s, text, lang)
    else:
        im.paste(tile_image(tile_id, tile, BOARD), (left, top))


def _draw_with_back(im, d, xy, tile_id: str, back: str, s: dict[str, int], text: int,
                    lang: str = "en") -> None:
    """A two-faced tile (Granada): the side showing, and smaller to its right its back."""
    x, top = xy
    slot, tile, m = s["slot"], s["tile"], s["m"]
    size = min(back_size(text) + 4, slot - 3 * m - tile)
    room = slot - 2 * m - tile - size  # spread the spare room evenly
    left = x + m + room // 3
    im.paste(tile_image(tile_id, tile, BOARD), (left, top))
    bx = left + tile + room // 3
    im.paste(tile_image(back, size, BOARD), (bx, top + tile - size))
    word = say(lang, "img-market-back")
    low, high = back_label_room(x, bx, slot, room)
    label = fit_size(word, round(text * 0.85), high - low, smallest=round(text * BACK_LEAST))
    half = text_width(word, label) / 2
    cx = min(max(bx + size / 2, low + half), high - half)  # centred over it where it fits
    d.text((cx, top + (tile - size) / 2), word, font=font(label), fill=MUTED, anchor="mm")


#: The smallest the word over a Granada tile's back may shrink to, of the text size: German
#: says "Rückseite" (issue 24), which needs more room than the slot leaves at the usual floor.
BACK_LEAST = 0.48


def back_label_room(x: float, bx: float, slot: int, room: int) -> tuple[float, float]:
    """Left and right end of the room for the word over the back of a Granada market tile:
    from the gap after the front tile to the slot's inner edge."""
    return bx - room // 3, x + slot - 4


def next_scoring(view: PublicView) -> int | None:
    """The scoring still to come next: 1 or 2 while its scoring card is in the money deck, 3
    (the last, at the game's end) once both have come up, None when the game is over."""
    if view.is_over:
        return None
    return min(view.scoring_cards_left, default=3)


def pile_words(view: PublicView, lang: str = "en") -> tuple[tuple[str, str], ...]:
    """(name, value) of the deck, the discard pile, the bag and the next scoring ("Next
    scoring: 2nd of 3", which a newcomer reads without knowing the scoring cards), in
    ``lang``."""
    coming = next_scoring(view)
    return ((say(lang, "img-pile-deck"), str(view.deck_size)),
            (say(lang, "img-pile-discard"), str(view.discard_size)),
            (say(lang, "img-pile-bag"), say(lang, "img-pile-tiles", count=view.bag_size)),
            (say(lang, "img-pile-scoring"), say(lang, "img-pile-none") if coming is None
             else say(lang, "img-scoring-next", round=coming)))


#: The smallest the piles' words may shrink to, of their usual size, before a value is cut.
PILES_LEAST = 0.65


def pile_rows(view: PublicView, lang: str = "en") -> tuple[tuple[tuple[str, str], ...], ...]:
    """The piles' words as drawn: the deck, the discard pile and the bag on the first line,
    the next scoring alone on the second (its words are the longest: "Next scoring 2nd of
    3")."""
    words = pile_words(view, lang)
    return words[:3], words[3:]


def pile_sizes(row: tuple[tuple[str, str], ...], text: int, room: float) -> tuple[int, int]:
    """The label and value sizes a line of piles is drawn at: the usual ones, a step smaller
    while the line is wider than ``room`` (down to :data:`PILES_LEAST` of them)."""
    label, size = round(text * 0.85), text
    while label > round(text * 0.85 * PILES_LEAST) and pile_width(row, label, size,
                                                                  text) > room:
        label, size = label - 1, max(round(text * PILES_LEAST), size - 1)
    return label, size


def pile_width(row: tuple[tuple[str, str], ...], label: int, size: int, text: int) -> float:
    """How wide a line of piles is drawn: each label, its value, and a gap between piles."""
    return sum(text_width(name, label) + text * 0.3 + text_width(value, size)
               for name, value in row) + text * 0.7 * (len(row) - 1)


def _draw_piles(d, xy, view: PublicView, *, right: int, text: int, height: int,
                lang: str = "en") -> None:
    """Deck, discard pile and bag on one line, the next scoring on the line below (a
    language's longer words shrink a step to fit their line)."""
    x, y = xy
    room = right - x - text * 0.2
    for r, row in enumerate(pile_rows(view, lang)):
        cy = y + height * (0.27 + 0.46 * r)
        label, size = pile_sizes(row, text, room)
        cx = x
        for name, value in row:
            d.text((cx, cy), name, font=font(label), fill=MUTED, anchor="lm")
            vx = cx + text_width(name, label) + text * 0.3
            d.text((vx, cy), fit(value, size, round(x + room - vx)), font=font(size),
                   fill=INK, anchor="lm")
            cx = vx + text_width(value, size) + text * 0.7


def window_height(view: PublicView, text: int) -> int:
    """Height of the line naming who may still use their vizier (0: none shown)."""
    return round(text * 1.3) if window_line(view) else 0


def draw_window_line(d, xy, view: PublicView, *, width: int, text: int,
                     lang: str = "en") -> None:
    """Who may still use their vizier, on the page under the status line."""
    words = window_line(view, lang=lang)
    if not words:
        return
    x, y = xy
    size = fit_size(words, text, width)
    d.text((x, y + round(text * 1.3) / 2), fit(words, size, width), font=font(size),
           fill=PAGE_MUTED, anchor="lm")


def market_image(view: PublicView, *, lang: str = "en") -> Image.Image:
    """The market picture: a status line (and who may still use their vizier) over the
    market panel."""
    text = legible_size(WIDTH)
    header = round(text * 1.8)
    window = window_height(view, text)
    panel = draw_market(view, width=WIDTH - 2 * MARGIN, text=text, lang=lang)
    im = Image.new("RGB", (WIDTH, header + window + panel.height + 2 * MARGIN), PAGE)
    d = ImageDraw.Draw(im)
    size = round(text * 1.1)
    d.text((MARGIN, MARGIN + header / 2 - text * 0.15),
           fit(status_line(view, lang=lang), size, WIDTH - 2 * MARGIN), font=font(size),
           fill=PAGE_TEXT,
           anchor="lm")
    draw_window_line(d, (MARGIN, MARGIN + header - round(text * 0.3)), view,
                     width=WIDTH - 2 * MARGIN, text=text, lang=lang)
    im.paste(panel, (MARGIN, MARGIN + header + window))
    return im


def render_market(view: PublicView, *, lang: str = "en") -> bytes:
    """PNG of the market, the money display, the piles and whose turn it is, its words in
    ``lang`` ("en", "de", "hu")."""
    return to_png(market_image(view, lang=lang))
