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
