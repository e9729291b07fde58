"""Art of the Moors (Künste der Mauren), expansion 5 (shared/EXPANSIONS.md "AM Art of the
Moors", X3 step 5, compendium §18), rule by rule through ``apply`` and ``legal_actions``: a
free culture tile at the end of a turn with two buildings of a price (AM1, AM2, AM7, AM8), the
turning action (AM3, AM4, AM5), scoring every round, the vizier's purchase (AM6), camps give
none, two players."""


from engine.alhambra import apply, legal_actions, new_game, problems, view
from engine.alhambra.actions import (
    EndTurn,
    PassWindow,
    Reserve,
    TakeMoney,
    TurnCultureTiles,
    parse_action,
)
from engine.alhambra.endturn import FINAL_ROUND, scoring_round
from engine.alhambra.modules.art_of_the_moors import (
    SUPPLY,
    TERM,
    TILES_KEY,
    VALUES,
    markers,
    requirements,
    tiles,
    turn_gain,
)

from .expansion1_helpers import own
from .helpers import market_with, rebase, refused, set_market, update_player, with_hand
from .test_thieves import with_display

EIGHTS = ("pavilion-8-none", "seraglio-8-S", "arcades-8-N", "arcades-8-E")
SIXES = ("pavilion-6-N", "seraglio-6-ES", "arcades-6-SW", "arcades-6-NE", "chambers-6-ES")


def am_game(players=3, seed=1, modules=("art_of_the_moors",)):
    return new_game(players, seed=seed, modules=list(modules))


def holding(state, seat, **corners):
    """``seat`` holds culture tiles: ``p8=2`` is the price-8 tile at corner 2."""
    every = [dict(t) for t in state.modules_state[TILES_KEY]]
    every[seat] = {k[1:]: v for k, v in corners.items()}
    return rebase(state, modules_state={**state.modules_state, TILES_KEY: every})



def end_turn(state):
    seat = state.active_seat
    state, first = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    state, events = apply(state, seat, EndTurn())
    return state, first + events


def gained(events):
    return [(e.seat, e.price, e.marker) for e in events if e.kind == "culture_tile_gained"]


# -- components --------------------------------------------------------------------------


def test_twenty_tiles_three_per_price_six_to_eleven_two_of_twelve():
    """AM1."""
    assert SUPPLY == {6: 3, 7: 3, 8: 3, 9: 3, 10: 3, 11: 3, 12: 2}
    assert sum(SUPPLY.values()) == 20
    assert VALUES == (0, 3, 6, 10, 15, 21)


def test_corner_requirements_are_capped_by_the_base_tiles_of_the_price():
    """AM3: DUG5's price-6 tile 0,2,2,2,3,4; price 12 has only 2 base tiles."""
    assert requirements(6) == (0, 2, 2, 2, 3, 4)
    assert requirements(11) == (0, 2, 2, 2, 3, 4)
    assert requirements(12) == (0, 2, 2, 2, 2, 2)


# -- gaining -----------------------------------------------------------------------------


def test_two_buildings_of_a_price_earn_its_tile_at_the_end_of_the_turn():
    """X3 step 5, AM7: automatic, 0 corner at the gem, the marker is the count (AM2),
    Alhambra and reserve both count."""
    state = am_game()
    a = state.active_seat
    state = own(state, a, alhambra=((1, 0, EIGHTS[0]),), reserve=(EIGHTS[1], EIGHTS[2]))
    assert markers(state, a)[8] == 3
    state, events = end_turn(state)
    assert gained(events) == [(a, 8, 3)]
    assert tiles(state, a) == {8: 0}
    assert problems(state) == []
    # one per price: no second tile of 8 later
    state = own(state, a, alhambra=((1, 0, EIGHTS[0]),), reserve=EIGHTS[1:])
    for _ in range(3):
        state, events = end_turn(state)
        assert not [g for g in gained(events) if g[0] == a]
    assert tiles(state, a) == {8: 0}


def test_one_building_of_a_price_earns_nothing():
    state = am_game()
    a = state.active_seat
    state = own(state, a, reserve=(EIGHTS[0], SIXES[0]))
    state, events = end_turn(state)
    assert gained(events) == [] and tiles(state, a) == {}


def test_no_tile_when_none_of_the_price_is_left():
    """AM1: 3 tiles of price 8, all held by others."""
    state = am_game(players=4)
    a = state.active_seat
    others = [s for s in range(4) if s != a]
    for s in others:
        state = holding(state, s, p8=0)
        state = own(state, s, reserve=EIGHTS[:2]) if s == others[0] else state
    state = own(state, others[1], reserve=EIGHTS[2:4])
    state = own(state, others[2], reserve=("garden-8-SW", "garden-8-NE"))
    state = own(state, a, reserve=("garden-8-NW", "tower-8-NES", SIXES[0], SIXES[1]))
    state, events = end_turn(state)
    assert gained(events) == [(a, 6, 2)]


def test_camps_and_bazaars_are_no_buildings_of_a_price():
    """C §18, CA×AM and BZ×AM "-": a camp (price 3 or 4 printed) or a bazaar never counts."""
    state = am_game(modules=("art_of_the_moors", "camps", "bazaars"))
    a = state.active_seat
    state = own(state, a, reserve=("camp-N", "camp-S", "bazaar-1", "bazaar-2"))
    state, events = end_turn(state)
    assert gained(events) == [] and markers(state, a) == {}


def test_the_vizier_s_purchase_earns_the_tile_right_away():
    """AM6: the vizier's purchase between turns gives its buyer the tile at once."""
    state = am_game(modules=("art_of_the_moors", "vizier"))
    a = state.active_seat
    b, c = (a + 1) % 3, (a + 2) % 3
    state = own(state, c, reserve=(EIGHTS[0],))
    state = market_with(state, denar=EIGHTS[1])
    state = with_hand(state, c, ("denar-5-1", "denar-3-1"))
    state = with_hand(state, b, ("guilder-1-1",))
    state = with_display(state, ("ducat-1-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"))
    state, _ = apply(state, a, TakeMoney(cards=("ducat-1-1",)))
    state, _ = apply(state, a, EndTurn())
    assert c in state.flow.window_seats
    if b in state.flow.window_seats:
        state, _ = apply(state, b, PassWindow())
    use = next(x for x in legal_actions(state, c) if x.kind == "use_vizier"
               and x.slot == "denar" and not x.bazaar)
    state, events = apply(state, c, use)
    assert gained(events) == [(c, 8, 2)]
    assert tiles(state, c) == {8: 0} and problems(state) == []


# -- turning -----------------------------------------------------------------------------


def test_turning_moves_every_eligible_tile_one_corner():
    """AM4, DUG5's worked tile: with 2 buildings a tile reaches corner 3 (10 points) and no
    further; the other tile stays. No extra action (nothing is paid)."""
    state = am_game()
    a = state.active_seat
    state = own(state, a, reserve=(*EIGHTS[:2], *SIXES[:3]))
    state = holding(state, a, p8=3, p6=3)
    assert TurnCultureTiles() in legal_actions(state, a)
    assert turn_gain(state, a) == 5  # 6: 10 -> 15
    state, events = apply(state, a, TurnCultureTiles())
    assert tiles(state, a) == {6: 4, 8: 3}
    assert [(e.kind, e.prices, e.gain) for e in events] == [("culture_tiles_turned", (6,), 5)]
    assert state.flow.phase == "placing"
    assert problems(state) == []


def test_a_tile_may_not_pass_its_marker_and_never_turns_back():
    """AM3, AM5: at corner 3 with 2 buildings, nothing turns; the action is not listed and
    is refused with its reason."""
    state = am_game()
    a = state.active_seat
    state = own(state, a, reserve=EIGHTS[:2])
    state = holding(state, a, p8=3)
    assert TurnCultureTiles() not in legal_actions(state, a)
    assert refused(state, a, TurnCultureTiles()).message_id == "engine-culture-cannot-turn"
    assert tiles(state, a) == {8: 3}


def test_without_tiles_turning_is_refused():
    state = am_game()
    a = state.active_seat
    assert refused(state, a, TurnCultureTiles()).message_id == "engine-culture-none"


def test_a_tile_at_the_last_corner_stays():
    state = am_game()
    a = state.active_seat
    state = own(state, a, reserve=EIGHTS[:4])
    state = holding(state, a, p8=5)
    assert TurnCultureTiles() not in legal_actions(state, a)


def test_price_twelve_reaches_the_last_corner_with_two_buildings():
    """AM3: price 12's requirements are capped at its 2 base tiles."""
    state = am_game()
    a = state.active_seat
    state = own(state, a, reserve=("garden-12-S", "tower-12-none"))
    state = holding(state, a, p12=4)
    state, _ = apply(state, a, TurnCultureTiles())
    assert tiles(state, a) == {12: 5}


def test_typed_text_reads_back():
    assert parse_action("turn culture tiles") == TurnCultureTiles()
    assert str(TurnCultureTiles()) == "turn culture tiles"


# -- scoring -----------------------------------------------------------------------------


def test_each_tile_scores_the_value_at_its_gem_every_round():
    state = am_game()
    a = state.active_seat
    state = own(state, a, reserve=(*EIGHTS[:4], *SIXES[:2]))
    state = holding(state, a, p8=5, p6=2)
    for number in (1, 2, FINAL_ROUND):
        after = scoring_round(state, number, [])
        assert after.scorings[-1].extra[TERM][a] == 21 + 6
        assert sum(after.scorings[-1].extra[TERM]) == 27


def test_two_players_dirk_gets_no_tile():
    """X5: only the seats hold tiles; the term has one entry per seat."""
    state = am_game(players=2)
    a = state.active_seat
    state = own(state, a, reserve=EIGHTS[:2])
    state, events = end_turn(state)
    assert gained(events) == [(a, 8, 2)]
    assert len(scoring_round(state, 1, []).scorings[-1].extra[TERM]) == 2


def test_the_tiles_are_public_in_the_view():
    """AM9: each tile's price, corner, marker, value now and after a turn."""
    state = am_game()
    a = state.active_seat
    state = own(state, a, reserve=EIGHTS[:3])
    state = holding(state, a, p8=3)
    shown = view(state, None).modules_view[TERM]
    assert shown["tiles"][a] == [{"price": 8, "corner": 3, "marker": 3, "value": 10,
                                  "next": 15, "need": 3}]
    assert shown["left"]["8"] == 2


def test_the_tiles_handed_out_at_the_end_earn_no_culture_tile():
    """§7 (AU×AM "-"): a left-over tile received at the game's end makes two of a price,
    but the final distribution is no turn: no culture tile."""
    state = am_game(seed=6)
    state = rebase(state, bag=(), display=("guilder-1-1", "guilder-2-1"))
    mover = state.active_seat
    receiver = (mover + 1) % 3
    state = update_player(state, mover, hand=())
    state = update_player(state, receiver, hand=("denar-9-1",))
    state = update_player(state, (mover + 2) % 3, hand=())
    state = own(state, receiver, reserve=("garden-12-S",))
    state = set_market(state, denar="tower-12-none", dirham=None, ducat=None, guilder=None)
    state, _ = end_turn(state)
    assert state.flow.phase == "final_placing" and state.active_seat == receiver
    state, _ = apply(state, receiver, Reserve(tile="tower-12-none"))
    state, events = apply(state, receiver, EndTurn())
    assert markers(state, receiver)[12] == 2
    assert gained(events) == [] and tiles(state, receiver) == {}
