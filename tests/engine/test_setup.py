"""Setting up (Spielvorbereitung, p. 3; two players p. 7)."""

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.alhambra import BadOptions, new_game, problems
from engine.alhambra.components import CARDS


def money(hand):
    return sum(CARDS[c].value for c in hand)


@settings(max_examples=60, deadline=None)
@given(players=st.integers(2, 6), seed=st.integers(0, 2**32))
def test_starting_money_is_always_20_to_28_and_the_start_player_follows_the_rules(players, seed):
    """p. 3: "niemand Geld mit einem Gesamtwert von mehr als 28 oder weniger als 20"."""
    state = new_game(players, seed=seed)
    hands = [p.hand for p in state.players]
    assert all(20 <= money(h) <= 28 for h in hands)
    assert all(money(h[:-1]) < 20 for h in hands)  # dealing stopped at the first card past 20
    start = state.active_seat
    fewest = min(len(h) for h in hands)
    assert len(hands[start]) == fewest
    assert money(hands[start]) == min(money(h) for h in hands if len(h) == fewest)
    assert len(state.display) == 4 and None not in state.market
    assert problems(state) == []


def test_scoring_cards_lie_in_the_second_and_fourth_of_five_stacks():
    for seed in range(30):
        state = new_game(4, seed=seed)
        deck = state.deck
        money_cards = len(deck) - 2
        size, extra = divmod(money_cards, 5)
        sizes = [size + (1 if i < extra else 0) for i in range(5)]
        a, b = deck.index("scoring-A"), deck.index("scoring-B")
        assert sizes[0] <= a <= sizes[0] + sizes[1]
        before_b = b - 1  # money cards above B (A is above it)
        assert sum(sizes[:3]) <= before_b <= sum(sizes[:4])


def test_two_players_play_with_72_cards_and_dirk_starts_with_6_tiles():
    state = new_game(["Ana", "Ben"], seed=3)
    assert state.options.modules == ("dirk",)
    assert len(state.out_of_game) == 36
    assert all(c.endswith("-3") for c in state.out_of_game)
    assert len(state.dirk) == 6
    assert len(state.bag) == 54 - 4 - 6
    assert problems(state) == []


def test_bad_player_counts_and_unknown_modules_are_refused():
    with pytest.raises(BadOptions, match="2 to 6 players"):
        new_game(7, seed=1)
    with pytest.raises(BadOptions, match="2 to 6 players"):
        new_game(["solo"], seed=1)
    with pytest.raises(BadOptions, match="not available"):
        new_game(3, seed=1, modules=("lanterns",))
    with pytest.raises(BadOptions, match="only in a two-player game"):
        new_game(3, seed=1, modules=("dirk",))
    with pytest.raises(BadOptions, match="unknown option"):
        new_game(3, seed=1, colour="red")


def test_names_and_seeds():
    state = new_game(["Ana", "Ben", "Cem"], seed=5)
    assert [p.name for p in state.players] == ["Ana", "Ben", "Cem"]
    assert new_game(3, seed=5) == new_game(3, seed=5)
    assert new_game(3, seed=5).deck != new_game(3, seed=6).deck


def test_the_engine_lists_the_modules_players_choose_and_says_why_a_choice_cannot_be_played():
    """The bot offers exactly what the engine lists (bot/alhambra/options.py) and refuses with
    the engine's own reason. Dirk is switched on by the engine for two players, not chosen."""
    from engine.alhambra import available_modules, modules_problem

    assert "dirk" not in [m.name for m in available_modules()]
    assert all(m.title and m.description for m in available_modules())
    assert modules_problem([]) is None
    assert modules_problem(["chess"]) == "these rule modules are not available: chess"
    assert modules_problem(["dirk"]) == "Two players with Dirk is switched on by the game itself"
    assert modules_problem(["dirk"], players=3) == "Dirk plays only in a two-player game"
    with pytest.raises(BadOptions, match="Dirk plays only in a two-player game"):
        new_game(3, seed=1, modules=["dirk"])
