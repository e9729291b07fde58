"""What one seat, or the public, may see of a game.

The only way information leaves the engine for display. Hands are secret ("Ab jetzt bleibt
das Geld eines jeden Spielers geheim"); everyone sees how many cards each player holds.
The order of the deck and of the bag is never shown, only their sizes; a two-faced tile in
the bag shows neither face (Granada). Modules add their public fields under their names in
``modules_view`` (Granada: the black marker).
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, ConfigDict

from .components import CARD_ROLE, CURRENCIES
from .events import ScoringRecord
from .modules import active_modules
from .ruleset import rules_of
from .state import Built, GameState, Phase


class _View(BaseModel):
    model_config = ConfigDict(frozen=True)


class PlayerView(_View):
    seat: int
    name: str
    hand_size: int
    alhambra: tuple[Built, ...]
    reserve: tuple[str, ...]
    bought: tuple[str, ...]
    score: int
    #: ``(city, x, y)`` start cells when the player builds more than one city (see
    #: ``PlayerState.cities``); empty: one city around (0, 0).
    cities: tuple[tuple[str, int, int], ...] = ()


class PublicView(_View):
    players: tuple[PlayerView, ...]
    #: currency -> tile id (None: empty slot), in slot order
    market: dict[str, str | None]
    display: tuple[str, ...]
    deck_size: int
    discard_size: int
    bag_size: int
    dirk: tuple[str, ...] | None
    scorings: tuple[ScoringRecord, ...]
    #: scoring rounds still to come from the deck (1 and/or 2)
    scoring_cards_left: tuple[int, ...]
    phase: Phase
    active_seat: int | None
    turn: int
    extra_action: bool
    is_over: bool
    winners: tuple[int, ...]
    modules: tuple[str, ...]
    moves: int
    #: Seats that left the game: their Alhambras stay and score, they take no turns.
    retired: tuple[int, ...] = ()
    #: The rule set the game is played with ("alhambra", "granada").
    rule_set: str = "alhambra"
    #: The buildings that score, in the order of the scoring table.
    buildings: tuple[str, ...] = ()
    #: currency -> the second tile of the slot, where a rule set lays out two; else empty.
    second_market: dict[str, str | None] = {}
    #: Seats that may act out of turn now (a module's window); empty: only the active seat.
    window_seats: tuple[int, ...] = ()
    #: Module name -> that module's public fields (Granada: ``marker``, ``flip_cost``).
    modules_view: dict[str, dict[str, Any]] = {}


class SeatView(PublicView):
    """The public view plus what only this seat knows: its own hand."""

    seat: int
    hand: tuple[str, ...]


def view(state: GameState, seat: int | None) -> PublicView | SeatView:
    """What ``seat`` may see (``None``: a spectator or a public message)."""
    done = {r.round for r in state.scorings}
    rules = rules_of(state)
    modules_view = {}
    for module in active_modules(state):
        fields = module.view_fields(state, seat)
        if fields:
            modules_view[module.name] = fields
    caravans = "caravanserai" in state.options.modules or \
        "exchange_certificate" in state.options.modules
    public = dict(
        players=tuple(
            PlayerView(
                seat=i,
                name=p.name,
                hand_size=_hand_cards(p.hand, caravans),
                alhambra=p.alhambra,
                reserve=p.reserve,
                bought=p.bought,
                score=p.score,
                cities=p.cities,
            )
            for i, p in enumerate(state.players)
        ),
        market=dict(zip(CURRENCIES, state.market, strict=True)),
        display=state.display,
        deck_size=len(state.deck),
        discard_size=len(state.discard),
        bag_size=len(state.bag),
        dirk=state.dirk,
        scorings=state.scorings,
        scoring_cards_left=tuple(r for r in (1, 2) if r not in done and not state.is_over),
        phase=state.flow.phase,
        active_seat=state.flow.active_seat,
        turn=state.flow.turn,
        extra_action=state.flow.extra_action,
        is_over=state.is_over,
        winners=tuple(state.winners),
        modules=state.options.modules,
        moves=state.moves,
        retired=state.retired,
        rule_set=rules.name,
        buildings=rules.buildings,
        second_market=dict(zip(CURRENCIES, state.second_market, strict=False)),
        window_seats=state.flow.window_seats,
        modules_view=modules_view,
    )
    if seat is None:
        return PublicView(**public)
    return SeatView(**public, seat=seat, hand=state.players[seat].hand)


def _hand_cards(hand: tuple[str, ...], caravans: bool) -> int:
    """How many cards ``hand`` holds: a caravanserai's value (expansion 5, KS4) and an
    exchange certificate (expansion 6, EC8) are kept in the hand but are no cards there."""
    if not caravans:
        return len(hand)
    return sum(1 for c in hand if CARD_ROLE.get(c) not in ("caravanserai", "certificate"))
