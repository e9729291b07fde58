# New scoring tiles (expansion 5, "Die Macht des Sultans"; module new_scoring_tiles): every
# word a player reads about them. A tile orders the six buildings: the first in its order
# scores like pavilions, the second like seraglios ... the last like towers.

module-new_scoring_tiles =
    .title = New scoring tiles
    .description = Three scoring tiles, one per scoring, face up from the start: each reorders the buildings, so the first on it scores like pavilions and the last like towers.
alhambra-how-to-play-new-scoring-tiles = 📜 **Scoring tiles**: each scoring has its own tile (shown under the money in the market picture). The building first on it scores the pavilions' points, the second the seraglios' ... the last the towers'.

## The log

# Under a scoring's heading. $order: "1 Tower, 2 Seraglio, ..." (the building that takes
# each row of the scoring table)
alhambra-score-tile = 📜 This scoring's tile: { $order }. Each building scores the points of that row (1 = pavilions' points … 6 = towers').

## Pictures

img-scoring-tiles = Scoring tiles
# $round: 1, 2, 3
img-scoring-tile-round = Scoring { $round }
img-scoring-tile-now = now
# Above the rows of a scoring table played with a tile: each building takes the points of
# the row it stands in
img-scoring-tile-rows = Scoring tile { $round } orders the rows:
img-scoring-tile-pays = row 1 scores as pavilions … row 6 as towers

## The player aid

alhambra-rules-new-scoring-tiles =
    {"*"}*New scoring tiles** (expansion 5; module `new_scoring_tiles`, with the Alhambra's tiles only): 18 tiles, each ordering the six buildings. At setup three are drawn at random, one for each scoring, and the rest leave the game. All three lie face up from the start (NS1): the market picture shows them under the money.
    {"*"}*Scoring**: In each scoring the building in place 1 of its tile scores the points of the scoring table's pavilion row, place 2 the seraglio row … place 6 the tower row, in that round's column. Ties share places as always. Building yards, bonus cards and Hakim Wahid count as usual; Dirk's buildings score by the tile too.
    {"*"}*Our choices**: a scoring card drawn at any time scores with its round's tile, the last scoring with the third (NS2); the tiles never change during the game (NS3).
