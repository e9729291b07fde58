# A server's finished games and its leaderboard (issue 29): /<kind> history and
# /<kind> leaderboard (bot/tables/history.py, leaderboard.py, records_words.py).

cmd-records = records
    .description = This server's finished games and its leaderboard
cmd-history = history
    .description = This server's finished games, newest first (only you see it)
opt-history-player = player
    .description = Only the games this member played
cmd-leaderboard = leaderboard
    .description = This server's ratings for this game, best first (posted in the channel)

records-server-only = Finished games and leaderboards belong to a server: use this command in one of its channels.
records-history-title = { $game }: finished games
records-history-of = Only the games of { $player }.
records-history-empty = No finished games here yet. Once a game ends, it is listed here.
records-history-empty-player = { $player } has no finished games here yet.
records-page = Page { $page } of { $pages } · { $total ->
    [one] 1 game
   *[other] { $total } games
}
records-newer = ◀ Newer
records-older = Older ▶
# $place: a medal or "4."
records-seat = { $place } { $name } · { $score }
records-left = { $name } (left the game)
records-left-computer = { $name } (left, a computer played on)
records-pick = Statistics and replay of a game…
records-pick-option = { $date }: { $players }
records-old-button = This button is out of date: run the history command again.
records-private-only = This button works on your own private history only: nothing changed.
records-not-here = That is not one of this server's finished games, so there is nothing to show.
records-stats-title = The game that ended on { $date }
# Roll & Write's mode in a game of the history: $name the mode's name.
records-rollwrite-mode = Mode: { $name }
records-stats-none = There are no statistics to show for this game.

records-board-title = { $game }: leaderboard
records-board-line = **{ $number }. { $name }** · { $rating }
records-board-record = { $games ->
    [one] 1 game
   *[other] { $games } games
} · { $wins ->
    [one] 1 win
   *[other] { $wins } wins
} · average place { NUMBER($place, minimumFractionDigits: 1, maximumFractionDigits: 1) }
records-board-note = On the leaderboard whoever left counts last: { $places }
records-board-left = { $count ->
    [one] left 1 game
   *[other] left { $count } games
}
records-board-others-left = { $count ->
    [one] 1 game with a player who left (counted last)
   *[other] { $count } games with a player who left (counted last)
}
records-board-foot = The number after a name is the rating: everyone starts at 1000, good places raise it (more so against strong players), and it settles as results pile up. Someone who leaves a game counts as last in it. 🤖 a computer player, rated by its level.
records-board-empty = No finished games here yet, so nobody has a rating. Finish a game and look again!
