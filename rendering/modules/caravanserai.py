"""The caravanserai (expansion 5, :mod:`engine.alhambra.modules.caravanserai`): a track card and its
marker, and a caravanserai's value as a money item in the hand.

A track card is a row of six cells 0-5 in its main currency's colour (each with its
number), with the three branches under the cells 2, 3 and 4 in their currencies' colours
and shapes; the marker is a thick dark ring around the cell it stands on (a main cell, or a
branch), and the value it is worth now stands large at the right beside its currency's
shape: nobody has to count cells on a phone. The money item in the hand:
its value in the hand (:func:`item_card_image`)."""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.modules.caravanserai import BRANCHES, MAIN, TOP

from ..card_faces import banded_card
from ..groups import caption_over as _group
from ..icons import draw_currency_mark
from ..theme import INK, MUTED, PANEL, RGB, currency_style, font, say, shade

SUPERSAMPLE = 4
RING = (40, 30, 24)


def fields(view) -> dict | None:
    return (view.modules_view or {}).get("caravanserai")


def seat_tracks(view, seat: int) -> list[tuple[str, str, int]]:
    """(card, currency, value) of each caravanserai ``seat`` owns (public, KS5)."""
    found = fields(view)
    if not found:
        return []
    every = found.get("owned") or []
    if seat >= len(every):
        return []
    return [(e["card"], e["currency"], e["value"]) for e in every[seat]]


def track_size(cell: int) -> tuple[int, int]:
    gap = max(2, cell // 8)
    width = 6 * cell + 5 * gap + gap * 3 + round(cell * 1.9)
    height = cell + gap + round(cell * 0.8)
    return width, height


@lru_cache(maxsize=256)
def track_image(card: str, currency: str, value: int, cell: int, background: RGB
                ) -> Image.Image:
    """``card`` with its marker at ``value`` in ``currency``, cells ``cell`` pixels tall."""
    k = SUPERSAMPLE
    width, height = track_size(cell)
    gap = max(2, cell // 8)
    im = Image.new("RGB", (width * k, height * k), background)
    d = ImageDraw.Draw(im)
    main = MAIN[card]
    fill, ink = currency_style(main)
    branch_cell = round(cell * 0.8)
    on_branch = currency != main
    ring_at = None
    for n in range(TOP[card] + 1):
        x = n * (cell + gap)
        box = [x * k, 0, (x + cell) * k - 1, cell * k - 1]
        d.rounded_rectangle(box, radius=cell * k * 0.18, fill=fill,
                            outline=shade(fill, 0.6), width=max(1, k * cell // 24))
        if not on_branch and n == value:
            ring_at = box
    for at, to in BRANCHES[card]:
        bfill, bink = currency_style(to)
        x = at * (cell + gap) + (cell - branch_cell) / 2
        y = cell + gap
        box = [x * k, y * k, (x + branch_cell) * k - 1, (y + branch_cell) * k - 1]
        d.rounded_rectangle(box, radius=branch_cell * k * 0.2, fill=bfill,
                            outline=shade(bfill, 0.6), width=max(1, k * cell // 24))
        mark = branch_cell * 0.56
        draw_currency_mark(d, to, ((x + (branch_cell - mark) / 2) * k,
                                   (y + (branch_cell - mark) / 2) * k, mark * k), bink)
        if on_branch and to == currency:
            ring_at = box
    if ring_at is not None:
        pad = gap * k * 0.6
        x0, y0, x1, y1 = ring_at
        d.rounded_rectangle([x0 - pad, y0 - pad, x1 + pad, y1 + pad], radius=cell * k * 0.24,
                            outline=RING, width=max(2, round(cell * k * 0.12)))
    # the value now, large, beside its currency's shape
    vx = (6 * (cell + gap) + gap * 2)
    vfill, vink = currency_style(currency)
    chip = cell * 0.7
    cx, cy = vx + cell * 1.15, cell * 0.15
    d.rounded_rectangle([cx * k, cy * k, (cx + chip) * k, (cy + chip) * k],
                        radius=chip * k * 0.2, fill=vfill, outline=shade(vfill, 0.6),
                        width=max(1, k * cell // 24))
    mark = chip * 0.6
    draw_currency_mark(d, currency, ((cx + chip * 0.2) * k, (cy + chip * 0.2) * k, mark * k),
                       vink)
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    for n in range(TOP[card] + 1):
        x = n * (cell + gap)
        d.text((x + cell / 2, cell / 2), str(n), font=font(round(cell * 0.62)), fill=ink,
               anchor="mm")
    d.text((vx + cell * 0.55, cell / 2), str(value), font=font(round(cell * 0.95)), fill=INK,
           anchor="mm")
    return im


def tracks_image(tracks: list[tuple[str, str, int]], cell: int, background: RGB,
                 lang: str = "en") -> Image.Image:
    """A seat's caravanserais side by side ("no caravanserai" when it owns none)."""
    if not tracks:
        size = round(cell * 0.5)
        words = say(lang, "img-caravanserai-none")
        w = max(1, round(font(size).getlength(words)) + 2)
        im = Image.new("RGB", (w, round(size * 1.4)), background)
        ImageDraw.Draw(im).text((0, im.height / 2), words, font=font(size), fill=MUTED,
                                anchor="lm")
        return im
    parts = [track_image(card, currency, value, cell, background)
             for card, currency, value in tracks]
    gap = cell // 2
    im = Image.new("RGB", (sum(p.width for p in parts) + gap * (len(parts) - 1),
                           max(p.height for p in parts)), background)
    x = 0
    for part in parts:
        im.paste(part, (x, 0))
        x += part.width + gap
    return im


def stacked_tracks_image(tracks: list[tuple[str, str, int]], cell: int, background: RGB
                         ) -> Image.Image:
    """A seat's caravanserais one under the other (a narrow panel)."""
    parts = [track_image(card, currency, value, cell, background)
             for card, currency, value in tracks]
    gap = cell // 3
    im = Image.new("RGB", (max(p.width for p in parts),
                           sum(p.height for p in parts) + gap * (len(parts) - 1)), background)
    y = 0
    for part in parts:
        im.paste(part, (0, y))
        y += part.height + gap
    return im



def hand_groups(view, sizes, width: int, lang: str = "en") -> list[Image.Image]:
    """The seat's caravanserais in the hand picture's row of groups (none: not played)."""
    if fields(view) is None:
        return []
    tracks = seat_tracks(view, view.seat)
    cell = round(sizes.card_h * 0.55)
    image = tracks_image(tracks, cell, PANEL, lang)
    if image.width > width:
        image = stacked_tracks_image(tracks, cell, PANEL)
    return [_group(say(lang, "img-caravanserai-title"), [image], sizes, PANEL, width)]


def panel_cell(text: int) -> int:
    """A track's cell in a player's panel of the overview (text: the panel's text size)."""
    return round(text * 1.4)


def panel_tracks_image(tracks: tuple[tuple[str, str, int], ...], text: int, width: int,
                       background: RGB) -> Image.Image | None:
    """A seat's caravanserais for its panel: side by side, or stacked when narrow (None:
    it owns none)."""
    if not tracks:
        return None
    cell = panel_cell(text)
    image = tracks_image(list(tracks), cell, background)
    if image.width > width:
        image = stacked_tracks_image(list(tracks), cell, background)
    if image.width > width:
        image = image.resize((width, round(image.height * width / image.width)))
    return image


@lru_cache(maxsize=128)
def item_card_image(currency: str, value: int, width: int, height: int, background: RGB,
                    lang: str = "en") -> Image.Image:
    """A caravanserai's value in the hand: a card of its currency with a light band at its
    foot carrying two humps (a caravan)."""
    ink = currency_style(currency)[1]
    k = SUPERSAMPLE
    im, d, foot = banded_card(currency, width, height, background)
    body = height - foot
    # two humps on the band, a caravan's sign (a name would not fit a card this small)
    hump = min(foot * 0.42, width * 0.14)
    base = height - foot * 0.22
    for cx in (width * 0.5 - hump * 0.95, width * 0.5 + hump * 0.95):
        d.pieslice([(cx - hump) * k, (base - hump) * k, (cx + hump) * k, (base + hump) * k],
                   180, 360, fill=INK)
    im = im.reduce(k)
    d = ImageDraw.Draw(im)
    d.text((width / 2, body * 0.6), str(value),
           font=font(round(min(body * 0.6, width * 0.5))), fill=ink, anchor="mm")
    return im
