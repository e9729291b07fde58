# Alhambra Roll & Write (bot/rollwrite): the panel, the posts, the player aid.
# $building is a building's name (rollwrite-building); $colour is "yellow" or "blue",
# $direction "up" or "down", $mode "simultaneous" or "classic" (the engine's ids).

game-title-rollwrite = Alhambra Roll & Write
game-the-rollwrite = a Roll & Write game

## Buildings, dice and places

rollwrite-building = { $building ->
    [pavilion] Pavilion
    [seraglio] Seraglio
    [arcades] Arcades
    [chambers] Chambers
    [garden] Garden
   *[tower] Tower
}
rollwrite-cell = { $building } (yellow { $yellow } × blue { $blue })
rollwrite-place = { $place ->
    [1] 1st
    [2] 2nd
    [3] 3rd
   *[other] { $place }th
}
rollwrite-hours = { $hours } { $hours ->
    [one] hour
   *[other] hours
}

## Choices (buttons and select options, typed suggestions)

rollwrite-other-pair = the other pair
rollwrite-label-cross-two = { $first } + { $second } (3 coins)
rollwrite-label-gain-coins = Gain coins
rollwrite-label-pass-full = Pass: your coin supply is full
rollwrite-label-pass-no-coins = Pass: your dice point at no coins
rollwrite-label-gain = Gain { $coins } { $coins ->
    [one] coin
   *[other] coins
}
rollwrite-label-gain-capped = Gain { $coins } { $coins ->
    [one] coin
   *[other] coins
} (then your supply is full)
rollwrite-label-turn = Turn { $colour } { $value } { $direction } to { $after } (1 coin)
rollwrite-label-keep = Keep yellow { $yellow } and blue { $blue } (pass the other pair on)
rollwrite-label-undo = Undo: turn the dice back (coins back)
rollwrite-unavailable-undo = There is nothing to undo now.

## What happened (the round's result and /rollwrite log)

rollwrite-log-cross = { $name } crossed { $cell }.
rollwrite-log-cross-two = { $name } crossed { $cell } and a second building (3 coins).
rollwrite-log-coins = { $name } gained coins.
rollwrite-log-turn = { $name } turned a { $colour } { $value } { $direction } (1 coin).
rollwrite-log-keep = { $name } kept yellow { $yellow } and blue { $blue }.
rollwrite-log-undo = { $name } turned their dice back.
rollwrite-event-coins = { $name } gained { $coins } { $coins ->
    [one] coin
   *[other] coins
}.
rollwrite-event-coins-lost = { $name } gained { $coins } { $coins ->
    [one] coin
   *[other] coins
} ({ $lost } lost: the supply is full).
rollwrite-event-imaginary = { $name } rolled yellow { $yellow } × blue { $blue } and crossed: { $building }.
rollwrite-event-column = **{ $who }** filled the { $building } column: { $places } place, { $points } points each.
rollwrite-event-column-late = { $who } filled the { $building } column, but no place was left.
rollwrite-event-retired = { $name } left the game: their sheet stays and scores; they take no more turns.
rollwrite-event-game-over = **Game over!** Winner: { $winners }.
rollwrite-time-up = ⏰ Time is up: { $names } did not act and gained coins.

## The thread's posts and /rollwrite status

rollwrite-started = **Alhambra Roll & Write has started** ({ $rounds } rounds; { $mode ->
    [classic] turns go clockwise, the unused pair is passed on
   *[simultaneous] everyone acts at once on the same roll
}).
rollwrite-round-over = **Round { $round } is over.**
rollwrite-round-head = **Round { $round } of { $rounds }.**
rollwrite-now-dice = { $head } The dice: { $dice }
rollwrite-now-your-move = { $mentions }: your move! Press **{ $button }**.
rollwrite-now-your-turn = { $head } { $mentions }, it's your turn ({ $name }): your dice { $dice }. Press **{ $button }**.
# $count: how many players the game waits for
rollwrite-status = { $head } Waiting for: { $waiting }.
# $count: how many players the game waits for
rollwrite-status-dice = { $head } The dice: { $dice }. Waiting for: { $waiting }.
rollwrite-final-heading = **Final scores**
rollwrite-final-line = { $name }: **{ $total }** ({ $buildings } for buildings, { $lines } for rows/columns, { $coins } for coins)
rollwrite-final-line-bonus = { $name }: **{ $total }** ({ $buildings } for buildings, { $lines } for rows/columns, { $coins } for coins + { $bonus } bonus points)
rollwrite-final-winners = **Game over!** { $count ->
    [one] Winner
   *[other] Winners
}: { $winners }.

## The private panel and the answers to a player

rollwrite-panel-title = Your panel · { $name }
rollwrite-panel-summary =
    Round { $round } of { $rounds } · coins { $coins } (gained { $circled } of { $supply }) · points so far { $points }
    Your dice: { $dice }
rollwrite-panel-footer = Roll & Write game { $game } · move { $move }
rollwrite-panel-note = Note
rollwrite-panel-cancelled = Game cancelled
rollwrite-panel-cancelled-text = This game was cancelled; nothing more can be played in it.
rollwrite-panel-over = Game over
rollwrite-panel-over-text = See the final scores in the thread.
rollwrite-panel-waiting = Waiting
rollwrite-panel-played = You have played round { $round }. { $waiting }
rollwrite-panel-wait-turn = { $waiting } Press **{ $button }** again when you are pinged.
rollwrite-choose-cross = ✏️ Cross a building…
rollwrite-choose-keep = 🎲 Keep one pair, pass the other on…
rollwrite-choose-turn = 🔧 Turn a die (1 coin each)…
rollwrite-choose-page = { $choose } (page { $page }/{ $pages })
rollwrite-more-choices = More choices ›
# $count: how many players the game waits for
rollwrite-waiting-for = Waiting for: { $names }.
rollwrite-turn-of = It is { $names }'s turn.
rollwrite-played-already = You have played round { $round } already. { $waiting }
rollwrite-not-your-turn = It is { $names }'s turn, not yours.
rollwrite-posted-over = The game is over: the final scores are in the thread.
rollwrite-posted-round = Round done: the next roll is in the thread.
rollwrite-posted-turn = Turn done. The next player has been pinged.
rollwrite-done-round = Done for this round. { $waiting }
rollwrite-done-step = Done. Your panel shows what comes next.
rollwrite-waiting-words = it's your move
rollwrite-skip-words = their turned dice are turned back, they gain the coins their dice show, and their turn ends.

## The lobby's options (bot/rollwrite/options.py)

rollwrite-options-mode = Mode: { $name } { $mode ->
    [classic] (turns clockwise, dice passed on)
   *[simultaneous] (everyone acts at once on one roll)
}
rollwrite-options-players = Players: 1 to { $most } (two players play with one imaginary player)
rollwrite-options-solo = Solo: { $opponents } imaginary players
rollwrite-options-solo-beat = Solo: { $opponents } imaginary players, play to beat them
rollwrite-options-timer = Round timer: { $hours } (idle players gain coins)
rollwrite-options-no-timer = Round timer: none
rollwrite-options-reminders = Reminders: every { $hours }
rollwrite-options-no-reminders = Reminders: off

## Newcomers and the player aid (/rollwrite rules)

rollwrite-how-to-play = Each round use one yellow and one blue die: **cross** the building where they meet on your sheet, or **gain coins** for the crossed buildings they point at. Coins turn dice or buy a second building. Fill columns first, build majorities, complete rows. The player aid: `/{ cmd-rollwrite } { cmd-rules }`.
rollwrite-rules =
    {"**"}Alhambra Roll & Write: the player aid**
    Every round you use one yellow and one blue die. **Simultaneous mode** (the default): the bot rolls two yellow and two blue dice for everyone, and all players act at once from their own panel. **Classic mode**: turns go clockwise; the player holding four dice acts, then passes the unused pair to the left.
    {"**"}Your action** (one per round, from **{ $button }**):
    • **Cross a building**: any yellow × blue intersection you have not crossed yet.
    • **Gain coins**: 1 coin per intersection that is already crossed (0-4).
    {"**"}Special actions** (before or with your action): 1 coin turns one die up or down by one (no 1↔6 wrap, as often as you can pay); 3 coins cross a second building with the other pair. **Undo** turns the dice back and returns those coins until you act.
    {"**"}Scoring**: the first to fill a building's column takes its 1st place at the end of the round (shared, rounded down, if several fill it in the same round); at the end the remaining places go by majority; rows and columns with 4/5/6 crosses give 2/5/10 points; 1 point per 2 unspent coins. Solo and two-player games add imaginary players who build every round.
    {"*"}The sheet layout (which building sits at which intersection), the score-sheet boxes, the points table and the coin supply are the project's own reconstruction: the printed game's pictures were not available, so the numbers may differ from your printed pads.*
