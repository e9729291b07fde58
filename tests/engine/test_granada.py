"""Granada, the family box's "Profiversion" (rule book p. 8-11), rule by rule.

Page numbers follow the printed book's order (material p. 8, setup and turn p. 9, scoring
and its examples p. 10, end, two players and the simplified scoring p. 11).
"""

import re
from collections import Counter

import pytest

from engine.alhambra import (
    BadOptions,
    IllegalAction,
    apply,
    available_modules,
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
    Flip,
    Place,
    RebuildPlace,
    RebuildRemove,
    Reserve,
    RetireSeat,
    TakeMoney,
)
from engine.alhambra.components import CARDS, OTHER_FACE, TILES, other_face, physical, read_data
from engine.alhambra.errors import CannotAfford, IllegalPlacement
from engine.alhambra.events import (
    FinalTileGiven,
    FinalTilesAwarded,
    GameEnded,
    MarketRefilled,
    ScoringRound,
    TileFlipped,
    TileReserved,
)
from engine.alhambra.modules.granada import (
    BUILDINGS,
    EVEN,
    GRANADA_RULES,
    ODD,
    TILE_IDS,
    marker,
)

from .granada_helpers import (
    START,
    build_city,
    claim,
    give_hand,
    give_reserve,
    granada,
    left_over_ending,
    put_market,
    rebase,
    set_marker,
)

COORDINATES = re.compile(r"\(?-?\d+\s*,\s*-?\d+\)?")


def refused(state, seat, action, error=IllegalAction, match=None):
    """The action is refused, names no coordinates, and is not listed as legal."""
    with pytest.raises(error, match=match) as caught:
        apply(state, seat, action)
    assert not COORDINATES.search(str(caught.value)), str(caught.value)
    assert action not in list(legal_actions(state, seat))
    return str(caught.value)


def tiles(*faces):
    return tuple(TILES[f] for f in faces)


# -- material (p. 8) -----------------------------------------------------------------------


def test_54_double_sided_tiles_each_building_once_at_every_price_2_to_13():
    """p. 8: "54 Gebäudeplättchen ... 9 verschiedene Gebäudearten. Von jeder Art gibt es
    jeweils 12 Stück in den Werten von 2 bis 13"; even front p, back p + 1, another
    building."""
    assert len(TILE_IDS) == 54 and len(set(TILE_IDS)) == 54
    faces = [f for t in TILE_IDS for f in (t, other_face(t))]
    assert len(set(faces)) == 108
    assert Counter((TILES[f].building, TILES[f].price) for f in faces) == {
        (b, p): 1 for b in BUILDINGS for p in range(2, 14)}
    for tile in TILE_IDS:
        front, back = TILES[tile], TILES[other_face(tile)]
        assert front.price % 2 == 0 and back.price == front.price + 1
        assert front.building != back.building
        assert physical(back.id) == physical(front.id) == tile
        assert front.city == back.city == "granada" and front.barrier == "moat"


def test_moats_on_up_to_three_sides_on_the_same_physical_edges_of_both_faces():
    """p. 8: "Einige Plättchen werden von bis zu drei Seiten mit Gräben umgeben. Die Gräben
    befinden sich auf beiden Seiten des Plättchens an den gleichen Kanten." (reconstructed:
    turning a tile over left to right swaps its east and west edges)."""
    mirror = {"N": "N", "S": "S", "E": "W", "W": "E"}
    for tile in TILE_IDS:
        front, back = TILES[tile], TILES[other_face(tile)]
        assert len(front.walls) <= 3
        assert back.walls == frozenset(mirror[s] for s in front.walls)
    patterns = Counter(len(TILES[t].walls) for t in TILE_IDS)
    assert patterns == {0: 10, 1: 16, 2: 20, 3: 8}


def test_the_tile_set_says_it_is_a_reconstruction():
    data = read_data("granada_tiles.json")
    assert data["status"].startswith("RECONSTRUCTED")
    import engine.alhambra.modules.granada as module

    assert "reconstruction" in module.__doc__


def test_nine_buildings_in_the_order_of_the_scoring_tableau():
    """p. 8: "Wertung: 1. Gräben 2. Arena ... 10. Wohnviertel"."""
    assert BUILDINGS == ("arena", "bathhouse", "library", "hostel", "hospital", "market",
                         "park", "school", "residential_quarter")


# -- modules and setup (p. 9) ----------------------------------------------------------------


def test_granada_and_its_simplified_scoring_are_offered_and_impossible_choices_refused():
    offered = {m.name: m for m in available_modules()}
    assert {"granada", "granada_simplified"} <= set(offered)
    assert all(offered[n].title and offered[n].description
               for n in ("granada", "granada_simplified"))
    assert modules_problem(["granada"]) is None
    assert modules_problem(["granada", "granada_simplified"]) is None
    problem = modules_problem(["granada_simplified"])
    assert problem == ("Simplified Granada scoring is played only together with Granada or "
                       "Alhambra + Granada")
    with pytest.raises(BadOptions, match="only together with Granada"):
        new_game(3, seed=1, modules=["granada_simplified"])
    assert "twice" in modules_problem(["granada", "granada"])
    assert new_game(2, seed=1, modules=["granada"]).options.modules == ("dirk", "granada")


def test_setup_granada_start_tiles_even_market_and_the_marker_on_odd():
    """p. 9: the market is laid out "so ..., dass die Seite mit der geraden Zahl sichtbar
    ist. Danach wird der schwarze Markierungsstein auf das Feld mit den ungeraden Zahlen
    gelegt"; every player builds from a Granada start tile (p. 8)."""
    for seed in range(5):
        state = granada(4, seed)
        assert all(p.alhambra == START for p in state.players)
        assert all(TILES[t].price % 2 == 0 for t in state.market)
        assert all(physical(t) == t for t in state.bag) and len(state.bag) == 50
        assert set(state.bag) | {physical(t) for t in state.market} == set(TILE_IDS)
        assert marker(state) == ODD
        assert problems(state) == []


def test_money_preparation_is_unchanged_from_the_base_game():
    """p. 9: "die Vorbereitung der Geldkarten, das Verteilen des Startkapitals und das
    Einmischen der Wertungskarten bleiben unverändert"."""
    for players in (2, 3, 6):
        base, city = new_game(players, seed=17), granada(players, 17)
        assert [p.hand for p in city.players] == [p.hand for p in base.players]
        assert city.deck == base.deck and city.display == base.display
        assert city.active_seat == base.active_seat and city.out_of_game == base.out_of_game


def test_two_players_dirk_gets_six_tiles_even_side_up():
    """p. 11: "Dirks erste 6 Plättchen werden ihm mit der geraden Seite nach oben
    hingelegt"; otherwise the two-player rules of the base game (72 cards)."""
    for seed in range(5):
        state = granada(2, seed)
        assert len(state.dirk) == 6 and all(TILES[t].price % 2 == 0 for t in state.dirk)
        assert len(state.out_of_game) == 36 and len(state.bag) == 54 - 4 - 6
        assert problems(state) == []


# -- refilling and the black marker (p. 9) ---------------------------------------------------


def end_by_taking_money(state, card=None):
    """The active seat takes a money card (the first on display) and ends its turn."""
    seat = state.active_seat
    state, events = apply(state, seat, TakeMoney(cards=(card or state.display[0],)))
    state, more = apply(state, seat, EndTurn())
    return state, events + more


def test_example_p9_slots_2_and_4_refilled_even_side_up_then_the_marker_moves_to_odd():
    """p. 9 example: "Feld 2 und 4 sind geräumt worden und werden der Reihe nach – erst 2
    dann 4 – wieder aufgefüllt. Da der schwarze Markierungsstein auf dem Feld mit den
    geraden Zahlen steht, werden die Plättchen mit der geraden Zahl nach oben ausgelegt.
    Anschließend wird der Markierungsstein auf das Feld mit den ungeraden Zahlen
    geschoben."""
    state = set_marker(granada(3, 2), EVEN)
    seat = state.active_seat
    emptied = (state.market[1], state.market[3])
    state = give_reserve(put_market(state, dirham=None, guilder=None), seat, *emptied)
    first, second = state.bag[0], state.bag[1]
    after, events = end_by_taking_money(state)
    assert after.market[1] == first and after.market[3] == second  # even faces, slot order
    assert TILES[after.market[1]].price % 2 == 0 and TILES[after.market[3]].price % 2 == 0
    assert next(e for e in events if isinstance(e, MarketRefilled)).tiles == {
        "dirham": first, "guilder": second}
    assert marker(after) == ODD and problems(after) == []
    # the next refill shows the odd sides, and the marker goes back to even
    seat = after.active_seat
    emptied = after.market[0]
    after = give_reserve(put_market(after, denar=None), seat, emptied)
    tile = after.bag[0]
    again, _ = end_by_taking_money(after)
    assert again.market[0] == OTHER_FACE[tile] and TILES[again.market[0]].price % 2 == 1
    assert marker(again) == EVEN and view(again, None).modules_view["granada"]["marker"] == EVEN


def test_a_turn_that_refills_nothing_leaves_the_marker_where_it_is():
    """Decision G1: the marker moves "nachdem der Bauhof aufgefüllt wurde"; nothing was
    refilled, so it stays."""
    state = granada(3, 3)
    after, events = end_by_taking_money(state)
    assert not any(isinstance(e, MarketRefilled) for e in events)
    assert marker(after) == marker(state) == ODD


def test_first_market_even_then_odd_then_even_over_whole_turns():
    state = granada(4, 4)
    sides = []
    for _ in range(6):
        seat = state.active_seat
        state = give_reserve(put_market(state, ducat=None), seat, state.market[2])
        before = marker(state)
        state, _ = end_by_taking_money(state)
        sides.append((before, TILES[state.market[2]].price % 2))
    assert sides == [(ODD, 1), (EVEN, 0), (ODD, 1), (EVEN, 0), (ODD, 1), (EVEN, 0)]


# -- buying, flipping, placing, reserving (p. 9) ---------------------------------------------


def bought(face="granada-park-4", *, plane=((1, 0, "granada-arena-4"),), hand=(), seed=5):
    """A 3-player Granada turn right after buying ``face`` (the side the market showed) at
    its exact price: the seat may act again, or build what it bought (which declines the
    extra action, so flipping and placing are open too)."""
    state = granada(3, seed)
    seat = state.active_seat
    state = put_market(state, denar=face)
    state = build_city(state, seat, *plane)
    price = TILES[face].price
    payment = tuple(c for c in CARDS if c.startswith("denar-") and c.endswith("-1")
                    and CARDS[c].value == price)
    state = give_hand(state, seat, *payment, *hand)
    state, events = apply(state, seat, Buy(slot="denar", cards=payment))
    assert events[0].tile == face  # p. 9: "darf beim Kauf nicht umgedreht werden"
    return state, seat


def test_a_bought_tile_keeps_the_side_it_showed_on_the_market():
    """p. 9: "Das Gebäudeplättchen darf beim Kauf nicht umgedreht werden"."""
    state, seat = bought("granada-school-2", plane=())
    assert state.players[seat].bought == ("granada-school-2",)


def test_building_the_visible_side_is_free():
    """p. 9: "darf er jedes Plättchen mit der Seite einbauen, die auch beim Kauf sichtbar
    war"."""
    state, seat = bought("granada-school-2", plane=(), hand=("dirham-4-1",))
    after, _ = apply(state, seat, Place(tile="granada-school-2", x=1, y=0))
    assert after.players[seat].hand == ("dirham-4-1",)
    assert after.players[seat].alhambra == START + ((1, 0, "granada-school-2"),)


def test_turning_a_tile_over_costs_at_least_3_of_one_currency_without_change():
    """p. 9: "Möchte er das Plättchen umdrehen und dann einbauen, muss er mindestens 3
    Geldeinheiten einer beliebigen Währung abgeben"."""
    state, seat = bought("granada-school-2", plane=(),
                         hand=("ducat-2-1", "ducat-1-1", "guilder-9-1", "dirham-2-1"))
    back = other_face("granada-school-2")
    listed = {a.cards for a in legal_actions(state, seat) if a.kind == "flip"}
    assert listed == {("ducat-2-1", "ducat-1-1"), ("guilder-9-1",)}
    after, events = apply(state, seat, Flip(tile="granada-school-2", cards=("guilder-9-1",)))
    assert events == [TileFlipped(seat=seat, tile="granada-school-2", to=back,
                                  cards=("guilder-9-1",))]
    assert after.players[seat].bought == (back,)
    assert "guilder-9-1" not in after.players[seat].hand  # 9 paid for 3: no change
    assert after.discard[-1] == "guilder-9-1"
    after, _ = apply(after, seat, Place(tile=back, x=0, y=1))
    assert after.players[seat].alhambra[-1] == (0, 1, back)
    assert problems(after) == []


def test_turning_over_with_too_little_or_mixed_or_foreign_money_is_refused():
    state, seat = bought("granada-school-2", plane=(),
                         hand=("ducat-2-1", "dirham-1-1", "guilder-2-1"))
    before = state.model_dump_json()
    text = refused(state, seat, Flip(tile="granada-school-2", cards=("ducat-2-1",)),
                   CannotAfford, "at least 3")
    assert "total 2" in text
    refused(state, seat, Flip(tile="granada-school-2", cards=("ducat-2-1", "dirham-1-1")),
            CannotAfford, "one currency")
    refused(state, seat, Flip(tile="granada-school-2", cards=("denar-9-3",)),
            CannotAfford, "do not hold")
    refused(state, seat, Flip(tile="granada-school-4", cards=("ducat-2-1", "dirham-1-1")),
            IllegalAction, "bought this turn")
    assert state.model_dump_json() == before


def test_turning_over_is_only_for_building_it():
    """Decision G4: the back of the Park 4 fits nowhere next to the Arena 4, so turning it
    over is neither listed nor accepted; it may still be built as it is."""
    state, seat = bought("granada-park-4", hand=("ducat-9-1",))
    back = other_face("granada-park-4")
    positions = {(a.x, a.y) for a in legal_actions(state, seat) if a.kind == "place"}
    assert positions == {(-1, 0)}
    assert GRANADA_RULES.legal_positions(state, seat, back) == frozenset()
    text = refused(state, seat, Flip(tile="granada-park-4", cards=("ducat-9-1",)),
                   IllegalAction, "fits nowhere")
    assert "Residential quarter 5" in text


def test_a_bought_tile_may_go_to_the_reserve_either_side_up_for_free():
    """p. 9: "Möchte er das gerade erworbene Plättchen in seine Reserve legen, darf er es
    mit einer beliebigen Seite nach oben dort ablegen. Das Umdrehen kostet kein Geld"."""
    state, seat = bought("granada-park-4", hand=("ducat-9-1",))
    back = other_face("granada-park-4")
    listed = {a.tile for a in legal_actions(state, seat) if a.kind == "reserve"}
    assert listed == {"granada-park-4", back}
    after, events = apply(state, seat, Reserve(tile=back))
    assert events == [TileReserved(seat=seat, tile=back, turned=True)]
    assert after.players[seat].reserve == (back,) and after.players[seat].bought == ()
    assert after.players[seat].hand == ("ducat-9-1",)
    plain, events = apply(state, seat, Reserve(tile="granada-park-4"))
    assert plain.players[seat].reserve == ("granada-park-4",) and not events[0].turned
    assert problems(after) == [] and problems(plain) == []


def test_on_the_reserve_or_in_the_city_a_tile_never_turns_again():
    """p. 9: "Liegt das Plättchen in der Reserve oder ist in eine Stadt eingebaut, darf es
    im ganzen Spiel nicht mehr umgedreht werden!"; rebuilding never turns a tile either."""
    state = granada(3, 6)
    seat = state.active_seat
    state = build_city(state, seat, (1, 0, "granada-school-2"))
    state = give_reserve(state, seat, "granada-school-4")
    state = give_hand(state, seat, "ducat-9-1")
    refused(state, seat, Flip(tile="granada-school-4", cards=("ducat-9-1",)),
            IllegalAction, "cannot flip now")
    placing, _ = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    for tile in ("granada-school-4", "granada-school-2"):  # on the reserve, in the city
        refused(placing, seat, Flip(tile=tile, cards=("ducat-9-1",)),
                IllegalAction, "bought this turn")
    back = other_face("granada-school-4")
    refused(state, seat, RebuildPlace(tile=back, x=0, y=1), IllegalAction, "not on your reserve")
    kinds = {a.kind for a in legal_actions(state, seat)}
    assert "flip" not in kinds
    after, _ = apply(state, seat, RebuildRemove(x=1, y=0))
    assert after.players[seat].reserve == ("granada-school-4", "granada-school-2")
    assert all(a.tile in after.players[seat].reserve
               for a in legal_actions(after, seat) if a.kind.startswith("rebuild_place"))


def test_moats_follow_the_wall_rules():
    """p. 9: "Der Bau der Gräben in Granada folgt denselben Regeln wie der Bau der
    Stadtmauern in Alhambra" (moats must meet moats, the pedestrian rule, no holes)."""
    state, seat = bought("granada-park-4", hand=("ducat-9-1",))
    # the Park 4 (moats north, south, west): north of the start tile its south moat would
    # meet the start tile's moat-less side
    text = refused(state, seat, Place(tile="granada-park-4", x=0, y=-1), IllegalPlacement)
    assert text == ("cannot build there: moats must meet moats: north of the start tile the "
                    "park has a moat where the start tile has none (south side of the new "
                    "tile)")
    # south of the Arena 4 its moat meets the Arena's, but it could not be walked to
    text = refused(state, seat, Place(tile="granada-park-4", x=1, y=1), IllegalPlacement)
    assert "reached on foot from the start tile without crossing a moat" in text
    after, _ = apply(state, seat, Place(tile="granada-park-4", x=-1, y=0))
    assert problems(after) == []
    problem = GRANADA_RULES.removal_problem(after, seat, (0, 0))
    assert problem == "the start tile is never moved or removed"


# -- scoring (p. 10) -------------------------------------------------------------------------

SCHOOLS = {p: f"granada-school-{p}" for p in range(2, 14)}


def schools(*prices):
    return tiles(*(SCHOOLS[p] for p in prices))


def score(number, *participants, simplified=False, players=None):
    state = granada(players or len(participants), 1, simplified=simplified)
    return GRANADA_RULES.majorities(state, number, list(participants))


def test_example_round_1_yellow_has_3_of_7_schools_and_scores_7():
    """p. 10: "Spieler Gelb hat bei der ersten Wertung 3 Schulen, Spieler Rot hat ebenso
    wie Spieler Grün 2 Schulen. Es sind demnach 7 Schulen zu sehen; Spieler Gelb erhält
    also 7 Punkte.\""""
    result = score(1, schools(2, 3, 4), schools(5, 6), schools(7, 8))
    assert result.visible["school"] == 7
    assert result.points["school"] == (7, 0, 0)


def test_example_round_1_tie_the_highest_priced_school_wins():
    """p. 10: "Hätten Spieler Gelb und Spieler Rot beide 3 Schulen, müssten sie nachsehen,
    wer von ihnen die Schule mit dem höchsten Preis hat.\""""
    yellow, red, green = schools(2, 3, 13), schools(4, 5, 12), schools(6, 7)
    result = score(1, yellow, red, green)
    assert result.visible["school"] == 8
    assert result.points["school"] == (8, 0, 0)
    assert result.best_prices["school"] == (13, 12, 7)
    swapped = score(1, schools(2, 3, 12), schools(4, 5, 13), green)
    assert swapped.points["school"] == (0, 8, 0)


def test_example_round_2_blue_4_green_3_red_2_schools_pay_18_and_9():
    """p. 10: "(2. Wertung) Spieler Blau hat mit 4 Schulen die Mehrheit, Spieler Grün hat
    inzwischen 3, Spieler Rot noch 2 Schulen. Es sind demnach 9 Schulen zu sehen; Spieler
    Blau bekommt also 2 x 9 = 18 Punkte, Spieler Grün 1 x 9 = 9 Punkte.\""""
    result = score(2, schools(2, 3, 4, 5), schools(6, 7, 8), schools(9, 10))
    assert result.visible["school"] == 9
    assert result.points["school"] == (18, 9, 0)


def test_example_round_3_tie_of_4_schools_the_12_beats_the_9():
    """p. 10: "(3. Wertung) Spieler Blau und Spieler Grün haben beide 4 Schulen, Spieler Rot
    immer noch 2. Es sind demnach 10 Schulen zu sehen. Das höchste Schulplättchen von
    Spieler Blau ist die 9, Spieler Grün hingegen kann die 12 in seiner Stadt vorweisen.
    Spieler Grün ist jetzt also auf dem 1. Platz und erhält 3 x 10 = 30 Punkte, Spieler Blau
    ist auf dem 2. Platz und erhält 2 x 10 = 20 Punkte und Spieler Rot ist auf dem 3. Platz
    und bekommt 1 x 10 = 10 Punkte.\""""
    blue, green, red = schools(2, 4, 6, 9), schools(3, 8, 10, 12), schools(5, 7)
    result = score(3, blue, green, red)
    assert result.visible["school"] == 10
    assert result.best_prices["school"] == (9, 12, 7)
    assert result.points["school"] == (20, 30, 10)


def test_every_building_is_scored_and_nobody_with_none_places():
    """p. 10: "Für jede Gebäudeart werden Punkte vergeben"; a player without such a
    building gets no place."""
    a = tiles("granada-arena-2", "granada-arena-4", "granada-hostel-7")
    b = tiles("granada-arena-6", "granada-park-2")
    result = score(3, a, b, ())
    assert set(result.points) == set(BUILDINGS)
    assert result.points["arena"] == (9, 6, 0)  # 3 arenas: 3 x 3, 2 x 3, nobody third
    assert result.points["hostel"] == (3, 0, 0) and result.points["park"] == (0, 3, 0)
    assert result.points["market"] == (0, 0, 0) and result.visible["market"] == 0


def test_simplified_scoring_pays_fixed_points_3_10_3_18_10_3():
    """p. 11 "Vereinfachte Wertung": round 1 most 3; round 2 10 and 3; round 3 18, 10, 3."""
    participants = (schools(2, 3, 4, 5), schools(6, 7, 8), schools(9, 10))
    assert score(1, *participants, simplified=True).points["school"] == (3, 0, 0)
    assert score(2, *participants, simplified=True).points["school"] == (10, 3, 0)
    assert score(3, *participants, simplified=True).points["school"] == (18, 10, 3)
    tie = score(3, schools(2, 4, 6, 9), schools(3, 8, 10, 12), schools(5, 7), simplified=True)
    assert tie.points["school"] == (10, 18, 3)  # decision G3: the 12 beats the 9 here too


def test_a_real_scoring_round_pays_majorities_times_visible_tiles_and_the_longest_moat():
    """p. 10: majorities and "Gräben" are scored at each scoring card; the moats score like
    the outer wall; reserve tiles never count ("Gebäudeplättchen in der Reserve zählen bei
    den Wertungen nicht mit")."""
    state = granada(3, 8)
    state = build_city(state, 0, (1, 0, "granada-school-13"), (2, 0, "granada-school-2"),
                       (0, -1, "granada-arena-2"))
    state = build_city(state, 1, (1, 0, "granada-school-9"), (-1, 0, "granada-school-4"))
    state = build_city(state, 2, (1, 0, "granada-school-3"))
    state = give_reserve(state, 2, "granada-bathhouse-8", "granada-market-5")
    assert problems(state) == []
    state = rebase(state, deck=("scoring-A",) + tuple(c for c in state.deck if c != "scoring-A"))
    after, events = end_by_taking_money(state)
    record = next(e for e in events if isinstance(e, ScoringRound)).record
    assert record.round == 1
    assert record.counts["school"] == (2, 2, 1) and record.visible["school"] == 5
    assert record.best_prices["school"] == (13, 9, 3)
    assert record.points["school"] == (5, 0, 0)  # the 13 beats the 9: 1 x 5
    assert record.points["arena"] == (1, 0, 0)
    assert record.points["bathhouse"] == (0, 0, 0) and record.points["market"] == (0, 0, 0)
    assert record.walls == (3, 0, 0)  # the Arena 2's moats north, east and west
    assert after.scores == [9, 0, 0] == list(record.totals)


def test_two_players_dirk_competes_but_adds_nothing_to_the_number_of_visible_tiles():
    """Decision G2 ("eingebauten, sichtbaren Gebäude"): Dirk builds no city."""
    state = granada(2, 9)
    dirk = ("granada-school-2", "granada-school-3", "granada-school-5")
    state = rebase(state, bag=state.bag + tuple(physical(t) for t in state.dirk), dirk=())
    state = rebase(claim(state, *dirk), dirk=dirk)
    state = build_city(state, 0, (1, 0, "granada-school-13"), (2, 0, "granada-school-4"))
    state = build_city(state, 1, (1, 0, "granada-school-9"))
    assert problems(state) == []
    state = rebase(state, deck=("scoring-B",) + tuple(c for c in state.deck if c != "scoring-B"))
    after, events = end_by_taking_money(state)
    record = next(e for e in events if isinstance(e, ScoringRound)).record
    assert record.counts["school"] == (2, 1, 3)
    assert record.visible["school"] == 3
    assert record.points["school"] == (3, 0, 6)  # Dirk first: 2 x 3, seat 0 second: 1 x 3


# -- the end of the game (p. 10-11) ----------------------------------------------------------


def test_left_over_tiles_go_out_one_by_one_and_must_be_built_at_once_unturned():
    """p. 10-11: "Die restlichen Plättchen werden nach den bekannten Regeln verteilt. Ein
    vergebenes Gebäude muss sofort – gemäß den Bauregeln – eingebaut werden, bevor das
    nächste Gebäude vergeben wird. Es darf nicht mehr gedreht werden.\""""
    state, seat, (first, second) = left_over_ending()
    state, events = end_by_taking_money(state, "guilder-2-1")
    award = next(e for e in events if isinstance(e, FinalTilesAwarded))
    assert award.awards == {"denar": first, "dirham": None, "ducat": second}
    given = next(e for e in events if isinstance(e, FinalTileGiven))
    assert given == FinalTileGiven(seat=first, slot="denar", tile="granada-school-2")
    assert state.flow.phase == "final_placing" and state.active_seat == first
    assert state.players[first].bought == ("granada-school-2",)
    assert state.market[2] == "granada-park-4"  # the next one waits on the market
    assert problems(state) == []
    kinds = {a.kind for a in legal_actions(state, first)}
    assert kinds == {"place", "reserve"}
    assert {a.tile for a in legal_actions(state, first) if a.kind == "reserve"} == {
        "granada-school-2"}
    refused(state, first, Reserve(tile=other_face("granada-school-2")), IllegalAction,
            "built as they lie")
    state = give_hand(state, first, "denar-9-1", "dirham-5-1", "guilder-9-1")
    with pytest.raises(IllegalAction):
        apply(state, first, Flip(tile="granada-school-2", cards=("guilder-9-1",)))
    state, _ = apply(state, first, Place(tile="granada-school-2", x=1, y=0))
    state, events = apply(state, first, EndTurn())
    given = next(e for e in events if isinstance(e, FinalTileGiven))
    assert given == FinalTileGiven(seat=second, slot="ducat", tile="granada-park-4")
    assert state.active_seat == second and state.market[2] is None
    # p. 11 "Es kann sinnvoll sein, auf den Einbau zu verzichten": declining = the reserve
    state, events = apply(state, second, Reserve(tile="granada-park-4"))
    assert state.players[second].reserve[-1] == "granada-park-4"
    state, events = apply(state, second, EndTurn())
    final = next(e for e in events if isinstance(e, ScoringRound))
    assert final.round == 3 and state.is_over
    assert state.market[1] == "granada-school-4"  # the tie: the tile stays
    assert isinstance(events[-1], GameEnded) and problems(state) == []


def test_a_receiver_retiring_passes_the_hand_out_on():
    """Not in the book (seats leaving is the bot's): the tile goes to the retired seat's
    reserve and the hand-out goes on among the seats still playing."""
    state, seat, (first, second) = left_over_ending(11)
    state, _ = end_by_taking_money(state, "guilder-2-1")
    assert state.active_seat == first
    state, events = apply(state, first, RetireSeat())
    assert state.players[first].reserve[-1] == "granada-school-2"
    # a retired seat's money no longer counts (engine/alhambra/retire.py): the dirham tie
    # is gone, so the dirham tile comes next, then the ducat one, both to the other seat
    assert state.active_seat == second and state.players[second].bought == ("granada-school-4",)
    assert state.flow.final_queue == (second, second)
    assert problems(state) == []


# -- hidden information and text forms -------------------------------------------------------


def test_the_bag_is_hidden_on_both_faces_in_every_view():
    state = granada(4, 12)
    for seat in (None, 0, 1, 2, 3):
        text = view(state, seat).model_dump_json()
        for tile in state.bag:
            assert f'"{tile}"' not in text and f'"{other_face(tile)}"' not in text
        assert view(state, seat).bag_size == len(state.bag) == 50
    public = view(state, None)
    assert public.rule_set == "granada" and public.buildings == BUILDINGS
    assert public.modules_view == {"granada": {"marker": "odd", "flip_cost": 3}}
    assert list(public.market.values()) == list(state.market)


def test_flip_and_reserve_of_the_other_side_read_back_from_their_text():
    flip = Flip(tile="granada-school-2", cards=("ducat-2-1", "ducat-1-1"))
    assert str(flip) == "flip granada-school-2 with ducat-2-1 ducat-1-1"
    assert parse_action(str(flip)) == flip
    assert parse_action("reserve granada-residential_quarter-3") == Reserve(
        tile="granada-residential_quarter-3")
