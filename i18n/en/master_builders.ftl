# Expansion 4's master builders (engine/alhambra/master_builders.py; the bot's
# texts_master_builders.py, panel_master_builders.py). $currency is a currency's id
# (words by alhambra-currency), $value a card's value, $card a builder on a button
# ("🟦● 🔨3"), $who a player's name.

## The rule module (a title and one line for players choosing the rules)

module-master_builders =
    .title = Master builders
    .description = Secret master builder cards worth 3: pay with one like money, or discard it after placing your tiles for one more rebuild.

## Money: "master builder 3 Denar", "2 master builders 3 Denar each"

alhambra-builders = { $count ->
        [one] master builder { $value } { alhambra-currency }
       *[other] { $count } master builders { $value } { alhambra-currency } each
    }

## Choices, panel and log

alhambra-act-master-builder = Discard a master builder ({ $value } { alhambra-currency }) for one more rebuild
alhambra-button-master-builder = Use { $card } for a rebuild
# $count: how many currencies of builders the player could use (one button each)
alhambra-panel-master-builder-line = { $count ->
        [one] You may discard your master builder for one more rebuild (two with Ammar El'Schauf).
       *[other] You may discard a master builder for one more rebuild (two with Ammar El'Schauf); several may be used.
    }
alhambra-log-master-builder = 🔨 { $who } discarded a master builder ({ $value } { alhambra-currency }) for { $count ->
        [one] one more rebuild
       *[other] { $count } more rebuilds
    }.

## Refusals (engine)

engine-builders-not-one = { $card } is not a master builder
engine-builders-not-held = you do not hold that master builder
engine-builders-no-rebuild = no rebuild is possible in your Alhambra now
engine-builders-use-first = discard a master builder first: it gives the extra rebuild
engine-builders-used-up = the extra rebuilds of your master builders are used up: discard another for one more

## For newcomers and the player aid

alhambra-how-to-play-master-builders = **Master builders**: your secret master builder cards are money worth 3. After placing your tiles you may instead discard one for one more rebuild.
alhambra-rules-master-builders =
    {"*"}*Master builders** (expansion 4): 16 cards worth 3, four per currency. Before the starting money each player gets 2 face down (not counted as starting money: MB2); 3 go into money pile 3 and 3 into pile 5 (with 6 players 3 and 1); the rest leave the game unseen. Which ones you hold stays secret.
    — As money a master builder is a 3 of its currency in every respect: take it within the limit of 5, pay with it (an exact payment, change, exchange offices), a thief may steal it; it counts as money for Yammerad, Machma and Faruk and in the final distribution.
    — As a builder: in your turn, after placing the tiles you bought and before your street trader moves, discard it for one more rebuild (take a tile out, build one from your reserve, with a gate card too, or exchange). With Ammar El'Schauf each gives two, and Ammar's own stays (MB3). Several may be used in one turn (MB1). Never after the final distribution.
    — Our choices: a used builder goes to the discard pile (MB4); using one is shown to everyone and your turn cannot be restarted before it (MB5); it is offered only while a rebuild is possible, and its rebuilds lapse when your turn ends (MB6); while one could be used your turn waits for “End turn”, whether or not you hold one (MB7).

## Pictures: the word at the foot of a master builder card

img-card-builder = Builder
