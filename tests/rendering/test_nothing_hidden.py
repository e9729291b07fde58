"""Pictures that hide what they show (issue 24): nothing is drawn over a tile's price, an
empty building-yard stack keeps its colour, the wall cards' row says what a player reads,
character effects in the hand are readable at phone width and a six-player scoring table
shows whole names."""

from __future__ import annotations

import pytest

from engine.alhambra.components import TILES
from rendering.board import draw_board
from rendering.marks import BoardMarks, marked_tile
from rendering.theme import BASTION, BOARD
from rendering.tiles import PRICE_FROM, price_box, tile_image

from .conftest import near

CAMPS = ["camp-N", "camp-E", "camp-S", "camp-W", "camp-NE", "camp-ES", "camp-SW", "camp-WN"]
#: Tile sizes the pictures use, from the smallest that shows a price to the placing picture.
SIZES = list(range(PRICE_FROM, 132, 3))
WHITE = (255, 255, 255)


def _grown(box: tuple[int, int, int, int], by: int = 1) -> tuple[int, int, int, int]:
    left, top, right, bottom = box
    return left - by, top - by, right + by, bottom + by


# --- 1. a camp's bastion arrow never crosses its price ------------------------------------
@pytest.mark.parametrize("camp", CAMPS)
def test_no_bastion_arrow_crosses_a_camps_price(camp):
    for size in SIZES:
        image = tile_image(camp, size)
        region = image.crop(_grown(price_box(camp, size)))
        arrow = [c for _, c in region.getcolors(1 << 16)
                 if near(c, BASTION, 60) or near(c, WHITE, 40)]  # its red, its white rim
        assert not arrow, (camp, size, arrow[:3])


# --- 2. a resident never covers a built tile's price --------------------------------------
#: Dear tiles: two-digit prices are the widest.
DEAR = [t for t, tile in TILES.items() if tile.price >= 10 and tile.building == "tower"][:2] + \
    [t for t, tile in TILES.items() if tile.price == 8 and tile.building == "garden"][:1]


def _price_region(image, tile_id: str, cell: int, left: int, top: int):
    box = _grown(price_box(tile_id, cell))
    return image.crop((left + box[0], top + box[1], left + box[2], top + box[3])).tobytes()


@pytest.mark.parametrize("tile_id", DEAR)
def test_a_resident_never_covers_the_price_of_its_tile(tile_id):
    alhambra = ((0, 0, "fountain"), (1, 0, tile_id))
    resident = BoardMarks(residents={tile_id: "pavilion"})
    for cell in SIZES:
        shown, layout = draw_board(alhambra, cell=cell, marks=resident)
        plain, _ = draw_board(alhambra, cell=cell)
        left, top, _, _ = layout.box((1, 0))
        assert _price_region(shown, tile_id, cell, left, top) == \
            _price_region(plain, tile_id, cell, left, top), (tile_id, cell)
        assert shown.tobytes() != plain.tobytes()  # the resident is drawn
        # on a tile carrying a rebuild's number, too
        numbered, layout = draw_board(alhambra, cell=cell, marks=resident, numbers=[(1, 0)])
        bare, _ = draw_board(alhambra, cell=cell, numbers=[(1, 0)])
        assert _price_region(numbered, tile_id, cell, left, top) == \
            _price_region(bare, tile_id, cell, left, top), (tile_id, cell, "numbered")
        # and on the reserve's strip
        strip = marked_tile(tile_id, cell, BOARD, (), "pavilion")
        assert _price_region(strip, tile_id, cell, 0, 0) == \
            _price_region(tile_image(tile_id, cell, BOARD), tile_id, cell, 0, 0)


def test_a_resident_beside_a_number_leaves_the_number_visible():
    tile_id = DEAR[0]
    alhambra = ((0, 0, "fountain"), (1, 0, tile_id))
    resident = BoardMarks(residents={tile_id: "seraglio"})
    for cell in (48, 80, 120):
        numbered, layout = draw_board(alhambra, cell=cell, marks=resident, numbers=[(1, 0)])
        bare, _ = draw_board(alhambra, cell=cell, numbers=[(1, 0)])
        x, y, w, h = layout.badges[0]
        tag = (round(x - w / 2), round(y - h / 2), round(x + w / 2), round(y + h / 2))
        assert numbered.crop(tag).tobytes() == bare.crop(tag).tobytes(), cell
        assert numbered.tobytes() != bare.tobytes()


# --- 3. an empty building-yard stack keeps its colour -------------------------------------
def _mean(image) -> tuple[float, float, float]:
    from PIL import ImageStat

    return tuple(ImageStat.Stat(image).mean[:3])


def test_an_empty_yard_stack_shows_its_buildings_colour():
    from engine.alhambra.components import BUILDINGS
    from rendering.market import draw_market, yard_places
    from rendering.samples import expansion1_public
    from rendering.theme import building_style, legible_size

    public = expansion1_public()
    stacks = {b: {"face_up": None, "left": 0} for b in BUILDINGS}  # every stack used up
    empty = public.model_copy(update={"modules_view": {**public.modules_view,
                                                       "building_yards": {"stacks": stacks}}})
    width, size = 860, legible_size(900)
    panel = draw_market(empty, width=width, text=size)
    places = yard_places(empty, width, size)
    assert len(places) == len(BUILDINGS)
    fills = {b: building_style(b)[0] for b in BUILDINGS}
    for building, box in zip(BUILDINGS, places, strict=True):
        mean = _mean(panel.crop(box))
        nearest = min(fills, key=lambda b: sum((m - c) ** 2 for m, c in
                                               zip(mean, fills[b], strict=True)))
        assert nearest == building, (building, mean)
    # and the places differ from each other: each its own colour and icon
    assert len({panel.crop(box).tobytes() for box in places}) == len(BUILDINGS)


# --- 4. the wall cards' row says what a player reads --------------------------------------
@pytest.fixture(scope="module")
def walls_public():
    from engine.alhambra import view
    from rendering.samples import expansions23_state, named

    return named(view(expansions23_state(4, 2), None))


def _with_walls(public, shown: list[str], left: int):
    fields = dict(public.modules_view)
    fields["wall_cards"] = {**fields["wall_cards"], "shown": shown, "sticks_left": left}
    return public.model_copy(update={"modules_view": fields})


@pytest.mark.parametrize("lang", ["en", "de", "hu"])
def test_used_up_wall_cards_read_none_left_not_none_and_zero(walls_public, drawn_texts, lang):
    from i18n import text
    from rendering import render_market

    render_market(_with_walls(walls_public, [], 0), lang=lang)
    drawn = [t for t, _ in drawn_texts]
    assert text(lang, "img-wall-cards") in drawn
    assert text(lang, "img-wall-cards-none-left") in drawn
    assert text(lang, "img-sticks-left", count=0) not in drawn
    # the "none" under "Wall cards" is gone: only the gate card's "none" is left (each
    # group is drawn as often as its caption)
    assert drawn.count(text(lang, "img-none-shown")) == drawn.count(text(lang, "img-gate-shown"))
    drawn_texts.clear()
    render_market(_with_walls(walls_public, [], 7), lang=lang)  # none out, some to come
    drawn = [t for t, _ in drawn_texts]
    assert text(lang, "img-sticks-left", count=7) in drawn
    assert text(lang, "img-wall-cards-none-left") not in drawn


def test_wooden_walls_are_called_so_in_english():
    from i18n import text

    assert text("en", "img-sticks-left", count=1) == "1 wooden wall left"
    assert text("en", "img-sticks-left", count=5) == "5 wooden walls left"


# --- 5. character effects in the hand are readable at phone width ----------------------------
#: Capitals at least this tall (pixels) when the hand is shown 400 pixels wide.
CAP_AT_PHONE = 9.0
MINE = ["laila_wundabah", "abdul_knihstig", "hakim_wahid", "yusuf_e_passuf"]


@pytest.fixture(scope="module")
def hand_with_characters():
    from rendering.samples import expansions23_hand, named, with_characters

    seat_view = named(with_characters(expansions23_hand(4, 2), 1, auction=False))
    fields = dict(seat_view.modules_view)
    owned = [list(cards) for cards in fields["characters"]["owned"]]
    owned[seat_view.seat] = MINE
    fields["characters"] = {**fields["characters"], "owned": owned}
    return seat_view.model_copy(update={"modules_view": fields})


@pytest.mark.parametrize("lang", ["en", "de", "hu"])
def test_character_effects_in_the_hand_are_readable_at_400_pixels(hand_with_characters,
                                                                  drawn_texts, lang):
    from rendering import render_hand
    from rendering.hand import WIDTH
    from rendering.modules import characters
    from rendering.theme import font

    for name in ("character_card_image", "character_row_image"):
        cache = getattr(characters, name, None)
        if cache is not None:
            cache.cache_clear()
    image = render_hand(hand_with_characters, lang=lang)
    assert image
    for character in MINE:
        run = _drawn_run(drawn_texts, characters.effect(character, lang))
        assert run, (character, lang)  # the whole effect, in one or more lines
        for line, size in run:
            left, top, right, bottom = font(size).getbbox("H")
            cap = (bottom - top) * 400 / WIDTH
            assert cap >= CAP_AT_PHONE, (character, line, size, round(cap, 1))


def _drawn_run(drawn: list[tuple[str, int]], words: str) -> list[tuple[str, int]]:
    """The lines drawn one after another that together read ``words`` (empty: none)."""
    for i in range(len(drawn)):
        for j in range(i + 1, min(len(drawn), i + 8) + 1):
            if " ".join(t for t, _ in drawn[i:j]) == words:
                return drawn[i:j]
    return []


# --- 6. a six-player scoring table shows whole names -----------------------------------------
LONG_NAMES = ("Alexandrina", "Bartholomew", "Carmen Maria", "Dmitri Ivanovich", "Elif",
              "Friederike")
#: Names no smaller than capitals this tall (pixels) when the table is 400 pixels wide.
NAME_CAP_AT_PHONE = 7.0


@pytest.fixture(scope="module")
def six_finals():
    from engine.alhambra import view
    from rendering.samples import end_of_game

    return {modules: view(end_of_game(6, 3, modules), None)
            for modules in ((), ("granada",), ("alhambra_granada",))}


def _named(public, names):
    players = tuple(p.model_copy(update={"name": names[p.seat]}) for p in public.players)
    return public.model_copy(update={"players": players})


def _read(lines: list[str]) -> str:
    """Lines of a name read as one: a line ending in a hyphen goes on without a space."""
    found = ""
    for line in lines:
        found += line[:-1] if line.endswith("-") else line + " "
    return found.strip()


def _name_runs(drawn, name: str):
    for i in range(len(drawn)):
        for j in range(i + 1, min(len(drawn), i + 4) + 1):
            if _read([t for t, *_ in drawn[i:j]]) == name:
                return drawn[i:j]
    return []


@pytest.mark.parametrize("names", [LONG_NAMES, ("Amira", "Ben", "Carmen", "Dmitri", "Elif",
                                                "Farid")], ids=["long", "sample"])
@pytest.mark.parametrize("lang", ["en", "de"])
@pytest.mark.parametrize("modules", [(), ("granada",), ("alhambra_granada",)],
                         ids=["alhambra", "granada", "combination"])
def test_six_players_names_are_whole_and_readable(six_finals, monkeypatch, names, lang,
                                                   modules):
    from PIL import ImageDraw

    from rendering.scoring import MARGIN, WIDTH, table_image
    from rendering.theme import font

    drawn = []
    original = ImageDraw.ImageDraw.text

    def record(self, xy, text, *args, **kwargs):
        if self.im.mode != "L":
            drawn.append((str(text), xy, kwargs["font"].size, kwargs.get("anchor") or "la"))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", record)
    table_image(_named(six_finals[modules], names), lang=lang)
    boxes = []
    for name in names:
        run = _name_runs(drawn, name)
        assert run, (name, [t for t, *_ in drawn[:40]])  # the whole name, never "Carm…"
        for text, (x, y), size, anchor in run:
            left, top, right, bottom = font(size).getbbox("H")
            assert (bottom - top) * 400 / WIDTH >= NAME_CAP_AT_PHONE, (name, size)
            left, top, right, bottom = font(size).getbbox(text, anchor=anchor)
            boxes.append((x + left, y + top, x + right, y + bottom, text))
    for i, (left, top, right, bottom, text) in enumerate(boxes):
        assert left > MARGIN and right < WIDTH - MARGIN, text  # inside the table
        for other in boxes[i + 1:]:  # no two names' lines touch
            apart = right <= other[0] or other[2] <= left or bottom <= other[1] or \
                other[3] <= top
            assert apart, (text, other[4])


def test_even_the_longest_discord_names_stay_in_their_place():
    """NM1: a Discord name has up to 32 characters; past two lines of two columns it is
    shortened, never drawn over its neighbours."""
    from rendering.names import plan_names
    from rendering.theme import text_width

    names = ["W" * 32, "Maximiliana Alexandrovna", "Bo", "Ürményházi Szabó-Kovács Zsófia",
             "x" * 32, "Ana"]
    heads = plan_names(names, x0=300, column=100, right=930, size=26, floor=23)
    assert heads.staggered and heads.size == 23
    for lines, (left, right) in zip(heads.lines, heads.windows, strict=True):
        assert 1 <= len(lines) <= 2
        assert all(text_width(line, heads.size) <= right - left for line in lines), lines
    assert heads.lines[2] == ("Bo",) and heads.lines[5] == ("Ana",)
