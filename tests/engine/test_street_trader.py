"""The street trader (der fliegende Händler), expansion 3 (shared/EXPANSIONS.md "ST Street
trader", compendium §10), rule by rule through ``apply`` and ``legal_actions``; and whole
random games with the camps and the street trader, alone, together, with expansion 1 and
with two players, checking every invariant after every action (hidden residents included)."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.alhambra import GameState, apply, legal_actions, new_game, problems
from engine.alhambra.actions import (
    EndTurn,
    MoveTrader,
    Place,
    RebuildPlace,
    RebuildRemove,
    RefillTrader,
    RestartTurn,
    SwapTrader,
)
from engine.alhambra.autopilot import skip_turn_actions
from engine.alhambra.components import BUILDINGS
from engine.alhambra.events import TraderDetached, TraderDisplaced, TraderMoved, TraderRefilled
from engine.alhambra.modules.street_trader import (
    RESIDENTS,
    SQUARES,
    SUPPLY,
    TRADERS,
    choosing,
    default_choice,
    resident_points,
    squares,
    supply,
    traders,
)
from engine.alhambra.random_play import play_random_game
from engine.alhambra.view import view

from .expansion1_helpers import own, quick_turn, scoring_of, with_scoring_next
from .helpers import check_listed_actions, check_replay, rebase, refused
from .test_granada_properties import check_step

EXPANSION_1 = ["vizier", "exchange_offices", "bonus_cards", "building_yards"]


def trader_game(players: int = 3, seed: int = 1, modules=("street_trader",)):
    """A new game whose seats have all kept the residents drawn for them (ST2)."""
    return chosen(new_game(players, seed=seed, modules=list(modules)))


def chosen(state: GameState) -> GameState:
    """Every seat still choosing keeps what was drawn for it: the first turn begins."""
    for seat in choosing(state):
        state, _ = apply(state, seat, default_choice(state, seat))
    return state


def with_traders(state: GameState, on_traders, *, at=None, on_tiles=None) -> GameState:
    """Every trader's residents (``on_traders``, per seat), squares (``at``) and the residents
    on tiles as given; the supply holds the rest of each player's six (one per colour)."""
    on_tiles = on_tiles if on_tiles is not None else {}
    used = Counter(c for trader in on_traders for c in trader) + Counter(on_tiles.values())
    stock = {c: len(state.players) - used[c] for c in BUILDINGS}
    changes = {TRADERS: [sorted(t, key=BUILDINGS.index) for t in on_traders], SUPPLY: stock,
               RESIDENTS: dict(on_tiles)}
    if at is not None:
        changes[SQUARES] = [list(cell) if cell else None for cell in at]
    return rebase(state, modules_state={**state.modules_state, **changes})


def placing(state, seat, *, alhambra=(), reserve=(), bought=()):
    state = own(state, seat, alhambra=alhambra, reserve=reserve, bought=bought)
    return rebase(state, flow=state.flow.model_copy(update={"active_seat": seat,
                                                            "phase": "placing"}))


# -- setup and what is hidden ---------------------------------------------------------------


def test_each_player_puts_three_of_his_six_residents_on_the_trader_beside_the_fountain():
    """"Jeder Spieler erhält ein Händlerplättchen und sechs verschiedene Händlerfiguren.
    Davon stellt er drei auf sein Plättchen und den Rest neben den Bauhof. Das Plättchen
    legt jeder an seinen Brunnen." (ST2: drawn with the setup's random numbers.)"""
    state = trader_game(4, seed=3)
    assert problems(state) == []
    stock = supply(state)
    assert sum(stock.values()) == 4 * 3
    for trader, square in zip(traders(state), squares(state), strict=True):
        assert len(trader) == len(set(trader)) == 3
        assert tuple(square) in {(0, -1), (1, 0), (0, 1), (-1, 0)}
    for colour in BUILDINGS:
        assert stock[colour] + sum(colour in t for t in traders(state)) == 4
    assert len({tuple(map(tuple, traders(trader_game(4, seed)))) for seed in range(6)}) > 1
    plain = new_game(4, seed=3)
    assert (plain.bag, plain.deck, plain.market) == (state.bag, state.deck, state.market)


def check_residents_hidden(state: GameState) -> None:
    """Only its own player sees what stands on a trader."""
    if "street_trader" not in state.options.modules:
        return
    public = view(state, None).modules_view["street_trader"]
    assert "trader" not in public
    assert public["on_traders"] == [len(t) for t in traders(state)]
    for seat in range(len(state.players)):
        fields = view(state, seat).modules_view["street_trader"]
        assert fields["trader"] == traders(state)[seat]
        if choosing(state):  # ST2: its own square only, and nobody sees the supply
            assert public["supply"] == {} and public["squares"] == [None] * len(state.players)
            assert fields["squares"][seat] == squares(state)[seat]
            fields["squares"][seat] = None
        assert {k: v for k, v in fields.items() if k != "trader"} == public


def test_the_residents_on_a_trader_are_secret():
    state = trader_game(3, seed=2)
    check_residents_hidden(state)
    public = view(state, None).modules_view["street_trader"]
    assert public["supply"] == supply(state) and public["residents"] == {}
    assert public["squares"] == squares(state)


# -- the trader displaced -------------------------------------------------------------------


def test_a_tile_on_the_traders_square_takes_a_matching_resident_and_the_trader_moves():
    """A resident of the tile's colour moves onto it, the trader is refilled from the supply
    (the player's choice), and at the end of the turn the trader goes next to any tile."""
    state = trader_game(3, seed=1)
    seat = state.active_seat
    on = [["pavilion", "seraglio", "tower"]] * 3
    on[seat] = ["garden", "pavilion", "tower"]
    state = with_traders(state, on, at=[(1, 0)] * 3)
    state = placing(state, seat, bought=("garden-10-none",))
    assert problems(state) == []
    state, events = apply(state, seat, Place(tile="garden-10-none", x=1, y=0))
    assert TraderDisplaced(seat=seat, tile="garden-10-none", x=1, y=0,
                           resident="garden") in events
    assert traders(state)[seat] == ["pavilion", "tower"]
    assert state.modules_state[RESIDENTS] == {"garden-10-none": "garden"}
    assert problems(state) == []
    listed = legal_actions(state, seat)
    assert {a.kind for a in listed} == {"refill_trader", "restart_turn"}
    assert list(listed.of_kind("refill_trader")) == [
        RefillTrader(building=c) for c in BUILDINGS if supply(state)[c]]
    error = refused(state, seat, EndTurn())
    assert error.message_id == "engine-trader-refill-first"
    error = refused(state, seat, MoveTrader(x=2, y=0))
    assert error.message_id == "engine-trader-refill-first"
    error = refused(state, seat, RefillTrader(building="tower"))  # nobody put one back
    assert error.message_id == "engine-trader-supply-lacks"
    state, events = apply(state, seat, RefillTrader(building="garden"))
    assert events == [TraderRefilled(seat=seat, building="garden")]
    assert traders(state)[seat] == ["pavilion", "garden", "tower"]  # sorted by colour
    moves = list(legal_actions(state, seat).of_kind("move_trader"))
    assert MoveTrader(x=2, y=0) in moves and MoveTrader(x=1, y=0) not in moves
    assert "end_turn" not in legal_actions(state, seat).kinds()
    error = refused(state, seat, EndTurn())
    assert error.message_id == "engine-trader-move-first"
    error = refused(state, seat, MoveTrader(x=1, y=0))
    assert error.message_id == "engine-place-built"
    error = refused(state, seat, MoveTrader(x=5, y=5))
    assert error.message_id == "engine-trader-square-alone"
    moved, events = apply(state, seat, MoveTrader(x=1, y=1))
    assert events == [TraderMoved(seat=seat, x=1, y=1)] and squares(moved)[seat] == [1, 1]
    error = refused(moved, seat, MoveTrader(x=2, y=0))
    assert error.message_id == "engine-trader-not-displaced"
    done, _ = apply(moved, seat, EndTurn())
    assert problems(done) == []
    back, _ = apply(moved, seat, RestartTurn())  # the resident goes back with the undo
    assert traders(back)[seat] == ["pavilion", "garden", "tower"]
    assert back.modules_state[RESIDENTS] == {} and squares(back)[seat] == [1, 0]


def test_the_trader_moves_after_every_bought_tile_is_built():
    """X3: place the bought tiles first, then move the trader."""
    state = trader_game(3, seed=1)
    seat = state.active_seat
    on = [["pavilion", "seraglio", "tower"]] * 3
    state = with_traders(state, on, at=[(1, 0)] * 3)
    state = placing(state, seat, bought=("arcades-9-none", "garden-10-none"))
    state, events = apply(state, seat, Place(tile="arcades-9-none", x=1, y=0))
    assert events[-1] == TraderDisplaced(seat=seat, tile="arcades-9-none", x=1, y=0)
    kinds = legal_actions(state, seat).kinds()
    assert "move_trader" not in kinds and "swap_trader" in kinds
    error = refused(state, seat, MoveTrader(x=2, y=0))
    assert error.message_id == "engine-trader-place-first"
    error = refused(state, seat, SwapTrader(give="tower", take="tower"))
    assert error.message_id == "engine-trader-swap-same"
    error = refused(state, seat, SwapTrader(give="garden", take="tower"))
    assert error.message_id == "engine-trader-lacks"
    state, _ = apply(state, seat, SwapTrader(give="tower", take="garden"))
    assert traders(state)[seat] == ["pavilion", "seraglio", "garden"]
    assert "swap_trader" not in legal_actions(state, seat).kinds()
    assert problems(state) == []
    # the garden built next does not take the (new) garden resident: the trader is off
    state, events = apply(state, seat, Place(tile="garden-10-none", x=2, y=0))
    assert not any(isinstance(e, TraderDisplaced) for e in events)
    state, _ = apply(state, seat, MoveTrader(x=3, y=0))
    state, _ = apply(state, seat, EndTurn())
    assert problems(state) == [] and state.modules_state[RESIDENTS] == {}


def test_no_resident_goes_on_a_yard_or_a_camp():
    """Compendium §10, CA4: a tile of no colour matches no resident."""
    state = trader_game(3, seed=1, modules=("street_trader", "camps", "building_yards"))
    seat = state.active_seat
    state = with_traders(state, [list(BUILDINGS[:3])] * 3, at=[(1, 0)] * 3)
    state = placing(state, seat, bought=("yard-pavilion-1",))
    state, events = apply(state, seat, Place(tile="yard-pavilion-1", x=1, y=0))
    assert events[-1].resident is None and state.modules_state[RESIDENTS] == {}
    assert problems(state) == []


def test_a_rebuild_that_leaves_the_trader_alone_moves_it_at_the_end_of_the_turn():
    """ST1: the trader's square is an empty cell next to a tile."""
    state = trader_game(3, seed=1)
    seat = state.active_seat
    at = [(2, 0) if s == seat else (1, 0) for s in range(3)]
    state = with_traders(state, [list(BUILDINGS[:3])] * 3, at=at)
    state = own(state, seat, alhambra=((1, 0, "garden-10-none"),))
    state = rebase(state, flow=state.flow.model_copy(update={"active_seat": seat}))
    assert problems(state) == []
    state, events = apply(state, seat, RebuildRemove(x=1, y=0))
    assert TraderDetached(seat=seat) in events and squares(state)[seat] is None
    assert [a.kind for a in legal_actions(state, seat)] == ["move_trader"] * 4 + \
        ["restart_turn"]
    state, _ = apply(state, seat, MoveTrader(x=0, y=1))
    state, _ = apply(state, seat, EndTurn())
    assert problems(state) == []


def test_a_tile_from_the_reserve_displaces_the_trader_too():
    state = trader_game(3, seed=1)
    seat = state.active_seat
    state = with_traders(state, [["garden", "pavilion", "tower"]] * 3, at=[(0, 1)] * 3)
    state = own(state, seat, reserve=("tower-11-none",))
    state = rebase(state, flow=state.flow.model_copy(update={"active_seat": seat}))
    state, events = apply(state, seat, RebuildPlace(tile="tower-11-none", x=0, y=1))
    assert events[-1].resident == "tower"
    # every player kept the same three: the supply holds only the other three colours,
    # and only those can refill the trader (ST1)
    assert supply(state) == dict.fromkeys(BUILDINGS, 0) | {"arcades": 3, "chambers": 3,
                                                           "seraglio": 3}
    assert "refill_trader" in legal_actions(state, seat).kinds()
    state, _ = apply(state, seat, RefillTrader(building="arcades"))
    state, _ = apply(state, seat, MoveTrader(x=0, y=2))
    assert problems(state) == []
    # the autopilot of a skipped turn refills and moves the trader by itself
    again = with_traders(trader_game(3, seed=1), [["garden", "pavilion", "tower"]] * 3,
                         at=[(0, 1)] * 3)
    again = own(again, seat, reserve=("tower-11-none",))
    again = rebase(again, flow=again.flow.model_copy(update={"active_seat": seat}))
    again, _ = apply(again, seat, RebuildPlace(tile="tower-11-none", x=0, y=1))
    for action in skip_turn_actions(again, seat):
        again, _ = apply(again, seat, action)
        assert problems(again) == []


# -- scoring --------------------------------------------------------------------------------


def test_residents_score_like_sets_of_colours():
    """Σ_{k=1..7} T(#{c : r_c ≥ k}): 1, 3, 6, 10, 15, 21 for one resident of 1 to 6
    colours; a second layer scores again (two blue and one red: T(2) + T(1) = 4)."""
    assert [resident_points(Counter(BUILDINGS[:n])) for n in range(7)] == \
        [0, 1, 3, 6, 10, 15, 21]
    assert resident_points({"pavilion": 2, "seraglio": 1}) == 3 + 1
    assert resident_points(dict.fromkeys(BUILDINGS, 7)) == 7 * 21


def test_residents_on_built_tiles_score_every_round_and_not_on_the_reserve():
    """Seat 0 has residents on a pavilion, a seraglio and a garden built, and one on an
    arcades on its reserve: 3 colours built, T(3) = 6 (the reserve does not count, ST1)."""
    state = trader_game(3, seed=1)
    built = ((1, 0, "pavilion-8-none"), (2, 0, "seraglio-9-none"), (0, 1, "garden-10-none"))
    state = own(state, 0, alhambra=built, reserve=("arcades-9-none",))
    on_tiles = {"pavilion-8-none": "pavilion", "seraglio-9-none": "seraglio",
                "garden-10-none": "garden", "arcades-9-none": "arcades"}
    state = with_traders(state, [[], [], []], at=[(-1, 0)] * 3, on_tiles=on_tiles)
    assert problems(state) == []
    state, events = quick_turn(with_scoring_next(state))
    record = scoring_of(events)
    assert record.extra["street_trader"] == (6, 0, 0)


# -- whole random games ---------------------------------------------------------------------


def check_everything(before, action, after, events):
    check_step(before, action, after, events)
    check_residents_hidden(after)


@settings(max_examples=3, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), driver=st.integers(0, 2**32),
       modules=st.sampled_from([["camps"], ["street_trader"], ["camps", "street_trader"],
                                ["camps", "street_trader", *EXPANSION_1]]))
def test_random_games_keep_every_invariant(players, seed, driver, modules):
    final, _ = play_random_game(players, seed, random.Random(driver), restart_chance=0.05,
                                on_step=check_everything, modules=modules)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert {r.round for r in final.scorings} == {1, 2, 3}
    for module, term in (("camps", "camps"), ("street_trader", "street_trader")):
        if module in modules:
            assert all(term in r.extra for r in final.scorings)


@pytest.mark.parametrize("modules", [["camps"], ["street_trader"], ["camps", "street_trader"],
                                     ["camps", "street_trader", *EXPANSION_1]])
def test_two_player_games_with_dirk_keep_every_invariant(modules):
    kinds = Counter()

    def check(before, action, after, events):
        kinds[action.kind] += 1
        check_everything(before, action, after, events)

    final, _ = play_random_game(2, 11, random.Random(11), restart_chance=0.05, on_step=check,
                                modules=modules)
    assert final.is_over and final.dirk is not None
    if "street_trader" in modules:
        assert kinds["move_trader"] > 0


def test_camps_reach_alhambras_in_random_games():
    """Random play builds camps now and then (the rules are not too strict to use them)."""
    built = 0
    for seed in range(4):
        final, _ = play_random_game(3, seed, random.Random(seed), modules=["camps"])
        built += sum(1 for p in final.players for _, _, t in p.alhambra if t.startswith("camp"))
    assert built > 0


@pytest.mark.parametrize("modules", [["camps", "street_trader"],
                                     ["camps", "street_trader", *EXPANSION_1]])
def test_every_listed_action_applies_and_its_text_reads_back(modules):
    check_listed_actions(new_game(3, seed=21, modules=modules), random.Random(21), steps=250)


def test_replaying_a_game_with_both_modules_gives_the_stored_snapshot():
    check_replay(["camps", "street_trader", *EXPANSION_1], players=4, seed=4321, driver=4)


def test_a_vizier_building_on_the_trader_leaves_the_rest_for_that_players_own_turn():
    """ST5: the vizier builds between turns; the resident moves at once, the refill and the
    move wait for the end of that player's own next turn (which cannot end before)."""
    found = 0
    waiting: set[int] = set()
    for seed in range(8):
        waiting.clear()

        def check(before, action, after, events):
            nonlocal found
            for event in events:
                if event.kind == "trader_displaced" and action.kind in ("use_vizier",
                                                                        "pass_vizier"):
                    found += 1
                    waiting.add(event.seat)
                    assert squares(after)[event.seat] is None
            for event in events:
                if event.kind == "turn_ended" and event.seat in waiting:
                    assert squares(after)[event.seat] is not None
                    waiting.discard(event.seat)
            assert problems(after) == []

        play_random_game(3, seed, random.Random(seed), modules=["street_trader", "vizier"],
                         on_step=check)
    assert found > 0
