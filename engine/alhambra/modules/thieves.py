"""Expansion 3, "Die Stunde der Diebe": the thieves (Diebe; shared/EXPANSIONS.md "TH
Thieves", compendium §9). Module name ``thieves``; also with Granada and the combination
(X1) and with two players.

- Material: 12 thief cards, 3 per currency (``thief-<currency>-<1..3>``, as in
  shared/data/expansions.json).
- Setup: shuffled and dealt face down, 4 each with 2 and 3 players, 3 each with 4, 2 each
  with 5 and 6 ("Jeder Spieler erhält vier Diebeskarten (bei 4 Spielern drei, bei 5 und 6
  Spielern zwei)"); the rest leave the game face down. Dirk gets none.
- Play (:class:`~.actions.PlayThief`): after a turn is completely over (its refills done),
  anyone except the next player may play thieves, in the vizier's priority order: in the
  window between two turns that the core shares with the vizier (:mod:`.window`; TH1: one
  priority loop for both). A thief takes one face-up card of its currency from the money
  display, to its player's hand; the thief leaves the game (face up); the display is
  refilled at once, and a scoring card revealed then is scored at once (X4, the same
  refill as after a turn). Thieves may be chained: after a theft the window opens afresh,
  and the same seat may play another (once those with priority have passed again).
- Only money of the thief's own currency: "Ein Dieb kann nicht unter Zuhilfenahme einer
  Wechselstube eine andersfarbige Geldkarte stehlen. Er darf auch die Wechselstube selbst
  nicht stehlen. Ein Dieb darf keine Diamanten stehlen" (compendium §9): a card is
  stealable when its currency is the thief's and it is no exchange office (a diamond has
  no such currency; a master builder of the thief's currency may be taken).
- "Unmittelbar vor der Versteigerung am Ende darf ein Dieb nicht mehr eingesetzt werden":
  when the market cannot be refilled the game ends instead of a next turn, and no window
  opens.

Decisions where the rules need a program's answer:

- TH1 (shared/EXPANSIONS.md): the vizier and the thieves share one priority loop; a seat
  answers once per round of the window, with a vizier's purchase, a theft or a pass.
- TD1: one theft is one act: a chain is a theft after a theft, each time after the seats
  with priority have passed again ("restarts after each act").
- TD2: the next player (the active seat while the window is open) may use its vizier
  there but never a thief; a seat that has left the game plays none.
- TD3: the vizier's "always pass" setting is the vizier's only: a seat set so is still
  asked when it could play a thief (unless its thieves are set so too, TD6).
- TD4: the thieves of one currency are alike: the listing offers one of them (the first
  held) for each card it could take; any of them is accepted.
- TD5 (the window's WS1): whom the window asks tells nothing of the colours of a seat's
  thieves. It asks every seat holding a thief (how many each holds is public), except the
  next player and a seat that left, whenever the display shows a card that some thief not
  yet played could take (a money card, no office, of a currency whose three thieves are
  not all played); each answers in private, with a thief that matches or a pass.
- TD6 (as the vizier's "always pass", for a game over days where TD5 asks nearly every
  seat after nearly every turn): each seat holding a thief has a standing setting "don't
  ask me about thieves" (:class:`~.actions.ThievesAlwaysPass`, any time, whoever's turn; on
  and off again the same way). A seat set so is not asked for its thieves (still for its
  vizier, unless that is set too) and plays none until it switches it off; switched on
  while the window waits for it, it passes at once unless its vizier still brings it in.
  Who set it is public (``always_pass`` in the view, a seat's choice that tells nothing of
  its thieves); it is listed only while the seat holds a thief (without one it is
  irrelevant). Like the bonus cards' standing choice (B5) it is no move of the turn: made
  before the active seat has acted, the turn begins after it (nothing to undo); made later,
  the turn's start stays as it was (the turn's actions replay from it) and restarting the
  turn does not take it back (``kept_on_restart``).

Hidden information: the thieves in a hand and those out of the game are never in a public
view (the public sees how many each seat holds; each seat sees its own). A played thief is
public (:class:`~.events.ThiefPlayed`, ``played`` in the view). A theft waiting for seats
with priority is hidden like a vizier's answer.
"""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

from engine.errors import Reason

from ..actions import PlayThief, ThievesAlwaysPass
from ..components import CARDS, CURRENCIES
from ..errors import IllegalAction
from ..events import ThiefPlayed
from ..kit import (
    begins_the_turn,
    is_on,
    kept,
    pass_if_nothing_else,
    refill_display,
    switched,
    window_answered,
    with_player,
)
from ..state import GameState
from . import seam as modules

#: Thief card id -> its currency, in data order (three per currency).
CURRENCY_OF: dict[str, str] = {f"thief-{currency}-{number}": currency
                               for currency in CURRENCIES for number in (1, 2, 3)}
THIEVES: tuple[str, ...] = tuple(CURRENCY_OF)
_ORDER = {thief: index for index, thief in enumerate(THIEVES)}
#: Players -> thieves dealt to each (the rest leave the game).
DEAL: dict[int, int] = {2: 4, 3: 4, 4: 3, 5: 2, 6: 2}

#: Keys in ``GameState.modules_state``: per seat, the hidden thieves in its hand and the
#: thieves it played (public); the thieves out of the game (face down).
HANDS = "thieves.hands"
PLAYED = "thieves.played"
OUT = "thieves.out"
#: The seats whose thieves always pass (TD6; public), sorted; absent when none.
ALWAYS_PASS = "thieves.always_pass"


def hands(state: GameState) -> list[list[str]]:
    """Each seat's hidden thieves (a fresh list)."""
    return [list(cards) for cards in state.modules_state.get(HANDS) or ()]


def played(state: GameState) -> list[list[str]]:
    """The thieves each seat has played, in order (a fresh list)."""
    return [list(cards) for cards in state.modules_state.get(PLAYED) or ()]


def always_passes(state: GameState, seat: int) -> bool:
    """TD6: whether ``seat`` set its thieves to always pass (public)."""
    return is_on(state, ALWAYS_PASS, seat)


def _ordered(thieves) -> list[str]:
    return sorted(thieves, key=_ORDER.__getitem__)


def stealable(card: str, currency: str) -> bool:
    """Whether a thief of ``currency`` may take the display card ``card``."""
    found = CARDS.get(card)
    return found is not None and found.kind != "exchange" and found.currency == currency


def _targets(state: GameState, seat: int) -> list[tuple[str, str]]:
    """(thief, card) for each card ``seat`` could take now, one thief per currency."""
    if seat == state.flow.active_seat or seat in state.retired or always_passes(state, seat):
        return []
    first: dict[str, str] = {}
    for thief in (state.modules_state.get(HANDS) or ())[seat]:  # (asked after every turn)
        first.setdefault(CURRENCY_OF[thief], thief)
    return [(first[currency], card) for currency in first for card in state.display
            if stealable(card, currency)]


@lru_cache(maxsize=512)
def _play(thief: str, card: str) -> PlayThief:
    return PlayThief(thief=thief, card=card)


def _problem(state: GameState, seat: int, action: PlayThief) -> IllegalAction | None:
    if action.thief not in CURRENCY_OF:
        return IllegalAction(f"there is no thief card {action.thief!r}", "engine-thief-unknown",
                             thief=action.thief)
    if seat == state.flow.active_seat:  # TD2
        return IllegalAction("it is your turn next: the next player may not play thieves",
                             "engine-thief-next-player")
    if always_passes(state, seat):  # TD6
        return IllegalAction("your thieves are set to always pass: switch that off first",
                             "engine-thieves-always-passes")
    if action.thief not in hands(state)[seat]:
        return IllegalAction("you do not hold that thief", "engine-thief-not-yours",
                             currency=CURRENCY_OF[action.thief])
    currency = CURRENCY_OF[action.thief]
    if action.card not in state.display:
        return IllegalAction(f"the card {action.card} is not on display",
                             "engine-thief-not-on-display", card=action.card)
    card = CARDS[action.card]
    if card.kind == "exchange":
        return IllegalAction("a thief cannot take an exchange office",
                             "engine-thief-office", card=action.card)
    if card.currency != currency:
        return IllegalAction(f"a {currency} thief takes only {currency} money, not "
                             f"{action.card}", "engine-thief-wrong-currency",
                             currency=currency, card=action.card)
    return None


def _steal(state: GameState, seat: int, action: PlayThief, events: list) -> GameState:
    in_hand, gone = hands(state), played(state)
    in_hand[seat].remove(action.thief)
    gone[seat].append(action.thief)
    display = tuple(c for c in state.display if c != action.card)
    state = with_player(state, seat, hand=state.players[seat].hand + (action.card,))
    state = state.model_copy(update={
        "display": display,
        "modules_state": {**state.modules_state, HANDS: in_hand, PLAYED: gone}})
    events.append(ThiefPlayed(seat=seat, thief=action.thief,
                              currency=CURRENCY_OF[action.thief], card=action.card))
    return refill_display(state, events)  # X4: a scoring card is scored at once


def _setting_problem(state: GameState, seat: int, on: bool) -> IllegalAction | None:
    if not hands(state)[seat]:
        return IllegalAction("you hold no thief", "engine-thieves-none-held")
    if always_passes(state, seat) == on:
        return IllegalAction("your thieves are set so already",
                             "engine-thieves-setting-unchanged", on="yes" if on else "no")
    return None


def _always_pass(state: GameState, seat: int, action: ThievesAlwaysPass):
    """TD6: the standing "don't ask me about thieves"; public, no event, no move."""
    problem = _setting_problem(state, seat, action.on)
    if problem is not None:
        raise problem
    new = begins_the_turn(state, switched(state, ALWAYS_PASS, seat, action.on))
    return pass_if_nothing_else(new, seat) if action.on else (new, [])


_SETTING = {on: ThievesAlwaysPass(on=on) for on in (True, False)}


class Thieves(modules.Module):
    name = "thieves"
    title = "Thieves"
    description = ("Hidden thief cards: between two turns, each takes one money card of its "
                   "currency from the display.")
    shares_window = True
    window_actions = frozenset({"play_thief"})
    handlers = {"thieves_always_pass": _always_pass}
    any_time_actions = frozenset({"thieves_always_pass"})

    def setup(self, state: GameState, rng: random.Random) -> GameState:
        cards = list(THIEVES)
        rng.shuffle(cards)
        seats = len(state.players)
        each = DEAL[seats]
        dealt = [_ordered(cards[seat * each:(seat + 1) * each]) for seat in range(seats)]
        return state.model_copy(update={"modules_state": {
            **state.modules_state, HANDS: dealt, PLAYED: [[] for _ in range(seats)],
            OUT: _ordered(cards[seats * each:])}})

    def window_able(self, state: GameState, seat: int) -> bool:
        """TD5: by public information only (the seat holds a thief; some unplayed thief
        could take a card on display), never by the colours it holds."""
        if seat == state.flow.active_seat or seat in state.retired:
            return False
        if always_passes(state, seat):  # TD6
            return False
        if not (state.modules_state.get(HANDS) or ())[seat]:
            return False
        gone = [CURRENCY_OF[t] for cards in played(state) for t in cards]
        open_ = [c for c in CURRENCIES if gone.count(c) < 3]
        return any(stealable(card, currency) for card in state.display for currency in open_)

    def kept_on_restart(self, state: GameState, restored: GameState) -> GameState:
        """TD6: restarting the turn does not take the setting back."""
        return kept(state, restored, ALWAYS_PASS)

    def any_time_legal_actions(self, state: GameState, seat: int):
        """TD6: the setting, while the seat holds a thief."""
        every = state.modules_state.get(HANDS)
        if every and every[seat]:
            yield _SETTING[not always_passes(state, seat)]

    def window_legal_actions(self, state: GameState, seat: int):
        return [_play(thief, card) for thief, card in _targets(state, seat)]

    def window_problem(self, state: GameState, seat: int, action: PlayThief
                       ) -> IllegalAction | None:
        return _problem(state, seat, action)

    def window_act(self, state: GameState, seat: int, action: PlayThief, mover: int,
                   events: list) -> GameState:
        return _steal(state, seat, action, events)

    def window_reason(self, state: GameState) -> Reason | None:
        if not any(self.window_able(state, s) for s in state.flow.window_seats):
            return None
        return Reason("the others may still play thieves", "engine-thieves-window")

    def view_fields(self, state: GameState, seat: int | None) -> dict[str, Any]:
        fields: dict[str, Any] = {"held": [len(cards) for cards in hands(state)],
                                  "played": played(state),
                                  "always_pass": [always_passes(state, s)
                                                  for s in range(len(state.players))]}
        if seat is not None:
            fields["hand"] = hands(state)[seat]
            answered = window_answered(state, seat)
            if answered is not None:
                fields["answered"] = answered
        return fields

    def problems(self, state: GameState) -> list[str]:
        found = []
        in_hand, gone = hands(state), played(state)
        seats = len(state.players)
        if len(in_hand) != seats or len(gone) != seats:
            found.append(f"thieves for {len(in_hand)} hands and {len(gone)} seats played, "
                         f"not {seats}")
        every = [t for cards in in_hand + gone for t in cards]
        every += list(state.modules_state.get(OUT) or ())
        if sorted(every, key=lambda t: _ORDER.get(t, -1)) != list(THIEVES):
            found.append(f"thief cards not accounted for once: {sorted(every)}")
        if any(seat not in range(seats) for seat in state.modules_state.get(ALWAYS_PASS) or ()):
            found.append("thieves set to always pass for a seat not in the game")
        dealt = DEAL.get(seats)
        for seat in range(min(seats, len(in_hand), len(gone))):
            if dealt is not None and len(in_hand[seat]) + len(gone[seat]) != dealt:
                found.append(f"seat {seat} was dealt {dealt} thieves, holds "
                             f"{len(in_hand[seat])} and played {len(gone[seat])}")
        return found


#: The module, as the catalogue (:mod:`.catalogue`) lists it.
MODULE = Thieves()
