"""Building yards, expansion 1 "Die Gunst des Wesirs" (family box rule book p. 14-16, "Die
Bauhütten"), rule by rule, through ``apply`` and ``legal_actions``; and whole random games
with both of this change's modules on."""

import random
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.alhambra import (
    BadOptions,
    GameState,
    IllegalAction,
    apply,
    legal_actions,
    modules_problem,
    new_game,
    parse_action,
    problems,
    view,
)
from engine.alhambra.actions import (
    Buy,
    EndTurn,
    GiveToDirk,
    Reserve,
    RestartTurn,
    TakeMoney,
    TakeYard,
)
from engine.alhambra.components import BASE_PAYOUTS, BUILDINGS, OPPOSITE, STEP, TILES
from engine.alhambra.errors import WrongPhase
from engine.alhambra.events import ScoringRound, YardTaken, YardTurnedUp
from engine.alhambra.modules.building_yards import COVERED, MAX_YARDS, STACKS, YARD_IDS, YARDS
from engine.alhambra.places import tile_words
from engine.alhambra.random_play import _plan, play_random_game
from engine.alhambra.ruleset import rules_of

from .expansion1_helpers import claim, own, quick_turn, scoring_of, with_scoring_next
from .helpers import rebase, set_market, update_player

BOTH = ["bonus_cards", "building_yards"]


def yard_game(players: int = 3, seed: int = 1) -> GameState:
    return new_game(players, seed=seed, modules=["building_yards"])


def stacks_of(state: GameState) -> dict[str, list[str]]:
    return state.modules_state[STACKS]


#: The rule book's example (its picture, in words): the upper brown yard touches two
#: arcades without a wall between (2 arcades), the lower brown one touches one (1), the
#: purple yard touches a tower, but a wall separates them (0). Three yards are built.
BOOK_EXAMPLE = (
    (0, 1, "yard-arcades-1"),   # the upper brown yard (wall south)
    (1, 1, "arcades-9-none"),
    (-1, 1, "arcades-10-none"),
    (1, 2, "yard-arcades-2"),   # the lower brown yard (wall west)
    (1, 0, "yard-tower-3"),     # the purple yard (wall east) ...
    (2, 0, "tower-10-W"),       # ... against the tower's wall
    (2, 1, "garden-11-none"),   # the way to the tower
)


# -- material and setup ---------------------------------------------------------------------


def test_24_yards_in_six_colours_each_with_one_wall():
    """"Es gibt 3 blaue ... 4 braune ... 5 grüne ... 3 rote ... 4 weiße und 5 lila
    Bauhütten", one colour per building of the base game. The wall sides are the project's
    reconstruction: one wall each."""
    assert len(YARDS) == 24
    assert Counter(t.counts_as for t in YARDS) == {"pavilion": 3, "seraglio": 3, "arcades": 4,
                                                   "chambers": 4, "garden": 5, "tower": 5}
    for yard in YARDS:
        assert TILES[yard.id] is yard
        assert yard.building == "yard" and yard.price == 0 and len(yard.walls) == 1
        assert yard.id.startswith(f"yard-{yard.counts_as}-")
    assert "yard" not in rules_of(yard_game()).buildings
    assert tile_words(TILES["yard-garden-1"]) == "Garden yard"


def test_six_shuffled_stacks_with_the_top_yard_face_up():
    """"Die Bauhütten werden nach Farben sortiert, jeder der 6 Stapel gemischt und verdeckt
    neben den Bauhof gelegt. Anschließend wird von jedem Stapel die oberste Bauhütte
    aufgedeckt.\""""
    state = yard_game(3, seed=2)
    stacks = stacks_of(state)
    assert list(stacks) == list(BUILDINGS)
    for building, stack in stacks.items():
        assert sorted(stack) == sorted(t.id for t in YARDS if t.counts_as == building)
    orders = {tuple(stacks_of(yard_game(3, seed))["garden"]) for seed in range(10)}
    assert len(orders) > 1 and stacks_of(yard_game(3, 2)) == stacks
    fields = view(state, None).modules_view["building_yards"]
    assert fields["stacks"]["garden"] == {"face_up": stacks["garden"][0], "left": 5}
    assert fields["limit"] == MAX_YARDS
    public = view(state, None).model_dump_json()
    assert not any(yard in public for stack in stacks.values() for yard in stack[1:])
    assert problems(state) == []
    plain = new_game(3, seed=2)
    assert (plain.bag, plain.deck, plain.market) == (state.bag, state.deck, state.market)


# -- taking a yard --------------------------------------------------------------------------


def test_taking_a_yard_is_a_fourth_action_that_costs_nothing_and_ends_the_actions():
    """"Man darf sich eine beliebige, offen liegende Bauhütte von einem der sechs Stapel
    nehmen ... Eine Bauhütte kostet kein Geld (und kann deshalb auch nicht passend bezahlt
    werden: d.h. dafür gibt es keinen Extra-Spielzug).\""""
    state = yard_game(3, seed=3)
    seat = state.active_seat
    listed = legal_actions(state, seat).of_kind("take_yard")
    assert list(listed) == [TakeYard(building=b) for b in BUILDINGS]
    top, following = stacks_of(state)["garden"][:2]
    hand = state.players[seat].hand
    after, events = apply(state, seat, TakeYard(building="garden"))
    assert events == [YardTaken(seat=seat, building="garden", tile=top)]
    assert after.players[seat].bought == (top,) and after.players[seat].hand == hand
    assert after.flow.phase == "placing" and not after.flow.extra_action
    assert stacks_of(after)["garden"] == stacks_of(state)["garden"][1:]
    assert {a.kind for a in legal_actions(after, seat)} == {"place", "reserve", "restart_turn"}
    with pytest.raises(WrongPhase) as caught:
        apply(after, seat, TakeYard(building="tower"))
    assert caught.value.message_id == "engine-not-now"
    assert problems(after) == []
    # Y1: the next yard turns up when the turn ends (restarting must not show it)
    fields = view(after, None).modules_view["building_yards"]["stacks"]["garden"]
    assert fields == {"face_up": None, "left": 4}
    assert following not in view(after, None).model_dump_json()
    back, _ = apply(after, seat, RestartTurn())
    assert stacks_of(back) == stacks_of(state) and back.players[seat].bought == ()
    placed = next(iter(legal_actions(after, seat).of_kind("place")))
    assert placed.tile == top
    done, _ = apply(after, seat, placed)
    done, events = apply(done, seat, EndTurn())
    assert YardTurnedUp(building="garden", tile=following) in events
    fields = view(done, None).modules_view["building_yards"]["stacks"]["garden"]
    assert fields == {"face_up": following, "left": 4}
    assert done.modules_state[COVERED] == [] and problems(done) == []


def test_a_yard_may_be_the_action_after_an_exact_payment():
    """"Am Ende des Spielzuges platziert man die Bauhütte (eventuell mit weiteren
    Gebäudeplättchen) ...": bought tiles and the yard are built at the end of the turn."""
    state = set_market(yard_game(3, seed=4), denar="garden-10-none")
    seat = state.active_seat
    state = update_player(state, seat, hand=("denar-6-1", "denar-4-1"))
    state, _ = apply(state, seat, Buy(slot="denar", cards=("denar-6-1", "denar-4-1")))
    assert state.flow.extra_action
    top = stacks_of(state)["tower"][0]
    state, _ = apply(state, seat, TakeYard(building="tower"))
    assert state.players[seat].bought == ("garden-10-none", top)
    assert state.flow.phase == "placing"


def test_the_yard_is_built_by_the_building_rules_or_reserved():
    state = yard_game(3, seed=5)
    seat = state.active_seat
    top = stacks_of(state)["pavilion"][0]
    state, _ = apply(state, seat, TakeYard(building="pavilion"))
    places = {(a.x, a.y) for a in legal_actions(state, seat).of_kind("place")}
    grid = {(0, 0): TILES["fountain"]}
    walls = TILES[top].walls
    # beside the fountain only where the yard has no wall towards it
    assert places == {(dx, dy) for side, (dx, dy) in STEP.items()
                      if OPPOSITE[side] not in walls and (dx, dy) not in grid}
    reserved, _ = apply(state, seat, Reserve(tile=top))
    assert reserved.players[seat].reserve == (top,) and problems(reserved) == []


def test_nobody_owns_more_than_three_yards():
    """"Jeder Spieler darf höchstens drei Bauhütten besitzen, dazu zählen auch Bauhütten in
    der Reserve." The book's example: "Der Spieler hat bereits 3 Bauhütten platziert und
    darf keine mehr nehmen.\""""
    state = yard_game(3, seed=6)
    seat = state.active_seat
    full = own(state, seat, alhambra=BOOK_EXAMPLE)
    assert problems(full) == []
    with pytest.raises(IllegalAction, match="nobody may own more than 3") as caught:
        apply(full, seat, TakeYard(building="garden"))
    assert caught.value.message_id == "engine-yard-three"
    assert caught.value.arguments == {"limit": 3}
    assert not legal_actions(full, seat).has("take_yard")
    # a yard on the reserve counts too
    mixed = own(state, seat, alhambra=((0, 1, "yard-arcades-1"), (1, 1, "arcades-9-none")),
                reserve=("yard-garden-1", "yard-tower-1"))
    assert problems(mixed) == [] and not legal_actions(mixed, seat).has("take_yard")
    two = own(state, seat, alhambra=((0, 1, "yard-arcades-1"), (1, 1, "arcades-9-none")),
              reserve=("yard-garden-1",))
    assert legal_actions(two, seat).has("take_yard")


def test_a_used_up_stack_offers_no_more_yards():
    """"Ist ein Stapel aufgebraucht, steht diese Sorte nicht mehr zur Verfügung.\""""
    state = yard_game(3, seed=7)
    seat = state.active_seat
    other = (seat + 1) % 3
    empty = own(state, other, reserve=tuple(stacks_of(state)["pavilion"]))
    assert stacks_of(empty)["pavilion"] == []
    with pytest.raises(IllegalAction, match="used up") as caught:
        apply(empty, seat, TakeYard(building="pavilion"))
    assert caught.value.message_id == "engine-yard-stack-empty"
    assert caught.value.arguments == {"building": "pavilion"}
    assert TakeYard(building="pavilion") not in list(legal_actions(empty, seat))
    assert view(empty, None).modules_view["building_yards"]["stacks"]["pavilion"] == {
        "face_up": None, "left": 0}
    with pytest.raises(IllegalAction) as caught:
        apply(state, seat, TakeYard(building="fountain"))
    assert caught.value.message_id == "engine-yard-no-stack"


def test_dirk_never_receives_a_yard():
    """A yard is taken, not bought: it is built or reserved ("platziert man die Bauhütte ...
    ein oder legt sie in seine Reserve"), never given to Dirk."""
    state = new_game(2, seed=8, modules=["building_yards"])
    seat = state.active_seat
    top = stacks_of(state)["chambers"][0]
    state, _ = apply(state, seat, TakeYard(building="chambers"))
    assert not legal_actions(state, seat).has("give_to_dirk")
    with pytest.raises(IllegalAction) as caught:
        apply(state, seat, GiveToDirk(tile=top))
    assert caught.value.message_id == "engine-dirk-only-bought"


# -- scoring --------------------------------------------------------------------------------


def test_the_book_example_two_one_and_no_building():
    """"Grenzt eine Bauhütte an ein gleichfarbiges Gebäude, zählt sie wie ein weiteres
    Gebäude, bei 2 oder 3 gleichfarbigen Nachbargebäuden zählt die Bauhütte entsprechend wie
    2 oder 3 Gebäude dieser Art, sofern sich jeweils zwischen Bauhütte und gleichfarbigen
    Nachbargebäuden keine Stadtmauer befindet." -- "Die lila Bauhütte zählt nicht, da sie
    zwar zum Turm benachbart, aber durch eine Stadtmauer von ihm getrennt ist." With its two
    arcades the player would lose the arcades to a player with four; the yards add three."""
    state = with_scoring_next(yard_game(3, seed=9))
    seat = state.active_seat
    other = (seat + 1) % 3
    state = own(state, seat, alhambra=BOOK_EXAMPLE)
    state = own(state, other, alhambra=((1, 0, "arcades-8-N"), (2, 0, "arcades-8-E"),
                                        (0, 1, "arcades-7-ES"), (0, -1, "arcades-6-NE")))
    assert problems(state) == []
    after, events = quick_turn(state)
    record = scoring_of(events)
    assert record.added["building_yards"] == {"arcades": tuple(3 if s == seat else 0
                                                              for s in range(3))}
    assert record.counts["arcades"][seat] == 5 and record.counts["arcades"][other] == 4
    assert record.counts["tower"][seat] == 1  # the tower tile alone
    assert record.points["arcades"][seat] == BASE_PAYOUTS[1]["arcades"][0]
    assert record.points["arcades"][other] == 0
    assert problems(after) == []


def test_yards_never_count_for_yards_nor_from_the_reserve():
    """Compendium: "Bauhütten zählen nicht für weitere benachbarte Bauhütten"; and like any
    tile, a yard on the reserve does not count."""
    state = with_scoring_next(yard_game(3, seed=10))
    seat = state.active_seat
    state = own(state, seat, alhambra=((0, 1, "yard-garden-1"), (1, 1, "yard-garden-3"),
                                       (-1, 1, "garden-10-none")),
                reserve=("yard-garden-2",))
    assert problems(state) == []
    _, events = quick_turn(state)
    record = scoring_of(events)
    assert record.added["building_yards"]["garden"][seat] == 1  # the tile, never the yard
    assert record.counts["garden"][seat] == 2


def test_a_yards_walls_count_in_the_outer_wall():
    """"Die Stadtmauern auf den Bauhütten werden wie üblich gewertet.\""""
    state = yard_game(3, seed=11)
    yard = next(t for t in YARDS if t.walls == {"E"})
    state = own(state, 0, alhambra=((1, 0, yard.id),))
    assert problems(state) == [] and rules_of(state).barrier_points(state, 0) == 1


# -- rule modules, texts, broken states -----------------------------------------------------


@pytest.mark.parametrize("game", ["granada", "alhambra_granada"])
def test_not_played_with_granada_or_the_combination(game):
    """shared/EXPANSIONS.md X1: Granada allows only the vizier and the exchange offices of
    expansion 1."""
    problem = modules_problem(["building_yards", game])
    assert problem.message_id == "engine-modules-not-with"
    assert dict(problem.arguments) == {"module": "building_yards", "modules": (game,)}
    with pytest.raises(BadOptions):
        new_game(3, seed=1, modules=[game, "building_yards"])
    assert modules_problem(BOTH, 2) is None


def test_the_text_form_reads_back_and_is_its_own_book_action():
    action = TakeYard(building="garden")
    assert str(action) == "take yard garden" and parse_action(str(action)) == action
    assert parse_action("take denar-1-1") == TakeMoney(cards=("denar-1-1",))
    groups, _ = _plan(("take_money", "buy", "rebuild_place", "take_yard"))
    assert ("take_yard",) in groups and len(groups) == 4


def test_broken_states_are_reported():
    state = yard_game(3, seed=12)
    top = stacks_of(state)["garden"][0]
    twice = update_player(state, 0, reserve=(top,))
    assert any("not accounted for once" in p for p in problems(twice))
    four = own(state, 0, reserve=tuple(stacks_of(state)["tower"][:4]))
    assert any("owns 4 building yards" in p for p in problems(four))
    lost = rebase(claim(state, top), market=(top,) + state.market[1:],
                  bag=state.bag + (state.market[0],))
    assert any("in the market" in p for p in problems(lost))


# -- whole games ----------------------------------------------------------------------------


def _added_by_yards(state: GameState, seat: int) -> dict[str, int]:
    """What the book says a seat's yards add, worked out here on the grid."""
    grid = state.players[seat].grid
    added: Counter[str] = Counter()
    for (x, y), tile in grid.items():
        if tile.id in YARD_IDS:
            for side, (dx, dy) in STEP.items():
                other = grid.get((x + dx, y + dy))
                if other is not None and other.building == tile.counts_as and \
                        side not in tile.walls:
                    added[tile.counts_as] += 1
    return dict(added)


@settings(max_examples=12, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32), driver=st.integers(0, 2**32))
def test_random_games_with_both_modules_keep_every_invariant(players, seed, driver):
    taken = 0

    def check(before, action, after, events):
        nonlocal taken
        taken += action.kind == "take_yard"
        assert problems(after) == []
        assert GameState.model_validate_json(after.model_dump_json()) == after
        public = view(after, None).model_dump_json()
        for player in after.players:
            assert not any(card in public for card in player.hand)
        hidden = [yard for b, stack in after.modules_state[STACKS].items()
                  for yard in stack[1 if b not in after.modules_state[COVERED] else 0:]]
        assert not any(yard in public for yard in hidden)
        if not any(isinstance(e, ScoringRound) for e in events):
            assert after.scores == before.scores
        for event in events:
            if isinstance(event, ScoringRound):
                added = event.record.added.get("building_yards", {})
                for seat in range(players):
                    assert {b: n[seat] for b, n in added.items() if n[seat]} == \
                        _added_by_yards(after, seat)
        if after.is_over:
            assert not legal_actions(after, 0) and after.active_seat is None
        else:
            assert legal_actions(after, after.active_seat)
            assert after.modules_state[COVERED] == [] or not any(
                e.kind == "turn_ended" for e in events)

    final, actions = play_random_game(players, seed, random.Random(driver), modules=BOTH,
                                      restart_chance=0.05, on_step=check)
    assert final.is_over and [r.round for r in final.scorings][-1] == 3
    assert final.scores == list(final.scorings[-1].totals)
    assert taken > 0


def test_a_random_two_player_game_with_both_modules():
    final, _ = play_random_game(2, 13, random.Random(13), modules=BOTH)
    assert final.options.modules == ("dirk", *BOTH) and final.is_over
    assert problems(final) == []
    assert not any(t in YARD_IDS for t in final.dirk)
    assert any(t in YARD_IDS for p in final.players for _, _, t in p.alhambra)
