"""Medina (promo, shared/EXPANSIONS.md "MD Medina"): the nine tiles (MD1), into the bag, bought
and built like a building but no building type, the ranking penalty at scoring step 5 with
the sources' worked numbers (-3; -6/-3; -9/-6/-3; shared places rounded up; -1/-2/-3 with
none), MD2 (the reserve does not count), Dirk ranked too (§0.5), the penalties after the
invaders' (§0.4) whatever the order the modules were chosen in, and the characters of
C §26 (Karim pays a medina, Knihstig follows medina 10, Laila swaps one: MD4)."""

from engine.alhambra import apply, legal_actions, new_game, view
from engine.alhambra.actions import Buy, BuyWithKarim, Place, Reserve, TakeWithKnihstig, UseLaila
from engine.alhambra.components import TILES
from engine.alhambra.endturn import scoring_round
from engine.alhambra.modules.caravanserai import types
from engine.alhambra.modules.characters import OWNED, owned
from engine.alhambra.modules.invaders import DECK
from engine.alhambra.modules.medina import (
    MEDINA_IDS,
    MEDINAS,
    NAME,
    is_medina,
    penalties,
    rank_key,
    seat_penalties,
)
from engine.alhambra.validate import problems

from .helpers import market_with, rebase, refused, update_player, with_hand


def game(players=3, seed=5, modules=(NAME,)):
    return new_game(players, seed=seed, modules=list(modules))


def build(state, seat, *tiles, reserve=()):
    """``seat``'s Alhambra holds ``tiles`` in a row east of the fountain (walls unchecked:
    for the scoring), its reserve ``reserve``; the tiles leave the bag and the market."""
    used = set(tiles) | set(reserve)
    row = tuple((i + 1, 0, t) for i, t in enumerate(tiles))
    state = rebase(state, bag=tuple(t for t in state.bag if t not in used),
                   market=tuple(None if t in used else t for t in state.market))
    return update_player(state, seat, alhambra=state.players[seat].alhambra + row,
                         reserve=tuple(reserve))


def give(state, seat, *characters):
    every = owned(state)
    every[seat] += list(characters)
    return rebase(state, deck=tuple(c for c in state.deck if c not in characters),
                  out_of_game=tuple(c for c in state.out_of_game if c not in characters),
                  modules_state={**state.modules_state, OWNED: every})


# -- components and setup ---------------------------------------------------------------


def test_nine_medinas_priced_2_to_10_with_the_walls_of_md1_go_into_the_bag():
    walls = {t.id: "".join(s for s in "NESW" if s in t.walls) for t in MEDINAS}
    assert walls == {"medina-2": "NW", "medina-3": "NE", "medina-4": "ES", "medina-5": "SW",
                     "medina-6": "N", "medina-7": "E", "medina-8": "S", "medina-9": "W",
                     "medina-10": ""}
    assert sorted(t.price for t in MEDINAS) == list(range(2, 11))
    assert all(is_medina(t) and not is_medina(TILES["fountain"]) for t in MEDINAS)
    state = game()
    assert set(state.bag + tuple(t for t in state.market if t)) >= MEDINA_IDS
    assert problems(state) == []
    plain = new_game(3, seed=5)
    assert not set(plain.bag) & MEDINA_IDS


def test_a_medina_is_bought_exactly_for_another_action_and_built_like_a_building():
    state = game()
    a = state.active_seat
    state = market_with(state, denar="medina-6")
    state = with_hand(state, a, ("denar-6-1", "dirham-3-1"))
    after, events = apply(state, a, Buy(slot="denar", cards=("denar-6-1",)))
    assert events[0].kind == "tile_bought" and events[0].exact
    assert after.flow.extra_action and after.players[a].bought == ("medina-6",)
    # its wall (N) must match: the fountain's east side is open, so east of it is legal
    placed, _ = apply(after, a, Place(tile="medina-6", x=1, y=0))
    assert (1, 0, "medina-6") in placed.players[a].alhambra
    assert problems(placed) == []


def test_a_medina_scores_no_majority_and_is_no_caravanserai_type():
    state = build(game(), 0, "medina-10", "medina-9", "pavilion-2-NEW")
    record = scoring_round(state, 1, []).scorings[-1]
    assert "medina" not in record.points and "medina" not in record.counts
    assert types(state, 0) == 1  # only the pavilion


def test_round_1_the_fewest_lose_3_and_none_a_further_1():
    state = build(build(game(), 1, "medina-2"), 2, "medina-3", "medina-4")
    assert seat_penalties(state, 1) == (-4, 0, 0)


def test_round_2_minus_6_and_3_and_at_equal_counts_the_dearer_top_medina_ranks_as_more():
    state = build(build(build(game(), 0, "medina-5"), 1, "medina-9"), 2, "medina-2",
                  "medina-3")
    assert seat_penalties(state, 2) == (-6, -3, 0)


def test_round_3_minus_9_6_3_with_four_players():
    state = game(players=4)
    state = build(build(build(state, 1, "medina-2"), 2, "medina-3", "medina-4"), 3,
                  "medina-5", "medina-6", "medina-7")
    assert seat_penalties(state, 3) == (-12, -6, -3, 0)  # seat 0: 9 + 3 for none


def test_shared_places_split_their_penalties_rounded_up():
    # round 3, two without a medina share places 1 and 2: (9 + 6) / 2 = 7.5 -> 8, + 3
    assert penalties([(0, 0), (0, 0), (1, 4)], 3) == [11, 11, 3]
    # everybody without: (9 + 6 + 3) / 3 = 6, + 3
    assert penalties([(0, 0)] * 3, 3) == [9, 9, 9]
    # round 2, three share places 1-3: (6 + 3 + 0) / 3 = 3, + 2
    assert penalties([(0, 0)] * 3, 2) == [5, 5, 5]
    # round 1, two of four share place 1-2: 3 / 2 -> 2, + 1
    assert penalties([(0, 0), (0, 0), (1, 2), (2, 7)], 1) == [3, 3, 0, 0]


def test_md2_a_medina_in_the_reserve_does_not_count():
    state = build(game(), 0, "pavilion-2-NEW", reserve=("medina-8",))
    assert rank_key(t for *_, t in state.players[0].alhambra) == (0, 0)
    state = build(state, 1, "medina-2")
    state = build(state, 2, "medina-3")
    assert seat_penalties(state, 1)[0] == -4


def test_dirk_is_ranked_too_and_his_loss_is_not_recorded():
    state = game(players=2)
    medinas = [t for t in state.dirk if is_medina(t)]
    state = rebase(state, bag=tuple(t for t in state.bag if t not in ("medina-2", "medina-3"))
                   + tuple(m for m in medinas), dirk=tuple(t for t in state.dirk
                                                         if not is_medina(t)))
    state = build(build(state, 0, "medina-2"), 1, "medina-3")
    assert seat_penalties(state, 1) == (0, 0)  # Dirk, without one, takes place 1
    assert seat_penalties(state, 3) == (-6, -3)
    with_dirk = rebase(state, dirk=state.dirk + ("medina-10",),
                       bag=tuple(t for t in state.bag if t != "medina-10"))
    assert seat_penalties(with_dirk, 3) == (-9, -6)
    record = scoring_round(with_dirk, 3, []).scorings[-1]
    assert record.extra[NAME] == (-9, -6)


def test_the_penalty_is_a_row_of_the_scoring_and_totals_may_go_negative():
    state = build(game(), 1, "medina-2")
    state = build(state, 2, "medina-3")
    after = scoring_round(state, 1, [])
    assert after.scorings[-1].extra[NAME] == (-4, 0, 0)
    assert after.players[0].score == after.scorings[-1].totals[0] < 0


def test_the_penalties_come_after_the_invaders_whatever_the_order_chosen():
    """§0.4: step 4 (the invaders, at most the total: IN2) before step 5 (the medinas).
    Everyone holds 1 point and only a fountain: the invaders from the north take 1 (its
    open north side), then the medinas 2 (all share place 1: 3 / 3 = 1, + 1 for none)."""
    for order in ((NAME, "invaders"), ("invaders", NAME)):
        state = game(modules=order)
        state = rebase(state, modules_state={**state.modules_state,
                                             DECK: ["invader-N", "invader-E", "invader-S",
                                                    "invader-W"]})
        for seat in range(3):
            state = update_player(state, seat, score=1)
        record = scoring_round(state, 1, []).scorings[-1]
        assert record.extra["invaders"] == (-1, -1, -1), order
        assert record.extra[NAME] == (-2, -2, -2) and record.totals == (-2, -2, -2), order


def test_the_view_shows_each_seats_medinas_and_the_next_penalty():
    state = build(build(game(), 1, "medina-2"), 2, "medina-3", "medina-4")
    fields = view(state, None).modules_view[NAME]
    assert fields == {"built": [0, 1, 2], "next_round": 1, "next_penalties": [-4, 0, 0],
                      "dirk": None}
    assert view(state, 0).modules_view[NAME] == fields


def test_abdul_karim_pays_a_medina_and_knihstig_follows_medina_10():
    """C §26, CC7: Karim may pay a medina (exact, another action); Knihstig's card follows a
    tile of price 10 or more (CH8)."""
    state = game(modules=(NAME, "characters"))
    a = state.active_seat
    state = give(state, a, "abdul_karim", "abdul_knihstig")
    state = market_with(state, denar="medina-10")
    assert BuyWithKarim(slot="denar") in legal_actions(state, a)
    after, events = apply(state, a, BuyWithKarim(slot="denar"))
    assert after.players[a].bought == ("medina-10",) and after.flow.extra_action
    assert any(e.kind == "tile_bought" and e.exact for e in events)
    assert list(legal_actions(after, a).of_kind("take_with_knihstig"))
    card = after.display[0]
    taken, _ = apply(after, a, TakeWithKnihstig(card=card))
    assert card in taken.players[a].hand


def test_md4_laila_swaps_a_medina_in_the_market_but_never_a_camp():
    state = game(modules=(NAME, "characters", "camps"))
    a = state.active_seat
    state = give(state, a, "laila_wundabah")
    state = market_with(state, denar="medina-7", dirham="camp-N")
    listed = list(legal_actions(state, a).of_kind("use_laila"))
    assert UseLaila(slot="denar") in listed and UseLaila(slot="dirham") not in listed
    after, _ = apply(state, a, UseLaila(slot="denar"))
    assert "medina-7" in after.bag and after.market[0] != "medina-7"
    assert refused(state, a, UseLaila(slot="dirham")).message_id == \
        "engine-character-not-building"


def test_a_medina_bought_may_go_to_the_reserve():
    state = game(players=2)
    a = state.active_seat
    state = market_with(state, dirham="medina-4")
    state = with_hand(state, a, ("dirham-4-1",))
    after, _ = apply(state, a, Buy(slot="dirham", cards=("dirham-4-1",)))
    reserved, _ = apply(after, a, Reserve(tile="medina-4"))
    assert "medina-4" in reserved.players[a].reserve
    assert problems(reserved) == []


def test_overpaying_a_medina_draws_change():
    """C §26: "Bei Überbezahlung einer Medina wird Wechselgeld ausbezahlt" (CG: half of X)."""
    state = game(modules=(NAME, "change"))
    a = state.active_seat
    state = market_with(state, denar="medina-2")
    state = with_hand(state, a, ("denar-6-1",))
    after, events = apply(state, a, Buy(slot="denar", cards=("denar-6-1",)))
    given = [e for e in events if e.kind == "change_given"]
    assert len(given) == 1 and given[0].overpaid == 4 and given[0].owed == 2
    assert len(after.players[a].hand) == 2 and not after.flow.extra_action
    assert problems(after) == []


def test_a_medina_and_a_building_of_one_price_give_no_culture_tile():
    """AM×MD "-" (C §26): only buildings of the six types count for the art of the Moors."""
    from engine.alhambra.modules.art_of_the_moors import markers

    state = game(modules=(NAME, "art_of_the_moors"))
    state = build(state, 0, "medina-8", reserve=("pavilion-8-none",))
    assert markers(state, 0) == {8: 1}


def test_left_over_medinas_are_handed_out_at_the_end():
    """§7, AU×MD "+": the market's medina goes to the most money in its currency."""
    from engine.alhambra.ruleset import rules_of

    state = game()
    a = state.active_seat
    state = market_with(state, dirham="medina-9")
    state = with_hand(state, a, ("dirham-9-1", "dirham-8-1"))
    events: list = []
    after = rules_of(state).end_game(state, a, events)
    awarded = next(e for e in events if e.kind == "final_tiles_awarded")
    assert "medina-9" in awarded.tiles.values()
    assert "medina-9" in after.players[a].bought


def test_x1_medinas_are_not_played_with_granada_or_the_combination():
    from engine.alhambra.modules import modules_problem

    assert modules_problem([NAME], 2) is None
    for rule_set in ("granada", "alhambra_granada"):
        assert modules_problem([rule_set, NAME], 3) is not None


def test_the_vizier_may_buy_a_medina_between_turns():
    """VZ×MD "+" (C §26: "Man kann eine Medina mit der Gunst des Wesirs kaufen")."""
    from engine.alhambra.actions import EndTurn, TakeMoney

    state = game(players=4, seed=3, modules=(NAME, "vizier"))
    state = market_with(state, denar="medina-7")
    mover = state.active_seat
    buyer = (mover + 1) % 4
    state = with_hand(state, buyer, ("denar-4-1", "denar-3-1"))
    state, _ = apply(state, mover, TakeMoney(cards=(state.display[0],)))
    state, _ = apply(state, mover, EndTurn())
    uses = [a for a in legal_actions(state, buyer) if a.kind == "use_vizier"
            and a.slot == "denar"]
    assert uses
    use = next((a for a in uses if not a.reserve), uses[0])
    after, events = apply(state, buyer, use)
    bought = [e for e in events if e.kind == "tile_bought"]
    assert [e.tile for e in bought] == ["medina-7"]
    owned_tiles = [t for *_, t in after.players[buyer].alhambra] + \
        list(after.players[buyer].reserve)
    assert "medina-7" in owned_tiles and problems(after) == []
