"""Expansion 3, the thieves (Die Stunde der Diebe; shared/EXPANSIONS.md "TH", compendium
§9), played in the window between two turns that they share with the vizier (TH1)."""

import random

import pytest

from engine.alhambra import (
    ACTION_ADAPTER,
    GameState,
    IllegalAction,
    apply,
    legal_actions,
    new_game,
    parse_action,
    problems,
    view,
)
from engine.alhambra.actions import (
    Buy,
    EndTurn,
    PassVizier,
    PassWindow,
    PlayThief,
    RetireSeat,
    TakeMoney,
    UseVizier,
    VizierAlwaysPass,
)
from engine.alhambra.components import CARDS
from engine.alhambra.events import ScoringRound
from engine.alhambra.modules import REGISTRY, modules_problem
from engine.alhambra.modules.thieves import DEAL, OUT, THIEVES, hands, played
from engine.alhambra.modules.vizier import face_up
from engine.alhambra.random_play import play_random_game

from .helpers import check_listed_actions, check_replay, market_with, rebase, with_hand

DENARS = ("denar-5-1", "denar-6-1", "denar-7-1")


def deal(state: GameState, **dealt: list[str]) -> GameState:
    """``s<seat>`` -> that seat's thieves; the other seats get the rest in order, as many
    as the deal gives them, and what is left is out of the game."""
    each = DEAL[len(state.players)]
    chosen = {int(key[1:]): list(cards) for key, cards in dealt.items()}
    pool = [t for t in THIEVES if not any(t in cards for cards in chosen.values())]
    held = []
    for seat in range(len(state.players)):
        if seat in chosen:
            held.append(chosen[seat])
        else:
            held.append(pool[:each])
            pool = pool[each:]
    return rebase(state, modules_state={**state.modules_state, "thieves.hands": held,
                                        OUT: pool})


def with_display(state: GameState, cards: tuple[str, ...], top: tuple[str, ...] = ()
                 ) -> GameState:
    """The display shows exactly ``cards`` and the deck starts with ``top``; each card is
    taken from wherever it was (a hand that gave one gets a deck card instead) and the old
    display goes to the bottom of the deck: every card stays accounted for once."""
    wanted = set(cards) | set(top)
    deck = [c for c in state.deck if c not in wanted]

    def spare() -> str:
        card = next(c for c in deck if CARDS[c].kind == "money")
        deck.remove(card)
        return card

    players = tuple(p.model_copy(update={"hand": tuple(c if c not in wanted else spare()
                                                       for c in p.hand)})
                    for p in state.players)
    old = [c for c in state.display if c not in wanted]
    return rebase(state, players=players, display=tuple(cards),
                  deck=tuple(top) + tuple(deck) + tuple(old),
                  discard=tuple(c for c in state.discard if c not in wanted))


def end_turn(state: GameState, card: str) -> tuple[GameState, list]:
    """The active seat takes ``card`` from the display and ends its turn."""
    seat = state.active_seat
    state, first = apply(state, seat, TakeMoney(cards=(card,)))
    state, events = apply(state, seat, EndTurn())
    return state, first + events


def seats_after(state: GameState) -> list[int]:
    """The seats in priority order after the active seat's turn: the next player first,
    the one who moves now last."""
    n = len(state.players)
    return [(state.active_seat + 1 + i) % n for i in range(n)]


def passing(state: GameState, *seats: int) -> GameState:
    """These seats pass in the window, in this order."""
    for seat in seats:
        state, _ = apply(state, seat, PassWindow())
    return state


def ahead(state: GameState) -> int:
    """The seat between the next player and the thief seat of :func:`denar_game` (the
    second in priority; asked, as everyone holding a thief is, but it holds no Denar)."""
    return seats_after(state)[1]


def denar_game(modules=("thieves",), players=4, seed=3):
    """The active seat is about to take the 2 Denar; then the display shows four Denar
    cards. The thief seat (the third in priority) holds two Denar thieves; the next player
    holds the third one; nobody else holds a Denar thief (but every seat holds thieves, so
    the window asks all but the next player, TD5)."""
    state = new_game(players, seed=seed, modules=list(modules))
    order = seats_after(state)
    nxt, thief = order[0], order[2]
    state = deal(state, **{f"s{thief}": ["thief-denar-1", "thief-denar-2", "thief-guilder-1"],
                           f"s{nxt}": ["thief-denar-3", "thief-guilder-2", "thief-guilder-3"]})
    state = with_display(state, (*DENARS, "denar-2-1"),
                         top=("denar-8-1", "guilder-1-1", "guilder-1-2", "guilder-1-3"))
    assert problems(state) == []
    return state, nxt, thief


def test_thieves_are_dealt_by_the_number_of_players_and_the_rest_leave_the_game():
    """Compendium: "Jeder Spieler erhält vier Diebeskarten (bei 4 Spielern drei, bei 5 und
    6 Spielern zwei)"."""
    assert len(THIEVES) == 12 and all(sum(t.startswith(f"thief-{c}-") for t in THIEVES) == 3
                                      for c in ("denar", "dirham", "ducat", "guilder"))
    for players, each in ((2, 4), (3, 4), (4, 3), (5, 2), (6, 2)):
        state = new_game(players, seed=players, modules=["thieves"])
        assert [len(cards) for cards in hands(state)] == [each] * players
        assert len(state.modules_state[OUT]) == 12 - each * players
        assert played(state) == [[] for _ in range(players)]
        assert problems(state) == []
        assert view(state, None).modules_view["thieves"]["held"] == [each] * players


def test_the_module_goes_with_granada_the_combination_and_two_players_and_is_offered():
    for modules in (["thieves"], ["granada", "thieves"], ["alhambra_granada", "thieves"],
                    ["thieves", "vizier", "exchange_offices"]):
        assert modules_problem(modules, 2) is None
    assert REGISTRY["thieves"].offered is True
    assert modules_problem(["thieves"], 3, offered_only=True) is None
    assert new_game(2, seed=1, modules=["thieves"]).options.modules == ("dirk", "thieves")


def test_a_theft_takes_a_card_of_the_thiefs_currency_and_refills_the_display():
    state, nxt, thief = denar_game()
    first, mover = ahead(state), state.active_seat
    after, events = end_turn(state, "denar-2-1")
    asked = (first, thief, mover)  # TD5: every seat holding a thief but the next player
    assert after.active_seat == nxt and after.flow.window_seats == asked
    assert [e.seats for e in events if e.kind == "vizier_window_opened"] == [asked]
    assert legal_actions(after, first)[-1] == PassWindow()  # no Denar thief: only a pass
    assert not any(a.kind == "play_thief" for a in legal_actions(after, first))
    after = passing(after, first)
    listed = list(legal_actions(after, thief))
    assert PassWindow() in listed and PassVizier() not in listed
    thefts = [a for a in listed if a.kind == "play_thief"]
    assert {a.card for a in thefts} == {*DENARS, "denar-8-1"}
    assert {a.thief for a in thefts} == {"thief-denar-1"}  # TD4: one thief per currency
    stolen, events = apply(after, thief, PlayThief(thief="thief-denar-2", card="denar-6-1"))
    assert [e.kind for e in events][:2] == ["thief_played", "money_revealed"]
    played_event = events[0]
    assert (played_event.seat, played_event.thief, played_event.currency,
            played_event.card) == (thief, "thief-denar-2", "denar", "denar-6-1")
    assert "denar-6-1" in stolen.players[thief].hand
    assert "denar-6-1" not in stolen.display and len(stolen.display) == 4
    assert "guilder-1-1" in stolen.display  # refilled from the deck at once
    assert hands(stolen)[thief] == ["thief-denar-1", "thief-guilder-1"]
    assert played(stolen)[thief] == ["thief-denar-2"]
    assert view(stolen, None).modules_view["thieves"]["played"][thief] == ["thief-denar-2"]
    assert stolen.active_seat == nxt and stolen.flow.turn == after.flow.turn
    assert problems(stolen) == []


def test_thieves_may_be_chained_one_after_another():
    state, nxt, thief = denar_game()
    first, mover = ahead(state), state.active_seat
    after, _ = end_turn(state, "denar-2-1")
    once, _ = apply(passing(after, first), thief,
                    PlayThief(thief="thief-denar-1", card="denar-5-1"))
    assert once.flow.window_seats == (first, thief, mover)  # asked afresh
    twice, events = apply(passing(once, first), thief,
                          PlayThief(thief="thief-denar-2", card="denar-7-1"))
    assert "thief_played" in [e.kind for e in events]
    assert hands(twice)[thief] == ["thief-guilder-1"]
    assert {"denar-5-1", "denar-7-1"} <= set(twice.players[thief].hand)
    assert twice.flow.window_seats == (first, thief, mover)
    thrice, _ = apply(passing(twice, first), thief,
                      PlayThief(thief="thief-guilder-1", card="guilder-1-1"))
    assert hands(thrice)[thief] == [] and len(played(thrice)[thief]) == 3
    assert thrice.flow.window_seats == (first, mover)  # no thief left: not asked
    thrice = passing(thrice, first, mover)
    took, _ = apply(thrice, nxt, TakeMoney(cards=(thrice.display[0],)))
    assert took.flow.phase == "placing"
    assert problems(thrice) == []


def test_a_thief_is_played_only_once():
    state, nxt, thief = denar_game()
    first = ahead(state)
    after, _ = end_turn(state, "denar-2-1")
    once, _ = apply(passing(after, first), thief,
                    PlayThief(thief="thief-denar-1", card="denar-5-1"))
    with pytest.raises(IllegalAction) as refused:
        apply(once, thief, PlayThief(thief="thief-denar-1", card="denar-7-1"))
    assert refused.value.message_id == "engine-thief-not-yours"


def test_the_next_player_may_not_steal():
    """T3/GF3: anyone except the next player. With the vizier the next player is in the
    window (for its vizier) but still may not play a thief."""
    state, nxt, thief = denar_game(modules=("thieves", "vizier"))
    state = market_with(state, denar="pavilion-7-E")
    state = with_hand(state, nxt, ("denar-4-1", "denar-3-1"))
    for seat in range(4):
        if seat not in (nxt, thief):
            state = with_hand(state, seat, ())
    state = with_display(state, (*DENARS, "denar-2-1"),
                         top=("denar-8-1", "guilder-1-1", "guilder-1-2", "guilder-1-3"))
    first, mover = ahead(state), state.active_seat
    after, _ = end_turn(state, "denar-2-1")
    assert after.flow.window_seats == (nxt, first, thief, mover)
    kinds = {a.kind for a in legal_actions(after, nxt)}
    assert "play_thief" not in kinds and "use_vizier" in kinds
    assert PassVizier() in legal_actions(after, nxt)  # only its vizier brings it in
    with pytest.raises(IllegalAction) as refused:
        apply(after, nxt, PlayThief(thief="thief-denar-3", card="denar-5-1"))
    assert refused.value.message_id == "engine-thief-next-player"
    # without a vizier the next player is not even in the window
    plain, _, _ = denar_game()
    plain_after, _ = end_turn(plain, "denar-2-1")
    with pytest.raises(IllegalAction) as refused:
        apply(plain_after, nxt, PlayThief(thief="thief-denar-3", card="denar-5-1"))
    assert refused.value.message_id == "engine-wait-window"
    assert refused.value.arguments["why"].message_id == "engine-thieves-window"


def test_only_money_of_the_thiefs_own_currency_and_never_an_exchange_office():
    """Compendium §9: "Ein Dieb kann nicht unter Zuhilfenahme einer Wechselstube eine
    andersfarbige Geldkarte stehlen. Er darf auch die Wechselstube selbst nicht stehlen"."""
    state = new_game(4, seed=3, modules=["thieves", "exchange_offices"])
    order = seats_after(state)
    thief = order[1]
    state = deal(state, **{f"s{thief}": ["thief-denar-1", "thief-dirham-1", "thief-ducat-1"]})
    office = "exchange-denar-guilder"
    state = with_display(state, (office, "guilder-5-1", "denar-5-1", "ducat-2-1"),
                         top=("guilder-6-1",))
    after, _ = end_turn(state, "ducat-2-1")
    assert thief in after.flow.window_seats
    thefts = [a for a in legal_actions(after, thief) if a.kind == "play_thief"]
    assert {(a.thief, a.card) for a in thefts} == {("thief-denar-1", "denar-5-1")}
    for card, message in ((office, "engine-thief-office"),
                          ("guilder-5-1", "engine-thief-wrong-currency"),
                          ("denar-9-3", "engine-thief-not-on-display")):
        with pytest.raises(IllegalAction) as refused:
            apply(after, thief, PlayThief(thief="thief-denar-1", card=card))
        assert refused.value.message_id == message
        assert all(isinstance(v, str | int) for v in refused.value.arguments.values())
    with pytest.raises(IllegalAction) as refused:
        apply(after, thief, PlayThief(thief="thief-nobody-1", card="denar-5-1"))
    assert refused.value.message_id == "engine-thief-unknown"


def test_a_scoring_card_revealed_by_the_refill_after_a_theft_is_scored_at_once():
    """X4: every draw from the money deck works the same way."""
    state, nxt, thief = denar_game()
    first = ahead(state)
    after, _ = end_turn(state, "denar-2-1")
    after = rebase(passing(after, first), deck=("scoring-A",) + tuple(
        c for c in after.deck if c != "scoring-A"))
    stolen, events = apply(after, thief, PlayThief(thief="thief-denar-1", card="denar-5-1"))
    assert [e.round for e in events if isinstance(e, ScoringRound)] == [1]
    assert "scoring-A" in stolen.out_of_game and len(stolen.display) == 4
    assert problems(stolen) == []


def shared_window():
    """Thieves and the vizier: the next player can use its vizier, the third in priority
    holds Denar thieves, the others can do neither (the second has passed already; the
    mover, last, has not). Returns the window, the next player, the thief seat, the
    mover."""
    state, nxt, thief = denar_game(modules=("thieves", "vizier"))
    state = market_with(state, denar="pavilion-7-E")
    state = with_hand(state, nxt, ("denar-4-1", "denar-3-1"))
    for seat in range(4):
        if seat not in (nxt, thief):
            state = with_hand(state, seat, ())
    state = with_hand(state, thief, ())
    state = with_display(state, (*DENARS, "denar-2-1"),
                         top=("denar-8-1", "guilder-1-1", "guilder-1-2", "guilder-1-3"))
    first, mover = ahead(state), state.active_seat
    after, _ = end_turn(state, "denar-2-1")
    assert after.flow.window_seats == (nxt, first, thief, mover)
    return passing(after, first), nxt, thief, mover


def test_the_vizier_and_thieves_share_one_priority_loop():
    """TH1: a vizier's purchase and a theft in one window, in priority order; after the
    purchase everyone decides again."""
    after, nxt, thief, mover = shared_window()
    first = (nxt + 1) % len(after.players)
    turn = after.flow.turn
    waiting, events = apply(after, thief, PlayThief(thief="thief-denar-1", card="denar-5-1"))
    assert [e.kind for e in events] == ["window_answered"]  # as a pass is told (WS1)
    assert waiting.players[thief].hand == after.players[thief].hand  # hidden, not yet done
    assert view(waiting, thief).modules_view["thieves"]["answered"] is True
    public = view(waiting, None).model_dump_json()
    assert '"answered"' not in public
    with pytest.raises(IllegalAction) as refused:  # it has answered this round
        apply(waiting, thief, PassWindow())
    assert refused.value.message_id == "engine-wait-window"
    used, events = apply(waiting, nxt, UseVizier(slot="denar", cards=("denar-4-1",
                                                                       "denar-3-1")))
    kinds = [e.kind for e in events]
    assert "vizier_used" in kinds and "thief_played" not in kinds
    assert face_up(used)[nxt] is False
    assert used.flow.window_seats == (first, thief, mover)  # its answer is void: afresh
    assert "denar-5-1" not in used.players[thief].hand
    stolen, events = apply(passing(used, first), thief,
                           PlayThief(thief="thief-denar-1", card="denar-5-1"))
    assert "thief_played" in [e.kind for e in events]
    passed, events = apply(passing(stolen, first, thief), mover, PassWindow())
    assert [e.kind for e in events] == ["window_answered", "vizier_window_closed"]
    assert passed.flow.window_seats == () and passed.active_seat == nxt
    assert passed.flow.turn == turn and problems(passed) == []
    took, _ = apply(passed, nxt, TakeMoney(cards=(passed.display[0],)))
    assert took.flow.phase == "placing"


def test_a_waiting_theft_takes_effect_once_the_seats_with_priority_pass():
    after, nxt, thief, mover = shared_window()
    waiting, _ = apply(after, thief, PlayThief(thief="thief-denar-2", card="denar-7-1"))
    stolen, events = apply(waiting, nxt, PassVizier())
    assert [e.kind for e in events][:2] == ["window_answered", "thief_played"]
    assert "denar-7-1" in stolen.players[thief].hand
    assert stolen.flow.window_seats == (nxt, (nxt + 1) % 4, thief, mover)  # afresh
    assert problems(stolen) == []


def test_a_seat_that_leaves_with_a_waiting_theft_has_passed():
    after, nxt, thief, mover = shared_window()
    waiting, _ = apply(after, thief, PlayThief(thief="thief-denar-2", card="denar-7-1"))
    left, _ = apply(waiting, thief, RetireSeat())
    assert left.flow.window_seats == (nxt, mover)
    closed, events = apply(passing(left, nxt), mover, PassWindow())
    assert "thief_played" not in [e.kind for e in events]
    assert closed.flow.window_seats == () and problems(closed) == []


def test_always_pass_is_the_viziers_setting_only():
    """TD3: a seat whose vizier always passes is still asked when it could steal."""
    after, nxt, thief, _ = shared_window()
    state = after
    # the thief's seat can also pay the pavilion exactly
    state = with_hand(state, thief, ("denar-4-2", "denar-3-2"))
    state, _ = apply(state, thief, VizierAlwaysPass(on=True))
    assert thief in state.flow.window_seats  # it could still steal: not passed
    kinds = {a.kind for a in legal_actions(state, thief)}
    assert "use_vizier" not in kinds and "play_thief" in kinds
    with pytest.raises(IllegalAction) as refused:
        apply(state, thief, UseVizier(slot="denar", cards=("denar-4-2", "denar-3-2")))
    assert refused.value.message_id == "engine-vizier-always-passes"


def test_no_thieves_when_the_game_ends():
    """Compendium §9: "Unmittelbar vor der Versteigerung am Ende darf ein Dieb nicht mehr
    eingesetzt werden"."""
    state, nxt, thief = denar_game()
    seat = state.active_seat
    rich = ("ducat-9-1", "ducat-9-2", "guilder-9-1", "guilder-9-2", "dirham-9-1", "dirham-9-2")
    state = rebase(with_hand(state, seat, rich), bag=())
    buy = next(a for a in legal_actions(state, seat) if isinstance(a, Buy))
    state, _ = apply(state, seat, buy)
    while state.players[seat].bought:
        state, _ = apply(state, seat, next(a for a in legal_actions(state, seat)
                                           if a.kind == "reserve"))
    assert any(a.kind == "play_thief" for a in _window_thefts(state, thief))
    after, events = apply(state, seat, EndTurn())
    assert any(e.kind == "final_tiles_awarded" for e in events)
    assert after.flow.window_seats == ()
    assert not any(e.kind == "vizier_window_opened" for e in events)
    assert not any(a.kind == "play_thief" for s in range(4) for a in legal_actions(after, s))


def _window_thefts(state: GameState, seat: int) -> list:
    """What ``seat`` could steal now, were a window open for it."""
    return list(REGISTRY["thieves"].window_legal_actions(state, seat))


def test_action_texts_read_back():
    for action in (PlayThief(thief="thief-ducat-2", card="ducat-7-1"), PassWindow()):
        assert parse_action(str(action)) == action
        assert ACTION_ADAPTER.validate_json(ACTION_ADAPTER.dump_json(action)) == action
    assert str(PlayThief(thief="thief-ducat-2", card="ducat-7-1")) == \
        "steal ducat-7-1 with thief-ducat-2"


# -- random whole games --------------------------------------------------------------------

def check_step(before, action, after, events):
    """Every invariant after one action, and the thieves' secrets: nobody else sees a
    seat's thieves, nobody sees those out of the game or an answer waiting in the
    window."""
    assert problems(after) == []
    assert GameState.model_validate_json(after.model_dump_json()) == after
    public = view(after, None).model_dump_json()
    views = [view(after, s).model_dump_json() for s in range(len(after.players))]
    for seat, player in enumerate(after.players):
        others = [text for s, text in enumerate(views) if s != seat] + [public]
        for secret in [*player.hand, *hands(after)[seat]]:
            assert not any(f'"{secret}"' in text for text in others)
    for thief in after.modules_state[OUT]:
        assert not any(f'"{thief}"' in text for text in [public, *views])
    assert '"answered"' not in public
    if not any(isinstance(e, ScoringRound) for e in events):
        assert after.scores == before.scores
    if after.is_over:
        assert after.flow.window_seats == () and after.active_seat is None
    else:
        for seat in after.flow.window_seats or (after.active_seat,):
            assert legal_actions(after, seat)
    if action.kind == "play_thief":
        assert any(e.kind == "thief_played" for e in events) or \
            [e.kind for e in events] == ["window_answered"]


@pytest.mark.parametrize(("modules", "players"), [
    (["thieves"], 3),
    (["thieves"], 2),
    (["thieves"], 6),
    (["thieves", "vizier", "exchange_offices"], 4),
    (["granada", "thieves"], 3),
    (["alhambra_granada", "thieves", "vizier"], 2),
])
def test_random_games_with_thieves_keep_every_invariant(modules, players):
    seen = set()

    def check(before, action, after, events):
        seen.update(e.kind for e in events)
        check_step(before, action, after, events)

    final, _ = play_random_game(players, 17, random.Random(17), modules=modules,
                                on_step=check, restart_chance=0.05)
    assert final.is_over and final.scores == list(final.scorings[-1].totals)
    assert {"thief_played", "window_answered"} <= seen
    if "vizier" in modules:
        assert "vizier_used" in seen


def test_every_listed_action_applies_and_its_text_reads_back_with_thieves():
    modules = ["thieves", "vizier", "exchange_offices"]
    check_listed_actions(new_game(3, seed=21, modules=modules), random.Random(21), steps=250)


def test_replaying_a_game_with_thieves_gives_the_stored_snapshot():
    check_replay(["thieves", "vizier", "exchange_offices"], players=4, seed=808, driver=8)


def alike_but_one_seats_thieves():
    """Two games alike but for the colours of one seat's thieves: Denar thieves while
    Denar cards show, or Dirham thieves that can take nothing; each (state, its thief
    seat)."""
    for dealt in (["thief-denar-1", "thief-denar-2", "thief-guilder-1"],
                  ["thief-dirham-1", "thief-dirham-2", "thief-dirham-3"]):
        state, nxt, thief = denar_game()
        yield deal(state, **{f"s{thief}": dealt,
                             f"s{nxt}": ["thief-denar-3", "thief-guilder-2",
                                         "thief-guilder-3"]}), thief


def test_whom_the_window_asks_tells_nothing_of_the_colours_of_a_seats_thieves():
    """TD5: two games alike but for the colours of one seat's thieves (Denar thieves
    while Denar cards show, or Dirham thieves that can take nothing) look the same to the
    table: the same seats asked, the same events, the same public view; the seat alone
    sees whether it can steal."""
    seen = []
    for state, thief in alike_but_one_seats_thieves():
        after, events = end_turn(state, "denar-2-1")
        assert thief in after.flow.window_seats
        answered, answer_events = apply(passing(after, ahead(state)), thief, PassWindow())
        seen.append((view(after, None), events, view(answered, None), answer_events,
                     any(a.kind == "play_thief" for a in legal_actions(after, thief))))
    (public, events, later, answered, can), (other, other_events, other_later,
                                             other_answered, other_can) = seen
    assert can and not other_can
    assert public == other and events == other_events
    assert later == other_later and answered == other_answered
