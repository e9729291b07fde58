# Art of the Moors (expansion 5, "Die Macht des Sultans"): every word a player reads about
# the culture tiles. A culture tile belongs to a building price (6 to 12); it scores the
# value at the corner turned to the gem: 0, 3, 6, 10, 15, 21.

module-art_of_the_moors =
    .title = Art of the Moors
    .description = Two buildings of the same price earn a culture tile of that price; turn your tiles as an action, and each scores at every scoring.
alhambra-how-to-play-moors = 🔶 **Art of the Moors**: at the end of your turn, two buildings of the same price earn you a culture tile of that price (no tap). "Turn your culture tiles" is an action: each tile that may turns one corner and scores more at every scoring.

## Choices and the log

alhambra-act-turn-culture = Turn your culture tiles
# $price: the building price of the tile; $marker: the player's buildings of that price
alhambra-log-culture-gained = 🔶 { $who } took a culture tile for price { $price } ({ $marker } buildings of that price).
# $count: tiles turned; $gain: points added to every scoring
alhambra-log-culture-turned = 🔶 { $who } turned { $count ->
        [one] a culture tile
       *[other] { $count } culture tiles
    }: +{ $gain } points at each scoring.

## The panel

alhambra-panel-culture-line = Turn your culture tiles ({ $count ->
        [one] one tile turns
       *[other] { $count } tiles turn
    }): +{ $gain } points at each scoring
alhambra-button-culture = Turn culture tiles

## Pictures

img-term-art_of_the_moors = Culture
img-culture-title = Culture tiles
# Under a tile: what it scores after the next turn; top: it cannot score more; wait: its next corner needs $count buildings of its price (more than the player has)
img-culture-next = next { $value }
img-culture-top = top
img-culture-wait = needs { $count } bldg.
# The tile's price and the player's buildings of that price
img-culture-price = price { $price }
img-culture-count = { $count } bldg.

## Engine reasons

engine-culture-none = you have no culture tiles yet: you take one at the end of a turn with two buildings of the same price
engine-culture-cannot-turn = none of your culture tiles can turn: each needs more buildings of its price first

## The player aid

alhambra-rules-moors =
    {"*"}*Art of the Moors** (expansion 5; module `art_of_the_moors`, with the Alhambra's tiles only, also for two): 20 culture tiles, 3 for each building price from 6 to 11 and 2 for price 12; you hold at most one per price (AM1).
    {"*"}*Taking a tile**: at the very end of your turn (after placing, chests and the street trader), if you have at least 2 buildings of the same printed price (Alhambra and reserve) and no tile of that price, you take one if any is left, at its 0 corner; it is automatic (AM7). Its marker is your count of building tiles at that price; camps, bazaars and yards never count (AM2). A purchase with the vizier earns its tile right after it (AM6). Every price is checked, which is the same as checking your purchases (AM8). Dirk gets none.
    {"*"}*Turning and scoring**: "Turn your culture tiles" is an action: every tile that may turns one corner (AM4), never back (AM5). A corner needs that many buildings of the price: 0, 2, 2, 2, 3, 4, at most the number of tiles of that price in the game (price 12: 0, 2, 2, 2, 2, 2) (AM3). At every scoring each tile scores the value at its gem: 0, 3, 6, 10, 15, 21. The tiles are public (AM9).

# The turn's glance: a player turned culture tiles (beside their name)
img-glance-culture = turned culture tiles
