"""Portals (Portale), expansion 6 (shared/EXPANSIONS.md "PO Portals", X2, X5, compendium
§24), rule by rule through ``apply`` and ``legal_actions``: bought right after a building of
its type at 6/4/2 (X2/PO2: never an extra action), built in an orientation beside a
building of its type (PO1, PO3, PO5), never beside a camp, kept by the rebuild rules
(PO3, PO8), scored on the longest wall (+2 each, PO4, PO6)."""

from engine.alhambra import apply, legal_actions, new_game, problems, view
from engine.alhambra.actions import (
    Buy,
    BuyPortal,
    EndTurn,
    GiveToDirk,
    Place,
    RebuildExchange,
    RebuildPlace,
    RebuildRemove,
    TakeMoney,
    parse_action,
)
from engine.alhambra.components import BUILDINGS, TILES
from engine.alhambra.endturn import scoring_round
from engine.alhambra.events import ScoringRecord
from engine.alhambra.modules.invaders import open_sides
from engine.alhambra.modules.portals import (
    CORNER_OF,
    FACES,
    PORTAL_IDS,
    SUPPLY,
    TYPE_OF,
    _camp_beside_portal,
    diagonal,
    physical_of,
    portal_issue,
    portal_wall,
    price,
    supply,
)
from engine.alhambra.ruleset import rules_of

from .expansion1_helpers import own
from .helpers import grid, market_with, rebase, refused, tile, with_hand

GARDEN = "garden-10-none"  # no walls


def po_game(players=3, seed=1, modules=("portals",)):
    return new_game(players, seed=seed, modules=list(modules))


def buying_garden(modules=("portals",), hand=("dirham-9-1", "dirham-1-1", "dirham-6-1",
                                              "dirham-2-1")):
    """Seat a's turn; the dirham slot holds the garden without walls (price 10)."""
    state = po_game(modules=modules)
    a = state.active_seat
    state = market_with(state, dirham=GARDEN)
    state = with_hand(state, a, hand)
    return state, a


def bought_garden(exact=True, **kw):
    state, a = buying_garden(**kw)
    cards = ("dirham-9-1", "dirham-1-1") if exact else ("dirham-9-1", "dirham-2-1")
    state, _ = apply(state, a, Buy(slot="dirham", cards=cards))
    return state, a


def portal_actions(state, seat):
    return [x for x in legal_actions(state, seat) if x.kind == "buy_portal"]


# -- components and setup -------------------------------------------------------------


def test_eighteen_portals_three_per_type_each_with_four_faces():
    """PK6: 18 portals, 3 per type; PO1: four orientations, open on the two short sides,
    PO5: the two back sides are walls."""
    assert len(PORTAL_IDS) == 18
    assert sorted(TYPE_OF[p] for p in PORTAL_IDS) == sorted(BUILDINGS * 3)
    assert len(FACES) == 72
    nw = TILES["portal-garden-1-nw"]
    assert nw.walls == frozenset("ES") and nw.building == "portal"
    assert TILES["portal-garden-1-se"].walls == frozenset("NW")
    assert TILES["portal-garden-1"].walls == frozenset("NESW")  # never built as it is


def test_setup_lays_the_portals_out_by_colour_public():
    state = po_game()
    assert {b: len(p) for b, p in supply(state).items()} == {b: 3 for b in BUILDINGS}
    assert view(state, None).modules_view["portals"]["supply"] == supply(state)
    assert problems(state) == []
    assert not any(t in PORTAL_IDS for t in state.bag)


def test_portals_play_only_the_base_game():
    from engine.alhambra.modules import modules_problem

    assert modules_problem(["portals"]) is None
    assert modules_problem(["granada", "portals"]) is not None


# -- buying (PK6, X2/PO2) -------------------------------------------------------------


def test_a_portal_is_offered_right_after_a_building_and_costs_6_in_its_currency():
    state, a = bought_garden(exact=False)
    listed = portal_actions(state, a)
    assert listed and all(sum(int(c.split("-")[1]) for c in x.cards) >= 6 for x in listed)
    assert all(c.startswith("dirham") for x in listed for c in x.cards)
    state, events = apply(state, a, BuyPortal(cards=("dirham-6-1",)))
    assert events[0].kind == "portal_bought" and events[0].price == 6
    assert "portal-garden-1" in state.players[a].bought
    assert "dirham-6-1" in state.discard
    assert supply(state)["garden"] == ["portal-garden-2", "portal-garden-3"]
    assert portal_actions(state, a) == []  # one portal per building
    assert problems(state) == []


def test_an_exact_portal_gives_no_extra_action_and_keeps_the_buildings():
    """X2/PO2: paid apart, it never affects the bonus."""
    state, a = bought_garden(exact=False)
    state, _ = apply(state, a, BuyPortal(cards=("dirham-6-1",)))  # exact
    assert state.flow.phase == "placing" and not state.flow.extra_action
    state, a = bought_garden(exact=True)
    assert state.flow.extra_action
    state, _ = apply(state, a, BuyPortal(cards=("dirham-6-1",)))
    assert state.flow.phase == "action" and state.flow.extra_action  # still the bonus's
    assert any(x.kind == "buy" or x.kind == "take_money" for x in legal_actions(state, a))


def test_a_portal_is_not_bought_later_or_in_another_currency():
    state, a = bought_garden(exact=True)
    state, _ = apply(state, a, TakeMoney(cards=(state.display[0],)))
    assert portal_actions(state, a) == []
    assert refused(state, a, BuyPortal(cards=("dirham-6-1",))).message_id == \
        "engine-portal-not-now"
    state, a = bought_garden(exact=False, hand=("dirham-9-1", "dirham-2-1", "denar-6-1"))
    error = refused(state, a, BuyPortal(cards=("denar-6-1",)))
    assert error.message_id == "engine-portal-cannot-buy"
    assert refused(po_game(), po_game().active_seat,
                   BuyPortal(cards=("dirham-6-1",))).message_id == "engine-portal-not-now"


def test_the_price_falls_to_4_and_2_after_the_scorings():
    state = po_game()
    record = ScoringRecord(round=1, counts={}, points={}, walls=(), totals=())
    assert price(state) == 6
    assert price(rebase(state, scorings=(record,))) == 4
    assert price(rebase(state, scorings=(record, record.model_copy(update={"round": 2})))) == 2


def test_no_portal_left_of_a_type_no_offer():
    state, a = buying_garden()
    stock = supply(state)
    stock["garden"] = []
    state = rebase(state, modules_state={**state.modules_state, SUPPLY: stock})
    state, _ = apply(state, a, Buy(slot="dirham", cards=("dirham-9-1", "dirham-2-1")))
    assert portal_actions(state, a) == []


def test_no_portal_with_a_camp_or_a_bazaar():
    """C §24: never bought with a yard, camp or bazaar (none is a building of a type)."""
    from engine.alhambra.modules.portals import portal_offered

    state = po_game(modules=("portals", "camps", "bazaars"))
    assert not portal_offered(state, 0, "camp-N")
    assert not portal_offered(state, 0, "bazaar-1")
    assert portal_offered(state, 0, GARDEN)


def test_overpaying_a_portal_draws_change():
    """C §24: change is given on overpaying a portal."""
    state, a = bought_garden(exact=False, modules=("portals", "change"),
                             hand=("dirham-9-1", "dirham-2-1", "dirham-8-1"))
    state, events = apply(state, a, BuyPortal(cards=("dirham-8-1",)))
    given = [e for e in events if e.kind == "change_given"]
    assert given and given[0].owed == 1 and given[0].overpaid == 2
    assert problems(state) == []


def test_a_portal_is_never_given_to_dirk():
    """X5."""
    state = new_game(2, seed=3, modules=["portals"])
    a = state.active_seat
    state = market_with(state, dirham=GARDEN)
    state = with_hand(state, a, ("dirham-9-1", "dirham-2-1", "dirham-6-1"))
    state, _ = apply(state, a, Buy(slot="dirham", cards=("dirham-9-1", "dirham-2-1")))
    state, _ = apply(state, a, BuyPortal(cards=("dirham-6-1",)))
    listed = list(legal_actions(state, a))
    assert GiveToDirk(tile=GARDEN) in listed
    assert GiveToDirk(tile="portal-garden-1") not in listed
    assert refused(state, a, GiveToDirk(tile="portal-garden-1"))


# -- building (PO1, PO3, PO5) ---------------------------------------------------------


def placing_portal(alhambra=((1, 0, GARDEN),), modules=("portals",), reserve=(),
                   bought=("portal-garden-1",)):
    state = po_game(modules=modules)
    a = state.active_seat
    state = own(state, a, alhambra=alhambra, bought=bought, reserve=reserve)
    stock = supply(state)
    used = {physical_of(t) for t in (*bought, *reserve, *(t for *_, t in alhambra))}
    stock = {b: [p for p in pile if p not in used] for b, pile in stock.items()}
    state = rebase(state, modules_state={**state.modules_state, SUPPLY: stock},
                   flow=state.flow.model_copy(update={"phase": "placing" if bought
                                                      else "action"}))
    assert problems(state) == []
    return state, a


def test_a_portal_is_built_in_an_orientation_with_an_open_side_on_its_type():
    state, a = placing_portal()
    places = {(x.tile, x.x, x.y) for x in legal_actions(state, a) if x.kind == "place"}
    # east of the garden: open west (nw or sw); the other two would turn a wall to it
    assert ("portal-garden-1-nw", 2, 0) in places and ("portal-garden-1-sw", 2, 0) in places
    assert ("portal-garden-1-ne", 2, 0) not in places
    # beside the fountain only: no garden on an open side
    assert not any(x == 0 and y == 1 for _, x, y in places)
    assert not any(t == "portal-garden-1" for t, _, _ in places)  # a face is chosen
    state, events = apply(state, a, Place(tile="portal-garden-1-nw", x=2, y=0))
    assert (2, 0, "portal-garden-1-nw") in state.players[a].alhambra
    assert state.players[a].bought == ()
    assert problems(state) == []


def test_a_portal_without_its_type_beside_it_is_refused_with_the_reason():
    state, a = placing_portal(alhambra=((1, 0, GARDEN), (0, 1, "pavilion-8-none")))
    error = refused(state, a, Place(tile="portal-garden-1-ne", x=0, y=2))
    assert error.arguments["problem"].message_id == "engine-portal-type"
    error = refused(state, a, Place(tile="portal-garden-1", x=2, y=0))
    assert error.arguments["problem"].message_id == "engine-portal-corner"


def test_a_yard_does_not_supply_the_colour():
    state, a = placing_portal(alhambra=((1, 0, "yard-garden-1"),),
                              modules=("portals", "building_yards"))
    assert TILES["yard-garden-1"].counts_as == "garden"
    assert not [x for x in legal_actions(state, a) if x.kind == "place"]


def test_a_portal_never_touches_a_camp():
    """C §24: no side of a portal touches a camp, and no camp goes beside a portal."""
    camp = next(t for t in TILES.values() if t.building == "camp")
    g = grid((1, 0, TILES[GARDEN]), (2, 1, camp))
    assert portal_issue(g, portal("nw"), (2, 0)) == ("camp",)
    assert portal_issue(grid((1, 0, TILES[GARDEN])), portal("nw"), (2, 0)) is None
    assert _camp_beside_portal(grid((1, 0, TILES[GARDEN]), (2, 0, portal("nw"))), (2, 1))


def test_the_back_sides_are_walls_for_matching_and_walking():
    """PO5: a tile beside a back side must show a wall; nobody walks through."""
    state, a = placing_portal(alhambra=((1, 0, GARDEN), (2, 0, "portal-garden-2-nw")))
    rules = rules_of(state)
    # south of the portal (its back side S): only a tile with a wall on its north
    problem = rules.placement_problem(state, a, "pavilion-8-none", (2, 1))
    assert problem is not None and problem.message_id == "engine-place-barrier"
    # east of it (back side E): a tile with a west wall cannot be reached through it
    problem = rules.placement_problem(state, a, "seraglio-7-W", (3, 0))
    assert problem is not None and problem.message_id == "engine-place-walk"


def test_the_type_building_cannot_be_taken_out_or_exchanged_away():
    """PO3: a portal keeps a neighbour of its type through every rebuild."""
    # the portal at (1, 1) opens north to the garden and west to a pavilion
    state, a = placing_portal(alhambra=((1, 0, GARDEN), (0, 1, "pavilion-8-none"),
                                        (1, 1, "portal-garden-2-nw")),
                              reserve=("pavilion-6-N",), bought=())
    listed = list(legal_actions(state, a))
    assert RebuildRemove(x=0, y=1) in listed  # the garden stays beside it
    assert RebuildRemove(x=1, y=0) not in listed
    assert RebuildExchange(tile="pavilion-6-N", x=1, y=0) not in listed
    error = refused(state, a, RebuildRemove(x=1, y=0))
    assert error.arguments["problem"].message_id == "engine-portal-keep"
    error = refused(state, a, RebuildExchange(tile="pavilion-6-N", x=1, y=0))
    assert error.arguments["problem"].message_id == "engine-portal-keep"
    # the portal itself may go to the reserve, as the physical portal
    assert RebuildRemove(x=1, y=1) in listed
    after, _ = apply(state, a, RebuildRemove(x=1, y=1))
    assert "portal-garden-2" in after.players[a].reserve
    assert problems(after) == []


def test_a_reserved_portal_is_built_back_in_any_orientation_never_exchanged():
    """PO8."""
    state, a = placing_portal(alhambra=((1, 0, GARDEN),), reserve=("portal-garden-2",),
                              bought=())
    listed = list(legal_actions(state, a))
    assert RebuildPlace(tile="portal-garden-2-sw", x=2, y=0) in listed
    assert not [x for x in listed if x.kind == "rebuild_exchange" and "portal" in x.tile]
    assert refused(state, a, RebuildExchange(tile="portal-garden-2", x=1, y=0))
    after, _ = apply(state, a, RebuildPlace(tile="portal-garden-2-sw", x=2, y=0))
    assert (2, 0, "portal-garden-2-sw") in after.players[a].alhambra
    assert after.players[a].reserve == ()
    assert problems(after) == []


def test_texts_read_back():
    for action in (BuyPortal(cards=("dirham-6-1", "dirham-1-1")),
                   Place(tile="portal-garden-1-ne", x=2, y=0)):
        assert parse_action(str(action)) == action


# -- scoring (PK6, APP, PO4, PO6) -----------------------------------------------------


def portal(corner, n=1, kind="garden"):
    return TILES[f"portal-{kind}-{n}-{corner}"]


def test_the_diagonal_is_one_wall_side_and_the_back_sides_none():
    """PO1, PO6: a portal east of a wall-less garden: its wall is its diagonal alone."""
    g = grid((1, 0, TILES[GARDEN]), (2, 0, portal("nw")))
    assert diagonal(2, 0, "nw") == ((3, 0), (2, 1))
    assert portal_wall(g) == (1, 1, [((3, 0), (2, 1))])


def test_each_portal_on_the_longest_wall_scores_2_more():
    """PK6/APP: a trail of two north walls and two diagonals: 4 sides, 2 portals, so
    4 + 2 x 2 = 8 points."""
    g = {(0, 0): TILES["fountain"], (1, 0): tile("N", "garden"), (2, 0): portal("sw"),
         (3, 1): tile("N", "garden"), (4, 1): portal("sw", 2)}
    length, portals, sides = portal_wall(g)
    assert (length, portals) == (4, 2)
    assert sorted(sides) == [((1, 0), (2, 0)), ((2, 0), (3, 1)), ((3, 1), (4, 1)),
                             ((4, 1), (5, 2))]


def test_of_equally_long_walls_the_one_with_most_portals_is_scored():
    """PO4: two walls of one side each: the portal's is scored (the sorted order alone
    would pick the other)."""
    g = {(0, 0): TILES["fountain"], (-5, 0): tile("E"), (5, 0): portal("ne")}
    assert portal_wall(g) == (1, 1, [((5, 0), (6, 1))])


def test_a_scoring_round_pays_the_wall_and_2_per_portal():
    state, a = placing_portal(alhambra=((1, 0, GARDEN), (2, 0, "portal-garden-2-nw")))
    record = scoring_round(state, 1, []).scorings[-1]
    assert record.walls[a] == 1
    assert record.extra["portals"][a] == 2
    assert all(record.extra["portals"][s] == 0 for s in range(3) if s != a)


def test_a_portal_never_loses_points_to_invaders():
    """IN1: portals do not count."""
    g = grid((1, 0, TILES[GARDEN]), (2, 0, portal("nw")))
    assert not [s for s in open_sides(g, "N", 1) if (s[0], s[1]) == (2, 0)]


def test_faces_name_their_corner():
    assert CORNER_OF["portal-tower-3-sw"] == "sw" and TYPE_OF["portal-tower-3-sw"] == "tower"


def test_a_whole_turn_with_a_portal():
    state, a = bought_garden(exact=False)
    state, _ = apply(state, a, BuyPortal(cards=("dirham-6-1",)))
    state, _ = apply(state, a, Place(tile=GARDEN, x=1, y=0))
    state, _ = apply(state, a, Place(tile="portal-garden-1-sw", x=2, y=0))
    state, _ = apply(state, a, EndTurn())
    assert problems(state) == []
    assert (2, 0, "portal-garden-1-sw") in state.players[a].alhambra


def test_the_vizier_s_purchase_may_take_a_portal_to_the_reserve():
    """C §24: "Ein Portal kann mit der Gunst des Wesirs gekauft werden"; PO7: right after
    the vizier's purchase, between turns; it goes to the buyer's reserve."""
    from engine.alhambra.actions import PassWindow

    from .test_thieves import with_display

    state = po_game(modules=("portals", "vizier"))
    a = state.active_seat
    b, c = (a + 1) % 3, (a + 2) % 3
    state = market_with(state, dirham=GARDEN)
    state = with_hand(state, c, ("dirham-9-1", "dirham-1-1", "dirham-6-1"))
    state = with_hand(state, b, ("guilder-1-1",))
    state = with_display(state, ("ducat-1-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"))
    state, _ = apply(state, a, TakeMoney(cards=("ducat-1-1",)))
    state, _ = apply(state, a, EndTurn())
    if b in state.flow.window_seats:
        state, _ = apply(state, b, PassWindow())
    use = next(x for x in legal_actions(state, c) if x.kind == "use_vizier" and x.reserve
               and x.slot == "dirham")
    state, _ = apply(state, c, use)
    listed = [x for x in legal_actions(state, c) if x.kind == "buy_portal"]
    assert listed == [BuyPortal(cards=("dirham-6-1",))]
    assert not [x for x in legal_actions(state, a) if x.kind == "buy_portal"]
    after, events = apply(state, c, listed[0])
    assert events[0].kind == "portal_bought"
    assert "portal-garden-1" in after.players[c].reserve
    assert problems(after) == []


def test_a_built_portal_may_be_exchanged_for_a_reserve_building():
    """The rebuild rules (PO3): a reserve building takes the portal's place when it fits;
    the portal goes back to the reserve as the physical portal."""
    state, a = placing_portal(alhambra=((1, 0, GARDEN), (2, 0, "portal-garden-2-nw")),
                              reserve=("pavilion-8-none",), bought=())
    swap = RebuildExchange(tile="pavilion-8-none", x=2, y=0)
    assert swap in list(legal_actions(state, a))
    after, _ = apply(state, a, swap)
    assert (2, 0, "pavilion-8-none") in after.players[a].alhambra
    assert after.players[a].reserve == ("portal-garden-2",)
    assert problems(after) == []


def test_two_players_dirk_scores_no_portal():
    """X5 and §0.5: the portals term is the seats' only."""
    state = new_game(2, seed=3, modules=["portals"])
    record = scoring_round(state, 1, []).scorings[-1]
    assert record.extra["portals"] == (0, 0)


def test_a_portal_takes_no_wooden_walls():
    """PO9: its diagonal is its only wall; no wall card goes on it."""
    from engine.alhambra.modules.wall_cards import SHOWN, wall_problem

    state, a = placing_portal(alhambra=((1, 0, GARDEN), (2, 0, "portal-garden-2-nw")),
                              modules=("portals", "wall_cards"), bought=())
    state = rebase(state, modules_state={**state.modules_state, SHOWN: ["wall-N"]})
    assert wall_problem(state, a, "wall-N", "portal-garden-2-nw").message_id == \
        "engine-wall-portal"
    assert wall_problem(state, a, "wall-N", GARDEN) is None
    assert not [x for x in legal_actions(state, a) if x.kind == "use_wall_card"
                and "portal" in x.tile]
