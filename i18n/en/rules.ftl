# Rules the books state otherwise (issue 24): Ammar before the trader, the vizier's tile in
# Granada, residents chosen at the start.
engine-character-ammar-after-trader = The extra rebuild comes before your street trader moves: it has already moved this turn
alhambra-panel-rebuild-before-trader-title = Ammar El'Schauf's extra rebuild
alhambra-panel-rebuild-before-trader = Rebuild first if you want to: once your trader has moved, your turn ends and the extra rebuild is gone.

## Residents chosen at the start (street trader)
engine-trader-already-chosen = your residents are chosen: the game begins once everybody has chosen
engine-trader-choose-three = choose { $count } residents of different colours
engine-trader-bad-side = there is no side '{ $side }': the sides of the fountain are N, E, S and W
engine-trader-choosing = the players are choosing their residents
alhambra-panel-residents-title = 🧺 Choose your residents
alhambra-panel-residents = Before the first turn, everybody secretly chooses three residents of different colours for their street trader, and the side of the fountain it starts at. The other three go to the common supply.
    Chosen: { $count ->
        [0] nobody yet
       *[other] { $residents }
    } ({ $count } of 3) · trader on the { $side } side of the fountain.
    Tap a colour to take it or put it back, then **Done**.
alhambra-button-residents-side = { $side } side
alhambra-button-residents-done = Done
alhambra-panel-residents-waiting-title = 🧺 Residents
alhambra-panel-residents-waiting = Your residents are chosen. { $names } { $count ->
        [one] is
       *[other] are
    } still choosing.
alhambra-call-residents = 🧺 { $users }: choose the three residents for your street trader and its side of the fountain, until { $until } (**{ panel-button }**). Whoever has not chosen by then keeps the ones drawn for them.
alhambra-status-residents = Before the first turn: { $names } { $count ->
        [one] is
       *[other] are
    } still choosing residents.
alhambra-log-residents = { $who } has chosen residents.
alhambra-log-residents-all = { $who } has chosen residents. Every street trader stands at its fountain: the game begins.
alhambra-act-residents = Residents { $residents } · trader on the { $side } side of the fountain
alhambra-residents-time-up = ⏰ Time is up for choosing residents: { $names } { $count ->
        [one] keeps
       *[other] keep
    } the ones drawn.
alhambra-options-residents = Street trader: { $minutes } minutes at the start to choose the residents
alhambra-panel-vizier-turned = Turned over to the { $tile }, paid with { $cards }. Build it: { $where }
alhambra-resident-colour = { $building ->
        [pavilion] blue
        [seraglio] red
        [arcades] brown
        [chambers] white
        [garden] green
       *[tower] purple
    }
engine-vizier-no-such-face = the tile bought can only show one of its two sides
engine-vizier-turn-not-needed = turning the tile over is paid only to build its other side; the reserve takes either side for free
