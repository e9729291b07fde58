# Building sites (expansion 6, "Die Falkner"): every word a player reads about them. A
# building site is a market building bought at half price; it counts only with its walls
# until it is completed for its full price in the currency of its marker.

alhambra-how-to-play-building-sites = 🏗️ **Building sites**: buying a market building as a building site is an action: half its price (rounded up) in the slot's currency, and a marker drawn from the bag shows the currency it is completed in. Until then it counts only with its walls. Completing it is an action too: its full price in that currency ("Building sites" on your panel).
module-building_sites =
    .title = Building sites
    .description = Buy a market building at half price as a building site; it only counts with its walls until you complete it by paying its full price in the currency of its marker.

## Choices and the log

alhambra-act-buy-site = Buy the { $tile } as a building site for { $cards }
    .tile = bare
alhambra-act-buy-site-slot = Buy the { alhambra-currency } tile as a building site for { $cards }
alhambra-act-complete-site = Complete the building site { $tile } for { $cards }
    .tile = bare
# $price: half the price (rounded up); $full: the price that completes it,
# in $currency (the marker's); $exact: yes (another action), unused (exact, the extra action
# went unused), no
alhambra-log-site-bought = 🏗️ { $who } bought the { $tile } as a building site for { $cards }{ $exact ->
        [yes] , half its price (exact: another action)
        [unused] , half its price (exact)
       *[no] {" "}(half its price: { $price })
    }. Its marker shows { alhambra-currency }: it is completed for { $full } { alhambra-currency }.
    .tile = bare
alhambra-log-site-completed = 🏗️ { $who } completed the building site { $tile } for { $cards }{ $exact ->
        [yes] {" "}(exact: another action)
        [unused] {" "}(exact)
       *[no] {""}
    }.
    .tile = bare

## The panel

alhambra-panel-sites-line = Buy a building as a building site (half price), or complete one of yours
alhambra-button-sites = Building sites
alhambra-panel-sites-title = 🏗️ Building sites
alhambra-panel-sites = A building site costs half the tile's price (rounded up) in its slot's currency; a marker then shows the currency it is completed in. Until completed it counts only with its walls: no majority, no chest, no resident, no culture tile. Completing it costs the full price in the marker's currency. Exact payment: another action.
# $price in $currency: half the price, rounded up
alhambra-button-site-buy = Site: { $tile } · { $price } { alhambra-currency }
    .tile = bare
# $price in $currency: the full price, in the marker's currency
alhambra-button-site-complete = Complete: { $tile } · { $price } { alhambra-currency }
    .tile = bare
alhambra-panel-site-pay-title = Pay the building site { $tile } ({ $price } { alhambra-currency })
    .tile = bare
alhambra-panel-site-pay = Half the price, rounded up. Exact payment: another action.
alhambra-panel-site-complete-title = Complete the { $tile } ({ $price } { alhambra-currency })
    .tile = bare
alhambra-panel-site-complete = The full price in the currency of its marker. Exact payment: another action.

## Pictures

# On an unfinished site in the Alhambra picture (the marker's currency follows as its colour)
img-site-unfinished = Site
img-term-sites = Unfinished sites
img-legend-site = Unfinished site: only its walls count

## Engine reasons

engine-site-not-this-tile = the { alhambra-currency } tile cannot be bought as a building site
engine-site-bag-empty = every site marker is in use: no building site can be bought now
engine-site-cannot-buy = cannot buy the building site ({ $price } { alhambra-currency }): { $problem }
# $tile: the tile asked for (an id, never shown)
engine-site-not-a-site = that tile is not an unfinished building site
engine-site-not-yours = that building site is not yours
engine-site-cannot-complete = cannot complete the building site ({ $price } { alhambra-currency }): { $problem }

## The player aid

alhambra-rules-building-sites =
    {"*"}*Building sites** (expansion 6; module `building_sites`, with the Alhambra's tiles only): eight site markers go into a bag of their own, two per currency (BS4).
    {"*"}*Buying a site**: an action: buy a market building at half its price, rounded up, in the slot's currency (BS1); exchange offices, diamonds, coins and master builders help. Exact payment: another action; overpaying gives change (BS1). A marker is drawn blind and shown to all: its currency is the one the site is completed in; with the bag empty no site can be bought (BS2). Not a camp, never with the vizier. It is placed, reserved and rebuilt like any tile; the turn cannot be undone past the marker (BS7).
    {"*"}*Completing**: an action: pay the full printed price in the marker's currency (exact: another action); the marker goes back into the bag (BS2). Any of your sites may be completed: built, on the reserve or just bought (BS6).
    {"*"}*Until completed**: a site counts only for placement, holes, camp lines, invaders and walls (gates and wooden walls may go on it): no majority, no yard, no bonus card, no caravanserai type, no bazaar colour, no resident, no chest, no culture tile, no falcon's point (BS3). Sites left at the end stay unfinished and are never given to Dirk (BS5). Buying or completing one earns no scout and no Knihstig card (BS8); each site's currency is public, the bag only counted (BS9). A magic site stays the site when turned (BS10).

## The scoring table

# $who: "Player 1 (2), Player 3 (1)" (each player's unfinished sites built at this scoring)
img-sites-scored = Unfinished sites, only their walls counted: { $who }

## The turn at a glance

img-glance-site = bought as a building site, still to place
img-glance-site-built = bought as a building site and built
img-glance-site-reserved = bought as a building site for the reserve
img-glance-site-completed = completed the building site
