"""Expansion 6 and the promos together (issue 27, shared/EXPANSIONS.md §8): where two of the
six new modules meet, each rule through the real code paths. A magic building or a medina
may be a building site (C §22, §25, §26); an unfinished site is no medina of the ranking (BS3);
a magic building counts as its type for a falcon and for a portal (C §25, PO3); neither a
portal nor an unfinished site is a tile of a falcon's point (FA10, BS3); overpaying a site or a
magic building issues a certificate (EC5); a portal is never bought with a site (BS×PO "-")."""

import pytest

from engine.alhambra import IllegalAction, apply, legal_actions, new_game, problems
from engine.alhambra.actions import BuyFalcons, BuySite, RotateMagic
from engine.alhambra.components import FOUNTAIN, TILES
from engine.alhambra.modules import falcons as fa
from engine.alhambra.modules.building_sites import MARKERS
from engine.alhambra.modules.exchange_certificate import held
from engine.alhambra.modules.falcons import _corners
from engine.alhambra.modules.magic_buildings import other_rotations
from engine.alhambra.modules.medina import participants
from engine.alhambra.modules.portals import portal_issue, portal_offered
from engine.alhambra.site_marks import is_site

from .expansion1_helpers import own
from .helpers import market_with, rebase, with_hand

#: pavilion + seraglio (FA2)
BLUE_RED = "falcon-black-1"
BLOCK = ((0, 0, FOUNTAIN.id), (1, 0, "pavilion-6-N"), (0, 1, "seraglio-4-NE"))


def game(*modules, players=3):
    return new_game(players, seed=5, modules=list(modules))


def marker_first(state, marker="site-ducat-1"):
    """The site marker drawn next is ``marker`` (the bag otherwise unchanged)."""
    rest = [m for m in state.modules_state["building_sites.bag"] if m != marker]
    return rebase(state, modules_state={**state.modules_state,
                                        "building_sites.bag": [marker, *rest]})


def test_a_magic_building_bought_as_a_site_stays_the_site_when_turned_bs10():
    """C §25 (magic buildings may be sites), MG4 (turned before it is built): the marker
    follows the turned face, and completing it pays the full 11 in the marker's currency."""
    state = game("building_sites", "magic_buildings")
    a = state.active_seat
    state = marker_first(market_with(state, dirham="magic-arcades"))
    state = with_hand(state, a, ("dirham-6-1", "ducat-5-1", "ducat-6-1"))
    state, _ = apply(state, a, BuySite(slot="dirham", cards=("dirham-6-1",)))  # 11 -> 6
    turned = other_rotations("magic-arcades")[0]
    state, _ = apply(state, a, RotateMagic(tile="magic-arcades", to=turned))
    assert is_site(state, turned) and not is_site(state, "magic-arcades")
    assert problems(state) == []
    (completing,) = legal_actions(state, a).of_kind("complete_site")
    assert completing.tile == turned and set(completing.cards) == {"ducat-5-1", "ducat-6-1"}
    state, events = apply(state, a, completing)
    assert not is_site(state, turned) and problems(state) == []
    assert [e.kind for e in events] == ["site_completed"]


def test_an_unfinished_medina_site_is_no_medina_of_the_ranking():
    """C §26 (a medina may be a site), BS3 (an unfinished site counts only with its walls)
    and MD2 (what counts is what is built): a medina built as an unfinished site is left out
    of the ranking until it is completed."""
    state = game("building_sites", "medina")
    a = state.active_seat
    state = marker_first(market_with(state, dirham="medina-6"))
    state = with_hand(state, a, ("dirham-3-1",))
    state, _ = apply(state, a, BuySite(slot="dirham", cards=("dirham-3-1",)))  # 6 -> 3
    place = next(iter(legal_actions(state, a).of_kind("place")))
    state, _ = apply(state, a, place)
    assert any(t == "medina-6" for *_, t in state.players[a].alhambra)
    assert "medina-6" not in participants(state)[a]
    marked = dict(state.modules_state["building_sites.sites"])
    done = rebase(state, modules_state={
        **state.modules_state, "building_sites.sites": {},
        "building_sites.bag": [*state.modules_state["building_sites.bag"], *marked.values()]})
    assert "medina-6" in participants(done)[a]
    assert sorted(done.modules_state["building_sites.bag"]) == sorted(MARKERS)


def test_a_falcons_point_reads_magic_buildings_sites_and_portals():
    """FA1 with C §25 (a magic building is its type), BS3 (an unfinished site counts as a
    tile only for placement, holes, camp lines, invaders and walls: no tile of a point) and
    FA10 (a portal fills half a cell: no tile of a point)."""
    magic = (*BLOCK, (1, 1, "magic-chambers"))
    assert _corners(magic)[(1, 1)] == frozenset({"pavilion", "seraglio", "chambers"})
    assert (1, 1) not in _corners(magic, frozenset({"seraglio-4-NE"}))
    assert (1, 1) not in _corners((*BLOCK, (1, 1, "portal-chambers-1-nw")))


def test_an_unfinished_site_is_no_tile_of_a_falcons_point_BS3_FA1():
    """BS3 (shared/EXPANSIONS.md: an unfinished site counts as a tile only for placement,
    holes, camp lines, invaders and walls) with FA1 (a falcon sits where 4 own tiles meet):
    the pavilion + seraglio falcon finds its colours at the point where the fountain, the
    pavilion, the seraglio and the arcades meet, but while the arcades are an unfinished
    site that point is no point at all: not offered, refused, free again once completed."""
    state = game("building_sites", "falcons")
    a = state.active_seat
    arcades = "arcades-9-none"
    state = own(state, a, alhambra=((1, 0, "pavilion-8-none"), (0, 1, "seraglio-9-none"),
                                    (1, 1, arcades)))
    stacks = state.modules_state[fa.STACKS]
    black = [BLUE_RED, *(f for f in stacks["black"] if f != BLUE_RED)]
    marker, *bag = state.modules_state["building_sites.bag"]
    state = with_hand(rebase(state, modules_state={
        **state.modules_state, fa.STACKS: {**stacks, "black": black},
        "building_sites.sites": {arcades: marker}, "building_sites.bag": bag}),
        a, ("denar-6-1",))
    assert is_site(state, arcades) and problems(state) == []
    assert fa.free_points(state, a, BLUE_RED) == ()
    assert not legal_actions(state, a).has("buy_falcons")
    with pytest.raises(IllegalAction) as refused:
        apply(state, a, BuyFalcons(falcons=(("black", 1, 1),), cards=("denar-6-1",)))
    assert refused.value.message_id == "engine-falcons-bad-point"
    done = rebase(state, modules_state={**state.modules_state, "building_sites.sites": {},
                                        "building_sites.bag": [marker, *bag]})
    assert problems(done) == []
    assert fa.free_points(done, a, BLUE_RED) == ((1, 1),)
    assert BuyFalcons(falcons=(("black", 1, 1),), cards=("denar-6-1",)) in \
        list(legal_actions(done, a).of_kind("buy_falcons"))


def test_a_portal_beside_a_magic_building_of_its_type_is_placed_po3():
    """PO3: a magic building satisfies its type; a building of another type does not."""
    portal = TILES["portal-arcades-1-ne"]  # open N and E
    with_magic = {(0, 0): FOUNTAIN, (1, 0): TILES["magic-arcades"]}
    assert portal_issue(with_magic, portal, (1, 1)) is None
    with_other = {(0, 0): FOUNTAIN, (1, 0): TILES["chambers-7-NE"]}
    assert portal_issue(with_other, portal, (1, 1)) == ("type", "arcades")


def test_overpaying_a_site_or_a_magic_building_issues_a_certificate_ec5():
    """EC1/EC5: a site bought for 6 with 9 gives a dirham stone of 3; a magic building of 11
    bought with 12 gives a stone of 1."""
    state = game("building_sites", "exchange_certificate", "magic_buildings")
    a = state.active_seat
    state = marker_first(market_with(state, dirham="tower-11-none", ducat="magic-arcades"))
    state = with_hand(state, a, ("dirham-9-1", "ducat-6-1", "ducat-6-2"))
    state, events = apply(state, a, BuySite(slot="dirham", cards=("dirham-9-1",)))
    assert held(state, a) == {"dirham": 3}
    assert "certificate_issued" in [e.kind for e in events]
    state = rebase(state, flow=state.flow.model_copy(update={"phase": "action",
                                                               "extra_action": False}))
    buy = next(b for b in legal_actions(state, a).of_kind("buy")
               if b.slot == "ducat" and b.cards == ("ducat-6-1", "ducat-6-2"))
    state, _ = apply(state, a, buy)
    assert held(state, a) == {"dirham": 3, "ducat": 1}


def test_a_portal_is_never_bought_with_a_site():
    """C §24, BS×PO "-": a building bought as a site opens no portal purchase."""
    state = game("building_sites", "portals")
    a = state.active_seat
    state = marker_first(market_with(state, dirham="arcades-8-E"))
    tile = "arcades-8-E"
    state = with_hand(state, a, ("dirham-4-1",))
    state, _ = apply(state, a, BuySite(slot="dirham", cards=("dirham-4-1",)))
    assert is_site(state, tile)
    assert not portal_offered(state, a, tile)
    assert not list(legal_actions(state, a).of_kind("buy_portal"))
