# The sultan's cards (expansion 5, "Die Macht des Sultans"): every word a player reads about
# them. A sultan card is named by its currency; the type rolled for it by the building.

module-sultan =
    .title = Sultan cards
    .description = Sultan cards come with the money: buy one for 7 and roll a building; when such a building enters the market, take it for free.
alhambra-how-to-play-sultan = 👳 **Sultan cards**: a sultan card turned up lies beside the money. Buying one for 7 in its currency is an action (exact: another action); the die marks a building on it. When a building of that kind enters the market, you may take it for free with the card (you are asked on your panel).

alhambra-options-sultan = Sultan cards: { $minutes } minutes to take a new tile

alhambra-next-sultan = 👳 Your sultan card takes the next { $building } that enters the market. { $exact ->
        [yes] You paid exactly: take another action, or end your turn.
       *[no] End your turn when you are done.
    }

## Refusals

engine-sultan-not-shown = that sultan card does not lie beside the money display
engine-sultan-cannot-pay = cannot buy the sultan card ({ $price } { alhambra-currency }): { $problem }
engine-sultan-no-claim = no tile can be taken with a sultan card now
engine-sultan-wrong-card = that sultan card of yours does not take this building
engine-sultan-no-dirk = only in a game for two can a tile go to { alhambra-dirk }
engine-sultan-where = build the tile or put it on your reserve
engine-sultan-answered = you have answered already
engine-sultan-window = others may take the new tile with a sultan card

## Choices and the log

alhambra-act-buy-sultan = Buy the { alhambra-currency } sultan card ({ $price }) for { $cards }
# $how: build (at $place), reserve, dirk
alhambra-act-sultan-claim = Take the new tile with your { alhambra-currency } sultan card{ $how ->
        [reserve] {" "}onto your reserve
        [dirk] {" "}for { alhambra-dirk }
       *[build] {" "}and build it { $place }
    }
alhambra-act-sultan-claim-tile = Take the { $tile } with your sultan card{ $how ->
        [reserve] {" "}onto your reserve
        [dirk] {" "}for { alhambra-dirk }
       *[build] {" "}and build it { $place }
    }
alhambra-act-sultan-pass = Let the new tile go (pass)
alhambra-log-sultan-shown = 👳 A { alhambra-currency } sultan card lies beside the money.
# $exact: yes (another action), no
alhambra-log-sultan-bought = 👳 { $who } bought the { alhambra-currency } sultan card for { $cards }{ $exact ->
        [yes] {" "}(exact: another action)
       *[no] {""}
    } and rolled { $building }.
alhambra-log-sultan-asked = 👳 The { $tile } entered the market: { $names } may take it with { $count ->
        [one] a sultan card
       *[other] sultan cards
    }.
alhambra-log-sultan-answered = 👳 { $who } answered.
alhambra-log-sultan-claimed = 👳 { $who } took the { $tile } with a sultan card (free).
alhambra-log-sultan-closed = 👳 Nobody took the { $tile } with a sultan card.
alhambra-sultan-time-up = ⏰ Time is up for the sultan { $count ->
        [one] card
       *[other] cards
    }: { $names } passed.
alhambra-call-sultan = 👳 { $users }: the { $tile } entered the market; you may take it with your sultan { $count ->
        [one] card
       *[other] cards
    } until { $until } (**{ panel-button }**). Then it is { $next }'s turn.
alhambra-status-sultan = Turn { $turn }: { $names } may take the { $tile } with { $count ->
        [one] a sultan card
       *[other] sultan cards
    }; then { $name } chooses.

## The panel

alhambra-sultan-card-type = { alhambra-currency } → { $building }
alhambra-sultan-held = 👳 Sultan cards: { $cards }
alhambra-panel-sultan-line = Buy a sultan card beside the money ({ $price } in its currency)
alhambra-button-sultan = Sultan cards
alhambra-panel-sultan-title = 👳 Sultan cards
alhambra-panel-sultan = A sultan card costs { $price } in its currency (exact: another action). Then the die marks a building on it: when one of that kind enters the market, you may take it for free.
alhambra-button-sultan-card = { alhambra-currency } sultan card · { $price }
alhambra-panel-sultan-pay-title = Pay the { alhambra-currency } sultan card ({ $price })
alhambra-panel-sultan-pay = Exactly { $price } gives you another action.
alhambra-panel-sultan-claim-title = 👳 Your sultan card
alhambra-panel-sultan-claim = The { $tile } entered the { alhambra-currency } slot. Take it for free with your sultan card (the card is used up), or pass. Then it is { $next }'s turn.
alhambra-button-sultan-take = Take the { $tile } with your sultan card
alhambra-panel-sultan-place-title = Where does the { $tile } go?
alhambra-panel-sultan-place = { $where }
alhambra-panel-sultan-waiting-title = 👳 Sultan cards first
alhambra-panel-sultan-waiting = The { $tile } entered the market: { $names } may take it with { $count ->
        [one] a sultan card
       *[other] sultan cards
    }.

## Pictures

img-sultan-cards = Sultan cards
img-sultan-for-sale = Sultan cards for sale ({ $price } each)
img-sultan-held = { $name }'s sultan cards
# $count: how many may take it (German and Hungarian agree their verb with it).
img-sultan-claim = New in the market: { $names } may take it with a sultan card

## The player aid

alhambra-rules-sultan =
    {"*"}*Sultan cards** (expansion 5; `sultan`, Alhambra tiles only): 8 sultan cards, 2 per currency (SU4), go into the money: 3 into pile 1, 2 into pile 2, 3 into pile 3. One turned up lies beside the money display, like a wall card (SU1); another card is drawn.
    {"*"}*Buying**: buying one is an action: 7 in its currency (exchange offices, diamonds, coins and master builders help). Exact: another action; overpaying gives change (SU4). The vizier cannot buy one. Then the die is rolled: the building it shows is marked on the card for all to see, and the card takes only that kind (SU2).
    {"*"}*Taking a tile**: when a building of that kind enters the market as it is refilled, its owner may give up the card and take the tile free, built at once, reserved or given to Dirk; the slot is refilled again (SU3). Every owner of such a card is asked on the panel; the nearest in turn order to the next player wins, before the vizier. No answer in time: pass. Such a tile is not a purchase: no scout, no change, no caravanserai step.
    {"*"}*Our choices**: the claim is a window of its own, one new tile at a time (SU5); a used card leaves the game (SU6); every refill opens the claim at once, also after a vizier's purchase or Laila's swap (SU7); if the market cannot be refilled after a claim, the game ends (SU8); you may hold several cards and choose which one (SU9); if the next player leaves meanwhile, the claim closes with that turn (SU10).
