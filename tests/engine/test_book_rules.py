"""Rules the printed books state otherwise than our earlier decisions (issue 24): Ammar's
extra rebuild with a gate card (CC9), the end of a turn in the order of X3 (extra rebuilds
before the street trader moves)."""

from __future__ import annotations

from engine.alhambra import apply, legal_actions, new_game, problems
from engine.alhambra.actions import (
    MoveTrader,
    Place,
    RebuildPlace,
    RebuildPlaceGate,
    RebuildRemove,
    RefillTrader,
    TakeMoney,
)
from engine.alhambra.characters import used
from engine.alhambra.events import CharacterUsed, GateBuilt, TraderDisplaced
from engine.alhambra.street_trader import squares

from .expansion1_helpers import own
from .gates_walls_helpers import holding_gates
from .helpers import rebase
from .test_camps import refused
from .test_characters import give
from .test_street_trader import with_traders

AMMAR = "ammar_el_schauf"


def _acting(state, seat):
    return rebase(state, flow=state.flow.model_copy(update={"active_seat": seat,
                                                            "phase": "action"}))


def test_ammars_extra_rebuild_may_play_a_gate_card_expansions_gt_c():
    """EXPANSIONS.md GT c: "Playing a card is free while placing any tile (rebuild and final
    distribution included)": Ammar El'Schauf's extra rebuild may build a reserve tile in
    through a double wall with a gate card (CC9 refused it)."""
    state = new_game(3, seed=6, modules=["characters", "city_gates"])
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
    state = new_game(3, seed=1, modules=["characters", "street_trader"])
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
