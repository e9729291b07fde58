# The engine's reasons for refusing a move with expansion 2's camps and expansion 3's street
# trader, and the two modules' titles (see engine.ftl for the placeholders). $building is a
# resident's colour, named by the building of that colour (pavilion blue, seraglio red,
# arcades brown, chambers white, garden green, tower purple).

## Camps (expansion 2)

engine-camp-bastion-open = the { engine-side } bastion of the camp { $place } must lie against a city wall, but no tile lies there
engine-camp-bastion-no-wall = the { engine-side } bastion of the camp { $place } must lie against a city wall, but the { $other_tile } has no wall there
    .other_tile = bare
engine-camp-touches = a camp touches other tiles only with a bastion against a wall: { $place } its { engine-side } side would touch the { $other_tile }
    .other_tile = bare
engine-camp-blocks = nothing is built against a camp's side without a bastion: the { $tile } { $place } would touch the camp on its { engine-side } side
    .tile = bare
engine-camp-remove-wall = the bastion of a camp lies against the { $tile } { $place }: it must keep its wall
    .tile = bare

## The street trader (expansion 3)

engine-trader-colour = { $building ->
        [pavilion] blue
        [seraglio] red
        [arcades] brown
        [chambers] white
        [garden] green
       *[tower] purple
    }
engine-trader-no-colour = there are no residents of the colour '{ $building }'
engine-trader-supply-lacks = the supply holds no { engine-trader-colour } resident
engine-trader-lacks = your trader holds no { engine-trader-colour } resident
engine-trader-no-refill = your trader is refilled only after a resident left it for a tile
engine-trader-no-swap = you may swap a resident with the supply only when your trader was displaced and none of its residents matched the tile
engine-trader-swap-same = swap a resident for one of another colour
engine-trader-not-displaced = your trader moves only after a tile displaced it (or a rebuild left it beside no tile)
engine-trader-refill-first = refill your trader from the supply first
engine-trader-place-first = the trader moves at the end of the turn: build or reserve the { $count ->
        [one] tile
       *[other] { $count } tiles
    } you bought first
engine-trader-square-alone = the trader goes on an empty place next to a tile of your Alhambra, not { $place }
engine-trader-move-first = move your street trader next to a tile of your Alhambra first

## The modules

module-camps =
    .title = Camps
    .description = Camps from the bag lie outside the city wall: each bastion scores a point for every tile in the straight line behind it.
module-street_trader =
    .title = Street trader
    .description = A tile built where your trader stands takes one of its residents; residents of many colours score like sets.
