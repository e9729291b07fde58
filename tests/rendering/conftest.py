"""Real game states to draw, built once per test session (random games from the engine)."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from engine.alhambra import PublicView, view
from engine.alhambra.state import GameState
from rendering.samples import end_of_game, game_states, large_overview, mid_game


def decode(png: bytes) -> Image.Image:
    """A PNG as an RGB image (checks the bytes really are a PNG)."""
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image.convert("RGB")


def near(pixel, colour, tolerance: int = 24) -> bool:
    return sum(abs(a - b) for a, b in zip(pixel, colour, strict=True)) <= tolerance


@pytest.fixture(scope="session")
def six_mid() -> GameState:
    return mid_game(6, 5)


@pytest.fixture(scope="session")
def six_end() -> GameState:
    return end_of_game(6, 3)


@pytest.fixture(scope="session")
def two_mid() -> GameState:
    return mid_game(2, 5)


@pytest.fixture(scope="session")
def two_end() -> GameState:
    return end_of_game(2, 4)


@pytest.fixture(scope="session")
def big_view() -> PublicView:
    """A finished 6-player game whose Alhambras all hold 40 tiles."""
    return large_overview(players=6, tiles=40, seed=3)


@pytest.fixture(scope="session")
def placing_state() -> GameState:
    """A 4-player state where the active seat has bought tiles waiting to be placed."""
    for state in game_states(4, 9):
        seat = state.active_seat
        if state.flow.phase == "placing" and seat is not None and state.players[seat].bought:
            return state
    raise AssertionError("no placing state in this game")


@pytest.fixture(scope="session")
def public_six_mid(six_mid) -> PublicView:
    return view(six_mid, None)
