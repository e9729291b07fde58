# Expansions 2 and 3 in the pictures (rendering/exp23.py and its modules): city gates, wall
# cards, camps, the street trader, thieves, diamonds, change and the characters. Words on
# cards stay short (a card is small); the characters' names are printed as they are (proper
# names) and only their effects are translated.

## Tiles and the names at the foot of cards

img-building-camp = Camp
img-gate-card = Gate
img-wall-card = Wall
img-card-diamond = Diamond
img-thief-card = Thief

## The market's row under the money display

img-none-shown = none
img-gate-shown = Gate card
img-wall-cards = Wall cards
img-sticks-left = { $count ->
        [one] 1 wooden wall left
       *[other] { $count } wooden walls left
    }
img-supply = Residents' supply
img-change-bag = Coins in the bag
# $name: the character's name as printed
img-auction = Auction: { $name }
img-auction-no-bid = No bid yet
img-auction-high = High bid { $bid }: { $name }
img-auction-asked = Asked: { $name }
img-auction-paying = { $name } pays

## The overview's legend

img-legend-stick = Wooden wall
img-legend-gate = City gate
img-legend-resident = Resident
img-legend-trader = Street trader (residents on it)
img-legend-camp = Camp: arrows are bastions
img-legend-thieves = Thieves held

## The hand (only its seat sees it)

img-hand-gates = Your city gate cards
img-hand-thieves = Your thieves (only you see them)
img-hand-trader = { $count ->
        [one] Your street trader: 1 resident (only you see its colour)
       *[other] Your street trader: { $count } residents (only you see their colours)
    }
img-hand-trader-moves = { $count ->
        [one] Your street trader (moves at the end of your turn): 1 resident
       *[other] Your street trader (moves at the end of your turn): { $count } residents
    }
img-hand-characters = Your characters
img-hand-diamonds = Diamonds
img-hand-diamonds-note = pay any tile, only with diamonds, never mixed with money; worthless at the end
# $count: market tiles the diamonds alone pay; $exact: of them, those paid exactly
img-hand-diamonds-pay = { $count ->
        [0] pay no market tile
        [one] pay 1 tile ({ $exact } exactly)
       *[other] pay { $count } tiles ({ $exact } exactly)
    }

## The characters' effects, one line each

img-character-laila_wundabah = Turn start: swap a market tile for one from the bag
img-character-machma_klain = Turn start: trade a money card for a face-up one, not dearer
img-character-yammerad = Turn start: with under 3 money cards, draw from the deck
img-character-abdul_karim = Pays for one building once (counts as exact)
img-character-abdul_knihstig = Buying a dear building also takes a money card
img-character-ammar_el_schauf = One more rebuild every turn
img-character-faruk_will_haben = Take money worth up to 7 instead of 5
img-character-hakim_wahid = Half a building more of a chosen kind at each scoring
img-character-yusuf_e_passuf = 1 point per 3 outer wall sides at each scoring
img-character-fatima = 8 points at the final scoring

## The scoring table's extra rows

img-term-camps = Camps
img-term-street_trader = Street trader
img-term-characters = Characters

## The characters' names as printed on their cards (proper names: the same in every language)

img-character-name-laila_wundabah = Laila Wundabah
img-character-name-machma_klain = Machma Klain
img-character-name-yammerad = Yammerad
img-character-name-abdul_karim = Abdul Karim
img-character-name-abdul_knihstig = Abdul Knihstig
img-character-name-ammar_el_schauf = Ammar El'Schauf
img-character-name-faruk_will_haben = Faruk Will'haben
img-character-name-hakim_wahid = Hakim Wahid
img-character-name-yusuf_e_passuf = Yusuf E'Passuf
img-character-name-fatima = Fatima
