"""The magic buildings' pictures (promo): the gold star on every magic tile wherever a tile
is drawn, and the placing picture with the four positions under the Alhambra, the one
shown framed, those that fit nowhere faded."""

import io

from PIL import Image

from engine.alhambra import new_game, view
from engine.alhambra.components import rotations
from rendering.modules.magic_buildings.look import STAR
from rendering.modules.magic_buildings.pictures import positions_image, render_magic_placing
from rendering.theme import ACTIVE_EDGE, BOARD
from rendering.tiles import tile_image
from tests.engine.expansion1_helpers import own


def _near(pixel, colour, slack=40):
    return all(abs(a - b) <= slack for a, b in zip(pixel, colour, strict=False))


def test_every_magic_face_carries_the_star_and_plain_tiles_do_not():
    size = 120
    centre = (round(size * 0.27), round(size * 0.73))
    for face in rotations("magic-arcades") + rotations("magic-tower"):
        assert _near(tile_image(face, size).getpixel(centre), STAR), face
    assert not _near(tile_image("arcades-10-none", size).getpixel(centre), STAR)


def test_the_positions_frame_the_one_shown_and_fade_those_that_fit_nowhere():
    tile = "magic-garden-r1"
    shown = positions_image(tile, [0, 1, 0, 1])
    faded = positions_image(tile, [1, 1, 1, 1])
    assert shown.size == faded.size and shown.tobytes() != faded.tobytes()
    other = positions_image("magic-garden-r3", [0, 1, 0, 1])
    assert other.tobytes() != shown.tobytes()  # the frame moved
    pixels = {colour for _, colour in shown.getcolors(1 << 20)}
    assert ACTIVE_EDGE in pixels and BOARD in pixels


def test_the_placing_picture_has_the_positions_under_the_alhambra():
    state = new_game(3, seed=1, modules=["magic_buildings"])
    a = state.active_seat
    state = own(state, a, bought=("magic-arcades",))
    player = view(state, a).players[a]
    png = render_magic_placing(player, tile="magic-arcades", numbers=[(1, 0), (0, 1)],
                               places=[2, 2, 2, 2], lang="de")
    image = Image.open(io.BytesIO(png))
    strip = positions_image("magic-arcades", [2, 2, 2, 2])
    assert image.width == strip.width and image.height > strip.height * 2


def test_the_turn_glance_shows_a_magic_building_bought_and_built_turned():
    from engine.alhambra.events import TileBought, TilePlaced
    from rendering.glance import steps_of

    steps = steps_of([TileBought(seat=0, slot="dirham", tile="magic-arcades",
                                 cards=("dirham-9-1", "dirham-3-1"), exact=False),
                      TilePlaced(seat=0, tile="magic-arcades-r2", x=1, y=0)])
    assert [(s.what, s.items) for s in steps] == [
        ("bought-built", (("tile", "magic-arcades-r2"),))]
