"""What leaves the engine: views without the seed, and the idle player's default play."""

import pytest

from engine.rollwrite import (
    GainCoins,
    IllegalAction,
    PublicView,
    SeatView,
    TurnDie,
    apply,
    timeout_actions,
    view,
)

from .helpers import game, with_roll, with_sheet


def test_views_never_show_the_seed_or_the_roll_counter():
    state = game(3, seed=424242)
    public = view(state, None)
    assert isinstance(public, PublicView) and not isinstance(public, SeatView)
    dumped = public.model_dump()
    assert "seed" not in dumped and "rolls" not in dumped
    assert "424242" not in public.model_dump_json()
    mine = view(state, 1)
    assert isinstance(mine, SeatView) and mine.seat == 1
    assert "424242" not in mine.model_dump_json()


def test_a_seat_view_shows_where_its_dice_point():
    state = with_roll(game(3, seed=2), (2, 5), (3, 3))
    state = with_sheet(state, 0, crossed=[(2, 3), (1, 1), (6, 6)])
    mine = view(state, 0)
    assert mine.targets == ((2, 3), (5, 3))
    assert mine.coins_on_offer == 2  # (2, 3) is hit by both blue dice
    sheet = mine.players[0]
    assert sheet.rows[1] == 1 and sheet.columns[2] == 1 and sheet.waiting
    assert sum(sheet.counts.values()) == 3
    assert [row.name for row in mine.score_sheet] == ["Player 1", "Player 2", "Player 3"]
    assert mine.boxes["tower"] == 6 and mine.place_points["tower"] == (21, 13, 6)


def test_the_score_sheet_lists_imaginary_players_after_the_real_ones():
    public = view(game(["Ana"], seed=3, opponents=3), None)
    assert [(r.name, r.imaginary) for r in public.score_sheet] == [
        ("Ana", False), ("Dirk 1", True), ("Dirk 2", True), ("Dirk 3", True)]
    assert all(sum(r.counts.values()) == 3 for r in public.score_sheet)


def test_timeout_rolls_back_turned_dice_and_gains_coins():
    state = game(3, seed=4)
    state, _ = apply(state, 0, TurnDie(
        colour="yellow", value=state.roll.yellow[0],
        direction="up" if state.roll.yellow[0] < 6 else "down"))
    actions = timeout_actions(state, 0)
    assert [a.kind for a in actions] == ["restart_turn", "gain_coins"]
    for action in actions:
        state, _ = apply(state, 0, action)
    assert state.players[0].spent == 0 and state.players[0].done
    with pytest.raises(IllegalAction):
        timeout_actions(state, 0)
    assert timeout_actions(state, 1) == [GainCoins(round=1)]


def test_timeout_in_classic_mode_keeps_a_pair_if_it_must():
    for seed in range(30):
        state = game(3, seed=seed, mode="classic")
        seat = state.active_seat
        actions = timeout_actions(state, seat)
        for action in actions:
            state, _ = apply(state, seat, action)
        assert state.active_seat != seat and state.step == "act"
        if len(actions) == 2:
            assert actions[1].kind == "keep_pair"
            return
    raise AssertionError("no timeout had to keep a pair")  # pragma: no cover
