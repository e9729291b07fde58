"""Privacy of the replay (issue 29): its frames come from the public views only. Over whole
games with expansions, every state the replay reads is dealt again in everything a seat
cannot see (``tests.ai.hidden.redealt``: other hands, the deck, the bag, the seed, each
module's hidden parts): the frames, and the GIF's bytes, stay the same. A running game has
no replay (tests/rendering/test_replay.py, tests/bot/test_replay.py)."""

from __future__ import annotations

import random

import pytest

from engine.alhambra import everything
from records.replay import frames_of, replayed, rollwrite_replayed, round_frames_of
from rendering.replay import render_replay
from rendering.replay_samples import alhambra_game, rollwrite_game
from rendering.rollwrite.replay import render_rollwrite_replay
from tests.ai.hidden import redealt, redealt_rollwrite

GAMES = [
    ((), 3, 5),
    (("vizier", "exchange_offices", "bonus_cards", "building_yards"), 4, 6),
    (("city_gates", "diamonds", "camps", "thieves", "wall_cards", "street_trader", "change",
      "characters"), 3, 7),
    (("treasure_chamber", "master_builders", "invaders", "bazaars", "vizier", "thieves",
      "characters", "change", "diamonds"), 4, 8),
    (tuple(everything()), 3, 9),
]


def _hidden(state) -> tuple:
    return (state.deck, state.bag, state.seed, tuple(p.hand for p in state.players),
            state.modules_state)


@pytest.mark.parametrize(("modules", "players", "seed"), GAMES)
def test_the_frames_do_not_change_when_the_hidden_parts_are_dealt_again(modules, players,
                                                                       seed):
    first, log = alhambra_game(players, seed, modules)
    steps = list(replayed(first, log))
    rng = random.Random(seed)
    again = [(redealt(state, rng.randrange(players), rng), events) for state, events in steps]
    moved = sum(1 for (a, _), (b, _) in zip(steps, again, strict=True)
                if _hidden(a) != _hidden(b))
    assert moved > len(steps) // 2  # the redeal did change what is hidden
    frames = frames_of(redealt(first, 0, rng), again)
    assert frames == frames_of(first, steps)
    if modules == GAMES[1][0]:  # the pictures too, byte for byte (one game: it takes time)
        assert render_replay(frames) == render_replay(frames_of(first, steps))


def test_a_roll_and_write_replay_does_not_read_the_future():
    first, log = rollwrite_game(3, 4)
    steps = list(rollwrite_replayed(first, log))
    rng = random.Random(4)
    again = [(redealt_rollwrite(state, 0, rng), events) for state, events in steps]
    assert all(a.seed != b.seed for (a, _), (b, _) in zip(steps, again, strict=True))
    frames = round_frames_of(first, steps)
    assert round_frames_of(redealt_rollwrite(first, 0, rng), again) == frames
    assert render_rollwrite_replay(round_frames_of(first, again)) == \
        render_rollwrite_replay(frames)
