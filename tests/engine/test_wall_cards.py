"""Wall cards, expansion 3 "Die Stunde der Diebe" (shared/EXPANSIONS.md "WA Wall cards"; the
compendium, "11. Mauern"), rule by rule through ``apply`` and ``legal_actions``; gates and
wooden walls together; and whole random games with the module alone, with the city gates,
with both and all four modules of expansion 1, and with two players."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.alhambra import (
    BadOptions,
    IllegalAction,
    apply,
    legal_actions,
    modules_problem,
    new_game,
    parse_action,
    problems,
    view,
)
from engine.alhambra.actions import Place, PlaceGate, RebuildRemove, UseWallCard
from engine.alhambra.components import CARDS, TILES
from engine.alhambra.edges import EdgePlane, exchange_issue, walk
from engine.alhambra.endturn import scoring_round
from engine.alhambra.events import WallCardShown, WallsBuilt
from engine.alhambra.modules.wall_cards import CARD_SIDES, SHOWN, STICKS, WALL_IDS, WALLS, WallCards
from engine.alhambra.random_play import play_random_game
from engine.alhambra.ruleset import rules_of

from .expansion1_helpers import own, quick_turn, scoring_of
from .gates_walls_helpers import check_edges_step, holding_gates, piles_of, walls_shown
from .helpers import check_listed_actions, rebase

ALL_FOUR = ["vizier", "exchange_offices", "bonus_cards", "building_yards"]
BOTH = ["city_gates", "wall_cards"]


def wall_game(players: int = 3, seed: int = 1, modules=("wall_cards",)):
    return new_game(players, seed=seed, modules=list(modules))


def acting(state, seat, *cards, alhambra=(), reserve=(), bought=()):
    """``seat``'s action phase with ``cards`` beside the display and these tiles."""
    state = walls_shown(own(state, seat, alhambra=alhambra, reserve=reserve, bought=bought),
                        *cards)
    return rebase(state, flow=state.flow.model_copy(update={"phase": "action",
                                                            "active_seat": seat}))


def refused(state, seat, action):
    with pytest.raises(IllegalAction) as caught:
        apply(state, seat, action)
    return caught.value


# -- material and setup ---------------------------------------------------------------------


def test_eight_cards_twelve_sticks_two_cards_each_in_piles_2_to_5():
    """WA1: N, E, S, W, N+E, E+S, S+W, W+N, exactly 12 sticks; "Je zwei Mauern werden in den
    2., 3., 4. und 5. Stapel eingemischt"."""
    assert sorted(map(len, CARD_SIDES.values())) == [1, 1, 1, 1, 2, 2, 2, 2]
    assert STICKS == 12 and all(CARDS[c].kind == "wall" for c in WALL_IDS)
    state = wall_game(4, seed=2)
    assert sorted(c for c in state.deck if c in WALL_IDS) == sorted(WALL_IDS)
    piles = Counter()
    for stack, _card in WallCards().deck_cards(random.Random(3)):
        piles[stack + 1] += 1
    assert piles == {2: 2, 3: 2, 4: 2, 5: 2}
    for card in WALL_IDS:
        assert piles_of(state, card) & {2, 3, 4, 5}
    assert problems(state) == [] and state.modules_state[SHOWN] == []
    assert view(state, None).modules_view["wall_cards"]["sticks_left"] == 12


@pytest.mark.parametrize("game", ["granada", "alhambra_granada"])
def test_not_played_with_granada_or_the_combination(game):
    problem = modules_problem(["wall_cards", game])
    assert problem.message_id == "engine-modules-not-with"
    with pytest.raises(BadOptions):
        new_game(3, seed=1, modules=[game, "wall_cards"])
    assert modules_problem(["wall_cards"], offered_only=True) is None


def test_a_revealed_card_lies_beside_the_display_and_the_refill_draws_on():
    """"Wird eine Stadtmauerkarte aufgedeckt, wird diese neben den anderen Geldkarten offen
    bereitgelegt. Dann wird eine weitere Karte vom Stapel aufgedeckt.\""""
    state = wall_game(3, seed=3)
    cards = [c for c in state.deck if c in WALL_IDS][:2]
    state = rebase(state, deck=tuple(cards) + tuple(c for c in state.deck if c not in cards))
    after, events = quick_turn(state)
    assert after.modules_state[SHOWN] == cards
    assert len(after.display) == 4 and all(CARDS[c].kind == "money" for c in after.display)
    assert [e for e in events if isinstance(e, WallCardShown)] == \
        [WallCardShown(card=c) for c in cards]
    assert view(after, None).modules_view["wall_cards"]["shown"] == cards
    assert problems(after) == []


# -- putting sticks -------------------------------------------------------------------------


def test_a_wall_card_puts_sticks_on_a_tile_and_they_count_in_the_outer_wall():
    """"Take a wall card and put sticks, as shown, on one of your tiles ... They are
    permanent, stay with their tile, and count as printed walls for everything"."""
    state = acting(wall_game(3, seed=4), 0, "wall-NE", alhambra=((1, 0, "garden-11-none"),))
    assert rules_of(state).barrier_points(state, 0) == 0
    action = UseWallCard(card="wall-NE", tile="garden-11-none")
    assert action in legal_actions(state, 0).of_kind("use_wall_card")
    after, events = apply(state, 0, action)
    assert events == [WallsBuilt(seat=0, card="wall-NE", tile="garden-11-none",
                                 sides=("N", "E"))]
    assert after.modules_state[WALLS] == {"garden-11-none": "NE"}
    assert after.modules_state[SHOWN] == [] and "wall-NE" in after.out_of_game  # WE1
    assert after.flow.phase == "placing"
    assert rules_of(after).barrier_points(after, 0) == 2
    assert view(after, None).modules_view["wall_cards"]["sticks_left"] == 10
    assert problems(after) == []
    # the sticks stay with the tile: out to the reserve and in again
    later = rebase(after, flow=after.flow.model_copy(update={"phase": "action"}))
    later, _ = apply(later, 0, RebuildRemove(x=1, y=0))
    assert later.modules_state[WALLS] == {"garden-11-none": "NE"} and problems(later) == []
    # a tile with a stick east fits beside a tile without a wall there (WE2)
    fits = rules_of(later).legal_positions(later, 0, "garden-11-none")
    assert (1, 0) in fits and (0, -1) in fits
    assert (0, 1) not in fits  # its north stick would close its only way, to the fountain


def test_sticks_on_a_reserve_tile_or_one_waiting_to_be_built():
    state = acting(wall_game(3, seed=5), 0, "wall-S", "wall-W", reserve=("tower-12-none",),
                   bought=("garden-10-none",))
    listed = legal_actions(state, 0).of_kind("use_wall_card")
    assert UseWallCard(card="wall-S", tile="tower-12-none") in listed
    assert UseWallCard(card="wall-W", tile="garden-10-none") in listed
    after, _ = apply(state, 0, UseWallCard(card="wall-S", tile="tower-12-none"))
    assert after.modules_state[SHOWN] == ["wall-W"] and problems(after) == []


def test_wall_card_refusals_say_why():
    state = acting(wall_game(3, seed=6), 0, "wall-E", "wall-NE",
                   alhambra=((1, 0, "garden-11-none"), (2, 0, "garden-10-none"),
                             (1, 1, "tower-13-E")))
    cases = [
        (UseWallCard(card="wall-S", tile="garden-11-none"), "engine-wall-card-not-shown"),
        (UseWallCard(card="wall-E", tile="fountain"), "engine-wall-start"),
        (UseWallCard(card="wall-E", tile="tower-12-none"), "engine-wall-not-yours"),
        (UseWallCard(card="wall-E", tile="tower-13-E"), "engine-wall-covered"),
        # an east stick on the middle garden leaves the outer garden unreachable
        (UseWallCard(card="wall-E", tile="garden-11-none"), "engine-wall-cuts"),
    ]
    for action, message in cases:
        assert refused(state, 0, action).message_id == message, action
        assert action not in legal_actions(state, 0).of_kind("use_wall_card")
    # north and east of the outer garden face nothing: fine
    assert UseWallCard(card="wall-NE", tile="garden-10-none") in legal_actions(state, 0)


def test_a_stick_may_face_a_neighbour_while_the_alhambra_stays_legal():
    """WA2: that edge becomes an inner wall; every tile still reachable."""
    square = ((1, 0, "garden-11-none"), (0, 1, "garden-10-none"), (1, 1, "tower-12-none"))
    state = acting(wall_game(3, seed=7), 0, "wall-S", alhambra=square)
    after, _ = apply(state, 0, UseWallCard(card="wall-S", tile="garden-11-none"))
    assert problems(after) == []
    assert rules_of(after).barrier_points(after, 0) == 0  # inner, never outer
    # the neighbour below now has a wall there for the building rules: it cannot go out
    # and come back beside anything but a wall ... and the edge blocks walking
    grid_walls = {(1, 1): "N"}
    assert all(side in rules_of(after).plane(after, 0).effective[cell].walls
               for cell, side in grid_walls.items())


def test_a_yard_never_counts_a_neighbour_behind_a_stick():
    """"Eine Mauer darf auf eine Bauhütte gebaut werden. Allerdings zählt dann das
    entsprechende Nachbargebäude nicht" (compendium §11)."""
    state = wall_game(3, seed=8, modules=("wall_cards", "building_yards"))
    state = acting(state, 0, "wall-E", alhambra=((1, 0, "yard-garden-1"),
                                                 (2, 0, "garden-10-none"),
                                                 (1, -1, "garden-11-none"),
                                                 (2, -1, "tower-12-none")))
    events = []
    scoring_round(state, 1, events)
    assert scoring_of(events).added["building_yards"]["garden"][0] == 2
    after, _ = apply(state, 0, UseWallCard(card="wall-E", tile="yard-garden-1"))
    assert problems(after) == []
    events = []
    scoring_round(after, 1, events)
    assert scoring_of(events).added["building_yards"]["garden"][0] == 1


def test_a_gate_never_bridges_a_wooden_wall():
    """"Ein Tor darf nicht verwendet werden, um eine (hölzerne) Mauer zu überbrücken"."""
    state = wall_game(3, seed=9, modules=BOTH)
    state = acting(state, 0, "wall-E", alhambra=((1, 0, "garden-11-none"),),
                   bought=("tower-10-W",))
    state, _ = apply(state, 0, UseWallCard(card="wall-E", tile="garden-11-none"))
    state = holding_gates(state, 0)
    error = refused(state, 0, PlaceGate(tile="tower-10-W", x=2, y=0, side="W"))
    assert error.arguments["problem"].message_id == "engine-gate-wooden-wall"
    assert not legal_actions(state, 0).has("place_gate")
    error = refused(state, 0, Place(tile="tower-10-W", x=2, y=0))
    assert error.arguments["problem"].message_id == "engine-place-walk"


def test_the_text_form_reads_back():
    action = UseWallCard(card="wall-NE", tile="garden-11-none")
    assert str(action) == "wall wall-NE on garden-11-none" and parse_action(str(action)) == action


@pytest.mark.parametrize("modules", [["wall_cards"], BOTH])
def test_every_listed_action_applies_and_its_text_reads_back(modules):
    check_listed_actions(wall_game(3, seed=21, modules=modules), random.Random(21), steps=250)


def test_broken_states_are_reported():
    state = wall_game(3, seed=10)
    over = rebase(state, modules_state={**state.modules_state,
                                        WALLS: {"tower-13-E": "E"}})
    found = problems(over)
    assert any("not those of the used cards" in p for p in found)
    assert any("over a printed wall" in p for p in found)
    assert TILES["tower-13-E"].walls == {"E"}


# -- whole games ----------------------------------------------------------------------------


def _game(players, seed, driver, modules, expected):
    kinds = set()

    def check(before, action, after, events):
        kinds.add(action.kind)
        check_edges_step(before, action, after, events)

    final, _ = play_random_game(players, seed, random.Random(driver), restart_chance=0.05,
                                on_step=check, modules=modules)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert final.scorings[-1].round == 3
    assert expected <= kinds, kinds
    return final


@pytest.mark.parametrize("players", [2, 4, 6])
def test_random_games_with_wall_cards_keep_every_invariant(players):
    _game(players, 40 + players, players, ["wall_cards"], {"use_wall_card"})


@pytest.mark.parametrize("players", [2, 5])
def test_random_games_with_gates_and_walls_keep_every_invariant(players):
    final = _game(players, 50 + players, players, BOTH, {"use_wall_card", "take_gate_card"})
    if players == 2:
        assert final.options.modules == ("dirk", *BOTH)


@settings(max_examples=3, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), driver=st.integers(0, 2**32))
def test_random_games_with_gates_walls_and_expansion_1_keep_every_invariant(players, seed,
                                                                           driver):
    _game(players, seed, driver, [*BOTH, *ALL_FOUR], set())


def test_a_random_two_player_game_with_everything():
    final = _game(2, 61, 61, [*BOTH, *ALL_FOUR], {"use_wall_card", "take_gate_card"})
    assert problems(final) == []


def _cuts_cell_by_cell(plane) -> tuple[set, set]:
    """The walk and its cut cells the slow way: walk again without each cell."""
    walkable = walk(plane.effective, plane.edges.gates)
    cut = set()
    for cell in walkable - {(0, 0)}:
        rest = {c: t for c, t in plane.effective.items() if c != cell}
        if len(walk(rest, plane.edges.gates)) < len(walkable) - 1:
            cut.add(cell)
    return walkable, cut


def _exchanges_cell_by_cell(plane, tile) -> frozenset:
    """The cells ``tile`` may replace the slow way: every rule asked of every cell, with a
    walk each time."""
    return frozenset(c for c in plane.grid if c != (0, 0) and exchange_issue(
        plane.grid, plane.edges, tile, c, plane.unwalked) is None)


@pytest.mark.parametrize("modules", [("wall_cards", "city_gates"),
                                     ("wall_cards", "city_gates", "camps")])
def test_walks_and_exchanges_with_gates_and_wooden_walls_agree_with_the_rules_cell_by_cell(
        modules):
    """Which tiles may be taken out (rule book p. 5, with gates and wooden walls) is read
    from the cut cells of one depth-first search, and which built tile a reserve tile may
    replace from bits kept per plane; over whole games' Alhambras, walking again without
    each tile and asking every rule of every cell find the same."""
    compared = 0

    def step(before, action, after, events):
        nonlocal compared
        if after.moves % 5:
            return
        for seat in range(len(after.players)):
            plane = rules_of(after).plane(after, seat)
            if isinstance(plane, EdgePlane) and (plane.edges.gates or plane.edges.sticks):
                assert plane.walk == _cuts_cell_by_cell(plane), (after.moves, seat)
                cells = plane.find_exchange_cells()
                for tile in dict.fromkeys(after.players[seat].reserve):
                    assert EdgePlane.exchanges_of(plane, cells, TILES[tile]) == \
                        _exchanges_cell_by_cell(plane, TILES[tile]), (after.moves, tile)
                compared += 1

    for seed in (3, 4):
        play_random_game(3, seed, random.Random(seed), modules=modules, on_step=step)
    assert compared > 50
