# Expansion 4: the treasure chamber (module treasure_chamber)

## pictures
img-chests-chamber = Treasure chamber
img-chests-room-empty = empty
img-term-treasure_chamber = Chests
img-legend-chest = Chest (counts in the Alhambra, not in the reserve)

## The rule module
module-treasure_chamber =
    .title = Treasure chamber
    .description = Three rooms of chests: buy a room for 8 in any money; each chest goes on a building of its colour, and the most chests score.

## Words
# $building: the chest's colour, named by the building of that colour; $count: how many
alhambra-chests-colour = { $count ->
        [one] {""}
       *[other] { $count } {""}
    }{ $building ->
        [pavilion] blue
        [seraglio] red
        [arcades] brown
        [chambers] white
        [garden] green
       *[tower] purple
    }
alhambra-chests-none = no chests
alhambra-how-to-play-chests = **Treasure chamber**: as your action, buy all the chests of one room for at least 8 in any money (no change, no extra action). At the end of your turn each chest goes on a building of its colour in your Alhambra; the rest pass to the left. The most chests score 7, 14/7, 22/14/7.

## Choices
alhambra-act-buy-chests = Buy the chests of room { $room } for { $cards }
alhambra-act-place-chest = Put a chest on the { $tile }
    .tile = bare
alhambra-act-pass-chests = Put the chests on my buildings built first

## The panel
alhambra-panel-chests-line = Buy the chests of a room of the treasure chamber (at least { $price }, any money).
alhambra-button-chests = Buy chests…
alhambra-panel-chest-place-line = Choose the buildings for your chests.
alhambra-button-chest-place = Place your chests…
alhambra-panel-chests-title = Treasure chamber: which room?
# $rooms: one line per room
alhambra-panel-chests = Take all the chests of one room and pay at least { $price } in any mix of money (diamonds and coins too; no change, no extra action). At the end of your turn each chest goes on a building of its colour in your Alhambra (not the reserve, one per building); what you cannot place passes to the player on your left.
    { $rooms }
alhambra-panel-chests-room = Room { $room }: { $chests }
alhambra-button-chest-room = Room { $room } { $chests }
alhambra-panel-chests-pay-title = Pay for room { $room }
alhambra-panel-chests-pay = The chests { $chests }: pay at least { $price }. The smallest payments first; nothing comes back.
alhambra-panel-chest-place-title = Your chests
alhambra-panel-chest-place = Still to place: { $chests }. Choose a numbered building for a chest of its colour (one chest a building). Where only one place is left, the chests go there by themselves when your turn ends.
alhambra-panel-rebuild-before-chests-title = Ammar El'Schauf's extra rebuild
alhambra-panel-rebuild-before-chests = Rebuild first if you want to: once you have placed a chest, the extra rebuild is gone.
alhambra-caption-chest = Which building gets a chest?
alhambra-panel-chests-passed-title = 🧰 Chests passed on to you
alhambra-panel-chests-passed = { $buyer } could not place { $chests }: you distribute them. Choose a numbered building for a chest of its colour (one chest per building); where only one place is left, the chest goes there by itself. Or tap the last button: each goes on your building of its colour built first.
alhambra-panel-chests-passed-waiting-title = 🧰 Chests passed on
alhambra-panel-chests-passed-waiting = { $name } chooses the buildings for the chests { $buyer } could not place: { $chests }. Then { $buyer }'s turn ends.
alhambra-button-chests-passed-default = Place them for me (built first)

## The thread
alhambra-log-chests-bought = 🧰 { $who } bought the chests of room { $room }, { $chests }, for { $cards }. { $refilled ->
        [yes] The room was refilled: { $refill }.
        [later] The room stays empty until the end of the turn.
       *[no] The bag holds too few chests: the room stays empty.
    }
alhambra-log-chest-placed = 🧰 { $who } put a chest on the { $tile }.
    .tile = bare
alhambra-log-chest-passed = 🧰 { $who } got a chest that { $buyer } could not place: it went on the { $tile }.
    .tile = bare
alhambra-log-chest-room-refilled = 🧰 Room { $room } of the treasure chamber { $refilled ->
        [yes] was refilled: { $chests }.
       *[no] stays empty: the bag holds too few chests.
    }
alhambra-log-chests-returned = 🧰 { $count ->
        [one] One chest ({ $chests }) nobody could place went
       *[other] { $count } chests ({ $chests }) nobody could place went
    } back into the bag.
alhambra-log-chests-passed = 🧰 { $buyer } could not place { $count ->
        [one] a chest
       *[other] { $count } chests
    }, { $chests }; { $who } chooses where they go.
alhambra-call-chests-passed = 🧰 { $user }: { $buyer } could not place the chests { $chests }; you may choose the buildings for them until { $until } (**{ panel-button }**). Then { $buyer }'s turn ends.
alhambra-status-chests-passed = Turn { $turn }: { $name } chooses the buildings for the chests { $buyer } could not place.
alhambra-chests-time-up = ⏰ Time is up for { $names }: the chests passed on went on the buildings of their colour built first.

## The player aid
alhambra-rules-treasure-chamber =
    {"*"}*Treasure chamber** (expansion 4; `modules:` treasure_chamber; the Alhambra's tiles only, also with two players): 42 chests in the six building colours (9 green, 9 purple, 7 white, 7 brown, 5 red, 5 blue) in a bag; 4 in each of the chamber's 3 rooms.
    {"*"}*Buy chests** as your action: take all the chests of one room and pay at least 8 in any mix of money: diamonds (also with money) and coins too, never an exchange office; no change, no extra action for paying exactly. The vizier and Abdul Karim never buy chests. The room stays empty until your turn ends; then, once the leftovers went back into the bag, it is refilled with 4 from the bag (fewer left: it stays empty; TC6).
    {"*"}*At the end of your turn** (after your bought tiles and an extra rebuild, before the street trader moves): each chest goes on a building of its colour in your Alhambra, this turn's included, never the reserve, a yard or a camp; one chest a building. You choose only where there is a choice (TC3); once you have placed one, no extra rebuild follows (TC5). Leftovers pass to the left, player by player; the rest go back into the bag (TC8).
    • Passed chests are distributed by their receiver, out of turn: where it has a choice, the end of your turn waits for it (until the window's time runs out; then each goes on its building of its colour built first, TC2); players who left get none (TC7).
    • A building with a chest that goes to the reserve keeps it; it counts only in the Alhambra (TC1, TC4). Each scoring: the most chests 7; 14/7; 22/14/7; ties share as for buildings; no chests, no points. Chests are not handed out at the end; Dirk gets none.

## Refusals
engine-chests-no-aid = chests are paid with money in any mix of currencies: an exchange office is not needed and cannot pay
engine-chests-too-little = chests cost at least { $price }; the cards you chose total { $total } (there is no change)
engine-chests-no-room = there is no room { $room } in the treasure chamber: the rooms are 1 to { $rooms }
engine-chests-room-empty = room { $room } of the treasure chamber is empty
engine-chests-cannot-buy = cannot buy the chests of room { $room }: { $problem }
engine-chests-none-waiting = you have no chests to place
engine-chests-place-first = the chests go on your buildings at the end of the turn: build or reserve the { $count ->
        [one] tile
       *[other] { $count } tiles
    } you bought first
engine-chests-not-built = a chest goes on a building in your Alhambra (not the reserve)
engine-chests-wrong-colour = a chest goes on a building of its own colour, and none of your chests has this building's colour
engine-chests-taken = that building has a chest already: one chest per building
engine-chests-choose-first = choose the buildings for your chests first
engine-chests-passing = { $name } chooses the buildings for the chests passed on
engine-character-ammar-after-chests = the extra rebuild comes before your chests are placed: you placed one this turn
