"""The redeal helper itself (:mod:`tests.ai.hidden`): over states from whole games of every
module set, what the seat sees is unchanged, the game stays sound, and over many states
every kind of hidden part does change (a redeal that moved nothing would make the
no-peeking test unable to fail)."""

import random
from functools import cache

import pytest

from engine import rollwrite
from engine.alhambra import everything, new_game, problems, view
from engine.rollwrite import view as rollwrite_view

from .games import ROLLWRITE_GAMES, sampled_states
from .hidden import redealt, redealt_rollwrite

#: Module sets (players): the sets of the no-leaks test, with everything at once.
GAMES = [
    ((), 3),
    ((), 2),
    (("granada",), 3),
    (("alhambra_granada",), 2),
    (("vizier", "exchange_offices", "bonus_cards", "building_yards"), 4),
    (("city_gates", "diamonds", "camps", "thieves", "wall_cards", "street_trader", "change",
      "characters"), 3),
    (("invaders", "vizier", "exchange_offices", "wall_cards", "camps", "characters"), 3),
    (("master_builders", "characters", "thieves", "change", "exchange_offices"), 6),
    (("treasure_chamber", "master_builders", "invaders", "bazaars", "vizier", "thieves",
      "characters", "change", "diamonds"), 4),
    (("sultan", "vizier", "characters", "change", "diamonds", "exchange_offices"), 3),
    (("caravanserai", "vizier", "characters", "change", "treasure_chamber", "bazaars",
      "master_builders", "diamonds", "exchange_offices"), 3),
    (("alhambra_granada", "exchange_certificate", "change", "master_builders"), 2),
    (("building_sites", "change", "diamonds", "exchange_offices", "treasure_chamber",
      "street_trader"), 5),
    (("falcons", "diamonds", "change", "master_builders", "characters", "camps"), 3),
    (tuple(everything()), 4),
    (tuple(everything()), 2),
]

#: What a redeal moves, each with how to read it from a state (seat: the one redealt for).
PARTS = {
    "deck": lambda s, seat: s.deck,
    "bag": lambda s, seat: s.bag,
    "seed": lambda s, seat: s.seed,
    "other hands": lambda s, seat: [p.hand for i, p in enumerate(s.players) if i != seat],
    "out of the game": lambda s, seat: s.out_of_game,
    **{key: (lambda s, seat, key=key: s.modules_state.get(key)) for key in (
        "bonus_cards.hands", "bonus_cards.out", "thieves.hands", "thieves.out",
        "building_yards.stacks", "change.bag", "invaders.deck", "invaders.scouts",
        "building_sites.bag", "falcons.stacks", "treasure_chamber.bag",
        "street_trader.traders")},
}


@cache
def states_of(modules, players, seed=11):
    return sampled_states(modules, players, seed, per_kind=3)


@pytest.mark.parametrize(("modules", "players"), GAMES)
def test_a_redeal_keeps_the_seats_view_and_a_sound_game(modules, players):
    checked = 0
    for state in states_of(modules, players):
        assert problems(state) == []  # (the game itself is sound)
        for seat in range(players):
            again = redealt(state, seat, random.Random(checked))
            checked += 1
            assert view(again, seat) == view(state, seat)
            assert problems(again) == []
            assert again.turn_start is None or problems(again.turn_start) == []
    assert checked >= 4 * players


def test_every_hidden_part_changes():
    """Over the states of these games, each part the redeal moves did change somewhere
    (and the seat's own hand never does)."""
    changed = set()
    present = set()
    for modules, players in GAMES:
        for state in states_of(modules, players):
            seat = state.active_seats[0] if state.active_seats else 0
            again = redealt(state, seat, random.Random(state.moves))
            assert again.players[seat].hand == state.players[seat].hand
            for part, read in PARTS.items():
                if read(state, seat):
                    present.add(part)
                if read(again, seat) != read(state, seat):
                    changed.add(part)
    assert present == set(PARTS)  # every part was there to move
    assert changed == present


def test_a_pile_of_the_deck_keeps_its_cards():
    """Before the first reshuffle each of the deck's five piles is shuffled on its own: the
    scoring card stays in its pile (the second and fourth), so the seat's knowledge of when
    scoring may come holds."""
    state = new_game(4, seed=5)
    money = len(state.deck) - 2  # split into five near-equal piles, then A into the
    sizes = [money // 5 + (1 if i < money % 5 else 0) for i in range(5)]  # 2nd, B the 4th
    sizes[1] += 1
    sizes[3] += 1
    edges = [sum(sizes[:i]) for i in range(6)]

    def pile(index):
        return next(i for i in range(5) if edges[i] <= index < edges[i + 1])

    moved = 0
    for r in range(20):
        again = redealt(state, 0, random.Random(r))
        for card, number in (("scoring-A", 1), ("scoring-B", 3)):
            assert pile(again.deck.index(card)) == pile(state.deck.index(card)) == number
            moved += again.deck.index(card) != state.deck.index(card)
    assert moved > 20


@pytest.mark.parametrize(("players", "options"), ROLLWRITE_GAMES)
def test_a_rollwrite_redeal_changes_only_the_future(players, options):
    state = rollwrite.new_game(players, seed=4, **options)
    again = redealt_rollwrite(state, 0, random.Random(1))
    assert again.seed != state.seed
    assert rollwrite_view(again, 0) == rollwrite_view(state, 0)
    assert rollwrite.problems(again) == []
