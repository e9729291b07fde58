"""Expansion 5's modules with each other (shared/EXPANSIONS.md §4, §8 and the compendium
§17-§20): what no single module's suite can show, because it needs two of them."""

from engine.alhambra import apply, legal_actions, problems
from engine.alhambra import art_of_the_moors as moors
from engine.alhambra.actions import ClaimWithSultan, EndTurn
from engine.alhambra.components import TILES

from .expansion1_helpers import own
from .test_sultan import ending, sultan_game


def test_a_tile_claimed_with_a_sultan_card_earns_a_culture_tile_c19():
    """C §19 / AM c: a building taken with a sultan card activates the culture tiles: with
    another building of the same price already on its reserve, the claimer takes the tile of
    that price at once (AM6: the claim ends there, as the vizier's purchase does)."""
    state = sultan_game(modules=("sultan", "art_of_the_moors"))
    mover = state.active_seat
    owner = (mover + 1) % 3
    state, new = ending(state, {owner: [("sultan-denar-1", None)]})
    price = TILES[new].price
    assert price in moors.PRICES and moors.left(state, price)  # the game chosen has one
    twin = next(t for t in TILES.values() if t.price == price and t.id != new
                and t.building in ("pavilion", "seraglio", "arcades", "chambers", "garden",
                                   "tower") and t.id in state.bag)
    state = own(state, owner, reserve=(twin.id,))
    assert problems(state) == [] and price not in moors.tiles(state, owner)
    after, _ = apply(state, mover, EndTurn())
    claim = next(a for a in legal_actions(after, owner) if isinstance(a, ClaimWithSultan)
                 and a.reserve)
    done, events = apply(after, owner, claim)
    assert any(e.kind == "sultan_claimed" for e in events)
    assert price in moors.tiles(done, owner)
    assert any(e.kind == "culture_tile_gained" for e in events)
    assert problems(done) == []
