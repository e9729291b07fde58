"""Invaders and scouts (expansion 4, EXPANSIONS.md §3 IN): setup, a scout earned by an exact
building purchase (however it was paid), the top invader card seen only by its holders, the
penalty at scoring step 4 with the worked numbers below, IN1-IN2 and IN4-IN6."""

from engine.alhambra import apply, legal_actions, new_game, view
from engine.alhambra.actions import Buy, RestartTurn
from engine.alhambra.components import TILES
from engine.alhambra.endturn import scoring_round
from engine.alhambra.events import TileBought
from engine.alhambra.modules.invaders import (
    DECK,
    HIDDEN,
    INVADERS,
    NAME,
    SCOUTS,
    UP,
    Invaders,
    face_up,
    held,
    knows_top,
    open_sides,
    top_card,
)
from engine.alhambra.validate import problems

from .helpers import market_with, rebase, tile, update_player, with_hand


def scout_game(players=3, *, up=("scout-garden", "scout-tower"), deck=INVADERS,
               modules=("invaders",), seed=4) -> object:
    """A new game whose face-up scouts are ``up`` and whose invader deck is ``deck`` (top
    first); every scout and card stays accounted for."""
    state = new_game(players, seed=seed, modules=list(modules))
    hidden = [s for s in SCOUTS if s not in up]
    data = dict(state.modules_state)
    data.update({UP: list(up), HIDDEN: hidden, DECK: list(deck)})
    return rebase(state, modules_state=data)


def buying(state, building="garden", price=6, pay=(6,)):
    """The active seat can buy ``building`` for ``price`` denars with cards of ``pay``."""
    seat = state.active_seat
    wanted = next(t.id for t in TILES.values() if t.building == building and t.price == price)
    state = market_with(state, denar=wanted)
    cards = tuple(f"denar-{v}-{i + 1}" for i, v in enumerate(pay))
    return with_hand(state, seat, cards), seat, cards


def test_setup_shuffles_four_invaders_and_turns_up_two_of_six_scouts():
    state = new_game(3, seed=11, modules=["invaders"])
    assert sorted(state.modules_state[DECK]) == sorted(INVADERS)
    assert len(face_up(state)) == 2 and len(state.modules_state[HIDDEN]) == 4
    assert sorted(face_up(state) + state.modules_state[HIDDEN]) == sorted(SCOUTS)
    fields = view(state, None).modules_view["invaders"]
    assert fields["scouts"] == face_up(state) and fields["invaders_left"] == 4
    public = view(state, None).model_dump_json()
    assert not [c for c in INVADERS + tuple(state.modules_state[HIDDEN]) if f'"{c}"' in public]
    assert problems(state) == []
    seeds = {tuple(new_game(3, seed=s, modules=["invaders"]).modules_state[DECK])
             for s in range(8)}
    assert len(seeds) > 1  # shuffled


def test_exact_purchase_of_a_face_up_scouts_colour_takes_it_and_shows_the_top_card():
    state, seat, cards = buying(scout_game(deck=("invader-W", "invader-N", "invader-E",
                                                 "invader-S")))
    after, events = apply(state, seat, Buy(slot="denar", cards=cards))
    taken = [e for e in events if e.kind == "scout_taken"]
    assert [(e.seat, e.scout) for e in taken] == [(seat, "scout-garden")]
    assert face_up(after) == ["scout-tower"] and held(after) == [(seat, "scout-garden")]
    assert knows_top(after, seat) and top_card(after) == "invader-W"
    assert view(after, seat).modules_view["invaders"]["seen"] == "invader-W"
    for other in [s for s in range(3) if s != seat] + [None]:
        shown = view(after, other).model_dump_json()
        assert "seen" not in view(after, other).modules_view["invaders"]
        assert '"invader-W"' not in shown
    assert not [e for e in events if "invader-" in e.model_dump_json()]
    assert problems(after) == []


def test_overpaying_takes_no_scout():
    state, seat, cards = buying(scout_game(), pay=(3, 4))
    after, events = apply(state, seat, Buy(slot="denar", cards=cards))
    assert not [e for e in events if e.kind == "scout_taken"]
    assert face_up(after) == ["scout-garden", "scout-tower"] and not knows_top(after, seat)


def test_a_building_of_another_colour_takes_no_scout():
    state, seat, cards = buying(scout_game(), building="pavilion", price=5, pay=(5,))
    after, events = apply(state, seat, Buy(slot="denar", cards=cards))
    assert not [e for e in events if e.kind == "scout_taken"] and held(after) == []


def test_the_second_purchase_of_the_colour_finds_the_scout_gone():
    """The first player to buy takes it; after that the colour earns nothing (IN4: the
    holder keeps it until the scoring)."""
    state, seat, cards = buying(scout_game())
    state, _ = apply(state, seat, Buy(slot="denar", cards=cards))
    state, seat, cards = buying(state)
    state, events = apply(state, seat, Buy(slot="denar", cards=cards))
    assert not [e for e in events if e.kind == "scout_taken"]
    assert held(state) == [(seat, "scout-garden")]


def test_every_exact_purchase_counts_the_vizier_and_abdul_karim_too():
    """The one hook reads any TileBought paid exactly, whoever bought (a seat out of turn:
    the vizier) and however (Abdul Karim's purchase is exact, with no cards)."""
    state = scout_game()
    other = (state.active_seat + 1) % 3
    garden = next(t.id for t in TILES.values() if t.building == "garden")
    events = [TileBought(seat=other, slot="denar", tile=garden, cards=(), exact=True)]
    after = Invaders().after_action(state, other, object(), events)
    assert held(after) == [(other, "scout-garden")] and knows_top(after, other)
    assert events[-1].kind == "scout_taken" and events[-1].seat == other


def test_a_camp_never_earns_a_scout():
    state = scout_game(modules=("invaders", "camps"))
    events = [TileBought(seat=0, slot="denar", tile="camp-N", cards=(), exact=True)]
    assert Invaders().after_action(state, 0, object(), events) is state
    assert [e.kind for e in events] == ["tile_bought"]


def test_one_seat_may_take_both_scouts_in_one_turn():
    """IN6: each exact purchase of a face-up scout's colour takes that scout."""
    state, seat, cards = buying(scout_game())
    state, _ = apply(state, seat, Buy(slot="denar", cards=cards))
    tower = next(t.id for t in TILES.values() if t.building == "tower" and t.price == 7)
    state = market_with(state, dirham=tower)
    hand = ("dirham-7-1",)
    state = with_hand(state, seat, hand)
    state = state.model_copy(update={"flow": state.flow.model_copy(
        update={"phase": "action", "extra_action": True})})
    state, events = apply(state, seat, Buy(slot="dirham", cards=hand))
    assert held(state) == [(seat, "scout-garden"), (seat, "scout-tower")]
    assert face_up(state) == []


def test_restarting_the_turn_gives_the_scout_back_but_not_the_knowledge():
    """IN5: the purchase is undone and the scout lies face up again; what the seat saw it
    keeps seeing."""
    state, seat, cards = buying(scout_game(deck=("invader-S", "invader-N", "invader-E",
                                                 "invader-W")))
    state, _ = apply(state, seat, Buy(slot="denar", cards=cards))
    state, _ = apply(state, seat, RestartTurn())
    assert face_up(state) == ["scout-garden", "scout-tower"] and held(state) == []
    assert knows_top(state, seat)
    assert view(state, seat).modules_view["invaders"]["seen"] == "invader-S"
    assert problems(state) == []
    assert RestartTurn() not in legal_actions(state, seat)


# -- scoring ---------------------------------------------------------------------------------

#: (1, 0) Pavilion 6, wall N; (0, 1) Pavilion 8, no walls. The fountain has none.
CITY = ((0, 0, "fountain"), (1, 0, "pavilion-6-N"), (0, 1, "pavilion-8-none"))


def scored(round_number, card, *, score=50, alhambra=CITY, modules=("invaders",), **data):
    state = scout_game(deck=(card, *[c for c in INVADERS if c != card]), modules=modules)
    for seat in range(len(state.players)):
        state = update_player(state, seat, score=score, alhambra=alhambra)
    if data:
        state = rebase(state, modules_state={**state.modules_state, **data})
    events: list = []
    after = scoring_round(state, round_number, events)
    return state, after, events


def test_worked_numbers_card_north_in_each_round():
    """Card N. Round 1: only the fountain's north side is open (the Pavilion 6 has a wall
    there, the Pavilion 8's faces the fountain): -1. Round 2: -2. Round 3: the fountain's N
    side 3, plus 1 each for the fountain's W side, the Pavilion 6's E side and the
    Pavilion 8's E and W sides = -7."""
    for round_number, lost in ((1, 1), (2, 2), (3, 7)):
        before, after, _ = scored(round_number, "invader-N")
        assert after.scorings[-1].extra["invaders"] == (-lost,) * 3
    assert open_sides({(x, y): TILES[t] for x, y, t in CITY}, "N", 3) == [
        (0, 0, "N", 3), (0, 0, "W", 1), (0, 1, "E", 1), (0, 1, "W", 1), (1, 0, "E", 1)]


def test_card_south_in_round_two_counts_every_open_south_side():
    """Card S, round 2: the Pavilion 6's S side (empty below it) and the Pavilion 8's S
    side: 2 × 2 = -4 (the fountain's S side faces the Pavilion 8)."""
    _, after, _ = scored(2, "invader-S")
    assert after.scorings[-1].extra["invaders"] == (-4, -4, -4)


def test_penalties_come_after_the_rounds_gains_and_never_below_zero():
    """IN2: with 0 points a seat still keeps what this round paid it (the wall, the
    majorities) minus the penalty, never less than 0."""
    before, after, _ = scored(3, "invader-N", score=0)
    record = after.scorings[-1]
    for seat in range(3):
        gained = record.walls[seat] + sum(p[seat] for p in record.points.values())
        assert after.players[seat].score == max(0, gained - 7)
        assert record.extra["invaders"][seat] == -min(7, gained)
        assert record.totals[seat] == after.players[seat].score


def test_a_wooden_wall_closes_a_side():
    """The wall cards' sticks count as walls. Card E, round 2: the E sides of both
    pavilions are open (-4); a stick on the Pavilion 8's E side saves 2."""
    _, after, _ = scored(2, "invader-E", modules=("invaders", "wall_cards"))
    assert after.scorings[-1].extra["invaders"] == (-4, -4, -4)
    _, after, _ = scored(2, "invader-E", modules=("invaders", "wall_cards"),
                         **{"wall_cards.sticks": {"pavilion-8-none": ["E"]}})
    assert after.scorings[-1].extra["invaders"] == (-2, -2, -2)


def test_camps_lose_nothing_and_fill_their_cells():
    """IN1: a side facing a camp is not open; the camp's own sides never count."""
    camp = tile("S", building="camp")
    grid = {(0, 0): TILES["fountain"], (0, -1): camp}
    assert open_sides(grid, "N", 1) == []
    assert open_sides(grid, "E", 3) == [(0, 0, "E", 3), (0, 0, "S", 1)]


def test_after_the_scoring_the_card_and_every_scout_leave_and_two_new_turn_up():
    """IN4: the taken scout leaves with the unused one; after round 1 two new scouts turn
    up, nobody knows the new top card."""
    state, seat, cards = buying(scout_game(deck=("invader-E", "invader-N", "invader-S",
                                                 "invader-W")))
    state, _ = apply(state, seat, Buy(slot="denar", cards=cards))
    hidden = list(state.modules_state[HIDDEN])
    events: list = []
    after = scoring_round(state, 1, events)
    attacked = [e for e in events if e.kind == "invaders_attacked"]
    assert [(e.round, e.card) for e in attacked] == [(1, "invader-E")]
    assert [e.kind for e in events].index("invaders_attacked") > \
        [e.kind for e in events].index("scoring_round")
    assert face_up(after) == hidden[:2] and held(after) == []
    assert sorted(after.modules_state["invaders.gone"]) == ["scout-garden", "scout-tower"]
    assert top_card(after) == "invader-N" and not knows_top(after, seat)
    fields = view(after, None).modules_view["invaders"]
    assert fields["revealed"][0][:2] == [1, "invader-E"] and fields["invaders_left"] == 3
    assert [e.scouts for e in events if e.kind == "scouts_turned_up"] == [tuple(hidden[:2])]


def test_round_three_turns_up_no_new_scouts():
    _, after, events = scored(3, "invader-W")
    assert face_up(after) == [] and not [e for e in events if e.kind == "scouts_turned_up"]


def test_the_revealed_card_keeps_the_open_sides_for_the_pictures():
    _, after, _ = scored(1, "invader-N")
    (round_number, card, sides), = view(after, None).modules_view["invaders"]["revealed"]
    assert (round_number, card) == (1, "invader-N")
    assert sides == [[seat, 0, 0, "N", 1] for seat in range(3)]


def test_dirk_is_exempt_with_two_players():
    state = scout_game(players=2)
    assert "dirk" in state.options.modules
    for seat in range(2):
        state = update_player(state, seat, score=50, alhambra=CITY)
    after = scoring_round(state, 1, [])
    assert len(after.scorings[-1].extra[NAME]) == 2


def test_not_with_granada():
    from engine.alhambra.modules import modules_problem
    assert modules_problem(["granada", "invaders"]) is not None
    assert modules_problem(["invaders"]) is None


def test_a_vizier_purchase_out_of_turn_takes_the_scout():
    """C §1, §15: the vizier always pays exactly, so it earns the scout, for the seat that
    used it (not the active seat)."""
    from engine.alhambra.actions import EndTurn, TakeMoney

    state = scout_game(4, up=("scout-pavilion", "scout-tower"), modules=("invaders", "vizier"),
                       seed=3)
    state = market_with(state, denar="pavilion-7-E")
    for seat, hand in enumerate((("denar-4-1", "denar-3-1"), (), (), ())):
        state = with_hand(state, seat, hand)
    mover = state.active_seat
    state, _ = apply(state, mover, TakeMoney(cards=(state.display[0],)))
    state, _ = apply(state, mover, EndTurn())
    assert 0 in state.flow.window_seats and state.active_seat != 0
    use = next(a for a in legal_actions(state, 0) if a.kind == "use_vizier")
    after, events = apply(state, 0, use)
    assert [(e.seat, e.scout) for e in events if e.kind == "scout_taken"] == \
        [(0, "scout-pavilion")]
    assert knows_top(after, 0) and problems(after) == []


def test_abdul_karim_counts_as_exact_and_takes_the_scout():
    """C §7, §15: Abdul Karim pays the building; that counts as exact."""
    from engine.alhambra.actions import BuyWithKarim

    from .test_characters import give

    state = scout_game(up=("scout-tower", "scout-garden"),
                       modules=("invaders", "characters"))
    seat = state.active_seat
    state = market_with(give(state, seat, "abdul_karim"), denar="tower-11-N")
    after, events = apply(state, seat, BuyWithKarim(slot="denar"))
    assert [(e.seat, e.scout) for e in events if e.kind == "scout_taken"] == \
        [(seat, "scout-tower")]
    assert problems(after) == []


def test_building_yards_and_the_fountain_count():
    """IN1: a yard (wall N only) beside the fountain: card S, round 1 costs the yard's S
    side and the fountain's S side; card N costs only the fountain's N side."""
    grid = {(0, 0): TILES["fountain"], (1, 0): TILES["yard-pavilion-1"]}
    assert open_sides(grid, "S", 1) == [(0, 0, "S", 1), (1, 0, "S", 1)]
    assert open_sides(grid, "N", 1) == [(0, 0, "N", 1)]


def test_payments_with_diamonds_and_change_coins_count_when_exact():
    """C §6, §12, §15: a garden 6 paid with the 6-diamond, and with 5 denars and a coin,
    earns the scout."""
    state = scout_game(modules=("invaders", "diamonds"))
    state, seat, _ = buying(state)
    state = with_hand(state, seat, ("diamond-5",))
    after, events = apply(state, seat, Buy(slot="denar", cards=("diamond-5",)))
    assert [e.scout for e in events if e.kind == "scout_taken"] == ["scout-garden"]
    assert problems(after) == []

    state = scout_game(modules=("invaders", "change"))
    state, seat, _ = buying(state)
    coin = "coin-denar-1"
    data = dict(state.modules_state)
    data["change.bag"] = [c for c in data["change.bag"] if c != coin]
    state = rebase(state, modules_state=data)
    state = update_player(state, seat, hand=("denar-5-1", coin))
    after, events = apply(state, seat, Buy(slot="denar", cards=("denar-5-1", coin)))
    assert [e.scout for e in events if e.kind == "scout_taken"] == ["scout-garden"]
