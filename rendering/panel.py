"""A player's panel: name, score, building counts, wall length, board, bought and reserve.

The same panel serves the single-player picture (large) and the overview (two per row);
``unit`` is its base text size and everything else scales from it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engine.alhambra.components import BUILDINGS, Tile
from engine.alhambra.scoring import building_counts, longest_outer_wall
from engine.alhambra.state import grid_of
from engine.alhambra.view import PlayerView

from .board import BoardLayout, draw_board
from .theme import (
    ACTIVE_EDGE,
    BOARD,
    INK,
    LONGEST,
    MUTED,
    PANEL,
    PANEL_EDGE,
    RGB,
    WALL,
    fit,
    font,
    player_name,
    text_width,
)
from .tiles import chip_image, tile_image

#: Gaps inside a panel, as fractions of ``unit``.
MARGIN = 0.6
LINE = 0.35


@dataclass(frozen=True)
class Stats:
    counts: dict[str, int]
    wall: int
    built: int


def stats_of(alhambra) -> Stats:
    grid = grid_of(tuple(alhambra))
    return Stats(building_counts(grid), longest_outer_wall(grid), len(grid) - 1)


def counts_row(
    d: ImageDraw.ImageDraw, im: Image.Image, xy: tuple[int, int], counts: dict[str, int],
    *, unit: int, background: RGB, width: int
) -> int:
    """Six chips with the number of tiles of each building; returns the height used."""
    chip = round(unit * 1.05)
    x, y = xy
    step = width / len(BUILDINGS)
    for i, building in enumerate(BUILDINGS):
        cx = round(x + i * step)
        im.paste(chip_image(building, chip, background), (cx, y))
        count = counts.get(building, 0)
        d.text((cx + chip + unit * 0.2, y + chip / 2), str(count), font=font(unit),
               fill=INK if count else MUTED, anchor="lm")
    return chip


def strip_height(count: int, *, width: int, tile: int, label_width: int) -> int:
    if count == 0:
        return 0
    per_row = max(1, (width - label_width) // (tile + 4))
    rows = -(-count // per_row)
    return rows * (tile + 4) - 4


def draw_strip(
    im: Image.Image, d: ImageDraw.ImageDraw, xy: tuple[int, int], label: str,
    tiles: Sequence[str], *, width: int, tile: int, label_width: int, unit: int,
    background: RGB, colour: RGB = INK,
) -> int:
    """A label and a wrapped row of small tiles; returns the height used."""
    if not tiles:
        return 0
    x, y = xy
    d.text((x, y + tile / 2), label, font=font(round(unit * 0.8)), fill=colour, anchor="lm")
    per_row = max(1, (width - label_width) // (tile + 4))
    for i, tile_id in enumerate(tiles):
        row, col = divmod(i, per_row)
        im.paste(tile_image(tile_id, tile, background),
                 (x + label_width + col * (tile + 4), y + row * (tile + 4)))
    return strip_height(len(tiles), width=width, tile=tile, label_width=label_width)


def panel_height(player: PlayerView, *, width: int, unit: int, board_size: tuple[int, int]) -> int:
    m = round(unit * MARGIN)
    gap = round(unit * LINE)
    inner = width - 2 * m
    h = m + round(unit * 1.3) + gap + round(unit * 0.95) + gap + unit + gap + board_size[1]
    for tiles in (player.bought, player.reserve):
        if tiles:
            h += gap + strip_height(len(tiles), width=inner, tile=strip_tile(unit),
                                    label_width=strip_label_width(unit))
    return h + m


def strip_tile(unit: int) -> int:
    return round(unit * 1.8)


def strip_label_width(unit: int) -> int:
    return round(text_width("To place", round(unit * 0.8)) + unit * 0.5)


def draw_panel(
    player: PlayerView,
    *,
    width: int,
    unit: int,
    cell: int,
    height: int | None = None,
    active: bool = False,
    winner: bool = False,
    numbers: Sequence[tuple[int, int]] = (),
    placing: Tile | None = None,
) -> tuple[Image.Image, BoardLayout, tuple[int, int]]:
    """The panel image, the board's layout and where the board sits in the panel."""
    board, layout = draw_board(player.alhambra, cell=cell, numbers=numbers, placing=placing)
    natural = panel_height(player, width=width, unit=unit, board_size=board.size)
    im = Image.new("RGB", (width, max(natural, height or 0)), PANEL)
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([0, 0, im.width - 1, im.height - 1], radius=unit * 0.6, fill=PANEL,
                        outline=ACTIVE_EDGE if active else PANEL_EDGE,
                        width=max(2, unit // 6) * (2 if active else 1))
    m = round(unit * MARGIN)
    gap = round(unit * LINE)
    inner = width - 2 * m
    right = width - m
    stats = stats_of(player.alhambra)
    y = m
    _title(d, (m, y), player, width=inner, unit=unit, active=active, winner=winner)
    y += round(unit * 1.3) + gap
    counts_row(d, im, (m, y), stats.counts, unit=round(unit * 0.9), background=PANEL,
               width=inner)
    y += round(unit * 0.95) + gap
    _facts(d, (m, y + unit / 2), stats, player, unit=unit)
    y += unit + gap
    extra = im.height - natural  # a taller row: the board area takes up the slack
    d.rounded_rectangle([m, y, right - 1, y + board.height + extra - 1], radius=unit * 0.4,
                        fill=BOARD)
    board_at = (m + (inner - board.width) // 2, y + extra // 2)
    im.paste(board, board_at)
    y += board.height + extra
    tile, label = strip_tile(unit), strip_label_width(unit)
    for name, tiles, colour in (("To place", player.bought, WALL),
                                ("Reserve", player.reserve, MUTED)):
        if tiles:
            y += gap
            y += draw_strip(im, d, (m, y), name, tiles, width=inner, tile=tile,
                            label_width=label, unit=unit, background=PANEL, colour=colour)
    return im, layout, board_at


def _title(d, xy, player: PlayerView, *, width: int, unit: int, active: bool,
           winner: bool) -> None:
    """Seat number, name (and a crown for a winner) on the left, the score on the right."""
    x, y = xy
    size = round(unit * 1.3)
    mid = y + size / 2
    score = str(player.score)
    pts = text_width(" pts", unit)
    score_w = text_width(score, size) + pts + unit * 0.4
    seat_w = _seat_disc(d, (x, y), player.seat, size, active=active)
    crown = round(size * 0.9) if winner else 0
    room = round(width - seat_w - score_w - (crown + unit * 0.3 if winner else 0))
    name = fit(player_name(player.name, player.seat), size, room)
    d.text((x + seat_w, mid), name, font=font(size), fill=INK, anchor="lm")
    if winner:
        _crown(d, (x + seat_w + text_width(name, size) + unit * 0.3, y + size * 0.05), crown)
    base = y + size * 0.85
    d.text((x + width, base), " pts", font=font(unit), fill=MUTED, anchor="rs")
    d.text((x + width - pts, base), score, font=font(size), fill=INK, anchor="rs")


def _seat_disc(d, xy, seat: int, size: int, *, active: bool) -> int:
    x, y = xy
    d.ellipse([x, y, x + size, y + size], fill=ACTIVE_EDGE if active else INK)
    d.text((x + size / 2, y + size / 2), str(seat + 1), font=font(round(size * 0.62)),
           fill=INK if active else PANEL, anchor="mm")
    return round(size * 1.25)


def _crown(d, xy, size: int) -> None:
    x, y = xy
    s = size
    d.polygon([(x, y + s * 0.85), (x, y + s * 0.2), (x + s * 0.27, y + s * 0.5),
               (x + s * 0.5, y + s * 0.05), (x + s * 0.73, y + s * 0.5), (x + s, y + s * 0.2),
               (x + s, y + s * 0.85)], fill=LONGEST, outline=WALL)


def _facts(d, left_mid: tuple[float, float], stats: Stats, player: PlayerView, *,
           unit: int) -> None:
    """A wall sample and the wall length, then built tiles and cards in hand."""
    x, y = left_mid
    size = round(unit * 0.85)
    h = max(4, round(unit * 0.42))
    w = round(unit * 1.3)
    d.rectangle([x, y - h / 2, x + w, y + h / 2], fill=WALL)
    d.rectangle([x, y - h / 6, x + w, y + h / 6], fill=LONGEST)
    x += w + unit * 0.3
    parts = (f"wall {stats.wall}", f"{stats.built} built", f"{player.hand_size} cards")
    for i, part in enumerate(parts):
        d.text((x, y), part, font=font(size), fill=INK if i == 0 else MUTED, anchor="lm")
        x += text_width(part, size) + unit * 0.9
