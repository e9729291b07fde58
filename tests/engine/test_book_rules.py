"""Rules the printed books state otherwise than our earlier decisions (issue 24): Ammar's
extra rebuild with a gate card (CC9), the end of a turn in the order of X3 (extra rebuilds
before the street trader moves), residents chosen by the players (ST2), the vizier's tile
in Granada placed as a bought tile is (V2)."""

from __future__ import annotations

import pytest

from engine.alhambra import apply, legal_actions, new_game, problems, view
from engine.alhambra.actions import (
    Buy,
    ChooseResidents,
    EndTurn,
    MoveTrader,
    Place,
    RebuildPlace,
    RebuildPlaceGate,
    RebuildRemove,
    RefillTrader,
    RetireSeat,
    TakeMoney,
    UseVizier,
    parse_action,
)
from engine.alhambra.components import TILES, other_face
from engine.alhambra.events import (
    CharacterUsed,
    GateBuilt,
    MarketRefilled,
    ResidentsChosen,
    TileFlipped,
    TraderDisplaced,
)
from engine.alhambra.modules.characters import used
from engine.alhambra.modules.street_trader import (
    choosing,
    default_choice,
    squares,
    supply,
    traders,
)

from .expansion1_helpers import own
from .gates_walls_helpers import holding_gates
from .helpers import rebase, refused, with_hand
from .test_characters import give
from .test_street_trader import chosen, with_traders

AMMAR = "ammar_el_schauf"


def _acting(state, seat):
    return rebase(state, flow=state.flow.model_copy(update={"active_seat": seat,
                                                            "phase": "action"}))


@pytest.mark.parametrize("modules", [["characters", "city_gates"], ["city_gates", "characters"]])
def test_ammars_extra_rebuild_may_play_a_gate_card_expansions_gt_c(modules):
    """EXPANSIONS.md GT c: "Playing a card is free while placing any tile (rebuild and final
    distribution included)": Ammar El'Schauf's extra rebuild may build a reserve tile in
    through a double wall with a gate card (CC9 refused it), whichever module comes first."""
    state = new_game(3, seed=6, modules=modules)
    seat = 0
    # a tower with a wall east; beyond it only a tile with a wall west can touch (a double
    # wall): the reserve's garden goes there only through a gate
    state = own(state, seat, alhambra=((1, 0, "tower-13-E"),), reserve=("garden-8-SW",))
    state = holding_gates(give(_acting(state, seat), seat, AMMAR), seat)
    assert problems(state) == []
    state, _ = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    assert state.flow.phase == "placing"
    gate = RebuildPlaceGate(tile="garden-8-SW", x=2, y=0, side="W")
    assert gate in legal_actions(state, seat).of_kind("rebuild_place_gate")
    after, events = apply(state, seat, gate)
    assert CharacterUsed(seat=seat, character=AMMAR) in events
    assert any(isinstance(e, GateBuilt) for e in events)
    assert AMMAR in used(after) and after.players[seat].reserve == ()
    assert problems(after) == []
    # once a turn: the extra rebuild is spent
    assert not legal_actions(after, seat).has("rebuild_place_gate")
    assert [a.kind for a in legal_actions(after, seat)] == ["end_turn", "restart_turn"]


def test_a_gate_rebuild_at_the_end_of_the_turn_needs_ammar():
    """Without Ammar El'Schauf no rebuild follows the placing, with a gate or without."""
    state = new_game(3, seed=6, modules=["characters", "city_gates"])
    state = own(state, 0, alhambra=((1, 0, "tower-13-E"),), reserve=("garden-8-SW",))
    state = holding_gates(_acting(state, 0), 0)
    state, _ = apply(state, 0, TakeMoney(cards=(state.display[0],)))
    assert not legal_actions(state, 0).has("rebuild_place_gate")
    assert refused(state, 0, RebuildPlaceGate(tile="garden-8-SW", x=2, y=0, side="W")
                   ).message_id == "engine-not-now"


def _displaced_trader_with_ammar():
    """Seat 0 owns Ammar, its trader stands east of the fountain, and it has just built a
    tile there (the trader is displaced and refilled); a reserve tile waits."""
    state = chosen(new_game(3, seed=1, modules=["characters", "street_trader"]))
    seat = 0
    state = with_traders(state, [["garden", "pavilion", "tower"]] * 3,
                         at=[(1, 0), (1, 0), (1, 0)])
    state = own(state, seat, reserve=("arcades-8-N",), bought=("garden-10-none",))
    state = give(state, seat, AMMAR)
    state = rebase(state, flow=state.flow.model_copy(update={"active_seat": seat,
                                                            "phase": "placing",
                                                            "actions": 1}))
    assert problems(state) == []
    state, events = apply(state, seat, Place(tile="garden-10-none", x=1, y=0))
    assert any(isinstance(e, TraderDisplaced) for e in events)
    colour = next(a.building for a in legal_actions(state, seat).of_kind("refill_trader"))
    state, _ = apply(state, seat, RefillTrader(building=colour))
    return state, seat


def test_the_extra_rebuild_comes_before_the_trader_moves_x3():
    """EXPANSIONS.md 0.3, X3 (the end of a turn: 2. extra rebuilds, 4. move the trader):
    the trader waits while Ammar's rebuild is offered; once the trader has moved, no rebuild
    follows (it could displace the trader a second time in one turn)."""
    state, seat = _displaced_trader_with_ammar()
    listed = legal_actions(state, seat)
    assert listed.has("move_trader") and listed.has("rebuild_remove")
    moved, _ = apply(state, seat, MoveTrader(x=0, y=-1))
    assert squares(moved)[seat] == [0, -1]
    kinds = legal_actions(moved, seat).kinds()
    assert not {"rebuild_place", "rebuild_remove", "rebuild_exchange"} & set(kinds)
    assert kinds == ["end_turn", "restart_turn"]
    # the reserve tile would go onto the trader's new square: refused, not a second
    # displacement
    assert refused(moved, seat, RebuildPlace(tile="arcades-8-N", x=0, y=-1)).message_id == \
        "engine-character-ammar-after-trader"
    assert refused(moved, seat, RebuildRemove(x=1, y=0)).message_id == \
        "engine-character-ammar-after-trader"


def test_the_extra_rebuild_before_the_move_is_still_allowed_x3():
    """X3 step 2 before step 4: rebuilding first, then moving the trader, is the order."""
    state, seat = _displaced_trader_with_ammar()
    state, events = apply(state, seat, RebuildPlace(tile="arcades-8-N", x=0, y=-1))
    assert CharacterUsed(seat=seat, character=AMMAR) in events
    assert legal_actions(state, seat).has("move_trader")
    state, _ = apply(state, seat, MoveTrader(x=-1, y=0))
    assert problems(state) == []


# -- residents chosen at the start (compendium, setup 8) -----------------------------------


def test_each_player_chooses_residents_and_the_traders_side_before_the_first_turn():
    """Compendium, setup 8: "jeder Spieler [muss] sich vorher seine Bewohner ...
    aussuchen"; "Das Plättchen legt jeder an seinen Brunnen" (any side). Every seat chooses
    at once, out of turn; the first turn begins when the last has chosen."""
    state = new_game(3, seed=2, modules=["street_trader"])
    start = state.active_seat
    assert state.flow.window_seats == (0, 1, 2) and choosing(state) == [0, 1, 2]
    assert refused(state, start, TakeMoney(cards=(state.display[0],))).message_id == \
        "engine-wait-window"
    picks = {0: (("pavilion", "seraglio", "arcades"), "N"),
             1: (("chambers", "garden", "tower"), "W"),
             2: (("tower", "pavilion", "garden"), "S")}
    for seat in (2, 0):
        residents, side = picks[seat]
        state, events = apply(state, seat, ChooseResidents(residents=residents, side=side))
        assert events == [ResidentsChosen(seat=seat)]  # nothing chosen shows
        assert problems(state) == []
    assert state.flow.window_seats == (1,)
    again = refused(state, 0, ChooseResidents(residents=picks[0][0], side="E"))
    assert again.message_id == "engine-wait-window"
    assert again.arguments["why"].message_id == "engine-trader-choosing"
    state, events = apply(state, 1, ChooseResidents(residents=picks[1][0], side="W"))
    assert events[0] == ResidentsChosen(seat=1, squares=((0, -1), (-1, 0), (0, 1)))
    assert [e.kind for e in events[1:]] == ["market_refilled"]  # then the market is laid
    assert state.flow.window_seats == () and choosing(state) == []
    assert "restart_turn" not in legal_actions(state, start).kinds()  # no undo into it
    assert traders(state) == [["pavilion", "seraglio", "arcades"],
                              ["chambers", "garden", "tower"],
                              ["pavilion", "garden", "tower"]]
    assert squares(state) == [[0, -1], [-1, 0], [0, 1]]
    assert supply(state) == {"pavilion": 1, "seraglio": 2, "arcades": 2, "chambers": 2,
                             "garden": 1, "tower": 1}
    assert problems(state) == []
    state, _ = apply(state, start, TakeMoney(cards=(state.display[0],)))
    assert problems(state) == []


def test_residents_are_chosen_before_the_market_is_laid_c_setup_8_st_b():
    """Compendium, setup 8 (ST b, sourced): "Bevor die vier Gebäudekarten auf den Bauhof
    gelegt werden ... muss sich jeder Spieler vorher seine Bewohner für den fliegenden
    Händler aussuchen". While seats choose, the market is empty in every seat's view and in
    the public one, the tiles still in the bag; once the last seat has chosen, the four
    tiles are laid from the bag's front (told as the market refilled) and the first turn
    begins on a full market. A seat that leaves as the last chooser lays it too."""
    state = new_game(3, seed=2, modules=["street_trader"])
    bag = state.bag
    assert state.market == (None,) * 4 and problems(state) == []
    for seat in (2, 0):
        state, _ = apply(state, seat, default_choice(state, seat))
        for who in (None, 0, 1, 2):
            assert set(view(state, who).market.values()) == {None}
    state, events = apply(state, 1, default_choice(state, 1))
    laid = next(e for e in events if isinstance(e, MarketRefilled))
    assert tuple(laid.tiles.values()) == state.market == bag[:4]
    assert state.bag == bag[4:] and problems(state) == []
    assert legal_actions(state, state.active_seat).has("buy")
    left = new_game(3, seed=2, modules=["street_trader"])
    for seat in (2, 0):
        left, _ = apply(left, seat, default_choice(left, seat))
    left, events = apply(left, 1, RetireSeat())
    assert left.market == bag[:4] and problems(left) == []
    assert any(isinstance(e, MarketRefilled) for e in events)


def test_choosing_residents_refuses_what_the_setup_does_not_allow():
    """Three residents of different colours, one of each the player has, and a side of the
    fountain; a refusal changes nothing."""
    state = new_game(3, seed=2, modules=["street_trader"])
    for action, message in (
            (ChooseResidents(residents=("pavilion", "pavilion", "tower"), side="N"),
             "engine-trader-choose-three"),
            (ChooseResidents(residents=("pavilion", "tower"), side="N"),
             "engine-trader-choose-three"),
            (ChooseResidents(residents=("pavilion", "tower", "purple"), side="N"),
             "engine-trader-no-colour"),
            (ChooseResidents(residents=("pavilion", "tower", "garden"), side="X"),
             "engine-trader-bad-side")):
        assert refused(state, 0, action).message_id == message


def test_while_seats_choose_nobody_sees_what_another_chose():
    """The residents on a trader are secret ("geheim"); while seats choose, the supply and
    the other traders' sides would tell what they chose, so they show only at the end."""
    state = new_game(3, seed=2, modules=["street_trader"])
    state, _ = apply(state, 0, ChooseResidents(residents=("pavilion", "seraglio", "arcades"),
                                               side="N"))
    public = view(state, None).modules_view["street_trader"]
    assert public["supply"] == {} and public["squares"] == [None, None, None]
    assert public["choosing"] == [1, 2]
    mine = view(state, 0).modules_view["street_trader"]
    assert mine["trader"] == ["pavilion", "seraglio", "arcades"]
    assert mine["squares"] == [[0, -1], None, None]
    assert "trader" not in public


def test_a_seat_that_does_not_choose_keeps_what_was_drawn_first_listed():
    """ST2: the first listed choice keeps the drawn residents and side (the timer's answer);
    a seat that leaves the game while choosing keeps them too."""
    state = new_game(4, seed=5, modules=["street_trader"])
    drawn = [list(t) for t in traders(state)], [list(s) for s in squares(state)]
    first = list(legal_actions(state, 3))[0]
    assert first == default_choice(state, 3)
    assert len(list(legal_actions(state, 3))) == 20 * 4
    state, _ = apply(state, 3, first)
    state, events = apply(state, 1, RetireSeat())
    assert choosing(state) == [0, 2] and problems(state) == []
    for seat in (0, 2):
        state, _ = apply(state, seat, default_choice(state, seat))
    assert ([list(t) for t in traders(state)], squares(state)) == drawn
    assert state.flow.window_seats == () and problems(state) == []


# -- the vizier's tile in Granada (rule book p. 9) ------------------------------------------


def _granada_window(modules=("vizier", "granada"), second=False):
    """Seat 0 can pay the market's denar tile (``second``: the combination's Granada tile of
    the slot) exactly and holds a 5-dirham besides; the window between two turns is open
    for it."""
    state = new_game(4, seed=3, modules=list(modules))
    tile = (state.second_market if second else state.market)[0]
    price = TILES[tile].price
    exact = (f"denar-{price}-1",) if price <= 9 else ("denar-9-1", f"denar-{price - 9}-1")
    state = with_hand(state, 0, (*exact, "dirham-5-1"))
    state = with_hand(state, 1, ())
    state = with_hand(state, 2, ())
    state = with_hand(state, 3, ())
    mover = state.active_seat
    state, _ = apply(state, mover, TakeMoney(cards=(state.display[0],)))
    state, _ = apply(state, mover, EndTurn())
    assert 0 in state.flow.window_seats and problems(state) == []
    return state, tile, exact


def test_a_tile_bought_with_the_vizier_may_go_to_the_reserve_either_side_up_p9():
    """Granada rule book p. 9: "Möchte er das gerade erworbene Plättchen in seine Reserve
    legen, darf er es mit einer beliebigen Seite nach oben dort ablegen. Das Umdrehen
    kostet kein Geld." (V2 forbade it for the vizier's tile.)"""
    state, tile, exact = _granada_window()
    back = other_face(tile)
    turned = UseVizier(slot="denar", cards=exact, face=back)
    _reserved_turned(state, turned, back)


def test_the_combinations_granada_tile_bought_with_the_vizier_too_p9():
    """The combination keeps Granada's rules (p. 12): its Granada tile bought with the
    vizier goes to the reserve either side up as well."""
    state, tile, exact = _granada_window(("vizier", "alhambra_granada"), second=True)
    back = other_face(tile)
    _reserved_turned(state, UseVizier(slot="denar", cards=exact, second=True, face=back), back)


def _reserved_turned(state, turned, back):
    assert turned in list(legal_actions(state, 0))
    after, events = apply(state, 0, turned)
    assert problems(after) == []
    assert after.players[0].reserve == (back,)
    assert any(e.kind == "tile_reserved" and e.turned for e in events)
    assert after.players[0].hand == ("dirham-5-1",)  # the reserve's turn is free


def test_the_vizier_tile_is_turned_over_and_built_as_in_a_turn_p9():
    """p. 9: "Möchte er das Plättchen umdrehen und dann einbauen, muss er mindestens 3
    Geldeinheiten einer beliebigen Währung abgeben": the same for the vizier's tile, paid
    from the cards left after the exact payment; too little is refused."""
    state, tile, exact = _granada_window()
    back = other_face(tile)
    builds = [a for a in legal_actions(state, 0)
              if a.kind == "use_vizier" and a.face == back and not a.reserve]
    assert builds and all(a.turn == ("dirham-5-1",) for a in builds)
    action = builds[0]
    after, events = apply(state, 0, action)
    assert problems(after) == []
    assert (action.x, action.y, back) in after.players[0].alhambra
    assert after.players[0].hand == ()
    assert TileFlipped(seat=0, tile=tile, to=back, cards=("dirham-5-1",)) in events
    assert "dirham-5-1" in after.discard
    free = UseVizier(slot="denar", cards=exact, x=action.x, y=action.y, face=back)
    assert refused(state, 0, free).message_id == "engine-cannot-flip"
    paid_reserve = UseVizier(slot="denar", cards=exact, face=back, turn=("dirham-5-1",))
    assert refused(state, 0, paid_reserve).message_id == "engine-vizier-turn-not-needed"


def test_the_vizier_purchase_reads_back_from_its_text():
    action = UseVizier(slot="denar", cards=("denar-9-1", "denar-3-1"), second=True, x=1,
                       y=-2, face="granada-tower-13", turn=("dirham-5-1", "dirham-1-1"))
    assert parse_action(str(action)) == action
    plain = UseVizier(slot="denar", cards=("denar-9-1",), face="granada-tower-13")
    assert parse_action(str(plain)) == plain


def test_a_gate_rebuild_is_still_the_extra_action_after_an_exact_payment():
    """With the characters on, a gate's rebuild is listed at the end of the turn as well
    (CC9); as the main action after an exact payment it is that action, not a decline of it
    (the random games found this)."""
    state = new_game(3, seed=6, modules=["characters", "city_gates"])
    state = own(state, 0, alhambra=((1, 0, "tower-13-E"),), reserve=("garden-8-SW",))
    state = holding_gates(_acting(state, 0), 0)
    tile = state.market[0]
    price = TILES[tile].price
    exact = (f"denar-{price}-1",) if price <= 9 else ("denar-9-1", f"denar-{price - 9}-1")
    state = with_hand(state, 0, exact)
    state, _ = apply(state, 0, Buy(slot="denar", cards=exact))
    assert state.flow.extra_action
    gate = RebuildPlaceGate(tile="garden-8-SW", x=2, y=0, side="W")
    assert gate in legal_actions(state, 0).of_kind("rebuild_place_gate")
    after, events = apply(state, 0, gate)
    assert not any(isinstance(e, CharacterUsed) for e in events)
    assert after.players[0].reserve == () and problems(after) == []
