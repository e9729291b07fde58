"""The panel offers what the printed rules allow (issue 24): Ammar El'Schauf's extra rebuild
with a gate card (EXPANSIONS.md GT c) and before the street trader moves (X3), the vizier's
tile in Granada either side up (rule book p. 9)."""

from engine.alhambra import apply, legal_actions, new_game
from engine.alhambra.actions import TakeMoney
from engine.alhambra.components import other_face
from tests.bot.test_panel import as_game, walk
from tests.engine.expansion1_helpers import own
from tests.engine.gates_walls_helpers import holding_gates
from tests.engine.test_book_rules import (
    _acting,
    _displaced_trader_with_ammar,
    _granada_window,
)
from tests.engine.test_characters import give


def test_ammars_gate_rebuild_is_a_button_of_the_panel_gt_c():
    """EXPANSIONS.md GT c: "Playing a card is free while placing any tile (rebuild ...
    included)": at the end of the turn the panel leads to Ammar's rebuild with a gate."""
    state = new_game(3, seed=6, modules=["characters", "city_gates"])
    state = own(state, 0, alhambra=((1, 0, "tower-13-E"),), reserve=("garden-8-SW",))
    state = holding_gates(give(_acting(state, 0), 0, "ammar_el_schauf"), 0)
    state, _ = apply(state, 0, TakeMoney(cards=(state.display[0],)))
    actions = list(legal_actions(state, 0))
    gates = {i for i, a in enumerate(actions) if a.kind == "rebuild_place_gate"}
    assert gates
    offered, _ = walk(as_game(state), 0)
    assert gates <= set(offered)


def test_the_trader_screen_leads_to_ammars_rebuild_before_the_move_x3():
    """X3: the extra rebuild (step 2) comes before the trader moves (step 4). The panel opens
    on the trader's screen; the rebuild must be reachable from it before the move."""
    state, seat = _displaced_trader_with_ammar()
    actions = list(legal_actions(state, seat))
    rebuilds = {i for i, a in enumerate(actions) if a.kind.startswith("rebuild_")}
    assert rebuilds
    offered, _ = walk(as_game(state), seat)
    assert rebuilds <= set(offered)
    moves = {i for i, a in enumerate(actions) if a.kind == "move_trader"}
    assert moves <= set(offered)


def test_the_vizier_panel_offers_both_sides_of_a_granada_tile_p9():
    """Granada rule book p. 9 ("das gerade erworbene Plättchen": the reserve takes either
    side for free; turning it over to build costs at least 3): every such purchase of the
    vizier is a button of the window's screens."""
    state, tile, exact = _granada_window()
    actions = list(legal_actions(state, 0))
    back = other_face(tile)
    wanted = {i for i, a in enumerate(actions) if a.kind == "use_vizier" and a.face == back}
    assert any(actions[i].reserve for i in wanted) and any(not actions[i].reserve
                                                           for i in wanted)
    offered, panels = walk(as_game(state), 0)
    assert wanted <= set(offered)
    reserve_as = [label for i, label in offered.items() if i in wanted and actions[i].reserve]
    assert reserve_as and reserve_as[0].startswith("Reserve it as ")
