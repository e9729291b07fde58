"""The module seam (engine/alhambra/modules.py, ruleset.py): what Granada, the combination
and the expansions plug into, tested with small modules made up for the test."""

import json
import random

import pytest

from engine.alhambra import (
    MODULES,
    BadOptions,
    GameState,
    IllegalAction,
    apply,
    legal_actions,
    modules_problem,
    new_game,
    problems,
    view,
)
from engine.alhambra import modules as engine_modules
from engine.alhambra.actions import EndTurn, RestartTurn, TakeMoney
from engine.alhambra.components import BASE_TILES, FOUNTAIN
from engine.alhambra.errors import NotYourTurn
from engine.alhambra.events import ScoringRound
from engine.alhambra.placement import (
    exchange_cells,
    exchange_problem,
    legal_positions,
    makes_hole,
    placement_problem,
    removable_cells,
    removal_problem,
)
from engine.alhambra.random_play import play_random_game
from engine.alhambra.ruleset import BASE_RULES, RuleSet, rules_of

from .helpers import rebase


class Bonus(engine_modules.Module):
    """An extra scoring term: 5 points for seat 0 in every round (a test module)."""

    name = "test_bonus"
    title = "Bonus"
    description = "Seat 0 scores five points in every round (a test module)."

    def extra_scoring(self, state, round_number):
        return {"bonus": tuple(5 if s == 0 else 0 for s in range(len(state.players)))}


def _take_out_of_turn(state, seat, action):
    state = state.model_copy(update={"flow": state.flow.model_copy(update={"window_seats": ()})})
    return state, []


class Window(engine_modules.Module):
    """Seat 0 may pass a window out of turn (a test module)."""

    name = "test_window"
    title = "Window"
    description = "A window in which seat 0 may act out of turn (a test module)."
    handlers = {"restart_turn": _take_out_of_turn}
    window_actions = frozenset({"restart_turn"})

    def window_legal_actions(self, state, seat):
        yield RestartTurn()


class OtherGame(engine_modules.Module):
    name = "test_other_game"
    title = "Another game"
    description = "A rule set of its own (a test module)."
    rule_set = RuleSet()


@pytest.fixture
def test_modules():
    engine_modules.install((*MODULES, Bonus(), Window(), OtherGame()))
    yield
    engine_modules.install(MODULES)


def test_the_base_game_plays_with_the_base_rule_set():
    state = new_game(3, seed=1)
    assert rules_of(state) is BASE_RULES and view(state, None).rule_set == "alhambra"
    assert rules_of(new_game(3, seed=1, modules=["granada"])).name == "granada"


def test_two_rule_sets_cannot_be_combined(test_modules):
    assert modules_problem(["granada", "test_other_game"]) == (
        "Granada and Another game are different games: choose one of them")
    with pytest.raises(BadOptions, match="different games"):
        new_game(3, seed=1, modules=["test_other_game", "granada"])


def test_a_module_adds_an_extra_scoring_term(test_modules):
    state = new_game(3, seed=2, modules=["test_bonus"])
    state = rebase(state, deck=("scoring-A",) + tuple(c for c in state.deck if c != "scoring-A"))
    seat = state.active_seat
    state, _ = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    state, events = apply(state, seat, EndTurn())
    record = next(e for e in events if isinstance(e, ScoringRound)).record
    assert record.extra == {"bonus": (5, 0, 0)}
    assert state.scores[0] == 5 + record.walls[0] + sum(p[0] for p in record.points.values())


def test_seats_in_a_window_may_act_out_of_turn(test_modules):
    state = new_game(3, seed=3, modules=["test_window"])
    other = (state.active_seat + 1) % 3
    with pytest.raises(NotYourTurn):
        apply(state, other, RestartTurn())
    assert list(legal_actions(state, other)) == []
    opened = rebase(state, flow=state.flow.model_copy(update={"window_seats": (other,)}))
    assert list(legal_actions(opened, other)) == [RestartTurn()]
    with pytest.raises(IllegalAction, match="cannot take now"):
        apply(opened, other, TakeMoney(cards=(state.display[0],)))
    closed, _ = apply(opened, other, RestartTurn())
    assert closed.flow.window_seats == () and closed.moves == opened.moves + 1
    assert view(opened, None).window_seats == (other,) and problems(opened) == []


def test_a_game_stored_before_the_seam_still_reads_and_equals_its_replay():
    """Snapshots stored before the module fields existed lack them: they read with the
    defaults and compare equal to the same game played now."""
    final, _ = play_random_game(2, 31, random.Random(3))
    data = json.loads(final.model_dump_json())
    for key in ("modules_state", "second_market"):
        data.pop(key)
    data["flow"].pop("window_seats")
    for player in data["players"]:
        player.pop("cities")
    for record in data["scorings"]:
        for key in ("visible", "best_prices", "extra"):
            record.pop(key)
    assert GameState.model_validate_json(json.dumps(data)) == final
    assert final.modules_state == {} and final.scorings[0].visible == {}


def test_the_listed_rebuilds_are_exactly_those_the_rules_allow():
    """legal_actions lists removals and exchanges from fast checks; they must agree with
    the checks that explain a refusal (rule book p. 5)."""
    rng = random.Random(5)
    for _ in range(20):
        grid = {(0, 0): FOUNTAIN}
        tiles = list(BASE_TILES)
        rng.shuffle(tiles)
        for tile in tiles[:20]:
            cells = sorted(legal_positions(grid, tile))
            assert cells == sorted(c for c in {(x + dx, y + dy) for x, y in grid
                                               for dx, dy in ((0, 1), (1, 0), (0, -1), (-1, 0))}
                                   if placement_problem(grid, tile, c) is None)
            if cells:
                grid[rng.choice(cells)] = tile
        assert set(removable_cells(grid)) == {c for c in grid if removal_problem(grid, c) is None}
        for tile in tiles[20:30]:
            assert set(exchange_cells(grid, tile)) == {
                c for c in grid if exchange_problem(grid, tile, c) is None}


def _outside(grid, box):
    """The empty cells of ``box`` joined to its edge through empty cells (by brute force)."""
    x0, y0, x1, y1 = box
    edge = {(x, y) for x in range(x0, x1 + 1) for y in range(y0, y1 + 1)
            if x in (x0, x1) or y in (y0, y1)} - set(grid)
    seen, todo = set(edge), list(edge)
    while todo:
        x, y = todo.pop()
        for q in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if x0 <= q[0] <= x1 and y0 <= q[1] <= y1 and q not in grid and q not in seen:
                seen.add(q)
                todo.append(q)
    return seen


def test_a_hole_is_found_by_looking_around_the_cell_as_by_walking_outwards():
    """No enclosed empty area (rule book p. 5): ``makes_hole`` answers most cells from their
    eight neighbours; on Alhambras grown by the rules it must agree with brute force (every
    empty cell of the widened bounds still joined to the edge after building)."""
    rng = random.Random(11)
    for _ in range(30):
        grid = {(0, 0): FOUNTAIN}
        tiles = list(BASE_TILES)
        rng.shuffle(tiles)
        for tile in tiles[:rng.randint(1, 40)]:
            xs, ys = [x for x, _ in grid], [y for _, y in grid]
            box = (min(xs) - 2, min(ys) - 2, max(xs) + 2, max(ys) + 2)
            cells = {(x, y) for x in range(box[0], box[2] + 1) for y in range(box[1], box[3] + 1)}
            inner = {(x, y) for x, y in cells - set(grid)
                     if box[0] < x < box[2] and box[1] < y < box[3]}
            for cell in inner:
                after = {**grid, cell: tile}
                enclosed = _outside(after, box) != cells - set(after)
                assert makes_hole(grid, cell) == enclosed, (sorted(grid), cell)
            cells = sorted(legal_positions(grid, tile))
            if cells:
                grid[rng.choice(cells)] = tile
