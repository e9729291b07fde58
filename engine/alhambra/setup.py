"""Setting up a game (Spielvorbereitung, rule book p. 3).

Starting money: each seat in turn is dealt face-up cards until they total at least 20 (so
between 20 and 28). The start player has the fewest cards, then the lowest total; where
the book says "the youngest" we take the earliest seat in a seeded shuffle of the seats.
Four cards are laid out, the rest is split into five near-equal stacks with scoring card
A shuffled into stack 2 and B into stack 4, stack 1 on top. Four tiles from the bag fill
the market in slot order. Modules may add tiles to the bag (``Module.bag_tiles``: the
camps), after the rule set's and before the shuffle, and lay the first market themselves
later (``Module.lays_first_market``: the street trader's residents are chosen first).

The rule set (:mod:`.ruleset`) supplies the tiles in the bag, the start tile and the faces
the first market shows (Granada: even sides, rule book p. 9); the random draws are the same
for every rule set, so a base game's setup never changed when rule sets came.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .components import (
    CARDS,
    DISPLAY_SIZE,
    MONEY_CARDS,
    STARTING_MONEY,
)
from .errors import BadOptions
from .modules import active_modules, modules_problem
from .ruleset import rules_of
from .state import Flow, GameOptions, GameState, PlayerState

MIN_PLAYERS, MAX_PLAYERS = 2, 6


def setup_rng(seed: int) -> random.Random:
    return random.Random(f"alhambra:{seed}:setup")


def new_game(players: int | Sequence[str], *, seed: int, **options) -> GameState:
    """A new game for 2-6 seats (a count, or the players' names in seat order)."""
    names = (
        [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else list(players)
    )
    if not MIN_PLAYERS <= len(names) <= MAX_PLAYERS:
        raise BadOptions(f"Alhambra is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, "
                         f"not {len(names)}", "engine-players-count", least=MIN_PLAYERS,
                         most=MAX_PLAYERS, count=len(names))
    wanted = tuple(options.pop("modules", ()))
    if options:
        raise BadOptions(f"unknown option{'s' if len(options) > 1 else ''}: "
                         f"{', '.join(sorted(options))}",
                         "engine-unknown-options", names=tuple(sorted(options)),
                         count=len(options))
    problem = modules_problem(wanted, len(names))
    if problem:
        raise BadOptions(problem)
    if len(names) == 2 and "dirk" not in wanted:
        wanted = ("dirk",) + wanted

    rng = setup_rng(seed)
    state = GameState(seed=seed, options=GameOptions(modules=wanted), players=())
    rules = rules_of(state)
    plane = ((0, 0, rules.start_tile),)
    state = state.model_copy(
        update={"players": tuple(PlayerState(name=n, alhambra=plane) for n in names)})
    modules = active_modules(state)

    cards = [c.id for c in MONEY_CARDS]
    out: list[str] = []
    for module in modules:
        cards, removed = module.money_cards(cards)
        out += removed
    rng.shuffle(cards)

    hands = []
    for _ in names:
        hand: list[str] = []
        while sum(CARDS[c].value for c in hand) < STARTING_MONEY:
            hand.append(cards.pop())
        hands.append(tuple(hand))
    display = tuple(cards.pop() for _ in range(DISPLAY_SIZE))

    deck, aside = rules.stack_deck(cards, rng, [c for m in modules for c in m.deck_cards(rng)])
    out += aside
    bag = list(rules.tiles()) + [tile for module in modules for tile in module.bag_tiles]
    rng.shuffle(bag)
    if any(module.lays_first_market for module in modules):
        state = state.model_copy(update={"bag": tuple(bag)})  # laid later by the module
    else:
        state = rules.first_market(state, bag, rng)

    tiebreak = list(range(len(names)))
    rng.shuffle(tiebreak)
    start = min(
        range(len(names)),
        key=lambda s: (len(hands[s]), sum(CARDS[c].value for c in hands[s]), tiebreak.index(s)),
    )
    state = state.model_copy(
        update={
            "players": tuple(
                p.model_copy(update={"hand": h}) for p, h in zip(state.players, hands, strict=True)
            ),
            "display": display,
            "deck": deck,
            "out_of_game": tuple(out),
            "flow": Flow(active_seat=start),
        }
    )
    for module in modules:
        state = module.setup(state, rng)
    return state.model_copy(update={"turn_start": state})
