"""Pictures read on a phone, where Discord shows them about 400 pixels wide.

Legibility is measured, not assumed: the price digits of every board tile are found in
the decoded PNG (rows holding the price's text colour inside its box) and scaled by the
factor that shrinks the picture to 400 pixels; every text with a digit is checked at the
size it was drawn with (the font's own digit height); no internal id or coordinate may be
drawn. Also: the last turn's tiles are framed, the leaders strip counts as the scoring
does, the chart ranks by place, numbers on built tiles leave the tile readable.
"""

from __future__ import annotations

import re

import pytest
from PIL import Image

from engine.alhambra import view
from engine.alhambra.components import BUILDINGS, TILES
from engine.alhambra.view import PlayerView
from rendering import render_alhambra, render_overview, render_score_chart, render_scoring_table
from rendering.alhambra import alhambra_image
from rendering.board import frame_width
from rendering.overview import leaders, overview_picture
from rendering.png import to_png
from rendering.samples import end_of_game, grown_alhambra, mid_game, named, with_alhambras
from rendering.scoring import chart_bar_middle, chart_order
from rendering.theme import (
    BADGE,
    INK,
    MIN_DIGIT,
    PHONE_WIDTH,
    RECENT,
    at_phone,
    building_style,
    digit_height,
)
from rendering.tiles import price_box, price_colours

from .conftest import decode, near


@pytest.fixture(scope="module")
def six_twenty():
    """A real 6-player game whose Alhambras hold 20 tiles each."""
    return named(with_alhambras(view(mid_game(6, 5), None), 20, 5))


def _rows_with(image: Image.Image, box: tuple[int, int, int, int], colour, tolerance: int = 60):
    left, top, right, bottom = box
    return [y for y in range(top, bottom)
            if any(sum(abs(a - b) for a, b in zip(image.getpixel((x, y)), colour, strict=True))
                   <= tolerance for x in range(left, right))]


def _measured_price_digits(image: Image.Image, layout, public) -> list[int]:
    """Height (pixels of ``image``) of the first price digit of every board tile."""
    heights = []
    for place in layout.panels:
        for x, y, tile_id in public.players[place.seat].alhambra:
            if TILES[tile_id].start:  # the fountain, Granada's Alhambra: no price
                continue
            left, top, _, _ = place.board.box((x, y))
            ox, oy = place.board_at[0] + left, place.board_at[1] + top
            b_left, b_top, b_right, b_bottom = price_box(tile_id, place.cell)
            colour, _ = price_colours(TILES[tile_id].building)
            digits = len(str(TILES[tile_id].price))
            first = ox + b_left + max(1, (b_right - b_left) // digits * 2 // 3)
            rows = _rows_with(image, (ox + b_left, oy + b_top, first, oy + b_bottom), colour)
            heights.append(rows[-1] - rows[0] + 1 if rows else 0)
    return heights


# --- 1. prices at phone width ---------------------------------------------------------------
def test_six_player_overview_prices_are_at_least_9_px_at_phone_width(six_twenty):
    assert all(20 <= len(p.alhambra) - 1 <= 21 for p in six_twenty.players)
    image, layout = overview_picture(six_twenty)
    png = render_overview(six_twenty)
    assert png == to_png(image)
    decoded = decode(png)
    phone = decoded.resize((PHONE_WIDTH, round(decoded.height * PHONE_WIDTH / decoded.width)),
                           Image.Resampling.LANCZOS)
    scale = phone.width / decoded.width
    # what the layout promises: the font's shortest digit at the smallest tile size drawn
    promised = layout.smallest_price_digit() * scale
    assert promised >= MIN_DIGIT, promised
    # what the picture holds: every board tile's price digit, found in the pixels
    measured = _measured_price_digits(decoded, layout, six_twenty)
    assert len(measured) == sum(len(p.alhambra) - 1 for p in six_twenty.players)
    assert min(measured) >= layout.smallest_price_digit() - 1
    assert min(measured) * scale >= MIN_DIGIT, (min(measured), scale)
    print(f"smallest price digit at {PHONE_WIDTH} px: {min(measured) * scale:.2f} px "
          f"(font metric {promised:.2f} px), picture {decoded.width}x{decoded.height}")


def test_boards_are_cropped_share_a_cell_and_sit_two_to_a_row(six_twenty):
    _, layout = overview_picture(six_twenty)
    assert len({p.cell for p in layout.panels}) == 1
    assert all(not p.side and p.width < layout.width / 2 for p in layout.panels)
    for place in layout.panels:  # cropped to the built tiles
        cells = [(x, y) for x, y, _ in six_twenty.players[place.seat].alhambra]
        xs, ys = [x for x, _ in cells], [y for _, y in cells]
        assert (place.board.min_x, place.board.min_y) == (min(xs), min(ys))
        assert place.board.cols == max(xs) - min(xs) + 1
        assert place.board.rows == max(ys) - min(ys) + 1


def _digit_texts(texts):
    return [(t, size) for t, size in texts if any(c.isdigit() for c in t)]


def test_every_number_in_the_overview_is_legible_at_phone_width(six_twenty, drawn_texts):
    decoded = decode(render_overview(six_twenty))
    numbers = _digit_texts(drawn_texts)
    assert numbers
    smallest = min(numbers, key=lambda ts: digit_height(ts[1]))
    assert at_phone(digit_height(smallest[1]), decoded.width) >= MIN_DIGIT, smallest
    scores = {str(p.score) for p in six_twenty.players}
    assert scores <= {t for t, _ in numbers}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_overview_numbers_are_legible_for_every_table_size(players, drawn_texts):
    public = view(mid_game(players, 11), None)
    decoded = decode(render_overview(public))
    _, layout = overview_picture(public)
    assert at_phone(layout.smallest_price_digit(), decoded.width) >= MIN_DIGIT
    for text, size in _digit_texts(drawn_texts):
        assert at_phone(digit_height(size), decoded.width) >= MIN_DIGIT, (text, size)


ID = re.compile(r"[a-z]+-\d+-[A-Za-z]+|_|\(\s*-?\d+\s*,\s*-?\d+\s*\)|\bNone\b|\bTrue\b|\bFalse\b")


def test_no_internal_names_ids_or_coordinates_are_drawn(six_twenty, drawn_texts):
    public = view(end_of_game(2, 4), None)
    player = six_twenty.players[0]
    render_overview(six_twenty, recent=[(0, 1, 0)])
    render_overview(public)
    render_alhambra(player, tile="garden-8-NE", active=True, recent=[(0, 0, 1)])
    render_alhambra(player, numbers=[(x, y) for x, y, _ in player.alhambra[1:4]],
                    caption="Which tile comes out?")
    render_scoring_table(public, chart=True)
    render_score_chart(view(end_of_game(6, 3), None))
    from engine.rollwrite import view as rw_view
    from rendering.rollwrite import render_final_table, render_score_sheet, render_sheet
    from rendering.rollwrite.samples import end_of_game as rw_end
    from rendering.rollwrite.samples import mid_game as rw_mid

    rw = rw_mid(3, 4)
    render_sheet(rw_view(rw, 1))
    render_score_sheet(rw_view(rw, None))
    render_score_sheet(rw_view(rw_end(5, 7), None))
    render_final_table(rw_view(rw_end(1, 3, opponents=2), None))
    drawn = [t for t, _ in drawn_texts]
    assert drawn
    bad = [t for t in drawn if ID.search(t) or t in TILES]
    assert not bad, bad


# --- 2. the last turn's tiles ---------------------------------------------------------------
def _frame_pixels(image, box, f):
    """Pixels in the middle of the frame band on each side of ``box``."""
    left, top, right, bottom = box
    mx, my = (left + right) // 2, (top + bottom) // 2
    h = f // 2 + f // 6
    return [image.getpixel(p) for p in ((mx, top - h), (mx, bottom - 1 + h), (left - h, my),
                                        (right - 1 + h, my))]


def test_recent_tiles_get_a_bright_frame_in_the_overview(six_twenty):
    seat = 3
    alhambra = six_twenty.players[seat].alhambra
    # a tile on the edge of the Alhambra (an empty neighbour) and the fountain
    edge = next((x, y) for x, y, _ in alhambra
                if (x + 1, y) not in {(a, b) for a, b, _ in alhambra} and abs(x) + abs(y) > 1)
    recent = [(seat, *edge), (seat, 0, 0), (5, 0, 0)]
    decoded = decode(render_overview(six_twenty, recent=recent))
    _, layout = overview_picture(six_twenty, recent=recent)
    place = next(p for p in layout.panels if p.seat == seat)
    f = frame_width(place.cell)

    def box(cell, where=place):
        left, top, right, bottom = where.board.box(cell)
        x, y = where.board_at
        return (left + x, top + y, right + x, bottom + y)

    for cell in (edge, (0, 0)):
        pixels = _frame_pixels(decoded, box(cell), f)
        assert all(near(p, RECENT, 40) for p in pixels), (cell, pixels)
    other = next(p for p in layout.panels if p.seat == 1)
    for x, y, _ in six_twenty.players[1].alhambra:  # nothing framed on an untouched board
        assert not any(near(p, RECENT, 40) for p in _frame_pixels(decoded, box((x, y), other),
                                                                   frame_width(other.cell)))
    assert decode(render_overview(six_twenty)) != decoded


def test_recent_cells_far_from_the_alhambra_are_ignored_and_order_does_not_matter(six_twenty):
    plain = render_overview(six_twenty)
    assert render_overview(six_twenty, recent=[(0, 99, 99), (9, 0, 0)]) == plain
    cells = [(s, x, y) for s in (1, 4) for x, y, _ in six_twenty.players[s].alhambra[-2:]]
    framed = render_overview(six_twenty, recent=cells)
    assert framed != plain
    assert render_overview(six_twenty, recent=reversed(cells + cells)) == framed
    assert render_overview(six_twenty.model_copy(deep=True), recent=set(cells)) == framed


def test_recent_tiles_get_a_frame_in_the_single_alhambra():
    alhambra = grown_alhambra(12, 4)
    p = PlayerView(seat=2, name="Ana", hand_size=3, alhambra=alhambra, reserve=(), bought=(),
                   score=0)
    cell = alhambra[-1][:2]
    image, layout, (ox, oy) = alhambra_image(p, recent=[(2, *cell), (0, *alhambra[1][:2])])
    assert layout.recent == (cell,)  # other seats' cells are not this board's
    left, top, right, bottom = layout.box(cell)
    pixels = _frame_pixels(decode(to_png(image)), (left + ox, top + oy, right + ox, bottom + oy),
                           frame_width(layout.cell))
    assert sum(near(px, RECENT, 40) for px in pixels) >= 2


# --- 3. who leads each building -------------------------------------------------------------
def test_leaders_count_alhambras_and_dirk_not_reserves():
    public = view(end_of_game(2, 4), None)
    ana = public.players[0].model_copy(update={
        "name": "Ana",
        "alhambra": ((0, 0, "fountain"), (1, 0, "pavilion-2-NEW"), (0, 1, "pavilion-3-SW")),
        "reserve": ("garden-8-NE",) * 5,
    })
    ben = public.players[1].model_copy(update={
        "name": "Ben", "alhambra": ((0, 0, "fountain"), (1, 0, "pavilion-4-ES"),
                                    (-1, 0, "pavilion-5-NW"), (0, 1, "tower-11-none")),
        "reserve": (),
    })
    crafted = public.model_copy(update={
        "players": (ana, ben),
        "dirk": ("tower-8-NES", "tower-9-NE", "seraglio-4-NE"),
    })
    lead = leaders(crafted)
    assert lead["pavilion"] == (2, ("Ana", "Ben"))
    assert lead["tower"] == (2, ("Dirk",))
    assert lead["seraglio"] == (1, ("Dirk",))
    assert lead["garden"] == (0, ())  # the reserve never counts: a dash
    assert set(lead) == set(BUILDINGS)
    decode(render_overview(crafted))


def test_a_tie_the_half_row_cannot_hold_gets_a_whole_row(six_twenty):
    from rendering.overview import _leader_places, _leaders_height

    garden = ((0, 0, "fountain"), (1, 0, "garden-8-NE"))
    players = tuple(p.model_copy(update={"alhambra": garden}) for p in six_twenty.players)
    tied = six_twenty.model_copy(update={"players": players})
    assert leaders(tied)["garden"] == (1, tuple(p.name for p in players))
    places = {b: (row, col) for b, row, col in _leader_places(tied, 940, 31)}
    assert places["garden"][1] == -1  # a whole row for six names
    assert _leaders_height(tied, 940, 31) > _leaders_height(six_twenty, 940, 31)
    decode(render_overview(tied))


@pytest.mark.parametrize(("players", "seed"), [(2, 4), (6, 3), (4, 2)])
def test_leaders_agree_with_the_engines_final_scoring(players, seed):
    public = view(end_of_game(players, seed), None)
    record = public.scorings[-1]
    names = [p.name for p in public.players] + ["Dirk"] * (public.dirk is not None)
    for building, (best, who) in leaders(public).items():
        counts = record.counts[building]
        assert best == max(counts)
        assert who == tuple(n for n, c in zip(names, counts, strict=True) if best and c == best)


# --- 4. the final chart ranks by place ------------------------------------------------------
@pytest.mark.parametrize(("players", "seed"), [(6, 3), (4, 2), (2, 4)])
def test_the_chart_ranks_players_by_place(players, seed):
    public = view(end_of_game(players, seed), None)
    order = chart_order(public)
    totals = public.scorings[-1].totals
    assert sorted(s for _, s in order) == list(range(players))
    assert [totals[s] for _, s in order] == sorted(totals, reverse=True)
    assert order[0][0] == 1 and order[0][1] in public.winners
    for place, seat in order:
        assert place == 1 + sum(t > totals[seat] for t in totals)
    image = decode(render_score_chart(public))
    ends = []  # the bars' right ends shrink from the first place down
    for i in range(players):
        y = round(chart_bar_middle(i))
        xs = [x for x in range(image.width) if image.getpixel((x, y))[2] > 120
              and image.getpixel((x, y))[0] < 160]
        ends.append(max(xs))
    assert ends == sorted(ends, reverse=True)


def test_the_final_table_puts_its_columns_in_place_order():
    from rendering.scoring import _columns

    public = view(end_of_game(6, 3), None)
    columns = _columns(public, public.scorings[-1])
    totals = public.scorings[-1].totals
    assert [totals[i] for i, _, _ in columns] == sorted(totals, reverse=True)
    assert columns[0][2] == 1
    first_round = _columns(public, public.scorings[0])
    assert [i for i, _, _ in first_round] == list(range(6))  # rounds 1 and 2: seat order


# --- 5. numbers on built tiles --------------------------------------------------------------
@pytest.mark.parametrize(("tiles", "seed"), [(20, 4), (40, 1)])
def test_numbers_on_built_tiles_are_legible_and_leave_the_tile_readable(tiles, seed):
    alhambra = grown_alhambra(tiles, seed)
    p = PlayerView(seat=0, name="Ana", hand_size=3, alhambra=alhambra, reserve=(), bought=(),
                   score=0)
    built = [(x, y) for x, y, t in alhambra if t != "fountain"][-5:]
    from rendering import legal_cells

    empty = legal_cells(alhambra, "tower-11-none")[:3]
    image, layout, (ox, oy) = alhambra_image(p, numbers=built + empty,
                                             caption="Which tile, or where?")
    decoded = decode(to_png(image))
    ids = {(x, y): t for x, y, t in alhambra}
    assert len(layout.badges) == len(built) + len(empty)
    for number, (cell, (cx, cy, width, height)) in enumerate(
            zip(layout.numbers, layout.badges, strict=True), start=1):
        cx, cy = cx + ox, cy + oy
        assert near(decoded.getpixel((round(cx), round(cy - height * 0.4))), BADGE, 40)
        # the number's digits, measured in the picture
        half, up = round(width / 2), round(height / 2)
        rows = _rows_with(decoded, (round(cx) - half + 4, round(cy) - up + 4,
                                    round(cx) + half - 4, round(cy) + up - 4), INK, 30)
        height = rows[-1] - rows[0] + 1
        assert at_phone(height, decoded.width) >= MIN_DIGIT, (number, height)
        if cell not in ids:
            continue
        # the tile stays readable: its price box is clear of the number and much of its
        # colour shows
        left, top, right, bottom = layout.box(cell)
        b_left, b_top, b_right, b_bottom = price_box(ids[cell], layout.cell)
        assert b_bottom + top + oy <= cy - up + 2 or b_right + left + ox < cx - half
        fill = building_style(TILES[ids[cell]].building)[0]
        tile = decoded.crop((left + ox, top + oy, right + ox, bottom + oy))
        share = sum(n for n, c in tile.getcolors(1 << 16) if near(c, fill, 30)) / (
            tile.width * tile.height)
        assert share >= 0.25, (cell, share)
