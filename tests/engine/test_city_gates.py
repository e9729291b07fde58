"""City gates, expansion 2 "Die Tore der Stadt" (shared/EXPANSIONS.md "GT City gates"; the
compendium, "5. Tore der Stadt"), rule by rule through ``apply`` and ``legal_actions``; and
whole random games with the module alone."""

import random

import pytest

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
from engine.alhambra.actions import (
    Place,
    PlaceGate,
    RebuildExchange,
    RebuildPlace,
    RebuildPlaceGate,
    RebuildRemove,
    TakeGateCard,
    TakeMoney,
)
from engine.alhambra.components import CARDS
from engine.alhambra.endturn import refill_display, scoring_round
from engine.alhambra.errors import IllegalPlacement
from engine.alhambra.events import GateBuilt, GateCardShown, GateCardTaken, GateLost, Rebuilt
from engine.alhambra.modules.city_gates import GATE_IDS, GATES, HELD, LOST, SHOWN, CityGates
from engine.alhambra.random_play import play_random_game
from engine.alhambra.ruleset import rules_of

from .expansion1_helpers import own, quick_turn, scoring_of
from .gates_walls_helpers import (
    check_edges_step,
    gate_card_shown,
    holding_gates,
    piles_of,
)
from .helpers import check_listed_actions, rebase, with_hand

#: The fountain, a tower with a wall east beside it, and beyond that wall an empty cell that
#: only a tile with a wall west (a double wall) can touch.
EAST_WALL = ((1, 0, "tower-13-E"),)


def gate_game(players: int = 3, seed: int = 1, modules=("city_gates",)):
    return new_game(players, seed=seed, modules=list(modules))


def placing(state, seat, *, bought=(), reserve=(), alhambra=EAST_WALL, gates=1,
            phase=None):
    """``seat``'s turn, placing ``bought`` (or acting: ``phase``), holding ``gates`` cards."""
    state = own(state, seat, alhambra=alhambra, bought=bought, reserve=reserve)
    if gates:
        state = holding_gates(state, seat, gates)
    flow = state.flow.model_copy(update={"phase": phase or ("placing" if bought else "action"),
                                         "active_seat": seat})
    return rebase(state, flow=flow)


def refused(state, seat, action):
    with pytest.raises(IllegalAction) as caught:
        apply(state, seat, action)
    return caught.value


# -- material and setup ---------------------------------------------------------------------


def test_one_card_per_player_spread_over_piles_3_to_5():
    """GT1: card i (from 0) goes into pile 3 + (i mod 3); one card per player, the others
    out of the game."""
    state = gate_game(4)
    assert [c for c in state.deck if c in GATE_IDS] != []
    assert sorted(c for c in state.deck if c in GATE_IDS) == list(GATE_IDS[:4])
    assert sorted(c for c in state.out_of_game if c in GATE_IDS) == list(GATE_IDS[4:])
    for index, card in enumerate(GATE_IDS[:4]):
        assert 3 + index % 3 in piles_of(state, card)
    assert CityGates().deck_cards(random.Random(1)) == [
        (2, "gate-1"), (3, "gate-2"), (4, "gate-3"), (2, "gate-4"), (3, "gate-5"),
        (4, "gate-6")]
    assert all(CARDS[c].kind == "gate" for c in GATE_IDS)
    assert state.modules_state[SHOWN] is None and state.modules_state[HELD] == [[]] * 4
    assert problems(state) == []
    six = gate_game(6)
    assert sorted(c for c in six.deck if c in GATE_IDS) == list(GATE_IDS)


def test_two_players_use_two_cards():
    """GT3: with two players, 2 cards (Dirk is no player)."""
    state = gate_game(2)
    assert state.options.modules == ("dirk", "city_gates")
    assert sorted(c for c in state.deck if c in GATE_IDS) == ["gate-1", "gate-2"]
    assert problems(state) == []


@pytest.mark.parametrize("game", ["granada", "alhambra_granada"])
def test_not_played_with_granada_or_the_combination(game):
    """X1: city gates look at walls, so never with Granada or the combination."""
    problem = modules_problem(["city_gates", game])
    assert problem.message_id == "engine-modules-not-with"
    assert dict(problem.arguments) == {"module": "city_gates", "modules": (game,)}
    with pytest.raises(BadOptions):
        new_game(3, seed=1, modules=[game, "city_gates"])


def test_offered_to_players():
    assert modules_problem(["city_gates"], offered_only=True) is None
    assert modules_problem(["city_gates"]) is None


# -- the card in the money deck -------------------------------------------------------------


def test_a_revealed_card_lies_by_the_gates_a_second_is_discarded_and_the_refill_draws_on():
    """"Wird eine Stadttorkarte aufgedeckt, wird diese neben den Holztoren offen bereitgelegt
    oder auf den Ablagestapel geworfen, falls schon eine Stadttorkarte ausliegt. Dann wird
    eine weitere Karte vom Stapel aufgedeckt.\""""
    state = gate_game(3, seed=2)
    first, second = [c for c in state.deck if c in GATE_IDS][:2]
    rest = tuple(c for c in state.deck if c not in (first, second))
    state = rebase(state, deck=(first, second) + rest)
    after, events = quick_turn(state)
    assert after.modules_state[SHOWN] == first
    assert second in after.discard
    assert len(after.display) == 4 and all(CARDS[c].kind == "money" for c in after.display)
    assert GateCardShown(card=first) in events
    assert GateCardShown(card=second, discarded=True) in events
    assert view(after, None).modules_view["city_gates"]["shown"] == first
    assert problems(after) == []


def test_taking_the_card_is_an_action_instead_of_money():
    """"Anstelle einer Geldkarte darf der Spieler auch ... ein Stadttor ... nehmen"."""
    state = gate_card_shown(gate_game(3, seed=3))
    seat = state.active_seat
    card = state.modules_state[SHOWN]
    assert list(legal_actions(state, seat).of_kind("take_gate_card")) == [TakeGateCard()]
    after, events = apply(state, seat, TakeGateCard())
    assert events == [GateCardTaken(seat=seat, card=card)]
    assert after.modules_state[HELD][seat] == [card] and after.modules_state[SHOWN] is None
    assert after.players[seat].hand == state.players[seat].hand
    assert after.flow.phase == "placing"
    assert view(after, None).modules_view["city_gates"]["held"][seat] == 1
    assert problems(after) == []
    error = refused(gate_game(3, seed=3), seat, TakeGateCard())
    assert error.message_id == "engine-gate-none-shown"


# -- building through a gate ----------------------------------------------------------------


def test_a_tile_touching_only_through_a_double_wall_needs_a_gate():
    """"A tile that touches the Alhambra only through double walls may then be placed. A
    gate goes on one such wall, which now counts as open for the pedestrian rule. The card
    leaves the game, and walls must still match.\""""
    state = placing(gate_game(3, seed=4), 0, bought=("tower-10-W",))
    error = refused(placing(gate_game(3, seed=4), 0, bought=("tower-10-W",), gates=0), 0,
                    Place(tile="tower-10-W", x=2, y=0))
    assert isinstance(error, IllegalPlacement)
    assert error.arguments["problem"].message_id == "engine-place-walk"
    listed = legal_actions(state, 0).of_kind("place_gate")
    assert PlaceGate(tile="tower-10-W", x=2, y=0, side="W") in listed
    assert Place(tile="tower-10-W", x=2, y=0) not in legal_actions(state, 0)
    card = state.modules_state[HELD][0][0]
    after, events = apply(state, 0, PlaceGate(tile="tower-10-W", x=2, y=0, side="W"))
    assert events[0] == GateBuilt(seat=0, card=card, x=2, y=0, side="W")
    assert (2, 0, "tower-10-W") in after.players[0].alhambra
    assert after.modules_state[GATES] == [[0, "tower-10-W", "W", "tower-13-E"]]
    assert card in after.out_of_game and after.modules_state[HELD][0] == []
    assert problems(after) == []
    # the gate is an inner wall: no outer wall on that edge, and none was there before
    assert rules_of(after).barrier_points(after, 0) == 0
    # beyond the gate one walks on: an open tile east of the tower
    more = own(after, 0, alhambra=after.players[0].alhambra[1:] + ((3, 0, "garden-11-none"),))
    assert problems(more) == []


def test_gate_refusals_say_why():
    state = placing(gate_game(3, seed=5), 0, bought=("tower-10-W", "tower-12-none"))
    cases = [
        (PlaceGate(tile="tower-10-W", x=2, y=0, side="N"), "engine-gate-no-neighbour"),
        (PlaceGate(tile="tower-12-none", x=0, y=1, side="N"), "engine-gate-no-wall"),
        (PlaceGate(tile="tower-12-none", x=5, y=5, side="N"), "engine-place-corner"),
    ]
    for action, message in cases:
        error = refused(state, 0, action)
        assert error.message_id == "engine-cannot-build"
        assert error.arguments["problem"].message_id == message, action
    assert refused(state, 0, PlaceGate(tile="tower-10-W", x=2, y=0, side="X")).message_id \
        == "engine-gate-bad-side"
    none = placing(gate_game(3, seed=5), 0, bought=("tower-10-W",), gates=0)
    assert refused(none, 0, PlaceGate(tile="tower-10-W", x=2, y=0, side="W")).message_id \
        == "engine-gate-no-card"
    assert not legal_actions(none, 0).has("place_gate")


def test_a_gate_in_a_rebuild_and_several_gates_on_one_tile():
    """Playing a card is free while placing any tile, a rebuild's too; "Steht auf einem
    Gebäude bereits ein Tor, darf ein weiteres Tor der Stadt auf dem selben Gebäude in eine
    andere Richtung gehen"."""
    state = placing(gate_game(3, seed=6), 0, reserve=("garden-8-SW",),
                    bought=("garden-10-N",), gates=2, phase="action")
    action = RebuildPlaceGate(tile="garden-8-SW", x=2, y=0, side="W")
    assert action in legal_actions(state, 0).of_kind("rebuild_place_gate")
    assert RebuildPlace(tile="garden-8-SW", x=2, y=0) not in \
        legal_actions(state, 0).of_kind("rebuild_place")
    after, events = apply(state, 0, action)
    assert after.flow.phase == "placing" and after.players[0].reserve == ()
    assert Rebuilt(seat=0, x=2, y=0, into="garden-8-SW") in events
    assert problems(after) == []
    # the tile below touches only the garden's south wall: a second gate on that tile
    assert Place(tile="garden-10-N", x=2, y=1) not in legal_actions(after, 0).of_kind("place")
    after, _ = apply(after, 0, PlaceGate(tile="garden-10-N", x=2, y=1, side="N"))
    assert after.modules_state[GATES] == [[0, "garden-8-SW", "W", "tower-13-E"],
                                          [0, "garden-10-N", "N", "garden-8-SW"]]
    assert problems(after) == []
    # no card left: the wall stays closed
    more = own(after, 0, alhambra=after.players[0].alhambra[1:], bought=("tower-10-W",))
    assert not legal_actions(more, 0).has("place_gate")


def test_a_rebuild_that_takes_a_tile_away_takes_its_gate_out_of_the_game():
    """GT2: a gate belongs to its edge, and leaves the game if a rebuild removes either
    tile; an exchange that would then cut tiles off is refused."""
    state = placing(gate_game(3, seed=7), 0, bought=("tower-10-W",))
    state, _ = apply(state, 0, PlaceGate(tile="tower-10-W", x=2, y=0, side="W"))
    state = own(state, 0, alhambra=state.players[0].alhambra[1:],
                reserve=("chambers-9-W",))
    state = rebase(state, flow=state.flow.model_copy(update={"phase": "action"}))
    assert problems(state) == []
    exchange = RebuildExchange(tile="chambers-9-W", x=2, y=0)
    assert exchange not in legal_actions(state, 0)
    error = refused(state, 0, exchange)
    assert error.arguments["problem"].message_id == "engine-exchange-cuts"
    assert RebuildRemove(x=1, y=0) not in legal_actions(state, 0)
    after, events = apply(state, 0, RebuildRemove(x=2, y=0))
    assert GateLost(seat=0, tile="tower-10-W", side="W", other="tower-13-E") in events
    assert after.modules_state[GATES] == [] and after.modules_state[LOST] == 1
    assert problems(after) == []
    # built in again without a gate: not reachable
    back = rebase(after, flow=after.flow.model_copy(update={"phase": "action"}))
    assert refused(back, 0, RebuildPlace(tile="tower-10-W", x=2, y=0)).arguments[
        "problem"].message_id == "engine-place-walk"


def test_a_yard_counts_a_neighbour_behind_a_gate():
    """"Steht ein Tor der Stadt auf der Bauhütte, wird die Bauhütte bei der Wertung so
    behandelt, als würde die Mauer nicht existieren" (compendium §2, §5)."""
    state = gate_game(3, seed=8, modules=("city_gates", "building_yards"))
    seat = state.active_seat
    state = placing(state, seat, bought=("arcades-5-NW",),
                    alhambra=((1, 0, "yard-arcades-4"),))
    state, _ = apply(state, seat, PlaceGate(tile="arcades-5-NW", x=2, y=0, side="W"))
    assert problems(state) == []
    events = []
    scoring_round(state, 1, events)
    record = scoring_of(events)
    assert record.added["building_yards"]["arcades"][seat] == 1
    assert record.counts["arcades"][seat] == 2


# -- texts and whole games ------------------------------------------------------------------


def test_the_text_forms_read_back():
    for action in (TakeGateCard(), PlaceGate(tile="tower-10-W", x=2, y=0, side="W"),
                   RebuildPlaceGate(tile="tower-10-W", x=-1, y=3, side="N")):
        assert parse_action(str(action)) == action
    assert parse_action("take denar-1-1") == TakeMoney(cards=("denar-1-1",))


def test_every_listed_action_applies_and_its_text_reads_back():
    check_listed_actions(gate_game(3, seed=21), random.Random(21), steps=250)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_random_games_keep_every_invariant(players):
    kinds = set()

    def check(before, action, after, events):
        kinds.add(action.kind)
        check_edges_step(before, action, after, events)

    final, _ = play_random_game(players, 30 + players, random.Random(players),
                                restart_chance=0.05, on_step=check, modules=["city_gates"])
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert {"take_gate_card"} <= kinds and kinds & {"place_gate", "rebuild_place_gate"}


def test_a_display_refill_with_only_a_second_gate_card_left_to_draw_stops_short():
    """The display is refilled from the deck, the discard pile reshuffled when it runs out;
    a gate card drawn while one lies by the gates goes onto the pile. With all the money in
    the hands and only such a card left, every draw came back to the pile: the refill
    stops with the display short instead of drawing for ever (found by the computer
    players' sweep: a two-player table hung)."""
    state = new_game(2, seed=3, modules=["city_gates"])
    every = state.deck + state.display + state.discard + tuple(
        c for p in state.players for c in p.hand)
    money = [c for c in every if CARDS[c].kind == "money"]
    gate_cards = [c for c in every if c in GATE_IDS]
    other = tuple(c for c in every if c not in money and c not in gate_cards)
    state = with_hand(state, 0, tuple(money[0::2]))
    state = with_hand(state, 1, tuple(money[1::2]))
    state = rebase(state, deck=(), display=(), discard=tuple(gate_cards[1:]),
                   out_of_game=state.out_of_game + other,
                   modules_state={**state.modules_state, SHOWN: gate_cards[0]})
    assert problems(state) == [] and len(gate_cards) >= 2
    events: list = []
    after = refill_display(state, events)
    assert after.display == () and after.discard == tuple(gate_cards[1:])
    assert [e.kind for e in events].count("deck_reshuffled") == 1
    assert problems(after) == []
