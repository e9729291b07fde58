"""One Alhambra on pixels: walls where tiles have them, the longest wall, numbered cells."""

from __future__ import annotations

import pytest

from engine.alhambra.components import BASE_TILES, TILES
from engine.alhambra.placement import legal_positions
from engine.alhambra.scoring import longest_outer_wall, outer_wall_sides
from engine.alhambra.state import grid_of
from engine.alhambra.view import PlayerView
from rendering import legal_cells, longest_wall_edges, render_alhambra
from rendering.alhambra import alhambra_image
from rendering.board import BADGE_SIZE
from rendering.png import to_png
from rendering.samples import grown_alhambra
from rendering.theme import BADGE, BOARD, CELL_WELL, LONGEST, WALL
from rendering.tiles import wall_width

from .conftest import decode, near


def player(alhambra, reserve=(), bought=()) -> PlayerView:
    return PlayerView(seat=0, name="Ana", hand_size=3, alhambra=alhambra, reserve=reserve,
                      bought=bought, score=12)


def drawn(p: PlayerView, **options):
    """The decoded PNG, the board layout and the board's offset in the picture."""
    image, layout, (ox, oy) = alhambra_image(p, **options)
    png = to_png(image)
    assert png == render_alhambra(p, **options)
    return decode(png), layout, (ox, oy)


def side_pixel(layout, offset, cell, side: str) -> tuple[int, int]:
    """The outermost pixel of a cell at the middle of ``side``."""
    left, top, right, bottom = layout.box(cell)
    left, right = left + offset[0], right + offset[0]
    top, bottom = top + offset[1], bottom + offset[1]
    mx, my = (left + right) // 2, (top + bottom) // 2
    return {"N": (mx, top), "S": (mx, bottom - 1), "W": (left, my), "E": (right - 1, my)}[side]


@pytest.mark.parametrize("seed", [1, 2])
def test_a_wall_is_drawn_where_a_tile_has_one_and_not_where_it_has_none(seed):
    alhambra = grown_alhambra(40, seed)
    assert len(alhambra) == 41
    image, layout, offset = drawn(player(alhambra))
    for x, y, tile_id in alhambra:
        tile = TILES[tile_id]
        for side in "NESW":
            pixel = image.getpixel(side_pixel(layout, offset, (x, y), side))
            if side in tile.walls:
                assert near(pixel, WALL), (tile_id, side, pixel)
            else:
                assert near(pixel, BOARD), (tile_id, side, pixel)


@pytest.mark.parametrize("seed", range(8))
def test_the_highlighted_wall_is_one_longest_outer_wall(seed):
    grid = grid_of(grown_alhambra(10 + 4 * seed, seed))
    edges = longest_wall_edges(grid)
    assert len(edges) == longest_outer_wall(grid)
    assert set(edges) <= set(outer_wall_sides(grid))
    degree: dict = {}
    for a, b in edges:
        degree[a] = degree.get(a, 0) + 1
        degree[b] = degree.get(b, 0) + 1
    assert sum(d % 2 for d in degree.values()) <= 2  # one trail: at most two loose ends
    if edges:  # and connected
        reach, todo = {edges[0][0]}, [edges[0][0]]
        while todo:
            corner = todo.pop()
            for a, b in edges:
                for p, q in ((a, b), (b, a)):
                    if p == corner and q not in reach:
                        reach.add(q)
                        todo.append(q)
        assert reach == set(degree)


def test_the_longest_wall_is_gold_and_other_walls_are_not():
    alhambra = grown_alhambra(40, 1)
    grid = grid_of(alhambra)
    image, layout, (ox, oy) = drawn(player(alhambra))
    longest = set(longest_wall_edges(grid))
    band = wall_width(layout.cell)
    for (ax, ay), (bx, by) in outer_wall_sides(grid):
        mx = ox + layout.pad + ((ax + bx) / 2 - layout.min_x) * layout.cell
        my = oy + layout.pad + ((ay + by) / 2 - layout.min_y) * layout.cell
        if ay == by:  # horizontal side: step into the owning tile
            my += band / 2 if (ax, ay) in grid else -band / 2
        else:
            mx += band / 2 if (ax, ay) in grid else -band / 2
        pixel = image.getpixel((int(mx), int(my)))
        assert near(pixel, LONGEST, 40) == (((ax, ay), (bx, by)) in longest), pixel


@pytest.mark.parametrize("seed", [0, 3, 5])
def test_legal_cells_are_legal_positions_in_reading_order(seed):
    alhambra = grown_alhambra(6 * seed + 3, seed)
    grid = grid_of(alhambra)
    for tile in BASE_TILES[::4]:
        cells = legal_cells(alhambra, tile.id)
        assert set(cells) == legal_positions(grid, tile)
        assert cells == sorted(cells, key=lambda c: (c[1], c[0]))
        assert legal_cells(alhambra, tile) == cells


def test_every_legal_cell_gets_its_number_and_no_other_empty_cell_does():
    alhambra = grown_alhambra(14, 7)
    built = {(x, y) for x, y, _ in alhambra}
    for tile in ("garden-8-NE", "tower-11-none", "chambers-7-SW"):
        cells = legal_cells(alhambra, tile)
        assert cells
        image, layout, (ox, oy) = drawn(player(alhambra), tile=tile)
        assert list(layout.numbers) == cells
        diameter = round(layout.cell * BADGE_SIZE)
        x0, y0 = layout.min_x, layout.min_y
        for cx in range(x0, x0 + layout.cols):
            for cy in range(y0, y0 + layout.rows):
                if (cx, cy) in built:
                    continue
                left, top, right, bottom = layout.box((cx, cy))
                mx, my = ox + (left + right) // 2, oy + (top + bottom) // 2
                badge = image.getpixel((mx - round(diameter * 0.36), my))
                corner = image.getpixel((ox + left + layout.cell // 6, oy + top + layout.cell // 6))
                if (cx, cy) in cells:
                    assert near(badge, BADGE), (cx, cy, badge)
                    assert near(corner, CELL_WELL), (cx, cy, corner)
                else:
                    assert near(badge, BOARD) and near(corner, BOARD), (cx, cy)


def test_explicit_numbers_can_mark_built_tiles_for_a_rebuild():
    alhambra = grown_alhambra(8, 2)
    cells = [(x, y) for x, y, t in alhambra if t != "fountain"][:3]
    image, layout, (ox, oy) = drawn(player(alhambra), numbers=cells)
    assert list(layout.numbers) == cells
    for cell, (cx, cy, width, height) in zip(cells, layout.badges, strict=True):
        left, top, right, bottom = layout.box(cell)
        # a tag in the tile's bottom left corner, inside the tile
        assert left + ox <= cx + ox - width / 2 and cy + oy + height / 2 <= bottom + oy
        assert cx < (left + right) / 2 and cy > (top + bottom) / 2
        assert near(image.getpixel((round(cx + ox), round(cy + oy - height * 0.4))), BADGE)


def test_a_tile_with_no_legal_cell_renders_without_numbers():
    alhambra, tile = next(
        (a, t.id)
        for seed in range(20)
        for a in [grown_alhambra(30, seed)]
        for t in BASE_TILES
        if not legal_positions(grid_of(a), t)
    )
    image, layout, _ = drawn(player(alhambra), tile=tile)
    assert layout.numbers == ()


def test_size_limits_of_one_alhambra(big_view):
    for p in big_view.players:
        image, _, _ = drawn(p)
        assert image.width <= 1000 and image.height <= 1600
    tiny = decode(render_alhambra(player(((0, 0, "fountain"),))))
    assert tiny.width <= 1000 and tiny.height <= 800


def test_reserve_and_bought_tiles_are_drawn_below(placing_state):
    from engine.alhambra import view

    public = view(placing_state, None)
    seat = placing_state.active_seat
    p = public.players[seat]
    assert p.bought
    with_strips = decode(render_alhambra(p))
    without = decode(render_alhambra(p.model_copy(update={"bought": (), "reserve": ()})))
    assert with_strips.height > without.height


def test_a_caption_adds_a_question_above_the_board():
    alhambra = grown_alhambra(8, 2)
    plain, _, _ = drawn(player(alhambra))
    asked, _, _ = drawn(player(alhambra), numbers=[alhambra[1][:2]], caption="Which tile out?")
    assert asked.height > plain.height
