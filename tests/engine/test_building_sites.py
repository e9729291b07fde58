"""Building sites (Baustellen), expansion 6 (shared/EXPANSIONS.md "BS", compendium §22), rule
by rule through ``apply`` and ``legal_actions``: the marker bag (BS2, BS4), buying at half
price rounded up (BS1), completing at the full price in the marker's currency, what an
unfinished site counts for (BS3), never Dirk's (BS5, X5), BS6-BS9."""

from engine.alhambra import apply, legal_actions, new_game, problems, view
from engine.alhambra.actions import BuySite, CompleteSite, EndTurn, GiveToDirk, Place, RestartTurn
from engine.alhambra.components import CURRENCIES, TILES
from engine.alhambra.endturn import scoring_round
from engine.alhambra.modules import (
    art_of_the_moors,
    bonus_cards,
    caravanserai,
    modules_problem,
    treasure_chamber,
)
from engine.alhambra.modules.bazaars import Bazaars
from engine.alhambra.modules.building_sites import (
    BAG,
    CURRENCY_OF,
    MARKERS,
    bag,
    half_price,
    marker_currency,
)
from engine.alhambra.modules.building_yards import BuildingYards
from engine.alhambra.modules.street_trader import _displace, residents, traders
from engine.alhambra.ruleset import rules_of
from engine.alhambra.site_marks import SITES, finished, is_site, sites

from .expansion1_helpers import own
from .helpers import market_with, rebase, refused, with_hand


def bs_game(players=3, seed=1, modules=("building_sites",)):
    return new_game(players, seed=seed, modules=list(modules))


def with_sites(state, **tiles_to_markers):
    """The tiles (held by a seat already) are unfinished sites with these markers, taken out
    of the bag."""
    marked = {**sites(state), **{t.replace("_", "-"): m for t, m in tiles_to_markers.items()}}
    rest = [m for m in bag(state) if m not in marked.values()]
    state = rebase(state, modules_state={**state.modules_state, SITES: marked, BAG: rest})
    assert problems(state) == []
    return state


def with_bag(state, *markers):
    return rebase(state, modules_state={**state.modules_state, BAG: list(markers)})


# -- components and setup ---------------------------------------------------------------


def test_eight_markers_two_per_currency_in_a_secret_bag():
    """BS4, BS2: the bag's order is in no view; only its size is."""
    assert len(MARKERS) == 8
    assert sorted(CURRENCY_OF.values()) == sorted(CURRENCIES * 2)
    state = bs_game()
    assert sorted(bag(state)) == sorted(MARKERS)
    shown = view(state, None).modules_view["building_sites"]
    assert shown == {"bag": 8, "sites": {}, "scored": {}}
    for seat in (None, 0, 1, 2):
        text = view(state, seat).model_dump_json()
        assert not [m for m in MARKERS if m in text]


def test_base_game_only_and_two_players_work():
    """X1: not with Granada or the combination; Dirk's game plays it."""
    assert modules_problem(["granada", "building_sites"]) is not None
    assert modules_problem(["alhambra_granada", "building_sites"]) is not None
    assert modules_problem(["building_sites"]) is None
    assert problems(bs_game(players=2)) == []


# -- buying a site ----------------------------------------------------------------------


def test_half_price_rounds_up_in_the_slots_currency_and_exact_gives_another_action():
    """BS1 (11 -> 6, 8 -> 4); BS2: the marker drawn is shown to all (event, view)."""
    assert half_price("tower-11-none") == 6 and half_price("garden-8-SW") == 4
    state = bs_game()
    a = state.active_seat
    state = market_with(state, dirham="tower-11-none")
    state = with_bag(state, "site-ducat-1", *[m for m in MARKERS if m != "site-ducat-1"])
    state = with_hand(state, a, ("dirham-6-1", "dirham-3-1", "dirham-4-1", "denar-9-1"))
    listed = list(legal_actions(state, a).of_kind("buy_site"))
    assert BuySite(slot="dirham", cards=("dirham-6-1",)) in listed
    assert all(c.startswith("dirham") for x in listed if x.slot == "dirham" for c in x.cards)
    after, events = apply(state, a, BuySite(slot="dirham", cards=("dirham-6-1",)))
    (bought,) = [e for e in events if e.kind == "site_bought"]
    assert (bought.tile, bought.price, bought.currency, bought.exact) == \
        ("tower-11-none", 6, "ducat", True)
    assert after.players[a].bought == ("tower-11-none",)
    assert after.market[1] is None
    assert after.flow.phase == "action" and after.flow.extra_action
    assert marker_currency(after, "tower-11-none") == "ducat"
    assert view(after, None).modules_view["building_sites"] == {
        "bag": 7, "sites": {"tower-11-none": {"currency": "ducat", "seat": a}}, "scored": {}}
    assert problems(after) == []


def test_overpaying_ends_the_actions_and_draws_change():
    """BS1: overpaying is no exact payment; with the change module it gives change."""
    state = bs_game(modules=("building_sites", "change"))
    a = state.active_seat
    state = market_with(state, dirham="tower-11-none")
    state = with_hand(state, a, ("dirham-9-1",))
    after, events = apply(state, a, BuySite(slot="dirham", cards=("dirham-9-1",)))
    assert after.flow.phase == "placing"
    (change,) = [e for e in events if e.kind == "change_given"]
    assert change.overpaid == 3 and len(change.coins) == 1
    assert problems(after) == []


def test_too_little_or_the_wrong_currency_is_refused():
    state = bs_game()
    a = state.active_seat
    state = market_with(state, dirham="tower-11-none")
    state = with_hand(state, a, ("dirham-5-1", "denar-9-1"))
    assert refused(state, a, BuySite(slot="dirham", cards=("dirham-5-1",))).message_id == \
        "engine-site-cannot-buy"
    assert refused(state, a, BuySite(slot="dirham", cards=("denar-9-1",))).message_id == \
        "engine-site-cannot-buy"


def test_a_camp_cannot_be_a_site():
    """C §22: "Feldlager ... können nicht als Baustellen gekauft werden"."""
    state = bs_game(modules=("building_sites", "camps"))
    a = state.active_seat
    state = market_with(state, ducat="camp-E")
    state = with_hand(state, a, ("ducat-9-1",))
    assert not [x for x in legal_actions(state, a).of_kind("buy_site") if x.slot == "ducat"]
    assert refused(state, a, BuySite(slot="ducat", cards=("ducat-9-1",))).message_id == \
        "engine-site-not-this-tile"


def test_no_site_while_the_bag_is_empty():
    """BS2."""
    state = bs_game()
    a = state.active_seat
    state = own(state, a, alhambra=((-1, 0, "garden-8-SW"),), reserve=("tower-7-NEW",))
    state = with_sites(state, garden_8_SW="site-denar-1", tower_7_NEW="site-denar-2")
    state = with_bag(state)
    state = with_hand(state, a, ("dirham-9-1", "denar-9-1"))
    assert list(legal_actions(state, a).of_kind("buy_site")) == []
    assert refused(state, a, BuySite(slot="dirham", cards=("dirham-9-1",))).message_id == \
        "engine-site-bag-empty"


def test_the_turn_restarts_after_the_marker_was_drawn():
    """BS7: the marker was seen; the turn cannot be undone past its draw."""
    state = bs_game()
    a = state.active_seat
    state = market_with(state, dirham="tower-11-none")
    state = with_hand(state, a, ("dirham-6-1", "dirham-3-1"))
    after, _ = apply(state, a, BuySite(slot="dirham", cards=("dirham-6-1",)))
    assert after.turn_start is not None and is_site(after.turn_start, "tower-11-none")
    assert "restart_turn" not in legal_actions(after, a).kinds()
    assert refused(after, a, RestartTurn())


# -- completing a site ------------------------------------------------------------------


def test_completing_pays_the_full_price_in_the_markers_currency():
    """PK6, C §22; exact gives another action (BS1); the marker goes back (BS2). BS6: a
    site on the reserve may be completed too."""
    state = bs_game()
    a = state.active_seat
    state = own(state, a, alhambra=((-1, 0, "garden-8-SW"),), reserve=("tower-7-NEW",))
    state = with_sites(state, garden_8_SW="site-denar-1", tower_7_NEW="site-guilder-1")
    state = with_hand(state, a, ("denar-8-1", "dirham-8-1", "guilder-7-1"))
    listed = set(legal_actions(state, a).of_kind("complete_site"))
    assert CompleteSite(tile="garden-8-SW", cards=("denar-8-1",)) in listed
    assert CompleteSite(tile="tower-7-NEW", cards=("guilder-7-1",)) in listed
    assert not [x for x in listed if "dirham-8-1" in x.cards]
    assert refused(state, a, CompleteSite(tile="garden-8-SW", cards=("dirham-8-1",))) \
        .message_id == "engine-site-cannot-complete"
    after, events = apply(state, a, CompleteSite(tile="garden-8-SW", cards=("denar-8-1",)))
    (done,) = [e for e in events if e.kind == "site_completed"]
    assert (done.price, done.currency, done.exact) == (8, "denar", True)
    assert not is_site(after, "garden-8-SW") and is_site(after, "tower-7-NEW")
    assert "site-denar-1" in bag(after) and len(bag(after)) == 7
    assert after.flow.phase == "action" and after.flow.extra_action
    assert problems(after) == []
    # completed: a building like any other (BS3 no longer applies)
    assert "garden-8-SW" in {t.id for t in rules_of(after).scored_tiles(after, a)}
    assert "garden-8-SW" not in {t.id for t in rules_of(state).scored_tiles(state, a)}


def test_only_your_own_unfinished_site_may_be_completed():
    state = bs_game()
    a = state.active_seat
    b = (a + 1) % 3
    state = own(state, b, alhambra=((-1, 0, "garden-8-SW"),))
    state = own(state, a, alhambra=((0, -1, "tower-7-NEW"),))
    state = with_sites(state, garden_8_SW="site-denar-1")
    state = with_hand(state, a, ("denar-8-1", "denar-7-1"))
    assert list(legal_actions(state, a).of_kind("complete_site")) == []
    assert refused(state, a, CompleteSite(tile="garden-8-SW", cards=("denar-8-1",))) \
        .message_id == "engine-site-not-yours"
    assert refused(state, a, CompleteSite(tile="tower-7-NEW", cards=("denar-7-1",))) \
        .message_id == "engine-site-not-a-site"


# -- what an unfinished site counts for (BS3) -----------------------------------------------


def test_an_unfinished_site_scores_its_walls_but_no_majority():
    """BS3, PK6: "nur die Mauern zählen"."""
    state = bs_game()
    state = own(state, 0, alhambra=((0, -1, "tower-7-NEW"),))
    plain = scoring_round(state, 1, []).scorings[-1]
    marked = with_sites(state, tower_7_NEW="site-denar-1")
    scored = scoring_round(marked, 1, []).scorings[-1]
    assert plain.counts["tower"][0] == 1 and scored.counts["tower"][0] == 0
    assert scored.walls[0] == plain.walls[0] == 3
    assert plain.points["tower"][0] > 0 and scored.points["tower"][0] == 0
    assert not [t for t in rules_of(marked).scored_tiles(marked, 0) if t.id == "tower-7-NEW"]


def test_an_unfinished_site_is_placed_by_the_building_rules():
    """BS3: placement reads it as any tile (walls included)."""
    state = bs_game()
    a = state.active_seat
    state = market_with(state, dirham="tower-11-none")
    state = with_hand(state, a, ("dirham-6-1", "dirham-3-1"))
    state, _ = apply(state, a, BuySite(slot="dirham", cards=("dirham-3-1", "dirham-6-1")))
    state, _ = apply(state, a, Place(tile="tower-11-none", x=1, y=0))
    assert is_site(state, "tower-11-none")
    assert state.players[a].grid[(1, 0)] == TILES["tower-11-none"]
    assert finished(state, a) == ((0, 0, "fountain"),)
    state, _ = apply(state, a, EndTurn())
    assert problems(state) == []


def test_a_site_is_no_building_for_the_other_modules():
    """BS3: no chest (TC×BS), no culture tile (AM×BS), no caravanserai type, no bonus card
    match, no yard neighbour (BY, BC), until it is completed."""
    modules = ("building_sites", "treasure_chamber", "art_of_the_moors", "caravanserai",
               "bonus_cards", "building_yards")
    state = bs_game(modules=modules)
    alhambra = ((0, -1, "tower-7-NEW"), (-1, 0, "garden-8-SW"))
    state = own(state, 0, alhambra=alhambra)
    plain = state
    state = with_sites(state, tower_7_NEW="site-denar-1")
    assert treasure_chamber.free_buildings(plain, 0, "tower") == ["tower-7-NEW"]
    assert treasure_chamber.free_buildings(state, 0, "tower") == []
    assert art_of_the_moors.markers(plain, 0) == {7: 1, 8: 1}
    assert art_of_the_moors.markers(state, 0) == {8: 1}
    assert caravanserai.types(plain, 0) == 2 and caravanserai.types(state, 0) == 1
    assert bonus_cards._built(state, 0) == {"fountain", "garden-8-SW"}
    assert BuildingYards().counted_buildings(state, 0) == {}


def test_a_site_takes_no_resident_of_the_street_trader():
    """ST×BS "-" (C §22): building a site on the trader's square moves no resident."""
    state = bs_game(modules=("building_sites", "street_trader"))
    state = own(state, 0, alhambra=((0, -1, "tower-7-NEW"),))
    trader = list(traders(state)[0])
    plain = _displace(state, 0, (0, -1), "tower-7-NEW", [])
    marked = _displace(with_sites(state, tower_7_NEW="site-denar-1"), 0, (0, -1),
                       "tower-7-NEW", [])
    assert ("tower" in trader) == ("tower-7-NEW" in residents(plain))
    assert "tower-7-NEW" not in residents(marked)


# -- Dirk ------------------------------------------------------------------------------------


def test_a_site_is_never_given_to_dirk():
    """BS5, X5."""
    state = bs_game(players=2)
    a = state.active_seat
    state = market_with(state, dirham="tower-11-none")
    state = with_hand(state, a, ("dirham-9-1",))
    state, _ = apply(state, a, BuySite(slot="dirham", cards=("dirham-9-1",)))
    kinds = set(legal_actions(state, a).kinds())
    assert "give_to_dirk" not in kinds and "place" in kinds
    assert refused(state, a, GiveToDirk(tile="tower-11-none")).message_id == \
        "engine-dirk-only-bought"


def test_a_site_shows_no_colour_to_a_bazaar():
    """BS3 (BZ×BS): an unfinished site around a bazaar is no building of its colours."""
    state = bs_game(modules=("building_sites", "bazaars"))
    state = own(state, 0, alhambra=((0, -1, "tower-7-NEW"), (1, 0, "bazaar-2")))
    assert Bazaars().extra_scoring(state, 3)["bazaars"][0] == 1  # M 1 x D 1
    marked = with_sites(state, tower_7_NEW="site-denar-1")
    assert Bazaars().extra_scoring(marked, 3)["bazaars"][0] == 0
