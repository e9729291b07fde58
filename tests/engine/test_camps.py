"""Camps (Feldlager), expansion 2 (shared/EXPANSIONS.md "CA Camps", compendium §8), rule by
rule through ``apply`` and ``legal_actions``, and the building rules' listings checked
against the rules that explain a refusal."""

import random

import pytest

from engine.alhambra import BadOptions, apply, legal_actions, new_game, problems
from engine.alhambra.actions import (
    Buy,
    EndTurn,
    GiveToDirk,
    Place,
    PlaceGate,
    RebuildExchange,
    RebuildRemove,
    Reserve,
    UseWallCard,
)
from engine.alhambra.components import BASE_TILES, CURRENCIES, FOUNTAIN, OPPOSITE, TILES
from engine.alhambra.edges import Edges
from engine.alhambra.modules import modules_problem
from engine.alhambra.modules.camps import (
    CAMP_IDS,
    CAMPS,
    CampEdgePlane,
    CampPlane,
    bastion_lines,
    camp_exchange_problem,
    camp_grid_problems,
    camp_placement_problem,
    camp_removal_problem,
    is_camp,
)
from engine.alhambra.modules.portals import SUPPLY, supply
from engine.alhambra.placement import frontier, neighbour
from engine.alhambra.ruleset import rules_of
from engine.alhambra.state import grid_of

from .expansion1_helpers import own, quick_turn, scoring_of, with_scoring_next
from .gates_walls_helpers import holding_gates, walls_shown
from .helpers import market_with, rebase, refused, with_hand


def camp_game(players: int = 3, seed: int = 1, modules=("camps",)):
    return new_game(players, seed=seed, modules=list(modules))


#: A small Alhambra (y grows south), scored by hand in
#: :func:`test_each_bastion_scores_the_tiles_of_its_line_every_round`:
#:
#:     x:    -2      -1       0        1         2          3
#:     y=0  camp-E  chambers fountain garden-9-E pavilion-2 camp-W
#:                  -9-W                        -NEW
#:     y=1                            arcades-9  arcades-10
#:
#: The garden's east wall meets the pavilion's west wall (an inner wall); camp-W's bastion
#: lies against the pavilion's east wall, camp-E's against the chambers' west wall.
LINE_ALHAMBRA = (
    (1, 0, "garden-9-E"),
    (1, 1, "arcades-9-none"),
    (2, 1, "arcades-10-none"),
    (2, 0, "pavilion-2-NEW"),
    (-1, 0, "chambers-9-W"),
    (3, 0, "camp-W"),
    (-2, 0, "camp-E"),
)


def placing(state, seat, *, alhambra=(), reserve=(), bought=()):
    """``seat`` owns ``alhambra`` and ``reserve``, has bought ``bought`` and is placing."""
    state = own(state, seat, alhambra=alhambra, reserve=reserve, bought=bought)
    flow = state.flow.model_copy(update={"active_seat": seat, "phase": "placing"})
    return rebase(state, flow=flow)


def acting(state, seat, *, alhambra=(), reserve=()):
    """``seat`` owns ``alhambra`` and ``reserve`` and takes the action of its turn."""
    state = own(state, seat, alhambra=alhambra, reserve=reserve)
    return rebase(state, flow=state.flow.model_copy(update={"active_seat": seat}))



# -- components and setup -------------------------------------------------------------------


def test_eight_camps_with_the_default_prices_go_into_the_bag():
    """CA1: single bastion N 3, E 4, S 3, W 4; double N+E 6, E+S 7, S+W 6, W+N 7. Camps are
    no building type (CA4: no colour) and go into the bag ("Die Feldlager kommen zu den
    Gebäudekarten in den Beutel")."""
    prices = {t.id: (t.price, "".join(sorted(t.walls))) for t in CAMPS}
    assert prices == {"camp-N": (3, "N"), "camp-E": (4, "E"), "camp-S": (3, "S"),
                      "camp-W": (4, "W"), "camp-NE": (6, "EN"), "camp-ES": (7, "ES"),
                      "camp-SW": (6, "SW"), "camp-WN": (7, "NW")}
    assert all(TILES[t.id] is t and is_camp(t) and t.counts_as is None for t in CAMPS)
    state = camp_game()
    tiles = set(state.bag) | {t for t in state.market if t}
    assert tiles >= CAMP_IDS and len(tiles) == len(BASE_TILES) + 8
    assert "camp" not in rules_of(state).buildings
    assert problems(state) == []
    assert not CAMP_IDS & (set(new_game(3, seed=1).bag) | set(new_game(3, seed=1).market))


def test_camps_are_not_played_with_granada_or_the_combination():
    """X1: only DI, TH, CG, MB, EC and the vizier and offices go with Granada."""
    for game in ("granada", "alhambra_granada"):
        for module in ("camps", "street_trader"):
            problem = modules_problem([game, module])
            assert problem.message_id == "engine-modules-not-with"
            assert problem.arguments == {"module": module, "modules": (game,)}
            with pytest.raises(BadOptions):
                new_game(3, seed=1, modules=[game, module])
    assert modules_problem(["camps", "street_trader", "vizier", "building_yards"]) is None


# -- buying and placing ---------------------------------------------------------------------


def test_a_camp_is_bought_like_a_building_and_an_exact_payment_gives_another_action():
    state = market_with(camp_game(), denar="camp-W")
    seat = state.active_seat
    state = with_hand(state, seat, ("denar-4-1", "dirham-2-1"))
    after, events = apply(state, seat, Buy(slot="denar", cards=("denar-4-1",)))
    assert after.players[seat].bought == ("camp-W",) and events[0].exact
    assert after.flow.phase == "action" and after.flow.extra_action
    reserved, _ = apply(after, seat, Reserve(tile="camp-W"))
    assert reserved.players[seat].reserve == ("camp-W",) and problems(reserved) == []


def test_a_bastion_must_lie_against_a_city_wall_and_the_other_sides_touch_nothing():
    """The bastion against a wall (here the garden's east wall); CA2: the camp's other sides
    face empty cells. Refusals name why, with their message ids."""
    state = camp_game()
    seat = state.active_seat
    alhambra = ((1, 0, "garden-9-E"), (0, 1, "arcades-9-none"))
    state = placing(state, seat, alhambra=alhambra, bought=("camp-W",))
    assert problems(state) == []
    places = [(a.x, a.y) for a in legal_actions(state, seat).of_kind("place")]
    assert places == [(2, 0)]
    # no tile where the bastion lies
    error = refused(state, seat, Place(tile="camp-W", x=-2, y=0))
    assert error.message_id == "engine-cannot-build"
    assert error.arguments["problem"].message_id == "engine-camp-bastion-open"
    # a tile without a wall there
    error = refused(state, seat, Place(tile="camp-W", x=1, y=1))
    assert error.arguments["problem"].message_id == "engine-camp-touches"  # north: garden
    state = placing(camp_game(), seat, alhambra=alhambra, bought=("camp-N",))
    error = refused(state, seat, Place(tile="camp-N", x=0, y=2))
    problem = error.arguments["problem"]
    assert problem.message_id == "engine-camp-bastion-no-wall"
    assert (problem.arguments["other_tile"], problem.arguments["side"]) == ("arcades-9-none", "N")
    error = refused(state, seat, Place(tile="camp-N", x=1, y=0))
    assert error.arguments["problem"].message_id == "engine-place-built"
    state = placing(camp_game(), seat, alhambra=alhambra, bought=("camp-W",))
    done, _ = apply(state, seat, Place(tile="camp-W", x=2, y=0))
    assert problems(done) == []
    done, _ = apply(done, seat, EndTurn())
    assert problems(done) == []


def test_a_camp_that_would_touch_a_building_is_refused():
    """CA2: a camp touches other tiles only with a bastion against a wall."""
    state = camp_game()
    seat = state.active_seat
    alhambra = ((1, 0, "garden-9-E"), (1, 1, "arcades-9-none"), (2, 1, "arcades-10-none"),
                (2, 0, "pavilion-2-NEW"), (3, 1, "chambers-10-none"))
    state = placing(state, seat, alhambra=alhambra, bought=("camp-W",))
    assert problems(state) == []
    error = refused(state, seat, Place(tile="camp-W", x=3, y=0))
    problem = error.arguments["problem"]
    assert problem.message_id == "engine-camp-touches"
    assert problem.arguments == {"tile": "camp-W", "place": problem.arguments["place"],
                                 "side": "S", "other_tile": "chambers-10-none"}
    assert error.message_id == "engine-cannot-build"
    assert not list(legal_actions(state, seat).of_kind("place"))


def test_a_camp_may_not_leave_a_hole():
    """CA2: the hole rule holds for camps (a camp counts as occupied): camp-E at (1, 2)
    would enclose the empty cell (1, 1)."""
    alhambra = ((1, 0, "arcades-9-none"), (0, 1, "arcades-10-none"), (2, 0, "garden-10-none"),
                (2, 1, "garden-11-none"), (2, 2, "chambers-9-W"))
    state = placing(camp_game(), 0, alhambra=alhambra, bought=("camp-E",))
    assert problems(state) == []
    error = refused(state, 0, Place(tile="camp-E", x=1, y=2))
    assert error.arguments["problem"].message_id == "engine-place-hole"
    assert not list(legal_actions(state, 0).of_kind("place"))


def test_a_dear_camp_needs_a_wall_at_both_bastions():
    """CA5: both bastions of a dear camp lie against walls: an inner corner of the wall.
    Here camp-NE at (1, 1): north the garden-12-S's south wall, east the chambers-9-W's
    west wall."""
    state = camp_game()
    seat = state.active_seat
    alhambra = ((1, 0, "garden-12-S"), (2, 0, "arcades-9-none"), (2, 1, "chambers-9-W"))
    state = placing(state, seat, alhambra=alhambra, bought=("camp-NE", "camp-N"))
    assert problems(state) == []
    listed = {(a.tile, a.x, a.y) for a in legal_actions(state, seat).of_kind("place")}
    assert ("camp-NE", 1, 1) in listed
    # camp-N fits there too by its bastion, but its east side would touch the chambers
    error = refused(state, seat, Place(tile="camp-N", x=1, y=1))
    assert error.arguments["problem"].message_id == "engine-camp-touches"
    state, _ = apply(state, seat, Place(tile="camp-NE", x=1, y=1))
    assert problems(state) == []


def test_nothing_is_built_against_a_camp_and_its_wall_stays():
    """CA2: no tile beside a camp's bastion-free side; the tile a bastion lies against is
    never taken out; a building never takes a camp's place (nobody could walk to it); the
    camp itself may go to the reserve."""
    state = camp_game()
    seat = state.active_seat
    state = placing(state, seat, alhambra=LINE_ALHAMBRA, bought=("chambers-11-none",))
    assert problems(state) == []
    places = {(a.x, a.y) for a in legal_actions(state, seat).of_kind("place")}
    assert (3, 1) not in places and (3, -1) not in places and (0, 1) in places
    error = refused(state, seat, Place(tile="chambers-11-none", x=3, y=1))
    assert error.arguments["problem"].message_id == "engine-camp-blocks"
    assert error.arguments["problem"].arguments["other_tile"] == "camp-W"

    state = acting(camp_game(), seat, alhambra=LINE_ALHAMBRA, reserve=("garden-10-none",))
    removals = {(a.x, a.y) for a in legal_actions(state, seat).of_kind("rebuild_remove")}
    assert removals == {(3, 0), (-2, 0)}  # the camps; every other tile holds something up
    error = refused(state, seat, RebuildRemove(x=2, y=0))
    assert error.arguments["problem"].message_id == "engine-camp-remove-wall"
    error = refused(state, seat, RebuildRemove(x=-1, y=0))
    assert error.arguments["problem"].message_id == "engine-camp-remove-wall"
    error = refused(state, seat, RebuildExchange(tile="garden-10-none", x=3, y=0))
    assert error.arguments["problem"].message_id == "engine-place-walk"
    taken, _ = apply(state, seat, RebuildRemove(x=3, y=0))
    assert taken.players[seat].reserve == ("garden-10-none", "camp-W")
    assert problems(taken) == []


def test_a_camp_from_the_reserve_is_built_by_the_same_rules():
    state = acting(camp_game(), 0, alhambra=LINE_ALHAMBRA[:-2] + ((-2, 0, "camp-E"),),
                   reserve=("camp-W",))
    assert problems(state) == []
    places = {(a.x, a.y) for a in legal_actions(state, 0).of_kind("rebuild_place")}
    assert places == {(3, 0)}
    error = refused(state, 0, RebuildExchange(tile="camp-W", x=-2, y=0))
    assert error.message_id == "engine-cannot-exchange"
    # its east side would touch the chambers (its bastion, west, would face nothing)
    assert error.arguments["problem"].message_id == "engine-camp-touches"
    built, _ = apply(state, 0, legal_actions(state, 0).of_kind("rebuild_place")[0])
    assert problems(built) == [] and built.flow.phase == "placing"


# -- scoring --------------------------------------------------------------------------------


def test_each_bastion_scores_the_tiles_of_its_line_every_round():
    """:data:`LINE_ALHAMBRA` by hand.

    camp-W at (3, 0): its line starts behind its bastion, at (2, 0), and runs west: the
    pavilion (2, 0), the garden (1, 0) (the inner wall between them does not stop it), the
    fountain (0, 0) (CA3), the chambers (-1, 0); then (-2, 0) is a camp: the line ends. 4.
    camp-E at (-2, 0): east from (-1, 0): the chambers, the fountain, the garden, the
    pavilion; (3, 0) is a camp. 4. Together 8, in every round.

    The longest outer wall (CA7, a camp's cell counts as empty): the pavilion's north side
    and its east side (against camp-W's bastion) meet at the pavilion's north-east corner:
    2 (without camps taken away it would be 1). The chambers' west side is alone: 1."""
    grid = grid_of(((0, 0, "fountain"),) + LINE_ALHAMBRA)
    assert bastion_lines(grid) == {((3, 0), "W"): 4, ((-2, 0), "E"): 4}
    state = acting(camp_game(), 0, alhambra=LINE_ALHAMBRA)
    assert problems(state) == []
    rules = rules_of(state)
    assert rules.barrier_points(state, 0) == 2
    state, events = quick_turn(with_scoring_next(state))
    record = scoring_of(events)
    assert record.extra["camps"] == (8, 0, 0)
    assert record.walls[0] == 2
    assert state.scores[0] == 8 + 2 + sum(p[0] for p in record.points.values())
    assert "camp" not in record.counts


def test_an_empty_cell_ends_a_line_and_yards_count():
    """CA3: the line stops at an empty cell; a building yard counts like any tile."""
    grid = {(0, 0): FOUNTAIN, (1, 0): TILES["garden-9-E"], (2, 0): TILES["camp-W"],
            (-1, 0): TILES["arcades-9-none"]}
    assert bastion_lines(grid) == {((2, 0), "W"): 3}
    del grid[(-1, 0)]
    assert bastion_lines(grid) == {((2, 0), "W"): 2}
    grid[(-1, 0)] = TILES["yard-garden-1"]
    assert bastion_lines(grid) == {((2, 0), "W"): 3}


#: camps with a portal (expansion 6; y grows south), scored in
#: :func:`test_a_camps_line_stops_at_a_portal_CA3`:
#:
#:     x:      0          1             2            3
#:     y=-1             tower-11-none
#:     y=0  fountain   portal (nw)   tower-7-NEW   camp-W
#:     y=1  garden-10  garden-10-N   arcades-9
#:
#: The portal is open to the north (its tower) and the west (the fountain); its back sides
#: (east, south) are walls, met by the east tower's west wall and the garden's north wall.
PORTAL_LINE = (
    (1, -1, "tower-11-none"),
    (1, 0, "portal-tower-1-nw"),
    (0, 1, "garden-10-none"),
    (1, 1, "garden-10-N"),
    (2, 1, "arcades-9-none"),
    (2, 0, "tower-7-NEW"),
    (3, 0, "camp-W"),
)


def test_a_camps_line_stops_at_a_portal_CA3():
    """CA3 (shared/EXPANSIONS.md): "A line stops at an empty cell, a camp or a portal." The
    line of camp-W runs west from the tower behind its bastion and stops at the portal: 1
    point, where running through the portal to the fountain would give 3."""
    state = acting(camp_game(modules=("camps", "portals")), 0, alhambra=PORTAL_LINE)
    stock = supply(state)
    stock["tower"].remove("portal-tower-1")  # built: out of the supply
    state = rebase(state, modules_state={**state.modules_state, SUPPLY: stock})
    assert problems(state) == []
    assert bastion_lines(grid_of(state.players[0].alhambra)) == {((3, 0), "W"): 1}
    state, events = quick_turn(with_scoring_next(state))
    assert scoring_of(events).extra["camps"] == (1, 0, 0)


# -- two players: Dirk ----------------------------------------------------------------------


def test_dirk_may_get_camps_and_scores_only_majorities():
    """§0.5: Dirk's tiles come from the bag (camps too); he scores only majorities (X5). A
    bought camp may be given to him."""
    state = camp_game(2, seed=4)
    camps = [t for t in state.bag if t in CAMP_IDS][:3]
    dirk = tuple(camps) + tuple(t for t in state.dirk if t not in CAMP_IDS)[:3]
    others = tuple(t for t in state.dirk if t not in dirk)
    state = rebase(state, dirk=dirk, bag=tuple(t for t in state.bag if t not in camps) + others)
    assert problems(state) == []
    state, events = quick_turn(with_scoring_next(state))
    record = scoring_of(events)
    assert len(record.extra["camps"]) == 2 and "camp" not in record.counts
    assert sum(record.counts[b][2] for b in record.counts) == 3  # his three buildings only
    seat = state.active_seat
    spare = next(t for t in state.bag if t in CAMP_IDS)
    market = market_with(state, dirham=spare)
    market = with_hand(market, seat, (f"dirham-{TILES[spare].price + 1}-1",))  # not exact
    bought, _ = apply(market, seat, Buy(slot="dirham", cards=market.players[seat].hand))
    assert GiveToDirk(tile=spare) in list(legal_actions(bought, seat))
    given, _ = apply(bought, seat, GiveToDirk(tile=spare))
    given, _ = apply(given, seat, EndTurn())
    assert spare in given.dirk and problems(given) == []


# -- the rules' listings --------------------------------------------------------------------


def test_the_listed_places_removals_and_exchanges_are_those_the_rules_allow():
    """The plane's fast answers agree with the checks that explain a refusal, on grown
    Alhambras with many camps; every grown plane keeps every rule, and an exchange listed
    gives a valid plane."""
    rng = random.Random(5)
    camps_built = camp_exchanges = 0
    for _ in range(25):
        grid = {(0, 0): FOUNTAIN}
        tiles = list(BASE_TILES) + list(CAMPS) * 3
        rng.shuffle(tiles)
        for tile in tiles[:40]:
            plane = CampPlane(tuple((x, y, t.id) for (x, y), t in grid.items()))
            cells = sorted(plane.positions(tile))
            assert cells == sorted(c for c in frontier(grid)
                                   if camp_placement_problem(grid, tile, c) is None)
            if cells:
                grid[rng.choice(cells)] = tile
                camps_built += is_camp(tile)
                assert camp_grid_problems(grid) == []
        plane = CampPlane(tuple((x, y, t.id) for (x, y), t in grid.items()))
        assert set(plane.removals()) == {c for c in grid
                                         if camp_removal_problem(grid, c) is None}
        for cell in plane.removals():
            assert camp_grid_problems({c: t for c, t in grid.items() if c != cell}) == []
        for tile in tiles[40:60]:
            cells = set(plane.exchanges(tile))
            assert cells == {c for c in grid if camp_exchange_problem(grid, tile, c) is None}
            camp_exchanges += len(cells) if is_camp(tile) else 0
            for cell in cells:
                assert camp_grid_problems({**grid, cell: tile}) == []
    assert camps_built > 50 and camp_exchanges > 10


def test_the_slots_take_camps_like_buildings():
    """Camps reach the market slots from the bag: a market with a camp keeps every
    invariant, and any slot's currency pays for it."""
    state = camp_game(4, seed=2)
    for slot in CURRENCIES:
        assert problems(market_with(state, **{slot: "camp-ES"})) == []


def test_the_camps_mix_their_building_rules_into_the_base_game():
    """The seam: ``Module.rules_mixin`` is mixed into the rule set played (the base game's
    stays as it is for games without it), ``Module.bag_tiles`` go into the bag."""
    from engine.alhambra.modules.camps import CampRules
    from engine.alhambra.ruleset import BASE_RULES

    rules = rules_of(camp_game())
    assert isinstance(rules, CampRules) and rules.name == "alhambra" and rules is not BASE_RULES
    assert rules is rules_of(camp_game(4, seed=9))  # one per set of modules
    assert rules_of(new_game(3, seed=1, modules=["street_trader"])) is BASE_RULES


# -- with the city gates and the wall cards (compendium §8: "+" both) -----------------------


def edge_game(seed: int = 1):
    return camp_game(3, seed, modules=("camps", "city_gates", "wall_cards"))


def test_a_bastion_may_lean_on_a_wooden_wall():
    """"Ein Feldlager darf an die Mauer einer Bauhütte und auch an eine (hölzerne) Mauer
    gesetzt werden" (compendium §8): the arcades have no wall on their east side, so camp-W
    cannot lie there; once a wall card puts a stick there, it can."""
    state = acting(edge_game(), 0, alhambra=((1, 0, "arcades-9-none"),))
    state = walls_shown(state, "wall-E")
    state = own(state, 0, alhambra=((1, 0, "arcades-9-none"),), bought=("camp-W",))
    placing_state = rebase(state, flow=state.flow.model_copy(update={"phase": "placing"}))
    error = refused(placing_state, 0, Place(tile="camp-W", x=2, y=0))
    assert error.arguments["problem"].message_id == "engine-camp-bastion-no-wall"
    walled, _ = apply(state, 0, UseWallCard(card="wall-E", tile="arcades-9-none"))
    assert problems(walled) == []
    walled = rebase(walled, flow=walled.flow.model_copy(
        update={"active_seat": 0, "phase": "placing", "actions": 0}))
    assert (2, 0) in {(a.x, a.y) for a in legal_actions(walled, 0).of_kind("place")}
    built, _ = apply(walled, 0, Place(tile="camp-W", x=2, y=0))
    assert problems(built) == []
    # the stick is the wall the bastion leans on: the arcades stay where they are
    assert rules_of(built).removal_problem(built, 0, (1, 0)).message_id == \
        "engine-camp-remove-wall"


def test_a_camp_takes_no_wooden_walls():
    """CE1: a camp is no building (like the fountain, WE3); its bastions are its walls."""
    alhambra = ((1, 0, "garden-9-E"), (2, 0, "camp-W"))
    state = walls_shown(acting(edge_game(), 0, alhambra=alhambra), "wall-N")
    assert problems(state) == []
    error = refused(state, 0, UseWallCard(card="wall-N", tile="camp-W"))
    assert error.message_id == "engine-wall-camp"
    listed = {a.tile for a in legal_actions(state, 0).of_kind("use_wall_card")}
    assert "camp-W" not in listed and "garden-9-E" in listed


def test_no_gate_is_built_on_a_camp():
    """CE2: a camp's bastion lies on a double wall, but nobody walks into a camp: no gate
    there, and none is listed."""
    state = camp_game(3, 1, modules=("camps", "city_gates"))
    state = holding_gates(placing(state, 0, alhambra=((1, 0, "garden-9-E"),),
                                  bought=("camp-W",)), 0)
    assert problems(state) == []
    assert not list(legal_actions(state, 0).of_kind("place_gate"))
    error = refused(state, 0, PlaceGate(tile="camp-W", x=2, y=0, side="W"))
    assert error.message_id == "engine-gate-camp"
    built, _ = apply(state, 0, Place(tile="camp-W", x=2, y=0))
    assert problems(built) == []


def test_a_tile_reached_through_a_gate_beside_a_camp_keeps_every_rule():
    """A gate opens the double wall between the garden (east wall) and the pavilion (west
    wall); a camp leans on the pavilion's east wall. The pavilion is walked to through the
    gate only, so it cannot go out (and the camp holds it anyway); the camp can."""
    state = camp_game(3, 1, modules=("camps", "city_gates"))
    alhambra = ((1, 0, "garden-9-E"),)
    state = holding_gates(placing(state, 0, alhambra=alhambra, bought=("pavilion-2-NEW",)), 0)
    gated = [a for a in legal_actions(state, 0).of_kind("place_gate") if (a.x, a.y) == (2, 0)]
    assert [a.side for a in gated] == ["W"]
    state, _ = apply(state, 0, gated[0])
    state = own(state, 0, alhambra=((1, 0, "garden-9-E"), (2, 0, "pavilion-2-NEW"),
                                    (3, 0, "camp-W")), reserve=("garden-10-none",))
    state = rebase(state, flow=state.flow.model_copy(update={"phase": "action", "actions": 0}))
    assert problems(state) == []
    removals = {(a.x, a.y) for a in legal_actions(state, 0).of_kind("rebuild_remove")}
    assert removals == {(3, 0)}
    assert rules_of(state).removal_problem(state, 0, (2, 0)).message_id == \
        "engine-camp-remove-wall"


def test_camp_rules_with_gates_and_wooden_walls_list_what_the_rules_allow():
    """The combined plane's fast answers (:class:`CampEdgePlane`) agree with the checks that
    explain a refusal, on grown Alhambras with camps, random sticks and random gates."""
    rng = random.Random(7)
    checked = gated = sticked = 0
    for _ in range(12):
        grid = {(0, 0): FOUNTAIN}
        edges = Edges()
        tiles = list(BASE_TILES) + list(CAMPS) * 3
        rng.shuffle(tiles)
        for tile in tiles[:30]:
            plane = CampEdgePlane(tuple((x, y, t.id) for (x, y), t in grid.items()), edges)
            cells = sorted(plane.positions(tile))
            assert cells == sorted(
                c for c in frontier(grid)
                if camp_placement_problem(grid, tile, c, edges, plane.walkable) is None)
            gates = sorted(plane.gate_positions(tile))
            assert not (gates and is_camp(tile))
            if gates and rng.random() < 0.5:
                x, y, side = rng.choice(gates)
                other = grid[neighbour((x, y), side)]
                grid[(x, y)] = tile
                edges = Edges(edges.sticks, edges.gates | {(tile.id, side),
                                                           (other.id, OPPOSITE[side])})
                gated += 1
            elif cells:
                grid[rng.choice(cells)] = tile
            else:
                continue
            if not is_camp(tile) and rng.random() < 0.3:
                side = rng.choice([s for s in "NESW" if s not in tile.walls] or ["N"])
                more = Edges(edges.sticks | {(tile.id, side)}, edges.gates)
                if side not in tile.walls and camp_grid_problems(grid, more) == []:
                    edges, sticked = more, sticked + 1
            assert camp_grid_problems(grid, edges) == []
        plane = CampEdgePlane(tuple((x, y, t.id) for (x, y), t in grid.items()), edges)
        assert set(plane.removals()) == {c for c in grid
                                         if camp_removal_problem(grid, c, edges) is None}
        for tile in tiles[30:45]:
            assert set(plane.exchanges(tile)) == {
                c for c in grid if camp_exchange_problem(grid, tile, c, edges) is None}
            checked += 1
    assert gated > 5 and sticked > 5 and checked == 12 * 15


