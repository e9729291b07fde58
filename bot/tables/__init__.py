"""The table core: everything a game table does, whatever game is played at it.

It knows tables, not games: the lobby (join, leave, start, cancel, the host, seat limits,
taking out a seat that can no longer play, computer seats), the game's thread, the public
posts and their delivery, the private panel's shell, acting through the store, pacing
(reminders, deadline votes, timers in the store), the game log, status and every error
answer. A game kind (``bot/alhambra``, ``bot/rollwrite``) is a :class:`TableKind`
registered here; the core calls what it registers and never imports a kind.

Modules: ``kind`` (what a kind supplies), ``registry``, ``components`` (restart-proof
buttons), ``routes`` (where a tap goes), ``guard`` (answer in time, trust nothing, true
errors), ``picks`` (reading numbers), ``posting`` (threads that were archived or deleted,
owed posts), ``images`` (pictures drawn in worker processes), ``play`` (panels, acting,
posts), ``lobby``, ``seats`` (computer seats in the lobby, how a seat is named and called),
``autoplay`` (computer seats acting by themselves), ``votes``, ``pacing`` (timers),
``commands`` (the slash commands), ``history`` and ``leaderboard`` (a server's records),
``replays`` and ``statistics`` (a finished game's replay and its statistics from the log).
"""

from .kind import ActionCommand, Panel, Pick, Picture, Post, TableKind
from .registry import kind_named, kinds, register

__all__ = ["ActionCommand", "Panel", "Pick", "Picture", "Post", "TableKind", "kind_named",
           "kinds", "register"]
