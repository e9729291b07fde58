# Expansion 4: the treasure chamber (module treasure_chamber)

## pictures
img-chests-chamber = Treasure chamber
img-chests-room-empty = empty
img-chests-bag = Chests in the bag
img-term-treasure_chamber = Chests
img-legend-chest = Chest (counts in the Alhambra, not in the reserve)
