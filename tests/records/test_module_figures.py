"""Issue 38: each rule module's own figures in the statistics (records.module_figures), and
no computer's turn timed (records.statistics ST4, Roll & Write RS3). Whole random games: the
figures agree with a count of the events the log's replay answered, and with the scoring
records' terms."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.alhambra import MODULES, everything
from records.module_figures import FIGURES, POINTS, TERMS
from records.rw_statistics import rollwrite_statistics
from records.statistics import statistics

from .games import START, logged_game, logged_rollwrite


def _by_hand(answered, players: int, modules) -> dict[tuple[str, str], tuple[int, ...]]:
    """Every figure counted from the events afresh (a game without "restart turn")."""
    counted: Counter = Counter()
    records = []
    for events in answered:
        for event in events:
            if event.kind == "scoring_round":
                records.append(event.record)
            for figure in FIGURES:
                if figure.kind == event.kind and figure.module in modules:
                    counted[figure.module, figure.name, event.seat] += figure.amount(event)
    found = {(f.module, f.name): tuple(counted[f.module, f.name, s] for s in range(players))
             for f in FIGURES if f.module in modules}
    for term, module in TERMS.items():
        if module in modules and any(term in r.extra for r in records):
            found[module, POINTS] = tuple(sum(r.extra.get(term, (0,) * players)[s]
                                              for r in records) for s in range(players))
    return found


@pytest.mark.parametrize(("players", "seed"), [(3, 4), (5, 11)])
def test_every_modules_figures_agree_with_a_count_of_the_events(players, seed):
    modules = everything()
    initial, final, log, answered = logged_game(players, seed, modules)
    found = statistics(initial, log, started_at=START)
    shown = {(m.module, row.name): row.values for m in found.modules for row in m.rows}
    assert shown == _by_hand(answered, players, modules)
    # in the books' order, each module once; the issue's figures are all there
    order = [m.name for m in MODULES]
    assert [m.module for m in found.modules] == sorted({m.module for m in found.modules},
                                                       key=order.index)
    for figure in (("treasure_chamber", "chests"), ("falcons", "falcons"),
                   ("caravanserai", "steps"), ("art_of_the_moors", "tiles"),
                   ("sultan", "bought"), ("portals", "bought"), ("medina", POINTS)):
        assert figure in shown, figure
    # what was played shows: the caravanserais stepped, chests were bought
    assert sum(shown["caravanserai", "steps"]) > 0
    assert sum(shown["treasure_chamber", "chests"]) > 0
    # a term's points add up with the rest to the final score
    assert [s.score for s in found.seats] == list(final.scores)


def test_only_the_games_own_modules_have_figures():
    initial, _, log, answered = logged_game(3, 2)
    assert statistics(initial, log).modules == ()
    initial, _, log, answered = logged_game(3, 2, ["falcons"])
    [falcons] = statistics(initial, log).modules
    assert falcons.module == "falcons"
    assert [row.name for row in falcons.rows] == ["falcons", POINTS]
    hand = _by_hand(answered, 3, ["falcons"])
    assert {(falcons.module, row.name): row.values for row in falcons.rows} == hand


def test_a_turn_taken_back_leaves_no_figure():
    """ST1: what a "restart turn" took back is not counted (the figures are at most the
    events, and exactly them without restarts)."""
    modules = ["treasure_chamber", "caravanserai", "falcons"]
    initial, _, log, answered = logged_game(4, 8, modules, restart_chance=0.3)
    assert any(action.kind == "restart_turn" for _, action, _ in log)
    found = statistics(initial, log)
    raw = _by_hand(answered, 4, modules)
    for module in found.modules:
        for row in module.rows:
            if row.name != POINTS:
                assert all(a <= b for a, b in zip(row.values, raw[module.module, row.name],
                                                  strict=True))


def test_a_computers_turns_are_not_timed():
    initial, _, log, _ = logged_game(3, 6)
    timed = statistics(initial, log, started_at=START)
    assert all(s.turn_seconds for s in timed.seats)
    # seat 1 a computer from the start: no time per turn; the others as before
    found = statistics(initial, log, started_at=START, computers={1: 0})
    assert found.seats[1].turn_seconds == () and found.seats[1].average_turn is None
    assert [found.seats[s].turn_seconds for s in (0, 2)] == [
        timed.seats[s].turn_seconds for s in (0, 2)]
    # seat 2 handed to a computer half-way: its person's turns only
    half = len(log) // 2
    found = statistics(initial, log, started_at=START, computers={2: half})
    person = found.seats[2].turn_seconds
    assert 0 < len(person) < len(timed.seats[2].turn_seconds)
    assert person == timed.seats[2].turn_seconds[:len(person)]
    assert found.seats[0].turn_seconds == timed.seats[0].turn_seconds


@pytest.mark.parametrize("mode", ["simultaneous", "classic"])
def test_a_computers_rounds_are_not_timed_in_roll_and_write(mode):
    initial, _, log, _ = logged_rollwrite(3, 5, mode=mode)
    timed = rollwrite_statistics(initial, log, started_at=START)
    found = rollwrite_statistics(initial, log, started_at=START, computers={0: 0})
    assert timed.seats[0].seconds and found.seats[0].seconds == ()
    assert found.seats[0].average_seconds is None
    assert [s.seconds for s in found.seats[1:]] == [s.seconds for s in timed.seats[1:]]
