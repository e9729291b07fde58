"""Pictures of the game for Discord: engine views in, PNG bytes out.

Pure: no I/O, no Discord, no storage. Every function takes the engine's views (or parts of
them) and returns the bytes of a PNG, identical for identical input. For example::

    public = view(state, None)
    render_overview(public)                          # the thread, after every turn
    render_overview(public, recent=[(seat, x, y)])   # ... framing the last turn's tiles
    render_glance(public, events)                    # the turn post's first picture
    render_alhambra(public.players[seat], tile=tile_id, active=True)   # "where?"
    legal_cells(player.alhambra, tile_id, player.cities)   # button i -> cells[i - 1]
    render_alhambra(player, numbers=[built_cell, empty_cell], caption="Which one?")
    render_hand(view(state, seat))                   # ephemeral, for that seat only
    render_scoring_table(public, chart=True)         # final scoring, ranked by place
    render_faces(tile_id)                            # Granada: this side, or turned over?

Every picture takes ``lang="en"`` (or ``"de"``, ``"hu"``): its words come from the catalogue
``i18n/<lang>/images.ftl`` (``render_overview(public, lang="de")``); numbers and player names
are drawn as they are, and a word longer than its box shrinks a step or wraps.

Expansion 1 ("Die Gunst des Wesirs", :mod:`rendering.expansion1` and its modules) is drawn from
the views' ``modules_view``: the vizier's token in the overview's panels and the hand
(``render_alhambra(player, vizier=True)`` for one Alhambra), exchange offices in the money
display and the hand, bonus cards (the public pictures read only the public counts; the hand
shows the seat's own), building yards on the boards, the reserves and their stacks beside the
market, and what yards and bonus cards added in the scoring table.

Expansions 2 and 3 (:mod:`rendering.expansions_2_3`, :mod:`rendering.marks` and the modules'
pictures in :mod:`rendering.modules`) are drawn from ``modules_view`` too: gates,
wooden walls, camps, residents and street traders on the boards (one Alhambra:
``render_alhambra(player, marks=rendering.marks.marks_of(view, seat))``), the gate card,
wall cards, residents' supply, change bag and a character's auction under the money display,
gate cards, thieves held and characters owned in the panels, diamonds and coins in the
display and the hand, the seat's own thieves and trader's colours in its hand only, and the
camps', street trader's and characters' rows of the scoring table.

Expansion 4 (:mod:`rendering.modules.treasure_chamber`, ``master_builders``, ``invaders``,
``bazaars``): the bazaars waiting under the market's slots with their prices, the scouts and
the treasure chamber's rooms under the money display, chests on the buildings, each built
bazaar's score; in the hand the seat's master builders, the invader card it looked at and
the bazaars it could buy; the chests', bazaars' and invaders' rows of the scoring table and
the invader card revealed with the open sides it struck; chests bought in the glance.

The overview, one Alhambra and the scoring pictures are made to be read on a phone, where
Discord shows a picture about 400 pixels wide: prices, counts, scores and numbers keep
digits at least 9 pixels tall there (``rendering.theme.legible_size``;
``rendering.overview.plan_overview`` reports the smallest price digit of an overview; only
freak Alhambras of about 40 tiles each make the prices shrink below). So do the names,
place points and totals of the Roll & Write score sheet and the building names of a sheet.
"""

from engine.alhambra.scoring import longest_outer_wall_sides as longest_wall_edges

from .alhambra import render_alhambra
from .board import legal_cells
from .faces import render_faces
from .glance import SHOWN as GLANCE_EVENTS
from .glance import render_glance
from .hand import render_hand
from .looks import install as install_looks
from .market import render_market, status_line
from .modules.looks import LOOKS
from .overview import render_overview
from .scoring import render_score_chart, render_scoring_table

install_looks(LOOKS)  # the modules' buildings look their own from here on

__all__ = [
    "GLANCE_EVENTS",
    "legal_cells",
    "longest_wall_edges",
    "render_alhambra",
    "render_faces",
    "render_glance",
    "render_hand",
    "render_market",
    "render_overview",
    "render_score_chart",
    "render_scoring_table",
    "status_line",
]
