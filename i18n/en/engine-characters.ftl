# Expansion 2's characters (engine/alhambra/characters.py): the engine's refusals, the
# auction's reason to wait and the rule module. $character is a character's name as
# printed (a proper name: never translated); $name a player's name; $amount, $least and
# $most numbers; $card one card, $tile a tile; $problem a reason of its own.

## Alhambra, expansion 2: the auction of a character

engine-character-auction = { $character } is being auctioned: { $name } answers first
engine-character-no-auction = no character is being auctioned
engine-character-not-asked = it is { $name }'s turn to answer in the auction
engine-character-still-bidding = the auction is still running: bid or pass
# $amount: the winning bid (some languages name it).
engine-character-pay-first = you won the auction: choose how to pay your bid
# $amount: the bid that was too low (some languages name it).
engine-character-bid-too-low = bid at least { $least }
engine-character-bid-unpayable = you cannot pay { $amount } in one currency, not even with exchange offices or diamonds
engine-character-cannot-pay = cannot pay { $amount } for { $character }: { $problem }

## Alhambra, expansion 2: using a character

engine-character-not-owned = you do not own { $character }
engine-character-one-per-turn = you used { $character } this turn already: one of Laila, Machma and Yammerad per turn
engine-character-turn-start = { $character } acts only at the start of your turn, before your action
# $tile: the camp (some languages name it).
engine-character-not-building = only a building can be taken so, not a camp
engine-character-bag-empty = the bag is empty: there is no new tile to swap in
# $card: the card chosen (some languages name it).
engine-character-give-money = give one of your money cards
# $card: the card chosen (some languages name it).
engine-character-take-money = take a money card of the display
# $card: the card chosen (some languages name it).
engine-character-machma-value = Machma takes a card worth at most { $most }
engine-character-yammerad-rich = Yammerad helps only with fewer than { $least } money cards in your hand
engine-character-deck-empty = the money deck is empty
engine-character-knihstig-no-claim = Knihstig gives a card only after you bought a tile of price { $least } or more this turn, once
engine-character-knihstig-not-now = Knihstig gives his card only in your own turn
engine-character-not-on-display = the card { $card } is not on display
engine-character-ammar-used = Ammar El'Schauf gives one extra rebuild per turn: used already
engine-character-ammar-bought = place or reserve the tiles you bought before the extra rebuild

## The rule module (see engine.ftl: a title and one line for players choosing the rules)

module-characters =
    .title = Characters
    .description = Ten characters come with the money, six in play: each is auctioned when it turns up and gives its owner a power.
