# Medina (a promo): every word a player reads about the medinas. A medina is bought and
# built like a building but is no building type; at every scoring the fewest medinas lose
# points.

module-medina =
    .title = Medina
    .description = Nine medinas join the buildings in the bag. At every scoring, whoever built the fewest medinas loses points.
alhambra-how-to-play-medina = 🕌 **Medinas**: medinas come from the bag and are bought and built like buildings, but score no majority. At every scoring whoever has built the fewest loses points (and a player with none loses more), so buy one now and then.

## Pictures

img-building-medina = Medina
img-term-medina = Medinas
# A player's panel: medinas built and what the next scoring would take ($points >= 0)
img-medina-standing = ×{ $count } · { $points ->
        [0] next scoring: ±0
       *[other] next scoring: −{ $points }
    }

## The player aid

alhambra-rules-medina =
    {"*"}*Medina** (promo; module `medina`, with the Alhambra's tiles only, also for two): nine medinas, one at each price from 2 to 10, go into the bag. Their walls (MD1): 2 north+west, 3 north+east, 4 east+south, 5 south+west, 6 north, 7 east, 8 south, 9 west, 10 none.
    {"*"}*Buying and building**: a medina is bought and built like a building (exact payment: another action; overpaying gives change; the vizier may buy one; Abdul Karim may pay one; Knihstig's card follows medina 10; Laila may swap one, MD4). It is not a building type: no majority, yards ignore it, it does not count as a type for a caravanserai, gives no culture tile, Hakim never counts it. It takes no residents and no chests and has no colour (MD3). A gate or a wooden wall may go on it; camps' lines and the invaders count it like any tile. Left-over medinas are handed out at the end.
    {"*"}*Scoring** (every scoring, after the invaders): everyone, Dirk too, is ranked by the medinas built in the Alhambra, fewest first; medinas on the reserve do not count (MD2). At equal counts, the dearer top medina ranks as more. Scoring 1: the fewest lose 3; scoring 2: 6 and 3; scoring 3: 9, 6 and 3. Players sharing places split those places' points, rounded up. A player with no medina loses a further 1, 2 or 3. Scores may drop below 0.
    {"*"}*Our choices**: players who left the game are ranked too (MD5); your panel shows your medinas and what the next scoring would take (MD6).
