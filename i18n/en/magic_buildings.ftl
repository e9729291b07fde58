# Magic buildings (promo): every word a player reads about them. A magic building is named
# like any tile ("Tower 14"), marked ✨ by the bot. Its positions are numbered 1-4 in the
# placing picture: 1 as printed, then each a quarter turn clockwise.

## The module

module-magic_buildings =
    .title = Magic buildings
    .description = Six dearer buildings, one of each type, join the bag. Each counts as its type everywhere, and you build it turned the way you choose.
alhambra-how-to-play-magic-buildings = ✨ **Magic buildings**: six dearer tiles (9 to 14, marked ✨) count as their building type. When you have bought one, turn it first if you like (the ↻ buttons beside the places); it keeps that position on the reserve and when rebuilt.

## Choices

# $number: the position's number in the picture; $walls: the sides its walls are on
alhambra-act-rotate-magic = Turn { $tile } to position { $number } (walls: { $walls })
    .tile = the
# A vizier's purchase or a sultan card's claim of a magic building turned (after its words)
alhambra-act-magic-position = , position { $number } (walls: { $walls })
alhambra-act-magic-position-brief = {" "}↻ { $number }
alhambra-button-magic-turn = ↻ { $number }
# On the placing panel of a magic building. $turns: how many other positions fit somewhere
alhambra-place-magic = { $turns ->
        [0] ✨ A magic building: no other position fits anywhere now, so build it as it is or reserve it. It keeps its position on the reserve and when rebuilt.
       *[other] ✨ A magic building: pick its position before you build it (1–4 under the picture; ↻ turns it). It keeps that position on the reserve and when rebuilt.
    }

## Pictures

img-magic-rotations = Positions of the magic building
img-magic-places = { $count ->
        [0] reserve only
        [one] 1 place
       *[other] { $count } places
    }
img-magic-now = now

## Reasons of the engine

engine-magic-not-waiting = Only a tile you bought this turn and have not built or reserved yet can be turned
engine-magic-not-magic = Only a magic building can be turned
engine-magic-no-such-rotation = That is not another position of this magic building

## Player aid

alhambra-rules-magic-buildings =
    {"*"}*Magic buildings** (promo; module `magic_buildings`, with the Alhambra's tiles only): six tiles go into the bag, one per building type, each 1 dearer than the dearest of its type: Pavilion 9, Seraglio 10, Arcades 11, Chambers 12, Garden 13, Tower 14. Walls (MG1): top for the two cheapest, top and right for the two middle, top, right and bottom for the two dearest. Dirk may draw them.
    {"*"}*Buying and turning**: You buy one like a building (the vizier, Abdul Karim, offices, diamonds, coins, master builders and a caravanserai may help; Knihstig's card follows; change is given). You pick its position when you buy it and it keeps it on the reserve and when rebuilt (MG1): turn it for free before you build or reserve it (MG4); the vizier names the position with his purchase (MG5); a sultan card's claim names it too (MG6); a tile handed out at the end is turned by its receiver (MG7).
    {"*"}*Counting**: It is a building of its type for everything: majorities, yards, the caravanserai, bazaars, chests, residents, gates, walls, invaders, the sultan and the new scoring tiles. It gives and counts for no culture tile, and no bonus card matches it (MG3). APP's orientation tiles are not used (MG2). At the end it is handed out like any building.
