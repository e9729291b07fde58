# Words of the pictures of expansion 4's four modules together (issue 25).

# Under the money display: the treasure chamber's caption over its three rooms
img-chests-chamber-bag = Treasure chamber · { $count } { $count ->
        [one] chest
       *[other] chests
    } in the bag
