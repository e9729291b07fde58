# Slash commands: each message is a command's (or option's, or choice's) name, with its
# description as the attribute .description. Names: lower case, no spaces, at most 32
# characters; descriptions at most 100 characters (Discord's limits).

cmd-alhambra = alhambra
    .description = Play Alhambra
cmd-rollwrite = rollwrite
    .description = Play Alhambra Roll & Write

## Every table

cmd-join = join
    .description = Take a seat at this thread's table
cmd-leave = leave
    .description = Give up your seat before the game starts
cmd-start = start
    .description = Start the game (host only)
cmd-table = table
    .description = The host's tools: cancel, repair, remove a player, the table's language
cmd-cancel = cancel
    .description = End this table without a result (host only)
cmd-repair = repair
    .description = Rebuild a damaged game from its move log (host only)
cmd-panel = panel
    .description = Your private panel: your hand and your choices (only you see it)
cmd-status = status
    .description = Post where the game stands in the thread
cmd-log = log
    .description = The latest moves of this game (only you see it)
cmd-rules = rules
    .description = The player aid (only you see it)
cmd-remove = remove
    .description = Take a player out of the game: left the server, stopped playing (host)
opt-remove-player = player
    .description = The player whose seat is taken out

## Alhambra

cmd-alhambra-new = new
    .description = Open a new Alhambra table in a thread
opt-alhambra-new-modules = modules
    .description = Rule modules, separated by commas (suggestions as you type)
opt-alhambra-new-max_players = max_players
    .description = Most players who may join (2-6)
opt-alhambra-new-reminder_hours = reminder_hours
    .description = Remind the player to move after this many idle hours (0: never)
opt-alhambra-new-deadline_hours = deadline_hours
    .description = After this many idle hours others may vote to skip or remove (0: none)
opt-alhambra-new-language = language
    .description = The table's language for its posts (default: the server's)
opt-alhambra-new-vizier_minutes = vizier_minutes
    .description = With the vizier, thieves or characters: minutes to answer out of turn
cmd-alhambra-take = take
    .description = Take money from the display (your turn then ends)
opt-alhambra-take-choice = choice
    .description = Which cards to take (one or several)
cmd-alhambra-buy = buy
    .description = Buy a market tile
opt-alhambra-buy-choice = choice
    .description = The tile and the cards to pay
cmd-alhambra-place = place
    .description = Build, turn over, reserve (or give to Dirk) a tile you bought
opt-alhambra-place-choice = choice
    .description = The number of the place in your panel's picture, or a suggestion
cmd-alhambra-rebuild = rebuild
    .description = Rebuild your Alhambra (your action)
opt-alhambra-rebuild-choice = choice
    .description = What to rebuild
cmd-alhambra-vizier = vizier
    .description = Your vizier: buy a tile out of turn, pass, turn it up, or always pass
opt-alhambra-vizier-choice = choice
    .description = What your vizier does
cmd-alhambra-yard = yard
    .description = Take a building yard (your action)
opt-alhambra-yard-choice = choice
    .description = Which building yard
cmd-alhambra-reveal = reveal
    .description = Reveal a bonus card whose building stands in your Alhambra, or keep yours hidden at scorings
opt-alhambra-reveal-choice = choice
    .description = Which bonus card
cmd-alhambra-undo = undo
    .description = Undo turn: roll your turn back (until it ends)
cmd-alhambra-end = end
    .description = End turn (when you cannot do anything else, or to pass)

## Roll & Write

cmd-rollwrite-new = new
    .description = Open a new Roll & Write table in a thread
opt-rollwrite-new-mode = mode
    .description = Simultaneous: everyone acts at once on one roll; classic: turns and dice passing
choice-rollwrite-new-mode-simultaneous = simultaneous
choice-rollwrite-new-mode-classic = classic
opt-rollwrite-new-opponents = opponents
    .description = Solo only: how many imaginary players (2-4)
opt-rollwrite-new-beat_them = beat_them
    .description = Solo only: the imaginary players score too; beat them all
opt-rollwrite-new-round_hours = round_hours
    .description = Hours for a round (classic: a turn); idle players then gain coins (0: no timer)
opt-rollwrite-new-reminder_hours = reminder_hours
    .description = Remind whoever the round waits for after this many idle hours (0: never)
opt-rollwrite-new-max_players = max_players
    .description = Most players who may join (1-5)
cmd-rollwrite-cross = cross
    .description = Cross a building on your sheet
opt-rollwrite-cross-choice = choice
    .description = The intersection to cross
cmd-rollwrite-coins = coins
    .description = Gain coins instead of crossing
opt-rollwrite-coins-choice = choice
    .description = Pick the coins
cmd-rollwrite-turn = turn
    .description = Turn a die up or down (1 coin)
opt-rollwrite-turn-choice = choice
    .description = The die
cmd-rollwrite-keep = keep
    .description = Classic mode: keep a pair, pass the other on
opt-rollwrite-keep-choice = choice
    .description = The pair to keep
cmd-rollwrite-undo = undo
    .description = Turn your dice back and get those coins back
opt-rollwrite-new-language = language
    .description = The language of the table's posts and lobby (default: the server's language)
