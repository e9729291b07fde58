"""Pictures of Alhambra Roll & Write: engine views in, PNG bytes out (pure, deterministic).

    mine = view(state, seat)
    render_sheet(mine)                    # the player's own sheet, in their private panel
    render_score_sheet(view(state, None)) # the public score sheet, after every round
    render_final_table(view(state, None)) # the final scoring, once the game is over
"""

from .final import final_table_image, render_final_table
from .score_sheet import render_score_sheet, score_sheet_image
from .sheet import cell_box, coin_centre, render_sheet, sheet_image

__all__ = [
    "cell_box",
    "coin_centre",
    "final_table_image",
    "render_final_table",
    "render_score_sheet",
    "render_sheet",
    "score_sheet_image",
    "sheet_image",
]
