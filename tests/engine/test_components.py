"""The components match the rule book's material list (p. 2-3)."""

from collections import Counter

from engine.alhambra.components import BASE_TILES, FOUNTAIN, MONEY_CARDS, SCORING_CARDS


def test_54_tiles_in_the_counts_and_price_ranges_of_the_rule_book():
    by_building = Counter(t.building for t in BASE_TILES)
    assert len(BASE_TILES) == 54
    assert by_building == {"pavilion": 7, "seraglio": 7, "arcades": 9, "chambers": 9,
                           "garden": 11, "tower": 11}
    ranges = {"pavilion": (2, 8), "seraglio": (3, 9), "arcades": (4, 10),
              "chambers": (5, 11), "garden": (6, 12), "tower": (7, 13)}
    for building, (low, high) in ranges.items():
        prices = [t.price for t in BASE_TILES if t.building == building]
        assert (min(prices), max(prices)) == (low, high)


def test_tiles_show_up_to_three_walls_and_ten_have_none():
    assert all(len(t.walls) <= 3 and t.walls <= {"N", "E", "S", "W"} for t in BASE_TILES)
    assert sum(1 for t in BASE_TILES if not t.walls) == 10
    assert len({t.id for t in BASE_TILES}) == 54


def test_fountain_is_a_tile_without_walls():
    assert FOUNTAIN.building == "fountain" and FOUNTAIN.walls == frozenset()


def test_108_money_cards_values_1_to_9_three_times_per_currency_and_two_scoring_cards():
    assert len(MONEY_CARDS) == 108
    assert Counter((c.currency, c.value) for c in MONEY_CARDS) == {
        (cur, v): 3 for cur in ("denar", "dirham", "ducat", "guilder") for v in range(1, 10)
    }
    assert [c.scoring_round for c in SCORING_CARDS] == [1, 2]
