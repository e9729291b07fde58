"""records.rw_statistics: the last two rounds of a game counted by hand, then whole random
games (both modes, 1-5 players) against the sheets and the final score."""

from datetime import timedelta

import pytest

from engine import rollwrite
from records.rw_statistics import rollwrite_statistics
from records.statistics import NotFinished

from .games import START, logged_rollwrite

#: Three players in round 17 of 18 (the roll: yellow 3 4, blue 2 5).
SCRIPT = [
    # round 17: Ana turns a die (1 coin), takes it back (refunded), turns another (1 coin)
    # and crosses a seraglio; Ben crosses two towers (3 coins for the second); Cem gains
    # coins (none: no crossed building where his dice meet)
    (0, "turn yellow 3 up"), (0, "restart turn"), (0, "turn blue 2 up"), (0, "cross y3 b3"),
    (1, "cross y3 b2 and the other pair"), (2, "gain coins"),
    # round 18 (yellow 2 6, blue 1 5): Cem turns two dice (2 coins) and crosses a garden;
    # Ben crosses a garden; Ana gains 1 coin: the game ends
    (2, "turn blue 1 up"), (2, "turn blue 2 up"), (2, "cross y2 b3"), (1, "cross y6 b5"),
    (0, "gain coins"),
]


def scripted():
    state = rollwrite.new_game(["Ana", "Ben", "Cem"], seed=2)
    state = state.model_copy(update={"round": state.rounds - 1})
    log = [(seat, rollwrite.parse_action(action), START + timedelta(minutes=10 * n))
           for n, (seat, action) in enumerate(SCRIPT, start=1)]
    return state, log


def test_two_rounds_counted_by_hand():
    initial, log = scripted()
    found = rollwrite_statistics(initial, log, started_at=START)
    ana, ben, cem = found.seats
    assert found.mode == "simultaneous"
    assert {b: n for b, n in ana.crossed if n} == {"seraglio": 1}
    assert {b: n for b, n in ben.crossed if n} == {"tower": 2, "garden": 1}
    assert {b: n for b, n in cem.crossed if n} == {"garden": 1}
    # coins: the die Ana turned back costs nothing (RS1)
    assert (ana.coins_gained, ana.coins_spent, ana.die_turns) == (1, 1, 1)
    assert (ben.coins_gained, ben.coins_spent, ben.die_turns) == (0, 3, 0)
    assert (cem.coins_gained, cem.coins_spent, cem.die_turns) == (0, 2, 2)
    assert (ana.coins_lost, ben.coins_lost, cem.coins_lost) == (0, 0, 0)
    # the final scoring (the sheets' starting buildings count too): Ana seraglio 1st (17),
    # garden 3rd (5), tower 2nd-3rd shared with Cem ((13 + 6) // 2 = 9); Ben pavilion 1st
    # (16), arcades 1st-2nd shared with Cem ((18 + 10) // 2 = 14), garden 1st-2nd shared
    # with Cem ((20 + 12) // 2 = 16), tower 1st (21); coins left: Ana 3 - 1 + 1 = 3 (1
    # point), Ben 0, Cem 1 (none)
    assert (ana.majorities, ben.majorities, cem.majorities) == (17 + 5 + 9, 16 + 14 + 16 + 21,
                                                                14 + 16 + 9)
    assert (ana.coin_points, ben.coin_points, cem.coin_points) == (1, 0, 0)
    assert all(s.places == () and s.lines == 0 and s.bonus == 0 for s in found.seats)
    assert (ana.score, ben.score, cem.score) == (32, 67, 39)
    # time per round (RS2), minutes: round 17 from the start, round 18 from the entry that
    # rolled it (Cem's, at 60), each to the seat's act that finished its round
    assert [[t / 60 for t in s.seconds] for s in found.seats] == [[40, 50], [50, 40], [60, 30]]


def test_no_statistics_of_a_roll_and_write_game_still_running():
    initial, log = scripted()
    with pytest.raises(NotFinished):
        rollwrite_statistics(initial, log[:-1])


@pytest.mark.parametrize("players, options", [
    (1, {}), (2, {}), (3, {}), (5, {}), (1, {"beat_them": True}),
    (2, {"mode": "classic"}), (4, {"mode": "classic"})])
def test_whole_games_agree_with_the_sheets(players, options):
    initial, final, log, answered = logged_rollwrite(players, 9, **options)
    found = rollwrite_statistics(initial, log, started_at=START)
    for mine in found.seats:
        sheet, start = final.players[mine.seat], initial.players[mine.seat]
        assert mine.score == final.scores[mine.seat]
        assert (mine.place_points + mine.majorities + mine.lines + mine.coin_points
                + mine.bonus) == mine.score
        assert mine.crossed_total == len(sheet.crossed) - len(start.crossed)
        # built as the final table counts them ("4 built"): the starting buildings too
        assert dict(mine.started) == start.counts and sum(dict(mine.started).values()) == 3
        assert dict(mine.built) == sheet.counts == final.counts_of(mine.seat)
        assert mine.coins_gained == sheet.circled - start.circled
        assert mine.coins_spent == sheet.spent - start.spent
        turned = sum(1 for seat, action, _ in log if seat == mine.seat
                     and action.kind == "turn_die")
        assert mine.die_turns <= turned
        # every round (or turn) the seat played is timed
        acted = sum(1 for events in answered for e in events
                    if e.kind == ("turn_ended" if found.mode == "classic" else "seat_acted")
                    and e.seat == mine.seat)
        assert len(mine.seconds) == acted
