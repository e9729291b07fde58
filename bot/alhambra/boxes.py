"""The boxes the rule modules come in, so ``/alhambra new`` can offer a whole box at once.

Discord shows at most 25 suggestions for an option, and the engine offers more modules than
that. Players think in boxes anyway ("let's play with expansion 4"), so the ``modules``
option suggests each box first (its words list the modules it holds), then the single
modules, and narrows both to what the player has typed since the last comma. A box typed
by its id (``expansion4``) or its title in any language stands for every module of the box
the engine offers; ``everything`` stands for every module that can be played together with
the base game. A module in no box here (one the engine has just gained) is still offered on
its own.
"""

from __future__ import annotations

from engine.alhambra import available_modules, everything, modules_problem

#: Each box of the board game and the modules it holds, in the order of the boxes.
BOXES: dict[str, tuple[str, ...]] = {
    "expansion1": ("vizier", "exchange_offices", "bonus_cards", "building_yards"),
    "expansion2": ("city_gates", "diamonds", "characters", "camps"),
    "expansion3": ("thieves", "street_trader", "wall_cards", "change"),
    "expansion4": ("treasure_chamber", "master_builders", "invaders", "bazaars"),
    "expansion5": ("caravanserai", "art_of_the_moors", "sultan", "new_scoring_tiles"),
    "expansion6": ("falcons", "building_sites", "exchange_certificate", "portals"),
    "promos": ("magic_buildings", "medina"),
}
#: Every module that combines with the base game (not a box of the board game).
EVERYTHING = "everything"


def box_modules(box: str) -> list[str]:
    """The modules of ``box`` (or of ``everything``) that players may choose now."""
    if box == EVERYTHING:
        return everything()
    names = {m.name for m in available_modules()}
    return [name for name in BOXES.get(box, ()) if name in names]


def boxes() -> list[str]:
    """The boxes with at least one module on offer, then ``everything``, when it can be
    played as one game."""
    found = [box for box in BOXES if box_modules(box)]
    everything = box_modules(EVERYTHING)
    if len(everything) > 1 and modules_problem(everything, offered_only=True) is None:
        found.append(EVERYTHING)
    return found
