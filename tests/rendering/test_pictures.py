"""The overview, market, scoring and hand pictures from real game states."""

from __future__ import annotations

import pytest

from engine.alhambra import view
from engine.alhambra.components import CURRENCIES
from rendering import (
    render_alhambra,
    render_hand,
    render_market,
    render_overview,
    render_score_chart,
    render_scoring_table,
    status_line,
)
from rendering.hand import exact_possible
from rendering.samples import end_of_game
from rendering.theme import currency_style

from .conftest import decode, near

MAX_BYTES = 600 * 1024


def test_overview_of_six_large_alhambras_fits_a_phone(big_view):
    assert all(len(p.alhambra) >= 41 for p in big_view.players)
    png = render_overview(big_view)
    image = decode(png)
    assert len(png) < MAX_BYTES
    assert image.width <= 1000
    assert image.height > image.width  # tall rather than wide
    assert image.height <= 3000


@pytest.mark.parametrize("fixture", ["six_mid", "six_end", "two_mid", "two_end",
                                     "placing_state"])
def test_overview_of_real_states(fixture, request):
    state = request.getfixturevalue(fixture)
    png = render_overview(view(state, None))
    image = decode(png)
    assert len(png) < MAX_BYTES and image.width <= 1000


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_overview_for_every_table_size(players):
    from rendering.samples import mid_game

    image = decode(render_overview(view(mid_game(players, 11), None)))
    assert image.width <= 1000 and image.height > image.width


def test_identical_input_gives_identical_bytes_even_with_cold_caches(big_view):
    from rendering import cards, theme, tiles

    first = render_overview(big_view)
    tiles.tile_image.cache_clear()
    tiles.chip_image.cache_clear()
    cards.card_image.cache_clear()
    theme.font.cache_clear()
    assert render_overview(big_view.model_copy(deep=True)) == first
    player = big_view.players[2]
    assert render_alhambra(player, tile="garden-8-NE") == render_alhambra(
        player.model_copy(), tile="garden-8-NE")


def test_different_games_give_different_pictures(six_mid, six_end):
    assert render_overview(view(six_mid, None)) != render_overview(view(six_end, None))


# --- privacy -------------------------------------------------------------------------------
def _other_hands(state):
    """The same state with every hand replaced by other cards of the same count."""
    pool = list(state.deck) + list(state.discard)
    players = []
    for p in state.players:
        hand, pool = tuple(pool[: len(p.hand)]), pool[len(p.hand) :]
        assert hand != p.hand or not hand
        players.append(p.model_copy(update={"hand": hand}))
    return state.model_copy(update={"players": tuple(players)})


@pytest.mark.parametrize("fixture", ["six_mid", "two_mid", "placing_state"])
def test_public_overview_is_the_same_whatever_the_hands_hold(fixture, request):
    state = request.getfixturevalue(fixture)
    other = _other_hands(state)
    assert [p.hand for p in other.players] != [p.hand for p in state.players]
    assert render_overview(view(other, None)) == render_overview(view(state, None))
    assert render_market(view(other, None)) == render_market(view(state, None))


def test_the_overview_refuses_a_seat_view(six_mid):
    with pytest.raises(TypeError):
        render_overview(view(six_mid, 0))


def test_the_hand_shows_only_its_own_seat_and_needs_a_seat_view(six_mid):
    seat = next(s for s, p in enumerate(six_mid.players) if p.hand)  # a hand to tell apart
    seat_view = view(six_mid, seat)
    assert decode(render_hand(seat_view)).width <= 1000
    with pytest.raises(TypeError):
        render_hand(view(six_mid, None))
    other = _other_hands(six_mid)
    assert render_hand(view(other, seat)) != render_hand(seat_view)


def test_exact_payment_detection():
    assert exact_possible([5, 3, 1], 8)
    assert exact_possible([5, 3, 1], 9)
    assert not exact_possible([5, 3, 1], 7)
    assert not exact_possible([], 4)
    assert exact_possible([9], 9)


# --- market --------------------------------------------------------------------------------
def test_market_shows_the_four_currency_colours(public_six_mid):
    image = decode(render_market(public_six_mid))
    assert image.width <= 1000 and image.height <= 700
    colours = [colour for _, colour in image.getcolors(1 << 20)]
    for currency in CURRENCIES:  # the palette may move a colour by a step or two
        assert any(near(c, currency_style(currency)[0], 12) for c in colours), currency


def test_status_line_names_whose_turn_it_is(public_six_mid, six_end, placing_state):
    seat = public_six_mid.active_seat
    assert public_six_mid.players[seat].name in status_line(public_six_mid)
    assert status_line(view(six_end, None)).startswith("Game over")
    assert "placing" in status_line(view(placing_state, None))


def test_player_names_the_font_cannot_draw_are_cleaned(public_six_mid):
    from rendering.theme import player_name, printable

    assert printable("Ana 🎲") == "Ana"
    assert player_name("🎲🎲", 2) == "Seat 3"
    players = tuple(p.model_copy(update={"name": "🐉 " * 3 + "X" * 80}) for p in
                    public_six_mid.players)
    decode(render_overview(public_six_mid.model_copy(update={"players": players})))


# --- scoring -------------------------------------------------------------------------------
def test_scoring_table_for_every_round_and_the_chart(six_end):
    public = view(six_end, None)
    assert [r.round for r in public.scorings] == [1, 2, 3]
    for record in public.scorings:
        image = decode(render_scoring_table(public, round_number=record.round))
        assert image.width <= 1000 and image.height <= 1000
    latest = render_scoring_table(public)
    assert latest == render_scoring_table(public, round_number=3)
    assert decode(render_score_chart(public)).width <= 1000
    both = decode(render_scoring_table(public, chart=True))
    assert both.height > decode(latest).height


def test_two_player_scoring_has_a_column_for_dirk():
    public = view(end_of_game(2, 4), None)
    record = public.scorings[0]
    assert len(record.counts["tower"]) == 3  # two seats and Dirk
    narrow = decode(render_scoring_table(public, round_number=1))
    assert narrow.width <= 1000


def test_no_scoring_yet_is_an_error(public_six_mid):
    fresh = view(end_of_game(3, 1), None).model_copy(update={"scorings": ()})
    with pytest.raises(ValueError):
        render_scoring_table(fresh)
    with pytest.raises(ValueError):
        render_score_chart(fresh)
    with pytest.raises(ValueError):
        render_scoring_table(view(end_of_game(3, 1), None), round_number=7)


def test_the_font_ships_with_the_package():
    from pathlib import Path

    import rendering
    from rendering.theme import font

    bundled = Path(rendering.__file__).parent / "fonts" / "DejaVuSans-Bold.ttf"
    assert bundled.is_file()
    assert Path(font(20).path).resolve() == bundled.resolve()


def test_the_example_pictures_can_be_written(tmp_path):
    from rendering.samples import write_examples

    names = write_examples(str(tmp_path))
    for name in names:
        image = decode((tmp_path / name).read_bytes())
        assert image.width <= 1000
        assert (tmp_path / name).stat().st_size < 200 * 1024
