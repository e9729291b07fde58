"""Issue 10: a turn on a phone is short. Counted through the real bot (tests/bot/taps.py):
taking money costs 2 taps from the turn message, buying and placing a tile at most 4, and
turns cost at most 3 on average. ``benchmarks/taps.py`` measures whole games."""

from .driver import open_table
from .taps import TapCount, count_taps


async def test_a_take_turn_costs_two_taps_and_a_buy_and_place_turn_at_most_four(simcord_env):
    table = await open_table(simcord_env, ["ana", "ben", "cem"])
    counted = await count_taps(table, 45, seed=7)
    assert counted.take and counted.buy_place, "the script plays both kinds of turn"
    assert set(counted.take) == {2}  # "My panel", then the money: the turn ends by itself
    assert max(counted.buy_place) <= 4  # panel, tile, (payment,) place
    assert TapCount.mean(counted.all) <= 3
