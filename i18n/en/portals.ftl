# Portals (expansion 6, "Die Falkner"): every word a player reads about them. A portal fills
# half a place, cut along a diagonal; it is bought right after a building of its type.

## Names

# A portal, in the forms of `alhambra-tile`. $building: its type (pavilion ... tower)
alhambra-portal-tile = { $form ->
       *[bare] {""}
        [the] {"the "}
    }{ alhambra-building } portal
# A face's open sides: $sides, e.g. "top and right"
alhambra-portal-open = (open { $sides })
alhambra-how-to-play-portals = 🚪 **Portals**: right after buying a building you may buy a portal of its type (6, then 4 after the first scoring, 2 after the second; in the building's currency, never an extra action). It fills half a place beside a building of its type; its diagonal wall counts 1 toward your wall, and each portal on your longest wall scores 2 more.
module-portals =
    .title = Portals
    .description = Buy a portal with a building of its type: it fills half a place beside that building, and each portal on your longest wall scores 2 more.

## Choices and the log

alhambra-act-buy-portal = Buy a portal for { $cards }
# $building: the portal's type; $price in $currency
alhambra-log-portal-bought = 🚪 { $who } bought a { alhambra-building } portal for { $cards } (price { $price }).

## The panel

alhambra-panel-portal-line = Buy a portal with the building you just bought
# $price: what a portal costs now, in $currency
alhambra-button-portal = { alhambra-building } portal · { $price } { alhambra-currency }
alhambra-panel-portal-pay-title = 🚪 A { alhambra-building } portal ({ $price } { alhambra-currency })
alhambra-panel-portal-pay = A portal is paid apart from the building, in its currency; paying exactly gives no extra action.
# $count: how many places (a place and which way it faces) are numbered
alhambra-panel-portal-place-title = 🚪 Where does the { alhambra-building } portal go?
alhambra-panel-portal-place = { $count ->
        [0] It fits nowhere now: put it on your reserve.
        [one] One place is numbered on the picture: the triangle shows which half it fills.
       *[other] { $count } places are numbered on the picture: each triangle shows which half of its place the portal fills.
    } Its open sides must touch a { alhambra-building }.
alhambra-caption-portal-place = Where does the { alhambra-building } portal go?

## Refusals

engine-portal-camp = a portal never touches a camp ({ $place })
engine-portal-type = a { alhambra-building } portal must touch a { alhambra-building } with one of its open sides ({ $place })
engine-portal-corner = choose which way the portal faces
engine-portal-keep = the portal { $place } must keep a { alhambra-building } beside it
engine-portal-no-exchange = a portal on the reserve is built onto an empty place, never exchanged
engine-portal-not-now = a portal is bought only right after a building of its type
engine-portal-none-left = no { alhambra-building } portal is left
engine-wall-portal = a portal takes no wooden walls: its diagonal is its wall
engine-portal-cannot-buy = cannot buy the portal ({ $price } { $currency }): { $problem }

## Pictures

# The portals' row under the market; $price: what one costs now
img-portals = Portals ({ $price } each, with a building of their type)
img-term-portals = Portals
img-building-portal = Portal

## The player aid

alhambra-rules-portals =
    {"*"}*Portals** (expansion 6; module `portals`, with the Alhambra's tiles only): 18 portals, 3 per building type, lie beside the market by colour. A portal is a triangle: it fills half a place, cut along a diagonal; its two short sides are open, its long side is a wall with a gate (PO1).
    {"*"}*Buying a portal**: right after buying a building (paid or with Abdul Karim) you may buy one portal of its type: 6 before the first scoring, 4 before the second, 2 after it, in the building's currency. It is paid apart and never gives or takes an extra action (X2/PO2); aids pay for it, overpaying gives change. Never with a yard, camp, bazaar or building site. Dirk never gets portals (X5).
    {"*"}*Building**: you choose which way it faces as you build it. One open side must touch a building of its type (a magic building counts; yards and bazaars do not, PO3); no side touches a camp. Rebuilds must leave it a building of its type (PO3); a reserved portal is built back onto an empty place, never exchanged (PO8).
    {"*"}*Scoring**: its diagonal counts 1 toward the longest wall; each portal on the scored wall scores 2 more; of equally long walls the one with most portals counts (PO4).
    {"*"}*Our choices**: the empty half's two sides act as walls for fitting and walking (PO5); the diagonal always counts as an outer wall, the empty half's sides never (PO6). The vizier may buy one too: right after its purchase, between turns; it goes to your reserve (PO7). A portal takes no wooden walls (PO9).
