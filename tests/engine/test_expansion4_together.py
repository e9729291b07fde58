"""Expansion 4's modules with each other (shared/EXPANSIONS.md §3, §8 and the compendium
§13-§16): what no single module's suite can show, because it needs two of them."""

from engine.alhambra import apply, legal_actions, new_game, problems
from engine.alhambra.actions import (
    Buy,
    BuyBazaar,
    BuyChests,
    EndTurn,
    PlaceChest,
    RebuildRemove,
    UseMasterBuilder,
)
from engine.alhambra.endturn import scoring_round
from engine.alhambra.events import ChestPlaced, ScoutTaken
from engine.alhambra.modules import treasure_chamber as tc
from engine.alhambra.modules.invaders import DECK, HIDDEN, INVADERS, SCOUTS, UP, knows_top

from .expansion1_helpers import own
from .helpers import market_with, rebase, refused, update_player
from .test_bazaars import with_waiting
from .test_master_builders import holding
from .test_treasure_chamber import GARDEN_1, GARDEN_2, PAVILION, ROOMS, built, with_rooms

BUILDER_D, BUILDER_G = "builder-denar-1", "builder-guilder-1"


def game(*modules, seed=4):
    return new_game(3, seed=seed, modules=list(modules))


def test_master_builders_pay_for_chests_as_money_worth_3_c14():
    """C §14: "Ein Baumeister kann in seiner Eigenschaft als Geldkarte eingesetzt werden,
    um ... Schatztruhen aus der Schatzkammer ... zu bezahlen"; any mix of currencies (TC c)."""
    state = game("treasure_chamber", "master_builders")
    seat = state.active_seat
    state = holding(with_rooms(state, ROOMS), seat, BUILDER_D, BUILDER_G, "dirham-2-1")
    listed = list(legal_actions(state, seat).of_kind("buy_chests"))
    wanted = BuyChests(room=1, cards=(BUILDER_D, BUILDER_G, "dirham-2-1"))
    assert any(a.room == 1 and sorted(a.cards) == sorted(wanted.cards) for a in listed)
    after, _ = apply(state, seat, wanted)
    assert after.flow.phase == "placing"  # 8 exactly, but chests give no extra action
    assert BUILDER_D in after.discard and problems(after) == []


def test_no_builders_rebuild_once_a_chest_was_placed_by_choice_x3():
    """X3: extra rebuilds (step 2) come before the chests are placed (step 3): a master
    builder is neither listed nor accepted after a chest placed by choice."""
    state = game("treasure_chamber", "master_builders")
    seat = state.active_seat
    state = built(state, seat, GARDEN_1, GARDEN_2, reserve=(PAVILION,))
    state = holding(with_rooms(state, [["garden", "tower", "chambers", "chambers"],
                                       ROOMS[1], ROOMS[2]]),
                    seat, BUILDER_D, "dirham-8-1")
    state, _ = apply(state, seat, BuyChests(room=1, cards=("dirham-8-1",)))
    listed = legal_actions(state, seat)
    assert listed.has("use_master_builder") and listed.has("place_chest")
    placed, _ = apply(state, seat, PlaceChest(tile=GARDEN_1))
    assert not legal_actions(placed, seat).has("use_master_builder")
    refused(placed, seat, UseMasterBuilder(card=BUILDER_D))
    # the other way round: the builder's rebuild first, then the chest
    used, _ = apply(state, seat, UseMasterBuilder(card=BUILDER_D))
    assert BUILDER_D in used.discard
    remove = next(iter(legal_actions(used, seat).of_kind("rebuild_remove")))
    assert isinstance(remove, RebuildRemove)
    rebuilt, _ = apply(used, seat, remove)
    assert problems(rebuilt) == [] and len(rebuilt.players[seat].reserve) == 2


def scouts_up(state, *up):
    hidden = [s for s in SCOUTS if s not in up]
    return rebase(state, modules_state={**state.modules_state, UP: list(up), HIDDEN: hidden})


def test_an_exact_payment_with_a_master_builder_earns_the_scout_c14():
    """C §14: "Wird mit dem Baumeister ein Gebäude bezahlt, das zu einem Kundschafter
    passt, darf eine Karte der Angreifer angeschaut werden"."""
    state = scouts_up(game("invaders", "master_builders"), "scout-garden", "scout-tower")
    seat = state.active_seat
    garden = "garden-6-ESW"
    state = market_with(state, denar=garden)
    state = holding(state, seat, BUILDER_D, "denar-3-1")
    after, events = apply(state, seat, Buy(slot="denar", cards=(BUILDER_D, "denar-3-1")))
    assert garden in after.players[seat].bought
    assert any(isinstance(e, ScoutTaken) and e.scout == "scout-garden" for e in events)
    assert knows_top(after, seat) and problems(after) == []


def test_buying_chests_never_earns_a_scout():
    """A scout is earned by a building bought exactly (IN c); chests are no building."""
    state = scouts_up(game("invaders", "treasure_chamber"), "scout-garden", "scout-tower")
    seat = state.active_seat
    state = holding(with_rooms(state, ROOMS), seat, "denar-8-1")
    after, events = apply(state, seat, BuyChests(room=1, cards=("denar-8-1",)))
    assert not any(isinstance(e, ScoutTaken) for e in events)
    assert not knows_top(after, seat)


# -- the bazaars with the other three ----------------------------------------------------------


def test_a_master_builder_pays_a_bazaar_exactly_c14():
    """C §14: a builder, as money, pays a bazaar (exactly, in its currency: 3 + 5 = 8)."""
    state = game("bazaars", "master_builders", seed=1)
    state = with_waiting(market_with(state, dirham="garden-8-SW"), "bazaar-3")
    seat = state.active_seat
    state = holding(state, seat, "builder-dirham-1", "dirham-5-1")
    wanted = BuyBazaar(bazaar="bazaar-3", cards=("dirham-5-1", "builder-dirham-1"))
    assert wanted in list(legal_actions(state, seat).of_kind("buy_bazaar"))
    after, _ = apply(state, seat, wanted)
    assert after.players[seat].bought == ("bazaar-3",) and after.flow.extra_action
    assert problems(after) == []


def test_a_bazaar_bought_exactly_earns_no_scout_bz5():
    """A scout is earned by a building of its colour (IN c); a bazaar shows three colours but
    has none itself (BZ5: only buildings have colours)."""
    state = game("bazaars", "invaders", seed=1)
    state = scouts_up(with_waiting(market_with(state, dirham="garden-8-SW"), "bazaar-3"),
                      "scout-garden", "scout-pavilion")  # bazaar-3: pavilion, arcades, garden
    seat = state.active_seat
    state = holding(state, seat, "dirham-5-1", "dirham-3-1")
    after, events = apply(state, seat, BuyBazaar(bazaar="bazaar-3",
                                                 cards=("dirham-5-1", "dirham-3-1")))
    assert after.players[seat].bought == ("bazaar-3",)
    assert not any(isinstance(e, ScoutTaken) for e in events) and not knows_top(after, seat)


def test_no_chest_on_a_bazaar_c13():
    """C §13: "Eine Truhe ... darf nicht auf ... einen Bazar gestellt werden": a garden
    chest finds no place on a bazaar showing garden, and passes on."""
    state = game("treasure_chamber", "bazaars", seed=1)
    seat = state.active_seat
    state = own(state, seat, alhambra=((0, 1, "bazaar-3"),))
    state = holding(with_rooms(state, [["garden"] * 4, ROOMS[1], ROOMS[2]]), seat, "denar-8-1")
    assert problems(state) == []
    bought, _ = apply(state, seat, BuyChests(room=1, cards=("denar-8-1",)))
    assert not legal_actions(bought, seat).has("place_chest")
    ended, events = apply(bought, seat, EndTurn())
    assert not [e for e in events if isinstance(e, ChestPlaced) and e.seat == seat]
    assert "bazaar-3" not in tc.chests(ended) and problems(ended) == []


def test_round_3_bazaar_points_come_before_the_invaders_and_their_sides_count_in1():
    """§0.4: bazaars (step 3) before the invaders (step 4); IN1: a bazaar's open sides count,
    IN2: the total never below 0. Seat 0: the fountain and bazaar-1 east of it (M = D = 0)
    plus a pavilion north of the bazaar, so the bazaar scores 1 × 1 = 1."""
    state = game("bazaars", "invaders", seed=1)
    city = ((0, 0, "fountain"), (1, 0, "bazaar-1"), (1, -1, "pavilion-8-none"))
    state = own(state, 0, alhambra=city)
    deck = ("invader-E", *[c for c in INVADERS if c != "invader-E"])
    state = rebase(state, modules_state={**state.modules_state, DECK: list(deck)})
    for seat in range(3):
        state = update_player(state, seat, score=0)
    after = scoring_round(state, 3, [])
    record = after.scorings[-1]
    assert record.extra["bazaars"][0] == 1
    # card E in round 3: east sides 3 each (the bazaar's, the pavilion's), north and south
    # sides 1 each where open: the bazaar's S, the pavilion's N, the fountain's N and S
    lost = 3 * 2 + 4
    gained = record.walls[0] + 1 + sum(points[0] for points in record.points.values())
    assert after.players[0].score == max(0, gained - lost)
    assert record.extra["invaders"][0] == -min(lost, gained)
