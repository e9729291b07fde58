# The engines' reasons for refusing a move or a new game's options, by the message id the
# engine gives each reason (engine/errors.py). The bot shows the engine's own English to
# English readers; these English messages name the placeholders for the other languages.
#
# Placeholders the bot fills from the engine's arguments: $tile, $has_tile, $lacks_tile,
# $other_tile and $start_tile are tiles, each said in the form its attribute of the same
# name gives (see alhambra.ftl); $place is a place ("east of the Tower 7"); $problem,
# $hint and $why are reasons of their own; $cards is money ("8 + 2 Dirham"), $card one
# card (money or an exchange office), $aids exchange offices; $currency a currency,
# $currencies several; $modules, $module and $needs rule modules by their titles; $names
# player or option names. Selector keys are fixed by the engine: $side (N, E, S, W),
# $barrier (wall, moat), $city (alhambra, granada, other), $action (an action's kind),
# $second and $on (yes, no), $colour (yellow, blue), $direction (up, down).

## Words shared by several reasons

engine-list-or = { $first } or { $last }
engine-side = { $side ->
        [N] north
        [E] east
        [S] south
       *[W] west
    }
engine-barriers = { $barrier ->
        [moat] moats must meet moats
       *[wall] walls must meet walls
    }
engine-barrier = { $barrier ->
        [moat] moat
       *[wall] wall
    }
engine-verb = { $action ->
        [take_money] take
        [buy] buy
        [buy_second] buy
        [place] place
        [reserve] reserve
        [flip] flip
        [give_to_dirk] give
        [rebuild_place] rebuild
        [rebuild_remove] rebuild
        [rebuild_exchange] rebuild
        [restart_turn] restart
        [end_turn] end
        [turn_vizier_up] turn your vizier up
        [use_vizier] use your vizier
        [pass_vizier] pass
        [vizier_always_pass] change your vizier's setting
        [reveal_bonus_card] reveal a bonus card
        [take_yard] take a building yard
        [take_gate_card] take the gate card
        [place_gate] place
        [rebuild_place_gate] rebuild
        [use_wall_card] use a wall card
        [refill_trader] refill your trader
        [swap_trader] swap a resident
        [move_trader] move your trader
       *[retire_seat] retire
    }

## Alhambra: money

engine-take-none = choose at least one money card to take
engine-take-twice = each money card can be taken only once
engine-take-missing = { $cards } { $count ->
        [one] is
       *[other] are
    } not on display
engine-take-too-much = several cards may be taken only when they total at most { $limit }; { $cards } total { $total }
engine-pay-none = choose the money cards to pay with
engine-pay-twice = each money card can be paid only once
engine-pay-missing = you do not hold { $cards }
engine-pay-wrong-currency = this slot takes only { $currency }; { $cards } cannot pay here
engine-pay-too-little = the tile costs { $price } { $currency }; the cards you chose total { $total } (there is no change, but you must pay at least the price)
engine-no-slot = there is no market slot '{ $slot }'; the slots are { $currencies }
engine-slot-empty = { $second ->
        [yes] the second tile of the
       *[no] the
    } { $currency } slot of the market is empty
engine-cannot-buy = cannot buy the { $tile } ({ $price } { $currency }): { $problem }
    .tile = bare

## Alhambra, expansion 1: exchange offices ($card: one card, $aids: exchange offices)

engine-take-aid-alone = { $card } is taken alone, instead of money
engine-pay-aid-wrong = { $card } does not show { $currency }: it cannot pay here
# $currency: the slot's currency (some languages name it).
engine-pay-wrong-currency-aided = { $cards } cannot pay here, not even with { $aids }
engine-pay-aid-unused = { $card } is not needed: pay with it only when you use its other currency

## Alhambra, expansion 1: the vizier and the window between turns

engine-wait-window = wait a moment: { $why }
engine-window-open = others may act first
engine-vizier-window = the others may still use their vizier
engine-vizier-face-down = your vizier is face down: turn it up again first, as an action of your turn
engine-vizier-not-exact = the vizier buys only with exact payment: the tile costs { $price }, the cards total { $total }
engine-vizier-already-up = your vizier is already face up
# $on: yes (always pass was already on) or no (it was already off).
engine-vizier-setting-unchanged = that is already so

## Alhambra: building and rebuilding

engine-on-reserve = that tile is on your reserve: building it in is a rebuild action, taken instead of buying or taking money
engine-not-waiting = the { $tile } is not among the tiles waiting to be placed
    .tile = bare
engine-not-on-reserve = the { $tile } is not on your reserve
    .tile = bare
engine-cannot-build = cannot build there: { $problem }
engine-cannot-remove = cannot take that tile out: { $problem }
engine-cannot-exchange = cannot exchange: { $problem }
engine-place-built = the place { $place } is already built
engine-place-corner = the { $tile } { $place } must touch { $city ->
        [alhambra] your Alhambra
       *[other] your city
    } with a full side, not only a corner
    .tile = bare
# $barrier: wall or moat (some languages decline by it).
engine-place-barrier = { engine-barriers }: { $place } the { $has_tile } has a { engine-barrier } where the { $lacks_tile } has none ({ engine-side } side of the new tile)
    .has_tile = bare
    .lacks_tile = bare
# $barrier: wall or moat (some languages decline by it).
engine-place-walk = the { $tile } { $place } could not be reached on foot from the { $start_tile } without crossing a { engine-barrier }
    .tile = bare
    .start_tile = bare
engine-place-hole = a { $tile } { $place } would leave an enclosed empty hole
    .tile = bare
engine-start-fixed = the { $start_tile } is never moved or removed
    .start_tile = bare
engine-no-tile-there = there is no tile { $place }
engine-remove-cuts = without the { $tile } { $place } some tiles could no longer be reached on foot from the { $start_tile }
    .tile = bare
    .start_tile = bare
engine-remove-hole = taking out the { $tile } { $place } would leave an enclosed empty hole
    .tile = bare
engine-exchange-barrier = { engine-barriers }: the { $tile } does not fit { $place } ({ engine-side } side)
    .tile = bare

## Alhambra + Granada: two cities on one plane

engine-combi-cross = an Alhambra tile and a Granada tile may touch only wall against moat: { $place } the { $tile } would meet the { $other_tile } ({ engine-side } side of the new tile) without a { $city ->
        [alhambra] wall and a moat
       *[granada] moat and a wall
    } on both sides
    .tile = bare
    .other_tile = bare
engine-combi-first-granada = the first tile of your Granada { $place } must touch your Alhambra with a full side, moat against wall
engine-combi-own = the { $tile } { $place } must touch { $city ->
        [granada] your Granada
       *[alhambra] your Alhambra
    } with a full side
    .tile = bare
# $barrier: wall or moat (some languages decline by it).
engine-combi-walk = the { $tile } { $place } could not be reached on foot from { $city ->
        [granada] the { $start_tile }, where your Granada began,
       *[alhambra] the fountain
    } without crossing a { engine-barrier }
    .tile = bare
    .start_tile = bare
engine-combi-start-fixed = the { $tile }, where your Granada began, stands in for its start tile and is never moved or removed
    .tile = bare
engine-combi-remove-cuts = without the { $tile } { $place } some tiles could no longer be reached on foot from the start of their city
    .tile = bare
engine-combi-exchange-barrier = the { $tile } does not fit { $place } ({ engine-side } side): walls meet walls and moats meet moats within a city, and an Alhambra tile meets a Granada tile only wall against moat
    .tile = bare
engine-combi-exchange-cuts = with the { $tile } { $place } some tiles could no longer be reached on foot from the start of their city
    .tile = bare

## Alhambra: Granada's two-sided tiles, Dirk

engine-flip-not-bought = only a tile bought this turn, still waiting to be built, can be turned over
engine-one-sided = the { $tile } has only one side
    .tile = bare
engine-cannot-flip = cannot turn the { $tile } over: { $problem }
    .tile = bare
engine-flip-nowhere = the other side of the { $tile }, the { $other_tile }, fits nowhere in your city now; turning a tile over is only for building it (the reserve takes either side for free)
    .tile = bare
    .other_tile = bare
engine-final-as-it-lies = at the end of the game tiles are built as they lie: the { $tile } may not be turned over
    .tile = bare
engine-flip-pay-none = choose the money cards to pay with (at least { $cost } in one currency)
engine-flip-one-currency = pay in one currency only, not in { $currencies }
engine-flip-too-little = it costs at least { $cost } in one currency; the cards you chose total { $total } (there is no change)
engine-dirk-only-bought = you can give Dirk only a tile you bought this turn (the { $tile })
    .tile = bare

## Alhambra: expansion 1, bonus cards and building yards

engine-bonus-unknown = there is no bonus card '{ $card }'
engine-bonus-revealed = your bonus card of the { $tile } is revealed already
    .tile = bare
engine-bonus-not-yours = you do not hold the bonus card of the { $tile }
    .tile = bare
engine-bonus-on-reserve = the { $tile } is on your reserve: its bonus card may be revealed only while it stands in your Alhambra
    .tile = bare
engine-bonus-not-built = the { $tile } does not stand in your Alhambra: its bonus card may be revealed only while it does
    .tile = bare
engine-yard-no-stack = there is no stack of building yards for '{ $building }'
engine-yard-three = you have { $limit } building yards already (built, on the reserve or waiting): nobody may own more than { $limit }
engine-yard-stack-empty = the stack of { $building } yards is used up

## Alhambra: turns

engine-game-over = the game is over
engine-no-such-seat = seat { $seat } does not play in this game
engine-not-your-turn = it is { $name }'s turn, not yours
engine-not-their-turn = it is not { $name }'s turn
engine-no-action = { $name } has no action to take
engine-already-left = { $name } has already left the game
engine-not-now-their-turn = you cannot { engine-verb } now: it is { $name }'s turn
engine-not-now = you cannot { engine-verb } now: { $hint }
engine-hint-action = first take money, buy a tile or rebuild
engine-hint-placing = your actions are done: place or reserve what you bought, then end your turn
engine-hint-final_placing = the game is ending: build or reserve the tiles you received
engine-hint-extra = you paid exactly: take another action (take money, buy or rebuild), or build or reserve what you bought before ending your turn
engine-nothing-to-undo = there is nothing to undo yet this turn
engine-place-before-end =
    place or reserve the { $count ->
        [one] tile
       *[other] { $count } tiles
    } you bought before ending your turn

## Alhambra: a new game's options and rule modules

engine-players-count = Alhambra is played by { $least } to { $most } players, not { $count }
# $count: how many options are unknown
engine-unknown-options =
    unknown { $count ->
        [one] option
       *[other] options
    }: { $names }
engine-modules-not-yet = these rule modules are not available yet: { $modules }
engine-modules-unknown = these rule modules are not available: { $modules }
engine-modules-automatic = { $modules } is switched on by the game itself
engine-modules-twice = each rule module once, please: { $modules } was chosen twice
engine-modules-different-games = { $modules } are different games: choose one of them
engine-modules-requires = { $module } is played only together with { $needs }
engine-modules-not-with = { $module } cannot be played with { $modules }
engine-modules-dirk-two = Dirk plays only in a two-player game

# The rule modules, by the engine's name of each: its title and one line for players
# choosing the rules of a new game (English: the engine's own words).
module-granada =
    .title = Granada
    .description = Build the city of Granada from double-sided tiles with moats; majorities pay by how many such buildings all cities show.
module-granada_simplified =
    .title = Simplified Granada scoring
    .description = Granada's buildings score fixed points (3 | 10, 3 | 18, 10, 3) instead of multipliers; good for learning.
module-alhambra_granada =
    .title = Alhambra + Granada
    .description = Build your Alhambra and, around it, the city of Granada: two tiles in every market slot, and walls meeting moats score extra.
module-dirk =
    .title = Two players with Dirk
    .description = With two players an imaginary third player, Dirk, collects tiles and scores.
module-vizier =
    .title = The vizier
    .description = Buy a tile out of turn, paid exactly, once until you turn your vizier up.
module-exchange_offices =
    .title = Exchange offices
    .description = Six cards that let one purchase be paid in two currencies.
module-bonus_cards =
    .title = Bonus cards
    .description = Hidden cards showing tiles without walls: revealed once that tile is built, each counts as one more building of its kind.
module-building_yards =
    .title = Building yards
    .description = Take up to three free building yards: each counts as one more building for every neighbour of its colour with no wall between.

## Roll & Write (the bot adds $building: the building at yellow $yellow, blue $blue)

engine-rw-no-die = no { $colour ->
        [yellow] yellow
       *[blue] blue
    } die shows { $value }
engine-rw-die-edge = a die cannot be turned { $direction ->
        [up] up from 6
       *[down] down from 1
    }: 1 and 6 do not wrap around
engine-rw-turn-no-coin = turning a die costs 1 coin and you have none left
engine-rw-crossed = you have crossed the { $building } at yellow { $yellow }, blue { $blue } already: choose another intersection or gain coins
engine-rw-second-cost = a second building costs { $cost } coins and you have { $coins }
engine-rw-second-dice = a second building needs the other yellow and the other blue die
engine-rw-other-crossed = the other pair points at the { $building } at yellow { $yellow }, blue { $blue }, which is crossed already
engine-rw-nothing-to-undo = nothing to undo: no die was turned this turn
engine-rw-keep = you rolled { $yellow_dice } · { $blue_dice }: keep one yellow and one blue die of them
engine-rw-left = { $name } has left the game and takes no more actions
# $count: how many players the game waits for
engine-rw-played-round = you have played round { $round } already; waiting for { $names }
engine-rw-stale = that was meant for round { $meant }; it is round { $round } now
engine-rw-verb = { $action ->
        [turn_die] turn
        [cross] cross
        [gain_coins] gain
        [keep_pair] keep
        [restart_turn] restart
       *[retire_seat] retire
    }
engine-rw-not-now = you cannot { engine-rw-verb } now: { $hint }
engine-rw-hint-act = first cross a building or gain coins (you may turn dice before)
engine-rw-hint-keep = you rolled all four dice: keep one yellow and one blue die, the others are passed on
engine-rw-left-nobody-waits = { $name } has left the game: nobody waits for it
engine-rw-nothing-to-do = seat { $seat } has nothing to do now
engine-rw-players-type = players must be a count or a list of names
engine-rw-players-count = Alhambra Roll & Write is played by { $least } to { $most } players, not { $count }
engine-rw-whole-number = { $option } must be a whole number, not { $value }
engine-rw-mode = the mode is 'simultaneous' or 'classic', not { $value }
engine-rw-solo-opponents = a solo game is played against { $least } to { $most } imaginary players, not { $count }
engine-rw-two-one-imaginary = two players always play with exactly one imaginary player
engine-rw-imaginary-only = imaginary players join only solo and two-player games, not a { $count }-player game
engine-rw-beat-them-bool = beat_them is true or false, not { $value }
engine-rw-beat-them-solo = 'play to beat them' is a variant of the solo game
engine-rw-coin-supply = the coin supply holds { $least } to { $most } coins, not { $count }
