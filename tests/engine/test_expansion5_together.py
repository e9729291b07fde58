"""Expansion 5's modules with each other (shared/EXPANSIONS.md §4, §8 and the compendium
§17-§20): what no single module's suite can show, because it needs two of them."""

from engine.alhambra import apply, legal_actions, problems
from engine.alhambra.actions import BuySultanCard, ClaimWithSultan, EndTurn
from engine.alhambra.components import TILES
from engine.alhambra.modules import art_of_the_moors as moors

from .expansion1_helpers import own
from .helpers import with_hand
from .test_caravanserai import with_card
from .test_sultan import ending, money, shown_cards, sultan_game


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


def test_a_caravanserai_pays_a_sultan_card_c17():
    """C §17: the caravanserai's value pays like money, a sultan card too (7 in its
    currency: 4 denar on the track and a 3): spent whole, its marker back to 0."""
    state = sultan_game(modules=("sultan", "caravanserai"))
    seat = state.active_seat
    state = with_card(state, seat, "caravanserai-1", "denar", 4)
    item = "caravanserai-1-denar-4"
    state = shown_cards(with_hand(state, seat, (item, *money("denar", 3))), "sultan-denar-1")
    pay = (item, *money("denar", 3))
    wanted = BuySultanCard(card="sultan-denar-1", cards=pay)
    assert any(a.kind == "buy_sultan_card" and sorted(a.cards) == sorted(pay)
               for a in legal_actions(state, seat))
    after, events = apply(state, seat, wanted)
    assert any(e.kind == "caravanserai_spent" for e in events)
    assert after.modules_state["sultan.owned"][seat][0][0] == "sultan-denar-1"
    assert item not in after.players[seat].hand and problems(after) == []
