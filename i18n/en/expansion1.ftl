# Expansion 1, "Die Gunst des Wesirs" (The Vizier's Favour): the vizier, the exchange
# offices, the bonus cards and the building yards. Every word a player reads of them.
#
# Tiles in sentences take the form their attribute names (see alhambra.ftl). Keys of
# selectors are fixed by the code: $second, $on, $automatic (yes, no), $module (vizier,
# exchange_offices, bonus_cards, building_yards).

## Exchange offices (cards of the money deck)

# "Exchange office Denar/Guilder" ($first, $second: the two currencies' names)
alhambra-office = Exchange office { $first }/{ $second }

## For newcomers (one line for each module of the game)

alhambra-how-to-play-expansion1 = { $module ->
        [vizier] **Vizier**: between two turns, while your vizier is face up, you may buy a market tile out of turn if you pay it *exactly* (no extra action); build it at once or reserve it. Your vizier then lies face down until you spend an action turning it up again.
        [exchange_offices] **Exchange offices**: take one from the display instead of money. It pays one purchase in any mix of its two currencies, when the slot's currency is one of them.
        [bonus_cards] **Bonus cards**: each of your hidden cards shows a tile without walls. Once that tile is built in your Alhambra, reveal the card whenever you like: it counts as one more building of its kind. Scorings reveal it for you unless you choose in your panel to keep it hidden (then it does not count); the final scoring always does.
       *[building_yards] **Building yards**: instead of money, a purchase or a rebuild, take a yard (free, at most three). At a scoring it counts as one more building of its colour for each neighbour of that colour with no wall between.
    }

## Choices (buttons, menus, autocomplete)

alhambra-act-vizier-up = Turn your vizier face up again
alhambra-act-vizier = Vizier: buy the { $second ->
        [yes] Granada tile{" "}
       *[no] {""}
    }{ $tile } for { $cards } and build it { $place }{ $position }
    .tile = bare
alhambra-act-vizier-brief = Vizier: { $second ->
        [yes] Granada tile{" "}
       *[no] {""}
    }{ $tile }{ $position } { $place }, for { $cards }
    .tile = bare
alhambra-act-vizier-reserve = Vizier: buy the { $second ->
        [yes] Granada tile{" "}
       *[no] {""}
    }{ $tile } for { $cards } and put it on your reserve{ $position }
    .tile = bare
alhambra-act-vizier-reserve-brief = Vizier: { $second ->
        [yes] Granada tile{" "}
       *[no] {""}
    }{ $tile }{ $position } to your reserve, for { $cards }
    .tile = bare
alhambra-act-vizier-slot = Vizier: buy the { alhambra-currency } { $second ->
        [yes] Granada tile
       *[no] tile
    } for { $cards }
alhambra-act-vizier-pass = Pass: do not use your vizier now
alhambra-act-vizier-always = { $on ->
        [yes] Always pass with your vizier (no more asking between turns)
       *[no] Ask me again when my vizier could buy
    }
alhambra-act-reveal-bonus = Reveal your bonus card: { $tile }
    .tile = bare
alhambra-act-take-yard = Take a building yard ({ $building })

## What happened (the turn post and /alhambra log)

alhambra-log-vizier-up = { $who } turned their vizier face up again.
alhambra-log-vizier-window = 🧙 { $count ->
        [one] { $names } may use their vizier now.
       *[other] { $names } may use their viziers now (priority in this order).
    }
alhambra-log-vizier-passed = { $who } passed: no vizier this time.
alhambra-log-vizier-used = 🧙 { $who } used the vizier:
alhambra-log-vizier-bought = { $who } bought the { $second ->
        [yes] Granada tile{" "}
       *[no] {""}
    }{ $tile } out of turn for { $cards } (paid exactly, no extra action).
    .tile = bare
alhambra-log-vizier-closed = 🧙 No more viziers this time: play goes on.
alhambra-log-bonus-revealed = { $automatic ->
        [yes] { $who }'s bonus card { $tile } was revealed for the scoring, as its tile is built: it counts as one more building of its kind.
       *[no] { $who } revealed a bonus card, the { $tile }: it counts as one more building of its kind.
    }
    .tile = bare
alhambra-log-bonus-returned = { $who }'s bonus card { $tile } went back to their hand, hidden: its tile left the Alhambra.
    .tile = bare
alhambra-log-yard-taken = { $who } took a building yard ({ $building }).

## Scoring rounds: what bonus cards and building yards added

# "Counted for Ana: Garden 3 (1 from bonus cards), Tower 2 (2 from building yards)"
alhambra-score-added = Counted for { $name }: { $parts }
alhambra-score-added-building = { $building } { $count } ({ $added })
# $words: the module's title (a module other than these two)
alhambra-score-added-from = { $count } from { $module ->
        [bonus_cards] bonus cards
        [building_yards] building yards
       *[other] { $words }
    }
# "×3 of 7 built = 21; including 1 from building yards"
alhambra-score-how-added = { $how }; including { $added }

## The player aid (/alhambra rules): a line may not begin with * in Fluent ({"*"} stands
## for it); a bold sub-heading every 1500 characters or so lets the core cut the aid into
## Discord's messages.

alhambra-rules-expansion1 =
    {"*"}*Expansion 1: The Vizier's Favour** (`modules:vizier`, `exchange_offices`, `bonus_cards`, `building_yards`): each module alone or with the others, also with two players; the vizier and the exchange offices also with Granada and the combination (bonus cards and yards belong to the Alhambra's buildings).
    {"*"}*Vizier** (`vizier`): everyone starts with their vizier face up.
    • **Between turns** (the vizier window): when a turn is complete, the bot asks every player whose vizier is face up and who could pay a market tile *exactly*. Priority runs from the player whose turn comes next to the one who just moved.
    • **Answer** once: **use** it (the tile, its exact payment, and where it goes: built at once by the building rules, or on your reserve), **pass**, or set **always pass** (you are not asked again until you switch it off, at any time).
    {"*"}*Vizier: a use, and the end of the window**
    • A use takes effect once everyone before you in priority has passed. Your vizier turns face down; the exact payment gives no extra action. The market is refilled, and everyone who could still use a vizier is asked again.
    • The window closes early when everyone has answered; when its time (a table option) runs out, the bot passes for those who have not. Then the turn that began goes on.
    • **Turn it up again**: an action of your turn, instead of taking money, buying or rebuilding.
    • Never while the left-over tiles are handed out at the end; the vizier never takes a building yard.
    {"*"}*Vizier: where the book is silent, we decided**
    • V1: answers stay secret until they take effect: a use that waits for players with priority shows only as "has answered".
    • V2: a tile bought with the vizier is placed as a tile bought in your turn: in Granada it may go to the reserve either side up, or be turned over and built for at least 3 in one currency (rule book p. 9).
    • V3: if the market cannot be refilled after a vizier's purchase, the game ends as after a turn.
    • V4: a player who leaves the game while the window is open counts as having passed.
    {"*"}*Exchange offices** (`exchange_offices`): six cards, one for each pair of currencies, shuffled into the 2nd, 3rd and 4th money stacks. In the display they count among the four cards; take **one** instead of money, and hold any number.
    • An office pays one purchase whose slot currency it shows, in any mix of its two currencies; then it goes to the discard pile (and comes back when the deck is reshuffled). An exact payment still gives another action; the vizier may pay with offices. Not when the left-over tiles are handed out at the end (they go by money alone).
    • E1 (our decision): several offices may pay one purchase, but each must show the slot's currency and each must be needed: the payment uses a card of its other currency.
    {"*"}*Bonus cards** (`bonus_cards`): dealt hidden, 3 each with 2 or 3 players, 2 with 4 or 5, 1 with 6. Each shows one of the ten tiles without walls.
    • Once that tile is built in your Alhambra you may reveal the card at any time, also out of turn (a button in your panel): at every scoring it counts as one more building of its kind. A hidden card never counts.
    • If the tile leaves your Alhambra, the card goes back to your hand, hidden, until the tile is built in again.
    {"*"}*Bonus cards at the scorings**
    • B4 (our decision): scorings 1 and 2 reveal for you every hidden card whose tile stands in your Alhambra, and count it, unless you set your panel to keep your bonus cards hidden there (then they do not count: holding a card back keeps the others guessing, as the book suggests). Nobody else sees that setting. You can change that setting any time, also out of turn. The final scoring reveals and counts every such card.
    {"*"}*Building yards** (`building_yards`): 24 yards in the six colours (3 Pavilion, 3 Seraglio, 4 Arcades, 4 Chambers, 5 Garden, 5 Tower), stacked by colour, the top one of each stack face up.
    • **Take a yard**: a new action instead of money, a purchase or a rebuild. It is free (so never exact: no extra action); build it by the building rules or reserve it like a bought tile. At most three yards each, the reserve included; rebuilding works with yards too.
    • At a scoring a yard counts as one more building of its colour for each neighbouring building of that colour with no wall between (0 to 3; yards never count for yards). Its walls count as usual.
    • The yards' wall sides are our reconstruction (here each yard has one wall): no published list of the printed walls exists.
    • Our decisions: the next yard of a stack turns face up when your turn ends (Y1); a yard is never given to Dirk (Y2); a bonus card revealed once stays seen even if you undo your turn (B2); a player who left the game reveals no more cards by hand and keeps their setting; the final scoring reveals their cards (B3).
