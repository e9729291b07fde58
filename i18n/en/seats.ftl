# Computer players at the table (issue 28): seated by the host in the lobby, or taking
# over the seat of a player who left.
seats-level-easy = easy
seats-level-medium = medium
seats-level-hard = hard
seats-computer-name = 🤖 Computer ({ $level })
seats-computer-name-numbered = 🤖 Computer { $number } ({ $level })
seats-marked = 🤖 { $name }
seats-button-add = Add a computer
seats-button-easy = Easy
seats-button-medium = Medium
seats-button-hard = Hard
seats-button-remove = Remove { $name }
seats-menu = Pick the level of the computer player to seat. Easy plays for fun, hard plays to win. To take a computer out again, tap its name.
seats-host-only = Only the host can seat or remove computer players.
seats-not-lobby = The game has started: computer players are seated only before the start.
seats-added = { $name } takes a seat.
seats-removed = { $name } left the table.
seats-remove-gone = That computer player has no seat at this table any more: nothing changed.
seats-no-level = There is no such level: nothing changed.
seats-vote-button = Computer takes over
seats-vote-line = **{ $button }**: from now on a computer plays for { $name }, keeping everything they have.
seats-vote-tally = Computer takes over: { $votes }.
seats-vote-counted = Your vote for a computer taking over is counted: { $votes } of the { $needed } needed.
seats-replaced = From now on 🤖 a computer ({ $level }) plays for { $name }, keeping their hand, buildings and score.
seats-computer-turn = { $name } is playing…
seats-menu-old = This menu is out of date (the seats changed since): nothing changed. Tap **{ seats-button-add }** again.
