"""Everything a seat can do, as frozen pydantic models in one discriminated union.

Each action has a short text form (``str(action)``) used in game logs; :func:`parse_action`
reads it back, so a logged game can be re-entered by hand.

The base game's actions are in :mod:`.base`, each rule module's in the file of its name
(:mod:`.falcons`: buying falcons); this package puts them together: the union
:data:`Action`, its adapter and :func:`parse_action`.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, TypeAdapter

from . import (
    alhambra_granada,
    art_of_the_moors,
    base,
    bazaars,
    bonus_cards,
    building_sites,
    building_yards,
    caravanserai,
    characters,
    city_gates,
    dirk,
    exchange_certificate,
    falcons,
    granada,
    magic_buildings,
    master_builders,
    portals,
    street_trader,
    sultan,
    thieves,
    treasure_chamber,
    vizier,
    wall_cards,
)
from .alhambra_granada import BuySecond
from .art_of_the_moors import TurnCultureTiles
from .base import (
    ActionBase,
    Buy,
    EndTurn,
    PassWindow,
    Place,
    RebuildExchange,
    RebuildPlace,
    RebuildRemove,
    Reserve,
    RestartTurn,
    RetireSeat,
    TakeMoney,
    coords,
)
from .bazaars import BuyBazaar, BuyBazaarWithKarim
from .bonus_cards import KeepBonusCardsHidden, RevealBonusCard
from .building_sites import BuySite, CompleteSite
from .building_yards import TakeYard
from .caravanserai import BuyCaravanserai, StepCaravanserai
from .characters import (
    BidForCharacter,
    BuyWithKarim,
    PassBid,
    PayForCharacter,
    TakeWithKnihstig,
    UseLaila,
    UseMachma,
    UseYammerad,
)
from .city_gates import PlaceGate, RebuildPlaceGate, TakeGateCard
from .dirk import GiveToDirk
from .exchange_certificate import OverpayFor
from .falcons import BuyFalcons
from .granada import Flip
from .magic_buildings import RotateMagic
from .master_builders import UseMasterBuilder
from .portals import BuyPortal
from .street_trader import ChooseResidents, MoveTrader, RefillTrader, SwapTrader
from .sultan import BuySultanCard, ClaimWithSultan, PassSultan
from .thieves import PlayThief, ThievesAlwaysPass
from .treasure_chamber import BuyChests, PassChests, PlaceChest
from .vizier import PassVizier, TurnVizierUp, UseVizier, VizierAlwaysPass
from .wall_cards import UseWallCard

Action = Annotated[
    TakeMoney
    | Buy
    | BuySecond
    | Place
    | Reserve
    | Flip
    | RotateMagic
    | GiveToDirk
    | RebuildPlace
    | RebuildRemove
    | RebuildExchange
    | TurnVizierUp
    | UseVizier
    | PassVizier
    | VizierAlwaysPass
    | PassWindow
    | PlayThief
    | ThievesAlwaysPass
    | TakeYard
    | TakeGateCard
    | PlaceGate
    | RebuildPlaceGate
    | UseWallCard
    | RevealBonusCard
    | KeepBonusCardsHidden
    | RefillTrader
    | SwapTrader
    | MoveTrader
    | ChooseResidents
    | BidForCharacter
    | PassBid
    | PayForCharacter
    | UseLaila
    | UseMachma
    | UseYammerad
    | BuyWithKarim
    | TakeWithKnihstig
    | UseMasterBuilder
    | BuyChests
    | PlaceChest
    | PassChests
    | BuyFalcons
    | BuyBazaar
    | BuyBazaarWithKarim
    | BuyCaravanserai
    | StepCaravanserai
    | TurnCultureTiles
    | BuySultanCard
    | ClaimWithSultan
    | PassSultan
    | OverpayFor
    | BuySite
    | CompleteSite
    | BuyPortal
    | RestartTurn
    | EndTurn
    | RetireSeat,
    Field(discriminator="kind"),
]
ACTION_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)

REBUILDS = ("rebuild_place", "rebuild_remove", "rebuild_exchange")

#: Who reads an action's text back: each rule module's actions (their words are their own),
#: then the base game's.
PARSERS = (
    dirk.parse,
    granada.parse,
    alhambra_granada.parse,
    vizier.parse,
    bonus_cards.parse,
    building_yards.parse,
    city_gates.parse,
    characters.parse,
    thieves.parse,
    street_trader.parse,
    wall_cards.parse,
    treasure_chamber.parse,
    master_builders.parse,
    bazaars.parse,
    caravanserai.parse,
    art_of_the_moors.parse,
    sultan.parse,
    falcons.parse,
    building_sites.parse,
    exchange_certificate.parse,
    portals.parse,
    magic_buildings.parse,
    base.parse,
)


def parse_action(text: str) -> Action:
    """Read an action back from its text form (``str(action)``); ValueError when unreadable."""
    words = text.split()
    try:
        for parse in PARSERS:
            found = parse(words)
            if found is not None:
                return found
    except ValueError as error:
        raise ValueError(f"cannot read the action {text!r}: {error}") from None
    raise ValueError(f"cannot read the action {text!r}")

__all__ = [
    "ACTION_ADAPTER",
    "Action",
    "ActionBase",
    "BidForCharacter",
    "Buy",
    "BuyBazaar",
    "BuyBazaarWithKarim",
    "BuyCaravanserai",
    "BuyChests",
    "BuyFalcons",
    "BuyPortal",
    "BuySecond",
    "BuySite",
    "BuySultanCard",
    "BuyWithKarim",
    "ChooseResidents",
    "ClaimWithSultan",
    "CompleteSite",
    "EndTurn",
    "Flip",
    "GiveToDirk",
    "KeepBonusCardsHidden",
    "MoveTrader",
    "OverpayFor",
    "PARSERS",
    "PassBid",
    "PassChests",
    "PassSultan",
    "PassVizier",
    "PassWindow",
    "PayForCharacter",
    "Place",
    "PlaceChest",
    "PlaceGate",
    "PlayThief",
    "REBUILDS",
    "RebuildExchange",
    "RebuildPlace",
    "RebuildPlaceGate",
    "RebuildRemove",
    "RefillTrader",
    "Reserve",
    "RestartTurn",
    "RetireSeat",
    "RevealBonusCard",
    "RotateMagic",
    "StepCaravanserai",
    "SwapTrader",
    "TakeGateCard",
    "TakeMoney",
    "TakeWithKnihstig",
    "TakeYard",
    "ThievesAlwaysPass",
    "TurnCultureTiles",
    "TurnVizierUp",
    "UseLaila",
    "UseMachma",
    "UseMasterBuilder",
    "UseVizier",
    "UseWallCard",
    "UseYammerad",
    "VizierAlwaysPass",
    "coords",
    "parse_action",
]
