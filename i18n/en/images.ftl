# The words drawn in the pictures (rendering/): the market, the Alhambras, the overview, the
# hand, the scoring tables and chart, Granada's and the combination's pictures, and Roll &
# Write's sheets, score sheet and final table. Short: most sit in a fixed box, and the
# pictures are read on a phone. Numbers and player names are filled in by the code.

## Buildings and currencies (as the rule books name them)

img-building-pavilion = Pavilion
img-building-seraglio = Seraglio
img-building-arcades = Arcades
img-building-chambers = Chambers
img-building-garden = Garden
img-building-tower = Tower
img-building-arena = Arena
img-building-bathhouse = Bath house
img-building-library = Library
img-building-hostel = Hostel
img-building-hospital = Hospital
img-building-market = Market
img-building-park = Park
img-building-school = School
img-building-residential_quarter = Residential quarter
img-currency-denar = Denar
img-currency-dirham = Dirham
img-currency-ducat = Ducat
img-currency-guilder = Guilder
# A place in a ranking ("1st"), in a pill or a badge ($place: 1, 2, 3, ...).
img-ordinal = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
    [21] 21st
    [22] 22nd
    [23] 23rd
   *[other] { $place }th
}
# A player whose name has no letter the font can draw.
img-seat = Seat { $seat }
img-total = Total

## Whose turn it is (over the market and the overview)

img-status-over = Game over · { $count ->
    [one] winner
   *[other] winners
} { $names }
img-status-final-placing = Final tiles · { $name } is placing
img-status-placing = Turn { $turn } · { $name } is placing
img-status-play = Turn { $turn } · { $name } to play
img-status-play-extra = Turn { $turn } · { $name } to play (extra action)

## The market (building yard), money and piles

img-market-empty = empty
# Above the smaller other side of a Granada tile on the market.
img-market-back = back
img-pile-deck = Deck
img-pile-discard = Discard
img-pile-bag = Bag
img-pile-tiles = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
img-pile-scoring = Next scoring
img-pile-none = none
# Which scoring comes next, beside "Next scoring" on the market: $round is 1 or 2 (its
# scoring card is still in the money deck) or 3 (both have come up: the last scoring, at the
# game's end).
img-scoring-next = { $round ->
    [1] 1st of 3
    [2] 2nd of 3
   *[other] last, at the end
}
# The name printed at the foot of a scoring card.
img-card-scoring = Scoring
# An exchange office's name at the foot of its card (short: about 8 letters fit).
img-card-exchange = Exchange
# The building yards' six stacks beside the market (each with how many are left: ×3).
img-yards = Building yards
# Granada's black marker ($side: "even" or "odd").
img-marker = Black marker:
img-marker-next = next refill shows the { $side ->
    [even] even
   *[odd] odd
} side
img-marker-granada = next Granada tiles: { $side ->
    [even] even
   *[odd] odd
} side up

## A player's panel (overview and single Alhambra)

img-points = pts
# The longest wall (or moat) in a panel's facts line ($barrier: "wall" or "moat").
img-panel-barrier = { $barrier ->
    [moat] moat
   *[wall] wall
} { $length }
img-panel-cards = { $count ->
    [one] { $count } card
   *[other] { $count } cards
}
img-panel-built = { $count } built
img-to-place = To place
img-reserve = Reserve
# Before a player's bonus cards (revealed ones and the backs of hidden ones).
img-panel-bonus = Bonus

## The overview

img-leaders = Who leads each building (most tiles)
img-leaders-price = Who leads each building (most tiles; tie: highest price)
img-dirk-tiles = { $count ->
    [one] { $count } tile
   *[other] { $count } tiles
}
img-dirk-note = imaginary third player · majorities only
# The vizier's token (expansion 1): face up, face down; and who may still use theirs.
img-vizier-ready = Vizier ready
img-vizier-used = Vizier used
img-vizier-window = Vizier: waiting for { $names }
# The legend of expansion 1's marks under the leaders strip.
img-legend-bonus-hidden = hidden bonus card
img-legend-yard = building yard

## Placing a tile (one Alhambra) and Granada's two sides

# A tile: its building and price ("Garden 8").
img-tile = { $building } { $price }
img-where = Where does the { $tile } go?
img-pick-numbers = Pick a number 1–{ $count }
img-pick-one = Pick number 1
img-no-cell = It fits nowhere: put it on your reserve
img-other-side = Other side:
img-flip-cost = turning over costs { $cost }+ in one currency
img-faces-title = Build it as it lies, or turned over?
img-faces-as-it-lies = As it lies
img-faces-turned = Turned over
img-faces-free = free
img-faces-costs = costs { $cost }+ (one currency)
# A building yard being placed ("Garden building yard").
img-tile-yard = { $building } building yard
img-building-yard = Building yard

## The hand (private)

img-hand-title = Your money, { $name }
img-hand-count = { $count ->
    [one] { $count } card
   *[other] { $count } cards
} · { $total } in all
img-hand-no-cards = no cards
img-hand-tiles = Tiles
img-hand-slot-empty = market slot empty
img-hand-exact = exact
img-hand-extra-action = +1 action
img-hand-can-pay = can pay
img-hand-of = { $price } of { $have }
img-hand-short = short { $missing }
img-hand-costs = costs { $price }
img-vizier-turn-up = turning it face up again is an action
img-vizier-always-pass = you always pass
img-vizier-answered = you have answered
img-vizier-now = you may use it now
img-hand-offices = Exchange offices
img-hand-offices-note = each pays a purchase in either of its two currencies
img-hand-bonus = Bonus cards
img-hand-none = none
img-bonus-hidden = hidden
img-bonus-revealed = revealed

## Scoring tables and the chart

img-scoring-final = Final scoring
img-scoring-round = Scoring round { $round }
img-scoring-points-tiles = points (tiles)
img-scoring-this-round = This round
# The walls' row (Granada: the moats').
img-scoring-barrier = { $barrier ->
    [moat] Moat
   *[wall] Wall
}
img-scoring-longest-wall = Longest wall
img-scoring-longest-moat = Longest moat
img-scoring-wall-and-moat = Wall beside moat
img-scoring-per-side = 2 points per side
# Granada's column header: the tiles of a building in all cities, on two lines.
img-scoring-all-cities-1 = in all
img-scoring-all-cities-2 = cities
# How a Granada round pays: $pays lists the places ("1st 3×, 2nd 2×, 3rd 1×").
img-rules-multipliers = Points: { $pays } the tiles in all cities
img-rules-multipliers-combined = Granada: { $pays } tiles in all cities
img-rules-fixed = Points: { $pays }
img-rules-fixed-combined = Granada: { $pays }
# One place of a Granada round ($place: 1, 2 or 3): a multiplier, or fixed points.
img-rules-times = { $place ->
    [1] 1st
    [2] 2nd
   *[3] 3rd
} { $times }×
img-rules-points = { $place ->
    [1] 1st
    [2] 2nd
   *[3] 3rd
} { $points }
img-rules-ties = Equal counts: the higher-priced tile ranks higher
img-rules-alhambra = Alhambra: the base game's table; equal counts share
img-chart-final = Final ranking
img-chart-rounds = Scores over the rounds
img-chart-round = Round { $round }
img-chart-winner = winner
# What a module added to a count, in the scoring table's legend ("+2 from building yards").
img-added-building_yards = from building yards
img-added-bonus_cards = from bonus cards

## Roll & Write: a player's sheet

img-rw-over = Game over
img-rw-keep = Keep a pair
img-rw-your-move = Your move
img-rw-done = Done this round
img-rw-waiting = Waiting
img-rw-round = Round { $round }/{ $rounds }
img-rw-points = { $points } points
img-rw-points-so-far = { $points } points so far
img-rw-coins = Coins: { $coins }
img-rw-coins-spent = (spent { $spent })
img-rw-coins-turn = { $count } on dice this turn
img-rw-gained = { $circled }/{ $supply } gained
img-rw-no-place = no place

## Roll & Write: the score sheet and the final table

img-rw-score-sheet = Score sheet
img-rw-round-of = Round { $round } of { $rounds }
img-rw-winner = Winner: { $names }
img-rw-shared = Shared victory: { $names }
img-rw-roll = Roll:
img-rw-everyone = Everyone plays this roll
img-rw-waiting-for = Waiting for { $names }
img-rw-turn = Turn: { $name }
img-rw-turn-keep = Turn: { $name } (keeping a pair)
# A row of the points overview ($place: 1, 2 or 3).
img-rw-place-row = { $place ->
    [1] 1st
    [2] 2nd
   *[3] 3rd
} place
img-rw-points-head = Points
# The points column's heading once the game is over (narrow: about 6 letters).
img-rw-total-head = Total
img-rw-imaginary = imaginary
img-rw-not-counted = not counted
img-rw-rounds = Rounds
img-rw-final = Final scoring
img-rw-lines = Rows & columns
img-rw-coins-row = Coins
img-rw-bonus = Extra points
img-rw-built = { $count } built
img-rw-built-in-game = { $count } built · in game
img-rw-built-note = “Built”: every building on the sheet, the { $count } starting buildings included.
