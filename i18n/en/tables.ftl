# Every table, whatever the game: the lobby, the private panel's shell, refusals, votes,
# reminders and the thread. { panel-button } is the label of the "My panel" button.

list-and = { $first } and { $last }
panel-button = My panel
waiting-your-turn = it's your turn

## Answers to every interaction (bot/tables/guard.py)

guard-sorry = Sorry, something went wrong on our side. Please try again in a moment; the game's `status` command shows where it stands.
guard-busy = The game database is busy right now, so nothing was changed. Please try again in a minute.
guard-slow = This is taking longer than usual: the game database is slow right now. I am still on it, and the answer will appear here.
guard-gone = That game no longer exists.
guard-damaged = This game's saved state is damaged and cannot be read, so it cannot be played right now. The host (or someone with Manage Server) can rebuild it from its move log with `/{ $command } { cmd-table } { cmd-repair }`, or end it with `/{ $command } { cmd-table } { cmd-cancel }`.
guard-pick = Pick one of the suggested choices (start typing to see them).
guard-not-this-kind = That button does not belong to { $game }.
guard-other-server = That button belongs to a game in another server.
guard-other-thread = That button belongs to the game in { $thread }; please use the buttons there.
guard-public-only = That button only works on the game's messages in its thread.
guard-lobby-only = Use the Join, Leave and Start buttons on this table's lobby message.
guard-private-only = That choice belongs on your private panel: press **{ panel-button }** to open it.

## The panel and acting (bot/tables/play.py)

# A text already said in the user's language, passed on as it is.
as-is = { $text }
done = Done.
game-not-started = The game has not started yet.
panel-out-of-date = This panel was out of date: the game moved on. Here is the current state.
panel-not-playing-here = You are not playing in this game; everything public is in this thread.
panel-not-playing = You are not playing in this game.
panel-cancelled-before-start = This game was cancelled before it started.
panel-choice-unavailable = That choice is not available to you now.
panel-players-only = Only the players of this game can act in it.
panel-cancelled = This game was cancelled, so nothing can be played in it any more.
panel-game-over = This game is over: the final scores are in the thread.
panel-not-allowed = Not allowed: { $reason }
post-delayed = *(This post was delayed: I could not post in the thread earlier.)*
post-failed-note = Your move is saved, but I could not post it in the thread: { $why }. Whoever is next has not been pinged yet; I will post it as soon as I can (on the next tap, on `/{ $command } { cmd-status }`, and every few minutes).
post-moved-note = The game's thread was deleted, so it continues in { $thread }.

## The thread (bot/tables/posting.py); a reason completes "I could not post it in the thread: …"

thread-name = { $game } with { $host }
thread-name-numbered = { $game } table { $number }
post-thread-replaced = The game's old thread was deleted, so it continues here. Everything played so far is kept.
post-why-cannot-see = I can no longer see the game's thread
post-why-archived = the game's thread is archived and I could not reopen it (I need Manage Threads to reopen a locked thread)
post-why-forbidden = I am not allowed to post in the game's thread (I need View Channel, Send Messages in Threads and Attach Files there)
post-why-refused = Discord did not accept the post right now
post-why-new-thread-gone = the game's new thread disappeared at once
post-why-thread-deleted = the game's thread was deleted
post-why-channel-deleted = the game's thread and its channel were deleted
post-why-no-new-thread = the game's thread was deleted and I may not open a new one (I need Create Public Threads in its channel)

## The lobby and the host's commands (bot/tables/lobby.py)

status-lobby = in the lobby
status-running = running
status-finished = finished
status-abandoned = cancelled
lobby-text-channel-only = Use `/{ $command } { cmd-alhambra-new }` in a server text channel: the game gets a thread of its own there.
lobby-opened = Your table is open in { $thread }; you have the first seat.
lobby-announced = { $user } opened a table of { $game }: join in { $thread }!
lobby-title = { $game } table #{ $number }
lobby-host = (host)
lobby-how = Press **Join** to take a seat; the host presses **Start** with { $least } to { $most } players.
lobby-nobody = Nobody yet.
lobby-options = Options
lobby-how-to-play = How to play
lobby-note = Note
lobby-button-join = Join
lobby-button-leave = Leave
lobby-button-start = Start
lobby-table-lobby = This table is in the lobby.
lobby-table-running = This table is running.
lobby-table-finished = This table is finished.
lobby-table-abandoned = This table is abandoned.
lobby-why-cannot-see = you cannot see this thread
lobby-why-left-server = { $user } has left the server
lobby-why-user-cannot-see = { $user } cannot see this thread
lobby-problems = { $first }; { $rest }
lobby-join-started = This game has already started; you can follow it in the thread.
lobby-join-seated = You already have a seat at this table.
lobby-full = This table is full.
lobby-cannot-join = You cannot join: { $reason }.
lobby-joined = You joined the table.
lobby-leave-running = The game is running; seats cannot be left now.
lobby-no-seat = You have no seat at this table.
lobby-left = You left the table.
lobby-start-started = This game has already started.
lobby-start-host-only = Only the host can start the game.
lobby-start-players = { $game } needs { $least } to { $most } players; { $joined } joined.
lobby-start-unreachable = Cannot start yet: { $problems }.
lobby-start-unreachable-reply = { $note } Everyone must be able to see this thread and use its buttons; the host can take a seat out with `/{ $command } { cmd-table } { cmd-remove }`.
lobby-cannot-start = The game cannot start: { $reason }.
lobby-started = The game has started!
lobby-your-game = { $thread } (table #{ $number }, { $status })
lobby-use-in-thread-yours = Use this command inside the thread of { $game }. Your games:
    { $games }
lobby-use-in-thread = Use this command inside the thread of { $game }. Start one with `/{ $command } { cmd-alhambra-new }`.
lobby-cancel-host-only = Only the host (or someone with Manage Server) can cancel this game.
lobby-cancel-already = This game is already { $status }.
lobby-cancelled-reply = You cancelled this game.
lobby-cancelled = { $user } cancelled this game.
lobby-not-told = (I could not say so in the thread: { $why }.)
lobby-repaired-post = *The game's saved state was damaged and has been rebuilt from its moves.*
lobby-repair-host-only = Only the host (or someone with Manage Server) can repair this game.
lobby-repair-not-started = Only a started game can be repaired.
lobby-repair-nothing = Nothing to repair: this game's saved state matches its move log.
lobby-repair-log-damaged = The move log itself is damaged, so this game cannot be rebuilt. You can end it with `/{ $command } { cmd-table } { cmd-cancel }`.
lobby-repaired = Repaired: the saved game was rebuilt from its move log ({ $moves ->
        [one] { $moves } move
       *[other] { $moves } moves
    }).
lobby-remove-host-only = Only the host (or someone with Manage Server) can remove a player.
lobby-remove-no-seat = { $user } has no seat at this table.
lobby-removed-seat = { $user } no longer has a seat.
lobby-remove-not-running = Only a running game's players can be removed.
lobby-remove-gone = { $user } has left this game already.
lobby-moved-on = The game moved on at this very moment; please try again.
lobby-removed = { $name } has left the game.

## Commands every table has (bot/tables/commands.py)

status-caught-up = The post that was missing is in the thread now.
status-not-posted = I could not post in the thread: { $why }.
status-posted = Where the game stands is posted in the thread.
log-no-moves = No moves yet.
log-title = The latest moves
typed-other-command = That choice belongs to another command.
typed-players-only = Only the players of a running game can do that.
refusal-not-possible-now = That is not possible now.
refusal-not-your-turn = It is { $names }'s turn, not yours.
route-unknown-button = This button belongs to a game this bot no longer plays.
route-old-button = This button is no longer in use; press **{ panel-button }** for a fresh panel.
route-unknown-menu = This menu belongs to a game this bot no longer plays.

## The table's vote on a player it waits for (bot/tables/votes.py)

span-days = { $count ->
        [one] { $count } day
       *[other] { $count } days
    }
span-hours = { $count ->
        [one] { $count } hour
       *[other] { $count } hours
    }
span-minutes = { $count ->
        [one] { $count } minute
       *[other] { $count } minutes
    }
vote-out-of-date = This vote is out of date: the game moved on, so nothing was changed.
vote-why-left = it's { $user }'s turn ({ $name }), but they have left this server, so they cannot play it.
vote-why-idle-for = it's { $user }'s turn ({ $name }) and nothing has happened for { $span }, past this table's deadline.
vote-why-idle = it's { $user }'s turn ({ $name }) and nothing has happened, past this table's deadline.
vote-call = { $voters }: { $why } You may vote:
vote-button-skip = Skip their turn
vote-button-remove = Remove them
vote-skip-line = **{ $skip }**: { $words }
vote-remove-line = **{ $remove }**: they leave the game; what they built stays and keeps scoring, but they take no more turns.
vote-rule = { $needed } of { $voters } votes decide. If { $name } plays first, this vote lapses.
vote-rule-left = { $needed } of { $voters } votes decide.
vote-tally = Votes so far: skip { $skip }, remove { $remove }.
vote-skip-words = their turn ends the safe way.
vote-outcome-removed = { $name } has left the game. What they built stays and keeps scoring; they take no more turns.
vote-outcome-skipped = { $name }'s turn was skipped.
vote-players-only = Only the players of this game can vote.
vote-own-turn = You cannot vote on your own turn: just play it (press **{ panel-button }**).
vote-voter-left = You have left this game, so you cannot vote.
vote-counted-skip = Your vote to skip their turn is counted: { $votes } of { $needed } needed.
vote-counted-remove = Your vote to remove them is counted: { $votes } of { $needed } needed.
vote-failed = Sorry, that did not work: { $reason }
vote-passed-post = **The vote passed:** { $outcome }
vote-passed = The vote passed: { $outcome }

## Reminders and the table's watch on its players (bot/tables/pacing.py)

reminder = { $users }, a reminder: { $waiting } in { $game } table #{ $number } (nothing has happened for { $span }). Press **{ panel-button }** to play.
reminder-deadline = After { $span } without a move the other players may vote to skip your turn or remove you from the game.
# $count: how many left (for a verb that agrees with it)
presence-left = { $names } left this server, so the game would wait for them. The host can take them out of the game with `/{ $command } { cmd-table } { cmd-remove }`; what they built stays and keeps scoring.

## The table's language (/<game> language)

cmd-language = language
    .description = The language of this table's posts and pictures (host only)
opt-language-language = language
    .description = The language the table's posts and pictures speak
language-host-only = Only the host (or someone with Manage Server) can change the table's language.
language-unknown = Pick one of the offered languages.
language-ended = This game has ended; its language stays as it was.
language-already = This table already speaks { $language }.
language-changed = This table now speaks { $language }. Everyone's own panel keeps following their Discord language.
language-changed-post = { $user } set this table's language to { $language }.
# The choices of a language option: each language in its own words, in every catalogue.
choice-language-en = English
choice-language-de = Deutsch
choice-language-hu = Magyar
