"""Portals (expansion 6) in the pictures: the triangle fills the half at its open corner in
its type's colour, the other half shows the board; the placing picture numbers each place
(a cell and a half) so that two places in one cell stay apart."""

from engine.alhambra import view
from rendering.modules.portals.look import TRIANGLE, centre, portal_image
from rendering.modules.portals.places import render_portal_places
from rendering.theme import BOARD, building_style
from tests.engine.test_portals import placing_portal

SIZE = 120


def _near(colour, wanted, slack=40):
    return all(abs(a - b) <= slack for a, b in zip(colour, wanted, strict=True))


def test_a_portal_fills_the_half_at_its_open_corner():
    green = building_style("garden")[0]
    for corner, (ox, oy) in {c: TRIANGLE[c][0] for c in TRIANGLE}.items():
        im = portal_image(f"portal-garden-1-{corner}", SIZE)
        inside = (round(SIZE * (0.1 + 0.8 * ox)), round(SIZE * (0.1 + 0.8 * oy)))
        outside = (round(SIZE * (0.9 - 0.8 * ox)), round(SIZE * (0.9 - 0.8 * oy)))
        assert _near(im.getpixel(inside), green), (corner, im.getpixel(inside))
        assert _near(im.getpixel(outside), BOARD), (corner, im.getpixel(outside))


def test_two_places_in_one_cell_have_their_numbers_apart():
    assert centre("se") != centre("sw")
    state, a = placing_portal()
    player = view(state, a).players[a]
    one = render_portal_places(player, places=[(2, 0, "nw")], kind="garden", caption="?")
    two = render_portal_places(player, places=[(2, 0, "nw"), (2, 0, "sw")], kind="garden",
                               caption="?")
    assert one.startswith(b"\x89PNG") and one != two


def test_the_market_shows_the_portals_left_and_their_price():
    from engine.alhambra import new_game
    from rendering.market import market_image
    from rendering.modules.portals.pictures import supply_of

    plain = market_image(view(new_game(3, seed=2), None))
    with_portals = new_game(3, seed=2, modules=["portals"])
    stock, cost = supply_of(view(with_portals, None))
    assert cost == 6 and {b: len(p) for b, p in stock.items()} == dict.fromkeys(stock, 3)
    assert market_image(view(with_portals, None)).height > plain.height
