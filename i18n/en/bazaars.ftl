# Bazaars (expansion 4, "Die Schatzkammer des Kalifen"): every word a player reads about
# them. A bazaar has no price of its own: it costs what the tile in its currency's market
# slot costs, paid exactly.

## Names

# A bazaar tile: its currency and the three colours it shows (as buildings), in a form as
# `alhambra-tile`'s. $currency: denar, dirham, ducat, guilder; $colours: "Pavilion,
# Seraglio, Arcades"
alhambra-bazaar-tile = { $form ->
       *[bare] {""}
        [the] {"the "}
    }{ alhambra-currency } bazaar{ $colours ->
        [none] {""}
       *[other] {" "}({ $colours })
    }
alhambra-how-to-play-bazaars = 🏪 **Bazaars**: a bazaar drawn from the bag waits beside the market. Buying one is an action: pay exactly the price of the tile in its currency's slot ("Bazaars" on your panel). At the end each scores matching buildings around it × colours among them.
module-bazaars =
    .title = Bazaars
    .description = Bazaars wait beside the market: buy one for exactly the price of its currency's tile. At the end each scores by the colours of the buildings around it.

## Choices and the log

alhambra-act-buy-bazaar = Buy the { $tile } for { $cards }
    .tile = bare
alhambra-act-karim-bazaar = Abdul Karim pays for the { $tile } (counts as exact)
    .tile = bare
alhambra-log-bazaar-waiting = 🏪 The { $tile } waits beside the market; another tile was drawn.
    .tile = bare
# $how: plain (paid in the turn), karim (Abdul Karim paid), vizier (with the vizier);
# $exact: yes (another action), unused (its extra action went unused)
alhambra-log-bazaar-bought = { $how ->
        [karim] 🏪 { $who } bought the { $tile } with Abdul Karim (price { $price })
        [vizier] 🏪 { $who } bought the { $tile } with the vizier for { $cards } (price { $price })
       *[plain] 🏪 { $who } bought the { $tile } for { $cards }
    }{ $how ->
        [vizier] {""}
       *[other] { $exact ->
                [unused] {" "}(exact)
               *[yes] {" "}(exact: another action)
            }
    }.
    .tile = bare

## The panel

alhambra-panel-bazaars-line = Buy a bazaar waiting beside the market (exactly its price)
alhambra-button-bazaars = Bazaars
alhambra-panel-bazaars-title = 🏪 Bazaars
alhambra-panel-bazaars = A bazaar costs what the tile in its currency's slot costs, paid exactly (so you may take another action). At the end it scores: matching buildings around it × colours among them.
# $price: what it costs now, in $currency
alhambra-button-bazaar = { $tile } · { $price } { alhambra-currency }
    .tile = bare
alhambra-button-bazaar-karim = Abdul Karim pays the { $tile }
    .tile = bare
alhambra-panel-bazaar-pay-title = Pay the { $tile } ({ $price } { alhambra-currency })
    .tile = bare
alhambra-panel-bazaar-pay = A bazaar is paid exactly; you may take another action.

## Pictures

img-building-bazaar = Bazaar
img-term-bazaars = Bazaars
img-bazaars-waiting = Bazaars
# Under a waiting bazaar whose slot is empty: it cannot be bought now
img-bazaar-no-price = —
img-legend-bazaar = Bazaar: the number on it is its points at the end

## Engine reasons

# $bazaar: the bazaar asked for (an id, never shown)
engine-bazaar-not-waiting = that bazaar is not waiting beside the market
engine-bazaar-slot-empty = the { $currency } slot of the market is empty: a bazaar costs what the tile there costs, so it cannot be bought now
engine-bazaar-cannot-buy = cannot buy the bazaar ({ $price } { $currency }): { $problem }
engine-bazaar-not-exact = a bazaar is paid exactly: it costs { $price } { $currency }, your cards total { $total }

## The player aid

alhambra-rules-bazaars =
    {"*"}*Bazaars** (expansion 4; module `bazaars`, with the Alhambra's tiles only): eight bazaars go into the bag, two per currency, each showing three building colours (BZ1). A bazaar drawn for the market waits beside it under its currency and another tile is drawn; several may wait in one currency (BZ4). Laila draws again when she draws one. One drawn for Dirk stays his and scores nothing (BZ4).
    {"*"}*Buying a bazaar**: Buying a waiting bazaar is an action: it costs the price of the tile in its currency's slot, paid exactly in that currency (exchange offices, diamonds and coins help; no change), and exact payment gives another action (BZ2). Not while that slot is empty; a camp there sets the price too (BZ3). The vizier may buy one, Abdul Karim may pay one, Abdul Knihstig's card follows a bazaar of 10 or more.
    {"*"}*Building and scoring**: It is built like a building (no walls) or reserved; no residents, no wooden wall changes it. At the last scoring each built bazaar scores M × D (at most 24): M = buildings of its three colours in the 8 cells around it, D = how many of its colours are there. Yards, camps and other bazaars never count: only buildings have colours (BZ5); a bazaar on the reserve scores nothing (BZ6). Bazaars still waiting at the end are not handed out.
    {"*"}*Our choices**: the price is read when you buy (BZ7); if Laila's draws empty the bag with bazaars only, the market tile stays (BZ8); a bazaar may be given to Dirk like any bought tile (BZ9).
