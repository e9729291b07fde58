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

## Each rule module's own figures (records/module_figures.py, issue 38)
stats-modules-title = Statistics: the modules
stats-module-points = Points
stats-module-dirk-given = Tiles given to Dirk
stats-module-granada-flipped = Tiles turned over
stats-module-vizier-used = Vizier used
stats-module-bonus_cards-played = Bonus cards played
stats-module-building_yards-taken = Building yards taken
stats-module-city_gates-built = Gates built
stats-module-characters-won = Characters won
stats-module-characters-used = Characters' powers used
stats-module-thieves-played = Thieves played
stats-module-street_trader-moved = Street trader moves
stats-module-wall_cards-built = Wall cards built
stats-module-change-coins = Coins of change received
stats-module-treasure_chamber-chests = Chests bought
stats-module-master_builders-used = Master builders used
stats-module-invaders-scouts = Scouts taken
stats-module-bazaars-bought = Bazaars bought
stats-module-caravanserai-bought = Caravanserais bought
stats-module-caravanserai-steps = Caravanserai steps
stats-module-caravanserai-spent = Caravanserai value spent
stats-module-art_of_the_moors-tiles = Culture tiles gained
stats-module-sultan-bought = Sultan cards bought
stats-module-sultan-claimed = Tiles taken with sultan cards
stats-module-falcons-falcons = Falcons bought
stats-module-building_sites-bought = Building sites bought
stats-module-building_sites-completed = Building sites completed
stats-module-exchange_certificate-issued = Currency stones taken
stats-module-exchange_certificate-spent = Currency stone value spent
stats-module-portals-bought = Portals bought
stats-modules-caption = Statistics: the modules
