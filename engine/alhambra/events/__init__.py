"""What happened, so the bot can announce a turn without diffing states.

Every event is public: it names only what every player at the table sees (payments are
laid face up on the discard pile, the market and the money display are open).

The base game's events are in :mod:`.base`, each rule module's in the file of its name; this
package puts them together in the union :data:`Event`.
"""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from .art_of_the_moors import CultureTileGained, CultureTilesTurned
from .base import (
    DeckReshuffled,
    EventBase,
    FinalTileGiven,
    FinalTilesAwarded,
    GameEnded,
    MarketRefilled,
    MoneyRevealed,
    MoneyTaken,
    Rebuilt,
    ScoringRecord,
    ScoringRound,
    SeatRetired,
    TileBought,
    TilePlaced,
    TileReserved,
    TurnEnded,
    TurnRestarted,
    VizierPassed,
    VizierWaiting,
    VizierWindowClosed,
    VizierWindowOpened,
    WindowAnswered,
)
from .bazaars import BazaarBought, BazaarWaiting
from .bonus_cards import BonusCardReturned, BonusCardRevealed
from .building_sites import SiteBought, SiteCompleted
from .building_yards import YardTaken, YardTurnedUp
from .caravanserai import CaravanseraiBought, CaravanseraiSpent, CaravanseraiStepped
from .change import ChangeGiven, CoinsReturned
from .characters import (
    CharacterAuctionOpened,
    CharacterBid,
    CharacterBidPassed,
    CharacterPaid,
    CharacterRevealed,
    CharacterUnsold,
    CharacterUsed,
    CharacterWon,
)
from .city_gates import GateBuilt, GateCardShown, GateCardTaken, GateLost
from .dirk import DirkReceived, TileGivenToDirk
from .exchange_certificate import CertificateIssued, CertificateSpent
from .falcons import FalconsBought
from .granada import TileFlipped
from .invaders import InvadersAttacked, ScoutsTurnedUp, ScoutTaken
from .master_builders import MasterBuilderUsed
from .portals import PortalBought
from .street_trader import (
    ResidentsChosen,
    TraderDetached,
    TraderDisplaced,
    TraderMoved,
    TraderRefilled,
    TraderSwapped,
)
from .sultan import (
    SultanAnswered,
    SultanCardBought,
    SultanCardShown,
    SultanClaimClosed,
    SultanClaimed,
    SultanClaimOpened,
)
from .thieves import ThiefPlayed
from .treasure_chamber import (
    ChestPlaced,
    ChestRoomRefilled,
    ChestsBought,
    ChestsPassed,
    ChestsReturned,
)
from .vizier import VizierTurnedUp, VizierUsed
from .wall_cards import WallCardShown, WallsBuilt

Event = Annotated[
    MoneyTaken
    | TileBought
    | TilePlaced
    | TileReserved
    | TileFlipped
    | TileGivenToDirk
    | Rebuilt
    | YardTaken
    | YardTurnedUp
    | BonusCardRevealed
    | BonusCardReturned
    | GateCardShown
    | GateCardTaken
    | GateBuilt
    | GateLost
    | WallCardShown
    | WallsBuilt
    | TurnRestarted
    | SeatRetired
    | TurnEnded
    | MoneyRevealed
    | DeckReshuffled
    | MarketRefilled
    | ScoringRound
    | DirkReceived
    | VizierTurnedUp
    | VizierWindowOpened
    | VizierPassed
    | VizierWaiting
    | WindowAnswered
    | VizierUsed
    | VizierWindowClosed
    | ThiefPlayed
    | CharacterRevealed
    | CharacterAuctionOpened
    | CharacterBid
    | CharacterBidPassed
    | CharacterWon
    | CharacterPaid
    | CharacterUnsold
    | CharacterUsed
    | MasterBuilderUsed
    | FinalTilesAwarded
    | FinalTileGiven
    | ChangeGiven
    | CoinsReturned
    | TraderDisplaced
    | TraderDetached
    | TraderRefilled
    | TraderSwapped
    | TraderMoved
    | ResidentsChosen
    | ScoutTaken
    | InvadersAttacked
    | ScoutsTurnedUp
    | ChestsBought
    | FalconsBought
    | ChestPlaced
    | ChestsReturned
    | ChestRoomRefilled
    | ChestsPassed
    | BazaarWaiting
    | BazaarBought
    | CaravanseraiBought
    | CaravanseraiStepped
    | CaravanseraiSpent
    | CultureTileGained
    | CultureTilesTurned
    | SultanCardShown
    | SultanCardBought
    | SultanClaimOpened
    | SultanAnswered
    | SultanClaimed
    | SultanClaimClosed
    | CertificateIssued
    | CertificateSpent
    | SiteBought
    | SiteCompleted
    | PortalBought
    | GameEnded,
    Field(discriminator="kind"),
]

__all__ = [
    "BazaarBought",
    "BazaarWaiting",
    "BonusCardReturned",
    "BonusCardRevealed",
    "CaravanseraiBought",
    "CaravanseraiSpent",
    "CaravanseraiStepped",
    "CertificateIssued",
    "CertificateSpent",
    "ChangeGiven",
    "CharacterAuctionOpened",
    "CharacterBid",
    "CharacterBidPassed",
    "CharacterPaid",
    "CharacterRevealed",
    "CharacterUnsold",
    "CharacterUsed",
    "CharacterWon",
    "ChestPlaced",
    "ChestRoomRefilled",
    "ChestsBought",
    "ChestsPassed",
    "ChestsReturned",
    "CoinsReturned",
    "CultureTileGained",
    "CultureTilesTurned",
    "DeckReshuffled",
    "DirkReceived",
    "Event",
    "EventBase",
    "FalconsBought",
    "FinalTileGiven",
    "FinalTilesAwarded",
    "GameEnded",
    "GateBuilt",
    "GateCardShown",
    "GateCardTaken",
    "GateLost",
    "InvadersAttacked",
    "MarketRefilled",
    "MasterBuilderUsed",
    "MoneyRevealed",
    "MoneyTaken",
    "PortalBought",
    "Rebuilt",
    "ResidentsChosen",
    "ScoringRecord",
    "ScoringRound",
    "ScoutTaken",
    "ScoutsTurnedUp",
    "SeatRetired",
    "SiteBought",
    "SiteCompleted",
    "SultanAnswered",
    "SultanCardBought",
    "SultanCardShown",
    "SultanClaimClosed",
    "SultanClaimOpened",
    "SultanClaimed",
    "ThiefPlayed",
    "TileBought",
    "TileFlipped",
    "TileGivenToDirk",
    "TilePlaced",
    "TileReserved",
    "TraderDetached",
    "TraderDisplaced",
    "TraderMoved",
    "TraderRefilled",
    "TraderSwapped",
    "TurnEnded",
    "TurnRestarted",
    "VizierPassed",
    "VizierTurnedUp",
    "VizierUsed",
    "VizierWaiting",
    "VizierWindowClosed",
    "VizierWindowOpened",
    "WallCardShown",
    "WallsBuilt",
    "WindowAnswered",
    "YardTaken",
    "YardTurnedUp",
]
