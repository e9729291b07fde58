# Words of the pictures of expansion 4's four modules together (issue 25).

# Under the money display: the treasure chamber's caption over its three rooms
img-chests-chamber-bag = Treasure chamber · { $count } { $count ->
        [one] chest
       *[other] chests
    } in the bag

# The glance (the turn post's first picture): a player bought a room's chests, drawn after it
img-glance-chests = bought chests
