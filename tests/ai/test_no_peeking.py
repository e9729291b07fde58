"""It never peeks (issue 28): a computer player's choice depends only on what its seat may
see. States taken from whole games (turns, placing, windows, the final distribution; two
to six players; the base game, Granada, the combination, the boxes and everything at once)
are dealt again where the seat cannot see (:mod:`tests.ai.hidden`: the deck's and the bag's
order, the other seats' hidden cards, face-down piles, the seed of every later shuffle and
roll): with the same ``rng`` every level chooses the same action as in the real game.

A player that read the deck, the bag, another hand or a later roll would choose
differently in some of these games; the check below shows the test can tell."""

import random
import zlib
from functools import cache

import pytest

from ai import LEVELS, choose_action, choose_rollwrite_action
from engine import rollwrite
from engine.alhambra import everything, legal_actions

from .games import BOXES, ROLLWRITE_GAMES, kind_of_moment, sampled_states
from .hidden import redealt, redealt_rollwrite

#: Module sets (players) whose states are asked.
GAMES = [
    ((), 4),
    ((), 2),
    (("granada", "granada_simplified"), 3),
    (("alhambra_granada", "change", "thieves", "vizier"), 2),
    (BOXES["expansion1"] + BOXES["expansion3"], 5),
    (BOXES["expansion2"] + BOXES["expansion4"], 3),
    (BOXES["expansion5"] + BOXES["expansion6"] + BOXES["promos"], 4),
    (tuple(everything()), 4),
    (tuple(everything()), 2),
    (tuple(everything()), 6),
]
#: Redeals per state and seat.
REDEALS = 2


@cache
def asked(modules, players) -> list:
    """(state, seat) pairs: every seat that may act in states of one whole game."""
    return [(state, seat) for state in sampled_states(modules, players, seed=21)
            for seat in state.active_seats]


def label(modules, players) -> str:
    named = "+".join(modules[:2]) + (f"+{len(modules) - 2} more" if len(modules) > 2 else "")
    return f"{named or 'base'}-{players}p"


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("modules", "players"), GAMES, ids=[label(*g) for g in GAMES])
def test_the_choice_is_the_same_whatever_the_seat_cannot_see(modules, players, level):
    pairs = asked(modules, players)
    assert {kind_of_moment(s) for s, _ in pairs} >= {"turn", "placing"}
    peeked = []
    for index, (state, seat) in enumerate(pairs):
        chosen = choose_action(state, seat, level, random.Random(index))
        for r in range(REDEALS):
            other = redealt(state, seat, random.Random(1000 * index + r))
            if choose_action(other, seat, level, random.Random(index)) != chosen:
                peeked.append(f"move {state.moves} ({kind_of_moment(state)}), seat {seat}")
    assert peeked == []


def test_windows_are_asked():
    """The states asked include out-of-turn windows and the final distribution."""
    kinds = {kind_of_moment(s) for modules, players in GAMES for s, _ in asked(modules, players)}
    assert kinds == {"turn", "placing", "window", "final_placing"}


#: Hidden parts a cheat could read, each with how to read it.
PEEKS = {
    "the deck": lambda state, seat: state.deck[:3],
    "the bag": lambda state, seat: state.bag[:3],
    "the seed": lambda state, seat: state.seed,
    "the other hands": lambda state, seat: [p.hand for i, p in enumerate(state.players)
                                            if i != seat],
    "the modules' secrets": lambda state, seat: [
        state.modules_state.get(key) for key in (
            "thieves.hands", "bonus_cards.hands", "change.bag", "invaders.deck",
            "treasure_chamber.bag", "falcons.stacks", "building_yards.stacks",
            "building_sites.bag", "street_trader.traders")],
}


@pytest.mark.parametrize("part", PEEKS)
def test_a_player_that_peeks_is_caught(part):
    """The test can fail: a player whose choice follows what it read of a hidden part
    chooses differently, in most states, once the game is dealt again."""
    read = PEEKS[part]

    def peeking(state, seat):
        legal = list(legal_actions(state, seat))
        return legal[zlib.crc32(repr(read(state, seat)).encode()) % len(legal)]

    caught = asked_here = 0
    for modules, players in GAMES:
        for index, (state, seat) in enumerate(asked(modules, players)):
            if part != "the seed" and not any(read(state, seat)):
                continue  # nothing there to read
            asked_here += 1
            caught += any(peeking(redealt(state, seat, random.Random(1000 * index + r)), seat)
                          != peeking(state, seat) for r in range(REDEALS))
    assert asked_here >= 20
    assert caught > asked_here // 2


# -- Roll & Write ---------------------------------------------------------------------------

@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize(("players", "options"), ROLLWRITE_GAMES)
def test_a_rollwrite_choice_does_not_know_the_coming_dice(players, options, level):
    """Roll & Write hides only the future: with another seed (every later roll), every
    state of a whole game gives the same choice."""
    state = rollwrite.new_game(players, seed=8, **options)
    game_rng = random.Random(8)
    peeked = []
    while not state.is_over:
        seat = game_rng.choice(state.active_seats)
        k = game_rng.randrange(1 << 30)
        chosen = choose_rollwrite_action(state, seat, level, random.Random(k))
        for r in range(REDEALS):
            other = redealt_rollwrite(state, seat, random.Random(k + r))
            if choose_rollwrite_action(other, seat, level, random.Random(k)) != chosen:
                peeked.append(f"move {state.moves}, seat {seat}")
        state, _ = rollwrite.apply(state, seat, chosen)
    assert peeked == []
