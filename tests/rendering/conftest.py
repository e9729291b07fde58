"""Real game states to draw, built once per test session (random games from the engine)."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageDraw

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


@pytest.fixture
def drawn_texts(monkeypatch):
    """Every (text, font size) drawn while the test runs (caches cleared,
    so cached tiles and cards are drawn again)."""
    from rendering import board, cards, tiles

    texts: list[tuple[str, int]] = []
    original = ImageDraw.ImageDraw.text

    def record(self, xy, text, *args, **kwargs):
        if self.im.mode != "L":  # not the font's glyph probe
            texts.append((str(text), kwargs["font"].size))
        return original(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", record)
    for cache in (tiles.tile_image, tiles.chip_image, cards.card_image, board.badge_image,
                  board.tag_image):
        cache.cache_clear()
    return texts
