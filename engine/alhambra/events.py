"""What happened, so the bot can announce a turn without diffing states.

Every event is public: it names only what every player at the table sees (payments are
laid face up on the discard pile, the market and the money display are open).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field


class _Event(BaseModel):
    model_config = ConfigDict(frozen=True)


class MoneyTaken(_Event):
    kind: Literal["money_taken"] = "money_taken"
    seat: int
    cards: tuple[str, ...]


class TileBought(_Event):
    kind: Literal["tile_bought"] = "tile_bought"
    seat: int
    slot: str
    tile: str
    cards: tuple[str, ...]
    exact: bool
    #: The second tile of the slot was bought (the combination's Granada tile).
    second: bool = False


class TilePlaced(_Event):
    kind: Literal["tile_placed"] = "tile_placed"
    seat: int
    tile: str
    x: int
    y: int


class TileReserved(_Event):
    kind: Literal["tile_reserved"] = "tile_reserved"
    seat: int
    tile: str
    #: Granada: the tile went to the reserve with its other side up (free, rule book p. 9).
    turned: bool = False


class TileFlipped(_Event):
    """Granada: a tile waiting to be built was turned over for money (rule book p. 9);
    ``tile`` showed before, ``to`` shows now, ``cards`` were paid."""

    kind: Literal["tile_flipped"] = "tile_flipped"
    seat: int
    tile: str
    to: str
    cards: tuple[str, ...]


class TileGivenToDirk(_Event):
    kind: Literal["tile_given_to_dirk"] = "tile_given_to_dirk"
    seat: int
    tile: str


class Rebuilt(_Event):
    """An Umbau: ``into`` came into the Alhambra at (x, y), ``out`` went to the reserve."""

    kind: Literal["rebuilt"] = "rebuilt"
    seat: int
    x: int
    y: int
    into: str | None = None
    out: str | None = None


class YardTaken(_Event):
    """Building yards: ``seat`` took the face-up ``tile`` of ``building``'s stack; the next
    one of the stack turns up when the turn ends (:class:`YardTurnedUp`)."""

    kind: Literal["yard_taken"] = "yard_taken"
    seat: int
    building: str
    tile: str


class YardTurnedUp(_Event):
    """Building yards: the next yard of ``building``'s stack, ``tile``, now lies face up."""

    kind: Literal["yard_turned_up"] = "yard_turned_up"
    building: str
    tile: str


class BonusCardRevealed(_Event):
    """Bonus cards: ``seat`` revealed ``card``; ``automatic``: at a scoring, because its
    building stood in the seat's Alhambra."""

    kind: Literal["bonus_card_revealed"] = "bonus_card_revealed"
    seat: int
    card: str
    automatic: bool = False


class BonusCardReturned(_Event):
    """Bonus cards: ``card``'s building left ``seat``'s Alhambra; the card went back to the
    hand (hidden again)."""

    kind: Literal["bonus_card_returned"] = "bonus_card_returned"
    seat: int
    card: str


class GateCardShown(_Event):
    """City gates: a gate card turned up while the money display was refilled and now lies
    by the gates (``discarded``: one lay there already, so this one went to the discard
    pile)."""

    kind: Literal["gate_card_shown"] = "gate_card_shown"
    card: str
    discarded: bool = False


class GateCardTaken(_Event):
    kind: Literal["gate_card_taken"] = "gate_card_taken"
    seat: int
    card: str


class GateBuilt(_Event):
    """City gates: ``seat`` played ``card``: a gate stands on the ``side`` wall of the tile
    at (x, y), just built (the tile's placement follows as its own event)."""

    kind: Literal["gate_built"] = "gate_built"
    seat: int
    card: str
    x: int
    y: int
    side: str


class GateLost(_Event):
    """City gates (GT2): a rebuild took away a tile of the gate on the edge between ``tile``
    (its ``side``) and ``other``: the gate left the game."""

    kind: Literal["gate_lost"] = "gate_lost"
    seat: int
    tile: str
    side: str
    other: str


class WallCardShown(_Event):
    """Wall cards: a wall card turned up and now lies beside the money display."""

    kind: Literal["wall_card_shown"] = "wall_card_shown"
    card: str


class WallsBuilt(_Event):
    """Wall cards: ``seat`` used ``card``: wooden walls now stand on ``sides`` of ``tile``."""

    kind: Literal["walls_built"] = "walls_built"
    seat: int
    card: str
    tile: str
    sides: tuple[str, ...]


class TurnRestarted(_Event):
    kind: Literal["turn_restarted"] = "turn_restarted"
    seat: int


class SeatRetired(_Event):
    """The seat left the game: it keeps its Alhambra and score and takes no more turns."""

    kind: Literal["seat_retired"] = "seat_retired"
    seat: int


class TurnEnded(_Event):
    kind: Literal["turn_ended"] = "turn_ended"
    seat: int
    next_seat: int | None


class MoneyRevealed(_Event):
    """Cards laid into the money display while refilling it."""

    kind: Literal["money_revealed"] = "money_revealed"
    cards: tuple[str, ...]


class DeckReshuffled(_Event):
    kind: Literal["deck_reshuffled"] = "deck_reshuffled"
    cards: int


class MarketRefilled(_Event):
    kind: Literal["market_refilled"] = "market_refilled"
    tiles: dict[str, str]


class ScoringRound(_Event):
    """A scoring round: ``points[seat][building]`` and ``walls[seat]`` as paid out."""

    kind: Literal["scoring_round"] = "scoring_round"
    round: int
    record: ScoringRecord


class DirkReceived(_Event):
    kind: Literal["dirk_received"] = "dirk_received"
    tiles: tuple[str, ...]


class FinalTilesAwarded(_Event):
    """End of the game: each left-over market tile goes to the most money in its currency."""

    kind: Literal["final_tiles_awarded"] = "final_tiles_awarded"
    awards: dict[str, int | None]
    tiles: dict[str, str]
    #: The combination: the second (Granada) tile left in a slot, which goes to the same
    #: receiver as the slot's first tile (currency -> tile).
    second_tiles: dict[str, str] = {}


class FinalTileGiven(_Event):
    """End of a Granada game: one left-over tile is handed to ``seat``, who builds it at once
    (or declines) before the next is handed out (rule book p. 10)."""

    kind: Literal["final_tile_given"] = "final_tile_given"
    seat: int
    slot: str
    tile: str


class VizierTurnedUp(_Event):
    """Expansion 1: ``seat`` turned its vizier picture side up again (its action)."""

    kind: Literal["vizier_turned_up"] = "vizier_turned_up"
    seat: int


class VizierWindowOpened(_Event):
    """The window between two turns (:mod:`.window`; named for the vizier, its first
    user): these seats, in priority order, may act out of turn: use their vizier (face up,
    and a market tile payable exactly) or play thieves."""

    kind: Literal["vizier_window_opened"] = "vizier_window_opened"
    seats: tuple[int, ...]


class VizierPassed(_Event):
    """``seat`` passed in the window between two turns (vizier and thieves alike). Kept for
    stored logs: a pass is now told as :class:`WindowAnswered`."""

    kind: Literal["vizier_passed"] = "vizier_passed"
    seat: int


class VizierWaiting(_Event):
    """``seat`` wants to act in the window (use its vizier, play a thief) but must wait for
    seats with priority to decide (what it does stays hidden until then). Kept for stored
    logs: it told the table that the seat could act; now told as :class:`WindowAnswered`."""

    kind: Literal["vizier_waiting"] = "vizier_waiting"
    seat: int


class WindowAnswered(_Event):
    """``seat`` answered in the window between two turns: a pass, or an act (a vizier's
    purchase, a theft) that waits for seats with priority. The two look alike to the
    table (:mod:`.window`, WS1): which it was shows only when an act takes effect."""

    kind: Literal["window_answered"] = "window_answered"
    seat: int


class VizierUsed(_Event):
    """``seat`` turned its vizier face down and bought a tile out of turn (the purchase and
    where it went follow as ``tile_bought`` and ``tile_placed`` / ``tile_reserved``)."""

    kind: Literal["vizier_used"] = "vizier_used"
    seat: int


class VizierWindowClosed(_Event):
    """The window between two turns is over: the turn that began goes on."""

    kind: Literal["vizier_window_closed"] = "vizier_window_closed"


class ChangeGiven(_Event):
    """Expansion 3 (change): ``seat`` paid ``overpaid`` more than the price and drew
    ``coins`` blind from the bag, laid face up; ``owed`` (floor(overpaid / 2)) is how many
    were due: fewer were drawn when the bag ran out."""

    kind: Literal["change_given"] = "change_given"
    seat: int
    overpaid: int
    owed: int
    coins: tuple[str, ...]


class CoinsReturned(_Event):
    """Expansion 3 (change): the coins ``seat`` spent went back into the bag."""

    kind: Literal["coins_returned"] = "coins_returned"
    seat: int
    coins: tuple[str, ...]


class TraderDisplaced(_Event):
    """Street trader (expansion 3): ``tile`` was built on ``seat``'s trader's square (at
    ``x``, ``y``); ``resident``: the colour (building) of the resident that moved from the
    trader onto the tile, None when none matched."""

    kind: Literal["trader_displaced"] = "trader_displaced"
    seat: int
    tile: str
    x: int
    y: int
    resident: str | None = None


class TraderDetached(_Event):
    """Street trader: a rebuild left ``seat``'s trader beside no tile; it moves at the end
    of the turn."""

    kind: Literal["trader_detached"] = "trader_detached"
    seat: int


class TraderRefilled(_Event):
    kind: Literal["trader_refilled"] = "trader_refilled"
    seat: int
    building: str


class TraderSwapped(_Event):
    kind: Literal["trader_swapped"] = "trader_swapped"
    seat: int
    give: str
    take: str


class TraderMoved(_Event):
    kind: Literal["trader_moved"] = "trader_moved"
    seat: int
    x: int
    y: int


class ResidentsChosen(_Event):
    """Street trader, setup: ``seat`` has chosen its residents and its trader's side (its
    residents stay its secret; the side shows once every seat has chosen: then ``squares``
    holds every trader's square, (x, y) per seat, and the first turn begins; empty until
    then)."""

    kind: Literal["residents_chosen"] = "residents_chosen"
    seat: int
    squares: tuple[tuple[int, int], ...] = ()


class ThiefPlayed(_Event):
    """Expansion 3: ``seat`` played the thief ``thief`` (of ``currency``; it leaves the
    game) and took the money card ``card`` from the display, which is refilled next."""

    kind: Literal["thief_played"] = "thief_played"
    seat: int
    thief: str
    currency: str
    card: str


class CharacterRevealed(_Event):
    """Characters (expansion 2): the character ``card`` turned up from the money deck; it is
    auctioned (at once, or after the refill that revealed it)."""

    kind: Literal["character_revealed"] = "character_revealed"
    card: str


class CharacterAuctionOpened(_Event):
    """Characters: the auction of ``card`` begins; ``order``: the seats in bidding order
    (the first opens)."""

    kind: Literal["character_auction_opened"] = "character_auction_opened"
    card: str
    order: tuple[int, ...]


class CharacterBid(_Event):
    kind: Literal["character_bid"] = "character_bid"
    seat: int
    card: str
    amount: int


class CharacterBidPassed(_Event):
    """Characters: ``seat`` passed in the auction of ``card`` (for good)."""

    kind: Literal["character_bid_passed"] = "character_bid_passed"
    seat: int
    card: str


class CharacterWon(_Event):
    """Characters: ``seat`` won ``card`` for ``amount`` (what it paid follows as
    :class:`CharacterPaid`, at once or once it has chosen how to pay)."""

    kind: Literal["character_won"] = "character_won"
    seat: int
    card: str
    amount: int


class CharacterPaid(_Event):
    """Characters: the winner of ``card`` paid ``cards`` (into the discard pile)."""

    kind: Literal["character_paid"] = "character_paid"
    seat: int
    card: str
    cards: tuple[str, ...]


class CharacterUnsold(_Event):
    """Characters: nobody bid for ``card`` (or the game ended before its auction): it left
    the game."""

    kind: Literal["character_unsold"] = "character_unsold"
    card: str


class CharacterUsed(_Event):
    """Characters: ``seat`` used ``character``. Laila: ``tiles`` = (the old market tile, the
    new one); Machma: ``cards`` = (discarded, taken); Knihstig: ``cards`` = (the card
    taken); Yammerad: ``drawn`` = how many cards went from the deck into the hand unseen
    (which ones only the drawer sees, in its hand; a log stored before named them in
    ``cards``); Abdul Karim: ``tiles`` = (the tile he paid; the purchase follows as
    ``tile_bought``, and he leaves the game); Ammar: his extra rebuild follows."""

    kind: Literal["character_used"] = "character_used"
    seat: int
    character: str
    cards: tuple[str, ...] = ()
    tiles: tuple[str, ...] = ()
    drawn: int = 0


class MasterBuilderUsed(_Event):
    """Master builders: ``seat`` discarded the master builder ``card`` (face up, to the
    discard pile) for ``rebuilds`` extra rebuilds at the end of its turn."""

    kind: Literal["master_builder_used"] = "master_builder_used"
    seat: int
    card: str
    rebuilds: int = 1


class GameEnded(_Event):
    kind: Literal["game_ended"] = "game_ended"
    scores: tuple[int, ...]
    winners: tuple[int, ...]


# -- invaders and scouts (expansion 4, :mod:`.invaders`) -------------------------------------


class ScoutTaken(_Event):
    """Invaders: ``seat`` paid a building of ``scout``'s colour exactly, took the face-up
    scout and looked at the top invader card (which card: only the seat's own view says)."""

    kind: Literal["scout_taken"] = "scout_taken"
    seat: int
    scout: str


class InvadersAttacked(_Event):
    """Invaders: at scoring ``round`` the top invader ``card`` was revealed; ``lost[seat]``:
    the points each seat lost (open sides, at most its total: IN2)."""

    kind: Literal["invaders_attacked"] = "invaders_attacked"
    round: int
    card: str
    lost: tuple[int, ...]


class ScoutsTurnedUp(_Event):
    """Invaders: after a scoring, new ``scouts`` were turned up."""

    kind: Literal["scouts_turned_up"] = "scouts_turned_up"
    scouts: tuple[str, ...]
# -- treasure chamber (expansion 4: module ``treasure_chamber``) ---------------------------


class ChestsBought(_Event):
    """Treasure chamber: ``seat`` took the chests ``chests`` (colours, named by their
    building) of ``room`` (1-3), paying ``cards``; the room was refilled with ``refill``
    from the bag (empty: the bag held fewer than 4, and the room stays empty)."""

    kind: Literal["chests_bought"] = "chests_bought"
    seat: int
    room: int
    chests: tuple[str, ...]
    cards: tuple[str, ...]
    refill: tuple[str, ...] = ()


class ChestPlaced(_Event):
    """Treasure chamber: a chest of ``tile``'s colour went on ``seat``'s ``tile``;
    ``passed_from``: the buyer who passed it on (None: ``seat`` bought it)."""

    kind: Literal["chest_placed"] = "chest_placed"
    seat: int
    tile: str
    passed_from: int | None = None


class ChestsReturned(_Event):
    """Treasure chamber: the chests ``chests`` that ``seat`` bought and nobody could place
    went back into the bag."""

    kind: Literal["chests_returned"] = "chests_returned"
    seat: int
    chests: tuple[str, ...]


class ScoringRecord(BaseModel):
    """The arithmetic of one scoring round, kept for the scoring table and the score chart.

    ``counts[b][i]`` and ``points[b][i]``: participant ``i``'s tiles of building ``b`` and
    the points paid for them; participants are the seats, then Dirk when he plays.
    ``walls[i]`` is seat ``i``'s longest outer wall (Granada: its longest moat). ``totals``
    are the seats' scores after.

    Filled only where a rule set or module uses them (empty in the base game):
    ``visible[b]``: the number of tiles of ``b`` in all cities, which Granada's multipliers
    multiply; ``best_prices[b][i]``: participant ``i``'s highest price of ``b`` (0: none),
    which breaks Granada's ties; ``extra[term][seat]``: points of a module's extra scoring
    term; ``added[module][b][i]``: how many of participant ``i``'s ``counts[b]`` a module
    added (bonus cards, building yards), already included in ``counts``.
    """

    model_config = ConfigDict(frozen=True)

    round: int
    counts: dict[str, tuple[int, ...]]
    points: dict[str, tuple[int, ...]]
    walls: tuple[int, ...]
    totals: tuple[int, ...]
    visible: dict[str, int] = {}
    best_prices: dict[str, tuple[int, ...]] = {}
    extra: dict[str, tuple[int, ...]] = {}
    added: dict[str, dict[str, tuple[int, ...]]] = {}
    #: ``halves[module][b][i]``: 1 where a module made participant ``i``'s count of ``b``
    #: half a building more than ``counts[b][i]`` (Hakim Wahid of the characters: it wins a
    #: tie, never beats one building more); not included in ``counts``.
    halves: dict[str, dict[str, tuple[int, ...]]] = {}
    #: The building types in the order of the scoring table's rows this round, when a
    #: module pays them by other rows than their own (the new scoring tiles: the type in
    #: ``rows[s]`` was paid like row s + 1); empty: each type by its own row.
    rows: tuple[str, ...] = ()


# -- bazaars (expansion 4, :mod:`.bazaars`) --------------------------------------------------


class CultureTileGained(_Event):
    """Art of the Moors: at the end of a turn ``seat`` took a free culture tile of
    ``price``, its 0 corner at the gem; ``marker``: its buildings of that price."""

    kind: Literal["culture_tile_gained"] = "culture_tile_gained"
    seat: int
    price: int
    marker: int


class CultureTilesTurned(_Event):
    """Art of the Moors: ``seat`` turned its culture tiles of ``prices`` one corner on;
    ``gain``: the points this adds to each scoring."""

    kind: Literal["culture_tiles_turned"] = "culture_tiles_turned"
    seat: int
    prices: tuple[int, ...]
    gain: int


class BazaarWaiting(_Event):
    """Bazaars: ``bazaar`` was drawn from the bag for the market and waits beside it under
    its ``currency`` (another tile was drawn for the slot)."""

    kind: Literal["bazaar_waiting"] = "bazaar_waiting"
    bazaar: str
    currency: str


class BazaarBought(_Event):
    """Bazaars: ``seat`` bought the waiting ``bazaar`` for ``price`` (that of the tile in its
    ``currency``'s slot), paid exactly with ``cards`` (none: Abdul Karim paid, ``karim``;
    ``vizier``: bought with the vizier, between turns)."""

    kind: Literal["bazaar_bought"] = "bazaar_bought"
    seat: int
    bazaar: str
    currency: str
    price: int
    cards: tuple[str, ...]
    karim: bool = False
    vizier: bool = False


# -- caravanserai (expansion 5, :mod:`.caravanserai`) ----------------------------------------


class CaravanseraiBought(_Event):
    """Caravanserai: ``seat`` bought the track card ``card`` for ``price`` in ``currency``
    (its marker at 0), paid with ``cards``."""

    kind: Literal["caravanserai_bought"] = "caravanserai_bought"
    seat: int
    card: str
    currency: str
    price: int
    cards: tuple[str, ...]


class CaravanseraiStepped(_Event):
    """Caravanserai: ``seat`` stepped the marker of ``card``; it now shows ``value`` in
    ``currency`` (``branch``: it switched currency at a branch)."""

    kind: Literal["caravanserai_stepped"] = "caravanserai_stepped"
    seat: int
    card: str
    currency: str
    value: int
    branch: bool = False


class CaravanseraiSpent(_Event):
    """Caravanserai: ``seat`` paid with ``card``'s ``value`` in ``currency``; its marker is
    back at 0 and the card stays."""

    kind: Literal["caravanserai_spent"] = "caravanserai_spent"
    seat: int
    card: str
    currency: str
    value: int
# -- sultan cards (expansion 5, :mod:`.sultan`) ----------------------------------------------


class SultanCardShown(_Event):
    """Sultan cards: a sultan card turned up and now lies beside the money display."""

    kind: Literal["sultan_card_shown"] = "sultan_card_shown"
    card: str


class SultanCardBought(_Event):
    """Sultan cards: ``seat`` bought ``card`` with ``cards`` and rolled ``building`` (the
    type the card now takes, public)."""

    kind: Literal["sultan_card_bought"] = "sultan_card_bought"
    seat: int
    card: str
    cards: tuple[str, ...]
    exact: bool
    building: str


class SultanClaimOpened(_Event):
    """Sultan cards: ``tile`` entered the ``slot`` of the market; ``seats`` (in priority
    order), each holding a sultan card of its type, are asked whether they take it."""

    kind: Literal["sultan_claim_opened"] = "sultan_claim_opened"
    tile: str
    slot: str
    seats: tuple[int, ...]


class SultanAnswered(_Event):
    """Sultan cards: ``seat`` answered (a pass, or a claim that waits for seats with
    priority: told alike until it takes effect)."""

    kind: Literal["sultan_answered"] = "sultan_answered"
    seat: int


class SultanClaimed(_Event):
    """Sultan cards: ``seat`` discarded ``card`` and took ``tile`` from the ``slot`` of the
    market for free (no purchase: no scout, no caravanserai step)."""

    kind: Literal["sultan_claimed"] = "sultan_claimed"
    seat: int
    card: str
    tile: str
    slot: str


class SultanClaimClosed(_Event):
    """Sultan cards: nobody took ``tile`` with a sultan card; it stays in the market."""

    kind: Literal["sultan_claim_closed"] = "sultan_claim_closed"
    tile: str

# -- exchange certificates (expansion 6, :mod:`.exchange_certificate`) -------------------------


class CertificateIssued(_Event):
    """Exchange certificates (EC1): ``seat`` overpaid by ``overpaid`` in ``currency`` and its
    stone of that currency now shows ``value`` (``before``: 0 when the stone was just taken
    from the pool)."""

    kind: Literal["certificate_issued"] = "certificate_issued"
    seat: int
    currency: str
    overpaid: int
    before: int
    value: int


class CertificateSpent(_Event):
    """Exchange certificates (EC2): ``seat`` paid with its stone of ``currency`` worth
    ``value``; the stone is back in the pool."""

    kind: Literal["certificate_spent"] = "certificate_spent"
    seat: int
    currency: str
    value: int


class PortalBought(_Event):
    """Portals: ``seat`` bought ``portal`` (physical) with a building of its type for
    ``price`` in ``currency``, paid with ``cards`` (X2: never an extra action)."""

    kind: Literal["portal_bought"] = "portal_bought"
    seat: int
    portal: str
    currency: str
    price: int
    cards: tuple[str, ...]


class FalconsBought(_Event):
    """Falcons (expansion 6): ``seat`` bought ``falcons`` ((falcon id, x, y) each, set at
    once on the point x, y of its Alhambra), paying ``cards``; ``revealed``: the falcons
    that now lie on top of the stacks bought from."""

    kind: Literal["falcons_bought"] = "falcons_bought"
    seat: int
    falcons: tuple[tuple[str, int, int], ...]
    cards: tuple[str, ...]
    revealed: tuple[str, ...] = ()


ScoringRound.model_rebuild()


# -- building sites (expansion 6, :mod:`.building_sites`) -----------------------------------


class SiteBought(_Event):
    """Building sites: ``seat`` bought ``tile`` from the ``slot`` slot as a building site for
    ``price`` (half its printed price, rounded up), paid with ``cards``; the marker drawn
    shows ``currency`` (the currency its completion is paid in; public, BS2)."""

    kind: Literal["site_bought"] = "site_bought"
    seat: int
    slot: str
    tile: str
    price: int
    cards: tuple[str, ...]
    exact: bool
    currency: str


class SiteCompleted(_Event):
    """Building sites: ``seat`` completed its site ``tile`` for its full ``price`` in the
    marker's ``currency``, paid with ``cards``; the marker went back into the bag."""

    kind: Literal["site_completed"] = "site_completed"
    seat: int
    tile: str
    price: int
    currency: str
    cards: tuple[str, ...]
    exact: bool


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
