## The statistics of a finished game (a picture posted with the final scores)

stats-title = Statistics
stats-score = Final score
stats-section-points = Points
stats-round = Scoring round { $round }
stats-section-play = Play
stats-purchases = Purchases
stats-exact = Exact payments
stats-rebuilds = Rebuilds
stats-money-cards = Money cards taken
stats-money-value = Their value
stats-longest = { $barrier ->
    [moat] Longest moat
   *[wall] Longest wall
}
stats-section-tiles = Tiles bought
stats-tiles-total = All tiles bought
stats-section-time = Time
stats-per-turn = { $unit ->
    [s] Seconds per turn (average)
    [min] Minutes per turn (average)
    [h] Hours per turn (average)
   *[d] Days per turn (average)
}
stats-per-round = { $unit ->
    [s] Seconds per round (average)
    [min] Minutes per round (average)
    [h] Hours per round (average)
   *[d] Days per round (average)
}
stats-none = –
stats-decimal = { NUMBER($amount, minimumFractionDigits: 1, maximumFractionDigits: 1) }
stats-caption = Statistics
# Roll & Write
stats-rw-places = Places during the game
stats-rw-majorities = Majorities at the end
stats-rw-lines = Rows and columns
stats-rw-coins = Coins left
stats-rw-bonus = Bonus
stats-section-built = Buildings built (the { $count } starting buildings included)
stats-section-coins = Coins
stats-rw-gained = Gained
stats-rw-lost = Lost (sheet full)
stats-rw-spent = Spent
stats-rw-die-turns = Dice turned
