# Expansion 3's thieves and the window between two turns that they share with the vizier
# (see engine.ftl for the placeholders: $card one card, $currency a currency; $thief a
# thief card's id, thief-<currency>-<1..3>).

## Alhambra, expansion 3: thieves

engine-thieves-window = the others may still play thieves
engine-thief-unknown = there is no thief card { $thief }
engine-thief-next-player = it is your turn next: the next player may not play thieves
# $currency: the thief's currency (some languages name it).
engine-thief-not-yours = you do not hold that thief
engine-thief-not-on-display = the card { $card } is not on display
# $card: the exchange office (some languages name it).
engine-thief-office = a thief cannot take an exchange office
engine-thief-wrong-currency = a { $currency } thief takes only { $currency } money, not { $card }

## Alhambra, expansion 1: the vizier in the shared window

engine-vizier-always-passes = your vizier is set to always pass: switch that off first

## The rule module (title and one line for players choosing the rules)

module-thieves =
    .title = Thieves
    .description = Hidden thief cards: between two turns, each takes one money card of its currency from the display.
