"""Expansion 4's master builders (shared/EXPANSIONS.md "MB", compendium setup and §14):
the cards, the setup, the builder as money in every respect, the builder's extra rebuild
after placing (MB1, and Ammar's two: MB3), its refusals, and the rebuild with Granada, the
combination and a gate card."""

import pytest

from engine.alhambra import apply, legal_actions, new_game, problems, view
from engine.alhambra.actions import (
    Buy,
    EndTurn,
    MoveTrader,
    Place,
    PlayThief,
    RebuildExchange,
    RebuildPlace,
    RebuildPlaceGate,
    RebuildRemove,
    RefillTrader,
    RestartTurn,
    TakeMoney,
    UseMachma,
    UseMasterBuilder,
    UseYammerad,
)
from engine.alhambra.autopilot import skip_turn_actions
from engine.alhambra.components import CARDS, CURRENCIES, SCORING_CARDS, TILES, other_face
from engine.alhambra.events import CharacterUsed, GateBuilt, MasterBuilderUsed
from engine.alhambra.modules import REGISTRY, modules_problem
from engine.alhambra.modules.characters import AMMAR, MACHMA, YAMMERAD, used
from engine.alhambra.modules.master_builders import (
    BUILDER_IDS,
    BUILDERS,
    could_use,
    held,
    rebuilds_left,
)
from engine.alhambra.modules.thieves import hands
from engine.alhambra.money import purchase_payments, take_money_choices
from engine.alhambra.ruleset import rules_of
from engine.alhambra.state import PlayerState

from .expansion1_helpers import own
from .gates_walls_helpers import holding_gates
from .granada_helpers import give_reserve
from .helpers import market_with, rebase, refused, with_hand
from .test_characters import give
from .test_street_trader import chosen, with_traders
from .test_thieves import DENARS, ahead, deal, passing, seats_after, with_display
from .test_thieves import end_turn as take_and_end

MB = "master_builders"



def answer(state, seat, action):
    state, events = apply(state, seat, action)
    assert problems(state) == [], str(action)
    return state, events


def free(state, *cards):
    """``cards`` (builders) lie at the bottom of the deck if they were out of the game, so
    the helpers that deal cards find them; every card stays accounted for once."""
    out = tuple(c for c in state.out_of_game if c not in cards)
    moved = tuple(c for c in state.out_of_game if c in cards)
    return rebase(state, out_of_game=out, deck=state.deck + moved)


def holding(state, seat, *hand):
    return with_hand(free(state, *hand), seat, tuple(hand))


def acting(state, seat=0):
    return rebase(state, flow=state.flow.model_copy(update={"active_seat": seat,
                                                            "phase": "action"}))


def builder_game(modules=(MB,), players=3, seed=4, *, hand=("builder-denar-1", "dirham-2-1")):
    """Seat 0 acts: a pavilion east of the fountain, an arcades on its reserve, ``hand``."""
    state = acting(new_game(players, seed=seed, modules=list(modules)))
    state = own(state, 0, alhambra=((1, 0, "pavilion-6-N"),), reserve=("arcades-8-N",))
    state = holding(state, 0, *hand)
    assert problems(state) == []
    return state


def placing(state, seat=0):
    """``seat`` takes the first display card: its actions are done, nothing was bought."""
    money = next(c for c in state.display if CARDS[c].is_money)
    state, _ = answer(state, seat, TakeMoney(cards=(money,)))
    assert state.flow.phase == "placing"
    return state


# -- components and setup -----------------------------------------------------------------


def test_sixteen_master_builders_worth_3_four_per_currency():
    """MB a [T4, PK4]: 16 cards worth 3, 4 per currency; money cards with the builder's
    role; playable with Granada and the combination (X1) and two players."""
    assert len(BUILDERS) == 16
    for currency in CURRENCIES:
        assert sum(1 for c in BUILDERS if c.currency == currency) == 4
    assert all(c.value == 3 and c.kind == "money" and c.is_money and c.role == "builder"
               for c in BUILDERS)
    for modules in ([MB], ["granada", MB], ["alhambra_granada", MB]):
        assert modules_problem(modules, 2) is None
    assert REGISTRY[MB].offered


@pytest.mark.parametrize(("players", "pile_3", "pile_5"), [(2, 3, 3), (3, 3, 3), (4, 3, 3),
                                                           (5, 3, 3), (6, 3, 1)])
def test_two_face_down_to_each_then_three_into_piles_3_and_5_the_rest_out(players, pile_3,
                                                                           pile_5):
    """MB b [T4, APP; C-setup]: "Jeder Spieler erhält verdeckt zwei Baumeisterkarten. Je
    drei Baumeisterkarten werden in den 3. und 5. Geldkartenstapel gemischt"; with 6
    players 3 and 1; the rest leave the game. Scoring card A lies in pile 2 and B in pile 4,
    so pile 3's builders lie between them and pile 5's after B."""
    state = new_game(players, seed=players, modules=[MB])
    assert problems(state) == []
    for seat in range(players):
        mine = held(state, seat)
        assert len(mine) == 2 and state.players[seat].hand[:2] == tuple(mine)
        # MB2: the starting money is dealt as usual, without the builders
        money = [c for c in state.players[seat].hand if c not in BUILDER_IDS]
        assert sum(CARDS[c].value for c in money) >= 20
    deck = list(state.deck)
    a, b = (deck.index(c.id) for c in SCORING_CARDS)
    builders = [i for i, c in enumerate(deck) if c in BUILDER_IDS]
    assert sum(1 for i in builders if a < i < b) == pile_3
    assert sum(1 for i in builders if i > b) == pile_5 and not any(i < a for i in builders)
    out = [c for c in state.out_of_game if c in BUILDER_IDS]
    assert len(out) == 16 - 2 * players - pile_3 - pile_5
    assert not any(c in BUILDER_IDS for c in state.display)


def test_which_builders_a_seat_holds_only_its_own_view_shows():
    state = new_game(3, seed=1, modules=[MB])
    public = view(state, None).model_dump_json()
    for seat in range(3):
        for card in held(state, seat):
            assert f'"{card}"' not in public
            assert f'"{card}"' in view(state, seat).model_dump_json()
            assert all(f'"{card}"' not in view(state, other).model_dump_json()
                       for other in range(3) if other != seat)


# -- as money ------------------------------------------------------------------------------


def test_a_builder_is_money_worth_3_within_the_take_limit_of_5():
    """MB c: "a value-3 card in every respect, including the limit of 5"; a builder and a
    plain 3 are both offered (they are not alike)."""
    display = ("builder-denar-1", "dirham-2-1", "ducat-3-1", "denar-3-1")
    choices = take_money_choices(display)
    assert ("builder-denar-1", "dirham-2-1") in choices
    assert ("builder-denar-1",) in choices and ("denar-3-1",) in choices
    assert not any("builder-denar-1" in c and "ducat-3-1" in c for c in choices)
    state = holding(builder_game(), 0, "dirham-2-1")
    state = with_display(free(state, "builder-denar-1"),
                         ("builder-denar-1", "ducat-3-1", "guilder-2-1", "denar-6-1"))
    assert refused(state, 0, TakeMoney(cards=("builder-denar-1", "ducat-3-1"))).message_id == \
        "engine-take-too-much"
    after, _ = answer(state, 0, TakeMoney(cards=("builder-denar-1", "guilder-2-1")))
    assert held(after, 0) == ["builder-denar-1"]


def test_a_builder_pays_like_a_3_and_an_exact_payment_earns_another_action():
    """MB c: a value-3 card of its currency in every respect; the payments list it apart
    from a plain 3 (plain money first), so the player chooses whether to spend it."""
    state = builder_game(hand=("builder-dirham-1", "dirham-3-1", "dirham-5-1"))
    state = market_with(state, dirham="seraglio-8-S")
    payments = purchase_payments(state.players[0].hand, "dirham", 8)
    assert payments.index(("dirham-5-1", "dirham-3-1")) < \
        payments.index(("dirham-5-1", "builder-dirham-1"))
    listed = legal_actions(state, 0).of_kind("buy")
    assert Buy(slot="dirham", cards=("dirham-5-1", "builder-dirham-1")) in listed
    assert Buy(slot="dirham", cards=("dirham-5-1", "dirham-3-1")) in listed
    after, events = answer(state, 0, Buy(slot="dirham", cards=("dirham-5-1",
                                                               "builder-dirham-1")))
    assert events[0].exact and after.flow.extra_action
    assert "builder-dirham-1" in after.discard and held(after, 0) == []


def test_a_builder_is_counted_in_the_final_distribution():
    """MB c, EXPANSIONS 7: master builders count as money in the final distribution."""
    player = PlayerState(name="x", hand=("builder-ducat-1", "builder-ducat-2", "ducat-2-1",
                                         "builder-denar-1"))
    assert player.money_in("ducat") == 8 and player.money_in("denar") == 3


def test_an_exchange_office_exchanges_a_builders_currency():
    """C §3: "Wird ein Baumeister als Geldkarte verwendet, lässt er sich ebenfalls
    wechseln"."""
    hand = ("exchange-denar-dirham", "builder-dirham-2", "denar-5-1")
    payments = purchase_payments(hand, "denar", 8)
    assert ("exchange-denar-dirham", "denar-5-1", "builder-dirham-2") in payments


def test_a_thief_may_steal_a_master_builder_of_its_currency():
    """MB c, C §9: "Ein Dieb kann auch eine Baumeisterkarte der passenden Farbe
    stehlen"."""
    state = new_game(4, seed=3, modules=["thieves", MB])
    order = seats_after(state)
    nxt, thief = order[0], order[2]
    state = deal(state, **{f"s{thief}": ["thief-denar-1", "thief-denar-2", "thief-guilder-1"],
                           f"s{nxt}": ["thief-denar-3", "thief-guilder-2", "thief-guilder-3"]})
    state = free(state, "builder-denar-3")
    state = with_display(state, (*DENARS, "denar-2-1"),
                         top=("builder-denar-3", "guilder-1-1", "guilder-1-2", "guilder-1-3"))
    assert problems(state) == []
    after, _ = take_and_end(state, "denar-2-1")
    assert "builder-denar-3" in after.display
    after = passing(after, ahead(state))
    theft = PlayThief(thief="thief-denar-1", card="builder-denar-3")
    assert theft in legal_actions(after, thief)
    stolen, _ = answer(after, thief, theft)
    assert "builder-denar-3" in held(stolen, thief)
    assert hands(stolen)[thief] == ["thief-denar-2", "thief-guilder-1"]


def test_yammerad_and_machma_take_builders_for_money():
    """C §14: "Bei den Charakteren Faruk Will'haben, Machma Klain und Yammerad werden
    Baumeister als normale Geldkarten angesehen"."""
    modules = ("characters", MB)
    rich = give(builder_game(modules, hand=("builder-denar-1", "builder-ducat-1",
                                            "dirham-2-1")), 0, YAMMERAD)
    assert refused(rich, 0, UseYammerad()).message_id == "engine-character-yammerad-rich"
    poor = give(builder_game(modules, hand=("builder-denar-1", "dirham-2-1")), 0, YAMMERAD)
    assert UseYammerad() in legal_actions(poor, 0)
    machma = give(builder_game(modules, hand=("builder-denar-1", "denar-3-1")), 0, MACHMA)
    machma = with_display(machma, ("ducat-3-1", "guilder-1-1", "guilder-2-1", "denar-9-1"))
    gives = {a.give for a in legal_actions(machma, 0).of_kind("use_machma")}
    assert gives == {"builder-denar-1", "denar-3-1"}  # not alike: both offered
    after, _ = answer(machma, 0, UseMachma(give="builder-denar-1", take="ducat-3-1"))
    assert "builder-denar-1" in after.discard and held(after, 0) == []


# -- as a builder ---------------------------------------------------------------------------


def test_after_placing_a_builder_gives_one_extra_rebuild_and_goes_to_the_discard_pile():
    """MB c [PK4, ST4, GOB4]: discard it in your own turn for one extra rebuild after
    placement (MB4: to the discard pile; MB5: public, and no restart back past it)."""
    state = placing(builder_game())
    use = UseMasterBuilder(card="builder-denar-1")
    assert use in legal_actions(state, 0)
    assert not legal_actions(state, 0).has("rebuild_remove")  # only once it is discarded
    assert refused(state, 0, RebuildRemove(x=1, y=0)).message_id == "engine-builders-use-first"
    after, events = answer(state, 0, use)
    assert events == [MasterBuilderUsed(seat=0, card="builder-denar-1", rebuilds=1)]
    assert held(after, 0) == [] and after.discard[-1] == "builder-denar-1"
    assert rebuilds_left(after) == 1
    assert view(after, None).modules_view[MB]["rebuilds_left"] == 1
    assert after.turn_start is not None and after.turn_start.players[0].hand == \
        after.players[0].hand  # restarting keeps the shown card discarded
    kinds = set(legal_actions(after, 0).kinds())
    assert {"rebuild_place", "rebuild_remove", "rebuild_exchange", "end_turn"} <= kinds
    rebuilt, events = answer(after, 0, RebuildExchange(tile="arcades-8-N", x=1, y=0))
    assert rebuilt.players[0].reserve == ("pavilion-6-N",) and rebuilds_left(rebuilt) == 0
    assert refused(rebuilt, 0, RebuildPlace(tile="pavilion-6-N", x=1, y=0)).message_id == \
        "engine-builders-used-up"
    assert legal_actions(rebuilt, 0).kinds() == ["end_turn", "restart_turn"]
    undone, _ = answer(rebuilt, 0, RestartTurn())
    assert held(undone, 0) == [] and rebuilds_left(undone) == 1


def test_several_builders_may_be_used_in_one_turn_mb1():
    state = placing(builder_game(hand=("builder-denar-1", "builder-guilder-2", "denar-2-1")))
    state, _ = answer(state, 0, UseMasterBuilder(card="builder-denar-1"))
    state, _ = answer(state, 0, RebuildRemove(x=1, y=0))
    assert UseMasterBuilder(card="builder-guilder-2") in legal_actions(state, 0)
    state, _ = answer(state, 0, UseMasterBuilder(card="builder-guilder-2"))
    state, _ = answer(state, 0, RebuildPlace(tile="pavilion-6-N", x=0, y=-1))
    assert held(state, 0) == [] and rebuilds_left(state) == 0
    # the builders' rebuilds lapse with the turn
    state, _ = answer(state, 0, EndTurn())
    assert rebuilds_left(state) == 0


def test_with_ammar_a_builder_gives_two_rebuilds_and_ammars_own_stays_mb3():
    """C §14: "Der Charakter Ammar El'Schauf erlaubt zusammen mit dem Baumeister zwei
    zusätzliche Umbauzüge" (MB3: two per builder, and Ammar's own one per turn)."""
    state = give(builder_game(("characters", MB)), 0, AMMAR)
    state = own(state, 0, alhambra=((1, 0, "pavilion-6-N"), (0, 1, "garden-10-none")),
                reserve=("arcades-8-N",))
    state = placing(state)
    state, events = answer(state, 0, UseMasterBuilder(card="builder-denar-1"))
    assert events[0].rebuilds == 2 and rebuilds_left(state) == 2
    state, events = answer(state, 0, RebuildRemove(x=1, y=0))
    assert CharacterUsed(seat=0, character=AMMAR) in events  # Ammar's own first
    state, events = answer(state, 0, RebuildRemove(x=0, y=1))
    assert not any(isinstance(e, CharacterUsed) for e in events) and rebuilds_left(state) == 1
    state, _ = answer(state, 0, RebuildPlace(tile="arcades-8-N", x=1, y=0))
    assert rebuilds_left(state) == 0 and AMMAR in used(state)
    assert legal_actions(state, 0).kinds() == ["end_turn", "restart_turn"]


def test_no_builder_before_the_bought_tiles_are_placed_nor_in_the_action_phase():
    state = builder_game(hand=("builder-denar-1", "dirham-9-1", "dirham-2-1"))
    use = UseMasterBuilder(card="builder-denar-1")
    assert refused(state, 0, use).message_id == "engine-not-now"
    slot = "dirham"
    tile = state.market[CURRENCIES.index(slot)]
    cards = ("dirham-9-1",) if TILES[tile].price <= 9 else ("dirham-9-1", "dirham-2-1")
    bought, _ = answer(state, 0, Buy(slot=slot, cards=cards))
    if bought.flow.phase == "action":  # paid exactly: declined by placing below
        assert refused(bought, 0, use).message_id == "engine-not-now"
    placing_state = bought.model_copy(update={"flow": bought.flow.model_copy(
        update={"phase": "placing", "extra_action": False})})
    assert refused(placing_state, 0, use).message_id == "engine-character-ammar-bought"
    assert not legal_actions(placing_state, 0).has("use_master_builder")


def test_a_builder_only_in_the_own_turn_and_not_after_the_final_distribution():
    state = placing(builder_game())
    other = holding(state, 1, "builder-guilder-1")
    assert refused(other, 1, UseMasterBuilder(card="builder-guilder-1")).message_id == \
        "engine-not-your-turn"
    final = rebase(state, flow=state.flow.model_copy(update={"phase": "final_placing",
                                                            "final_queue": (0,)}))
    assert refused(final, 0, UseMasterBuilder(card="builder-denar-1")).message_id == \
        "engine-not-now"
    assert not legal_actions(final, 0).has("use_master_builder")


def test_bad_builder_choices_are_refused_with_their_reason():
    state = placing(builder_game())
    assert refused(state, 0, UseMasterBuilder(card="builder-ducat-4")).message_id == \
        "engine-builders-not-held"
    assert refused(state, 0, UseMasterBuilder(card="denar-3-1")).message_id == \
        "engine-builders-not-one"
    bare = acting(new_game(3, seed=4, modules=[MB]))  # the fountain alone, no reserve
    bare = placing(holding(bare, 0, "builder-denar-1", "dirham-2-1"))
    assert refused(bare, 0, UseMasterBuilder(card="builder-denar-1")).message_id == \
        "engine-builders-no-rebuild"  # MB6
    assert not legal_actions(bare, 0).has("use_master_builder")


def _displaced_trader(modules=("street_trader", MB)):
    """As for Ammar (test_book_rules), with the master builders and no Ammar: seat 0 built a
    tile on its trader's square (displaced, refilled); a reserve tile waits."""
    state = chosen(new_game(3, seed=1, modules=list(modules)))
    state = with_traders(state, [["garden", "pavilion", "tower"]] * 3,
                         at=[(1, 0), (1, 0), (1, 0)])
    state = own(state, 0, reserve=("arcades-8-N",), bought=("garden-10-none",))
    state = holding(state, 0, "builder-denar-1", "dirham-2-1")
    state = rebase(state, flow=state.flow.model_copy(update={"active_seat": 0,
                                                            "phase": "placing",
                                                            "actions": 1}))
    state, _ = answer(state, 0, Place(tile="garden-10-none", x=1, y=0))
    colour = next(a.building for a in legal_actions(state, 0).of_kind("refill_trader"))
    state, _ = answer(state, 0, RefillTrader(building=colour))
    return state, 0


def test_the_builders_rebuild_comes_before_the_street_trader_moves_x3():
    state, seat = _displaced_trader()
    assert legal_actions(state, seat).has("use_master_builder")
    moved, _ = answer(state, seat, MoveTrader(x=0, y=-1))
    assert refused(moved, seat, UseMasterBuilder(card="builder-denar-1")).message_id == \
        "engine-character-ammar-after-trader"
    assert not legal_actions(moved, seat).has("use_master_builder")


def test_the_builders_rebuild_may_play_a_gate_card():
    """CC9 for every extra rebuild: the reserve's garden goes east of the tower only through
    a gate (a double wall)."""
    state = new_game(3, seed=6, modules=["city_gates", MB])
    state = own(acting(state), 0, alhambra=((1, 0, "tower-13-E"),), reserve=("garden-8-SW",))
    state = holding_gates(holding(state, 0, "builder-ducat-1", "denar-2-1"), 0)
    state = placing(state)
    gate = RebuildPlaceGate(tile="garden-8-SW", x=2, y=0, side="W")
    assert refused(state, 0, gate).message_id == "engine-builders-use-first"
    state, _ = answer(state, 0, UseMasterBuilder(card="builder-ducat-1"))
    assert gate in legal_actions(state, 0).of_kind("rebuild_place_gate")
    after, events = answer(state, 0, gate)
    assert any(isinstance(e, GateBuilt) for e in events) and after.players[0].reserve == ()


def _granada_face_with_moat(state, side):
    return next(f for t in state.bag if t.startswith("granada") for f in (t, other_face(t))
                if TILES[f].walls == frozenset({side}))


@pytest.mark.parametrize("modules", [[MB, "alhambra_granada"], ["alhambra_granada", MB]])
def test_with_the_combination_the_builders_rebuild_follows_its_rules(modules):
    """X1: with the combination a rebuild is its own (p. 13: the first Granada tile built,
    against the Alhambra's wall, becomes Granada's start), and no extra rebuild is allowed
    without a builder, whichever order the modules come in."""
    state = acting(new_game(2, seed=3, modules=modules))
    state = own(state, 0, alhambra=((1, 0, "tower-13-E"),))
    face = _granada_face_with_moat(state, "W")
    state = give_reserve(state, 0, face)
    state = placing(holding(state, 0, "builder-denar-1", "dirham-2-1"))
    rebuild = RebuildPlace(tile=face, x=2, y=0)
    assert refused(state, 0, rebuild).message_id == "engine-builders-use-first"
    state, _ = answer(state, 0, UseMasterBuilder(card="builder-denar-1"))
    assert list(legal_actions(state, 0).of_kind("rebuild_place")) == [rebuild]
    after, _ = answer(state, 0, rebuild)
    assert after.players[0].cities == (("granada", 2, 0),)


def test_with_granada_the_builders_rebuild_follows_granadas_rules():
    state = acting(new_game(3, seed=2, modules=["granada", MB]))
    face = _granada_face_with_moat(state, "W")
    state = give_reserve(state, 0, face)
    state = placing(holding(state, 0, "builder-denar-1", "dirham-2-1"))
    state, _ = answer(state, 0, UseMasterBuilder(card="builder-denar-1"))
    listed = [(a.x, a.y) for a in legal_actions(state, 0).of_kind("rebuild_place")]
    assert listed and sorted(listed) == sorted(rules_of(state).legal_positions(state, 0, face))
    after, _ = answer(state, 0, RebuildPlace(tile=face, x=listed[0][0], y=listed[0][1]))
    assert after.players[0].reserve == () and rebuilds_left(after) == 0


def test_whether_a_builder_could_be_used_is_judged_by_public_facts_mb7():
    """MB7: a seat holding a builder and one holding a plain 3 instead look the same to
    :func:`could_use` (a front end ending the turn by itself asks it)."""
    with_builder = placing(builder_game(hand=("builder-denar-1", "dirham-2-1")))
    without = placing(builder_game(hand=("denar-3-1", "dirham-2-1")))
    assert legal_actions(with_builder, 0).has("use_master_builder")
    assert not legal_actions(without, 0).has("use_master_builder")
    assert could_use(with_builder, 0) and could_use(without, 0)
    bare = placing(holding(acting(new_game(3, seed=4, modules=[MB])), 0, "denar-3-1"))
    assert not could_use(bare, 0)  # nothing to rebuild: public too


def test_a_skipped_turn_never_uses_a_builder_nor_its_rebuild():
    """The safe default turn (autopilot) moves the displaced trader, never spends a secret
    builder or rebuilds, even where the turn cannot be restarted past a builder's use."""
    state, seat = _displaced_trader((MB, "street_trader"))  # the builder's listed first
    state, _ = answer(state, seat, UseMasterBuilder(card="builder-denar-1"))
    assert state.turn_start.moves == state.moves  # MB5: no restart back past it
    actions = skip_turn_actions(state, seat)
    assert [a.kind for a in actions] == ["move_trader", "end_turn"]
