"""Every rule module, in the books' order: the one list of modules, a value that the engine
(its registry, :func:`.seam.install`), the pictures, the panel and ``/alhambra new`` read.

The base game's two-player rule (Dirk, rule book p. 7), Granada with its simplified scoring
and the combination of both games, then the expansions box by box (1 "Die Gunst des
Wesirs", 2 "Die Tore der Stadt", 3 "Die Stunde der Diebe", 4 "Die Schatzkammer des
Kalifen", 5 "Die Macht des Sultans", 6 "Die Falkner"), each box's modules in the order of
its rule book, then the promos.
"""

from __future__ import annotations

from . import (
    alhambra_granada,
    art_of_the_moors,
    bazaars,
    bonus_cards,
    building_sites,
    building_yards,
    camps,
    caravanserai,
    change,
    characters,
    city_gates,
    diamonds,
    dirk,
    exchange_certificate,
    exchange_offices,
    falcons,
    granada,
    invaders,
    magic_buildings,
    master_builders,
    medina,
    new_scoring_tiles,
    portals,
    street_trader,
    sultan,
    thieves,
    treasure_chamber,
    vizier,
    wall_cards,
)
from .seam import Module

MODULES: tuple[Module, ...] = (
    dirk.MODULE,
    granada.MODULE,
    granada.SIMPLIFIED_MODULE,
    alhambra_granada.MODULE,
    # expansion 1
    vizier.MODULE,
    exchange_offices.MODULE,
    bonus_cards.MODULE,
    building_yards.MODULE,
    # expansion 2
    city_gates.MODULE,
    diamonds.MODULE,
    characters.MODULE,
    camps.MODULE,
    # expansion 3
    thieves.MODULE,
    street_trader.MODULE,
    wall_cards.MODULE,
    change.MODULE,
    # expansion 4
    treasure_chamber.MODULE,
    master_builders.MODULE,
    invaders.MODULE,
    bazaars.MODULE,
    # expansion 5
    caravanserai.MODULE,
    art_of_the_moors.MODULE,
    sultan.MODULE,
    new_scoring_tiles.MODULE,
    # expansion 6
    falcons.MODULE,
    building_sites.MODULE,
    exchange_certificate.MODULE,
    portals.MODULE,
    # promos
    magic_buildings.MODULE,
    medina.MODULE,
)
