"""It never breaks the game (issue 28): whole games with every seat a computer (the levels
mixed) for every sensible module set (the base game, each module on offer alone with what
it needs, each box, everything at once, Granada and the combination with the modules they
take), two to six players, and every Roll & Write mode: each choice is among the seat's
legal actions and applies without ``IllegalAction``, and every game ends (a move cap).

Most games are shortened to keep the suite fast: the computers play every seat's first
turns, the engine's random player plays on until the bag holds a dozen tiles, and the
computers play the rest (the last turns and the final distribution). A few games are
played by the computers from the first action to the last."""

import pytest

from engine.alhambra import EndTurn, everything, legal_actions

from . import games
from .games import ROLLWRITE_GAMES, computer_game, module_sets, rollwrite_game

#: Tiles left in the bag when the computers take over a shortened game.
TAKE_OVER = 12
SETS = module_sets()


def label(modules) -> str:
    return "+".join(modules) if len(modules) < 5 else f"{modules[0]}+{len(modules) - 1} more"


@pytest.mark.parametrize("index", range(len(SETS)), ids=[label(s) for s in SETS])
def test_a_game_of_computers_ends_with_legal_actions_only(index):
    modules = SETS[index]
    players = 2 + index % 5  # two to six players over the sets
    final, decided = computer_game(modules, players, seed=100 + index, skip_to=TAKE_OVER)
    assert final.is_over
    assert decided.total() > 3 * players  # the opening, and the end once the bag ran low


@pytest.mark.parametrize(("modules", "players"), [
    ((), 4),
    (tuple(everything()), 3),
])
def test_a_whole_game_of_computers(modules, players):
    """From the first action to the last, every seat a computer: in its turns, placing,
    the windows between turns (with everything: the vizier, thieves, auctions, ...) and the
    final distribution."""
    final, decided = computer_game(modules, players, seed=7)
    assert final.is_over and decided.total() == final.moves
    assert len(final.scorings) == 3
    assert {"turn", "placing"} <= set(decided)
    if modules:
        assert "window" in decided


@pytest.mark.parametrize(("players", "options"), ROLLWRITE_GAMES)
def test_a_rollwrite_game_of_computers(players, options):
    for seed in (1, 2):
        final = rollwrite_game(players, options, seed)
        assert final.is_over


def test_an_illegal_choice_is_caught(monkeypatch):
    """The test can fail: a player that ends its turn before it did anything."""
    real = games.choose_action

    def wrong(state, seat, level, rng):
        if legal_actions(state, seat).has("end_turn"):
            return real(state, seat, level, rng)
        return EndTurn()

    monkeypatch.setattr(games, "choose_action", wrong)
    with pytest.raises(AssertionError, match="not among its legal actions"):
        computer_game((), 3, seed=1)


def test_a_stuck_game_is_caught(monkeypatch):
    """The test can fail: a player that undoes its turn whenever it may never ends the
    game."""
    real = games.choose_action

    def undoing(state, seat, level, rng):
        legal = legal_actions(state, seat)
        if legal.has("restart_turn"):
            return legal.of_kind("restart_turn")[0]
        return real(state, seat, level, rng)

    monkeypatch.setattr(games, "choose_action", undoing)
    with pytest.raises(AssertionError, match="stuck"):
        computer_game((), 2, seed=1, max_moves=300)
