# The caravanserai (expansion 5, "Die Macht des Sultans"): every word a player reads about
# it. $currency: denar, dirham, ducat, guilder (words through alhambra-currency); $track: a
# card's name (alhambra-caravanserai-name); $who: a player's name.

## Names

# A track card: its main currency and its first branch. $first: a currency's name, $at: 2
alhambra-caravanserai-name = { alhambra-currency } caravanserai ({ $first } at { $at })
# A caravanserai's value as money: "caravanserai 3 Ducat"
alhambra-caravanserai-amount = caravanserai { $value } { alhambra-currency }
alhambra-how-to-play-caravanserai = 🐪 **Caravanserai**: with 4 or more building types in your Alhambra, buying one is an action (8, 4 or 2 in a currency you pick). At the start of each of your turns its marker climbs 1 or turns off to another currency; its value pays like money (🐪 on the payment buttons) and then starts again at 0.
module-caravanserai =
    .title = Caravanserai
    .description = With 4 or more building types, buy a caravanserai: at the start of each turn its marker climbs or changes currency, and its value pays as money.

## Choices and the log

alhambra-act-buy-caravanserai = Buy the { $track } for { $cards }
alhambra-act-buy-caravanserai-brief = Buy: { $track }, { $cards }
# $to: plus (the marker climbs 1), branch (it turns off to $target, a currency's name)
alhambra-act-step-caravanserai = { $to ->
        [branch] Move the marker of your { $track } onto the { $target } branch
       *[plus] Move the marker of your { $track } up by 1
    }
# $exact: yes (paid exactly: another action), no
alhambra-log-caravanserai-bought = 🐪 { $who } bought the { $track } for { $cards } (price { $price } { alhambra-currency }){ $exact ->
        [yes] {" "}(exact: another action)
       *[no] {""}
    }.
# $branch: yes (it turned off to $currency), no (it climbed to $value)
alhambra-log-caravanserai-stepped = 🐪 { $branch ->
        [yes] { $who }'s { $track } turned off to { alhambra-currency } (worth { $value }).
       *[no] { $who }'s { $track } climbed to { $value } { alhambra-currency }.
    }
alhambra-log-caravanserai-spent = 🐪 { $who } paid with the { $track }'s { $value } { alhambra-currency }; its marker is back at 0.

## The panel

# After a caravanserai paid exactly: nothing to place
alhambra-next-exact-nothing = You paid exactly: take another action (`/{ cmd-alhambra } { cmd-alhambra-take }`, `{ cmd-alhambra-buy }` or `{ cmd-alhambra-rebuild }`), or end your turn (`/{ cmd-alhambra } { cmd-alhambra-end }`).

alhambra-panel-caravanserai-step-line = Before your action you may move one marker of your caravanserais (once a turn).
# $to: plus (up by 1, to $value), branch (to the currency $target, keeping $value)
alhambra-button-caravanserai-step = { $to ->
        [branch] Caravanserai: to { $target } ({ $value })
       *[plus] Caravanserai: +1 (now { $value })
    }
alhambra-panel-caravanserai-line = Buy a caravanserai: { $price } in a currency of your choice ({ $types } building types)
alhambra-button-caravanserai = Buy a caravanserai…
alhambra-panel-caravanserai-title = 🐪 Caravanserai
alhambra-panel-caravanserai = With { $types } building types a caravanserai costs { $price }, in one currency of your choice (paid exactly: another action). Each card climbs from 0 to 5 in its currency; at 2, 3 and 4 a branch turns off to another currency. You may own 2.
alhambra-panel-caravanserai-pay-title = Pay the { $track } ({ $price })
alhambra-panel-caravanserai-pay = Choose the currency and the money. Paid exactly: another action.
# $mark: the currency's colour and shape
alhambra-button-caravanserai-pay = { alhambra-currency }: { $cards }

## Refusals (engine)

engine-caravanserai-not-yours = that caravanserai is not yours
engine-caravanserai-turn-start = a caravanserai's marker moves only at the start of your turn, before your action
engine-caravanserai-stepped = you moved a caravanserai's marker this turn already
engine-caravanserai-cannot-step = the marker at { $value } { $currency } cannot move there
engine-caravanserai-not-available = that caravanserai is not available
engine-caravanserai-two = you own { $most } caravanserais already
engine-caravanserai-types = a caravanserai needs at least { $least } building types in your Alhambra; yours has { $types }
engine-caravanserai-currency = there is no currency “{ $currency }”
engine-caravanserai-cannot-buy = cannot buy the caravanserai ({ $price } { $currency }): { $problem }

## The player aid

alhambra-rules-caravanserai =
    {"*"}*Caravanserai** (expansion 5; module `caravanserai`, with the Alhambra's tiles only): eight track cards lie face up, two per currency. Each track climbs from 0 to 5 in its currency; at 2, 3 and 4 a branch turns off to one of the other three currencies and keeps the value; a branch goes no further until its value is spent (KS1).
    {"*"}*Buying one**: an action, when your Alhambra shows at least 4 building types (building tiles built, not the reserve; KS3): it costs 8, 4 or 2 with 4, 5 or 6 types, in one currency you pick, for any card still lying out (KS6); paid exactly you take another action, overpaid you get change (KS2). At most 2 each; the vizier cannot buy one; its marker starts at 0.
    {"*"}*Stepping and spending**: once per turn, before your action, one of your markers climbs 1 (at most 5) or turns off at a branch. No step for a vizier's purchase. The value is one money item of its currency (🐪): it pays whole, with other money, wherever money pays (tiles, the vizier, chests, bazaars, bids), then its marker is back at 0 and the card stays (KS4). It does not count as a hand card for Yammerad or Machma; it counts as money in the final distribution.
    {"*"}*Our choices**: a marker's value is kept as a money item in your hand (KS4); every card and marker is public (KS5).

## Pictures

img-caravanserai-title = Caravanserais
img-caravanserai-none = no caravanserai
