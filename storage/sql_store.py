"""The store written once over SQL: every :class:`~storage.base.GameStore` method, for every
backend.

A backend (:mod:`storage.sqlite`, :mod:`storage.postgres`) subclasses :class:`SqlStore` and
supplies how to open a transaction (``_writing``, ``_reading``, each yielding a
:class:`Tx`) and a :class:`Dialect`: the few SQL pieces that differ (the seats aggregate,
the row lock, the timer claim, how times are stored). The store's parts, one module each:

- :mod:`storage.sql_base`: times, the game row lock, reading a game row;
- :mod:`storage.sql_lobby`: the lobby and the bot's bookkeeping;
- :mod:`storage.sql_timers`: due-time timers;
- :mod:`storage.sql_play`: applying actions;
- :mod:`storage.sql_lookups`: look-ups, checks and repair;
- :mod:`storage.sql_records`: results, ratings and history of finished games;
- :mod:`storage.sql_identify`: gateway session starts shared by the bot's processes.

Every write that reads and then writes locks the game row first (``SELECT ... FOR UPDATE``
on PostgreSQL; on SQLite ``BEGIN IMMEDIATE`` already holds the whole file), reads what it
needs only after that, keeps the version check in the write (``UPDATE ... WHERE version =
?``), and leaves the log's primary key as the last guard.
"""

from __future__ import annotations

from .sql_base import KEEP, Clock, Dialect, Tx, wall_clock
from .sql_identify import SessionStarts
from .sql_lobby import LobbyWrites
from .sql_lookups import LookUps
from .sql_play import Play
from .sql_records import Records
from .sql_timers import TimerWrites


class SqlStore(LobbyWrites, TimerWrites, Play, LookUps, SessionStarts, Records):
    """The shared body of the SQL stores; open one through its backend's ``open``."""


__all__ = ["KEEP", "Clock", "Dialect", "SqlStore", "Tx", "wall_clock"]
