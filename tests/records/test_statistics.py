"""records.statistics: a short game counted by hand, then whole random games (every rule
set, 2-6 players) whose statistics agree with facts read elsewhere (the final scores, the
Alhambras and reserves, the log's own actions)."""

from collections import Counter
from datetime import timedelta

import pytest

from engine.alhambra import (
    CARDS,
    CURRENCIES,
    TILES,
    apply,
    longest_outer_wall,
    new_game,
    parse_action,
)
from engine.alhambra.components import other_face
from engine.alhambra.modules.alhambra_granada import city_grid
from records.statistics import NotFinished, statistics

from .games import START, logged_game

#: Three players, Ben (seat 1) starts. Deck and bag arranged so that the second card drawn
#: is scoring card A, the fifth scoring card B, and three tiles are left in the bag: the
#: game ends after the fourth purchase.
SCRIPT = [
    # 1. Ben buys the guilder garden (12) with 9 + 5 = 14: not exact
    (1, "buy guilder with guilder-9-2 guilder-5-2"), (1, "place garden-12-S at 0,1"),
    (1, "end turn"),
    # 2. Cem takes a ducat 9
    (2, "take ducat-9-1"), (2, "end turn"),
    # 3. Ana buys the guilder garden (7) with a guilder 7: exact, so she also takes
    #    money (3 + 1); the refill draws scoring card A (round 1)
    (0, "buy guilder with guilder-7-3"), (0, "take guilder-3-1 dirham-1-3"),
    (0, "place garden-7-NSW at -1,0"), (0, "end turn"),
    # 4. Ben rebuilds: his garden goes to the reserve
    (1, "rebuild remove 0,1"), (1, "end turn"),
    # 5. Cem takes a guilder 4 and takes it back (undo); buys the ducat garden (8) with
    #    7 + 1: exact; takes 3 + 1; the refill draws scoring card B (round 2)
    (2, "take guilder-4-3"), (2, "restart turn"), (2, "buy ducat with ducat-7-1 ducat-1-2"),
    (2, "take guilder-3-3 denar-1-1"), (2, "place garden-8-NW at 0,-1"), (2, "end turn"),
    # 6.-8. money: Ana a ducat 6, Ben a denar 9, Cem a guilder 8
    (0, "take ducat-6-3"), (0, "end turn"), (1, "take denar-9-2"), (1, "end turn"),
    (2, "take guilder-8-3"), (2, "end turn"),
    # 9. Ana buys the ducat tower (11) with 6 + 6 = 12: not exact; the bag is empty, the
    #    game ends: the left-over tiles go to the most money of their currency (denar:
    #    Ben, dirham: Ana, guilder: Cem), each placed or reserved in turn
    (0, "buy ducat with ducat-6-2 ducat-6-3"), (0, "place tower-11-S at 0,1"), (0, "end turn"),
    (1, "place chambers-11-none at 1,0"), (1, "end turn"),
    (2, "reserve garden-9-E"), (2, "end turn"),
    (0, "place garden-11-none at 1,0"), (0, "end turn"),
]


def scripted_start():
    state = new_game(["Ana", "Ben", "Cem"], seed=1)
    deck = [c for c in state.deck if not c.startswith("scoring")]
    deck = deck[:1] + ["scoring-A"] + deck[1:3] + ["scoring-B"] + deck[3:]
    state = state.model_copy(update={"deck": tuple(deck), "bag": state.bag[:3]})
    return state.model_copy(update={"turn_start": state})


def scripted_log():
    """The script, entry n (from 1) at START + 10 n minutes."""
    return [(seat, parse_action(action), START + timedelta(minutes=10 * n))
            for n, (seat, action) in enumerate(SCRIPT, start=1)]


def test_a_short_game_counted_by_hand():
    found = statistics(scripted_start(), scripted_log(), started_at=START)
    ana, ben, cem = found.seats
    assert [s.name for s in found.seats] == ["Ana", "Ben", "Cem"]
    # the points of each round, by the book's table (base game):
    # round 1: gardens Ana 1, Ben 1 share 1st place: 5 // 2 = 2 each; walls Ana 3 (the
    #   N, W and S sides of her garden), Ben 1 (the S side of his)
    # round 2: gardens Ana 1, Cem 1 (Ben's is in his reserve) share 1st and 2nd:
    #   (12 + 5) // 2 = 8 each; walls Ana 3, Cem 2 (N and W)
    # round 3: Ana gardens 2 (1st: 20), tower 1 (1st: 21), walls 3; Ben chambers 1
    #   (1st: 19); Cem garden 1 (2nd: 12), walls 2
    assert ana.rounds == (2 + 3, 8 + 3, 20 + 21 + 3)
    assert ben.rounds == (2 + 1, 0, 19)
    assert cem.rounds == (0, 8 + 2, 12 + 2)
    assert (ana.score, ben.score, cem.score) == (60, 22, 24)
    # purchases: Ana 2 (the garden paid exactly), Ben 1, Cem 1 exact (the undone take
    # does not count)
    assert (ana.payments, ana.exact) == (2, 1)
    assert (ben.payments, ben.exact) == (1, 0)
    assert (cem.payments, cem.exact) == (1, 1)
    # money: Ana 3 + 1 and 6; Ben 9; Cem 9, 3 + 1 and 8 (the 4 taken back is not counted)
    assert (ana.takes, ana.cards_taken, ana.value_taken) == (2, 3, 10)
    assert (ben.takes, ben.cards_taken, ben.value_taken) == (1, 1, 9)
    assert (cem.takes, cem.cards_taken, cem.value_taken) == (3, 4, 21)
    assert (ana.rebuilds, ben.rebuilds, cem.rebuilds) == (0, 1, 0)
    # tiles bought (the left-over tiles handed out at the end are not bought)
    assert found.buildings == ("garden", "tower")  # the types bought, in the scoring's order
    assert dict(ana.bought) == {"garden": 1, "tower": 1}
    assert ben.bought_of("garden") == 1 and ben.bought_total == 1
    assert cem.bought_of("garden") == 1 and cem.bought_total == 1
    # the longest wall as the last round scored it
    assert (ana.wall, ben.wall, cem.wall) == (3, 0, 2)
    assert found.barrier == "wall" and ana.moat is None
    # turns (ST2), minutes: each from the end of the turn before (the first: the start) to
    # the seat's last entry; the left-over tiles' placing is a turn too
    minutes = [[t / 60 for t in s.turn_seconds] for s in found.seats]
    assert minutes == [[40, 20, 30, 20], [30, 20, 20, 20], [20, 60, 20, 20]]
    assert ana.average_turn == 27.5 * 60


def test_without_times_no_turn_is_timed():
    log = [(seat, action, None) for seat, action, _ in scripted_log()]
    found = statistics(scripted_start(), log)
    assert all(s.turn_seconds == () and s.average_turn is None for s in found.seats)
    assert found.seats[0].rounds == (5, 11, 44)


def test_no_statistics_of_a_game_still_running():
    with pytest.raises(NotFinished):
        statistics(scripted_start(), scripted_log()[:-1], started_at=START)


def test_a_window_between_turns_counts_to_no_one():
    """ST2, counted again from the states instead of the events: with the vizier a window
    may open after a turn and holds the next turn back; a turn starts once the game waits
    for its seat alone (the first: at the start) and ends at the seat's last entry in it."""
    initial, final, log, answered = logged_game(3, 4, ("vizier",))
    assert any(e.kind == "vizier_window_closed" for events in answered for e in events)
    found = statistics(initial, log, started_at=START)
    expected = {seat: [] for seat in range(3)}
    state, turn, owner, start, last = initial, initial.flow.turn, initial.active_seat, START, None
    for seat, action, at in log:
        before = state
        state, _ = apply(state, seat, action)
        if seat == owner and before.flow.turn == turn and not before.flow.window_seats:
            last = at
        if state.is_over or state.flow.turn != turn:
            if start is not None and last is not None:
                expected[owner].append((last - start).total_seconds())
            turn, owner, start, last = state.flow.turn, state.active_seat, None, None
        if start is None and not state.is_over and not state.flow.window_seats:
            start = at
    assert [list(s.turn_seconds) for s in found.seats] == [expected[s] for s in range(3)]


GAMES = [((), 2), ((), 3), ((), 6), (("granada",), 2), (("granada",), 5),
         (("alhambra_granada",), 3), (("alhambra_granada",), 6),
         (("vizier", "thieves", "bonus_cards"), 4), (("building_sites", "sultan"), 3)]


@pytest.mark.parametrize("modules, players", GAMES)
def test_whole_games_agree_with_what_else_is_known(modules, players):
    initial, final, log, answered = logged_game(players, 13, modules, restart_chance=0.05)
    found = statistics(initial, log, started_at=START)
    events = [e for batch in answered for e in batch]
    assert len(found.seats) == players
    for mine in found.seats:
        player = final.players[mine.seat]
        # the points of the rounds add up to the final score, and each round is what the
        # score grew by in it
        assert sum(mine.rounds) == mine.score == player.score
        totals = [0] + [e.record.totals[mine.seat] for e in events if e.kind == "scoring_round"]
        assert list(mine.rounds) == [b - a for a, b in zip(totals, totals[1:], strict=False)]
        assert len(mine.rounds) == 3
    if modules in ((), ("granada",), ("alhambra_granada",)):
        _tiles_agree(found, final, events)
        _walls_agree(found, final)


def _tiles_agree(found, final, events):
    """Tiles bought per type (as bought) = the tiles in the Alhambra and the reserve that
    are not start tiles and were not handed out at the end, those a seat bought and gave to
    Dirk, and Granada's two-faced tiles by the face they were bought with."""
    handed = Counter()
    for e in events:
        if e.kind == "final_tiles_awarded" and not any(x.kind == "final_tile_given"
                                                        for x in events):
            for slot, seat in e.awards.items():
                if seat is not None:
                    handed[seat, TILES[e.tiles[slot]].building] += 1
                    if slot in e.second_tiles:
                        handed[seat, TILES[e.second_tiles[slot]].building] += 1
        if e.kind == "final_tile_given":
            handed[e.seat, TILES[e.tile].building] += 1
        if e.kind == "tile_given_to_dirk":  # bought, then given away
            handed[e.seat, TILES[e.tile].building] -= 1
        if e.kind == "tile_flipped":  # Granada: bought as one building, turned to another
            handed[e.seat, TILES[e.to].building] += 1
            handed[e.seat, TILES[e.tile].building] -= 1
        if e.kind == "tile_reserved" and e.turned:  # the same, turned as it was reserved
            handed[e.seat, TILES[e.tile].building] += 1
            handed[e.seat, TILES[other_face(e.tile)].building] -= 1
    for mine in found.seats:
        player = final.players[mine.seat]
        owned = Counter(TILES[t].building for _, _, t in player.alhambra if not TILES[t].start)
        owned += Counter(TILES[t].building for t in player.reserve)
        if found.barrier == "wall":
            for building in set(owned) | set(found.buildings):
                assert mine.bought_of(building) == owned[building] - handed[mine.seat, building]
        else:  # Granada's tiles turn over in more ways than these: the count of them
            assert mine.bought_total == sum(owned.values()) - sum(
                n for (seat, _), n in handed.items() if seat == mine.seat)


def _walls_agree(found, final):
    for mine in found.seats:
        grid = final.players[mine.seat].grid
        if found.barrier == "both":
            assert mine.wall == longest_outer_wall(city_grid(grid, "alhambra"))
            assert mine.moat == longest_outer_wall(city_grid(grid, "granada"))
        else:
            assert mine.wall == longest_outer_wall(grid)


@pytest.mark.parametrize("players", [2, 4])
def test_the_log_s_actions_agree_without_undo(players):
    """Without "restart turn", every purchase, take and rebuild of the log is counted: the
    exact payments as the old summary counted them (the cards paid sum to the price)."""
    initial, final, log, answered = logged_game(players, 21)
    found = statistics(initial, log)
    state = initial
    exact, takes, value, rebuilds = Counter(), Counter(), Counter(), Counter()
    for seat, action, _ in log:
        if action.kind in ("buy", "buy_second"):
            market = state.second_market if action.kind == "buy_second" else state.market
            tile = market[CURRENCIES.index(action.slot)]
            exact[seat] += sum(CARDS[c].value for c in action.cards) == TILES[tile].price
        if action.kind == "take_money":
            takes[seat] += 1
            value[seat] += sum(CARDS[c].value for c in action.cards)
        if action.kind.startswith("rebuild"):
            rebuilds[seat] += 1
        state, _ = apply(state, seat, action)
    for mine in found.seats:
        assert mine.exact == exact[mine.seat]
        assert (mine.takes, mine.value_taken) == (takes[mine.seat], value[mine.seat])
        assert mine.rebuilds == rebuilds[mine.seat]
