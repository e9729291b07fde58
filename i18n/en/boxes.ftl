# The boxes of the board game, offered whole in /alhambra new (bot/alhambra/boxes.py).
# $box: a box's name; $modules: its modules' titles, comma-separated; $count: a number.
alhambra-box-expansion1 = Expansion 1: The Vizier's Favour
    .short = Expansion 1
alhambra-box-expansion2 = Expansion 2: The City Gates
    .short = Expansion 2
alhambra-box-expansion3 = Expansion 3: The Thief's Turn
    .short = Expansion 3
alhambra-box-expansion4 = Expansion 4: The Treasure Chamber
    .short = Expansion 4
alhambra-box-expansion5 = Expansion 5: Power of the Sultan
    .short = Expansion 5
alhambra-box-expansion6 = Expansion 6: The Falconers
    .short = Expansion 6
alhambra-box-promos = Promos
alhambra-box-everything = Everything
alhambra-box-suggestion = 📦 { $box } ({ $modules })
alhambra-box-everything-suggestion = 📦 Everything at once: all { $count } modules that play with the base game
# The first turn's panel when the how-to-play lines of many modules do not fit it.
alhambra-panel-how-to-play-more = …and { $count } more { $count ->
        [one] module
       *[other] modules
    }: every one is in `/{ cmd-alhambra } { cmd-rules }`.
