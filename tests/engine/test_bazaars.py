"""Bazaars (Bazare), expansion 4 (shared/EXPANSIONS.md "BZ Bazaars", compendium §16), rule by
rule through ``apply`` and ``legal_actions``: drawn beside the market (BZ4), bought exactly
at the price of the slot's tile (BZ2, BZ3), by the vizier and Abdul Karim, built like a
building, M x D at the final scoring (BZ5, BZ6), not distributed at the end."""

import random

from engine.alhambra import apply, legal_actions, new_game, problems, view
from engine.alhambra.actions import (
    Buy,
    BuyBazaar,
    BuyBazaarWithKarim,
    EndTurn,
    GiveToDirk,
    PassWindow,
    Place,
    Reserve,
    TakeMoney,
    TakeWithKnihstig,
    UseLaila,
    UseVizier,
    parse_action,
)
from engine.alhambra.components import BUILDINGS, CURRENCIES, TILES
from engine.alhambra.endturn import FINAL_ROUND, scoring_round
from engine.alhambra.modules import modules_problem
from engine.alhambra.modules.bazaars import (
    BAZAAR_IDS,
    BAZAARS,
    COLOURS_OF,
    CURRENCY_OF,
    WAITING,
    around,
    bazaar_points,
    scores,
    waiting,
)
from engine.alhambra.modules.characters import owned
from engine.alhambra.ruleset import rules_of

from .expansion1_helpers import claim, own
from .helpers import grid, market_with, rebase, refused, with_hand
from .test_characters import give
from .test_thieves import with_display


def bz_game(players=3, seed=1, modules=("bazaars",)):
    return new_game(players, seed=seed, modules=list(modules))


def with_waiting(state, *bazaars):
    """``bazaars`` wait beside the market (taken from the bag)."""
    state = claim(state, *bazaars)
    state = rebase(state, modules_state={**state.modules_state,
                                         WAITING: [*waiting(state), *bazaars]})
    assert problems(state) == []
    return state



def end_turn(state):
    seat = state.active_seat
    state, first = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    state, events = apply(state, seat, EndTurn())
    return state, first + events


# -- components and setup -------------------------------------------------------------


def test_eight_bazaars_two_per_currency_each_colour_on_four():
    """BZ1: building-sized, no walls, no building type; 2 per currency, each colour 4 times."""
    assert len(BAZAARS) == 8 and all(not t.walls and t.building not in BUILDINGS
                                     for t in BAZAARS)
    assert sorted(CURRENCY_OF.values()) == sorted(CURRENCIES * 2)
    assert all(len(set(c)) == 3 for c in COLOURS_OF.values())
    for building in BUILDINGS:
        assert sum(building in c for c in COLOURS_OF.values()) == 4


def test_the_bazaars_go_into_the_bag_base_game_only():
    state = bz_game()
    held = set(state.bag) | set(waiting(state)) | set(state.market)
    assert held >= BAZAAR_IDS and not BAZAAR_IDS & set(state.market)
    assert modules_problem(["bazaars", "granada"]) is not None
    assert modules_problem(["bazaars", "vizier", "camps", "characters"], 2) is None


def test_a_bazaar_drawn_for_the_first_market_waits_and_another_tile_is_drawn():
    state = bz_game()
    rules = rules_of(state)
    bag = ["bazaar-3", "tower-12-none", "bazaar-4", "bazaar-1", "garden-10-none",
           "pavilion-8-none", "arcades-9-none", "seraglio-9-none"]
    start = state.model_copy(update={"modules_state": {}})
    after = rules.first_market(start, bag, random.Random(1))
    assert after.market == ("tower-12-none", "garden-10-none", "pavilion-8-none",
                            "arcades-9-none")
    assert after.modules_state[WAITING] == ["bazaar-3", "bazaar-4", "bazaar-1"]
    assert after.bag == ("seraglio-9-none",)


def test_a_bazaar_drawn_in_a_refill_waits_under_its_currency_and_several_may_wait():
    """BZ4 and the turn list: "kommt dieser neben den Bauhof, und eine weitere Gebäudekarte
    wird gezogen"."""
    state = bz_game()
    a = state.active_seat
    state = with_hand(state, a, ("denar-9-1",))
    state = market_with(state, denar="pavilion-8-none")
    bag = [t for t in state.bag if t not in ("bazaar-3", "bazaar-4")]
    state = rebase(state, bag=("bazaar-3", "bazaar-4", *bag))
    state, _ = apply(state, a, Buy(slot="denar", cards=("denar-9-1",)))
    state, _ = apply(state, a, Reserve(tile="pavilion-8-none"))
    after, events = apply(state, a, EndTurn())
    kinds = [e.kind for e in events]
    assert kinds.index("bazaar_waiting") < kinds.index("market_refilled")
    assert [(e.bazaar, e.currency) for e in events if e.kind == "bazaar_waiting"] == [
        ("bazaar-3", "dirham"), ("bazaar-4", "dirham")]
    assert after.market[0] == bag[0] and waiting(after) == ["bazaar-3", "bazaar-4"]
    assert view(after, None).modules_view["bazaars"]["waiting"] == ["bazaar-3", "bazaar-4"]
    assert problems(after) == []


def test_a_bazaar_drawn_for_dirk_stays_his_and_scores_nothing():
    """BZ4, §0.5: Dirk scores only majorities."""
    state = bz_game(players=2)
    state = rebase(state, dirk=("bazaar-1", *state.dirk[1:]),
                   bag=tuple(t for t in state.bag if t != "bazaar-1") + (state.dirk[0],))
    assert problems(state) == []
    events: list = []
    after = scoring_round(state, FINAL_ROUND, events)
    assert "bazaar-1" in after.dirk
    assert after.scorings[-1].extra["bazaars"] == (0, 0)  # the seats', never Dirk's


# -- buying -----------------------------------------------------------------------------


def test_a_bazaar_costs_the_price_of_its_slots_tile_paid_exactly_with_another_action():
    """BZ2: exact gives the extra action; "Bazare müssen passend bezahlt werden"."""
    state = bz_game()
    a = state.active_seat
    state = market_with(state, dirham="garden-8-SW")
    state = with_waiting(state, "bazaar-3")
    state = with_hand(state, a, ("dirham-5-1", "dirham-3-1", "dirham-6-1", "denar-8-1"))
    listed = list(legal_actions(state, a).of_kind("buy_bazaar"))
    assert listed == [BuyBazaar(bazaar="bazaar-3", cards=("dirham-5-1", "dirham-3-1"))]
    assert view(state, None).modules_view["bazaars"]["prices"] == {"bazaar-3": 8}
    over = refused(state, a, BuyBazaar(bazaar="bazaar-3", cards=("dirham-6-1", "dirham-3-1")))
    assert over.message_id == "engine-bazaar-not-exact"
    wrong = refused(state, a, BuyBazaar(bazaar="bazaar-3", cards=("denar-8-1",)))
    assert wrong.message_id == "engine-bazaar-cannot-buy"
    assert refused(state, a, BuyBazaar(bazaar="bazaar-5", cards=("dirham-5-1",))).message_id \
        == "engine-bazaar-not-waiting"
    after, events = apply(state, a, listed[0])
    assert events[0].kind == "bazaar_bought" and events[0].price == 8
    assert after.players[a].bought == ("bazaar-3",) and waiting(after) == []
    assert after.market[1] == "garden-8-SW"  # the slot's tile stays
    assert after.flow.phase == "action" and after.flow.extra_action
    assert set(after.discard) >= {"dirham-5-1", "dirham-3-1"}
    assert problems(after) == []


def test_no_bazaar_while_its_slot_is_empty_and_a_camp_sets_the_price():
    """BZ3."""
    state = bz_game(modules=("bazaars", "camps"))
    a = state.active_seat
    # the camp costs 4, so does bazaar-5; the tower costs 11: the 9 cannot pay bazaar-1
    state = market_with(state, ducat="camp-E", denar="tower-11-none")
    state = with_waiting(state, "bazaar-5", "bazaar-1")
    state = with_hand(state, a, ("ducat-4-1", "denar-9-1"))
    assert [x.bazaar for x in legal_actions(state, a).of_kind("buy_bazaar")] == ["bazaar-5"]
    market = list(state.market)
    bag = state.bag + (market[2],)
    market[2] = None
    empty = rebase(state, market=tuple(market), bag=bag)
    assert list(legal_actions(empty, a).of_kind("buy_bazaar")) == []
    assert refused(empty, a, BuyBazaar(bazaar="bazaar-5", cards=("ducat-4-1",))).message_id \
        == "engine-bazaar-slot-empty"


def test_payment_aids_help_but_never_change():
    """C §16: an exchange office helps; with the change module on, an exact payment draws no
    change (and an overpayment is refused, above)."""
    modules = ("bazaars", "exchange_offices", "diamonds", "change")
    state = bz_game(modules=modules)
    a = state.active_seat
    state = market_with(state, guilder="garden-8-SW")
    state = with_waiting(state, "bazaar-7")
    state = with_hand(state, a, ("exchange-denar-guilder", "denar-5-1", "guilder-3-1",
                                 "diamond-1"))
    listed = set(legal_actions(state, a).of_kind("buy_bazaar"))
    assert BuyBazaar(bazaar="bazaar-7", cards=("exchange-denar-guilder", "denar-5-1",
                                               "guilder-3-1")) in listed
    after, events = apply(state, a, BuyBazaar(bazaar="bazaar-7", cards=(
        "exchange-denar-guilder", "denar-5-1", "guilder-3-1")))
    assert not [e for e in events if e.kind == "change_given"]
    assert problems(after) == []


def test_a_bought_bazaar_is_built_like_a_building_or_reserved():
    state = bz_game()
    a = state.active_seat
    state = market_with(state, denar="pavilion-8-none")
    state = with_waiting(state, "bazaar-1")
    state = with_hand(state, a, ("denar-8-1",))
    state, _ = apply(state, a, BuyBazaar(bazaar="bazaar-1", cards=("denar-8-1",)))
    places = list(legal_actions(state, a).of_kind("place"))
    assert {(p.x, p.y) for p in places} == {(1, 0), (-1, 0), (0, 1), (0, -1)}
    built, _ = apply(state, a, Place(tile="bazaar-1", x=1, y=0))
    assert (1, 0, "bazaar-1") in built.players[a].alhambra and problems(built) == []
    reserved, _ = apply(state, a, Reserve(tile="bazaar-1"))
    assert reserved.players[a].reserve == ("bazaar-1",)


# -- characters and the vizier ------------------------------------------------------------


def test_laila_draws_again_when_she_draws_a_bazaar():
    """CH4 with the bazaars."""
    state = bz_game(modules=("bazaars", "characters"))
    a = state.active_seat
    state = give(state, a, "laila_wundabah")
    bag = [t for t in state.bag if t != "bazaar-2"]
    state = rebase(state, bag=("bazaar-2", *bag))
    old = state.market[0]
    after, events = apply(state, a, UseLaila(slot="denar"))
    assert after.market[0] == bag[0] and waiting(after) == ["bazaar-2"]
    assert [e.kind for e in events] == ["bazaar_waiting", "character_used"]
    assert events[1].tiles == (old, bag[0]) and problems(after) == []


def test_abdul_karim_pays_a_waiting_bazaar_and_knihstig_follows_a_price_of_10():
    """C §16 ("Abdul Karim kann statt eines Gebäudes auch einen Bazar kaufen"), CH8."""
    state = bz_game(modules=("bazaars", "characters"))
    a = state.active_seat
    state = give(state, a, "abdul_karim", "abdul_knihstig")
    state = market_with(state, ducat="garden-11-none")
    state = with_waiting(state, "bazaar-6")
    state = with_display(state, ("ducat-4-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"),
                         top=("guilder-7-1",))
    hand = state.players[a].hand
    karim = BuyBazaarWithKarim(bazaar="bazaar-6")
    assert karim in legal_actions(state, a)
    after, events = apply(state, a, karim)
    assert [e.kind for e in events] == ["character_used", "bazaar_bought"]
    assert events[1].karim and events[1].price == 11 and events[1].cards == ()
    assert after.players[a].hand == hand and after.players[a].bought == ("bazaar-6",)
    assert after.flow.extra_action and "abdul_karim" in after.out_of_game
    assert owned(after)[a] == ["abdul_knihstig"]
    assert TakeWithKnihstig(card="guilder-8-1") in legal_actions(after, a)
    assert problems(after) == []


def test_knihstig_gives_nothing_for_a_bazaar_below_10():
    state = bz_game(modules=("bazaars", "characters"))
    a = state.active_seat
    state = give(state, a, "abdul_knihstig")
    state = market_with(state, denar="seraglio-9-none")
    state = with_waiting(state, "bazaar-1")
    state = with_hand(state, a, ("denar-9-1",))
    after, _ = apply(state, a, BuyBazaar(bazaar="bazaar-1", cards=("denar-9-1",)))
    assert list(legal_actions(after, a).of_kind("take_with_knihstig")) == []


def test_the_vizier_may_buy_a_waiting_bazaar_between_turns():
    """C §16: "Ein Bazar kann mit der Gunst des Wesirs gekauft werden"; exact, built at once
    or reserved, no extra action; the slot's tile stays."""
    state = bz_game(players=3, modules=("bazaars", "vizier"))
    a = state.active_seat
    b, c = (a + 1) % 3, (a + 2) % 3
    state = market_with(state, denar="pavilion-8-none")
    state = with_waiting(state, "bazaar-2")
    state = with_hand(state, c, ("denar-5-1", "denar-3-1", "denar-4-1"))
    state = with_hand(state, b, ("guilder-1-1",))
    state = with_display(state, ("ducat-1-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"))
    state, _ = apply(state, a, TakeMoney(cards=("ducat-1-1",)))
    state, _ = apply(state, a, EndTurn())
    assert c in state.flow.window_seats
    if b in state.flow.window_seats:
        state, _ = apply(state, b, PassWindow())
    uses = [x for x in legal_actions(state, c) if x.kind == "use_vizier" and x.bazaar]
    assert uses and all(set(x.cards) == {"denar-5-1", "denar-3-1"} for x in uses)
    assert refused(state, c, UseVizier(slot="denar", cards=("denar-5-1", "denar-4-1"),
                                       bazaar="bazaar-2")).message_id == \
        "engine-bazaar-not-exact"
    use = next(x for x in uses if not x.reserve)
    after, events = apply(state, c, use)
    assert [e.kind for e in events][:3] == ["vizier_used", "bazaar_bought", "tile_placed"]
    assert (use.x, use.y, "bazaar-2") in after.players[c].alhambra
    assert after.market[0] == "pavilion-8-none" and waiting(after) == []
    assert str(use) and parse_action(str(use)) == use
    assert problems(after) == []


# -- scoring ----------------------------------------------------------------------------


def test_m_times_d_over_the_eight_surrounding_cells():
    """M = matching buildings around, D = colours of the bazaar's three present; yards,
    other bazaars, camps and the fountain never count (BZ5); at most 24."""
    # bazaar-1 (pavilion, seraglio, arcades) at (0, 1): around it two pavilions, one
    # arcades, a tower (not its colour), a pavilion yard, bazaar-6 and the fountain:
    # M = 3, D = 2 -> 6
    plane = grid((-1, 0, TILES["pavilion-8-none"]), (1, 0, TILES["pavilion-7-E"]),
                 (-1, 1, TILES["arcades-9-none"]), (1, 1, TILES["tower-11-none"]),
                 (-1, 2, TILES["yard-pavilion-1"]), (1, 2, TILES["bazaar-6"]),
                 (0, 1, TILES["bazaar-1"]), (0, 3, TILES["seraglio-9-none"]))
    assert around(plane, (0, 1), "bazaar-1") == (3, 2)
    assert scores(plane)[(0, 1)] == ("bazaar-1", 3, 2, 6)
    # bazaar-6 (seraglio, arcades, garden) at (1, 2): around it bazaar-1 and the tower (no),
    # the seraglio at (0, 3): M = 1, D = 1 -> 1
    assert scores(plane)[(1, 2)] == ("bazaar-6", 1, 1, 1)
    # all eight around of its three colours: 8 x 3 = 24, the most
    full = {(0, 0): TILES["bazaar-2"]}
    ring = ["chambers-10-none", "garden-10-none", "tower-11-none", "chambers-11-none",
            "garden-11-none", "tower-12-none", "garden-9-E", "tower-10-W"]
    cells = [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)]
    full.update({cell: TILES[t] for cell, t in zip(cells, ring, strict=True)})
    assert scores(full)[(0, 0)] == ("bazaar-2", 8, 3, 24)


#: A legal small Alhambra (y grows south), scored by hand:
#:
#:     x:   -1               0          1
#:     y=0  pavilion-8-none  fountain   seraglio-9-none
#:     y=1  arcades-9-none   bazaar-1   arcades-10-none
#:     y=2                   tower-11-none
#:
#: bazaar-1 shows pavilion, seraglio, arcades: M = 4 (pavilion, seraglio, two arcades; the
#: tower and the fountain do not count), D = 3, so 12.
WORKED = ((-1, 0, "pavilion-8-none"), (1, 0, "seraglio-9-none"), (-1, 1, "arcades-9-none"),
          (0, 1, "bazaar-1"), (1, 1, "arcades-10-none"), (0, 2, "tower-11-none"))


def test_bazaars_score_only_at_the_final_scoring_and_not_from_the_reserve():
    """§0.4 step 3 (round 3 only); BZ6: the reserve scores nothing."""
    state = bz_game()
    state = own(state, 0, alhambra=WORKED, reserve=("bazaar-2",))
    assert problems(state) == []
    assert bazaar_points(state.players[0].alhambra) == 12
    first = scoring_round(state, 1, [])
    assert "bazaars" not in first.scorings[-1].extra
    before = state.players[0].score
    final = scoring_round(state, FINAL_ROUND, [])
    record = final.scorings[-1]
    assert record.extra["bazaars"] == (12, 0, 0)
    assert final.players[0].score - before == record.walls[0] + 12 + sum(
        record.points[b][0] for b in record.points)


def test_waiting_bazaars_are_not_distributed_at_the_end():
    """§7: "Bei der Versteigerung am Ende des Spiels werden übrige Bazare nicht mehr
    versteigert"."""
    state = bz_game()
    state = with_waiting(state, "bazaar-4")
    a = state.active_seat
    state = with_hand(state, a, ("dirham-9-1", "dirham-8-1"))
    events: list = []
    after = rules_of(state).end_game(state, a, events)
    awarded = next(e for e in events if e.kind == "final_tiles_awarded")
    assert "bazaar-4" not in awarded.tiles.values()
    assert waiting(after) == ["bazaar-4"]
    assert not any("bazaar-4" in p.bought for p in after.players)


def test_a_random_game_ends_with_bazaars_still_waiting_and_scores_per_bazaar():
    """§7 in whole games: bazaars still waiting stay there; the final record's bazaar term
    is the sum of M x D over the built ones."""
    from engine.alhambra.random_play import play_random_game

    seen = False
    for seed in range(4):
        final, _ = play_random_game(3, seed, random.Random(seed), modules=["bazaars"])
        record = final.scorings[-1]
        assert record.extra["bazaars"] == tuple(bazaar_points(p.alhambra)
                                                for p in final.players)
        awarded = [t for p in final.players for t in p.alhambra + tuple(
            (0, 0, r) for r in p.reserve)]
        assert not set(waiting(final)) & {t for *_, t in awarded}
        seen |= bool(waiting(final))
    assert seen


def test_a_bazaar_may_be_given_to_dirk_and_listed_actions_read_back():
    state = bz_game(players=2)
    a = state.active_seat
    state = market_with(state, denar="pavilion-8-none")
    state = with_waiting(state, "bazaar-1")
    state = with_hand(state, a, ("denar-8-1",))
    buy = BuyBazaar(bazaar="bazaar-1", cards=("denar-8-1",))
    assert parse_action(str(buy)) == buy
    karim = BuyBazaarWithKarim(bazaar="bazaar-1")
    assert parse_action(str(karim)) == karim
    state, _ = apply(state, a, buy)
    state, _ = apply(state, a, GiveToDirk(tile="bazaar-1"))
    assert "bazaar-1" in state.dirk and problems(state) == []


def test_a_camps_line_counts_a_bazaar():
    """C §16: "Bei der Wertung eines Feldlagers zählt ein Bazar mit"."""
    from engine.alhambra.modules.camps import bastion_lines

    plane = grid((1, 0, TILES["bazaar-1"]), (2, 0, TILES["camp-W"]))
    assert bastion_lines(plane) == {((2, 0), "W"): 2}  # the bazaar and the fountain


def test_the_public_view_names_no_bazaar_still_in_the_bag():
    state = bz_game()
    text = view(state, None).model_dump_json()
    assert not [b for b in state.bag if b in BAZAAR_IDS and f'"{b}"' in text]
    assert view(state, None).modules_view["bazaars"] == {"waiting": [], "prices": {}}


def test_laila_keeps_the_market_tile_when_only_bazaars_are_left_bz8():
    state = bz_game(modules=("bazaars", "characters"))
    a = state.active_seat
    state = give(state, a, "laila_wundabah")
    rest = tuple(t for t in state.bag if t != "bazaar-2")
    state = own(state, (a + 1) % 3, reserve=rest)  # the bag holds only bazaar-2 now
    assert state.bag == ("bazaar-2",) and problems(state) == []
    old = state.market[0]
    after, events = apply(state, a, UseLaila(slot="denar"))
    assert after.market[0] == old and after.bag == () and waiting(after) == ["bazaar-2"]
    assert events[0].tiles == (old,) and events[1].kind == "bazaar_waiting"
    assert problems(after) == []
