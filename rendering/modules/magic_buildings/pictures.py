"""The magic buildings' pictures (promo, :mod:`engine.alhambra.modules.magic_buildings`).

- On the tile (:func:`rendering.modules.magic_buildings.look.draw_magic_star`, called by
  :func:`rendering.tiles.tile_image`, so a magic building shows it wherever a tile is
  drawn): a gold four-pointed star in the corner away from the price and the icon.
- While one is placed (:func:`render_magic_placing`): the placing picture of
  :func:`rendering.alhambra.alhambra_image` with, under it, the four positions of the tile
  side by side, numbered 1-4 as the panel's ↻ buttons (1: as printed, then a quarter turn
  clockwise each), the one it shows now framed, each with how many places it has now
  ("reserve only" where it fits nowhere; the panel offers no ↻ for those).
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engine.alhambra.components import rotations
from engine.alhambra.view import PlayerView

from ...alhambra import PAGE_MARGIN, WIDTH, alhambra_image
from ...board import badge_image
from ...png import to_png
from ...theme import (
    ACTIVE_EDGE,
    BOARD,
    INK,
    MUTED,
    PAGE,
    PANEL,
    PANEL_EDGE,
    fit,
    fit_size,
    font,
    say,
)
from ...tiles import tile_image

# -- the positions under the placing picture -------------------------------------------------


def positions_image(tile: str, places: Sequence[int], *, width: int = WIDTH,
                    lang: str = "en") -> Image.Image:
    """The four positions of the magic building ``tile`` is a face of, numbered 1-4, the
    one ``tile`` shows framed; ``places[i]``: how many places position i + 1 has now. On a
    light card like the player's panel, so the dark walls stand out."""
    faces = rotations(tile)
    text_size, title_size = 30, 34
    inner = width - 2 * PAGE_MARGIN
    column = inner // 4
    size = min(150, column - 40)
    badge = round(size * 0.4)
    pad = 18
    top = pad + round(title_size * 1.5)
    card_height = top + badge // 2 + size + round(text_size * 2.2)
    im = Image.new("RGB", (width, card_height + PAGE_MARGIN), PAGE)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([PAGE_MARGIN, 0, width - PAGE_MARGIN - 1, card_height - 1], radius=16,
                        fill=PANEL, outline=PANEL_EDGE, width=3)
    title = say(lang, "img-magic-rotations")
    big = fit_size(title, title_size, inner - 2 * pad)
    d.text((PAGE_MARGIN + pad, pad + title_size * 0.6), fit(title, big, inner - 2 * pad),
           font=font(big), fill=INK, anchor="lm")
    for n, face in enumerate(faces):
        x = PAGE_MARGIN + n * column + (column - size) // 2
        y = top + badge // 2
        now = face == tile
        ring = max(4, size // 18)
        d.rectangle([x - ring * 2, y - ring * 2, x + size + ring * 2 - 1,
                     y + size + ring * 2 - 1], fill=BOARD,
                    outline=ACTIVE_EDGE if now else BOARD, width=ring)
        shown = tile_image(face, size, BOARD)
        if not now and places[n] == 0:  # fits nowhere: faded
            shown = Image.blend(shown, Image.new("RGB", shown.size, BOARD), 0.5)
        im.paste(shown, (x, y))
        mark = badge_image(n + 1, badge)
        im.paste(mark, (x - badge // 2, y - badge // 2), mark)
        words = say(lang, "img-magic-now") if now else say(lang, "img-magic-places",
                                                            count=places[n])
        small = fit_size(words, text_size, column - 8)
        d.text((x + size / 2, y + size + text_size * 1.1), fit(words, small, column - 8),
               font=font(small), fill=INK if now or places[n] else MUTED, anchor="mm")
    return im


def render_magic_placing(player: PlayerView, *, tile: str, numbers: Sequence[tuple[int, int]],
                         places: Sequence[int], active: bool = True,
                         lang: str = "en") -> bytes:
    """PNG: the placing picture of the magic building ``tile`` (its places numbered as
    :func:`rendering.alhambra.render_alhambra` numbers them) with its four positions
    under it (:func:`positions_image`)."""
    board, _, _ = alhambra_image(player, tile=tile, numbers=numbers, active=active,
                                 lang=lang)
    strip = positions_image(tile, places, width=board.width, lang=lang)
    im = Image.new("RGB", (board.width, board.height + strip.height), PAGE)
    im.paste(board, (0, 0))
    im.paste(strip, (0, board.height))
    return to_png(im)
