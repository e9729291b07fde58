"""Expansion 4's modules with each other (shared/EXPANSIONS.md §3, §8 and the compendium
§13-§16): what no single module's suite can show, because it needs two of them."""

from engine.alhambra import apply, legal_actions, new_game, problems
from engine.alhambra.actions import Buy, BuyChests, PlaceChest, RebuildRemove, UseMasterBuilder
from engine.alhambra.events import ScoutTaken
from engine.alhambra.invaders import HIDDEN, SCOUTS, UP, knows_top

from .helpers import market_with, rebase
from .test_master_builders import holding, refused
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
