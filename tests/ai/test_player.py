"""The board game's computer player (issue 28): a legal action from every level wherever a
seat may act, whole games that end, no peeking at hidden parts, and the baselines doing
what the issue defines them to do."""

from __future__ import annotations

import random

import pytest

from ai import LEVELS, choose_action
from ai.common import SETTINGS
from ai.player import choose_policy
from ai.selfplay import play_game
from engine.alhambra import apply, everything, legal_actions, new_game
from engine.alhambra.actions import EndTurn, PassChests
from tests.engine.helpers import market_with, rebase, with_hand
from tests.engine.test_treasure_chamber import passed_to_a_choice

#: A few module sets whose windows and phases differ: the base game, the vizier's window,
#: thieves' window, character auctions, Granada, building yards, the street trader.
MODULE_SETS = [(), ("vizier",), ("thieves",), ("characters",), ("granada",),
               ("building_yards", "bonus_cards"), ("street_trader",)]


def states_along(modules, players: int, seed: int, every: int = 7):
    """States of a game of greedy and look-ahead seats, one every ``every`` decisions and
    every one that is a window, a placing or the end's hand-out, with its seats."""
    state = new_game(players, seed=seed, modules=list(modules))
    rng = random.Random(seed)
    count = 0
    while not state.is_over and count < 1500:
        seats = state.active_seats
        seat = seats[0]
        if count % every == 0 or state.flow.window_seats or state.flow.phase != "action":
            yield state, seats
        policy = ("greedy", "lookahead")[seat % 2]
        state, _ = apply(state, seat, choose_policy(policy, state, seat, rng))
        count += 1


@pytest.mark.parametrize("modules", MODULE_SETS, ids=lambda m: "+".join(m) or "base")
def test_every_level_answers_legally_in_turn_placing_windows_and_the_end(modules):
    seen = set()
    for index, (state, seats) in enumerate(states_along(modules, 2 + len(modules) % 3, 5)):
        if index % 3:
            continue
        for seat in seats:
            for level in LEVELS:
                action = choose_action(state, seat, level, random.Random(index))
                assert action in list(legal_actions(state, seat)), (level, action)
                assert action.kind != "restart_turn" and action.kind not in SETTINGS
            seen.add("window" if state.flow.window_seats else state.flow.phase)
    assert {"action", "placing", "final_placing"} <= seen
    if modules in (("vizier",), ("thieves",), ("characters",)):
        assert "window" in seen


def test_a_game_of_four_computer_seats_of_mixed_levels_ends_with_scores():
    result = play_game(["easy", "medium", "hard", "hard"], seed=3)
    assert not result.stuck and result.illegal == 0
    assert result.final.is_over and result.winners
    assert max(result.scores) > 40


def test_every_level_plays_a_whole_game_with_every_module_at_once():
    result = play_game(["hard", "medium", "easy"], seed=11, modules=list(everything()),
                       max_moves=20_000)
    assert not result.stuck and result.illegal == 0 and result.final.is_over


def reshuffled(state, seat: int, seed: int):
    """``state`` with every part hidden from ``seat`` redealt: the deck's order, the bag's
    order, and the other seats' hands (each keeps its size; cards swapped with the deck)."""
    rng = random.Random(seed)
    pool = list(state.deck)
    players = list(state.players)
    for other, player in enumerate(players):
        if other != seat:
            pool += player.hand
    rng.shuffle(pool)
    for other, player in enumerate(players):
        if other != seat:
            hand, pool = tuple(pool[: len(player.hand)]), pool[len(player.hand):]
            players[other] = player.model_copy(update={"hand": hand})
    bag = list(state.bag)
    rng.shuffle(bag)
    return state.model_copy(update={"deck": tuple(pool), "bag": tuple(bag),
                                    "players": tuple(players), "seed": seed})


def test_no_level_peeks_at_the_deck_the_bag_or_other_hands():
    checked = 0
    for index, (state, seats) in enumerate(states_along((), 4, 21, every=5)):
        if index % 2:
            continue
        seat = seats[0]
        other = reshuffled(state, seat, 1000 + index)
        assert other.deck != state.deck or not state.deck
        for level in LEVELS:
            assert choose_action(state, seat, level, random.Random(index)) == \
                choose_action(other, seat, level, random.Random(index)), level
        checked += 1
    assert checked > 20


def test_greedy_pays_exactly_when_it_can():
    state = new_game(3, seed=2)
    seat = state.active_seat
    state = market_with(state, denar="pavilion-2-NEW", dirham="tower-10-W",
                        ducat="garden-8-SW", guilder="chambers-7-SW")
    state = with_hand(state, seat, ("dirham-4-1", "dirham-6-1", "ducat-9-1", "guilder-9-1"))
    action = choose_policy("greedy", state, seat)
    assert action.kind == "buy" and action.slot == "dirham"
    assert sorted(action.cards) == ["dirham-4-1", "dirham-6-1"]


def test_greedy_takes_the_money_that_makes_an_exact_payment_possible():
    state = new_game(3, seed=2)
    seat = state.active_seat
    state = market_with(state, denar="pavilion-2-NEW", dirham="tower-10-W",
                        ducat="garden-8-SW", guilder="chambers-7-SW")
    display = ("dirham-3-1", "denar-5-1", "guilder-6-1", "ducat-9-2")
    state = with_hand(rebase(state, display=display), seat, ("dirham-7-1", "ducat-1-1"))
    action = choose_policy("greedy", state, seat)
    assert action.kind == "take_money" and action.cards == ("dirham-3-1",)


def test_greedy_builds_where_the_tile_touches_most_neighbours():
    state = new_game(2, seed=4)
    checked = 0
    for _ in range(600):
        if state.is_over:
            break
        seat = state.active_seats[0]
        action = choose_policy("greedy", state, seat)
        if action.kind == "place" and not state.flow.window_seats:
            grid = {(x, y) for x, y, _ in state.players[seat].alhambra}

            def touching(a, grid=grid):
                return sum((a.x + dx, a.y + dy) in grid
                           for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)))
            places = [a for a in legal_actions(state, seat)
                      if a.kind == "place" and a.tile == action.tile]
            assert touching(action) == max(touching(a) for a in places)
            checked += len({touching(a) for a in places}) > 1
        state, _ = apply(state, seat, action)
    assert checked >= 5


def test_look_ahead_buys_the_tile_that_scores_most_now():
    """Two tiles paid exactly: a tower (nobody has one: first place now) and a pavilion of
    which another seat already has three; the look-ahead takes the tower."""
    state = new_game(3, seed=2)
    seat = state.active_seat
    other = (seat + 1) % 3
    players = list(state.players)
    players[other] = players[other].model_copy(update={"alhambra": (
        (0, 0, "fountain"), (1, 0, "pavilion-8-none"), (2, 0, "pavilion-7-E"),
        (-1, 0, "pavilion-6-N"))})
    state = rebase(state, players=tuple(players))
    state = market_with(state, denar="pavilion-2-NEW", dirham="tower-10-W",
                        ducat="garden-8-SW", guilder="chambers-7-SW")
    state = with_hand(state, seat, ("dirham-4-1", "dirham-6-1", "denar-2-1"))
    action = choose_policy("lookahead", state, seat)
    assert action.kind == "buy" and action.slot == "dirham"


def test_an_unknown_level_is_refused():
    with pytest.raises(ValueError):
        choose_action(new_game(2, seed=1), 0, "grandmaster", random.Random(1))


def test_hard_plans_a_chain_of_exact_payments():
    """Two tiles it can pay exactly one after the other: hard buys one of them exactly
    (then acts again) instead of taking money or overpaying."""
    state = new_game(3, seed=2)
    seat = state.active_seat
    state = market_with(state, denar="pavilion-2-NEW", dirham="tower-10-W",
                        ducat="garden-8-SW", guilder="chambers-7-SW")
    state = with_hand(state, seat, ("dirham-4-1", "dirham-6-1", "ducat-8-1", "guilder-2-1"))
    action = choose_action(state, seat, "hard", random.Random(1))
    assert action.kind == "buy" and action.slot in ("dirham", "ducat")
    state, _ = apply(state, seat, action)
    assert state.flow.phase == "action" and state.flow.extra_action
    again = choose_action(state, seat, "hard", random.Random(1))
    assert again.kind == "buy" and again.slot in ("dirham", "ducat")
    assert again.slot != action.slot


@pytest.mark.parametrize("level", LEVELS)
def test_a_computer_receiving_chests_passed_on_answers_at_once(level):
    """Issue 40 (TC2): the receiver of chests passed on, with a choice, holds the end of the
    buyer's turn; a computer there leaves the choice at once (TC2's default, as when a
    person's time runs out), so a computer seat never stalls the table."""
    bought, seat, left = passed_to_a_choice()
    held, _ = apply(bought, seat, EndTurn())
    assert held.flow.window_seats == (left,)
    chosen = choose_action(held, left, level, random.Random(1))
    assert chosen == PassChests() and chosen in legal_actions(held, left)
    after, _ = apply(held, left, chosen)
    assert after.flow.window_seats == () and after.active_seat == left
