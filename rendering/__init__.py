"""Pictures of the game for Discord: engine views in, PNG bytes out.

Pure: no I/O, no Discord, no storage. Every function takes the engine's views (or parts of
them) and returns the bytes of a PNG, identical for identical input. For example::

    public = view(state, None)
    render_overview(public)                          # the thread, after every turn
    render_alhambra(public.players[seat], tile=tile_id, active=True)   # "where?"
    legal_cells(public.players[seat].alhambra, tile_id)   # button i -> cells[i - 1]
    render_hand(view(state, seat))                   # ephemeral, for that seat only
"""

from engine.alhambra.scoring import longest_outer_wall_sides as longest_wall_edges

from .alhambra import render_alhambra
from .board import legal_cells
from .hand import render_hand
from .market import render_market, status_line
from .overview import render_overview
from .scoring import render_score_chart, render_scoring_table

__all__ = [
    "legal_cells",
    "longest_wall_edges",
    "render_alhambra",
    "render_hand",
    "render_market",
    "render_overview",
    "render_score_chart",
    "render_scoring_table",
    "status_line",
]
