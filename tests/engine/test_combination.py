"""The combination "Der Palast von Alhambra + Granada" (family box rule book p. 12-13), rule
by rule. p. 12: material, setup, the actions; p. 13: building rules (with the example of the
marked place), scoring, end of the game."""

import random
import re

import pytest

from engine.alhambra import (
    BadOptions,
    apply,
    available_modules,
    legal_actions,
    modules_problem,
    new_game,
    parse_action,
    problems,
)
from engine.alhambra.actions import BuySecond, EndTurn, Place, Reserve, TakeMoney
from engine.alhambra.components import BASE_TILES, CARDS, TILES, physical
from engine.alhambra.endturn import scoring_round
from engine.alhambra.errors import IllegalPlacement
from engine.alhambra.events import FinalTileGiven, FinalTilesAwarded, TileBought
from engine.alhambra.modules import REGISTRY
from engine.alhambra.modules.alhambra_granada import COMBINATION_RULES, longest_stretch
from engine.alhambra.modules.granada import EVEN, MARKER, ODD, TILE_IDS, face, marker
from engine.alhambra.ruleset import rules_of, split_stacks

from .helpers import rebase

COORDINATES = re.compile(r"\(?-?\d+\s*,\s*-?\d+\)?")
ALL_FACES = [t.id for t in BASE_TILES] + [f for t in TILE_IDS for f in (face(t, EVEN),
                                                                          face(t, ODD))]


def combo(players=3, seed=1, **kw):
    return new_game(players, seed=seed, modules=["alhambra_granada"], **kw)


def claim(state, *tiles):
    """Take these tiles out of the bag (or off a market slot, refilled with the same kind),
    so a test can put them anywhere while every tile stays accounted for."""
    bag, market, second = list(state.bag), list(state.market), list(state.second_market)
    for wanted in tiles:
        tile = physical(wanted)
        if tile in bag:
            bag.remove(tile)
        elif tile in market:
            i = market.index(tile)
            market[i] = next(t for t in bag if t in TILES and TILES[t].city == "alhambra")
            bag.remove(market[i])
        elif tile in [physical(t) for t in second if t]:
            i = [physical(t) if t else None for t in second].index(tile)
            new = next(t for t in bag if TILES[t].city == "granada")
            bag.remove(new)
            second[i] = face(new, EVEN)
        else:
            raise AssertionError(f"{wanted} is not free")
    return rebase(state, bag=tuple(bag), market=tuple(market), second_market=tuple(second))


def plane(state, seat, *built, cities=()):
    state = claim(state, *[t for _, _, t in built])
    players = list(state.players)
    players[seat] = players[seat].model_copy(
        update={"alhambra": ((0, 0, "fountain"),) + built, "cities": cities})
    return rebase(state, players=tuple(players))


def holding(state, seat, bought=(), hand=None):
    state = claim(state, *bought)
    players = list(state.players)
    update = {"bought": tuple(bought)}
    if hand is not None:
        update["hand"] = tuple(hand)
    players[seat] = players[seat].model_copy(update=update)
    flow = state.flow.model_copy(update={"active_seat": seat, "phase": "placing"})
    return rebase(state, players=tuple(players), flow=flow)


# -- modules (p. 12) -----------------------------------------------------------------------------


def test_the_combination_is_offered_and_impossible_choices_are_refused():
    """The engine plays the combination whole, and players are offered it (the pictures
    and the panel show both cities and the double market: ``Module.offered``)."""
    assert "alhambra_granada" in {m.name for m in available_modules()}
    module = REGISTRY["alhambra_granada"]
    assert module.title == "Alhambra + Granada" and module.description
    assert modules_problem(["alhambra_granada"]) is None
    assert modules_problem(["alhambra_granada"], offered_only=True) is None
    # p. 12: the combination keeps Granada's rules, its simplified scoring among them
    assert modules_problem(["alhambra_granada", "granada_simplified"]) is None
    assert "different games" in modules_problem(["granada", "alhambra_granada"])
    with pytest.raises(BadOptions, match="different games"):
        new_game(3, seed=1, modules=["alhambra_granada", "granada"])
    assert combo(2).options.modules == ("dirk", "alhambra_granada")


# -- setup (p. 12) -----------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(6))
def test_setup_fountains_a_double_market_with_moats_and_only_scoring_card_a(seed):
    """p. 12: "Jeder Spieler legt sein „Alhambra“-Startplättchen vor sich ab"; "Die 4
    Felder des Bauhofs werden jeweils mit einem Alhambra- und einem Granadaplättchen
    aufgefüllt. Die Granada-Plättchen müssen bei der ersten Auslage jeweils mindestens einen
    Graben zeigen"; "nur die 1. Wertungskarte in den 3. Stapel ... Die 2. Wertungskarte wird
    zunächst beiseitegelegt"."""
    state = combo(4, seed)
    assert problems(state) == []
    assert all(p.alhambra == ((0, 0, "fountain"),) and p.cities == () for p in state.players)
    assert all(TILES[t].city == "alhambra" for t in state.market)
    for tile in state.second_market:
        assert TILES[tile].city == "granada" and TILES[tile].walls
        assert TILES[tile].price % 2 == 0  # Granada's first market: even sides
    assert marker(state) == ODD
    assert "scoring-B" in state.out_of_game and "scoring-B" not in state.deck
    money = [c for c in state.deck if CARDS[c].kind == "money"]
    sizes = [len(s) for s in split_stacks(money)]
    a = state.deck.index("scoring-A")
    assert sum(sizes[:2]) <= a <= sum(sizes[:3])
    assert len(state.bag) == 108 - 8


def test_the_second_scoring_card_joins_the_second_stack_at_the_first_reshuffle():
    """p. 13: "Geldkartenstapel ... zum ersten Mal aufgebraucht, wird der Ablagestapel neu
    gemischt und in 5 Stapel unterteilt. In den 2. Stapel wird jetzt die 2. Wertungskarte
    eingemischt." Only the first time."""
    state = combo(3, 2)
    cards = [c for c in state.deck if CARDS[c].kind == "money"][:50]
    after, deck = COMBINATION_RULES.reshuffled(state, list(cards), random.Random(1))
    assert "scoring-B" not in after.out_of_game and len(deck) == 51
    sizes = [len(s) for s in split_stacks(cards)]
    assert sizes[0] <= deck.index("scoring-B") <= sizes[0] + sizes[1]
    again, deck2 = COMBINATION_RULES.reshuffled(after, list(cards), random.Random(1))
    assert deck2 == cards and again == after


# -- buying (p. 12) -------------------------------------------------------------------------------


def test_either_tile_of_a_currency_may_be_bought():
    """p. 12: "kann der Spieler jetzt für jede Währung zwischen einem Alhambra- und einem
    Granadaplättchen wählen"; a Granada tile paid exactly gives another action."""
    state = combo(3, 3)
    seat = state.active_seat
    tile = state.second_market[0]
    price = TILES[tile].price
    hand = (f"denar-{min(price, 9)}-1",) + ((f"denar-{price - 9}-2",) if price > 9 else ())
    state = rebase(state, players=tuple(
        p.model_copy(update={"hand": hand}) if i == seat else
        p.model_copy(update={"hand": tuple(c for c in p.hand if c not in hand)})
        for i, p in enumerate(state.players)),
        deck=tuple(c for c in state.deck if c not in hand),
        display=tuple(c for c in state.display if c not in hand),
        discard=tuple(c for c in state.discard if c not in hand)
        + tuple(c for c in state.players[seat].hand if c not in hand))
    action = BuySecond(slot="denar", cards=hand)
    assert action in list(legal_actions(state, seat))
    assert parse_action(str(action)) == action
    after, events = apply(state, seat, action)
    assert after.players[seat].bought == (tile,) and after.second_market[0] is None
    assert after.market[0] == state.market[0]
    assert isinstance(events[0], TileBought) and events[0].second and events[0].exact
    assert after.flow.phase == "action"  # exact: another action
    assert problems(after) == []


def test_refills_lay_out_each_kind_and_move_the_marker_only_for_granada_tiles():
    """p. 12: "Beim Auffüllen des Bauhofs werden jeweils 1 Alhambra- und 1
    Granadaplättchen nebeneinander ausgelegt"; "Wurde ein Granadaplättchen gekauft, wird
    der schwarze Markierungsstein wie gewohnt beim Auffüllen ... versetzt" (decision C2)."""
    state = combo(3, 4)
    bag = list(state.bag) + [state.market[1]]
    only_alhambra = rebase(state, market=(state.market[0], None) + state.market[2:],
                           bag=tuple(bag))
    events = []
    after = rules_of(state).refill_market(only_alhambra, events)
    assert after.market[1] is not None and TILES[after.market[1]].city == "alhambra"
    assert marker(after) == ODD
    bag = list(state.bag) + [physical(state.second_market[2])]
    granada_gone = rebase(state, second_market=state.second_market[:2] + (None,)
                          + state.second_market[3:], bag=tuple(bag))
    after = rules_of(state).refill_market(granada_gone, [])
    assert TILES[after.second_market[2]].price % 2 == 1  # the marker said odd
    assert after.modules_state[MARKER] == EVEN and problems(after) == []


def test_the_game_goes_on_while_a_slot_holds_either_kind_and_ends_when_one_is_empty():
    """p. 13: "Das Spiel endet, wenn mindestens ein Platz auf dem Bauhof ganz leer ist, d.h.
    weder mit einem Alhambra- noch mit einem Granadaplättchen belegt werden kann"."""
    state = combo(3, 5)
    rules = rules_of(state)
    one_kind = state.model_copy(update={"market": (None,) * 4})
    assert rules.market_complete(one_kind)
    empty = state.model_copy(update={"market": (None,) + state.market[1:],
                                     "second_market": (None,) + state.second_market[1:]})
    assert not rules.market_complete(empty)


# -- building (p. 13) -----------------------------------------------------------------------------


def test_the_first_granada_tile_meets_a_wall_with_a_moat_and_becomes_granadas_start():
    """p. 13: "Ein Alhambra- und ein Granadaplättchen müssen grundsätzlich mit einer Mauer
    und einem Graben aneinander angrenzend platziert werden. Sobald das erste
    Granadaplättchen errichtet ist, ... erfüllt die Funktion des Startplättchens"."""
    state = plane(combo(3, 6), 0, (1, 0, "tower-13-E"))
    state = holding(state, 0, bought=("granada-bathhouse-2",))
    assert COMBINATION_RULES.legal_positions(state, 0, "granada-bathhouse-2") == {(2, 0)}
    problem = COMBINATION_RULES.placement_problem(state, 0, "granada-bathhouse-2", (0, 1))
    assert "wall against moat" in problem and not COORDINATES.search(problem)
    with pytest.raises(IllegalPlacement):
        apply(state, 0, Place(tile="granada-bathhouse-2", x=0, y=1))
    after, _ = apply(state, 0, Place(tile="granada-bathhouse-2", x=2, y=0))
    assert after.players[0].cities == (("granada", 2, 0),)
    assert problems(after) == []
    # like a start tile, it is never moved (decision C5)
    problem = COMBINATION_RULES.removal_problem(after, 0, (2, 0))
    assert "never moved" in problem and not COORDINATES.search(problem)


def test_each_city_is_walked_separately_and_new_tiles_join_their_own_city():
    """p. 13: "Sowohl in der Alhambra als auch in Granada gilt jeweils separat die
    Fußgängerregel"."""
    state = plane(combo(3, 7), 0, (1, 0, "tower-13-E"), (0, 1, "garden-12-S"),
                  (2, 0, "granada-bathhouse-2"), cities=(("granada", 2, 0),))
    assert problems(state) == []
    # a second Granada tile against a wall, away from Granada: refused
    problem = COMBINATION_RULES.placement_problem(state, 0, "granada-hostel-10", (0, 2))
    assert "must touch your Granada" in problem and not COORDINATES.search(problem)
    # an Alhambra tile beside Granada only: refused
    problem = COMBINATION_RULES.placement_problem(state, 0, "tower-11-none", (3, 0))
    assert not COORDINATES.search(problem)
    assert (3, 0) not in COMBINATION_RULES.legal_positions(state, 0, "tower-11-none")
    # a Granada tile joining Granada through an open side is fine
    assert (2, -1) in COMBINATION_RULES.legal_positions(state, 0, "granada-hostel-10")


def test_the_marked_place_where_neither_kind_can_be_built():
    """p. 13, the example: "Auf dem markierten Platz kann nicht mehr gebaut werden: Das
    Arkadenplättchen ohne Mauer würde ein weiteres Alhambraplättchen erfordern, die
    Bibliothek ein Granadaplättchen." Arcades without walls west of the place, a library
    without a moat east of it."""
    state = plane(combo(3, 8), 0, (1, 0, "tower-13-E"), (0, 1, "arcades-9-none"),
                  (2, 0, "granada-bathhouse-2"), (2, 1, "granada-library-4"),
                  cities=(("granada", 2, 0),))
    assert problems(state) == []
    marked = (1, 1)
    for tile in ALL_FACES:
        assert marked not in COMBINATION_RULES.legal_positions(state, 0, tile), tile
        problem = COMBINATION_RULES.placement_problem(state, 0, tile, marked)
        assert problem and not COORDINATES.search(problem), tile


# -- scoring (p. 13) ------------------------------------------------------------------------------


def test_walls_beside_moats_count_for_both_and_the_stretch_scores_two_per_side():
    """p. 13: "Mauern, die zusammen mit einem Graben verlaufen, zählen wie gewohnt mit";
    "Gräben, die zusammen mit einer Mauer verlaufen, zählen wie gewohnt mit"; "Jeder
    Abschnitt dieser Mauer-Graben-Kombination zählt 2 Punkte"."""
    state = plane(combo(3, 9), 0, (1, 0, "tower-13-E"), (1, 1, "arcades-8-E"),
                  (2, 0, "granada-bathhouse-2"), (2, 1, "granada-market-4"),
                  cities=(("granada", 2, 0),))
    assert problems(state) == []
    assert longest_stretch(state.players[0].grid) == 2
    assert COMBINATION_RULES.barrier_points(state, 0) == 2
    extra = REGISTRY["alhambra_granada"].extra_scoring(state, 1)
    assert extra["moat"][0] == 2 and extra["wall_and_moat"][0] == 4
    after = scoring_round(state, 1, [])
    record = after.scorings[-1]
    assert record.walls[0] == 2 and record.extra["wall_and_moat"] == (4, 0, 0)
    # the Alhambra buildings "wie gewohnt": the base table (round 1, 1st place: tower 6,
    # arcades 3), not Granada's multipliers; Granada's by x1 the number in all cities
    assert record.points["tower"] == (6, 0, 0) and record.points["arcades"] == (3, 0, 0)
    assert record.points["market"] == (1, 0, 0) and record.points["bathhouse"] == (1, 0, 0)
    gained = after.scores[0] - state.scores[0]
    assert gained == 2 + 2 + 4 + sum(p[0] for p in record.points.values())


# -- the end (p. 13) ------------------------------------------------------------------------------


def test_the_most_money_in_a_currency_wins_both_tiles_of_its_slot_one_by_one():
    """p. 13: "allerdings kann ein Spieler mit dem meisten Geld in einer Währung auch 2
    Plättchen (ein Alhambra- und ein Granada-Plättchen) erhalten" (decision C3: the
    Alhambra tile first)."""
    state = combo(3, 10)
    seat = state.active_seat
    rich = (seat + 1) % 3
    alhambra_tile, granada_tile = state.market[0], state.second_market[0]
    # the supplies are used up and the dirham slot is empty: the game ends after this turn
    state = rebase(state, bag=(), market=(alhambra_tile, None, None, None),
                   second_market=(granada_tile, None, None, None))
    denars = [c for c in CARDS if CARDS[c].currency == "denar"]
    players = [p.model_copy(update={"hand": tuple(c for c in p.hand if c not in denars)})
               for p in state.players]
    players[rich] = players[rich].model_copy(update={"hand": players[rich].hand + ("denar-9-1",)})
    state = rebase(state, players=tuple(players), display=tuple(
        c for c in state.display if c != "denar-9-1"), deck=tuple(
        c for c in state.deck if c != "denar-9-1"))
    state, _ = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    state, events = apply(state, seat, EndTurn())
    award = next(e for e in events if isinstance(e, FinalTilesAwarded))
    assert award.awards["denar"] == rich and award.second_tiles == {"denar": granada_tile}
    given = [e for e in events if isinstance(e, FinalTileGiven)]
    assert [(e.seat, e.tile) for e in given] == [(rich, alhambra_tile)]
    state, events = apply(state, rich, Reserve(tile=alhambra_tile))
    state, events = apply(state, rich, EndTurn())
    given = [e for e in events if isinstance(e, FinalTileGiven)]
    assert [(e.seat, e.tile) for e in given] == [(rich, granada_tile)]
    state, _ = apply(state, rich, Reserve(tile=granada_tile))
    state, _ = apply(state, rich, EndTurn())
    assert state.is_over and [r.round for r in state.scorings][-1] == 3
