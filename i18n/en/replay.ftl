## The replay of a finished game (rendering/replay.py, rendering/rollwrite/replay.py,
## bot/tables/replays.py)

img-replay-start = The start
img-replay-turn = Turn { $turn } · { $name }
img-replay-scoring = Scoring { $round }
img-replay-final = Final scores

replay-button = Watch the replay
replay-answer = The whole game again, from the start to the final scores.
replay-not-over = This game is still being played: its replay can be watched once it has ended.
replay-cancelled = This game was cancelled, so there is no replay of it.
replay-unknown = There is no such finished game on this server.
replay-step-first = Start
replay-step-back = Back
replay-step-next = Next
replay-step-last = End
replay-step-scoring = Scoring { $round }
replay-step-gif = GIF to share
replay-step-where = { $step ->
    [start] The start
    [end] The final scores
    [round] Round { $turn }
   *[turn] Turn { $turn }
} · picture { $number } of { $count }
replay-step-how = Step through the game with the buttons: { $by ->
    [round] a round back or on
   *[turn] a turn back or on, or straight to a scoring
}. **{ replay-step-gif }** sends the whole game as an animated picture you can save or pass on.
replay-gif-answer = The whole game as an animated picture, from the start to the final scores: save it or pass it on.
replay-step-gone = That picture is not part of this game's replay: nothing changed.
replay-private-only = These buttons step through your own private replay only: nothing changed.
