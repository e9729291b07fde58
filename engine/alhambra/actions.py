"""Everything a seat can do, as frozen pydantic models in one discriminated union.

Each action has a short text form (``str(action)``) used in game logs; :func:`parse_action`
reads it back, so a logged game can be re-entered by hand.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class _Action(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class TakeMoney(_Action):
    """Geld nehmen: one card of any value, or several totalling at most 5."""

    kind: Literal["take_money"] = "take_money"
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return "take " + " ".join(self.cards)


class Buy(_Action):
    """Gebäudeplättchen kaufen: pay the tile in ``slot``'s currency with these cards."""

    kind: Literal["buy"] = "buy"
    slot: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"buy {self.slot} with " + " ".join(self.cards)


class BuySecond(_Action):
    """The combination (rule book p. 12): buy the second tile of ``slot`` (the Granada tile
    beside the Alhambra tile), paid in the slot's currency like :class:`Buy`."""

    kind: Literal["buy_second"] = "buy_second"
    slot: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"buy second {self.slot} with " + " ".join(self.cards)


class Place(_Action):
    """Build a tile bought this turn into the Alhambra at ``(x, y)``."""

    kind: Literal["place"] = "place"
    tile: str
    x: int
    y: int

    def __str__(self) -> str:
        return f"place {self.tile} at {self.x},{self.y}"


class Reserve(_Action):
    """Put a tile bought this turn on the reserve (Reservefeld). Granada: ``tile`` may name
    either face of it; that face shows on the reserve (free)."""

    kind: Literal["reserve"] = "reserve"
    tile: str

    def __str__(self) -> str:
        return f"reserve {self.tile}"


class Flip(_Action):
    """Granada: turn a tile bought this turn over before building it, paying at least 3 in
    one currency (no change). ``tile`` is the face that shows now."""

    kind: Literal["flip"] = "flip"
    tile: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"flip {self.tile} with " + " ".join(self.cards)


# -- magic buildings (promo, :mod:`.magic_buildings`) ------------------------------------


class RotateMagic(_Action):
    """Magic buildings (MG1, MG4): turn a magic building bought this turn, still waiting
    to be built or reserved, to another of its rotations (free). ``tile`` is the face that
    shows now, ``to`` the face wanted."""

    kind: Literal["rotate_magic"] = "rotate_magic"
    tile: str
    to: str

    def __str__(self) -> str:
        return f"rotate {self.tile} to {self.to}"


class GiveToDirk(_Action):
    """Two players: give a tile bought this turn to Dirk instead of keeping it."""

    kind: Literal["give_to_dirk"] = "give_to_dirk"
    tile: str

    def __str__(self) -> str:
        return f"give {self.tile} to dirk"


class RebuildPlace(_Action):
    """Umbau: build a tile from the reserve into the Alhambra."""

    kind: Literal["rebuild_place"] = "rebuild_place"
    tile: str
    x: int
    y: int

    def __str__(self) -> str:
        return f"rebuild place {self.tile} at {self.x},{self.y}"


class RebuildRemove(_Action):
    """Umbau: take the tile at ``(x, y)`` out of the Alhambra onto the reserve."""

    kind: Literal["rebuild_remove"] = "rebuild_remove"
    x: int
    y: int

    def __str__(self) -> str:
        return f"rebuild remove {self.x},{self.y}"


class RebuildExchange(_Action):
    """Umbau: swap a reserve tile with the built tile at exactly ``(x, y)``."""

    kind: Literal["rebuild_exchange"] = "rebuild_exchange"
    tile: str
    x: int
    y: int

    def __str__(self) -> str:
        return f"rebuild exchange {self.tile} at {self.x},{self.y}"


class TurnVizierUp(_Action):
    """Expansion 1 (p. 14): "Den Wesir wieder aktivieren", an action of the turn instead of
    taking money, buying or rebuilding: the vizier token is turned picture side up."""

    kind: Literal["turn_vizier_up"] = "turn_vizier_up"

    def __str__(self) -> str:
        return "vizier up"


class UseVizier(_Action):
    """Expansion 1 (p. 14): between two turns, buy the tile of ``slot`` (``second``: the
    combination's second tile of the slot) paid exactly with ``cards`` and build it at once
    at ``(x, y)``, or put it on the reserve (``x`` and ``y`` None).

    Granada (p. 9, "das gerade erworbene Plättchen"): ``face`` is the side it is built or
    reserved with (None: the side it showed in the market); the reserve takes either side
    for free, building the other side costs ``turn``, at least 3 in one currency."""

    kind: Literal["use_vizier"] = "use_vizier"
    slot: str
    cards: tuple[str, ...]
    second: bool = False
    x: int | None = None
    y: int | None = None
    face: str | None = None
    turn: tuple[str, ...] = ()
    #: Bazaars (expansion 4): the waiting bazaar bought instead of the slot's tile (``slot``
    #: is then its currency, whose tile sets the price).
    bazaar: str | None = None

    @property
    def reserve(self) -> bool:
        return self.x is None or self.y is None

    def __str__(self) -> str:
        where = "reserve" if self.reserve else f"at {self.x},{self.y}"
        if self.bazaar:
            return f"vizier bazaar {self.bazaar} {self.slot} with {' '.join(self.cards)} {where}"
        second = "second " if self.second else ""
        face = f" as {self.face}" if self.face else ""
        turn = f" turning with {' '.join(self.turn)}" if self.turn else ""
        return f"vizier {second}{self.slot} with {' '.join(self.cards)}{face}{turn} {where}"


class PassVizier(_Action):
    """Expansion 1: let this chance to use the vizier go (the window between two turns).
    In the shared window (:mod:`.window`) it is a pass like :class:`PassWindow`: listed for
    a seat that could only use its vizier there."""

    kind: Literal["pass_vizier"] = "pass_vizier"

    def __str__(self) -> str:
        return "vizier pass"


class VizierAlwaysPass(_Action):
    """Expansion 1, for a game over days: ``on``: never ask this seat between turns (its
    vizier passes by itself) until it is switched off again. Any time, whoever's turn."""

    kind: Literal["vizier_always_pass"] = "vizier_always_pass"
    on: bool

    def __str__(self) -> str:
        return f"vizier always pass {'on' if self.on else 'off'}"
class ThievesAlwaysPass(_Action):
    """Expansion 3, for a game over days (the thieves' TD6): ``on``: never ask this seat
    about its thieves between turns (they pass by themselves) until it is switched off
    again. Any time, whoever's turn; public (who set it tells nothing of a hand)."""

    kind: Literal["thieves_always_pass"] = "thieves_always_pass"
    on: bool

    def __str__(self) -> str:
        return f"thieves always pass {'on' if self.on else 'off'}"


class PassWindow(_Action):
    """The window between two turns (:mod:`.window`): let this chance go, for everything
    the seat could do there now (use its vizier, play thieves)."""

    kind: Literal["pass_window"] = "pass_window"

    def __str__(self) -> str:
        return "pass"


class PlayThief(_Action):
    """Expansion 3, thieves: between two turns, play the thief card ``thief`` to take the
    money card ``card`` of its currency from the display."""

    kind: Literal["play_thief"] = "play_thief"
    thief: str
    card: str

    def __str__(self) -> str:
        return f"steal {self.card} with {self.thief}"


class TakeYard(_Action):
    """Building yards (expansion 1): take the face-up yard of ``building``'s stack instead
    of taking money, buying or rebuilding; it is placed or reserved like a bought tile."""

    kind: Literal["take_yard"] = "take_yard"
    building: str

    def __str__(self) -> str:
        return f"take yard {self.building}"


class TakeGateCard(_Action):
    """City gates (expansion 2): take the gate card lying by the gates instead of taking
    money."""

    kind: Literal["take_gate_card"] = "take_gate_card"

    def __str__(self) -> str:
        return "take gate card"


class PlaceGate(_Action):
    """City gates: build a tile bought this turn (or received at the end) at ``(x, y)``,
    playing a gate card: a gate goes on the double wall on ``side`` of the tile."""

    kind: Literal["place_gate"] = "place_gate"
    tile: str
    x: int
    y: int
    side: str

    def __str__(self) -> str:
        return f"place {self.tile} at {self.x},{self.y} gate {self.side}"


class RebuildPlaceGate(_Action):
    """City gates: the rebuild that builds a reserve tile in, playing a gate card on the
    double wall on ``side`` of the tile."""

    kind: Literal["rebuild_place_gate"] = "rebuild_place_gate"
    tile: str
    x: int
    y: int
    side: str

    def __str__(self) -> str:
        return f"rebuild place {self.tile} at {self.x},{self.y} gate {self.side}"


class UseWallCard(_Action):
    """Wall cards (expansion 3): take the wall card ``card`` lying beside the money display
    and put wooden walls as it shows on one's tile ``tile`` (an action of the turn)."""

    kind: Literal["use_wall_card"] = "use_wall_card"
    card: str
    tile: str

    def __str__(self) -> str:
        return f"wall {self.card} on {self.tile}"


class RevealBonusCard(_Action):
    """Bonus cards (expansion 1): reveal one's bonus card ``card`` (any time, also out of
    turn) while its building stands in one's Alhambra."""

    kind: Literal["reveal_bonus_card"] = "reveal_bonus_card"
    card: str

    def __str__(self) -> str:
        return f"reveal {self.card}"


class KeepBonusCardsHidden(_Action):
    """Bonus cards (expansion 1), a standing choice for scoring rounds 1 and 2: ``on``: a
    matching hidden card stays hidden there and does not count; off (the default): it is
    revealed and counts. Any time, whoever's turn; private (no event)."""

    kind: Literal["keep_bonus_cards_hidden"] = "keep_bonus_cards_hidden"
    on: bool

    def __str__(self) -> str:
        return f"bonus keep hidden {'on' if self.on else 'off'}"


class RefillTrader(_Action):
    """Street trader (expansion 3): a resident of the trader moved onto a tile; put one of
    ``building``'s colour from the common supply on the trader instead."""

    kind: Literal["refill_trader"] = "refill_trader"
    building: str

    def __str__(self) -> str:
        return f"refill trader {self.building}"


class SwapTrader(_Action):
    """Street trader: no resident of the trader matched the tile that displaced it; swap
    one of ``give``'s colour for one of ``take``'s from the common supply (a choice)."""

    kind: Literal["swap_trader"] = "swap_trader"
    give: str
    take: str

    def __str__(self) -> str:
        return f"swap trader {self.give} for {self.take}"


class MoveTrader(_Action):
    """Street trader: at the end of the turn, the displaced trader goes to the empty cell
    ``(x, y)`` next to a tile of the Alhambra."""

    kind: Literal["move_trader"] = "move_trader"
    x: int
    y: int

    def __str__(self) -> str:
        return f"move trader to {self.x},{self.y}"


class ChooseResidents(_Action):
    """Street trader, setup ("jeder Spieler [muss] sich vorher seine Bewohner ...
    aussuchen", C-setup 8): before the first turn, the three residents (by colour, named by
    their building) that go on the seat's trader, and the side of the fountain it lies at."""

    kind: Literal["choose_residents"] = "choose_residents"
    residents: tuple[str, ...]
    side: str

    def __str__(self) -> str:
        return f"residents {' '.join(self.residents)} at {self.side}"


class BidForCharacter(_Action):
    """Characters (expansion 2): the seat asked in a character's auction raises the high
    bid to ``amount`` (at least 1, above the high bid; payable in one currency)."""

    kind: Literal["bid_for_character"] = "bid_for_character"
    amount: int

    def __str__(self) -> str:
        return f"bid {self.amount}"


class PassBid(_Action):
    """Characters: the seat asked in a character's auction passes (for good: CH2)."""

    kind: Literal["pass_bid"] = "pass_bid"

    def __str__(self) -> str:
        return "pass bid"


class PayForCharacter(_Action):
    """Characters: the auction's winner pays its bid with ``cards`` (at least the bid, in
    one currency; payment aids allowed)."""

    kind: Literal["pay_for_character"] = "pay_for_character"
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return "pay character with " + " ".join(self.cards)


class UseLaila(_Action):
    """Characters, Laila Wundabah (turn start): swap the tile of market ``slot`` for a new
    tile from the bag."""

    kind: Literal["use_laila"] = "use_laila"
    slot: str

    def __str__(self) -> str:
        return f"laila {self.slot}"


class UseMachma(_Action):
    """Characters, Machma Klain (turn start): discard the money card ``give`` from the hand
    and take the face-up card ``take`` of equal or lower value."""

    kind: Literal["use_machma"] = "use_machma"
    give: str
    take: str

    def __str__(self) -> str:
        return f"machma {self.give} for {self.take}"


class UseYammerad(_Action):
    """Characters, Yammerad (turn start, fewer than 3 money cards in hand): take the money
    deck's top card."""

    kind: Literal["use_yammerad"] = "use_yammerad"

    def __str__(self) -> str:
        return "yammerad"


class BuyWithKarim(_Action):
    """Characters, Abdul Karim: he pays the full price of the building in market ``slot``
    (an exact payment; the card then leaves the game)."""

    kind: Literal["buy_with_karim"] = "buy_with_karim"
    slot: str

    def __str__(self) -> str:
        return f"karim buys {self.slot}"


class TakeWithKnihstig(_Action):
    """Characters, Abdul Knihstig: after buying a tile of price 10 or more this turn, take
    the face-up card ``card`` from the money display."""

    kind: Literal["take_with_knihstig"] = "take_with_knihstig"
    card: str

    def __str__(self) -> str:
        return f"knihstig takes {self.card}"


# -- expansion 4: master builders (master_builders.py) ----------------------------------


class UseMasterBuilder(_Action):
    """Master builders: discard the master builder ``card`` from the hand for an extra
    rebuild at the end of the turn (two with Ammar El'Schauf)."""

    kind: Literal["use_master_builder"] = "use_master_builder"
    card: str

    def __str__(self) -> str:
        return f"master builder {self.card}"
# -- treasure chamber (expansion 4: module ``treasure_chamber``) ---------------------------


class BuyChests(_Action):
    """Treasure chamber (expansion 4): take all the chests of ``room`` (1-3) of the
    treasure chamber, paying at least 8 with ``cards`` in any mix of currencies (no change,
    no extra action)."""

    kind: Literal["buy_chests"] = "buy_chests"
    room: int
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"chests {self.room} with " + " ".join(self.cards)


class PlaceChest(_Action):
    """Treasure chamber: at the end of the turn, put one of the chests bought this turn on
    ``tile``, a building of the chest's colour in one's Alhambra without a chest."""

    kind: Literal["place_chest"] = "place_chest"
    tile: str

    def __str__(self) -> str:
        return f"chest on {self.tile}"
# -- falcons (expansion 6, :mod:`.falcons`) -------------------------------------------------


class BuyFalcons(_Action):
    """Falcons (expansion 6): buy the tops of one or more falcon stacks, at most one of
    each, and set each at once on a point of one's Alhambra: ``falcons`` holds (stack
    colour, x, y) per falcon, the point (x, y) being the north-west corner of cell (x, y)
    (where cells (x-1, y-1), (x, y-1), (x-1, y) and (x, y) meet). Paid with ``cards``:
    at least 6 per falcon in any mix of currencies (no coins of the change, no change, no
    extra action)."""

    kind: Literal["buy_falcons"] = "buy_falcons"
    falcons: tuple[tuple[str, int, int], ...]
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return ("falcons " + " ".join(f"{c}@{x},{y}" for c, x, y in self.falcons)
                + " with " + " ".join(self.cards))


# -- art of the Moors (expansion 5, :mod:`.art_of_the_moors`) ---------------------------------


class TurnCultureTiles(_Action):
    """Art of the Moors (expansion 5): turn every culture tile that may turn by one corner
    (AM4), as the main action."""

    kind: Literal["turn_culture_tiles"] = "turn_culture_tiles"

    def __str__(self) -> str:
        return "turn culture tiles"


# -- bazaars (expansion 4, :mod:`.bazaars`) --------------------------------------------------


class BuyBazaar(_Action):
    """Bazaars: buy the waiting bazaar ``bazaar``, paid exactly in its currency with these
    cards (its price is that of the tile in its currency's market slot)."""

    kind: Literal["buy_bazaar"] = "buy_bazaar"
    bazaar: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"buy bazaar {self.bazaar} with " + " ".join(self.cards)


class BuyBazaarWithKarim(_Action):
    """Bazaars with the characters: Abdul Karim pays the waiting bazaar ``bazaar``."""

    kind: Literal["buy_bazaar_with_karim"] = "buy_bazaar_with_karim"
    bazaar: str

    def __str__(self) -> str:
        return f"karim buys bazaar {self.bazaar}"


# -- caravanserai (expansion 5, :mod:`.caravanserai`) ----------------------------------------


class BuyCaravanserai(_Action):
    """Caravanserai: buy the track card ``card`` (KS2: paid in ``currency``, the buyer's
    choice, with these cards; its price comes from the Alhambra's building types)."""

    kind: Literal["buy_caravanserai"] = "buy_caravanserai"
    card: str
    currency: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"caravanserai {self.card} in {self.currency} with " + " ".join(self.cards)


class StepCaravanserai(_Action):
    """Caravanserai: at the start of one's turn, step the marker of one's card ``card``: +1
    (``to`` None) or onto the branch to the currency ``to``."""

    kind: Literal["step_caravanserai"] = "step_caravanserai"
    card: str
    to: str | None = None

    def __str__(self) -> str:
        return f"step {self.card}" + (f" to {self.to}" if self.to else "")
# -- sultan cards (expansion 5, :mod:`.sultan`) ----------------------------------------------


class BuySultanCard(_Action):
    """Sultan cards: buy the sultan card ``card`` lying beside the money display for 7 in
    its currency, with these cards (an action of the turn); the die is rolled at once."""

    kind: Literal["buy_sultan_card"] = "buy_sultan_card"
    card: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"buy sultan {self.card} with " + " ".join(self.cards)


class ClaimWithSultan(_Action):
    """Sultan cards, out of turn: discard one's sultan card ``card`` to take the new tile
    of its type from the market for free, built at ``x``, ``y``, or to the reserve
    (``reserve``), or given to Dirk (``dirk``)."""

    kind: Literal["claim_with_sultan"] = "claim_with_sultan"
    card: str
    x: int | None = None
    y: int | None = None
    reserve: bool = False
    dirk: bool = False
    #: A magic building (promo, MG6): the position it is built or reserved in (one of its
    #: rotations); None: as it lies in the market.
    face: str | None = None

    def __str__(self) -> str:
        turned = f" as {self.face}" if self.face else ""
        if self.dirk:
            return f"sultan {self.card} to dirk"
        if self.reserve:
            return f"sultan {self.card} reserve{turned}"
        return f"sultan {self.card} at {self.x},{self.y}{turned}"


class PassSultan(_Action):
    """Sultan cards, out of turn: let the new tile go (no sultan card used for it)."""

    kind: Literal["pass_sultan"] = "pass_sultan"

    def __str__(self) -> str:
        return "sultan pass"


# -- exchange certificates (expansion 6, :mod:`.exchange_certificate`) -------------------------


class OverpayFor(_Action):
    """Exchange certificates with the change (EC3): a seat's standing choice of what its
    overpayments give, ``take`` "coins" or "certificate" (the default). Any time, whoever's
    turn."""

    kind: Literal["overpay_for"] = "overpay_for"
    take: Literal["coins", "certificate"]

    def __str__(self) -> str:
        return f"overpay for {self.take}"


# -- building sites (expansion 6, :mod:`.building_sites`) -----------------------------------


class BuySite(_Action):
    """Building sites: buy the tile in the market slot ``slot`` as a building site, at half
    its price (rounded up) in the slot's currency, with these cards (BS1)."""

    kind: Literal["buy_site"] = "buy_site"
    slot: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"buy site {self.slot} with " + " ".join(self.cards)


class CompleteSite(_Action):
    """Building sites: complete the unfinished site ``tile`` by paying its full printed
    price in its marker's currency with these cards."""

    kind: Literal["complete_site"] = "complete_site"
    tile: str
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return f"complete site {self.tile} with " + " ".join(self.cards)


# -- portals (expansion 6) --------------------------------------------------------------


class BuyPortal(_Action):
    """Portals: right after buying a building, buy a portal of its type with ``cards``
    (in the building's currency; paid apart, never an extra action)."""

    kind: Literal["buy_portal"] = "buy_portal"
    cards: tuple[str, ...]

    def __str__(self) -> str:
        return "buy portal with " + " ".join(self.cards)


class RestartTurn(_Action):
    """Undo: roll back everything done this turn (nothing hidden was revealed yet)."""

    kind: Literal["restart_turn"] = "restart_turn"

    def __str__(self) -> str:
        return "restart turn"


class EndTurn(_Action):
    """Confirm the turn once every bought tile is placed, reserved (or given to Dirk)."""

    kind: Literal["end_turn"] = "end_turn"

    def __str__(self) -> str:
        return "end turn"


class RetireSeat(_Action):
    """The seat leaves the running game (the bot applies it after the others voted it out).

    Allowed at any time while the game runs, on any seat's turn. The seat keeps its
    Alhambra, reserve, hand and score (its buildings still count in every scoring round)
    but never acts again: turns skip it. If it was its turn, the unfinished turn is rolled
    back and play passes on. Never listed among the legal actions.
    """

    kind: Literal["retire_seat"] = "retire_seat"

    def __str__(self) -> str:
        return "retire seat"


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


def _coords(text: str) -> tuple[int, int]:
    x, y = text.split(",")
    return int(x), int(y)


def _vizier(words: list[str]) -> UseVizier:
    if words[0] == "bazaar":  # bazaars: "vizier bazaar <id> <slot> with ... at x,y"
        plain = _vizier(words[2:])
        return plain.model_copy(update={"bazaar": words[1]})
    second = words[0] == "second"
    if second:
        words = words[1:]
    slot, _with, *rest = words
    x = y = None
    if rest[-1] == "reserve":
        rest = rest[:-1]
    elif len(rest) >= 3 and rest[-2] == "at":
        x, y = _coords(rest[-1])
        rest = rest[:-2]
    else:
        raise ValueError("a vizier's tile is built at x,y or goes to the reserve")
    turn: tuple[str, ...] = ()
    if "turning" in rest:
        at = rest.index("turning")
        turn, rest = tuple(rest[at + 2:]), rest[:at]
    face = None
    if "as" in rest:
        at = rest.index("as")
        face, rest = rest[at + 1], rest[:at]
    return UseVizier(slot=slot, cards=tuple(rest), second=second, x=x, y=y, face=face,
                     turn=turn)


def parse_action(text: str) -> Action:
    """Read an action back from its text form (``str(action)``); ValueError when unreadable."""
    words = text.split()
    try:
        match words:
            case ["take", "yard", building]:
                return TakeYard(building=building)
            case ["take", "gate", "card"]:
                return TakeGateCard()
            case ["place", tile, "at", cell, "gate", side]:
                return PlaceGate(tile=tile, x=_coords(cell)[0], y=_coords(cell)[1], side=side)
            case ["rebuild", "place", tile, "at", cell, "gate", side]:
                return RebuildPlaceGate(tile=tile, x=_coords(cell)[0], y=_coords(cell)[1],
                                        side=side)
            case ["wall", card, "on", tile]:
                return UseWallCard(card=card, tile=tile)
            case ["take", *cards] if cards:
                return TakeMoney(cards=tuple(cards))
            case ["buy", "site", slot, "with", *cards] if cards:
                return BuySite(slot=slot, cards=tuple(cards))
            case ["complete", "site", tile, "with", *cards] if cards:
                return CompleteSite(tile=tile, cards=tuple(cards))
            case ["buy", "portal", "with", *cards] if cards:
                return BuyPortal(cards=tuple(cards))
            case ["buy", "bazaar", bazaar, "with", *cards] if cards:
                return BuyBazaar(bazaar=bazaar, cards=tuple(cards))
            case ["karim", "buys", "bazaar", bazaar]:
                return BuyBazaarWithKarim(bazaar=bazaar)
            case ["turn", "culture", "tiles"]:
                return TurnCultureTiles()
            case ["buy", "second", slot, "with", *cards] if cards:
                return BuySecond(slot=slot, cards=tuple(cards))
            case ["buy", slot, "with", *cards] if cards:
                return Buy(slot=slot, cards=tuple(cards))
            case ["place", tile, "at", cell]:
                return Place(tile=tile, x=_coords(cell)[0], y=_coords(cell)[1])
            case ["reserve", tile]:
                return Reserve(tile=tile)
            case ["flip", tile, "with", *cards] if cards:
                return Flip(tile=tile, cards=tuple(cards))
            case ["rotate", tile, "to", to]:
                return RotateMagic(tile=tile, to=to)
            case ["give", tile, "to", "dirk"]:
                return GiveToDirk(tile=tile)
            case ["rebuild", "place", tile, "at", cell]:
                return RebuildPlace(tile=tile, x=_coords(cell)[0], y=_coords(cell)[1])
            case ["rebuild", "remove", cell]:
                return RebuildRemove(x=_coords(cell)[0], y=_coords(cell)[1])
            case ["rebuild", "exchange", tile, "at", cell]:
                return RebuildExchange(tile=tile, x=_coords(cell)[0], y=_coords(cell)[1])
            case ["vizier", "up"]:
                return TurnVizierUp()
            case ["vizier", "pass"]:
                return PassVizier()
            case ["vizier", "always", "pass", ("on" | "off") as on]:
                return VizierAlwaysPass(on=on == "on")
            case ["vizier", *rest] if "with" in rest:
                return _vizier(rest)
            case ["pass"]:
                return PassWindow()
            case ["thieves", "always", "pass", ("on" | "off") as on]:
                return ThievesAlwaysPass(on=on == "on")
            case ["steal", card, "with", thief]:
                return PlayThief(thief=thief, card=card)
            case ["reveal", card]:
                return RevealBonusCard(card=card)
            case ["bonus", "keep", "hidden", ("on" | "off") as on]:
                return KeepBonusCardsHidden(on=on == "on")
            case ["refill", "trader", building]:
                return RefillTrader(building=building)
            case ["swap", "trader", give, "for", take]:
                return SwapTrader(give=give, take=take)
            case ["residents", *colours, "at", side] if colours:
                return ChooseResidents(residents=tuple(colours), side=side)
            case ["move", "trader", "to", cell]:
                return MoveTrader(x=_coords(cell)[0], y=_coords(cell)[1])
            case ["bid", amount]:
                return BidForCharacter(amount=int(amount))
            case ["pass", "bid"]:
                return PassBid()
            case ["pay", "character", "with", *cards] if cards:
                return PayForCharacter(cards=tuple(cards))
            case ["laila", slot]:
                return UseLaila(slot=slot)
            case ["machma", give, "for", take]:
                return UseMachma(give=give, take=take)
            case ["yammerad"]:
                return UseYammerad()
            case ["karim", "buys", slot]:
                return BuyWithKarim(slot=slot)
            case ["knihstig", "takes", card]:
                return TakeWithKnihstig(card=card)
            case ["master", "builder", card]:
                return UseMasterBuilder(card=card)
            case ["falcons", *rest] if "with" in rest and rest.index("with") > 0:
                at = rest.index("with")
                return BuyFalcons(falcons=tuple(
                    (pick.split("@")[0], *_coords(pick.split("@")[1])) for pick in rest[:at]),
                    cards=tuple(rest[at + 1:]))
            case ["chests", room, "with", *cards] if cards:
                return BuyChests(room=int(room), cards=tuple(cards))
            case ["chest", "on", tile]:
                return PlaceChest(tile=tile)
            case ["caravanserai", card, "in", currency, "with", *cards] if cards:
                return BuyCaravanserai(card=card, currency=currency, cards=tuple(cards))
            case ["step", card]:
                return StepCaravanserai(card=card)
            case ["step", card, "to", currency]:
                return StepCaravanserai(card=card, to=currency)
            case ["buy", "sultan", card, "with", *cards] if cards:
                return BuySultanCard(card=card, cards=tuple(cards))
            case ["sultan", "pass"]:
                return PassSultan()
            case ["sultan", card, "to", "dirk"]:
                return ClaimWithSultan(card=card, dirk=True)
            case ["sultan", card, "reserve"]:
                return ClaimWithSultan(card=card, reserve=True)
            case ["sultan", card, "reserve", "as", face]:
                return ClaimWithSultan(card=card, reserve=True, face=face)
            case ["sultan", card, "at", cell]:
                return ClaimWithSultan(card=card, x=_coords(cell)[0], y=_coords(cell)[1])
            case ["sultan", card, "at", cell, "as", face]:
                return ClaimWithSultan(card=card, x=_coords(cell)[0], y=_coords(cell)[1],
                                       face=face)
            case ["overpay", "for", ("coins" | "certificate") as take]:
                return OverpayFor(take=take)
            case ["restart", "turn"]:
                return RestartTurn()
            case ["end", "turn"]:
                return EndTurn()
            case ["retire", "seat"]:
                return RetireSeat()
    except ValueError as error:
        raise ValueError(f"cannot read the action {text!r}: {error}") from None
    raise ValueError(f"cannot read the action {text!r}")
