"""Building sites (expansion 6) in the pictures: an unfinished site is its tile under
diagonal scaffolding (dark hatching over the tile, the price and walls still readable) with
a coin of its marker's currency in the bottom left corner, the currency it is completed in.
Read from the public view only (``building_sites.sites``: tile -> currency and seat).

Hooked into :class:`rendering.marks.BoardMarks` (``sites``), so every board and strip that
draws residents and chests draws sites too: the overview, the single Alhambra, the reserve.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from engine.alhambra.view import PublicView

from ..theme import PAGE, currency_style, player_name, say
from ..tiles import gap_width, tile_image

NAME = "building_sites"
#: The hatching: dark stripes, half transparent.
HATCH = (40, 30, 20, 110)


def sites_of(view: PublicView) -> dict[str, str]:
    """Tile -> its marker's currency, for every unfinished site (public)."""
    fields = view.modules_view.get(NAME) or {}
    return {tile: site["currency"] for tile, site in (fields.get("sites") or {}).items()}


def coin_size(cell: int) -> int:
    return max(9, round(cell * 0.3))


@lru_cache(maxsize=64)
def _hatch(cell: int) -> Image.Image:
    """Diagonal stripes over a tile ``cell`` pixels across, inside its rounded square
    (RGBA)."""
    k = 4
    big = cell * k
    im = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    step = max(5, round(cell / 7)) * k
    width = max(k, round(step * 0.3))
    for start in range(-big, big, step):
        d.line([(start, big), (start + big, 0)], fill=HATCH, width=width)
    mask = Image.new("L", (big, big), 0)
    gap = gap_width(cell) * k
    ImageDraw.Draw(mask).rounded_rectangle([gap, gap, big - 1 - gap, big - 1 - gap],
                                           radius=big * 0.12, fill=255)
    clear = Image.new("RGBA", (big, big), (0, 0, 0, 0))
    return Image.composite(im, clear, mask).resize((cell, cell), Image.LANCZOS)


@lru_cache(maxsize=64)
def _coin(currency: str, size: int) -> Image.Image:
    """A coin of ``currency`` with a dark rim and a white halo (RGBA)."""
    k = 4
    im = Image.new("RGBA", (size * k, size * k), (0, 0, 0, 0))
    d = ImageDraw.Draw(im)
    fill, _ = currency_style(currency)
    d.ellipse((0, 0, size * k - 1, size * k - 1), fill=(255, 255, 255, 255))
    rim = max(1, round(size * k * 0.12))
    d.ellipse((rim, rim, size * k - 1 - rim, size * k - 1 - rim), fill=(30, 30, 30, 255))
    inner = rim + max(1, round(size * k * 0.08))
    d.ellipse((inner, inner, size * k - 1 - inner, size * k - 1 - inner), fill=(*fill, 255))
    return im.resize((size, size), Image.LANCZOS)


def draw_site_mark(im: Image.Image, box: tuple[int, int, int, int], cell: int,
                   currency: str) -> None:
    """Scaffolding over the tile in ``box`` and its marker's coin in the bottom left corner
    (where a resident would stand: a site takes none; the price stays clear)."""
    left, top, _, bottom = box
    hatch = _hatch(cell)
    im.paste(hatch, (left, top), hatch)
    coin = _coin(currency, coin_size(cell))
    inset = max(1, round(cell * 0.1))
    im.paste(coin, (left + inset, bottom - coin.height - inset), coin)


def legend_items(view: PublicView, size: int, lang: str = "en") -> list[tuple[Image.Image, str]]:
    """The overview's legend: a hatched tile with its coin (only where sites are played)."""
    if NAME not in view.modules_view:
        return []
    im = tile_image("pavilion-8-none", size, PAGE).copy()
    draw_site_mark(im, (0, 0, size, size), size, "denar")
    return [(im, say(lang, "img-legend-site"))]


def site_lines(record, view: PublicView, lang: str = "en") -> list[str]:
    """Under a scoring table: who had unfinished sites built then, which counted only with
    their walls (none: no line)."""
    fields = view.modules_view.get(NAME) or {}
    counts = (fields.get("scored") or {}).get(str(record.round))
    if not counts or not any(counts):
        return []
    named = [f"{player_name(p.name, p.seat, lang)} ({n})"
             for p, n in zip(view.players, counts, strict=False) if n]
    # one name on the line with the words, three on each line after: the table is only as
    # wide as its columns, and a cut line would hide who had sites
    first, rest = named[:1], named[1:]
    lines = [say(lang, "img-sites-scored", who=", ".join(first) + ("," if rest else ""))]
    for start in range(0, len(rest), 3):
        end = start + 3
        lines.append(", ".join(rest[start:end]) + ("," if end < len(rest) else ""))
    return lines
