# The replay button's placeholder (bot/tables/replays.py on the branch boards): replaced,
# with this file, by the real replay.
replay-stub-button = Watch the replay
replay-stub-not-drawn = The replay of this game is not drawn yet.
