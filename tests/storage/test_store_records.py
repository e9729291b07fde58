"""The records of finished games through the store, on both backends: results written as
a game finishes, history pages, leaderboards, the rating rule, and the rebuild that gives
the same numbers from the logs. Every game here is a real game played to its end."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from records import ratings
from records.ratings import places
from storage import FinishedGame, HistoryPage, Result, Standing

from .backends import PostgresBackend, SqliteBackend
from .records_helpers import finished, new_game, one_action_from_the_end, play_to_end, retire, step

HERE = Path(__file__).parent
ROOT = HERE.parent.parent


def _places_of(scores):
    return [1 + sum(other > score for other in scores) for score in scores]


async def _everything(store, guild=9, kind="alhambra"):
    """Every result and standing of a board, to compare exactly."""
    page = await store.finished_games(guild, kind, per_page=1000)
    return page.games, await store.leaderboard(guild, kind, limit=1000)


async def test_a_finished_game_is_in_the_history_with_its_scores_and_places(store):
    game = await finished(store, [11, 12, 13], seed=7)
    assert game.status == "finished"
    done = await store.finished_game(game.id)
    assert isinstance(done, FinishedGame)
    assert (done.id, done.kind, done.guild_id, done.options) == (game.id, "alhambra", 9, {})
    assert done.started_at == game.started_at and done.finished_at == game.finished_at
    scores = list(game.state.scores)
    by_seat = {r.seat: r for r in done.results}
    assert [by_seat[seat].score for seat in range(3)] == scores
    assert [by_seat[seat].place for seat in range(3)] == _places_of(scores)
    assert [by_seat[seat].user_id for seat in range(3)] == [11, 12, 13]
    assert [by_seat[seat].name for seat in range(3)] == ["P11", "P12", "P13"]
    assert not any(r.left or r.computer for r in done.results)
    assert list(done.results) == sorted(done.results, key=lambda r: (r.place, r.seat))
    page = await store.finished_games(9, "alhambra")
    assert page == HistoryPage(games=(done,), page=0, pages=1, total=1)
    board = await store.leaderboard(9, "alhambra")
    assert {s.user_id for s in board} == {11, 12, 13}
    assert [s.rating for s in board] == sorted((s.rating for s in board), reverse=True)
    winner = next(s for s in board if s.user_id == done.results[0].user_id)
    assert (winner.games, winner.wins, winner.average_place) == (1, 1, 1.0)


async def test_equal_scores_share_a_place_and_the_next_place_is_skipped(store):
    game = await finished(store, [1, 2, 3], seed=3)
    assert list(game.state.scores) == [91, 91, 81]  # the game this seed plays
    done = await store.finished_game(game.id)
    assert [(r.seat, r.place) for r in done.results] == [(0, 1), (1, 1), (2, 3)]
    board = {s.user_id: s for s in await store.leaderboard(9, "alhambra")}
    assert (board[1].wins, board[2].wins, board[3].wins) == (1, 1, 0)
    assert board[1].mu == board[2].mu and board[1].rating > board[3].rating


def test_places_from_scores():
    assert places([80, 80, 60]) == (1, 1, 3)
    assert places([10, 30, 20, 30]) == (4, 1, 3, 1)
    assert places([5]) == (1,)


async def test_a_running_or_cancelled_game_is_in_no_history_and_no_rating(store):
    running = await new_game(store, [1, 2])
    cancelled = await new_game(store, [1, 3], seed=8)
    for _ in range(5):
        running = await step(store, running, random.Random(2))
    await store.abandon_game(cancelled.id)
    lobby = await store.create_game("alhambra", guild_id=9)
    assert await store.finished_game(running.id) is None
    assert await store.finished_game(cancelled.id) is None
    assert await store.finished_game(lobby.id) is None
    assert await store.finished_game(999) is None
    assert await store.finished_games(9, "alhambra") == HistoryPage((), 0, 1, 0)
    assert await store.leaderboard(9, "alhambra") == []


async def test_history_pages_newest_first_filtered_to_a_player_and_per_server(store, clock):
    ids = []
    for number, (players, guild) in enumerate(
            [([1, 2], 9), ([2, 3], 9), ([1, 3], 10), ([1, 2, 3], 9), ([3, 4], 9)]):
        clock.advance(hours=1)
        game = await finished(store, players, seed=20 + number, guild_id=guild)
        ids.append(game.id)
    first = await store.finished_games(9, "alhambra", per_page=2)
    assert (first.page, first.pages, first.total) == (0, 2, 4)
    assert [g.id for g in first.games] == [ids[4], ids[3]]
    second = await store.finished_games(9, "alhambra", page=1, per_page=2)
    assert [g.id for g in second.games] == [ids[1], ids[0]]
    # RM3: past the last page is the last page
    assert await store.finished_games(9, "alhambra", page=7, per_page=2) == second
    mine = await store.finished_games(9, "alhambra", user_id=1)
    assert [g.id for g in mine.games] == [ids[3], ids[0]] and mine.total == 2
    assert all(any(r.user_id == 1 for r in g.results) for g in mine.games)
    other_server = await store.finished_games(10, "alhambra")
    assert [g.id for g in other_server.games] == [ids[2]]
    assert await store.finished_games(9, "rollwrite") == HistoryPage((), 0, 1, 0)
    assert {s.user_id for s in await store.leaderboard(10, "alhambra")} == {1, 3}
    board = {s.user_id: s for s in await store.leaderboard(9, "alhambra")}
    assert (board[1].games, board[2].games, board[3].games, board[4].games) == (2, 3, 3, 1)


async def test_a_leaver_is_rated_last_and_the_computer_taking_over_is_not_rated(store):
    """Seat 1's person leaves (a computer plays on in their seat), seat 2 retires: both
    are rated last, tied, whatever they scored; the computer is in no rating."""
    rng = random.Random(4)
    game = await new_game(store, [1, 2, 3, 4], seed=11)
    for _ in range(30):
        game = await step(store, game, rng)
    game = await store.replace_with_computer(game.id, 1, "hard")
    game = await retire(store, game, 2)
    game = await play_to_end(store, game, rng)
    done = await store.finished_game(game.id)
    by_seat = {r.seat: r for r in done.results}
    assert by_seat[1] == Result(1, "P2", 2, "hard", game.state.scores[1],
                                _places_of(game.state.scores)[1], True, rated_place=3)
    assert by_seat[2].left and by_seat[2].user_id == 3 and by_seat[2].computer is None
    assert not by_seat[0].left and not by_seat[3].left
    board = {s.player: s for s in await store.leaderboard(9, "alhambra")}
    assert set(board) == {"user:1", "user:2", "user:3", "user:4"}
    assert board["user:2"].average_place == board["user:3"].average_place == 3.0
    assert board["user:2"].wins == board["user:3"].wins == 0
    assert board["user:2"].mu == board["user:3"].mu
    # those who stayed: rated by their places among themselves
    first, fourth = places([by_seat[0].score, by_seat[3].score])
    assert (board["user:1"].average_place, board["user:4"].average_place) == (first, fourth)
    assert (board["user:1"].wins, board["user:4"].wins) == (first == 1, fourth == 1)
    # the history keeps the places the board counted, and the board says who left (issue
    # 38: "1 game · 1 win" beside a final post naming a leaver's computer the winner)
    assert (by_seat[0].rated_place, by_seat[3].rated_place) == (first, fourth)
    assert by_seat[2].rated_place == 3
    assert [(board[f"user:{u}"].left, board[f"user:{u}"].others_left)
            for u in (1, 2, 3, 4)] == [(0, 1), (1, 0), (1, 0), (0, 1)]
    # the person a computer replaced is still found by their history
    assert [g.id for g in (await store.finished_games(9, "alhambra", user_id=2)).games] == [
        game.id]


async def test_computers_are_rated_by_level_once_per_game_and_marked(store):
    game = await finished(store, [1, "hard", "hard", "easy"], seed=12)
    board = {s.player: s for s in await store.leaderboard(9, "alhambra")}
    assert set(board) == {"user:1", "computer:hard", "computer:easy"}
    hard = board["computer:hard"]
    assert (hard.user_id, hard.computer, hard.games) == (None, "hard", 1)
    assert all((s.left, s.others_left) == (0, 0) for s in board.values())  # nobody left
    assert board["user:1"].computer is None
    done = await store.finished_game(game.id)
    assert [r.computer for r in sorted(done.results, key=lambda r: r.seat)] == [
        None, "hard", "hard", "easy"]


async def test_a_game_with_one_rated_player_is_listed_but_not_rated(store):
    solo = await finished(store, [1], kind="rollwrite", seed=3)
    done = await store.finished_game(solo.id)
    assert [(r.user_id, r.score, r.place) for r in done.results] == [
        (1, solo.state.scores[0], 1)]
    assert (await store.finished_games(9, "rollwrite")).total == 1
    assert await store.leaderboard(9, "rollwrite") == []
    nowhere = await finished(store, [1, 2], guild_id=None, seed=4)
    assert (await store.finished_game(nowhere.id)).guild_id is None


async def test_roll_and_write_results_come_from_the_sheets(store):
    game = await finished(store, [1, 2, 3], kind="rollwrite", seed=9)
    done = await store.finished_game(game.id)
    scores = list(game.state.scores)
    assert [r.score for r in sorted(done.results, key=lambda r: r.seat)] == scores
    assert [r.place for r in sorted(done.results, key=lambda r: r.seat)] == _places_of(scores)
    board = await store.leaderboard(9, "rollwrite")
    assert len(board) == 3 and await store.leaderboard(9, "alhambra") == []


async def test_the_rebuild_from_the_logs_gives_exactly_the_incremental_numbers(store, clock):
    rng = random.Random(8)
    for number in range(6):
        clock.advance(minutes=5)
        players = rng.sample([1, 2, 3, 4, 5, "hard", "medium"], rng.randint(2, 4))
        game = await new_game(store, players, seed=40 + number)
        if number == 2:  # a leaver and a take-over among them
            for _ in range(20):
                game = await step(store, game, rng)
            game = await store.replace_with_computer(game.id, 0, "easy")
            game = await retire(store, game, 1)
        await play_to_end(store, game, rng)
    await finished(store, [1, 2, 3], kind="rollwrite", seed=2)
    before = await _everything(store), await _everything(store, kind="rollwrite")
    assert len(before[0][1]) >= 4 and all(isinstance(s, Standing) for s in before[0][1])
    assert await store.rebuild_ratings() == 7
    assert (await _everything(store), await _everything(store, kind="rollwrite")) == before
    # and exactly: the same floats, not only close ones
    assert [(s.mu, s.sigma, s.rating) for s in (await _everything(store))[1]] == [
        (s.mu, s.sigma, s.rating) for s in before[0][1]]


async def test_the_rebuild_command_line(backend, clock):
    async with await backend.open(clock) as store:
        await finished(store, [1, 2])
        board = await store.leaderboard(9, "alhambra")
    await backend.execute("DELETE FROM ratings")
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    done = subprocess.run([sys.executable, "-m", "storage", "rebuild-ratings", backend.target],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout) == (0, "1 game(s) rated\n"), done.stderr
    async with await backend.open(clock) as store:
        assert len(board) == 2 and await store.leaderboard(9, "alhambra") == board


async def test_games_of_one_server_finishing_at_once_in_two_processes(store, backend):
    """Six games of one server, their last actions sent at once from two processes: the
    boards come out as the rebuild (one game after the other) makes them."""
    rng = random.Random(6)
    lasts = []
    for number in range(6):
        players = [1 + number % 3, 5 + number % 2, 4]
        game = await new_game(store, players, seed=60 + number)
        game, seat, action = await one_action_from_the_end(store, game, rng)
        lasts.append([game.id, game.version, seat, action])
    env = {**os.environ, "PYTHONPATH": f"{ROOT}{os.pathsep}{os.environ.get('PYTHONPATH', '')}"}
    children = [
        subprocess.Popen(
            [sys.executable, str(HERE / "store_child.py"), "finish", backend.target,
             json.dumps(lasts[half::2])],
            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, env=env)
        for half in (0, 1)
    ]
    try:
        for child in children:
            assert child.stdout.readline().strip() == "ready"
        for child in children:
            child.stdin.write("go\n")
            child.stdin.flush()
        lines = [child.stdout.readline().split() for child in children]
    finally:
        for child in children:
            child.stdin.close()
            child.wait(timeout=60)
    assert [line[:2] for line in lines] == [["ok", "3"], ["ok", "3"]]
    board = await store.leaderboard(9, "alhambra")
    assert sum(s.games for s in board) == 18
    orders = await backend.fetch(
        "SELECT rating_order FROM game_results ORDER BY rating_order")
    assert [o[0] for o in orders] == [1, 2, 3, 4, 5, 6]
    games = (await store.finished_games(9, "alhambra")).games
    assert await store.rebuild_ratings() == 6
    assert await store.leaderboard(9, "alhambra") == board
    assert (await store.finished_games(9, "alhambra")).games == games


def test_the_rule_rates_leavers_last_and_each_player_once():
    seats = [ratings.SeatOutcome(0, "A", 1, None, 50, False),
             ratings.SeatOutcome(1, "B", 2, "hard", 90, True),
             ratings.SeatOutcome(2, "C", None, "hard", 40, False),
             ratings.SeatOutcome(3, "D", None, "hard", 60, False),
             ratings.SeatOutcome(4, "E", 5, None, 99, True)]
    assert ratings.rated_places(seats) == (
        ratings.RatedSeat(0, "user:1", 2), ratings.RatedSeat(1, "user:2", 3),
        ratings.RatedSeat(3, "computer:hard", 1), ratings.RatedSeat(4, "user:5", 3))
    alone = [ratings.SeatOutcome(0, "A", 1, None, 50, False),
             ratings.SeatOutcome(1, "B", None, "easy", 10, False)]
    assert len(ratings.rated_places(alone)) == 2
    assert ratings.rated_places(alone[:1]) == ()
    assert ratings.shown(ratings.START_MU, ratings.START_SIGMA) == pytest.approx(1000.0)


_DOWNGRADE = ("DROP TABLE ratings", "DROP TABLE result_seats", "DROP TABLE game_results",
              "ALTER TABLE seats DROP COLUMN replaced_user_id")


@pytest.mark.parametrize("name", ["sqlite", "postgres"])
async def test_games_finished_before_the_records_are_kept_and_rated_by_the_migration(
        name, db_path, clock, request):
    """RM1: a database of the previous version (its finished games have no results) opens
    with every old game readable, listed and rated as if the records had always been."""
    if name == "sqlite":
        backend = SqliteBackend(db_path)
        previous = ("PRAGMA user_version = 4",)
    else:
        backend = PostgresBackend(request.getfixturevalue("fresh_pg_dsn"))
        previous = ("UPDATE schema_version SET version = 3",)
    async with await backend.open(clock) as store:
        old = [await finished(store, players, seed=seed)
               for players, seed in (([1, 2], 3), ([2, 3, "hard"], 4), ([1, 3], 5))]
        running = await new_game(store, [1, 2], seed=6)
        before = await _everything(store)
    for statement in (*_DOWNGRADE, *previous):
        await backend.execute(statement)
    async with await backend.open(clock) as store:
        assert (await store.finished_games(9, "alhambra")).total == 3
        for game in old:
            again = await store.load_game(game.id)
            assert (again.status, again.state) == ("finished", game.state)
        assert await store.verify_replay(running.id) == []
        assert await _everything(store) == before
        newer = await finished(store, [1, 2], seed=7)
        orders = await backend.fetch("SELECT game_id, rating_order FROM game_results"
                                     " ORDER BY rating_order")
        assert [tuple(row) for row in orders] == [(old[0].id, 1), (old[1].id, 2),
                                                  (old[2].id, 3), (newer.id, 4)]


async def test_the_rebuild_reads_the_logs_not_the_stored_results_or_snapshots(store, backend):
    ana = await finished(store, [1, 2, 3], seed=7)
    ben = await finished(store, [1, 2], seed=8)
    before = await _everything(store)
    await backend.execute("UPDATE result_seats SET score = 0, place = 1")
    await backend.execute("DELETE FROM ratings")
    # a snapshot that says another game's end: the log still says this one's
    await backend.execute(f"UPDATE games SET snapshot = (SELECT snapshot FROM games AS o"
                          f" WHERE o.id = {ben.id}) WHERE id = {ana.id}")
    assert await _everything(store) != before
    assert await store.rebuild_ratings() == 2
    assert await _everything(store) == before


async def test_a_game_ended_by_rebuilding_its_snapshot_from_the_log_is_rated(store, backend,
                                                                             clock):
    """Whatever finishes a game records it: here the repair that replays a log whose last
    action the snapshot missed."""
    game = await new_game(store, [1, 2], seed=9)
    game, seat, action = await one_action_from_the_end(store, game, random.Random(3))
    await backend.execute("INSERT INTO actions (game_id, seq, seat, user_id, action, at)"
                          " VALUES (?, ?, ?, ?, ?, ?)",
                          (game.id, game.version + 1, seat, None, action, clock()))
    assert await store.finished_game(game.id) is None
    repaired = await store.rebuild_snapshot(game.id)
    assert repaired.status == "finished"
    done = await store.finished_game(game.id)
    assert [r.score for r in sorted(done.results, key=lambda r: r.seat)] == list(
        repaired.state.scores)
    assert [s.games for s in await store.leaderboard(9, "alhambra")] == [1, 1]
