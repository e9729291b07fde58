# The boxes of the board game, offered whole in /alhambra new (bot/alhambra/boxes.py).
# $box: a box's name; $modules: its modules' titles, comma-separated; $count: a number.
alhambra-box-expansion1 = Expansion 1: The Vizier's Favour
alhambra-box-expansion2 = Expansion 2: The City Gates
alhambra-box-expansion3 = Expansion 3: The Thief's Turn
alhambra-box-expansion4 = Expansion 4: The Treasure Chamber
alhambra-box-expansion5 = Expansion 5: Power of the Sultan
alhambra-box-expansion6 = Expansion 6: The Falconers
alhambra-box-promos = Promos
alhambra-box-everything = Everything
alhambra-box-suggestion = 📦 { $box } ({ $modules })
alhambra-box-everything-suggestion = 📦 Everything at once: all { $count } modules that play with the base game
# The first turn's panel when the how-to-play lines of many modules do not fit it.
alhambra-panel-how-to-play-more = …and { $count } more { $count ->
        [one] module
       *[other] modules
    }: every one is in `/{ cmd-alhambra } { cmd-rules }`.
