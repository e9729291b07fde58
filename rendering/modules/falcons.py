"""The falcons of expansion 6 (:mod:`engine.alhambra.modules.falcons`) in the pictures.

A falcon is a round mark: a thick ring in its own colour (black, brown, white) around two
halves in its two building colours, with a small bird's head on top. On an Alhambra it sits
on its point, the corner where four tiles meet (the north-west corner of the cell the engine
names it by). While a player chooses where a falcon goes, the free points carry numbers
1..n, in the order the words number them (:func:`engine.alhambra.modules.falcons.corner_points`).
Under the money display: the three stacks' tops, each with how many falcons it holds.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.modules.falcons import COLOURS, PAIR
from engine.alhambra.view import PublicView

from ..groups import caption_over
from ..theme import (
    BUILDING_STYLE,
    MUTED,
    PANEL,
    PANEL_EDGE,
    RGB,
    say,
    words_image,
)

SUPERSAMPLE = 4
#: Ring colour and outline of each falcon colour.
FALCON_STYLE: dict[str, tuple[RGB, RGB]] = {
    "black": ((28, 28, 30), (240, 234, 222)),
    "brown": ((132, 78, 34), (40, 24, 10)),
    "white": ((250, 248, 242), (40, 36, 32)),
}
#: The falcon's size on a board, as a share of a cell.
ON_BOARD = 0.62
#: A numbered point's badge, as a share of a cell.
POINT_BADGE = 0.42


def _fields(view: PublicView) -> dict | None:
    return view.modules_view.get("falcons")


def colour_of(falcon: str) -> str:
    return falcon.split("-")[1]


@lru_cache(maxsize=128)
def falcon_image(falcon: str, size: int) -> Image.Image:
    """One falcon, ``size`` pixels across (RGBA)."""
    k = SUPERSAMPLE
    big = size * k
    im = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    ring, edge = FALCON_STYLE[colour_of(falcon)]
    line = max(1, size // 14) * k
    d.ellipse([0, 0, big - 1, big - 1], fill=edge + (255,))
    d.ellipse([line, line, big - 1 - line, big - 1 - line], fill=ring + (255,))
    inner = round(big * 0.22)
    box = [inner, inner, big - 1 - inner, big - 1 - inner]
    first, second = (BUILDING_STYLE[b][0] for b in PAIR[falcon])
    d.pieslice(box, 90, 270, fill=first + (255,))
    d.pieslice(box, 270, 90, fill=second + (255,))
    d.ellipse(box, outline=edge + (255,), width=max(1, line // 2))
    # the bird's head and beak over the top of the ring
    head = round(big * 0.13)
    cx, cy = big // 2, round(big * 0.12)
    d.ellipse([cx - head, cy - head, cx + head, cy + head], fill=ring + (255,),
              outline=edge + (255,), width=max(1, line // 2))
    d.polygon([(cx + head * 0.6, cy - head * 0.2), (cx + head * 1.9, cy + head * 0.3),
               (cx + head * 0.6, cy + head * 0.7)], fill=(236, 176, 40, 255))
    return im.reduce(k)


def draw_falcons(im: Image.Image, layout, falcons, points, number_size: int | None,
                 badge_image) -> None:
    """``falcons`` ((x, y, falcon) each) on their points, and ``points`` ((number, (x, y))
    each) numbered with ``badge_image`` (the board's number badges), on a board drawn with
    ``layout`` (:class:`rendering.board.BoardLayout`)."""
    cell = layout.cell
    size = max(round(cell * ON_BOARD), round((number_size or 0) * 1.6), min(cell, 26))
    for x, y, falcon in falcons:
        left, top, _, _ = layout.box((x, y))
        mark = falcon_image(falcon, size)
        im.paste(mark, (left - size // 2, top - size // 2), mark)
    for number, (x, y) in points:
        diameter = max(round(cell * POINT_BADGE), round((number_size or 0) * 1.7))
        badge = badge_image(number, diameter)
        left, top, _, _ = layout.box((x, y))
        im.paste(badge, (left - badge.width // 2, top - badge.height // 2), badge)


def board_falcons(view: PublicView, seat: int) -> tuple[tuple[int, int, str], ...]:
    """``seat``'s falcons ((x, y, falcon) each) from the public view."""
    found = _fields(view)
    if not found:
        return ()
    return tuple((x, y, falcon) for s, x, y, falcon in found["placed"] if s == seat)


def falcon_groups(view: PublicView, sizes, width: int, lang: str = "en") -> list[Image.Image]:
    """Under the money display: "Falcons" and each stack's top with how many it holds."""
    found = _fields(view)
    if not found:
        return []
    bg = PANEL
    size = round(sizes.text * 2.2)
    parts = []
    for colour in COLOURS:
        top, left = found["tops"].get(colour), found["left"].get(colour, 0)
        picture = falcon_image(top, size) if top else None
        words = words_image(say(lang, "img-falcons-left", count=left), sizes.label, bg, MUTED)
        w = max(size, words.width)
        part = Image.new("RGB", (w, size + words.height), bg)
        if picture is not None:
            part.paste(picture, ((w - size) // 2, 0), picture)
        else:
            ImageDraw.Draw(part).ellipse([(w - size) // 2, 0, (w + size) // 2 - 1, size - 1],
                                         outline=PANEL_EDGE, width=max(2, size // 16))
        part.paste(words, ((w - words.width) // 2, size))
        parts.append(part)
    return [caption_over(say(lang, "img-falcons"), parts, sizes, bg, width, gap=0.5)]


def falcon_icon(term: str, size: int, background: RGB) -> Image.Image | None:
    """The mark beside the scoring table's falcons row (None: another term)."""
    if term != "falcons":
        return None
    im = Image.new("RGB", (size, size), background)
    mark = falcon_image("falcon-black-1", size)
    im.paste(mark, (0, 0), mark)
    return im
