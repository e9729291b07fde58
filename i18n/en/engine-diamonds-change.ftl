# Expansion 2's diamonds and expansion 3's change (engine/alhambra/diamonds.py, change.py):
# the engine's refusals and the two rule modules. $price and $total are numbers, $currency
# the slot's currency; $diamonds and $others are how many diamonds and other cards were
# chosen (given for languages that want them).

## Paying with diamonds

# $diamonds, $others: numbers of cards (not used in English)
engine-pay-diamonds-alone = diamonds pay only with diamonds, never mixed with money: no other money and no exchange office may be paid with them
engine-pay-diamonds-too-little = the tile costs { $price } { $currency }; the diamonds you chose total { $total }

## The rule modules (see engine.ftl: a title and one line for players choosing the rules)

module-diamonds =
    .title = Diamonds
    .description = Eleven diamond cards among the money: they pay for any tile, only with diamonds, never mixed with money, and are worth nothing at the end.
module-change =
    .title = Change
    .description = Overpay a tile by 2 or more and draw one coin of change from the bag for every 2 overpaid; coins are money worth 1.
