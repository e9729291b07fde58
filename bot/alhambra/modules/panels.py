"""The rule modules' parts of the panel (their screens and main-screen choices), as one value
in the books' order: the engine's list of modules (:data:`engine.alhambra.MODULES`) read for
those with a panel of their own. :mod:`bot.alhambra.panel` makes them the panel's with the
core's parts (:func:`bot.alhambra.panel_core.install`)."""

from __future__ import annotations

from engine.alhambra import MODULES

from ..panel_core import PanelPart
from .art_of_the_moors import panel as art_of_the_moors
from .bazaars import panel as bazaars
from .building_sites import panel as building_sites
from .building_yards import panel as building_yards
from .caravanserai import panel as caravanserai
from .characters import panel as characters
from .city_gates import panel as city_gates
from .falcons import panel as falcons
from .magic_buildings import panel as magic_buildings
from .master_builders import panel as master_builders
from .portals import panel as portals
from .street_trader import panel as street_trader
from .street_trader import residents as street_trader_residents
from .sultan import panel as sultan
from .treasure_chamber import panel as treasure_chamber
from .vizier import panel as vizier
from .wall_cards import panel as wall_cards

#: The module's name -> its parts of the panel.
BY_MODULE: dict[str, tuple[PanelPart, ...]] = {
    "vizier": (vizier.PANEL,),
    "building_yards": (building_yards.PANEL,),
    "city_gates": (city_gates.PANEL,),
    "characters": (characters.PANEL,),
    "street_trader": (street_trader_residents.PANEL, street_trader.PANEL),
    "wall_cards": (wall_cards.PANEL,),
    "treasure_chamber": (treasure_chamber.PANEL,),
    "master_builders": (master_builders.PANEL,),
    "bazaars": (bazaars.PANEL,),
    "caravanserai": (caravanserai.PANEL,),
    "art_of_the_moors": (art_of_the_moors.PANEL,),
    "sultan": (sultan.PANEL,),
    "falcons": (falcons.PANEL,),
    "building_sites": (building_sites.PANEL,),
    "portals": (portals.PANEL,),
    "magic_buildings": (magic_buildings.PANEL,),
}
#: Every module's parts of the panel, in the books' order.
PANELS: tuple[PanelPart, ...] = tuple(
    part for m in MODULES for part in BY_MODULE.get(m.name, ()))
