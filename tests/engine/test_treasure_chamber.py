"""The treasure chamber (expansion 4, module ``treasure_chamber``): setup, buying a room's
chests, placing them at the end of the turn (the buyer's choice, TC3; passed on, TC2),
TC1/TC4 (a chest in the reserve), the chest majority, and the interactions."""

from collections import Counter

import pytest

from engine.alhambra import apply, legal_actions, new_game, problems, view
from engine.alhambra.actions import (
    BuyChests,
    EndTurn,
    PassChests,
    PlaceChest,
    RebuildPlace,
    RebuildRemove,
    RestartTurn,
    RetireSeat,
    TakeMoney,
)
from engine.alhambra.components import TILES
from engine.alhambra.errors import IllegalAction
from engine.alhambra.events import (
    ChangeGiven,
    ChestPlaced,
    ChestRoomRefilled,
    ChestsBought,
    ChestsPassed,
    ChestsReturned,
)
from engine.alhambra.modules import treasure_chamber as tc
from engine.alhambra.ruleset import rules_of

from .expansion1_helpers import claim, own, quick_turn, scoring_of, with_scoring_next
from .helpers import rebase, update_player, with_hand

GARDEN_1, GARDEN_2 = "garden-8-SW", "garden-8-NE"
TOWER = "tower-7-NEW"
PAVILION = "pavilion-2-NEW"


def game(players=3, modules=(), seed=4):
    return new_game(players, seed=seed, modules=["treasure_chamber", *modules])


def built(state, seat, *tiles, reserve=(), bought=()):
    """``seat``'s Alhambra is the fountain and ``tiles``, each built on its first legal
    place in turn, with ``reserve`` and ``bought``; every tile claimed from where it lay."""
    state = own(state, seat, reserve=reserve, bought=bought)
    state = claim(state, *tiles)
    for tile in tiles:
        x, y = min(rules_of(state).legal_positions(state, seat, tile))
        player = state.players[seat]
        state = update_player(state, seat, alhambra=player.alhambra + ((x, y, tile),))
    return state


def with_chests(state, *tiles):
    """Chests (taken from the bag) on ``tiles``."""
    bag = tc.bag(state)
    for tile in tiles:
        bag.remove(TILES[tile].building)
    return rebase(state, modules_state={**state.modules_state, tc.BAG: bag,
                                        tc.ON_TILES: sorted(tiles)})


def cell_of(state, seat, tile):
    return next((x, y) for x, y, t in state.players[seat].alhambra if t == tile)


def with_rooms(state, rooms, bag=None):
    """The chamber's rooms are ``rooms`` (and the bag ``bag``, default: what is left)."""
    if bag is None:
        left = Counter(tc.PER_COLOUR)
        for room in rooms:
            left.subtract(room)
        left.subtract(TILES[t].building for t in tc.chests(state))
        left.subtract(tc.waiting(state))
        bag = [c for c in tc.BUILDINGS for _ in range(left[c])]
    return rebase(state, modules_state={**state.modules_state, tc.ROOM_KEY: rooms,
                                        tc.BAG: bag})


def buying(state, seat, room, rooms, hand=("denar-9-1",)):
    """``seat`` (the active one) holds ``hand`` and buys room ``room`` of ``rooms``."""
    state = with_hand(with_rooms(state, rooms), seat, hand)
    return apply(state, seat, BuyChests(room=room, cards=hand))


ROOMS = [["garden", "garden", "tower", "pavilion"], ["seraglio"] * 4, ["arcades"] * 4]


# -- setup -----------------------------------------------------------------------------------


def test_setup_draws_four_chests_into_each_of_three_rooms_and_keeps_the_bag_order_secret():
    state = game()
    rooms = tc.rooms(state)
    assert [len(r) for r in rooms] == [4, 4, 4] and len(tc.bag(state)) == 42 - 12
    every = Counter(tc.bag(state)) + Counter(c for r in rooms for c in r)
    assert every == Counter({"garden": 9, "tower": 9, "chambers": 7, "arcades": 7,
                             "seraglio": 5, "pavilion": 5})
    assert problems(state) == []
    shown = view(state, None).modules_view["treasure_chamber"]
    assert shown["rooms"] == rooms and shown["bag"] == 30 and shown["waiting"] is None
    other = rebase(state, modules_state={**state.modules_state,
                                         tc.BAG: list(reversed(tc.bag(state)))})
    assert tc.bag(other) != tc.bag(state)
    for seat in (None, 0, 1, 2):  # the bag's order shows nowhere
        assert view(other, seat) == view(state, seat)


def test_the_module_is_base_game_only_and_works_with_two_players():
    with pytest.raises(ValueError):
        new_game(3, seed=1, modules=["granada", "treasure_chamber"])
    state = game(players=2)
    assert "dirk" in state.options.modules and problems(state) == []


# -- buying ----------------------------------------------------------------------------------


def test_buying_takes_the_whole_room_and_gives_no_extra_action_when_exact():
    state = game()
    seat = state.active_seat
    state = with_rooms(state, ROOMS)
    bag = tc.bag(state)
    hand = ("denar-5-1", "dirham-3-1")  # exactly 8, two currencies
    state = with_hand(state, seat, hand + ("ducat-2-1",))
    after, events = apply(state, seat, BuyChests(room=1, cards=hand))
    assert events == [ChestsBought(seat=seat, room=1, chests=tuple(ROOMS[0]), cards=hand)]
    # TC6: the room stands empty until the turn ends; nothing is drawn from the bag yet
    assert tc.rooms(after) == [[], ROOMS[1], ROOMS[2]] and tc.bag(after) == bag
    assert tc.waiting(after, seat) == ["pavilion", "garden", "garden", "tower"]
    assert after.players[seat].hand == ("ducat-2-1",)
    assert set(hand) <= set(after.discard)
    assert after.flow.phase == "placing" and not after.flow.extra_action  # §0.2: no bonus
    assert problems(after) == []
    ended, events = apply(after, seat, EndTurn())  # nobody has a building: all go back
    refill = tc.rooms(ended)[0]
    assert len(refill) == 4 and ChestRoomRefilled(room=1, chests=tuple(refill)) in events
    assert Counter(refill + tc.bag(ended)) == Counter(bag + ROOMS[0])
    assert problems(ended) == []


def test_diamonds_pay_mixed_with_money_and_coins_pay_without_change():
    state = game(modules=("diamonds", "change"))
    seat = state.active_seat
    after, events = buying(state, seat, 2, ROOMS, hand=("diamond-1", "denar-5-1"))
    assert isinstance(events[0], ChestsBought) and problems(after) == []
    state = rebase(state, modules_state={**state.modules_state, "change.bag": [
        c for c in state.modules_state["change.bag"] if c != "coin-denar-1"]})
    after, events = buying(state, seat, 2, ROOMS, hand=("coin-denar-1", "guilder-9-1"))
    assert not [e for e in events if isinstance(e, ChangeGiven)]  # overpaid 2: no change
    assert "coin-denar-1" not in after.discard and problems(after) == []


@pytest.mark.parametrize(("cards", "room", "message"), [
    (("denar-5-1", "dirham-2-1"), 1, "engine-chests-too-little"),
    (("exchange-denar-dirham", "denar-9-1"), 1, "engine-chests-no-aid"),
    (("denar-9-1",), 4, "engine-chests-no-room"),
    (("denar-9-1",), 3, "engine-chests-room-empty"),
    (("guilder-9-2",), 1, "engine-pay-missing"),
])
def test_a_bad_purchase_is_refused_with_its_reason_and_changes_nothing(cards, room, message):
    state = game(modules=("exchange_offices",))
    seat = state.active_seat
    state = with_hand(with_rooms(state, [ROOMS[0], ROOMS[1], []]), seat,
                      ("denar-5-1", "dirham-2-1", "exchange-denar-dirham", "denar-9-1"))
    assert problems(state) == []
    with pytest.raises(IllegalAction) as refused:
        apply(state, seat, BuyChests(room=room, cards=cards))
    error = refused.value
    found = {error.message_id, getattr(error.arguments.get("problem"), "message_id", None)}
    assert message in found


def test_only_minimal_payments_are_listed_for_every_room_with_chests():
    state = game()
    seat = state.active_seat
    hand = ("denar-5-1", "dirham-3-1", "ducat-2-1", "guilder-9-1")
    state = with_hand(with_rooms(state, [ROOMS[0], [], ROOMS[2]]), seat, hand)
    listed = legal_actions(state, seat).of_kind("buy_chests")
    payments = {frozenset(a.cards) for a in listed}
    assert payments == {frozenset({"guilder-9-1"}), frozenset({"denar-5-1", "dirham-3-1"})}
    assert sorted({a.room for a in listed}) == [1, 3]
    for action in listed:
        values = [int(c.split("-")[1]) for c in action.cards]
        assert sum(values) >= 8 > sum(values) - min(values)


def test_a_hand_of_less_than_eight_lists_no_chests():
    state = game()
    seat = state.active_seat
    state = with_hand(state, seat, ("denar-5-1", "dirham-2-1"))
    assert not legal_actions(state, seat).has("buy_chests")


def test_a_room_stays_empty_when_the_bag_holds_fewer_than_four():
    state = game()
    seat = state.active_seat
    rooms = [["garden"] * 4, ["garden"] * 4, ["tower"] * 4]
    bag = ["pavilion", "pavilion", "seraglio"]
    state = rebase(state, modules_state={**state.modules_state, tc.ROOM_KEY: rooms,
                                         tc.BAG: bag})
    state = built(state, seat, TOWER, "tower-8-NES", "tower-10-W", "tower-9-ES")
    # the other chests: on tiles nobody owns would be a problem; only the count is checked
    state = with_hand(state, seat, ("denar-9-1",))
    after, events = apply(state, seat, BuyChests(room=3, cards=("denar-9-1",)))
    assert tc.rooms(after)[2] == [] and tc.bag(after) == bag
    ended, events = apply(after, seat, EndTurn())
    assert ChestRoomRefilled(room=3, chests=()) in events
    assert tc.rooms(ended)[2] == [] and tc.bag(ended) == bag


def test_the_room_is_refilled_after_the_leftovers_went_back_TC_c():
    """The printed sheet (TC c): "Chests which cannot be placed by any player are returned
    to the bag. Now the emptied room of the treasure chamber is refilled with 4 chests
    taken randomly out of the bag." With 2 chests in the bag and a room of 4 nobody can
    place, the room is full again and the bag holds 2."""
    state = game()
    seat = state.active_seat
    rooms = [["pavilion"] * 4, ["garden"] * 4, ["tower"] * 4]
    state = rebase(state, modules_state={**state.modules_state, tc.ROOM_KEY: rooms,
                                         tc.BAG: ["seraglio", "arcades"]})
    state = with_hand(state, seat, ("denar-9-1",))
    after, _ = apply(state, seat, BuyChests(room=1, cards=("denar-9-1",)))
    ended, events = apply(after, seat, EndTurn())
    kinds = [e.kind for e in events]
    assert kinds.index("chests_returned") < kinds.index("chest_room_refilled")
    assert ChestsReturned(seat=seat, chests=("pavilion",) * 4) in events
    assert len(tc.rooms(ended)[0]) == 4 and len(tc.bag(ended)) == 2
    assert sorted(tc.rooms(ended)[0] + tc.bag(ended)) == sorted(
        ["pavilion"] * 4 + ["seraglio", "arcades"])


def test_the_turn_can_be_undone_past_a_purchase_of_chests_nothing_was_drawn_TC6():
    state = game()
    seat = state.active_seat
    before = with_hand(with_rooms(state, ROOMS), seat, ("denar-9-1",))
    after, _ = apply(before, seat, BuyChests(room=2, cards=("denar-9-1",)))
    assert legal_actions(after, seat).has("restart_turn")
    undone, _ = apply(after, seat, RestartTurn())
    assert tc.rooms(undone) == ROOMS and tc.bag(undone) == tc.bag(before)
    assert undone.players[seat].hand == ("denar-9-1",) and tc.waiting(undone) == []


# -- placing ---------------------------------------------------------------------------------


def test_chests_with_one_place_each_are_placed_as_the_turn_ends_without_a_question():
    state = game()
    seat = state.active_seat
    state = built(state, seat, GARDEN_1, TOWER)
    after, _ = buying(state, seat, 1, [["garden", "tower", "chambers", "chambers"],
                                       ROOMS[1], ROOMS[2]])
    listed = legal_actions(after, seat)
    assert not listed.has("place_chest") and listed.has("end_turn")
    ended, events = apply(after, seat, EndTurn())
    placed = [e for e in events if isinstance(e, ChestPlaced)]
    assert placed == [ChestPlaced(seat=seat, tile=GARDEN_1), ChestPlaced(seat=seat,
                                                                        tile=TOWER)]
    assert tc.chest_counts(ended)[seat] == 2 and problems(ended) == []


def test_the_buyer_chooses_where_a_colour_has_more_buildings_than_chests():
    state = game()
    seat = state.active_seat
    state = built(state, seat, GARDEN_1, GARDEN_2, TOWER)
    after, _ = buying(state, seat, 1, [["garden", "tower", "chambers", "chambers"],
                                       ROOMS[1], ROOMS[2]])
    listed = legal_actions(after, seat)
    assert list(listed.of_kind("place_chest")) == [PlaceChest(tile=GARDEN_1),
                                                  PlaceChest(tile=GARDEN_2)]
    assert not listed.has("end_turn")
    with pytest.raises(IllegalAction) as refused:
        apply(after, seat, EndTurn())
    assert refused.value.message_id == "engine-chests-choose-first"
    chosen, events = apply(after, seat, PlaceChest(tile=GARDEN_2))
    assert events == [ChestPlaced(seat=seat, tile=GARDEN_2)]
    assert legal_actions(chosen, seat).has("end_turn")
    ended, events = apply(chosen, seat, EndTurn())
    assert ChestPlaced(seat=seat, tile=TOWER) in events
    assert tc.chests(ended) == sorted([GARDEN_2, TOWER]) and problems(ended) == []


@pytest.mark.parametrize(("tile", "message"), [
    (PAVILION, "engine-chests-not-built"),        # in the reserve
    (GARDEN_1, "engine-chests-taken"),            # has a chest
    ("seraglio-3-ESW", "engine-chests-wrong-colour"),
])
def test_a_chest_goes_only_on_a_free_built_building_of_its_colour(tile, message):
    state = game()
    seat = state.active_seat
    state = built(state, seat, GARDEN_1, GARDEN_2, "garden-7-NSW", "seraglio-3-ESW",
                reserve=(PAVILION,))
    state = with_chests(state, GARDEN_1)
    after, _ = buying(state, seat, 1, [["garden", "pavilion", "tower", "tower"], ROOMS[1],
                                       ROOMS[2]])
    with pytest.raises(IllegalAction) as refused:
        apply(after, seat, PlaceChest(tile=tile))
    assert refused.value.message_id == message


def test_no_chest_on_a_yard_or_a_camp_even_of_the_chests_colour():
    state = game(modules=("building_yards", "camps"))
    seat = state.active_seat
    state = built(state, seat, "yard-garden-1", "camp-N", GARDEN_1)
    after, _ = buying(state, seat, 1, [["garden", "tower", "chambers", "chambers"],
                                       ROOMS[1], ROOMS[2]])
    assert not legal_actions(after, seat).has("place_chest")  # one garden: no question
    for tile in ("yard-garden-1", "camp-N"):
        with pytest.raises(IllegalAction) as refused:
            apply(after, seat, PlaceChest(tile=tile))
        assert refused.value.message_id == "engine-chests-wrong-colour"
    ended, _ = apply(after, seat, EndTurn())
    assert tc.chests(ended) == [GARDEN_1] and problems(ended) == []


def test_chests_are_placed_only_after_the_bought_tiles():
    state = game()
    seat = state.active_seat
    state = built(state, seat, GARDEN_1, GARDEN_2,
                bought=("tower-8-NES",))
    after, _ = buying(state, seat, 1, [["garden", "tower", "chambers", "chambers"],
                                       ROOMS[1], ROOMS[2]])
    assert not legal_actions(after, seat).has("place_chest")
    with pytest.raises(IllegalAction) as refused:
        apply(after, seat, PlaceChest(tile=GARDEN_1))
    assert refused.value.message_id == "engine-chests-place-first"


def test_leftovers_pass_to_the_left_seat_by_seat_and_the_rest_go_back_into_the_bag():
    state = game(players=4)
    seat = state.active_seat
    left, after_left = (seat + 1) % 4, (seat + 2) % 4
    state = built(state, left, TOWER)
    state = built(state, after_left, "tower-8-NES", GARDEN_1)
    bought, _ = buying(state, seat, 1, [["tower", "tower", "tower", "garden"], ROOMS[1],
                                        ROOMS[2]])
    bag_before = len(tc.bag(bought))
    ended, events = apply(bought, seat, EndTurn())
    placed = [e for e in events if isinstance(e, ChestPlaced)]
    assert placed == [ChestPlaced(seat=left, tile=TOWER, passed_from=seat),
                      ChestPlaced(seat=after_left, tile=GARDEN_1, passed_from=seat),
                      ChestPlaced(seat=after_left, tile="tower-8-NES", passed_from=seat)]
    assert [e for e in events if isinstance(e, ChestsReturned)] == [
        ChestsReturned(seat=seat, chests=("tower",))]
    # one went back into the bag, then 4 refilled the room (TC6)
    assert len(tc.bag(ended)) == bag_before + 1 - 4 and problems(ended) == []


def passed_to_a_choice(players=3):
    """The buyer's 4 chests (a garden, 3 towers) pass on: its left neighbour has two free
    gardens (built GARDEN_2 first), nobody a tower."""
    state = game(players=players)
    seat = state.active_seat
    left = (seat + 1) % players
    state = built(state, left, GARDEN_2, GARDEN_1)
    bought, _ = buying(state, seat, 1, [["garden", "tower", "tower", "tower"], ROOMS[1],
                                        ROOMS[2]])
    return bought, seat, left


def test_chests_passed_on_are_distributed_by_the_receiver_TC_c():
    """The printed sheet (TC c): the receiver "has the opportunity to distribute these
    chests". The end of the buyer's turn waits for its choice; then the rest go back into
    the bag and the room is refilled."""
    bought, seat, left = passed_to_a_choice()
    held, events = apply(bought, seat, EndTurn())
    assert events == [ChestsPassed(seat=left, buyer=seat,
                                   chests=("garden", "tower", "tower", "tower"))]
    assert held.active_seat == seat and held.flow.window_seats == (left,)
    assert tc.rooms(held)[0] == [] and problems(held) == []
    assert list(legal_actions(held, left)) == [PlaceChest(tile=GARDEN_2),
                                               PlaceChest(tile=GARDEN_1), PassChests()]
    assert not legal_actions(held, seat) and not legal_actions(held, (seat + 2) % 3)
    with pytest.raises(IllegalAction) as refused:
        apply(held, seat, TakeMoney(cards=held.display[:1]))
    assert refused.value.arguments["why"].message_id == "engine-chests-passing"
    shown = view(held, None).modules_view["treasure_chamber"]
    assert shown["passing"] == {"seat": left, "chests": ["garden", "tower", "tower", "tower"],
                                "buyer": seat}
    chosen, events = apply(held, left, PlaceChest(tile=GARDEN_1))  # not the earliest built
    assert events[0] == ChestPlaced(seat=left, tile=GARDEN_1, passed_from=seat)
    kinds = [e.kind for e in events]
    assert kinds.index("chests_returned") < kinds.index("chest_room_refilled") \
        < kinds.index("turn_ended")
    assert tc.chests(chosen) == [GARDEN_1] and len(tc.rooms(chosen)[0]) == 4
    assert chosen.active_seat == left and chosen.flow.window_seats == ()
    assert tc.passing(chosen) is None and problems(chosen) == []


def test_tc2_a_receiver_who_leaves_the_choice_gets_its_earliest_built_free_buildings():
    bought, seat, left = passed_to_a_choice()
    held, _ = apply(bought, seat, EndTurn())
    ended, events = apply(held, left, PassChests())
    assert ChestPlaced(seat=left, tile=GARDEN_2, passed_from=seat) in events
    assert GARDEN_1 not in tc.chests(ended) and ended.active_seat == left
    assert problems(ended) == []


def test_a_receivers_bad_choice_is_refused_and_changes_nothing():
    bought, seat, left = passed_to_a_choice()
    held, _ = apply(bought, seat, EndTurn())
    for who, action, message in [(left, PlaceChest(tile=TOWER), "engine-chests-not-built"),
                                 (seat, PassChests(), "engine-wait-window")]:
        with pytest.raises(IllegalAction) as refused:
            apply(held, who, action)
        assert refused.value.message_id == message
    assert not legal_actions(held, seat).has("pass_chests")


def test_a_receiver_without_a_choice_is_not_asked_and_the_next_one_is():
    state = game(players=4)
    seat = state.active_seat
    first, second = (seat + 1) % 4, (seat + 2) % 4
    state = built(state, first, TOWER)  # one tower, no garden: no choice
    state = built(state, second, "tower-8-NES", "tower-9-ES", "tower-9-NE", GARDEN_1)
    bought, _ = buying(state, seat, 1, [["garden", "tower", "tower", "tower"], ROOMS[1],
                                        ROOMS[2]])
    held, events = apply(bought, seat, EndTurn())
    assert events == [ChestPlaced(seat=first, tile=TOWER, passed_from=seat),
                      ChestsPassed(seat=second, buyer=seat,
                                   chests=("garden", "tower", "tower"))]
    assert held.flow.window_seats == (second,) and problems(held) == []
    # three free towers for two chests: a choice; the garden has one place: none
    assert tc.choices(held, second) == ["tower-8-NES", "tower-9-ES", "tower-9-NE"]
    assert not legal_actions(held, first)


def test_tc7_a_receiver_who_leaves_while_choosing_receives_none_and_the_turn_ends():
    bought, seat, left = passed_to_a_choice()
    held, _ = apply(bought, seat, EndTurn())
    gone, events = apply(held, left, RetireSeat())
    assert not any(isinstance(e, ChestPlaced) for e in events)
    assert ChestsReturned(seat=seat, chests=("garden", "tower", "tower", "tower")) in events
    assert gone.active_seat == (seat + 2) % 3 and gone.flow.window_seats == ()
    assert problems(gone) == []


def test_a_buyer_who_leaves_while_the_receiver_chooses_is_not_rolled_back():
    bought, seat, left = passed_to_a_choice()
    held, _ = apply(bought, seat, EndTurn())
    gone, events = apply(held, seat, RetireSeat())
    assert not any(e.kind == "turn_restarted" for e in events)
    assert gone.flow.window_seats == (left,) and problems(gone) == []
    ended, events = apply(gone, left, PlaceChest(tile=GARDEN_1))
    assert ended.active_seat == left and tc.chests(ended) == [GARDEN_1]
    assert problems(ended) == []


def test_tc7_seats_that_left_receive_nothing_and_a_buyer_who_leaves_places_by_tc2():
    state = game(players=3)
    seat = state.active_seat
    left, last = (seat + 1) % 3, (seat + 2) % 3
    state = built(state, left, TOWER)
    state = built(state, last, "tower-8-NES")
    state = built(state, seat, GARDEN_1, GARDEN_2)
    state, _ = apply(state, left, RetireSeat())
    bought, _ = buying(state, seat, 1, [["garden", "tower", "chambers", "chambers"],
                                        ROOMS[1], ROOMS[2]])
    assert legal_actions(bought, seat).has("place_chest")
    # a step that cannot be undone since (coins drawn, a builder used): the turn is not
    # rolled back as the buyer leaves
    bought = rebase(bought)
    gone, events = apply(bought, seat, RetireSeat())
    placed = [e for e in events if isinstance(e, ChestPlaced)]
    assert placed == [ChestPlaced(seat=seat, tile=GARDEN_1),
                      ChestPlaced(seat=last, tile="tower-8-NES", passed_from=seat)]
    assert tc.waiting(gone) == [] and problems(gone) == []


# -- TC1 / TC4: a chest in the reserve ---------------------------------------------------------


def test_tc1_a_chest_stays_on_its_building_in_the_reserve_and_counts_again_once_rebuilt():
    state = game()
    seat = state.active_seat
    state = built(state, seat, GARDEN_1)
    state = with_chests(state, GARDEN_1)
    assert tc.chest_counts(state)[seat] == 1
    x, y = cell_of(state, seat, GARDEN_1)
    out, _ = apply(state, seat, RebuildRemove(x=x, y=y))
    assert GARDEN_1 in out.players[seat].reserve and tc.chests(out) == [GARDEN_1]
    assert tc.chest_counts(out)[seat] == 0 and problems(out) == []
    out, _ = apply(out, seat, EndTurn())
    for _ in range(2):
        out, _ = quick_turn(out)
    x, y = min(rules_of(out).legal_positions(out, seat, GARDEN_1))
    back, _ = apply(out, seat, RebuildPlace(tile=GARDEN_1, x=x, y=y))
    assert tc.chest_counts(back)[seat] == 1


# -- scoring ---------------------------------------------------------------------------------


@pytest.mark.parametrize(("round_number", "counts", "points"), [
    (1, (2, 1, 0), [7, 0, 0]),
    (1, (2, 2, 0), [3, 3, 0]),
    (2, (3, 1, 1), [14, 3, 3]),
    (2, (3, 3, 1), [10, 10, 0]),
    (3, (3, 2, 1), [22, 14, 7]),
    (3, (2, 2, 2), [14, 14, 14]),
    (3, (2, 0, 0), [22, 0, 0]),
    (3, (0, 0, 0), [0, 0, 0]),
])
def test_the_chest_majority_pays_7_then_14_7_then_22_14_7_ties_split(round_number, counts,
                                                                        points):
    assert tc.chest_points(counts, round_number) == points


def test_a_scoring_round_counts_the_chests_in_each_alhambra_as_an_extra_term():
    state = game()
    seat = state.active_seat
    other = (seat + 1) % 3
    state = built(state, seat, GARDEN_1, TOWER, reserve=(GARDEN_2,))
    state = built(state, other, "tower-8-NES")
    state = with_chests(state, GARDEN_1, TOWER, GARDEN_2, "tower-8-NES")
    state = with_scoring_next(state)
    _, events = quick_turn(state)
    record = scoring_of(events)
    expected = [0, 0, 0]
    expected[seat] = 7
    assert list(record.extra["treasure_chamber"]) == expected


def test_dirk_never_gets_chests_and_never_places():
    state = game(players=2)
    state = with_scoring_next(state)
    _, events = quick_turn(state)
    assert scoring_of(events).extra["treasure_chamber"] == (0, 0)


# -- interactions ----------------------------------------------------------------------------


def with_ammar(state, seat):
    """``seat`` owns Ammar El'Schauf (taken from wherever the card lay)."""
    owned = [[] for _ in state.players]
    owned[seat] = ["ammar_el_schauf"]
    state = rebase(state, modules_state={**state.modules_state, "characters.owned": owned},
                   deck=tuple(c for c in state.deck if c != "ammar_el_schauf"),
                   out_of_game=tuple(c for c in state.out_of_game if c != "ammar_el_schauf"))
    assert problems(state) == []
    return state


def test_tc5_a_chest_placed_by_choice_ends_ammars_extra_rebuild():
    state = game(modules=("characters",))
    seat = state.active_seat
    state = built(state, seat, GARDEN_1, GARDEN_2,
                reserve=(PAVILION,))
    state = with_ammar(state, seat)
    bought, _ = buying(state, seat, 1, [["garden", "tower", "chambers", "chambers"],
                                        ROOMS[1], ROOMS[2]])
    listed = legal_actions(bought, seat)
    assert listed.has("place_chest") and listed.has("rebuild_remove")
    x, y = listed.of_kind("rebuild_remove")[0].x, listed.of_kind("rebuild_remove")[0].y
    placed, _ = apply(bought, seat, PlaceChest(tile=GARDEN_1))
    assert not legal_actions(placed, seat).has("rebuild_remove")
    with pytest.raises(IllegalAction) as refused:
        apply(placed, seat, RebuildRemove(x=x, y=y))
    assert refused.value.message_id == "engine-character-ammar-after-chests"


def test_the_chests_actions_read_back_from_their_text():
    from engine.alhambra import parse_action
    for action in (BuyChests(room=2, cards=("denar-9-1", "diamond-3")),
                   PlaceChest(tile=GARDEN_1)):
        assert parse_action(str(action)) == action


def test_chests_are_bought_only_as_a_main_action_of_the_turn():
    """Not while placing (after a purchase that was not exact), nor out of turn."""
    state = game()
    seat = state.active_seat
    after, _ = buying(state, seat, 2, ROOMS)
    with pytest.raises(IllegalAction) as refused:
        apply(with_hand(after, seat, ("guilder-9-1",)), seat,
              BuyChests(room=1, cards=("guilder-9-1",)))
    assert refused.value.message_id == "engine-not-now"
    other = (seat + 1) % 3
    with pytest.raises(IllegalAction) as refused:
        apply(with_hand(state, other, ("guilder-9-1",)), other,
              BuyChests(room=1, cards=("guilder-9-1",)))
    assert refused.value.message_id == "engine-not-your-turn"


def test_taking_money_leaves_the_chests_alone():
    state = game()
    seat = state.active_seat
    after, _ = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    assert tc.rooms(after) == tc.rooms(state) and tc.waiting(after) == []


def test_a_skipped_buyer_places_its_chests_and_never_takes_the_extra_rebuild():
    from engine.alhambra.autopilot import skip_turn_actions

    state = new_game(3, seed=4, modules=["characters", "treasure_chamber"])  # Ammar's
    seat = state.active_seat  # rebuilds are listed before the chests
    state = built(state, seat, GARDEN_1, GARDEN_2, reserve=(PAVILION,))
    state = with_ammar(state, seat)
    bought, _ = buying(state, seat, 1, [["garden", "tower", "chambers", "chambers"],
                                        ROOMS[1], ROOMS[2]])
    assert legal_actions(bought, seat)[0].kind.startswith("rebuild")
    bought = rebase(bought)  # a step that cannot be undone since: no roll-back
    actions = skip_turn_actions(bought, seat)
    assert [a.kind for a in actions] == ["place_chest", "end_turn"]
    for action in actions:
        bought, _ = apply(bought, seat, action)
    assert bought.active_seat != seat and problems(bought) == []


def test_a_chest_goes_on_a_building_bought_and_built_this_turn():
    """X3: the chests come after the bought tiles, so this turn's buildings take them."""
    from engine.alhambra.actions import Buy, Place

    from .helpers import market_with

    state = game()
    seat = state.active_seat
    state = market_with(state, dirham="garden-6-ESW")
    state = with_rooms(state, [["garden", "tower", "chambers", "chambers"], ROOMS[1],
                               ROOMS[2]])
    state = with_hand(state, seat, ("dirham-6-1", "guilder-9-1"))
    state, events = apply(state, seat, Buy(slot="dirham", cards=("dirham-6-1",)))
    assert state.flow.extra_action  # exact: another action
    state, _ = apply(state, seat, BuyChests(room=1, cards=("guilder-9-1",)))
    assert not legal_actions(state, seat).has("end_turn")  # the garden waits
    x, y = min(rules_of(state).legal_positions(state, seat, "garden-6-ESW"))
    state, _ = apply(state, seat, Place(tile="garden-6-ESW", x=x, y=y))
    if state.active_seat == seat:  # (the only choice left: ending the turn)
        state, events = apply(state, seat, EndTurn())
    assert "garden-6-ESW" in tc.chests(state) and problems(state) == []


def test_tc4_an_exchanged_building_takes_its_chest_into_the_reserve():
    from engine.alhambra.actions import RebuildExchange

    state = game()
    seat = state.active_seat
    spares = ("pavilion-2-NEW", "tower-7-NEW", "garden-7-NSW", "seraglio-3-ESW",
              "garden-6-ESW", "tower-8-NES", "arcades-7-ES", "garden-10-none")
    state = built(state, seat, GARDEN_1, reserve=spares)
    state = with_chests(state, GARDEN_1)
    x, y = cell_of(state, seat, GARDEN_1)
    exchanges = [a for a in legal_actions(state, seat).of_kind("rebuild_exchange")
                 if (a.x, a.y) == (x, y)]
    assert exchanges
    after, _ = apply(state, seat, exchanges[0])
    assert isinstance(exchanges[0], RebuildExchange)
    assert GARDEN_1 in after.players[seat].reserve and tc.chests(after) == [GARDEN_1]
    assert tc.chest_counts(after)[seat] == 0 and problems(after) == []
