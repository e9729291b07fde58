"""Roll & Write pictures from real engine views: sizes, pixels where the rules are drawn,
identical bytes for identical views."""

from __future__ import annotations

import pytest

from engine.rollwrite import new_game, view
from engine.rollwrite.data import BUILDING_NAMES, BUILDINGS
from engine.rollwrite.dice import make_dice
from rendering import theme
from rendering.rollwrite import (
    cell_box,
    coin_centre,
    final,
    render_final_table,
    render_score_sheet,
    render_sheet,
    score_sheet,
)
from rendering.rollwrite.draw import BLUE_DIE, COIN, CROSS, TARGET, YELLOW_DIE
from rendering.rollwrite.samples import end_of_game, mid_game
from rendering.rollwrite.sheet import SPACE, _grid_origin
from rendering.theme import PAGE

from .conftest import decode, near

MAX_BYTES = 200 * 1024


@pytest.fixture(scope="module")
def five_mid():
    return mid_game(5, 7)


@pytest.fixture(scope="module")
def five_end():
    return end_of_game(5, 7)


def _sheet_state():
    """Three players; seat 0 crossed (1,1), (2,2), (3,3); the roll is yellow 3,5 blue 3,4;
    5 coins gained, 2 spent."""
    state = new_game(["Ana", "Ben", "Cem"], seed=3)
    roll = make_dice((3, 5), (3, 4))
    players = tuple(s.model_copy(update={"dice": roll}) for s in state.players)
    sheet = players[0].model_copy(update={"crossed": ((1, 1), (2, 2), (3, 3)), "circled": 5,
                                          "spent": 2})
    return state.model_copy(update={"roll": roll, "players": (sheet,) + players[1:]})


def _centre(box):
    return ((box[0] + box[2]) // 2, (box[1] + box[3]) // 2)


def test_a_sheet_fits_a_phone_and_draws_crosses_targets_dice_and_coins():
    state = _sheet_state()
    png = render_sheet(view(state, 0))
    image = decode(png)
    assert image.width == 720 and 900 < image.height < 1200 and len(png) < MAX_BYTES
    # crossed cells carry an X through their centre; a free cell does not
    assert near(image.getpixel(_centre(cell_box(1, 1))), CROSS, 60)
    assert not near(image.getpixel(_centre(cell_box(4, 4))), CROSS, 60)
    # the dice point at (3,3) (3,4) (5,3) (5,4): gold rings; (4,4) is not a target
    for cell in ((3, 3), (3, 4), (5, 3), (5, 4)):
        left, top, right, bottom = cell_box(*cell)
        assert near(image.getpixel((left + 4, (top + bottom) // 2)), TARGET, 40), cell
    left, top, right, bottom = cell_box(4, 4)
    assert not near(image.getpixel((left + 4, (top + bottom) // 2)), TARGET, 40)
    # dice on the die spaces: yellow 3 and 5 on the left, blue 3 and 4 on top
    x0, y0 = _grid_origin()
    die = SPACE - 14
    for value in (3, 5):
        cy = y0 + (value - 0.5) * 86 - die / 2 + die * 0.1
        assert near(image.getpixel((16 + SPACE // 2, int(cy))), YELLOW_DIE, 40)
    cy = 84 + SPACE / 2 - die / 2 + die * 0.1
    assert near(image.getpixel((int(x0 + 2.5 * 86), int(cy))), BLUE_DIE, 40)
    assert not near(image.getpixel((int(x0 + 0.5 * 86), int(cy))), BLUE_DIE, 40)
    # coins: 2 spent (pale, crossed out), 3 circled (gold), the rest empty outlines
    def inside(i):
        cx, cy = coin_centre(i)
        return image.getpixel((int(cx + 13), int(cy)))
    assert near(inside(2), COIN, 30) and near(inside(4), COIN, 30)
    assert not near(inside(0), COIN, 30)
    assert near(inside(5), PAGE, 10) and near(inside(19), PAGE, 10)


def test_a_finished_sheet_shows_no_targets():
    state = end_of_game(3, 2)
    sheet = state.players[0]
    image = decode(render_sheet(view(state, None), 0))
    for cell in sheet.dice.intersections():
        left, top, right, bottom = cell_box(*cell)
        assert not near(image.getpixel((left + 4, (top + bottom) // 2)), TARGET, 40)


def test_a_sheet_needs_to_know_whose_it_is():
    with pytest.raises(ValueError, match="whose sheet"):
        render_sheet(view(_sheet_state(), None))
    assert render_sheet(view(_sheet_state(), None), 1) == render_sheet(view(_sheet_state(), 1))


def test_identical_views_give_identical_bytes_even_with_cold_caches(five_mid, five_end):
    pictures = (
        lambda: render_sheet(view(five_mid, 2)),
        lambda: render_score_sheet(view(five_mid, None)),
        lambda: render_final_table(view(five_end, None)),
    )
    first = [make() for make in pictures]
    theme.font.cache_clear()
    assert [make() for make in pictures] == first


@pytest.mark.parametrize(("players", "options"), [
    (1, {"opponents": 2}), (1, {"opponents": 4, "beat_them": True}), (2, {}), (3, {}),
    (4, {"mode": "classic"}), (5, {}),
])
def test_score_sheet_has_a_row_per_participant(players, options):
    state = mid_game(players, 5, **options)
    public = view(state, None)
    png = render_score_sheet(public)
    image = decode(png)
    assert image.width == 960 and len(png) < MAX_BYTES
    rows = players + len(state.imaginary)
    sheet = score_sheet
    assert image.height == (sheet.TITLE + sheet.ROLL + sheet.OVERVIEW + rows * sheet.ROW
                            + sheet.TRACK + 2 * sheet.MARGIN)
    assert image.height < 1200


def test_score_sheet_shows_the_rounds_roll(five_mid):
    image = decode(render_score_sheet(view(five_mid, None)))
    band = image.crop((16, 76, 400, 146))
    colours = {c for _, c in band.getcolors(100_000)}
    assert any(near(c, YELLOW_DIE, 30) for c in colours)
    assert any(near(c, BLUE_DIE, 30) for c in colours)


def test_final_table_rings_the_winners(five_end):
    public = view(five_end, None)
    image = decode(render_final_table(public))
    assert image.width == 960 and image.height < 1200
    columns = len(public.final.lines)
    width = (final.WIDTH - 2 * final.MARGIN - final.LABEL) / columns
    bottom = final.table_bottom(public) - final.ROW
    for line in public.final.lines:
        left = int(final.MARGIN + final.LABEL + line.participant * width)
        crop = image.crop((left + 6, bottom + 4, int(left + width - 6), bottom + final.ROW - 4))
        best = any(near(c, final.BEST, 20) for _, c in crop.getcolors(100_000))
        assert best == (line.participant in public.winners)


def test_final_table_only_once_the_game_is_over(five_mid):
    with pytest.raises(ValueError, match="not over"):
        render_final_table(view(five_mid, None))


def test_final_table_with_imaginary_players_and_the_bonus_row():
    plain = decode(render_final_table(view(end_of_game(1, 3, opponents=2), None)))
    beat = decode(render_final_table(
        view(end_of_game(1, 3, opponents=2, beat_them=True), None)))
    assert beat.height == plain.height + final.ROW  # the "extra points" row


def test_names_the_font_cannot_draw_do_not_break_pictures():
    state = new_game(["🐉🐉", "Zoë", "A" * 80], seed=2)
    for seat in range(3):
        decode(render_sheet(view(state, seat)))
    decode(render_score_sheet(view(state, None)))


# --- readable on a phone; the points column is the running total ---------------------------
def _dark(image, threshold: int = 110) -> set[tuple[int, int]]:
    return {(x, y) for x in range(image.width) for y in range(image.height)
            if sum(image.getpixel((x, y))) / 3 < threshold}


def _drawn_number(image, index: int, value: int) -> float:
    """How well the points cell of row ``index`` matches ``value`` drawn there (IoU of the
    dark pixels; 1.0 = the same)."""
    from PIL import Image, ImageDraw

    cx, cy = score_sheet.points_centre(index)
    box = (int(cx - 44), int(cy - 26), int(cx + 44), int(cy + 26))
    crop = image.crop(box)
    reference = Image.new("RGB", crop.size, theme.PANEL)
    ImageDraw.Draw(reference).text((cx - box[0], cy - box[1]), str(value),
                                   font=theme.font(round(score_sheet.TEXT * 1.15)),
                                   fill=theme.INK, anchor="mm")
    a, b = _dark(crop), _dark(reference)
    return len(a & b) / len(a | b)


def test_score_sheet_points_are_the_running_total(five_mid, five_end):
    mid = view(five_mid, None)
    for row in mid.score_sheet:
        assert score_sheet.points_of(mid, row) == sum(row.points.values())
    for seat, score in enumerate(mid.scores):
        assert score_sheet.points_of(mid, mid.score_sheet[seat]) == score
    end = view(five_end, None)
    totals = {line.participant: line.total for line in end.final.lines}
    assert any(totals[r.participant] != sum(r.points.values()) for r in end.score_sheet)
    image = decode(render_score_sheet(end))
    for index, row in enumerate(end.score_sheet):
        assert score_sheet.points_of(end, row) == totals[row.participant]
        assert _drawn_number(image, index, totals[row.participant]) > 0.8, row.name
        if totals[row.participant] != sum(row.points.values()):  # the old, wrong number
            assert _drawn_number(image, index, sum(row.points.values())) < 0.5


def _legible(size: int, width: int) -> bool:
    return theme.at_phone(theme.digit_height(size), width) >= theme.MIN_DIGIT


def test_score_sheet_names_and_place_points_are_legible_at_phone_width(five_mid, drawn_texts):
    public = view(five_mid, None)
    image = decode(render_score_sheet(public))
    sizes: dict[str, int] = {}
    for text, size in drawn_texts:
        sizes[text] = min(size, sizes.get(text, size))
    for row in public.score_sheet:
        name = theme.player_name(row.name, row.participant)
        assert name in sizes, name
        assert _legible(sizes[name], image.width), (name, sizes[name])
    for building in BUILDINGS:
        for value in public.place_points[building]:
            assert _legible(sizes[str(value)], image.width), (building, value)
    for label in ("1st place", "2nd place", "3rd place"):
        assert label in sizes


def test_final_table_names_are_legible(five_end, drawn_texts):
    public = view(five_end, None)
    image = decode(render_final_table(public))
    drawn = dict(drawn_texts)
    for line in public.final.lines:
        name = theme.player_name(line.name, line.participant)
        # whole, on one line or wrapped at its spaces (issue 38), legible
        lines = [name] if name in drawn else name.split(" ")
        assert all(_legible(drawn[part], image.width) for part in lines), name
        assert _legible(drawn[str(line.total)], image.width)


def test_a_sheet_names_every_building(five_mid, drawn_texts):
    image = decode(render_sheet(view(five_mid, 1)))
    drawn = dict(drawn_texts)
    for building in BUILDINGS:
        name = BUILDING_NAMES[building]
        assert name in drawn, name
        assert _legible(drawn[name], image.width)


@pytest.mark.parametrize("lang, words", [
    ("en", "“Built”: every building on the sheet, the 3 starting buildings included."),
    ("de", "„Kreuze“: alle Gebäude auf dem Zettel, die 3 Startgebäude mitgezählt."),
    ("hu", "„Áthúzva”: a lap összes épülete, a 3 kezdő épülettel együtt.")])
def test_the_final_table_says_its_buildings_built_include_the_starting_ones(five_end, lang,
                                                                           words,
                                                                           drawn_texts):
    """Issue 38: "4 built" where the statistics said 3 crossed: both count the starting
    buildings now, and both say so (the statistics' heading is tested with them)."""
    public = view(five_end, None)
    image = decode(render_final_table(public, lang=lang))
    first = next(i for i, (t, _) in enumerate(drawn_texts) if t.startswith(words.split()[0]))
    note = drawn_texts[first:]  # the note is drawn last, under the table
    assert " ".join(t for t, _ in note) == words  # whole, on the lines it needs, never cut
    assert all(size == final.NOTE for _, size in note) and len(note) <= 2
    assert image.height > final.table_bottom(public) + final.NOTE_LINE
