"""Magic buildings, a promo (shared/EXPANSIONS.md "MG Magic buildings", compendium §25), rule
by rule through ``apply`` and ``legal_actions``: six tiles into the bag (prices 9-14, walls
MG1), bought like a building, built in the rotation its buyer picks and kept so (MG1, MG4,
MG5), counting as its type everywhere but for culture tiles (AM×MG "-") and bonus cards
(MG3), Dirk may get one (§0.5), handed out at the end (§7)."""

import pytest

from engine.alhambra import apply, legal_actions, new_game, problems, view
from engine.alhambra.actions import (
    Buy,
    BuyWithKarim,
    EndTurn,
    GiveToDirk,
    PassWindow,
    Place,
    RebuildPlace,
    Reserve,
    RotateMagic,
    TakeMoney,
    TakeWithKnihstig,
    UseVizier,
    parse_action,
)
from engine.alhambra.components import BUILDINGS, TILES, physical, rotations
from engine.alhambra.endturn import scoring_round
from engine.alhambra.events import ScoringRound
from engine.alhambra.modules import modules_problem
from engine.alhambra.modules.art_of_the_moors import is_building, markers, requirements
from engine.alhambra.modules.bonus_cards import TILE_OF
from engine.alhambra.modules.caravanserai import types
from engine.alhambra.modules.magic_buildings import MAGIC_IDS, is_magic, other_rotations, quarters
from engine.alhambra.ruleset import rules_of

from .expansion1_helpers import claim, own
from .helpers import market_with, rebase, refused, with_hand
from .test_characters import give
from .test_thieves import with_display


def mg_game(players=3, seed=1, modules=("magic_buildings",)):
    return new_game(players, seed=seed, modules=list(modules))


def walls(tile):
    return "".join(s for s in "NESW" if s in TILES[tile].walls)


# -- components and setup -----------------------------------------------------------------


def test_six_tiles_one_per_type_prices_9_to_14_walls_mg1():
    """PKM: 1 dearer than the dearest of its type; MG1: N, N, NE, NE, NES, NES."""
    assert [TILES[t].building for t in MAGIC_IDS] == list(BUILDINGS)
    assert [TILES[t].price for t in MAGIC_IDS] == [9, 10, 11, 12, 13, 14]
    assert [walls(t) for t in MAGIC_IDS] == ["N", "N", "NE", "NE", "NES", "NES"]
    assert all(is_magic(t) for t in MAGIC_IDS) and not is_magic("pavilion-8-none")


def test_each_rotation_is_a_face_of_the_one_tile():
    """MG1: any rotation; the faces turn the walls a quarter clockwise each."""
    faces = rotations("magic-arcades")
    assert faces[0] == "magic-arcades" and len(faces) == 4
    assert [walls(f) for f in faces] == ["NE", "ES", "SW", "NW"]
    assert [walls(f) for f in rotations("magic-garden")] == ["NES", "ESW", "NSW", "NEW"]
    assert {physical(f) for f in faces} == {"magic-arcades"}
    assert [quarters(f) for f in faces] == [0, 1, 2, 3]
    assert other_rotations("magic-arcades-r2") == ("magic-arcades-r3", "magic-arcades",
                                                   "magic-arcades-r1")
    assert {TILES[f].building for f in faces} == {"arcades"}
    assert {TILES[f].price for f in faces} == {11}


def test_the_six_go_into_the_bag_base_game_only():
    state = mg_game()
    tiles = set(state.bag) | {t for t in state.market if t}
    assert set(MAGIC_IDS) <= tiles
    assert len(state.bag) + 4 == len(mg_game(modules=()).bag) + 4 + 6
    assert problems(state) == []
    assert modules_problem(["magic_buildings", "granada"]) is not None
    assert modules_problem(["magic_buildings"], 2) is None


# -- buying and the rotation ----------------------------------------------------------------


def bought(modules=("magic_buildings",), tile="magic-arcades", exact=True, players=3):
    """The active seat bought ``tile`` (11, dirham slot)."""
    state = mg_game(players, modules=modules)
    a = state.active_seat
    state = market_with(claim(state, tile), dirham=tile)
    cards = ("dirham-9-1", "dirham-2-1") if exact else ("dirham-9-1", "dirham-3-1")
    state = with_hand(state, a, cards)
    state, events = apply(state, a, Buy(slot="dirham", cards=cards))
    return state, a, events


def test_bought_like_a_building_and_exact_gives_another_action():
    state, a, events = bought()
    assert events[0].kind == "tile_bought" and events[0].tile == "magic-arcades"
    assert state.players[a].bought == ("magic-arcades",)
    assert state.flow.extra_action
    assert problems(state) == []


def test_the_buyer_picks_the_rotation_before_building_it():
    """MG1, MG4: every other rotation is listed; turning is free and changes the walls."""
    state, a, _ = bought(exact=False)
    turns = list(legal_actions(state, a).of_kind("rotate_magic"))
    assert turns == [RotateMagic(tile="magic-arcades", to=f"magic-arcades-r{k}")
                     for k in (1, 2, 3)]
    assert all(parse_action(str(t)) == t for t in turns)
    turned, events = apply(state, a, turns[1])
    assert events == []
    assert turned.players[a].bought == ("magic-arcades-r2",)
    assert turned.players[a].hand == state.players[a].hand
    # the fountain's neighbour to the east: the S+W walls of r2 face... W faces the fountain
    places = {(p.x, p.y) for p in legal_actions(turned, a).of_kind("place")}
    assert (1, 0) not in places and (-1, 0) in places
    before = {(p.x, p.y) for p in legal_actions(state, a).of_kind("place")}
    assert (1, 0) in before  # printed N+E: the west side is open
    built, events = apply(turned, a, Place(tile="magic-arcades-r2", x=-1, y=0))
    assert (-1, 0, "magic-arcades-r2") in built.players[a].alhambra
    assert events[0].tile == "magic-arcades-r2"
    assert problems(built) == []


def test_turning_refused_for_a_tile_not_waiting_not_magic_or_no_rotation_of_it():
    state, a, _ = bought(exact=False)
    assert refused(state, a, RotateMagic(tile="magic-tower", to="magic-tower-r1")
                   ).message_id == "engine-magic-not-waiting"
    assert refused(state, a, RotateMagic(tile="magic-arcades", to="magic-tower-r1")
                   ).message_id == "engine-magic-no-such-rotation"
    assert refused(state, a, RotateMagic(tile="magic-arcades", to="magic-arcades")
                   ).message_id == "engine-magic-no-such-rotation"
    plain = mg_game()
    p = plain.active_seat
    plain = own(plain, p, bought=("pavilion-8-none",))
    assert refused(plain, p, RotateMagic(tile="pavilion-8-none", to="magic-pavilion-r1")
                   ).message_id == "engine-magic-not-magic"
    assert list(legal_actions(plain, p).of_kind("rotate_magic")) == []
    other = (a + 1) % 3
    refused(state, other, RotateMagic(tile="magic-arcades", to="magic-arcades-r1"))


def test_turning_does_not_decline_the_exact_payments_extra_action():
    state, a, _ = bought(exact=True)
    turned, _ = apply(state, a, RotateMagic(tile="magic-arcades", to="magic-arcades-r1"))
    assert turned.flow.phase == "action" and turned.flow.extra_action
    assert legal_actions(turned, a).has("take_money")


def test_the_reserve_keeps_the_rotation_and_a_rebuild_builds_it_so():
    """MG1: "keeps that rotation afterwards (reserve, rebuilding)"."""
    state, a, _ = bought(exact=False)
    state, _ = apply(state, a, RotateMagic(tile="magic-arcades", to="magic-arcades-r3"))
    state, _ = apply(state, a, Reserve(tile="magic-arcades-r3"))
    assert state.players[a].reserve == ("magic-arcades-r3",)
    assert list(legal_actions(state, a).of_kind("rotate_magic")) == []
    assert refused(state, a, RotateMagic(tile="magic-arcades-r3", to="magic-arcades")
                   ).message_id == "engine-magic-not-waiting"
    # next turn of a: a rebuild builds the reserve tile as it lies (N+W walls)
    state = rebase(state, flow=state.flow.model_copy(update={"phase": "action",
                                                            "actions": 0}))
    places = {(p.x, p.y) for p in legal_actions(state, a).of_kind("rebuild_place")
              if p.tile == "magic-arcades-r3"}
    assert places == {(-1, 0), (0, -1)}  # its open sides (E, S) face the fountain
    built, _ = apply(state, a, RebuildPlace(tile="magic-arcades-r3", x=-1, y=0))
    assert (-1, 0, "magic-arcades-r3") in built.players[a].alhambra
    assert problems(built) == []


def test_the_vizier_buys_one_in_the_rotation_named_mg5():
    state = mg_game(modules=("magic_buildings", "vizier"))
    a = state.active_seat
    b, c = (a + 1) % 3, (a + 2) % 3
    state = market_with(state, denar="magic-pavilion")
    state = with_hand(state, c, ("denar-9-1",))
    state = with_hand(state, b, ("guilder-1-1",))
    state = with_display(state, ("ducat-1-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"))
    state, _ = apply(state, a, TakeMoney(cards=("ducat-1-1",)))
    state, _ = apply(state, a, EndTurn())
    assert c in state.flow.window_seats
    if b in state.flow.window_seats:
        state, _ = apply(state, b, PassWindow())
    uses = [x for x in legal_actions(state, c) if x.kind == "use_vizier"]
    faces = {x.face for x in uses}
    assert faces == {None, "magic-pavilion-r1", "magic-pavilion-r2", "magic-pavilion-r3"}
    # r2: the wall to the south, so it may stand south of the fountain, not north of it
    use = UseVizier(slot="denar", cards=("denar-9-1",), x=0, y=1, face="magic-pavilion-r2")
    assert UseVizier(slot="denar", cards=("denar-9-1",), x=0, y=-1,
                     face="magic-pavilion-r2") not in uses
    assert use in uses and parse_action(str(use)) == use
    after, events = apply(state, c, use)
    assert (0, 1, "magic-pavilion-r2") in after.players[c].alhambra
    assert [e.kind for e in events][:3] == ["vizier_used", "tile_bought", "tile_placed"]
    assert problems(after) == []
    wrong = UseVizier(slot="denar", cards=("denar-9-1",), x=0, y=-1, face="magic-tower-r1")
    assert refused(state, c, wrong).message_id == "engine-vizier-no-such-face"
    reserved = UseVizier(slot="denar", cards=("denar-9-1",), face="magic-pavilion-r3")
    assert reserved.reserve and reserved in uses
    after, _ = apply(state, c, reserved)
    assert after.players[c].reserve == ("magic-pavilion-r3",)


def test_dirk_may_get_a_magic_building_in_its_rotation():
    """§0.5: Dirk may get magic buildings; he scores them as their type."""
    state, a, _ = bought(modules=("magic_buildings", "dirk"), exact=False, players=2)
    state, _ = apply(state, a, RotateMagic(tile="magic-arcades", to="magic-arcades-r1"))
    state, _ = apply(state, a, GiveToDirk(tile="magic-arcades-r1"))
    assert "magic-arcades-r1" in state.dirk
    assert problems(state) == []


def test_abdul_karim_pays_one_and_knihstig_follows_then_it_is_turned():
    """C §25: Karim may pay a magic building ("kann ... gekauft werden"), exact, and
    Knihstig's card follows one of 10 or more (CH8); the buyer then turns it (MG4)."""
    state = mg_game(modules=("magic_buildings", "characters"))
    a = state.active_seat
    state = give(state, a, "abdul_karim", "abdul_knihstig")
    state = market_with(claim(state, "magic-tower"), guilder="magic-tower")
    state = with_display(state, ("ducat-4-1", "ducat-6-1", "guilder-2-1", "guilder-8-1"))
    karim = BuyWithKarim(slot="guilder")
    assert karim in legal_actions(state, a)
    after, _ = apply(state, a, karim)
    assert after.players[a].bought == ("magic-tower",) and after.flow.extra_action
    assert TakeWithKnihstig(card="guilder-8-1") in legal_actions(after, a)
    turned, _ = apply(after, a, RotateMagic(tile="magic-tower", to="magic-tower-r3"))
    assert turned.flow.extra_action and problems(turned) == []


def sultan_claim_of_magic():
    """The next tile drawn is the magic Garden; the seat after the mover holds a garden
    sultan card: the claim is open for it. (state, owner)."""
    from .test_sultan import ending

    state = mg_game(modules=("magic_buildings", "sultan"))
    mover = state.active_seat
    owner = (mover + 1) % 3
    state = claim(state, "magic-garden")
    state = rebase(state, bag=("magic-garden", *state.bag))
    state, new = ending(state, {owner: [("sultan-denar-1", "garden")]})
    assert new == "magic-garden"
    after, _ = apply(state, mover, EndTurn())
    assert after.flow.window_seats == (owner,)
    return after, owner


def test_a_sultan_card_claims_one_in_the_position_named_mg6():
    from engine.alhambra.actions import ClaimWithSultan

    state, owner = sultan_claim_of_magic()
    listed = [a for a in legal_actions(state, owner) if a.kind == "claim_with_sultan"]
    assert {a.face for a in listed} == {None, "magic-garden-r1", "magic-garden-r2",
                                        "magic-garden-r3"}
    assert all(parse_action(str(a)) == a for a in listed)
    # r2: walls S, W, N: open to the east, so it stands west of the fountain
    claim_it = ClaimWithSultan(card="sultan-denar-1", x=-1, y=0, face="magic-garden-r2")
    assert claim_it in listed
    assert ClaimWithSultan(card="sultan-denar-1", x=1, y=0, face="magic-garden-r2") \
        not in listed
    wrong = ClaimWithSultan(card="sultan-denar-1", reserve=True, face="magic-tower-r1")
    assert refused(state, owner, wrong).message_id == "engine-magic-no-such-rotation"
    done, _ = apply(state, owner, claim_it)
    assert (-1, 0, "magic-garden-r2") in done.players[owner].alhambra
    assert problems(done) == []
    reserved, _ = apply(state, owner, ClaimWithSultan(card="sultan-denar-1", reserve=True,
                                                       face="magic-garden-r3"))
    assert reserved.players[owner].reserve[-1] == "magic-garden-r3"


def test_handed_out_at_the_end_and_its_receiver_turns_it_mg7():
    """§7 (AU×MG "+"): a magic building left in the market goes to the most money in its
    currency; the receiver picks its position before building it (MG7)."""
    state = mg_game()
    a = state.active_seat
    state = market_with(claim(state, "magic-seraglio"), dirham="magic-seraglio")
    state = with_hand(state, a, ("dirham-9-1", "dirham-8-1"))
    events: list = []
    after = rules_of(state).end_game(state, a, events)
    awarded = next(e for e in events if e.kind == "final_tiles_awarded")
    assert "magic-seraglio" in awarded.tiles.values()
    receiver = next(s for s, p in enumerate(after.players) if "magic-seraglio" in p.bought)
    assert receiver == a and after.flow.phase == "final_placing"
    while after.flow.active_seat != a:  # the others before a reserve what they received
        seat = after.flow.active_seat
        bought = after.players[seat].bought
        after, _ = apply(after, seat, Reserve(tile=bought[0]) if bought else EndTurn())
    turn = RotateMagic(tile="magic-seraglio", to="magic-seraglio-r2")
    assert turn in legal_actions(after, a)
    turned, _ = apply(after, a, turn)
    assert Place(tile="magic-seraglio-r2", x=0, y=1) in legal_actions(turned, a)


# -- counting as its type ------------------------------------------------------------------


def _majorities(state, round_number=1):
    events = []
    scoring_round(state, round_number, events)
    return next(e for e in events if isinstance(e, ScoringRound)).record


def test_it_counts_as_its_type_in_the_majorities():
    """C §25: a magic building counts as a building of its type: with the magic arcades
    beside a plain one, a wins the arcades' first place 2 to 1 in round 1."""
    state = mg_game()
    a = state.active_seat
    b = (a + 1) % 3
    state = own(state, a, alhambra=((1, 0, "magic-arcades-r3"), (0, 1, "arcades-8-N")))
    state = own(state, b, alhambra=((1, 0, "arcades-8-E"),))
    record = _majorities(state)
    assert record.counts["arcades"][a] == 2 and record.counts["arcades"][b] == 1
    assert record.points["arcades"][a] > 0 and record.points["arcades"][b] == 0


def test_caravanserai_types_count_it_and_culture_tiles_ignore_it():
    """KS3 counts magic buildings; AM×MG "-": no marker, no activation; the caps of AM3
    stay those of the base tiles (price 12: 0, 2, 2, 2, 2, 2; none at 13 and 14)."""
    state = mg_game(modules=("magic_buildings", "caravanserai", "art_of_the_moors"))
    a = state.active_seat
    state = own(state, a, alhambra=((1, 0, "magic-arcades-r3"), (0, 1, "magic-chambers"),
                                    (-1, 0, "tower-9-NE")),
                reserve=("magic-tower",))
    assert types(state, a) == 3
    assert not is_building("magic-chambers") and is_building("chambers-11-none")
    assert markers(state, a) == {9: 1}
    assert requirements(12) == (0, 2, 2, 2, 2, 2)
    assert requirements(13) == (0, 1, 1, 1, 1, 1)  # tower-13-E alone
    assert requirements(14) == (0, 0, 0, 0, 0, 0)


def test_no_bonus_card_matches_a_magic_building_mg3():
    assert not any(is_magic(tile) for tile in TILE_OF.values())


@pytest.mark.parametrize("face", ["magic-tower", "magic-tower-r1"])
def test_the_public_view_shows_a_built_magic_building_in_its_rotation(face):
    state = mg_game()
    a = state.active_seat
    state = own(state, a, alhambra=((1, 0, face),))
    public = view(state, None)
    assert [face == t for _, _, t in public.players[a].alhambra].count(True) == 1
