# Expansions 2 ("Die Tore der Stadt") and 3 ("Die Stunde der Diebe") in the bot: city
# gates, wall cards, camps, the street trader, thieves, diamonds and the change. Every word
# a player reads of them (the reasons of refusals are in the engine-*.ftl files).
#
# Tiles in sentences take the form their attribute names (see alhambra.ftl). Keys of
# selectors are fixed by the code: $side (N, E, S, W), $module (city_gates, wall_cards,
# camps, street_trader, thieves, diamonds, change), $what (vizier, thieves, both), $building
# (the six colours' buildings), yes/no selectors, $got (all, some, none).

## Sides, walls, camps, residents

# A side of a tile as the player sees it in the picture.
alhambra-side = { $side ->
        [N] top
        [E] right
        [S] bottom
       *[W] left
    }
# What a wall card shows ($sides: "top", "top and right")
alhambra-walls = { $count ->
        [one] wall on the { $sides } side
       *[other] walls on the { $sides } sides
    }
# After a camp's name, when two camps have the same price: "Camp 3 (bastion: top)"
alhambra-camp-bastions = ({ $count ->
        [one] bastion
       *[other] bastions
    }: { $sides })
# A resident of the street trader by its colour; $name: the building of that colour
alhambra-resident = { $building ->
        [pavilion] blue
        [seraglio] red
        [arcades] brown
        [chambers] white
        [garden] green
       *[tower] purple
    } ({ $name })

## Money: diamonds and coins of change

# "Diamond 6", "Diamonds 6 + 5"
alhambra-diamonds = { $count ->
        [one] Diamond { $values }
       *[other] Diamonds { $values }
    }
# "1 Denar coin", "2 Denar coins"
alhambra-coins = { $count ->
        [one] 1 { alhambra-currency } coin
       *[other] { $count } { alhambra-currency } coins
    }
# On a button, after the currency's colour: "🟦 1 coin"
alhambra-coins-short = { $count ->
        [one] 1 coin
       *[other] { $count } coins
    }
# In a hand: "5+2, 1 coin"
alhambra-hand-with-coins = { $values }, { $count ->
        [one] 1 coin
       *[other] { $count } coins
    }
# In a hand: "Diamonds 11 (6+5)"
alhambra-hand-diamonds = { $count ->
        [one] Diamond
       *[other] Diamonds
    } { $total } ({ $values })
# On a payment that overpays: the coins of change it brings back
alhambra-button-change = +{ $count ->
        [one] 1 coin
       *[other] { $count } coins
    }

## What a seat holds besides money (the panel)

alhambra-hold-gates = { $count ->
        [one] 1 gate card
       *[other] { $count } gate cards
    }
# $currencies: one coloured square per thief
alhambra-hold-thieves = { $count ->
        [one] Thief: { $currencies }
       *[other] Thieves: { $currencies }
    }
alhambra-hold-trader = On your street trader: { $count ->
        [0] nobody
       *[other] { $residents }
    }

## For newcomers (one line for each module of the game)

alhambra-how-to-play-expansions2-3 = { $module ->
        [city_gates] **City gates**: a gate card turned up with the money may be taken instead of money. When you build a tile, a gate on one of its walls that meets another wall opens that double wall for walking.
        [wall_cards] **Wall cards**: wall cards lie beside the money. Taking one is your action: its wooden walls go on one of your tiles and count as printed walls.
        [camps] **Camps**: camps come with the buildings. A camp's bastion must lie against a city wall; each bastion scores a point for every tile in the straight line behind that wall.
        [street_trader] **Street trader**: build on your trader's square and a resident moves onto the new tile; refill the trader, then move it next to a tile. Residents of many colours score as sets.
        [thieves] **Thieves**: between two turns you may play a hidden thief: it takes one money card of its currency from the display.
        [diamonds] **Diamonds**: they pay for any tile, only with diamonds, never mixed with money; worthless at the end.
       *[change] **Change**: overpay a tile by 2 or more and draw a coin (worth 1) for every 2 overpaid.
    }

## Choices (buttons, menus, autocomplete)

alhambra-act-take-gate = Take the gate card (instead of money)
# $side: "top" ...; $place: "east of the Tower 7"
alhambra-act-place-gate = Build the { $tile } { $place }, gate on its { $side } wall
    .tile = bare
alhambra-act-place-gate-numbered = { $number }: build the { $tile } { $place }, gate on its { $side } wall
    .tile = bare
alhambra-act-rebuild-gate = Rebuild: build the { $tile } from your reserve { $place }, gate on its { $side } wall
    .tile = bare
alhambra-act-rebuild-gate-brief = Rebuild: { $tile } (reserve) { $place }, gate on its { $side } wall
    .tile = bare
# $walls: "walls on the top and right sides"
alhambra-act-wall = Use a wall card: { $walls } of your { $tile }
    .tile = bare
alhambra-act-refill = Refill your street trader: { $resident }
alhambra-act-swap = Swap on your street trader: { $give } out, { $take } in
alhambra-act-move = Move your street trader { $place }
alhambra-act-move-numbered = { $number }: move your street trader { $place }
alhambra-act-thief = Play a thief: take { $cards } from the money display
alhambra-act-window-pass = Pass: let this chance go

alhambra-button-gate-card = Take the gate card
alhambra-button-walls = Wall card…
alhambra-button-trader = Your street trader…
alhambra-button-build-plain = Build (no gate)
alhambra-button-build-gate = Build with a gate on the { $side } wall
alhambra-button-thief = Thief: take { $cards }
alhambra-button-swap-out = Swap out: { $resident }
alhambra-button-swap-in = In: { $resident }
alhambra-button-wall-tile = Your { $tile }
    .tile = bare

## The panel's screens

alhambra-panel-gate-card = A gate card lies by the gates: take it instead of money (you keep it until you build a tile with it).
alhambra-panel-wall-card = Wall cards lie beside the money: taking one is your action.
alhambra-panel-trader-line = Your street trader must move before your turn ends.
alhambra-panel-gate-title = Build the { $tile } here: a gate?
    .tile = bare
alhambra-panel-gate = You hold a gate card. A gate on a wall of the new tile that meets a wall of its neighbour opens that double wall for walking; the card is then used up. { $plain ->
        [yes] Build without a gate, or with a gate on one of these walls:
       *[no] Here the tile can only be built with a gate:
    }
alhambra-panel-walls-title = Wall cards
alhambra-panel-walls = Choose a card: its wooden walls go on one of your tiles (built, on your reserve, or bought and still waiting) and count as printed walls for ever. Taking it is your action.
alhambra-panel-wall-title = Which tile gets the { $walls }?
alhambra-panel-wall = Choose a number on the picture, or a tile of your reserve by name. Walls never go over a wall, and every tile must still be reachable on foot.
alhambra-panel-trader-title = Your street trader
# $supply: the colours in the supply, $where: how many squares are numbered
alhambra-panel-trader = { $refill ->
        [yes] A resident of your trader moved onto the tile you built. Refill the trader with a resident from the supply:
       *[no] { $swap ->
            [yes] No resident of your trader matched the tile. You may swap one resident with the supply (first the one that goes out), or just move your trader: { $where }
           *[no] Move your trader to a free square next to a tile: { $where }
        }
    }
alhambra-panel-swap-title = Swap out: { $resident }
alhambra-panel-swap = Which resident of the supply comes onto your trader instead?
alhambra-panel-thieves-title = Between two turns: thieves
alhambra-panel-thieves = A thief takes one money card of its currency from the display into your hand, now, out of turn; the thief is then out of the game. { $vizier ->
        [yes] Or buy a tile with your vizier.
       *[no] {""}
    } Or pass: then it is { $next }'s turn.
alhambra-panel-window-others-title = Others first
# $count: how many may still act
alhambra-panel-window-others = { $names } may still { $what ->
        [thieves] play a thief
       *[both] play a thief or use a vizier
    }. { $answered ->
        [yes] You have answered: your choice counts when everyone before you has passed.
       *[no] Then it is { $next }'s turn.
    }
alhambra-caption-trader = Where does your street trader go?
alhambra-caption-wall = Which tile gets the walls?

## The thread: whom the window waits for

# $count: how many are called
alhambra-call-window = 🦹 { $users }: you may { $what ->
        [thieves] play a thief
       *[both] play a thief or use your vizier
    } now, until { $until } (**{ panel-button }**). Then it is { $next }'s turn.
# $count: how many may still act
alhambra-status-window = Turn { $turn }: { $names } may still { $what ->
        [thieves] play a thief
       *[both] play a thief or use a vizier
    }; then { $name } chooses.
# $count: how many passed
alhambra-window-time-up = ⏰ Time is up between the turns: { $names } passed.
alhambra-options-window = Between two turns: { $minutes } minutes to play a thief

## What happened (the turn post and /alhambra log)

alhambra-log-gate-shown = 🚪 { $discarded ->
        [yes] A gate card turned up, but one already lay by the gates: it went to the discard pile.
       *[no] A gate card turned up and lies by the gates: it may be taken instead of money.
    }
alhambra-log-gate-taken = 🚪 { $who } took the gate card.
alhambra-log-gate-built = 🚪 { $who } played a gate card: the new tile has a gate on its { $side } wall.
alhambra-log-gate-lost = 🚪 { $who }'s gate between the { $tile } and the { $other } left the game (one of its tiles was taken away).
    .tile = bare
    .other = bare
alhambra-log-wall-shown = 🧱 A wall card turned up beside the money display: { $walls }.
alhambra-log-walls-built = 🧱 { $who } used a wall card: { $walls } of the { $tile }.
    .tile = bare
# $owed: coins due; $got: all, some (the bag ran out), none (the bag was empty)
alhambra-log-change = 🪙 { $who } overpaid by { $overpaid } { $got ->
        [all] and got { $coins } as change.
        [some] and got { $coins } as change ({ $owed } were due, but the bag is empty now).
       *[none] but the bag of change is empty: no change.
    }
alhambra-log-coins-returned = 🪙 { $who } paid with { $coins }: the coins go back into the bag of change.
alhambra-log-trader-displaced = 🧺 { $who } built the { $tile } on the street trader's square: { $matched ->
        [yes] a resident moved onto it, { $resident }.
       *[no] no resident of the trader matched it.
    }
    .tile = bare
alhambra-log-trader-detached = 🧺 { $who }'s street trader stands beside no tile any more: it moves at the end of the turn.
alhambra-log-trader-refilled = 🧺 { $who } refilled the street trader from the supply: { $resident }.
alhambra-log-trader-swapped = 🧺 { $who } swapped a resident of the street trader with the supply: { $give } out, { $take } in.
alhambra-log-trader-moved = 🧺 { $who } moved the street trader{ $known ->
        [yes] {" "}{ $place }.
       *[no] .
    }
alhambra-log-thief = 🦹 { $who } played a { $currency } thief and took { $cards } from the money display.

## Typed commands

cmd-alhambra-thief = thief
    .description = Between two turns: play a thief, or pass
opt-alhambra-thief-choice = choice
    .description = Which card your thief takes

## The player aid (/alhambra rules): a line may not begin with * in Fluent ({"*"} stands
## for it); a bold sub-heading every 1500 characters or so lets the core cut the aid.

alhambra-rules-expansions2-3 =
    {"*"}*Expansions 2 and 3: The City Gates, The Thieves' Hour** (choose them with `modules:`): diamonds, thieves and change also with Granada and two players; the others with the Alhambra's tiles only. A camp leans on a wooden wall too, takes no wooden wall itself, and no gate goes on a camp.
    {"*"}*City gates**: one gate card per player is mixed into the 3rd, 4th and 5th money stacks (GT1; with two players two cards, GT3). A card that turns up lies by the gates (a second one is discarded).
    • **Take it** instead of money. When you build a tile (bought, received at the end, or from your reserve in a rebuild) you may play it: a gate on a wall of the new tile that meets a wall of its neighbour opens that double wall for walking. So a tile may touch your Alhambra only by walls. The walls must still match; the card is used up.
    • A gate stays with its edge: when a rebuild takes one of its two tiles away, the gate leaves the game (GT2). A gate never bridges a wooden wall.
    {"*"}*Wall cards**: eight cards (one side, or two sides meeting at a corner, WA1), two each in the 2nd to 5th money stacks. They lie beside the money display.
    • **Use one** as your action: its wooden walls go on one of your tiles (built, on your reserve, or bought and still waiting), never over a wall, never on the fountain. They count as printed walls for ever; a wall facing a neighbour is a wall for both (WA2). Every tile must stay reachable on foot. The card leaves the game.
    {"*"}*Camps**: eight camp tiles come into the bag (prices 3, 4, 6, 7; CA1). A camp is bought like a building but is not a building: no majority, no colour.
    • Every bastion (the arrow sides) must lie against a city wall of a neighbouring tile; a camp touches other tiles only with its bastions (CA2). Each scoring, a bastion scores 1 point for every tile in the unbroken straight line behind it (fountain and yards count, an empty cell, a camp or a portal stops it, CA3). The outer wall is measured as if no camp were built.
    {"*"}*Street trader**: before the first turn every player secretly chooses three residents of different colours for the trader and the side of the fountain it starts at (whoever does not choose in time keeps three drawn for them); the other three go to the common supply.
    • Build a tile on your trader's square and a resident of the tile's colour moves onto it; refill the trader from the supply. If none matched, you may swap one resident with the supply. At the end of your turn move the trader to a free square next to a tile (your turn ends with the move; ST1). Camps and yards take no residents.
    • Each scoring: for every resident set of different colours on your tiles, 1, 3, 6, 10, 15 or 21 points for 1 to 6 colours.
    {"*"}*Thieves**: hidden thief cards, three of each currency, dealt 4 each (3 with four players, 2 with five or six).
    • Between two turns (the same window as the vizier's, TH1), everyone except the next player may play a thief: it takes one money card of its currency from the display (no exchange office, no diamond). The display is refilled; the window opens again, so thieves can follow each other. The bot passes for those who do not answer in time (a table option).
    • Everyone holding a thief is asked, whatever its colours. Not to be asked, set **{ alhambra-thieves-always-on }** on your panel (🦹, any time; switched back the same way): your thieves then pass by themselves. The table sees who set it.
    {"*"}*Diamonds**: eleven diamond cards (3 to 9, the 11th a 6: DI1) among the money. Take them like money; they pay for any tile, only with diamonds, never mixed with money (no exchange office); worthless in the final distribution. In Granada they count as a fifth currency for turning a tile over (DI2).
    {"*"}*Change**: 24 coins worth 1 in a bag. Overpay a tile by X and draw X÷2 coins (rounded down) blind from the bag; you may overpay on purpose (the payment buttons show "+1 coin"). Coins are money of their currency; spent coins go back into the bag. A turn in which coins were drawn cannot be undone past the draw.

## The window between two turns, with thieves

# $count: how many may act; $what: thieves (no vizier in the game) or both
alhambra-log-window-opened = 🦹 { $names } may { $what ->
        [thieves] play a thief
       *[both] play a thief or use a vizier
    } now (priority in this order).
alhambra-log-window-passed = { $who } passed.
alhambra-log-window-closed = 🦹 Nobody else acts between these turns: play goes on.

## The rule modules without a title of their own elsewhere

module-city_gates =
    .title = City gates
    .description = Gate cards come with the money: a gate opens a double wall for walking when you build a tile.
module-wall_cards =
    .title = Wall cards
    .description = Wall cards come with the money: put wooden walls on one of your tiles as an action.
