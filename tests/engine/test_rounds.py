"""Refilling, scoring rounds, Dirk's tiles and the end of the game (p. 5-7)."""

from engine.alhambra import apply, legal_actions, problems
from engine.alhambra.actions import Buy, EndTurn, GiveToDirk, Place, Reserve, TakeMoney
from engine.alhambra.events import (
    DeckReshuffled,
    DirkReceived,
    FinalTilesAwarded,
    GameEnded,
    ScoringRound,
)

from .helpers import game, rebase, set_market, update_player


def end_quick_turn(state):
    """The active seat takes the first display card and confirms."""
    seat = state.active_seat
    state, first = apply(state, seat, TakeMoney(cards=(state.display[0],)))
    state, events = apply(state, seat, EndTurn())
    return state, first + events


def test_a_revealed_scoring_card_is_scored_at_once_and_replaced():
    state = game(3, seed=2)
    deck = ("scoring-A",) + tuple(c for c in state.deck if c != "scoring-A")
    state = rebase(state, deck=deck)
    seat = state.active_seat
    state = update_player(state, seat, alhambra=((0, 0, "fountain"), (0, -1, "pavilion-2-NEW")))
    after, events = end_quick_turn(state)
    scoring = next(e for e in events if isinstance(e, ScoringRound))
    assert scoring.round == 1
    assert scoring.record.points["pavilion"][seat] == 1  # round 1: pavilion pays 1
    assert scoring.record.walls[seat] == 3
    assert after.players[seat].score == 4
    assert "scoring-A" in after.out_of_game and len(after.display) == 4
    assert after.scores == list(scoring.record.totals)


def test_tied_tower_majority_in_round_2_pays_9_each_in_a_real_round():
    state = game(3, seed=4)
    state = rebase(state, deck=("scoring-B",) + tuple(c for c in state.deck if c != "scoring-B"))
    towers = ((0, 0, "fountain"), (1, 0, "tower-11-none"))
    state = update_player(state, 0, alhambra=towers)
    state = update_player(state, 1, alhambra=((0, 0, "fountain"), (1, 0, "tower-12-none")))
    after, events = end_quick_turn(state)
    record = next(e for e in events if isinstance(e, ScoringRound)).record
    assert record.points["tower"] == (9, 9, 0)


def test_empty_deck_is_replaced_by_the_shuffled_discard_pile():
    state = game(3, seed=5)
    pile = state.deck[:20]
    state = rebase(state, deck=(), discard=tuple(c for c in pile if "scoring" not in c))
    after, events = end_quick_turn(state)
    assert any(isinstance(e, DeckReshuffled) for e in events)
    assert len(after.display) == 4 and after.discard == () and after.reshuffles == 1


def test_end_of_game_market_tiles_go_to_the_most_money_in_their_currency():
    state = game(3, seed=6)
    state = rebase(state, bag=())
    seat = state.active_seat
    others = [s for s in range(3) if s != seat]
    # denar: one clear leader; dirham: a tie, so the tile stays on the market.
    state = update_player(state, others[0], hand=("denar-9-1", "dirham-5-1"))
    state = update_player(state, others[1], hand=("denar-2-1", "dirham-5-2"))
    state = update_player(state, seat, hand=("denar-1-1",))
    state = set_market(state, denar="tower-12-none", dirham="garden-11-none",
                       ducat="pavilion-8-none", guilder=None)
    after, events = end_quick_turn(state)
    award = next(e for e in events if isinstance(e, FinalTilesAwarded))
    assert award.awards["denar"] == others[0]
    assert award.awards["dirham"] is None  # 5 against 5: the tile stays
    assert after.flow.phase == "final_placing" and after.active_seat == award.awards["denar"]
    assert after.players[others[0]].bought == ("tower-12-none",)
    # the receiver builds it by the building rules, then confirms: scoring round 3 follows
    receiver = after.active_seat
    assert {a.kind for a in legal_actions(after, receiver)} >= {"place", "reserve"}
    assert "give_to_dirk" not in {a.kind for a in legal_actions(after, receiver)}
    after, _ = apply(after, receiver, Place(tile="tower-12-none", x=1, y=0))
    queue = after.flow.final_queue
    while not after.is_over:
        seat_now = after.active_seat
        for tile in after.players[seat_now].bought:
            after, _ = apply(after, seat_now, Reserve(tile=tile))
        after, events = apply(after, seat_now, EndTurn())
    assert queue
    final = next(e for e in events if isinstance(e, ScoringRound))
    assert final.round == 3 and final.record.points["tower"][receiver] == 21
    ended = events[-1]
    assert isinstance(ended, GameEnded) and ended.scores == tuple(after.scores)
    assert after.active_seat is None and not legal_actions(after, receiver)
    assert list(ended.winners) == after.winners


def test_two_players_may_give_a_bought_tile_to_dirk():
    state = set_market(game(2, seed=7), denar="tower-12-none")
    seat = state.active_seat
    state = update_player(state, seat, hand=("denar-9-1", "denar-4-1"))
    state, _ = apply(state, seat, Buy(slot="denar", cards=("denar-9-1", "denar-4-1")))
    assert GiveToDirk(tile="tower-12-none") in legal_actions(state, seat)
    after, events = apply(state, seat, GiveToDirk(tile="tower-12-none"))
    assert after.dirk[-1] == "tower-12-none" and after.players[seat].bought == ()
    assert events[0].kind == "tile_given_to_dirk"


def test_dirk_takes_part_in_majorities_and_gets_6_then_a_third_of_the_bag():
    state = game(2, seed=8)
    state = rebase(state, deck=("scoring-A",) + tuple(c for c in state.deck if c != "scoring-A"),
                   dirk=("tower-12-none",) + state.dirk[1:] if "tower-12-none" not in state.dirk
                   else state.dirk)
    dirk_before = len(state.dirk)
    bag_before = len(state.bag)
    after, events = end_quick_turn(state)
    record = next(e for e in events if isinstance(e, ScoringRound)).record
    assert len(record.counts["tower"]) == 3  # two seats and Dirk
    assert len(record.walls) == 2  # Dirk scores no walls
    received = next(e for e in events if isinstance(e, DirkReceived))
    assert len(received.tiles) == 6 and len(after.dirk) == dirk_before + 6
    after = rebase(after, deck=("scoring-B",) + after.deck)
    bag = len(after.bag)
    after2, events = end_quick_turn(after)
    received = next(e for e in events if isinstance(e, DirkReceived))
    assert len(received.tiles) == bag // 3
    assert bag_before > bag


def test_a_whole_turn_keeps_every_card_and_tile_accounted_for():
    state = game(4, seed=9)
    for _ in range(12):
        state, _ = end_quick_turn(state)
        assert problems(state) == []
