"""The falcons (expansion 6, module ``falcons``): setup (three stacks, only the tops seen),
buying falcons and setting them where four tiles meet (FA1), the colours (FA2; a yard never
matches), the price and what pays (FA3: diamonds, master builders, never coins), no falcons
in the extra action (§0.3 step 3), the scoring n(n+1) (2, 6, 12, 20, 30), and FA4/FA5 (no
rebuild takes out or exchanges a tile under a falcon)."""

import pytest

from engine.alhambra import apply, legal_actions, new_game, parse_action, problems, view
from engine.alhambra.actions import (
    Buy,
    BuyFalcons,
    RebuildExchange,
    RebuildRemove,
    RestartTurn,
    TakeMoney,
)
from engine.alhambra.events import FalconsBought
from engine.alhambra.modules import REGISTRY
from engine.alhambra.modules import falcons as fa

from .expansion1_helpers import own, quick_turn, scoring_of, with_scoring_next
from .helpers import market_with, rebase, refused, with_hand

PAVILION, SERAGLIO, ARCADES = "pavilion-8-none", "seraglio-9-none", "arcades-9-none"
GARDEN, CHAMBERS = "garden-10-none", "chambers-10-none"
#: Fountain (0, 0), pavilion (1, 0), seraglio (0, 1), arcades (1, 1): point (1, 1) is where
#: the four meet (blue, red, brown).
SQUARE = ((1, 0, PAVILION), (0, 1, SERAGLIO), (1, 1, ARCADES))
BLUE_RED = "falcon-black-1"  # pavilion + seraglio
GREEN_WHITE = "falcon-black-5"  # garden + chambers
BLUE_WHITE = "falcon-brown-3"  # pavilion + chambers
BROWN_WHITE = "falcon-white-1"  # arcades + chambers
RED_GREEN = "falcon-white-3"  # seraglio + garden


def game(players=3, modules=(), seed=4):
    return new_game(players, seed=seed, modules=["falcons", *modules])


def with_tops(state, *falcons):
    """Each of ``falcons`` lies on top of its stack."""
    found = fa.stacks(state)
    for falcon in falcons:
        stack = found[fa.KIND[falcon]]
        stack.remove(falcon)
        stack.insert(0, falcon)
    return rebase(state, modules_state={**state.modules_state, fa.STACKS: found})


def ready(modules=(), alhambra=SQUARE, hand=("denar-6-1",), tops=(BLUE_RED,), players=3):
    """The active seat owns ``alhambra`` and holds ``hand``; ``tops`` lie on top."""
    state = game(players=players, modules=modules)
    seat = state.active_seat
    state = own(state, seat, alhambra=alhambra)
    state = with_hand(with_tops(state, *tops), seat, hand)
    return state, seat


def with_falcons(state, seat, *placed):
    """``seat`` has falcons ((x, y, falcon) each), taken from their stacks."""
    found = fa.stacks(state)
    for _, _, falcon in placed:
        found[fa.KIND[falcon]].remove(falcon)
    return rebase(state, modules_state={
        **state.modules_state, fa.STACKS: found,
        fa.PLACED: [*state.modules_state[fa.PLACED], *([seat, x, y, f] for x, y, f in placed)]})


def ids(error) -> set:
    """The refusal's message id and that of the problem it names, if any."""
    problem = error.arguments.get("problem")
    return {error.message_id, getattr(problem, "message_id", None)}


# -- setup -----------------------------------------------------------------------------------


def test_setup_makes_three_stacks_of_five_by_colour_and_shows_only_the_tops():
    state = game()
    all_stacks = fa.stacks(state)
    assert {c: len(s) for c, s in all_stacks.items()} == {"black": 5, "brown": 5, "white": 5}
    assert all(fa.KIND[f] == c for c, s in all_stacks.items() for f in s)
    assert problems(state) == []
    shown = view(state, None).modules_view["falcons"]
    assert shown["tops"] == {c: s[0] for c, s in all_stacks.items()}
    assert shown["left"] == {"black": 5, "brown": 5, "white": 5} and shown["placed"] == []
    other = rebase(state, modules_state={**state.modules_state, fa.STACKS: {
        c: [s[0], *reversed(s[1:])] for c, s in all_stacks.items()}})
    assert fa.stacks(other) != all_stacks
    for seat in (None, 0, 1, 2):  # FA3: the order beneath the tops shows nowhere
        assert view(other, seat) == view(state, seat)


def test_fa2_the_fifteen_falcons_are_the_fifteen_colour_pairs_each_colour_covering_all_six():
    pairs = [frozenset(fa.PAIR[f]) for f in fa.FALCONS]
    assert len(set(pairs)) == 15
    for colour in fa.COLOURS:
        covered = [b for f in fa.FALCONS if fa.KIND[f] == colour for b in fa.PAIR[f]]
        assert set(covered) == {"pavilion", "seraglio", "arcades", "chambers", "garden",
                                "tower"}


def test_the_module_is_base_game_only_and_works_with_two_players():
    assert REGISTRY["falcons"].rule_sets == ("alhambra",)
    with pytest.raises(ValueError):
        new_game(3, seed=1, modules=["granada", "falcons"])
    state = game(players=2)
    assert "dirk" in state.options.modules and problems(state) == []


# -- buying and setting ----------------------------------------------------------------------


def test_a_falcon_is_bought_for_six_and_set_where_four_tiles_meet_with_no_extra_action():
    hand = ("denar-4-1", "dirham-2-1")  # exactly 6, two currencies
    state, seat = ready(hand=hand + ("ducat-3-1",))
    assert fa.free_points(state, seat, BLUE_RED) == ((1, 1),)
    action = BuyFalcons(falcons=(("black", 1, 1),), cards=hand)
    assert action in list(legal_actions(state, seat).of_kind("buy_falcons"))
    after, events = apply(state, seat, action)
    below = fa.stacks(state)["black"][1]
    assert events == [FalconsBought(seat=seat, falcons=((BLUE_RED, 1, 1),), cards=hand,
                                    revealed=(below,))]
    assert fa.falcons_of(after, seat) == [(1, 1, BLUE_RED)]
    assert fa.tops(after)["black"] == below
    assert after.players[seat].hand == ("ducat-3-1",) and set(hand) <= set(after.discard)
    assert after.flow.phase == "placing" and not after.flow.extra_action  # no bonus
    assert not legal_actions(after, seat).has("restart_turn")  # FA8: the new top was seen
    assert problems(after) == []


def test_several_falcons_are_bought_at_once_one_from_each_stack_for_six_each():
    alhambra = (*SQUARE, (2, 0, CHAMBERS), (2, 1, GARDEN))  # point (2, 1): blue, white,
    # brown, green; point (1, 1): blue, red, brown
    hand = ("denar-9-1", "dirham-3-1")
    state, seat = ready(alhambra=alhambra, hand=hand, tops=(BLUE_RED, BLUE_WHITE))
    assert fa.free_points(state, seat, BLUE_WHITE) == ((2, 1),)
    action = BuyFalcons(falcons=(("black", 1, 1), ("brown", 2, 1)), cards=hand)
    assert action in list(legal_actions(state, seat).of_kind("buy_falcons"))
    after, _ = apply(state, seat, action)
    assert fa.falcons_of(after, seat) == [(1, 1, BLUE_RED), (2, 1, BLUE_WHITE)]
    assert fa.counts(after, seat) == {"black": 1, "brown": 1, "white": 0}
    assert problems(after) == []


@pytest.mark.parametrize(("falcons", "cards", "reason"), [
    ((("black", 1, 1),), ("denar-5-1",), "engine-falcons-too-little"),
    ((("black", 1, 1), ("brown", 2, 1)), ("denar-9-1",), "engine-falcons-too-little"),
    ((("black", 2, 2),), ("denar-9-1",), "engine-falcons-bad-point"),  # only 1 tile there
    ((("white", 1, 1),), ("denar-9-1",), "engine-falcons-bad-point"),  # no chambers there
    ((("black", 1, 1), ("black", 1, 1)), ("denar-9-1", "dirham-3-1"),
     "engine-falcons-one-each"),
    ((("green", 1, 1),), ("denar-9-1",), "engine-falcons-no-stack"),
    ((), ("denar-9-1",), "engine-falcons-none"),
    ((("black", 1, 1),), ("ducat-9-1",), "engine-pay-missing"),
])
def test_a_bad_purchase_is_refused_with_its_reason_and_changes_nothing(falcons, cards, reason):
    alhambra = (*SQUARE, (2, 0, CHAMBERS), (2, 1, GARDEN))
    state, seat = ready(alhambra=alhambra, hand=("denar-9-1", "dirham-3-1", "denar-5-1"),
                        tops=(BLUE_RED, BLUE_WHITE, BROWN_WHITE))
    error = refused(state, seat, BuyFalcons(falcons=falcons, cards=cards))
    assert reason in ids(error)
    if reason == "engine-falcons-bad-point" and falcons[0][0] == "white":
        # no chambers among the four tiles of point (1, 1)
        assert (1, 1) not in fa.free_points(state, seat, BROWN_WHITE)


def test_one_falcon_per_point_and_a_taken_point_is_not_offered():
    state, seat = ready(hand=("denar-9-1",), tops=(BLUE_RED, RED_GREEN))
    state = with_falcons(state, seat, (1, 1, "falcon-brown-2"))  # arcades + pavilion
    assert fa.free_points(state, seat, BLUE_RED) == ()
    assert not legal_actions(state, seat).has("buy_falcons")
    error = refused(state, seat, BuyFalcons(falcons=(("black", 1, 1),), cards=("denar-9-1",)))
    assert "engine-falcons-bad-point" in ids(error)


def test_a_yards_colour_never_matches_a_falcon():
    # chambers only as a yard at (1, 1): point (1, 1) has blue and red, and a chambers yard
    alhambra = ((1, 0, PAVILION), (0, 1, SERAGLIO), (1, 1, "yard-chambers-1"))
    state, seat = ready(modules=("building_yards",), alhambra=alhambra, hand=("denar-9-1",),
                        tops=(BLUE_RED, BLUE_WHITE))
    assert fa.free_points(state, seat, BLUE_WHITE) == ()  # the yard's white does not count
    assert fa.free_points(state, seat, BLUE_RED) == ((1, 1),)  # but it may sit by the yard


def test_the_reserve_and_bought_tiles_are_no_tiles_of_a_point():
    state, seat = ready(alhambra=SQUARE[:2], hand=("denar-9-1",))
    state = own(state, seat, alhambra=SQUARE[:2], reserve=(ARCADES,))
    assert fa.free_points(state, seat, BLUE_RED) == ()
    assert not legal_actions(state, seat).has("buy_falcons")


def test_diamonds_and_master_builders_pay_for_falcons_in_any_mix():
    state, seat = ready(modules=("diamonds", "master_builders"),
                        hand=("diamond-1", "builder-denar-1"), tops=(BLUE_RED,))
    listed = list(legal_actions(state, seat).of_kind("buy_falcons"))
    assert BuyFalcons(falcons=(("black", 1, 1),), cards=("diamond-1", "builder-denar-1")) \
        in listed
    after, _ = apply(state, seat, listed[0])
    assert problems(after) == []


def test_coins_of_the_change_never_pay_for_falcons():
    state, seat = ready(modules=("change",), hand=("denar-3-1",))
    state = rebase(state, modules_state={**state.modules_state, "change.bag": [
        c for c in state.modules_state["change.bag"]
        if c not in ("coin-denar-1", "coin-dirham-1", "coin-ducat-1")]})
    state = with_hand(state, seat, ("denar-3-1", "coin-denar-1", "coin-dirham-1",
                                    "coin-ducat-1"))
    assert not legal_actions(state, seat).has("buy_falcons")  # only 3 in money
    error = refused(state, seat, BuyFalcons(falcons=(("black", 1, 1),), cards=(
        "denar-3-1", "coin-denar-1", "coin-dirham-1", "coin-ducat-1")))
    assert "engine-falcons-no-coins" in ids(error)


def test_only_minimal_payments_are_listed_and_too_little_money_lists_none():
    state, seat = ready(hand=("denar-2-1", "dirham-3-1", "ducat-4-1"))
    listed = {frozenset(a.cards) for a in legal_actions(state, seat).of_kind("buy_falcons")}
    assert listed == {frozenset({"dirham-3-1", "ducat-4-1"}),
                      frozenset({"denar-2-1", "ducat-4-1"})}
    state = with_hand(state, seat, ("denar-2-1", "dirham-3-1"))
    assert not legal_actions(state, seat).has("buy_falcons")


def test_the_extra_action_after_an_exact_payment_may_not_buy_falcons():
    state, seat = ready(hand=("denar-9-1", "dirham-9-1"))
    state = market_with(state, denar="pavilion-2-NEW")
    state = with_hand(state, seat, ("denar-2-1", "denar-9-1", "dirham-9-1"))
    state, _ = apply(state, seat, Buy(slot="denar", cards=("denar-2-1",)))
    assert state.flow.phase == "action" and state.flow.extra_action
    assert not legal_actions(state, seat).has("buy_falcons")
    error = refused(state, seat, BuyFalcons(falcons=(("black", 1, 1),), cards=("denar-9-1",)))
    assert "engine-falcons-not-extra" in ids(error)


def test_the_action_reads_back_from_its_text():
    action = BuyFalcons(falcons=(("black", 1, 1), ("white", -2, 3)), cards=("denar-9-1",))
    assert str(action) == "falcons black@1,1 white@-2,3 with denar-9-1"
    assert parse_action(str(action)) == action


def test_a_purchase_that_shows_no_new_top_can_still_be_restarted():
    state, seat = ready(hand=("denar-9-1",))
    found = fa.stacks(state)
    found["black"] = [BLUE_RED]  # the last black falcon
    state = rebase(state, modules_state={**state.modules_state, fa.STACKS: found,
                                         fa.PLACED: [[(seat + 1) % 3, 5, 5, f] for c in
                                                     ("black",) for f in
                                                     fa.stacks(state)[c][1:]]})
    after, events = apply(state, seat, BuyFalcons(falcons=(("black", 1, 1),),
                                                  cards=("denar-9-1",)))
    assert events[0].revealed == () and fa.tops(after)["black"] is None
    assert legal_actions(after, seat).has("restart_turn")
    back, _ = apply(after, seat, RestartTurn())
    assert fa.falcons_of(back, seat) == []


# -- scoring ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("count", "points"), [(0, 0), (1, 2), (2, 6), (3, 12), (4, 20),
                                               (5, 30)])
def test_n_falcons_of_a_colour_score_n_times_n_plus_one(count, points):
    assert fa.points(count) == points == fa.POINTS[count]


def test_every_scoring_round_scores_each_falcon_colour_apart():
    state = game()
    seat = state.active_seat
    other = (seat + 1) % 3
    black = [f for f in fa.FALCONS if fa.KIND[f] == "black"]
    white = [f for f in fa.FALCONS if fa.KIND[f] == "white"]
    # three black and one white (12 + 2); the other seat: two white (6)
    state = with_falcons(state, seat, *((i, 9, f) for i, f in enumerate(black[:3])),
                         (9, 9, white[0]))
    state = with_falcons(state, other, *((i, 9, f) for i, f in enumerate(white[1:3])))
    expected = [0, 0, 0]
    expected[seat], expected[other] = 14, 6
    assert [fa.falcon_points(state, s) for s in range(3)] == expected
    _, events = quick_turn(with_scoring_next(state))
    assert list(scoring_of(events).extra["falcons"]) == expected


def test_dirk_never_has_falcons_and_scores_none():
    state = game(players=2)
    _, events = quick_turn(with_scoring_next(state))
    record = scoring_of(events)
    assert len(record.extra["falcons"]) == 2 and set(record.extra["falcons"]) == {0}


# -- FA4 / FA5: rebuilds ---------------------------------------------------------------------


@pytest.mark.parametrize("modules", [(), ("camps",)])
def test_fa4_no_rebuild_takes_out_a_tile_under_a_falcon(modules):
    # with the camps chosen first their rule change comes before the falcons' in the
    # module order: the falcons' hold still wins
    state = new_game(3, seed=4, modules=[*modules, "falcons"])
    seat = state.active_seat
    state = own(state, seat, alhambra=(*SQUARE, (2, 0, GARDEN)))
    before = {(a.x, a.y) for a in legal_actions(state, seat).of_kind("rebuild_remove")}
    assert (1, 1) in before and (2, 0) in before
    state = with_falcons(state, seat, (1, 1, BLUE_RED))
    after = {(a.x, a.y) for a in legal_actions(state, seat).of_kind("rebuild_remove")}
    assert after == before - {(1, 0), (0, 1), (1, 1)}
    error = refused(state, seat, RebuildRemove(x=1, y=1))
    assert "engine-falcons-tile-held" in ids(error)
    apply(state, seat, RebuildRemove(x=2, y=0))  # a tile beside the falcon may go


def test_fa5_no_rebuild_exchanges_a_tile_under_a_falcon():
    state, seat = ready()
    state = own(state, seat, alhambra=SQUARE, reserve=("arcades-10-none",))
    assert (1, 1) in {(a.x, a.y) for a in legal_actions(state, seat).of_kind(
        "rebuild_exchange")}
    state = with_falcons(state, seat, (1, 1, BLUE_RED))
    assert not legal_actions(state, seat).has("rebuild_exchange")
    error = refused(state, seat, RebuildExchange(tile="arcades-10-none", x=1, y=1))
    assert "engine-falcons-tile-held" in ids(error)


def test_taking_money_leaves_the_falcons_alone():
    state, seat = ready()
    after, _ = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    assert fa.stacks(after) == fa.stacks(state) and fa.placed(after) == []


def test_fa4_a_master_builders_extra_rebuild_keeps_the_tiles_under_a_falcon_too():
    from engine.alhambra.actions import UseMasterBuilder

    from .test_master_builders import acting, holding, placing

    state = acting(new_game(3, seed=4, modules=["master_builders", "falcons"]))
    state = own(state, 0, alhambra=(*SQUARE, (2, 0, GARDEN)))
    state = with_falcons(holding(state, 0, "builder-denar-1", "dirham-2-1"), 0,
                         (1, 1, BLUE_RED))
    state, _ = apply(placing(state), 0, UseMasterBuilder(card="builder-denar-1"))
    removals = {(a.x, a.y) for a in legal_actions(state, 0).of_kind("rebuild_remove")}
    assert removals == {(2, 0)}
    assert "engine-falcons-tile-held" in ids(refused(state, 0, RebuildRemove(x=0, y=1)))
    assert problems(state) == []
