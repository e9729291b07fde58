# Falcons (expansion 6, "Die Falkner"): every word a player reads about them. A falcon has a
# colour (black, brown, white: $colour) and shows two building colours; it sits on a point
# where four of a player's tiles meet. Points are numbered on the falcons' picture.

## Names

module-falcons =
    .title = Falcons
    .description = Three stacks of falcons: buy falcons for 6 each and set them where four of your tiles meet; every scoring, n falcons of a colour score n × (n + 1).
alhambra-how-to-play-falcons = 🦅 **Falcons**: as your action (not the extra one after paying exactly) buy falcons for 6 each in any currencies and set each where four of your tiles meet, two of them buildings of its colours ("Falcons" on your panel). Every scoring: 2, 6, 12, 20, 30 for 1-5 falcons of a colour.
# "black falcon (Pavilion + Seraglio)"; $first, $second: building names
alhambra-falcon = { $colour ->
        [black] black
        [brown] brown
       *[white] white
    } falcon ({ $first } + { $second })
# "the black falcon on point 3"
alhambra-falcon-at = the { $colour ->
        [black] black
        [brown] brown
       *[white] white
    } falcon on point { $point }
alhambra-falcon-at-brief = { $colour ->
        [black] black
        [brown] brown
       *[white] white
    } on { $point }

## Choices and the log

alhambra-act-buy-falcons = Buy { $falcons } for { $cards }
alhambra-act-buy-falcons-brief = Falcons: { $falcons }, for { $cards }
alhambra-log-falcons-bought = 🦅 { $who } bought { $count ->
        [one] a falcon
       *[other] { $count } falcons
    } for { $cards }: { $falcons }.
alhambra-log-falcons-revealed = Now on top: { $falcons }.

## The panel

alhambra-panel-falcons-line = Buy falcons (6 each) and set them where four of your tiles meet
alhambra-button-falcons = Falcons
alhambra-panel-falcons-title = 🦅 Falcons
# $chosen: the falcons chosen so far ("" when none), $price: what they cost together
alhambra-panel-falcons = { $chosen ->
        [none] Pick a falcon from the top of a stack. Each costs 6, paid in any currencies (no coins, no change, no extra action).
       *[some] Chosen: { $chosen } ({ $price }). Add a falcon from another stack, or pay.
    }
alhambra-button-falcon-add = { $falcon }
alhambra-panel-falcon-point-title = 🦅 Where does the { $falcon } sit?
alhambra-panel-falcon-point = On a numbered point: four of your tiles meet there, with a { $first } and a { $second } among them.
alhambra-button-falcon-point = Point { $point }
alhambra-button-falcons-pay = Pay { $cards }
img-falcons-where = Where does the { $falcon } sit?

## Pictures

img-glance-falcons = bought falcons
img-term-falcons = Falcons
img-falcons = Falcons
img-falcons-left = { $count } left
img-legend-falcon = Falcon: on the point where four tiles meet

## Engine reasons

engine-falcons-not-extra = the extra action after an exact payment may not buy falcons
engine-falcons-none = choose at least one falcon
engine-falcons-no-stack = there is no such falcon stack
engine-falcons-gone = the { $colour ->
        [black] black
        [brown] brown
       *[white] white
    } falcons are all gone
engine-falcons-one-each = one falcon from each stack at a time
engine-falcons-same-point = one falcon per point
engine-falcons-bad-point = a falcon sits on a free point where four of your tiles meet, with a building of each of its two colours among them
engine-falcons-no-coins = falcons cannot be paid with coins
engine-falcons-no-aid = falcons are paid with money in any mix of currencies: an exchange office is not needed and cannot pay
engine-falcons-too-little = { $count ->
        [one] a falcon costs
       *[other] { $count } falcons cost
    } { $price }; the cards you chose total { $total } (there is no change)
engine-falcons-cannot-buy = cannot buy the falcons: { $problem }
engine-falcons-tile-held = a falcon sits on that tile: it stays in your Alhambra

## The player aid

alhambra-rules-falcons =
    {"*"}*Falcons** (expansion 6; module `falcons`, with the Alhambra's tiles only): 15 falcons, 5 black, 5 brown, 5 white, in three stacks by colour, each shuffled; only the tops are seen (FA3). Each falcon shows two building colours: the 15 pairs of the six, each falcon colour covering all six (FA2).
    {"*"}*Buying**: Buying falcons is an action, never the extra one after paying exactly. Take the top of one, two or all three stacks (at most one of each, FA6) and set each at once where four of your built tiles meet, one falcon per point, with a building of each of its colours among the four (FA1; not on points this turn's tiles would make, FA7). 6 each, paid together in any currencies with money, diamonds, master builders or a caravanserai, never coins; no change, no extra action (FA3). A yard never supplies a colour, but a falcon may sit by one.
    {"*"}*Scoring and rebuilding**: Every scoring, n falcons of one colour score n × (n + 1): 2, 6, 12, 20, 30. A rebuild never takes out (FA4) or exchanges (FA5) a tile under a falcon; a falcon never moves (FA9). Dirk gets no falcons.
    {"*"}*Our choices**: a purchase that shows a new top cannot be undone (FA8). A portal fills only half a place, and an unfinished building site counts only for placement, holes, camp lines, invaders and walls: neither is a tile of a point (FA10).
