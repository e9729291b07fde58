"""The records of finished games, for every SQL backend: results, ratings, history, boards.

A game's results and its ratings are written in the transaction that finishes it, whatever
finishes it (an action of a person, a computer or a timer through :meth:`apply_actions`, a
start that is already the end, a snapshot rebuilt from its log): so every finished game is
rated exactly once. The games of one server and kind are rated one at a time, in the order
they finished (``game_results.rating_order``): on SQLite the write transaction holds the
whole file; on PostgreSQL a transaction-scoped advisory lock per (server, kind) does, taken
before the ratings are read. The rule (who is rated, at which place, the number shown) is
:mod:`records.ratings`; the store only feeds it and keeps what it returns.

:meth:`Records.rebuild_ratings` recomputes every result and rating from the action logs
(replayed with :mod:`storage.replay`) in the same order with the same function, so it gives
the very numbers the incremental updates gave.

- **RM1 Games finished before the records existed** (before schema version 5 on SQLite, 4
  on PostgreSQL) have no results: the store that migrates the database runs the rebuild
  once right after the migration, rating them first (in the order they finished), before
  any game finished later. ``python -m storage rebuild-ratings`` does the same by hand.
- **RM2 Kinds without scores** (a kind whose :class:`~storage.kinds.GameKind` has no
  ``final_scores``) leave no results: such games are in no history and no rating.
- **RM3 A page past the last** is the last page (a page before the first, the first).
"""

from __future__ import annotations

import asyncio
import json
import logging
from collections.abc import Sequence
from datetime import datetime
from typing import Any

from records import ratings
from records.ratings import SeatOutcome

from .errors import UnknownKind
from .kinds import GameKind, get_kind
from .models import FinishedGame, HistoryPage, Result, Standing
from .replay import ReplayError, replay
from .sql_base import SqlBase, Tx, marks

log = logging.getLogger(__name__)

_SEATS = ("SELECT seat, user_id, name, computer, replaced_user_id FROM seats"
          " WHERE game_id = ? ORDER BY seat")
_LOG = "SELECT seq, seat, action FROM actions WHERE game_id = ? ORDER BY seq"
_INSERT_GAME = ("INSERT INTO game_results (game_id, guild_id, kind, finished_at, rating_order,"
                " rated) VALUES (?, ?, ?, ?, ?, ?)")
_INSERT_SEAT = ("INSERT INTO result_seats (game_id, seat, name, user_id, computer, score,"
                " place, left_game, player, rated_place) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")
_UPSERT_RATING = (
    "INSERT INTO ratings (guild_id, kind, player, name, user_id, computer, mu, sigma, rating,"
    " games, wins, places, last_order) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
    " ON CONFLICT (guild_id, kind, player) DO UPDATE SET name = excluded.name,"
    " user_id = excluded.user_id, computer = excluded.computer, mu = excluded.mu,"
    " sigma = excluded.sigma, rating = excluded.rating, games = excluded.games,"
    " wins = excluded.wins, places = excluded.places, last_order = excluded.last_order"
)
_STANDING_COLUMNS = ("player, name, user_id, computer, mu, sigma, games, wins, places,"
                     " last_order")


def outcomes_of(kind: GameKind, state: Any, seats: Sequence[Any]) -> list[SeatOutcome] | None:
    """Each seat's outcome from the final state and the seat rows (seat, user_id, name,
    computer, replaced_user_id); None for a kind without scores (RM2)."""
    if kind.final_scores is None:
        return None
    scores = list(kind.final_scores(state))
    gone = set(kind.left_seats(state))
    found = []
    for seat, user_id, name, computer, replaced in seats:
        if seat >= len(scores):
            continue
        person = user_id if user_id is not None else replaced
        found.append(SeatOutcome(seat=seat, name=name, user_id=person, computer=computer,
                                 score=int(scores[seat]),
                                 left=seat in gone or replaced is not None))
    return found


def _results(outcomes: Sequence[SeatOutcome]) -> list[tuple[SeatOutcome, int]]:
    return list(zip(outcomes, ratings.places([o.score for o in outcomes]), strict=True))


class Records(SqlBase):
    """Results written as games finish; the history, the leaderboards, the rebuild."""

    # -- written when a game finishes -----------------------------------------------------

    async def _record_finish(self, tx: Tx, game_id: int, kind: GameKind, state: Any,
                             finished_at: Any) -> None:
        """Results and ratings of ``game_id``, which this transaction finishes (``state``:
        its final state)."""
        if kind.final_scores is None:
            return
        rows = await tx.rows("SELECT guild_id FROM games WHERE id = ?", game_id)
        guild_id = rows[0][0]
        outcomes = outcomes_of(kind, state, [tuple(r) for r in await tx.rows(_SEATS, game_id)])
        order = None
        board: dict[str, ratings.Standing] = {}
        if guild_id is not None:
            await self._lock_board(tx, guild_id, kind.name)
            rows = await tx.rows("SELECT coalesce(max(rating_order), 0) FROM game_results"
                                 " WHERE guild_id = ? AND kind = ?", guild_id, kind.name)
            order = rows[0][0] + 1
            players = [r.player for r in ratings.rated_places(outcomes)]
            if players:
                rows = await tx.rows(
                    f"SELECT {_STANDING_COLUMNS} FROM ratings WHERE guild_id = ? AND kind = ?"
                    f" AND player IN ({marks(players)})", guild_id, kind.name, *players)
                board = {r[0]: ratings.Standing(*tuple(r)) for r in rows}
        changed = ratings.rate_game(board, outcomes, order) if order is not None else {}
        await self._insert_results(tx, game_id, guild_id, kind.name, finished_at, order,
                                   outcomes, bool(changed))
        await self._write_standings(tx, guild_id, kind.name, changed.values())

    async def _lock_board(self, tx: Tx, guild_id: int, kind: str) -> None:
        """Rate the games of one server and kind one at a time (PostgreSQL; SQLite's write
        transaction holds the file already)."""
        if self.dialect.lock_board is not None:
            await tx.rows(self.dialect.lock_board, f"ratings:{guild_id}:{kind}")
        if self.dialect.lock_results is not None:
            await tx.run(self.dialect.lock_results)

    async def _insert_results(self, tx: Tx, game_id: int, guild_id: int | None, kind: str,
                              finished_at: Any, order: int | None,
                              outcomes: Sequence[SeatOutcome], rated: bool) -> None:
        await tx.run(_INSERT_GAME, game_id, guild_id, kind, finished_at, order, rated)
        rated_at = ({r.seat: (r.player, r.place) for r in ratings.rated_places(outcomes)}
                    if rated else {})
        for outcome, place in _results(outcomes):
            player, rated_place = rated_at.get(outcome.seat, (None, None))
            await tx.run(_INSERT_SEAT, game_id, outcome.seat, outcome.name, outcome.user_id,
                         outcome.computer, outcome.score, place, outcome.left, player,
                         rated_place)

    async def _write_standings(self, tx: Tx, guild_id: int | None, kind: str,
                               standings: Any) -> None:
        for s in standings:
            await tx.run(_UPSERT_RATING, guild_id, kind, s.player, s.name, s.user_id,
                         s.computer, s.mu, s.sigma, s.rating, s.games, s.wins, s.places,
                         s.last_order)

    # -- the history --------------------------------------------------------------------

    async def finished_games(self, guild_id: int, kind: str, *, user_id: int | None = None,
                             page: int = 0, per_page: int = 10) -> HistoryPage:
        """The finished games of a server and kind, newest first, ``per_page`` a page;
        with ``user_id`` only those that person played (also those they left). RM3."""
        if per_page < 1:
            raise ValueError(f"a page holds at least one game (per_page={per_page})")
        if user_id is None:
            where = "FROM game_results AS r WHERE r.guild_id = ? AND r.kind = ?"
            params: tuple = (guild_id, kind)
        else:
            where = ("FROM result_seats AS s JOIN game_results AS r ON r.game_id = s.game_id"
                     " WHERE s.user_id = ? AND r.guild_id = ? AND r.kind = ?")
            params = (user_id, guild_id, kind)
        async with self._reading(transaction=True) as tx:
            total = (await tx.rows(f"SELECT count(*) {where}", *params))[0][0]
            pages = max(1, -(-total // per_page))
            page = min(max(page, 0), pages - 1)
            rows = await tx.rows(
                f"SELECT r.game_id {where} ORDER BY r.finished_at DESC, r.game_id DESC"
                " LIMIT ? OFFSET ?", *params, per_page, page * per_page)
            games = await self._finished(tx, [r[0] for r in rows])
        return HistoryPage(games=tuple(games), page=page, pages=pages, total=total)

    async def finished_game(self, game_id: int) -> FinishedGame | None:
        """One finished game with its results (None: no such game, not finished, or
        cancelled)."""
        async with self._reading(transaction=True) as tx:
            found = await self._finished(tx, [game_id])
        return found[0] if found else None

    async def _finished(self, tx: Tx, ids: list[int]) -> list[FinishedGame]:
        if not ids:
            return []
        when = self.dialect.from_db
        games = await tx.rows(
            "SELECT g.id, g.kind, g.options, g.guild_id, g.channel_id, g.thread_id,"
            " g.started_at, r.finished_at FROM game_results AS r JOIN games AS g"
            f" ON g.id = r.game_id WHERE r.game_id IN ({marks(ids)})", *ids)
        seats = await tx.rows(
            "SELECT game_id, seat, name, user_id, computer, score, place, left_game,"
            f" rated_place FROM result_seats WHERE game_id IN ({marks(ids)})"
            " ORDER BY game_id, place, seat", *ids)
        results: dict[int, list[Result]] = {}
        for r in seats:
            results.setdefault(r[0], []).append(
                Result(seat=r[1], name=r[2], user_id=r[3], computer=r[4], score=r[5],
                       place=r[6], left=bool(r[7]), rated_place=r[8]))
        by_id = {}
        for g in games:
            options = json.loads(g[2]) if isinstance(g[2], str) else dict(g[2])
            by_id[g[0]] = FinishedGame(
                id=g[0], kind=g[1], options=options, guild_id=g[3], channel_id=g[4],
                thread_id=g[5], started_at=when(g[6]), finished_at=when(g[7]),
                results=tuple(results.get(g[0], ())))
        return [by_id[i] for i in ids if i in by_id]

    # -- the leaderboard ------------------------------------------------------------------

    async def leaderboard(self, guild_id: int, kind: str, *, limit: int = 20) -> list[Standing]:
        """The rated players of a server and kind, best rating first (then more games)."""
        async with self._reading(transaction=True) as tx:
            rows = await tx.rows(
                f"SELECT {_STANDING_COLUMNS}, rating FROM ratings"
                " WHERE guild_id = ? AND kind = ? ORDER BY rating DESC, games DESC, player"
                " LIMIT ?", guild_id, kind, limit)
            left = await self._leavers(tx, guild_id, kind, [r[0] for r in rows])
        return [Standing(player=r[0], name=r[1], user_id=r[2], computer=r[3], rating=r[10],
                         mu=r[4], sigma=r[5], games=r[6], wins=r[7],
                         average_place=r[8] / r[6] if r[6] else 0.0,
                         left=left.get(r[0], (0, 0))[0],
                         others_left=left.get(r[0], (0, 0))[1])
                for r in rows]

    async def _leavers(self, tx: Tx, guild_id: int, kind: str,
                       players: list[str]) -> dict[str, tuple[int, int]]:
        """For each of ``players``: (rated games they left, rated games in which another
        seat was left), read from the games' results."""
        if not players:
            return {}
        rows = await tx.rows(
            "SELECT s.player, s.left_game, (SELECT count(*) FROM result_seats AS o"
            " WHERE o.game_id = s.game_id AND o.seat <> s.seat AND o.left_game)"
            " FROM result_seats AS s JOIN game_results AS r ON r.game_id = s.game_id"
            " WHERE r.guild_id = ? AND r.kind = ? AND s.rated_place IS NOT NULL"
            f" AND s.player IN ({marks(players)})", guild_id, kind, *players)
        found: dict[str, tuple[int, int]] = {}
        for player, left, others in rows:
            mine, theirs = found.get(player, (0, 0))
            found[player] = (mine + bool(left), theirs + (not left and others > 0))
        return found

    # -- the rebuild ----------------------------------------------------------------------

    async def rebuild_ratings(self) -> int:
        """Every result and rating again from the action logs; returns how many games are
        rated. The games are replayed before the write (the bot plays on meanwhile); the
        write takes every board's lock, replays what finished in between, and replaces
        the results and ratings in the order the games were rated (RM1: those never rated
        first, in the order they finished)."""
        async with self._reading() as tx:
            rows = await self._finished_rows(tx)
        done = {}
        for row in rows:  # one short read each: the bot's look-ups go on meanwhile
            async with self._reading(transaction=True) as tx:
                done.update(await self._replayed(tx, [row]))
            await asyncio.sleep(0)
        async with self._writing() as tx:
            if self.dialect.lock_all_boards is not None:
                await tx.run(self.dialect.lock_all_boards)
            rows = await self._finished_rows(tx)
            missing = [r for r in rows if r[0] not in done]
            done.update(await self._replayed(tx, missing))
            await tx.run("DELETE FROM ratings")
            await tx.run("DELETE FROM result_seats")
            await tx.run("DELETE FROM game_results")
            boards: dict[tuple[int, str], list[tuple]] = {}
            for game_id, kind, guild_id, finished_at, order, *_ in rows:
                if done.get(game_id) is None:
                    continue
                if guild_id is None:
                    await self._insert_results(tx, game_id, None, kind, finished_at, None,
                                               done[game_id], False)
                    continue
                key = (order is not None, order or 0, when_key(finished_at), game_id)
                boards.setdefault((guild_id, kind), []).append((key, game_id, finished_at))
            rated = 0
            for (guild_id, kind), games in boards.items():
                board: dict[str, ratings.Standing] = {}
                for order, (_, game_id, finished_at) in enumerate(sorted(games), start=1):
                    changed = ratings.rate_game(board, done[game_id], order)
                    board.update(changed)
                    rated += bool(changed)
                    await self._insert_results(tx, game_id, guild_id, kind, finished_at,
                                               order, done[game_id], bool(changed))
                await self._write_standings(tx, guild_id, kind, board.values())
        log.info("ratings rebuilt: %d game(s) rated", rated)
        return rated

    async def rate_old_games(self) -> None:
        """RM1: right after the migration that brought the records. Opening must not fail
        on a bad game: what cannot be rebuilt is logged (run the command again later)."""
        try:
            rated = await self.rebuild_ratings()
        except Exception:
            log.exception("the games finished before the records could not be rated")
        else:
            log.info("the records are new: %d finished game(s) rated", rated)

    async def _finished_rows(self, tx: Tx) -> list[tuple]:
        """(id, kind, guild, finished at, rating order, seed, options) of every finished
        game."""
        rows = await tx.rows(
            "SELECT g.id, g.kind, g.guild_id, coalesce(g.finished_at, g.last_activity_at),"
            " r.rating_order, g.seed, g.options FROM games AS g"
            " LEFT JOIN game_results AS r ON r.game_id = g.id WHERE g.status = 'finished'"
            " ORDER BY g.id")
        return [tuple(r) for r in rows]

    async def _replayed(self, tx: Tx, rows: list[tuple]) -> dict[int, list[SeatOutcome] | None]:
        """The outcomes of each game by the replay of its log (its stored snapshot when the
        log no longer replays; None: no results, RM2)."""
        done: dict[int, list[SeatOutcome] | None] = {}
        for game_id, kind_name, _, _, _, seed, options in rows:
            try:
                kind = get_kind(kind_name)
            except UnknownKind:
                log.error("game %s: unknown kind %r, not rated", game_id, kind_name)
                done[game_id] = None
                continue
            if kind.final_scores is None:
                done[game_id] = None
                continue
            seats = [tuple(r) for r in await tx.rows(_SEATS, game_id)]
            options = json.loads(options) if isinstance(options, str) else dict(options)
            actions = [tuple(r) for r in await tx.rows(_LOG, game_id)]
            try:
                state = replay(kind, [s[2] for s in seats], seed, options, actions)
                if not kind.is_over(state):
                    raise ReplayError(len(actions), "the replayed log does not end the game")
            except ReplayError as error:
                log.error("game %s: %s; rated from its snapshot", game_id, error.problem)
                snapshot = await tx.rows("SELECT snapshot FROM games WHERE id = ?", game_id)
                try:
                    state = kind.parse_state(snapshot[0][0])
                except (ValueError, TypeError):
                    done[game_id] = None
                    continue
            done[game_id] = outcomes_of(kind, state, seats)
        return done


def when_key(value: Any) -> float:
    """A stored finish time as a number to sort by (either backend's)."""
    return value.timestamp() if isinstance(value, datetime) else float(value)
