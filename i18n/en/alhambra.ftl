# Der Palast von Alhambra (and Granada, and the two combined): every word a player reads.
#
# Tiles in sentences: a sentence with a tile in it names the form of that tile in an
# attribute of the same name as its placeholder (`.tile = acc`); `alhambra-tile` says the
# tile in that form. English needs no forms (every attribute says `bare`); German declines
# the article, Hungarian adds a suffix to the price. Keys of selectors ($side, $which,
# $barrier, yes/no ...) are fixed by the code.

game-title-alhambra = Alhambra
game-the-alhambra = an Alhambra game

## Tiles, money, places

alhambra-building = { $building ->
        [pavilion] Pavilion
        [seraglio] Seraglio
        [arcades] Arcades
        [chambers] Chambers
        [garden] Garden
        [tower] Tower
        [arena] Arena
        [bathhouse] Bath house
        [library] Library
        [hostel] Hostel
        [hospital] Hospital
        [market] Market
        [park] Park
        [school] School
        [camp] Camp
        [medina] Medina
        [residential_quarter] Residential quarter
        [fountain] fountain
        [start] start tile
       *[other] { $building }
    }
# A tile: its building and price ("Garden 10"), "fountain", "start tile".
# $yard: the building a building yard counts as (its colour), for $building "yard"
alhambra-tile = { $form ->
       *[bare] {""}
        [the] {"the "}
    }{ $building ->
        [yard] { $yard ->
                [pavilion] Pavilion
                [seraglio] Seraglio
                [arcades] Arcades
                [chambers] Chambers
                [garden] Garden
               *[tower] Tower
            } yard
       *[other] { alhambra-building }
    }{ $building ->
        [fountain] {""}
        [start] {""}
        [yard] {""}
       *[other] {" "}{ $price }
    }
alhambra-currency = { $currency ->
        [denar] Denar
        [dirham] Dirham
        [ducat] Ducat
       *[guilder] Guilder
    }
# "8 + 2 Dirham"
alhambra-amount = { $values } { alhambra-currency }
# A hand on the panel: "Denar 7 (5+2)"
alhambra-hand-currency = { alhambra-currency } { $total } ({ $values })
alhambra-no-money = no money
# Where a tile goes: "east of the Tower 7"
alhambra-place = { $side ->
        [north] north
        [east] east
        [south] south
       *[west] west
    } of the { $tile }
    .tile = bare
alhambra-place-alone = away from the other tiles
alhambra-dirk = Dirk
alhambra-nobody-tie = nobody (a tie)

## For newcomers

alhambra-how-to-play = On your turn do one thing: **take money** (one card, or several worth at most 5 together), **buy** a tile (pay at least its price in its currency; pay *exactly* and you may act once more), or **rebuild** your Alhambra. Then build what you bought. The whole player aid: `/{ cmd-alhambra } { cmd-rules }`.
alhambra-how-to-play-granada = **Granada**: every tile has two sides. Build a bought tile as it shows for free, or **turn it over** first (at least { $cost } in one currency, no change); the reserve takes either side for free. Moats are built like walls.
alhambra-how-to-play-combination = **Alhambra + Granada**: every market slot holds an Alhambra tile and a Granada tile (with moats); buy either. Both cities grow on one plane: your first Granada tile must touch your Alhambra with a moat against a wall, and the two cities touch only wall against moat. A Granada tile may be **turned over** (at least { $cost } in one currency). Walls beside moats score extra.

## Choices (buttons, menus, autocomplete)

alhambra-act-take = Take { $cards }
alhambra-act-buy = Buy the { $tile } for { $cards }
    .tile = bare
alhambra-act-buy-slot = Buy the { alhambra-currency } tile for { $cards }
alhambra-act-buy-second = Buy the Granada tile { $tile } for { $cards }
alhambra-act-buy-second-slot = Buy the { alhambra-currency } Granada tile for { $cards }
alhambra-act-place-numbered = { $number }: build the { $tile } { $place }
    .tile = bare
alhambra-act-place = Build the { $tile } { $place }
    .tile = bare
alhambra-act-reserve-turned = Turn the { $tile } over and put it on your reserve as the { $other } (free)
    .tile = bare
alhambra-act-reserve = Put the { $tile } on your reserve
    .tile = bare
alhambra-act-flip = Turn the { $tile } over for { $cards }: the { $other }
    .other = bare
    .tile = bare
alhambra-act-give = Give the { $tile } to { alhambra-dirk }
    .tile = bare
alhambra-act-rebuild-place = Build the { $tile } from your reserve { $place }
    .tile = bare
alhambra-act-rebuild-remove = Take the { $tile } { $place } to your reserve
    .tile = bare
alhambra-act-rebuild-exchange = Swap the { $tile } from your reserve for the { $old } { $place }
    .old = bare
    .tile = bare
alhambra-act-rebuild-exchange-brief = Swap: { $tile } (reserve) for { $old } { $place }
    .old = bare
    .tile = bare
alhambra-act-undo = Undo turn
alhambra-act-end = End turn
alhambra-act-other = Another choice
alhambra-unavailable-undo = There is nothing to undo now.
alhambra-unavailable-end = You cannot end your turn now: take money, buy or rebuild first, and place or reserve what you bought.

## What happened (the turn post and /alhambra log)

alhambra-log-money = { $who } took { $cards }.
alhambra-log-bought = { $who } bought the { $tile } for { $cards }{ $exact ->
        [yes] {" "}(exact: another action)
        [unused] {" "}(exact)
       *[no] {""}
    }.
    .tile = bare
alhambra-log-bought-second = { $who } bought the Granada tile { $tile } for { $cards }{ $exact ->
        [yes] {" "}(exact: another action)
        [unused] {" "}(exact)
       *[no] {""}
    }.
    .tile = bare
# $place: " east of the Tower 7" (with its blank), or nothing
alhambra-log-began-granada = { $who } began their Granada: the { $tile }{ $place }, moat against wall.
    .tile = bare
alhambra-log-built = { $who } built the { $tile }{ $place }.
    .tile = bare
alhambra-log-declined = { $who } declined the { $tile }: it lies on the reserve, where it never scores.
    .tile = bare
alhambra-log-reserved-turned = { $who } turned the { $tile } over and put it on the reserve as the { $other } (free).
    .other = bare
    .tile = bare
alhambra-log-reserved = { $who } put the { $tile } on the reserve.
    .tile = bare
alhambra-log-flipped = { $who } turned the { $tile } over: the { $other } (paid { $cards }).
    .other = bare
    .tile = bare
alhambra-log-marker = New { $which ->
        [granada] Granada
       *[market] market
    } tiles lie { $side ->
        [odd] odd
       *[even] even
    } side up; the marker turns: the next { $which ->
        [granada] Granada
       *[market] market
    } tiles show { $after ->
        [odd] odd
       *[even] even
    } sides.
alhambra-log-given-dirk = { $who } gave the { $tile } to { alhambra-dirk }.
    .tile = bare
alhambra-log-rebuilt-exchange = { $who } rebuilt: the { $tile } from the reserve replaces the { $old }{ $place }.
    .old = bare
    .tile = bare
alhambra-log-rebuilt-in = { $who } rebuilt: the { $tile } from the reserve{ $place }.
    .tile = bare
alhambra-log-rebuilt-out = { $who } rebuilt: the { $tile }{ $place } went to the reserve.
    .tile = bare
alhambra-log-reshuffled = The money deck ran out: { $count } discarded cards were shuffled.
alhambra-log-dirk-received = { alhambra-dirk } received { $count } tiles from the bag.
alhambra-log-award = the { $tile } to { $owner }
    .tile = bare
alhambra-log-award-two = the { $tile } and the { $second } to { $owner }
    .second = bare
    .tile = bare
alhambra-log-awarded = The bag is empty! The tiles left on the market go to whoever holds the most money of their currency: { $parts }.
alhambra-log-awarded-one-by-one = One by one: each is built at once as it lies (it cannot be turned over), or declined to the reserve.
alhambra-log-final-given = { $who } receives the { $tile } (the most { alhambra-currency }) and builds it now as it lies, or declines it.
    .tile = bare
alhambra-log-retired = { $who } left the game: their Alhambra stays and keeps scoring; they take no more turns.
alhambra-log-game-over = **Game over!** { $count ->
        [one] Winner
       *[other] Winners
    }: { $winners }.

## Scoring rounds

alhambra-score-heading = **Scoring round { $round }!**
alhambra-score-see-table = Who placed for each building, and why: see the scoring table.
alhambra-score-multipliers = { $whose ->
        [combined] Granada's buildings: places
       *[granada] Places
    } pay { $table } the number of such buildings in all cities; equal counts: the highest-priced tile ranks higher.
alhambra-score-base-table = The Alhambra's buildings pay by the base game's table (equal counts share).
alhambra-score-buildings = { $points } { $points ->
        [one] point
       *[other] points
    } for buildings
alhambra-score-barrier = { $points } for the { $barrier ->
        [longest-wall] longest wall
        [moat] moat
       *[wall] wall
    }
alhambra-score-term = { $points } { $term ->
        [moat] for the longest moat
        [wall_and_moat] for wall beside moat (2 points per side)
        [street_trader] for the street trader's residents
        [camps] for the camps' bastions
        [characters] for the characters (Yusuf, Fatima)
        [invaders] lost to the invaders
        [medina] lost to the medinas
        [treasure_chamber] for the chests
        [bazaars] for the bazaars
        [falcons] for the falcons
        [art_of_the_moors] for the culture tiles
        [portals] for the portals on the longest wall
       *[other] for { $words }
    }
# "Ana: +12 (8 points for buildings + 4 for the wall) = 30 points"
alhambra-score-line = { $name }: { $gained } ({ $parts }) = { $total } points
# "Arena: Ana first (×3 of 7 built = 21), Ben second (...)"
alhambra-score-building = { $name }: { $parts }
alhambra-score-rank = { $who } { $rank ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
        [6] sixth
       *[7] seventh
    } ({ $how })
alhambra-score-how-multiplied = ×{ $times } of { $built } built = { $points }
alhambra-score-how-points = { $points } points
alhambra-score-tie = tie at { $count }, broken by the highest price: { $prices }

## The start, the ping, the status

alhambra-start-heading = **The game begins!** Everyone's starting money, dealt face up:
alhambra-start-money = { $name }: { $cards } ({ $count } cards, worth { $worth })
alhambra-start-player = { $name } starts: { $why ->
        [fewest] the fewest money cards
        [lowest] the fewest money cards and, among those, the lowest total
       *[lot] the fewest cards and the lowest total, tied with others: chosen by lot
    }. From now on everyone's money is secret.
alhambra-call-turn = { $user }, it's your turn! Press **{ panel-button }**.
alhambra-call-received = { $user }, build the tiles you received! Press **{ panel-button }**.
alhambra-call-received-one = { $user }, build the { $tile } you received as it lies, or decline it! Press **{ panel-button }**.
    .tile = bare
alhambra-status-cancelled = This game was cancelled.
alhambra-status-over = This game is over: the final scores are in the thread.
alhambra-status-received-one = Turn { $turn }: { $name } is building (or declining) the { $tile } they received at the end of the game.
    .tile = bare
alhambra-status-received = Turn { $turn }: { $name } is building the tiles they received at the end of the game.
alhambra-status-placing = Turn { $turn }: { $name } is placing the { $tile }.
    .tile = bare
alhambra-status-extra = Turn { $turn }: { $name } is taking another action after an exact payment.
alhambra-status-choosing = Turn { $turn }: { $name } is choosing: take money, buy a tile or rebuild.
alhambra-final-heading = **Final scores**
alhambra-final-line = { $name }: **{ $score }** ({ $details })
alhambra-final-barrier = { $barrier ->
        [moat] moat
       *[wall] wall
    } { $length }
alhambra-final-exact = { $count } exact payments
alhambra-final-per-turn = { NUMBER($hours, minimumFractionDigits: 1, maximumFractionDigits: 1) } h per turn
alhambra-final-per-turn-none = — per turn

## Notes and answers

alhambra-note-older-message = This button was on an older message; here is your panel as it is now.
alhambra-note-game-over = The game is over: the final scores are in the thread.
alhambra-note-turn-done = Turn done. The next player has been pinged.
alhambra-note-computers-play = Turn done. The computers play now; one post in the thread will tell their moves together with yours.
alhambra-next-exact-tile = You paid exactly for the { $tile }: take another action (`/{ cmd-alhambra } { cmd-alhambra-take }`, `{ cmd-alhambra-buy }` or `{ cmd-alhambra-rebuild }`), or place the { $waiting } now (`/{ cmd-alhambra } { cmd-alhambra-place }`).
    .tile = bare
    .waiting = bare
alhambra-next-exact = You paid exactly: take another action (`/{ cmd-alhambra } { cmd-alhambra-take }`, `{ cmd-alhambra-buy }` or `{ cmd-alhambra-rebuild }`), or place the { $waiting } now (`/{ cmd-alhambra } { cmd-alhambra-place }`).
    .waiting = bare
alhambra-next-place = { $bought ->
        [yes] Bought.{" "}
       *[no] {""}
    }Now place the { $tile }: `/{ cmd-alhambra } { cmd-alhambra-place }` with the number of a place in your panel's picture, or reserve it.
    .tile = bare
alhambra-next-done = Done. Undo turn is still possible; `/{ cmd-alhambra } { cmd-alhambra-end }` ends your turn.
alhambra-refusal-nothing-waiting = You have no bought tile waiting to be placed.
alhambra-refusal-no-place = There is no place { $number } for your { $tile }; the picture numbers { $count ->
        [0] none: reserve it instead
       *[other] 1 to { $count }
    }.
    .tile = bare
alhambra-refusal-rules = These rules cannot be played: { $problem }.
alhambra-skip-words = their unfinished turn is undone, they take the single most valuable money card on display, and their turn ends.
alhambra-vote-removed = { $name } has left the game. Their Alhambra stays and keeps scoring; they take no more turns.
alhambra-vote-skipped = { $name }'s turn was skipped
alhambra-vote-took = they took { $cards }
alhambra-vote-reserved = their waiting tiles went to their reserve

## The lobby's options

alhambra-options-base-game = the base game
alhambra-options-rules = Rules: { $rules } (two players play with { alhambra-dirk })
alhambra-options-players = Players: 2 to { $most }
alhambra-options-reminders = Reminders: every { $every }
alhambra-options-reminders-off = Reminders: off
alhambra-options-deadline = Turn deadline: { $after }
alhambra-options-deadline-none = Turn deadline: none
alhambra-hours = { $hours } { $hours ->
        [one] hour
       *[other] hours
    }

## The private panel

alhambra-panel-title = Your panel · { $name }
alhambra-panel-reserve = Your reserve
alhambra-panel-note = Note
alhambra-panel-footer = Table #{ $table } · move { $move }
alhambra-panel-cancelled-title = Game cancelled
alhambra-panel-cancelled = This game was cancelled; nothing more can be played in it.
alhambra-panel-over-title = Game over
alhambra-panel-over = The final scores are in the thread.
alhambra-panel-left-title = You have left this game
alhambra-panel-left = Your Alhambra stays and keeps scoring; you take no more turns.
alhambra-panel-waiting-title = Waiting
alhambra-panel-waiting = It is { $name }'s turn. Press **{ panel-button }** again when you are pinged.
alhambra-panel-how-to-play = How to play
alhambra-panel-your-turn = Your turn
alhambra-panel-paid-exactly = **You paid exactly!** You may take another action, or build what you bought (**{ alhambra-button-place-it }**).
alhambra-panel-take = **Take money**: tap the cards to take.{ $ends ->
        [yes] {" "}Your turn then ends.
       *[no] {""}
    }
alhambra-panel-buy = **Buy**: tap a tile of the market{ $both ->
        [yes] : each slot holds an Alhambra tile and a Granada tile (with moats); buy either.
       *[no] .
    }
alhambra-panel-rebuild = **Rebuild**: change your Alhambra { $both ->
        [yes] or your Granada instead.
       *[no] instead.
    }
alhambra-panel-nothing-title = Nothing to do
alhambra-panel-nothing = You cannot take money, buy or rebuild this turn, so you pass.
alhambra-panel-take-screen-title = Take money
alhambra-panel-take-screen = Tap the cards to take.
alhambra-panel-pay-title = Pay the { $tile } ({ $price } { alhambra-currency })
    .tile = bare
alhambra-panel-pay = Pay exactly and you may take another action. There is no change.
alhambra-panel-pay-second-title = Pay the Granada tile { $tile } ({ $price } { alhambra-currency })
    .tile = bare
alhambra-panel-pay-second = Pay exactly and you may take another action. There is no change.
alhambra-panel-place-title = Place the { $tile }
    .tile = bare
alhambra-place-where = { $count ->
        [0] it fits nowhere now
       *[other] tap its number in the picture ({ $count } { $count ->
            [one] place
           *[other] places
        })
    }
alhambra-place-granada-first = (your first Granada tile must touch a wall of your Alhambra with a moat)
alhambra-place-final-as-it-lies = Build it as it lies: { $where }; it cannot be turned over now. Or **{ alhambra-button-decline }** it: it goes to your reserve, where it never scores.
alhambra-place-final = Build it now: { $where }. Or **{ alhambra-button-decline }** it: it goes to your reserve, where it never scores.
alhambra-place-build = Build it: { $where }, or put it on your reserve.
alhambra-place-other-side-flip = Its other side is the **{ $tile }**: turning it over costs at least { $cost } in one currency (no change); the reserve takes either side for free.
    .tile = bare
alhambra-place-other-side-poor = Its other side is the **{ $tile }**: turning it over costs at least { $cost } in one currency, more than you hold of any; the reserve takes either side for free.
    .tile = bare
alhambra-place-other-side-nowhere = Its other side, the { $tile }, fits nowhere in your city now; the reserve takes either side for free.
    .tile = bare
alhambra-place-more-waiting =
    { $count ->
        [one] One more bought tile waits besides this one.
       *[other] { $count } more bought tiles wait besides this one.
    }
alhambra-panel-received-title = The game is ending: you received the { $tile }
    .tile = bare
alhambra-panel-received-why = The bag is empty, so the tiles left on the market go one by one to whoever holds the most money of their currency{ $currency ->
        [none] , and you hold the most of that currency
       *[other] : you hold the most { alhambra-currency }
    }.
alhambra-panel-flip-title = Turn the { $tile } over
    .tile = bare
alhambra-panel-flip = Its other side is the **{ $other }** (the picture numbers where it fits). Turning it over costs at least { $cost } in one currency; there is no change. Tap how you pay; then build it.
    .other = bare
alhambra-panel-rebuild-screen-title = Rebuild your Alhambra{ $both ->
        [yes] {" "}and Granada
       *[no] {""}
    }
alhambra-panel-rebuild-screen = Instead of taking money or buying, take one tile out to your reserve, or build a reserve tile in (on an empty place, or swapped for a built tile).{ $both ->
        [yes] {" "}Tiles of either city; where the two cities meet, a wall must lie against a moat.
       *[no] {""}
    }
alhambra-panel-take-out-title = Take a tile out
alhambra-panel-take-out = Tap the number of the tile that goes to your reserve.
alhambra-panel-build-in-title = Build in the { $tile }
    .tile = bare
alhambra-panel-build-in = Tap a number: on an empty place it is built there; on a built tile (⇄) it is swapped in and that tile goes to your reserve.
alhambra-caption-turned-over = Turned over, it fits here
alhambra-caption-take-out = Which tile goes to your reserve?
alhambra-caption-build-in = Where does the { $tile } go?
    .tile = bare

## Buttons (at most 80 characters)

alhambra-button-buy = Buy { $tile }
alhambra-button-buy-second = Buy Granada { $tile }
alhambra-button-exact = exact
alhambra-button-take-more = Take money…
alhambra-button-rebuild = Rebuild…
alhambra-button-place-it = Place it
alhambra-button-back = ‹ Back
alhambra-button-pay-exact = exact, +1 action
alhambra-button-pays = pays { $paid }
alhambra-button-more-payments = More payments ({ $page }/{ $pages }) ›
alhambra-button-more-places = More places ({ $page }/{ $pages }) ›
alhambra-button-more-reserve = More reserve tiles ({ $page }/{ $pages }) ›
alhambra-button-more = More ({ $page }/{ $pages }) ›
alhambra-button-decline = Decline
alhambra-button-reserve = Reserve it
alhambra-button-reserve-as = Reserve it as { $tile }
alhambra-button-turn-over-paying = Turn over → { $tile } · { $cards }
alhambra-button-turn-over = Turn over → { $tile } ({ $cost } money)
alhambra-button-turn-over-short = turn over
alhambra-button-give-dirk = Give to { alhambra-dirk }
alhambra-button-next-tile = Next: the { $tile } ›
alhambra-button-another-action = Another action ›
alhambra-button-take-out = Take a tile out
alhambra-button-build-in = Build in the { $tile }
    .tile = bare

## Expansion 1 on the panel and in the thread

alhambra-button-yards = Building yard…
alhambra-panel-yard = **Building yard**: take one for free instead (your action); you build it at the end of your turn. Three at most.
alhambra-panel-vizier-up = **Turn your vizier up** again (your action), to use it later.
alhambra-panel-yards-title = Take a building yard
alhambra-panel-yards = Free, and your action for this turn. It counts as one building of its colour for each neighbour of that colour not behind a wall (0 to 3).
alhambra-panel-window-title = The viziers first
alhambra-panel-window = { $names } may still use { $count ->
        [one] their vizier
       *[other] their viziers
    }. { $answered ->
        [yes] You have answered: you buy when everyone before you has passed.
       *[no] Then it is { $next }'s turn.
    }
alhambra-panel-vizier-title = 🧙 Your vizier
alhambra-panel-vizier = You may buy one market tile **now**, out of turn, paid **exactly** (no extra action), and build it at once. Your vizier then lies face down until you turn it up as an action. Or pass: then it is { $next }'s turn.
alhambra-button-vizier-buy = { $tile } · { $cards }
alhambra-button-vizier-pass = Pass
alhambra-panel-vizier-place-title = The vizier buys the { $tile }
    .tile = bare
alhambra-panel-vizier-place = You pay { $cards }. Build it: { $where }, or put it on your reserve.
alhambra-call-vizier = 🧙 { $users }: you may use your { $count ->
        [one] vizier
       *[other] viziers
    } now, until { $until } (**{ panel-button }**). Then it is { $next }'s turn.
alhambra-status-vizier = Turn { $turn }: { $names } may still use { $count ->
        [one] their vizier
       *[other] their viziers
    }; then { $name } chooses.
# $count: how many passed
alhambra-vizier-time-up = ⏰ Time is up for the vizier: { $names } passed.
alhambra-options-vizier = Vizier: { $minutes } minutes between two turns
